"""Calendar tasks on events: create, repeat, remind, delete, move."""

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
    open_event,
    places,
    sample_day,
    sample_slot,
    set_date,
    titles,
    toggle_days,
    with_event,
)
from mgym.apps.calendar.state import DAYS, REMINDERS

DAY_SETS = (["mon", "wed", "fri"], ["tue", "thu"], ["mon", "thu"], ["sat", "sun"], ["wed"], ["tue", "fri"],
            ["mon", "tue", "wed", "thu", "fri"], ["thu", "sat"])
REMINDER_TEXT = {0: ("at the start time", "在开始时"), 5: ("5 minutes before", "提前 5 分钟"),
                 15: ("15 minutes before", "提前 15 分钟"), 30: ("30 minutes before", "提前 30 分钟"),
                 60: ("1 hour before", "提前 1 小时"), 1440: ("1 day before", "提前 1 天")}


class _OnEvent(CalendarTask):
    """Base of tasks about one event the setup adds, named by its title."""

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        start, end = sample_slot(rng)
        return {"id": next_id(state), "title": rng.choice(titles(state)), "date": sample_day(rng).isoformat(),
                "start": start, "end": end, "location": rng.choice(places(state))}

    def _event(self, p: dict[str, Any]) -> dict[str, Any]:
        return event(p["id"], p["title"], date.fromisoformat(p["date"]), p["start"], p["end"], p["location"],
                     reminder=p.get("reminder_was", -1))

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_event(state, self._event(p))

    def _path(self, p: dict[str, Any]) -> str:
        return f"{EVENTS}[id={p['id']}]"


