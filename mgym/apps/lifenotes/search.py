"""What Lifenotes' search finds (pure functions over the world, shared by the views and the tasks'
samplers): notes whose words (title, tags, text, place, channel name) hold every word of the query,
filtered by type and time and sorted; users by name or Lifenotes ID; products by name."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from mgym.apps.lifenotes.world import Row, world

MAX_RESULTS = 30
DAY = 86_400_000
PERIOD_MS = {"day": DAY, "week": 7 * DAY, "half_year": 182 * DAY}


@cache
def _haystacks(region: str) -> tuple[tuple[Row, str], ...]:
    """Each note with the words search looks in (title, tags, text, place, channel name), case-folded."""
    w = world(region)
    return tuple((n, " ".join([n["title"], *n["tags"], n["text"], n["place"]["city"], n["place"]["spot"],
                               w.topic_name(n["topic"])]).casefold()) for n in w.notes)


def notes(region: str, q: str, sort: str = "general", kind: str = "all", period: str = "all",
          now: int = 0) -> list[Row]:
    since = now - PERIOD_MS[period] if period in PERIOD_MS else 0
    return list(_notes(world(region).region, q, sort, kind, since))


@lru_cache(maxsize=64)
def _notes(region: str, q: str, sort: str, kind: str, since: int) -> tuple[Row, ...]:
    words = q.casefold().split()
    if not words:
        return ()
    hits = [n for n, hay in _haystacks(region) if (kind == "all" or n["kind"] == kind) and n["time"] >= since
            and all(k in hay for k in words)]
    if sort == "newest":
        hits.sort(key=lambda n: (-n["time"], n["id"]))
    elif sort == "likes":
        hits.sort(key=lambda n: (-n["likes"], n["id"]))
    else:
        k = q.casefold().strip()
        hits.sort(key=lambda n: (k not in n["title"].casefold(), -(n["likes"] + 2 * n["collects"]), n["id"]))
    return tuple(hits[:MAX_RESULTS])


def users(region: str, q: str) -> list[Row]:
    k = q.casefold().strip()
    if not k:
        return []
    hits = [u for u in world(region).users if k in u["name"].casefold() or k == u["lnid"]]
    return sorted(hits, key=lambda u: (-u["followers"], u["id"]))[:MAX_RESULTS]


def products(region: str, q: str) -> list[dict[str, Any]]:
    k = q.casefold().strip()
    if not k:
        return []
    out = [{**p, "note": n["id"], "note_title": n["title"], "cover": n["images"][0], "likes": n["likes"]}
           for n in world(region).notes for p in n["products"] if k in p["name"].casefold()]
    out.sort(key=lambda p: (-p["likes"], p["note"]))
    return out[:MAX_RESULTS]
