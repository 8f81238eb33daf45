"""Shared samplers, judges and oracle helpers of the Lifenotes tasks.

Notes and users come from the phone's region's world (``os.device.region``); the judge reads the
overlay (likes, boards, follows, my comments and notes). Notes are named by their title, so samplers
pick notes whose title no other note carries and that the app's own search finds.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from bench import ui
from mgym import actions as A
from mgym.apps.lifenotes import search as find
from mgym.apps.lifenotes.world import Row, World, comments, world

APP = "lifenotes"
L = "apps.lifenotes"
START_MS = 1773478800000
SEARCH_HINT = "Search notes, people, products"
COMMENT_HINT = "Say something..."


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def zh(state: dict[str, Any]) -> bool:
    return region(state) == "zh-CN"


def W(state: dict[str, Any]) -> World:
    return world(region(state))


def ov(state: dict[str, Any]) -> dict[str, Any]:
    o: dict[str, Any] = state["apps"][APP]
    return o


def words(state: dict[str, Any], en: tuple[str, ...], zh_: tuple[str, ...]) -> tuple[str, ...]:
    return zh_ if zh(state) else en


def findable(state: dict[str, Any], n: Row) -> bool:
    """A unique title, and searching it (general order) lists the note among the first 10."""
    w = W(state)
    if w.titles.get(n["title"]) != 1:
        return False
    return n["id"] in [x["id"] for x in find.notes(region(state), n["title"])[:10]]


def pick_note(rng: Random, state: dict[str, Any], where: Callable[[Row], bool] | None = None) -> Row:
    w = W(state)
    for _ in range(5000):
        n = w.notes[rng.randrange(len(w.notes))]
        if (where is None or where(n)) and findable(state, n):
            return n
    raise RuntimeError("no note fits")


def note_params(state: dict[str, Any], n: Row) -> dict[str, Any]:
    w = W(state)
    return {"nid": n["id"], "title": n["title"], "author": w.by_id[n["author"]]["name"], "uid": n["author"]}


def top_comment(state: dict[str, Any], nid: str) -> Row | None:
    cs = sorted(comments(region(state), nid), key=lambda c: (-c["likes"], c["id"]))
    return cs[0] if cs else None


def new_items(init: dict[str, Any], final: dict[str, Any], key: str) -> list[dict[str, Any]]:
    old = {x["id"] for x in ov(init)[key]}
    return [x for x in ov(final)[key] if x["id"] not in old]


def norm(s: Any) -> str:
    return " ".join(str(s).split()).casefold()


# ---- oracle helpers ----------------------------------------------------------------------------
def launch() -> ui.Steps:
    return (yield from ui.open_app(APP))


def search(obs: Any, query: str, tab: str = "notes", sort: str = "") -> ui.Steps:
    """From any Lifenotes page: Search, the query, then the results tab and the sort order."""
    obs = yield from ui.search(obs, APP, query, open_trigger="nav.search", hint=SEARCH_HINT,
                               tab=None if tab == "notes" else tab)
    if sort:
        obs = yield from ui.tap(obs, trigger="search.panel")
        obs = yield from ui.tap(obs, trigger="search.filter", key="sort", value=sort)
    return obs


def open_note(obs: Any, p: dict[str, Any]) -> ui.Steps:
    obs = yield from search(obs, p["title"])
    return (yield from ui.tap(obs, trigger="note.open", id=p["nid"]))


def hide_keyboard(obs: Any) -> ui.Steps:
    if obs.keyboard:
        obs = yield A.Back()
    return obs


def send_comment(obs: Any, text: str) -> ui.Steps:
    """On a note page: type into the comment box and send it with the keyboard's Enter."""
    e = next(e for e in obs.ui if e.role == "input")
    x, y = e.center
    obs = yield A.Type(text=text, x=x, y=y, clear=True)
    obs = yield A.Enter()
    return (yield from hide_keyboard(obs))
