"""Hard-by-construction Calendar templates across apps (declared hardness factors, L4), second wave.

``FreeInBothApps``: the earliest full hour of a day the week after next that is free both in Calendar and
in Meet (Meet's meetings are not all in Calendar), then a one-hour Meet meeting scheduled then. The hours
before it are taken by one app or the other: the first hour Calendar alone shows free is a Meet meeting,
the first hour Meet alone shows free is a Calendar event; a weekly Meet meeting whose next listed session
is a week earlier repeats onto the day, a weekly Calendar series too, and blocks end exactly on the hour
(touching is no overlap)."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import TODAY, event, events, next_id, open_day, titles
from bench.tasks.calendar.deep import busy_on
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.meeting.common import (
    TOPICS,
    TOPICS_ZH,
    meeting_row,
    meetings,
    new_meetings,
    sample_id,
    set_start,
)
from bench.tasks.meeting.common import P as MEET
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.meeting import model
from mgym.i18n import formats, normalize_locale

FIRST, LAST = 9, 18  # the window: a full hour from 9:00, ending by 18:00



def _meet_busy(rows: list[dict[str, Any]], day: date) -> list[tuple[int, int]] | None:
    """The (start, end) minutes of Meet's meetings on ``day``; None if one there has its own time zone."""
    out = []
    for m in rows:
        if day not in model.occurrences(m):
            continue
        if m["time_zone"]:
            return None
        s = int(m["start"][11:13]) * 60 + int(m["start"][14:16])
        out.append((s, s + int(m["duration"])))
    return out


def _first_free(busy: list[tuple[int, int]]) -> int | None:
    for h in range(FIRST, LAST):
        if all(b <= h * 60 or (h + 1) * 60 <= a for a, b in busy):
            return h
    return None


