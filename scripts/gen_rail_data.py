"""Generate Rail's world data per region: stations and train services with timetables.

Seeded and byte-identical (gzip without a timestamp). zh-CN: the mainland cities of the Weather world
as hubs (their real positions, names and pinyin) plus invented towns strung along the corridors
between them, G/D/Z/T/K services. en: a North-American-style network over the Weather world's US and
Canadian cities plus invented hubs and towns, Express/Regional/Night services.

Usage: python scripts/gen_rail_data.py  (writes mgym/apps/rail/data/<region>.json.gz)
"""

from __future__ import annotations

import gzip
import json
import math
from pathlib import Path
from random import Random
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "mgym" / "apps" / "rail" / "data"
SEEDS = {"en": 1607, "zh-CN": 12306}
N_STATIONS = 3100
N_ROUTES = 640

ZH_FIRST = list("安宝昌长东丰福广海和河华怀黄建江金靖九兰乐临龙隆茂梅南宁平青清庆泉瑞三山上石双顺泰桃天通万文武"
                "西仙湘新兴阳永玉元云枣漳中白碧博岑大定峨富高古桂鹤红虎吉嘉井开康莱蓝雷黎柳鹿罗马明沐宁彭")
ZH_SECOND = list("安阳平山河江城州口坝桥水川林岭宁丰源溪湖台庄店集沟堡关坪塘头营寨泉田门洲滩桥冈")
ZH_DIRS = ("南", "西", "东", "北")
EN_ROOTS = ("Ash", "Oak", "Elm", "Pine", "Maple", "Cedar", "Willow", "Birch", "Stone", "Clear", "Green", "Fair",
            "Red", "White", "Black", "Silver", "Gold", "Spring", "Brook", "Mill", "Lake", "River", "Hill", "Glen",
            "Bay", "Rock", "Sand", "Wolf", "Fox", "Deer", "Bear", "Eagle", "Hawk", "Crow", "Swan", "Har", "Lin",
            "Chester", "Bright", "Clay", "Dover", "Elk", "Frank", "Grant", "Hollow", "Iron", "Kings", "Lang",
            "Marsh", "Nor", "Oxen", "Prairie", "Quarry", "Rich", "Shel", "Thorn", "Upton", "Vale", "Wester", "York")
EN_SUFFIXES = ("ford", "ton", "field", "ville", "wood", "dale", "port", "bridge", "burg", "view", "haven", "ridge",
               "crest", "mont", "land", "stead", "worth", "wick", "by", "more", "creek", "falls", "springs", "ham",
               "bury", "chester", "ley", "moor", "well", "water", "gate", "side", "borough", "ton Junction",
               "field Park", "dale Crossing", "wood Station", " Harbor", " Mills", " Center")
EN_HUBS_EXTRA = ("Riverton", "Lakeport", "Granite City", "Cedar Falls", "Fort Maple", "Bridgewater", "Summit",
                 "Clearwater", "New Avalon", "Westhaven", "Brookfield", "Ironwood", "Pinecrest", "Harbor City",
                 "Kingsbridge", "Redstone", "Millbrook", "Eastport", "Silver Lake", "Oakdale", "Prairie View",
                 "Northgate", "Stonebridge", "Elk River", "Goldfield", "Marshall Bay", "Fairmont", "Hawthorne",
                 "Wolf Creek", "Greenhaven", "Thornbury", "Bayview", "Crowley", "Sandpoint", "Dover Heights",
                 "Riverside", "Lancaster Hill", "Maple Ridge", "Swan Valley", "Richland")
EN_BOX = (30.0, 48.5, -122.0, -72.0)  # lat, lon range for invented hubs

# train types: (code, share, speed km/h, dwell min, town stop probability, first departure, last departure)
TYPES = {
    "zh-CN": (("G", 0.36, 240, 2, 0.12, 360, 1230), ("D", 0.22, 165, 2, 0.35, 360, 1260),
              ("Z", 0.12, 120, 5, 0.03, 0, 1439), ("T", 0.12, 100, 6, 0.3, 0, 1439),
              ("K", 0.18, 80, 6, 0.6, 0, 1439)),
    "en": (("E", 0.4, 170, 2, 0.08, 330, 1260), ("R", 0.42, 90, 2, 0.3, 300, 1320),
           ("N", 0.18, 105, 5, 0.1, 1140, 1410)),
}
CLASSES = {"G": ("business", "first", "second"), "D": ("first", "second"),
           "Z": ("soft_sleeper", "hard_sleeper", "hard_seat"), "T": ("soft_sleeper", "hard_sleeper", "hard_seat"),
           "K": ("hard_sleeper", "hard_seat"), "E": ("first", "second"), "R": ("second",),
           "N": ("soft_sleeper", "hard_sleeper", "hard_seat")}
