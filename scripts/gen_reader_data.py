"""Generate Reader's world data: books with real chapter text, a reading history and a starting shelf.

    .venv/bin/python scripts/gen_reader_data.py   # rewrites mgym/apps/reader/data/{en,zh-CN}.json.gz

Deterministic: one seeded RNG per region, sorted keys, gzip with mtime 0, so the same script always
writes the same bytes (a test checks it). The text is written by a small seeded grammar over a word
list per category (English and Chinese): readable sentences, grouped in paragraphs short enough to
fit one page at the largest font. Book ids and categories are shared by the regions; titles,
authors, text, prices (USD / CNY) are the region's own.
"""

from __future__ import annotations

import gzip
import json
import random
import re
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "reader" / "data"
SEEDS = {"en": 20260317, "zh-CN": 20260318}
N_BOOKS = 120
BOOT = date(2026, 3, 14)
#: ms of a wall-clock time (the phone's clock is wall time read as UTC)
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)

#: category id -> (emoji, cover colours)
CATEGORIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "fantasy": ("🐉", ("#4a148c", "#6a1b9a", "#311b92")), "scifi": ("🚀", ("#0d47a1", "#01579b", "#263238")),
    "mystery": ("🔍", ("#212121", "#37474f", "#3e2723")), "romance": ("🌹", ("#ad1457", "#c2185b", "#880e4f")),
    "history": ("🏛️", ("#5d4037", "#795548", "#4e342e")), "classics": ("📜", ("#33691e", "#827717", "#1b5e20")),
    "business": ("📈", ("#006064", "#00695c", "#004d40")), "psychology": ("🧠", ("#6a1b9a", "#4527a0", "#283593")),
    "travel": ("🧭", ("#e65100", "#ef6c00", "#bf360c")), "cooking": ("🍲", ("#f57f17", "#ff8f00", "#d84315")),
    "poetry": ("🪶", ("#37474f", "#455a64", "#546e7a")), "children": ("🧸", ("#0277bd", "#00838f", "#2e7d32")),
}

