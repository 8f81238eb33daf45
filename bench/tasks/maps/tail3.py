"""Hard-by-construction Maps templates (declared hardness factors, L4), third wave.
``ListPicksToFavourites``: of a saved list of mine (fourteen and more places of one city, several
screens), every restaurant rated at least a threshold and at most a price level is saved to Favourites,
one place page at a time. Each constraint has its near miss on the list: a cheap restaurant rated 0.1
under the threshold, a well-rated restaurant one price level too dear, a cheap well-rated cafe or bakery;
the list page has no sort or filter, and no search box narrows a saved list."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.maps.common import LIST_NAMES, M, cities, launch, mp, region

LID = "l1"


def _ok(p: Any, r: float, cap: int) -> bool:
    return bool(p.cat == "restaurant" and p.rating >= r and p.price <= cap)


class ListPicksToFavourites(TaskTemplate):
    id = "maps.ListPicksToFavourites"
    apps = ("maps",)
    hardness = ("steps", "aggregate", "trap", "explore")
    tags = ("edit", "reasoning", "extract")
    budget = 60
    goal_params = ("want",)
    instructions = ('Go through my Maps list "{list}" and save to my Favourites every restaurant on it that is '
                    "rated {r} or higher and costs no more than {price}.",
                    'From my saved list "{list}" in Maps, add to Favourites each restaurant with a rating of at '
                    "least {r} and a price level of {price} or cheaper. Cafes and other places don't count.",
                    'I want the good, affordable restaurants from my Maps list "{list}" in my Favourites: every '
                    "restaurant there rated {r}+ whose price is at most {price}.")
    instructions_zh = ("把地图里我的列表“{list}”看一遍，其中评分不低于{r}、价格不超过{price}的餐厅，全部加到“收藏夹”里。",
                       "从地图中我保存的列表“{list}”里，把评分至少{r}、价格在{price}及以下的每家餐厅都加到“收藏夹”里。咖啡馆等"
                       "其他地方不算。",
                       "我想把地图列表“{list}”里又好又实惠的餐厅放进“收藏夹”：凡是评分{r}以上（含）、价格不超过{price}的餐厅都要。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        favs = set(next(x["places"] for x in mp(state)["lists"] if x["id"] == "favorites"))
        while True:
            c = rng.choice(cities(state))
            r = rng.choice((4.0, 4.2, 4.3, 4.5))
            cap = rng.choice((1, 2))
            pool = [p for p in c.places if p.id not in favs and p.price > 0]
            names = [p.name for p in c.places]
            pool = [p for p in pool if names.count(p.name) == 1]

            good = [p for p in pool if _ok(p, r, cap)]
            low = [p for p in pool if p.cat == "restaurant" and round(r - p.rating, 1) == 0.1 and p.price <= cap]
            dear = [p for p in pool if p.cat == "restaurant" and p.rating >= r and p.price == cap + 1]
            other = [p for p in pool if p.cat in ("cafe", "bakery") and p.rating >= r and p.price <= cap]
            if len(good) < 6 or not low or not dear or not other:
                continue
            k = rng.randint(4, 5)
            picked = rng.sample(good, k) + [rng.choice(low), rng.choice(dear), rng.choice(other)]
            rest = [p for p in pool if not _ok(p, r, cap) and p not in picked]
            picked += rng.sample(rest, rng.randint(6, 8))
            rng.shuffle(picked)
            break
        name = rng.choice(LIST_NAMES[region(state)])
        order = [p.id for p in picked if _ok(p, r, cap)]
        price = ("¥" if c.id in ("bj", "sh", "hz") else "$") * cap
        return {"list": name, "city": c.id, "places": [p.id for p in picked], "order": order,
                "want": sorted([*favs, *order]), "r": f"{r:.1f}", "price": price}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"maps": {"lists": [*mp(state)["lists"], {"id": LID, "name": p["list"],
                                                                  "places": p["places"]}], "next_list": 2}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the list": sum(1 for x in mp(init)["lists"] if x["name"] == p["list"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got: list[str] = next((x["places"] for x in mp(final)["lists"] if x["id"] == "favorites"), [])
        return [check("Favourites hold their places and exactly the list's matching restaurants", p["want"],
                      sorted(got))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.lists[id=favorites].places"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.saved")
        obs = yield from ui.tap(obs, trigger="saved.open", list=LID)
        for pid in p["order"]:
            obs = yield from ui.scroll_to(obs, trigger="place.open", id=pid)
            obs = yield from ui.tap(obs, trigger="place.open", id=pid)
            obs = yield from ui.tap(obs, trigger="place.save", id=pid)
            obs = yield from ui.tap(obs, trigger="save.toggle", list="favorites", id=pid)
            obs = yield from ui.tap(obs, trigger="save.done")
            for _ in range(3):
                if obs.screen == "list":
                    break
                obs = yield from ui.back()
        if p["order"][-1] != p["places"][-1]:
            yield from ui.scroll_to(obs, trigger="place.open", id=p["places"][-1])  # the rest of the rows read
