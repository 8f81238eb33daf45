"""One occurrence of a repeating event, deleted or edited on its own (this / following / all), the
week view and the date calculator, in real Chromium by taps."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from mgym import Session
from mgym.apps.calendar import model, rules, series
from mgym.observation import Observation
from tests.conftest import point

WEEKLY = {"id": 90, "title": "Yoga", "all_day": False, "start_date": "2026-03-02", "start_time": "18:00",
          "end_date": "2026-03-02", "end_time": "19:00", "location": "", "notes": "",
          "repeat": {"freq": "weekly", "days": ["mon"], "until": None, "count": None}, "reminder": -1}


def click(s: Session, text: str | None = None, **kw: Any) -> Observation:
    x, y = point(s, text, **kw)
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def cal(s: Session) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = s.get_state()["apps"]["calendar"]["events"]
    return rows


@pytest.fixture
def s() -> Session:
    s = Session(seed=0)
    s.set_state({"apps": {"calendar": {"events": [*cal(s), WEEKLY]}}})
    s.step({"action": "awake", "app": "Calendar"}, screenshot=False)
    return s


def open_occurrence(s: Session, day: str) -> None:
    click(s, trigger="open.drawer")
    click(s, "Week", trigger="drawer.week")
    for _ in range(6):
        if s.observe(screenshot=False).find(trigger="event.open", event_id=90, day=day):
            break
        click(s, trigger="week.next")
    click(s, trigger="event.open", event_id=90, day=day)


def test_exdates_count_and_skip() -> None:
    rule = {**WEEKLY["repeat"], "count": 3, "exdates": ["2026-03-09"]}
    assert rules.occurrences("2026-03-02", rule, date(2026, 3, 1), date(2026, 4, 30)) == [
        date(2026, 3, 2), date(2026, 3, 16)]


def test_delete_this_occurrence(s: Session) -> None:
    open_occurrence(s, "2026-03-16")
    obs = click(s, trigger="detail.delete")
    assert obs.find("This and following events")
    click(s, "Delete", trigger="delete.confirm")
    e = next(e for e in cal(s) if e["id"] == 90)
    assert e["repeat"]["exdates"] == ["2026-03-16"]
    st = s.get_state()["apps"]["calendar"]
    assert not any(x["id"] == 90 for x in model.on_day(st, date(2026, 3, 16)))
    assert any(x["id"] == 90 for x in model.on_day(st, date(2026, 3, 23)))


def test_delete_following(s: Session) -> None:
    open_occurrence(s, "2026-03-23")
    click(s, trigger="detail.delete")
    click(s, trigger="delete.scope", scope="following")
    click(s, trigger="delete.confirm")
    assert next(e for e in cal(s) if e["id"] == 90)["repeat"]["until"] == "2026-03-22"


def test_edit_this_detaches(s: Session) -> None:
    open_occurrence(s, "2026-03-16")
    click(s, trigger="detail.edit")
    click(s, trigger="edit.time", which="start")
    click(s, trigger="time.hour", h=20)
    click(s, trigger="time.choose", m=0)
    obs = click(s, "Save", trigger="edit.scope")
    assert obs.screen == "savescope"
    obs = click(s, "Save", trigger="savescope.save")
    assert obs.screen == "detail"
    rows = cal(s)
    old = next(e for e in rows if e["id"] == 90)
    new = [e for e in rows if e["title"] == "Yoga" and e["id"] != 90]
    assert old["repeat"]["exdates"] == ["2026-03-16"] and old["start_time"] == "18:00"
    assert len(new) == 1 and new[0]["start_date"] == "2026-03-16" and new[0]["start_time"] == "20:00"
    assert new[0]["repeat"]["freq"] == "none"


def test_edit_all_keeps_first_date() -> None:
    st: dict[str, Any] = {"events": [dict(WEEKLY, repeat=dict(WEEKLY["repeat"], exdates=[]))]}
    vals = {**{k: v for k, v in WEEKLY.items() if k != "id"}, "start_date": "2026-03-16", "end_date": "2026-03-16",
            "start_time": "07:00", "end_time": "08:00", "repeat": dict(WEEKLY["repeat"])}
    assert series.save(st, 90, date(2026, 3, 16), vals, "all") == 90
    e = st["events"][0]
    assert (e["start_date"], e["start_time"]) == ("2026-03-02", "07:00")


def test_week_view_and_calculator(s: Session) -> None:
    click(s, trigger="open.drawer")
    obs = click(s, trigger="drawer.week")
    assert obs.screen == "week" and obs.find(trigger="week.day", date="2026-03-08")
    obs = click(s, trigger="week.next")
    assert obs.find(trigger="event.open", event_id=90, day="2026-03-16")
    obs = click(s, trigger="week.prev")
    assert obs.find(trigger="week.day", date="2026-03-14")
    click(s, trigger="open.drawer")
    obs = click(s, trigger="drawer.calc")
    assert obs.screen == "calc"
    for hint, text in (("First day (YYYY-MM-DD)", "2026-03-14"), ("Last day (YYYY-MM-DD)", "2026-05-01"),
                       ("Date (YYYY-MM-DD)", "2026-03-14"), ("Number of days", "100")):
        x, y = point(s, hint, role="input")
        s.step({"action": "type", "text": text, "x": x, "y": y}, screenshot=False)
        s.step({"action": "back"}, screenshot=False)
    obs = s.observe(screenshot=False)
    assert obs.find("48 days") and obs.find("Mon, Jun 22, 2026")
