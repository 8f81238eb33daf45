"""Hard-by-construction Maps templates (declared hardness factors, L4): the nearest place of a kind
that will be open at a time tomorrow. The result list only says whether each place is open now; the
nearest ones are open now and closed then, so each place's weekly hours must be opened and read for
tomorrow's weekday (windows past midnight belong to the day they start)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.maps.common import LIST_NAMES, NOUNS, cities, launch, located_at, show_city, wall_time
from mgym.apps.maps import world
from mgym.apps.maps.places import CHIPS

DAY_MS = 86_400_000
KINDS = ("restaurant", "pharmacy", "supermarket", "bar", "bank", "cafe")
NOUNS_DEEP = {**NOUNS, "cafe": ("coffee shop", "咖啡店")}
#: tomorrow's times asked about (minutes after midnight): early morning and late evening
TIMES = (7 * 60, 7 * 60 + 30, 8 * 60, 8 * 60 + 30, 21 * 60 + 30, 22 * 60, 22 * 60 + 30, 23 * 60, 23 * 60 + 30)



def _open_at(p: world.Place, at: int, margin: int = 15) -> bool | None:
    """Open at ``at`` (ms)? None when an opening or closing lies within ``margin`` minutes of it."""
    here = world.is_open(p, at)
    if any(world.is_open(p, at + k * 60_000) != here for k in (-margin, margin)):
        return None
    return here


def _display(metres: float) -> str:
    return f"{int(round(metres, -1))} m" if metres < 1000 else f"{metres / 1000:.1f} km"


class NearestOpenTomorrowAt(AnswerTask):
    id = "maps.NearestOpenTomorrowAt"
    apps = ("maps", "answersheet")
    hardness = ("temporal", "trap", "explore", "steps")
    tags = ("search", "reasoning", "explore")
    budget = 45
    goal_params = ("cid", "x", "y", "cat", "when", "name")
    instructions = ("I'll need a {noun} tomorrow at {time}. Which is the nearest one to where I am now that will be "
                    "open at that time? Find it in Maps and answer on the AnswerSheet.",
                    "Tomorrow at {time} I have to stop by a {noun}. Using Maps, which {noun} closest to my current "
                    "location will actually be open then? Put its name in the AnswerSheet.",
                    "Find me the closest {noun} to my current position that is open tomorrow at {time}, not just "
                    "right now. Give its name on the AnswerSheet.")
    instructions_zh = ("我明天{time}要去一家{noun}。离我现在的位置最近、而且那个时间在营业的是哪一家？请在地图里找，并在答题卡上作答。",
                       "明天{time}我得去一趟{noun}。用地图查一下，离我当前位置最近、到时候确实开着门的{noun}是哪家？把名称填到答题卡。",
                       "帮我找离我现在位置最近、明天{time}营业的{noun}（不是只看现在开不开门）。把它的名称填到答题卡。")
    answer_fields = (AnswerField("name", "Place name", hint="The name as Maps shows it", label_zh="地点名称",
                                 hint_zh="与地图中显示的名称一致"),)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "noun": NOUNS_DEEP[p["cat"]][1 if locale == "zh-CN" else 0]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        for _ in range(5000):
            c = rng.choice(cities(state))
            x, y = rng.uniform(-1500, 1500), rng.uniform(-1500, 1500)
            cat = rng.choice(KINDS)
            now = wall_time(rng.choice((17, 18, 19, 20)), rng.choice((0, 15, 30, 45)))
            t = rng.choice(TIMES)
            at = wall_time(0) + DAY_MS + t * 60_000
            rows = sorted(((world.distance(x, y, p.x, p.y), p) for p in c.places if p.cat in CHIPS[cat][1]),
                          key=lambda r: (r[0], r[1].id))
            opens = [(_open_at(p, at), d, p) for d, p in rows]
            k = next((i for i, (o, _, _) in enumerate(opens) if o is not False), None)
            if k is None or opens[k][0] is None or not 3 <= k <= 6:
                continue
            d0, best = opens[k][1], opens[k][2]
            # the trap: at least two of the nearer ones are open now (the list says "Open")
            if sum(world.is_open(p, now) and world.is_open(p, now + 30 * 60_000) for _, _, p in opens[:k]) < 2:
                continue
            # a clear answer: the next one open then is not shown at the same distance; names unique
            nxt = next((d for o, d, _ in opens[k + 1:] if o is not False), None)
            if nxt is not None and (_display(nxt) == _display(d0) or nxt - d0 < 30):
                continue
            if sum(1 for p in c.places if p.name == best.name) != 1 or d0 > 3000:
                continue
            return {"city": c.name, "cid": c.id, "x": round(x), "y": round(y), "cat": cat, "now": now,
                    "when": at, "time": _hhmm(t), "name": best.name, "id": best.id,
                    "look": [p.id for _, _, p in opens[:k + 1]]}
        raise RuntimeError("no clear-cut instance")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        c = world.city(p["cid"])
        assert c is not None
        return {**located_at(c, p["x"], p["y"]), "time": p["now"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        c = world.city(p["cid"])
        assert c is not None
        rows = sorted(((world.distance(p["x"], p["y"], q.x, q.y), q) for q in c.places if q.cat in CHIPS[p["cat"]][1]),
                      key=lambda r: (r[0], r[1].id))
        return {"name": next(q.name for _, q in rows if world.is_open(q, p["when"]))}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        c = world.city(p["cid"])
        assert c is not None
        return {"the place": sum(1 for q in c.places if q.name == p["name"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from show_city(obs, p["cid"])
        obs = yield from ui.tap(obs, trigger="map.search")
        obs = yield from ui.tap(obs, trigger="search.chip", cat=p["cat"])
        # nearest first: each one's weekly hours, for tomorrow
        for pid in p["look"]:
            obs = yield from ui.tap(obs, trigger="place.open", id=pid)
            obs = yield from ui.tap(obs, trigger="place.hours")
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"name": p["name"]})


class SavedListOpenTomorrow(AnswerTask):
    id = "maps.SavedListOpenTomorrow"
    apps = ("maps", "answersheet")
    hardness = ("aggregate", "temporal", "trap", "explore", "steps")
    tags = ("explore", "reasoning", "extract")
    budget = 45
    goal_params = ("list", "km", "when", "count")
    instructions = ('How many of the places in my Maps list "{list}" are within {km} km of where I am now and will be '
                    'open tomorrow at {time}? Answer on the AnswerSheet.',
                    'Go through my saved list "{list}" in Maps and count the places that are no more than {km} km '
                    'from my current location and open tomorrow at {time}. Put the number in the AnswerSheet.',
                    'Tomorrow at {time} I want to drop by some places from my "{list}" list in Maps. How many of them '
                    'are within {km} km of me right now and will be open at that time?')
    instructions_zh = ('我在地图里收藏的列表“{list}”中，有几个地点离我现在的位置在{km}公里以内、并且明天{time}在营业？请在答题卡上作答。',
                       '把地图里我收藏的“{list}”列表过一遍，数一数离我当前位置不超过{km}公里、明天{time}正在营业的地点有几个，'
                       '把数量填到答题卡。',
                       '明天{time}我想去“{list}”列表（地图里收藏的）里的一些地方转转。其中离我现在{km}公里以内、那个时间还在营业的有几个？')
    answer_fields = (AnswerField("count", "Number of places", "number", "number", hint="A whole number",
                                 label_zh="地点数量", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        names = LIST_NAMES["zh-CN" if str(state["os"]["device"]["region"]) == "zh-CN" else "en"]
        taken = {x["name"] for x in state["apps"]["maps"]["lists"]}
        for _ in range(5000):
            c = rng.choice(cities(state))
            x, y = rng.uniform(-1200, 1200), rng.uniform(-1200, 1200)
            km = rng.choice((1, 1.5, 2))
            now = wall_time(rng.choice((17, 18, 19, 20)), rng.choice((0, 15, 30, 45)))
            t = rng.choice(TIMES)
            at = wall_time(0) + DAY_MS + t * 60_000
            edge = km * 1000
            pool = [q for q in c.places if q.cat in KINDS + ("museum", "park", "bakery")
                    and abs(world.distance(x, y, q.x, q.y) - edge) > 80 and world.distance(x, y, q.x, q.y) < 3 * edge
                    and _open_at(q, at) is not None]
            if len(pool) < 30:
                continue
            dist = {q.id: world.distance(x, y, q.x, q.y) for q in pool}
            then = {q.id: world.is_open(q, at) for q in pool}
            good = [q for q in pool if dist[q.id] < edge and then[q.id]]
            # the traps: near places open now that are closed then, far places open then
            trap_now = [q for q in pool if dist[q.id] < edge and not then[q.id] and world.is_open(q, now)]
            trap_far = [q for q in pool if dist[q.id] > edge and then[q.id]]
            rest = [q for q in pool if q not in good and q not in trap_now and q not in trap_far]
            n = rng.randint(1, 6)
            if len(good) < n or not trap_now or not trap_far or len(rest) + len(trap_now) + len(trap_far) < 10 - n:
                continue
            picked = rng.sample(good, n) + [rng.choice(trap_now), rng.choice(trap_far)]
            others = [q for q in rest + trap_now + trap_far if q not in picked]
            picked += rng.sample(others, 10 - len(picked))
            good = [q for q in picked if dist[q.id] < edge and then[q.id]]
            rng.shuffle(picked)
            name = rng.choice([n for n in names if n not in taken])
            return {"city": c.name, "cid": c.id, "x": round(x), "y": round(y), "km": km, "now": now, "when": at,
                    "time": _hhmm(t), "list": name, "places": [q.id for q in picked], "count": len(good)}
        raise RuntimeError("no clear-cut instance")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        c = world.city(p["cid"])
        assert c is not None
        lists = [*state["apps"]["maps"]["lists"], {"id": "deep1", "name": p["list"], "places": p["places"]}]
        return {**located_at(c, p["x"], p["y"]), "time": p["now"], "apps": {"maps": {"lists": lists}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        x = next(x for x in init["apps"]["maps"]["lists"] if x["name"] == p["list"])
        got = 0
        for pid in x["places"]:
            q = world.place(pid)
            assert q is not None
            got += world.distance(p["x"], p["y"], q.x, q.y) < p["km"] * 1000 and world.is_open(q, p["when"])
        return {"count": got}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the list": sum(1 for x in init["apps"]["maps"]["lists"] if x["name"] == p["list"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.saved")
        obs = yield from ui.tap(obs, trigger="saved.open", list="deep1")
        # the list shows neither distances nor tomorrow's hours: each place's page has both
        for pid in p["places"]:
            obs = yield from ui.tap(obs, trigger="place.open", id=pid)
            obs = yield from ui.tap(obs, trigger="place.hours")
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"count": p["count"]})