EN: dict[str, Any] = {
    "first": ["Anna", "Ben", "Clara", "David", "Elena", "Felix", "Grace", "Henry", "Iris", "Jonah", "Kate", "Leo",
              "Maya", "Nora", "Oscar", "Paul", "Rosa", "Sam", "Tessa", "Victor", "Wendy", "Adam", "Lucy", "Owen"],
    "last": ["Hale", "Marsh", "Reed", "Stone", "Wells", "Finch", "Grant", "Lowe", "Pryor", "Quinn", "Shaw", "Vance",
             "Blake", "Carver", "Dale", "Ellis", "Frost", "Hart", "Lang", "Moss"],
    "adj": ["quiet", "old", "bright", "hidden", "narrow", "golden", "distant", "silver", "small", "cold", "warm",
            "broken", "patient", "strange", "gentle", "long", "empty", "crowded", "careful", "wide"],
    "verb": ["found", "opened", "watched", "carried", "followed", "remembered", "crossed", "studied", "lost",
             "painted", "measured", "mended", "counted", "heard", "shared", "kept"],
    "feel": ["calm", "uneasy", "hopeful", "tired", "curious", "certain", "afraid", "glad", "restless", "proud"],
    "time": ["At dawn", "Later that evening", "By noon", "In the morning", "Before the rain", "That winter",
             "After supper", "On the third day", "Near midnight", "All afternoon"],
    "cat": {
        "fantasy": (["dragon", "lantern", "sword", "spell", "crown", "river spirit", "map", "tower"],
                    ["the mountain pass", "the old keep", "the silver forest", "the wizard's hall", "the frozen lake"]),
        "scifi": (["signal", "engine", "robot", "star chart", "airlock", "probe", "reactor", "beacon"],
                  ["the orbital station", "the red desert", "the cargo bay", "the control deck", "the dark moon"]),
        "mystery": (["letter", "key", "footprint", "locked drawer", "photograph", "ledger", "clock", "alibi"],
                    ["the harbour", "the empty hotel", "the library", "the train station", "the back garden"]),
        "romance": (["letter", "umbrella", "song", "promise", "bicycle", "postcard", "ring", "bouquet"],
                    ["the seaside café", "the flower market", "the old bridge", "the dance hall", "the village"]),
        "history": (["treaty", "banner", "harvest", "fleet", "coin", "palace", "census", "road"],
                    ["the capital", "the frontier", "the river valley", "the port city", "the royal court"]),
        "classics": (["manor", "inheritance", "carriage", "portrait", "estate", "parish", "ball", "will"],
                     ["the country house", "the town square", "the rectory", "the drawing room", "the moor"]),
        "business": (["plan", "market", "budget", "team", "customer", "product", "meeting", "forecast"],
                     ["the small shop", "the board room", "the warehouse", "the new office", "the factory floor"]),
        "psychology": (["habit", "memory", "choice", "emotion", "mind", "routine", "question", "fear"],
                       ["the quiet room", "the classroom", "the clinic", "the family table", "the long walk"]),
        "travel": (["train", "backpack", "ferry", "guidebook", "street", "market", "trail", "harbour"],
                   ["the coastal road", "the mountain village", "the night market", "the old town", "the island"]),
        "cooking": (["soup", "bread", "spice", "knife", "garden", "recipe", "oven", "dumpling"],
                    ["the kitchen", "the farm market", "the family table", "the small bakery", "the street stall"]),
        "poetry": (["moon", "wind", "river", "sparrow", "snow", "candle", "field", "shadow"],
                   ["the hillside", "the open window", "the winter garden", "the riverbank", "the quiet road"]),
        "children": (["kite", "puppy", "balloon", "treehouse", "paintbox", "rabbit", "wagon", "cookie"],
                     ["the backyard", "the playground", "the forest path", "the seaside", "grandma's house"]),
    },
    "sentences": [
        "{Time}, {name} {verb} the {adj} {noun} near {place}.",
        "{Name} felt {feel} as the {noun} came into view.",
        "Nobody in {place} had ever seen a {noun} so {adj}.",
        "The {noun} was {adj}, and {name} knew it would change everything.",
        "{Name} {verb} the {noun} and said nothing for a long time.",
        "It was a {adj} day in {place}, and the {noun} waited.",
        "\"We should follow the {noun},\" {name} said, sounding {feel}.",
        "{Time}, the {adj} {noun} was gone from {place}.",
        "{Name} wrote down everything about the {noun} in a {adj} notebook.",
        "The road to {place} was {adj}, but {name} kept walking.",
        "Every story about {place} began with a {adj} {noun}.",
        "{Name} smiled, because the {noun} was exactly where it should be.",
    ],
    "title": ["The {Adj} {Noun}", "{Name} and the {Noun}", "A {Noun} in {Place}", "The Last {Noun}",
              "{Place}", "Notes on the {Noun}", "The {Noun} of {Place}", "Beyond the {Adj} {Noun}"],
    "chapter": ["The {Adj} {Noun}", "Into {Place}", "A {Noun} at Dawn", "What {Name} Knew", "The {Noun} Returns",
                "Letters from {Place}", "The {Adj} Hour", "Small {Noun}s", "Leaving {Place}", "The Second {Noun}"],
    "intro": "{Name}, a {adj} soul from {place}, {verb} a {noun} one {adj2} morning. {intro2}",
    "intro2": ["What follows is a story of courage and patience.", "Nothing in {place} would ever be the same.",
               "A warm, surprising book about finding your way.", "Readers call it impossible to put down."],
    "groups": ["Favorites", "To read"],
    "notes": ["Beautiful line.", "Read this again later"],
}

