"""Hard-by-construction Meet templates across apps (declared hardness factors, L4), second wave.

``NudgeNoShows``: my weekly Meet meeting has six invitees; who missed its last session is found only by
comparing the meeting's invitee list with that session's record (Meet has no search, and neither screen
names the absent). The record's topmost row with that topic is an ad-hoc call someone else hosted later
(everyone was there), the session the week before missed other people, and the last session had a guest
who shares a first name with one of the absent invitees. Each absent invitee gets the same text.

``FirstClashingSession``: a weekly Meet meeting that starts next week; which of its sessions is the first
that something in Calendar overlaps, and what. Meet lists only the next session (its detail says weekly), so
the session dates are counted on from it and each looked up in Calendar day by day. The meeting's own weekly
Calendar entry overlaps every session and does not count; the weeks before the clash hold events that end
exactly when it starts or start exactly when it ends (touching is no overlap), and the same time on the day
before or after."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import event as cal_event
from bench.tasks.calendar.common import events as cal_events
from bench.tasks.calendar.common import next_id as cal_next_id
from bench.tasks.calendar.common import open_day
from bench.tasks.calendar.common import titles as cal_titles
from bench.tasks.clocktime import hhmm as _hhmm
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
from bench.tasks.messages.common import named_threads, send, send_changes, sent_check
from mgym.apps.calendar import rules
from mgym.apps.meeting import model as mmodel

MIN_MS = 60_000
DAY_MS = 24 * 60 * MIN_MS
TEXT = {"en": "We missed you at the {topic} meeting this week. The notes are in the shared folder.",
        "zh-CN": "这周的{topic}你没来，会议纪要已经放在共享文件夹里了。"}


def _given(name: str, z: bool) -> str:
    """The part of a name friends use: the first name, or a Chinese name without its surname."""
    return name[1:] if z else name.split(" ")[0]



def _mins(t: str) -> int:
    return int(t[:2]) * 60 + int(t[3:5])


def _ms(d: date, minute: int) -> int:
    return START_MS + (d - TODAY).days * DAY_MS + (minute - 9 * 60) * MIN_MS


def inbox(state: dict[str, Any]) -> list[int]:
    """The Messages inbox's thread ids, top to bottom (pinned first, then the latest message first)."""
    rows = [t for t in state["os"]["providers"]["sms"] if not t["archived"] and t["messages"]]
    return [t["id"] for t in sorted(rows, key=lambda t: (not t["pinned"], -max(m["time"] for m in t["messages"])))]


