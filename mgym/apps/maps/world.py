"""The Maps app's read-only world, loaded once per process (``scripts/gen_maps_data.py``): cities
with their road graphs, transit lines, parks, water and places. Reviews are drawn from a place's id
on demand. Nothing here is per session.

Positions are metres east (x) and north (y) of a city's centre; lat/lon follow by an
equirectangular projection, good to a metre over a city.
"""

from __future__ import annotations

import gzip
import json
import math
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any

from mgym.i18n import N_

DATA = Path(__file__).parent / "data" / "world.json.gz"
M_PER_DEG = 111_320.0

#: category id -> (label msgid, Material icon, pin colour)
CATEGORIES: dict[str, tuple[str, str, str]] = {
    "restaurant": (N_("Restaurant"), "restaurant", "#f57c00"), "cafe": (N_("Cafe"), "local_cafe", "#8d6e63"),
    "gas": (N_("Gas station"), "local_gas_station", "#1e88e5"), "hotel": (N_("Hotel"), "hotel", "#e91e63"),
    "park": (N_("Park"), "park", "#43a047"), "museum": (N_("Museum"), "museum", "#5e35b1"),
    "pharmacy": (N_("Pharmacy"), "local_pharmacy", "#00897b"),
    "supermarket": (N_("Supermarket"), "local_grocery_store", "#6d4c41"),
    "hospital": (N_("Hospital"), "local_hospital", "#e53935"), "bank": (N_("Bank"), "account_balance", "#546e7a"),
    "bar": (N_("Bar"), "local_bar", "#ad1457"), "bakery": (N_("Bakery"), "bakery_dining", "#ef6c00"),
    "gym": (N_("Gym"), "fitness_center", "#0277bd"), "bookstore": (N_("Bookstore"), "menu_book", "#3949ab"),
    "parking": (N_("Parking"), "local_parking", "#455a64"),
}


@dataclass(frozen=True, slots=True)
class Place:
    id: str
    name: str
    cat: str
    city: str
    x: float
    y: float
    lat: float
    lon: float
    road: int  # index into the city's roads
    a: int  # the street segment's end nodes
    b: int
    number: int
    address: str
    rating: float
    reviews: int
    price: int  # 0 = no price level, 1-4
    hours: tuple[tuple[int, int] | None, ...]  # Mon..Sun (open, close) minutes; close may pass 1440
    phone: str
    website: str


@dataclass(frozen=True, slots=True)
class Road:
    name: str
    kind: str  # street / arterial / highway
    toll: bool
    nodes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Line:
    id: str
    name: str
    kind: str  # metro / bus
    color: str
    headway: int  # minutes
    speed: int  # km/h
    stops: tuple[int, ...]


@dataclass(frozen=True)
class City:
    id: str
    region: str
    name: str
    lat: float
    lon: float
    n: int
    nodes: tuple[tuple[float, float], ...]
    roads: tuple[Road, ...]
    parks: tuple[tuple[float, float, float, float], ...]  # x0, y0, x1, y1
    water: tuple[tuple[float, float], ...]
    lines: tuple[Line, ...]
    places: tuple[Place, ...]
    by_id: dict[str, Place] = field(repr=False)

    def latlon(self, x: float, y: float) -> tuple[float, float]:
        return (round(self.lat + y / M_PER_DEG, 5),
                round(self.lon + x / (M_PER_DEG * math.cos(math.radians(self.lat))), 5))

    def xy(self, lat: float, lon: float) -> tuple[float, float]:
        return ((lon - self.lon) * M_PER_DEG * math.cos(math.radians(self.lat)), (lat - self.lat) * M_PER_DEG)

    def contains(self, x: float, y: float, margin: float = 800) -> bool:
        half = max(abs(v) for n in self.nodes[:1] for v in n) + margin
        return abs(x) <= half and abs(y) <= half


def _city(raw: dict[str, Any], hours: dict[str, list[list[list[int] | None]]], kinds: dict[str, str]) -> City:
    nodes = tuple((float(x), float(y)) for x, y in raw["nodes"])
    roads = tuple(Road(r["name"], r["kind"], bool(r.get("toll", False)), tuple(r["nodes"])) for r in raw["roads"])
    parks = tuple((min(nodes[a][0], nodes[b][0]) + 40, min(nodes[a][1], nodes[b][1]) + 40,
                   max(nodes[a][0], nodes[b][0]) - 40, max(nodes[a][1], nodes[b][1]) - 40) for a, b in raw["parks"])
    water = tuple((float(x), float(y)) for x, y in (raw["water"] or ()))
    lines = tuple(Line(ln["id"], ln["name"], ln["kind"], ln["color"], ln["headway"], ln["speed"], tuple(ln["stops"]))
                  for ln in raw["lines"])
    stub = City(raw["id"], raw["region"], raw["name"], raw["lat"], raw["lon"], raw["n"], nodes, roads, parks, water,
                lines, (), {})
    places = []
    for pid, name, cat, x, y, ri, a, b, number, rating, reviews, price, hi, phone, site in raw["places"]:
        lat, lon = stub.latlon(x, y)
        road = roads[ri].name
        address = (f"{road}{number}号" if raw["region"] == "zh-CN" else f"{number} {road}")
        week = tuple(tuple(d) if d else None for d in hours[kinds[cat]][hi])
        places.append(Place(pid, name, cat, raw["id"], float(x), float(y), lat, lon, ri, a, b, number, address,
                            float(rating), int(reviews), int(price), week, phone, site))
    ps = tuple(places)
    return City(raw["id"], raw["region"], raw["name"], raw["lat"], raw["lon"], raw["n"], nodes, roads, parks, water,
                lines, ps, {p.id: p for p in ps})


