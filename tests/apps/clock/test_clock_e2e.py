"""Clock end to end in real Chromium, by screen coordinates only (as an agent acts), checking the
state: alarms set by taps ring over another app, snooze and dismiss; timer, stopwatch, world
clock; another app sets an alarm by intent and the user confirms it."""

from __future__ import annotations

import math
from typing import Any

import pytest

from mgym import Session
from mgym.actions import COST_MS, THINK_MS
from mgym.apps.clock.manifest import SET_ALARM
from mgym.observation import Observation
from mgym.os.intents import Intent
from mgym.os.shell import status_icons
from tests.conftest import obs_of, point


def click(s: Session, text: str | None = None, **kw: Any) -> Observation:
    x, y = point(s, text, **kw)
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def wait(s: Session, seconds: int) -> Observation:
    return s.step({"action": "wait", "seconds": seconds}, screenshot=False)


def clock(s: Session) -> dict[str, Any]:
    state: dict[str, Any] = s.get_state()["apps"]["clock"]
    return state


def alarm(s: Session, label: str) -> dict[str, Any]:
    return next(a for a in clock(s)["alarms"] if a["label"] == label)


@pytest.fixture
def s() -> Session:
    s = Session(seed=0)
    s.step({"action": "awake", "app": "Clock"}, screenshot=False)
    return s


def test_add_an_alarm_by_taps(s: Session) -> None:
    click(s, trigger="alarm.add")
    assert s.screen == "edit"
    click(s, "6", exact=True, trigger="picker.hour")  # the dial moves on to minutes
    click(s, "45", exact=True, trigger="picker.minute")
    click(s, trigger="picker.step", by=1)  # 06:46
    click(s, trigger="edit.day", day="tue")
    click(s, trigger="edit.day", day="thu")
    x, y = point(s, "Label", role="input")
    s.step({"action": "type", "text": "Dentist", "x": x, "y": y}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)  # the keyboard
    click(s, trigger="edit.snooze")
    click(s, "20 minutes", trigger="snooze.choose")
    click(s, trigger="edit.ringtone")
    click(s, "Neon", trigger="ringtone.choose")
    click(s, trigger="edit.vibrate")
    obs = click(s, "Save", trigger="edit.save")
    assert obs.screen == "alarms"
    a = alarm(s, "Dentist")
    assert {k: a[k] for k in ("time", "days", "enabled", "snooze", "ringtone", "vibrate")} == {
        "time": "06:46", "days": ["tue", "thu"], "enabled": True, "snooze": 20, "ringtone": "Neon", "vibrate": False}
    assert obs.find("6:46", role="list_item") or obs.find("06:46", role="list_item")
    # edit it again: the editor starts from the alarm; delete through the dialog
    click(s, "Dentist", trigger="alarm.open")
    assert obs_of(s).find("Hour 06", exact=True, trigger="picker.mode")
    click(s, trigger="edit.delete")
    obs = click(s, "Delete", trigger="delete.confirm")
    assert obs.screen == "alarms" and all(a["label"] != "Dentist" for a in clock(s)["alarms"])


def test_every_minute_of_the_dial_answers_a_tap(s: Session) -> None:
    """Android's minute dial picks the nearest minute to the tap's angle, not only the 5-minute marks."""
    click(s, trigger="alarm.add")
    click(s, "6", exact=True, trigger="picker.hour")
    dial = obs_of(s).find(trigger="picker.minute", role="slider")[0]
    (x0, y0, x1, y1), (cx, cy) = dial.bounds, dial.center

    def at(minute: float, r: float = 0.42) -> tuple[float, float]:
        a = math.radians(minute * 6)
        return cx + r * (x1 - x0) * math.sin(a), cy - r * (y1 - y0) * math.cos(a)

    for minute in (7, 23, 58, 1):
        x, y = at(minute + 0.3)  # a little past the mark: still the nearest
        s.step({"action": "click", "x": x, "y": y}, screenshot=False)
        assert obs_of(s).find(f"Minute {minute:02d}", exact=True, trigger="picker.mode"), minute
    x, y = at(59.6)  # nearer 00 than 59
    s.step({"action": "click", "x": x, "y": y}, screenshot=False)
    click(s, "45", exact=True, trigger="picker.minute")  # the numbers still work
    x, y = at(12.2, r=0.25)  # a shorter reach, same angle
    s.step({"action": "click", "x": x, "y": y}, screenshot=False)
    click(s, "Save", trigger="edit.save")
    assert any(a["time"] == "06:12" for a in clock(s)["alarms"])


def test_toggle_and_status_bar(s: Session) -> None:
    obs = obs_of(s)
    assert obs.find("Alarm in 1 d 22 h")
    for a in clock(s)["alarms"]:
        if a["enabled"]:
            click(s, trigger="alarm.toggle", alarm_id=a["id"])
    assert not any(a["enabled"] for a in clock(s)["alarms"])
    assert not status_icons(s.get_state()["os"])["alarm"]
    assert obs_of(s).find("All alarms are off")
    click(s, trigger="alarm.toggle", alarm_id=2)  # the weekend one: 09:30 today
    assert status_icons(s.get_state()["os"])["alarm"] and obs_of(s).find("Alarm in 30 min")


