"""Theme Store tasks inside the app: apply a wallpaper, a dark theme, an icon pack, a bought
wallpaper; restore the default look; price and count queries."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Solution
from bench.tasks.themes.common import DISPLAY, card_tag, items, open_item, owned, price_of
from mgym.apps.themes import world
from mgym.apps.themes.views import CATEGORY_LABELS

DEFAULT = "default"


def _apply(obs: Any) -> ui.Steps:
    return (yield from ui.tap(obs, trigger="item.apply"))


class ApplyWallpaper(CriteriaTask):
    id = "themes.ApplyWallpaper"
    apps = ("themes",)
    difficulty = "L1"
    tags = ("settings",)
    split = "train"
    instructions = ("Set the free wallpaper {name} from the Theme Store as my wallpaper.",
                    "In Theme Store, apply the wallpaper called {name}.")
    instructions_zh = ("在主题商店里把免费壁纸“{name}”设为壁纸。", "在主题商店中应用名为“{name}”的壁纸。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = rng.choice([w for w in items(state, "wallpaper") if not w["price"]])
        return {"id": w["id"], "name": w["name"], "cat": w["category"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.wallpaper": p["id"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.wallpaper": DEFAULT}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_item(obs, "wallpaper", p["id"])
        yield from _apply(obs)


class ApplyDarkTheme(CriteriaTask):
    id = "themes.ApplyDarkTheme"
    apps = ("themes",)
    difficulty = "L2"
    tags = ("settings",)
    instructions = ("I want a dark look: apply the free dark theme {name} from the Theme Store.",
                    "Switch the phone to the dark theme {name} (it's free in Theme Store).")
    instructions_zh = ("我想要深色外观：在主题商店应用免费的深色主题“{name}”。", "把手机换成深色主题“{name}”（主题商店里免费）。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = rng.choice([t for t in items(state, "theme") if t["dark"] and not t["price"]])
        return {"id": t["id"], "name": t["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.theme": p["id"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.theme": DEFAULT}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_item(obs, "theme", p["id"])
        yield from _apply(obs)


class ApplyIconPack(CriteriaTask):
    id = "themes.ApplyIconPack"
    apps = ("themes",)
    difficulty = "L2"
    tags = ("settings",)
    split = "train"
    instructions = ("Change my app icons to the {name} icon pack in Theme Store.",
                    "Apply the {name} icons from the Theme Store.")
    instructions_zh = ("在主题商店把应用图标换成“{name}”图标。", "应用主题商店里的“{name}”图标。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pk = rng.choice(items(state, "icon_pack"))
        return {"id": pk["id"], "name": pk["name"], "paid": bool(pk["price"])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.icon_pack": p["id"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        """A paid pack was bought before, so it can be applied without paying again."""
        return {"os": {"display": {"icon_pack": DEFAULT}},
                "apps": {"themes": {"owned": [p["id"]] if p["paid"] else []}}}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_item(obs, "icon_pack", p["id"])
        yield from _apply(obs)


class RestoreDefaultLook(CriteriaTask):
    id = "themes.RestoreDefaultLook"
    apps = ("themes",)
    difficulty = "L2"
    tags = ("settings",)
    split = "train"
    instructions = ("Put the phone back to its default theme, wallpaper and icons using the Theme Store.",
                    "Restore the default look in Theme Store.")
    instructions_zh = ("用主题商店把手机恢复成默认的主题、壁纸和图标。", "在主题商店里恢复默认外观。")
    #: every instance has the same goal (the default look), whatever it starts from
    goal_params = ()

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, w, pk = (rng.choice(items(state, k)) for k in ("theme", "wallpaper", "icon_pack"))
        return {"theme": t["id"], "wallpaper": w["id"], "icon_pack": pk["id"],
                "owned": [x["id"] for x in (t, w, pk) if x["price"]]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.{f}": DEFAULT for f in ("theme", "wallpaper", "icon_pack")}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"display": {f: p[f] for f in ("theme", "wallpaper", "icon_pack")}},
                "apps": {"themes": {"owned": p["owned"]}}}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="main.mine")
        obs = yield from ui.tap(obs, trigger="restore.ask")
        yield from ui.tap(obs, trigger="restore.confirm")


class ApplyLatestWallpaper(CriteriaTask):
    id = "themes.ApplyLatestWallpaper"
    apps = ("themes",)
    difficulty = "L3"
    tags = ("settings", "explore")
    instructions = ("Apply the wallpaper I bought most recently in the Theme Store.",
                    "Set as wallpaper the last wallpaper I purchased in Theme Store.",
                    'Please apply my most recent wallpaper purchase from the Theme Store.')
    instructions_zh = ("在主题商店应用我最近一次购买的壁纸。", "把我在主题商店最后购买的那张壁纸设为壁纸。",
                       '请把我在主题商店最近买的那张壁纸应用上。')
    goal_params = ("target",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        walls = [w["id"] for w in items(state, "wallpaper") if w["price"]]
        others = [x["id"] for k in ("theme", "icon_pack") for x in items(state, k) if x["price"]]
        bought = rng.sample(walls, rng.randint(2, 3)) + rng.sample(others, 2)
        rng.shuffle(bought)
        return {"owned": bought, "target": [i for i in bought if i in walls][-1]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.wallpaper": p["target"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"display": {"wallpaper": DEFAULT}}, "apps": {"themes": {"owned": p["owned"]}}}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        """My themes lists purchases newest first: the first wallpaper there."""
        obs = yield from ui.tap(obs, trigger="main.mine")
        obs = yield from ui.tap(obs, trigger="item.open", id=p["target"])
        yield from _apply(obs)


class BundlePrice(AnswerTask):
    id = "themes.BundlePrice"
    apps = ("themes", "answersheet")
    difficulty = "L3"
    tags = ("extract", "reasoning")
    split = "train"
    instructions = ("How much would the {theme} theme and the {wallpaper} wallpaper cost together in the Theme "
                    "Store? Answer on the AnswerSheet.",
                    "Add up the Theme Store prices of the theme {theme} and the wallpaper {wallpaper}, and write "
                    "the total in AnswerSheet.",
                    'What is the total Theme Store price of the {theme} theme plus the {wallpaper} wallpaper?')
    instructions_zh = ("在主题商店买“{theme}”主题和“{wallpaper}”壁纸一共要多少钱？请在答题卡中作答。",
                       "把主题商店里主题“{theme}”和壁纸“{wallpaper}”的价格加起来，把总价填到答题卡里。",
                       '主题商店里“{theme}”主题加上“{wallpaper}”壁纸，总价是多少？')
    answer_fields = (AnswerField("total", "Total price", "number", "number", hint="The sum of both prices, as a number",
                                 label_zh="总价", hint_zh="两者价格之和（数字）"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = rng.choice([t for t in items(state, "theme") if t["price"]])
        w = rng.choice([w for w in items(state, "wallpaper") if w["price"]])
        return {"theme_id": t["id"], "theme": t["name"], "wall_id": w["id"], "wallpaper": w["name"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        region = str(init["os"]["device"]["region"])
        prices = [world.item(region, p[k]) for k in ("theme_id", "wall_id")]
        return {"total": round(sum(float(x["price"]) for x in prices if x is not None), 2)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs, a = yield from card_tag(obs, p["theme_id"])
        obs = yield from ui.tap(obs, trigger="tab.wallpapers")
        obs, b = yield from card_tag(obs, p["wall_id"])
        yield from ui.fill_answers(obs, {"total": f"{price_of(a) + price_of(b):.2f}"})


class FreeWallpaperCount(AnswerTask):
    id = "themes.FreeWallpaperCount"
    apps = ("themes", "answersheet")
    difficulty = "L3"
    tags = ("extract", "search")
    instructions = ("How many wallpapers in the {category} category of the Theme Store can I apply without paying "
                    "(free ones plus ones I already bought)? Answer on the AnswerSheet.",
                    "Count the {category} wallpapers in Theme Store that I can use without buying anything, and "
                    "write the number in AnswerSheet.",
                    "In the Theme Store's {category} category, how many wallpapers can I use without paying anything, counting free ones and ones I have already bought?")
    instructions_zh = ("主题商店“{category}”分类里有多少张壁纸我不用付钱就能用（免费的加上已经买过的）？请在答题卡中作答。",
                       "数一数主题商店“{category}”分类中不用再购买就能使用的壁纸有几张，把数字填到答题卡里。",
                       '主题商店“{category}”分类中，不用再花钱就能用的壁纸（免费的和已购买的）一共有几张？')
    answer_fields = (AnswerField("count", "Number of wallpapers", "number", "number", hint="A whole number",
                                 label_zh="壁纸数量", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cat = rng.choice(world.CATEGORIES)
        walls = items(state, "wallpaper")
        paid = [w["id"] for w in walls if w["price"] and w["category"] == cat]
        decoys = [w["id"] for w in walls if w["price"] and w["category"] != cat]
        bought = sorted(rng.sample(paid, rng.randint(0, len(paid))) + rng.sample(decoys, 1))
        return {"cat": cat, "category": CATEGORY_LABELS[cat], "owned": bought}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"themes": {"owned": p["owned"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        mine = set(owned(init))
        return {"count": sum(1 for w in items(init, "wallpaper")
                             if w["category"] == p["cat"] and (not w["price"] or w["id"] in mine))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="tab.wallpapers")
        obs = yield from ui.tap(obs, trigger="cat.select", cat=p["cat"])
        usable = {ui.tr(obs, "Free"), ui.tr(obs, "Owned"), ui.tr(obs, "Applied")}
        n = 0
        for w in world.items("en", "wallpaper"):
            if w["category"] == p["cat"]:
                obs, tag = yield from card_tag(obs, w["id"])
                n += tag in usable
        yield from ui.fill_answers(obs, {"count": n})

