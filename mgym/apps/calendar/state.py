"""The Calendar runtime overlay: the user's events. Dates are local ISO dates ("2026-03-14"), times
local "HH:MM" on the virtual clock; repeating events are stored once, with their rule
(:mod:`mgym.apps.calendar.rules` expands them)."""

from __future__ import annotations

import re
from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from mgym.apps.calendar import world

Day = Literal["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
DAYS: tuple[Day, ...] = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
Freq = Literal["none", "daily", "weekly", "monthly", "yearly"]
FREQS: tuple[Freq, ...] = ("none", "daily", "weekly", "monthly", "yearly")
#: reminder choices in minutes before the start (-1: none, 0: at the start time)
REMINDERS: tuple[int, ...] = (-1, 0, 5, 15, 30, 60, 1440)
DATE = r"^\d{4}-\d\d-\d\d$"
TIME = r"^([01]\d|2[0-3]):[0-5]\d$"
MAX_TITLE = 80


class Repeat(BaseModel):
    model_config = ConfigDict(extra="forbid")
    freq: Freq = "none"
    #: weekly: the days it happens on (week order); empty means the start's weekday
    days: list[Day] = Field(default_factory=list)
    #: the last date it can happen on (inclusive), or None
    until: str | None = Field(default=None, pattern=DATE)
    #: how many times it happens in all, or None
    count: int | None = Field(default=None, ge=1, le=999)
    #: dates of single occurrences deleted or detached (iCalendar's EXDATE), sorted
    exdates: list[str] = Field(default_factory=list)

    @field_validator("exdates")
    @classmethod
    def _dates(cls, v: list[str]) -> list[str]:
        for d in v:
            if not re.match(DATE, d):
                raise ValueError(f"exdates: {d!r} is not an ISO date")
        return sorted(set(v))

    @field_validator("days")
    @classmethod
    def _week_order(cls, v: list[Day]) -> list[Day]:
        return [d for d in DAYS if d in v]


class Event(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    title: str = Field(max_length=MAX_TITLE)
    all_day: bool = False
    start_date: str = Field(pattern=DATE)
    start_time: str = Field(default="00:00", pattern=TIME)
    end_date: str = Field(pattern=DATE)
    end_time: str = Field(default="00:00", pattern=TIME)
    location: str = ""
    notes: str = ""
    repeat: Repeat = Field(default_factory=Repeat)
    #: minutes before the start (see REMINDERS)
    reminder: int = -1

    @field_validator("reminder")
    @classmethod
    def _known_reminder(cls, v: int) -> int:
        if v not in REMINDERS:
            raise ValueError(f"reminder must be one of {REMINDERS}")
        return v

    @model_validator(mode="after")
    def _ends_after_start(self) -> Event:
        if (self.end_date, self.end_time) < (self.start_date, self.start_time):
            raise ValueError("an event cannot end before it starts")
        return self


class CalendarState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: the last search; nobody's data
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ()
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("last_search",)
    events: list[Event] = Field(default_factory=lambda: [Event.model_validate(e) for e in world.start_events("en")])
    last_search: str = ""

    @field_validator("events")
    @classmethod
    def _unique_ids(cls, v: list[Event]) -> list[Event]:
        if len({e.id for e in v}) != len(v):
            raise ValueError("two events have the same id")
        return v


REGION_STATE = {"zh-CN": {"events": world.start_events("zh-CN")}}
