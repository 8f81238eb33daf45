"""Weather training material: two cities added, then the one warmer tomorrow moved to the top."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.weather.common import CITIES, days, names, others, search_add, wx

#: the least difference between the two cities' highs tomorrow (°C), so that either unit tells them apart
GAP = 3


class AddTwoWarmerFirst(TaskTemplate):
    id = "weather.AddTwoWarmerFirst"
    apps = ("weather",)
    objective = "hybrid"
    composition = "deep_dive"
    difficulty = "L2"
    tags = ("create", "edit", "search")
    budget = 30
    split = "train"
    instructions = ("Add {name} and {name2} to my cities in Weather, then move whichever of the two will be warmer "
                    "tomorrow (the higher high) to the top of the list, keeping the other cities in their order.",
                    "I'm choosing between {name} and {name2} for tomorrow. Add both in Weather and put the one "
                    "with tomorrow's higher maximum temperature first in my cities; leave the rest as they are.")
    instructions_zh = ("在天气里添加{name}和{name2}，然后把这两个城市中明天更暖和（最高气温更高）的那个移到城市列表最上面，"
                       "其他城市保持原来的顺序。",
                       "我明天在{name}和{name2}之间选一个去。把两个城市都加到天气里，再把明天最高气温更高的那个放到我的城市列表第一位，"
                       "其余的不动。")
    changes = (CITIES,)  # the list of plain ids changes as a whole; the check pins it exactly
    goal_params = ("city", "city2")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pool = others(state)
        while True:
            a, b = rng.sample(pool, 2)
            ha, hb = (days(c["id"], state, 2)[1].high for c in (a, b))
            if abs(ha - hb) >= GAP:
                break
        warmer = a if ha > hb else b
        moves = len(wx(state)["cities"]) + (0 if warmer is a else 1)  # its place once both are added
        return {"city": a["id"], "name": a["name"], "city2": b["id"], "name2": b["name"], "warmer": warmer["id"],
                "moves": moves}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        if locale == "en":
            return dict(params)
        return {**params, "name": names(params["city"])["zh-CN"], "name2": names(params["city2"])["zh-CN"]}

    def want(self, p: dict[str, Any], init: dict[str, Any]) -> list[str]:
        listed = [*wx(init)["cities"], p["city"], p["city2"]]
        return [p["warmer"]] + [c for c in listed if c != p["warmer"]]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = wx(final)["cities"]
        want = self.want(p, init)
        added = [c for c in (p["city"], p["city2"]) if c in got]
        return [Check("both cities added", len(added) == 2, [p["city"], p["city2"]], added),
                Check("the warmer one first, the others in order", got == want, want, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search_add(obs, p["city"])
        obs = yield from search_add(obs, p["city2"])
        obs = yield from ui.tap(obs, trigger="home.menu")
        obs = yield from ui.tap(obs, trigger="menu.manage")
        for _ in range(p["moves"]):
            obs = yield from ui.tap(obs, trigger="city.move", city_id=p["warmer"], by=-1)