def test_alarm_rings_over_another_app_snooze_and_dismiss(s: Session) -> None:
    s.set_state({"apps": {"clock": {"alarms[id=2]": {"enabled": True, "time": "09:10", "snooze": 5},
                                    "alarms[id=4]": {"enabled": True, "time": "09:30"}}}})
    s.step({"action": "awake", "app": "Messages"}, screenshot=False)
    obs = wait(s, 600)
    assert (obs.app, obs.screen) == ("clock", "ring") and clock(s)["ringing"]["alarm_id"] == 2
    assert any(n["app"] == "clock" for n in s.get_state()["os"]["notifications"])
    obs = click(s, "Snooze", trigger="ring.snooze")
    assert (obs.app, obs.screen) == ("messages", "inbox"), "the alert closes over the app it covered"
    assert clock(s)["ringing"] is None and alarm(s, "Weekend")["snoozed_until"] == s.clock.now_ms - 400 + 5 * 60_000
    obs = wait(s, 5 * 60)
    assert obs.screen == "ring" and clock(s)["ringing"]["alarm_id"] == 2, "a snoozed alarm rings again"
    obs = click(s, "Dismiss", trigger="ring.dismiss")
    assert obs.app == "messages" and clock(s)["ringing"] is None
    assert alarm(s, "Weekend")["enabled"] and alarm(s, "Weekend")["snoozed_until"] is None, "repeating: re-armed"
    assert not any(n["app"] == "clock" for n in s.get_state()["os"]["notifications"])
    obs = wait(s, 30 * 60)  # the one-time alarm at 09:30 rings, then falls silent after 10 minutes
    assert obs.screen != "ring" and not alarm(s, "Call Mom")["enabled"], "one-time: turned itself off"
    assert [n["title"] for n in s.get_state()["os"]["notifications"] if n["app"] == "clock"] == ["Missed alarm"]


def test_timer_rings_at_zero(s: Session) -> None:
    click(s, trigger="tab.timer")
    for d in "130":
        click(s, d, exact=True, trigger="timer.key")
    assert obs_of(s).find("00h 01m 30s")
    click(s, trigger="timer.start")
    t = clock(s)["timer"]
    assert t["state"] == "running" and t["duration_ms"] == 90_000
    click(s, trigger="timer.pause")
    wait(s, 60)
    click(s, trigger="timer.resume")
    assert clock(s)["timer"]["state"] == "running"
    obs = wait(s, 120)
    assert clock(s)["timer"]["state"] == "ringing" and obs.find("Time's up")
    click(s, trigger="timer.delete", role="button")
    assert clock(s)["timer"]["state"] == "idle"
    assert not any(n["app"] == "clock" for n in s.get_state()["os"]["notifications"])


def test_stopwatch_laps(s: Session) -> None:
    click(s, trigger="tab.stopwatch")
    click(s, trigger="sw.start")
    wait(s, 5)
    click(s, trigger="sw.lap")
    wait(s, 3)
    obs = click(s, trigger="sw.lap")
    assert obs.find("Lap 2", role="list_item")
    click(s, trigger="sw.pause")
    sw = clock(s)["stopwatch"]
    assert not sw["running"] and len(sw["laps"]) == 2 and sw["laps"][1] - sw["laps"][0] == (
        COST_MS["click"] + THINK_MS + 3_000 + THINK_MS)  # the lap tap, the wait step, the next lap's think time
    click(s, trigger="sw.reset")
    assert clock(s)["stopwatch"] == {"running": False, "started_at": 0, "elapsed_ms": 0, "laps": []}


def test_world_clock_add_reorder_remove(s: Session) -> None:
    click(s, trigger="tab.world")
    assert obs_of(s).find("Tokyo", role="list_item")
    click(s, trigger="world.add")
    x, y = point(s, "Search for a city", role="input")
    s.step({"action": "type", "text": "Kath", "x": x, "y": y}, screenshot=False)
    obs = click(s, "Kathmandu", trigger="city.choose")
    assert obs.screen == "world" and clock(s)["cities"][-1] == "kathmandu"
    assert obs.find("12 h 45 min ahead"), "from Los Angeles on daylight time (UTC-7) to UTC+5:45"
    click(s, trigger="world.edit")
    click(s, trigger="city.move", city_id="kathmandu", by=-1)
    click(s, trigger="city.remove", city_id="london")
    assert clock(s)["cities"] == ["new-york", "tokyo", "kathmandu", "berlin"]


def test_another_app_sets_an_alarm_by_intent(s: Session) -> None:
    s.step({"action": "awake", "app": "Messages"}, screenshot=False)
    s.sys.start_activity(Intent(action=SET_ALARM, extras={"hour": 17, "minute": 5, "label": "Pick up Zoe",
                                                         "days": [2, 6]}), caller="messages")
    obs = obs_of(s)
    assert (obs.app, obs.screen) == ("clock", "edit")
    assert obs.find("Hour 17", exact=True, trigger="picker.mode") and obs.find("Pick up Zoe", role="input")
    assert all(a["label"] != "Pick up Zoe" for a in clock(s)["alarms"]), "nothing is set before the user confirms"
    obs = click(s, "Save", trigger="edit.save")
    assert (obs.app, obs.screen) == ("messages", "inbox")
    a = alarm(s, "Pick up Zoe")
    assert (a["time"], a["days"], a["enabled"]) == ("17:05", ["mon", "fri"], True)


def test_twelve_hour_picker(s: Session) -> None:
    s.set_state({"os": {"datetime": {"use_24h": False}}})
    obs = obs_of(s)
    assert obs.find("7:15 AM", role="list_item")
    click(s, trigger="alarm.add")
    click(s, "9", exact=True, trigger="picker.hour")
    click(s, "30", exact=True, trigger="picker.minute")
    click(s, "PM", trigger="picker.ampm")
    click(s, "Save", trigger="edit.save")
    assert any(a["time"] == "21:30" and a["days"] == [] for a in clock(s)["alarms"])
