"""Shared samplers, judges and oracle helpers of the Clock tasks."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check
from mgym.apps.clock import model, world
from mgym.apps.clock.state import DAYS

APP = "Clock"
ALARMS = "apps.clock.alarms"
#: the virtual clock at boot (Saturday 09:00)
START_MS = 1773478800000
DAY_NAMES = {"mon": "Monday", "tue": "Tuesday", "wed": "Wednesday", "thu": "Thursday", "fri": "Friday",
             "sat": "Saturday", "sun": "Sunday"}
LABELS = ("Dentist", "Pick up kids", "Team standup", "Piano lesson", "Take pills", "Laundry", "Yoga class",
          "Feed the cat", "Call Grandma", "Bus to work", "Swim practice", "Trash day")
#: the same labels for a phone of the zh-CN region (drawn with the same random calls)
LABELS_ZH = ("看牙医", "接孩子", "团队站会", "钢琴课", "吃药", "洗衣服", "瑜伽课", "喂猫", "给奶奶打电话", "赶班车",
             "游泳训练", "倒垃圾")
DAYS_ZH = {"mon": "周一", "tue": "周二", "wed": "周三", "thu": "周四", "fri": "周五", "sat": "周六", "sun": "周日"}
#: zones a task may put the phone in (IANA keys of :mod:`mgym.os.tz`)
ZONES = ("America/Los_Angeles", "America/New_York", "Europe/London", "Europe/Berlin", "Asia/Kolkata",
         "Asia/Shanghai", "Asia/Tokyo")


def alarms(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = state["apps"]["clock"]["alarms"]
    return rows


def new_alarms(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {a["id"] for a in alarms(init)}
    return [a for a in alarms(final) if a["id"] not in old]


def sample_time(rng: Random) -> str:
    """A time of day that never rings during an episode (which starts Saturday 09:00)."""
    hour = rng.choice([5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22])
    return model.hhmm(hour, rng.randrange(0, 60))


def days_phrase(days: list[str]) -> str:
    named = model.days_text(days)
    if named is not None:
        return {"Every day": "every day", "Weekdays": "on weekdays", "Weekends": "on weekends"}[named[0]]
    names = [DAY_NAMES[d] for d in days]
    return "on " + (names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1])


def labels(state: dict[str, Any]) -> tuple[str, ...]:
    """Alarm labels in the language of the phone's world region."""
    return LABELS_ZH if state["os"]["device"]["region"] == "zh-CN" else LABELS


def days_phrase_zh(days: list[str]) -> str:
    named = model.days_text(days)
    if named is not None:
        return {"Every day": "每天", "Weekdays": "工作日", "Weekends": "周末"}[named[0]]
    return "每" + "、".join(DAYS_ZH[d] for d in days)


def city_zh(name: str) -> str:
    return next((str(c["name_zh"]) for c in world.cities() if c["name"] == name), name)


def twelve(time: str) -> str:
    """"19:05" as "7:05 PM" (how people write times in messages)."""
    h, m = model.hm(time)
    return f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"


def alarm_checks(found: list[dict[str, Any]], time: str, days: list[str], label: str) -> list[Check]:
    """Checks on the one new alarm the task asks for (progress per property)."""
    a = found[0] if len(found) == 1 else None

    def got(k: str) -> Any:
        return a[k] if a else [x[k] for x in found]

    return [Check("one new alarm", len(found) == 1, 1, len(found)),
            Check("its time", a is not None and a["time"] == time, time, got("time")),
            Check("its repeat days", a is not None and a["days"] == days, days, got("days")),
            Check("its label", a is not None and a["label"].strip().casefold() == label.casefold(), label, got("label")),
            Check("it is on", a is not None and a["enabled"], True, got("enabled"))]


def city_id(name: str) -> str:
    return next(c["id"] for c in world.cities() if c["name"] == name)


# ---- oracle helpers -------------------------------------------------------------------------------
def set_time(obs: Any, time: str) -> ui.Steps:
    """Set the editor's picker to ``time``: AM or PM first where the picker shows them (a 12-hour
    phone, whose dial then holds that half's hours), the hour on the dial, the minute's five on the
    dial, then + for the rest."""
    h, m = model.hm(time)
    half = obs.find(trigger="picker.ampm", pm=h >= 12)
    if half and not half[0].selected:
        obs = yield from ui.tap(obs, trigger="picker.ampm", pm=h >= 12)
    obs = yield from ui.tap(obs, trigger="picker.hour", h=h)
    obs = yield from ui.tap(obs, trigger="picker.minute", m=m - m % 5)
    for _ in range(m % 5):
        obs = yield from ui.tap(obs, trigger="picker.step", by=1)
    return obs


def fill_alarm(obs: Any, time: str | None = None, days: list[str] | None = None, label: str | None = None,
               was: list[str] | None = None) -> ui.Steps:
    """In the editor: the time, the repeat days (``was``: the days already on), the label; then Save."""
    if time is not None:
        obs = yield from set_time(obs, time)
    if days is not None:
        for d in DAYS:
            if (d in days) != (d in (was or [])):
                obs = yield from ui.tap(obs, trigger="edit.day", day=d)
    if label is not None:
        obs = yield from ui.type_into(obs, "Label", label)
        obs = yield from ui.back()
    return (yield from ui.tap(obs, trigger="edit.save"))


def tab(obs: Any, name: str) -> ui.Steps:
    if obs.find(trigger=f"tab.{name}"):
        obs = yield from ui.tap(obs, trigger=f"tab.{name}")
    return obs
