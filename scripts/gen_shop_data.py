"""Generate the Shop's world data: categories, sellers and 20,000+ products, per region.

    .venv/bin/python scripts/gen_shop_data.py   # rewrites mgym/apps/shop/data/{en,zh-CN}.json.gz

Deterministic: one seeded RNG draws the structure (category, brand index, condition, format,
price, shipping, origin, seller, ...) shared by both regions, so a product id is the same kind of
thing everywhere; names, brands, cities and sellers are the region's words, prices are USD (en) or
CNY (zh-CN). gzip without a timestamp, sorted keys, so the same script writes the same bytes.
Specs and reviews are not stored: ``mgym.apps.shop.world`` draws them from the product's id. A listing's
colour is one its picture (the category's emoji) really has (``EMOJI_COLORS``).
"""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "shop" / "data"
SEED = 20260316
PER_CATEGORY = 520
N_SELLERS = 600

#: group id -> (en, zh)
GROUPS = {"electronics": ("Electronics", "数码电子"), "home": ("Home & Kitchen", "家居厨房"),
          "fashion": ("Fashion", "服饰鞋包"), "toys": ("Toys & Games", "玩具游戏"),
          "sports": ("Sports & Outdoors", "运动户外"), "books": ("Books", "图书"),
          "beauty": ("Beauty", "美妆个护")}

