"""The Shop's read-only world data, loaded once per process and keyed by region: categories,
sellers and 20,000+ products (``scripts/gen_shop_data.py``). Specs and reviews are drawn from the
product's id on demand, never stored. Nothing here is per session."""

from __future__ import annotations

import gzip
import json
import random
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from mgym.clock import DEFAULT_EPOCH_MS
from mgym.i18n import N_

DATA = Path(__file__).parent / "data"
DAY_MS = 86_400_000
HOUR_MS = 3_600_000
CONDITIONS = ("new", "open_box", "used", "refurbished")
#: sort keys of the results list
SORTS = ("best", "price_asc", "price_desc", "newest", "ending")


@dataclass(frozen=True, slots=True)
class Product:
    id: str
    title: str
    cat: str
    brand: str
    cond: str
    auction: bool
    price: float  # buy-it-now price, or the current bid
    ship: float  # 0 = free shipping
    origin: str  # country code
    country: str  # the country's name in the region's language
    city: str
    days: int  # delivery days
    seller: str
    returns: int  # days to return; 0 = no returns
    listed: int  # ms
    ends: int  # ms (auctions), 0 otherwise
    bids: int
    emoji: str
    color: str  # colour name
    hue: str  # CSS colour of the picture
    stock: int
    sold: int

    @property
    def total(self) -> float:
        return round(self.price + self.ship, 2)


@dataclass(frozen=True, slots=True)
class Seller:
    id: str
    name: str
    rating: float  # positive feedback, %
    feedback: int
    since: int


@dataclass(frozen=True, slots=True)
class Category:
    id: str
    group: str
    emoji: str
    name: str
    brands: tuple[str, ...]


@dataclass(frozen=True)
class World:
    region: str
    currency: str
    home: str
    groups: dict[str, str]
    categories: dict[str, Category]
    countries: dict[str, str]
    sellers: dict[str, Seller]
    products: tuple[Product, ...]
    by_id: dict[str, Product]

    def product(self, pid: object) -> Product | None:
        return self.by_id.get(str(pid))

    def seller(self, sid: object) -> Seller | None:
        return self.sellers.get(str(sid))

    def in_category(self, cat: str) -> tuple[Product, ...]:
        return _in_cat(self.region, cat)


def _path(region: str) -> Path:
    p = DATA / f"{region}.json.gz"
    return p if p.exists() else DATA / "en.json.gz"


@cache
def world(region: str = "en") -> World:
    raw: dict[str, Any] = json.loads(gzip.decompress(_path(region).read_bytes()))
    cats = {c[0]: Category(c[0], c[1], c[2], c[3], tuple(c[4])) for c in raw["categories"]}
    cat_ids = list(cats)
    colors = raw["colors"]
    sellers = {s[0]: Seller(s[0], s[1], float(s[2]), int(s[3]), int(s[4])) for s in raw["sellers"]}
    seller_ids = list(sellers)
    countries = {k: v[0] for k, v in raw["countries"].items()}
    prods = []
    for r in raw["products"]:
        (pid, title, ci, bi, cond, auction, price, ship, origin, city, days, si, returns, listed, ends_h, bids,
         color, qty, sold) = r
        cat = cats[cat_ids[ci]]
        prods.append(Product(pid, title, cat.id, cat.brands[bi], cond, bool(auction), float(price), float(ship),
                             origin, countries[origin], city, int(days), seller_ids[si], int(returns),
                             DEFAULT_EPOCH_MS - int(listed) * DAY_MS - (int(pid[1:]) % 24) * HOUR_MS,
                             DEFAULT_EPOCH_MS + int(ends_h) * HOUR_MS if auction else 0, int(bids), cat.emoji,
                             colors[color][0], colors[color][1], int(qty), int(sold)))
    products = tuple(prods)
    return World(region, raw["currency"], raw["home"], raw["groups"], cats, countries, sellers, products,
                 {p.id: p for p in products})


@cache
def _in_cat(region: str, cat: str) -> tuple[Product, ...]:
    return tuple(p for p in world(region).products if p.cat == cat)


