"""Reader's world data (generated, both regions, byte-identical), rankings, pagination and the
statistics computed from the reading records; the idle overlay stays small."""

from __future__ import annotations

import importlib.util
import json
from datetime import date
from pathlib import Path

import pytest

from mgym import Session
from mgym.apps.reader import model, world
from mgym.apps.reader.state import FONT_SIZES, ReaderState

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_generator_is_byte_identical(region: str) -> None:
    spec = importlib.util.spec_from_file_location("gen_reader_data", ROOT / "scripts" / "gen_reader_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert (world.DATA / f"{region}.json.gz").read_bytes() == mod.build(region), f"{region}.json.gz is stale"


@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_world_size_and_shape(region: str) -> None:
    w = world.world(region)
    assert len(w.books) >= 100 and len({b["title"] for b in w.books}) == len(w.books)
    assert {b["cat"] for b in w.books} == set(world.CATEGORIES) and len(world.CATEGORIES) >= 12
    for b in w.books:
        assert len(b["chapters"]) >= 5 and all(c["title"] and len(c["paras"]) >= 5 for c in b["chapters"])
        assert len({c["title"] for c in b["chapters"]}) == len(b["chapters"])
        assert b["words"] > 0 and 0 < b["rating"] <= 5 and b["readers"] > 0 and b["color"] and b["emoji"]
    assert any(b["price"] for b in w.books) and any(not b["price"] for b in w.books)
    assert len(w.records) >= 300
    days = {d for d, _b, _m in w.records}
    assert min(days) >= "2025-12-14" and max(days) < "2026-03-14"
    assert world.world(region) is w  # loaded once per process


def test_rankings_order() -> None:
    w = world.world("en")
    hot = w.ranking("hot", "mystery")
    assert all(b["cat"] == "mystery" for b in hot)
    assert [b["readers"] for b in hot] == sorted((b["readers"] for b in hot), reverse=True)
    top = w.ranking("top")
    assert [b["rating"] for b in top] == sorted((b["rating"] for b in top), reverse=True)
    new = w.ranking("new", "poetry")
    assert [b["published"] for b in new] == sorted((b["published"] for b in new), reverse=True)


@pytest.mark.parametrize("region", ["en", "zh-CN"])
def test_pagination_covers_every_paragraph_once(region: str) -> None:
    b = world.world(region).books[7]
    for font in FONT_SIZES:
        for ch in range(len(b["chapters"])):
            pages = model.pages(b, ch, font, region)
            assert [i for p in pages for i in p] == list(range(len(b["chapters"][ch]["paras"])))
    # a bigger font never means fewer pages
    counts = [len(model.pages(b, 0, f, region)) for f in FONT_SIZES]
    assert counts == sorted(counts) and counts[-1] > counts[0]


def test_statistics_from_records() -> None:
    by_day = model.minutes_by_day("en", {"records": [{"d": "2026-03-10", "book": "b001", "m": 7}]})
    base = model.minutes_by_day("en", {"records": []})
    assert by_day["2026-03-10"] == base.get("2026-03-10", 0) + 7
    week = model.period_days(date(2026, 3, 14), "week", -1)
    assert week[0] == date(2026, 3, 2) and week[-1] == date(2026, 3, 8)
    month = model.period_days(date(2026, 3, 14), "month", -1)
    assert (month[0], month[-1]) == (date(2026, 2, 1), date(2026, 2, 28))
    assert model.goal_days(by_day, week, 0) == 7


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
def test_idle_overlay_is_small_and_valid(locale: str) -> None:
    s = Session(seed=0, locale=locale)
    st = s.get_state()["apps"]["reader"]
    ReaderState.model_validate(st)
    assert len(st["shelf"]) == 16 and st["groups"] and st["bookmarks"] and st["highlights"]
    assert len(json.dumps(st)) < 200_000 / 10
