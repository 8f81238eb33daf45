"""Weather templates that are hard by construction (``hardness``, L4): which of my saved cities will have
the warmest next week on average (Monday to Sunday, read off each city's 15-day forecast, no total or
average shown anywhere). The home page's 7-day list ends on Friday, so ranking by what it shows (Monday to
Friday), or by today's temperature, names another city: each instance is drawn so that it does."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.weather.common import (
    UNIT_NAMES,
    UNIT_SIGNS,
    days,
    locale,
    names,
    open_city,
    safe_cities,
)
from mgym.apps.weather import forecast as F
from mgym.apps.weather import world

#: the phone's date at boot is Saturday 2026-03-14; next week is Monday 16 to Sunday 22 (days 2-8)
WEEK = range(2, 9)
#: the days the city page's own 7-day list shows of next week (Monday to Friday)
ON_HOME = range(2, 7)


def _avg(values: list[int]) -> float:
    return round(sum(values) / len(values), 1)


def _highs(cid: str, state: dict[str, Any], unit: str, span: range) -> list[int]:
    ds = days(cid, state, 9)
    return [F.shown(ds[i].high, unit) for i in span]


def _leader(cities: list[str], state: dict[str, Any], unit: str, span: range) -> int | None:
    """The index of the single city with the highest mean high over ``span`` (None on a tie)."""
    means = [sum(_highs(c, state, unit, span)) for c in cities]
    top = max(means)
    return means.index(top) if means.count(top) == 1 else None


class WarmestNextWeek(AnswerTask):
    id = "weather.WarmestNextWeek"
    apps = ("weather", "answersheet")
    hardness = ("steps", "aggregate", "temporal", "trap")
    tags = ("extract", "reasoning", "explore")
    budget = 45
    goal_params = ("saved", "unit")
    instructions = ("Which of the cities saved in my Weather app will be the warmest next week, Monday to Sunday, "
                    "going by the average of the daily highs? Put the city and that average ({sign}, one decimal) "
                    "on the AnswerSheet.",
                    "I want to spend next week (Monday through Sunday) in whichever of my saved Weather cities is "
                    "warmest. Average each city's daily high temperatures over those seven days and enter the "
                    "winner and its average in {unit_name}, to one decimal place, in AnswerSheet.",
                    "Compare my saved cities in Weather: over the seven days of next week, Monday to Sunday, which "
                    "one has the highest average daily high, and what is that average in {sign} (one decimal)? "
                    "Answer on the AnswerSheet.")
    instructions_zh = ("按每天最高气温的平均值算，天气里我保存的城市中，下周（周一到周日）哪个城市最暖和？请把城市和这个平均值"
                       "（{sign}，保留一位小数）填到答题卡上。",
                       "下周一到下周日我想待在天气里保存的城市中最暖和的那个。请把每个城市这七天的最高气温求平均，"
                       "把平均值最高的城市和它的平均值（{unit_name}，保留一位小数）填到答题卡。",
                       "比较一下天气里我保存的几个城市：下周周一到周日这七天，哪个城市的日最高气温平均值最高？平均值是多少"
                       "（{sign}，一位小数）？请在答题卡上作答。")
    answer_fields = (AnswerField("city", "City", hint="The city's name as Weather shows it", label_zh="城市",
                                 hint_zh="天气中显示的城市名称"),
                     AnswerField("average", "Average high", "number", "number", precision="0.1",
                                 hint="Degrees, one decimal, e.g. 12.3", label_zh="平均最高气温",
                                 hint_zh="度数，保留一位小数，例如 12.3"))

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        zh = locale.startswith("zh")
        return {**p, "sign": UNIT_SIGNS[p["unit"]], "unit_name": UNIT_NAMES[p["unit"]][1 if zh else 0]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pool = [c["id"] for c in safe_cities(state)]
        unit = rng.choice(("c", "f"))
        while True:
            saved = rng.sample(pool, 6)
            win = _leader(saved, state, unit, WEEK)
            naive = _leader(saved, state, unit, ON_HOME)
            now = [days(c, state, 1)[0].high for c in saved]
            if win is None or naive is None or naive == win or now.index(max(now)) == win:
                continue
            return {"saved": saved, "unit": unit, "city": saved[win],
                    "average": _avg(_highs(saved[win], state, unit, WEEK))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"weather": {"cities": p["saved"], "settings": {"unit": p["unit"]}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        unit = init["apps"]["weather"]["settings"]["unit"]
        cities = list(init["apps"]["weather"]["cities"])
        win = _leader(cities, init, unit, WEEK)
        assert win is not None
        here = world.city(cities[win])
        assert here is not None
        return {"city": world.name(here, locale(init)),
                "average": f"{_avg(_highs(cities[win], init, unit, WEEK)):.1f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Weather")
        highs: dict[str, list[int]] = {}
        for cid in p["saved"]:  # each city's 15-day forecast: next week runs past the home page's list
            obs = yield from open_city(obs, cid)
            obs = yield from ui.tap(obs, trigger="home.daily")
            rows = [str(e.text) for e in obs.ui if e.role == "list_item"]
            highs[cid] = [_high(rows[i]) for i in WEEK]
            obs = yield from ui.back()
        best = max(p["saved"], key=lambda c: sum(highs[c]))
        zh = obs.locale == "zh-CN"
        yield from ui.fill_answers(obs, {"city": names(best)["zh-CN" if zh else "en"],
                                         "average": f"{_avg(highs[best]):.1f}"})


def _high(row: str) -> int:
    """The day's high in a 15-day row ("Mon, Mar 16, Sunny, 9° / 0°, Chance of rain 10%")."""
    found = re.findall(r"(-?\d+)°", row)
    assert found, row
    return int(found[0])
