"""Generate the Maps app's world data: three cities per region, each a grid-ish road network with
arterials, a free expressway and a toll road, transit lines, parks, water and ~900 places.

    .venv/bin/python scripts/gen_maps_data.py   # rewrites mgym/apps/maps/data/world.json.gz

Deterministic: one seeded RNG per city; gzip without a timestamp, sorted keys, so the same script
writes the same bytes (a test checks). Positions are metres east / north of the city's centre;
``mgym.apps.maps.world`` turns them into lat/lon and builds the graph. Reviews are not stored:
the world draws them from the place's id on demand.
"""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "maps" / "data" / "world.json.gz"
SEED = 20260401
N = 15  # nodes per side
SPACING = 420  # metres between grid nodes
PLACES_PER_CITY = 920

#: id, region, name, lat, lon, water side, area code
CITIES = [("sf", "en", "San Francisco", 37.7749, -122.4194, "east", "415"),
          ("mv", "en", "Mountain View", 37.4100, -122.0800, "north", "650"),
          ("sea", "en", "Seattle", 47.6062, -122.3321, "west", "206"),
          ("bj", "zh-CN", "北京", 39.9042, 116.4074, "", "010"),
          ("sh", "zh-CN", "上海", 31.2304, 121.4737, "east", "021"),
          ("hz", "zh-CN", "杭州", 30.2741, 120.1551, "west", "0571")]

EN_ROWS = ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir", "Hawthorn", "Juniper", "Laurel", "Magnolia", "Oak",
           "Poplar", "Redwood", "Spruce", "Willow", "Aspen", "Chestnut", "Hazel", "Linden", "Maple", "Sycamore",
           "Cypress", "Holly", "Olive", "Pine", "Rowan", "Walnut", "Yew", "Beech", "Larch"]
EN_COLS = ["Franklin", "Jefferson", "Madison", "Monroe", "Jackson", "Lincoln", "Grant", "Harrison", "Cleveland",
           "Garfield", "Adams", "Hamilton", "Webster", "Clay", "Marshall", "Taylor", "Pierce", "Polk", "Tyler",
           "Hayes", "Fillmore", "Lyon", "Baker", "Mason", "Hyde", "Larkin", "Powell", "Stockton", "Kearny", "Davis"]
ZH_ROWS = ["长安", "建国", "和平", "光明", "人民", "解放", "中山", "新华", "复兴", "友谊", "团结", "胜利", "文化", "学院",
           "科技", "园林", "青年", "朝阳", "东风", "延安", "淮海", "天目", "凤起", "庆春", "文三", "体育", "广安",
           "安定", "德胜", "宣武"]
ZH_COLS = ["东湖", "西溪", "南山", "北辰", "龙井", "紫荆", "金桥", "银河", "星光", "月坛", "翠微", "玉泉", "丰台",
           "望京", "花园", "春晖", "秋实", "明珠", "锦绣", "振华", "兴业", "安康", "永福", "富强", "民主", "公园",
           "清河", "石桥", "古荡", "湖墅"]

#: category id -> (share of places, price levels (lo, hi), opening-hours kind)
CATS: dict[str, tuple[int, tuple[int, int], str]] = {
    "restaurant": (22, (1, 4), "meal"), "cafe": (11, (1, 2), "cafe"), "gas": (5, (0, 0), "gas"),
    "hotel": (6, (2, 4), "24h"), "park": (5, (0, 0), "park"), "museum": (3, (0, 0), "museum"),
    "pharmacy": (6, (0, 0), "pharmacy"), "supermarket": (7, (1, 2), "shop"), "hospital": (2, (0, 0), "24h"),
    "bank": (6, (0, 0), "bank"), "bar": (7, (2, 3), "bar"), "bakery": (6, (1, 2), "bakery"),
    "gym": (5, (0, 0), "gym"), "bookstore": (4, (0, 0), "shop"), "parking": (5, (0, 0), "24h"),
}

