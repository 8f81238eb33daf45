"""Calendar logic without UI: the virtual clock as local dates, events on a day, the upcoming
schedule, search, month grids, special days, and the OS alarms of reminders."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

from mgym.apps.calendar import rules, world
from mgym.os.context import AppContext

MIN_MS = 60_000
DAY_MS = 24 * 60 * MIN_MS
#: the OS alarm handler of reminders
REMIND = "remind"
#: how far ahead the schedule and the reminder look (days)
HORIZON = 400


def local(ms: int) -> datetime:
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=int(ms))


def today(now: int) -> date:
    return local(now).date()


def to_ms(d: date, hhmm: str = "00:00") -> int:
    h, m = (int(x) for x in hhmm.split(":"))
    return ((d - date(1970, 1, 1)).days * 24 * 60 + h * 60 + m) * MIN_MS


def event(state: dict[str, Any], event_id: Any) -> dict[str, Any] | None:
    return next((e for e in state["events"] if e["id"] == event_id), None)


def new_id(state: dict[str, Any]) -> int:
    return max((e["id"] for e in state["events"]), default=0) + 1


def sort_key(e: dict[str, Any]) -> tuple[bool, str, str, int]:
    return (not e["all_day"], e["start_time"], e["title"], e["id"])


def on_day(state: dict[str, Any], day: date) -> list[dict[str, Any]]:
    """Events happening on ``day`` (by start date), all-day ones first, then by time."""
    return sorted((e for e in state["events"] if rules.happens_on(e["start_date"], e["repeat"], day)), key=sort_key)


def days_with_events(state: dict[str, Any], lo: date, hi: date) -> dict[date, int]:
    out: dict[date, int] = {}
    for e in state["events"]:
        for d in rules.occurrences(e["start_date"], e["repeat"], lo, hi):
            out[d] = out.get(d, 0) + 1
    return out


def schedule(state: dict[str, Any], lo: date, days: int, limit: int = 60) -> list[tuple[date, list[dict[str, Any]]]]:
    """Upcoming days that have events, from ``lo`` for ``days`` days, with their events."""
    hi = lo + timedelta(days=days)
    by_day: dict[date, list[dict[str, Any]]] = {}
    for e in state["events"]:
        for d in rules.occurrences(e["start_date"], e["repeat"], lo, hi):
            by_day.setdefault(d, []).append(e)
    out, n = [], 0
    for d in sorted(by_day):
        out.append((d, sorted(by_day[d], key=sort_key)))
        n += len(by_day[d])
        if n >= limit:
            break
    return out


def next_on_or_after(e: dict[str, Any], day: date) -> date | None:
    hits = rules.occurrences(e["start_date"], e["repeat"], day, day + timedelta(days=HORIZON))
    return hits[0] if hits else None


def search(state: dict[str, Any], query: str) -> list[dict[str, Any]]:
    q = query.strip().casefold()
    if not q:
        return []
    hits = [e for e in state["events"] if q in e["title"].casefold() or q in e["location"].casefold()
            or q in e["notes"].casefold()]
    return sorted(hits, key=lambda e: (e["start_date"], e["start_time"], e["id"]))


def special(region: str, day: date) -> list[Any]:
    """The region's holidays and make-up working days on ``day``."""
    return list(world.holidays(region).get(day.isoformat(), ()))


def month_grid(year: int, month: int) -> list[list[date]]:
    """Six weeks of dates (Sunday first) covering the month."""
    first = date(year, month, 1)
    start = first - timedelta(days=(first.weekday() + 1) % 7)
    return [[start + timedelta(days=w * 7 + i) for i in range(7)] for w in range(6)]


def shift_month(month: str, by: int) -> str:
    y, m = (int(x) for x in month.split("-"))
    n = y * 12 + (m - 1) + by
    return f"{n // 12:04d}-{n % 12 + 1:02d}"


