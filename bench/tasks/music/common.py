"""Shared samplers, judges and oracle helpers of the Music tasks."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from mgym.apps.music.world import Row, World, world

APP = "music"
M = "apps.music"
START_MS = 1773478800000
SEARCH_HINT = "What do you want to listen to?"
MAX_RESULTS = 30
#: the player fields playing something from a page sets
PLAY_FIELDS = ("source", "queue", "index", "context", "playing", "started", "position", "shuffle", "seed")
#: the Wallet payment behind Premium (paid from the balance)
WALLET_CHANGES = ["apps.wallet.new_bills[+1 dir=out]", "apps.wallet.balance"]


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def W(state: dict[str, Any]) -> World:
    return world(region(state))


def ov(state: dict[str, Any]) -> dict[str, Any]:
    o: dict[str, Any] = state["apps"]["music"]
    return o


def player_paths(*fields: str) -> list[str]:
    return [f"{M}.player.{f}" for f in fields]


# ---- what search finds (the Search screen's own rules) ----------------------------------------
def _hit(q: str, *texts: str) -> bool:
    return any(q.casefold() in t.casefold() for t in texts)


def song_findable(w: World, t: Row) -> bool:
    hits = sorted((x for x in w.tracks if _hit(t["title"], x["title"], w.name_of(x["artist"]))),
                  key=lambda x: (-x["plays"], x["id"]))
    return t["id"] in [x["id"] for x in hits[:MAX_RESULTS]]


def album_findable(w: World, al: Row) -> bool:
    return al["id"] in [a["id"] for a in w.albums if _hit(al["title"], a["title"])][:MAX_RESULTS]


def artist_findable(w: World, a: Row) -> bool:
    hits = sorted((x for x in w.artists if _hit(a["name"], x["name"])), key=lambda x: (-x["followers"], x["id"]))
    return a["id"] in [x["id"] for x in hits[:MAX_RESULTS]]


def pick_track(rng: Random, state: dict[str, Any], where: Any = None) -> Row:
    w = W(state)
    while True:
        t = rng.choice(w.tracks)
        if (where is None or where(t)) and song_findable(w, t):
            return t


def pick_album(rng: Random, state: dict[str, Any], where: Any = None) -> Row:
    w = W(state)
    while True:
        al = rng.choice(w.albums)
        if (where is None or where(al)) and album_findable(w, al):
            return al


def pick_artist(rng: Random, state: dict[str, Any], where: Any = None) -> Row:
    w = W(state)
    while True:
        a = rng.choice(w.artists)
        if (where is None or where(a)) and artist_findable(w, a):
            return a


def playing_patch(tid: str, started: int, playing: bool = True, position: int = 0) -> dict[str, Any]:
    """The player holding one track (its album's page as the context)."""
    return {"apps": {"music": {"player": {"source": [tid], "queue": [tid], "index": 0, "playing": playing,
                                          "started": started, "position": position,
                                          "context": {"kind": "track", "id": tid}}}}}


# ---- oracle helpers ----------------------------------------------------------------------------
def launch() -> ui.Steps:
    return (yield from ui.open_app(APP))


def search(obs: Any, query: str, tab: str = "songs") -> ui.Steps:
    """From any Music page: the Search tab, the query, then the results tab."""
    return (yield from ui.search(obs, APP, query, open_trigger="nav.search", hint=SEARCH_HINT,
                                 tab=None if tab == "songs" else tab))


def song_menu(obs: Any, t: Row) -> ui.Steps:
    obs = yield from search(obs, t["title"])
    return (yield from ui.tap(obs, trigger="track.menu", track=t["id"]))


def open_album(obs: Any, al: Row) -> ui.Steps:
    obs = yield from search(obs, al["title"], "albums")
    return (yield from ui.tap(obs, trigger="album.open", id=al["id"]))


def open_artist(obs: Any, a: Row) -> ui.Steps:
    obs = yield from search(obs, a["name"], "artists")
    return (yield from ui.tap(obs, trigger="artist.open", id=a["id"]))


def add_to_playlist(obs: Any, tid: str, name: str, *, new: bool) -> ui.Steps:
    """From a track's open menu, "Add to playlist": into a new playlist ``name`` (``new``), else into the
    existing one of that name."""
    obs = yield from ui.tap(obs, trigger="menu.add", track=tid)
    if not new:
        return (yield from ui.tap(obs, name, trigger="addto.pick"))
    obs = yield from ui.tap(obs, trigger="addto.new")
    obs = yield from ui.type_into(obs, "My playlist", name)
    obs = yield from ui.tap(obs, trigger="new.create")
    return (yield from ui.back())


def open_library_playlist(obs: Any, pid: str) -> ui.Steps:
    if obs.app != APP:
        obs = yield from launch()
    obs = yield from ui.tap(obs, trigger="nav.library")
    return (yield from ui.tap(obs, trigger="playlist.open", id=pid))


def user_playlist(state: dict[str, Any], pid: str) -> dict[str, Any] | None:
    return next((p for p in ov(state)["playlists"] if p["id"] == pid), None)


def new_playlists(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {p["id"] for p in ov(init)["playlists"]}
    return [p for p in ov(final)["playlists"] if p["id"] not in old]
