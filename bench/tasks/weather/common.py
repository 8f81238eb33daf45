"""Shared samplers, answers and oracle helpers of the Weather tasks.

Forecasts are a pure function of the world data and the date, so expected answers are computed with
the app's own :mod:`mgym.apps.weather.forecast` at the episode's start instant (:func:`start_utc`: the
boot wall time in the phone's zone, a region's home zone); cities are drawn where the local date cannot
roll over during an episode.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from mgym.apps.weather import forecast as F
from mgym.apps.weather import world
from mgym.apps.weather.world import City

APP = "Weather"
CITIES = "apps.weather.cities"
UNIT = "apps.weather.settings.unit"
#: the virtual clock at boot (Saturday 09:00, the phone's wall time in its zone)
START_MS = 1773478800000
UNIT_NAMES = {"c": ("Celsius", "摄氏度"), "f": ("Fahrenheit", "华氏度")}
UNIT_SIGNS = {"c": "°C", "f": "°F"}


def wx(state: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = state["apps"]["weather"]
    return out


def city(cid: str) -> City:
    c = world.city(cid)
    assert c is not None, cid
    return c


def locale(state: dict[str, Any]) -> str:
    return str(state["os"]["settings"]["system"]["locale"])


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def start_utc(state: dict[str, Any]) -> int:
    """The UTC instant an episode starts at: the boot wall time read in the phone's zone (what the
    app's views do with the virtual clock)."""
    return F.utc_now(state["os"], START_MS)


def safe_cities(state: dict[str, Any]) -> list[City]:
    """Cities on the phone's date whose local time during an episode stays between 01:00 and 22:00 (so
    "today" and "tomorrow" mean the same days there as on the phone, for the whole episode) and whose
    English and Chinese names are unique."""
    en = Counter(c["name"] for c in world.cities())
    zh = Counter(c["name_zh"] for c in world.cities())
    at = start_utc(state)
    today = (datetime(1970, 1, 1) + timedelta(milliseconds=START_MS)).date()  # the phone's (a wall time)
    return [c for c in world.cities()
            if (now := F.local_now(c, at)).date() == today and 1 <= now.hour <= 21
            and en[c["name"]] == 1 and zh[c["name_zh"]] == 1]


def others(state: dict[str, Any]) -> list[City]:
    """Safe cities not saved on the phone."""
    saved = set(wx(state)["cities"])
    return [c for c in safe_cities(state) if c["id"] not in saved]


def with_city(rng: Random, state: dict[str, Any], cid: str, *more: str) -> list[str]:
    """The phone's saved cities with ``cid`` (and ``more``) put in at random places."""
    out = [c for c in wx(state)["cities"] if c not in (cid, *more)]
    for x in (cid, *more):
        out.insert(rng.randint(0, len(out)), x)
    return out


def names(cid: str) -> dict[str, str]:
    c = city(cid)
    return {"en": str(c["name"]), "zh-CN": str(c["name_zh"])}


def days(cid: str, state: dict[str, Any], n: int = F.DAYS_SHOWN) -> list[F.Day]:
    """The forecast the phone shows for a city at the episode's start (``state``: the phone's)."""
    return F.days(city(cid), start_utc(state), n)


# ---- oracle helpers ------------------------------------------------------------------------------
def name_on(obs: Any, cid: str) -> str:
    return names(cid)["zh-CN" if obs.locale == "zh-CN" else "en"]


def open_city(obs: Any, cid: str) -> ui.Steps:
    """From Weather's home: the menu, Manage cities, tap the city (its page shows)."""
    obs = yield from ui.tap(obs, trigger="home.menu")
    obs = yield from ui.tap(obs, trigger="menu.manage")
    return (yield from ui.tap(obs, trigger="manage.open", city_id=cid))


def search_add(obs: Any, cid: str) -> ui.Steps:
    """From Weather's home: Add city, type the name, pick it."""
    obs = yield from ui.tap(obs, trigger="home.add")
    obs = yield from ui.type_into(obs, "Search for a city", name_on(obs, cid))
    return (yield from ui.tap(obs, trigger="search.pick", city_id=cid))


def day_row(obs: Any, i: int) -> str:
    """The text of day ``i``'s row in a forecast list on screen."""
    rows = obs.find(trigger="home.day", i=i)
    assert rows, obs.text()
    return str(rows[0].text)


def temps(text: str) -> list[int]:
    """The temperatures (numbers before a degree sign) in ``text``, in order."""
    return [int(m) for m in re.findall(r"(-?\d+)°", text)]


def percent(text: str) -> int:
    m = re.search(r"(\d+)%", text)
    assert m is not None, text
    return int(m.group(1))