ZH: dict[str, Any] = {
    "first": ["晓", "明", "雪", "子", "若", "云", "思", "安", "书", "月", "文", "清", "宁", "远", "心", "青"],
    "second": ["雨", "远", "然", "衡", "溪", "舟", "涵", "宁", "言", "白", "川", "之", "澜", "乔", "遥", "桐"],
    "last": ["林", "陈", "沈", "周", "顾", "苏", "许", "叶", "江", "程", "宋", "韩", "秦", "唐", "陆", "孟"],
    "adj": ["安静", "古老", "明亮", "隐秘", "狭窄", "金色", "遥远", "银白", "小小", "寒冷", "温暖", "破旧",
            "耐心", "奇怪", "温柔", "漫长", "空荡荡", "热闹", "细心", "宽阔"],
    "verb": ["找到了", "打开了", "看着", "带走了", "跟随着", "想起了", "穿过了", "研究着", "弄丢了", "修好了",
             "数着", "听见了", "分享了", "保管着"],
    "feel": ["平静", "不安", "充满希望", "疲惫", "好奇", "笃定", "害怕", "高兴", "坐立不安", "骄傲"],
    "time": ["天刚亮时", "那天傍晚", "到了中午", "第二天早上", "下雨之前", "那年冬天", "晚饭以后", "第三天",
             "快到午夜时", "整个下午"],
    "cat": {
        "fantasy": (["龙", "灯笼", "长剑", "咒语", "王冠", "河神", "地图", "高塔"], ["山口", "古堡", "银色森林", "法师的大厅", "冰湖"]),
        "scifi": (["信号", "引擎", "机器人", "星图", "气闸", "探测器", "反应堆", "信标"], ["轨道站", "红色沙漠", "货舱", "控制甲板", "暗月"]),
        "mystery": (["信件", "钥匙", "脚印", "上锁的抽屉", "照片", "账本", "旧钟", "不在场证明"], ["港口", "空旅馆", "图书馆", "火车站", "后花园"]),
        "romance": (["情书", "雨伞", "老歌", "承诺", "自行车", "明信片", "戒指", "花束"], ["海边咖啡馆", "花市", "老桥", "舞厅", "小镇"]),
        "history": (["盟约", "旗帜", "收成", "船队", "铜钱", "宫殿", "户籍", "驿道"], ["都城", "边关", "河谷", "港城", "朝堂"]),
        "classics": (["庄园", "遗产", "马车", "画像", "宅院", "祠堂", "宴会", "遗嘱"], ["乡间大宅", "镇上广场", "书房", "客厅", "荒原"]),
        "business": (["计划", "市场", "预算", "团队", "客户", "产品", "会议", "预测"], ["小店", "会议室", "仓库", "新办公室", "车间"]),
        "psychology": (["习惯", "记忆", "选择", "情绪", "念头", "日常", "问题", "恐惧"], ["安静的房间", "教室", "诊所", "餐桌旁", "散步路上"]),
        "travel": (["火车", "背包", "渡轮", "旅行指南", "老街", "集市", "山路", "码头"], ["海岸公路", "山村", "夜市", "古城", "海岛"]),
        "cooking": (["汤", "面包", "香料", "菜刀", "菜园", "菜谱", "烤箱", "饺子"], ["厨房", "农贸市场", "餐桌", "小面包房", "路边摊"]),
        "poetry": (["月亮", "风", "河流", "麻雀", "雪", "烛火", "田野", "影子"], ["山坡", "窗前", "冬天的花园", "河岸", "小路"]),
        "children": (["风筝", "小狗", "气球", "树屋", "颜料盒", "兔子", "小推车", "饼干"], ["后院", "游乐场", "林间小路", "海边", "外婆家"]),
    },
    "sentences": [
        "{time}，{name}在{place}{verb}那个{adj}的{noun}。",
        "看到{noun}的时候，{name}感到{feel}。",
        "{place}的人从没见过这样{adj}的{noun}。",
        "{noun}很{adj}，{name}知道一切都要改变了。",
        "{name}{verb}{noun}，很久都没有说话。",
        "那是{place}一个{adj}的日子，{noun}静静地等着。",
        "“我们应该跟着{noun}走。”{name}说，语气有些{feel}。",
        "{time}，那个{adj}的{noun}从{place}消失了。",
        "{name}把关于{noun}的一切都记在一本{adj}的笔记本里。",
        "去{place}的路很{adj}，可{name}一直往前走。",
        "{place}的每个故事，都从一个{adj}的{noun}开始。",
        "{name}笑了，因为{noun}就在它该在的地方。",
    ],
    "title": ["{adj}的{noun}", "{name}与{noun}", "{place}的{noun}", "最后的{noun}", "{place}往事", "{noun}笔记",
              "{place}之夜", "走出{place}"],
    "chapter": ["{adj}的{noun}", "走进{place}", "黎明的{noun}", "{name}知道的事", "{noun}归来", "来自{place}的信",
                "{adj}时刻", "小小的{noun}", "离开{place}", "第二个{noun}"],
    "intro": "{name}来自{place}，一个{adj}的早晨，{name}{verb}{noun}。{intro2}",
    "intro2": ["这是一个关于勇气与耐心的故事。", "从此{place}再也不一样了。", "一本温暖又出人意料的书。",
               "读者说它让人一口气读完。"],
    "groups": ["最爱", "想读"],
    "notes": ["写得真好", "以后再读一遍"],
}


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


