"""Text-bearing photos, one set per region: receipts, tickets, charts, signs, whiteboards and notes.

Both regions draw from the same seed stream, so ``en_r003`` and ``zh_r003`` have the same shape
(same merchant slot, same number of items) in their own language and currency: US dollars for
``en``, yuan for ``zh-CN``. Each maker returns the image and its facts.
"""

from __future__ import annotations

import random
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from .draw import RGB, fill_gradient, font, grain, jitter, rotated_paste, text_w, vignette, wood

Facts = dict[str, Any]
L = tuple[str, str]  # (en, zh-CN)


def _t(pair: L, region: str) -> str:
    return pair[1] if region == "zh-CN" else pair[0]


def money(v: float, region: str) -> str:
    return f"¥{v:.2f}" if region == "zh-CN" else f"${v:.2f}"


def _date(rng: random.Random) -> tuple[str, int, int]:
    """A date in the year before the phone's boot (2026-03-14): ("2026-02-03", month, day)."""
    month = rng.choice([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 2, 3])
    year = 2026 if month <= 3 else 2025
    day = rng.randint(1, 13 if (year, month) == (2026, 3) else 28)
    return f"{year}-{month:02d}-{day:02d}", month, day


def _table(size: tuple[int, int], rng: random.Random) -> Image.Image:
    if rng.random() < 0.6:
        return wood(size, rng, jitter(rng, rng.choice([(150, 105, 70), (185, 140, 95), (110, 80, 60)]), 10))
    img = Image.new("RGB", size)
    fill_gradient(img, (0, 0, *size), jitter(rng, (70, 75, 85), 15), jitter(rng, (45, 48, 55), 10))
    return img


# ---- receipts -------------------------------------------------------------------------------------

MERCHANTS: tuple[tuple[L, L, tuple[tuple[L, float], ...]], ...] = (
    (("Corner Market", "好邻居超市"), ("12 Oak St", "和平路12号"),
     ((("Milk", "牛奶"), 3.49), (("Eggs", "鸡蛋"), 4.29), (("Bread", "面包"), 2.99), (("Apples", "苹果"), 5.10),
      (("Rice", "大米"), 8.99), (("Coffee", "咖啡豆"), 11.50), (("Butter", "黄油"), 4.75), (("Cheese", "奶酪"), 6.20))),
    (("Blue Cup Cafe", "蓝杯咖啡"), ("88 Market Ave", "解放路88号"),
     ((("Latte", "拿铁"), 4.80), (("Espresso", "浓缩咖啡"), 3.20), (("Muffin", "松饼"), 3.50),
      (("Bagel", "贝果"), 2.95), (("Green Tea", "绿茶"), 3.10), (("Croissant", "可颂"), 3.75))),
    (("Sunrise Bakery", "晨光面包房"), ("5 Mill Rd", "人民路5号"),
     ((("Sourdough", "酸面包"), 6.50), (("Baguette", "法棍"), 3.25), (("Cinnamon Roll", "肉桂卷"), 3.95),
      (("Cookies", "曲奇"), 4.40), (("Cheesecake", "芝士蛋糕"), 5.60))),
    (("City Pharmacy", "康宁大药房"), ("300 Main St", "中山路300号"),
     ((("Vitamin C", "维生素C"), 9.99), (("Bandages", "创可贴"), 4.49), (("Cough Syrup", "止咳糖浆"), 7.89),
      (("Sunscreen", "防晒霜"), 12.99), (("Toothpaste", "牙膏"), 3.79))),
    (("Hardware Hub", "五金百货"), ("41 Elm St", "建设路41号"),
     ((("Light Bulb", "灯泡"), 5.99), (("Screws", "螺丝"), 3.49), (("Tape", "胶带"), 2.79), (("Paint Brush", "刷子"), 6.49),
      (("Batteries", "电池"), 8.99), (("Hammer", "锤子"), 14.99))),
    (("Noodle House", "老王面馆"), ("9 River Rd", "滨江路9号"),
     ((("Beef Noodles", "牛肉面"), 12.50), (("Dumplings", "饺子"), 8.00), (("Spring Rolls", "春卷"), 5.50),
      (("Iced Tea", "冰红茶"), 2.50), (("Fried Rice", "炒饭"), 10.00))),
    (("Book Nook", "书香书店"), ("17 Pine St", "文化路17号"),
     ((("Novel", "小说"), 15.99), (("Notebook", "笔记本"), 4.99), (("Pens", "中性笔"), 3.49), (("Map", "地图"), 7.95),
      (("Cookbook", "菜谱"), 22.00))),
)
PAYMENTS: tuple[L, ...] = (("VISA ****4821", "微信支付"), ("Cash", "现金"), ("Mastercard ****1197", "支付宝"),
                           ("Debit ****6630", "银行卡 ****6630"))
