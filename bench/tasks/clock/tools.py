"""Clock tasks on the world clock, the timer and the stopwatch."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.clock.common import ZONES, tab
from mgym import actions as A
from mgym.apps.clock import model, world

TIMER = "apps.clock.timer"


def _other_cities(state: dict[str, Any]) -> list[Any]:
    chosen = set(state["apps"]["clock"]["cities"])
    return [c for c in world.cities() if c["id"] not in chosen and "'" not in c["name"]]


def search_city(obs: Any, name: str, city_id: str) -> ui.Steps:
    """On the world clock: Add, type the city's name, tap it in the results."""
    obs = yield from ui.tap(obs, trigger="world.add")
    obs = yield from ui.type_into(obs, "Search for a city", name)
    return (yield from ui.tap(obs, trigger="city.choose", city_id=city_id))


class AddWorldCity(TaskTemplate):
    id = "clock.AddWorldCity"
    apps = ("clock",)
    difficulty = "L1"
    tags = ("create", "search")
    split = "train"
    instructions = ("Add {name} to my world clock.", "I want to see the time in {name} ({country}) in Clock too.")
    instructions_zh = ('把{name}添加到我的世界时钟。',
                       '我也想在时钟里看到{name}（{country}）的时间。')
    changes = ("apps.clock.cities[+1]",)
    goal_params = ("city",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(_other_cities(state))
        return {"city": c["id"], "name": c["name"], "country": c["country"]}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        c = world.city(p["city"])
        assert c is not None
        return p if locale == "en" else {**p, "name": c["name_zh"], "country": c["country_zh"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        cities = final["apps"]["clock"]["cities"]
        return [Check(f"{p['name']} on the world clock", p["city"] in cities, p["city"], cities)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from tab(obs, "world")
        yield from search_city(obs, p["name"], p["city"])


class CityTimeNow(AnswerTask):
    id = "clock.CityTimeNow"
    apps = ("clock", "answersheet")
    difficulty = "L3"
    tags = ("extract", "search")
    split = "train"
    instructions = ("What time is it in {name} right now? Answer on the AnswerSheet (HH:MM).",
                    "Use Clock to find the current local time in {name} and write it in AnswerSheet.",
                    "Tell me the current local time in {name} (HH:MM).")
    instructions_zh = ('{name}现在几点？请在答题卡中作答（HH:MM）。',
                       '用时钟查一下{name}当前的当地时间，填到答题卡里。',
                       "请告诉我{name}现在的当地时间（HH:MM）。")
    answer_fields = (AnswerField("time", "Time in the city", matcher="time", hint="HH:MM, e.g. 14:05",
                                 label_zh="该城市的时间", hint_zh="HH:MM，例如 14:05"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(_other_cities(state))
        return {"city": c["id"], "name": c["name"], "zone": rng.choice(ZONES)}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        c = world.city(p["city"])
        assert c is not None
        return p if locale == "en" else {**p, "name": c["name_zh"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        # the phone is in that zone at the task's start (pinning the wall time: a zone change moves the clock)
        return {"time": START_MS, "os": {"datetime": {"time_zone": p["zone"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        c = world.city(p["city"])
        assert c is not None
        ms = model.city_ms(c, init["os"], START_MS)
        return {"time": model.local(ms).strftime("%H:%M")}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        """Add the city, read its time, take it off again (the world clock ends as it was)."""
        obs = yield from tab(obs, "world")
        obs = yield from search_city(obs, p["name"], p["city"])
        c = world.city(p["city"])
        assert c is not None
        row = obs.find(model.city_name(c, obs.locale), role="list_item")[0]
        shown = ui.read_times(row.text)  # as the phone shows it (24- or 12-hour), as HH:MM
        assert shown, row.text
        obs = yield from ui.tap(obs, trigger="world.edit")
        obs = yield from ui.tap(obs, trigger="city.remove", city_id=p["city"])
        yield from ui.fill_answers(obs, {"time": shown[0]})


START_MS = 1773478800000


class StartTimer(TaskTemplate):
    id = "clock.StartTimer"
    apps = ("clock",)
    difficulty = "L2"
    tags = ("create",)
    instructions = ("Start a timer for {label}.", "Set a {label} timer in Clock and start it.")
    instructions_zh = ('开始一个 {label}的计时器。',
                       '在时钟里设一个 {label}的计时器并开始计时。')
    changes = (f"{TIMER}.state", f"{TIMER}.duration_ms", f"{TIMER}.ends_at", f"{TIMER}.remaining_ms")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        h, m = rng.choice([0, 0, 0, 1]), rng.randint(3, 59)
        label = (f"{h} hour " if h else "") + f"{m} minutes"
        return {"h": h, "m": m, "label": label, "ms": (h * 60 + m) * 60_000}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "label": (f"{p['h']} 小时 " if p["h"] else "") + f"{p['m']} 分钟"}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        t = final["apps"]["clock"]["timer"]
        return [Check("timer length", t["duration_ms"] == p["ms"], p["ms"], t["duration_ms"]),
                Check("timer running", t["state"] == "running", "running", t["state"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from tab(obs, "timer")
        digits = (f"{p['h']}{p['m']:02d}" if p["h"] else str(p["m"])) + "00"
        for d in digits:
            obs = yield from ui.tap(obs, trigger="timer.key", d=d)
        yield from ui.tap(obs, trigger="timer.start")


class LapCount(AnswerTask):
    id = "clock.LapCount"
    apps = ("clock", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    instructions = ("How many laps are recorded on the stopwatch? Answer on the AnswerSheet.",
                    "Check the Clock stopwatch and enter the number of laps it has in AnswerSheet.")
    instructions_zh = ('秒表上记录了几圈？请在答题卡中作答。',
                       '看看时钟的秒表，把记录的圈数填到答题卡里。')
    answer_fields = (AnswerField("laps", "Number of laps", "number", "number", hint="A whole number",
                                 label_zh="圈数", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        total, laps = 0, []
        for _ in range(rng.randint(2, 16)):
            total += rng.randint(38_000, 95_000) // 10 * 10
            laps.append(total)
        return {"laps": laps, "elapsed": total + rng.randint(1000, 30_000) // 10 * 10}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"clock": {"stopwatch": {"running": False, "elapsed_ms": p["elapsed"], "laps": p["laps"]}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"laps": len(init["apps"]["clock"]["stopwatch"]["laps"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from tab(obs, "stopwatch")
        first = next(e for e in obs.ui if e.role == "list_item" and e.trigger is None)  # newest first
        m = re.search(r"(\d+)", first.text)
        assert m is not None, first.text
        yield from ui.fill_answers(obs, {"laps": int(m.group(1))})


class RecordLaps(TaskTemplate):
    id = "clock.RecordLaps"
    apps = ("clock",)
    objective = "operate"
    composition = "sequential"
    difficulty = "L2"
    tags = ("create",)
    instructions = ("Start the stopwatch, record exactly {n} laps, then pause it.",
                    "Time something for me: run the stopwatch, press Lap {n} times, and stop it.")
    instructions_zh = ('启动秒表，正好记录 {n} 圈，然后暂停。',
                       '帮我计个时：启动秒表，按 {n} 次计圈，然后停下来。')
    changes = ("apps.clock.stopwatch.running", "apps.clock.stopwatch.started_at", "apps.clock.stopwatch.elapsed_ms",
               "apps.clock.stopwatch.laps")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"n": rng.randint(2, 6)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sw = final["apps"]["clock"]["stopwatch"]
        return [Check("laps recorded", len(sw["laps"]) == p["n"], p["n"], len(sw["laps"])),
                Check("paused after running", not sw["running"] and sw["elapsed_ms"] > 0, True,
                      {"running": sw["running"], "elapsed_ms": sw["elapsed_ms"]})]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from tab(obs, "stopwatch")
        obs = yield from ui.tap(obs, trigger="sw.start")
        for _ in range(p["n"]):
            obs = yield A.Wait(seconds=2)
            obs = yield from ui.tap(obs, trigger="sw.lap")
        yield from ui.tap(obs, trigger="sw.pause")
