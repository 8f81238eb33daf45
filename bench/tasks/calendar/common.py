"""Shared samplers, judges and oracle helpers of the Calendar tasks."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, TaskTemplate
from mgym.apps.calendar import rules, world
from mgym.apps.calendar.state import DAYS
from mgym.i18n import formats, normalize_locale

APP = "Calendar"
EVENTS = "apps.calendar.events"
#: the virtual clock at boot: Saturday 2026-03-14 09:00
TODAY = date(2026, 3, 14)
TITLES = ("Dentist appointment", "Budget review", "Coffee with Ana", "Parent-teacher meeting", "Gym session",
          "Guitar lesson", "Team lunch", "Vet visit", "Movie night", "Design sync", "Tax advisor", "Run club")
TITLES_ZH = ("牙医预约", "预算评审", "和安娜喝咖啡", "家长会", "健身", "吉他课", "团队午餐", "带狗看兽医", "电影之夜",
             "设计同步会", "税务咨询", "跑步俱乐部")
PLACES = ("Room 12", "Corner Bean Cafe", "Lincoln School", "City Gym", "Pet Clinic", "Main Library", "Cafe Roma",
          "Studio B")
PLACES_ZH = ("12号会议室", "街角咖啡", "实验小学", "城市健身房", "宠物医院", "市图书馆", "罗马咖啡", "B演播室")
DAY_NAMES = {"mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "fri": "Friday",
             "sat": "Saturday", "sun": "Sunday"}
DAY_NAMES_ZH = {"mon": "周一", "tue": "周二", "wed": "周三", "thu": "周四", "fri": "周五", "sat": "周六", "sun": "周日"}


def zh(state: dict[str, Any]) -> bool:
    return str(state["os"]["device"]["region"]) == "zh-CN"


def titles(state: dict[str, Any]) -> tuple[str, ...]:
    return TITLES_ZH if zh(state) else TITLES


def places(state: dict[str, Any]) -> tuple[str, ...]:
    return PLACES_ZH if zh(state) else PLACES


def events(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = state["apps"]["calendar"]["events"]
    return rows


def new_events(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {e["id"] for e in events(init)}
    return [e for e in events(final) if e["id"] not in old]


def next_id(state: dict[str, Any]) -> int:
    return max((e["id"] for e in events(state)), default=0) + 1


def hhmm(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def sample_slot(rng: Random) -> tuple[str, str]:
    """A start and end time on quarter hours, 30 to 120 minutes long, within the day."""
    start = rng.randrange(7 * 4, 20 * 4) * 15
    return hhmm(start), hhmm(start + rng.choice([30, 45, 60, 90, 120]))


def sample_day(rng: Random, lo: int = 1, hi: int = 40) -> date:
    return TODAY + timedelta(days=rng.randint(lo, hi))


def event(eid: int, title: str, day: date, start: str, end: str, location: str = "", **kw: Any) -> dict[str, Any]:
    ev = {"id": eid, "title": title, "all_day": False, "start_date": day.isoformat(), "start_time": start,
          "end_date": day.isoformat(), "end_time": end, "location": location, "notes": "",
          "repeat": {"freq": "none", "days": [], "until": None, "count": None}, "reminder": -1}
    ev.update(kw)
    return ev


def with_event(state: dict[str, Any], ev: dict[str, Any]) -> dict[str, Any]:
    """The setup patch that adds ``ev`` to the phone's events."""
    return {"apps": {"calendar": {"events": [*events(state), ev]}}}


def date_text(iso: str, locale: str) -> str:
    return formats.fmt(date.fromisoformat(iso), "date", locale)


def twelve(time: str) -> str:
    h, m = (int(x) for x in time.split(":"))
    return f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"


def event_checks(found: list[dict[str, Any]], want: dict[str, Any]) -> list[Check]:
    """One check per wanted field of the one new event (titles and places compared case-blind)."""
    e = found[0] if len(found) == 1 else None
    out = [Check("one new event", len(found) == 1, 1, len(found))]
    for k, v in want.items():
        got = None if e is None else e
        for part in k.split("."):
            got = None if got is None else got.get(part)
        ok = e is not None and (str(got).strip().casefold() == str(v).casefold() if isinstance(v, str) else got == v)
        out.append(Check(f"its {k}", ok, v, got))
    return out


