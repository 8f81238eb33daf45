"""Hard-by-construction Rail templates (declared hardness factors, L4): the latest train that still gets
to a city in time when any of the city's stations will do (Rail searches one station at a time, and
the station named like the city is not where the answer is); the latest departure of a two-train
journey with a change, where the connection needs a minimum change time."""

from __future__ import annotations

from collections import defaultdict
from datetime import date, timedelta
from functools import cache
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.clocktime import minutes_of as _mins
from bench.tasks.rail.common import busy_pairs, name, pick_station, region, search, travel_days
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.rail import world

TRAIN = AnswerField("train", "Train number", hint="The train number as Rail shows it", label_zh="车次",
                    hint_zh="与铁路出行中显示的车次号一致")
STATION = AnswerField("station", "Arrival station", hint="The station name as Rail shows it", label_zh="到达车站",
                      hint_zh="与铁路出行中显示的站名一致")




def _weekday(p: dict[str, Any], locale: str) -> dict[str, Any]:
    wd = date.fromisoformat(p["date"]).weekday()
    return {**p, "weekday": (WEEKDAYS_ZH if locale.startswith("zh") else WEEKDAYS)[wd]}


@cache
def city_stations(reg: str) -> dict[str, tuple[int, ...]]:
    """City key -> its stations, the one named like the city first."""
    out: dict[str, list[int]] = defaultdict(list)
    for s in world.world(reg).stations:
        if s["city"]:
            out[s["city"]].append(s["id"])
    return {c: tuple(sorted(ids)) for c, ids in out.items() if len(ids) >= 3}


@cache
def feeders(reg: str, city: str) -> tuple[int, ...]:
    """Stations outside the city with trains to at least two of its stations."""
    w = world.world(reg)
    ids = city_stations(reg)[city]
    reach: dict[int, set[int]] = defaultdict(set)
    for sid in ids:
        for tid, i in w.calls.get(sid, ()):
            for s in w.trains[tid].stops[:i]:
                reach[s[0]].add(sid)
    return tuple(sorted(o for o, ss in reach.items() if len(ss) >= 2 and o not in ids and not w.stations[o]["city"]))


def _to_city(reg: str, frm: int, city: str, day: str) -> list[world.Leg]:
    return [lg for sid in city_stations(reg)[city] for lg in world.legs(reg, frm, sid, day)]


