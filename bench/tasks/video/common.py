"""Shared samplers, judges and oracle helpers of the Video tasks."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from mgym import actions as A
from mgym.apps.video.search import search as find
from mgym.apps.video.world import BOOT_MS, Uploader, Video, World, world

APP = "video"
V = "apps.video"
SEARCH_HINT = "Search videos, uploaders"
#: the Wallet payment behind VIP (paid from the balance)
WALLET_CHANGES = ["apps.wallet.new_bills[+1 dir=out]", "apps.wallet.balance"]


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def zh(state: dict[str, Any]) -> bool:
    return region(state) == "zh-CN"


def W(state: dict[str, Any]) -> World:
    return world(region(state))


def ov(state: dict[str, Any]) -> dict[str, Any]:
    o: dict[str, Any] = state["apps"]["video"]
    return o


def folder(state: dict[str, Any], fid: str) -> dict[str, Any] | None:
    return next((f for f in ov(state)["folders"] if f["id"] == fid), None)


def new_folders(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {f["id"] for f in ov(init)["folders"]}
    return [f for f in ov(final)["folders"] if f["id"] not in old]


def in_any_folder(state: dict[str, Any], vid: str) -> bool:
    return any(vid in f["videos"] for f in ov(state)["folders"])


def findable(w: World, v: Video) -> bool:
    """The video is among the results of a search for its full title."""
    return v.id in [x.id for x in find(w, v.title, now=BOOT_MS)]


def pick_video(rng: Random, state: dict[str, Any], where: Any = None) -> Video:
    w = W(state)
    while True:
        v = rng.choice(w.videos)
        if (where is None or where(v)) and findable(w, v):
            return v


def uploader_findable(w: World, u: Uploader) -> bool:
    """A search for the uploader's exact name shows its card on top."""
    best = max((x for x in w.uploaders if x.name.casefold() == u.name.casefold()), key=lambda x: x.followers)
    return best.id == u.id


def pick_uploader(rng: Random, state: dict[str, Any], where: Any = None) -> Uploader:
    w = W(state)
    while True:
        u = rng.choice(w.uploaders)
        if (where is None or where(u)) and uploader_findable(w, u):
            return u


# ---- oracle helpers ----------------------------------------------------------------------------
def launch() -> ui.Steps:
    return (yield from ui.open_app(APP))


def search(obs: Any, query: str) -> ui.Steps:
    """From the app's home: Search, the query, Enter."""
    if obs.app != APP:
        obs = yield from launch()
    for _ in range(4):
        if obs.find(trigger="nav.search") or obs.find(trigger="nav.home"):
            break
        obs = yield A.Back()
    if not obs.find(trigger="nav.search"):
        obs = yield from ui.tap(obs, trigger="nav.home")
    obs = yield from ui.tap(obs, trigger="nav.search")
    obs = yield from ui.type_into(obs, SEARCH_HINT, query)
    obs = yield A.Enter()
    if obs.keyboard:
        obs = yield A.Back()
    return obs


def open_video(obs: Any, v: Any) -> ui.Steps:
    obs = yield from search(obs, v.title)
    return (yield from ui.tap(obs, trigger="video.open", id=v.id))


def open_uploader(obs: Any, u: Any) -> ui.Steps:
    obs = yield from search(obs, u.name)
    return (yield from ui.tap(obs, trigger="up.open", up=u.id))


def open_folder(obs: Any, fid: str) -> ui.Steps:
    if obs.app != APP:
        obs = yield from launch()
    obs = yield from ui.tap(obs, trigger="nav.me")
    obs = yield from ui.tap(obs, trigger="me.favs")
    return (yield from ui.tap(obs, trigger="folder.open", id=fid))


def tap_in_row(obs: Any, trigger: str, **params: Any) -> ui.Steps:
    """Tap a chip or tab of a horizontal row (partition tabs, search filters), swiping the row left
    until it is fully on screen."""
    for _ in range(8):
        hits = [e for e in obs.find(trigger=trigger, **params) if e.clickable]
        if hits and hits[0].bounds[0] >= 0 and hits[0].bounds[2] <= 1000:
            return (yield ui.click(hits[0]))
        row = [e for e in obs.find(trigger=trigger) if e.clickable][0]
        y = (row.bounds[1] + row.bounds[3]) / 2
        obs = yield A.Drag(x1=850, y1=y, x2=250, y2=y)
    raise ui.OracleError(f"no {trigger} {params} in its row")


def open_ranking(obs: Any, part: str) -> ui.Steps:
    if obs.app != APP:
        obs = yield from launch()
    obs = yield from ui.tap(obs, trigger="nav.rankings")
    return (yield from tap_in_row(obs, "rank.part", part=part))
