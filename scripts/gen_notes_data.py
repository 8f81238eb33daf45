"""Generate Notes' world data: a new phone's folders, notes and to-dos per region.

    .venv/bin/python scripts/gen_notes_data.py            # writes mgym/apps/notes/data/world.json

Seeded and deterministic: a test regenerates it and compares bytes.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "notes" / "data" / "world.json"
#: the virtual clock at boot (Saturday 2026-03-14 09:00 local)
NOW = 1773478800000
DAY = 86_400_000
SEEDS = {"en": 4101, "zh-CN": 4102}

FOLDERS = {"en": ("Personal", "Work", "Recipes", "Travel"), "zh-CN": ("个人", "工作", "菜谱", "旅行")}
#: (title, body, folder index or None, checklist items)
NOTES: dict[str, list[tuple[str, str, int | None, tuple[str, ...]]]] = {
    "en": [
        ("Home Wi-Fi", "Network: Maple-Home\nPassword: {pw}", 0, ()),
        ("Office Wi-Fi", "Guest network: Acme-Guest\nPassword: {pw}", 1, ()),
        ("Grocery list", "", 0, ("Milk", "Eggs", "Bread", "Apples", "Coffee", "Rice")),
        ("Packing list", "For the weekend trip", 3, ("Passport", "Charger", "Sunscreen", "Swimsuit", "Camera")),
        ("Meeting notes", "Q2 roadmap review. Ship the beta by May.\nOwner: Priya", 1, ()),
        ("Pancakes", "2 cups flour, 2 eggs, 1.5 cups milk, 1 tbsp sugar. Cook on medium heat.", 2, ()),
        ("Tomato soup", "Roast tomatoes with garlic, blend with stock, add basil.", 2, ()),
        ("Book ideas", "The Overstory\nPiranesi\nKlara and the Sun", 0, ()),
        ("Gift ideas", "Mom: scarf\nDad: coffee grinder", None, ()),
        ("Trip to Lisbon", "Hotel near Alfama. Tram 28. Pasteis de Belem.", 3, ()),
        ("Car service", "Oil change due at 45,000 miles. Garage: Quick Lube on 5th Ave.", None, ()),
        ("Hardware store", "", None, ("Screws", "Light bulbs", "Tape", "Glue")),
    ],
    "zh-CN": [
        ("家里的WiFi", "网络：阳光小家\n密码：{pw}", 0, ()),
        ("公司WiFi", "访客网络：星辰访客\n密码：{pw}", 1, ()),
        ("购物清单", "", 0, ("牛奶", "鸡蛋", "面包", "苹果", "咖啡", "大米")),
        ("行李清单", "周末出游", 3, ("身份证", "充电器", "防晒霜", "泳衣", "相机")),
        ("会议记录", "第二季度规划评审，五月前发布测试版。\n负责人：李娜", 1, ()),
        ("葱油饼", "面粉两杯，葱一把，盐少许，小火慢煎。", 2, ()),
        ("番茄炒蛋", "番茄切块，鸡蛋炒散，加糖和盐。", 2, ()),
        ("想读的书", "三体\n活着\n围城", 0, ()),
        ("礼物清单", "妈妈：围巾\n爸爸：茶具", None, ()),
        ("杭州之行", "住西湖附近，游灵隐寺，喝龙井茶。", 3, ()),
        ("汽车保养", "四万五千公里换机油，修理厂在中山路。", None, ()),
        ("五金店", "", None, ("螺丝", "灯泡", "胶带", "胶水")),
    ],
}
TRASHED = {"en": ("Old shopping list", "Paper towels, soap"), "zh-CN": ("旧的购物清单", "纸巾、肥皂")}
TODOS = {"en": ("Pay the electricity bill", "Call the dentist", "Return library books", "Renew passport"),
         "zh-CN": ("交电费", "给牙医打电话", "还图书馆的书", "续办护照")}


def _iso(ms: int) -> str:
    import datetime as dt

    return (dt.datetime(1970, 1, 1) + dt.timedelta(milliseconds=ms)).date().isoformat()


def region(code: str) -> dict[str, Any]:
    rng = random.Random(SEEDS[code])
    folders = [{"id": i, "name": n} for i, n in enumerate(FOLDERS[code], 1)]
    notes: list[dict[str, Any]] = []
    for i, (title, body, folder, items) in enumerate(NOTES[code], 1):
        pw = "".join(rng.choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(10))
        notes.append({
            "id": i, "title": title, "body": body.format(pw=pw), "checklist": bool(items),
            "items": [{"text": t, "checked": rng.random() < 0.4} for t in items],
            "folder": None if folder is None else folder + 1, "pinned": i == 3, "private": False,
            "edited": NOW - rng.randrange(1, 40) * DAY - rng.randrange(0, DAY // 60_000) * 60_000,
            "deleted_at": None,
        })
    title, body = TRASHED[code]
    notes.append({"id": len(notes) + 1, "title": title, "body": body, "checklist": False, "items": [],
                  "folder": None, "pinned": False, "private": False, "edited": NOW - 50 * DAY,
                  "deleted_at": NOW - 3 * DAY - rng.randrange(0, 600) * 60_000})
    todos = [{"id": i, "text": t, "done": i == 3, "due": _iso(NOW + rng.randrange(1, 10) * DAY) if i % 2 else None,
              "remind": False, "reminded": False} for i, t in enumerate(TODOS[code], 1)]
    return {"folders": folders, "notes": notes, "todos": todos}


def build() -> str:
    return json.dumps({code: region(code) for code in SEEDS}, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


if __name__ == "__main__":
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(build(), "utf-8")
    print(f"wrote {OUT}")
