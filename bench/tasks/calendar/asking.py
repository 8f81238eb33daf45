"""Calendar tasks that test talking to the user: an event whose time only the user knows (ask first),
and a reminder the Calendar does not offer (look, then abort)."""

from __future__ import annotations

from datetime import date
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution
from bench.tasks.calendar.common import (
    APP,
    EVENTS,
    CalendarTask,
    event,
    events,
    fill_event,
    new_events,
    next_id,
    open_event,
    places,
    sample_day,
    sample_slot,
    titles,
    with_event,
)
from mgym.apps.calendar.state import REMINDERS

#: reminders a person may ask for that the Calendar does not offer: minutes, English, Chinese
UNOFFERED = ((10, "10 minutes before", "提前 10 分钟"), (45, "45 minutes before", "提前 45 分钟"),
             (120, "2 hours before", "提前 2 小时"), (180, "3 hours before", "提前 3 小时"),
             (2880, "2 days before", "提前 2 天"), (10080, "a week before", "提前一周"))


class AddEventWhatTime(AskFirst, CalendarTask):
    id = "calendar.AddEventWhatTime"
    apps = ("calendar",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "create")
    budget = 30
    instructions = ('Put "{title}" in my calendar on {date_text}.',
                    'Add "{title}" to my calendar for {date_text}, please.')
    instructions_zh = ("在日历里{date_text}加上“{title}”。", "帮我把“{title}”记到日历上，{date_text}。")
    replies = ("It's from {start} to {end}.",)
    replies_zh = ("从{start}到{end}。",)
    changes = (f"{EVENTS}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        start, end = sample_slot(rng)
        return {"title": rng.choice(titles(state)), "date": sample_day(rng, 2, 30).isoformat(), "start": start,
                "end": end}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        found = new_events(init, final)
        e = found[0] if len(found) == 1 else None
        day = (e["title"].strip().casefold(), e["start_date"]) if e else None
        time = (e["start_time"], e["end_time"], e["all_day"]) if e else None
        want_day, want_time = (p["title"].casefold(), p["date"]), (p["start"], p["end"], False)
        return [Check("one new event", len(found) == 1, 1, len(found)),
                Check("its title and day", day == want_day, want_day, day),
                Check("its time", time == want_time, want_time, time)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from ui.ask(f'What time is "{p["title"]}", from when to when?')
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"], p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")


class ReminderNotOffered(InfeasibleTask, CalendarTask):
    id = "calendar.ReminderNotOffered"
    apps = ("calendar",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "settings")
    budget = 15
    instructions = ('Set a notification for "{title}" {when}.', 'Remind me {when} "{title}" starts.')
    instructions_zh = ("给“{title}”设置提醒：{when}。", "“{title}”开始前提醒我，{when}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        start, end = sample_slot(rng)
        minutes, en, _ = rng.choice([u for u in UNOFFERED if u[0] not in REMINDERS])
        return {"id": next_id(state), "title": rng.choice(titles(state)), "date": sample_day(rng).isoformat(),
                "start": start, "end": end, "location": rng.choice(places(state)), "minutes": minutes, "when": en}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        """The event, with no reminder yet."""
        return with_event(state, event(p["id"], p["title"], date.fromisoformat(p["date"]), p["start"], p["end"],
                                       p["location"]))

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(p, locale)
        return out if locale == "en" else {**out, "when": next(u[2] for u in UNOFFERED if u[0] == p["minutes"])}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the event": sum(e["title"] == p["title"] for e in events(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["id"], p["title"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from ui.tap(obs, trigger="edit.reminder")
        yield from ui.give_up(f'The Calendar cannot remind {p["when"]} an event; its reminders are at the start, 5, '
                              "15 or 30 minutes, 1 hour or 1 day before.")
