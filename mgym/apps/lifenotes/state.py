"""Lifenotes' runtime overlay: only the user's own things (likes, boards, follows, own comments, own
notes and drafts, DM threads, settings). World notes and users never live here; only their ids."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

Visibility = Literal["public", "friends", "private"]
WhoComments = Literal["everyone", "following", "nobody"]


class Board(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    #: note ids (world notes or mine), newest first
    notes: list[str] = Field(default_factory=list)
    private: bool = False


class Comment(BaseModel):
    """A comment of mine on a note, or a reply (``reply_to`` a comment or reply id)."""

    model_config = ConfigDict(extra="forbid")
    id: str
    note: str
    text: str
    reply_to: str = ""
    time: int = 0


class Post(BaseModel):
    """A note I published, or a draft."""

    model_config = ConfigDict(extra="forbid")
    id: str
    title: str = ""
    text: str = ""
    tags: list[str] = Field(default_factory=list)
    #: the picked pictures' file ids (the phone's files)
    files: list[int] = Field(default_factory=list)
    location: str = ""
    visibility: Visibility = "public"
    time: int = 0


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid")
    me: bool
    text: str = ""
    #: a shared note's id
    note: str = ""
    time: int = 0


class Thread(BaseModel):
    """A direct-message thread; its id is the other user's id."""

    model_config = ConfigDict(extra="forbid")
    id: str
    messages: list[Message] = Field(default_factory=list)


class Profile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = "Me"
    bio: str = ""


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    notify_likes: bool = True
    notify_comments: bool = True
    notify_follows: bool = True
    notify_messages: bool = True
    who_comments: WhoComments = "everyone"
    private_account: bool = False


class LifenotesState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: not the user's data: what they searched lately, the id counter
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("next_id",)
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent_searches",)
    liked: list[str] = Field(default_factory=list)
    liked_comments: list[str] = Field(default_factory=list)
    boards: list[Board] = Field(default_factory=list)
    following: list[str] = Field(default_factory=list)
    comments: list[Comment] = Field(default_factory=list)
    notes: list[Post] = Field(default_factory=list)
    drafts: list[Post] = Field(default_factory=list)
    threads: list[Thread] = Field(default_factory=list)
    profile: Profile = Field(default_factory=Profile)
    settings: Settings = Field(default_factory=Settings)
    recent_searches: list[str] = Field(default_factory=list)
    next_id: int = 1


_T = 1773460800000  # 2026-03-14 04:00
_COMMON: dict[str, Any] = {
    "liked": ["n12", "n845", "n2203"],
    "following": ["u7", "u42", "u118", "u530", "u1204"],
    "next_id": 3,
}
REGION_STATE: dict[str, dict[str, Any]] = {
    "en": {**_COMMON, "profile": {"name": "Alex", "bio": "Coffee, trails and cosy corners"},
           "boards": [{"id": "b1", "name": "Want to try", "notes": ["n845", "n40"]},
                      {"id": "b2", "name": "Trips", "notes": ["n2203"], "private": True}],
           "threads": [{"id": "u42", "messages": [{"me": False, "text": "Loved your last post!", "time": _T}]}],
           "recent_searches": ["brunch", "cat"]},
    "zh-CN": {**_COMMON, "profile": {"name": "小安", "bio": "咖啡、徒步和温馨小角落"},
              "boards": [{"id": "b1", "name": "想去", "notes": ["n845", "n40"]},
                         {"id": "b2", "name": "旅行", "notes": ["n2203"], "private": True}],
              "threads": [{"id": "u42", "messages": [{"me": False, "text": "喜欢你上一篇笔记！", "time": _T}]}],
              "recent_searches": ["早午餐", "猫咪"]},
}
