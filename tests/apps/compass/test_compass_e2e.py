"""Compass end to end, by screen coordinates only (as an agent acts), checking the state: the location
permission through the OS dialog, coordinates in both formats, calibration, the level, Settings."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.observation import Observation


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{obs_of(s).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def compass(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["compass"]
    return st


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.set_state({"os": {"sensors": {"heading": 253.4, "accuracy": "low", "pitch": 3.2, "roll": -1.5}}})
    session.step({"action": "awake", "app": "compass"}, screenshot=False)
    return session


def test_dial_permission_and_coordinates(s: Session) -> None:
    obs = obs_of(s)
    assert obs.find("253° W", exact=True) and obs.find("Magnetic north") and not obs.find("N", role="text", exact=True)
    tap(s, trigger="location.card")
    obs = tap(s, "While using the app", trigger="perm.allow")
    assert s.get_state()["os"]["permissions"]["compass"]["location"] == "granted"
    assert obs.find("37°25′18.8″ N") and obs.find("122°05′02.8″ W") and obs.find("Altitude 32 m")
    assert compass(s)["settings"]["coord_format"] == "dms"  # allowing does not also switch the format
    obs = tap(s, trigger="location.card")
    assert compass(s)["settings"]["coord_format"] == "decimal" and obs.find("37.4219° N")
    tap(s, "Copy coordinates")
    assert s.get_state()["os"]["clipboard"] == "37.4219, -122.0841"


def test_denied_permission_shows_no_coordinates(s: Session) -> None:
    tap(s, trigger="location.copy")
    obs = tap(s, trigger="perm.deny")
    assert s.get_state()["os"]["permissions"]["compass"]["location"] == "denied"
    assert not obs.find("° N") and s.get_state()["os"]["clipboard"] != "37.4219, -122.0841"


def test_location_off(s: Session) -> None:
    s.set_state({"os": {"location": {"enabled": False}}})
    obs = tap(s, trigger="location.card")
    assert obs.find("Location is off") and s.sys.v["sysdialog"] is None


def test_calibration(s: Session) -> None:
    tap(s, "Calibrate", trigger="calibrate.open")
    obs = tap(s, "Done", trigger="calibrate.done")
    assert s.get_state()["os"]["sensors"]["accuracy"] == "high" and compass(s)["last_calibrated"] is not None
    assert not obs.find(trigger="calibrate.open")


def test_true_north_and_format_settings(s: Session) -> None:
    tap(s, "More options")
    tap(s, "Settings")
    tap(s, "Use true north")
    tap(s, "Coordinate format")
    tap(s, "Decimal degrees")
    assert compass(s)["settings"] == {"true_north": True, "coord_format": "decimal", "level_sound": True}
    tap(s, "Sound when level")
    assert not compass(s)["settings"]["level_sound"]
    s.step({"action": "back"}, screenshot=False)
    obs = obs_of(s)
    assert obs.find("266° W", exact=True) and obs.find("True north")  # 253.4 + 12.9 (Mountain View)


def test_level_tab(s: Session) -> None:
    obs = tap(s, "Level", role="tab")
    assert s.screen == "level" and obs.find("Not level") and obs.find("3.2°") and obs.find("-1.5°")
    s.set_state({"os": {"sensors": {"pitch": 0.4, "roll": -0.6}}})
    assert not obs_of(s).find("Not level")
    tap(s, "Compass", role="tab")
    assert s.screen == "main"


def test_chinese_screens() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.set_state({"os": {"sensors": {"heading": 45.0}, "location": {"lat": 39.9042, "lon": 116.4074},
                        "permissions": {"compass": {"location": "granted"}}}})
    obs = s.step({"action": "awake", "app": "compass"})
    assert obs.find("45° 东北", exact=True) and obs.find("北纬 39°54′15.1″") and obs.find("东经 116°24′26.6″")
    assert obs.find("北京") and obs.find("磁北")
    assert obs.image.size == (1080, 2400)
