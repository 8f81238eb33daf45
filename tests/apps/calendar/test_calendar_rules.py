"""Repeat rules expand to occurrences as a pure function (property tests), and the world data."""

from __future__ import annotations

import importlib.util
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from mgym.apps.calendar import rules, world

ROOT = Path(__file__).resolve().parents[3]
DAYS = rules.DAYS

starts = st.dates(min_value=date(2024, 1, 1), max_value=date(2027, 12, 31))
freqs = st.sampled_from(["none", "daily", "weekly", "monthly", "yearly"])


@st.composite
def rule(draw: Any) -> dict[str, Any]:
    freq = draw(freqs)
    until = draw(st.none() | st.dates(min_value=date(2024, 1, 1), max_value=date(2029, 12, 31)))
    return {"freq": freq, "days": draw(st.lists(st.sampled_from(DAYS), unique=True, max_size=7)) if freq == "weekly"
            else [], "until": until.isoformat() if until else None,
            "count": draw(st.none() | st.integers(1, 40))}


@settings(max_examples=150, deadline=None)
@given(starts, rule(), st.integers(-400, 400), st.integers(0, 500))
def test_occurrences(start: date, r: dict[str, Any], off: int, span: int) -> None:
    lo = start + timedelta(days=off)
    hi = lo + timedelta(days=span)
    got = rules.occurrences(start.isoformat(), r, lo, hi)
    assert got == sorted(set(got)), "in order, no repeats"
    assert all(lo <= d <= hi and d >= start for d in got)
    if r["until"]:
        assert all(d <= date.fromisoformat(r["until"]) for d in got)
    everything = rules.occurrences(start.isoformat(), r, start, hi)
    assert got == [d for d in everything if d >= lo], "a window is a slice of the whole series"
    if r["count"] is not None:
        assert len(everything) <= r["count"]
    if r["freq"] == "none":
        assert everything == ([start] if start <= hi and (not r["until"] or start.isoformat() <= r["until"]) else [])
    if r["freq"] == "weekly":
        days = set(r["days"] or [DAYS[start.weekday()]])
        assert all(DAYS[d.weekday()] in days for d in got)
    if r["freq"] == "monthly":
        assert all(d.day == start.day for d in got)
    if r["freq"] == "yearly":
        assert all((d.month, d.day) == (start.month, start.day) for d in got)
    if r["freq"] == "daily" and not r["count"] and not r["until"] and off >= 0:
        assert len(got) == span + 1


def test_examples() -> None:
    weekly: dict[str, Any] = {"freq": "weekly", "days": ["tue", "thu"], "until": None, "count": 3}
    assert rules.occurrences("2026-03-03", weekly, date(2026, 1, 1), date(2026, 12, 31)) == [
        date(2026, 3, 3), date(2026, 3, 5), date(2026, 3, 10)]
    monthly: dict[str, Any] = {"freq": "monthly", "days": [], "until": "2026-06-30", "count": None}
    assert rules.occurrences("2026-01-31", monthly, date(2026, 1, 1), date(2026, 12, 31)) == [
        date(2026, 1, 31), date(2026, 3, 31), date(2026, 5, 31)]
    leap: dict[str, Any] = {"freq": "yearly", "days": [], "until": None, "count": None}
    assert rules.occurrences("2024-02-29", leap, date(2024, 1, 1), date(2028, 12, 31)) == [
        date(2024, 2, 29), date(2028, 2, 29)]


def test_generator_is_deterministic() -> None:
    spec = importlib.util.spec_from_file_location("gen_calendar_data", ROOT / "scripts" / "gen_calendar_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert (world.DATA / "world.json").read_bytes() == mod.build(), "world.json is not what the script writes"


def test_holidays() -> None:
    us, cn = world.holidays("en"), world.holidays("zh-CN")
    assert us["2026-11-26"][0]["name"] == "Thanksgiving Day" and us["2027-01-18"][0]["name"].startswith("Martin")
    assert us["2026-07-03"][0]["kind"] == "off"  # July 4, 2026 is a Saturday
    assert cn["2026-02-15"][0] == {"date": "2026-02-15", "name": "春节", "kind": "holiday"}
    assert cn["2026-02-14"][0]["kind"] == "work" and cn["2026-10-10"][0]["kind"] == "work"
    for region in ("en", "zh-CN"):
        years = {d[:4] for d in world.holidays(region)}
        assert {"2026", "2027"} <= years
        assert len(world.start_events(region)) >= 10
