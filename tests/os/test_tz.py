"""Time zones as a device lives them (mgym.os.tz): IANA rules from the tzdata package, daylight saving
time, names in both languages, the phone's zone in the OS state and the clock across a zone change."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from mgym import Session
from mgym.clock import DEFAULT_EPOCH_MS
from mgym.errors import StateError
from mgym.i18n import catalog
from mgym.os import tz
from mgym.os.broadcasts import zone_shift_ms
from mgym.os.schema import default_os_state

H = 3_600_000


def utc(year: int, month: int, day: int, hour: int = 0) -> int:
    return int(datetime(year, month, day, hour, tzinfo=UTC).timestamp() * 1000)


@pytest.mark.parametrize(("zone", "at", "label"), [
    ("America/New_York", utc(2026, 3, 7, 12), "GMT-05:00"),  # before US DST (8 March 2026)
    ("America/New_York", utc(2026, 3, 14, 12), "GMT-04:00"),
    ("America/Los_Angeles", utc(2026, 1, 14, 12), "GMT-08:00"),
    ("America/Los_Angeles", utc(2026, 3, 14, 16), "GMT-07:00"),
    ("America/Los_Angeles", utc(2026, 11, 2, 12), "GMT-08:00"),  # DST ended on 1 November
    ("Australia/Adelaide", utc(2026, 3, 14), "GMT+10:30"),  # southern summer time
    ("Australia/Adelaide", utc(2026, 4, 10), "GMT+09:30"),  # ended on 5 April
    ("Pacific/Auckland", utc(2026, 3, 14), "GMT+13:00"),
    ("Pacific/Auckland", utc(2026, 7, 1), "GMT+12:00"),
    ("Europe/London", utc(2026, 3, 28, 12), "GMT+00:00"),
    ("Europe/London", utc(2026, 3, 30, 12), "GMT+01:00"),  # BST from 29 March
    ("Asia/Kolkata", utc(2026, 3, 14), "GMT+05:30"),
    ("Asia/Kathmandu", utc(2026, 3, 14), "GMT+05:45"),
    ("UTC", utc(2026, 7, 1), "GMT+00:00"),
])
def test_offsets_follow_daylight_saving_time(zone: str, at: int, label: str) -> None:
    assert tz.gmt_label(zone, at) == label


def test_shanghai_never_changes() -> None:
    offsets = {tz.offset_minutes("Asia/Shanghai", utc(2026, 1, 1) + d * 24 * H) for d in range(366)}
    assert offsets == {480}
    assert not any(tz.is_dst("Asia/Shanghai", utc(2026, m, 1)) for m in range(1, 13))


def test_daylight_saving_flag() -> None:
    assert tz.is_dst("America/New_York", utc(2026, 3, 14)) and not tz.is_dst("America/New_York", utc(2026, 3, 7))
    assert tz.is_dst("Australia/Adelaide", utc(2026, 1, 10)) and not tz.is_dst("Australia/Adelaide", utc(2026, 7, 1))
    # Dublin's rules write winter as a negative DST; its summer is still the daylight name
    assert tz.is_dst("Europe/Dublin", utc(2026, 7, 1)) and not tz.is_dst("Europe/Dublin", utc(2026, 1, 10))


def test_every_zone_loads_from_tzdata() -> None:
    for key, zone in tz.ZONES.items():
        assert tz.tzinfo(key).key == key and zone.city
        assert -12 * 60 <= tz.offset_minutes(key, utc(2026, 3, 14)) <= 14 * 60
    assert tz.HOME_ZONES == {"en": "America/Los_Angeles", "zh-CN": "Asia/Shanghai"}
    assert set(tz.LEGACY.values()) <= set(tz.ZONES) and set(tz.ALIASES.values()) <= set(tz.ZONES)


def test_names_in_both_languages() -> None:
    summer, winter = utc(2026, 7, 1), utc(2026, 1, 10)
    assert tz.label("America/Los_Angeles", summer, "en") == "GMT-07:00 Pacific Daylight Time"
    assert tz.label("America/Los_Angeles", winter, "en") == "GMT-08:00 Pacific Standard Time"
    assert tz.label("America/Los_Angeles", summer, "zh-CN") == "GMT-07:00 北美太平洋夏令时间"
    assert tz.label("Asia/Shanghai", summer, "en") == "GMT+08:00 China Standard Time"
    assert tz.label("Asia/Shanghai", summer, "zh-CN") == "GMT+08:00 中国标准时间"
    assert tz.long_name("Europe/London", summer, "en") == "British Summer Time"
    assert tz.long_name("Europe/London", winter, "zh-CN") == "格林尼治标准时间"
    assert tz.long_name("Australia/Adelaide", utc(2026, 3, 14), "en") == "Australian Central Daylight Time"
    assert tz.label("Africa/Casablanca", summer, "en") == "GMT+01:00", "a zone without a name: its offset"
    assert (tz.city("Asia/Shanghai", "en"), tz.city("Asia/Shanghai", "zh-CN")) == ("Shanghai", "上海")
    assert (tz.city("America/New_York", "zh-CN"), tz.city("Pacific/Auckland", "zh-CN")) == ("纽约", "奥克兰")
    assert tz.gmt(-150) == "GMT-02:30" and tz.gmt(0) == "GMT+00:00" and tz.gmt(345) == "GMT+05:45"
    zh = catalog("zh-CN", "os")
    for zone in tz.ZONES.values():  # every name is translated in the os catalogue
        for msgid in (zone.city, zone.standard, zone.daylight):
            assert not msgid or zh.get(msgid), msgid


def test_wall_time_and_utc() -> None:
    wall = DEFAULT_EPOCH_MS  # a new phone shows 09:00 on Saturday 14 March 2026
    assert tz.wall_to_utc(wall, "America/Los_Angeles") == wall + 7 * H, "PDT"
    assert tz.wall_to_utc(wall, "Asia/Shanghai") == wall - 8 * H
    assert tz.utc_to_wall(tz.wall_to_utc(wall, "Asia/Kolkata"), "Asia/Kolkata") == wall
    assert tz.convert(wall, "America/Los_Angeles", "Asia/Shanghai") == wall + 15 * H


def test_canonical_keys_and_legacy_labels() -> None:
    assert tz.canonical("Europe/London") == "Europe/London"
    assert tz.canonical("GMT+08:00 China Standard Time") == "Asia/Shanghai"
    assert tz.canonical("GMT+00:00 Coordinated Universal Time") == "UTC"
    assert tz.canonical("Asia/Calcutta") == "Asia/Kolkata"
    for bad in ("GMT-03:30 Newfoundland", "Mars/Olympus", "", "GMT+08:00"):
        with pytest.raises(tz.UnknownZone, match="unknown time zone"):
            tz.canonical(bad)
    assert not tz.known(42) and tz.known("UTC")


# ---- the phone's zone ----------------------------------------------------------------------------
def test_region_home_zones() -> None:
    assert default_os_state("en")["datetime"]["time_zone"] == "America/Los_Angeles"
    assert default_os_state("zh-CN")["datetime"]["time_zone"] == "Asia/Shanghai"
    for locale, zone in (("en", "America/Los_Angeles"), ("zh-CN", "Asia/Shanghai")):
        s = Session(seed=0, locale=locale)
        assert s.get_state()["os"]["datetime"]["time_zone"] == zone
        assert s.observe(screenshot=False).time == "2026-03-14T09:00:00", "a new phone shows 09:00 at home"


def test_zone_change_moves_the_clock_by_the_offsets_at_that_instant() -> None:
    s = Session(seed=0)
    s.set_state({"os": {"datetime": {"time_zone": "Asia/Shanghai"}}})
    s.step({"action": "wait", "seconds": 0}, screenshot=False)
    assert s.clock.iso()[:16] == "2026-03-15T00:00", "09:00 PDT (UTC-7) is midnight in Shanghai"
    s.set_state({"os": {"datetime": {"time_zone": "America/New_York"}}})
    s.step({"action": "wait", "seconds": 0}, screenshot=False)
    assert s.clock.iso()[:16] == "2026-03-14T12:00", "EDT (UTC-4) since 8 March: 3 h ahead of Los Angeles"
    assert [b["extras"]["time_zone"] for b in s.sys.v["broadcasts"] if "TIMEZONE" in b["action"]] == [
        "Asia/Shanghai", "America/New_York"]


def test_zone_change_across_a_dst_boundary() -> None:
    """Before 8 March New York is 13 h behind Shanghai, after it 12 h: the shift is the one at that instant."""
    s = Session(seed=0)
    s.set_state({"time": "2026-03-07T09:00", "os": {"datetime": {"time_zone": "Asia/Shanghai"}}})
    s.set_state({"os": {"datetime": {"time_zone": "America/New_York"}}})
    s.step({"action": "wait", "seconds": 0}, screenshot=False)
    assert s.clock.iso()[:16] == "2026-03-06T20:00", "EST: 13 h behind"
    s.set_state({"time": "2026-03-09T09:00", "os": {"datetime": {"time_zone": "Asia/Shanghai"}}})
    s.set_state({"os": {"datetime": {"time_zone": "America/New_York"}}})
    s.step({"action": "wait", "seconds": 0}, screenshot=False)
    assert s.clock.iso()[:16] == "2026-03-08T21:00", "EDT: 12 h behind"
    assert zone_shift_ms(utc(2026, 3, 28, 12), "Europe/London", "Europe/Berlin") == H
    assert zone_shift_ms(utc(2026, 3, 29, 12), "Europe/London", "America/New_York") == -5 * H, "BST vs EDT"


def test_set_state_takes_legacy_labels_and_refuses_unknown_zones() -> None:
    s = Session(seed=0)
    s.set_state({"os": {"datetime": {"time_zone": "GMT+09:00 Japan Standard Time"}}})
    assert s.get_state()["os"]["datetime"]["time_zone"] == "Asia/Tokyo", "an earlier version's label: its key"
    before = s.get_state()
    for bad in ("GMT-03:30 Newfoundland", "Europe/Atlantis", 5):
        with pytest.raises(StateError, match=r"os\.datetime\.time_zone"):
            s.set_state({"os": {"datetime": {"time_zone": bad, "use_24h": False}}})
    assert s.get_state() == before, "nothing half-applied"
    s.step({"action": "wait", "seconds": 0}, screenshot=False)
    snap = s.snapshot()  # an old snapshot's labels still read (the clock does not move: the same zone)
    snap.persistent["os"]["datetime"]["time_zone"] = snap.volatile["clock_zone"] = "GMT+09:00 Japan Standard Time"
    snap.volatile["watch"]["zone"] = "GMT+09:00 Japan Standard Time"
    s.restore(snap)
    n = len(s.sys.v["broadcasts"])
    now = s.clock.now_ms
    s.step({"action": "wait", "seconds": 0}, screenshot=False)
    assert s.clock.now_ms - now < 60_000 and len(s.sys.v["broadcasts"]) == n, "no move, no TIMEZONE_CHANGED"
