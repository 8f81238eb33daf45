"""Lookups shared by the effects, views and handlers: who a thread is with, which thread a screen shows."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import unquote

from mgym.i18n import names
from mgym.os.context import AppContext
from mgym.os.providers.contacts import normalize_number

SMS_SCHEMES = ("sms", "smsto")
#: what a typed recipient must look like to be used as a raw address
_NUMBER = re.compile(r"^\+?[0-9 ()\-.]+$")


def parse_sms_uri(data: str) -> str:
    """The address of ``sms:+1 650-555-0100`` / ``smsto:...`` (query such as ``?body=`` dropped)."""
    scheme, _, rest = data.partition(":")
    if not _ or scheme.lower() not in SMS_SCHEMES:
        rest = data
    rest = rest.split("?", 1)[0].lstrip("/")
    return unquote(rest).split(",", 1)[0].strip()


def looks_like_number(text: str) -> bool:
    text = text.strip()
    return bool(_NUMBER.match(text)) and len(normalize_number(text)) >= 3


def contact_for(ctx: AppContext, address: str) -> dict[str, Any] | None:
    return ctx.contacts.by_number(address)


def _pinyin_match(name: str, q: str) -> bool:
    """A Chinese name typed in pinyin: the whole spelling ("zhangwei", "zhang wei") or its initials ("zw")."""
    syllables = names.latin_key(name).split()
    q = "".join(q.lower().split())
    return bool(q) and q.isascii() and ("".join(syllables).startswith(q) or "".join(s[:1] for s in syllables)
                                         .startswith(q) or any(s.startswith(q) for s in syllables))


def find_contacts(ctx: AppContext, q: str) -> list[dict[str, Any]]:
    """Contacts in list order (Chinese names by their pinyin) matching ``q``: by name, email or number
    through the provider, and a Chinese name also by its pinyin; every contact for an empty ``q``."""
    q = q.strip()
    if not q:
        found = ctx.contacts.sorted()
    else:
        hits = {c["id"] for c in ctx.contacts.search(q)}
        found = [c for c in ctx.contacts.rows if c["id"] in hits
                 or names.is_cjk(str(c["name"])) and _pinyin_match(str(c["name"]), q)]
    return sorted(found, key=lambda c: (names.latin_key(str(c["name"])), c["id"]))


def index_letter(name: str) -> str:
    """The letter a contact is listed under: its name's first letter (a Chinese name's pinyin's), or #."""
    first = names.latin_key(name)[:1].upper()
    return first if first.isalpha() else "#"


def display_name(ctx: AppContext, address: str) -> str:
    c = contact_for(ctx, address)
    return str(c["name"]) if c and c["name"] else address


def address_hue(address: str) -> int:
    return sum(map(ord, address)) * 37 % 360


def screen_address(ctx: AppContext) -> str:
    """The address a conversation screen is about: its ``address`` param, else its intent ``data``."""
    address = str(ctx.param("address") or "")
    if not address and ctx.param("data"):
        address = parse_sms_uri(str(ctx.param("data")))
    return address


def screen_thread(ctx: AppContext) -> dict[str, Any] | None:
    """The SMS thread a conversation screen shows (None for a conversation not started yet)."""
    tid = ctx.param("thread_id")
    if tid is not None:
        return ctx.sms.get(int(tid))
    address = screen_address(ctx)
    return ctx.sms.thread_for(address) if address else None


def muted(ctx: AppContext, thread_id: int) -> bool:
    return int(thread_id) in ctx.state["muted"]


def thread_param(ctx: AppContext) -> dict[str, Any] | None:
    """The thread named by the trigger's / screen's ``thread_id``."""
    tid = ctx.param("thread_id")
    return ctx.sms.get(int(tid)) if tid is not None else None
