"""Hard-by-construction Maps templates (declared hardness factors): counting the places within a
radius that are open now and stay open long enough, read off a long result list, where "Open now"
keeps places about to close and closing times may pass midnight."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.maps.common import cities, launch, located_at, show_city, wall_time
from mgym.apps.maps import world
from mgym.apps.maps.places import CHIPS

COUNT = AnswerField("count", "Number of places", "number", "number", hint="A whole number", label_zh="数量",
                    hint_zh="一个整数")
#: category -> the radii (km) asked about
RADII = {"restaurant": (1, 1.5), "bar": (1.5, 2), "supermarket": (1.5, 2), "pharmacy": (2, 2.5)}
#: the plural the instruction uses
PLURALS = {"restaurant": ("restaurants", "餐厅"), "bar": ("bars", "酒吧"), "supermarket": ("supermarkets", "超市"),
           "pharmacy": ("pharmacies", "药店")}


def _rows(c: world.City, x: float, y: float, cat: str) -> list[tuple[float, world.Place]]:
    return sorted(((world.distance(x, y, p.x, p.y), p) for p in c.places if p.cat in CHIPS[cat][1]),
                  key=lambda t: t[0])


class OpenLongEnoughNearby(AnswerTask):
    id = "maps.OpenLongEnoughNearby"
    apps = ("maps", "answersheet")
    composition = "deep_dive"
    # played from screenshots (2026-11-29): the results list shows distance and closing time, so the
    # near-closing places are no trap; L3
    hardness = ("aggregate", "temporal")
    tags = ("search", "reasoning", "extract")
    budget = 45
    goal_params = ("cid", "x", "y", "cat", "km", "at", "gap")
    instructions = ("How many {plural} within {km} km of where I am are open right now and won't close within the "
                    "next {gap} minutes? Count them in Maps and answer on the AnswerSheet.",
                    "I need {plural} no more than {km} km from my location that are open now and will still be open "
                    "{gap} minutes from now. Using Maps, how many are there? Put the number in the AnswerSheet.",
                    "Count the {plural} in Maps that are within {km} km of me, open at the moment, and not closing "
                    "in the next {gap} minutes. How many are there?")
    instructions_zh = ("在地图里，离我{km}公里以内、现在正在营业、并且接下来{gap}分钟内不会打烊的{plural}有几家？请在答题卡上作答。",
                       "我要找离我所在位置不超过{km}公里、现在营业、{gap}分钟后仍在营业的{plural}。用地图数一数有几家，把数量填到答题卡。",
                       "用地图帮我数一下：距离我{km}公里范围内，此刻在营业、而且{gap}分钟内不会关门的{plural}一共有几家？")
    answer_fields = (COUNT,)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "plural": PLURALS[p["cat"]][1 if locale == "zh-CN" else 0]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        for _ in range(2000):
            c = rng.choice(cities(state))
            x, y = rng.uniform(-1500, 1500), rng.uniform(-1500, 1500)
            cat = rng.choice(tuple(RADII))
            km = rng.choice(RADII[cat])
            hour, minute = rng.choice((17, 18, 19, 20, 21, 22)), rng.choice((0, 10, 20, 30, 40, 50))
            at = wall_time(hour, minute)
            now = hour * 60 + minute
            gap = rng.choice((45, 60, 90, 120, 150))
            rows = _rows(c, x, y, cat)
            edge = km * 1000
            # no place where "1.0 km" or "1000 m" could be either side of the radius
            if any(edge - 60 <= d <= edge + 60 for d, _ in rows):
                continue
            inside = [p for d, p in rows if d < edge]
            if len(inside) < 10:
                continue
            ends = [world.open_until(p, at) for p in inside]
            # the virtual clock runs during the episode: the answer holds for the next 20 minutes
            later = [world.open_until(p, at + 20 * 60_000) for p in inside]
            if any(e is not None and abs(e - now - gap) <= 20 for e in ends) or \
                    [e is None for e in ends] != [e is None for e in later]:
                continue
            good = [p for p, e in zip(inside, ends, strict=True) if e is not None and e > now + gap]
            short = [p for p, e in zip(inside, ends, strict=True) if e is not None and e < now + gap]
            # the trap: "Open now" keeps places that close too soon
            if not 1 <= len(good) <= 12 or not short:
                continue
            return {"city": c.name, "cid": c.id, "x": round(x), "y": round(y), "cat": cat, "km": km, "at": at,
                    "gap": gap, "count": len(good)}
        raise RuntimeError("no clear-cut instance")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        c = world.city(p["cid"])
        assert c is not None
        return {**located_at(c, p["x"], p["y"]), "time": p["at"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        c = world.city(p["cid"])
        assert c is not None
        now = world.wall(p["at"]).hour * 60 + world.wall(p["at"]).minute
        got = 0
        for d, pl in _rows(c, p["x"], p["y"], p["cat"]):
            end = world.open_until(pl, p["at"])
            got += d < p["km"] * 1000 and end is not None and end > now + p["gap"]
        return {"count": got}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from show_city(obs, p["cid"])
        obs = yield from ui.tap(obs, trigger="map.search")
        obs = yield from ui.tap(obs, trigger="search.chip", cat=p["cat"])
        obs = yield from ui.tap(obs, trigger="results.open")
        yield from ui.fill_answers(obs, {"count": p["count"]})
