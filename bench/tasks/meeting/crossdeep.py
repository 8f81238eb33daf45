"""Hard-by-construction Meet templates across apps (declared hardness factors, L4): the person I spent the
most call time with over the past 7 days, added up from Meet's history record by record (the list shows
each call's length but not who was in it), then texted in Messages (the single longest call is with
someone else; counting the calls before the 7 days gives another answer)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.meeting.common import START_MS, TOPICS, TOPICS_ZH, launch, pool
from bench.tasks.messages.common import chat_with, next_thread_id, send, send_changes, sent_check, thread_for

MIN_MS = 60_000
DAY_MS = 86_400_000
WINDOW = START_MS - 7 * DAY_MS
THANKS = {"en": "Thanks for all the calls this week, coffee's on me!",
          "zh-CN": "这周辛苦你陪我开了这么多会，请你喝咖啡！"}


def _totals(rows: list[dict[str, Any]], since: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in rows:
        if c["end"] is not None and c["start"] >= since:
            for name in c["participants"]:
                out[name] = out.get(name, 0) + (c["end"] - c["start"]) // MIN_MS
    return out


class MostCallTime(TaskTemplate):
    id = "meeting.MostCallTime"
    apps = ("meeting", "messages")
    objective = "hybrid"
    hardness = ("aggregate", "arithmetic", "trap", "temporal", "steps")
    tags = ("extract", "reasoning", "social")
    budget = 60
    goal_params = ("name",)
    instructions = ("Go through my call history in Meet for the past 7 days and add up, for each person, the lengths "
                    "of all the calls they were in. Text the person with the largest total \"{text}\"",
                    "Who have I spent the most time on calls with over the last 7 days? Use Meet's history: sum the "
                    "durations of every call each person joined. Then send that person the SMS \"{text}\"",
                    "Over the past 7 days, which contact was in my Meet calls for the most minutes in total (add up "
                    "all their calls, not just the longest one)? Send them a text message: \"{text}\"")
    instructions_zh = ("翻一下会议App里最近7天的通话记录，把每个人参加过的所有通话时长加起来。给总时长最长的那个人发短信："
                       "“{text}”",
                       "最近7天我和谁开会的时间最长？看会议App的历史记录，把每个人参加的每场通话时长相加。然后给这个人发短信"
                       "“{text}”",
                       "过去7天里，哪个联系人在我的会议通话里的总时长最多（把他参加的所有通话都加起来，不只看最长的一场）？"
                       "给他发一条短信：“{text}”")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        history = state["apps"]["meeting"]["history"]
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        people = [c for c in state["os"]["providers"]["contacts"]
                  if c.get("phone") and names.count(c["name"]) == 1 and (len(c["name"]) == 3 if zh
                                                                          else len(c["name"].split()) == 2)]
        topics = pool(state, TOPICS, TOPICS_ZH)
        template = history[0]
        while True:
            cands = rng.sample(people, 4)
            cid = max(c["id"] for c in history) + 1
            added = []
            for k in range(10):
                old = k >= 8  # the two before the 7 days
                start = START_MS - (rng.randint(9 * 24, 12 * 24) if old else rng.randint(8, 6 * 24)) * 3_600_000
                start -= start % (5 * MIN_MS)
                length = rng.randint(3, 19) * 5 + rng.choice((0, 1, 2, 3, 4))
                who = rng.sample(cands, rng.randint(1, 3))
                added.append({**template, "id": cid + k, "meeting_id": str(rng.randint(100_000_000, 999_999_999)),
                              "topic": rng.choice(topics), "host": "", "start": start, "end": start + length * MIN_MS,
                              "participants": [c["name"] for c in who], "removed": [], "chat": []})
            rows = [*history, *added]
            recent = _totals(rows, WINDOW)
            ranked = sorted(recent.items(), key=lambda kv: -kv[1])
            win = ranked[0][0]
            if ranked[0][1] - ranked[1][1] < 10 or win not in {c["name"] for c in cands}:
                continue
            inside = [c for c in rows if c["end"] is not None and c["start"] >= WINDOW]
            longest = max(inside, key=lambda c: c["end"] - c["start"])
            calls = sum(1 for c in inside if win in c["participants"])
            every = _totals(rows, 0)
            if win in longest["participants"] or calls < 3 or max(every, key=lambda n: every[n]) == win:
                continue
            break
        c = next(c for c in cands if c["name"] == win)
        t = thread_for(state, c["phone"])
        return {"name": win, "contact_id": c["id"], "phone": c["phone"],
                "thread_id": t["id"] if t else next_thread_id(state), "text": THANKS["zh-CN" if zh else "en"],
                "added": added, "calls": [c["id"] for c in sorted(inside, key=lambda c: (-c["start"], -c["id"]))]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"meeting": {"history": [*state["apps"]["meeting"]["history"], *p["added"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, p["phone"], p["text"], p["name"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="home.history")
        for cid in p["calls"]:  # who was in each call of the 7 days, down the list
            obs = yield from ui.tap(obs, trigger="history.open", call_id=cid)
            obs = yield from ui.back()
        obs = yield from ui.open_app("Messages")
        for _ in range(3):
            if obs.find(trigger="new.open"):
                break
            obs = yield from ui.back()
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from send(obs, p["text"])