class CalendarTask(TaskTemplate):
    """Dates in the params are ISO; ``localize`` shows them in the instruction's language as ``*_text``."""

    DATES: tuple[str, ...] = ("date",)

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        loc = normalize_locale(locale)
        out = dict(params)
        for k in self.DATES:
            if k in params:
                out[f"{k}_text"] = date_text(params[k], loc)
        if "days" in params and isinstance(params["days"], list):
            names = DAY_NAMES if loc == "en" else DAY_NAMES_ZH
            words = [names[d] for d in params["days"]]
            out["days_text"] = ("、".join(words) if loc != "en" else
                                words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1])
        return out


# ---- oracle helpers -------------------------------------------------------------------------------
def open_event(eid: int, title: str) -> ui.Steps:
    """Open Calendar, search the event by its title, open it."""
    obs = yield from ui.open_app(APP)
    obs = yield from ui.tap(obs, trigger="open.search")
    obs = yield from ui.type_into(obs, "Search events", title)
    obs = yield from ui.back()
    return (yield from ui.tap(obs, trigger="event.open", event_id=eid))


def _seek(obs: Any, iso: str, choose: str, step: str, key: str) -> ui.Steps:
    """Page a month grid (``step`` by=±1) until the day ``iso`` shows; then tap it."""
    for _ in range(40):
        if obs.find(trigger=choose, **{key: iso}):
            return (yield from ui.tap(obs, trigger=choose, **{key: iso}))
        shown = sorted(e.params[key] for e in obs.find(trigger=choose))
        obs = yield from ui.tap(obs, trigger=step, by=1 if iso > shown[len(shown) // 2] else -1)
    raise ui.OracleError(f"day {iso} not found")


def set_date(obs: Any, which: str, iso: str) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="edit.date", which=which)
    return (yield from _seek(obs, iso, "date.choose", "date.month", "d"))


def set_time(obs: Any, which: str, time: str) -> ui.Steps:
    h, m = (int(x) for x in time.split(":"))
    obs = yield from ui.tap(obs, trigger="edit.time", which=which)
    obs = yield from ui.tap(obs, trigger="time.hour", h=h)
    return (yield from ui.tap(obs, trigger="time.choose", m=m))


def open_day(obs: Any, iso: str) -> ui.Steps:
    """From the month view, page to the day and open its agenda."""
    return (yield from _seek(obs, iso, "month.day", "month.step", "date"))


def type_field(obs: Any, label: str, text: str) -> ui.Steps:
    obs = yield from ui.type_into(obs, label, text)
    return (yield from ui.back())


def fill_event(obs: Any, title: str | None = None, day: str | None = None, start: str | None = None,
               end: str | None = None, location: str | None = None) -> ui.Steps:
    """In the editor: title, start date, start and end time, location (those given); not saved."""
    if title is not None:
        obs = yield from type_field(obs, "Title", title)
    if day is not None:
        obs = yield from set_date(obs, "start", day)
    if start is not None:
        obs = yield from set_time(obs, "start", start)
    if end is not None:
        obs = yield from set_time(obs, "end", end)
    if location is not None:
        obs = yield from type_field(obs, "Location", location)
    return obs


def toggle_days(obs: Any, have: list[str], want: list[str]) -> ui.Steps:
    """Tap the repeat days: the wanted ones on first, then the others off (one stays on throughout)."""
    for d in [*(d for d in DAYS if d in want and d not in have), *(d for d in DAYS if d in have and d not in want)]:
        obs = yield from ui.tap(obs, trigger="edit.day", day=d)
    return obs


def occurrences_between(state: dict[str, Any], lo: date, hi: date) -> int:
    return sum(len(rules.occurrences(e["start_date"], e["repeat"], lo, hi)) for e in events(state))


def specials(region: str) -> list[tuple[str, Any]]:
    return sorted((d, h) for d, hs in world.holidays(region).items() for h in hs)