class CreateEvent(CalendarTask):
    id = "calendar.CreateEvent"
    apps = ("calendar",)
    difficulty = "L2"
    tags = ("create",)
    budget = 30
    instructions = ('Add an event "{title}" on {date_text} from {start} to {end} at {location}.',
                    'Put "{title}" in my calendar: {date_text}, {start}-{end}, location {location}.')
    instructions_zh = ('添加日程“{title}”：{date_text} {start} 到 {end}，地点{location}。',
                       '在日历里记一下“{title}”，{date_text} {start}-{end}，地点是{location}。')
    changes = (f"{EVENTS}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        start, end = sample_slot(rng)
        return {"title": rng.choice(titles(state)), "date": sample_day(rng).isoformat(), "start": start, "end": end,
                "location": rng.choice(places(state))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return event_checks(new_events(init, final), {
            "title": p["title"], "start_date": p["date"], "start_time": p["start"], "end_time": p["end"],
            "location": p["location"], "all_day": False})

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"], p["date"], p["start"], p["end"], p["location"])
        yield from ui.tap(obs, trigger="edit.save")


class RepeatWeekly(_OnEvent):
    id = "calendar.RepeatWeekly"
    apps = ("calendar",)
    difficulty = "L3"
    tags = ("edit",)
    budget = 30
    instructions = ('Make the event "{title}" repeat every week on {days_text}, with no end.',
                    '"{title}" is becoming a weekly thing: set it to repeat each {days_text}.',
                    'Please set "{title}" to repeat weekly on {days_text}, with no end date.')
    instructions_zh = ('把日程“{title}”设为每周{days_text}重复，不设结束。',
                       '“{title}”以后每周都有：把它设成每周{days_text}重复。',
                       "请让日程“{title}”每周{days_text}重复，一直重复下去，不设结束日期。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = super().sample(rng, state)
        return {**p, "days": list(rng.choice(DAY_SETS))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        e = next((e for e in events(final) if e["id"] == p["id"]), None)
        r = e["repeat"] if e else {}
        return [Check("repeats weekly", r.get("freq") == "weekly", "weekly", r.get("freq")),
                Check("on the days, with no end", r.get("days") == p["days"] and r.get("until") is None
                      and r.get("count") is None, p["days"], (r.get("days"), r.get("until"), r.get("count")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{self._path(p)}.repeat.freq", f"{self._path(p)}.repeat.days"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["id"], p["title"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from ui.tap(obs, trigger="edit.repeat")
        obs = yield from ui.tap(obs, trigger="repeat.choose", freq="weekly")
        first = DAYS[date.fromisoformat(p["date"]).weekday()]
        obs = yield from toggle_days(obs, [first], p["days"])
        yield from ui.tap(obs, trigger="edit.save")


class AddReminder(_OnEvent):
    id = "calendar.AddReminder"
    apps = ("calendar",)
    difficulty = "L2"
    tags = ("edit",)
    split = "train"
    instructions = ('Set a notification for "{title}" {when}.', 'Remind me {when} "{title}" starts.')
    instructions_zh = ('给“{title}”设置提醒：{when}。', '“{title}”开始前提醒我，{when}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = super().sample(rng, state)
        minutes = rng.choice([r for r in REMINDERS if r >= 0])
        return {**p, "minutes": minutes, "when": REMINDER_TEXT[minutes][0], "reminder_was": -1}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(p, locale)
        return out if locale == "en" else {**out, "when": REMINDER_TEXT[p["minutes"]][1]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        e = next((e for e in events(final) if e["id"] == p["id"]), None)
        got = e["reminder"] if e else None
        return [Check("the reminder", got == p["minutes"], p["minutes"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{self._path(p)}.reminder"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["id"], p["title"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from ui.tap(obs, trigger="edit.reminder")
        obs = yield from ui.tap(obs, trigger="reminder.choose", minutes=p["minutes"])
        yield from ui.tap(obs, trigger="edit.save")


class DeleteEvent(_OnEvent):
    id = "calendar.DeleteEvent"
    apps = ("calendar",)
    difficulty = "L1"
    tags = ("delete",)
    split = "train"
    instructions = ('Delete the event "{title}" from my calendar.', '"{title}" is cancelled. Remove it from Calendar.')
    instructions_zh = ('从日历中删除日程“{title}”。', '“{title}”取消了，把它从日历里删掉。')

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        left = [e["id"] for e in events(final)]
        return [Check(f"event {p['title']!r} deleted", p["id"] not in left, "absent", p["id"] in left)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [self._path(p)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["id"], p["title"])
        obs = yield from ui.tap(obs, trigger="detail.delete")
        yield from ui.tap(obs, trigger="delete.confirm")


class MoveEvent(_OnEvent):
    id = "calendar.MoveEvent"
    apps = ("calendar",)
    difficulty = "L3"
    tags = ("edit",)
    DATES = ("date", "to")
    instructions = ('Move "{title}" to {to_text}, keeping its time.',
                    '"{title}" got rescheduled to {to_text}, same time. Update the calendar.',
                    'Please reschedule "{title}" to {to_text} at the same time.')
    instructions_zh = ('把“{title}”改到{to_text}，时间不变。', '“{title}”改期到{to_text}了，时间一样，帮我在日历里改一下。',
                       "请把日历里的“{title}”挪到{to_text}，开始时间保持不变。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = super().sample(rng, state)
        day = date.fromisoformat(p["date"])
        shifts = [s for s in (-3, -2, -1, 1, 2, 3, 5, 7, 14) if day + timedelta(days=s) > TODAY]
        return {**p, "to": (day + timedelta(days=rng.choice(shifts))).isoformat()}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        e = next((e for e in events(final) if e["id"] == p["id"]), None)
        got = (e["start_date"], e["start_time"], e["end_date"], e["end_time"]) if e else None
        want = (p["to"], p["start"], p["to"], p["end"])
        return [Check("moved, same time", got == want, want, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{self._path(p)}.start_date", f"{self._path(p)}.end_date"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["id"], p["title"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from set_date(obs, "start", p["to"])
        yield from ui.tap(obs, trigger="edit.save")
