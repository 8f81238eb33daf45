"""Calendar end to end in real Chromium, by screen coordinates (as an agent acts), checking the
state: an event made by taps, its reminder firing on the virtual clock, repeat and delete, search,
holidays in both regions, and another app inserting an event that the user confirms."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps.calendar.manifest import EVENT_TYPE, INSERT
from mgym.observation import Observation
from mgym.os.intents import Intent
from tests.conftest import obs_of, point


def click(s: Session, text: str | None = None, **kw: Any) -> Observation:
    x, y = point(s, text, **kw)
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def type_in(s: Session, hint: str, text: str) -> None:
    x, y = point(s, hint, role="input")
    s.step({"action": "type", "text": text, "x": x, "y": y}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)


def events(s: Session) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = s.get_state()["apps"]["calendar"]["events"]
    return rows


def find(s: Session, title: str) -> dict[str, Any]:
    return next(e for e in events(s) if e["title"] == title)


@pytest.fixture
def s() -> Session:
    s = Session(seed=0)
    s.step({"action": "awake", "app": "Calendar"}, screenshot=False)
    return s


def test_create_an_event_by_taps_and_its_reminder_rings(s: Session) -> None:
    click(s, trigger="event.add")
    type_in(s, "Title", "Orthodontist")
    click(s, trigger="edit.date", which="start")
    click(s, trigger="date.choose", d="2026-03-16")
    click(s, trigger="edit.time", which="start")
    click(s, "10", exact=True, trigger="time.hour")
    click(s, trigger="time.choose", m=30)
    type_in(s, "Location", "Bright Smile")
    click(s, trigger="edit.reminder")
    click(s, trigger="reminder.choose", minutes=30)
    obs = click(s, "Save", trigger="edit.save")
    assert obs.screen == "month"
    e = find(s, "Orthodontist")
    assert (e["start_date"], e["start_time"], e["end_time"], e["location"], e["reminder"]) == (
        "2026-03-16", "10:30", "11:30", "Bright Smile", 30)
    assert obs.find(trigger="month.day", date="2026-03-16")[0].text.endswith("events")
    s.sys.advance(2 * 86_400_000 + 59 * 60_000)  # Monday 09:59: not yet
    assert not [n for n in s.get_state()["os"]["notifications"] if n["title"] == "Orthodontist"]
    s.sys.advance(2 * 60_000)  # 10:01: thirty minutes before 10:30
    notes = [n for n in s.get_state()["os"]["notifications"] if n["title"] == "Orthodontist"]
    assert len(notes) == 1 and "10:30" in notes[0]["text"] and "Bright Smile" in notes[0]["text"]


def test_weekly_repeat_and_delete(s: Session) -> None:
    click(s, trigger="view.schedule")
    click(s, trigger="open.search")
    type_in(s, "Search events", "haircut")
    eid = find(s, "Haircut")["id"]
    click(s, trigger="event.open", event_id=eid)
    click(s, trigger="detail.edit")
    click(s, trigger="edit.repeat")
    click(s, trigger="repeat.choose", freq="weekly")
    click(s, trigger="edit.day", day="fri")
    click(s, trigger="edit.ends")
    click(s, trigger="ends.choose", kind="count")
    click(s, trigger="edit.count", by=1)
    obs = click(s, "Save", trigger="edit.save")
    assert obs.screen == "detail" and obs.find("11 times")
    r = find(s, "Haircut")["repeat"]
    assert r["freq"] == "weekly" and "fri" in r["days"] and r["count"] == 11
    click(s, trigger="detail.delete")
    click(s, "All events", trigger="delete.scope", scope="all")
    obs = click(s, "Delete", trigger="delete.confirm")
    assert obs.screen == "search" and all(e["id"] != eid for e in events(s))


def test_holidays_in_each_region() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step({"action": "awake", "app": "Calendar"}, screenshot=False)
    click(s, trigger="month.pick")
    click(s, trigger="months.choose", m=10)
    obs = obs_of(s)
    assert "国庆节" in obs.find(trigger="month.day", date="2026-10-01")[0].text
    assert "调休上班" in obs.find(trigger="month.day", date="2026-10-10")[0].text
    click(s, trigger="month.day", date="2026-10-10")
    assert obs_of(s).find("国庆节调休 · 调休上班")


def test_another_app_inserts_an_event(s: Session) -> None:
    s.step({"action": "awake", "app": "Messages"}, screenshot=False)
    begin = 1773478800000 + 3 * 86_400_000 + 5 * 3_600_000  # Tue 14:00
    s.sys.start_activity(Intent(action=INSERT, type=EVENT_TYPE, extras={
        "title": "Lunch with Zoe", "begin": begin, "end": begin + 5_400_000, "location": "Cafe Roma"}),
        caller="messages")
    obs = obs_of(s)
    assert (obs.app, obs.screen) == ("calendar", "edit") and obs.find("Lunch with Zoe", role="input")
    assert all(e["title"] != "Lunch with Zoe" for e in events(s)), "nothing is saved before the user confirms"
    obs = click(s, "Save", trigger="edit.save")
    assert (obs.app, obs.screen) == ("messages", "inbox")
    e = find(s, "Lunch with Zoe")
    assert (e["start_date"], e["start_time"], e["end_time"], e["location"]) == ("2026-03-17", "14:00", "15:30",
                                                                               "Cafe Roma")


def test_the_event_page_shows_the_new_date_after_an_edit(s: Session) -> None:
    """Found in a playtest: after moving an event and saving, its page kept showing the old date."""
    click(s, trigger="event.add")
    type_in(s, "Title", "Outdoor yoga")
    click(s, trigger="edit.date", which="start")
    click(s, trigger="date.choose", d="2026-03-16")
    click(s, "Save", trigger="edit.save")
    click(s, trigger="month.day", date="2026-03-16")
    eid = find(s, "Outdoor yoga")["id"]
    click(s, trigger="event.open", event_id=eid)
    click(s, trigger="detail.edit")
    click(s, trigger="edit.date", which="start")
    click(s, trigger="date.choose", d="2026-03-22")
    obs = click(s, "Save", trigger="edit.save")
    assert obs.screen == "detail" and find(s, "Outdoor yoga")["start_date"] == "2026-03-22"
    assert obs.find("Sun, Mar 22, 2026") and not obs.find("Mon, Mar 16, 2026")
