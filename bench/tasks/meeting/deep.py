"""Hard-by-construction Meet templates (declared hardness factors, L4): the first meeting of a day by the
phone's clock, when some meetings were scheduled in other time zones. Meet's list shows each meeting
at its own zone's wall time (under that zone's date), so the list's order and days are wrong for
them; only each meeting's details name its zone."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.meeting.common import TODAY, TOPICS, TOPICS_ZH, launch, meeting_row, pool, sample_id, zh
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.meeting import model
from mgym.i18n import formats
from mgym.os import tz

#: the zones other meetings were scheduled in, for a phone in Los Angeles / in Shanghai
ZONES_EN = ("America/New_York", "Europe/London", "Europe/Berlin", "Asia/Tokyo", "Australia/Sydney")
ZONES_ZH = ("Europe/London", "Europe/Paris", "America/New_York", "Asia/Tokyo", "Australia/Sydney")
EXTRA_TOPICS = ("Partner check-in", "Roadmap review", "Press briefing", "Data review")
EXTRA_TOPICS_ZH = ("合作方例会", "路线图评审", "媒体沟通会", "数据复盘")



def local_start(row: dict[str, Any], home: str) -> str:
    """The meeting's start as the phone's wall time ("2026-03-18T15:00")."""
    wall = model.iso_ms(row["start"])
    return model.ms_iso(tz.convert(wall, row["time_zone"], home) if row["time_zone"] else wall)


class FirstMeetingMyTime(AnswerTask):
    id = "meeting.FirstMeetingMyTime"
    apps = ("meeting", "answersheet")
    hardness = ("temporal", "trap", "explore", "aggregate", "steps")
    tags = ("explore", "reasoning", "extract")
    budget = 45
    goal_params = ("day", "topic", "time")
    instructions = ("Which of my Meet meetings is the first one on {weekday}, {date_text}, by my phone's clock, and "
                    "what time does it start for me? Answer on the AnswerSheet.",
                    "Looking at my scheduled meetings in Meet: on {weekday} {date_text} in my own time, which meeting "
                    "comes first and when does it begin on my phone's time? Put both in the AnswerSheet.",
                    "I want to know my earliest Meet meeting on {weekday}, {date_text}, going by the time on this "
                    "phone. Tell me its topic and its start time in my time, on the AnswerSheet.")
    instructions_zh = ("按我手机上的时间，{date_text}（{weekday}）我在会议里的第一场会议是哪一场？它在我这边几点开始？请在答题卡上作答。",
                       "看一下会议里已预定的会议：以我手机的时间为准，{date_text}{weekday}最早的是哪一场会议，按我的时间几点开始？"
                       "把两项都填到答题卡。",
                       "帮我查一下按这部手机的时间算，{weekday}（{date_text}）会议里最早的一场是什么会，我这边几点开始。"
                       "请把会议主题和开始时间填到答题卡。")
    answer_fields = (AnswerField("topic", "Meeting topic", hint="The topic as Meet shows it",
                                 label_zh="会议主题", hint_zh="与会议中显示的主题一致"),
                     AnswerField("time", "Start time (my time)", "text", "time", hint="Hours and minutes, 24-hour clock",
                                 label_zh="开始时间（我的时间）", hint_zh="24小时制的时和分"))

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        d = date.fromisoformat(p["day"])
        zh_ = locale.startswith("zh")
        return {**p, "weekday": (WEEKDAYS_ZH if zh_ else WEEKDAYS)[d.weekday()],
                "date_text": formats.iso_date(p["day"], locale) or p["day"]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        home = str(state["os"]["datetime"]["time_zone"])
        zones = ZONES_ZH if zh(state) else ZONES_EN
        topics = list(pool(state, TOPICS, TOPICS_ZH)) + list(EXTRA_TOPICS_ZH if zh(state) else EXTRA_TOPICS)
        while True:
            day = TODAY + timedelta(days=rng.randint(3, 8))
            names = rng.sample(topics, 11)
            rows = []
            for i, topic in enumerate(names):
                zone = "" if i < 4 else rng.choice(zones)
                # a start in my working day (phone time), stored as the wall time of the zone it was set in
                mine = day + timedelta(days=rng.choice((-1, 0, 0, 1)))
                wall = model.iso_ms(f"{mine.isoformat()}T{_hhmm(rng.randrange(7 * 4, 20 * 4) * 15)}")
                at = model.ms_iso(tz.convert(wall, home, zone) if zone else wall)
                rows.append(meeting_row(sample_id(rng), topic, date.fromisoformat(at[:10]), at[11:],
                                        rng.choice((30, 45, 60)), time_zone=zone))
            rng.shuffle(rows)
            on_day = sorted((local_start(r, home), r["topic"]) for r in rows
                            if local_start(r, home)[:10] == day.isoformat())
            listed = sorted((r["start"], r["topic"]) for r in rows if r["start"][:10] == day.isoformat())
            if len(on_day) < 3 or not listed or len({r["id"] for r in rows}) < len(rows):
                continue
            first, second = on_day[0], on_day[1]
            if model.iso_ms(second[0]) - model.iso_ms(first[0]) < 30 * model.MIN_MS:
                continue
            # the trap: Meet's list, read as it is, puts another meeting first that day
            if listed[0][1] == first[1]:
                continue
            # and the first one is a converted one (scheduled in another zone)
            if not next(r for r in rows if r["topic"] == first[1])["time_zone"]:
                continue
            return {"day": day.isoformat(), "meetings": rows, "topic": first[1], "time": first[0][11:]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"meeting": {"meetings": p["meetings"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        home = str(init["os"]["datetime"]["time_zone"])
        rows = init["apps"]["meeting"]["meetings"]
        first = min((local_start(r, home), r["topic"]) for r in rows if local_start(r, home)[:10] == p["day"])
        return {"topic": first[1], "time": first[0][11:]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the meeting": sum(1 for r in init["apps"]["meeting"]["meetings"] if r["topic"] == p["topic"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        # every meeting's details, for its time zone (the list shows each at its own zone's wall time)
        for r in sorted(p["meetings"], key=lambda r: (r["start"], r["id"])):
            obs = yield from ui.tap(obs, trigger="meeting.open", meeting_id=r["id"])
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"topic": p["topic"], "time": p["time"]})


def _sessions(m: dict[str, Any], lo: date, hi: date) -> int:
    """How many times a scheduled meeting happens from ``lo`` to ``hi`` (inclusive)."""
    return sum(1 for d in model.occurrences(m, limit=400) if lo <= d <= hi)


def _rule(freq: str, until: date | None = None, count: int | None = None) -> dict[str, Any]:
    return {"freq": freq, "until": until.isoformat() if until else None, "count": count}


class SessionsInWindow(AnswerTask):
    id = "meeting.SessionsInWindow"
    apps = ("meeting", "answersheet")
    hardness = ("aggregate", "temporal", "arithmetic", "explore", "steps")
    tags = ("explore", "reasoning", "extract")
    budget = 45
    goal_params = ("lo", "hi", "count")
    instructions = ("How many meeting sessions do I have scheduled in Meet from {lo_text} to {hi_text}, both days "
                    "included? Count every time a repeating meeting takes place. Answer on the AnswerSheet.",
                    "Count the Meet sessions on my schedule between {lo_text} and {hi_text} (inclusive), each "
                    "occurrence of a repeating meeting separately, and put the total in the AnswerSheet.",
                    "Between {lo_text} and {hi_text}, including both dates, how many times will I be hosting a "
                    "meeting in Meet? Repeating meetings count once per occurrence.")
    instructions_zh = ("从{lo_text}到{hi_text}（两天都算），我在会议里一共安排了多少场会议？重复会议每举行一次都算一场。请在答题卡上作答。",
                       "数一数会议里{lo_text}至{hi_text}（含首尾两天）我日程上的会议场次，重复会议的每一次都单独计数，把总数填到答题卡。",
                       "{lo_text}到{hi_text}之间（包括这两天），我在会议里要主持多少场会议？重复的会议按每次举行分别计算。")
    answer_fields = (AnswerField("count", "Number of sessions", "number", "number", hint="A whole number",
                                 label_zh="会议场次", hint_zh="一个整数"),)

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**p, "lo_text": formats.iso_date(p["lo"], locale) or p["lo"],
                "hi_text": formats.iso_date(p["hi"], locale) or p["hi"]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        topics = list(pool(state, TOPICS, TOPICS_ZH)) + list(EXTRA_TOPICS_ZH if zh(state) else EXTRA_TOPICS)
        while True:
            lo = TODAY + timedelta(days=rng.randint(2, 9))
            hi = lo + timedelta(days=rng.randint(13, 20))
            names = rng.sample(topics, 8)

            def t() -> str:
                return _hhmm(rng.randrange(8 * 4, 19 * 4) * 15)

            def near(a: int, b: int) -> date:
                return TODAY + timedelta(days=rng.randint(a, b))

            span = (hi - TODAY).days
            rules_ = [
                # a weekly series running since before today, no end
                (near(-20, 0), _rule("weekly")),
                # a weekly series that stops inside the window
                (near(-14, 3), _rule("weekly", until=lo + timedelta(days=rng.randint(3, 10)))),
                # weekdays, a number of times, partly used up before the window starts
                (near(1, (lo - TODAY).days), _rule("weekdays", count=rng.randint(4, 12))),
                # daily, a number of times, starting inside the window
                (lo + timedelta(days=rng.randint(0, 8)), _rule("daily", count=rng.randint(3, 6))),
                # monthly, on a day that every month has
                (near(1, 28).replace(day=rng.randint(1, 28)), _rule("monthly")),
                # one-off meetings: inside, and just outside the window
                (lo + timedelta(days=rng.randint(0, (hi - lo).days)), _rule("none")),
                (rng.choice((lo - timedelta(days=1), hi + timedelta(days=1))), _rule("none")),
                (near(1, span + 5), _rule(rng.choice(("none", "weekly")))),
            ]
            rows = [meeting_row(sample_id(rng), topic, max(first, TODAY + timedelta(days=1))
                                if r["count"] else first, t(), rng.choice((30, 45, 60)), repeat=r)
                    for topic, (first, r) in zip(names, rules_, strict=True)]
            rng.shuffle(rows)
            if len({r["id"] for r in rows}) < len(rows):
                continue
            now = model.iso_ms(f"{TODAY.isoformat()}T09:00")
            if any(model.next_start(r, now) is None for r in rows):
                continue
            count = sum(_sessions(r, lo, hi) for r in rows)
            if not 12 <= count <= 40:
                continue
            return {"lo": lo.isoformat(), "hi": hi.isoformat(), "meetings": rows, "count": count}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"meeting": {"meetings": p["meetings"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        lo, hi = date.fromisoformat(p["lo"]), date.fromisoformat(p["hi"])
        return {"count": sum(_sessions(r, lo, hi) for r in init["apps"]["meeting"]["meetings"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        now = model.iso_ms(f"{TODAY.isoformat()}T09:00")
        # the list shows a series once, at its next date: each one's details say how it repeats and ends
        for r in sorted(p["meetings"], key=lambda r: (model.next_start(r, now) or 0, r["id"])):
            obs = yield from ui.tap(obs, trigger="meeting.open", meeting_id=r["id"])
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"count": p["count"]})
