"""A video's comments, drawn on demand from its id (never stored): users, texts, likes, times and a
few replies each. The same video always gets the same comments."""

from __future__ import annotations

import random
from typing import Any

from mgym.apps.video.world import BOOT_MS, MIN_MS, Video, World

MAX_COMMENTS = 30


def comments(w: World, v: Video) -> list[dict[str, Any]]:
    """The video's top-level comments in stored order (each with ``replies``)."""
    r = random.Random(f"video-comments-{v.id}")
    words = w.words
    n = max(3, min(MAX_COMMENTS, v.danmaku // 40 + 3))
    out: list[dict[str, Any]] = []
    for i in range(n):
        text = r.choice(words["comment"]).format(t=v.topic, m=r.randrange(max(1, v.duration // 60)),
                                                 s=r.randrange(60), n=r.randint(2, 9))
        at = min(BOOT_MS - (n - i) * MIN_MS, v.uploaded + r.randint(5, 30 * 1440) * MIN_MS)
        likes = int(r.paretovariate(1.3) * 3) - 3 + (v.likes // 400 if i < 3 else 0)
        replies = [{"id": f"{v.id}c{i}r{j}", "user": _user(r, words), "text": r.choice(words["reply"]),
                    "likes": r.randint(0, 40), "at": min(BOOT_MS, at + r.randint(1, 600) * MIN_MS)}
                   for j in range(r.choice((0, 0, 0, 1, 2, 3)))]
        out.append({"id": f"{v.id}c{i}", "user": _user(r, words), "text": text, "likes": max(0, likes), "at": at,
                    "replies": replies, "level": r.randint(1, 6)})
    return out


def _user(r: random.Random, words: dict[str, Any]) -> str:
    return f"{r.choice(words['cuser'])}{r.choice(words['noun'])}{r.randint(1, 999)}"


def sorted_comments(w: World, v: Video, sort: str) -> list[dict[str, Any]]:
    cs = comments(w, v)
    if sort == "new":
        return sorted(cs, key=lambda c: (-c["at"], c["id"]))
    return sorted(cs, key=lambda c: (-c["likes"], c["id"]))
