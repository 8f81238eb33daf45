"""Compass without a browser: world data (and its generator), heading and coordinate arithmetic,
the OS sensor schema, view contexts."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from mgym import Session
from mgym.apps import get_app
from mgym.apps.compass import model, world
from mgym.apps.compass.views import VIEWS
from mgym.errors import StateError

ROOT = Path(__file__).resolve().parents[3]


def _os(heading: float = 0.0, decl: float | None = None, lat: float = 37.4219, lon: float = -122.0841,
        pitch: float = 0.0, roll: float = 0.0) -> dict[str, Any]:
    return {"location": {"lat": lat, "lon": lon},
            "sensors": {"heading": heading, "pitch": pitch, "roll": roll, "accuracy": "high", "declination": decl}}


def test_generator_is_deterministic() -> None:
    spec = importlib.util.spec_from_file_location("gen_compass_data", ROOT / "scripts" / "gen_compass_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert (world.DATA / "places.json").read_bytes() == mod.build(), "places.json is not what the script writes"
    assert mod.build() == mod.build()


def test_world_data_has_both_regions() -> None:
    ids = [p["id"] for p in world.places()]
    assert len(ids) == len(set(ids)) >= 40
    for region in ("en", "zh-CN"):
        rows = world.region_places(region)
        assert len(rows) >= 15 and all(p["name"] and p["name_zh"] and -90 <= p["lat"] <= 90 for p in rows)
    assert world.region_places("zh-CN")[0]["name_zh"] == "北京"
    assert world.nearest(39.95, 116.3)["id"] == "beijing" and world.nearest(37.42, -122.08)["id"] == "mountain_view"


@pytest.mark.parametrize(("heading", "decl", "true_north", "deg", "code"), [
    (0.0, 12.9, False, 0, "N"), (0.0, 12.9, True, 13, "N"), (22.4, None, False, 22, "N"), (22.6, None, False, 23, "NE"),
    (350.0, 12.9, True, 3, "N"), (10.0, -12.0, True, 358, "N"), (253.4, None, False, 253, "W"), (359.6, None, False, 0, "N"),
    (135.0, None, False, 135, "SE"), (200.5, None, False, 201, "S"), (202.6, None, False, 203, "SW"),
])
def test_heading_and_point(heading: float, decl: float | None, true_north: bool, deg: int, code: str) -> None:
    got = model.heading(_os(heading, decl), true_north)
    assert got == deg and model.point(got)[0] == code


def test_declination_falls_back_to_the_location() -> None:
    assert model.declination(_os()) == 12.9  # Mountain View
    assert model.declination(_os(lat=39.9, lon=116.4)) == -7.6  # Beijing
    assert model.declination(_os(decl=3.0, lat=39.9, lon=116.4)) == 3.0


def test_coordinates() -> None:
    assert model.dms(37.4219) == "37°25′18.8″" and model.dms(-122.0841) == "122°05′02.8″"
    assert model.decimal(-122.0841) == "122.0841°"
    c = model.coordinates(-33.8688, 151.2093, "decimal")
    assert c == {"lat": "33.8688°", "lat_hemi": "S", "lon": "151.2093°", "lon_hemi": "E"}
    assert model.dms(10.99999) == "11°00′00.0″"


def test_level_and_bubble() -> None:
    assert model.is_level(_os(pitch=0.9, roll=-1.0)) and not model.is_level(_os(pitch=1.1))
    assert model.bubble(_os()) == (0.0, 0.0)
    assert model.bubble(_os(pitch=5.0, roll=-2.0)) == (0.2, -0.5)  # top up: bubble up; left down: bubble right
    x, y = model.bubble(_os(pitch=30.0, roll=30.0))
    assert abs(x * x + y * y - 1) < 1e-3


def test_os_sensors_are_validated_state() -> None:
    s = Session(seed=0)
    assert s.get_state()["os"]["sensors"] == {"heading": 0.0, "pitch": 0.0, "roll": 0.0, "accuracy": "high",
                                              "declination": None}
    s.set_state({"os": {"sensors": {"heading": 90.5, "accuracy": "low", "declination": -4.0}}})
    assert s.get_state()["os"]["sensors"]["heading"] == 90.5
    for bad in ({"heading": 360}, {"roll": 91}, {"accuracy": "great"}, {"compass": 1}):
        with pytest.raises(StateError):
            s.set_state({"os": {"sensors": bad}})
    assert s.get_state()["os"]["sensors"]["accuracy"] == "low"


def test_view_contexts() -> None:
    s = Session(seed=0)
    s.set_state({"os": {"sensors": {"heading": 100.0, "accuracy": "unreliable", "pitch": 0.2, "roll": 0.3},
                        "location": {"lat": 31.2304, "lon": 121.4737}},
                 "apps": {"compass": {"settings": {"true_north": True}}}})
    s.step({"action": "awake", "app": "compass"}, screenshot=False)
    ctx = s.sys.ctx(get_app("compass"), s.sys.top())
    main = VIEWS["main"](ctx).context
    assert main["deg"] == 94 and main["point"] == "E" and main["calibrate"] and main["loc_state"] == "ask"
    s.set_state({"os": {"permissions": {"compass": {"location": "granted"}}}})
    main = VIEWS["main"](ctx).context
    assert main["place"] == "Shanghai" and main["lat"] == "31°13′49.4″" and main["lat_msg"] == "{v} N"
    level = VIEWS["level"](ctx).context
    assert level["is_level"] and str(level["pitch"]) == "0.2"
    s.set_state({"os": {"location": {"enabled": False}}})
    assert VIEWS["main"](ctx).context["loc_state"] == "off"
