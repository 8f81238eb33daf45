"""Shared samplers and oracle helpers of the Contacts tasks."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui

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


def new_phone(rng: Random) -> str:
    return f"+1 {rng.choice(AREAS)}-555-{rng.randrange(100, 10000):04d}"


def new_name(rng: Random, state: dict[str, Any]) -> tuple[str, str]:
    taken = {str(c["name"]).lower() for c in rows(state)}
    while True:
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        if f"{first} {last}".lower() not in taken:
            return first, last


def row_of(state: dict[str, Any], cid: int) -> dict[str, Any] | None:
    return next((c for c in rows(state) if c["id"] == cid), None)


# ---- oracle helpers --------------------------------------------------------------------------
def open_contact(obs: Any, name: str) -> ui.Steps:
    """From the contact list: jump to the name's letter in the A-Z index, then open the contact."""
    letter = name[:1].upper() if name[:1].isalpha() else "#"
    obs = yield from ui.tap(obs, letter, trigger="list.jump", exact=True)
    return (yield from ui.tap(obs, name, role="list_item", exact=True))


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
