"""Generate the Compass app's world data: the places its location readout knows, per region.

    .venv/bin/python scripts/gen_compass_data.py     # rewrites mgym/apps/compass/data/places.json

Each place has English and Chinese names, coordinates, the ground's altitude (m), the magnetic
declination there (degrees, east positive; rounded model values) and a barometric reading (hPa): the
standard atmosphere at that altitude plus a seeded weather offset. ``regions`` lists the places of
each world region (what tasks move the phone to). Deterministic: one seeded RNG, sorted keys, a fixed
layout, so the script always writes the same bytes (a test checks it).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

SEED = 20260315
OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "compass" / "data" / "places.json"

#: (id, English name, Chinese name, latitude, longitude, altitude m, declination °)
EN: list[tuple[str, str, str, float, float, int, float]] = [
    ("mountain_view", "Mountain View", "山景城", 37.4219, -122.0841, 32, 12.9),
    ("san_francisco", "San Francisco", "旧金山", 37.7749, -122.4194, 16, 12.9),
    ("yosemite", "Yosemite Valley", "优胜美地山谷", 37.7456, -119.5936, 1219, 12.5),
    ("seattle", "Seattle", "西雅图", 47.6062, -122.3321, 53, 15.1),
    ("phoenix", "Phoenix", "凤凰城", 33.4484, -112.074, 331, 10.1),
    ("grand_canyon", "Grand Canyon Village", "大峡谷村", 36.0544, -112.1401, 2093, 9.8),
    ("salt_lake_city", "Salt Lake City", "盐湖城", 40.7608, -111.891, 1288, 10.6),
    ("denver", "Denver", "丹佛", 39.7392, -104.9903, 1609, 7.6),
    ("aspen", "Aspen", "阿斯彭", 39.1911, -106.8175, 2438, 8.1),
    ("chicago", "Chicago", "芝加哥", 41.8781, -87.6298, 181, -3.6),
    ("miami", "Miami", "迈阿密", 25.7617, -80.1918, 2, -6.7),
    ("new_york", "New York", "纽约", 40.7128, -74.006, 10, -12.9),
    ("boston", "Boston", "波士顿", 42.3601, -71.0589, 43, -14.1),
    ("mount_washington", "Mount Washington", "华盛顿山", 44.2706, -71.3033, 1917, -14.8),
    ("anchorage", "Anchorage", "安克雷奇", 61.2181, -149.9003, 31, 14.6),
    ("honolulu", "Honolulu", "檀香山", 21.3069, -157.8583, 6, 9.3),
    ("buenos_aires", "Buenos Aires", "布宜诺斯艾利斯", -34.6037, -58.3816, 25, -9.4),
    ("sydney", "Sydney", "悉尼", -33.8688, 151.2093, 58, 12.8),
    ("cape_town", "Cape Town", "开普敦", -33.9249, 18.4241, 15, -25.6),
    ("london", "London", "伦敦", 51.5074, -0.1278, 11, 1.1),
    ("reykjavik", "Reykjavik", "雷克雅未克", 64.1466, -21.9426, 15, -10.6),
]
ZH: list[tuple[str, str, str, float, float, int, float]] = [
    ("beijing", "Beijing", "北京", 39.9042, 116.4074, 44, -7.6),
    ("shanghai", "Shanghai", "上海", 31.2304, 121.4737, 4, -6.3),
    ("guangzhou", "Guangzhou", "广州", 23.1291, 113.2644, 21, -3.3),
    ("shenzhen", "Shenzhen", "深圳", 22.5431, 114.0579, 5, -3.2),
    ("chengdu", "Chengdu", "成都", 30.5728, 104.0668, 500, -2.7),
    ("chongqing", "Chongqing", "重庆", 29.563, 106.5516, 244, -2.8),
    ("hangzhou", "Hangzhou", "杭州", 30.2741, 120.1551, 19, -5.7),
    ("nanjing", "Nanjing", "南京", 32.0603, 118.7969, 9, -5.6),
    ("wuhan", "Wuhan", "武汉", 30.5928, 114.3055, 23, -4.6),
    ("xian", "Xi'an", "西安", 34.3416, 108.9398, 405, -4.1),
    ("lhasa", "Lhasa", "拉萨", 29.652, 91.1721, 3656, -0.5),
    ("kunming", "Kunming", "昆明", 25.0389, 102.7183, 1892, -1.8),
    ("harbin", "Harbin", "哈尔滨", 45.8038, 126.535, 150, -11.3),
    ("urumqi", "Urumqi", "乌鲁木齐", 43.8256, 87.6168, 800, 2.1),
    ("qingdao", "Qingdao", "青岛", 36.0671, 120.3826, 24, -7.2),
    ("sanya", "Sanya", "三亚", 18.2528, 109.5119, 7, -2.2),
    ("huangshan", "Mount Huangshan", "黄山", 30.1317, 118.168, 1841, -5.4),
    ("taishan", "Mount Tai", "泰山", 36.2566, 117.101, 1545, -6.7),
    ("hong_kong", "Hong Kong", "香港", 22.3193, 114.1694, 33, -3.1),
    ("taipei", "Taipei", "台北", 25.033, 121.5654, 9, -4.8),
]


def pressure(alt: int, rng: random.Random) -> float:
    """Station pressure (hPa) at ``alt`` metres: the standard atmosphere plus a seeded weather offset."""
    base = 1013.25 * (1 - 2.25577e-5 * alt) ** 5.25588
    return round(base + rng.uniform(-8, 8), 1)


def places() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    out = []
    for pid, name, name_zh, lat, lon, alt, decl in EN + ZH:
        out.append({"id": pid, "name": name, "name_zh": name_zh, "lat": lat, "lon": lon, "alt": alt,
                    "decl": decl, "hpa": pressure(alt, rng)})
    return out


def build() -> bytes:
    data = {"places": places(), "regions": {"en": [p[0] for p in EN], "zh-CN": [p[0] for p in ZH]}}
    text = json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)
    # one place a line keeps the file readable and its diffs small
    text = re.sub(r"\{\n\s+([^{}\[\]]*?)\n\s+\}", lambda m: "{" + re.sub(r",\n\s+", ", ", m.group(1)) + "}", text)
    return (text + "\n").encode("utf-8")


if __name__ == "__main__":
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(build())
    print(f"wrote {OUT}")
