"""What Music's transitions do to the overlay: play contexts, control the player, like / save /
follow, edit playlists, the queue, search, downloads, share, Premium through Wallet, settings."""

from __future__ import annotations

from typing import Any

from mgym.apps.music import player
from mgym.apps.music.manifest import LINK
from mgym.apps.music.world import PREMIUM_PRICE, currency, world
from mgym.i18n import N_
from mgym.os import purchase
from mgym.os.context import AppContext

SLEEP_MINUTES = (5, 10, 15, 30, 45, 60)
QUALITIES = ("auto", "low", "normal", "high", "very_high")
MAX_RECENT = 12


# ---- what a context plays ---------------------------------------------------------------------
def context_tracks(ctx: AppContext, kind: str, cid: str) -> list[str]:
    w = world(ctx.region)
    st = ctx.state
    if kind == "album":
        al = w.get(cid)
        return list(al["tracks"]) if al else []
    if kind == "playlist":
        mine = user_playlist(st, cid)
        if mine is not None:
            return list(mine["tracks"])
        pl = w.get(cid)
        return list(pl["tracks"]) if pl and "tracks" in pl else []
    if kind == "liked":
        return list(reversed(st["liked"]))
    if kind == "artist":
        return [t["id"] for t in w.popular.get(cid, ())[:10]]
    if kind == "genre":
        return [t["id"] for t in w.genre_tracks.get(cid, ())[:30]]
    return [cid] if w.track(cid) else []


def user_playlist(state: dict[str, Any], pid: object) -> dict[str, Any] | None:
    return next((p for p in state["playlists"] if p["id"] == pid), None)


def remember(ctx: AppContext, kind: str, cid: str) -> None:
    """A page opened: recently played / visited on Home (bookkeeping)."""
    if kind not in ("album", "playlist", "artist", "genre", "liked"):
        return
    rec = [r for r in ctx.state["recent"] if not (r["kind"] == kind and r["id"] == cid)]
    ctx.state["recent"] = [{"kind": kind, "id": cid}, *rec][:MAX_RECENT]


def play_context(ctx: AppContext) -> None:
    """Play a context (``kind``, ``id``) from ``track`` (or the start); ``shuffle`` forces shuffle."""
    kind, cid = str(ctx.param("kind", "")), str(ctx.param("id", ""))
    start = ctx.param("track")
    shuffle = ctx.params.get("shuffle")
    player.play(ctx, context_tracks(ctx, kind, cid), str(start) if start else None, {"kind": kind, "id": cid},
                shuffle=None if shuffle is None else bool(shuffle))
    remember(ctx, kind, cid)


def has_player(ctx: AppContext) -> bool:
    return player.current(ctx.state) is not None


def toggle_play(ctx: AppContext) -> None:
    if ctx.state["player"]["playing"]:
        player.pause(ctx)
    else:
        player.resume(ctx)


def next_track(ctx: AppContext) -> None:
    player.advance(ctx, by_user=True)


def prev_track(ctx: AppContext) -> None:
    player.previous(ctx)


def seek(ctx: AppContext) -> None:
    player.seek(ctx, int(float(ctx.param("to", 0)) * 1000))


def toggle_shuffle(ctx: AppContext) -> None:
    player.set_shuffle(ctx, not ctx.state["player"]["shuffle"])


def cycle_repeat(ctx: AppContext) -> None:
    p = ctx.state["player"]
    p["repeat"] = {"off": "all", "all": "one", "one": "off"}[p["repeat"]]


def set_sleep(ctx: AppContext) -> None:
    p = ctx.state["player"]
    minutes = ctx.param("minutes")
    if minutes == "end":
        p.update(sleep_at=None, sleep_end_of_track=True)
        ctx.toast("Playback will stop at the end of the track")
    elif minutes in SLEEP_MINUTES:
        p.update(sleep_at=ctx.now + int(minutes) * player.MIN_MS, sleep_end_of_track=False)
        ctx.ntoast("Sleep timer set for {n} minute", "Sleep timer set for {n} minutes", int(minutes))
    player.sync(ctx)


def sleep_off(ctx: AppContext) -> None:
    ctx.state["player"].update(sleep_at=None, sleep_end_of_track=False)
    ctx.toast("Sleep timer turned off")
    player.sync(ctx)


