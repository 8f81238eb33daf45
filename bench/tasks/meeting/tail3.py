"""Hard-by-construction Meet templates (declared hardness factors, L4), third wave.

``MostMissedInvitee``: which invitee of my weekly Meet meeting missed the most of its sessions this year, and
how many. Meet's history list shows each session's date and length but not who came, so every session of
the year is opened and its participants ticked off against the meeting's invitee list (only in the meeting's
details). The series ran in December too: one invitee missed every December session and one session fewer
than the answer this year, so counting the whole record names them instead; a guest
who is no invitee comes and goes as well."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.meeting.common import (
    START_MS,
    TODAY,
    TOPICS,
    TOPICS_ZH,
    contacts,
    meeting_row,
    meetings,
    ov,
    sample_id,
    zh,
)

MIN_MS = 60_000
DAY_MS = 24 * 60 * MIN_MS
YEAR = date(TODAY.year, 1, 1)


def _ms(d: date, minute: int) -> int:
    return START_MS + (d - TODAY).days * DAY_MS + (minute - 9 * 60) * MIN_MS


def _missed(calls: list[dict[str, Any]], invited: list[str], since_ms: int) -> dict[str, int]:
    out = {n: 0 for n in invited}
    for c in calls:
        if c["start"] >= since_ms:
            for n in invited:
                out[n] += n not in c["participants"]
    return out


class MostMissedInvitee(AnswerTask):
    id = "meeting.MostMissedInvitee"
    apps = ("meeting", "answersheet")
    hardness = ("steps", "aggregate", "temporal", "trap")
    tags = ("explore", "reasoning", "extract")
    budget = 45
    goal_params = ("name", "count")
    instructions = ('Of the people invited to my weekly "{topic}" meeting in Meet, who has missed the most of its '
                    'sessions since the start of this year, and how many did they miss? Answer on the AnswerSheet.',
                    'Go through the sessions of my recurring Meet meeting "{topic}" held this year (from January 1): '
                    'which invitee skipped the most of them, and how many sessions was that? Put both in the '
                    'AnswerSheet.',
                    'Check attendance for my weekly "{topic}" in Meet: counting only this year\'s sessions, which '
                    'person on the invite list was absent most often, and how many times? Fill in the AnswerSheet.')
    instructions_zh = ('我在“会议”应用里每周开的“{topic}”，受邀的人里今年以来谁缺席的次数最多？缺席了几次？请在答题卡上作答。',
                       '把我的周例会“{topic}”（“会议”应用）今年（从1月1日起）开过的每一次都看一遍：受邀者中谁缺席得最多，'
                       '一共缺了几次？两项都填到答题卡上。',
                       '帮我统计一下“会议”应用里每周的“{topic}”的出勤：只算今年的会，邀请名单上谁缺席最频繁，缺席了多少次？'
                       '填在答题卡上。')
    answer_fields = (AnswerField("name", "Name", hint="The person's name as Meet shows it", label_zh="姓名",
                                 hint_zh="与会议应用中显示的一致"),
                     AnswerField("count", "Sessions missed", "number", "number", hint="A whole number",
                                 label_zh="缺席次数", hint_zh="一个整数"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        z = zh(state)
        used = {m["topic"] for m in meetings(state)} | {c["topic"] for c in ov(state)["history"]}
        topic = rng.choice([t for t in (TOPICS_ZH if z else TOPICS) if t not in used])
        people = contacts(state)
        names = [c["name"] for c in people]
        uniq = [c for c in people if names.count(c["name"]) == 1]
        picked = rng.sample(uniq, 7)
        invited, guest = picked[:6], picked[6]["name"]
        inv = [c["name"] for c in invited]
        target, decoy, *others = inv
        weekday = rng.randrange(0, 5)
        last = TODAY - timedelta(days=(TODAY.weekday() - weekday) % 7 or 7)
        days: list[date] = []
        d = last
        while d >= YEAR:
            days.append(d)
            d -= timedelta(days=7)
        old = [d - timedelta(days=7 * k) for k in range(3)]  # December: before this year
        n = len(days)
        m = rng.randint(4, 6)
        # who is absent from each of this year's sessions
        absent: list[set[str]] = [set() for _ in days]
        for i in rng.sample(range(n), m):
            absent[i].add(target)
        for i in rng.sample(range(n), m - 1):
            absent[i].add(decoy)
        for o in others:
            for i in rng.sample(range(n), rng.randint(0, m - 2)):
                absent[i].add(o)
        hour = rng.choice((9, 10, 11, 14, 15, 16)) * 60
        length = rng.choice((30, 45, 60))
        mid = sample_id(rng)
        nid = max((c["id"] for c in ov(state)["history"]), default=0) + 1
        calls = []
        for k, (day, gone) in enumerate([*zip(days, absent, strict=True),
                                         *((d, {decoy, *rng.sample(others, rng.randint(0, 1))}) for d in old)]):
            who = [x for x in inv if x not in gone]
            if rng.random() < 0.4:
                who.append(guest)
            rng.shuffle(who)
            calls.append({"id": nid + k, "meeting_id": mid, "topic": topic, "host": "", "start": _ms(day, hour),
                          "end": _ms(day, hour + length + rng.randint(-6, 8)), "participants": who, "removed": [],
                          "chat": [], "muted": False, "video": False, "hand": False, "sharing": False,
                          "all_muted": False, "ended_for_all": False})
        row = meeting_row(mid, topic, old[-1], f"{hour // 60:02d}:{hour % 60:02d}", length,
                          repeat={"freq": "weekly", "until": None, "count": None},
                          invitees=[c["id"] for c in invited])
        return {"topic": topic, "mid": mid, "row": row, "calls": calls, "name": target, "count": m,
                "year_calls": [c["id"] for c in calls[:n]]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"meeting": {"meetings": [*meetings(state), p["row"]],
                                     "history": [*ov(state)["history"], *p["calls"]]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        m = next(m for m in meetings(init) if m["id"] == p["mid"])
        rows = {c["id"]: c["name"] for c in init["os"]["providers"]["contacts"]}
        invited = [rows[i] for i in m["invitees"]]
        since = _ms(YEAR, 0)
        calls = [c for c in ov(init)["history"] if c["meeting_id"] == p["mid"]]
        missed = _missed(calls, invited, since)
        name = max(missed, key=lambda k: missed[k])
        return {"name": name, "count": missed[name]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the weekly meeting": sum(1 for m in meetings(init) if m["topic"] == p["topic"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("meeting")
        obs = yield from ui.tap(obs, trigger="meeting.open", meeting_id=p["mid"])  # the invitees
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="home.history")
        for cid in p["year_calls"]:  # newest first, down the list
            obs = yield from ui.tap(obs, trigger="history.open", call_id=cid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"name": p["name"], "count": p["count"]})