class NudgeNoShows(TaskTemplate):
    id = "meeting.NudgeNoShows"
    apps = ("meeting", "messages")
    objective = "hybrid"
    hardness = ("explore", "trap", "steps")
    tags = ("extract", "reasoning", "social")
    budget = 60
    goal_params = ("absent", "text")
    instructions = ('Some people invited to my weekly "{topic}" meeting in Meet didn\'t show up to its latest session. '
                    'Text each of them in Messages: "{text}"',
                    'Find out which invitees of my recurring Meet meeting "{topic}" missed the most recent session, '
                    'and send every one of them this SMS: "{text}"',
                    'Who on the invite list of my weekly "{topic}" (Meet) skipped the last time it met? Send each '
                    'of those people the text "{text}", and nobody else.')
    instructions_zh = ('我在“会议”应用里每周开的“{topic}”，最近一次有几位受邀的人没来。用短信给他们每人发：“{text}”',
                       '查一下我每周的会议“{topic}”最近一次开会时，受邀者里谁没参加，给他们每人发这条短信：“{text}”',
                       '我每周的“{topic}”（“会议”应用）上一次开会，邀请名单上谁缺席了？给这些人每人发短信“{text}”，别发给其他人。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        z = zh(state)
        loc = "zh-CN" if z else "en"
        used = {m["topic"] for m in meetings(state)} | {c["topic"] for c in ov(state)["history"]}
        topic = rng.choice([t for t in (TOPICS_ZH if z else TOPICS) if t not in used])
        people = contacts(state)
        names = [c["name"] for c in people]
        texted = [c for _, c in named_threads(state) if c in people and names.count(c["name"]) == 1]
        tids = {c["id"]: t["id"] for t, c in named_threads(state)}
        while True:
            # the absent one whose first name a guest shares
            x = rng.choice(texted)
            twins = [c for c in people if c["id"] != x["id"] and _given(c["name"], z) == _given(x["name"], z)]
            if not twins:
                continue
            guest = rng.choice(twins)
            absent = [x, *rng.sample([c for c in texted if c["id"] not in (x["id"], guest["id"])], 2)]
            rest = [c for c in people if c not in absent and c["id"] != guest["id"]
                    and _given(c["name"], z) not in {_given(a["name"], z) for a in absent}]
            came = rng.sample(rest, 3)
            break
        invited = [*absent, *came]
        rng.shuffle(invited)
        weekday = rng.randrange(0, 5)
        last = TODAY - timedelta(days=(TODAY.weekday() - weekday) % 7 or 7)
        hour = rng.choice((9, 10, 11, 14, 15, 16)) * 60
        length = rng.choice((30, 45, 60))
        mid = sample_id(rng)
        other = sample_id(rng)
        nid = max((c["id"] for c in ov(state)["history"]), default=0) + 1
        # the week before: one of the absent came, one of those who came now was away
        before = [*[c["name"] for c in came[1:]], absent[0]["name"], absent[1]["name"]]
        last_people = [*(c["name"] for c in came), guest["name"]]
        rng.shuffle(last_people)
        adhoc_host = rng.choice(came)["name"]
        adhoc = [c["name"] for c in invited if c["name"] != adhoc_host]

        def call(cid: int, meeting: str, host: str, d: date, start: int, minutes: int, who: list[str]) -> dict[str, Any]:
            return {"id": cid, "meeting_id": meeting, "topic": topic, "host": host, "start": _ms(d, start),
                    "end": _ms(d, start + minutes), "participants": who, "removed": [], "chat": [], "muted": False,
                    "video": False, "hand": False, "sharing": False, "all_muted": False, "ended_for_all": False}

        calls = [call(nid, mid, "", last - timedelta(days=7), hour, length + rng.choice((-5, 0, 3)), before),
                 call(nid + 1, mid, "", last, hour, length + rng.choice((-4, 2, 6)), last_people),
                 call(nid + 2, other, adhoc_host, TODAY, 7 * 60 + 30, 25, adhoc)]
        row = meeting_row(mid, topic, last - timedelta(days=14), f"{hour // 60:02d}:00", length,
                          repeat={"freq": "weekly", "until": None, "count": None},
                          invitees=[c["id"] for c in invited])
        return {"topic": topic, "text": TEXT[loc].format(topic=topic), "mid": mid, "row": row, "calls": calls,
                "last_call": nid + 1, "absent": sorted(c["name"] for c in absent),
                "to": [{"name": c["name"], "phone": c["phone"], "tid": tids[c["id"]]} for c in absent],
                "guest": guest["name"], "inbox": inbox(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"meeting": {"meetings": [*meetings(state), p["row"]],
                                     "history": [*ov(state)["history"], *p["calls"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, t["phone"], p["text"], t["name"]) for t in p["to"]]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [c for t in p["to"] for c in send_changes(t["tid"])]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the weekly meeting": sum(1 for m in meetings(init) if m["topic"] == p["topic"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("meeting")
        obs = yield from ui.tap(obs, trigger="meeting.open", meeting_id=p["mid"])  # the invitees
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="home.history")
        obs = yield from ui.tap(obs, trigger="history.open", call_id=p["last_call"])  # who came
        obs = yield from ui.open_app("Messages")
        done: list[int] = []
        for t in p["to"]:
            if not obs.find(trigger="thread.open", thread_id=t["tid"]):  # answered threads moved to the top
                order = [*reversed(done), *(x for x in p["inbox"] if x not in done)]
                shown = [order.index(e.params["thread_id"]) for e in obs.find(trigger="thread.open")
                         if e.params.get("thread_id") in order]
                up = bool(shown) and order.index(t["tid"]) < min(shown)
                obs = yield from ui.scroll_to(obs, up=up, trigger="thread.open", thread_id=t["tid"])
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=t["tid"])
            obs = yield from send(obs, p["text"])
            done.append(t["tid"])
            if len(done) == len(p["to"]):
                break
            obs = yield from ui.back()  # to the inbox for the next one
            if obs.keyboard or not obs.find(trigger="thread.open"):
                obs = yield from ui.back()


class FirstClashingSession(AnswerTask):
    id = "meeting.FirstClashingSession"
    apps = ("meeting", "calendar", "answersheet")
    hardness = ("temporal", "trap", "explore")
    tags = ("explore", "reasoning", "extract")
    budget = 45
    instructions = ('Which session of my weekly Meet meeting "{topic}" is the first one that overlaps another event in '
                    'my Calendar (its own Calendar entry doesn\'t count)? Put that session\'s date and the title of the '
                    'event it overlaps on the AnswerSheet.',
                    'Go through the coming sessions of "{topic}", my weekly meeting in Meet, and find the earliest one '
                    'that something else in Calendar overlaps (ignore the meeting\'s own Calendar entry). Answer on the '
                    'AnswerSheet with the date and the clashing event\'s title.',
                    'My weekly "{topic}" call in Meet will run into another Calendar event at some point. When is the '
                    'first session that overlaps something (not counting the meeting\'s own entry in Calendar), and '
                    'which event is it? Fill in the AnswerSheet.')
    instructions_zh = ('我在“会议”应用里每周开的“{topic}”，从哪一次开始和日历里的其他日程重叠（它自己在日历里的那条不算）？把那次会议'
                       '的日期和与之重叠的日程标题填到答题卡上。',
                       '看看我每周的会议“{topic}”接下来的各次，找出最早一次和日历里别的日程重叠的（会议本身在日历里的条目不算）。'
                       '在答题卡上填写日期和冲突日程的标题。',
                       '我每周的“{topic}”会议（“会议”应用）迟早会和日历里的别的安排撞上。第一次重叠是哪天，撞的是哪个日程'
                       '（不算会议自己在日历里的条目）？请填写答题卡。')
    answer_fields = (AnswerField("date", "Session date", matcher="date", hint="YYYY-MM-DD", label_zh="日期",
                                 hint_zh="YYYY-MM-DD"),
                     AnswerField("event", "Overlapping event", hint="The event's title as Calendar shows it",
                                 label_zh="重叠的日程", hint_zh="与日历中显示的标题一致"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        z = zh(state)
        used = {m["topic"] for m in meetings(state)} | {e["title"] for e in cal_events(state)}
        topic = rng.choice([t for t in (TOPICS_ZH if z else TOPICS) if t not in used])
        pool = [t for t in cal_titles(state) if t not in used and t != topic]
        while True:
            weekday = rng.randrange(5)
            first = TODAY + timedelta(days=(weekday - TODAY.weekday()) % 7 + 7)  # next week's
            if (first - TODAY).days < 2:
                continue
            hour = rng.randint(9, 16) * 60
            length = rng.choice((45, 60))
            clash = rng.randint(1, 4)
            mid = sample_id(rng)
            eid = cal_next_id(state)
            link = mmodel.link(mid)
            own = cal_event(eid, topic, first, _hhmm(hour), _hhmm(hour + length), location=link)
            own["repeat"] = {**own["repeat"], "freq": "weekly",
                             "days": [("mon", "tue", "wed", "thu", "fri", "sat", "sun")[weekday]]}
            added = [own]
            titles_used = rng.sample(pool, clash + 2)
            for j in range(clash):  # near misses on the session days before the clash
                d = first + timedelta(days=7 * j)
                if rng.random() < 0.5:
                    a = hour - rng.choice((30, 45, 60))
                    span = (a, hour)
                else:
                    span = (hour + length, hour + length + rng.choice((30, 45, 60)))
                added.append(cal_event(eid + len(added), titles_used[j], d, _hhmm(span[0]), _hhmm(span[1])))
            # the same time on a neighbouring day
            near = first + timedelta(days=7 * rng.randrange(clash) + rng.choice((-1, 1)))
            added.append(cal_event(eid + len(added), titles_used[clash + 1], near, _hhmm(hour), _hhmm(hour + 60)))
            day = first + timedelta(days=7 * clash)
            a = hour + length - rng.choice((10, 15, 20)) if rng.random() < 0.5 else hour - rng.choice((30, 45))
            b = a + rng.choice((45, 60))
            if b <= hour:
                b = hour + rng.choice((10, 15))
            hit = cal_event(eid + len(added), titles_used[clash], day, _hhmm(a), _hhmm(b))
            added.append(hit)
            rows = [*cal_events(state), *added]
            found = None
            for j in range(clash + 1):
                d = first + timedelta(days=7 * j)
                over = [e for e in rows if e["id"] != own["id"] and rules.happens_on(e["start_date"], e["repeat"], d)
                        and (e["all_day"] or (_mins(e["start_time"]) < hour + length and hour < _mins(e["end_time"])))]
                if over:
                    found = (j, over)
                    break
            if found is None or found[0] != clash or len(found[1]) != 1 or found[1][0]["id"] != hit["id"]:
                continue
            if any(day in mmodel.occurrences(m) for m in meetings(state)):  # nothing else in Meet that day
                continue
            row = meeting_row(mid, topic, first, _hhmm(hour), length, repeat={"freq": "weekly", "until": None,
                                                                             "count": None})
            return {"topic": topic, "mid": mid, "row": row, "events": added, "date": day.isoformat(),
                    "event": hit["title"], "sessions": [(first + timedelta(days=7 * j)).isoformat()
                                                        for j in range(clash + 1)]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"meeting": {"meetings": [*meetings(state), p["row"]]},
                         "calendar": {"events": [*cal_events(state), *p["events"]]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"date": p["date"], "event": p["event"]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the weekly meeting": sum(1 for m in meetings(init) if m["topic"] == p["topic"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("meeting")
        obs = yield from ui.tap(obs, trigger="meeting.open", meeting_id=p["mid"])
        obs = yield from ui.open_app(CALENDAR)
        for d in p["sessions"]:
            obs = yield from open_day(obs, d)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, self.answer(p, {}))
