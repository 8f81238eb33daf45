"""Shared samplers, judges and oracle helpers of the Maps tasks.

Places come from the phone's region's cities (``os.device.region``). Judges read the overlay (lists,
settings) and recompute distances, opening hours and routes with the app's own functions
(:mod:`mgym.apps.maps.places`, :mod:`mgym.apps.maps.routing`), so a judge and the screen agree.
"""

from __future__ import annotations

import math
from random import Random
from typing import Any

from bench import ui
from mgym import actions as A
from mgym.apps.maps import routing as R
from mgym.apps.maps import world
from mgym.apps.maps.places import CHIPS
from mgym.apps.maps.world import City, Place
from mgym.clock import DEFAULT_EPOCH_MS

APP = "maps"
M = "apps.maps"
PERMISSION = "os.permissions.maps"
LIST_NAMES = {"en": ("Date night", "Weekend brunch", "Coffee crawl", "Parents visiting", "Rainy day ideas",
                     "Birthday dinner", "Road trip stops", "Quiet places"),
              "zh-CN": ("约会餐厅", "周末早午餐", "咖啡打卡", "爸妈来玩", "雨天去处", "生日聚餐", "自驾途经", "安静的地方")}
#: category -> (en noun, zh noun) of the places a chip finds
NOUNS = {"restaurant": ("restaurant", "餐厅"), "pharmacy": ("pharmacy", "药店"), "supermarket": ("supermarket", "超市"),
         "bar": ("bar", "酒吧"), "museum": ("museum", "博物馆"), "hotel": ("hotel", "酒店"),
         "gas": ("gas station", "加油站"), "bank": ("bank", "银行"), "park": ("park", "公园"),
         "hospital": ("hospital", "医院")}
MODE_WORDS = {"car": ("driving", "驾车"), "walk": ("walking", "步行"), "transit": ("transit", "公交")}


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def zh(state: dict[str, Any]) -> bool:
    return region(state) == "zh-CN"


def mp(state: dict[str, Any]) -> dict[str, Any]:
    st: dict[str, Any] = state["apps"]["maps"]
    return st


def cities(state: dict[str, Any]) -> tuple[City, ...]:
    return world.region_cities(region(state))


def city_of(p: Place) -> City:
    c = world.city(p.city)
    assert c is not None
    return c


def list_places(state: dict[str, Any], lid: str) -> list[str]:
    x = next((x for x in mp(state)["lists"] if x["id"] == lid), None)
    return list(x["places"]) if x else []


def pick_place(rng: Random, state: dict[str, Any], where: Any = None) -> Place:
    c = rng.choice(cities(state))
    pool = [p for p in c.places if where is None or where(p)]
    return rng.choice(pool)


def located_at(c: City, x: float, y: float, perm: str | None = "granted") -> dict[str, Any]:
    """A patch putting the phone at (x, y) in city ``c``, with Maps' location permission ``perm``."""
    lat, lon = c.latlon(x, y)
    out: dict[str, Any] = {"os": {"location": {"enabled": True, "lat": lat, "lon": lon}}}
    if perm:
        out["os"]["permissions"] = {"maps": {"location": perm}}
    return out


def wall_time(hour: int, minute: int = 0) -> int:
    """That time on the boot day (a Saturday)."""
    return DEFAULT_EPOCH_MS - 9 * 3_600_000 + hour * 3_600_000 + minute * 60_000


def route(state: dict[str, Any], a: Place | tuple[City, float, float], b: Place, mode: str,
          avoid_tolls: bool | None = None) -> R.Route:
    """The route the app shows from ``a`` (a place or a located point) to ``b`` under the phone's settings."""
    c = city_of(b)
    s = mp(state)["settings"]
    # a located point goes through lat/lon as the phone reports it, exactly as the app reads it
    start = R.place_point(c, a) if isinstance(a, Place) else R.xy_point(c, *c.xy(*c.latlon(a[1], a[2])))
    tolls = s["avoid_tolls"] if avoid_tolls is None else avoid_tolls
    return R.route(c, start, R.place_point(c, b), mode, tolls, s["avoid_highways"])


def km_text(metres: float) -> str:
    return f"{metres / 1000:.1f}"


