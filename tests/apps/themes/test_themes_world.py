"""Theme Store world data (generated, both regions), the overlay model, the OS look settings and
how looks resolve for the launcher and the shell."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from pydantic import ValidationError

from mgym.apps.themes import looks, world
from mgym.apps.themes.state import ThemesState
from mgym.os.schema import Display

ROOT = Path(__file__).resolve().parents[3]


def test_generator_is_deterministic_in_both_regions() -> None:
    spec = importlib.util.spec_from_file_location("gen_themes_data", ROOT / "scripts" / "gen_themes_data.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for region in ("en", "zh-CN"):
        assert (world.DATA / f"{region}.json").read_bytes() == mod.build(region), f"{region}.json is stale"


def test_regions_share_ids_and_looks_not_names_or_prices() -> None:
    for kind in world.KEYS:
        en, zh = world.items("en", kind), world.items("zh-CN", kind)
        assert [i["id"] for i in en] == [i["id"] for i in zh]
        assert any(a["name"] != b["name"] for a, b in zip(en, zh, strict=True))
        assert any(i["price"] for i in en) and any(not i["price"] for i in en)
    assert world.item("zh-CN", "midnight")["name"] == "午夜"  # type: ignore[index]
    assert {w["category"] for w in world.items("en", "wallpaper")} == set(world.CATEGORIES)
    assert world.currency("zh-CN") == "CNY" and world.currency("en") == "USD"


def test_overlay_rejects_unknown_or_twice_owned_items() -> None:
    assert ThemesState().owned == []
    ThemesState(owned=["mint", "saturn"])
    with pytest.raises(ValidationError):
        ThemesState(owned=["no_such_theme"])
    with pytest.raises(ValidationError):
        ThemesState(owned=["mint", "mint"])


def test_os_display_look_ids_are_validated() -> None:
    d = Display()
    assert (d.theme, d.wallpaper, d.icon_pack) == ("default", "default", "default")
    with pytest.raises(ValidationError):
        Display(wallpaper="Bad Id!")


def test_looks_resolve_from_os_display() -> None:
    stock = {"theme": "default", "wallpaper": "default", "icon_pack": "default"}
    assert looks.phone_look(stock)["accent"] is None and looks.wallpaper(stock) is None
    assert looks.icon(stock, "#123456") == {"color": "#123456", "radius": "50%"}
    dark = looks.phone_look({**stock, "theme": "midnight"})
    assert dark["dark"] and dark["statusbar"] == "#0b1026" and dark["statusbar_fg"] == "#ffffff"
    assert looks.wallpaper({**stock, "wallpaper": "nebula"}) == "linear-gradient(160deg, #200122, #6f0000)"
    assert looks.icon({**stock, "icon_pack": "mono_ink"}, "#123456") == {"color": "#37474f", "radius": "50%"}
    assert looks.icon({**stock, "icon_pack": "pixel_square"}, "#123456")["radius"] == "14%"
    # an id of the wrong kind draws the stock look
    assert looks.wallpaper({**stock, "wallpaper": "midnight"}) is None
