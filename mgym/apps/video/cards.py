"""How Video shows a video or an uploader: cards, rows, counts (12.3K / 1.2万), durations."""

from __future__ import annotations

from typing import Any

from mgym.apps.video.world import Uploader, Video, World


def count(n: int, locale: str) -> str:
    """A large count the way the app shows it: 1,234 / 12.3K / 4.5M (en), 1234 / 12.3万 / 1.2亿 (zh)."""
    if locale == "zh-CN":
        if n < 10_000:
            return str(n)
        if n < 100_000_000:
            return f"{n / 10_000:.1f}".rstrip("0").rstrip(".") + "万"
        return f"{n / 100_000_000:.1f}".rstrip("0").rstrip(".") + "亿"
    if n < 1000:
        return str(n)
    if n < 1_000_000:
        return f"{n / 1000:.1f}".rstrip("0").rstrip(".") + "K"
    return f"{n / 1_000_000:.1f}".rstrip("0").rstrip(".") + "M"


def clock(seconds: int) -> str:
    """12:05 or 1:02:05."""
    h, rest = divmod(max(0, seconds), 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m:02d}:{s:02d}"


def card(w: World, v: Video, locale: str, **extra: Any) -> dict[str, Any]:
    up = w.up_by_id[v.up]
    return {"id": v.id, "title": v.title, "up": up.name, "up_id": up.id, "views": count(v.views, locale),
            "danmaku": count(v.danmaku, locale), "duration": clock(v.duration), "color": v.color, "emoji": v.emoji, "thumb": v.thumb,
            "uploaded": v.uploaded, "parts": v.parts, **extra}


def uploader_row(u: Uploader, locale: str, n_videos: int, following: bool) -> dict[str, Any]:
    return {"id": u.id, "name": u.name, "bio": u.bio, "followers": count(u.followers, locale),
            "followers_n": u.followers, "color": u.color,
            "initial": u.name[:1].upper(), "videos": n_videos, "following": following}