DAY_MASKS = (127,) * 16 + (0b1010101, 0b1110001, 0b0111110)  # bit 0 = Monday


def km(a: tuple[float, float], b: tuple[float, float]) -> float:
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 6371 * 2 * math.asin(math.sqrt(h))


def pinyin(name: str) -> str:
    from pypinyin import Style, lazy_pinyin

    return " ".join(p.lower() for p in lazy_pinyin(name, style=Style.NORMAL))


def initials(latin: str) -> str:
    return "".join(w[0] for w in latin.replace("-", " ").split() if w)


def weather_cities() -> list[dict[str, Any]]:
    data = json.loads((ROOT / "mgym" / "apps" / "weather" / "data" / "world.json").read_text("utf-8"))
    rows: list[dict[str, Any]] = data["cities"]
    return rows


def hubs(region: str, rng: Random) -> list[dict[str, Any]]:
    """Hub cities: (name, lat, lon, weather city id or "")."""
    if region == "zh-CN":
        skip = {"Hong Kong", "Macao", "Taipei", "Kaohsiung", "Taichung", "Tainan", "Haikou", "Sanya", "Danzhou",
                "Qionghai", "Lhasa", "Shigatse", "Nyingchi"}
        seen: set[str] = set()
        out = []
        for c in weather_cities():
            if c["country"] == "China" and c["name"] not in skip and c["name_zh"] not in seen:
                seen.add(c["name_zh"])
                out.append({"name": c["name_zh"], "lat": c["lat"], "lon": c["lon"], "city": c["id"]})
        return out
    out = [{"name": c["name"], "lat": c["lat"], "lon": c["lon"], "city": c["id"]} for c in weather_cities()
           if c["country"] in ("United States", "Canada") and c["name"] not in ("Honolulu", "Anchorage")
           and c["lon"] > -125]
    extra = list(EN_HUBS_EXTRA) + [f"{a}{b}" for a, b in zip(EN_ROOTS[::-1], EN_SUFFIXES * 2, strict=False)][:60]
    for name in dict.fromkeys(extra):
        out.append({"name": name, "lat": round(rng.uniform(*EN_BOX[:2]), 2),
                    "lon": round(rng.uniform(*EN_BOX[2:]), 2), "city": ""})
    return out


def town_names(region: str, rng: Random, taken: set[str], n: int) -> list[str]:
    if region == "zh-CN":
        pool = [a + b for a in ZH_FIRST for b in ZH_SECOND if a != b]
    else:
        pool = [a + b for a in EN_ROOTS for b in EN_SUFFIXES]
        pool += [f"{p} {a}{b}" for p in ("Lake", "Mount", "Port") for a in EN_ROOTS[:30] for b in EN_SUFFIXES[:8]]
    pool = [p for p in dict.fromkeys(pool) if p not in taken]
    rng.shuffle(pool)
    return pool[:n]


