"""Clock without a browser: world data, time math, the OS schedule, view contexts."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path
from typing import Any

import pytest

from mgym import Session
from mgym.apps.clock import model, world
from mgym.apps.clock.editor import dial_minute, intent_days
from mgym.apps.clock.views import VIEWS
from mgym.errors import StateError
from mgym.os import tz
from mgym.os.shell import status_icons

ROOT = Path(__file__).resolve().parents[3]
BOOT = 1773478800000  # Sat 2026-03-14 09:00
H = 3_600_000


def _alarm(**kw: Any) -> dict[str, Any]:
    return {"id": 1, "time": "07:00", "days": [], "enabled": True, "snoozed_until": None, **kw}


# ---- world data ----------------------------------------------------------------------------------
def test_generator_is_deterministic() -> None:
    spec = importlib.util.spec_from_file_location("gen_clock_data", ROOT / "scripts" / "gen_clock_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert (world.DATA / "world.json").read_bytes() == mod.build(), "world.json is not what the script writes"


def test_world_data() -> None:
    cities = world.cities()
    assert len(cities) >= 100 and len({c["id"] for c in cities}) == len(cities)
    assert all(c["name"] and c["name_zh"] and tz.known(c["zone"]) and "offset" not in c for c in cities)
    assert set(world.CITY_ZONES) == {c["id"] for c in cities}, "every city has its zone"
    assert world.city("tokyo")["zone"] == "Asia/Tokyo" and world.city("kathmandu")["zone"] == "Asia/Kathmandu"  # type: ignore[index]
    en = world.start_alarms("en")
    assert any(a["days"] == ["mon", "tue", "wed", "thu", "fri"] and a["enabled"] for a in en)
    assert any(a["days"] == ["sat", "sun"] and not a["enabled"] for a in en)
    assert [a["time"] for a in en] == [a["time"] for a in world.start_alarms("zh-CN")]


# ---- time math -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("alarm", "expected"), [
    (_alarm(time="07:00"), BOOT + 22 * H),  # one-time, already past today: tomorrow
    (_alarm(time="09:30"), BOOT + H // 2),  # later today
    (_alarm(time="09:00"), BOOT + 24 * H),  # exactly now: the next day
    (_alarm(time="07:00", days=["mon", "tue", "wed", "thu", "fri"]), BOOT + 46 * H),  # Monday
    (_alarm(time="10:00", days=["sat"]), BOOT + H),
    (_alarm(time="08:00", days=["sat"]), BOOT + 7 * 24 * H - H),  # next Saturday
    (_alarm(enabled=False), None),
    (_alarm(snoozed_until=BOOT + 5 * 60_000), BOOT + 5 * 60_000),
])
def test_next_ring(alarm: dict[str, Any], expected: int | None) -> None:
    assert model.next_ring(alarm, BOOT) == expected


@pytest.mark.parametrize(("ms", "msgid", "args"), [
    (7 * H + 12 * 60_000, "Alarm in {h} h {m} min", {"h": 7, "m": 12}),
    (46 * H, "Alarm in {d} d {h} h", {"d": 1, "h": 22}),
    (48 * H, "Alarm in {d} d", {"d": 2}),
    (46 * H + 5 * 60_000, "Alarm in {d} d {h} h {m} min", {"d": 1, "h": 22, "m": 5}),
    (24 * H + 30 * 60_000, "Alarm in {d} d {m} min", {"d": 1, "m": 30}),
    (3 * H, "Alarm in {h} h", {"h": 3}),
    (59_001, "Alarm in {m} min", {"m": 1}),
    (0, "Alarm in less than 1 min", {}),
])
def test_until(ms: int, msgid: str, args: dict[str, int]) -> None:
    assert model.until(ms) == (msgid, args)
    toast, targs = model.until(ms, toast=True)
    assert toast.startswith("Alarm set for") and targs == args


def test_clock_texts() -> None:
    assert model.keypad_ms("130") == 90_000 and model.keypad_ms("90") == 90_000
    assert model.keypad_ms("10000") == H and model.keypad_ms("999999") == model.MAX_TIMER_MS
    assert model.timer_text(299_001) == "5:00" and model.timer_text(-12_000) == "-0:12"
    assert model.timer_text(H + 5_000) == "1:00:05"
    assert model.stopwatch_text(65_420) == "01:05.42" and model.stopwatch_text(H + 1_000) == "1:00:01.00"
    assert model.gmt(330) == "GMT+5:30" and model.gmt(-300) == "GMT-5"
    assert model.home_offset({"datetime": {"time_zone": "Asia/Shanghai"}}, BOOT) == 480
    assert model.home_offset({"datetime": {"time_zone": "America/St_Johns"}}, BOOT) == -150, "NDT in March"
    assert model.home_offset({"datetime": {"time_zone": "America/Los_Angeles"}}, BOOT) == -420, "PDT"
    assert model.days_text(["sat", "sun"]) == ("Weekends", {}) and model.days_text(["mon"]) is None
    assert intent_days([2, 4, "fri", "Sunday", 9, "x"]) == ["mon", "wed", "fri", "sun"]


@pytest.mark.parametrize(("rx", "ry", "minute"), [
    (0.5, 0.1, 0), (0.9, 0.5, 15), (0.5, 0.9, 30), (0.1, 0.5, 45),
    (0.5 + 0.4 * math.sin(math.radians(42)), 0.5 - 0.4 * math.cos(math.radians(42)), 7),
    (0.5 + 0.3 * math.sin(math.radians(356)), 0.5 - 0.3 * math.cos(math.radians(356)), 59),
    (0.5 + 0.3 * math.sin(math.radians(358)), 0.5 - 0.3 * math.cos(math.radians(358)), 0),
    (0.5, 0.5, None), (0.0, 0.0, None), (None, 0.5, None)])
def test_dial_minute(rx: Any, ry: Any, minute: int | None) -> None:
    assert dial_minute(rx, ry) == minute


def test_world_clock_follows_daylight_saving_time() -> None:
    """Offsets are those of both zones at the same instant: New York is 5 h behind UTC before 8 March 2026
    and 4 h after; London moves on 29 March; Adelaide and Auckland leave summer time on 5 April."""
    ny, london = world.city("new-york"), world.city("london")
    adelaide, auckland = world.city("adelaide"), world.city("auckland")
    utc = {"datetime": {"time_zone": "UTC"}}
    day = 24 * H
    assert model.city_diff(ny, utc, BOOT - 7 * day) == -300 and model.city_diff(ny, utc, BOOT) == -240
    assert model.city_diff(london, utc, BOOT + 14 * day) == 0 and model.city_diff(london, utc, BOOT + 16 * day) == 60
    assert model.city_diff(adelaide, utc, BOOT) == 630 and model.city_diff(adelaide, utc, BOOT + 27 * day) == 570
    assert model.city_diff(auckland, utc, BOOT) == 780
    home = {"datetime": {"time_zone": "Asia/Shanghai"}}
    assert model.city_ms(ny, home, BOOT) == BOOT - 12 * H, "09:00 in Shanghai is 21:00 the day before in New York"


def test_search_cities() -> None:
    assert [c["id"] for c in model.search_cities("tok", "en")] == ["tokyo", "vladivostok"]
    assert [c["id"] for c in model.search_cities("东京", "zh-CN")] == ["tokyo"]
    assert {c["id"] for c in model.search_cities("japan", "en")} == {"tokyo", "osaka"}
    assert len(model.search_cities("", "en")) == len(world.cities())


# ---- state and schedule --------------------------------------------------------------------------
def test_state_validation() -> None:
    s = Session(seed=0)
    for bad in ({"alarms[id=1]": {"time": "7:00"}}, {"alarms[id=1]": {"days": ["monday"]}},
                {"alarms[id=1]": {"snooze": 7}}, {"cities[]": "atlantis"}, {"cities[]": "london"},
                {"settings": {"silence_after": 3}}):
        with pytest.raises(StateError):
            s.set_state({"apps": {"clock": bad}})
    s.set_state({"apps": {"clock": {"alarms[id=2]": {"days": ["sun", "sat"]}}}})
    assert s.get_state()["apps"]["clock"]["alarms"][1]["days"] == ["sat", "sun"]


def test_schedule_follows_the_overlay() -> None:
    s = Session(seed=0)
    clock = [a for a in s.get_state()["os"]["alarms"] if a["app"] == "clock"]
    assert [(a["handler"], a["payload"], a["clock"]) for a in clock] == [("ring", {"alarm_id": 1}, True)]
    assert status_icons(s.get_state()["os"])["alarm"]
    s.set_state({"apps": {"clock": {"alarms[id=1]": {"enabled": False}}}})
    s.step({"action": "wait", "seconds": 1}, screenshot=False)
    assert [a for a in s.get_state()["os"]["alarms"] if a["app"] == "clock"] == []
    assert not status_icons(s.get_state()["os"])["alarm"], "no alarm set: no status-bar icon"


def test_views_build() -> None:
    s = Session(seed=0)
    s.sys.launch("clock")
    ctx = s.sys.ctx(s.sys.front_app(), s.sys.top())
    alarms = VIEWS["alarms"](ctx).context
    assert alarms["summary"] == "Alarm in 1 d 22 h 15 min" and alarms["when"] == "Mon 07:15"
    assert [r["time"] for r in alarms["rows"]] == sorted(r["time"] for r in alarms["rows"])
    world_ctx = VIEWS["world"](ctx).context
    rows = {r["id"]: (r["time"], r["sub"]) for r in world_ctx["rows"]}
    # a new phone is in Los Angeles, on daylight saving time since 8 March (UTC-7)
    assert world_ctx["zone"] == "GMT-7"
    assert rows["tokyo"] == ("01:00", "Tomorrow · 16 h ahead")
    assert rows["new-york"] == ("12:00", "Today · 3 h ahead"), "New York is on EDT too"
    assert rows["london"] == ("16:00", "Today · 7 h ahead"), "London is still on GMT until 29 March"
    s.set_state({"os": {"datetime": {"use_24h": False, "time_zone": "Asia/Tokyo"}}})
    s.step({"action": "wait", "seconds": 0}, screenshot=False)  # the clock moves to Tokyo's wall time
    world_ctx = VIEWS["world"](ctx).context
    ny = next(r for r in world_ctx["rows"] if r["id"] == "new-york")
    assert (world_ctx["now"], ny["time"], ny["sub"]) == ("1:00 AM", "12:00 PM", "Yesterday · 13 h behind")
    assert VIEWS["alarms"](ctx).context["rows"][0]["time"] == "6:15 AM"
