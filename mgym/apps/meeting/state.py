"""The Meeting runtime overlay: the user's profile and defaults, scheduled meetings, and calls (past
ones, and the one in progress with ``end`` None). Meeting ids are 9 digits; times of scheduled
meetings are local ISO minutes ("2026-03-15T15:00"), of calls virtual ms."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from mgym.apps.meeting import world
from mgym.os import tz

Freq = Literal["none", "daily", "weekdays", "weekly", "monthly"]
FREQS: tuple[Freq, ...] = ("none", "daily", "weekdays", "weekly", "monthly")
MEETING_ID = r"^\d{9}$"
WHEN = r"^\d{4}-\d\d-\d\dT([01]\d|2[0-3]):[0-5]\d$"
MAX_TOPIC = 80


class Repeat(BaseModel):
    model_config = ConfigDict(extra="forbid")
    freq: Freq = "none"
    #: the last date it can happen on (inclusive), or None
    until: str | None = Field(default=None, pattern=r"^\d{4}-\d\d-\d\d$")
    #: how many times it happens in all, or None
    count: int | None = Field(default=None, ge=1, le=50)


class Meeting(BaseModel):
    """A meeting the user scheduled (the user hosts it)."""

    model_config = ConfigDict(extra="forbid")
    id: str = Field(pattern=MEETING_ID)
    topic: str = Field(max_length=MAX_TOPIC)
    start: str = Field(pattern=WHEN)
    duration: int = Field(ge=15, le=720)  # minutes
    #: the zone it was scheduled in (an IANA key of :mod:`mgym.os.tz`; a legacy "GMT+08:00 China
    #: Standard Time" label is mapped to its key); "" for the phone's zone
    time_zone: str = ""
    repeat: Repeat = Field(default_factory=Repeat)
    password: str = Field(default="", pattern=r"^(\d{6})?$")
    waiting_room: bool = False
    mute_on_entry: bool = False
    #: contact ids of the invitees
    invitees: list[int] = Field(default_factory=list)

    @field_validator("time_zone", mode="before")
    @classmethod
    def _zone_key(cls, v: object) -> object:
        return tz.canonical(v) if isinstance(v, str) and v else v


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")
    sender: str = ""  # "" = me
    text: str
    at: int = 0


class Call(BaseModel):
    """A meeting the user was (or is) in."""

    model_config = ConfigDict(extra="forbid")
    id: int
    meeting_id: str = Field(pattern=MEETING_ID)
    topic: str
    host: str = ""  # "" = me
    start: int
    end: int | None = None  # None: in progress
    participants: list[str] = Field(default_factory=list)  # everyone else who was there
    removed: list[str] = Field(default_factory=list)
    chat: list[ChatMessage] = Field(default_factory=list)
    muted: bool = False
    video: bool = False
    hand: bool = False
    sharing: bool = False
    all_muted: bool = False
    ended_for_all: bool = False


class Profile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = world.MY_NAME["en"]
    #: join with the microphone / the camera on
    mic: bool = True
    video: bool = False


class MeetingState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    profile: Profile = Field(default_factory=Profile)
    meetings: list[Meeting] = Field(default_factory=lambda: [Meeting.model_validate(m)
                                                             for m in world.start_meetings("en")])
    history: list[Call] = Field(default_factory=lambda: [Call.model_validate(c) for c in world.start_history("en")])

    @field_validator("meetings")
    @classmethod
    def _unique_ids(cls, v: list[Meeting]) -> list[Meeting]:
        if len({m.id for m in v}) != len(v):
            raise ValueError("two meetings have the same id")
        return v


REGION_STATE = {"zh-CN": {"profile": {"name": world.MY_NAME["zh-CN"], "mic": True, "video": False},
                          "meetings": world.start_meetings("zh-CN"), "history": world.start_history("zh-CN")}}
