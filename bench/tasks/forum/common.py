"""Shared samplers, judges and oracle helpers of the Forum tasks."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from mgym import actions as A
from mgym.apps.forum import model
from mgym.apps.forum.world import Row, World, world

APP = "forum"
F = "apps.forum"
START_MS = 1773478800000
SEARCH_HINT = "Search Forum"


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def zh(state: dict[str, Any]) -> bool:
    return region(state) == "zh-CN"


def W(state: dict[str, Any]) -> World:
    return world(region(state))


def ov(state: dict[str, Any]) -> dict[str, Any]:
    o: dict[str, Any] = state["apps"]["forum"]
    return o


def findable_post(state: dict[str, Any], p: Row) -> bool:
    """Searching the post's exact title lists it (within the results shown)."""
    return any(r["id"] == p["id"] for r in model.search_posts(ov(state), region(state), p["title"], "hot", START_MS))


def pick_post(rng: Random, state: dict[str, Any], where: Any = None) -> Row:
    w = W(state)
    while True:
        p = rng.choice(w.posts)
        if (where is None or where(p)) and findable_post(state, p):
            return p


def pick_community(rng: Random, state: dict[str, Any], where: Any = None) -> Row:
    w = W(state)
    while True:
        c = rng.choice(w.communities)
        if (where is None or where(c)) and any(x["id"] == c["id"]
                                               for x in model.search_communities(region(state), c["name"])):
            return c


def new_posts(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {p["id"] for p in ov(init)["posts"]}
    return [p for p in ov(final)["posts"] if p["id"] not in old]


def new_comments(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {c["id"] for c in ov(init)["comments"]}
    return [c for c in ov(final)["comments"] if c["id"] not in old]


def norm(text: Any) -> str:
    return " ".join(str(text).split()).casefold().rstrip(".。!！")


# ---- oracle helpers ----------------------------------------------------------------------------
def launch() -> ui.Steps:
    return (yield from ui.open_app(APP))


def search(obs: Any, query: str, tab: str = "posts") -> ui.Steps:
    """From any Forum page: Search, the query, then the results tab."""
    return (yield from ui.search(obs, APP, query, open_trigger="nav.search", hint=SEARCH_HINT,
                                 tab=None if tab == "posts" else tab))


def open_post(obs: Any, pid: str, title: str) -> ui.Steps:
    obs = yield from search(obs, title)
    return (yield from ui.tap(obs, trigger="post.open", id=pid))


def open_community(obs: Any, cid: str, name: str) -> ui.Steps:
    obs = yield from search(obs, name, "communities")
    return (yield from ui.tap(obs, trigger="community.open", id=cid))


def type_text(obs: Any, hint: str, text: str) -> ui.Steps:
    obs = yield from ui.type_into(obs, hint, text)
    if obs.keyboard:
        obs = yield A.Back()
    return obs


def comment_text(obs: Any, text: str) -> ui.Steps:
    """In the comment editor: the text, then Post / Save."""
    obs = yield from type_text(obs, "Your comment", text)
    return (yield from ui.tap(obs, trigger="reply.send"))
