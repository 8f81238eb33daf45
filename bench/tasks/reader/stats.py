"""Reader's statistics and goal: minutes read last week, the best day of this month, the days last
week that reached the daily goal, and setting the goal."""

from __future__ import annotations

from collections.abc import Generator
from datetime import date
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Solution
from bench.tasks.reader.common import P, day_rows, minutes_in, ov, region, shelf, to_tab
from mgym import actions as A
from mgym.apps.reader import model
from mgym.apps.reader.state import GOALS

TODAY = date(2026, 3, 14)


def _by_day(state: dict[str, Any]) -> dict[str, int]:
    return model.minutes_by_day(region(state), ov(state))


def _extra(rng: Random, state: dict[str, Any], days: list[date], n: int) -> list[dict[str, Any]]:
    """Reading records made on the phone (as if read on it) on some of ``days``."""
    books = [s["id"] for s in shelf(state)]
    return [{"d": d.isoformat(), "book": rng.choice(books), "m": rng.randint(5, 80)} for d in rng.sample(days, n)]


def _week(offset: int) -> list[date]:
    return model.period_days(TODAY, "week", offset)


class MinutesLastWeek(AnswerTask):
    id = "reader.MinutesLastWeek"
    apps = ("reader", "answersheet")
    difficulty = "L3"
    tags = ("extract", "nav")
    instructions = ("How many minutes did I spend reading in Reader last week (Monday to Sunday)? Answer on the "
                    "AnswerSheet.",
                    "Check Reader's statistics: what was my total reading time last week, in minutes? Write it in "
                    "AnswerSheet.",
                    'What was my total reading time in Reader last week, Monday through Sunday, in minutes?')
    instructions_zh = ("上周（周一到周日）我在阅读里一共读了多少分钟？请在答题卡中作答。", "看看阅读的统计：上周我一共读了几分钟？把答案填到答题卡里。",
                       '上周一到周日，我在阅读里总共读了几分钟？')
    answer_fields = (AnswerField("minutes", "Minutes", "number", "number", hint="A whole number",
                                 label_zh="分钟数", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"records": _extra(rng, state, _week(-1), rng.randint(1, 4))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"records": p["records"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"minutes": model.total(_by_day(init), _week(-1))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "me")
        obs = yield from ui.tap(obs, trigger="stats.period", period="week", offset=-1)
        yield from ui.fill_answers(obs, {"minutes": minutes_in(obs)})


class BestDayThisMonth(AnswerTask):
    id = "reader.BestDayThisMonth"
    apps = ("reader", "answersheet")
    difficulty = "L3"
    tags = ("extract", "reasoning")
    split = "train"
    instructions = ("On which day this month did I read the most in Reader? Answer on the AnswerSheet.",
                    "Look at my reading this month in Reader and find the day with the most minutes; give its date in "
                    "AnswerSheet.",
                    'Which day this month had my longest reading time in Reader?')
    instructions_zh = ("这个月我哪一天在阅读里读得最多？请在答题卡中作答。", "看看阅读里本月的阅读时长，找出读得最多的那一天，把日期填到答题卡里。",
                       '本月我在阅读里读书时间最长的是哪一天？')
    answer_fields = (AnswerField("day", "Date", "text", "date", hint="A date with its year, as YYYY-MM-DD",
                                 label_zh="日期", hint_zh="带年份的日期，格式为 YYYY-MM-DD"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        days = [d for d in model.period_days(TODAY, "month", 0) if d < TODAY]
        by_day = _by_day(state)
        peak = max(by_day.get(d.isoformat(), 0) for d in days)
        d = rng.choice(days)
        extra = peak - by_day.get(d.isoformat(), 0) + rng.randint(5, 40)
        books = [s["id"] for s in shelf(state)]
        return {"records": [{"d": d.isoformat(), "book": rng.choice(books), "m": extra}], "day": d.isoformat()}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"records": p["records"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        by_day = _by_day(init)
        days = model.period_days(TODAY, "month", 0)
        return {"day": max(days, key=lambda d: by_day.get(d.isoformat(), 0)).isoformat()}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "me")
        obs = yield from ui.tap(obs, trigger="stats.period", period="month", offset=0)
        obs, rows = yield from _read_rows(obs)
        best = max(rows, key=lambda k: rows[k])
        yield from ui.fill_answers(obs, {"day": date(TODAY.year, TODAY.month, best).isoformat()})


def _read_rows(obs: Any) -> Generator[Any, Any, tuple[Any, dict[int, int]]]:
    """Every "By day" row of Me, scrolling down until the list stops moving."""
    rows: dict[int, int] = {}
    for _ in range(10):
        rows.update(day_rows(obs))
        before = [e.text for e in obs.ui]
        obs = yield A.Drag(x1=500, y1=800, x2=500, y2=350)
        if [e.text for e in obs.ui] == before:
            break
    rows.update(day_rows(obs))
    return obs, rows


class GoalDaysInWeek(AnswerTask):
    id = "reader.GoalDaysInWeek"
    apps = ("reader", "answersheet")
    difficulty = "L3"
    tags = ("extract", "reasoning")
    instructions = ("In the week starting {week}, on how many days did I reach my daily reading goal in Reader? "
                    "Answer on the AnswerSheet.",
                    "Compare each day of the week of {week} in Reader's statistics with my daily goal: how many days "
                    "met it? Write the number in AnswerSheet.",
                    'How many days did I meet my daily reading goal in Reader during the week starting {week}?')
    instructions_zh = ("从{week_zh}开始的那一周，我有几天达成了阅读的每日目标？请在答题卡中作答。",
                       "对照阅读里的每日目标，看看{week_zh}那一周每天的阅读时长：有几天达标了？把数字填到答题卡里。",
                       '在从{week_zh}开始的那一周里，我有多少天达到了阅读的每日目标？')
    answer_fields = (AnswerField("days", "Days", "number", "number", hint="A whole number",
                                 label_zh="天数", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        offset = -rng.randint(1, 8)
        days = _week(offset)
        monday = days[0]
        return {"goal": rng.choice((45, 60, 90, 120)), "offset": offset,
                "week": f"Monday, {monday:%B} {monday.day}", "week_zh": f"{monday.month}月{monday.day}日（周一）",
                "records": _extra(rng, state, days, rng.randint(0, 2))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"goal": p["goal"], "records": p["records"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"days": model.goal_days(_by_day(init), _week(p["offset"]), int(ov(init)["goal"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "me")
        goal = next(int(g["goal"]) for e in obs.ui if (g := ui.parse(obs, "Today {m} of {goal} minutes", e.text)))
        for k in range(1, -p["offset"] + 1):
            obs = yield from ui.tap(obs, trigger="stats.period", period="week", offset=-k)
        obs, rows = yield from _read_rows(obs)
        yield from ui.fill_answers(obs, {"days": sum(1 for m in rows.values() if m >= goal)})


class SetGoal(CriteriaTask):
    id = "reader.SetGoal"
    apps = ("reader",)
    difficulty = "L1"
    tags = ("settings",)
    split = "train"
    instructions = ("Set my daily reading goal in Reader to {n} minutes.", "Change Reader's daily goal to {n} minutes a day.")
    instructions_zh = ("把阅读的每日阅读目标设为 {n} 分钟。", "把阅读的每日目标改成每天 {n} 分钟。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        want, start = rng.sample(GOALS, 2)
        return {"n": want, "start": start}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.goal": p["n"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.goal": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "me")
        obs = yield from ui.tap(obs, trigger="goal.open")
        yield from ui.tap(obs, trigger="goal.set", minutes=p["n"])


