"""Where the user is and what is around: the map's city and origin, search over the city's places,
and formatting of distances. Shared by effects and views (no state writes here)."""

from __future__ import annotations

from typing import Any

from mgym.apps.maps import routing as R
from mgym.apps.maps import world
from mgym.apps.maps.world import City, Place
from mgym.i18n import N_
from mgym.os.context import AppContext

#: chip id -> (label msgid, categories); the map's quick searches
CHIPS: dict[str, tuple[str, tuple[str, ...]]] = {
    "restaurant": (N_("Restaurants"), ("restaurant",)), "cafe": (N_("Coffee"), ("cafe", "bakery")),
    "gas": (N_("Gas"), ("gas",)), "hotel": (N_("Hotels"), ("hotel",)), "pharmacy": (N_("Pharmacies"), ("pharmacy",)),
    "supermarket": (N_("Groceries"), ("supermarket",)), "park": (N_("Parks"), ("park",)), "museum": (N_("Museums"), ("museum",)),
    "bank": (N_("Banks"), ("bank",)), "bar": (N_("Bars"), ("bar",)), "hospital": (N_("Hospitals"), ("hospital",)),
    "parking": (N_("Parking"), ("parking",)),
}
#: search words (either language) that mean a category
WORDS: dict[str, str] = {
    "restaurant": "restaurant", "restaurants": "restaurant", "food": "restaurant", "餐厅": "restaurant",
    "美食": "restaurant", "饭店": "restaurant", "coffee": "cafe", "cafe": "cafe", "café": "cafe", "咖啡": "cafe",
    "gas": "gas", "gas station": "gas", "加油站": "gas", "hotel": "hotel", "hotels": "hotel", "酒店": "hotel",
    "pharmacy": "pharmacy", "pharmacies": "pharmacy", "drugstore": "pharmacy", "药店": "pharmacy", "药房": "pharmacy",
    "supermarket": "supermarket", "grocery": "supermarket", "groceries": "supermarket", "超市": "supermarket",
    "park": "park", "parks": "park", "公园": "park", "museum": "museum", "museums": "museum", "博物馆": "museum",
    "hospital": "hospital", "医院": "hospital", "bank": "bank", "banks": "bank", "银行": "bank", "bar": "bar",
    "bars": "bar", "酒吧": "bar", "bakery": "bakery", "面包": "bakery", "gym": "gym", "健身": "gym",
    "bookstore": "bookstore", "书店": "bookstore", "parking": "parking", "停车场": "parking",
}
SORTS = ("relevance", "distance", "rating")
MAX_RESULTS = 60


def cities(ctx: AppContext) -> tuple[City, ...]:
    return world.region_cities(ctx.region)


def me(ctx: AppContext) -> tuple[City, float, float] | None:
    """The phone's position on the region's map, when the app may read it and it lies in a city."""
    loc = ctx.os["location"]
    if not (loc["enabled"] and ctx.has_permission("location")):
        return None
    return world.located(ctx.region, float(loc["lat"]), float(loc["lon"]))


def map_city(ctx: AppContext, cid: object = None) -> City:
    c = world.city(cid) if cid else None
    if c is not None and c.region == cities(ctx)[0].region:
        return c
    here = me(ctx)
    return here[0] if here else cities(ctx)[0]


def origin(ctx: AppContext, c: City, x: Any = None, y: Any = None) -> tuple[float, float, bool]:
    """Where distances are measured from: my location in this city, else the given point (the map's
    centre), else the city centre. The flag says whether it is my location."""
    here = me(ctx)
    if here and here[0].id == c.id:
        return here[1], here[2], True
    return float(x or 0), float(y or 0), False


def dist_text(ctx: AppContext, metres: float) -> str:
    """A distance in the chosen units: "350 m" / "1.2 km", "500 ft" / "0.8 mi"."""
    if ctx.state["settings"]["units"] == "mi":
        mi = metres / 1609.344
        return ctx.gettext("{n} ft", n=int(round(metres * 3.28084, -1))) if mi < 0.1 else ctx.gettext("{n} mi", n=f"{mi:.1f}")
    return ctx.gettext("{n} m", n=int(round(metres, -1))) if metres < 1000 else ctx.gettext("{n} km", n=f"{metres / 1000:.1f}")


def duration_text(ctx: AppContext, minutes: int) -> str:
    if minutes < 60:
        return ctx.gettext("{n} min", n=minutes)
    return ctx.gettext("{h} hr {m} min", h=minutes // 60, m=minutes % 60)


def search(c: City, q: str, cat: str, open_now: bool, sort: str, ox: float, oy: float, now: int) -> list[Place]:
    """The city's places matching a text query or a chip's categories (best first)."""
    key = q.strip().casefold()
    cats = CHIPS[cat][1] if cat in CHIPS else ((WORDS[key],) if key in WORDS else ())
    if cats:
        rows = [p for p in c.places if p.cat in cats]
    elif key:
        rows = [p for p in c.places if key in p.name.casefold() or key in p.address.casefold()]
    else:
        rows = []
    if open_now:
        rows = [p for p in rows if world.is_open(p, now)]

    def d(p: Place) -> float:
        return world.distance(ox, oy, p.x, p.y)

    if sort == "rating":
        rows.sort(key=lambda p: (-p.rating, -p.reviews, d(p), p.id))
    elif sort == "distance" or cats:
        rows.sort(key=lambda p: (d(p), p.id))
    else:
        rows.sort(key=lambda p: (not p.name.casefold().startswith(key), d(p), p.id))
    return rows


def point(ctx: AppContext, c: City, key: str) -> R.Point | None:
    """A directions end: "me" (my location in this city) or a place id."""
    if key == "me":
        here = me(ctx)
        return R.xy_point(c, here[1], here[2], "") if here and here[0].id == c.id else None
    p = world.place(key)
    return R.place_point(c, p) if p is not None and p.city == c.id else None


def route_of(ctx: AppContext, origin_key: str, to: str, mode: str) -> R.Route | None:
    p = world.place(to)
    c = world.city(p.city) if p else None
    if c is None:
        return None
    a, b = point(ctx, c, origin_key), point(ctx, c, to)
    if a is None or b is None:
        return None
    s = ctx.state["settings"]
    return R.route(c, a, b, mode, s["avoid_tolls"], s["avoid_highways"])
