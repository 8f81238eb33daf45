"""The Messenger overlay: only what the user changed on top of the read-only world data.

World chats, messages, people and moments live in ``data/`` (see :mod:`.world`); this model holds
messages sent or received during the session, deletions, per-chat and per-contact overrides (``None``
means "as in the world"), added contacts and created chats, moments activity, profile and settings.
It is what ``get_state()`` shows for the app, so it stays small.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

Visibility = Literal["everyone", "friends", "only_me"]
MomentsRange = Literal["all", "6m", "1m", "3d"]


class _M(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Message(_M):
    """A message added during the session (sent by me, forwarded, or arrived by an alarm)."""

    id: str
    chat: str
    sender: str  # "me" or a user id
    time: int
    kind: Literal["text", "image", "location", "transfer", "red_envelope", "system"] = "text"
    text: str = ""
    #: id of the quoted message
    quote: str | None = None
    forwarded: bool = False
    #: kind-specific payload: image {hue, subject, name}, location {name, address},
    #: transfer / red envelope {amount, memo | greeting, count, bill_id, method}
    data: dict[str, Any] = Field(default_factory=dict)


class ChatOverride(_M):
    pinned: bool | None = None
    muted: bool | None = None
    #: unread count shown in the list (None: the world's)
    unread: int | None = None
    #: messages up to this time are cleared from the chat
    cleared_at: int | None = None
    #: removed from the chat list (comes back with a new message)
    hidden: bool = False
    #: group chats
    name: str | None = None
    announcement: str | None = None
    members: list[str] | None = None
    left: bool = False
    #: id of the message pinned at the top of the chat
    pinned_message: str | None = None


class NewChat(_M):
    """A chat that is not in the world: a created group, or a first chat with a contact."""

    id: str
    kind: Literal["direct", "group"]
    peer: str | None = None
    name: str = ""
    members: list[str] = Field(default_factory=list)
    owner: str = "me"
    announcement: str = ""
    created: int = 0


class ContactOverride(_M):
    remark: str | None = None
    tags: list[str] | None = None
    starred: bool | None = None
    blocked: bool | None = None
    deleted: bool = False
    #: don't let them see my moments / don't show their moments to me
    hide_my_moments: bool | None = None
    hide_their_moments: bool | None = None


class AddedContact(_M):
    """A stranger (world directory) added as a contact."""

    id: str
    time: int
    via: str = "id"  # "id", "phone" or "request"
    greeting: str = ""


class Post(_M):
    id: str
    text: str
    images: list[dict[str, Any]] = Field(default_factory=list)
    visibility: Visibility = "everyone"
    time: int = 0


class Comment(_M):
    id: str
    post: str
    text: str
    time: int
    reply_to: str | None = None


class Profile(_M):
    #: the account's Messenger ID, when the phone is signed in as another account than the world's
    #: (set by a scenario; the user cannot change it)
    messenger_id: str | None = None
    name: str | None = None
    signature: str | None = None
    region: str | None = None


class Settings(_M):
    # privacy
    friend_confirm: bool = False
    find_by_id: bool = True
    find_by_phone: bool = True
    moments_strangers: bool = True
    moments_range: MomentsRange = "all"
    # notifications
    notify_messages: bool = True
    notify_preview: bool = True
    notify_sound: bool = True
    notify_vibrate: bool = True
    notify_moments: bool = True
    # chats
    enter_to_send: bool = False


class MessengerState(_M):
    #: paths a user would not call a change to their data (the judge ignores them): the id counter
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("seq",)
    #: changed by looking around (read flags, history, recents): reported, never a side effect
    INCIDENTAL: ClassVar[tuple[str, ...]] = ("chats.*.unread",)

    #: counter for ids of things created during the session
    seq: int = 0
    messages: list[Message] = Field(default_factory=list)
    deleted_messages: list[str] = Field(default_factory=list)
    chats: dict[str, ChatOverride] = Field(default_factory=dict)
    new_chats: list[NewChat] = Field(default_factory=list)
    contacts: dict[str, ContactOverride] = Field(default_factory=dict)
    added: list[AddedContact] = Field(default_factory=list)
    #: incoming friend requests answered: user id -> "accepted" / "ignored"
    requests: dict[str, Literal["accepted", "ignored"]] = Field(default_factory=dict)
    #: tags created by the user (beyond the world's)
    tags: list[str] = Field(default_factory=list)
    posts: list[Post] = Field(default_factory=list)
    deleted_posts: list[str] = Field(default_factory=list)
    #: post id -> liked by me (overrides the world)
    likes: dict[str, bool] = Field(default_factory=dict)
    comments: list[Comment] = Field(default_factory=list)
    deleted_comments: list[str] = Field(default_factory=list)
    profile: Profile = Field(default_factory=Profile)
    settings: Settings = Field(default_factory=Settings)
    #: clearing all chat history hides every message up to this time
    cleared_all_at: int | None = None
    deactivation_requested: bool = False


def new_id(state: dict[str, Any], prefix: str) -> str:
    state["seq"] = int(state["seq"]) + 1
    return f"{prefix}{state['seq']}"