#: (id, group, emoji, en name, zh name, en noun, zh noun, USD low, USD high, en brands, zh brands)
CATS: list[tuple[str, str, str, str, str, str, str, int, int, tuple[str, ...], tuple[str, ...]]] = [
    ("headphones", "electronics", "🎧", "Headphones", "耳机", "Wireless Headphones", "无线耳机", 19, 399,
     ("Auralis", "Sonique", "Bassline", "Kestrel Audio", "Voxa"), ("声澜", "音悦", "低音派", "隼音", "沃声")),
    ("phones", "electronics", "📱", "Cell Phones", "手机", "Smartphone", "智能手机", 99, 1199,
     ("Nimbus", "Orbix", "Telora", "Vantix", "Pixelle"), ("云驰", "欧比", "泰乐", "万迅", "像素派")),
    ("laptops", "electronics", "💻", "Laptops", "笔记本电脑", "Laptop", "笔记本电脑", 249, 2399,
     ("Corevo", "Lumina", "Stratus", "Northpeak", "Zephyra"), ("酷沃", "流明", "层云", "北峰", "微风")),
    ("tablets", "electronics", "📲", "Tablets", "平板电脑", "Tablet", "平板电脑", 89, 1099,
     ("Slatewise", "Orbix", "Nimbus", "Paperleaf", "Lumina"), ("板岩", "欧比", "云驰", "纸叶", "流明")),
    ("cameras", "electronics", "📷", "Cameras", "相机", "Digital Camera", "数码相机", 129, 2499,
     ("Optiqa", "Shutterly", "Fotora", "Lensmark", "Aperix"), ("光启", "快门", "影拓", "镜标", "光圈")),
    ("smartwatches", "electronics", "⌚", "Smartwatches", "智能手表", "Smartwatch", "智能手表", 39, 599,
     ("Pulsara", "Tickwise", "Nimbus", "Fitora", "Orbix"), ("脉搏", "时智", "云驰", "健拓", "欧比")),
    ("speakers", "electronics", "🔊", "Speakers", "音箱", "Bluetooth Speaker", "蓝牙音箱", 15, 349,
     ("Bassline", "Echova", "Sonique", "Roomtone", "Voxa"), ("低音派", "回响", "音悦", "满室", "沃声")),
    ("monitors", "electronics", "🖥️", "Monitors", "显示器", "Monitor", "显示器", 89, 999,
     ("Viewmax", "Pixelle", "Claris", "Corevo", "Spectra"), ("视界", "像素派", "清晰", "酷沃", "光谱")),
    ("keyboards", "electronics", "⌨️", "Keyboards", "键盘", "Mechanical Keyboard", "机械键盘", 19, 249,
     ("Keyforge", "Clickett", "Typhon", "Switchly", "Corevo"), ("键铸", "咔哒", "台风", "轴趣", "酷沃")),
    ("consoles", "electronics", "🎮", "Video Game Consoles", "游戏机", "Game Console", "游戏主机", 149, 699,
     ("Playvex", "Joyspark", "Arcadia", "Quantum Play", "Nimbus"), ("玩速", "乐光", "街机城", "量子玩", "云驰")),
    ("drones", "electronics", "🚁", "Drones", "无人机", "Camera Drone", "航拍无人机", 59, 1599,
     ("Skyward", "Aerolux", "Hoverly", "Optiqa", "Kestrel"), ("天行", "翼光", "悬停", "光启", "红隼")),
    ("cookware", "home", "🍳", "Cookware", "锅具", "Nonstick Pan Set", "不粘锅套装", 15, 299,
     ("Hearthline", "Panora", "Copperleaf", "Simmer & Co", "Ironvale"), ("炉火", "锅之道", "铜叶", "慢炖", "铁谷")),
    ("coffee", "home", "☕", "Coffee Makers", "咖啡机", "Coffee Maker", "咖啡机", 25, 899,
     ("Brewster", "Crema", "Morningly", "Roastwell", "Barista Lab"), ("醇萃", "克丽玛", "晨光", "烘焙坊", "咖啡实验室")),
    ("vacuums", "home", "🧹", "Vacuums", "吸尘器", "Cordless Vacuum", "无线吸尘器", 49, 749,
     ("Dustaway", "Sweepo", "Cyclonix", "Tidyhome", "Airvane"), ("净尘", "扫宝", "旋风", "整洁家", "风翼")),
    ("lamps", "home", "💡", "Lamps & Lighting", "灯具", "LED Desk Lamp", "LED台灯", 9, 199,
     ("Glowhaus", "Lumen & Oak", "Brightly", "Nightowl", "Claris"), ("光屋", "木光", "亮亮", "夜猫", "清晰")),
    ("bedding", "home", "🛏️", "Bedding", "床上用品", "Cotton Duvet Set", "纯棉被套四件套", 19, 299,
     ("Slumbera", "Cloudrest", "Linenwood", "Dreamfold", "Softnest"), ("眠乐", "云眠", "麻木", "梦叠", "软巢")),
    ("chairs", "home", "🪑", "Chairs", "椅子", "Ergonomic Office Chair", "人体工学椅", 39, 899,
     ("Sitwell", "Posturo", "Oakline", "Comfy Works", "Northpeak"), ("坐好", "姿正", "橡线", "舒适工坊", "北峰")),
    ("plants", "home", "🪴", "Plants & Garden", "园艺绿植", "Indoor Plant Pot Set", "室内绿植盆栽", 9, 149,
     ("Greenleaf", "Potterly", "Fernhill", "Bloomly", "Mossy"), ("绿叶", "陶趣", "蕨山", "花开", "青苔")),
    ("sneakers", "fashion", "👟", "Sneakers", "运动鞋", "Running Sneakers", "跑步鞋", 29, 299,
     ("Stridex", "Velora", "Kickwell", "Airloft", "Pacer"), ("步速", "维乐", "踢好", "气垫", "配速")),
    ("jackets", "fashion", "🧥", "Jackets & Coats", "外套", "Puffer Jacket", "羽绒服", 29, 499,
     ("Northpeak", "Frostline", "Urbanweave", "Tailor & Pine", "Windward"), ("北峰", "霜线", "都市织", "松裁", "迎风")),
    ("watches", "fashion", "🕰️", "Watches", "手表", "Automatic Watch", "机械手表", 29, 1999,
     ("Tempora", "Chronell", "Hourmark", "Dialux", "Tickwise"), ("时代", "克罗", "时标", "表盘", "时智")),
    ("handbags", "fashion", "👜", "Handbags", "手提包", "Leather Tote Bag", "真皮托特包", 25, 899,
     ("Maison Vela", "Carryall", "Tessia", "Leatherly", "Urbanweave"), ("维拉", "随行", "苔莎", "皮艺", "都市织")),
    ("sunglasses", "fashion", "🕶️", "Sunglasses", "太阳镜", "Polarized Sunglasses", "偏光太阳镜", 12, 299,
     ("Solaris", "Shadeworks", "Optiqa", "Glint", "Horizon"), ("索拉", "遮光", "光启", "闪光", "地平线")),
    ("hats", "fashion", "🧢", "Hats & Caps", "帽子", "Baseball Cap", "棒球帽", 8, 79,
     ("Capstone", "Brimly", "Stridex", "Headway", "Windward"), ("帽石", "帽檐", "步速", "前进", "迎风")),
    ("blocks", "toys", "🧱", "Building Toys", "积木", "Building Block Set", "拼搭积木套装", 9, 499,
     ("Brickly", "Buildora", "Stackwise", "Toyforge", "Clickbrick"), ("砖趣", "搭建家", "叠叠", "玩具铸", "咔砖")),
    ("boardgames", "toys", "🎲", "Board Games", "桌游", "Strategy Board Game", "策略桌游", 9, 149,
     ("Meeple & Co", "Dicewise", "Tabletop Tales", "Gamenight", "Quirkle"), ("米宝", "骰智", "桌面故事", "游戏夜", "奇趣")),
    ("plush", "toys", "🧸", "Stuffed Animals", "毛绒玩具", "Plush Teddy Bear", "毛绒泰迪熊", 6, 89,
     ("Snugglo", "Fluffworks", "Cuddle Co", "Pawsome", "Softnest"), ("抱抱", "绒绒", "拥抱社", "爪爪", "软巢")),
    ("rccars", "toys", "🏎️", "RC Cars", "遥控车", "Remote Control Car", "遥控赛车", 19, 399,
     ("Turbotoy", "Racewise", "Zoomix", "Torque Jr", "Skyward"), ("涡轮童", "赛智", "飞驰", "扭力", "天行")),
    ("puzzles", "toys", "🧩", "Puzzles", "拼图", "1000-Piece Jigsaw Puzzle", "1000片拼图", 7, 59,
     ("Piecemeal", "Puzzlecraft", "Quirkle", "Mosaic Lane", "Dicewise"), ("块块", "拼图工坊", "奇趣", "马赛克", "骰智")),
    ("bicycles", "sports", "🚲", "Bicycles", "自行车", "Road Bike", "公路自行车", 149, 2999,
     ("Velocita", "Pedalwise", "Trailblaze", "Spokesman", "Northpeak"), ("速骑", "踏智", "开路", "辐条", "北峰")),
    ("yoga", "sports", "🧘", "Yoga & Fitness", "瑜伽健身", "Yoga Mat", "瑜伽垫", 9, 149,
     ("Flowfit", "Zenmat", "Balancea", "Corestrong", "Stretchy"), ("流动", "禅垫", "平衡", "核心", "伸展")),
    ("tennis", "sports", "🎾", "Tennis", "网球", "Tennis Racket", "网球拍", 19, 299,
     ("Acevolt", "Courtline", "Spinwell", "Rallyx", "Velocita"), ("王牌", "球场线", "旋转", "回合", "速骑")),
    ("camping", "sports", "⛺", "Camping & Hiking", "露营徒步", "4-Person Camping Tent", "四人露营帐篷", 29, 699,
     ("Trailblaze", "Campora", "Summit Gear", "Wildpine", "Frostline"), ("开路", "营地", "巅峰装备", "野松", "霜线")),
    ("football", "sports", "⚽", "Soccer", "足球", "Match Soccer Ball", "比赛用足球", 9, 129,
     ("Goalstar", "Kickwell", "Pitchline", "Strikera", "Stridex"), ("进球星", "踢好", "球场", "射手", "步速")),
    ("dumbbells", "sports", "🏋️", "Strength Training", "力量训练", "Adjustable Dumbbells", "可调节哑铃", 19, 599,
     ("Ironvale", "Liftwise", "Corestrong", "Gripforce", "Flowfit"), ("铁谷", "举智", "核心", "握力", "流动")),
    ("fiction", "books", "📖", "Fiction Books", "小说", "Hardcover Novel", "精装小说", 5, 45,
     ("Inkwell Press", "Lanternhouse", "Papermoon", "Quillfield", "Northstar Books"),
     ("墨池出版社", "灯笼书屋", "纸月", "羽田出版", "北极星图书")),
    ("cookbooks", "books", "📚", "Cookbooks", "菜谱", "Cookbook", "烹饪书", 7, 59,
     ("Inkwell Press", "Simmer & Co", "Papermoon", "Hearthline Books", "Quillfield"),
     ("墨池出版社", "慢炖", "纸月", "炉火图书", "羽田出版")),
    ("kidsbooks", "books", "📘", "Children's Books", "童书", "Picture Book", "儿童绘本", 4, 39,
     ("Little Lantern", "Papermoon", "Storytree", "Bramble Books", "Northstar Books"),
     ("小灯笼", "纸月", "故事树", "荆棘图书", "北极星图书")),
    ("skincare", "beauty", "🧴", "Skin Care", "护肤", "Hydrating Face Cream", "保湿面霜", 6, 199,
     ("Dewlune", "Purelle", "Botanica", "Glowra", "Silkskin"), ("露月", "纯丽", "植萃", "光采", "丝肌")),
    ("perfume", "beauty", "🌸", "Fragrances", "香水", "Eau de Parfum", "香水", 15, 349,
     ("Maison Vela", "Aromis", "Petalia", "Noir & Musk", "Dewlune"), ("维拉", "芳香", "花瓣", "黑麝", "露月")),
]

