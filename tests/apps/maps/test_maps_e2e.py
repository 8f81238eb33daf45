"""Maps end to end in real Chromium, by screen coordinates (as an agent acts), checking the state:
my location through the OS permission dialog, search and results, saving to a new list, renaming
and deleting it, directions and settings, the website in the Browser, sharing, a geo: link."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps.maps import world
from mgym.os.intents import VIEW, Intent
from tests.conftest import click, obs_of, type_into

SF_HERE = {"enabled": True, "lat": 37.7790, "lon": -122.4150}


def mp(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["maps"]
    return st


@pytest.fixture
def s() -> Session:
    s = Session(seed=0)
    s.set_state({"os": {"location": SF_HERE}})
    s.step({"action": "awake", "app": "Maps"}, screenshot=False)
    return s


def test_my_location_asks_permission_and_centres(s: Session) -> None:
    click(s, trigger="map.me")
    click(s, trigger="perm.allow")
    assert s.get_state()["os"]["permissions"]["maps"]["location"] == "granted"
    top = s.sys.top()
    assert top["params"]["city"] == "sf" and top["params"]["z"] == 2
    click(s, trigger="map.search")
    click(s, trigger="search.chip", cat="pharmacy")
    obs = obs_of(s)
    assert s.screen == "results" and obs.find("Distances from your location")
    rows = obs.find(trigger="place.open")
    assert rows and world.place(rows[0].params["id"]).cat == "pharmacy"  # type: ignore[union-attr]


def test_save_to_new_list_rename_delete(s: Session) -> None:
    click(s, trigger="map.search")
    type_into(s, "Search in San Francisco", "Corner Pepper")
    s.step({"action": "enter"}, screenshot=False)
    assert s.screen == "results" and mp(s)["recent_searches"][0] == "Corner Pepper"
    click(s, trigger="place.open", id="sf0000")
    click(s, trigger="place.save", id="sf0000")
    click(s, trigger="save.new", id="sf0000")
    type_into(s, "List name", "Date night")
    click(s, trigger="listname.ok")
    lists = mp(s)["lists"]
    assert lists[-1] == {"id": "l1", "name": "Date night", "places": ["sf0000"]}
    assert s.screen == "place" and obs_of(s).find("Saved in Date night")
    s.step({"action": "back"}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)
    click(s, trigger="tab.saved")
    click(s, trigger="saved.open", list="l1")
    click(s, trigger="list.menu", list="l1")
    click(s, trigger="list.rename", list="l1")
    type_into(s, "List name", "Dinner spots", clear=True)
    click(s, trigger="listname.ok")
    assert mp(s)["lists"][-1]["name"] == "Dinner spots"
    click(s, trigger="list.remove", list="l1", id="sf0000")
    assert mp(s)["lists"][-1]["places"] == []
    click(s, trigger="list.menu", list="l1")
    click(s, trigger="list.delete", list="l1")
    click(s, trigger="delete.confirm")
    assert [x["id"] for x in mp(s)["lists"]] == ["favorites", "want_to_go"] and s.screen == "saved"


def test_directions_modes_avoid_tolls_and_start(s: Session) -> None:
    s.set_state({"os": {"permissions": {"maps": {"location": "granted"}}}})
    s.sys.start_activity(Intent(action=VIEW, data="geo:37.79401,-122.4406?q=Tide+Coffee+House"))
    assert s.screen == "place" and s.sys.top()["params"]["id"] == "sf0005"
    click(s, trigger="place.directions", id="sf0005")
    assert s.sys.top()["params"]["origin"] == "me"
    click(s, trigger="dir.mode", mode="transit")
    click(s, trigger="dir.options")
    click(s, trigger="opt.tolls")
    click(s, trigger="opt.done")
    assert mp(s)["settings"]["avoid_tolls"] is True
    click(s, trigger="dir.start")
    assert s.screen == "navigate" and mp(s)["last_route"]["mode"] == "transit"
    click(s, trigger="nav.exit")
    click(s, trigger="dir.share")
    click(s, trigger="sharesheet.copy")
    assert "maps.example/place/sf0005" in s.get_state()["os"]["clipboard"]


def test_website_opens_in_browser(s: Session) -> None:
    p = world.place("sf0004")
    assert p is not None and p.website
    click(s, trigger="map.search")
    type_into(s, "Search in San Francisco", p.name)
    s.step({"action": "enter"}, screenshot=False)
    click(s, trigger="place.open", id=p.id)
    click(s, trigger="place.website")
    assert s.app == "browser"
    st = s.get_state()["apps"]["browser"]
    tab = next(t for t in st["tabs"] if t["id"] == st["current"])
    assert tab["stack"][tab["pos"]] == "wandercoffeeco.com"