@cache
def cities() -> tuple[City, ...]:
    raw = json.loads(gzip.decompress(DATA.read_bytes()))
    return tuple(_city(c, raw["hours"], raw["cats"]) for c in raw["cities"])


@cache
def _index() -> dict[str, City]:
    return {c.id: c for c in cities()}


def city(cid: object) -> City | None:
    return _index().get(str(cid))


def region_cities(region: str) -> tuple[City, ...]:
    own = tuple(c for c in cities() if c.region == region)
    return own or tuple(c for c in cities() if c.region == "en")


def place(pid: object) -> Place | None:
    s = str(pid)
    c = city(s[:-4]) if len(s) > 4 else None
    return c.by_id.get(s) if c else None


def all_places() -> int:
    return sum(len(c.places) for c in cities())


def distance(x1: float, y1: float, x2: float, y2: float) -> float:
    return math.hypot(x2 - x1, y2 - y1)


def located(region: str, lat: float, lon: float) -> tuple[City, float, float] | None:
    """The region's city the point lies in, with the point's x/y there; None when outside them all."""
    for c in region_cities(region):
        x, y = c.xy(lat, lon)
        if c.contains(x, y):
            return c, x, y
    return None


# ---- opening hours ----------------------------------------------------------------------------
def wall(ms: int) -> datetime:
    """The phone's wall time (the virtual clock is local time)."""
    return datetime.fromtimestamp(ms / 1000, UTC)


def open_until(p: Place, ms: int) -> int | None:
    """Minutes after today's midnight the place closes if it is open at ``ms`` (may exceed 1440),
    else None. A window past midnight keeps yesterday's place open."""
    t = wall(ms)
    wd, minute = t.weekday(), t.hour * 60 + t.minute
    today = p.hours[wd]
    if today and today[0] <= minute < today[1]:
        return today[1]
    yday = p.hours[(wd - 1) % 7]
    if yday and yday[1] > 1440 and minute < yday[1] - 1440:
        return yday[1] - 1440
    return None


def is_open(p: Place, ms: int) -> bool:
    return open_until(p, ms) is not None


def opens_next(p: Place, ms: int) -> tuple[int, int] | None:
    """(days ahead, minute) when a closed place opens next; None if never."""
    t = wall(ms)
    minute = t.hour * 60 + t.minute
    for ahead in range(8):
        d = p.hours[(t.weekday() + ahead) % 7]
        if d and (ahead > 0 or d[0] > minute):
            return ahead, d[0]
    return None


# ---- reviews ------------------------------------------------------------------------------------
EN_AUTHORS = ("Maya R.", "Daniel K.", "Priya S.", "Tom H.", "Grace L.", "Luis M.", "Hannah W.", "Omar F.",
              "Chloe B.", "Ethan P.", "Sofia G.", "Ben C.", "Aiko T.", "Noah J.", "Zoe D.", "Marcus O.")
ZH_AUTHORS = ("小鱼儿", "晴天", "阿杰", "木子李", "吃货小王", "Lily", "大熊", "橙子", "老陈", "一只猫", "风起", "米粒",
              "小雨", "张先生", "Coco", "路人甲")
EN_GOOD = ("Great spot, friendly staff and quick service.", "Would definitely come back. Clean and well run.",
           "One of my favourites in the neighbourhood.", "Easy to find and never too crowded on weekdays.",
           "Excellent experience overall, highly recommend.", "Good value and a nice atmosphere.")
EN_MEH = ("It was fine, nothing special.", "Decent, but the wait was longer than expected.",
          "OK for a quick visit. Parking can be tricky.", "Mixed feelings: good location, average service.")
EN_BAD = ("Disappointing visit, staff seemed overwhelmed.", "Not worth it in my opinion. Too noisy.",
          "Closed earlier than the posted hours. Check before you go.")
ZH_GOOD = ("环境很好，服务也热情，下次还来。", "性价比很高，推荐！", "位置好找，周末人有点多但值得。", "整体体验非常棒，五星好评。",
           "干净整洁，店员很专业。", "附近最喜欢的一家。")
ZH_MEH = ("还行吧，中规中矩。", "等位时间有点长，其他都还可以。", "停车不太方便，东西一般。", "位置不错，服务一般。")
ZH_BAD = ("体验不太好，服务员忙不过来。", "有点失望，太吵了。", "比标注的营业时间关门早，去之前最好先打电话。")


@dataclass(frozen=True, slots=True)
class Review:
    author: str
    stars: int
    days_ago: int
    text: str


@cache
def reviews(pid: str) -> tuple[Review, ...]:
    """0-10 reviews of a place, drawn from its id (the same every time), newest first."""
    p = place(pid)
    if p is None:
        return ()
    rng = random.Random(f"review-{pid}")
    zh = p.id[:2] in ("bj", "sh", "hz")
    n = min(10, p.reviews, rng.randint(0, 10))
    out = []
    for _ in range(n):
        stars = max(1, min(5, round(rng.gauss(p.rating, 0.9))))
        pool = (ZH_GOOD if zh else EN_GOOD) if stars >= 4 else (ZH_MEH if zh else EN_MEH) if stars == 3 \
            else (ZH_BAD if zh else EN_BAD)
        out.append(Review(rng.choice(ZH_AUTHORS if zh else EN_AUTHORS), stars, rng.randint(1, 700), rng.choice(pool)))
    return tuple(sorted(out, key=lambda r: r.days_ago))
