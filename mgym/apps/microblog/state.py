"""Chirp's runtime overlay: the user's own things (their new posts, replies and quotes, reposts, likes,
bookmarks, follows, mutes, blocks, lists, DM threads, settings), and others' posts and replies that
arrived after the world was generated (none on a new phone). World data (accounts, posts) never lives
here; only ids of it."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

Audience = Literal["everyone", "following", "mentioned"]
DmFrom = Literal["everyone", "following", "nobody"]


class OwnPost(BaseModel):
    """A post, reply or quote the user wrote (ids ``m1``, ``m2``...)."""

    model_config = ConfigDict(extra="forbid")
    id: str
    text: str = ""
    time: int = 0
    #: the post replied to, or quoted
    reply_to: str = ""
    quote: str = ""
    #: who can reply
    audience: Audience = "everyone"
    #: the picture (a committed photo asset) and the file it was picked from
    media: str = ""
    file: int = 0


class Incoming(BaseModel):
    """A post (or, with ``reply_to``, a reply) by another account that arrived after the world was
    generated (ids ``n1``, ``n2``...; none on a new phone)."""

    model_config = ConfigDict(extra="forbid")
    id: str = Field(pattern=r"^n\d+$")
    author: str
    text: str
    time: int = 0
    reply_to: str = ""
    likes: int = 0
    reposts: int = 0
    views: int = 0


class UserList(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    description: str = ""
    private: bool = False
    members: list[str] = Field(default_factory=list)


class Dm(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    me: bool
    text: str
    time: int = 0


class Thread(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: the other account's id
    uid: str
    messages: list[Dm] = Field(default_factory=list)


class Notify(BaseModel):
    model_config = ConfigDict(extra="forbid")
    likes: bool = True
    reposts: bool = True
    mentions: bool = True
    follows: bool = True
    dms: bool = True


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    protected: bool = False
    dm_from: DmFrom = "everyone"
    muted_words: list[str] = Field(default_factory=list)
    notify: Notify = Field(default_factory=Notify)


class MicroblogState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: not the user's data: what they searched, when they last read notifications, the id counter
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("next_id",)
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent_searches", "notif_read")
    posts: list[OwnPost] = Field(default_factory=list)
    #: others' posts and replies newer than the world (none on a new phone)
    incoming: list[Incoming] = Field(default_factory=list)
    reposts: list[str] = Field(default_factory=list)
    likes: list[str] = Field(default_factory=list)
    bookmarks: list[str] = Field(default_factory=list)
    follows: list[str] = Field(default_factory=list)
    muted: list[str] = Field(default_factory=list)
    blocked: list[str] = Field(default_factory=list)
    lists: list[UserList] = Field(default_factory=list)
    dms: list[Thread] = Field(default_factory=list)
    settings: Settings = Field(default_factory=Settings)
    notif_read: int = 0
    recent_searches: list[str] = Field(default_factory=list)
    next_id: int = 1


#: a lived-in account on a new phone (ids are the same in every region)
_FOLLOWS = ["u3", "u7", "u12", "u25", "u31", "u48", "u60", "u77", "u95", "u104", "u118", "u150", "u203", "u260"]
_BASE = {"follows": _FOLLOWS, "likes": ["1000000"], "notif_read": 1773400000000, "next_id": 2,
         "lists": [{"id": "l1", "name": "Friends", "members": ["u3", "u7", "u12"]}]}
REGION_STATE = {
    "en": {**_BASE, "recent_searches": ["coffee", "#running"],
           "dms": [{"uid": "u7", "messages": [{"id": 1, "me": False, "text": "Are you coming on Saturday?",
                                                "time": 1773390000000}]}]},
    "zh-CN": {**_BASE, "recent_searches": ["咖啡", "#跑步"], "lists": [{"id": "l1", "name": "朋友", "members": ["u3", "u7", "u12"]}],
              "dms": [{"uid": "u7", "messages": [{"id": 1, "me": False, "text": "周六你来吗？", "time": 1773390000000}]}]},
}
