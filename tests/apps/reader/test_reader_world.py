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
def test_pagination_fills_pages_with_the_whole_text_in_order(region: str) -> None:
    """Pages hold the chapter's text in order, nothing lost or doubled; a paragraph that does not fit is
    split across pages; every page but a chapter's last is at least 70% full (by estimated lines)."""
    split = 0
    for b in world.world(region).books[:40:3]:
        for font in FONT_SIZES:
            line = model.LINE * font
            for ch in range(len(b["chapters"])):
                paras = b["chapters"][ch]["paras"]
                pages = model.pages(b, ch, font, region)
                segs = [s for p in pages for s in p]
                rebuilt: dict[int, str] = {}
                for i, a, e in segs:
                    assert a == len(rebuilt.get(i, "")) and e > a or paras[i] == ""
                    rebuilt[i] = rebuilt.get(i, "") + paras[i][a:e]
                assert [rebuilt[i] for i in sorted(rebuilt)] == list(paras) and sorted(rebuilt) == list(range(len(paras)))
                assert [i for i, _a, _e in segs] == sorted(i for i, _a, _e in segs)
                split += sum(1 for p in pages[1:] if p[0][1] > 0)
                for k, page in enumerate(pages[:-1]):
                    used = (model.HEAD_PX + model.HEAD_LINE * font) if k == 0 else 0.0
                    for i, a, e in page:
                        used += len(model.line_ends(paras[i][a:e], model.PAGE_W / font, 0 if a else model.INDENT)) * line
                    assert used >= 0.7 * model.PAGE_H, (b["id"], font, ch, k, used)
    assert split > 100
    # a bigger font never means fewer pages
    b = world.world(region).books[7]
    counts = [len(model.pages(b, 0, f, region)) for f in FONT_SIZES]
    assert counts == sorted(counts) and counts[-1] > counts[0]


def test_positions_survive_a_font_change() -> None:
    """A page's start (paragraph, char) maps to the page holding it at any other size, and back."""
    b = world.world("en").books[5]
    for page in range(len(model.pages(b, 1, 14, "en"))):
        para, off = model.page_start(model.pages(b, 1, 14, "en"), page)
        for font in FONT_SIZES:
            k = model.page_of(b, 1, para, font, "en", off)
            assert any(i == para and a <= off < max(e, a + 1) for i, a, e in model.pages(b, 1, font, "en")[k])
        assert model.page_of(b, 1, para, 14, "en", off) == page


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
