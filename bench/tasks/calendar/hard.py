"""Hard-by-construction Calendar templates (declared hardness factors, L4): the time booked next week,
summed over every occurrence of repeating events (series that end mid-week, skipped dates, daily
runs), all-day events left out."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.calendar.common import APP, TODAY, CalendarTask, event, open_day, sample_slot, titles
from bench.tasks.clocktime import minutes_of as _mins
from mgym.apps.calendar import rules
from mgym.apps.calendar.state import DAYS

MONDAY = TODAY + timedelta(days=2)
SUNDAY = MONDAY + timedelta(days=6)



def booked(rows: list[dict[str, Any]]) -> tuple[int, int]:
    """(minutes, occurrences) of the timed events from MONDAY to SUNDAY."""
    total = n = 0
    for e in rows:
        if e["all_day"]:
            continue
        k = len(rules.occurrences(e["start_date"], e["repeat"], MONDAY, SUNDAY))
        total += k * (_mins(e["end_time"]) - _mins(e["start_time"]))
        n += k
    return total, n


def _rule(freq: str, days: Sequence[str] | None = None, until: str | None = None, count: int | None = None,
          exdates: list[str] | None = None) -> dict[str, Any]:
    return {"freq": freq, "days": list(days or []), "until": until, "count": count, "exdates": exdates or []}


class BookedTimeNextWeek(CalendarTask, AnswerTask):
    id = "calendar.BookedTimeNextWeek"
    apps = ("calendar", "answersheet")
    composition = "deep_dive"
    #: L3, not L4: a playtest solved it first try in 13 steps, since the Schedule view expands every
    #: repeat and exception itself ("temporal" is defused by the app)
    hardness = ("aggregate", "arithmetic")
    tags = ("explore", "reasoning")
    budget = 45
    instructions = ("How much time is booked in my Calendar next week, Monday {date_text} to Sunday? Add up the "
                    "lengths of all timed events, every repeat included; leave out all-day events. Answer in minutes "
                    "on the AnswerSheet.",
                    "Total up my scheduled time for next week (Monday {date_text} through Sunday) in Calendar: the "
                    "duration of each timed event occurrence, all-day events not counted. Give the total in minutes "
                    "in the AnswerSheet.",
                    "I'd like to know my total booked time in Calendar for next week, from Monday {date_text} to "
                    "Sunday. Count every timed event, each repeat separately, and skip all-day events. Give the "
                    "answer in minutes.")
    instructions_zh = ("下周（{date_text}周一到周日）我的日历一共排了多长时间？把所有非全天日程的时长加起来，重复的日程每次都算，"
                       "全天日程不算。请以分钟为单位在答题卡上作答。",
                       "在日历里算一下下周（周一{date_text}到周日）的日程总时长：每个非全天日程的每一次都算上时长，全天日程不算。"
                       "把总分钟数填到答题卡。",
                       "帮我统计一下日历里下周（{date_text}周一至周日）被占用的总时长：非全天日程都要计入，重复日程的每一次"
                       "都要算，全天日程除外。答案以分钟为单位。")
    answer_fields = (AnswerField("minutes", "Total minutes", "number", "number", hint="A whole number of minutes",
                                 label_zh="总分钟数", hint_zh="一个整数（分钟）"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        while True:
            names = rng.sample(titles(state), 9)
            week = [MONDAY + timedelta(days=i) for i in range(7)]
            rows = []
            for i, title in enumerate(names, 1):
                start, end = sample_slot(rng)
                kind = ("weekly", "weekly", "weekly_until", "weekly_skip", "daily", "single", "single", "allday",
                        "outside")[i - 1]
                if kind == "weekly":
                    first = TODAY - timedelta(days=rng.randint(0, 30))
                    days = sorted(rng.sample(DAYS, rng.randint(1, 3)), key=DAYS.index)
                    ev = event(i, title, first, start, end, repeat=_rule("weekly", days))
                elif kind == "weekly_until":  # a series that ends in the middle of the week
                    first = TODAY - timedelta(days=rng.randint(7, 40))
                    days = sorted(rng.sample(DAYS, rng.randint(2, 3)), key=DAYS.index)
                    stop = rng.choice(week[1:5]).isoformat()
                    ev = event(i, title, first, start, end, repeat=_rule("weekly", days, until=stop))
                elif kind == "weekly_skip":  # one date of the series deleted
                    first = TODAY - timedelta(days=rng.randint(0, 30))
                    days = sorted(rng.sample(DAYS, 2), key=DAYS.index)
                    skip = next(d for d in week if DAYS[d.weekday()] in days)
                    ev = event(i, title, first, start, end, repeat=_rule("weekly", days, exdates=[skip.isoformat()]))
                elif kind == "daily":  # a run of days that stops mid-week
                    first = rng.choice(week[:4])
                    ev = event(i, title, first, start, end, repeat=_rule("daily", count=rng.randint(2, 4)))
                elif kind == "single":
                    ev = event(i, title, rng.choice(week), start, end, repeat=_rule("none"))
                elif kind == "allday":
                    ev = event(i, title, rng.choice(week), "00:00", "00:00", all_day=True, repeat=_rule("none"))
                else:  # tomorrow or the Monday after: outside the week
                    ev = event(i, title, rng.choice((TODAY + timedelta(days=1), SUNDAY + timedelta(days=1))), start,
                               end, repeat=_rule("none"))
                rows.append(ev)
            total, n = booked(rows)
            if 10 <= n <= 22:
                return {"events": rows, "date": MONDAY.isoformat(), "minutes": total}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": p["events"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"minutes": booked(init["apps"]["calendar"]["events"])[0]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from open_day(obs, p["date"])
        for _ in range(6):
            obs = yield from ui.tap(obs, trigger="day.step", by=1)
        yield from ui.fill_answers(obs, {"minutes": p["minutes"]})


# the week the template asks about starts on the Monday after the boot day
assert MONDAY.weekday() == 0 and date(2026, 3, 16) == MONDAY
