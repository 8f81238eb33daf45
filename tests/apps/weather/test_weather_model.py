"""Weather without a browser: the world data and its generator, forecasts as a pure function of the
world seed, the city and the date, the overlay model, view contexts."""

from __future__ import annotations

import importlib.util
from datetime import date, timedelta
from pathlib import Path

import pytest

from mgym import Session
from mgym.apps.weather import forecast as F
from mgym.apps.weather import world
from mgym.apps.weather.views import VIEWS
from mgym.errors import StateError
from mgym.os import tz

ROOT = Path(__file__).resolve().parents[3]
BOOT = 1773478800000  # Sat 2026-03-14 09:00 UTC (as an instant); a new phone's wall time 09:00
H = 3_600_000


def test_generator_is_deterministic() -> None:
    spec = importlib.util.spec_from_file_location("gen_weather_data", ROOT / "scripts" / "gen_weather_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert (world.DATA / "world.json").read_bytes() == mod.build(), "world.json is not what the script writes"


def test_world_data() -> None:
    cities = world.cities()
    assert len(cities) >= 300 and len({c["id"] for c in cities}) == len(cities)
    assert all(c["name"] and c["name_zh"] and c["country_zh"] and -90 <= c["lat"] <= 90 for c in cities)
    assert all(tz.known(c["zone"]) and "offset" not in c for c in cities)
    zones = {cid: world.city(cid)["zone"] for cid in ("beijing", "hong-kong", "kathmandu", "bali", "seattle", "perth")}  # type: ignore[index]
    assert zones == {"beijing": "Asia/Shanghai", "hong-kong": "Asia/Hong_Kong", "kathmandu": "Asia/Kathmandu",
                     "bali": "Asia/Makassar", "seattle": "America/Los_Angeles", "perth": "Australia/Perth"}
    assert world.start_cities("en")[0] == "san-francisco" and world.start_cities("zh-CN")[0] == "beijing"
    assert world.nearest(37.4219, -122.0841)["id"] == "mountain-view"  # the OS's default location
    assert world.nearest(31.2, 121.5)["id"] == "shanghai"


def test_search() -> None:
    assert world.search("", "en") == []
    assert world.search("Guang", "en")[0]["id"] == "guangzhou"
    assert world.search("广州", "zh-CN")[0]["id"] == "guangzhou"
    assert {c["id"] for c in world.search("Sichuan", "en")} >= {"chengdu", "mianyang"}


def test_forecast_is_a_pure_function_of_city_and_date() -> None:
    c = world.city("london")
    assert c is not None
    d = date(2026, 3, 15)
    assert F.day(c, d) == F.day(c, d)
    assert F.days(c, BOOT)[1] == F.day(c, d)
    other = world.city("paris")
    assert other is not None
    week = [F.day(c, d + timedelta(days=i)) for i in range(15)]
    assert len({(x.high, x.low, x.cond) for x in week}) > 5, "the weather changes from day to day"
    assert week != [F.day(other, d + timedelta(days=i)) for i in range(15)]
    assert all(x.low <= x.high and 0 <= x.chance <= 95 and 0 <= x.uv <= 11 and x.aqi >= 8 for x in week)


def test_climates_differ_sensibly() -> None:
    def mean_high(cid: str, month: int) -> float:
        c = world.city(cid)
        assert c is not None
        return sum(F.day(c, date(2026, month, d)).high for d in range(1, 29)) / 28

    assert mean_high("harbin", 1) < mean_high("beijing", 1) < mean_high("guangzhou", 1) < mean_high("singapore", 1)
    assert mean_high("beijing", 7) > mean_high("beijing", 1) + 15
    assert mean_high("sydney", 1) > mean_high("sydney", 7)  # the southern summer


def test_sun_and_units() -> None:
    c = world.city("beijing")
    assert c is not None
    rise, sset = F.sun(c, date(2026, 6, 21))
    assert 4 * 60 + 30 < rise < 5 * 60 + 15 and 19 * 60 + 30 < sset < 20 * 60
    winter = F.sun(c, date(2026, 12, 21))
    assert winter[1] - winter[0] < sset - rise
    assert [F.shown(x, "f") for x in (-40, 0, 20, 37)] == [-40, 32, 68, 99]
    assert F.shown(12, "c") == 12
    assert [F.aqi_level(x) for x in (0, 50, 51, 100, 150, 200, 300, 301)] == [0, 0, 1, 1, 2, 3, 4, 5]


def test_local_times_follow_daylight_saving_time() -> None:
    """Sunrise and the hours are local wall times: New York's sunrise jumps an hour later on 8 March 2026
    (EDT); a city's today is the one at the same instant, whatever the phone's zone."""
    ny = world.city("new-york")
    assert ny is not None
    before, after = F.sun(ny, date(2026, 3, 7))[0], F.sun(ny, date(2026, 3, 9))[0]
    assert 55 <= after - before <= 62, (before, after)
    assert 6 * 60 + 50 < after < 7 * 60 + 30, "about 07:10 EDT"
    la = {"datetime": {"time_zone": "America/Los_Angeles"}}
    sh = {"datetime": {"time_zone": "Asia/Shanghai"}}
    assert F.utc_now(la, BOOT) == BOOT + 7 * H and F.utc_now(sh, BOOT) == BOOT - 8 * H
    assert F.local_now(ny, F.utc_now(la, BOOT)).hour == 12, "09:00 PDT is 12:00 EDT"
    beijing = world.city("beijing")
    assert beijing is not None
    assert F.days(beijing, F.utc_now(la, BOOT), 1)[0].date == date(2026, 3, 15), "midnight has passed in Beijing"
    assert F.days(beijing, F.utc_now(sh, BOOT), 1)[0].date == date(2026, 3, 14)


def test_hours_follow_the_day() -> None:
    c = world.city("beijing")
    assert c is not None
    hs = F.hours(c, BOOT)
    assert len(hs) == 24 and hs[0].at.hour == 17  # 09:00 UTC is 17:00 in Beijing
    today = F.days(c, BOOT, 1)[0]
    assert all(today.low - 1 <= h.temp <= today.high + 1 for h in hs if h.at.date() == today.date)
    assert any(h.night for h in hs) and any(not h.night for h in hs)


def test_state_validation() -> None:
    s = Session(seed=0)
    with pytest.raises(StateError):
        s.set_state({"apps": {"weather": {"cities": ["atlantis"]}}})
    with pytest.raises(StateError):
        s.set_state({"apps": {"weather": {"cities": ["london", "london"]}}})
    with pytest.raises(StateError):
        s.set_state({"apps": {"weather": {"settings": {"unit": "k"}}}})
    assert s.get_state()["apps"]["weather"]["cities"] == world.start_cities("en")
    zh = Session(seed=0, locale="zh-CN")
    assert zh.get_state()["apps"]["weather"]["cities"] == world.start_cities("zh-CN")


def test_views_build() -> None:
    s = Session(seed=0)
    s.set_state({"apps": {"weather": {"cities": ["beijing", "london"], "settings": {"unit": "f"}}}})
    s.step({"action": "awake", "app": "Weather"}, screenshot=False)
    ctx = s.sys.ctx(s.sys.front_app(), s.sys.top())
    home = VIEWS["home"](ctx).context
    c = world.city("beijing")
    assert c is not None
    today = F.days(c, F.utc_now(s.get_state()["os"], s.clock.now_ms), 1)[0]
    assert today.date == date(2026, 3, 15), "a new phone is in Los Angeles: it is Sunday in Beijing"
    assert home["name"] == "Beijing" and home["unit"] == "°F" and home["first"] and not home["last"]
    assert home["days"][0]["high"] == f"{F.shown(today.high, 'f')}°" and len(home["days"]) == 7
    assert home["aqi"]["value"] == today.aqi and len(home["indices"]) == 6
    manage = VIEWS["manage"](ctx).context
    assert [r["id"] for r in manage["rows"]] == ["beijing", "london"] and manage["here"] is None
    s.set_state({"apps": {"weather": {"cities": []}}})
    assert VIEWS["home"](ctx).context["empty"] is True


def test_long_labels_end_with_an_ellipsis_or_wrap() -> None:
    """"Unhealthy for sensitive groups" never ends clipped mid-word: in the narrow lists it ends with an
    ellipsis (CSS text-overflow on its own box), in the day's details it wraps."""
    css = (ROOT / "static" / "css" / "apps" / "weather.css").read_text("utf-8")
    ell = next(line for line in css.splitlines() if line.startswith(".wx-ell "))
    assert "text-overflow: ellipsis" in ell and "min-width: 0" in ell and "white-space: nowrap" in ell
    assert ".wx-cell-v.wrap { white-space: normal" in css
    templates = ROOT / "templates" / "apps" / "weather"
    daily = (templates / "daily.html").read_text("utf-8")
    assert '<span class="wx-ell">{{ _(d.aqi.label) }}</span>' in daily
    assert '<span class="wx-ell">{{ d.aqi.value }} {{ _(d.aqi.label) }}</span>' in (templates / "aqi.html").read_text("utf-8")
    assert 'class="wx-cell-v wrap">{{ aqi.value }} {{ _(aqi.label) }}' in (templates / "day.html").read_text("utf-8")