def near(c: City, x: float, y: float, cat: str, km: float, at_ms: int) -> list[tuple[float, Place]]:
    """Open places of a chip's categories within ``km`` of (x, y), by rating then reviews."""
    rows = [(world.distance(x, y, p.x, p.y), p) for p in c.places if p.cat in CHIPS[cat][1] and world.is_open(p, at_ms)]
    return sorted(((d, p) for d, p in rows if d <= km * 1000), key=lambda t: (-t[1].rating, -t[1].reviews, t[1].id))


def top_rated_open(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    """A phone somewhere in a city at some hour, a category and a radius whose answer is clear-cut: one
    best-rated open place, well inside the radius, with no equal rating near the edge."""
    for _ in range(400):
        c = rng.choice(cities(state))
        x, y = rng.uniform(-1500, 1500), rng.uniform(-1500, 1500)
        cat = rng.choice(("restaurant", "pharmacy", "supermarket", "bar", "museum", "hotel", "bank"))
        km = rng.choice((1, 1.5, 2, 3))
        hour = rng.choice((8, 10, 13, 18, 21, 23))
        at = wall_time(hour, rng.choice((0, 30)))
        rows = near(c, x, y, cat, km + 0.3, at)
        inside = [(d, p) for d, p in rows if d <= km * 1000 - 150]
        if len(inside) < 2:
            continue
        best = inside[0][1]
        edge = [p for d, p in rows if d > km * 1000 - 150 and p.rating >= best.rating]
        if edge or rows[0][1] is not best or inside[1][1].rating == best.rating:
            continue
        return {"city": c.name, "cid": c.id, "x": round(x), "y": round(y), "cat": cat, "km": km, "hour": hour,
                "at": at, "id": best.id, "name": best.name}
    raise RuntimeError("no clear-cut top-rated place")


def where_setup(p: dict[str, Any]) -> dict[str, Any]:
    c = world.city(p["cid"])
    assert c is not None
    return {**located_at(c, p["x"], p["y"]), "time": p["at"]}


def localize_cat(p: dict[str, Any], locale: str) -> dict[str, Any]:
    noun = NOUNS[p["cat"]][1 if locale == "zh-CN" else 0]
    return {**p, "noun": noun}


# ---- oracle helpers ---------------------------------------------------------------------------
def launch() -> ui.Steps:
    return (yield from ui.open_app(APP))


def type_field(obs: Any, text: str) -> ui.Steps:
    e = next((e for e in obs.ui if e.editable), None)
    if e is None:
        raise ui.OracleError(f"no text field on {obs.app}/{obs.screen}")
    x, y = e.center
    return (yield A.Type(text=text, x=x, y=y, clear=True))


def show_city(obs: Any, cid: str) -> ui.Steps:
    """On the map: switch to city ``cid`` if another one is shown."""
    bar = obs.find(trigger="map.search")
    if bar and bar[0].params.get("city") != cid:
        obs = yield from ui.tap(obs, trigger="map.cities")
        obs = yield from ui.tap(obs, trigger="city.pick", city=cid)
    return obs


def open_place(obs: Any, p: Place) -> ui.Steps:
    """From the map: search the place's name in its city and open it."""
    obs = yield from show_city(obs, p.city)
    obs = yield from ui.tap(obs, trigger="map.search")
    obs = yield from type_field(obs, p.name)
    obs = yield A.Enter()
    return (yield from ui.tap(obs, trigger="place.open", id=p.id))


def save_to(obs: Any, p: Place, lid: str) -> ui.Steps:
    """On a place page: save it to list ``lid``."""
    obs = yield from ui.tap(obs, trigger="place.save", id=p.id)
    obs = yield from ui.tap(obs, trigger="save.toggle", list=lid, id=p.id)
    return (yield from ui.tap(obs, trigger="save.done"))


def directions_from(obs: Any, a: Place, b: Place, mode: str) -> ui.Steps:
    """On b's place page: directions from a by ``mode``."""
    obs = yield from ui.tap(obs, trigger="place.directions", id=b.id)
    obs = yield from ui.tap(obs, trigger="dir.pick", which="origin")
    obs = yield from type_field(obs, a.name)
    obs = yield from ui.tap(obs, trigger="pick.choose", id=a.id)
    if mode != "car":
        obs = yield from ui.tap(obs, trigger="dir.mode", mode=mode)
    return obs


def minutes_text(m: int) -> str:
    return str(m)


def ceil_min(seconds: float) -> int:
    return max(1, math.ceil(seconds / 60 - 1e-9))