class Writer:
    """Seeded text of one region and category."""

    def __init__(self, lang: dict[str, Any], rng: random.Random, zh: bool) -> None:
        self.L, self.rng, self.zh = lang, rng, zh

    def name(self) -> str:
        r, L = self.rng, self.L
        if self.zh:
            return str(r.choice(L["last"]) + r.choice(L["first"]) + r.choice(L["second"]))
        return f"{r.choice(L['first'])} {r.choice(L['last'])}"

    def words(self, cat: str, cast: list[str]) -> dict[str, str]:
        r, L = self.rng, self.L
        nouns, places = L["cat"][cat]
        w = {"name": r.choice(cast), "noun": r.choice(nouns), "place": r.choice(places), "adj": r.choice(L["adj"]),
             "adj2": r.choice(L["adj"]), "verb": r.choice(L["verb"]), "feel": r.choice(L["feel"]),
             "time": r.choice(L["time"])}
        w["intro2"] = r.choice(L["intro2"]).format(**w)
        if not self.zh:
            w.update({"Name": w["name"], "Noun": " ".join(_cap(x) for x in w["noun"].split()),
                      "Adj": _cap(w["adj"]), "Place": " ".join(x if x == "the" else _cap(x) for x in w["place"].split()),
                      "Time": w["time"]})
        return w

    def fill(self, pattern: str, cat: str, cast: list[str]) -> str:
        text = pattern.format(**self.words(cat, cast))
        return text if self.zh else _cap(re.sub(r"\b([Aa]) ([aeiouAEIOU])", r"\1n \2", text))

    def paragraph(self, cat: str, cast: list[str], limit: int) -> str:
        out: list[str] = []
        for _ in range(self.rng.randint(2, 4)):
            s = self.fill(self.rng.choice(self.L["sentences"]), cat, cast)
            joined = ("" if self.zh else " ").join([*out, s])
            if out and len(joined) > limit:
                break
            out.append(s)
        return ("" if self.zh else " ").join(out)


def _ms(d: date, hour: int, minute: int = 0) -> int:
    return int((datetime(d.year, d.month, d.day, hour, minute, tzinfo=UTC) - EPOCH).total_seconds() * 1000)


