"""Shared samplers and oracle helpers of the Contacts tasks.

New names, numbers, companies, notes and searches come from the phone's world region (``os.device
.region``): a Chinese phone gets Chinese names and +86 numbers, as its own contacts have."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from mgym.apps.contacts import model
from mgym.i18n.names import full_name, latin_key

APP = "Contacts"

ROWS = "os.providers.contacts"

RECENT = "apps.contacts.recent_searches"

FIRST_NAMES = ("Maya", "Noah", "Priya", "Leo", "Ruth", "Felix", "Ines", "Kenji", "Talia", "Omar", "Greta", "Diego")

LAST_NAMES = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Brennan", "Castillo", "Petrov", "Nakamura", "Quinn")

COMPANIES = ("Redwood Labs", "Sunrise Bakery", "Orbital Media", "Harbor Dental", "Pinecone Studio", "Vertex Legal")

DOMAINS = ("mail.com", "work.net", "studio.io", "inbox.org")

AREAS = ("415", "510", "650", "408", "707")

NOTES = ("Met at the conference", "Call after 6pm", "Prefers email", "Neighbour, apartment 4B", "Book club",
         "Owes me lunch")

SEARCHES = ("Pizza", "Martinez", "Smith", "Globex", "Dentist", "Baker", "Sophia", "510", "Northwind", "Hiro")

#: the same word lists for a phone of the zh-CN region
ZH = {
    "first": ("子墨", "雨涵", "浩宇", "思琪", "俊熙", "欣然", "明轩", "诗雨", "博文", "若曦", "天佑", "梦瑶"),
    "last": ("顾", "沈", "苏", "叶", "程", "秦", "贺", "方", "魏"),
    "companies": ("红杉实验室", "朝阳烘焙", "轨道传媒", "港湾牙科", "松果工作室", "顶点律师事务所"),
    "domains": ("mail.cn", "work.com.cn", "studio.cn", "inbox.cn"),
    "notes": ("在会议上认识的", "晚上6点后联系", "喜欢用邮件沟通", "邻居，4B室", "读书会成员", "欠我一顿午饭"),
    "searches": ("披萨", "王", "李", "星辰科技", "牙医", "陈", "欣怡", "138", "东方物流", "林"),
}


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def words(state: dict[str, Any], key: str, en: tuple[str, ...]) -> tuple[str, ...]:
    """A word list of the phone's region (``en`` for an English phone)."""
    return ZH[key] if region(state) == "zh-CN" else en


# ---- state helpers ---------------------------------------------------------------------------
def rows(state: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = state["os"]["providers"]["contacts"]
    return out


def unique(state: dict[str, Any], where: Any = None) -> list[dict[str, Any]]:
    """Contacts whose name no other contact shares (and that satisfy ``where``), in id order."""
    rs = rows(state)
    names = [str(c["name"]).lower() for c in rs]
    return [c for c in rs if c["name"] and names.count(str(c["name"]).lower()) == 1 and (where is None or where(c))]


def pick(rng: Random, state: dict[str, Any], where: Any = None) -> dict[str, Any]:
    return rng.choice(unique(state, where))


def row_path(cid: int, field: str) -> str:
    return f"{ROWS}[id={cid}].{field}"


def digits(s: Any) -> str:
    return re.sub(r"\D", "", str(s or ""))


def new_phone(rng: Random, state: dict[str, Any] | None = None) -> str:
    if state is not None and region(state) == "zh-CN":
        return f"+86 13{rng.randrange(10)} {rng.randrange(10000):04d} {rng.randrange(10000):04d}"
    return f"+1 {rng.choice(AREAS)}-555-{rng.randrange(100, 10000):04d}"


def new_name(rng: Random, state: dict[str, Any]) -> tuple[str, str]:
    taken = {str(c["name"]).lower() for c in rows(state)}
    firsts, lasts = words(state, "first", FIRST_NAMES), words(state, "last", LAST_NAMES)
    while True:
        first, last = rng.choice(firsts), rng.choice(lasts)
        if full_name(first, last).lower() not in taken:
            return first, last


def email_slug(name: str) -> str:
    """The local part of an email made from a name: "sophia.smith", "zhang.wei" for 张伟."""
    return ".".join(re.findall(r"[a-z]+", latin_key(name)))


def row_of(state: dict[str, Any], cid: int) -> dict[str, Any] | None:
    return next((c for c in rows(state) if c["id"] == cid), None)


# ---- oracle helpers --------------------------------------------------------------------------
def open_contact(obs: Any, name: str) -> ui.Steps:
    """From the contact list: jump to the name's letter in the A-Z index, then open the contact."""
    obs = yield from ui.tap(obs, letter_of(name), trigger="list.jump", exact=True)
    return (yield from ui.tap(obs, name, role="list_item", exact=True))


def letter_of(name: str) -> str:
    """The A-Z index letter a name is listed under (a Chinese name: its pinyin's)."""
    return model.letter_of({"name": name, "id": 0})


def launch_and_open(name: str) -> ui.Steps:
    obs = yield from ui.open_app(APP)
    return (yield from open_contact(obs, name))


def edit_fields(obs: Any, values: dict[str, str]) -> ui.Steps:
    """On a contact's details: Edit, type each field (by its hint), Save."""
    obs = yield from ui.tap(obs, "Edit contact", trigger="contact.edit")
    for label, text in values.items():
        obs = yield from ui.type_into(obs, label, text)
    return (yield from ui.tap(obs, "Save", trigger="edit.save"))


def open_settings() -> ui.Steps:
    obs = yield from ui.open_app(APP)
    obs = yield from ui.tap(obs, "More options", trigger="list.menu")
    return (yield from ui.tap(obs, "Settings", trigger="listmenu.settings"))
