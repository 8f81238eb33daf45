"""Meet questions answered on the AnswerSheet: how long a past meeting lasted, which upcoming meeting
has a waiting room."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.meeting.common import (
    NAMES,
    NAMES_ZH,
    TODAY,
    TOPICS,
    TOPICS_ZH,
    meeting_row,
    meetings,
    ov,
    pool,
    sample_id,
)
from mgym.apps.meeting import model

TUESDAY = "2026-03-10"


class MeetingLength(AnswerTask):
    id = "meeting.MeetingLength"
    apps = ("meeting",)
    difficulty = "L3"
    tags = ("extract", "search")
    budget = 30
    instructions = ("How long was my Meet meeting with {person} last Tuesday? Answer in minutes.",
                    "Check Meet's history: how many minutes did my call with {person} last Tuesday last?",
                    "In minutes, how long did my Meet meeting with {person} last Tuesday run?")
    instructions_zh = ("我上周二和{person}的会议开了多久？用分钟回答。", "查一下会议的历史记录：上周二我和{person}的会议持续了几分钟？",
                       "请告诉我上周二我和{person}的那次会议开了多少分钟。")
    answer_fields = (AnswerField("minutes", "Length", "number", "number", hint="Whole minutes",
                                 label_zh="时长", hint_zh="整数分钟"),)
    goal_params = ("person", "minutes")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        h, m = rng.choice([9, 11, 13, 14, 16, 17]), rng.choice([0, 15, 30, 45])
        return {"person": rng.choice(pool(state, NAMES, NAMES_ZH)), "minutes": rng.randint(12, 118),
                "topic": rng.choice(pool(state, TOPICS, TOPICS_ZH)), "start": f"{TUESDAY}T{h:02d}:{m:02d}",
                "mid": sample_id(rng), "call_id": max(c["id"] for c in ov(state)["history"]) + 1}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        hist = ov(state)["history"]
        t0 = model.iso_ms(params["start"])
        row = {"id": params["call_id"], "meeting_id": params["mid"], "topic": params["topic"],
               "host": params["person"], "start": t0, "end": t0 + params["minutes"] * model.MIN_MS,
               "participants": [params["person"]], "removed": [], "chat": [], "muted": False, "video": False,
               "hand": False, "sharing": False, "all_muted": False, "ended_for_all": False}
        return {"apps": {"meeting": {"history": [*hist, row]}}}

    def answer(self, params: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"minutes": params["minutes"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="home.history")
        obs = yield from ui.tap(obs, trigger="history.open", call_id=p["call_id"])
        minutes = next(m for e in obs.ui if (m := shown_minutes(obs, str(e.text))) is not None)
        yield from ui.fill_answers(obs, {"minutes": minutes})


def shown_minutes(obs: Any, text: str) -> int | None:
    """A length as the screen shows it ("1 h 5 min", "45 min", "2 h") in minutes, or None."""
    for msgid in ("{h} h {m} min", "{h} h", "{m} min"):
        parts = ui.parse(obs, msgid, text)
        if parts and all(v.isdigit() for v in parts.values()):
            return int(parts.get("h", 0)) * 60 + int(parts.get("m", 0))
    return None


class WaitingRoomQuery(AnswerTask):
    id = "meeting.WaitingRoomQuery"
    apps = ("meeting",)
    difficulty = "L2"
    tags = ("extract",)
    budget = 30
    instructions = ("Which of my upcoming Meet meetings has the waiting room turned on? Give its topic.",
                    "One of my scheduled meetings in Meet uses a waiting room. What is it called?")
    instructions_zh = ("会议里我的待开会议中，哪一个开启了等候室？回答会议主题。", "我在会议里预定的会议中有一个开了等候室，它叫什么？")
    answer_fields = (AnswerField("topic", "Topic", "text", "exact", hint="the meeting's topic", label_zh="会议主题",
                                 hint_zh="会议的主题"),)
    goal_params = ("topic",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        taken = {m["topic"] for m in meetings(state)}
        extra = rng.choice([t for t in pool(state, TOPICS, TOPICS_ZH) if t not in taken])
        day = TODAY.toordinal() + rng.randint(1, 10)
        from datetime import date

        new = {"mid": sample_id(rng), "extra": extra, "date": date.fromordinal(day).isoformat(),
               "time": f"{rng.choice([10, 14, 16]):02d}:00"}
        topic = extra if rng.random() < 0.5 else rng.choice(sorted(taken))
        return {**new, "topic": topic}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from datetime import date

        rows = [{**m, "waiting_room": m["topic"] == params["topic"]} for m in meetings(state)]
        rows.append(meeting_row(params["mid"], params["extra"], date.fromisoformat(params["date"]), params["time"], 30,
                                waiting_room=params["extra"] == params["topic"]))
        return {"apps": {"meeting": {"meetings": rows}}}

    def answer(self, params: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"topic": params["topic"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        tag = ui.tr(obs, "Waiting room")
        obs = yield from ui.scroll_to(obs, tag, trigger="meeting.open")
        card = next(e for e in obs.ui if e.trigger == "meeting.open" and tag in str(e.text))
        yield from ui.fill_answers(obs, {"topic": str(card.text).split(", ")[0]})


class PastAttendance(AnswerTask):
    id = "meeting.PastAttendance"
    apps = ("meeting",)
    difficulty = "L2"
    tags = ("extract",)
    budget = 30
    split = "train"
    instructions = ('How many people besides me were in my Meet meeting "{topic}" on {day}?',
                    'Look up "{topic}" ({day}) in Meet\'s history: how many other participants were there?')
    instructions_zh = ("会议里{day}的“{topic}”，除了我还有几个人参加？", "在会议的历史记录里查{day}的“{topic}”：除我之外有几位成员？")
    answer_fields = (AnswerField("count", "Participants", "number", "number", hint="a whole number",
                                 label_zh="人数", hint_zh="整数"),)
    goal_params = ("topic", "count")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from datetime import timedelta

        day = TODAY - timedelta(days=rng.randint(1, 6))
        h = rng.choice([8, 12, 18, 19])
        people = rng.sample(list(pool(state, NAMES, NAMES_ZH)), rng.randint(1, 6))
        used = {c["topic"] for c in ov(state)["history"]}
        return {"topic": rng.choice([t for t in pool(state, TOPICS, TOPICS_ZH) if t not in used]),
                "date": day.isoformat(), "start": f"{day.isoformat()}T{h:02d}:00", "people": people,
                "count": len(people), "mid": sample_id(rng), "call_id": max(c["id"] for c in ov(state)["history"]) + 1,
                "day": f"{day:%b} {day.day}", "day_zh": f"{day.month}月{day.day}日"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "day": params["day_zh"]} if locale.startswith("zh") else dict(params)

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        hist = ov(state)["history"]
        t0 = model.iso_ms(params["start"])
        row = {"id": params["call_id"], "meeting_id": params["mid"], "topic": params["topic"], "host": "",
               "start": t0, "end": t0 + 40 * model.MIN_MS, "participants": list(params["people"])}
        return {"apps": {"meeting": {"history": [*hist, row]}}}

    def answer(self, params: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": params["count"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="home.history")
        obs = yield from ui.tap(obs, trigger="history.open", call_id=p["call_id"])
        shown = next(e.text for e in obs.ui if ui.parse(obs, "Participants ({n})", str(e.text)))
        parts = ui.parse(obs, "Participants ({n})", str(shown)) or {"n": "1"}
        yield from ui.fill_answers(obs, {"count": int(parts["n"]) - 1})
