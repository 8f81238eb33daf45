"""Shared samplers, judges and oracle helpers of the Notes tasks.

What an instance writes into the world (to-dos, passwords, shopping items) comes from the phone's
region (``os.device.region``); the English path draws as it always did."""

from __future__ import annotations

import re
from typing import Any

from bench import ui
from bench.task import Check

NOTES = "apps.notes.notes"
TODOS = "apps.notes.todos"
#: the virtual clock at boot (ms)
START_MS = 1773478800000


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def zh(state: dict[str, Any]) -> bool:
    return region(state) == "zh-CN"


def notes(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = state["apps"]["notes"]["notes"]
    return rows


def live(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Notes in the list (not deleted, not private) that have a title."""
    return [n for n in notes(state) if n["deleted_at"] is None and not n["private"] and n["title"]]


def note_of(state: dict[str, Any], note_id: int) -> dict[str, Any] | None:
    return next((n for n in notes(state) if n["id"] == note_id), None)


def new_notes(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {n["id"] for n in notes(init)}
    return [n for n in notes(final) if n["id"] not in old]


def note_text(n: dict[str, Any]) -> str:
    return "\n".join([n.get("title", ""), n.get("body", ""), *(i["text"] for i in n.get("items", []))])


def norm(text: Any) -> str:
    return " ".join(str(text).split()).casefold().rstrip(".。")


def one_new_note(init: dict[str, Any], final: dict[str, Any], title: str) -> tuple[dict[str, Any], list[Check]]:
    """The one note the episode added (or {}), with checks on its count and title."""
    new = new_notes(init, final)
    n = new[0] if len(new) == 1 else {}
    return n, [Check("one new note", len(new) == 1, 1, len(new)),
               Check("its title", norm(n.get("title", "")) == norm(title), title, n.get("title"))]


def numbers(text: str) -> list[float]:
    """Numbers written in ``text`` ("1,234.50", "¥86.3"), thousands separators dropped."""
    return [float(m.replace(",", "")) for m in re.findall(r"\d[\d,]*(?:\.\d+)?", text)]


def open_note(obs: Any, note_id: int) -> ui.Steps:
    return (yield from ui.tap(obs, trigger="note.open", note_id=note_id))


def to_notes(obs: Any) -> ui.Steps:
    """Notes in front, on its list."""
    obs = yield from ui.open_app("Notes")
    if obs.find(trigger="tab.notes"):
        obs = yield from ui.tap(obs, trigger="tab.notes")
    return obs


def hide_keyboard(obs: Any) -> ui.Steps:
    if obs.keyboard:
        obs = yield from ui.back()
    return obs


def new_note(obs: Any, title: str, body: str = "", items: tuple[str, ...] | list[str] = ()) -> ui.Steps:
    """From the notes list: a new note with ``title``, ``body`` and, if given, checklist ``items``; Save."""
    obs = yield from ui.tap(obs, trigger="note.new")
    obs = yield from ui.type_into(obs, "Title", title)
    if body:
        obs = yield from ui.type_into(obs, "Note", body)
    if items:
        obs = yield from hide_keyboard(obs)
        obs = yield from ui.tap(obs, trigger="edit.checklist")
        for it in items:
            obs = yield from ui.type_into(obs, "List item", it)
            obs = yield from hide_keyboard(obs)
            obs = yield from ui.tap(obs, trigger="item.add")
    obs = yield from hide_keyboard(obs)
    return (yield from ui.tap(obs, trigger="edit.save"))