EN_NAMES: dict[str, tuple[list[str], list[str]]] = {
    "restaurant": (["Golden", "Blue", "Little", "Olive", "Saffron", "Copper", "Harbor", "Jade", "Rustic", "Silver",
                    "Sunny", "Red", "Wild", "Lucky", "Green", "Old Town", "Corner", "Velvet", "Ember", "Maple"],
                   ["Lotus Kitchen", "Fig Bistro", "Pepper Grill", "Noodle House", "Taqueria", "Trattoria",
                    "Dumpling Bar", "Steakhouse", "Curry House", "Sushi", "Pho", "Table", "Diner", "Ramen",
                    "Tavern", "Kitchen", "Oyster Bar", "Bistro", "Burger Co.", "Pizzeria"]),
    "cafe": (["Morning", "Bean", "Crema", "Drift", "Hearth", "Sparrow", "Quiet", "Velvet", "Copper", "Lantern",
              "North", "Paper", "Daily", "Wander", "Roast", "Maple", "Fog", "Tide", "Cobble", "Dune"],
             ["Coffee", "Café", "Espresso Bar", "Coffee Roasters", "Tea House", "Coffee Co.", "Brew Bar",
              "Coffee Lab", "Cup", "Coffee House"]),
    "gas": (["Sunrise", "Pacific", "Summit", "Valley", "Express", "Harbor", "Star", "Liberty", "Eagle", "Metro"],
            ["Fuel", "Gas", "Gas & Go", "Petroleum", "Fuel Stop", "Service Station"]),
    "hotel": (["Grand", "Harbor", "Parkside", "Regent", "Union", "Bayview", "Hillcrest", "Garden", "Metro",
               "Royal", "Summit", "Crescent"], ["Hotel", "Inn", "Suites", "Lodge", "House Hotel", "Plaza Hotel"]),
    "park": (["Alder", "Riverside", "Heritage", "Sunset", "Pioneer", "Lakeview", "Meadow", "Cedar", "Foxglove",
              "Victory", "Orchard", "Willow"], ["Park", "Playground", "Gardens", "Green", "Square", "Commons"]),
    "museum": (["City", "Modern", "Natural", "Maritime", "Heritage", "Science", "Folk", "Photo", "Design", "Toy"],
               ["Museum", "Art Museum", "History Museum", "Gallery", "Museum of Art"]),
    "pharmacy": (["Care", "Well", "Family", "Corner", "Health", "Green Cross", "Sunrise", "Main", "Plus",
                  "Neighborhood"], ["Pharmacy", "Drugstore", "Apothecary", "Rx", "Chemist"]),
    "supermarket": (["Fresh", "Green", "Daily", "Harvest", "Market", "Sun", "Valley", "Family", "Urban", "Golden"],
                    ["Market", "Grocer", "Foods", "Supermarket", "Grocery", "Mart"]),
    "hospital": (["St. Mary's", "General", "Mercy", "Memorial", "Children's", "University", "Community",
                  "Good Samaritan"], ["Hospital", "Medical Center", "Health Center"]),
    "bank": (["First", "Pacific", "Union", "Citizens", "Harbor", "Summit", "Golden State", "Western", "Liberty",
              "Coastal"], ["Bank", "Savings", "Credit Union", "Trust"]),
    "bar": (["Blind", "Rusty", "Foggy", "Tipsy", "Velvet", "Lucky", "Black", "Salty", "Midnight", "Copper",
             "Golden", "Iron"], ["Tiger Bar", "Anchor Pub", "Owl Tavern", "Fox Lounge", "Goat Taproom",
                                  "Crow Saloon", "Whale Brewing", "Horse Bar"]),
    "bakery": (["Flour", "Rise", "Crumb", "Butter", "Golden", "Sweet", "Morning", "Honey", "Rye", "Sugar"],
               ["Bakery", "Bread Co.", "Patisserie", "Boulangerie", "Donuts", "Bake Shop"]),
    "gym": (["Iron", "Peak", "Core", "Pulse", "Summit", "Urban", "Titan", "Flow", "Forge", "Motion"],
            ["Fitness", "Gym", "Athletic Club", "Yoga", "CrossFit", "Climbing"]),
    "bookstore": (["Paper", "Ink", "Chapter", "Owl", "Lantern", "Dog-Eared", "Quill", "Margin", "Spine", "Novel"],
                  ["Books", "Bookshop", "Booksellers", "Book Nook", "Reads"]),
    "parking": (["Central", "Civic", "Market", "Plaza", "Harbor", "Station", "Union", "Main"],
                ["Garage", "Parking", "Parking Lot", "Park & Ride"]),
}
ZH_NAMES: dict[str, tuple[list[str], list[str]]] = {
    "restaurant": (["老王", "小李", "鸿运", "福满", "金谷", "聚香", "一品", "湘味", "川府", "粤海", "顺德", "东来",
                    "外婆", "胡同", "江南", "海底", "云海", "山城", "老街", "新记"],
                   ["家常菜", "面馆", "饺子馆", "火锅", "烤鸭店", "小馆", "酒楼", "私房菜", "烧烤", "串串香", "米线",
                    "茶餐厅", "日料", "牛排馆", "饭庄", "大排档"]),
    "cafe": (["漫", "拾光", "岛屿", "半山", "树下", "慢", "初见", "一隅", "白鹿", "南巷", "北窗", "栖"],
             ["咖啡", "咖啡馆", "咖啡工坊", "茶室", "手冲咖啡", "精品咖啡"]),
    "gas": (["中油", "华石", "长城", "东方", "金盾", "通达"], ["加油站", "石油加油站", "能源加油站"]),
    "hotel": (["锦华", "如归", "悦榕", "君澜", "观澜", "颐和", "维景", "华庭", "云栖", "星程"],
              ["酒店", "大酒店", "宾馆", "精品酒店", "假日酒店", "客栈"]),
    "park": (["人民", "青年", "滨江", "湖滨", "植物", "文化", "中山", "朝阳", "太平", "翠湖"],
             ["公园", "广场", "绿地", "花园", "湿地公园"]),
    "museum": (["市立", "自然", "科技", "民俗", "丝绸", "陶瓷", "美术", "历史", "电影", "书画"],
               ["博物馆", "纪念馆", "美术馆", "展览馆"]),
    "pharmacy": (["同仁", "康宁", "益丰", "仁心", "安和", "百姓", "健民", "济生", "大参", "寿康"],
                 ["大药房", "药店", "药房", "医药连锁"]),
    "supermarket": (["华联", "物美", "联华", "永盛", "家家", "鲜丰", "佳惠", "百佳"], ["超市", "生活超市", "便利店", "鲜生"]),
    "hospital": (["市第一", "市第二", "中医", "人民", "妇幼", "协和", "仁济", "同济"], ["医院", "人民医院", "社区卫生服务中心"]),
    "bank": (["工商", "建设", "农业", "招商", "兴业", "浦发", "民生", "交通"], ["银行", "银行支行", "银行营业部"]),
    "bar": (["微醺", "夜航", "老码头", "青柠", "半醒", "月光", "Lost", "Echo"], ["酒吧", "精酿酒馆", "清吧", "小酒馆"]),
    "bakery": (["麦香", "面包", "好利", "元祖", "焙", "米旗", "甜心", "布朗"], ["烘焙", "面包坊", "西饼屋", "蛋糕店"]),
    "gym": (["力美", "超级", "乐刻", "威尔", "动感", "跃动", "极限", "悦动"], ["健身", "健身中心", "瑜伽馆", "攀岩馆"]),
    "bookstore": (["新华", "西西弗", "言几又", "钟书", "先锋", "单向"], ["书店", "书局", "书屋", "图书中心"]),
    "parking": (["市民", "中心", "站前", "广场", "商场", "地下"], ["停车场", "停车库", "公共停车场"]),
}

