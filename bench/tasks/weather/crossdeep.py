"""Cross-app Weather templates that are hard by construction (``hardness``, L4): three friends each texted
where they are this week, one of them corrected it in a later text, and the question is whose city will
be the warmest tomorrow, read off Weather (the first city that friend named would give another answer)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.weather.common import (
    UNIT_NAMES,
    UNIT_SIGNS,
    days,
    names,
    open_city,
    region,
    safe_cities,
    with_city,
)
from mgym.apps.weather import forecast as F

WHERE = ("Hi! I'm in {city} for work, staying until next Friday.",
         "Greetings from {city}! Staying here until next weekend.",
         "Made it to {city}, I'll be here the whole week.")
WHERE_ZH = ("嗨！我在{city}出差，要待到下周五。", "我到{city}啦！要在这儿待到下周末。", "已经到{city}了，这一整周都在这边。")
FIX = "Change of plans: they moved me to {city} instead, I'm there from tonight for the rest of the week."
FIX_ZH = "计划有变：公司把我改派到{city}了，今晚起这周剩下的时间都在那边。"


class FriendsWarmestTomorrow(AnswerTask):
    id = "weather.FriendsWarmestTomorrow"
    apps = ("weather", "messages", "answersheet")
    hardness = ("trap", "temporal", "explore", "steps")
    tags = ("extract", "reasoning", "handoff")
    budget = 45
    goal_params = ("names", "final", "unit")
    instructions = ("{n1}, {n2} and {n3} each texted me which city they're in this week. Whose city will have the "
                    "highest high tomorrow according to Weather, and what is that high in {sign}? Answer on the "
                    "AnswerSheet.",
                    "Read the texts from {n1}, {n2} and {n3} in Messages to see where each of them is staying this "
                    "week, then check tomorrow's forecast for those cities in Weather. Put the name of the friend who "
                    "will be the warmest tomorrow and that city's high ({unit_name}) in the AnswerSheet.",
                    "Of my friends {n1}, {n2} and {n3}, who will have the warmest day tomorrow where they are? Their "
                    "texts say where they are, Weather has the forecast. Tell me the name and tomorrow's high there, "
                    "in {sign}, on the AnswerSheet.")
    instructions_zh = ("{n1}、{n2}和{n3}都发短信告诉了我这周他们在哪个城市。按天气里的预报，明天谁所在的城市最高气温最高？"
                       "那个最高气温是多少（{sign}）？请在答题卡上作答。",
                       "在信息里看看{n1}、{n2}和{n3}发来的短信，弄清他们这周各自在哪个城市，再到天气里查这些城市明天的预报。"
                       "把明天最暖和的那位朋友的名字和那个城市明天的最高气温（{unit_name}）填到答题卡。",
                       "我的朋友{n1}、{n2}、{n3}里，明天谁那边最暖和？他们在哪儿，短信里说了；预报在天气里看。请在答题卡上告诉我"
                       "这位朋友的名字和那里明天的最高气温（{sign}）。")
    answer_fields = (AnswerField("name", "Friend", hint="The name as saved in Contacts", label_zh="朋友",
                                 hint_zh="与通讯录中保存的名字一致"),
                     AnswerField("high", "Tomorrow's high", "number", "number",
                                 hint="Whole degrees, negative below zero", label_zh="明天最高气温",
                                 hint_zh="整数度数，零下为负数"))

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        zh = locale.startswith("zh")
        return {**p, "sign": UNIT_SIGNS[p["unit"]], "unit_name": UNIT_NAMES[p["unit"]][1 if zh else 0]}

    @staticmethod
    def _winner(cities: list[str], state: dict[str, Any]) -> tuple[int, int] | None:
        """(index, high in °C) of the single warmest city tomorrow; None on a tie."""
        highs = [days(cid, state, 2)[1].high for cid in cities]
        top = max(highs)
        return (highs.index(top), top) if highs.count(top) == 1 else None

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import START_MS, named_threads, next_message_id

        zh = region(state) == "zh-CN"
        lang = "zh-CN" if zh else "en"
        seen: dict[str, int] = {}
        for c in state["os"]["providers"]["contacts"]:
            seen[c["name"]] = seen.get(c["name"], 0) + 1
        pool = [(t, c) for t, c in named_threads(state) if seen[c["name"]] == 1 and c.get("last_name")]
        cities = [c["id"] for c in safe_cities(state)]
        unit = rng.choice(("c", "f"))
        while True:
            friends = rng.sample(pool, 3)
            first = rng.sample(cities, 4)
            fixer = rng.randrange(3)
            final = [first[3] if i == fixer else first[i] for i in range(3)]
            win = self._winner(final, state)
            naive = self._winner(first[:3], state)
            if win is None or naive is None:
                continue
            # the trap: the city the friend named first would give another answer
            if (naive[0], F.shown(naive[1], unit)) == (win[0], F.shown(win[1], unit)):
                continue
            break
        mid = next_message_id(state)
        msgs: dict[int, list[dict[str, Any]]] = {}
        for i, (t, _) in enumerate(friends):
            texts = [rng.choice(WHERE_ZH if zh else WHERE).format(city=names(first[i])[lang])]
            if i == fixer:
                texts.append((FIX_ZH if zh else FIX).format(city=names(first[3])[lang]))
            rows = []
            for j, body in enumerate(texts):
                ago = rng.randrange(200, 600) if j == 0 else rng.randrange(20, 150)
                rows.append({"id": mid, "body": body, "time": START_MS - ago * 60_000, "incoming": True,
                             "read": False})
                mid += 1
            msgs[t["id"]] = rows
        return {"names": [c["name"] for _, c in friends], "n1": friends[0][1]["name"], "n2": friends[1][1]["name"],
                "n3": friends[2][1]["name"], "threads": [t["id"] for t, _ in friends], "msgs": msgs,
                "final": final, "unit": unit, "winner": friends[win[0]][1]["name"], "high": F.shown(win[1], unit),
                "saved": with_city(rng, state, *first)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import sms_patch, threads

        rows = {t["id"]: t for t in threads(state)}
        patch = sms_patch({int(tid): {"messages": [*rows[int(tid)]["messages"], *new]}
                           for tid, new in p["msgs"].items()})
        return {**patch, "apps": {"weather": {"cities": p["saved"], "settings": {"unit": p["unit"]}}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={tid}].messages[*].read" for tid in p["threads"]]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        win = self._winner(p["final"], init)
        assert win is not None
        return {"name": p["names"][win[0]], "high": F.shown(win[1], init["apps"]["weather"]["settings"]["unit"])}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        people = init["os"]["providers"]["contacts"]
        return {key: sum(c["name"] == p[key] for c in people) for key in ("n1", "n2", "n3")}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        for tid in p["threads"]:  # each friend's texts, the correction included
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=tid)
            obs = yield from ui.back()
        obs = yield from ui.open_app("Weather")
        for cid in p["final"]:  # tomorrow's high in each city they are in
            obs = yield from open_city(obs, cid)
        yield from ui.fill_answers(obs, {"name": p["winner"], "high": p["high"]})
