"""Shared samplers, judges and oracle helpers of the Reader tasks."""

from __future__ import annotations

import re
from collections.abc import Mapping
from random import Random
from typing import Any

from bench import ui
from mgym import actions as A
from mgym.apps.reader import model, world

APP = "reader"
P = "apps.reader"
SEARCH_HINT = "Search books or authors"
GROUPS = ("Weekend", "Book club", "Bedtime", "Summer trip", "Must read", "Commute")
GROUPS_ZH = ("周末读", "读书会", "睡前读", "旅行带上", "必读", "通勤路上")
NOTES = ("Worth remembering", "Use this in my essay", "Reminds me of home", "Read this aloud", "Great image")
NOTES_ZH = ("值得记住", "写文章时引用", "让我想起家乡", "适合朗读", "画面感很强")


def region(state: Mapping[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def zh(state: Mapping[str, Any]) -> bool:
    return region(state) == "zh-CN"


def W(state: Mapping[str, Any]) -> world.World:
    return world.world(region(state))


def ov(state: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = state["apps"]["reader"]
    return out


def shelf(state: Mapping[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = ov(state)["shelf"]
    return rows


def item(state: Mapping[str, Any], book_id: str) -> dict[str, Any] | None:
    return model.shelf_item(ov(state), book_id)


def readable_books(state: Mapping[str, Any], on_shelf: bool | None = None) -> list[world.Book]:
    """Books the user can read whole (free or bought), optionally only those on (or off) the shelf."""
    ids = {s["id"] for s in shelf(state)}
    return [b for b in W(state).books if model.owned(ov(state), b)
            and (on_shelf is None or (b["id"] in ids) == on_shelf)]


def unique_phrase(rng: Random, b: world.Book, chapter: int, zh_text: bool) -> tuple[int, str] | None:
    """A paragraph of the chapter and a sentence of it that no other paragraph of the chapter contains."""
    paras = b["chapters"][chapter]["paras"]
    order = list(range(len(paras)))
    rng.shuffle(order)
    for i in order:
        parts = [s.strip() for s in re.split(r"(?<=[。！？”])" if zh_text else r"(?<=[.!?\"])\s+", paras[i]) if s.strip()]
        rng.shuffle(parts)
        for s in parts:
            if len(s) >= (8 if zh_text else 25) and sum(s in p for p in paras) == 1:
                return i, s
    return None


def progress_changes(book_id: str) -> list[str]:
    """Reading moves the book's saved position (and may finish it)."""
    return [f"{P}.shelf[id={book_id}].{f}" for f in ("chapter", "para", "off", "finished")]


def new_rows(init: Mapping[str, Any], final: Mapping[str, Any], key: str) -> list[dict[str, Any]]:
    old = {x["id"] for x in ov(init)[key]}
    return [x for x in ov(final)[key] if x["id"] not in old]


# ---- oracle helpers -----------------------------------------------------------------------------------------
def launch(obs: Any) -> ui.Steps:
    if obs.app != APP:
        obs = yield from ui.open_app(APP)
    return obs


def to_tab(obs: Any, tab: str) -> ui.Steps:
    """One of the three tabs (Bookshelf, Store, Me), backing out of deeper screens first."""
    obs = yield from launch(obs)
    for _ in range(8):
        if obs.screen == tab:
            return obs
        if obs.find(trigger=f"tab.{tab}"):
            return (yield from ui.tap(obs, trigger=f"tab.{tab}"))
        obs = yield A.Back()
    raise ui.OracleError(f"tab {tab} not reached")


def open_book(obs: Any, book_id: str, title: str) -> ui.Steps:
    """The store's search: type the title, open the book's page."""
    obs = yield from to_tab(obs, "store")
    obs = yield from ui.tap(obs, trigger="store.search")
    obs = yield from ui.type_into(obs, SEARCH_HINT, title)
    obs = yield A.Enter()
    if obs.keyboard:
        obs = yield A.Back()
    return (yield from ui.tap(obs, trigger="book.open", id=book_id))


def read_chapter(obs: Any, book_id: str, title: str, chapter: int) -> ui.Steps:
    """Open a book at the start of a chapter (0-based) from its page's contents."""
    obs = yield from open_book(obs, book_id, title)
    return (yield from ui.tap(obs, trigger="chapter.read", id=book_id, chapter=chapter))


def find_para(obs: Any, para: int) -> ui.Steps:
    """Turn pages until paragraph ``para`` of the open chapter is on screen."""
    for _ in range(30):
        if obs.find(trigger="reader.tools", para=para):
            return obs
        obs = yield from ui.tap(obs, trigger="page.next")
    raise ui.OracleError(f"paragraph {para} not found")


def para_action(obs: Any, para: int, action: str) -> ui.Steps:
    obs = yield from find_para(obs, para)
    obs = yield from ui.long_press(obs, trigger="reader.tools", para=para)
    return (yield from ui.tap(obs, trigger=action))


def minutes_in(obs: Any) -> int:
    """The "{n} minutes in total" line of Me."""
    for e in obs.ui:
        got = ui.parse(obs, "{n} minutes in total", e.text)
        if got:
            return int(got["n"].replace(",", ""))
    raise ui.OracleError("no total on Me")


def day_rows(obs: Any) -> list[tuple[int, int]]:
    """Me's "By day" rows as (day of month, minutes)."""
    out = []
    for e in obs.ui:
        m = re.search(r"(?:[A-Z][a-z]{2} (\d+)|(\d+)月(\d+)日).*?(\d+) (?:min|分钟)$", e.text)
        if m:
            out.append((int(m.group(1) or m.group(3)), int(m.group(4))))
    return out


def pay_in_wallet(obs: Any, pin: str = "123456") -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="checkout.pay")
    for d in pin:
        obs = yield from ui.tap(obs, trigger="pin.key", d=d)
    if obs.find(trigger="checkout.done"):
        obs = yield from ui.tap(obs, trigger="checkout.done")
    return obs
