"""Maps without a browser: the world data and its generator, routing, search, opening hours, the
overlay model and its size."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from mgym import Session
from mgym.apps.maps import routing as R
from mgym.apps.maps import world
from mgym.apps.maps.places import search
from mgym.errors import StateError

ROOT = Path(__file__).resolve().parents[3]
BOOT = 1773478800000  # Sat 2026-03-14 09:00


def test_generator_is_deterministic() -> None:
    spec = importlib.util.spec_from_file_location("gen_maps_data", ROOT / "scripts" / "gen_maps_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert world.DATA.read_bytes() == mod.dump(mod.build()), "world.json.gz is not what the script writes"


def test_world_data() -> None:
    assert world.all_places() >= 5000
    for region in ("en", "zh-CN"):
        cs = world.region_cities(region)
        assert len(cs) >= 3 and all(c.region == region for c in cs)
        for c in cs:
            names = [p.name for p in c.places]
            assert len(set(names)) == len(names), "place names are unique in a city"
    p = world.place("sf0004")
    assert p is not None and p.cat == "cafe" and 1 <= p.rating <= 5 and p.address and p.phone
    assert {q.cat for c in world.cities() for q in c.places} == set(world.CATEGORIES)
    assert world.located("en", 37.4219, -122.0841)[0].id == "mv"  # type: ignore[index]  # the OS default
    assert world.located("en", 39.9, 116.4) is None and world.located("zh-CN", 39.9, 116.4)[0].id == "bj"  # type: ignore[index]


def test_reviews_are_drawn_from_the_id() -> None:
    a, b = world.reviews("sf0004"), world.reviews("sf0004")
    assert a == b and len(a) <= 10
    assert any(world.reviews(p.id) for p in world.city("sf").places[:20])  # type: ignore[union-attr]


def test_opening_hours() -> None:
    bar = next(p for p in world.city("sf").places if p.cat == "bar" and p.hours[5] == (17 * 60, 26 * 60))  # type: ignore[union-attr]
    sat_9am = BOOT
    assert not world.is_open(bar, sat_9am)
    assert world.is_open(bar, sat_9am + 10 * 3_600_000)  # 19:00
    assert world.open_until(bar, sat_9am + 16 * 3_600_000) == 120  # Sunday 01:00, open until 02:00
    assert world.opens_next(bar, sat_9am) == (0, 17 * 60)


def test_routes_are_deterministic_and_sane() -> None:
    c = world.city("sf")
    assert c is not None
    a, b = R.place_point(c, c.places[10]), R.place_point(c, c.places[500])
    car, walk, transit = (R.route(c, a, b, m) for m in R.MODES)
    assert R.route(c, a, b, "car") == car
    assert car.seconds < walk.seconds and any(s.kind == "ride" for s in transit.steps)
    assert walk.metres <= car.metres + 1 and all(s.kind == "walk" for s in walk.steps)
    tolls = [(p, q) for p in c.places[:60] for q in c.places[300:360]
             if R.route(c, R.place_point(c, p), R.place_point(c, q), "car").toll]
    assert tolls, "some drives use the toll road"
    p, q = tolls[0]
    free = R.route(c, R.place_point(c, p), R.place_point(c, q), "car", avoid_tolls=True)
    assert not free.toll and free.seconds >= R.route(c, R.place_point(c, p), R.place_point(c, q), "car").seconds


def test_transit_rides_lines() -> None:
    c = world.city("bj")
    assert c is not None
    far = [(c.places[i], c.places[j]) for i in range(0, 200, 7) for j in range(400, 600, 11)]
    rides = [R.route(c, R.place_point(c, p), R.place_point(c, q), "transit") for p, q in far]
    assert any(any(s.kind == "ride" and s.stops >= 1 for s in r.steps) for r in rides)


def test_search() -> None:
    c = world.city("sf")
    assert c is not None
    cafes = search(c, "coffee", "", False, "relevance", 0, 0, BOOT)
    assert cafes and all(p.cat == "cafe" for p in cafes)
    top = search(c, "", "restaurant", True, "rating", 0, 0, BOOT)
    assert all(world.is_open(p, BOOT) for p in top)
    assert [p.rating for p in top] == sorted((p.rating for p in top), reverse=True)
    assert search(c, "Corner Pepper", "", False, "relevance", 0, 0, BOOT)[0].name == "Corner Pepper Grill"


def test_overlay_model_and_size() -> None:
    s = Session(seed=0)
    st = s.get_state()["apps"]["maps"]
    assert [x["id"] for x in st["lists"]] == ["favorites", "want_to_go"]
    assert len(json.dumps(st)) < 2_000, "the idle overlay holds no world data"
    with pytest.raises(StateError):
        s.set_state({"apps": {"maps": {"lists": [{"id": "favorites", "places": ["nope0001"]}]}}})
    with pytest.raises(StateError):
        s.set_state({"apps": {"maps": {"lists": [{"id": "l1", "name": " ", "places": []}]}}})
    zh = Session(seed=0, locale="zh-CN").get_state()["apps"]["maps"]
    assert zh["lists"][0]["places"] == ["bj0003", "bj0009"] and zh["recent_searches"] == ["咖啡", "烤鸭"]
