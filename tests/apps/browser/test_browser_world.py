"""The Browser's offline web: the generator's bytes, the sites and pages per region, URL rules, search."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from mgym.apps.browser import world as W

ROOT = Path(__file__).resolve().parents[3]


def test_generator_is_deterministic_per_region() -> None:
    spec = importlib.util.spec_from_file_location("gen_browser_data", ROOT / "scripts" / "gen_browser_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for region in mod.REGIONS:
        assert mod.path(region).read_bytes() == mod.build(region), f"{region}: pages.json is not what the script writes"


def test_both_regions_have_the_same_web_in_their_language() -> None:
    en, zh = W.world("en"), W.world("zh-CN")
    assert len(en.pages) >= 40 and set(en.pages) == set(zh.pages)
    assert {p["site"] for p in en.pages.values()} == {"find", "news", "wiki", "recipes", "shop", "phish"}
    assert en.pages["encyclo.org/wiki/mars"]["title"] == "Mars" and zh.pages["encyclo.org/wiki/mars"]["title"] == "火星"
    # prices are the region's own: dollars with cents, whole yuan
    assert all(p["price"] < 400 for p in en.pages.values() if "price" in p)
    assert any(p["price"] >= 400 for p in zh.pages.values() if "price" in p)
    for p in en.pages.values():  # every link of every page leads somewhere
        for b in p["blocks"]:
            for i in b.get("items", []):
                if isinstance(i, dict):
                    assert i["url"] in en.pages or i["url"].startswith("sms:"), i["url"]


def test_address_bar_rules() -> None:
    assert W.normalize("HTTPS://www.Encyclo.org/wiki/mars/") == "encyclo.org/wiki/mars"
    assert W.resolve_input("https://dailynews.com/") == "dailynews.com"
    assert W.resolve_input("blue whale") == "find.web/search?q=blue%20whale"
    assert W.search_query(W.resolve_input("大熊猫")) == "大熊猫"
    assert W.resolve_input("nowhere.example") == "nowhere.example"


def test_search_matches_every_word() -> None:
    en = W.world("en")
    assert [p["url"] for p in en.search("fluffy PANCAKES")] == ["recipebox.com/recipes/pancakes"]
    assert [p["url"] for p in W.world("zh-CN").search("松饼")] == ["recipebox.com/recipes/pancakes"]
    assert en.search("") == [] and en.search("zzzz") == []
