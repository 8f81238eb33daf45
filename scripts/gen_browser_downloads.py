"""Generate the Browser's downloadable files: the PDFs, text files and pictures linked from pages
of the offline web, per region (same URLs, text in the region's language).

    .venv/bin/python scripts/gen_browser_downloads.py   # rewrites mgym/apps/browser/data/downloads.json

Each item: the page that links it, its URL, the file name a download gets, a label, a kind (pdf /
txt / image) and its content (PDF pages' text, the text, or a committed photo's asset id with its
size). Deterministic: no randomness, sorted keys.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "browser" / "data" / "downloads.json"


def _timetable(zh: bool) -> list[str]:
    stops = (("Central Station", "中央车站"), ("Museum Quarter", "博物馆区"), ("Harbour Road", "海港路"),
             ("Business Park", "商务园区"), ("Airport Terminal 1", "机场1号航站楼"), ("Airport Terminal 2", "机场2号航站楼"))
    names = [z if zh else e for e, z in stops]
    mins = (0, 6, 11, 19, 27, 31)
    def run(starts: list[str]) -> list[str]:
        out = []
        for s in starts:
            h, m = (int(x) for x in s.split(":"))
            out.append(" ".join(f"{(h * 60 + m + d) // 60:02d}:{(h * 60 + m + d) % 60:02d}" for d in mins))
        return out
    weekday = run(["05:30", "06:00", "06:30", "07:00", "07:20", "07:40", "08:00", "08:30", "09:00"])
    weekend = run(["06:30", "07:30", "08:30", "09:30", "10:30"])
    if zh:
        return ["机场快线时刻表\n2026年3月16日起实行\n第1页：说明\n全程6站，约31分钟。票价：中央车站至机场 25 元，其他区间 6 元。"
                "\n首班车 05:30，末班车 23:30。行李架位于每节车厢两端。",
                "第2页：工作日（周一至周五）\n站点：" + "、".join(names) + "\n" + "\n".join(weekday) +
                "\n09:00 以后每 30 分钟一班。",
                "第3页：周末及节假日\n站点：" + "、".join(names) + "\n" + "\n".join(weekend) +
                "\n10:30 以后每小时一班。"]
    return ["Airport Line timetable\nValid from March 16, 2026\nPage 1: About the line\nSix stops, 31 minutes end to "
            "end. Fares: Central Station to the airport $12.50, any other trip $3.00.\nFirst train 05:30, last train "
            "23:30. Luggage racks are at both ends of every car.",
            "Page 2: Weekdays (Monday to Friday)\nStops: " + ", ".join(names) + "\n" + "\n".join(weekday) +
            "\nAfter 09:00 a train every 30 minutes.",
            "Page 3: Weekends and holidays\nStops: " + ", ".join(names) + "\n" + "\n".join(weekend) +
            "\nAfter 10:30 a train every hour."]


def _menu(zh: bool) -> list[str]:
    if zh:
        return ["滨江美食节 菜单\n3月20日至22日，每天 11:00–21:00\n第1页：小吃\n烤串（5串） 18 元\n葱油饼 8 元\n炸鸡块 22 元"
                "\n烤玉米 10 元",
                "第2页：主食\n牛肉面 28 元\n扬州炒饭 24 元\n猪肉饺子（12个） 26 元\n麻辣烫 30 元",
                "第3页：甜品和饮品\n芒果冰沙 16 元\n鲜榨柠檬水 9 元\n奶茶 14 元\n红豆糕 12 元\n凭本菜单第3页到饮品摊可减 2 元。"]
    return ["Riverside Food Festival menu\nMarch 20-22, daily 11:00-21:00\nPage 1: Street snacks\nChicken skewers (5) "
            "$6.50\nScallion pancake $4.00\nFish tacos (2) $7.25\nGrilled corn $3.50",
            "Page 2: Mains\nBeef noodle soup $11.00\nEgg fried rice $9.50\nPork dumplings (12) $10.00\nVeggie curry "
            "$12.75",
            "Page 3: Desserts and drinks\nMango shaved ice $5.75\nFresh lemonade $3.25\nBubble tea $4.50\nChurros $4.25"
            "\nShow page 3 at the drinks stand for $1 off."]


def _manual(zh: bool) -> list[str]:
    if zh:
        return ["滴滤咖啡机 使用说明书 型号 DC-12\n第1页：安全须知\n使用前请阅读全部说明。请勿将机身浸入水中。额定功率 900 瓦。",
                "第2页：冲煮\n1. 水箱加水至所需杯数（最多 12 杯）。\n2. 放入滤纸，每杯加 1 平勺咖啡粉。\n3. 按下电源键，指示灯亮起。"
                "\n冲煮 12 杯约需 10 分钟。保温板会保温 40 分钟后自动关机。",
                "第3页：清洁除垢\n每冲煮 40 次或指示灯闪烁时除垢：将白醋与水按 1:2 混合加入水箱，冲煮一半后暂停 15 分钟，再完成冲煮，"
                "之后用清水冲煮两次。",
                "第4页：保修\n自购买之日起保修 2 年。客服电话 400-820-1212。"]
    return ["Drip coffee maker DC-12 - user manual\nPage 1: Safety\nRead all instructions before use. Never put the base "
            "in water. Rated power 900 W.",
            "Page 2: Brewing\n1. Fill the tank to the number of cups (up to 12).\n2. Put in a paper filter and add one "
            "level scoop of ground coffee per cup.\n3. Press the power button; the light turns on.\nA full pot of 12 "
            "cups takes about 10 minutes. The warming plate keeps coffee hot for 40 minutes, then switches off.",
            "Page 3: Cleaning and descaling\nDescale every 40 brews or when the light blinks: fill the tank with one "
            "part white vinegar to two parts water, brew half, pause 15 minutes, finish the brew, then brew plain water "
            "twice.",
            "Page 4: Warranty\nTwo years from the date of purchase. Customer service: 1-800-555-0142."]


def _hours(zh: bool) -> list[str]:
    if zh:
        return ["中央图书馆 新开放时间\n2026年4月1日起\n周一至周四 09:00–22:00\n周五 09:00–20:00\n周六 10:00–18:00\n周日 12:00–17:00",
                "第2页：自习区\n自习区周一至周四开放至 23:00。夜间（20:00 以后）请从北门进出。"]
    return ["Central Library - new opening hours\nFrom April 1, 2026\nMonday-Thursday 09:00-22:00\nFriday 09:00-20:00\n"
            "Saturday 10:00-18:00\nSunday 12:00-17:00",
            "Page 2: Study hall\nThe study hall stays open until 23:00 Monday to Thursday. After 20:00 please use the "
            "north entrance."]


def _mars(zh: bool) -> str:
    if zh:
        return ("火星速览\n与太阳的平均距离：2.28 亿千米\n直径：6779 千米\n一天：24 小时 37 分\n一年：687 个地球日\n卫星：火卫一、火卫二\n"
                "最高峰：奥林匹斯山，约 21.9 千米\n")
    return ("Mars quick facts\nAverage distance from the Sun: 228 million km\nDiameter: 6,779 km\nDay length: 24 h 37 min\n"
            "Year: 687 Earth days\nMoons: Phobos and Deimos\nHighest mountain: Olympus Mons, about 21.9 km\n")


def items(region: str) -> list[dict[str, Any]]:
    zh = region == "zh-CN"
    t = (lambda e, z: z) if zh else (lambda e, z: e)
    pre = "zh_" if zh else "en_"
    return [
        {"page": "dailynews.com/rail-line-extended", "url": "dailynews.com/files/airport-line-timetable.pdf",
         "name": "airport-line-timetable.pdf", "kind": "pdf", "label": t("Airport Line timetable (PDF)", "机场快线时刻表（PDF）"),
         "pages": _timetable(zh)},
        {"page": "dailynews.com/food-festival", "url": "dailynews.com/files/food-festival-menu.pdf",
         "name": "food-festival-menu.pdf", "kind": "pdf", "label": t("Festival menu (PDF)", "美食节菜单（PDF）"),
         "pages": _menu(zh)},
        {"page": "dailynews.com/food-festival", "url": "dailynews.com/images/festival-cafe-menu.jpg",
         "name": "festival-cafe-menu.jpg", "kind": "image", "label": t("The cafe stall's menu board", "咖啡摊的菜单板"),
         "asset": pre + "g004", "width": 540, "height": 720},
        {"page": "dailynews.com/city-opens-new-park", "url": "dailynews.com/images/park-parking-sign.jpg",
         "name": "park-parking-sign.jpg", "kind": "image", "label": t("Parking at the north gate", "北门停车场"),
         "asset": pre + "g006", "width": 540, "height": 720},
        {"page": "dailynews.com/library-late-hours", "url": "dailynews.com/images/library-cafe-wifi.jpg",
         "name": "library-cafe-wifi.jpg", "kind": "image", "label": t("The library cafe's Wi-Fi card", "图书馆咖啡角的Wi-Fi卡"),
         "asset": pre + "g002", "width": 720, "height": 540},
        {"page": "minishop.com/item/coffee-maker", "url": "minishop.com/manuals/coffee-maker-dc12.pdf",
         "name": "coffee-maker-dc12-manual.pdf", "kind": "pdf", "label": t("User manual (PDF)", "使用说明书（PDF）"),
         "pages": _manual(zh)},
        {"page": "dailynews.com/library-late-hours", "url": "dailynews.com/files/library-hours.pdf",
         "name": "library-hours.pdf", "kind": "pdf", "label": t("New opening hours (PDF)", "新开放时间（PDF）"),
         "pages": _hours(zh)},
        {"page": "encyclo.org/wiki/mars", "url": "encyclo.org/files/mars-facts.txt", "name": "mars-facts.txt",
         "kind": "txt", "label": t("Mars quick facts (text file)", "火星速览（文本文件）"), "text": _mars(zh)},
    ]


def main() -> None:
    data = {r: items(r) for r in ("en", "zh-CN")}
    OUT.write_text(json.dumps(data, ensure_ascii=False, sort_keys=True, indent=1) + "\n", "utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
