"""Meeting logic shared by effects, views and tasks: ids, times, occurrences, the invitation text."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, timedelta
from typing import Any

from mgym.apps.meeting import world

MIN_MS = 60_000
LINK = "https://meet.example/j/{id}"


def local(ms: int) -> datetime:
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=int(ms))


def iso_ms(when: str) -> int:
    """A local ISO minute ("2026-03-15T15:00") as virtual ms."""
    dt = datetime.fromisoformat(when).replace(tzinfo=UTC)
    return int((dt - datetime(1970, 1, 1, tzinfo=UTC)).total_seconds() * 1000)


def ms_iso(ms: int) -> str:
    return local(ms).strftime("%Y-%m-%dT%H:%M")


def grouped(mid: str) -> str:
    """``123456789`` as shown: ``123 456 789``."""
    return " ".join(mid[i:i + 3] for i in range(0, len(mid), 3))


def digits(text: str) -> str:
    return "".join(c for c in str(text) if c.isdigit())


def link(mid: str) -> str:
    return LINK.format(id=mid)


def meeting(state: dict[str, Any], mid: Any) -> dict[str, Any] | None:
    return next((m for m in state["meetings"] if m["id"] == mid), None)


def call(state: dict[str, Any], cid: Any) -> dict[str, Any] | None:
    return next((c for c in state["history"] if c["id"] == cid), None)


def live(state: dict[str, Any]) -> dict[str, Any] | None:
    """The call in progress, if any."""
    return next((c for c in state["history"] if c["end"] is None), None)


def next_call_id(state: dict[str, Any]) -> int:
    return max((c["id"] for c in state["history"]), default=0) + 1


def new_meeting_id(state: dict[str, Any], region: str, rng: Any) -> str:
    taken = {m["id"] for m in state["meetings"]} | {m["id"] for m in world.others(region)}
    while True:
        mid = str(rng.randint(100_000_000, 999_999_999))
        if mid not in taken:
            return mid


def occurrences(m: dict[str, Any], limit: int = 60) -> list[date]:
    """The dates a scheduled meeting happens on (at most ``limit``). A monthly meeting skips the months
    that lack its day (one on the 31st has none in April), as Android's calendars do."""
    first = date.fromisoformat(m["start"][:10])
    r = m["repeat"]
    if r["freq"] == "none":
        return [first]
    until = date.fromisoformat(r["until"]) if r.get("until") else None
    count = min(r.get("count") or limit, limit)
    out: list[date] = []
    for d in _candidates(first, r["freq"]):
        if len(out) >= count or (until is not None and d > until):
            break
        if r["freq"] != "weekdays" or d.weekday() < 5:
            out.append(d)
    return out


def _candidates(first: date, freq: str, horizon: int = 800) -> Iterator[date]:
    """The dates a series of ``freq`` starting on ``first`` could fall on, in order (``horizon`` steps)."""
    for i in range(horizon):
        if freq != "monthly":
            yield first + timedelta(days=i * (7 if freq == "weekly" else 1))
            continue
        y, mo = divmod(first.month - 1 + i, 12)
        try:
            yield date(first.year + y, mo + 1, first.day)
        except ValueError:  # no such day in that month
            continue


def next_start(m: dict[str, Any], now: int) -> int | None:
    """The next time (ms) a scheduled meeting starts at or after ``now`` minus its duration (a meeting in
    progress counts), or None when its series is over."""
    hm = m["start"][11:]
    for d in occurrences(m):
        at = iso_ms(f"{d.isoformat()}T{hm}")
        if at + m["duration"] * MIN_MS > now:
            return at
    return None


def upcoming(state: dict[str, Any], now: int) -> list[tuple[int, dict[str, Any]]]:
    rows = [(at, m) for m in state["meetings"] if (at := next_start(m, now)) is not None]
    return sorted(rows, key=lambda r: (r[0], r[1]["id"]))
