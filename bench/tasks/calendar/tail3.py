"""Hard-by-construction Calendar templates (declared hardness factors, L4), third wave.
``LongEventsReminder``: every event of next week (Monday to Sunday) that lasts two hours or more gets a
notification, each set in its own editor. The long ones are found only by reading next week's days and
working out each event's length from its start and end (no screen shows a length and search has no
filter for it): events of 1 h 45 min and 1 h 55 min sit between them, one lasts exactly two hours (it
counts), and equally long events sit on the Sunday before and the Monday after the week."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, check
from bench.tasks.calendar.common import (
    EVENTS,
    TODAY,
    CalendarTask,
    event,
    events,
    hhmm,
    next_id,
    open_day,
    titles,
)
from mgym.apps.calendar import rules

MONDAY = TODAY + timedelta(days=2)
SUNDAY = MONDAY + timedelta(days=6)
WHEN = {60: ("1 hour before", "提前 1 小时"), 1440: ("1 day before", "提前 1 天")}


def _minutes(e: dict[str, Any]) -> int:
    h1, m1 = (int(x) for x in e["start_time"].split(":"))
    h2, m2 = (int(x) for x in e["end_time"].split(":"))
    return (h2 * 60 + m2) - (h1 * 60 + m1)


def _long_in_week(state: dict[str, Any]) -> list[tuple[int, str]]:
    """(event id, date) of the timed occurrences next week lasting two hours or more."""
    out = []
    for e in events(state):
        if e["all_day"] or _minutes(e) < 120:
            continue
        for d in rules.occurrences(e["start_date"], e["repeat"], MONDAY, SUNDAY):
            out.append((e["id"], str(d)))
    return out


class LongEventsReminder(CalendarTask):
    id = "calendar.LongEventsReminder"
    apps = ("calendar",)
    hardness = ("steps", "aggregate", "temporal", "trap")
    tags = ("edit", "reasoning")
    budget = 60
    goal_params = ("want", "minutes")
    instructions = ("Every event in my Calendar next week (Monday {date_text} to Sunday) that lasts two hours or "
                    "longer should notify me {when}. Set that notification on each of them.",
                    "Go through next week in Calendar, Monday {date_text} through Sunday, and give each event of "
                    "2 hours or more a notification {when}. Leave shorter events alone.",
                    "I keep forgetting my long appointments. For all of next week's Calendar events (the week "
                    "starting Monday {date_text}) that run at least two hours, change the notification to {when}.")
    instructions_zh = ("我日历里下周（{date_text}周一到周日）凡是时长两小时及以上的日程，都要{when}提醒我。请给它们逐个设置好提醒。",
                       "把日历里下周（{date_text}周一至周日）过一遍，时长达到2小时或更长的日程，提醒都设为{when}。更短的不用动。",
                       "我老是忘记时间长的安排。下周（从{date_text}周一开始的那一周）日历里所有持续至少两小时的日程，把提醒改成{when}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        assert not _long_in_week(state), "the phone already has long events next week"
        names = list(titles(state))
        taken = {e["title"] for e in events(state)}
        names = [t for t in names if t not in taken]
        week = [MONDAY + timedelta(days=i) for i in range(7)]
        k = rng.randint(3, 5)
        long_len = [120, *rng.sample((135, 150, 180, 210, 240), k - 1)]
        plan: list[tuple[date, int]] = [(rng.choice(week), n) for n in long_len]
        plan += [(rng.choice(week), 105), (rng.choice(week), 115), (rng.choice(week), rng.choice((60, 90)))]
        plan += [(MONDAY - timedelta(days=1), rng.choice((150, 180))), (SUNDAY + timedelta(days=1), 120)]
        rng.shuffle(plan)
        first = next_id(state)
        evs = []
        chosen = rng.sample(names, len(plan))
        for i, ((day, n), title) in enumerate(zip(plan, chosen, strict=True)):
            start = rng.randrange(8 * 4, 18 * 4) * 15
            evs.append(event(first + i, title, day, hhmm(start), hhmm(start + n),
                             reminder=rng.choice((-1, 15, 30))))
        want = sorted(e["id"] for e in evs if MONDAY.isoformat() <= e["start_date"] <= SUNDAY.isoformat()
                      and _minutes(e) >= 120)
        minutes = rng.choice((60, 1440))
        return {"date": MONDAY.isoformat(), "events": evs, "want": want, "minutes": minutes, "when": WHEN[minutes][0],
                "visits": [[e["id"], e["start_date"]] for e in sorted(evs, key=lambda e: e["start_date"])
                         if e["id"] in want]}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(p, locale)
        return out if locale == "en" else {**out, "when": WHEN[p["minutes"]][1]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["events"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = sorted(e["id"] for e in events(final) if e["id"] in {x["id"] for x in p["events"]}
                     and e["reminder"] == p["minutes"])
        return [check("the long events of next week notify as asked (and no others)", p["want"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{EVENTS}[id={i}].reminder" for i in p["want"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Calendar")
        for eid, iso in p["visits"]:
            obs = yield from open_day(obs, iso)
            obs = yield from ui.tap(obs, trigger="event.open", event_id=eid)
            obs = yield from ui.tap(obs, trigger="detail.edit")
            obs = yield from ui.tap(obs, trigger="edit.reminder")
            obs = yield from ui.tap(obs, trigger="reminder.choose", minutes=p["minutes"])
            obs = yield from ui.tap(obs, trigger="edit.save")
            for _ in range(4):
                if obs.screen == "month":
                    break
                obs = yield from ui.back()