# ---- reminders on the OS alarm schedule --------------------------------------------------------------
def next_reminder(e: dict[str, Any], now: int) -> tuple[int, date] | None:
    """(when, occurrence date) of the event's next reminder strictly after ``now``."""
    if e["reminder"] < 0:
        return None
    lead = e["reminder"] * MIN_MS
    first = today(now) - timedelta(days=1)
    for d in rules.occurrences(e["start_date"], e["repeat"], first, first + timedelta(days=HORIZON)):
        at = to_ms(d, "09:00" if e["all_day"] else e["start_time"]) - lead
        if at > now:
            return at, d
    return None


def sync(ctx: AppContext) -> None:
    """Make the OS alarm schedule hold exactly the reminders the events ask for (idempotent)."""
    want = []
    for e in ctx.peek["events"]:
        nxt = next_reminder(e, ctx.now)
        if nxt is not None:
            want.append((nxt[0], {"event_id": e["id"], "day": nxt[1].isoformat()}))
    alarms: list[dict[str, Any]] = ctx.os["alarms"]
    mine = [a for a in alarms if a["app"] == ctx.app.id]
    keep: list[int] = []
    missing = []
    for at, payload in want:
        hit = next((a for a in mine if a["at"] == at and a["handler"] == REMIND and a["payload"] == payload
                    and a["id"] not in keep), None)
        if hit is None:
            missing.append((at, payload))
        else:
            keep.append(hit["id"])
    alarms[:] = [a for a in alarms if a["app"] != ctx.app.id or a["id"] in keep]
    for at, payload in missing:
        ctx.schedule(at, REMIND, **payload)


# ---- the week view -----------------------------------------------------------------------------------
def week_start(d: date) -> date:
    """The Sunday on or before ``d`` (weeks start on Sunday, as the month grid does)."""
    return d - timedelta(days=(d.weekday() + 1) % 7)


def _minutes(hhmm: str) -> int:
    return int(hhmm[:2]) * 60 + int(hhmm[3:5])


def week(state: dict[str, Any], start: date) -> list[tuple[date, list[dict[str, Any]], list[dict[str, Any]]]]:
    """The 7 days from ``start``: (date, all-day events, timed blocks). An all-day item and a block hold the
    ``event`` and the ``day`` its occurrence starts; a block also has
    ``top`` / ``bottom`` (minutes of the day it covers there) and ``lane`` / ``lanes`` (side by side
    when blocks overlap). Events running over midnight are cut at the day's edges."""
    lo = start - timedelta(days=7)
    hi = start + timedelta(days=6)
    spans: dict[date, list[tuple[int, int, dict[str, Any], date]]] = {}
    allday: dict[date, list[dict[str, Any]]] = {}
    for e in state["events"]:
        length = (date.fromisoformat(e["end_date"]) - date.fromisoformat(e["start_date"])).days
        for d in rules.occurrences(e["start_date"], e["repeat"], lo, hi):
            for k in range(length + 1):
                day = d + timedelta(days=k)
                if not start <= day <= hi:
                    continue
                if e["all_day"]:
                    allday.setdefault(day, []).append({"event": e, "day": d})
                    continue
                top = _minutes(e["start_time"]) if k == 0 else 0
                bottom = _minutes(e["end_time"]) if k == length else 24 * 60
                if bottom > top or length == 0:
                    spans.setdefault(day, []).append((top, max(bottom, top), e, d))
    out = []
    for i in range(7):
        day = start + timedelta(days=i)
        blocks: list[dict[str, Any]] = []
        ends: list[int] = []  # the lanes' last bottoms
        group: list[dict[str, Any]] = []
        for top, bottom, e, first in sorted(spans.get(day, []), key=lambda s: (s[0], -s[1], s[2]["title"], s[2]["id"])):
            if group and top >= max(ends):  # a new cluster of overlapping blocks
                for b in group:
                    b["lanes"] = len(ends)
                group, ends = [], []
            lane = next((n for n, end in enumerate(ends) if end <= top), len(ends))
            if lane == len(ends):
                ends.append(0)
            ends[lane] = max(bottom, top + 15)
            b = {"event": e, "day": first, "top": top, "bottom": bottom, "lane": lane}
            group.append(b)
            blocks.append(b)
        for b in group:
            b["lanes"] = len(ends)
        out.append((day, sorted(allday.get(day, []), key=lambda a: sort_key(a["event"])), blocks))
    return out
