"""The Forum runtime overlay: the user's own things (joined communities, votes, saved and hidden ids, own
posts and comments with their edits and deletions, read inbox items, sent chat messages, recent searches,
settings), and others' posts and comments that arrived after the world was generated (none on a new
phone). World data (communities, posts, comments) never lives here; only ids of it."""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

Kind = Literal["text", "link", "image"]
Sort = Literal["hot", "new", "top"]


class Post(BaseModel):
    """A post the user wrote (ids ``m1``, ``m2``...)."""

    model_config = ConfigDict(extra="forbid")
    id: str
    c: str  # community id
    kind: Kind = "text"
    title: str = Field(max_length=300)
    body: str = ""
    url: str = ""
    #: an image post's picture: the file id (os.files) and its committed asset
    file: int | None = None
    image: str = ""
    flair: str = ""
    time: int = 0
    edited: int | None = None
    deleted: bool = False


class Comment(BaseModel):
    """A comment the user wrote (ids ``k1``...) on a post, at the top level (parent "") or under a comment."""

    model_config = ConfigDict(extra="forbid")
    id: str
    post: str
    parent: str = ""
    text: str
    time: int = 0
    edited: int | None = None
    deleted: bool = False


class IncomingPost(BaseModel):
    """A text post by another user that arrived after the world was generated (ids ``n1``, ``n2``...;
    none on a new phone). It shows in its community's feeds like a world post."""

    model_config = ConfigDict(extra="forbid")
    id: str = Field(pattern=r"^n\d+$")
    c: str  # community id
    author: str
    title: str = Field(max_length=300)
    body: str = ""
    flair: str = ""
    score: int = 1
    time: int = 0


class IncomingComment(BaseModel):
    """A comment by another user that arrived after the world was generated (ids ``<post>_n1``...;
    none on a new phone), at the top level of a post (parent "") or under one of its comments."""

    model_config = ConfigDict(extra="forbid")
    id: str = Field(pattern=r"^[^_]+_n\d+$")
    post: str
    parent: str = ""
    author: str
    text: str
    score: int = 1
    time: int = 0


class Sent(BaseModel):
    """A chat message the user sent."""

    model_config = ConfigDict(extra="forbid")
    id: str
    chat: str
    text: str
    time: int = 0


class Settings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    sort: Sort = "hot"
    blur_nsfw: bool = True
    notify_replies: bool = True
    notify_chats: bool = True


class ForumState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: not the user's data: what they searched lately and the id counter
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("next_id",)
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("recent_searches", "read")
    joined: list[str] = Field(default_factory=list)
    #: post or comment id -> +1 (upvote) / -1 (downvote)
    votes: dict[str, int] = Field(default_factory=dict)
    saved: list[str] = Field(default_factory=list)
    hidden: list[str] = Field(default_factory=list)
    posts: list[Post] = Field(default_factory=list)
    comments: list[Comment] = Field(default_factory=list)
    #: others' posts and comments newer than the world (none on a new phone)
    incoming_posts: list[IncomingPost] = Field(default_factory=list)
    incoming_comments: list[IncomingComment] = Field(default_factory=list)
    sent: list[Sent] = Field(default_factory=list)
    #: inbox replies and chats the user opened (read receipts: not bookkeeping)
    read: list[str] = Field(default_factory=list)
    recent_searches: list[str] = Field(default_factory=list)
    settings: Settings = Field(default_factory=Settings)
    next_id: int = 3


#: a lived-in account: joined communities (ids are the same in every region) and two own posts
_JOINED = ["c1", "c7", "c13", "c31", "c55", "c121", "c127", "c187", "c217"]
_POSTS = {
    "en": [{"id": "m1", "c": "c1", "title": "My balcony tomatoes are finally red", "body": "Took all summer.",
            "flair": "Discussion", "time": 1773300000000},
           {"id": "m2", "c": "c121", "title": "Quietest switches for an open office?",
            "body": "My coworkers can hear every key.", "flair": "Discussion", "time": 1773400000000}],
    "zh-CN": [{"id": "m1", "c": "c1", "title": "阳台的番茄终于红了", "body": "等了一整个夏天。", "flair": "讨论",
               "time": 1773300000000},
              {"id": "m2", "c": "c121", "title": "开放办公室用什么轴最安静？", "body": "同事能听见我敲的每个键。",
               "flair": "讨论", "time": 1773400000000}],
}
REGION_STATE: dict[str, dict[str, Any]] = {r: {"joined": _JOINED, "posts": posts} for r, posts in _POSTS.items()}
