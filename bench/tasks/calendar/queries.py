"""Calendar queries: what is on a day, how many events next week, the next public holiday, the
make-up working day (or observed day off) of a holiday."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.calendar.common import (
    APP,
    TODAY,
    CalendarTask,
    event,
    events,
    next_id,
    occurrences_between,
    open_day,
    places,
    sample_slot,
    specials,
    titles,
)
from mgym.apps.calendar.state import DAYS


def _date_field(label: str, label_zh: str) -> AnswerField:
    return AnswerField("date", label, "text", "date", hint="A date with its year, as YYYY-MM-DD", label_zh=label_zh,
                       hint_zh="带年份的日期，格式为 YYYY-MM-DD")


def _read_cells(obs: Any) -> list[Any]:
    return sorted(obs.find(trigger="month.day"), key=lambda e: e.params["date"])


class WhatOnDate(CalendarTask, AnswerTask):
    id = "calendar.WhatOnDate"
    apps = ("calendar", "answersheet")
    difficulty = "L2"
    tags = ("search",)
    split = "train"
    budget = 30
    instructions = ("What do I have in my calendar at {start} on {date_text}? Give the event's title.",
                    "Look up my calendar: which event starts at {start} on {date_text}?")
    instructions_zh = ("我{date_text} {start} 有什么安排？写出日程的标题。", "查一下日历：{date_text} {start} 开始的是哪个日程？")
    answer_fields = (AnswerField("title", "Event title", "text", "exact", hint="As the calendar shows it",
                                 label_zh="日程标题", hint_zh="与日历中显示的一致"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        start, end = sample_slot(rng)
        day = TODAY + timedelta(days=rng.randint(2, 60))
        return {"id": next_id(state), "title": rng.choice(titles(state)), "date": day.isoformat(), "start": start,
                "end": end, "location": rng.choice(places(state))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        ev = event(p["id"], p["title"], date.fromisoformat(p["date"]), p["start"], p["end"], p["location"])
        return {"apps": {"calendar": {"events": [*events(state), ev]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"title": p["title"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from open_day(obs, p["date"])
        row = next(e for e in obs.find(trigger="event.open") if p["start"] in ui.read_times(e.text))
        title = row.text.split(",")[0].strip()
        yield from ui.fill_answers(obs, {"title": title})


class CountNextWeek(CalendarTask, AnswerTask):
    id = "calendar.CountNextWeek"
    apps = ("calendar", "answersheet")
    difficulty = "L3"
    tags = ("explore", "reasoning")
    budget = 45
    instructions = ("How many events do I have next week (Monday {date_text} to Sunday)? Count each repeat.",
                    "Count the events in my calendar for next week, Monday {date_text} through Sunday.",
                    "Next week, from Monday {date_text} to Sunday, how many events are on my calendar? "
                    "Count every occurrence of a repeating one.")
    instructions_zh = ("下周（{date_text}周一到周日）我一共有几个日程？重复的日程每次都算。",
                       "数一下日历里下周（周一{date_text}到周日）有多少个日程。",
                       "帮我数数从下周一{date_text}到下周日，日历上一共有多少个日程（重复的日程每次都算）。")
    answer_fields = (AnswerField("count", "Number of events", "number", "number", hint="A whole number",
                                 label_zh="日程数量", hint_zh="一个整数"),)

    MONDAY = TODAY + timedelta(days=2)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = []
        names = rng.sample(titles(state), rng.randint(3, 8))
        for i, title in enumerate(names, 1):
            start, end = sample_slot(rng)
            day = TODAY + timedelta(days=rng.randint(-10, 16))
            ev = event(i, title, day, start, end)
            if rng.random() < 0.3:
                ev["repeat"] = {"freq": "weekly", "days": sorted(rng.sample(DAYS, rng.randint(1, 3)), key=DAYS.index),
                                "until": None, "count": None}
            elif rng.random() < 0.15:
                ev["repeat"] = {"freq": "daily", "days": [], "until": None, "count": rng.randint(2, 12)}
            rows.append(ev)
        return {"events": rows, "date": self.MONDAY.isoformat()}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": p["events"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": occurrences_between(init, self.MONDAY, self.MONDAY + timedelta(days=6))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from open_day(obs, p["date"])
        n = len(obs.find(trigger="event.open"))
        for _ in range(6):
            obs = yield from ui.tap(obs, trigger="day.step", by=1)
            n += len(obs.find(trigger="event.open"))
        yield from ui.fill_answers(obs, {"count": n})


def _holiday_starts(region: str) -> list[tuple[str, str]]:
    return [(d, h["name"]) for d, h in specials(region) if h["kind"] == "holiday"]


class NextHoliday(CalendarTask, AnswerTask):
    id = "calendar.NextHoliday"
    apps = ("calendar", "answersheet")
    difficulty = "L3"
    tags = ("extract", "reasoning")
    budget = 45
    instructions = ("According to my calendar, on what date does the first public holiday after {date_text} fall?",
                    "When is the next public holiday after {date_text}? Check Calendar.",
                    "Check my calendar and tell me the date of the first public holiday coming after "
                    "{date_text}.")
    instructions_zh = ("根据日历，{date_text}之后的第一个法定节假日是哪一天？", "{date_text}之后的下一个法定节假日是几月几号？看一下日历。",
                       "帮我看看日历，{date_text}以后的第一个法定节假日是什么日期？")
    answer_fields = (_date_field("Date of the holiday", "节假日日期"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        region = str(state["os"]["device"]["region"])
        offs = [(d, h["kind"]) for d, h in specials(region) if h["kind"] != "work"]
        while True:
            day = (TODAY + timedelta(days=rng.randint(1, 600))).isoformat()
            after = [x for x in offs if x[0] > day]
            if after and after[0][1] == "holiday" and not any(d == day for d, _ in offs):
                return {"date": day, "holiday": after[0][0]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"date": p["holiday"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from to_month(obs, p["date"][:7])
        holiday = f"({ui.tr(obs, 'Holiday')})"
        for _ in range(24):
            hits = [c for c in _read_cells(obs) if c.params["date"] > p["date"] and holiday in c.text]
            if hits:
                break
            obs = yield from ui.tap(obs, trigger="month.step", by=1)
        yield from ui.fill_answers(obs, {"date": hits[0].params["date"]})


def to_month(obs: Any, month: str) -> ui.Steps:
    """From the month view, go to ``month`` ("2026-05") through the month picker."""
    obs = yield from ui.tap(obs, trigger="month.pick")
    year = int(month[:4])
    for _ in range(5):
        if obs.find(trigger="months.choose", m=1):
            shown = next(int(e.text) for e in obs.ui if e.text.strip().isdigit() and len(e.text.strip()) == 4)
            if shown == year:
                return (yield from ui.tap(obs, trigger="months.choose", m=int(month[5:])))
            obs = yield from ui.tap(obs, trigger="months.year", by=1 if year > shown else -1)
    raise ui.OracleError(f"month {month} not reached")


def _special_days(region: str) -> list[dict[str, Any]]:
    """zh-CN: holidays with make-up working days (the earliest is the answer); en: every federal
    holiday and the day it is observed on (the weekday before or after one on a weekend). Each with
    the holiday's name and year and the text the answer's day carries in the month view."""
    rows = specials(region)
    out: dict[str, dict[str, Any]] = {}
    for d, h in rows:
        name = str(h["name"])
        if region == "zh-CN" and h["kind"] == "work":
            base = name.removesuffix("调休")
            start = next(x for x, g in rows if g["kind"] == "holiday" and g["name"] == base and abs(
                (date.fromisoformat(x) - date.fromisoformat(d)).days) < 40)
            mark = name
        elif region != "zh-CN" and h["kind"] == "holiday":
            base, start, mark = name, d, f"{name} (Holiday)"
            day = date.fromisoformat(d)
            moved = {5: -1, 6: 1}.get(day.weekday())
            if moved is not None:
                d, mark = (day + timedelta(days=moved)).isoformat(), f"{name} (observed)"
        else:
            continue
        key = f"{base}|{start[:4]}"
        if key not in out:
            out[key] = {"holiday": base, "year": int(start[:4]), "month": start[:7], "mark": mark, "answer": d}
    return list(out.values())


class MakeUpWorkday(CalendarTask, AnswerTask):
    id = "calendar.MakeUpWorkday"
    apps = ("calendar", "answersheet")
    difficulty = "L3"
    tags = ("extract", "reasoning")
    split = "train"
    budget = 45
    instructions = ("According to Calendar, on which date is the day off for {holiday} in {year}? (A holiday on a "
                    "weekend is observed on a weekday.)",
                    "Check Calendar: which day do I get off for {holiday} {year}, counting the observed day if it "
                    "falls on a weekend?",
                    "What date is the {holiday} {year} day off in my calendar? If the holiday lands on a "
                    "weekend, give the weekday it is observed on.")
    instructions_zh = ("{year}年{holiday}放假调休，需要补班的是哪一天？如有多天，填最早的一天。",
                       "看一下日历：{year}年{holiday}调休上班是几月几号？有两天的话填第一天。",
                       "日历上{year}年{holiday}调休要补班的是哪天？如果不止一天，写最早那天。")
    answer_fields = (_date_field("Date", "日期"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return dict(rng.choice(_special_days(str(state["os"]["device"]["region"]))))

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"date": p["answer"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        y, m = (int(x) for x in p["month"].split("-"))
        before = f"{y - (m == 1):04d}-{12 if m == 1 else m - 1:02d}"
        obs = yield from to_month(obs, before)
        seen = [c.params["date"] for c in _read_cells(obs) if p["mark"] in c.text]
        obs = yield from ui.tap(obs, trigger="month.step", by=1)
        seen += [c.params["date"] for c in _read_cells(obs) if p["mark"] in c.text]
        yield from ui.fill_answers(obs, {"date": min(seen)})
