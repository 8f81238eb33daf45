"""What Music's views draw for one catalogue item (a track row, a cover tile) and the shared bits of
every page (the mini player), composed from the world data and the overlay."""

from __future__ import annotations

from typing import Any

from mgym.apps.music import player
from mgym.apps.music.effects import user_playlist
from mgym.apps.music.world import Row, world
from mgym.os.context import AppContext


def mmss(seconds: int) -> str:
    seconds = max(0, int(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def total(ctx: AppContext, seconds: int) -> str:
    h, m = divmod(seconds // 60, 60)
    return ctx.gettext("{h} hr {m} min", h=h, m=m) if h else ctx.gettext("{m} min {s} sec", m=m, s=seconds % 60)


def initials(name: str) -> str:
    parts = [p for p in name.replace("The ", "").split() if p]
    if len(parts) >= 2:
        return (parts[0][0] + parts[1][0]).upper()
    return name[:2].upper() if name.isascii() else name[:1]


def cover(item: Row | None, fallback: str = "#546e7a") -> dict[str, str]:
    """A cover drawn from a colour and an emoji (albums, podcasts) or initials (artists, playlists)."""
    if item is None:
        return {"color": fallback, "glyph": "♪"}
    if "emoji" in item:
        return {"color": str(item["color"]), "glyph": str(item["emoji"])}
    name = str(item.get("name") or item.get("title") or "")
    return {"color": str(item.get("color", fallback)), "glyph": initials(name)}


def track_row(ctx: AppContext, t: Row, **extra: Any) -> dict[str, Any]:
    w = world(ctx.region)
    st = ctx.state
    al = w.by_id[t["album"]]
    return {"id": t["id"], "title": t["title"], "artist": w.name_of(t["artist"]), "artist_id": t["artist"],
            "album": al["title"], "album_id": al["id"], "duration": mmss(t["duration"]), "seconds": t["duration"],
            "explicit": t["explicit"], "liked": t["id"] in st["liked"], "plays": t["plays"], "no": t["no"],
            "year": t["year"], "downloaded": t["id"] in st["downloads"], "cover": cover(al),
            "current": player.current(st) == t["id"],
            "blocked": t["explicit"] and not st["settings"]["explicit"], **extra}


def track_rows(ctx: AppContext, ids: list[str] | tuple[str, ...]) -> list[dict[str, Any]]:
    w = world(ctx.region)
    return [track_row(ctx, t) for i in ids if (t := w.track(i)) is not None]


def context_title(ctx: AppContext, kind: str, cid: str) -> str:
    w = world(ctx.region)
    if kind == "liked":
        return ctx.gettext("Liked Songs")
    if kind == "playlist" and (mine := user_playlist(ctx.state, cid)) is not None:
        return str(mine["name"])
    r = w.get(cid)
    if r is None:
        return ""
    return str(r.get("title") or r.get("name") or "")


def mini(ctx: AppContext) -> dict[str, Any] | None:
    """The mini player bar: the current track, its progress, playing or paused."""
    tid = player.current(ctx.state)
    t = world(ctx.region).track(tid) if tid else None
    if t is None:
        return None
    pos = player.position(ctx.state, ctx.region, ctx.now)
    return {"title": t["title"], "artist": world(ctx.region).name_of(t["artist"]),
            "cover": cover(world(ctx.region).by_id[t["album"]]), "playing": ctx.state["player"]["playing"],
            "pct": round(pos / (t["duration"] * 1000) * 100, 1), "liked": t["id"] in ctx.state["liked"]}