# ---- drawn on demand from the product id ------------------------------------------------------------
_SPECS: dict[str, tuple[tuple[str, tuple[str, ...]], ...]] = {
    "electronics": ((N_("Model year"), ("2023", "2024", "2025")), (N_("Warranty"), ("1 year", "2 years", "90 days")),
                    (N_("Connectivity"), ("Bluetooth 5.3", "Wi-Fi 6", "USB-C", "Bluetooth 5.0")),
                    (N_("Battery"), ("20 h", "30 h", "12 h", "48 h"))),
    "home": ((N_("Material"), ("Stainless steel", "Aluminium", "Cotton", "Wood", "Ceramic")),
             (N_("Dimensions"), ("30 × 20 × 10 cm", "45 × 35 × 20 cm", "60 × 40 × 40 cm")),
             (N_("Warranty"), ("1 year", "2 years"))),
    "fashion": ((N_("Size"), ("S", "M", "L", "XL", "EU 40", "EU 42")), (N_("Material"), ("Leather", "Cotton", "Polyester", "Wool")),
                (N_("Style"), ("Casual", "Sport", "Classic"))),
    "toys": ((N_("Age"), ("3+", "6+", "8+", "12+")), (N_("Pieces"), ("50", "250", "500", "1000")),
             (N_("Batteries"), ("Not needed", "Included", "Not included"))),
    "sports": ((N_("Material"), ("Carbon", "Aluminium", "Rubber", "Nylon")), (N_("Weight"), ("0.3 kg", "1.2 kg", "9.5 kg")),
               (N_("Level"), ("Beginner", "Intermediate", "Pro"))),
    "books": ((N_("Format"), ("Hardcover", "Paperback")), (N_("Pages"), ("192", "256", "320", "448")),
              (N_("Language"), ("English", "Chinese"))),
    "beauty": ((N_("Volume"), ("30 ml", "50 ml", "100 ml")), (N_("Skin type"), ("All", "Dry", "Oily", "Sensitive")),
               (N_("Made in"), ("France", "Japan", "Korea", "USA"))),
}
_ZH_VALUES = {"1 year": "1年", "2 years": "2年", "90 days": "90天", "20 h": "20小时", "30 h": "30小时",
              "12 h": "12小时", "48 h": "48小时", "Stainless steel": "不锈钢", "Aluminium": "铝", "Cotton": "纯棉",
              "Wood": "木", "Ceramic": "陶瓷", "Leather": "真皮", "Polyester": "涤纶", "Wool": "羊毛", "Casual": "休闲",
              "Sport": "运动", "Classic": "经典", "3+": "3岁以上", "6+": "6岁以上", "8+": "8岁以上", "12+": "12岁以上",
              "Not needed": "无需电池", "Included": "已含", "Not included": "不含", "Carbon": "碳纤维", "Rubber": "橡胶",
              "Nylon": "尼龙", "Beginner": "入门", "Intermediate": "进阶", "Pro": "专业", "Hardcover": "精装",
              "Paperback": "平装", "English": "英文", "Chinese": "中文", "All": "所有肤质", "Dry": "干性",
              "Oily": "油性", "Sensitive": "敏感", "France": "法国", "Japan": "日本", "Korea": "韩国", "USA": "美国"}
_REVIEWERS = ("a***n", "j***5", "m***y", "k***r", "s***a", "t***o", "l***e", "d***2", "r***i", "p***8", "c***h", "w***u")
REVIEW_TEXTS: dict[int, tuple[str, ...]] = {
    5: ("Exactly as described, fast shipping.", "Excellent quality for the price!", "Works perfectly, would buy again.",
        "Great seller, well packed."),
    4: ("Good value, minor scuff on the box.", "Does the job well.", "Nice, but delivery took a while."),
    3: ("It's okay. Smaller than I expected.", "Average quality, fair price."),
    2: ("Not great, stopped working after a week.", "Colour differs from the photos."),
    1: ("Arrived damaged. Returned it.", "Does not match the description."),
}
REVIEW_TEXTS_ZH: dict[int, tuple[str, ...]] = {
    5: ("和描述一致，发货很快。", "质量很好，性价比高！", "用着很好，会回购。", "卖家很好，包装仔细。"),
    4: ("东西不错，外盒有点磨损。", "挺好用的。", "不错，就是物流慢了点。"),
    3: ("一般般，比想象的小。", "质量普通，价格还行。"),
    2: ("不太好，用了一周就坏了。", "颜色和图片不一样。"),
    1: ("收到就是坏的，已退货。", "与描述不符。"),
}


