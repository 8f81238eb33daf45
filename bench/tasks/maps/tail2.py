"""Hard-by-construction Maps templates across apps, second wave (declared hardness factors, L4).

``LateForWhichEvent``: four Calendar events on a coming weekday, each at a place in one city; going from
each to the next by public transit, leaving as each one ends, exactly one of them is reached late. Only
Maps' transit directions give the travel times (three routes to look up), and neither the tightest gap
between events nor the farthest hop is the late one, so guessing from the agenda or the map fails."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import TODAY, event, events, next_id, occurrences_between, open_day
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.maps.common import cities, directions_from, launch, open_place, route
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.maps import world
from mgym.apps.maps.world import Place

PLANS = (("cafe", "Coffee with Dana"), ("museum", "Museum visit"), ("restaurant", "Lunch with the team"),
         ("gym", "Workout"), ("bakery", "Pick up the cake"), ("bar", "Drinks with Leo"), ("park", "Walk in the park"),
         ("supermarket", "Grocery run"), ("pharmacy", "Pick up prescription"), ("bank", "Bank appointment"))
PLANS_ZH = ("和小美喝咖啡", "逛博物馆", "团队午餐", "健身", "取蛋糕", "和阿杰喝一杯", "公园散步", "去超市采购", "取药",
            "银行办事")



def _place(pid: str) -> Place:
    p = world.place(pid)
    assert p is not None
    return p


class LateForWhichEvent(AnswerTask):
    id = "maps.LateForWhichEvent"
    apps = ("maps", "calendar", "answersheet")
    hardness = ("temporal", "arithmetic", "explore", "trap")
    tags = ("reasoning", "extract", "handoff", "explore")
    budget = 60
    instructions = ("On {weekday} I'll go from each event in my Calendar to the next one by public transit, leaving "
                    "each as soon as it ends. Using Maps' transit times, which event will I arrive late for, and by how "
                    "many minutes? Answer on the AnswerSheet.",
                    "Check my Calendar for {weekday}: I'm taking public transit between the events, setting off the "
                    "moment each one finishes. According to Maps, which of them do I get to late, and how many minutes "
                    "late? Put it on the AnswerSheet.",
                    "My {weekday} plans are in Calendar, each event at a place in the city. If I leave every event right "
                    "when it ends and take transit to the next (times from Maps), which one am I late for and by how "
                    "much? Fill in the AnswerSheet.")
    instructions_zh = ("{weekday}我会坐公共交通从日历里的一个日程赶往下一个，每个结束就马上出发。按地图给出的公交时间，我会迟到的是哪个日程，"
                       "迟到几分钟？请在答题卡上作答。",
                       "看看我日历里{weekday}的安排：日程之间我坐公共交通，每个一结束就出发。按地图的说法，我会迟到的是哪一个、"
                       "迟到多少分钟？填到答题卡上。",
                       "我{weekday}的安排都在日历里，每个日程都在城里的某个地点。如果每个日程一结束就坐公交去下一个（时间以地图为准），"
                       "我会赶不上哪一个、晚到几分钟？请填写答题卡。")
    answer_fields = (AnswerField("event", "Event", hint="The event's title as in Calendar", label_zh="日程",
                                 hint_zh="与日历中的日程标题一致"),
                     AnswerField("minutes", "Minutes late", type="number", matcher="duration", hint="Whole minutes",
                                 label_zh="迟到分钟数", hint_zh="整数分钟"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        # 2 to 6 days ahead: the weekday named is never today's, so "On Friday" means one day
        free = [TODAY + timedelta(days=k) for k in range(2, 7)]
        free = [d for d in free if occurrences_between(state, d, d) == 0]
        day = rng.choice(free)
        taken = {e["title"] for e in events(state)}
        for _ in range(3000):
            c = rng.choice(cities(state))
            kinds = rng.sample(range(len(PLANS)), 4)
            try:
                ps = [rng.choice([p for p in c.places if p.cat == PLANS[k][0]]) for k in kinds]
            except IndexError:
                continue
            hops = list(zip(ps, ps[1:], strict=False))
            far = [world.distance(a.x, a.y, b.x, b.y) for a, b in hops]
            if min(far) < 700 or max(far) > 5000:
                continue
            mins = [route(state, a, b, "transit").minutes for a, b in hops]
            if max(mins) > 60:
                continue
            late = rng.randrange(3)
            gaps = []
            for i, m in enumerate(mins):
                if i == late:
                    g = (m - rng.randint(3, 14)) // 5 * 5
                    if g < 10 or m - g < 3:
                        break
                else:
                    g = -(-(m + rng.randint(3, 15)) // 5) * 5
                gaps.append(g)
            if len(gaps) < 3 or min(gaps) == gaps[late] or max(far) == far[late] or mins[late] - gaps[late] > 25:
                continue
            if any(g - m < 3 for i, (g, m) in enumerate(zip(gaps, mins, strict=True)) if i != late):
                continue
            break
        else:
            raise ValueError("no day of plans to build this task on")
        titles = [(PLANS_ZH[k] if zh else PLANS[k][1]) for k in kinds]
        if set(titles) & taken:
            titles = [f"{t}（{day.month}/{day.day}）" if zh else f"{t} ({day:%b} {day.day})" for t in titles]
        t = rng.randrange(9 * 4, 10 * 4 + 1) * 15
        evs = []
        eid = next_id(state)
        for i, (p, title) in enumerate(zip(ps, titles, strict=True)):
            length = rng.choice((45, 60, 75, 90))
            evs.append(event(eid + i, title, day, _hhmm(t), _hhmm(t + length), f"{p.name}, {c.name}"))
            t += length + (gaps[i] if i < 3 else 0)
        return {"weekday_n": day.weekday(), "day": day.isoformat(), "cid": c.id, "places": [p.id for p in ps],
                "events": evs, "late": late + 1, "title": titles[late + 1], "minutes": mins[late] - gaps[late]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        zh = locale.lower().startswith("zh")
        return {**params, "weekday": (WEEKDAYS_ZH if zh else WEEKDAYS)[params["weekday_n"]]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["events"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        d = date.fromisoformat(p["day"])
        return {"the day (the coming weekday)": sum(1 for k in range(1, 8)
                                                    if (TODAY + timedelta(days=k)).weekday() == d.weekday())}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"event": p["title"], "minutes": p["minutes"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(CALENDAR)
        obs = yield from open_day(obs, p["day"])  # each event's times and place, on its row
        obs = yield from launch()
        ps = [_place(x) for x in p["places"]]
        for a, b in zip(ps, ps[1:], strict=False):
            while not obs.find(trigger="map.search"):
                obs = yield from ui.back()
            obs = yield from open_place(obs, b)
            obs = yield from directions_from(obs, a, b, "transit")
        yield from ui.fill_answers(obs, {"event": p["title"], "minutes": p["minutes"]})