def build_world(region: str) -> dict[str, Any]:
    rng = Random(SEEDS[region])
    hs = hubs(region, rng)
    pos = [(h["lat"], h["lon"]) for h in hs]
    # corridors: each hub to its three nearest hubs
    edges: set[tuple[int, int]] = set()
    for i in range(len(hs)):
        near = sorted((km(pos[i], pos[j]), j) for j in range(len(hs)) if j != i)[:3]
        for _, j in near:
            edges.add((min(i, j), max(i, j)))
    edge_list = sorted(edges)
    stations: list[dict[str, Any]] = []
    for i, h in enumerate(hs):
        stations.append({"name": h["name"], "lat": h["lat"], "lon": h["lon"], "hub": i, "city": h["city"],
                         "popular": i < 24 or bool(h["city"] and region == "en")})
    # the largest hubs get extra stations (北京南, 北京西 / Chicago North)
    big = range(30) if region == "zh-CN" else range(12)
    extra_of: dict[int, list[int]] = {}
    for i in big:
        for d in (ZH_DIRS if region == "zh-CN" else (" North", " South"))[: 2 + (i < 10) * 2 if region == "zh-CN" else 2]:
            extra_of.setdefault(i, []).append(len(stations))
            stations.append({"name": hs[i]["name"] + d, "lat": hs[i]["lat"], "lon": hs[i]["lon"], "hub": i,
                             "city": hs[i]["city"], "popular": i < 8})
    lengths = [km(pos[a], pos[b]) for a, b in edge_list]
    total = sum(lengths)
    n_towns = N_STATIONS - len(stations)
    names = iter(town_names(region, rng, {s["name"] for s in stations}, n_towns + 50))
    towns_on: dict[tuple[int, int], list[int]] = {}
    for (a, b), length in zip(edge_list, lengths, strict=True):
        k = max(1, round(n_towns * length / total))
        ts = sorted(rng.uniform(0.08, 0.92) for _ in range(k))
        ids = []
        for t in ts:
            lat = pos[a][0] + (pos[b][0] - pos[a][0]) * t + rng.uniform(-0.08, 0.08)
            lon = pos[a][1] + (pos[b][1] - pos[a][1]) * t + rng.uniform(-0.08, 0.08)
            ids.append(len(stations))
            stations.append({"name": next(names), "lat": round(lat, 3), "lon": round(lon, 3), "hub": -1, "city": "",
                             "popular": False})
        towns_on[(a, b)] = ids
    adj: dict[int, list[int]] = {}
    for a, b in edge_list:
        adj.setdefault(a, []).append(b)
        adj.setdefault(b, []).append(a)
    # routes: walks over the corridors, going on roughly straight
    routes: list[list[tuple[int, bool]]] = []  # station ids with a "hub" flag
    for _ in range(N_ROUTES):
        path = [rng.randrange(len(hs))]
        want = rng.randint(1, 6)
        while len(path) <= want:
            cur = path[-1]
            options = [n for n in adj.get(cur, []) if n not in path]
            if len(path) >= 2:
                prev = path[-2]
                heading = math.atan2(pos[cur][0] - pos[prev][0], pos[cur][1] - pos[prev][1])
                options = [n for n in options if abs(math.remainder(
                    math.atan2(pos[n][0] - pos[cur][0], pos[n][1] - pos[cur][1]) - heading, math.tau)) < 1.3]
            if not options:
                break
            path.append(rng.choice(sorted(options)))
        if len(path) < 2:
            continue
        seq: list[tuple[int, bool]] = []
        for a, b in zip(path, path[1:], strict=False):
            main = a if a not in extra_of or rng.random() < 0.5 else rng.choice(extra_of[a])
            if not seq:
                seq.append((main, True))
            ids = towns_on[(min(a, b), max(a, b))]
            seq.extend((t, False) for t in (ids if a < b else ids[::-1]))
            last = b if b not in extra_of or rng.random() < 0.5 else rng.choice(extra_of[b])
            seq.append((last, True))
        routes.append(seq)
    # services
    types = TYPES[region]
    numbers: dict[str, set[int]] = {}
    trains: list[dict[str, Any]] = []
    for r in routes:
        for _ in range(rng.randint(7, 11)):
            code, _share, speed, dwell, p_town, first, last = rng.choices(types, weights=[t[1] for t in types])[0]
            seq = r if rng.random() < 0.5 else r[::-1]
            stops = [s for i, (s, hub) in enumerate(seq)
                     if hub or i in (0, len(seq) - 1) or rng.random() < p_town]
            if len(stops) < 2:
                continue
            used = numbers.setdefault(code, set())
            top = 9999 if region == "zh-CN" else 2999
            while (num := rng.randint(1 if code in "GDZTK" else 100, top)) in used:
                pass
            used.add(num)
            t = rng.randint(first, last) // 5 * 5
            dist = 0.0
            rows = []
            for i, s in enumerate(stops):
                if i:
                    a, b = stations[stops[i - 1]], stations[s]
                    d = km((a["lat"], a["lon"]), (b["lat"], b["lon"])) * 1.18 + 3
                    dist += d
                    t += round(d / speed * 60) + 1
                arr = t
                if 0 < i < len(stops) - 1:
                    t += dwell + rng.randint(0, dwell)
                rows.append([s, arr, t, round(dist)])
            rows[0][1] = rows[0][2]
            trains.append({"id": f"{code}{num}", "type": code, "days": rng.choice(DAY_MASKS),
                           "classes": list(CLASSES[code]), "stops": rows})
    out_st = []
    for i, s in enumerate(stations):
        latin = pinyin(s["name"]) if region == "zh-CN" else s["name"].lower()
        out_st.append({"id": i, "name": s["name"], "latin": latin, "initials": initials(latin), "hub": s["hub"],
                       "city": s["city"], "popular": s["popular"], "lat": s["lat"], "lon": s["lon"]})
    return {"region": region, "stations": out_st, "trains": trains}


def build(region: str) -> bytes:
    raw = json.dumps(build_world(region), ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for region in SEEDS:
        data = build(region)
        (OUT / f"{region}.json.gz").write_bytes(data)
        w = json.loads(gzip.decompress(data))
        print(f"{region}: {len(w['stations'])} stations, {len(w['trains'])} trains, "
              f"{sum(len(t['stops']) for t in w['trains'])} stops, {len(data) // 1024} KB")


if __name__ == "__main__":
    main()