#: model lines shared by every category (the product's second word)
LINES = ("Air", "Pro", "Max", "Lite", "Neo", "Prime", "Edge", "Flex", "Ultra", "Go", "Plus", "One", "Mini", "Studio")
#: colour variants: (en, zh, hex)
COLORS = (("Black", "黑色", "#37474f"), ("White", "白色", "#eceff1"), ("Silver", "银色", "#b0bec5"),
          ("Blue", "蓝色", "#64b5f6"), ("Red", "红色", "#e57373"), ("Green", "绿色", "#81c784"),
          ("Pink", "粉色", "#f48fb1"), ("Gold", "金色", "#ffd54f"), ("Gray", "灰色", "#90a4ae"),
          ("Purple", "紫色", "#b39ddb"), ("Orange", "橙色", "#ffb74d"), ("Brown", "棕色", "#a1887f"),
          ("Yellow", "黄色", "#fff176"))
#: the colours the drawn emoji of the pictured product really has (Noto Color Emoji, as the phone draws it;
#: measured from the rendered glyph's pixels): a listing's colour is one of its category's, so a "Green"
#: listing never shows an orange tent (the structure's colour draw is kept when it is allowed, else mapped)
EMOJI_COLORS: dict[str, tuple[str, ...]] = {
    "🎧": ("Gray", "Black", "Silver"), "📱": ("Black",), "💻": ("Silver", "Gray"), "📲": ("Black",),
    "📷": ("Black", "Silver", "Gray"), "⌚": ("Silver", "Brown"), "🔊": ("Blue", "Silver"), "🖥️": ("Black", "Silver"),
    "⌨️": ("White", "Silver"), "🎮": ("Gray",), "🚁": ("Yellow",), "🍳": ("Black", "Gray"), "☕": ("White",),
    "🧹": ("Yellow", "Brown"), "💡": ("Yellow", "Gold"), "🛏️": ("Blue",), "🪑": ("Brown",), "🪴": ("Green",),
    "👟": ("Blue",), "🧥": ("Blue",), "🕰️": ("Brown",), "👜": ("Brown",), "🕶️": ("Black",), "🧢": ("Blue",),
    "🧱": ("Red",), "🎲": ("White",), "🧸": ("Brown",), "🏎️": ("Red",), "🧩": ("Green",), "🚲": ("Blue", "Silver"),
    "🧘": ("Orange",), "🎾": ("Blue",), "⛺": ("Orange",), "⚽": ("White",), "🏋️": ("Gray",),
    "📖": ("White", "Blue"), "📚": ("Red", "Blue"), "📘": ("Blue",), "🧴": ("Blue",), "🌸": ("Pink",),
}
CONDITIONS = ("new", "open_box", "used", "refurbished")
#: origin country code -> (en name, zh name, en cities, zh cities); the region's home country first
COUNTRIES = {
    "US": ("United States", "美国", ("New York", "Los Angeles", "Chicago", "Houston", "Seattle"), ("纽约", "洛杉矶", "西雅图")),
    "UK": ("United Kingdom", "英国", ("London", "Manchester", "Birmingham"), ("伦敦", "曼彻斯特")),
    "JP": ("Japan", "日本", ("Tokyo", "Osaka", "Yokohama"), ("东京", "大阪", "横滨")),
    "DE": ("Germany", "德国", ("Berlin", "Munich", "Hamburg"), ("柏林", "慕尼黑", "汉堡")),
    "CN": ("China", "中国", ("Shenzhen", "Shanghai", "Guangzhou"), ("深圳", "上海", "广州", "杭州", "北京", "义乌")),
}
#: per region: (currency, price factor, home country, origin weights)
REGIONS: dict[str, tuple[str, float, str, dict[str, int]]] = {
    "en": ("USD", 1.0, "US", {"US": 50, "UK": 12, "JP": 12, "DE": 10, "CN": 16}),
    "zh-CN": ("CNY", 7.0, "CN", {"CN": 60, "JP": 12, "US": 10, "DE": 8, "UK": 10}),
}
SELLER_EN = (("Maple", "Harbor", "Bright", "Summit", "Cedar", "River", "Golden", "Blue", "North", "Silver", "Urban",
              "Coastal", "Prairie", "Lucky", "Swift", "Evergreen", "Atlas", "Pioneer", "Sunny", "Metro"),
             ("Circuit", "Deals", "Goods", "Supply", "Trading", "Outlet", "Market", "Depot", "Finds", "Bazaar",
              "Emporium", "Corner", "Store", "Exchange", "Warehouse"),
             ("", " Co", " Direct", " Online", " Shop", " Plus"))