def books(region: str, rng: random.Random) -> list[dict[str, Any]]:
    zh = region == "zh-CN"
    L = ZH if zh else EN
    w = Writer(L, rng, zh)
    cats = list(CATEGORIES)
    titles: set[str] = set()
    out = []
    for i in range(N_BOOKS):
        cat = cats[i % len(cats)]
        cast = [w.name() for _ in range(3)]
        while (title := w.fill(rng.choice(L["title"]), cat, cast)) in titles:
            pass
        titles.add(title)
        n_ch = rng.randint(5, 9)
        ch_titles: list[str] = []
        while len(ch_titles) < n_ch:
            t = w.fill(rng.choice(L["chapter"]), cat, cast)
            if t not in ch_titles:
                ch_titles.append(t)
        chapters = [{"title": t, "paras": [w.paragraph(cat, cast, 120 if zh else 280)
                                           for _ in range(rng.randint(6, 10))]} for t in ch_titles]
        text = "".join("".join(c["paras"]) for c in chapters)
        words = len(text) if zh else sum(len(p.split()) for c in chapters for p in c["paras"])
        paid = rng.random() < 0.35
        price = (rng.choice([6, 9, 12, 15, 19.9, 25, 29.9, 36]) if zh else rng.choice([1.99, 2.99, 4.99, 6.99, 9.99, 12.99])) if paid else 0
        emoji, colors = CATEGORIES[cat]
        pub = BOOT - timedelta(days=rng.randint(3, 2400))
        out.append({"id": f"b{i + 1:03d}", "title": title, "author": w.name(), "cat": cat, "words": words,
                    "rating": round(rng.uniform(3.4, 4.9), 1), "readers": int(rng.lognormvariate(10, 1.2)) + 100,
                    "price": price, "published": pub.isoformat(), "color": rng.choice(colors), "emoji": emoji,
                    "intro": w.fill(L["intro"], cat, cast), "chapters": chapters})
    return out


def shelf(region: str, rng: random.Random, all_books: list[dict[str, Any]]) -> dict[str, Any]:
    """The starting overlay: 16 books on the shelf (a few in groups), with progress and last-read times."""
    L = ZH if region == "zh-CN" else EN
    free = [b for b in all_books if not b["price"]]
    paid = [b for b in all_books if b["price"]]
    picks = rng.sample(free, 13) + rng.sample(paid, 3)
    items, last = [], {}
    for k, b in enumerate(picks):
        n = len(b["chapters"])
        finished = k % 5 == 4
        ch = n - 1 if finished else rng.randrange(n)
        group = L["groups"][0] if k % 4 == 1 else L["groups"][1] if k % 4 == 2 else ""
        items.append({"id": b["id"], "group": group, "chapter": ch, "para": 0, "finished": finished})
        last[b["id"]] = _ms(BOOT - timedelta(days=k), 21 - k % 5, 10 + k)
    marks = [{"id": i + 1, "book": picks[i]["id"], "chapter": 0, "para": 2 * i, "created": _ms(BOOT - timedelta(days=20 + i), 22)}
             for i in range(2)]
    notes = [{"id": 3 + i, "book": picks[i]["id"], "chapter": 0, "para": 1 + i, "note": L["notes"][i],
              "created": _ms(BOOT - timedelta(days=18 + i), 21, 30)} for i in range(2)]
    return {"groups": list(L["groups"]), "shelf": items, "last_read": last, "purchases": [b["id"] for b in picks[13:]],
            "bookmarks": marks, "highlights": notes, "next_id": 5}


def records(rng: random.Random, shelf_ids: list[str]) -> list[list[Any]]:
    """The reading history of the 90 days before boot: [date, book id, minutes], oldest first."""
    out: list[list[Any]] = []
    for back in range(90, 0, -1):
        d = BOOT - timedelta(days=back)
        n = rng.choice([0, 1, 2, 3, 3, 4, 4, 5, 5, 6, 6])
        for _ in range(n):
            out.append([d.isoformat(), rng.choice(shelf_ids), rng.randint(5, 55)])
    return out


def build(region: str) -> bytes:
    rng = random.Random(SEEDS[region])
    all_books = books(region, rng)
    start = shelf(region, rng, all_books)
    recs = records(rng, [s["id"] for s in start["shelf"]])
    data = {"books": all_books, "start": start, "records": recs}
    raw = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for region in SEEDS:
        (OUT / f"{region}.json.gz").write_bytes(build(region))
        print(region, (OUT / f"{region}.json.gz").stat().st_size)


if __name__ == "__main__":
    main()
