"""Hard-by-construction Calendar templates (declared hardness factors, L4): a new event put in the
earliest free slot of a length, on a weekday within working hours, starting on the hour or half past,
found by reading the days one by one (repeating series, events at odd minutes: a long enough gap that
no start on the half hour fits, free weekend days)."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution
from bench.tasks.calendar.common import (
    APP,
    EVENTS,
    TODAY,
    CalendarTask,
    event,
    event_checks,
    events,
    fill_event,
    new_events,
    next_id,
    open_day,
    set_time,
    titles,
)
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.clocktime import minutes_of as _mins
from bench.tasks.weekdays import weekday_name
from mgym.apps.calendar import rules

OPEN, CLOSE = 9 * 60, 18 * 60
#: titles of the events the setup adds (busy blocks), apart from the one to add
BUSY = ("Client call", "Code review", "Interview", "Workshop", "Doctor", "Training", "Status update", "1:1")
BUSY_ZH = ("客户电话", "代码评审", "面试", "工作坊", "看医生", "培训", "进度同步", "一对一沟通")




def busy_on(rows: list[dict[str, Any]], day: date) -> list[tuple[int, int]]:
    """The (start, end) minutes of the timed events on ``day`` (all-day and multi-day ones too, as all day)."""
    out = []
    for e in rows:
        if not rules.happens_on(e["start_date"], e["repeat"], day):
            continue
        if e["all_day"] or e["end_date"] != e["start_date"]:
            out.append((0, 1440))
        else:
            out.append((_mins(e["start_time"]), _mins(e["end_time"])))
    return out


def first_slot(rows: list[dict[str, Any]], start: date, minutes: int, aligned: bool = True,
               weekdays: bool = True) -> tuple[str, int] | None:
    """The first (day, start minute) from ``start`` on, within working hours, free for ``minutes``;
    ``aligned``: starting on the hour or half past (else on any 5 minutes); ``weekdays``: Monday to Friday."""
    for k in range(14):
        d = start + timedelta(days=k)
        if weekdays and d.weekday() >= 5:
            continue
        taken = busy_on(rows, d)
        for s in range(OPEN, CLOSE - minutes + 1, 30 if aligned else 5):
            if all(b <= s or s + minutes <= a for a, b in taken):
                return d.isoformat(), s
    return None


class DatedTask(CalendarTask):
    """A Calendar task about the day ``p["date"]``: its instructions name the weekday too."""

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**super().localize(p, locale), "weekday": weekday_name(date.fromisoformat(p["date"]).weekday(), locale)}


class EarliestFreeSlot(DatedTask):
    id = "calendar.EarliestFreeSlot"
    apps = ("calendar",)
    hardness = ("explore", "arithmetic", "trap", "temporal")
    tags = ("create", "explore", "reasoning")
    budget = 45
    goal_params = ("title", "slot_day", "start", "end")
    instructions = ('Find the earliest time from {weekday}, {date_text} on when I have {minutes} free minutes in my '
                    'Calendar, on a weekday between 09:00 and 18:00, starting on the hour or at half past, and add '
                    '"{title}" there for {minutes} minutes.',
                    'Put "{title}" ({minutes} minutes) into the first free spot in my Calendar starting {weekday} '
                    '{date_text}: weekdays only, within 09:00-18:00, and it should begin on a full or half hour.',
                    'I need {minutes} minutes for "{title}". Starting from {weekday}, {date_text}, look through my '
                    'Calendar for the earliest weekday opening between 09:00 and 18:00 where it fits, with a start '
                    'time on the hour or half hour, and schedule it there.')
    instructions_zh = ('从{date_text}（{weekday}）开始，在我的日历里找最早一个能空出{minutes}分钟的时间：只限工作日9:00到18:00之间，'
                       '开始时间要在整点或半点。把“{title}”加在那里，时长{minutes}分钟。',
                       '把“{title}”（{minutes}分钟）排进我日历里从{weekday}{date_text}起最早的空档：只看工作日，'
                       '在9:00-18:00之内，开始时间是整点或半点。',
                       '我需要{minutes}分钟来做“{title}”。从{date_text}{weekday}开始，帮我在日历里找工作日9:00到18:00之间'
                       '最早放得下的时间，开始时间定在整点或半点，然后把它安排上。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh_ = str(state["os"]["device"]["region"]) == "zh-CN"
        pool = BUSY_ZH if zh_ else BUSY
        taken = {e["title"] for e in events(state)}
        while True:
            start = TODAY + timedelta(days=rng.choice((2, 3, 4, 5, 6, 9, 10, 11)))  # a weekday, Monday to Friday
            minutes = rng.choice((45, 60, 90))
            eid = next_id(state)
            added: list[dict[str, Any]] = []
            # a weekday series running through the window (a stand-up), one of its dates skipped
            s0 = rng.randrange(OPEN, OPEN + 60, 5)
            skip = start + timedelta(days=rng.randint(0, 6))
            added.append(event(eid, pool[6], TODAY - timedelta(days=rng.randint(7, 30)), _hhmm(s0), _hhmm(s0 + 15),
                               repeat={"freq": "weekly", "days": ["mon", "tue", "wed", "thu", "fri"], "until": None,
                                       "count": None, "exdates": [skip.isoformat()]}))
            eid += 1
            for k in range(7):
                d = start + timedelta(days=k)
                if d.weekday() >= 5:
                    continue
                for _ in range(rng.randint(4, 6)):
                    a = rng.randrange(OPEN - 30, CLOSE - 30, 5)
                    b = min(CLOSE + 30, a + rng.choice((25, 35, 40, 50, 60, 75, 90, 120)))
                    added.append(event(eid, rng.choice(pool[:6] + pool[7:]), d, _hhmm(a), _hhmm(b)))
                    eid += 1
            rows = [*events(state), *added]
            got = first_slot(rows, start, minutes)
            if got is None:
                continue
            day, s = got
            k = (date.fromisoformat(day) - start).days
            if not 2 <= k <= 6:
                continue
            # the trap: a gap that is long enough comes earlier, but no start on the half hour fits in it
            naive = first_slot(rows, start, minutes, aligned=False)
            if naive is None or naive >= got:
                continue
            title = rng.choice([t for t in titles(state) if t not in taken and t not in pool])
            return {"date": start.isoformat(), "minutes": minutes, "title": title, "added": added,
                    "slot_day": day, "start": _hhmm(s), "end": _hhmm(s + minutes), "days": k}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["added"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return event_checks(new_events(init, final), {
            "title": p["title"], "start_date": p["slot_day"], "start_time": p["start"], "end_date": p["slot_day"],
            "end_time": p["end"], "all_day": False})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{EVENTS}[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from open_day(obs, p["date"])
        for _ in range(p["days"]):  # read the days one by one up to the first that has room
            obs = yield from ui.tap(obs, trigger="day.step", by=1)
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"], p["slot_day"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")


LATEST = 21 * 60


def _later_slot(others: list[tuple[int, int]], start: int, minutes: int, step: int = 30) -> int | None:
    """The earliest start after ``start`` (on the hour or half past; ``step`` 5: any 5 minutes) where
    ``minutes`` fit without overlapping ``others``, ending by 21:00."""
    for s in range(start + step, LATEST - minutes + 1, step):
        if all(b <= s or s + minutes <= a for a, b in others):
            return s
    return None


class MoveIfOverlapping(DatedTask):
    id = "calendar.MoveIfOverlapping"
    apps = ("calendar",)
    # played from screenshots (2026-11-29): one day view decides it; comparing two times is no
    # arithmetic of three constraints; L3
    hardness = ("branch", "trap")
    tags = ("edit", "reasoning")
    budget = 45
    goal_params = ("title", "date", "clash", "start", "end")
    instructions = ('Check whether "{title}" on {weekday}, {date_text} overlaps anything else in my Calendar. If it '
                    'does, move it later that same day to the earliest time where it fits without overlapping '
                    'anything, starting on the hour or half past and keeping its length. If nothing overlaps it, '
                    'leave its time alone and just set its notification to 1 hour before.',
                    'Look at "{title}" in my Calendar ({weekday}, {date_text}). Does another event overlap it? If so, '
                    'push it back to the first later start that day (full or half hour) where its whole length is '
                    'free. If not, keep the time and change its notification to 1 hour before.',
                    'I think "{title}" on {weekday} {date_text} might collide with something. If any other event '
                    'overlaps it, reschedule it for the earliest free time later that day, same duration, beginning '
                    'on the hour or at half past. If it turns out nothing overlaps, don\'t move it; set a 1-hour-'
                    'before notification on it instead.')
    instructions_zh = ('看看{date_text}（{weekday}）的“{title}”和我日历里的其他日程有没有时间重叠。如果有，就把它挪到当天更晚、'
                       '最早一个不和任何日程重叠的时间，开始时间在整点或半点，时长不变。如果没有重叠，就别动时间，只把它的提醒'
                       '改成提前1小时。',
                       '检查一下日历里{weekday}{date_text}的“{title}”：有没有别的日程和它重叠？有的话，把它往后挪到当天最早一个'
                       '能完整放下的时间（整点或半点开始）；没有的话，时间不变，把提醒改为提前1小时。',
                       '{date_text}{weekday}的“{title}”好像和别的安排撞了。如果确实有日程和它重叠，就把它改到当天晚些时候最早的'
                       '空闲时间，时长不变，从整点或半点开始；如果其实没有重叠，就不要改时间，给它设一个提前1小时的提醒。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh_ = str(state["os"]["device"]["region"]) == "zh-CN"
        pool = BUSY_ZH if zh_ else BUSY
        taken = {e["title"] for e in events(state)}
        clash = rng.random() < 0.5
        while True:
            day = TODAY + timedelta(days=rng.choice((2, 3, 4, 5, 6, 9, 10, 11, 12, 13)))
            minutes = rng.choice((30, 45, 60, 90))
            s = rng.randrange(10 * 2, 15 * 2) * 30
            eid = next_id(state)
            title = rng.choice([t for t in titles(state) if t not in taken and t not in pool])
            added = [event(eid, title, day, _hhmm(s), _hhmm(s + minutes), reminder=-1)]
            # the near misses: events that end exactly when it starts, or start exactly when it ends
            spans = [(s - rng.choice((30, 45, 60)), s), (s + minutes, s + minutes + rng.choice((25, 40, 55)))]
            if clash:  # one of them overlaps it by a few minutes instead
                k = rng.randrange(2)
                a, b = spans[k]
                spans[k] = (a + 10, b + 10) if k == 0 else (a - rng.choice((5, 10, 15)), b)
            # more of the day: a gap too short, odd minutes
            t = spans[1][1]
            for _ in range(rng.randint(2, 3)):
                t += rng.choice((10, 20, 25, 35))
                spans.append((t, t + rng.choice((20, 35, 50, 65))))
                t = spans[-1][1]
            for i, (who, (a, b)) in enumerate(zip(rng.sample(pool, len(spans)), spans, strict=True), 1):
                added.append(event(eid + i, who, day, _hhmm(a), _hhmm(b)))
            rows = [*events(state), *added]
            others = [x for x in busy_on([e for e in rows if e["id"] != eid], day)]
            overlaps = any(a < s + minutes and s < b for a, b in others)
            if overlaps != clash or any(b > LATEST or a < 7 * 60 for a, b in spans):
                continue
            if clash:
                new = _later_slot(others, s, minutes)
                naive = _later_slot(others, s, minutes, step=5)
                # the trap: a gap long enough comes first, but no start on the half hour fits in it
                if new is None or naive is None or naive >= new or new == s + 30:
                    continue
                start, end = _hhmm(new), _hhmm(new + minutes)
            else:
                start, end = _hhmm(s), _hhmm(s + minutes)
            return {"id": eid, "title": title, "date": day.isoformat(), "minutes": minutes, "added": added,
                    "clash": clash, "was": _hhmm(s), "start": start, "end": end}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["added"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        e = next((e for e in events(final) if e["id"] == p["id"]), {})
        if p["clash"]:
            got = (e.get("start_date"), e.get("start_time"), e.get("end_date"), e.get("end_time"))
            want = (p["date"], p["start"], p["date"], p["end"])
            return [Check("moved to the earliest free slot", got == want, want, got)]
        return [Check("notification 1 hour before", e.get("reminder") == 60, 60, e.get("reminder"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        path = f"{EVENTS}[id={p['id']}]"
        return [f"{path}.start_time", f"{path}.end_time"] if p["clash"] else [f"{path}.reminder"]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the event": sum(1 for e in events(init) if e["title"] == p["title"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from open_day(obs, p["date"])  # the day, to see what is around it
        obs = yield from ui.tap(obs, trigger="event.open", event_id=p["id"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        if p["clash"]:
            obs = yield from set_time(obs, "start", p["start"])
            obs = yield from set_time(obs, "end", p["end"])
        else:
            obs = yield from ui.tap(obs, trigger="edit.reminder")
            obs = yield from ui.tap(obs, trigger="reminder.choose", minutes=60)
        yield from ui.tap(obs, trigger="edit.save")
