"""Rail world data (generated per region, byte-identical), timetable queries, fares, availability and
the rules: resident ID / passport validation and the refund fee."""

from __future__ import annotations

import gzip
import importlib.util
import json
from pathlib import Path

import pytest

from mgym.apps.rail import model, world
from mgym.apps.rail.state import RailState

ROOT = Path(__file__).resolve().parents[3]


def test_generator_is_deterministic_in_both_regions() -> None:
    spec = importlib.util.spec_from_file_location("gen_rail_data", ROOT / "scripts" / "gen_rail_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for region in ("en", "zh-CN"):
        assert (world.DATA / f"{region}.json.gz").read_bytes() == mod.build(region), f"{region} data is stale"


@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_world_size_and_shape(region: str) -> None:
    w = world.world(region)
    assert len(w.stations) >= 3000 and len(w.trains) >= 5000
    assert len({s["name"] for s in w.stations}) == len(w.stations)
    types = {t.type for t in w.trains.values()}
    assert types == ({"G", "D", "Z", "T", "K"} if region == "zh-CN" else {"E", "R", "N"})
    for t in list(w.trains.values())[:300]:
        times = [x for s in t.stops for x in s[1:3]]
        assert times == sorted(times) and len(t.stops) >= 2
        assert all(c in world.RATES[t.type] for c in t.classes)
    raw = json.loads(gzip.decompress((world.DATA / f"{region}.json.gz").read_bytes()))
    assert raw["region"] == region


def test_station_search_by_name_pinyin_and_initials() -> None:
    assert world.search_stations("zh-CN", "bjn")[0]["name"] == "北京南"
    assert world.search_stations("zh-CN", "beijingnan")[0]["name"] == "北京南"
    assert world.search_stations("zh-CN", "北京")[0]["name"] == "北京"
    assert world.search_stations("en", "denver")[0]["name"] == "Denver"
    assert world.search_stations("en", "") == []


def test_legs_fares_and_availability_are_pure() -> None:
    w = world.world("zh-CN")
    frm, to = w.by_name["长沙"], w.by_name["岳阳"]
    legs = world.legs("zh-CN", frm, to, "2026-03-20")
    assert len(legs) >= 10 and [lg.dep for lg in legs] == sorted(lg.dep for lg in legs)
    lg = legs[0]
    assert lg.duration > 0 and lg.km > 0 and lg.from_station == frm and lg.to_station == to
    for c in lg.train.classes:
        assert world.fare("zh-CN", lg, c) >= 5 and world.fare("zh-CN", lg, c) * 2 == int(world.fare("zh-CN", lg, c) * 2)
        assert world.seats_left(lg.train.id, lg.date, c) == world.seats_left(lg.train.id, lg.date, c)
    left = {world.seats_left(t, "2026-03-20", "second") for t in list(w.trains)[:500]}
    assert 0 in left and world.PLENTY in left and any(0 < n < 20 for n in left)
    assert world.leg("zh-CN", lg.train.id, lg.date, to, frm) is None  # wrong direction


def test_running_days_follow_the_weekday_mask() -> None:
    w = world.world("en")
    t = next(t for t in w.trains.values() if t.days != 127)
    a, b = t.stops[0][0], t.stops[-1][0]
    runs = [d for d in model.sale_days(1773478800000)[:7] if world.leg("en", t.id, d, a, b) is not None]
    assert 0 < len(runs) < 7


def test_resident_id_and_passport_validation() -> None:
    body = "11010519900307451"
    good = body + model.resident_id_check(body)
    assert good == "11010519900307451X" and model.id_ok("zh-CN", good)
    assert not model.id_ok("zh-CN", body + "1")  # wrong check character
    assert not model.id_ok("zh-CN", "110105199013074510")  # month 13
    assert not model.id_ok("zh-CN", "12345")
    assert model.id_ok("en", "X31875402") and model.id_ok("en", "AB123456")
    assert not model.id_ok("en", "12345678") and not model.id_ok("en", "X12")
    for p in RailState().passengers:
        assert model.id_ok("en", p.id_no)


@pytest.mark.parametrize(("hours", "rate"), [(200, 0.0), (192, 0.0), (100, 0.05), (48, 0.05), (30, 0.1), (5, 0.2)])
def test_refund_rule(hours: float, rate: float) -> None:
    assert model.refund_rate(hours) == rate


def test_refund_quote_by_time_before_departure() -> None:
    lg = world.legs("zh-CN", world.world("zh-CN").by_name["长沙"], world.world("zh-CN").by_name["岳阳"], "2026-03-15")[-1]
    o = {"train": lg.train.id, "date": lg.date, "frm": lg.from_station, "to": lg.to_station, "price": 100.0}
    now = model.to_ms(lg.date, lg.dep) - 30 * model.HOUR_MS
    assert model.refund_quote("zh-CN", o, now) == (10.0, 90.0)
    assert model.refund_quote("zh-CN", o, now - 10 * model.DAY_MS) == (0.0, 100.0)
