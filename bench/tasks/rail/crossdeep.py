"""Cross-app Rail templates that are hard by construction (``hardness``, L4), with Weather deciding where or
when: the day of a trip is the first one whose forecast is both dry and warm enough (the first dry day is
too cold), and the train is the latest that still leaves the minutes from the station to the event (a
later one reaches the station before the event, too late to walk there); and the destination is the
warmest of three cities on a named weekday among those that stay dry (the warmest today, or the warmest
that day with rain, is another city), reached by the first train after a given time."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.rail.common import busy_pairs, name, region, search, travel_days
from bench.tasks.weather.common import UNIT_SIGNS, open_city, with_city
from bench.tasks.weather.common import days as wx_days
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.rail import world
from mgym.apps.weather import forecast as F
from mgym.apps.weather import world as weather

EVENTS = ("concert", "dinner", "meeting", "wedding rehearsal", "match")
EVENTS_ZH = {"concert": "音乐会", "dinner": "晚宴", "meeting": "会议", "wedding rehearsal": "婚礼彩排",
             "match": "球赛"}



class WarmDryDayInTime(AnswerTask):
    id = "rail.WarmDryDayInTime"
    apps = ("rail", "weather", "answersheet")
    hardness = ("temporal", "trap", "arithmetic", "steps")
    tags = ("search", "reasoning", "handoff")
    budget = 45
    goal_params = ("frm", "to", "date", "start", "walk", "high", "unit")
    instructions = ("I'm going from {a} to {b} for a {event} that starts at {start}, on the first day from tomorrow "
                    "on when the Weather forecast for {b} is dry (no rain, showers or snow) and the high is at least "
                    "{high}{sign}. Getting from {b} station to the venue takes me {walk} minutes. Which date is that, "
                    "and what is the latest train from {a} that still gets me to the {event} on time? Answer on the "
                    "AnswerSheet.",
                    "Check {b} in Weather: starting tomorrow, find the first day with no rain, showers or snow and a "
                    "high of {high}{sign} or more. That day I have a {event} in {b} at {start}, {walk} minutes from "
                    "the station. In Rail Tickets, find the train from {a} that leaves the latest but still lets me "
                    "be there by {start}. Put the date and the train number in the AnswerSheet.",
                    "I'll travel from {a} to {b} on the first day (tomorrow or later) that {b}'s forecast in Weather "
                    "shows dry and at least {high}{sign} at its warmest. There's a {event} at {start}, and the "
                    "venue is {walk} minutes from {b} station. Tell me on the AnswerSheet which day that is and the "
                    "last train from {a} I can take and still arrive on time.")
    instructions_zh = ("我要从{a}去{b}参加一场{event}，{start}开始。日子定在从明天起{b}天气预报里第一个不下雨、"
                       "不下雪（也没有阵雨）且最高气温不低于{high}{sign}的那天。从{b}站到场地要{walk}分钟。"
                       "那天是几号？从{a}出发、还能准时赶到{event}的最晚一趟车是哪趟？请在答题卡上作答。",
                       "在天气里看一下{b}：从明天开始，找出第一个没有雨、阵雨或雪，并且最高气温在{high}{sign}及以上的日子。"
                       "那天我在{b}有一场{event}，{start}开始，场地离车站{walk}分钟。在铁路出行里找出从{a}出发最晚、"
                       "但仍能让我在{start}前到场的车。把日期和车次填到答题卡。",
                       "我打算在{b}天气预报中从明天起第一个不下雨雪、最高气温至少{high}{sign}的日子，从{a}坐火车去{b}。"
                       "那天{start}有一场{event}，场地离{b}站{walk}分钟路程。请在答题卡上告诉我是哪天，"
                       "以及从{a}出发还能准时到场的最后一趟车。")
    answer_fields = (AnswerField("date", "Date", matcher="date", hint="A date with its year, as YYYY-MM-DD",
                                 label_zh="日期", hint_zh="带年份的日期，格式为 YYYY-MM-DD"),
                     AnswerField("train", "Train number", hint="The train number as Rail shows it", label_zh="车次",
                                 hint_zh="与铁路出行中显示的车次号一致"))

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        zh = locale.startswith("zh")
        return {**p, "sign": UNIT_SIGNS[p["unit"]], "event": EVENTS_ZH[p["event"]] if zh else p["event"]}

    @staticmethod
    def _day(p: dict[str, Any], state: dict[str, Any]) -> tuple[int, list[F.Day]] | None:
        """The index (1-7) of the first day that is dry and warm enough, with the days shown."""
        shown = wx_days(p["city"], state, 9)
        for i in range(1, 8):
            d = shown[i]
            if d.cond not in F.WET and F.shown(d.high, p["unit"]) >= p["high"]:
                return i, shown
        return None

    @staticmethod
    def _best(reg: str, p: dict[str, Any]) -> world.Leg | None:
        ok = [lg for lg in world.legs(reg, p["frm"], p["to"], p["date"]) if lg.arr <= p["start_m"] - p["walk"]]
        return max(ok, key=lambda lg: (lg.dep, lg.train.id)) if ok else None

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        st = world.world(reg).stations
        cities = {s["id"]: c for s in st if s["city"] and (c := weather.city(s["city"])) is not None
                  and weather.name(c, reg) == s["name"]}
        pairs = [pr for pr in busy_pairs(reg) if pr[1] in cities]
        today = date.fromisoformat(travel_days(0, 1)[0])
        options = []  # (to, unit, high, day index): a dry day too cold comes before the first dry, warm one
        for to in sorted({pr[1] for pr in pairs}):
            shown = wx_days(cities[to]["id"], state, 9)
            if shown[0].date != today:
                continue
            for unit in ("c", "f"):
                for high in sorted({F.shown(d.high, unit) for d in shown[1:8]}):
                    q = {"city": cities[to]["id"], "unit": unit, "high": high}
                    found = self._day(q, state)
                    if found and any(shown[k].cond not in F.WET for k in range(1, found[0])):
                        options.append((to, unit, high, found[0]))
        for _ in range(2000):
            to, unit, high, i = rng.choice(options)
            frm = rng.choice([pr[0] for pr in pairs if pr[1] == to])
            c = cities[to]
            p: dict[str, Any] = {"frm": frm, "to": to, "city": c["id"], "unit": unit, "high": high}
            p["date"] = (today + timedelta(days=i)).isoformat()
            legs = world.legs(reg, frm, to, p["date"])
            if len(legs) < 4:
                continue
            walk = rng.choice((20, 25, 30, 35, 40, 45, 50))
            start = rng.randrange(11 * 60, 22 * 60, 30)
            p.update(walk=walk, start_m=start, start=_hhmm(start))
            if any(abs(lg.arr - (start - walk)) <= 3 for lg in legs):
                continue
            best = self._best(reg, p)
            if best is None or sum(lg.dep == best.dep for lg in legs) > 1:
                continue
            # and a later train gets to the station before the event starts, but too late to walk there
            if not any(lg.dep > best.dep and start - walk < lg.arr < start - 3 for lg in legs):
                continue
            return {**p, "a": name(state, frm), "b": name(state, to), "event": rng.choice(EVENTS),
                    "train": best.train.id, "saved": with_city(rng, state, c["id"])}
        raise RuntimeError("no instance found")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"weather": {"cities": p["saved"], "settings": {"unit": p["unit"]}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        found = self._day(p, init)
        assert found is not None
        i, shown = found
        q = {**p, "date": shown[i].date.isoformat()}
        best = self._best(region(init), q)
        assert best is not None
        return {"date": q["date"], "train": best.train.id}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        st = world.world(region(init)).stations
        return {"from": sum(1 for s in st if s["name"] == p["a"]), "to": sum(1 for s in st if s["name"] == p["b"]),
                "the city in Weather": init["apps"]["weather"]["cities"].count(p["city"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Weather")
        obs = yield from open_city(obs, p["city"])
        obs = yield from ui.tap(obs, trigger="home.daily")  # the days ahead: condition and high of each
        obs = yield from search(obs, p)
        obs = yield from ui.scroll_to(obs, trigger="train.open", train=p["train"])
        yield from ui.fill_answers(obs, {"date": p["date"], "train": p["train"]})



class WarmestDryCityTrain(AnswerTask):
    id = "rail.WarmestDryCityTrain"
    apps = ("rail", "weather", "answersheet")
    hardness = ("temporal", "trap", "steps")
    tags = ("search", "reasoning", "handoff")
    budget = 45
    goal_params = ("frm", "cities", "date", "after")
    instructions = ("This {weekday} I want a day trip from {a} to whichever of {x}, {y} and {z} will be the warmest "
                    "that day (highest forecast high in Weather) without rain, showers or snow. Which city is it, "
                    "and what is the first train from {a} there that leaves at {after} or later? Answer on the "
                    "AnswerSheet.",
                    "Compare this {weekday}'s forecast for {x}, {y} and {z} in Weather. Of those that stay dry (no rain, "
                    "showers or snow), pick the one with the highest high, then find in Rail Tickets the earliest "
                    "train from {a} to it departing no earlier than {after}. Put the city and the train number in the "
                    "AnswerSheet.",
                    "I'm leaving {a} this {weekday}, not before {after}, for a day out in {x}, {y} or {z}: the one that "
                    "Weather says will be the warmest that day without any rain, showers or snow. Tell me on the "
                    "AnswerSheet which city that is and the first train I can take there.")
    instructions_zh = ("这个{weekday}我想从{a}出发一日游，去{x}、{y}、{z}中那天最暖和（天气里预报最高气温最高）且不下雨、"
                       "没有阵雨也不下雪的那个城市。是哪个城市？从{a}出发、{after}或之后发车的第一趟去那里的车是哪趟？"
                       "请在答题卡上作答。",
                       "在天气里比较一下{x}、{y}、{z}这个{weekday}的预报。在不下雨、阵雨或雪的城市里，挑最高气温最高的那个，"
                       "然后在铁路出行里找从{a}去那里、不早于{after}发车的最早一趟车。把城市和车次填到答题卡。",
                       "这个{weekday}我{after}以后从{a}出发，去{x}、{y}或{z}玩一天：选天气预报里那天最暖和、又没有雨、阵雨或雪的那个。"
                       "请在答题卡上告诉我是哪个城市，以及我能坐的第一趟车。")
    answer_fields = (AnswerField("city", "City", hint="The city's name as Weather shows it", label_zh="城市",
                                 hint_zh="与天气中显示的城市名一致"),
                     AnswerField("train", "Train number", hint="The train number as Rail shows it", label_zh="车次",
                                 hint_zh="与铁路出行中显示的车次号一致"))

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        wd = date.fromisoformat(p["date"]).weekday()
        return {**p, "weekday": (WEEKDAYS_ZH if locale.startswith("zh") else WEEKDAYS)[wd]}

    @staticmethod
    def _pick(p: dict[str, Any], state: dict[str, Any]) -> int | None:
        """The index in ``p["cities"]`` of the single warmest dry city on the day (None: none, or a tie)."""
        tomorrow = [wx_days(cid, state, 8)[p["offset"]] for cid in p["cities"]]
        dry = [(d.high, k) for k, d in enumerate(tomorrow) if d.cond not in F.WET]
        if not dry:
            return None
        top = max(dry)
        return top[1] if sum(h == top[0] for h, _ in dry) == 1 else None

    @staticmethod
    def _first(reg: str, p: dict[str, Any], to: int) -> world.Leg | None:
        ok = [lg for lg in world.legs(reg, p["frm"], to, p["date"]) if lg.dep >= p["after_m"]]
        return min(ok, key=lambda lg: (lg.dep, lg.train.id)) if ok else None

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        st = world.world(reg).stations
        cities = {s["id"]: c for s in st if s["city"] and (c := weather.city(s["city"])) is not None
                  and weather.name(c, reg) == s["name"]}
        today = date.fromisoformat(travel_days(0, 1)[0])
        near = sorted(t for t in cities if wx_days(cities[t]["id"], state, 2)[0].date == today)
        origins = sorted({f for f, _ in busy_pairs(reg)})
        dests: dict[tuple[int, str], list[int]] = {}
        for _ in range(3000):
            frm, offset = rng.choice(origins), rng.randint(1, 6)  # each weekday name is unambiguous
            day = (today + timedelta(days=offset)).isoformat()
            if (frm, day) not in dests:
                dests[frm, day] = [t for t in near if t != frm and len(world.legs(reg, frm, t, day)) >= 3]
            if len(dests[frm, day]) < 3:
                continue
            tos = rng.sample(dests[frm, day], 3)
            after = rng.randrange(7 * 60, 15 * 60, 30)
            p: dict[str, Any] = {"frm": frm, "tos": tos, "cities": [cities[t]["id"] for t in tos], "date": day,
                                 "offset": offset, "after_m": after, "after": _hhmm(after)}
            k = self._pick(p, state)
            if k is None:
                continue
            today_highs = [wx_days(cid, state, 1)[0].high for cid in p["cities"]]
            tomorrow = [wx_days(cid, state, 8)[offset] for cid in p["cities"]]
            # the traps: the warmest city today (what Weather opens on) is another one, or the warmest on
            # the day has rain
            warm_today = max(range(3), key=lambda j: today_highs[j])
            warm_wet = max(range(3), key=lambda j: tomorrow[j].high)
            if warm_today == k and warm_wet == k:
                continue
            if any(abs(lg.dep - after) <= 1 for lg in world.legs(reg, frm, tos[k], day)):
                continue
            best = self._first(reg, p, tos[k])
            if best is None or sum(lg.dep == best.dep for lg in world.legs(reg, frm, tos[k], day)) > 1:
                continue
            # a train leaves before {after}, so the first train of the day is not the answer
            if not any(lg.dep < after for lg in world.legs(reg, frm, tos[k], day)):
                continue
            return {**p, "a": name(state, frm), "x": name(state, tos[0]), "y": name(state, tos[1]),
                    "z": name(state, tos[2]), "city": name(state, tos[k]), "train": best.train.id,
                    "saved": with_city(rng, state, *p["cities"])}
        raise RuntimeError("no instance found")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"weather": {"cities": p["saved"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        k = self._pick(p, init)
        assert k is not None
        best = self._first(region(init), p, p["tos"][k])
        assert best is not None
        return {"city": name(init, p["tos"][k]), "train": best.train.id}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        st = world.world(region(init)).stations
        out = {"from": sum(1 for s in st if s["name"] == p["a"])}
        for key in ("x", "y", "z"):
            out[key] = sum(1 for s in st if s["name"] == p[key])
        out["the cities in Weather"] = min(init["apps"]["weather"]["cities"].count(c) for c in p["cities"])
        return out

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Weather")
        for cid in p["cities"]:  # each city's forecast: tomorrow's condition and high
            obs = yield from open_city(obs, cid)
        k = p["cities"].index(next(c for c in p["cities"] if name_of(p, c) == p["city"]))
        obs = yield from search(obs, {**p, "to": p["tos"][k], "b": p["city"]})
        obs = yield from ui.scroll_to(obs, trigger="train.open", train=p["train"])
        yield from ui.fill_answers(obs, {"city": p["city"], "train": p["train"]})


def name_of(p: dict[str, Any], cid: str) -> str:
    """The station name of city ``cid`` among the instance's three."""
    return str(p[("x", "y", "z")[p["cities"].index(cid)]])
