"""Reader's domain rules, shared by views, effects and task judges: deterministic pagination of a
chapter by characters per page at a font size, shelf ordering, reading statistics from the records."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from datetime import UTC, date, datetime, timedelta
from typing import Any

from mgym.apps.reader import world

#: characters per page at each font size (text of the world's language), the chapter heading
#: taking ``HEADING`` of the first page's budget
CHARS: dict[bool, dict[int, int]] = {
    False: {14: 850, 16: 660, 18: 525, 20: 455, 22: 385, 24: 300},
    True: {14: 450, 16: 320, 18: 245, 20: 200, 22: 175, 24: 145},
}
HEADING = 0.2


def zh(region: str) -> bool:
    return region == "zh-CN"


def pages(book: Mapping[str, Any], chapter: int, font: int, region: str) -> list[list[int]]:
    """A chapter's pages as lists of paragraph indices. Paragraphs are never split; a page takes
    paragraphs while they fit its character budget (always at least one)."""
    budget = CHARS[zh(region)].get(font, CHARS[zh(region)][18])
    out: list[list[int]] = [[]]
    used = budget * HEADING
    for i, p in enumerate(book["chapters"][chapter]["paras"]):
        n = len(p)
        if out[-1] and used + n > budget:
            out.append([])
            used = 0
        out[-1].append(i)
        used += n
    return out


def page_of(book: Mapping[str, Any], chapter: int, para: int, font: int, region: str) -> int:
    """The page (0-based) showing paragraph ``para``."""
    for k, paras in enumerate(pages(book, chapter, font, region)):
        if para in paras:
            return k
    return 0


def progress(book: Mapping[str, Any], chapter: int, para: int) -> int:
    """Whole-book progress in percent at a position (paragraphs read / all paragraphs)."""
    sizes = [len(c["paras"]) for c in book["chapters"]]
    done = sum(sizes[:chapter]) + para
    return min(100, round(100 * done / max(1, sum(sizes))))


def shelf_item(state: Mapping[str, Any], book_id: object) -> dict[str, Any] | None:
    return next((s for s in state["shelf"] if s["id"] == book_id), None)


def owned(state: Mapping[str, Any], book: Mapping[str, Any]) -> bool:
    return not book["price"] or book["id"] in state["purchases"]


def free_chapters(book: Mapping[str, Any]) -> int:
    """A paid book's first chapters are a free preview."""
    return 2


def readable(state: Mapping[str, Any], book: Mapping[str, Any], chapter: int) -> bool:
    return owned(state, book) or chapter < free_chapters(book)


# ---- time and statistics -----------------------------------------------------------------------------------
def day_of(ms: int) -> date:
    """The phone's local day of a virtual time (the clock is wall time)."""
    return datetime.fromtimestamp(ms / 1000, UTC).date()


def minutes_by_day(region: str, state: Mapping[str, Any]) -> dict[str, int]:
    """Minutes read per ISO day: the world's 90 days of history plus the records made on this phone."""
    out: dict[str, int] = defaultdict(int)
    for d, _b, m in world.world(region).records:
        out[d] += m
    for r in state["records"]:
        out[r["d"]] += int(r["m"])
    return dict(out)


def week_start(d: date) -> date:
    return d - timedelta(days=d.weekday())


def period_days(today: date, period: str, offset: int) -> list[date]:
    """The days of this week (Monday first) / this month, moved back ``-offset`` periods."""
    if period == "month":
        y, m = today.year, today.month + offset
        while m < 1:
            y, m = y - 1, m + 12
        first = date(y, m, 1)
        nxt = date(y + (m == 12), m % 12 + 1, 1)
        return [first + timedelta(days=i) for i in range((nxt - first).days)]
    start = week_start(today) + timedelta(weeks=offset)
    return [start + timedelta(days=i) for i in range(7)]


def total(by_day: Mapping[str, int], days: list[date]) -> int:
    return sum(by_day.get(d.isoformat(), 0) for d in days)


def goal_days(by_day: Mapping[str, int], days: list[date], goal: int) -> int:
    """Days among ``days`` whose reading reached the daily goal."""
    return sum(1 for d in days if by_day.get(d.isoformat(), 0) >= goal)


def hms(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 60:d}:{s % 60:02d}"


def chapter_seconds(book: Mapping[str, Any], chapter: int, region: str) -> int:
    """An audiobook chapter's length at 1x (a narrator reads ~15 characters a second, 6 in Chinese)."""
    n = sum(len(p) for p in book["chapters"][chapter]["paras"])
    return max(60, round(n / (6 if zh(region) else 15)))


def audio_pos(audio: Mapping[str, Any], now: int) -> float:
    """Seconds into the chapter now (the player runs on the virtual clock)."""
    if not audio["playing"]:
        return float(audio["pos"])
    return float(audio["pos"]) + max(0, now - int(audio["since"])) / 1000 * float(audio["speed"])