# ---- the queue -----------------------------------------------------------------------------
def _q(ctx: AppContext) -> tuple[dict[str, Any], int]:
    return ctx.state["player"], int(ctx.param("i", -1))


def queue_play(ctx: AppContext) -> None:
    p, i = _q(ctx)
    if 0 <= i < len(p["queue"]):
        player.jump(ctx, i)
        p["playing"] = True
        player.sync(ctx)


def queue_remove(ctx: AppContext) -> None:
    p, i = _q(ctx)
    if 0 <= i < len(p["queue"]) and i != p["index"]:
        del p["queue"][i]
        if i < p["index"]:
            p["index"] -= 1


def queue_move(ctx: AppContext) -> None:
    p, i = _q(ctx)
    j = i + (-1 if ctx.param("dir") == "up" else 1)
    q = p["queue"]
    if 0 <= i < len(q) and 0 <= j < len(q):
        q[i], q[j] = q[j], q[i]
        if p["index"] in (i, j):
            p["index"] = j if p["index"] == i else i


def _enqueue(ctx: AppContext, at_next: bool) -> None:
    tid = str(ctx.param("track"))
    if world(ctx.region).track(tid) is None:
        return
    p = ctx.state["player"]
    if not p["queue"]:
        player.play(ctx, [tid], tid, {"kind": "track", "id": tid})
        player.pause(ctx)
    elif at_next:
        p["queue"].insert(p["index"] + 1, tid)
    else:
        p["queue"].append(tid)
    ctx.toast("Added to queue")


def queue_next(ctx: AppContext) -> None:
    _enqueue(ctx, True)


def queue_add(ctx: AppContext) -> None:
    _enqueue(ctx, False)


# ---- library ---------------------------------------------------------------------------------
def _toggle(ctx: AppContext, key: str, value: str, on: str, off: str) -> None:
    lst: list[str] = ctx.state[key]
    if value in lst:
        lst.remove(value)
        ctx.toast(off)
    else:
        lst.append(value)
        ctx.toast(on)


def like(ctx: AppContext) -> None:
    tid = str(ctx.param("track") or player.current(ctx.state) or "")
    if world(ctx.region).track(tid) is not None:
        lst: list[str] = ctx.state["liked"]
        if tid in lst:
            lst.remove(tid)
            ctx.toast("Removed from Liked Songs")
        else:
            lst.append(tid)
            ctx.toast("Added to Liked Songs")


def save_album(ctx: AppContext) -> None:
    _toggle(ctx, "saved_albums", str(ctx.param("id")), N_("Saved to Your Library"), N_("Removed from Your Library"))


def follow(ctx: AppContext) -> None:
    _toggle(ctx, "followed", str(ctx.param("id")), N_("Following"), N_("Unfollowed"))


def save_playlist(ctx: AppContext) -> None:
    _toggle(ctx, "saved_playlists", str(ctx.param("id")), N_("Saved to Your Library"), N_("Removed from Your Library"))


def save_podcast(ctx: AppContext) -> None:
    _toggle(ctx, "saved_podcasts", str(ctx.param("id")), N_("Following"), N_("Unfollowed"))


def download(ctx: AppContext) -> None:
    """Download a track, or every track of a playlist / album (``id``): Premium only."""
    if not ctx.state["premium"]:
        ctx.toast("Downloads are a Premium feature")
        return
    tid = ctx.param("track")
    ids = [str(tid)] if tid else context_tracks(ctx, str(ctx.param("kind", "playlist")), str(ctx.param("id")))
    dl: list[str] = ctx.state["downloads"]
    dl.extend(t for t in ids if t not in dl)
    ctx.toast("Downloaded")


def remove_download(ctx: AppContext) -> None:
    ids = set(context_tracks(ctx, str(ctx.param("kind", "playlist")), str(ctx.param("id"))))
    ctx.state["downloads"] = [t for t in ctx.state["downloads"] if t not in ids]
    ctx.toast("Removed from downloads")


def share(ctx: AppContext) -> None:
    t = world(ctx.region).track(ctx.param("track"))
    if t is not None:
        ctx.share(text=f"{t['title']} — {world(ctx.region).name_of(t['artist'])} {LINK.format(id=t['id'])}",
                  subject=str(t["title"]))


# ---- playlists -------------------------------------------------------------------------------
def new_ready(ctx: AppContext) -> bool:
    return bool(ctx.field("name").strip())


