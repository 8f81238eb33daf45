"""Rail queries answered on the AnswerSheet: trains on a route and day, high-speed trains in a window,
stops of a train between two stations, the fastest train."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.rail.common import localize_day, region, sample_trip, search
from mgym.apps.rail import world

COUNT = AnswerField("count", "Number", "number", "number", hint="A whole number", label_zh="数量", hint_zh="一个整数")
TRAIN = AnswerField("train", "Train number", hint="As shown, e.g. G123", label_zh="车次", hint_zh="车次号，例如 G123")


class _Query(AnswerTask):
    apps = ("rail", "answersheet")
    budget = 30

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return localize_day(params, locale)


def _trains(obs: Any, text: str) -> dict[str, str] | None:
    """The count of the results' "{n} train(s)" line (English says "1 train")."""
    return ui.parse(obs, "{n} trains", text) or ui.parse(obs, "{n} train", text)


class CountTrains(_Query):
    id = "rail.CountTrains"
    difficulty = "L2"
    tags = ("search", "extract")
    split = "train"
    instructions = ("How many trains from {a} to {b} does Rail Tickets list for {day}? Answer on the AnswerSheet.",
                    "Count the trains running from {a} to {b} on {day} (Rail Tickets) and give the number in "
                    "AnswerSheet.")
    instructions_zh = ("铁路出行里{day}从{a}到{b}一共有多少个车次？请在答题卡上作答。",
                       "数一数{day}从{a}开往{b}的车次（铁路出行），把数量填到答题卡。")
    answer_fields = (COUNT,)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = sample_trip(rng, state)
        return {k: v for k, v in t.items() if k != "legs"}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": len(world.legs(region(init), p["frm"], p["to"], p["date"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p)
        n = next(v["n"] for e in obs.ui if (v := _trains(obs, e.text or "")))
        yield from ui.fill_answers(obs, {"count": n})


class CountMorningHighSpeed(_Query):
    id = "rail.CountMorningHighSpeed"
    difficulty = "L3"
    composition = "sequential"
    tags = ("search", "extract", "reasoning")
    instructions = ("How many high-speed trains leave {a} for {b} between 06:00 and 12:00 on {day}? Use Rail "
                    "Tickets and answer on the AnswerSheet.",
                    "In Rail Tickets, count the high-speed trains from {a} to {b} departing 06:00–12:00 on {day}; "
                    "report the number in AnswerSheet.",
                    'Count the high-speed trains from {a} to {b} that depart between 06:00 and 12:00 on {day} in Rail Tickets. How many are there?')
    instructions_zh = ("{day}06:00到12:00之间从{a}开往{b}的高铁/动车有几班？请用铁路出行查询并在答题卡上作答。",
                       "在铁路出行里数一数{day}06:00–12:00从{a}出发到{b}的高铁/动车，把数量填到答题卡。",
                       '请在铁路出行里查一下，{day}06:00到12:00从{a}出发去{b}的高铁/动车一共几班？')
    answer_fields = (COUNT,)

    @staticmethod
    def count(reg: str, legs: list[world.Leg]) -> int:
        return sum(1 for lg in legs if world.high_speed(reg, lg.train) and 360 <= lg.dep < 720)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        t = sample_trip(rng, state, lambda legs: self.count(reg, legs) >= 1)
        return {k: v for k, v in t.items() if k != "legs"}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": self.count(region(init), world.legs(region(init), p["frm"], p["to"], p["date"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p, hs=True)
        obs = yield from ui.tap(obs, trigger="results.filter")
        obs = yield from ui.tap(obs, trigger="filter.window", w="6-12")
        obs = yield from ui.tap(obs, "Done", trigger="filter.done")
        n = next(v["n"] for e in obs.ui if (v := _trains(obs, e.text or "")))
        yield from ui.fill_answers(obs, {"count": n})


class StopsBetween(_Query):
    id = "rail.StopsBetween"
    difficulty = "L2"
    tags = ("search", "extract")
    instructions = ("On {day}, train {train} runs from {a} to {b}. At how many stations does it stop in between? "
                    "Answer on the AnswerSheet.",
                    "Look up train {train} ({a} → {b}, {day}) in Rail Tickets: how many intermediate stops does it "
                    "make between those two stations? Report it in AnswerSheet.")
    instructions_zh = ("{day}的{train}次从{a}开往{b}，途中（不含{a}和{b}）一共停几站？请在答题卡上作答。",
                       "在铁路出行里查{day}{train}次（{a}→{b}）：这两站之间经停几个车站？把数量填到答题卡。")
    answer_fields = (COUNT,)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = sample_trip(rng, state, lambda legs: any(lg.to - lg.frm >= 2 for lg in legs))
        lg = rng.choice([lg for lg in t.pop("legs") if lg.to - lg.frm >= 2])
        return {**t, "train": lg.train.id}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        lg = world.leg(region(init), p["train"], p["date"], p["frm"], p["to"])
        return {"count": lg.to - lg.frm - 1 if lg else -1}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p)
        obs = yield from ui.tap(obs, trigger="train.open", train=p["train"])
        n = next(v["n"] for e in obs.ui if (v := ui.parse(obs, "{n} stops · {km} km", e.text or "")))
        yield from ui.fill_answers(obs, {"count": int(n) - 1})


class FastestTrain(_Query):
    id = "rail.FastestTrain"
    difficulty = "L3"
    tags = ("search", "reasoning")
    split = "train"
    instructions = ("Which train from {a} to {b} on {day} has the shortest travel time? Give its number on the "
                    "AnswerSheet.",
                    "Find the quickest train from {a} to {b} on {day} in Rail Tickets and put its train number in "
                    "AnswerSheet.",
                    'What is the number of the train with the shortest travel time from {a} to {b} on {day}?')
    instructions_zh = ("{day}从{a}到{b}哪个车次用时最短？请在答题卡上填写车次号。",
                       "在铁路出行里找出{day}{a}到{b}耗时最短的车次，把车次号填到答题卡。",
                       '{day}从{a}到{b}，用时最短的是哪个车次？请给出车次号。')
    answer_fields = (TRAIN,)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        def ok(legs: list[world.Leg]) -> bool:
            d = sorted(lg.duration for lg in legs)
            return d[0] < d[1]

        t = sample_trip(rng, state, ok)
        return {k: v for k, v in t.items() if k != "legs"}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        legs = world.legs(region(init), p["frm"], p["to"], p["date"])
        return {"train": min(legs, key=lambda lg: lg.duration).train.id}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p)
        obs = yield from ui.tap(obs, trigger="results.sort", by="dur")
        first = next(e for e in obs.ui if e.trigger == "train.open")
        yield from ui.fill_answers(obs, {"train": first.params["train"]})