CNY = 6.0  # a yuan price is the dollar price times this, rounded to 0.5


def receipt(rng: random.Random, region: str) -> tuple[Image.Image, Facts]:
    name, addr, stock = rng.choice(MERCHANTS)
    items_src = rng.sample(list(stock), rng.randint(2, min(6, len(stock))))
    qty = [rng.choice([1, 1, 1, 2]) for _ in items_src]
    date, _, _ = _date(rng)
    time = f"{rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}"
    pay = rng.choice(PAYMENTS)
    zh = region == "zh-CN"
    items: list[list[Any]] = []
    for (nm, usd), q in zip(items_src, qty, strict=True):
        unit = round(usd * CNY * 2) / 2 if zh else usd
        label = _t(nm, region) + (f" x{q}" if q > 1 else "")
        items.append([label, round(unit * q, 2)])
    total = round(sum(p for _, p in items), 2)
    W = 420
    fs = 22
    f, fb, fbig = font(fs, region, style="mono"), font(fs, region, True, "mono"), font(32, region, True)
    line_h = fs + 9
    H = 40 + 44 + 3 * line_h + 18 + len(items) * line_h + 18 + line_h + 46 + 2 * line_h + 30
    card = Image.new("RGBA", (W, H), (252, 252, 248, 255))
    d = ImageDraw.Draw(card)
    y = 24
    title = _t(name, region)
    d.text(((W - text_w(d, title, fbig)) // 2, y), title, font=fbig, fill=(20, 20, 20))
    y += 46
    for s in (_t(addr, region), f"{date}  {time}", ("收银台 2  单号 " if zh else "Reg 2  #") + str(rng.randint(1000, 9999))):
        d.text(((W - text_w(d, s, f)) // 2, y), s, font=f, fill=(60, 60, 60))
        y += line_h
    y += 4
    d.line((16, y, W - 16, y), fill=(120, 120, 120), width=2)
    y += 14
    for label, price in items:
        d.text((20, y), label, font=f, fill=(30, 30, 30))
        p = money(price, region)
        d.text((W - 20 - text_w(d, p, f), y), p, font=f, fill=(30, 30, 30))
        y += line_h
    y += 4
    d.line((16, y, W - 16, y), fill=(120, 120, 120), width=2)
    y += 12
    d.text((20, y), f"{len(items)} " + ("件商品" if zh else "items"), font=f, fill=(60, 60, 60))
    y += line_h
    tl, tp = ("合计" if zh else "TOTAL"), money(total, region)
    ft = font(30, region, True)
    d.text((20, y), tl, font=ft, fill=(0, 0, 0))
    d.text((W - 20 - text_w(d, tp, ft), y), tp, font=ft, fill=(0, 0, 0))
    y += 46
    d.text((20, y), ("支付方式 " if zh else "Paid: ") + _t(pay, region), font=f, fill=(50, 50, 50))
    y += line_h
    thanks = "谢谢惠顾！" if zh else "THANK YOU!"
    d.text(((W - text_w(d, thanks, fb)) // 2, y + 4), thanks, font=fb, fill=(50, 50, 50))
    bg = _table((540, 720), rng)
    rotated_paste(bg, card, rng.uniform(-4, 4), (270 + rng.randint(-15, 15), 360 + rng.randint(-10, 10)))
    facts = {"merchant": title, "date": date, "time": time, "items": items, "total": total,
             "payment": _t(pay, region), "currency": "CNY" if zh else "USD"}
    return grain(vignette(bg, 60), rng, 3), facts


# ---- tickets --------------------------------------------------------------------------------------

STATIONS: tuple[L, ...] = (("New York", "北京南"), ("Boston", "上海虹桥"), ("Philadelphia", "南京南"),
                           ("Washington", "杭州东"), ("Baltimore", "天津西"), ("Providence", "苏州"))
MOVIES: tuple[L, ...] = (("The Last Orbit", "最后的轨道"), ("Paper Moon City", "纸月亮之城"), ("Quiet Harbor", "静湾"),
                         ("Fast Lane 3", "极速车道3"), ("The Lost Garden", "失落的花园"))
CONCERTS: tuple[L, ...] = (("The Midnight Owls", "午夜猫头鹰乐队"), ("City Symphony", "城市交响乐团"),
                           ("Luna Ray Live", "月光演唱会"), ("Jazz by the River", "江畔爵士之夜"))
VENUES: tuple[L, ...] = (("Grand Cinema", "大光明影城"), ("Riverside Arena", "江滨体育馆"), ("Star Hall", "星空音乐厅"))


def ticket(rng: random.Random, region: str) -> tuple[Image.Image, Facts]:
    zh = region == "zh-CN"
    kind = rng.choice(["train", "train", "movie", "concert"])
    date, _, _ = _date(rng)
    time = f"{rng.randint(8, 21):02d}:{rng.choice(['00', '10', '15', '30', '40', '45'])}"
    W, H = 640, 320
    card = Image.new("RGBA", (W, H), (255, 255, 255, 255))
    d = ImageDraw.Draw(card)
    col = {"train": (40, 100, 170), "movie": (170, 40, 60), "concert": (110, 50, 150)}[kind]
    d.rectangle((0, 0, W, 64), fill=col)
    lab, big, f = font(18, region), font(40, region, True), font(26, region, True)
    facts: Facts = {"kind": kind, "date": date, "time": time}
    if kind == "train":
        a, b = rng.sample(list(STATIONS), 2)
        number = ("G" if zh else "NE ") + str(rng.randint(101, 2199))
        car, seat = rng.randint(1, 16), f"{rng.randint(1, 20)}{rng.choice('ABCDF')}"
        price = round(rng.uniform(40, 160) * (CNY if zh else 1) * 2) / 2
        seat_s = f"{car:02d}车{seat}号" if zh else f"Car {car}, Seat {seat}"
        header = "高铁车票" if zh else "RAIL TICKET"
        d.text((24, 14), header, font=font(28, region, True), fill=(255, 255, 255))
        d.text((W - 24 - text_w(d, number, f), 16), number, font=f, fill=(255, 255, 255))
        d.text((30, 90), _t(a, region), font=big, fill=(20, 20, 20))
        arrow_x = 30 + text_w(d, _t(a, region), big) + 20
        d.line((arrow_x, 117, arrow_x + 34, 117), fill=col, width=5)  # an arrow (Noto Sans has no U+2192)
        d.polygon([(arrow_x + 30, 105), (arrow_x + 46, 117), (arrow_x + 30, 129)], fill=col)
        d.text((arrow_x + 60, 90), _t(b, region), font=big, fill=(20, 20, 20))
        facts.update({"from": _t(a, region), "to": _t(b, region), "train": number.replace(" ", "")})
        fields = [(("Date", "日期"), date), (("Departs", "发车"), time), (("Seat", "座位"), seat_s),
                  (("Price", "票价"), money(price, region))]
    else:
        title = _t(rng.choice(MOVIES if kind == "movie" else CONCERTS), region)
        venue = _t(VENUES[0] if kind == "movie" else rng.choice(VENUES[1:]), region)
        row, num = rng.choice("ABCDEFGHJK"), rng.randint(1, 24)
        seat_s = f"{rng.randint(1, 8)}号厅 {row}排{num}座" if kind == "movie" and zh else (
            f"Hall {rng.randint(1, 8)} Row {row} Seat {num}" if kind == "movie" else
            (f"{rng.randint(1, 5)}区 {row}排{num}座" if zh else f"Sec {rng.randint(1, 5)} Row {row} Seat {num}"))
        price = round(rng.uniform(12, 20) if kind == "movie" else rng.uniform(45, 150), 0) * (CNY if zh else 1)
        head_p: L = {"movie": ("ADMIT ONE", "电影票"), "concert": ("CONCERT", "演出门票")}[kind]
        d.text((24, 14), _t(head_p, region), font=font(28, region, True), fill=(255, 255, 255))
        d.text((30, 84), title, font=big, fill=(20, 20, 20))
        d.text((30, 140), venue, font=font(22, region), fill=(90, 90, 90))
        facts.update({"title": title, "venue": venue})
        fields = [(("Date", "日期"), date), (("Time", "时间"), time), (("Seat", "座位"), seat_s),
                  (("Price", "票价"), money(price, region))]
    facts.update({"seat": seat_s, "price": round(price, 2)})
    y0 = 180
    for i, (k, v) in enumerate(fields):
        x, y = 30 + (i % 2) * 300, y0 + (i // 2) * 66
        d.text((x, y), _t(k, region), font=lab, fill=(120, 120, 120))
        d.text((x, y + 24), v, font=font(24, region, True), fill=(20, 20, 20))
    for yy in range(70, H, 14):
        d.line((W - 110, yy, W - 110, yy + 7), fill=(180, 180, 180), width=2)
    for i in range(14):  # a barcode stub
        d.rectangle((W - 90 + i * 5, 200, W - 88 + i * 5 + (i % 3), 290), fill=(30, 30, 30))
    bg = _table((720, 540), rng)
    rotated_paste(bg, card, rng.uniform(-3, 3), (360 + rng.randint(-10, 10), 270 + rng.randint(-10, 10)))
    return grain(vignette(bg, 60), rng, 3), facts


# ---- charts ---------------------------------------------------------------------------------------

CHARTS: tuple[tuple[L, tuple[L, ...]], ...] = (
    (("Monthly Sales (units)", "月销量（件）"), (("Jan", "1月"), ("Feb", "2月"), ("Mar", "3月"), ("Apr", "4月"),
                                            ("May", "5月"), ("Jun", "6月"))),
    (("Favourite Fruit", "最喜欢的水果"), (("Apple", "苹果"), ("Banana", "香蕉"), ("Mango", "芒果"), ("Grape", "葡萄"),
                                       ("Pear", "梨"))),
    (("Team Lunch Votes", "团队午餐投票"), (("Pizza", "披萨"), ("Sushi", "寿司"), ("Tacos", "卷饼"), ("Salad", "沙拉"))),
    (("Visitors by Day", "每日访客"), (("Mon", "周一"), ("Tue", "周二"), ("Wed", "周三"), ("Thu", "周四"), ("Fri", "周五"))),
    (("Commute Mode (%)", "通勤方式（%）"), (("Bus", "公交"), ("Bike", "自行车"), ("Car", "汽车"), ("Walk", "步行"))),
    (("Budget by Category", "预算分类"), (("Rent", "房租"), ("Food", "餐饮"), ("Travel", "出行"), ("Fun", "娱乐"))),
)
PALETTE: tuple[RGB, ...] = ((66, 133, 244), (234, 67, 53), (251, 188, 5), (52, 168, 83), (155, 81, 224), (0, 172, 193))


def chart(rng: random.Random, region: str) -> tuple[Image.Image, Facts]:
    (title_p, cats) = rng.choice(CHARTS)
    n = rng.randint(3, len(cats))
    labels = [_t(c, region) for c in cats[:n]]
    pie = rng.random() < 0.35
    if pie:
        cuts = sorted(rng.sample(range(5, 96), n - 1))
        vals = [b - a for a, b in zip([0, *cuts], [*cuts, 100], strict=True)]
    else:
        vals = [rng.randint(5, 95) for _ in labels]
    while vals.count(max(vals)) > 1:  # a unique maximum, so "which is highest" has one answer
        vals[vals.index(max(vals))] += 1
        if pie:
            vals[vals.index(min(vals))] -= 1
    img = Image.new("RGB", (720, 540), (255, 255, 255))
    d = ImageDraw.Draw(img)
    title = _t(title_p, region)
    tf = font(34, region, True)
    d.text(((720 - text_w(d, title, tf)) // 2, 24), title, font=tf, fill=(30, 30, 30))
    lf, vf = font(22, region), font(22, region, True)
    if pie:
        box, start = (60, 110, 420, 470), -90.0
        for i, v in enumerate(vals):
            d.pieslice(box, start, start + v * 3.6, fill=PALETTE[i], outline=(255, 255, 255), width=3)
            start += v * 3.6
        for i, (lab, v) in enumerate(zip(labels, vals, strict=True)):
            y = 150 + i * 56
            d.rectangle((460, y, 490, y + 30), fill=PALETTE[i])
            d.text((505, y - 2), f"{lab}  {v}%", font=vf, fill=(30, 30, 30))
    else:
        top = max(vals)
        d.line((70, 460, 680, 460), fill=(60, 60, 60), width=3)
        bw = 560 // n
        for i, (lab, v) in enumerate(zip(labels, vals, strict=True)):
            x = 90 + i * bw
            hgt = round(300 * v / top)
            d.rectangle((x + 10, 460 - hgt, x + bw - 16, 460), fill=PALETTE[i % len(PALETTE)])
            s = str(v)
            d.text((x + (bw - 6 - text_w(d, s, vf)) // 2, 460 - hgt - 32), s, font=vf, fill=(30, 30, 30))
            d.text((x + (bw - 6 - text_w(d, lab, lf)) // 2, 470), lab, font=lf, fill=(60, 60, 60))
    series = [[lab, v] for lab, v in zip(labels, vals, strict=True)]
    facts = {"title": title, "type": "pie" if pie else "bar", "series": series,
             "max": labels[vals.index(max(vals))]}
    return img, facts


# ---- signs ----------------------------------------------------------------------------------------

SHOPS: tuple[L, ...] = (("Maple Books", "枫叶书店"), ("Sunny Laundry", "阳光洗衣店"), ("Hill Bakery", "山坡面包店"),
                        ("Fresh Market", "鲜果超市"), ("Corner Barber", "街角理发店"))
WIFI_NETS = ("CafeGuest", "BlueCup_5G", "Library-Free", "HomeNet", "Hotel_Lobby")
ROOMS: tuple[L, ...] = (("Everest", "珠峰"), ("Pacific", "太平洋"), ("Aurora", "极光"), ("Redwood", "红杉"))
MENU: tuple[tuple[L, float], ...] = ((("Americano", "美式咖啡"), 3.5), (("Cappuccino", "卡布奇诺"), 4.5),
                                     (("Hot Chocolate", "热巧克力"), 4.0), (("Chai Latte", "印度奶茶"), 4.75),
                                     (("Lemonade", "柠檬水"), 3.25), (("Bagel", "贝果"), 2.75), (("Muffin", "松饼"), 3.0))


def _board(size: tuple[int, int], bgcol: RGB, rng: random.Random, lines: list[tuple[str, ImageFont.FreeTypeFont, RGB]],
           frame: RGB, wall: RGB) -> Image.Image:
    """A board of ``lines`` (centred) hung on a wall."""
    img = Image.new("RGB", (720, 540) if size[0] > size[1] else (540, 720))
    fill_gradient(img, (0, 0, *img.size), jitter(rng, wall, 10), tuple(max(0, v - 40) for v in wall))  # type: ignore[arg-type]
    card = Image.new("RGBA", size, (*bgcol, 255))
    d = ImageDraw.Draw(card)
    d.rectangle((0, 0, size[0] - 1, size[1] - 1), outline=frame, width=12)
    total = sum(f.size + 18 for _, f, _ in lines)
    y = (size[1] - total) // 2
    for s, f, c in lines:
        d.text(((size[0] - text_w(d, s, f)) // 2, y), s, font=f, fill=c)
        y += f.size + 18
    rotated_paste(img, card, rng.uniform(-2.5, 2.5), (img.width // 2, img.height // 2), 90)
    return grain(vignette(img, 60), rng, 3)


def sign(rng: random.Random, region: str) -> tuple[Image.Image, Facts]:
    zh = region == "zh-CN"
    kind = rng.choice(["hours", "wifi", "parking", "room", "menu"])
    dark, red = (25, 25, 25), (190, 40, 40)
    if kind == "hours":
        shop = _t(rng.choice(SHOPS), region)
        o1, c1, o2, c2 = rng.randint(7, 10), rng.randint(17, 21), rng.randint(9, 11), rng.randint(15, 18)
        sun_closed = rng.random() < 0.5
        rows = [(("Mon–Fri", "周一至周五"), f"{o1}:00–{c1}:00"), (("Sat", "周六"), f"{o2}:00–{c2}:00"),
                (("Sun", "周日"), ("休息" if zh else "Closed") if sun_closed else f"{o2 + 1}:00–{c2 - 1}:00")]
        lines = [(shop, font(38, region, True), dark), ("营业时间" if zh else "OPENING HOURS", font(28, region, True), red)]
        lines += [(f"{_t(k, region)}  {v}", font(28, region), dark) for k, v in rows]
        img = _board((460, 600), (250, 248, 240), rng, lines, (40, 40, 40), (170, 175, 180))
        return img, {"sign": "hours", "name": shop, "lines": [s for s, _, _ in lines],
                     "hours": {_t(k, region): v for k, v in rows}}
    if kind == "wifi":
        net = rng.choice(WIFI_NETS)
        pw = rng.choice(["sunny", "maple", "coffee", "river", "orbit"]) + str(rng.randint(100, 9999))
        lines = [("Wi-Fi", font(48, region, True), (20, 110, 200)), (("网络：" if zh else "Network: ") + net, font(28, region), dark),
                 (("密码：" if zh else "Password: ") + pw, font(30, region, True), dark),
                 ("欢迎光临" if zh else "Enjoy your stay!", font(22, region), (100, 100, 100))]
        img = _board((560, 380), (255, 255, 255), rng, lines, (20, 110, 200), (120, 90, 70))
        return img, {"sign": "wifi", "network": net, "password": pw, "lines": [s for s, _, _ in lines]}
    if kind == "parking":
        hours, rate = rng.choice([1, 2, 3]), rng.choice([1.5, 2.0, 2.5, 3.0])
        rate_s = money(rate * (CNY if zh else 1), region)
        lines = [("P", font(96, "en", True), (255, 255, 255)),
                 (f"限停{hours}小时" if zh else f"{hours} HOUR PARKING", font(34, region, True), (255, 255, 255)),
                 ("周一至周六 8:00–18:00" if zh else "Mon–Sat 8am–6pm", font(26, region), (255, 255, 255)),
                 (f"{rate_s}/小时" if zh else f"{rate_s} per hour", font(30, region, True), (255, 230, 120))]
        img = _board((420, 600), (30, 80, 170), rng, lines, (250, 250, 250), (150, 190, 225))
        return img, {"sign": "parking", "max_hours": hours, "rate": rate * (CNY if zh else 1),
                     "lines": [s for s, _, _ in lines]}
    if kind == "room":
        room = f"{rng.choice('ABC')}-{rng.randint(1, 6)}{rng.randint(0, 2)}{rng.randint(1, 9)}"
        name = _t(rng.choice(ROOMS), region)
        cap = rng.randint(4, 16)
        lines = [(room, font(64, "en", True), dark), (("会议室 " if zh else "Meeting Room ") + name, font(30, region), dark),
                 (f"可容纳 {cap} 人" if zh else f"Seats {cap}", font(24, region), (100, 100, 100))]
        img = _board((520, 320), (235, 238, 242), rng, lines, (120, 125, 135), (200, 195, 185))
        return img, {"sign": "room", "room": room, "name": name, "capacity": cap, "lines": [s for s, _, _ in lines]}
    items = rng.sample(list(MENU), rng.randint(4, 6))
    priced: list[tuple[str, float]] = [(_t(n, region), round(p * (CNY if zh else 1), 2)) for n, p in items]
    chalk = (245, 245, 235)
    lines = [("饮品菜单" if zh else "MENU", font(44, region, True), (250, 220, 120))]
    lines += [(f"{n}  {money(p, region)}", font(28, region), chalk) for n, p in priced]
    img = _board((500, 640), (40, 50, 45), rng, lines, (120, 85, 55), (200, 180, 160))
    return img, {"sign": "menu", "items": [list(x) for x in priced], "lines": [s for s, _, _ in lines]}


# ---- whiteboards and notes ------------------------------------------------------------------------

TODO: tuple[L, ...] = (("Buy milk", "买牛奶"), ("Call the dentist", "给牙医打电话"), ("Pay rent", "交房租"),
                       ("Water the plants", "给花浇水"), ("Pick up laundry", "取洗好的衣服"), ("Book flights", "订机票"),
                       ("Return library books", "还图书馆的书"), ("Fix the bike", "修自行车"))
GROCERIES: tuple[L, ...] = (("Milk", "牛奶"), ("Eggs", "鸡蛋"), ("Bread", "面包"), ("Tomatoes", "西红柿"),
                            ("Rice", "大米"), ("Bananas", "香蕉"), ("Coffee", "咖啡"), ("Cheese", "奶酪"))
PLAN: tuple[L, ...] = (("Launch beta", "发布测试版"), ("Fix login bug", "修复登录问题"), ("Write docs", "编写文档"),
                       ("Design review", "设计评审"), ("Update budget", "更新预算"), ("Customer survey", "客户调研"))
PEOPLE: tuple[L, ...] = (("Sam", "小李"), ("Dr. Lee", "王医生"), ("Plumber", "水管工"), ("Maria", "张阿姨"))


def _phone(rng: random.Random, region: str) -> str:
    a, b, c = rng.randint(0, 3), rng.randint(1000, 9999), rng.randint(1000, 9999)
    if region == "zh-CN":
        return f"1{(38, 39, 58, 86)[a]}{b}{c}"
    return f"(555) 01{a}-{c}"


def note(rng: random.Random, region: str) -> tuple[Image.Image, Facts]:
    zh = region == "zh-CN"
    board = rng.random() < 0.45
    facts: Facts = {"style": "whiteboard" if board else "sticky"}
    if board:
        head = ("本周目标" if zh else "This week") if rng.random() < 0.5 else ("待办" if zh else "TO DO")
        body = [_t(p, region) for p in rng.sample(list(PLAN), rng.randint(3, 5))]
    else:
        shopping = rng.random() < 0.5
        head = ("购物清单" if zh else "Shopping") if shopping else ("别忘了" if zh else "Don't forget")
        body = [_t(p, region) for p in rng.sample(list(GROCERIES if shopping else TODO), rng.randint(2, 4))]
    if rng.random() < 0.5:
        who = _t(rng.choice(PEOPLE), region)
        phone = _phone(rng, region)
        body.append(f"{who}: {phone}" if not zh else f"{who}：{phone}")
        facts["phone"] = phone
    lines = [head, *body]
    facts["lines"] = lines
    if board:
        img = Image.new("RGB", (720, 540))
        fill_gradient(img, (0, 0, 720, 540), (215, 212, 205), (180, 176, 170))
        d = ImageDraw.Draw(img)
        d.rectangle((30, 30, 690, 480), fill=(180, 185, 190))
        d.rectangle((42, 42, 678, 468), fill=(250, 251, 252))
        d.rectangle((200, 480, 520, 492), fill=(150, 150, 155))
        hf, bf = font(42, region, True, "hand"), font(32, region, False, "hand")
        d.text((80, 64), head, font=hf, fill=(200, 40, 40))
        ink = rng.choice([(30, 60, 160), (20, 20, 20), (20, 120, 60)])
        for i, s in enumerate(body):
            d.text((90, 130 + i * 56), ("• " if not zh else "· ") + s, font=bf, fill=ink)
        out = img
    else:
        out = _table((540, 720), rng)
        card = Image.new("RGBA", (400, 440), (*jitter(rng, (255, 235, 120), 8), 255))
        d = ImageDraw.Draw(card)
        hf, bf = font(36, region, True, "hand"), font(28, region, False, "hand")
        d.text((28, 26), head, font=hf, fill=(30, 30, 90))
        d.line((28, 80, 372, 80), fill=(200, 170, 60), width=2)
        for i, s in enumerate(body):
            d.text((28, 100 + i * 58), ("- " if not zh else "· ") + s, font=bf, fill=(25, 25, 60))
        rotated_paste(out, card, rng.uniform(-6, 6), (270, 360))
    return grain(vignette(out, 55), rng, 3), facts