SELLER_ZH = (("鑫源", "优品", "佳汇", "悦购", "诚信", "乐淘", "百顺", "华通", "星辰", "金桥", "惠民", "博雅", "锦程",
              "安心", "天和", "嘉禾", "隆达", "万家", "新视界", "恒泰"),
             ("数码", "百货", "家居", "服饰", "运动", "图书", "美妆", "电子", "生活", "精品", "潮品", "优选", "好物",
              "进口", "工贸"),
             ("专营店", "旗舰店", "小店", "商行", "官方店", "直营店"))
RETURNS = (0, 14, 30, 30, 60)


def _sellers(rng: random.Random) -> list[dict[str, Any]]:
    """Sellers (structure): the name's word indices, rating in tenths of a percent, feedback count."""
    out: list[dict[str, Any]] = []
    seen: set[tuple[int, int, int]] = set()
    while len(out) < N_SELLERS:
        key = (rng.randrange(20), rng.randrange(15), rng.randrange(6))
        if key in seen:
            continue
        seen.add(key)
        rating = 1000 - min(120, int(rng.expovariate(1 / 18)))
        out.append({"key": key, "rating": rating, "feedback": int(rng.lognormvariate(6, 1.6)) + 3,
                    "since": 2008 + rng.randrange(18), "country": rng.choice(("US", "US", "UK", "JP", "DE", "CN"))})
    return out


