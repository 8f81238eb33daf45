"""Shop world data (generated, both regions, byte-identical), search and filters, reviews, the overlay
model, and that an idle session holds only the small overlay."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import orjson
import pytest
from pydantic import ValidationError

from mgym import Session
from mgym.apps.shop import tracking, world
from mgym.apps.shop.state import ShopState

ROOT = Path(__file__).resolve().parents[3]


def test_generator_is_deterministic_in_both_regions() -> None:
    spec = importlib.util.spec_from_file_location("gen_shop_data", ROOT / "scripts" / "gen_shop_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for region in ("en", "zh-CN"):
        assert (world.DATA / f"{region}.json.gz").read_bytes() == mod.build(region), f"{region} data is stale"


def test_size_and_same_structure_across_regions() -> None:
    en, zh = world.world("en"), world.world("zh-CN")
    assert len(en.products) >= 20_000 and len(en.categories) >= 30 and len(en.sellers) >= 500
    assert [(p.id, p.cat, p.cond, p.auction) for p in en.products] == \
        [(p.id, p.cat, p.cond, p.auction) for p in zh.products]
    assert en.currency == "USD" and zh.currency == "CNY"
    assert {p.origin for p in en.products} == {"US", "UK", "JP", "DE", "CN"}
    assert all(len(c.brands) >= 5 for c in en.categories.values())
    p, q = en.product("p00118"), zh.product("p00118")
    assert p is not None and q is not None and p.title != q.title and q.price > p.price
    assert world.world("en") is en  # loaded once per process


def test_search_filters_and_sorts() -> None:
    q = world.Query(cat="headphones", cond=("new",), origin="JP", fmt="buy", sort="price_asc")
    rows = world.search("en", q)
    assert rows and all(p.cat == "headphones" and p.cond == "new" and p.origin == "JP" and not p.auction for p in rows)
    assert [p.total for p in rows] == sorted(p.total for p in rows)
    free = world.search("en", world.Query(q="tent", free=True, pmax=100))
    assert free and all(p.ship == 0 and p.price <= 100 and "tent" in p.title.lower() for p in free)
    ending = world.search("en", world.Query(cat="cameras", fmt="auction", sort="ending"))
    assert [p.ends for p in ending] == sorted(p.ends for p in ending)
    first = world.search("en", world.Query(q=world.world("en").products[42].title))[0]
    assert first.id == world.world("en").products[42].id  # an exact title comes first


def test_reviews_are_drawn_from_the_id() -> None:
    counts = {len(world.reviews("en", p.id)) for p in world.world("en").products[:300]}
    assert min(counts) == 0 and max(counts) == 20
    assert world.reviews("en", "p00118") == world.reviews("en", "p00118")
    stars, n = world.rating("en", "p00118")
    assert n == len(world.reviews("en", "p00118")) and 1 <= stars <= 5


def test_tracking_follows_the_clock() -> None:
    o: dict[str, Any] = {"time": 1773478800000, "lines": [{"product": "p00118", "qty": 1}], "status": "placed"}
    end = tracking.delivered_at("en", o)
    assert tracking.status("en", o, o["time"]) == "placed"
    assert tracking.status("en", o, end - 3 * tracking.HOUR) == "shipped"
    assert tracking.status("en", o, end) == "delivered"
    assert [s.done for s in tracking.steps("en", o, end)] == [True] * 5


def test_zh_default_orders_use_the_zh_world_prices() -> None:
    from mgym.apps.shop.state import REGION_STATE

    for o in REGION_STATE["zh-CN"]["orders"]:
        for ln in o["lines"]:
            p = world.world("zh-CN").product(ln["product"])
            assert p is not None and (ln["price"], ln["ship"]) == (p.price, p.ship)


def test_overlay_rejects_unknown_products_and_bad_defaults() -> None:
    with pytest.raises(ValidationError):
        ShopState(watchlist=["p99999"])
    with pytest.raises(ValidationError):
        ShopState(default_address="a9")
    with pytest.raises(ValidationError):
        ShopState.model_validate({"cart": [{"product": "p00118", "qty": 1}, {"product": "p00118", "qty": 2}]})


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
def test_idle_session_is_small(locale: str) -> None:
    s = Session(seed=0, locale=locale)
    s.step({"action": "awake", "app": "shop"}, screenshot=False)
    overlay = s.get_state()["apps"]["shop"]
    assert len(orjson.dumps(overlay)) < 4_000  # the world is never in the session
    assert len(orjson.dumps(s.snapshot().persistent["apps"]["shop"])) < 200_000