class LatestIntoCityAnyStation(AnswerTask):
    id = "rail.LatestIntoCityAnyStation"
    apps = ("rail", "answersheet")
    hardness = ("explore", "trap", "temporal", "steps")
    tags = ("search", "reasoning", "explore")
    budget = 45
    goal_params = ("frm", "city", "date", "by")
    instructions = ("This {weekday} I'm taking the train from {a} and I have to be in {city} before {by} that day. Any "
                    "station in {city} is fine. What is the latest train I can leave {a} on, and at which station "
                    "does it arrive? Answer on the AnswerSheet.",
                    "I need to get from {a} to {city} this {weekday}, arriving before {by}; I don't mind which of "
                    "{city}'s stations I arrive at. Using Rail Tickets, find the train that leaves {a} the latest "
                    "and still makes it, and put its number and arrival station in the AnswerSheet.",
                    "Which train leaving {a} this {weekday} departs as late as possible but still gets me into "
                    "{city} (any of its stations) before {by}? Tell me the train number and the station it gets to.")
    instructions_zh = ("这个{weekday}我要从{a}坐火车去{city}，必须在当天{by}之前到达，{city}的哪个车站都可以。"
                       "我最晚能坐从{a}出发的哪趟车？它到达哪个车站？请在答题卡上作答。",
                       "这个{weekday}我要从{a}去{city}，{by}之前到就行，到{city}的哪个站都无所谓。用铁路出行查一下："
                       "从{a}出发最晚、又能赶上的是哪趟车？把车次和到达车站填到答题卡。",
                       "这个{weekday}从{a}出发、在{by}之前到达{city}（任何一个车站都行）的车里，出发最晚的是哪一趟？"
                       "告诉我车次和它到达的车站。")
    answer_fields = (TRAIN, STATION)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return _weekday(p, locale)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        today = date.fromisoformat(travel_days(0, 1)[0])
        cities = sorted(c for c in city_stations(reg) if feeders(reg, c))
        while True:
            city = rng.choice(cities)
            frm = rng.choice(feeders(reg, city))
            day = (today + timedelta(days=rng.randint(1, 6))).isoformat()
            legs = _to_city(reg, frm, city, day)
            if len(legs) < 4 or len({lg.to_station for lg in legs}) < 2:
                continue
            by = rng.randrange(10 * 60, 23 * 60, 30)
            if any(abs(lg.arr - by) <= 10 for lg in legs):
                continue
            ok = sorted((lg for lg in legs if lg.arr < by), key=lambda lg: (lg.dep, lg.train.id))
            if len(ok) < 2 or ok[-1].dep == ok[-2].dep:
                continue
            best, main = ok[-1], city_stations(reg)[city][0]
            # the trap: the station named like the city has a train that makes it, but not the latest
            if best.to_station == main or not any(lg.to_station == main for lg in ok):
                continue
            # and a train leaving later gets in too late (at any station)
            if not any(lg.dep > best.dep and lg.arr >= by for lg in legs):
                continue
            return {"frm": frm, "a": name(state, frm), "city": name(state, main), "ckey": city, "date": day,
                    "by": _hhmm(by), "train": best.train.id, "station": name(state, best.to_station),
                    "to": best.to_station, "stations": [[sid, name(state, sid)] for sid in city_stations(reg)[city]]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        reg = region(init)
        ok = [lg for lg in _to_city(reg, p["frm"], p["ckey"], p["date"]) if lg.arr < _mins(p["by"])]
        best = max(ok, key=lambda lg: (lg.dep, lg.train.id))
        return {"train": best.train.id, "station": name(init, best.to_station)}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        st = world.world(region(init)).stations
        return {"from": sum(1 for s in st if s["name"] == p["a"]),
                "the city": len({s["city"] for s in st if s["name"] == p["city"]})}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        (sid, label), *rest = p["stations"]
        obs = yield from search(obs, {**p, "to": sid, "b": label})
        # the city's other stations: back to the form, another destination, search again
        for sid, label in rest:
            obs = yield from ui.back()
            obs = yield from pick_station(obs, "to", sid, label)
            obs = yield from ui.tap(obs, trigger="home.search")
        yield from ui.fill_answers(obs, {"train": p["train"], "station": p["station"]})



def _second(reg: str, p: dict[str, Any]) -> list[world.Leg]:
    """The trains from the change station that arrive before the deadline."""
    return [lg for lg in world.legs(reg, p["via"], p["to"], p["date"]) if lg.arr < _mins(p["by"])]


def _first(reg: str, p: dict[str, Any], latest_change: int) -> list[world.Leg]:
    """The trains to the change station that leave enough time to change before ``latest_change``."""
    return [lg for lg in world.legs(reg, p["frm"], p["via"], p["date"]) if lg.arr + p["gap"] <= latest_change]


class LatestStartWithChange(AnswerTask):
    id = "rail.LatestStartWithChange"
    apps = ("rail", "answersheet")
    hardness = ("arithmetic", "trap", "temporal", "steps")
    tags = ("search", "reasoning")
    budget = 45
    goal_params = ("frm", "via", "to", "date", "by", "gap")
    instructions = ("This {weekday} I'm going from {a} to {c} by train, changing at {b}: one train from {a} to {b}, then "
                    "another from {b} to {c}. I must be in {c} before {by}, and I need at least {gap} minutes at {b} "
                    "to change trains. What is the latest train I can take from {a}? Answer on the AnswerSheet.",
                    "Plan my trip this {weekday} in Rail Tickets: {a} → {b}, change trains, then {b} → {c}, arriving "
                    "in {c} before {by}. Changing at {b} takes me at least {gap} minutes. Which train out of {a} "
                    "leaves the latest and still lets me make it? Put its number in the AnswerSheet.",
                    "I want to leave {a} as late as possible this {weekday} and still reach {c} before {by}, going "
                    "via {b} with a change of trains there (at least {gap} minutes to change). Which train from {a} "
                    "should I catch? Give its train number.")
    instructions_zh = ("这个{weekday}我要坐火车从{a}去{c}，在{b}换乘：先从{a}坐到{b}，再从{b}坐到{c}。我必须在{by}之前到达{c}，"
                       "在{b}换乘至少需要{gap}分钟。我最晚能坐从{a}出发的哪趟车？请在答题卡上作答。",
                       "用铁路出行帮我规划这个{weekday}的行程：{a}→{b}，换乘，再{b}→{c}，要在{by}之前到达{c}。在{b}换乘"
                       "我至少要{gap}分钟。从{a}出发、最晚又还赶得上的是哪趟车？把车次填到答题卡。",
                       "这个{weekday}我想尽量晚一点从{a}出发，经{b}换乘（换乘至少留{gap}分钟），在{by}之前到达{c}。"
                       "我应该坐从{a}出发的哪趟车？告诉我车次。")
    answer_fields = (TRAIN,)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return _weekday(p, locale)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        today = date.fromisoformat(travel_days(0, 1)[0])
        pairs = busy_pairs(reg)
        onward: dict[int, list[int]] = defaultdict(list)
        for x, y in pairs:
            onward[x].append(y)
        while True:
            frm, via = rng.choice(pairs)
            to = rng.choice(onward[via] or [frm])
            if to == frm:
                continue
            day = (today + timedelta(days=rng.randint(1, 6))).isoformat()
            p: dict[str, Any] = {"frm": frm, "via": via, "to": to, "date": day,
                                 "by": _hhmm(rng.randrange(12 * 60, 23 * 60, 30)),
                                 "gap": rng.choice((15, 20, 25, 30, 40))}
            every2 = world.legs(reg, via, to, day)
            if any(abs(lg.arr - _mins(p["by"])) <= 5 for lg in every2):
                continue
            second = _second(reg, p)
            if len(second) < 2:
                continue
            latest = max(lg.dep for lg in second)
            every1 = world.legs(reg, frm, via, day)
            if any(abs(lg.arr + p["gap"] - latest) <= 3 for lg in every1):
                continue
            first = _first(reg, p, latest)
            if len(first) < 2:
                continue
            best = max(first, key=lambda lg: (lg.dep, lg.train.id))
            if sum(1 for lg in first if lg.dep == best.dep) > 1:
                continue
            # the trap: a later train gets to the change station before the connection leaves, but with less
            # than the change time to spare
            if not any(lg.dep > best.dep and lg.arr < latest for lg in every1):
                continue
            # no train that leaves later runs through to the destination in time (no change needed)
            if any(lg.dep > best.dep and lg.arr < _mins(p["by"]) for lg in world.legs(reg, frm, to, day)):
                continue
            return {**p, "a": name(state, frm), "b": name(state, via), "c": name(state, to), "train": best.train.id}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        reg = region(init)
        latest = max(lg.dep for lg in _second(reg, p))
        return {"train": max(_first(reg, p, latest), key=lambda lg: (lg.dep, lg.train.id)).train.id}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        st = world.world(region(init)).stations
        return {k: sum(1 for s in st if s["name"] == p[k]) for k in ("a", "b", "c")}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        # the onward train first (the latest that arrives in time), then the trains to the change station
        obs = yield from search(obs, {**p, "frm": p["via"], "a": p["b"], "b": p["c"]})
        obs = yield from ui.back()
        obs = yield from search(obs, {**p, "to": p["via"]})
        yield from ui.fill_answers(obs, {"train": p["train"]})