#: opening-hours kind -> weekday hours Mon..Sun: (open, close) in minutes, None = closed
HOURS: dict[str, list[tuple[tuple[int, int] | None, ...]]] = {
    "meal": [((11 * 60, 22 * 60),) * 7, ((11 * 60 + 30, 21 * 60),) * 6 + (None,), (None,) + ((17 * 60, 23 * 60),) * 6,
             ((10 * 60, 21 * 60 + 30),) * 7, ((7 * 60, 15 * 60),) * 7],
    "cafe": [((7 * 60, 18 * 60),) * 7, ((6 * 60 + 30, 16 * 60),) * 5 + ((8 * 60, 16 * 60),) * 2,
             ((8 * 60, 20 * 60),) * 7],
    "gas": [((0, 1440),) * 7, ((6 * 60, 23 * 60),) * 7],
    "24h": [((0, 1440),) * 7],
    "park": [((6 * 60, 22 * 60),) * 7, ((5 * 60, 23 * 60),) * 7],
    "museum": [(None,) + ((10 * 60, 17 * 60),) * 6, ((9 * 60, 17 * 60),) * 7, (None, None) + ((10 * 60, 18 * 60),) * 5],
    "pharmacy": [((8 * 60, 22 * 60),) * 7, ((0, 1440),) * 7, ((9 * 60, 21 * 60),) * 5 + ((10 * 60, 18 * 60),) * 2],
    "shop": [((7 * 60, 23 * 60),) * 7, ((9 * 60, 21 * 60),) * 7, ((10 * 60, 20 * 60),) * 6 + (None,)],
    "bank": [((9 * 60, 17 * 60),) * 5 + ((9 * 60, 13 * 60), None), ((9 * 60, 18 * 60),) * 5 + (None, None)],
    "bar": [((17 * 60, 26 * 60),) * 7, (None,) + ((16 * 60, 24 * 60),) * 6],
    "bakery": [((6 * 60, 18 * 60),) * 7, ((7 * 60, 15 * 60),) * 6 + (None,)],
    "gym": [((5 * 60, 23 * 60),) * 7, ((0, 1440),) * 7],
}


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def streets(rng: random.Random, zh: bool) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Rows (east-west) and columns (north-south): names and whether each is an arterial."""
    rows_pool, cols_pool = (ZH_ROWS, ZH_COLS) if zh else (EN_ROWS, EN_COLS)
    rnames, cnames = rng.sample(rows_pool, N), rng.sample(cols_pool, N)
    rows, cols = [], []
    for i in range(N):
        art = i % 4 == 2
        rows.append({"name": (f"{rnames[i]}{'大道' if art else '路'}" if zh
                              else f"{rnames[i]} {'Boulevard' if art else 'Street'}"), "kind": "arterial" if art else "street"})
        cols.append({"name": (f"{cnames[i]}{'大街' if art else '街'}" if zh
                              else (f"{cnames[i]} Avenue" if art else f"{ordinal(i + 1)} Avenue")),
                     "kind": "arterial" if art else "street"})
    return rows, cols


def gen_city(spec: tuple[str, str, str, float, float, str, str], index: int) -> dict[str, Any]:
    cid, region, name, lat, lon, water, area = spec
    zh = region == "zh-CN"
    rng = random.Random(f"{SEED}-{cid}")
    half = (N - 1) * SPACING / 2
    nodes = [[round(j * SPACING - half + rng.uniform(-35, 35)), round(i * SPACING - half + rng.uniform(-35, 35))]
             for i in range(N) for j in range(N)]
    rows, cols = streets(rng, zh)
    roads = [{**r, "nodes": [i * N + j for j in range(N)]} for i, r in enumerate(rows)]
    roads += [{**c, "nodes": [i * N + j for i in range(N)]} for j, c in enumerate(cols)]
    ew, ns = rng.choice((3, 11)), rng.choice((3, 11))
    short = name
    roads.append({"name": f"{short}绕城高速" if zh else f"{short} Toll Road", "kind": "highway", "toll": True,
                  "nodes": [ew * N + j for j in range(0, N, 2)]})
    roads.append({"name": f"{short}快速路" if zh else f"{short} Expressway", "kind": "highway", "toll": False,
                  "nodes": [i * N + ns for i in range(0, N, 2)]})
    parks = []
    for _ in range(4):
        i, j = rng.randrange(1, N - 3), rng.randrange(1, N - 3)
        w, h = rng.choice((1, 2)), rng.choice((1, 2))
        parks.append([i * N + j, (i + h) * N + j + w])
    edge = half + SPACING * 0.9
    water_poly = {"east": [[edge, -half * 3], [half * 3, -half * 3], [half * 3, half * 3], [edge, half * 3]],
                  "west": [[-half * 3, -half * 3], [-edge, -half * 3], [-edge, half * 3], [-half * 3, half * 3]],
                  "north": [[-half * 3, edge], [half * 3, edge], [half * 3, half * 3], [-half * 3, half * 3]]}.get(water)
    metro_colors = ["#d32f2f", "#1976d2", "#388e3c", "#f9a825"]
    lines = []
    for k, (kind, along, idx) in enumerate((("metro", "row", rng.choice((5, 6, 8))), ("metro", "col", rng.choice((4, 7, 9))),
                                            ("bus", "row", rng.choice((2, 10))), ("bus", "col", rng.choice((2, 10, 12))))):
        path = [idx * N + j for j in range(N)] if along == "row" else [i * N + idx for i in range(N)]
        stops = path[::2] if kind == "metro" else path
        if kind == "metro":
            lname = f"地铁{k + 1}号线" if zh else ("Red Line", "Blue Line")[k]
        else:
            lname = f"{rng.randint(11, 99) + 100 * k}路" if zh else f"Bus {rng.randint(10, 49) + 10 * k}"
        lines.append({"id": f"{cid}-l{k + 1}", "name": lname, "kind": kind, "color": metro_colors[k],
                      "headway": rng.choice((5, 6, 8)) if kind == "metro" else rng.choice((10, 12, 15)),
                      "speed": 36 if kind == "metro" else 18, "stops": stops})
    places = gen_places(rng, cid, zh, nodes, roads, area, index)
    return {"id": cid, "region": region, "name": name, "lat": lat, "lon": lon, "n": N, "nodes": nodes,
            "roads": roads, "parks": parks, "water": water_poly, "lines": lines, "places": places}


def gen_places(rng: random.Random, cid: str, zh: bool, nodes: list[list[int]], roads: list[dict[str, Any]],
               area: str, index: int) -> list[list[Any]]:
    """Places on street segments: [id, name, cat, x, y, road, a, b, number, rating, reviews, price, hours
    (index into HOURS[kind]), phone, website]."""
    weights = [w for w, _, _ in CATS.values()]
    cats = list(CATS)
    names_pool = ZH_NAMES if zh else EN_NAMES
    seen: set[str] = set()
    segs = [(ri, r["nodes"][k], r["nodes"][k + 1]) for ri, r in enumerate(roads) if r["kind"] != "highway"
            for k in range(len(r["nodes"]) - 1)]
    out: list[list[Any]] = []
    n = 0
    while len(out) < PLACES_PER_CITY:
        cat = rng.choices(cats, weights)[0]
        pre, core = names_pool[cat]
        ri, a, b = rng.choice(segs)
        road = roads[ri]["name"]
        if zh:
            base = f"{rng.choice(pre)}{rng.choice(core)}"
            nm = f"{base}（{road}店）" if cat not in ("park", "museum", "hospital") else base
        else:
            nm = f"{rng.choice(pre)} {rng.choice(core)}"
        if nm in seen:
            continue
        seen.add(nm)
        t = rng.uniform(0.15, 0.85)
        (x1, y1), (x2, y2) = nodes[a], nodes[b]
        side = rng.choice((-1, 1)) * 18
        dx, dy = x2 - x1, y2 - y1
        ln = max(1.0, (dx * dx + dy * dy) ** 0.5)
        x, y = round(x1 + dx * t - dy / ln * side), round(y1 + dy * t + dx / ln * side)
        k = roads[ri]["nodes"].index(a)
        number = (k * 100 + int(t * 98)) // 2 * 2 + (1 if side > 0 else 2)
        rating = round(min(5.0, max(2.3, rng.gauss(4.1, 0.45))), 1)
        reviews = int(rng.paretovariate(1.1) * 25) % 4000 + 3
        lo, hi = CATS[cat][1]
        price = rng.randint(lo, hi) if hi else 0
        hours = rng.randrange(len(HOURS[CATS[cat][2]]))
        phone = (f"{area}-{rng.randint(5000, 8999)}-{rng.randint(1000, 9999)}" if zh
                 else f"({area}) 555-{rng.randint(100, 999):03d}{rng.randint(0, 9)}")
        site = ""
        if rng.random() < 0.6:
            slug = "".join(ch for ch in nm.lower() if ch.isascii() and ch.isalnum())
            site = f"https://www.{slug}.com" if not zh else f"https://{cid}{n:04d}.shop.example"
        out.append([f"{cid}{n:04d}", nm, cat, x, y, ri, a, b, number, rating, reviews, price, hours, phone, site])
        n += 1
    return out


def build() -> dict[str, Any]:
    return {"seed": SEED, "spacing": SPACING, "cats": {c: v[2] for c, v in CATS.items()},
            "hours": {k: [[list(d) if d else None for d in week] for week in v] for k, v in HOURS.items()},
            "cities": [gen_city(c, i) for i, c in enumerate(CITIES)]}


def dump(data: dict[str, Any]) -> bytes:
    raw = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(dump(build()))
    print(f"wrote {OUT} ({OUT.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