def create_playlist(ctx: AppContext) -> dict[str, Any]:
    st = ctx.state
    pid = f"u{st['next_id']}"
    st["next_id"] += 1
    tid = ctx.param("track")
    tracks = [str(tid)] if tid and world(ctx.region).track(tid) else []
    st["playlists"].append({"id": pid, "name": ctx.field("name").strip()[:60], "tracks": tracks, "created": ctx.now})
    ctx.toast("Playlist created")
    return {"id": pid}


def rename_playlist(ctx: AppContext) -> None:
    p = user_playlist(ctx.state, ctx.param("id"))
    if p is not None:
        p["name"] = ctx.field("name").strip()[:60]


def delete_playlist(ctx: AppContext) -> None:
    pid = ctx.param("id")
    ctx.state["playlists"] = [p for p in ctx.state["playlists"] if p["id"] != pid]
    ctx.toast("Playlist deleted")


def is_mine(ctx: AppContext) -> bool:
    return user_playlist(ctx.state, ctx.param("id")) is not None


def add_to_playlist(ctx: AppContext) -> None:
    p = user_playlist(ctx.state, ctx.param("playlist"))
    tid = str(ctx.param("track"))
    if p is None or world(ctx.region).track(tid) is None:
        return
    if tid in p["tracks"]:
        ctx.toast("Already in {name}", name=p["name"])
        return
    p["tracks"].append(tid)
    ctx.toast("Added to {name}", name=p["name"])


def edit_remove(ctx: AppContext) -> None:
    p = user_playlist(ctx.state, ctx.param("id"))
    i = int(ctx.param("i", -1))
    if p is not None and 0 <= i < len(p["tracks"]):
        del p["tracks"][i]


def edit_move(ctx: AppContext) -> None:
    p = user_playlist(ctx.state, ctx.param("id"))
    i = int(ctx.param("i", -1))
    j = i + (-1 if ctx.param("dir") == "up" else 1)
    if p is not None and 0 <= i < len(p["tracks"]) and 0 <= j < len(p["tracks"]):
        t = p["tracks"]
        t[i], t[j] = t[j], t[i]


# ---- search ----------------------------------------------------------------------------------
def search_submit(ctx: AppContext) -> dict[str, Any]:
    q = str(ctx.params.get("q") or ctx.field("q")).strip()  # a recent search's own q, else what was typed
    if not q:
        return {}
    ctx.set_field("q", q)
    rs = [x for x in ctx.state["recent_searches"] if x != q]
    ctx.state["recent_searches"] = [q, *rs][:8]
    ctx.set_param("q", q)
    return {"q": q}


def set_tab(ctx: AppContext) -> None:
    if ctx.param("tab") in ("songs", "artists", "albums", "playlists", "podcasts"):
        ctx.set_param("tab", ctx.params["tab"])


def set_filter(ctx: AppContext) -> None:
    f = ctx.params.get("filter")
    if f in ("", "playlists", "albums", "artists", "podcasts", "downloaded"):
        ctx.set_param("filter", "" if ctx.screen_params.get("filter") == f else f)


def set_sort(ctx: AppContext) -> None:
    if ctx.params.get("sort") in ("recent", "alpha", "creator"):
        ctx.set_param("sort", ctx.params["sort"])


def clear_searches(ctx: AppContext) -> None:
    ctx.state["recent_searches"] = []


# ---- Premium and settings --------------------------------------------------------------------
def can_buy(ctx: AppContext) -> bool:
    return purchase.can_buy(ctx, "premium", "premium")


def buy_premium(ctx: AppContext) -> None:
    if purchase.subscribe(ctx, flag="premium", order_id="premium", amount=PREMIUM_PRICE[currency(ctx.region)],
                          payee=ctx.gettext("Music Premium"), memo=ctx.gettext("Premium · 1 month"),
                          result="premium.buy"):
        ctx.toast("Welcome to Premium")


def set_quality(ctx: AppContext) -> None:
    q = ctx.param("q")
    if q in QUALITIES:
        ctx.state["settings"]["quality"] = q


def set_crossfade(ctx: AppContext) -> None:
    ctx.state["settings"]["crossfade"] = max(0, min(12, int(ctx.param("s", 0))))


def toggle_setting(ctx: AppContext) -> None:
    key = ctx.param("key")
    if key in ("explicit", "normalize"):
        ctx.state["settings"][key] = not ctx.state["settings"][key]
