"""Lookups and rules shared by Notes' navigation, views and handlers (plain dicts of the overlay)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from mgym.os.context import AppContext

DAY_MS = 86_400_000
#: a to-do reminder rings at this hour of its due day
REMIND_HOUR = 9
#: the OS alarm handler of to-do reminders
REMIND = "remind"


def note(state: dict[str, Any], note_id: Any) -> dict[str, Any] | None:
    return next((n for n in state["notes"] if n["id"] == note_id), None)


def folder(state: dict[str, Any], folder_id: Any) -> dict[str, Any] | None:
    return next((f for f in state["folders"] if f["id"] == folder_id), None)


def todo(state: dict[str, Any], todo_id: Any) -> dict[str, Any] | None:
    return next((t for t in state["todos"] if t["id"] == todo_id), None)


def new_id(rows: list[dict[str, Any]]) -> int:
    return max((r["id"] for r in rows), default=0) + 1


def visible(state: dict[str, Any], folder_id: Any = None, private: bool = False) -> list[dict[str, Any]]:
    """Notes not in the trash (private ones only when asked), in a folder if given: pinned first,
    then by last edit, newest first."""
    rows = [n for n in state["notes"] if n["deleted_at"] is None and n["private"] == private
            and (folder_id is None or n["folder"] == folder_id)]
    return sorted(rows, key=lambda n: (not n["pinned"], -n["edited"], n["id"]))


def search(state: dict[str, Any], query: str) -> list[dict[str, Any]]:
    """Notes (not private, not deleted) whose title, body or checklist items contain ``query``."""
    q = query.strip().casefold()
    if not q:
        return []
    out = []
    for n in visible(state):
        text = " ".join([n["title"], n["body"], *(i["text"] for i in n["items"])]).casefold()
        if q in text:
            out.append(n)
    return out


def trash(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows = [n for n in state["notes"] if n["deleted_at"] is not None]
    return sorted(rows, key=lambda n: (-n["deleted_at"], n["id"]))


def day(ms: int) -> dt.date:
    return (dt.datetime(1970, 1, 1) + dt.timedelta(milliseconds=ms)).date()


def day_ms(iso: str) -> int:
    """Midnight of a "YYYY-MM-DD" day on the virtual clock."""
    d = dt.date.fromisoformat(iso)
    return (d - dt.date(1970, 1, 1)).days * DAY_MS


def shift(iso: str, days: int) -> str:
    return (dt.date.fromisoformat(iso) + dt.timedelta(days=days)).isoformat()


def remind_at(t: dict[str, Any]) -> int | None:
    if not t["remind"] or t["due"] is None or t["done"] or t["reminded"]:
        return None
    return day_ms(t["due"]) + REMIND_HOUR * 3_600_000


def sync(ctx: AppContext) -> None:
    """Keep the OS schedule holding exactly one alarm per pending to-do reminder."""
    alarms: list[dict[str, Any]] = ctx.os["alarms"]
    want = {}
    for t in ctx.peek["todos"]:
        at = remind_at(t)
        if at is not None:
            want[t["id"]] = max(at, ctx.now)
    mine = [a for a in alarms if a["app"] == ctx.app.id]
    keep = {a["payload"].get("todo_id"): a for a in mine
            if a["handler"] == REMIND and want.get(a["payload"].get("todo_id")) == a["at"]}
    alarms[:] = [a for a in alarms if a["app"] != ctx.app.id or a in keep.values()]
    for tid, at in want.items():
        if tid not in keep:
            ctx.schedule(at, REMIND, todo_id=tid)


def note_text(n: dict[str, Any]) -> str:
    """A note as plain text (what Share sends)."""
    lines = [n["title"]] if n["title"] else []
    if n["body"]:
        lines.append(n["body"])
    lines += [("☑ " if i["checked"] else "☐ ") + i["text"] for i in n["items"]]
    return "\n".join(lines)
