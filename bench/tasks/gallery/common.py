"""Shared samplers, judges and oracle helpers of the Gallery tasks.

Pictures are rows of ``os.files``; what they show comes from the picture facts
(:func:`mgym.render.photos.index`), never from anything on screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bench import ui
from mgym import actions as A
from mgym.i18n import formats
from mgym.observation import Observation
from mgym.render.photos import index

Row = dict[str, Any]
APP = "Gallery"
#: pictures an oracle (and a patient person) reaches in the Photos grid without endless scrolling
RECENT = 40
MAX_DRAGS = 30

#: the scene objects' names on a Chinese phone's instructions
OBJECTS_ZH = {
    "car": "汽车", "book": "书", "taxi": "出租车", "tent": "帐篷", "pine tree": "松树", "umbrella": "雨伞",
    "balloon": "气球", "duck": "鸭子", "potted plant": "盆栽", "coffee": "咖啡", "sandwich": "三明治",
    "sailboat": "帆船", "teddy bear": "泰迪熊", "gift": "礼物", "bicycle": "自行车", "dog": "狗", "cat": "猫",
    "cake": "蛋糕", "cow": "奶牛", "snowman": "雪人", "SUV": "SUV", "truck": "卡车", "fish": "鱼", "ship": "轮船",
    "speedboat": "快艇", "burger": "汉堡", "pizza": "披萨", "bus": "公交车", "sunflower": "向日葵", "crab": "螃蟹",
    "apple": "苹果", "lemon": "柠檬", "butterfly": "蝴蝶", "blowfish": "河豚", "sheep": "绵羊", "basketball": "篮球",
    "toy train": "玩具火车", "orange": "橙子", "pear": "梨", "sled": "雪橇", "palm tree": "棕榈树", "grapes": "葡萄",
    "snail": "蜗牛", "chicken": "鸡", "pig": "猪", "laptop": "笔记本电脑", "pigeon": "鸽子", "bee": "蜜蜂",
    "fries": "薯条", "pencil": "铅笔", "deer": "鹿",
}
PLURAL = {"sheep": "sheep", "fish": "fish", "deer": "deer", "bus": "buses", "grapes": "bunches of grapes",
          "fries": "portions of fries", "coffee": "cups of coffee", "sandwich": "sandwiches", "blowfish": "blowfish",
          "peach": "peaches", "butterfly": "butterflies", "teddy bear": "teddy bears", "SUV": "SUVs"}


def plural(obj: str, n: int) -> str:
    return obj if n == 1 and obj not in ("grapes", "fries") else PLURAL.get(obj, obj + "s")


def facts(row: Row) -> dict[str, Any] | None:
    f = index().get(row["asset"]) if row["asset"] else None
    return f


def when(row: Row) -> int:
    return int(row["taken"] or row["created"])


def pictures(state: dict[str, Any], trashed: bool = False) -> list[Row]:
    """Pictures (images) in the Photos grid's order: newest first."""
    rows = [r for r in state["os"]["files"] if not r["dir"] and r["mime"].startswith("image/")
            and bool(r["trashed"]) == trashed]
    return sorted(rows, key=lambda r: (-when(r), -r["id"]))


def recent(state: dict[str, Any]) -> list[Row]:
    return pictures(state)[:RECENT]


def of_kind(rows: list[Row], kind: str) -> list[Row]:
    return [r for r in rows if (facts(r) or {}).get("kind") == kind]


def folder(row: Row) -> str:
    return str(row["path"].rsplit("/", 1)[0])


def name(row: Row) -> str:
    return str(row["path"].rsplit("/", 1)[1])


def unique_counts(state: dict[str, Any], rows: list[Row]) -> list[tuple[Row, str, int]]:
    """(picture, object, n) where no other picture shows exactly n of that object."""
    everyone = pictures(state)
    out = []
    for r in rows:
        counts = (facts(r) or {}).get("facts", {}).get("counts", {})
        for obj, n in sorted(counts.items()):
            if obj not in OBJECTS_ZH:
                continue
            same = [o for o in everyone if (facts(o) or {}).get("facts", {}).get("counts", {}).get(obj) == n]
            if len(same) == 1:
                out.append((r, obj, n))
    return out


def day(ms: int) -> str:
    return formats.to_datetime(ms).date().isoformat()


def clock(ms: int) -> str:
    return formats.to_datetime(ms).strftime("%H:%M")


def date_words(iso: str, locale: str) -> str:
    return formats.iso_date(iso, locale) or iso


# ---- oracle helpers -------------------------------------------------------------------------------------
def find(obs: Observation, want: Callable[[Observation], Any]) -> ui.Steps:
    """Drag the main grid up until ``want(obs)`` finds something; returns the observation."""
    for i in range(MAX_DRAGS):
        if want(obs):
            return obs
        obs = yield A.Drag(x1=500 + i % 3, y1=780, x2=500 + i % 3, y2=330)
    if not want(obs):
        raise ui.OracleError(f"not found on {obs.app}/{obs.screen}")
    return obs


def tap_cell(obs: Observation, fid: int, trigger: str = "grid.open", long: bool = False) -> ui.Steps:
    """Find a picture's cell in the grid on screen (scrolling down) and tap (or long-press) it."""
    def cell(o: Observation) -> Any:
        hits = [e for e in o.find(trigger=trigger, id=fid) if e.bounds[3] - e.bounds[1] > 40]
        return hits[0] if hits else None

    obs = yield from find(obs, cell)
    e = cell(obs)
    x, y = e.center
    return (yield A.LongPress(x=x, y=y) if long else A.Click(x=x, y=y))


def open_album(obs: Observation, src: str) -> ui.Steps:
    if obs.screen != "albums":
        obs = yield from ui.tap(obs, trigger="tab.albums")
    return (yield from ui.tap(obs, trigger="albums.open", src=src))


def open_picture(obs: Observation, row: Row, album: bool = False) -> ui.Steps:
    """Open ``row`` in the viewer: from its album's grid, or from the Photos grid."""
    if album:
        obs = yield from open_album(obs, folder(row))
    elif obs.screen != "photos":
        obs = yield from ui.tap(obs, trigger="tab.photos")
    return (yield from tap_cell(obs, row["id"]))


def viewer_menu(obs: Observation, item: str) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="viewer.menu")
    return (yield from ui.tap(obs, trigger=item))


def album_label(folder_path: str) -> str:
    """An album's name as Gallery shows it in English (a msgid for the standard albums)."""
    from mgym.os.files import ALBUMS

    return ALBUMS.get(folder_path, folder_path.rsplit("/", 1)[1])
