"""Theme Store training task: put together a whole look (theme, wallpaper of a category, icon pack)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Solution
from bench.tasks.themes.common import DISPLAY, items, open_item
from mgym.apps.themes.views import CATEGORY_LABELS


class ApplyWholeLook(CriteriaTask):
    id = "themes.ApplyWholeLook"
    apps = ("themes",)
    difficulty = "L2"
    tags = ("settings",)
    budget = 30
    split = "train"
    instructions = ("Give my phone a new look with free items from the Theme Store: the theme {theme}, the "
                    "{category} wallpaper {wallpaper} and the {icons} icons.",
                    "In Theme Store, apply the free theme {theme}, then the wallpaper {wallpaper} (in {category}) "
                    "and the icon pack {icons}.")
    instructions_zh = ("用主题商店里的免费资源给手机换个新外观：主题“{theme}”、“{category}”分类的壁纸“{wallpaper}”，"
                       "以及“{icons}”图标。",
                       "在主题商店依次应用免费主题“{theme}”、壁纸“{wallpaper}”（在“{category}”分类里）和图标“{icons}”。")
    goal_params = ("theme_id", "wall_id", "icons_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = rng.choice([x for x in items(state, "theme") if not x["price"]])
        w = rng.choice([x for x in items(state, "wallpaper") if not x["price"]])
        k = rng.choice([x for x in items(state, "icon_pack") if not x["price"]])
        return {"theme_id": t["id"], "theme": t["name"], "wall_id": w["id"], "wallpaper": w["name"],
                "cat": w["category"], "category": CATEGORY_LABELS[w["category"]],
                "icons_id": k["id"], "icons": k["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.theme": p["theme_id"], f"{DISPLAY}.wallpaper": p["wall_id"],
                f"{DISPLAY}.icon_pack": p["icons_id"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.{f}": "default" for f in ("theme", "wallpaper", "icon_pack")}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_item(obs, "theme", p["theme_id"])
        obs = yield from ui.tap(obs, trigger="item.apply")
        obs = yield from ui.back()
        obs = yield from open_item(obs, "wallpaper", p["wall_id"], p["cat"])
        obs = yield from ui.tap(obs, trigger="item.apply")
        obs = yield from ui.back()
        obs = yield from open_item(obs, "icon_pack", p["icons_id"])
        yield from ui.tap(obs, trigger="item.apply")
