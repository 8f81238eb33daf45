"""Repeat rules, expanded: the dates a repeating event happens on, as a pure function of the
event's start date and rule (nothing is stored per occurrence); the rule's ``exdates`` (single
occurrences deleted or detached) are left out."""

from __future__ import annotations

from calendar import monthrange
from collections.abc import Iterator
from datetime import date, timedelta
from typing import Any

DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def _candidates(start: date, rule: dict[str, Any]) -> Iterator[date]:
    """Every date the rule names from ``start`` on, in order, before until / count."""
    freq = rule["freq"]
    if freq == "none":
        yield start
        return
    if freq == "daily":
        d = start
        while True:
            yield d
            d += timedelta(days=1)
    if freq == "weekly":
        days = set(rule.get("days") or [DAYS[start.weekday()]])
        d = start
        while True:
            if DAYS[d.weekday()] in days:
                yield d
            d += timedelta(days=1)
    if freq == "monthly":
        y, m = start.year, start.month
        while True:
            if start.day <= monthrange(y, m)[1]:  # no 31st (30th, 29th) this month: skipped, as phones do
                yield date(y, m, start.day)
            y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    if freq == "yearly":
        y = start.year
        while True:
            if start.day <= monthrange(y, start.month)[1]:  # February 29 in a common year: skipped
                yield date(y, start.month, start.day)
            y += 1


def occurrences(start: str, rule: dict[str, Any], lo: date, hi: date) -> list[date]:
    """The dates in [lo, hi] on which an event starting on ``start`` with ``rule`` happens."""
    first = date.fromisoformat(start)
    until = date.fromisoformat(rule["until"]) if rule.get("until") else None
    count = rule.get("count")
    last = hi if until is None else min(hi, until)
    skip = set(rule.get("exdates") or ())
    out: list[date] = []
    for n, d in enumerate(_candidates(first, rule), 1):  # a count counts the excepted dates too (RFC 5545)
        if d > last or (count is not None and n > count):
            break
        if d >= lo and d.isoformat() not in skip:
            out.append(d)
    return out


def happens_on(start: str, rule: dict[str, Any], day: date) -> bool:
    return bool(occurrences(start, rule, day, day))
