"""Weather queries: answers read off the forecast screens, computed from the world data and the date."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.weather.cities import (
    PERMISSION,
    location_checks,
    location_sample,
    location_setup,
    turn_on_location,
)
from bench.tasks.weather.common import (
    UNIT_NAMES,
    UNIT_SIGNS,
    day_row,
    days,
    locale,
    names,
    open_city,
    percent,
    safe_cities,
    temps,
    with_city,
    wx,
)
from mgym.apps.weather import forecast as F
from mgym.apps.weather import world
from mgym.apps.weather.views import AQI_NAMES
from mgym.i18n import translate


def _unit(p: dict[str, Any], zh: bool) -> str:
    return UNIT_NAMES[p["unit"]][1 if zh else 0]


class _CityQuery(AnswerTask):
    """A question about saved city ``city`` on a phone showing temperatures in ``unit``."""

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        out = {**p, "unit_name": _unit(p, locale != "en"), "sign": UNIT_SIGNS[p["unit"]]}
        if locale != "en":
            out.update({key: names(p[cid])["zh-CN"] for key, cid in (("name", "city"), ("name2", "city2")) if cid in p})
        return out

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"weather": {"cities": p["saved"], "settings": {"unit": p["unit"]}}}}


class TomorrowHigh(_CityQuery):
    id = "weather.TomorrowHigh"
    apps = ("weather", "answersheet")
    difficulty = "L3"
    tags = ("extract",)
    instructions = ("What will tomorrow's high be in {name}, in {sign}? Answer on the AnswerSheet.",
                    "Check Weather for {name} and write tomorrow's highest temperature ({unit_name}) in AnswerSheet.",
                    "Tell me tomorrow's highest temperature in {name}, in {sign}.")
    instructions_zh = ("{name}明天的最高气温是多少（{sign}）？请在答题卡中作答。",
                       "在天气里查看{name}，把明天的最高气温（{unit_name}）填到答题卡里。",
                       '告诉我{name}明天的最高气温（{sign}）。')
    answer_fields = (AnswerField("high", "Tomorrow's high", "number", "number", hint="Whole degrees, negative below zero",
                                 label_zh="明天最高气温", hint_zh="整数度数，零下为负数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(safe_cities(state))
        return {"city": c["id"], "name": c["name"], "unit": rng.choice(("c", "c", "f")),
                "saved": with_city(rng, state, c["id"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"high": F.shown(days(p["city"], init, 2)[1].high, wx(init)["settings"]["unit"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_city(obs, p["city"])
        yield from ui.fill_answers(obs, {"high": temps(day_row(obs, 1))[0]})


class RainiestDay(_CityQuery):
    id = "weather.RainiestDay"
    apps = ("weather", "answersheet")
    composition = "deep_dive"
    difficulty = "L3"
    tags = ("extract", "reasoning")
    instructions = ("Of the next 7 days (today included), which has the highest chance of rain in {name}? "
                    "Answer with its date on the AnswerSheet.",
                    "I'm planning around the rain in {name}: find the day this week (today and the next 6 days) "
                    "with the highest chance of rain in Weather and enter its date in AnswerSheet.",
                    'Which day in the next 7 days, counting today, has the highest chance of rain in {name}? Give its date.')
    instructions_zh = ("未来 7 天（含今天）里，{name}哪一天的降水概率最高？请在答题卡中填写那天的日期。",
                       "我要根据{name}的降雨安排行程：在天气里找出本周（今天和之后 6 天）降水概率最高的一天，把日期填到答题卡里。",
                       '{name}从今天算起的 7 天里，哪天降水概率最高？请给出那天的日期。')
    answer_fields = (AnswerField("date", "Date", matcher="date", hint="A date with its year, as YYYY-MM-DD",
                                 label_zh="日期", hint_zh="带年份的日期，格式为 YYYY-MM-DD"),)

    @staticmethod
    def peak(cid: str, state: dict[str, Any]) -> int | None:
        """The day (1-6) with the single highest chance in days 0-7, if there is one."""
        chances = [d.chance for d in days(cid, state, 8)]
        top = max(chances)
        i = chances.index(top)
        return i if chances.count(top) == 1 and 1 <= i <= 6 and top >= 30 else None

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        want = rng.randint(1, 6)
        pool = [c for c in safe_cities(state) if self.peak(c["id"], state) == want]
        c = rng.choice(pool or [c for c in safe_cities(state) if self.peak(c["id"], state) is not None])
        return {"city": c["id"], "name": c["name"], "unit": rng.choice(("c", "f")), "saved": with_city(rng, state, c["id"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        chances = [d.chance for d in days(p["city"], init, 7)]
        return {"date": days(p["city"], init, 7)[chances.index(max(chances))].date.isoformat()}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_city(obs, p["city"])
        obs = yield from ui.tap(obs, trigger="home.daily")
        chances = [percent(day_row(obs, i)) for i in range(7)]
        obs = yield from ui.tap(obs, trigger="home.day", i=chances.index(max(chances)))
        head = next(e.text for e in obs.ui if re.search(r"\d{4}", e.text or ""))
        m = re.search(r"(\d{4}年\d{1,2}月\d{1,2}日|[A-Z][a-z]{2} \d{1,2}, \d{4})", head)
        assert m is not None, head
        yield from ui.fill_answers(obs, {"date": m.group(1)})


CATEGORY_CHOICES = tuple(f"{n} / {translate(n, 'zh-CN', 'weather')}" for n in AQI_NAMES)


class AqiCategory(_CityQuery):
    id = "weather.AqiCategory"
    apps = ("weather", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    instructions = ("What is today's air quality category in {name}? Answer on the AnswerSheet.",
                    "Look up the air quality (AQI) in {name} in Weather and pick its category in AnswerSheet.")
    instructions_zh = ("{name}今天的空气质量等级是什么？请在答题卡中作答。",
                       "在天气里查一下{name}的空气质量（AQI），在答题卡中选出它的等级。")
    answer_fields = (AnswerField("category", "AQI category", "choice", "exact", choices=CATEGORY_CHOICES,
                                 hint="As Weather names it", label_zh="空气质量等级", hint_zh="按天气应用中的叫法"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        by: dict[int, list[Any]] = {}
        for c in safe_cities(state):
            by.setdefault(F.aqi_level(days(c["id"], state, 1)[0].aqi), []).append(c)
        c = rng.choice(by[rng.choice(sorted(by))])
        return {"city": c["id"], "name": c["name"], "unit": "c", "saved": with_city(rng, state, c["id"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"category": CATEGORY_CHOICES[F.aqi_level(days(p["city"], init, 1)[0].aqi)]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_city(obs, p["city"])
        chip = obs.find(trigger="home.aqi")[0].text
        shown = re.sub(r"^.*?\d+\s*", "", chip).strip()  # "Air quality 87 Moderate" -> "Moderate"
        level = next(i for i, n in enumerate(AQI_NAMES) if ui.tr(obs, n) == shown)
        yield from ui.fill_answers(obs, {"category": CATEGORY_CHOICES[level]})


class HighDifference(_CityQuery):
    id = "weather.HighDifference"
    apps = ("weather", "answersheet")
    composition = "deep_dive"
    difficulty = "L3"
    tags = ("extract", "reasoning")
    split = "train"
    instructions = ("How many degrees ({sign}) warmer is today's high in {name} than in {name2}? Answer on the "
                    "AnswerSheet (negative if it is colder).",
                    "Compare today's highs in Weather: {name} minus {name2}, in {unit_name}. Enter the difference in "
                    "AnswerSheet.",
                    "By how many degrees ({sign}) is today's high in {name} above today's high in {name2}? Use a negative number if it is lower.")
    instructions_zh = ("今天{name}的最高气温比{name2}高多少度（{sign}）？请在答题卡中作答（更低则填负数）。",
                       "在天气里比较今天的最高气温：{name}减去{name2}，单位为{unit_name}。把差值填到答题卡里。",
                       '今天{name}的最高气温比{name2}的高出多少度（{sign}）？如果更低就填负数。')
    answer_fields = (AnswerField("diff", "Difference in degrees", "number", "number", hint="Whole degrees, negative if lower",
                                 label_zh="相差度数", hint_zh="整数度数，更低为负数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a, b = rng.sample(safe_cities(state), 2)
        return {"city": a["id"], "name": a["name"], "city2": b["id"], "name2": b["name"],
                "unit": rng.choice(("c", "f")), "saved": with_city(rng, state, a["id"], b["id"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        unit = wx(init)["settings"]["unit"]
        return {"diff": F.shown(days(p["city"], init, 1)[0].high, unit) - F.shown(days(p["city2"], init, 1)[0].high, unit)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_city(obs, p["city"])
        a = temps(day_row(obs, 0))[0]
        obs = yield from open_city(obs, p["city2"])
        b = temps(day_row(obs, 0))[0]
        yield from ui.fill_answers(obs, {"diff": a - b})


class LocatedCityName(AnswerTask):
    id = "weather.LocatedCityName"
    apps = ("weather", "answersheet")
    objective = "hybrid"
    composition = "sequential"
    difficulty = "L3"
    tags = ("settings", "extract")
    split = "train"
    instructions = ("Let Weather use my location, then tell me which city it says I'm in (AnswerSheet).",
                    "Turn on the located city in Weather (allow location access) and write the city it finds in "
                    "AnswerSheet.",
                    "Which city does Weather say I'm in? Allow it to use my location first.")
    instructions_zh = ("允许天气使用我的位置，然后告诉我它显示我在哪个城市（填到答题卡）。",
                       "在天气中开启定位城市（允许访问位置信息），把它找到的城市填到答题卡里。",
                       '请先允许天气使用我的位置，然后告诉我它定位到的是哪个城市。')
    answer_fields = (AnswerField("city", "City", hint="The city's name as Weather shows it", label_zh="城市",
                                 hint_zh="天气中显示的城市名称"),)
    changes = ("apps.weather.use_location", PERMISSION)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return location_sample(rng, state)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return location_setup(p)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Any]:
        return location_checks(final)

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        loc = init["os"]["location"]
        here = world.nearest(float(loc["lat"]), float(loc["lon"]))
        return {"city": world.name(here, locale(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from turn_on_location(obs)
        row = obs.find(trigger="manage.open", city_id="here")[0]
        yield from ui.fill_answers(obs, {"city": row.text.split(",")[0].strip()})

