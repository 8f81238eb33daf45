"""The Clock runtime overlay: alarms, world clocks, the stopwatch, the timer, what is ringing, and the
app's settings. Times are virtual milliseconds (``mgym.clock``); alarm times are local "HH:MM"."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from mgym.apps.clock import world

Day = Literal["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
#: weekday codes in week order (Monday first); ``DAYS[datetime.weekday()]`` is that day's code
DAYS: tuple[Day, ...] = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
RINGTONES: tuple[str, ...] = ("Cesium", "Argon", "Helium", "Neon", "Oxygen", "Krypton", "Osmium", "Silent")
#: snooze lengths an alarm can have (minutes)
SNOOZES: tuple[int, ...] = (5, 10, 15, 20, 25, 30)
#: "Silence after" choices (minutes; 0 = never)
SILENCE: tuple[int, ...] = (1, 5, 10, 15, 20, 25, 0)
MAX_LABEL = 40
#: longest timer: 99 h 59 min 59 s
MAX_TIMER_MS = (99 * 3600 + 59 * 60 + 59) * 1000


class Alarm(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    #: local time of day, 24-hour "HH:MM"
    time: str = Field(pattern=r"^([01]\d|2[0-3]):[0-5]\d$")
    #: repeat days in week order; empty: rings once, then turns itself off
    days: list[Day] = Field(default_factory=list)
    label: str = Field(default="", max_length=MAX_LABEL)
    enabled: bool = True
    ringtone: str = "Cesium"
    vibrate: bool = True
    #: snooze length in minutes
    snooze: int = 10
    #: a snoozed alarm rings again at this time (ms); None when not snoozed
    snoozed_until: int | None = None

    @field_validator("days")
    @classmethod
    def _week_order(cls, v: list[Day]) -> list[Day]:
        return [d for d in DAYS if d in v]

    @field_validator("ringtone")
    @classmethod
    def _known_ringtone(cls, v: str) -> str:
        if v not in RINGTONES:
            raise ValueError(f"ringtone must be one of {', '.join(RINGTONES)}")
        return v

    @field_validator("snooze")
    @classmethod
    def _known_snooze(cls, v: int) -> int:
        if v not in SNOOZES:
            raise ValueError(f"snooze must be one of {SNOOZES} minutes")
        return v


class Stopwatch(BaseModel):
    model_config = ConfigDict(extra="forbid")
    running: bool = False
    #: when it was last started (ms); the elapsed time is ``elapsed_ms + now - started_at`` while running
    started_at: int = 0
    #: time accumulated before ``started_at`` (all of it while paused)
    elapsed_ms: int = 0
    #: the total elapsed time at each lap press, in order
    laps: list[int] = Field(default_factory=list)


class Timer(BaseModel):
    model_config = ConfigDict(extra="forbid")
    state: Literal["idle", "running", "paused", "ringing"] = "idle"
    #: the length it was set to (ms)
    duration_ms: int = Field(default=0, ge=0, le=MAX_TIMER_MS)
    #: when a running timer reaches zero (ms)
    ends_at: int = 0
    #: time left while paused (ms)
    remaining_ms: int = 0
    #: the "Time's up" notification while it rings
    notification: int = 0


class Ringing(BaseModel):
    """The alarm ringing now (its full-screen alert is up)."""

    model_config = ConfigDict(extra="forbid")
    alarm_id: int
    #: when it started ringing (ms)
    since: int
    #: the notification posted for it (removed when the alarm is snoozed or dismissed)
    notification: int = 0


class ClockSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: a ringing alarm stops by itself after this many minutes (0: never)
    silence_after: int = 10
    #: how many seconds a timer notification keeps ringing is not modelled; this only vibrates
    timer_vibrate: bool = True

    @field_validator("silence_after")
    @classmethod
    def _known_silence(cls, v: int) -> int:
        if v not in SILENCE:
            raise ValueError(f"silence_after must be one of {SILENCE} minutes")
        return v


class ClockState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: nothing here is bookkeeping: every field is something the user set or started
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ()
    alarms: list[Alarm] = Field(default_factory=lambda: [Alarm.model_validate(a) for a in world.start_alarms("en")])
    #: world-clock city ids, in the order shown
    cities: list[str] = Field(default_factory=lambda: world.start_cities("en"))
    stopwatch: Stopwatch = Field(default_factory=Stopwatch)
    timer: Timer = Field(default_factory=Timer)
    ringing: Ringing | None = None
    settings: ClockSettings = Field(default_factory=ClockSettings)

    @field_validator("cities")
    @classmethod
    def _known_cities(cls, v: list[str]) -> list[str]:
        unknown = [c for c in v if world.city(c) is None]
        if unknown:
            raise ValueError(f"unknown city ids {unknown[:3]}")
        if len(set(v)) != len(v):
            raise ValueError("a city is listed twice")
        return v

    @field_validator("alarms")
    @classmethod
    def _unique_ids(cls, v: list[Alarm]) -> list[Alarm]:
        if len({a.id for a in v}) != len(v):
            raise ValueError("two alarms have the same id")
        return v


#: a new phone of each region: alarms labelled and world clocks chosen in its language
REGION_STATE = {"zh-CN": {"alarms": world.start_alarms("zh-CN"), "cities": world.start_cities("zh-CN")}}