def _rng(p: Product, what: str) -> random.Random:
    return random.Random(f"shop:{p.id}:{what}")


def specs(region: str, p: Product) -> list[tuple[str, str]]:
    """The item specifics (labels are msgids; values are data)."""
    w = world(region)
    rng = _rng(p, "specs")
    cat = w.categories[p.cat]
    rows = [(N_("Brand"), p.brand), (N_("Colour"), p.color)]
    zh = region == "zh-CN"
    for k, vals in _SPECS[cat.group]:
        v = rng.choice(vals)
        rows.append((k, _ZH_VALUES.get(v, v) if zh else v))
    return rows


@dataclass(frozen=True, slots=True)
class Review:
    who: str
    stars: int
    text: str
    time: int


@cache
def reviews(region: str, pid: str) -> tuple[Review, ...]:
    """0-20 reviews, newest first, drawn from the product id."""
    p = world(region).product(pid)
    if p is None:
        return ()
    rng = _rng(p, "reviews")
    n = rng.choice((0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 18, 20))
    quality = rng.choice((5, 5, 4, 4, 3))
    texts = REVIEW_TEXTS_ZH if region == "zh-CN" else REVIEW_TEXTS
    out = []
    for i in range(n):
        stars = max(1, min(5, quality - rng.choice((0, 0, 0, 1, 1, 2)) + rng.choice((0, 0, 1))))
        out.append(Review(rng.choice(_REVIEWERS), stars, rng.choice(texts[stars]),
                          p.listed + (i + 1) * DAY_MS // 2 + rng.randrange(DAY_MS // 2)))
    return tuple(sorted(out, key=lambda r: -r.time))


def rating(region: str, pid: str) -> tuple[float, int]:
    """(average stars, count); (0, 0) without reviews."""
    rs = reviews(region, pid)
    return (round(sum(r.stars for r in rs) / len(rs), 1), len(rs)) if rs else (0.0, 0)


# ---- search -------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Query:
    q: str = ""
    cat: str = ""
    brands: tuple[str, ...] = ()
    cond: tuple[str, ...] = ()
    pmin: float | None = None
    pmax: float | None = None
    origin: str = ""
    free: bool = False
    fmt: str = ""  # "" | "buy" | "auction"
    sort: str = "best"


def _matches(p: Product, words: tuple[str, ...], cat_name: str) -> bool:
    hay = f"{p.title} {cat_name}".lower()
    return all(w in hay for w in words)


@lru_cache(maxsize=512)
def search(region: str, query: Query) -> tuple[Product, ...]:
    """The products matching ``query``, in its sort order (ties by id)."""
    w = world(region)
    words = tuple(query.q.lower().split())
    exact = query.q.strip().lower()
    pool = w.in_category(query.cat) if query.cat else w.products
    out = [p for p in pool
           if (not words or _matches(p, words, w.categories[p.cat].name))
           and (not query.brands or p.brand in query.brands)
           and (not query.cond or p.cond in query.cond)
           and (query.pmin is None or p.price >= query.pmin)
           and (query.pmax is None or p.price <= query.pmax)
           and (not query.origin or p.origin == query.origin)
           and (not query.free or p.ship == 0)
           and (not query.fmt or p.auction == (query.fmt == "auction"))]
    key = {"price_asc": lambda p: (p.total, p.id), "price_desc": lambda p: (-p.total, p.id),
           "newest": lambda p: (-p.listed, p.id), "ending": lambda p: (p.ends or 1 << 62, p.id),
           "best": lambda p: (p.title.lower() != exact, -p.sold, p.id)}.get(
        query.sort, lambda p: (p.title.lower() != exact, -p.sold, p.id))
    return tuple(sorted(out, key=key))
