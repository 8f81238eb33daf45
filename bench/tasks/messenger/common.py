"""Shared helpers of the Messenger task modules: state readers and oracle steps."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from mgym import actions as A
from mgym.apps.messenger import model

APP = "Messenger"
P = "apps.messenger"
#: the virtual clock at boot (ms); incoming messages scheduled by a setup count from here
START_MS = 1773478800000
SEARCH_HINT = "Search contacts, groups, messages"

TEXTS = ("Are you free for lunch tomorrow?", "Happy birthday! Have a great day", "I'll be there in 10 minutes",
         "Thanks for yesterday, it was fun", "Can you send me the address?", "Running late, start without me",
         "Did you get my email?", "See you at the gym tonight")
REMARKS = ("Coach", "Landlord", "Book buddy", "Trail partner", "Dentist friend", "Old roommate")
COMMENTS = ("Looks amazing!", "Love this", "Where is this?", "So jealous", "Great shot!", "Have fun!")
POSTS = ("Spring is finally here", "First picnic of the year", "New recipe turned out great",
         "Sunday morning walk", "Back from a great trip", "Finished my first half marathon")
GROUP_NAMES = ("Weekend crew", "Trip planning", "Dinner club", "Study group", "Hiking buddies", "Game night")
NOTICES = ("Meeting moved to Friday 7pm", "Please bring your own snacks", "Next meetup at Dolores Park",
           "Dues are due by the end of the month", "Photos go in the shared album")
PLACES = ("the ferry building", "Dolores Park", "the library", "Union Square", "the boathouse")


# ---- reading the state -------------------------------------------------------------------------
def ov(state: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = state["apps"]["messenger"]
    return out


def new_items(init: dict[str, Any], final: dict[str, Any], key: str) -> list[dict[str, Any]]:
    old = {x["id"] for x in ov(init)[key]}
    return [x for x in ov(final)[key] if x["id"] not in old]


def norm(s: Any) -> str:
    return " ".join(str(s or "").split()).strip().rstrip(".!").lower()


def direct_rows(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in model.chat_rows(ov(state)) if r["kind"] == "direct"]


def group_rows(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in model.chat_rows(ov(state)) if r["kind"] == "group" and not r["new"]]


def contacts(state: dict[str, Any]) -> list[dict[str, Any]]:
    return model.contacts(ov(state))


def chat_of(state: dict[str, Any], uid: str) -> str | None:
    return model.direct_chat_id(ov(state), uid)


def sample_my_id(rng: Random, state: dict[str, Any]) -> str:
    """A Messenger ID for the phone's own account (each instance signs in as its own), from the name."""
    first, _, last = model.me(ov(state))["name"].lower().replace(".", "").partition(" ")
    last = last.replace(" ", "") or first
    n = rng.randint(2, 9999)
    return rng.choice((f"{first}{last}_{n}", f"{first}.{last}{n}", f"{first[0]}{last}_{n}", f"{first}_{last[0]}{n}",
                       f"{last}.{first}{n}", f"{first}{n}"))


def my_id_patch(my_id: str) -> dict[str, Any]:
    return {"apps": {"messenger": {"profile": {"messenger_id": my_id}}}}


def next_id(state: dict[str, Any], prefix: str, n: int = 1) -> str:
    """The id the app gives the ``n``-th thing created from this state on (ids count on from ``seq``)."""
    return f"{prefix}{int(ov(state)['seq']) + n}"


def direct_target(state: dict[str, Any], uid: str) -> tuple[str, bool]:
    """The direct chat with ``uid`` a message goes to, and whether sending creates it (the app makes a
    first chat with a contact at the first message, before the message itself)."""
    cid = chat_of(state, uid)
    return (cid, False) if cid else (next_id(state, "d"), True)


def seed_chats(*cids: str | None) -> dict[str, Any]:
    """A patch giving each chat an empty override entry (no visible change), so that what a task then
    changes in it shows up field by field rather than as one added entry."""
    return {"apps": {"messenger": {"chats": {c: {} for c in cids if c}}}}


def read(*cids: str | None) -> list[str]:
    """Allowed changes: opening these chats marks them read."""
    return [f"{P}.chats.{c}.unread" for c in cids if c]


def sent(cid: str, n: int = 1, sender: str = "me", **where: Any) -> str:
    """Allowed change: ``n`` new messages in chat ``cid`` from ``sender`` (and with these fields)."""
    extra = "".join(f" {k}={v}" for k, v in where.items())
    return f"{P}.messages[+{n} chat={cid} sender={sender}{extra}]"


def new_direct(cid: str, uid: str) -> str:
    """Allowed change: the first chat with ``uid``, created by the app at the first message."""
    return f"{P}.new_chats[+1 id={cid} kind=direct peer={uid}]"


# ---- oracle helpers ----------------------------------------------------------------------------
def search(obs: Any, query: str) -> ui.Steps:
    """From the chat list: open search, type, close the keyboard."""
    obs = yield from ui.tap(obs, trigger="search.open")
    obs = yield from ui.type_into(obs, SEARCH_HINT, query)
    return (yield A.Enter())


def open_profile(obs: Any, name: str, uid: str) -> ui.Steps:
    obs = yield from search(obs, name)
    return (yield from ui.tap(obs, trigger="profile.open", user_id=uid))


def open_direct(obs: Any, name: str, uid: str) -> ui.Steps:
    obs = yield from open_profile(obs, name, uid)
    return (yield from ui.tap(obs, trigger="profile.message"))


def open_group(obs: Any, name: str, cid: str) -> ui.Steps:
    obs = yield from search(obs, name)
    return (yield from ui.tap(obs, trigger="chat.open", chat_id=cid))


def launch() -> ui.Steps:
    return (yield from ui.open_app(APP))


def send_text(obs: Any, text: str) -> ui.Steps:
    obs = yield from ui.type_into(obs, "Message", text)
    return (yield from ui.tap(obs, trigger="chat.send"))


def their_bubbles(obs: Any) -> list[Any]:
    """Text bubbles on the left side of a chat (what the other people said), top to bottom."""
    return [e for e in obs.ui if e.trigger == "message.time" and e.center[0] < 500]


def open_settings(obs: Any) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="tab.me")
    return (yield from ui.tap(obs, trigger="me.settings"))


def latest_posts(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Each contact's latest moment (as the feed shows it), one per author."""
    seen: dict[str, dict[str, Any]] = {}
    for p in model.feed(ov(state)):
        if p["author"] != model.ME and p["author"] not in seen:
            seen[p["author"]] = p
    return list(seen.values())


def open_latest_moment(obs: Any, name: str, uid: str) -> ui.Steps:
    """Profile, then their moments album, then the newest one."""
    obs = yield from open_profile(obs, name, uid)
    obs = yield from ui.tap(obs, trigger="profile.moments")
    return (yield from ui.tap(obs, trigger="moment.open"))


def pay_in_wallet(obs: Any, pin: str = "123456") -> ui.Steps:
    """The Wallet's checkout: Pay, the payment password, Done."""
    obs = yield from ui.tap(obs, trigger="checkout.pay")
    for d in pin:
        obs = yield from ui.tap(obs, trigger="pin.key", d=d)
    if obs.find(trigger="checkout.done"):
        obs = yield from ui.tap(obs, trigger="checkout.done")
    return obs


def sent_to(init: dict[str, Any], final: dict[str, Any], uid: str) -> list[dict[str, Any]]:
    cid = chat_of(final, uid)
    return [m for m in new_items(init, final, "messages") if m["chat"] == cid and m["sender"] == "me"]
