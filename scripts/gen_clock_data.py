"""Generate the Clock app's world data: the world-clock cities and a new phone's alarms.

    .venv/bin/python scripts/gen_clock_data.py     # rewrites mgym/apps/clock/data/world.json

Deterministic: one seeded RNG, sorted keys, a fixed layout, so the same script always writes the
same bytes (a test checks it). ``offset`` is a city's standard offset from UTC in minutes, kept for
reference only: the app places each city in an IANA zone (``CITY_ZONES`` in
``mgym/apps/clock/world.py``), daylight saving time included. Each city carries its
English and Chinese names; ``alarms`` / ``cities`` are the starting alarms and world clocks of a new
phone, per region.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

SEED = 20260314
OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "clock" / "data" / "world.json"

#: (English name, Chinese name, country, Chinese country, UTC offset in minutes)
CITIES: list[tuple[str, str, str, str, int]] = [
    ("Pago Pago", "帕果帕果", "American Samoa", "美属萨摩亚", -660),
    ("Honolulu", "檀香山", "United States", "美国", -600),
    ("Anchorage", "安克雷奇", "United States", "美国", -540),
    ("Los Angeles", "洛杉矶", "United States", "美国", -480),
    ("San Francisco", "旧金山", "United States", "美国", -480),
    ("Seattle", "西雅图", "United States", "美国", -480),
    ("Las Vegas", "拉斯维加斯", "United States", "美国", -480),
    ("Vancouver", "温哥华", "Canada", "加拿大", -480),
    ("Tijuana", "蒂华纳", "Mexico", "墨西哥", -480),
    ("Denver", "丹佛", "United States", "美国", -420),
    ("Phoenix", "凤凰城", "United States", "美国", -420),
    ("Salt Lake City", "盐湖城", "United States", "美国", -420),
    ("Calgary", "卡尔加里", "Canada", "加拿大", -420),
    ("Chicago", "芝加哥", "United States", "美国", -360),
    ("Houston", "休斯敦", "United States", "美国", -360),
    ("Dallas", "达拉斯", "United States", "美国", -360),
    ("Winnipeg", "温尼伯", "Canada", "加拿大", -360),
    ("Mexico City", "墨西哥城", "Mexico", "墨西哥", -360),
    ("Guatemala City", "危地马拉城", "Guatemala", "危地马拉", -360),
    ("New York", "纽约", "United States", "美国", -300),
    ("Washington", "华盛顿", "United States", "美国", -300),
    ("Boston", "波士顿", "United States", "美国", -300),
    ("Miami", "迈阿密", "United States", "美国", -300),
    ("Atlanta", "亚特兰大", "United States", "美国", -300),
    ("Toronto", "多伦多", "Canada", "加拿大", -300),
    ("Montreal", "蒙特利尔", "Canada", "加拿大", -300),
    ("Havana", "哈瓦那", "Cuba", "古巴", -300),
    ("Panama City", "巴拿马城", "Panama", "巴拿马", -300),
    ("Bogotá", "波哥大", "Colombia", "哥伦比亚", -300),
    ("Lima", "利马", "Peru", "秘鲁", -300),
    ("Caracas", "加拉加斯", "Venezuela", "委内瑞拉", -240),
    ("La Paz", "拉巴斯", "Bolivia", "玻利维亚", -240),
    ("Santiago", "圣地亚哥", "Chile", "智利", -240),
    ("Halifax", "哈利法克斯", "Canada", "加拿大", -240),
    ("San Juan", "圣胡安", "Puerto Rico", "波多黎各", -240),
    ("Santo Domingo", "圣多明各", "Dominican Republic", "多米尼加", -240),
    ("St. John's", "圣约翰斯", "Canada", "加拿大", -210),
    ("São Paulo", "圣保罗", "Brazil", "巴西", -180),
    ("Rio de Janeiro", "里约热内卢", "Brazil", "巴西", -180),
    ("Buenos Aires", "布宜诺斯艾利斯", "Argentina", "阿根廷", -180),
    ("Montevideo", "蒙得维的亚", "Uruguay", "乌拉圭", -180),
    ("Nuuk", "努克", "Greenland", "格陵兰", -120),
    ("Ponta Delgada", "蓬塔德尔加达", "Portugal", "葡萄牙", -60),
    ("Praia", "普拉亚", "Cape Verde", "佛得角", -60),
    ("London", "伦敦", "United Kingdom", "英国", 0),
    ("Dublin", "都柏林", "Ireland", "爱尔兰", 0),
    ("Lisbon", "里斯本", "Portugal", "葡萄牙", 0),
    ("Reykjavik", "雷克雅未克", "Iceland", "冰岛", 0),
    ("Accra", "阿克拉", "Ghana", "加纳", 0),
    ("Dakar", "达喀尔", "Senegal", "塞内加尔", 0),
    ("Paris", "巴黎", "France", "法国", 60),
    ("Berlin", "柏林", "Germany", "德国", 60),
    ("Munich", "慕尼黑", "Germany", "德国", 60),
    ("Madrid", "马德里", "Spain", "西班牙", 60),
    ("Barcelona", "巴塞罗那", "Spain", "西班牙", 60),
    ("Rome", "罗马", "Italy", "意大利", 60),
    ("Amsterdam", "阿姆斯特丹", "Netherlands", "荷兰", 60),
    ("Brussels", "布鲁塞尔", "Belgium", "比利时", 60),
    ("Vienna", "维也纳", "Austria", "奥地利", 60),
    ("Zurich", "苏黎世", "Switzerland", "瑞士", 60),
    ("Stockholm", "斯德哥尔摩", "Sweden", "瑞典", 60),
    ("Oslo", "奥斯陆", "Norway", "挪威", 60),
    ("Copenhagen", "哥本哈根", "Denmark", "丹麦", 60),
    ("Prague", "布拉格", "Czechia", "捷克", 60),
    ("Warsaw", "华沙", "Poland", "波兰", 60),
    ("Budapest", "布达佩斯", "Hungary", "匈牙利", 60),
    ("Casablanca", "卡萨布兰卡", "Morocco", "摩洛哥", 60),
    ("Algiers", "阿尔及尔", "Algeria", "阿尔及利亚", 60),
    ("Tunis", "突尼斯", "Tunisia", "突尼斯", 60),
    ("Lagos", "拉各斯", "Nigeria", "尼日利亚", 60),
    ("Athens", "雅典", "Greece", "希腊", 120),
    ("Helsinki", "赫尔辛基", "Finland", "芬兰", 120),
    ("Kyiv", "基辅", "Ukraine", "乌克兰", 120),
    ("Bucharest", "布加勒斯特", "Romania", "罗马尼亚", 120),
    ("Sofia", "索非亚", "Bulgaria", "保加利亚", 120),
    ("Cairo", "开罗", "Egypt", "埃及", 120),
    ("Jerusalem", "耶路撒冷", "Israel", "以色列", 120),
    ("Beirut", "贝鲁特", "Lebanon", "黎巴嫩", 120),
    ("Johannesburg", "约翰内斯堡", "South Africa", "南非", 120),
    ("Cape Town", "开普敦", "South Africa", "南非", 120),
    ("Moscow", "莫斯科", "Russia", "俄罗斯", 180),
    ("Istanbul", "伊斯坦布尔", "Türkiye", "土耳其", 180),
    ("Minsk", "明斯克", "Belarus", "白俄罗斯", 180),
    ("Riyadh", "利雅得", "Saudi Arabia", "沙特阿拉伯", 180),
    ("Baghdad", "巴格达", "Iraq", "伊拉克", 180),
    ("Kuwait City", "科威特城", "Kuwait", "科威特", 180),
    ("Doha", "多哈", "Qatar", "卡塔尔", 180),
    ("Nairobi", "内罗毕", "Kenya", "肯尼亚", 180),
    ("Addis Ababa", "亚的斯亚贝巴", "Ethiopia", "埃塞俄比亚", 180),
    ("Tehran", "德黑兰", "Iran", "伊朗", 210),
    ("Dubai", "迪拜", "United Arab Emirates", "阿联酋", 240),
    ("Abu Dhabi", "阿布扎比", "United Arab Emirates", "阿联酋", 240),
    ("Muscat", "马斯喀特", "Oman", "阿曼", 240),
    ("Baku", "巴库", "Azerbaijan", "阿塞拜疆", 240),
    ("Kabul", "喀布尔", "Afghanistan", "阿富汗", 270),
    ("Karachi", "卡拉奇", "Pakistan", "巴基斯坦", 300),
    ("Tashkent", "塔什干", "Uzbekistan", "乌兹别克斯坦", 300),
    ("Malé", "马累", "Maldives", "马尔代夫", 300),
    ("New Delhi", "新德里", "India", "印度", 330),
    ("Mumbai", "孟买", "India", "印度", 330),
    ("Kolkata", "加尔各答", "India", "印度", 330),
    ("Bengaluru", "班加罗尔", "India", "印度", 330),
    ("Chennai", "金奈", "India", "印度", 330),
    ("Colombo", "科伦坡", "Sri Lanka", "斯里兰卡", 330),
    ("Kathmandu", "加德满都", "Nepal", "尼泊尔", 345),
    ("Dhaka", "达卡", "Bangladesh", "孟加拉国", 360),
    ("Almaty", "阿拉木图", "Kazakhstan", "哈萨克斯坦", 360),
    ("Yangon", "仰光", "Myanmar", "缅甸", 390),
    ("Bangkok", "曼谷", "Thailand", "泰国", 420),
    ("Jakarta", "雅加达", "Indonesia", "印度尼西亚", 420),
    ("Hanoi", "河内", "Vietnam", "越南", 420),
    ("Ho Chi Minh City", "胡志明市", "Vietnam", "越南", 420),
    ("Phnom Penh", "金边", "Cambodia", "柬埔寨", 420),
    ("Beijing", "北京", "China", "中国", 480),
    ("Shanghai", "上海", "China", "中国", 480),
    ("Guangzhou", "广州", "China", "中国", 480),
    ("Shenzhen", "深圳", "China", "中国", 480),
    ("Chengdu", "成都", "China", "中国", 480),
    ("Hong Kong", "香港", "China", "中国", 480),
    ("Macau", "澳门", "China", "中国", 480),
    ("Taipei", "台北", "China", "中国", 480),
    ("Singapore", "新加坡", "Singapore", "新加坡", 480),
    ("Kuala Lumpur", "吉隆坡", "Malaysia", "马来西亚", 480),
    ("Manila", "马尼拉", "Philippines", "菲律宾", 480),
    ("Perth", "珀斯", "Australia", "澳大利亚", 480),
    ("Tokyo", "东京", "Japan", "日本", 540),
    ("Osaka", "大阪", "Japan", "日本", 540),
    ("Seoul", "首尔", "South Korea", "韩国", 540),
    ("Pyongyang", "平壤", "North Korea", "朝鲜", 540),
    ("Darwin", "达尔文", "Australia", "澳大利亚", 570),
    ("Adelaide", "阿德莱德", "Australia", "澳大利亚", 570),
    ("Sydney", "悉尼", "Australia", "澳大利亚", 600),
    ("Melbourne", "墨尔本", "Australia", "澳大利亚", 600),
    ("Brisbane", "布里斯班", "Australia", "澳大利亚", 600),
    ("Hagåtña", "阿加尼亚", "Guam", "关岛", 600),
    ("Vladivostok", "符拉迪沃斯托克", "Russia", "俄罗斯", 600),
    ("Nouméa", "努美阿", "New Caledonia", "新喀里多尼亚", 660),
    ("Honiara", "霍尼亚拉", "Solomon Islands", "所罗门群岛", 660),
    ("Auckland", "奥克兰", "New Zealand", "新西兰", 720),
    ("Wellington", "惠灵顿", "New Zealand", "新西兰", 720),
    ("Suva", "苏瓦", "Fiji", "斐济", 720),
    ("Nuku'alofa", "努库阿洛法", "Tonga", "汤加", 780),
    ("Kiritimati", "圣诞岛", "Kiribati", "基里巴斯", 840),
]

#: weekday codes in week order (Monday first)
WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"]
WEEKEND = ["sat", "sun"]
#: the few alarms a lived-in phone has, per region: (label choices, day set, enabled)
ALARM_PLAN: list[tuple[list[str], list[str], list[str], bool]] = [
    (["Work", "Wake up", "Rise and shine"], ["起床", "上班", "早起"], WEEKDAYS, True),
    (["Weekend", "Sleep in", "Lazy morning"], ["周末", "睡个懒觉", "周末早晨"], WEEKEND, False),
    (["Gym", "Morning run", "Yoga"], ["健身", "晨跑", "瑜伽"], ["mon", "wed", "fri"], False),
    (["Take medicine", "Call Mom", "Water the plants"], ["吃药", "给妈妈打电话", "浇花"], [], False),
]
#: world clocks of a new phone, per region (city names; the seeded RNG adds one more)
START_CITIES = {"en": ["London", "New York", "Tokyo"], "zh-CN": ["北京", "伦敦", "纽约"]}
EXTRA_CITIES = ["Paris", "Sydney", "Dubai", "Singapore", "Los Angeles", "Berlin"]


def slug(name: str) -> str:
    plain = name.lower().translate(str.maketrans("áãåéíóúü", "aaaeiouu"))
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def build_data() -> dict[str, Any]:
    rng = random.Random(SEED)
    cities = [{"id": slug(n), "name": n, "name_zh": zh, "country": c, "country_zh": czh, "offset": off}
              for n, zh, c, czh, off in CITIES]
    ids = [c["id"] for c in cities]
    assert len(set(ids)) == len(ids), "city ids are unique"
    by_zh = {c["name_zh"]: c["id"] for c in cities}
    times = ["06:30", "06:45", "07:00", "07:15"], ["08:30", "09:30", "10:00"], ["06:00", "06:15", "18:30"], \
        ["12:30", "20:00", "21:30", "22:15"]
    alarms: dict[str, list[dict[str, Any]]] = {"en": [], "zh-CN": []}
    for i, ((en, zh, days, on), choices) in enumerate(zip(ALARM_PLAN, times, strict=True), 1):
        t, k = rng.choice(choices), rng.randrange(len(en))
        snooze = rng.choice([5, 10, 10, 15])
        for region, labels in (("en", en), ("zh-CN", zh)):
            alarms[region].append({"id": i, "time": t, "days": list(days), "label": labels[k], "enabled": on,
                                   "snooze": snooze})
    extra = rng.choice(EXTRA_CITIES)
    start = {"en": [slug(n) for n in START_CITIES["en"]] + [slug(extra)],
             "zh-CN": [by_zh[n] for n in START_CITIES["zh-CN"]] + [slug(extra)]}
    return {"cities": cities, "alarms": alarms, "start_cities": start}


def build() -> bytes:
    """The file's bytes: one city per line, so a diff of the data reads well."""
    data = build_data()
    lines = ["{", '  "alarms": ' + json.dumps(data["alarms"], ensure_ascii=False, sort_keys=True) + ",",
             '  "cities": [']
    rows = [json.dumps(c, ensure_ascii=False, sort_keys=True) for c in data["cities"]]
    lines += ["    " + r + ("," if i < len(rows) - 1 else "") for i, r in enumerate(rows)]
    lines += ["  ],", '  "start_cities": ' + json.dumps(data["start_cities"], ensure_ascii=False, sort_keys=True),
              "}", ""]
    return "\n".join(lines).encode("utf-8")


def main() -> None:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(build())
    print(f"wrote {OUT} ({len(CITIES)} cities)")


if __name__ == "__main__":
    main()
