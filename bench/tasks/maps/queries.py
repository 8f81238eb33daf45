"""Maps queries and decisions around the phone's location and between places: the best-rated open
place nearby, transit times, walking versus transit, a toll-free drive, the nearest pharmacy."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.maps.common import (
    MODE_WORDS,
    PERMISSION,
    M,
    cities,
    km_text,
    list_places,
    localize_cat,
    located_at,
    mp,
    open_place,
    route,
    save_to,
    top_rated_open,
    where_setup,
)
from mgym.apps.maps import world
from mgym.apps.maps.world import Place

NAME = AnswerField("name", "Place name", hint="the name as Maps shows it", label_zh="地点名称", hint_zh="地图上显示的名称")


def _find_top(obs: Any, p: dict[str, Any]) -> ui.Steps:
    """On the map (located): the category's results, top rated, open now; open the answer."""
    obs = yield from ui.tap(obs, trigger="map.search")
    obs = yield from ui.tap(obs, trigger="search.chip", cat=p["cat"])
    obs = yield from ui.tap(obs, trigger="results.sort", sort="rating")
    obs = yield from ui.tap(obs, trigger="results.open")
    return (yield from ui.tap(obs, trigger="place.open", id=p["id"]))


class TopRatedOpenNearby(AnswerTask):
    id = "maps.TopRatedOpenNearby"
    apps = ("maps", "answersheet")
    difficulty = "L4"
    composition = "deep_dive"
    tags = ("search", "reasoning", "extract")
    budget = 45
    instructions = ("Which {noun} within {km} km of me is open right now and has the highest rating in Maps?",
                    "Using Maps, find the best-rated {noun} that is open now and no more than {km} km from where I am. "
                    "What is it called?",
                    "Please tell me the name of the highest-rated {noun} within {km} km of me that is open "
                    "right now, according to Maps.")
    instructions_zh = ("在地图中，离我{km}公里以内、现在营业、评分最高的{noun}是哪家？", "用地图找出距离我不超过{km}公里、此刻正在营业且评分最高的{noun}，它叫什么？",
                       "请在地图里查一下：离我{km}公里以内正在营业的{noun}中，评分最高的是哪家？")
    answer_fields = (NAME,)
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return top_rated_open(rng, state)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return localize_cat(p, locale)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return where_setup(p)

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"name": p["name"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _find_top(obs, p)
        yield from ui.fill_answers(obs, {"name": p["name"]})


class SaveTopRatedOpen(TaskTemplate):
    id = "maps.SaveTopRatedOpen"
    apps = ("maps",)
    difficulty = "L4"
    composition = "deep_dive"
    tags = ("search", "reasoning", "create")
    budget = 45
    split = "train"
    instructions = ("Save the highest-rated {noun} within {km} km of me that is open now to Want to go in Maps.",
                    "Find the best-rated {noun} no more than {km} km away that is open right now, and put it on my "
                    "Want to go list in Maps.",
                    "Please add to Want to go in Maps the {noun} with the highest rating among those within "
                    "{km} km of me that are open now.")
    instructions_zh = ("把离我{km}公里以内、现在营业、评分最高的{noun}收藏到地图的“想去”列表。", "找出距离我不超过{km}公里、此刻营业且评分最高的{noun}，加入地图的“想去”。",
                       "请在地图里找出离我{km}公里以内、现在正在营业的{noun}中评分最高的那家，收藏到“想去”列"
                       "表。")
    changes = (f"{M}.lists[id=want_to_go].places[+1]",)
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return top_rated_open(rng, state)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return localize_cat(p, locale)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return where_setup(p)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = list_places(final, "want_to_go")
        return [Check(f"{p['name']} saved to Want to go", p["id"] in got, p["id"], got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _find_top(obs, p)
        place = world.place(p["id"])
        assert place is not None
        yield from save_to(obs, place, "want_to_go")


def _pair(rng: Random, state: dict[str, Any], ok: Any) -> tuple[Place, Place]:
    for _ in range(500):
        c = rng.choice(cities(state))
        a, b = rng.sample(c.places, 2)
        if 1200 < world.distance(a.x, a.y, b.x, b.y) < 5500 and ok(a, b):
            return a, b
    raise RuntimeError("no pair of places fits")


class TransitTime(AnswerTask):
    id = "maps.TransitTime"
    apps = ("maps", "answersheet")
    difficulty = "L3"
    composition = "sequential"
    tags = ("search", "extract")
    budget = 30
    instructions = ('How many minutes does Maps say it takes by transit from "{a}" to "{b}" in {city}?',
                    'Check in Maps: going from "{a}" to "{b}" ({city}) by public transit, how long does it take?',
                    'Please check Maps for the transit time from "{a}" to "{b}" in {city}: how many minutes '
                    "is it?")
    instructions_zh = ("在地图中查一下，从{city}的“{a}”坐公交到“{b}”需要多少分钟？", "用地图看看：在{city}从“{a}”乘公共交通去“{b}”要多长时间？",
                       "请用地图查一下在{city}从“{a}”坐公交到“{b}”要几分钟。")
    answer_fields = (AnswerField("minutes", "Minutes", type="number", matcher="duration", hint="Whole minutes",
                                 label_zh="分钟数", hint_zh="整数分钟"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a, b = _pair(rng, state, lambda a, b: any(s.kind == "ride" for s in route(state, a, b, "transit").steps))
        return {"a": a.name, "b": b.name, "ida": a.id, "idb": b.id, "city": world.city(b.city).name}  # type: ignore[union-attr]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        a, b = world.place(p["ida"]), world.place(p["idb"])
        assert a is not None and b is not None
        return {"minutes": route(init, a, b, "transit").minutes}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.maps.common import directions_from

        a, b = world.place(p["ida"]), world.place(p["idb"])
        assert a is not None and b is not None
        obs = yield from open_place(obs, b)
        obs = yield from directions_from(obs, a, b, "transit")
        yield from ui.fill_answers(obs, {"minutes": route(obs_state_free(), a, b, "transit").minutes})


def obs_state_free() -> dict[str, Any]:
    """Default settings (the oracle's route does not depend on tolls for walking and transit)."""
    return {"apps": {"maps": {"settings": {"avoid_tolls": False, "avoid_highways": False}}}}


class WalkOrTransit(AnswerTask):
    id = "maps.WalkOrTransit"
    apps = ("maps", "answersheet")
    difficulty = "L3"
    composition = "sequential"
    tags = ("reasoning", "extract")
    budget = 30
    instructions = ('Is it faster to walk or to take transit from where I am to "{b}"? Check Maps; answer '
                    '"walking" or "transit" and how many minutes the faster way takes.',
                    'From my current location to "{b}": which gets me there sooner according to Maps, walking or '
                    'transit, and in how many minutes?',
                    'Please compare walking and transit in Maps from my current location to "{b}": answer '
                    '"walking" or "transit" for the faster one, and how many minutes it takes.')
    instructions_zh = ("从我现在的位置到“{b}”，步行和坐公交哪个更快？查一下地图，回答“步行”或“公交”，以及更快的方式要几分钟。",
                       "按地图的路线，从我所在的地方去“{b}”，步行和公交哪个先到？要多少分钟？",
                       "请在地图里比较一下从我当前位置去“{b}”步行和坐公交哪个快，回答“步行”或“公交”，以及快"
                       "的那种要几分钟。")
    answer_fields = (AnswerField("mode", "Faster way", hint='"walking" or "transit"', label_zh="更快的方式",
                                 hint_zh="“步行”或“公交”"),
                     AnswerField("minutes", "Minutes", type="number", matcher="duration", hint="Whole minutes",
                                 label_zh="分钟数", hint_zh="整数分钟"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        want = rng.choice(("walk", "transit"))
        for _ in range(600):
            c = rng.choice(cities(state))
            x, y = rng.uniform(-2000, 2000), rng.uniform(-2000, 2000)
            b = rng.choice(c.places)
            d = world.distance(x, y, b.x, b.y)
            if not 900 < d < 4000:
                continue
            walk = route(state, (c, x, y), b, "walk").minutes
            transit = route(state, (c, x, y), b, "transit").minutes
            faster = "walk" if walk < transit else "transit"
            if faster == want and abs(walk - transit) >= 3:
                return {"cid": c.id, "x": round(x), "y": round(y), "b": b.name, "idb": b.id, "faster": faster,
                        "minutes": min(walk, transit)}
        raise RuntimeError("no destination fits")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        c = world.city(p["cid"])
        assert c is not None
        return located_at(c, p["x"], p["y"])

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        zh = init["os"]["settings"]["system"]["locale"] == "zh-CN"
        c, b = world.city(p["cid"]), world.place(p["idb"])
        assert c is not None and b is not None
        minutes = route(init, (c, p["x"], p["y"]), b, p["faster"]).minutes
        return {"mode": MODE_WORDS[p["faster"]][1 if zh else 0], "minutes": minutes}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        b = world.place(p["idb"])
        assert b is not None
        obs = yield from open_place(obs, b)
        obs = yield from ui.tap(obs, trigger="place.directions", id=b.id)
        obs = yield from ui.tap(obs, trigger="dir.mode", mode="transit")
        word = MODE_WORDS[p["faster"]][1 if obs.locale == "zh-CN" else 0]
        yield from ui.fill_answers(obs, {"mode": word, "minutes": p["minutes"]})


class DriveAvoidTolls(AnswerTask):
    id = "maps.DriveAvoidTolls"
    apps = ("maps", "answersheet")
    objective = "hybrid"
    difficulty = "L4"
    composition = "sequential"
    tags = ("settings", "extract")
    budget = 45
    instructions = ('In Maps, turn on "Avoid tolls", then tell me the driving distance in km from "{a}" to "{b}" '
                    '({city}).',
                    'I don\'t want to pay tolls: set Maps to avoid them and tell me how many km the drive from "{a}" '
                    'to "{b}" in {city} is.',
                    'How many km is the drive from "{a}" to "{b}" in {city} when avoiding tolls? Please '
                    'turn on "Avoid tolls" in Maps and tell me.')
    instructions_zh = ("在地图中开启“避开收费路段”，然后告诉我从{city}的“{a}”开车到“{b}”有多少公里。",
                       "我不想走收费路：把地图设成避开收费路段，再告诉我在{city}从“{a}”驾车去“{b}”是多少公里。",
                       "如果避开收费路段，从{city}的“{a}”开车到“{b}”有多少公里？请在地图中开启“避开收费路段”"
                       "后告诉我。")
    answer_fields = (AnswerField("km", "Distance (km)", type="number", matcher="number", precision="0.1",
                                 hint="kilometres, one decimal, e.g. 4.2", label_zh="距离（公里）", hint_zh="公里，一位小数，例如 4.2"),)
    changes = (f"{M}.settings.avoid_tolls",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        def differs(a: Place, b: Place) -> bool:
            return km_text(route(state, a, b, "car", False).metres) != km_text(route(state, a, b, "car", True).metres)

        a, b = _pair(rng, state, differs)
        return {"a": a.name, "b": b.name, "ida": a.id, "idb": b.id, "city": world.city(b.city).name}  # type: ignore[union-attr]

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"maps": {"settings": {"avoid_tolls": False, "units": "km"}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        on = mp(final)["settings"]["avoid_tolls"]
        return [Check("avoid tolls on", on is True, True, on)]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        a, b = world.place(p["ida"]), world.place(p["idb"])
        assert a is not None and b is not None
        return {"km": km_text(route(init, a, b, "car", True).metres)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.maps.common import directions_from

        a, b = world.place(p["ida"]), world.place(p["idb"])
        assert a is not None and b is not None
        obs = yield from open_place(obs, b)
        obs = yield from directions_from(obs, a, b, "car")
        obs = yield from ui.tap(obs, trigger="dir.options")
        obs = yield from ui.tap(obs, trigger="opt.tolls")
        obs = yield from ui.tap(obs, trigger="opt.done")
        yield from ui.fill_answers(obs, {"km": km_text(route(obs_state_free(), a, b, "car", True).metres)})


class NearestPharmacy(TaskTemplate):
    id = "maps.NearestPharmacy"
    apps = ("maps",)
    difficulty = "L3"
    composition = "sequential"
    tags = ("search", "settings", "create")
    budget = 30
    instructions = ("Find the pharmacy nearest to me in Maps (let it use my location) and save it to Favourites.",
                    "I need a pharmacy close by: have Maps locate me, then add the nearest pharmacy to my Favourites.",
                    "Please add the pharmacy closest to me to my Favourites in Maps (allow Maps to use my "
                    "location).")
    instructions_zh = ("在地图中找到离我最近的药店（允许它使用我的位置），并收藏到收藏夹。", "我需要附近的药店：让地图定位我，然后把最近的药店加入收藏夹。",
                       "请让地图使用我的位置，找到离我最近的药店，收藏到收藏夹。")
    changes = (f"{M}.lists[id=favorites].places[+1]", PERMISSION)
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        for _ in range(300):
            c = rng.choice(cities(state))
            x, y = rng.uniform(-2200, 2200), rng.uniform(-2200, 2200)
            rows = sorted((world.distance(x, y, p.x, p.y), p.id, p) for p in c.places if p.cat == "pharmacy")
            (d1, _, best), (d2, _, _) = rows[0], rows[1]
            if d2 - d1 >= 60 and best.id not in list_places(state, "favorites"):
                return {"cid": c.id, "x": round(x), "y": round(y), "id": best.id, "name": best.name,
                        "refused": rng.random() < 0.3}
        raise RuntimeError("no clear nearest pharmacy")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        c = world.city(p["cid"])
        assert c is not None
        return located_at(c, p["x"], p["y"], "denied" if p["refused"] else None)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = list_places(final, "favorites")
        return [Check("the nearest pharmacy saved to Favourites", p["id"] in got, p["id"], got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="map.me")
        obs = yield from ui.tap(obs, trigger="perm.allow")
        obs = yield from ui.tap(obs, trigger="map.search")
        obs = yield from ui.tap(obs, trigger="search.chip", cat="pharmacy")
        obs = yield from ui.tap(obs, trigger="place.open", id=p["id"])
        place = world.place(p["id"])
        assert place is not None
        yield from save_to(obs, place, "favorites")


