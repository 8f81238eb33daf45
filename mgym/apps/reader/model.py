"""Reader's domain rules, shared by views, effects and task judges: deterministic pagination of a
chapter by estimated lines at a font size, shelf ordering, reading statistics from the records."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping
from datetime import UTC, date, datetime, timedelta
from functools import cache
from typing import Any

from mgym.apps.reader import world


def zh(region: str) -> bool:
    return region == "zh-CN"


#: the page's text box in CSS px: a 360x800 screen less the reader's margins, header and footer
#: (static/css/apps/reader.css), with a few px to spare
PAGE_W, PAGE_H = 316, 660
LINE = 1.75  # line height, in em
GAP = 0.75  # space after a paragraph, in em
INDENT = 2.0  # a paragraph's first-line indent, in em
#: the chapter heading of a page 0: margins, the "Chapter n" line, and each title line (in em)
HEAD_PX, HEAD_LINE = 60.0, 1.45 * 1.3
#: Latin widths are taken this much wider than the face's (justification never narrows a line)
WIDE = 1.0
#: a bold title is this much wider than regular text
BOLD = 1.12

#: one piece of text on a page: (paragraph index, first char, end char)
Seg = tuple[int, int, int]
_OPEN, _CLOSE = "“‘《（「『〈【", "，。、；：？！”’》）」』〉】…—"
_TOKEN = re.compile(rf"[{_OPEN}]*[\u2e80-\uffff][{_CLOSE}]*|[^\s\u2e80-\uffff]+|\s+")


#: advance widths of printable ASCII (space to ~) in the reader's Latin face (Noto Serif), in 1/1000 em
_ASCII: tuple[int, ...] = (
    260, 332, 408, 559, 559, 896, 742, 220, 346, 346, 500, 559, 250, 310, 250, 288, 559, 559, 559, 559, 559,
    559, 559, 559, 559, 559, 286, 286, 559, 559, 559, 474, 921, 705, 654, 614, 727, 623, 590, 714, 793, 367,
    357, 700, 623, 938, 763, 742, 604, 742, 656, 544, 613, 717, 675, 1047, 660, 625, 592, 360, 288, 360, 559,
    459, 274, 563, 614, 492, 614, 535, 369, 538, 635, 320, 300, 585, 310, 945, 645, 577, 614, 614, 471, 451,
    352, 635, 579, 862, 578, 565, 511, 428, 559, 428, 559,
)


def _em(c: str) -> float:
    """A character's advance in em: CJK full width, ASCII from the face's metrics, other Latin a little
    wide (so that an estimate rarely promises more text than a line holds)."""
    o = ord(c)
    if 32 <= o < 127:
        return _ASCII[o - 32] / 1000 * WIDE
    if o >= 0x2E80 or c in "—…":
        return 1.0
    return 0.65


def line_ends(text: str, per_line: float, indent: float = INDENT) -> list[int]:
    """Where each estimated line of a paragraph ends (character offsets), by greedy breaking: CJK
    characters one by one (closing punctuation kept with the one before), Latin whole words;
    ``per_line`` is the line's width in em."""
    ends: list[int] = []
    used = indent
    for m in _TOKEN.finditer(text):
        tok = m.group()
        w = sum(_em(c) for c in tok)
        if not tok.isspace() and used + w > per_line and m.start() > (ends[-1] if ends else 0):
            ends.append(m.start())
            used = 0.0
        used += w
    return [*ends, len(text)]


def pages(book: Mapping[str, Any], chapter: int, font: int, region: str) -> tuple[tuple[Seg, ...], ...]:
    """A chapter's pages at a font size, each a tuple of pieces of paragraphs. Pages are filled line by
    line (line breaks estimated from the font size and the screen's width), so a paragraph that does
    not fit is split at a line break and goes on on the next page; every page but a chapter's last
    is full."""
    return _paginate(region, str(book["id"]), chapter, font)


@cache
def _paginate(region: str, book_id: str, chapter: int, font: int) -> tuple[tuple[Seg, ...], ...]:
    b = world.book(region, book_id)
    assert b is not None, book_id
    ch = b["chapters"][chapter]
    per_line, line = PAGE_W / font, LINE * font
    out: list[list[Seg]] = [[]]
    used = HEAD_PX + len(line_ends(ch["title"], per_line / 1.45 / BOLD, 0)) * HEAD_LINE * font
    for i, text in enumerate(ch["paras"]):
        ends, k, start = line_ends(text, per_line), 0, 0
        while k < len(ends):
            room = int((PAGE_H - used) // line)
            if room <= 0:
                out.append([])
                used = 0.0
                continue
            take = min(room, len(ends) - k)
            end = ends[k + take - 1]
            out[-1].append((i, start, end))
            used += take * line
            k, start = k + take, end
        used += GAP * font
    return tuple(tuple(p) for p in out if p) or ((),)


def page_start(pgs: tuple[tuple[Seg, ...], ...], page: int) -> tuple[int, int]:
    """The position (paragraph, char offset) a page starts at."""
    seg = pgs[max(0, min(page, len(pgs) - 1))]
    return (seg[0][0], seg[0][1]) if seg else (0, 0)


def locate(pgs: tuple[tuple[Seg, ...], ...], para: int, off: int = 0) -> int:
    """The page (0-based) showing character ``off`` of paragraph ``para``: the last page starting at or
    before it."""
    found = 0
    for k, segs in enumerate(pgs):
        if segs and (segs[0][0], segs[0][1]) > (para, off):
            break
        found = k
    return found


def page_of(book: Mapping[str, Any], chapter: int, para: int, font: int, region: str, off: int = 0) -> int:
    """The page showing a stable position (paragraph, char offset), at any font size."""
    return locate(pages(book, chapter, font, region), para, off)


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


def minutes_by_book(region: str, state: Mapping[str, Any], days: list[date]) -> dict[str, int]:
    """Minutes read per book over ``days`` (history plus this phone's records)."""
    keys = {d.isoformat() for d in days}
    out: dict[str, int] = defaultdict(int)
    for d, b, m in world.world(region).records:
        if d in keys:
            out[b] += m
    for r in state["records"]:
        if r["d"] in keys:
            out[str(r["book"])] += int(r["m"])
    return dict(out)


def top_books(region: str, state: Mapping[str, Any], days: list[date]) -> list[tuple[str, int]]:
    """(book id, minutes) over ``days``, most read first (ties by id)."""
    return sorted(minutes_by_book(region, state, days).items(), key=lambda kv: (-kv[1], kv[0]))


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
