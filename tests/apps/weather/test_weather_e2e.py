"""Weather end to end in real Chromium, by screen coordinates only (as an agent acts), checking the
state: the located city through the OS permission dialog, adding, reordering and removing cities,
the temperature unit, paging through cities and the forecast screens."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from tests.conftest import click, obs_of, type_into


def wx(s: Session) -> dict[str, Any]:
    state: dict[str, Any] = s.get_state()["apps"]["weather"]
    return state


@pytest.fixture
def s() -> Session:
    s = Session(seed=0)
    s.step({"action": "awake", "app": "Weather"}, screenshot=False)
    return s


def manage(s: Session) -> None:
    click(s, trigger="home.menu")
    click(s, trigger="menu.manage")
    assert s.screen == "manage"


def test_located_city_asks_permission(s: Session) -> None:
    manage(s)
    click(s, trigger="loc.toggle")
    click(s, trigger="perm.deny")
    assert wx(s)["use_location"] is False
    assert s.get_state()["os"]["permissions"]["weather"]["location"] == "denied"
    click(s, trigger="loc.toggle")  # asked again
    click(s, trigger="perm.allow")
    assert wx(s)["use_location"] is True
    obs = click(s, trigger="manage.open", city_id="here")
    assert s.screen == "home" and obs.find("Mountain View")
    click(s, trigger="home.menu")
    click(s, trigger="menu.manage")
    click(s, trigger="loc.toggle")  # off again, no dialog
    assert wx(s)["use_location"] is False


def test_add_reorder_remove(s: Session) -> None:
    click(s, trigger="home.add")
    type_into(s, "Search for a city", "Hangz")
    s.step({"action": "back"}, screenshot=False)
    obs = click(s, trigger="search.pick", city_id="hangzhou")
    assert s.screen == "home" and obs.find("Hangzhou") and wx(s)["cities"][-1] == "hangzhou"
    manage(s)
    click(s, trigger="city.move", city_id="hangzhou", by=-1)
    assert wx(s)["cities"] == ["san-francisco", "new-york", "london", "hangzhou", "paris"]
    click(s, trigger="city.remove", city_id="new-york")
    click(s, "Cancel", trigger="remove.cancel")
    assert "new-york" in wx(s)["cities"]
    click(s, trigger="city.remove", city_id="new-york")
    click(s, trigger="remove.confirm")
    assert wx(s)["cities"] == ["san-francisco", "london", "hangzhou", "paris"]


def test_units_and_pages(s: Session) -> None:
    obs = click(s, trigger="city.flip", by=1)
    assert obs.find("New York")
    click(s, trigger="home.menu")
    click(s, trigger="menu.settings")
    click(s, trigger="settings.choose", which="unit")
    click(s, trigger="choose.pick", value="f")
    assert wx(s)["settings"]["unit"] == "f"
    s.step({"action": "back"}, screenshot=False)
    obs = obs_of(s)
    assert s.screen == "home" and obs.find("New York") and obs.find("°F")
    click(s, trigger="home.daily")
    assert len(obs_of(s).find(trigger="home.day")) >= 10
    obs = click(s, trigger="home.day", i=2)
    assert s.screen == "day" and obs.find("2026")
