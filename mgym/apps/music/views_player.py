"""Music views of the player side: the full player, lyrics, the queue, the sleep timer, the song
menu, add to playlist, the playlist dialogs and editor, Premium and settings."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.music import player, rows
from mgym.apps.music.effects import QUALITIES, SLEEP_MINUTES, user_playlist
from mgym.apps.music.world import PREMIUM_PRICE, currency, world
from mgym.i18n import N_
from mgym.os.context import AppContext

QUALITY_LABELS = {"auto": N_("Automatic"), "low": N_("Low"), "normal": N_("Normal"), "high": N_("High"),
                  "very_high": N_("Very high")}
REPEAT_LABELS = {"off": N_("Repeat off"), "all": N_("Repeat all"), "one": N_("Repeat one")}
SEEK_STEPS = 20


def _now_playing(ctx: AppContext) -> dict[str, Any] | None:
    tid = player.current(ctx.state)
    t = world(ctx.region).track(tid) if tid else None
    if t is None:
        return None
    p = ctx.state["player"]
    pos = player.position(ctx.state, ctx.region, ctx.now)
    dur = t["duration"]
    c = p["context"] or {"kind": "track", "id": tid}
    sleep_left = None
    if p["sleep_at"] is not None:
        sleep_left = max(0, -(-(int(p["sleep_at"]) - ctx.now) // 60_000))
    return {**rows.track_row(ctx, t), "pos": rows.mmss(pos // 1000), "left": "-" + rows.mmss(dur - pos // 1000),
            "pct": round(pos / (dur * 1000) * 100, 1), "playing": p["playing"], "shuffle": p["shuffle"],
            "repeat": p["repeat"], "repeat_label": REPEAT_LABELS[p["repeat"]],
            "context": rows.context_title(ctx, c["kind"], c["id"]), "context_kind": c["kind"],
            "sleep_left": sleep_left, "sleep_end": p["sleep_end_of_track"],
            "seeks": [{"to": round(dur * i / SEEK_STEPS), "label": rows.mmss(round(dur * i / SEEK_STEPS))}
                      for i in range(SEEK_STEPS)],
            "has_lyrics": "lyrics" in t}


def player_view(ctx: AppContext) -> View:
    return View("apps/music/player.html", {"np": _now_playing(ctx)})


def lyrics(ctx: AppContext) -> View:
    np = _now_playing(ctx)
    t = world(ctx.region).track(np["id"]) if np else None
    return View("apps/music/lyrics.html", {"np": np, "lines": list(t.get("lyrics", ())) if t else []})


def queue(ctx: AppContext) -> View:
    p = ctx.state["player"]
    w = world(ctx.region)
    upcoming = [rows.track_row(ctx, t, i=i, first=i == p["index"] + 1, last=i == len(p["queue"]) - 1)
                for i, tid in enumerate(p["queue"]) if i > p["index"] and (t := w.track(tid)) is not None]
    return View("apps/music/queue.html", {"np": _now_playing(ctx), "upcoming": upcoming})


def sleep(ctx: AppContext) -> View:
    p = ctx.state["player"]
    return View("apps/music/sleep.html", {"minutes": SLEEP_MINUTES, "on": p["sleep_at"] is not None or
                                          p["sleep_end_of_track"]})


def song_menu(ctx: AppContext) -> View:
    t = world(ctx.region).track(ctx.param("track"))
    return View("apps/music/song_menu.html", {"t": rows.track_row(ctx, t) if t else None,
                                              "premium": ctx.state["premium"],
                                              "has_queue": bool(ctx.state["player"]["queue"])})


def add_to(ctx: AppContext) -> View:
    tid = str(ctx.param("track"))
    mine = [{"id": p["id"], "name": p["name"], "n": len(p["tracks"]), "has": tid in p["tracks"],
             "cover": rows.cover({"name": p["name"], "color": "#455a64"})}
            for p in sorted(ctx.state["playlists"], key=lambda p: -p["created"])]
    return View("apps/music/add_to.html", {"track": tid, "playlists": mine})


def new_playlist(ctx: AppContext) -> View:
    return View("apps/music/name_dialog.html", {
        "title": N_("Give your playlist a name"), "ok": "new.create", "ok_label": N_("Create"),
        "cancel": "new.cancel", "ok_params": {"track": ctx.param("track")} if ctx.param("track") else {},
        "ready": bool(ctx.field("name").strip()), "hint": N_("My playlist"), "raw_hint": False})


def rename(ctx: AppContext) -> View:
    p = user_playlist(ctx.state, ctx.param("id"))
    return View("apps/music/name_dialog.html", {
        "title": N_("Rename playlist"), "ok": "rename.save", "ok_label": N_("Save"), "cancel": "rename.cancel",
        "ok_params": {}, "ready": bool(ctx.field("name").strip()), "hint": p["name"] if p else "", "raw_hint": True})


def delete_confirm(ctx: AppContext) -> View:
    p = user_playlist(ctx.state, ctx.param("id"))
    return View("apps/music/delete_confirm.html", {"name": p["name"] if p else ""})


def edit(ctx: AppContext) -> View:
    p = user_playlist(ctx.state, ctx.param("id"))
    tracks = rows.track_rows(ctx, p["tracks"]) if p else []
    return View("apps/music/edit.html", {"name": p["name"] if p else "", "tracks": tracks, "id": ctx.param("id")})


def premium(ctx: AppContext) -> View:
    cur = currency(ctx.region)
    return View("apps/music/premium.html", {"mini": rows.mini(ctx), "premium": ctx.state["premium"],
                                            "price": PREMIUM_PRICE[cur], "currency": cur})


def settings(ctx: AppContext) -> View:
    s = ctx.state["settings"]
    return View("apps/music/settings.html", {
        "mini": rows.mini(ctx), "s": s, "qualities": [(q, QUALITY_LABELS[q]) for q in QUALITIES],
        "quality_label": QUALITY_LABELS[s["quality"]], "fades": (0, 3, 6, 9, 12), "premium": ctx.state["premium"]})


PLAYER_VIEWS = {"player": player_view, "lyrics": lyrics, "queue": queue, "sleep": sleep, "song_menu": song_menu,
                "add_to": add_to, "new_playlist": new_playlist, "rename": rename, "delete_confirm": delete_confirm,
                "edit": edit, "premium": premium, "settings": settings}