def _price(rng: random.Random, lo: int, hi: int) -> float:
    """A USD price, log-uniform between lo and hi, ending .99 / .95 / .00."""
    p = lo * (hi / lo) ** rng.random()
    return round(int(p) + rng.choice((0.99, 0.99, 0.95, 0.49, 0.0)), 2)


def _money(usd: float, factor: float) -> float:
    if factor == 1.0:
        return usd
    return float(max(1, round(usd * factor)) - (0 if usd * factor < 20 else 1))


def build_structure() -> dict[str, Any]:
    rng = random.Random(SEED)
    sellers = _sellers(rng)
    products = []
    n = 0
    for ci, cat in enumerate(CATS):
        lo, hi = cat[7], cat[8]
        for _ in range(PER_CATEGORY):
            n += 1
            cond = rng.choices(CONDITIONS, weights=(55, 10, 22, 13))[0]
            auction = rng.random() < 0.22
            usd = _price(rng, lo, hi) * {"new": 1.0, "open_box": 0.85, "used": 0.6, "refurbished": 0.72}[cond]
            if cond != "new":
                usd = int(usd) + 0.99
            products.append({
                "n": n, "cat": ci, "brand": rng.randrange(5), "line": rng.randrange(len(LINES)),
                "model": rng.choice((rng.randrange(1, 10) * 100, rng.randrange(2, 20), rng.randrange(10, 99) * 10)),
                # (a draw over the first ten colours, as before the colours the pictures have were added)
                "color": _color(cat[2], rng.randrange(10)), "cond": cond, "auction": auction, "usd": round(usd, 2),
                "bids": rng.randrange(0, 40) if auction else 0, "ends_h": rng.randrange(2, 240) if auction else 0,
                "free": rng.random() < 0.42, "ship_usd": round(rng.choice((3.99, 4.99, 5.99, 7.5, 9.99, 12.0, 14.99,
                                                                           19.99, 24.99)), 2),
                "origin_r": rng.random(), "city": rng.randrange(6), "seller": rng.randrange(N_SELLERS),
                "returns": rng.choice(RETURNS), "listed": rng.randrange(0, 90), "qty": rng.choice((1, 1, 2, 3, 5, 10, 25)),
                "sold": int(rng.expovariate(1 / 40)),
            })
    return {"sellers": sellers, "products": products}