class FreeInBothApps(TaskTemplate):
    id = "calendar.FreeInBothApps"
    apps = ("calendar", "meeting")
    objective = "hybrid"
    hardness = ("explore", "trap", "temporal")
    tags = ("explore", "reasoning", "create")
    budget = 60
    goal_params = ("topic", "day", "hour")
    instructions = ('On {weekday}, {date_text}, find the earliest full hour (starting on the hour, from 9 AM, done by '
                    '6 PM) that nothing in my Calendar and nothing in Meet overlaps, and schedule a 1-hour Meet '
                    'meeting "{topic}" then.',
                    'I need a free hour on {weekday} {date_text}: the first one starting on the hour, no earlier than '
                    '9 AM and ending by 6 PM, with no overlap with my Calendar events or my Meet meetings. Schedule '
                    '"{topic}" in Meet for that hour (60 minutes).',
                    'Schedule "{topic}" in Meet, one hour long, at the earliest on-the-hour start on {date_text} '
                    '({weekday}) between 9 AM and 6 PM when I am free both in Calendar and in Meet.')
    instructions_zh = ('{date_text}（{weekday}），找出最早一个整点开始、上午9点以后、下午6点前结束的一小时，要求日历和会议里都'
                       '没有任何安排与之重叠，然后在会议里预定1小时的会议“{topic}”，就定在这一小时。',
                       '我{date_text}{weekday}需要空出一小时：从整点开始，不早于上午9点，下午6点前结束，和日历里的日程、会议里'
                       '的会议都不重叠，取最早的那个。在会议里把“{topic}”约在这一小时（60分钟）。',
                       '在会议里预定“{topic}”，时长1小时，时间定在{date_text}（{weekday}）上午9点到下午6点之间、日历和会议'
                       '都空闲的最早一个整点。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        used = {m["topic"] for m in meetings(state)}
        topic = rng.choice([t for t in (TOPICS_ZH if zh else TOPICS) if t not in used])
        pool = [t for t in titles(state) if t not in {e["title"] for e in events(state)}]
        topics = [t for t in (TOPICS_ZH if zh else TOPICS) if t not in used and t != topic]
        while True:
            day = TODAY + timedelta(days=rng.randint(9, 13))  # Monday to Friday, the week after next
            hour = rng.randint(12, 16)
            kinds = [rng.choice(("cal", "meet")) for _ in range(FIRST, hour)]
            if "cal" not in kinds or "meet" not in kinds:
                continue
            eid = next_id(state)
            cal: list[dict[str, Any]] = []
            meet: list[dict[str, Any]] = []
            weekly_cal = weekly_meet = False
            for h, kind in zip(range(FIRST, hour), kinds, strict=True):
                if h == hour - 1:  # ends exactly when the answer starts
                    a, b = h * 60 + rng.choice((0, 15, 30)), hour * 60
                else:
                    a = h * 60 + rng.choice((0, 15, 30, 40))
                    b = a + rng.choice((20, 30, 45, 60))
                if kind == "cal":
                    first = day - timedelta(days=7 * rng.randint(1, 3)) if not weekly_cal else day
                    ev = event(eid + len(cal), rng.choice(pool), first, _hhmm(a), _hhmm(b))
                    if not weekly_cal:
                        ev["repeat"] = {**ev["repeat"], "freq": "weekly",
                                        "days": [("mon", "tue", "wed", "thu", "fri", "sat", "sun")[day.weekday()]]}
                        weekly_cal = True
                    cal.append(ev)
                else:
                    first = day - timedelta(days=7) if not weekly_meet else day
                    row = meeting_row(sample_id(rng), rng.choice(topics), first, _hhmm(a), b - a)
                    if not weekly_meet:
                        row["repeat"] = {"freq": "weekly", "until": None, "count": None}
                        weekly_meet = True
                    meet.append(row)
            # touching the answer's end: something starting exactly when it ends
            after = (hour + 1) * 60
            if rng.random() < 0.5:
                cal.append(event(eid + len(cal), rng.choice(pool), day, _hhmm(after), _hhmm(after + 45)))
            else:
                meet.append(meeting_row(sample_id(rng), rng.choice(topics), day, _hhmm(after), 30))
            cal_rows = [*events(state), *cal]
            meet_rows = [*meetings(state), *meet]
            mb = _meet_busy(meet_rows, day)
            if mb is None or len({m["id"] for m in meet_rows}) != len(meet_rows):
                continue
            cb = busy_on(cal_rows, day)
            if _first_free([*cb, *mb]) != hour:
                continue
            naive_cal, naive_meet = _first_free(cb), _first_free(mb)
            if naive_cal is None or naive_meet is None or naive_cal >= hour or naive_meet >= hour:
                continue
            return {"topic": topic, "day": day.isoformat(), "hour": hour, "start": f"{day.isoformat()}T{hour:02d}:00",
                    "cal": cal, "meet": meet, "weekly": next(m["id"] for m in meet if m["repeat"]["freq"] != "none"),
                    "naive_cal": naive_cal, "naive_meet": naive_meet}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        loc = normalize_locale(locale)
        d = date.fromisoformat(params["day"])
        return {**params, "date_text": formats.fmt(d, "date", loc),
                "weekday": (WEEKDAYS_ZH if loc == "zh-CN" else WEEKDAYS)[d.weekday()]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["cal"]]},
                         "meeting": {"meetings": [*meetings(state), *p["meet"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_meetings(init, final)
        m = new[0] if len(new) == 1 else {}
        got = (m.get("topic"), m.get("start"), m.get("duration"))
        want = (p["topic"], p["start"], 60)
        return [Check("one new meeting with the topic, at the first free hour, 1 hour long", got == want, want, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{MEET}.meetings[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(CALENDAR)
        obs = yield from open_day(obs, p["day"])
        obs = yield from ui.open_app("meeting")
        obs = yield from ui.tap(obs, trigger="meeting.open", meeting_id=p["weekly"])  # it repeats weekly
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="home.schedule")
        obs = yield from ui.type_into(obs, "Topic", p["topic"])
        obs = yield from set_start(obs, date.fromisoformat(p["day"]), f"{p['hour']:02d}:00")
        yield from ui.tap(obs, trigger="schedule.save")