def _color(emoji: str, drawn: int) -> int:
    """A listing's colour (an index of ``COLORS``): the drawn one when its category's picture has it, else
    one the picture has (``EMOJI_COLORS``)."""
    names = [c[0] for c in COLORS]
    allowed = EMOJI_COLORS[emoji]
    return drawn if names[drawn] in allowed else names.index(allowed[drawn % len(allowed)])


def _origin(r: float, weights: dict[str, int]) -> str:
    total, acc = sum(weights.values()), 0.0
    for code, w in weights.items():
        acc += w / total
        if r < acc:
            return code
    return list(weights)[-1]


def build(region: str) -> bytes:
    currency, factor, home, weights = REGIONS[region]
    zh = region == "zh-CN"
    s = build_structure()
    sellers = []
    for i, sl in enumerate(s["sellers"]):
        a, b, c = sl["key"]
        name = (SELLER_ZH[0][a] + SELLER_ZH[1][b] + SELLER_ZH[2][c]) if zh else \
            (SELLER_EN[0][a] + SELLER_EN[1][b] + SELLER_EN[2][c])
        sellers.append([f"s{i + 1:03d}", name, sl["rating"] / 10, sl["feedback"], sl["since"]])
    cats = [[c[0], c[1], c[2], c[4] if zh else c[3], list(c[10] if zh else c[9])] for c in CATS]
    countries = {k: [v[1] if zh else v[0], list(v[3] if zh else v[2])] for k, v in COUNTRIES.items()}
    rows = []
    for p in s["products"]:
        cat = CATS[p["cat"]]
        brand = (cat[10] if zh else cat[9])[p["brand"]]
        color = COLORS[p["color"]]
        line = LINES[p["line"]]
        title = f"{brand} {line} {p['model']} {cat[6]} {color[1]}" if zh else \
            f"{brand} {line} {p['model']} {cat[5]}, {color[0]}"
        origin = _origin(p["origin_r"], weights)
        cities = countries[origin][1]
        domestic = origin == home
        mult = 1 if domestic else 2.2
        ship = 0.0 if p["free"] else (float(round(p["ship_usd"] * mult * 2)) if zh else
                                      (p["ship_usd"] if domestic else round(round(p["ship_usd"] * mult) - 0.01, 2)))
        days = (2 + p["n"] % 4) if domestic else (6 + p["n"] % 9)
        rows.append([f"p{p['n']:05d}", title, p["cat"], p["brand"], p["cond"], int(p["auction"]),
                     _money(p["usd"], factor), round(ship, 2), origin, cities[p["city"] % len(cities)], days,
                     p["seller"], p["returns"], p["listed"], p["ends_h"], p["bids"], p["color"], p["qty"], p["sold"]])
    out = {"region": region, "currency": currency, "home": home, "groups": {k: v[1 if zh else 0] for k, v in GROUPS.items()},
           "categories": cats, "countries": countries, "colors": [[c[1] if zh else c[0], c[2]] for c in COLORS],
           "sellers": sellers,
           "fields": ["id", "title", "cat", "brand", "cond", "auction", "price", "ship", "origin", "city", "days",
                      "seller", "returns", "listed", "ends_h", "bids", "color", "qty", "sold"],
           "products": rows}
    raw = json.dumps(out, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode("utf-8")
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for region in REGIONS:
        data = build(region)
        (OUT / f"{region}.json.gz").write_bytes(data)
        print(f"{region}: {len(data) / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
