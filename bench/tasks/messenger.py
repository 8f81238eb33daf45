"""Messenger tasks: chatting (send, forward, groups, incoming messages), contacts (block, remark, star,
add, delete), moments (post, like, comment), settings, queries over chats and moments, and payments
that go through the Wallet and back."""

from __future__ import annotations

import re
from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from mgym import actions as A
from mgym.apps.messenger import model
from mgym.apps.messenger.world import world

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


def chat_paths(*cids: str | None) -> list[str]:
    return [f"{P}.chats.{c}" for c in cids if c]


SENT = [f"{P}.messages", f"{P}.seq", f"{P}.new_chats"]


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


# ---- settings and account ----------------------------------------------------------------------
class ReadMyId(AnswerTask):
    id = "messenger.ReadMyId"
    apps = ("messenger", "answersheet")
    difficulty = "L1"
    tags = ("extract",)
    instructions = ("What is my Messenger ID? Write it on the AnswerSheet.",
                    "Look up your own user ID in Messenger and report it in AnswerSheet.")
    answer_fields = (AnswerField("id", "Messenger ID"),)

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"id": model.me(ov(init))["id"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.me")
        text = obs.find("Messenger ID:", role="text")[0].text
        yield from ui.fill_answers(obs, {"id": text.split(":", 1)[1].strip()})


class FriendConfirmation(CriteriaTask):
    id = "messenger.FriendConfirmation"
    apps = ("messenger",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Turn {state} friend confirmation in Messenger's privacy settings.",
                    "In Messenger, switch {state} the requirement to confirm friend requests.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        want = rng.random() < 0.7
        return {"want": want, "state": "on" if want else "off"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.settings.friend_confirm": p["want"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_settings(obs)
        obs = yield from ui.tap(obs, trigger="settings.privacy")
        yield from ui.tap(obs, trigger="settings.toggle", key="friend_confirm")


class MomentsRange(CriteriaTask):
    id = "messenger.MomentsRange"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("settings", "social")
    instructions = ("Let friends see only my moments from the {label} (Messenger privacy settings).",
                    "In Messenger, limit who can see my moments to the {label}.")
    LABELS = {"6m": "last 6 months", "1m": "last month", "3d": "last 3 days"}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        value = rng.choice(sorted(self.LABELS))
        return {"value": value, "label": self.LABELS[value]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.settings.moments_range": p["value"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_settings(obs)
        obs = yield from ui.tap(obs, trigger="settings.privacy")
        obs = yield from ui.tap(obs, trigger="privacy.range")
        yield from ui.tap(obs, trigger="range.set", value=p["value"])


class RequestDeactivation(CriteriaTask):
    id = "messenger.RequestDeactivation"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("settings",)
    instructions = ("Request deactivation of my Messenger account.",
                    "I want to close my Messenger account: start the account deactivation.")

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.deactivation_requested": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_settings(obs)
        obs = yield from ui.tap(obs, trigger="settings.account")
        obs = yield from ui.tap(obs, trigger="account.deactivate")
        obs = yield from ui.tap(obs, trigger="deactivate.ask")
        yield from ui.tap(obs, trigger="deactivate.confirm")


# ---- contacts ----------------------------------------------------------------------------------
class _ContactFlag(CriteriaTask):
    """Set one boolean of a sampled contact through their profile settings."""

    apps = ("messenger",)
    tags = ("edit",)
    flag: ClassVar[str]
    steps: ClassVar[tuple[str, ...]]

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        u = rng.choice([u for u in contacts(state) if not u[self.flag]])
        return {"uid": u["id"], "name": u["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.contacts.{p['uid']}.{self.flag}": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_profile(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="profile.settings")
        for tid in self.steps:
            obs = yield from ui.tap(obs, trigger=tid)


class BlockContact(_ContactFlag):
    id = "messenger.BlockContact"
    difficulty = "L2"
    flag = "blocked"
    steps = ("csettings.block_ask", "contact.block")
    instructions = ("Block {name} in Messenger.", "Add {name} to my Messenger blocked list.")


class StarContact(_ContactFlag):
    id = "messenger.StarContact"
    difficulty = "L1"
    flag = "starred"
    steps = ("csettings.star",)
    instructions = ("Star {name} in Messenger so they show at the top of my contacts.",
                    "Mark the contact {name} as starred in Messenger.")


class DeleteContact(CriteriaTask):
    id = "messenger.DeleteContact"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("delete",)
    instructions = ("Delete {name} from my Messenger contacts.", "Remove the contact {name} in Messenger.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        u = rng.choice(contacts(state))
        return {"uid": u["id"], "name": u["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.contacts.{p['uid']}.deleted": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_profile(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="profile.settings")
        obs = yield from ui.tap(obs, trigger="csettings.delete_ask")
        yield from ui.tap(obs, trigger="contact.delete")


class SetRemark(CriteriaTask):
    id = "messenger.SetRemark"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("edit",)
    instructions = ('Set the remark name of {name} to "{remark}" in Messenger.',
                    'In Messenger, rename the contact {name} to "{remark}" (as a remark).')
    changes = (f"{P}.contacts.{{uid}}", f"{P}.tags")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        u = rng.choice([u for u in contacts(state) if not u["remark"]])
        return {"uid": u["id"], "name": u["name"], "remark": rng.choice(REMARKS)}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.contacts.{p['uid']}.remark": p["remark"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_profile(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="profile.remark")
        obs = yield from ui.type_into(obs, p["name"], p["remark"])  # the remark field's hint is their name
        yield from ui.tap(obs, trigger="remark.save")


class AcceptFriendRequest(CriteriaTask):
    id = "messenger.AcceptFriendRequest"
    apps = ("messenger",)
    difficulty = "L1"
    tags = ("social",)
    instructions = ("Accept the friend request from {name} in Messenger.",
                    "{name} wants to be my friend on Messenger. Accept the request.")
    changes = (f"{P}.added",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice([r for r in model.requests(ov(state)) if r["status"] == "pending"])
        return {"uid": r["id"], "name": r["user"]["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.requests.{p['uid']}": "accepted"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.contacts")
        obs = yield from ui.tap(obs, trigger="friends.open")
        yield from ui.tap(obs, trigger="request.accept", user_id=p["uid"])


class AddContactById(TaskTemplate):
    id = "messenger.AddContactById"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("create", "search")
    instructions = ("Add the Messenger user with the ID {handle} to my contacts.",
                    "Search Messenger for the ID {handle} and add that person as a contact.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        requesters = {r["id"] for r in world().requests}
        u = rng.choice([u for u in world().strangers if u["id"] not in requesters])
        return {"handle": u["id"], "name": u["name"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        added = [a["id"] for a in new_items(init, final, "added")]
        return [check("added exactly that user", [p["handle"]], added),
                check("now a contact", True, p["handle"] in model.friend_ids(ov(final)))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.added", f"{P}.contacts.{p['handle']}"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.contacts")
        obs = yield from ui.tap(obs, trigger="contacts.add")
        obs = yield from ui.type_into(obs, "Messenger ID / Phone number", p["handle"])
        obs = yield A.Enter()
        obs = yield from ui.tap(obs, trigger="profile.add")
        yield from ui.tap(obs, trigger="verify.send")


# ---- chatting ----------------------------------------------------------------------------------
def _sent_to(init: dict[str, Any], final: dict[str, Any], uid: str) -> list[dict[str, Any]]:
    cid = chat_of(final, uid)
    return [m for m in new_items(init, final, "messages") if m["chat"] == cid and m["sender"] == "me"]


class SendMessage(TaskTemplate):
    id = "messenger.SendMessage"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("social",)
    instructions = ('Send {name} the message "{text}" on Messenger.',
                    'Message {name} on Messenger: "{text}"')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        u = rng.choice(contacts(state))
        return {"uid": u["id"], "name": u["name"], "text": rng.choice(TEXTS), "cid": chat_of(state, u["id"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = [m["text"] for m in _sent_to(init, final, p["uid"])]
        others = [m for m in new_items(init, final, "messages") if m["chat"] != chat_of(final, p["uid"])]
        return [Check("the message was sent to them", [norm(t) for t in sent] == [norm(p["text"])], [p["text"]], sent),
                check("nothing sent elsewhere", 0, len(others))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, *chat_paths(p["cid"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        yield from send_text(obs, p["text"])


class SendMyId(TaskTemplate):
    id = "messenger.SendMyId"
    apps = ("messenger",)
    objective = "hybrid"
    composition = "sequential"
    difficulty = "L2"
    tags = ("extract", "social")
    budget = 30
    instructions = ("{name} asked for my Messenger ID. Send it to them in a message (just the ID).",
                    "Look up my own Messenger ID and message it to {name}.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        u = rng.choice(contacts(state))
        return {"uid": u["id"], "name": u["name"], "cid": chat_of(state, u["id"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        mine = model.me(ov(init))["id"]
        sent = [m["text"] for m in _sent_to(init, final, p["uid"])]
        return [Check("my ID was sent to them", len(sent) == 1 and norm(sent[0]) == norm(mine), [mine], sent)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, *chat_paths(p["cid"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.me")
        mine = obs.find("Messenger ID:", role="text")[0].text.split(":", 1)[1].strip()
        obs = yield from ui.tap(obs, trigger="tab.chats")
        obs = yield from open_direct(obs, p["name"], p["uid"])
        yield from send_text(obs, mine)


class ForwardMessage(TaskTemplate):
    id = "messenger.ForwardMessage"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("social",)
    budget = 30
    instructions = ("Forward the last message {a} sent me to {b}.",
                    "On Messenger, pass {a}'s most recent message on to {b} using Forward.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        st = ov(state)
        fits = []
        for r in direct_rows(state):
            last = model.last_said(st, r["peer"])
            msgs = model.messages(st, r["id"])
            if last and last["kind"] == "text" and msgs and msgs[-1]["id"] == last["id"]:
                fits.append((r, last))
        r, last = rng.choice(fits)
        b = rng.choice([u for u in contacts(state) if u["id"] != r["peer"]])
        a = model.user(st, r["peer"])
        assert a is not None
        return {"a": a["name"], "a_id": a["id"], "a_chat": r["id"], "text": last["text"], "b": b["name"],
                "b_id": b["id"], "b_chat": chat_of(state, b["id"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = _sent_to(init, final, p["b_id"])
        return [Check("forwarded to them", [(m["text"], m["forwarded"]) for m in got] == [(p["text"], True)],
                      p["text"], [m["text"] for m in got]),
                check("nothing else sent", len(got), len(new_items(init, final, "messages")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, *chat_paths(p["a_chat"], p["b_chat"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["a"], p["a_id"])
        bubble = their_bubbles(obs)[-1]
        x, y = bubble.center
        obs = yield A.LongPress(x=x, y=y)
        obs = yield from ui.tap(obs, trigger="message.forward")
        obs = yield from ui.type_into(obs, "Search", p["b"])
        obs = yield from ui.tap(obs, p["b"], trigger="forward.pick")
        yield from ui.tap(obs, trigger="forward.send")


class ReplyToIncoming(TaskTemplate):
    id = "messenger.ReplyToIncoming"
    apps = ("messenger",)
    objective = "hybrid"
    composition = "sequential"
    difficulty = "L3"
    tags = ("social", "extract")
    budget = 30
    instructions = ('{name} is about to message me a time to meet on Messenger. Wait for it, then reply exactly '
                    '"See you at HH:MM" with their time.',
                    'A Messenger message from {name} with a meeting time arrives in about a minute. Answer '
                    '"See you at <their time>" (same format as theirs).')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(direct_rows(state))
        u = model.user(ov(state), r["peer"])
        assert u is not None
        hhmm = f"{rng.randint(9, 20):02d}:{rng.choice((0, 15, 30, 45)):02d}"
        return {"uid": u["id"], "name": u["name"], "cid": r["id"], "time": hhmm,
                "text": f"Let's meet at {hhmm} by {rng.choice(PLACES)}", "at": START_MS + rng.randint(40, 80) * 1000}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        alarm = {"id": 1 + max((a["id"] for a in state["os"]["alarms"]), default=0), "at": p["at"],
                 "app": "messenger", "handler": "incoming", "payload": {"sender": p["uid"], "text": p["text"]}}
        return {"os": {"alarms[]": alarm}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        msgs = [m for m in new_items(init, final, "messages") if m["chat"] == p["cid"]]
        at = next((i for i, m in enumerate(msgs) if m["sender"] == p["uid"] and m["text"] == p["text"]), None)
        after = [m["text"] for m in msgs[at + 1:] if m["sender"] == "me"] if at is not None else []
        want = f"See you at {p['time']}"
        return [Check("their message arrived", at is not None, p["text"], None),
                Check("replied after it", len(after) == 1 and norm(after[0]) == norm(want), [want], after)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, *chat_paths(p["cid"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield A.Wait(seconds=(p["at"] - START_MS) / 1000 + 5)
        obs = yield from open_direct(obs, p["name"], p["uid"])
        m = re.search(r"meet at (\d\d:\d\d)", their_bubbles(obs)[-1].text)
        assert m is not None, obs.text()
        yield from send_text(obs, f"See you at {m.group(1)}")


# ---- chat management -----------------------------------------------------------------------------
class MuteGroup(CriteriaTask):
    id = "messenger.MuteGroup"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("settings", "social")
    instructions = ('Mute notifications of the "{group}" group chat.',
                    'I get too many alerts from "{group}" in Messenger. Mute that group.')
    changes = (f"{P}.chats.{{cid}}",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice([r for r in group_rows(state) if not r["muted"]])
        return {"cid": r["id"], "group": r["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.chats.{p['cid']}.muted": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.tap(obs, trigger="group.info")
        yield from ui.tap(obs, trigger="chatinfo.mute")


class PinChat(CriteriaTask):
    id = "messenger.PinChat"
    apps = ("messenger",)
    difficulty = "L1"
    tags = ("edit",)
    instructions = ("Pin my chat with {name} to the top of the Messenger chat list.",
                    "In Messenger, make the conversation with {name} sticky on top.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice([r for r in direct_rows(state)[:20] if not r["pinned"]])
        return {"cid": r["id"], "name": r["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.chats.{p['cid']}.pinned": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.long_press(obs, trigger="chat.open", chat_id=p["cid"])
        yield from ui.tap(obs, trigger="chat.pin")


class ClearChatHistory(TaskTemplate):
    id = "messenger.ClearChatHistory"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("delete",)
    instructions = ("Clear the chat history with {name} in Messenger.",
                    "Delete all the messages of my Messenger chat with {name}, but keep the contact.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(direct_rows(state))
        return {"cid": r["id"], "uid": r["peer"], "name": model.user(ov(state), r["peer"])["name"]}  # type: ignore[index]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        left = model.messages(ov(final), p["cid"])
        return [check("messages left in the chat", 0, len(left)),
                check("still a contact", True, p["uid"] in model.friend_ids(ov(final)))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return chat_paths(p["cid"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="chat.info")
        obs = yield from ui.tap(obs, trigger="chatinfo.clear_ask")
        yield from ui.tap(obs, trigger="chat.clear")


# ---- groups --------------------------------------------------------------------------------------
def _new_groups(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in new_items(init, final, "new_chats") if c["kind"] == "group"]


def create_group(obs: Any, names: list[str], name: str = "") -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="plus.open")
    obs = yield from ui.tap(obs, trigger="plus.group")
    for n in names:
        obs = yield from ui.type_into(obs, "Search", n)
        obs = yield from ui.tap(obs, n, trigger="group_new.toggle", exact=True)
    if name:
        obs = yield from ui.type_into(obs, "Group name", name)
    return (yield from ui.tap(obs, trigger="group.create"))


class CreateGroup(TaskTemplate):
    id = "messenger.CreateGroup"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("create", "social")
    budget = 30
    instructions = ('Create a Messenger group chat named "{gname}" with {a}, {b} and {c}.',
                    'Start a new group "{gname}" in Messenger and add {a}, {b} and {c} to it.')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        people = rng.sample(contacts(state), 3)
        return {"a": people[0]["name"], "b": people[1]["name"], "c": people[2]["name"],
                "ids": sorted(u["id"] for u in people), "gname": rng.choice(GROUP_NAMES)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        groups = _new_groups(init, final)
        g = groups[0] if len(groups) == 1 else None
        c = model.chat(ov(final), g["id"]) if g else None
        return [check("one group created", 1, len(groups)),
                check("its members", sorted(["me", *p["ids"]]), sorted(c["members"]) if c else None),
                Check("its name", c is not None and norm(c["name"]) == norm(p["gname"]), p["gname"],
                      c["name"] if c else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, f"{P}.chats"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        yield from create_group(obs, [p["a"], p["b"], p["c"]], p["gname"])


class RenameGroup(CriteriaTask):
    id = "messenger.RenameGroup"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("edit", "social")
    instructions = ('Rename the Messenger group "{group}" to "{new}".',
                    'Change the name of the group chat "{group}" to "{new}".')
    changes = (f"{P}.chats.{{cid}}", f"{P}.messages", f"{P}.seq")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(group_rows(state))
        return {"cid": r["id"], "group": r["name"], "new": rng.choice([g for g in GROUP_NAMES if g != r["name"]])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.chats.{p['cid']}.name": p["new"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.tap(obs, trigger="group.info")
        obs = yield from ui.tap(obs, trigger="group.rename_ask")
        obs = yield from ui.type_into(obs, "Group name", p["new"])
        yield from ui.tap(obs, trigger="group.rename")


class GroupNotice(CriteriaTask):
    id = "messenger.GroupNotice"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("edit", "social")
    budget = 30
    instructions = ('Post the group notice "{notice}" in the Messenger group "{group}".',
                    'Set the announcement of the "{group}" group chat to: {notice}')
    changes = (f"{P}.chats.{{cid}}", f"{P}.messages", f"{P}.seq")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(group_rows(state))
        return {"cid": r["id"], "group": r["name"], "notice": rng.choice(NOTICES)}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.chats.{p['cid']}.announcement": p["notice"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.tap(obs, trigger="group.info")
        obs = yield from ui.tap(obs, trigger="group.notice_open")
        obs = yield from ui.tap(obs, trigger="notice.edit")
        obs = yield from ui.type_into(obs, "Write a notice", p["notice"])
        yield from ui.tap(obs, trigger="notice.save")


class TaggedGroup(TaskTemplate):
    id = "messenger.TaggedGroup"
    apps = ("messenger",)
    objective = "hybrid"
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("create", "explore", "social")
    budget = 60
    instructions = ('Create a Messenger group named "{tag}" with exactly the contacts I tagged "{tag}", then post '
                    'the group notice "{notice}".',
                    'Everyone under my Messenger tag "{tag}" should be in a new group chat called "{tag}". Make '
                    'it, and set its notice to "{notice}".')
    TAGS = ("Ski trip", "Choir", "Wedding party", "Climbing")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        people = rng.sample(contacts(state), rng.randint(3, 4))
        return {"tag": rng.choice(self.TAGS), "ids": sorted(u["id"] for u in people),
                "notice": rng.choice(NOTICES)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        st = ov(state)
        people = {}
        for uid in p["ids"]:
            u = model.user(st, uid)
            assert u is not None
            people[uid] = {"tags": [*u["tags"], p["tag"]]}
        return {"apps": {"messenger": {"tags": [*st["tags"], p["tag"]], "contacts": people}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        groups = _new_groups(init, final)
        g = groups[0] if len(groups) == 1 else None
        c = model.chat(ov(final), g["id"]) if g else None
        return [check("one group created", 1, len(groups)),
                check("its members", sorted(["me", *p["ids"]]), sorted(c["members"]) if c else None),
                Check("its name", c is not None and norm(c["name"]) == norm(p["tag"]), p["tag"], c and c["name"]),
                Check("its notice", c is not None and norm(c["announcement"]) == norm(p["notice"]), p["notice"],
                      c and c["announcement"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, f"{P}.chats"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.contacts")
        obs = yield from ui.tap(obs, trigger="tags.open")
        obs = yield from ui.tap(obs, trigger="tag.open", tag=p["tag"])
        names = [e.text for e in obs.find(role="list_item", trigger="profile.open")]
        obs = yield from ui.back()
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="tab.chats")
        obs = yield from create_group(obs, names, p["tag"])
        obs = yield from ui.tap(obs, trigger="group.info")
        obs = yield from ui.tap(obs, trigger="group.notice_open")
        obs = yield from ui.tap(obs, trigger="notice.edit")
        obs = yield from ui.type_into(obs, "Write a notice", p["notice"])
        yield from ui.tap(obs, trigger="notice.save")


# ---- moments -------------------------------------------------------------------------------------
class PostFriendsOnly(TaskTemplate):
    id = "messenger.PostFriendsOnly"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("create", "social")
    instructions = ('Post a moment saying "{text}" that only my friends can see.',
                    'Share "{text}" on Messenger Moments, visible to friends only.')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"text": rng.choice(POSTS)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        posts = new_items(init, final, "posts")
        post = posts[0] if len(posts) == 1 else None
        return [check("one moment posted", 1, len(posts)),
                Check("its text", post is not None and norm(post["text"]) == norm(p["text"]), p["text"],
                      post and post["text"]),
                check("visible to friends only", "friends", post and post["visibility"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.posts", f"{P}.seq"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.moments")
        obs = yield from ui.tap(obs, trigger="moment.new")
        obs = yield from ui.type_into(obs, "What's on your mind?", p["text"])
        obs = yield from ui.tap(obs, trigger="compose.visibility")
        obs = yield from ui.tap(obs, trigger="visibility.set", value="friends")
        yield from ui.tap(obs, trigger="compose.post")


class LikeLatestMoment(CriteriaTask):
    id = "messenger.LikeLatestMoment"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("social",)
    instructions = ("Like {name}'s most recent moment.", "Give a like to the latest moment {name} posted.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        post = rng.choice([q for q in latest_posts(state) if not q["liked"]])
        u = model.user(ov(state), post["author"])
        assert u is not None
        return {"pid": post["id"], "uid": u["id"], "name": u["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.likes.{p['pid']}": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_latest_moment(obs, p["name"], p["uid"])
        yield from ui.tap(obs, trigger="detail.like")


class CommentMoment(TaskTemplate):
    id = "messenger.CommentMoment"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("social",)
    budget = 30
    instructions = ('Comment "{text}" on {name}\'s latest moment.',
                    'Write the comment "{text}" under the most recent moment of {name}.')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        post = rng.choice(latest_posts(state))
        u = model.user(ov(state), post["author"])
        assert u is not None
        return {"pid": post["id"], "uid": u["id"], "name": u["name"], "text": rng.choice(COMMENTS)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [(c["post"], norm(c["text"])) for c in new_items(init, final, "comments")]
        return [check("one comment on that moment", [(p["pid"], norm(p["text"]))], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.comments", f"{P}.seq"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_latest_moment(obs, p["name"], p["uid"])
        obs = yield from ui.type_into(obs, "Comment", p["text"])
        yield from ui.tap(obs, trigger="detail.comment")


# ---- queries -------------------------------------------------------------------------------------
class LastMessageFrom(AnswerTask):
    id = "messenger.LastMessageFrom"
    apps = ("messenger", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    instructions = ("What was the last thing {name} said to me on Messenger? Copy it exactly to the AnswerSheet.",
                    "Report {name}'s most recent Messenger message to me, word for word, in AnswerSheet.")
    answer_fields = (AnswerField("text", "Their last message"),)
    changes = (f"{P}.chats.{{cid}}",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        st = ov(state)
        fits = [r for r in direct_rows(state) if (m := model.last_said(st, r["peer"])) and m["kind"] == "text"]
        r = rng.choice(fits)
        return {"uid": r["peer"], "name": model.user(st, r["peer"])["name"], "cid": r["id"]}  # type: ignore[index]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        m = model.last_said(ov(init), p["uid"])
        assert m is not None
        return {"text": m["text"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        yield from ui.fill_answers(obs, {"text": their_bubbles(obs)[-1].text})


class CountUnreadChats(AnswerTask):
    id = "messenger.CountUnreadChats"
    apps = ("messenger", "answersheet")
    difficulty = "L2"
    tags = ("extract", "reasoning")
    instructions = ("How many of my Messenger chats have unread messages? Answer on the AnswerSheet.",
                    "Count the Messenger conversations (muted ones included) that still have unread messages.")
    answer_fields = (AnswerField("count", "Chats with unread messages", "number", "number"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = model.chat_rows(ov(state))[:15]
        picked = rng.sample([r["id"] for r in rows if not r["unread"]], rng.randint(0, 3))
        return {"unread": {cid: rng.randint(1, 3) for cid in sorted(picked)}}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        if not p["unread"]:
            return {}
        return {"apps": {"messenger": {"chats": {cid: {"unread": n} for cid, n in p["unread"].items()}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": model.unread_chats(ov(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        seen: set[str] = set()
        for _ in range(ui.MAX_SCROLLS * 2):
            seen |= {e.params["chat_id"] for e in obs.find(" unread", trigger="chat.open")}
            box = next(e for e in obs.ui if e.scrollable)
            x = (box.bounds[0] + box.bounds[2]) / 2
            before = [(e.text, e.bounds) for e in obs.ui]
            obs = yield A.Drag(x1=x, y1=box.bounds[3] - 20, x2=x, y2=box.bounds[1] + 20)
            if [(e.text, e.bounds) for e in obs.ui] == before:
                break
        yield from ui.fill_answers(obs, {"count": len(seen)})


class LatestMomentAuthor(AnswerTask):
    id = "messenger.LatestMomentAuthor"
    apps = ("messenger", "answersheet")
    difficulty = "L1"
    tags = ("extract", "social")
    instructions = ("Who posted the most recent moment in my Messenger feed? Write their name on the AnswerSheet.",
                    "Open Moments in Messenger and report the name of whoever posted the newest moment.")
    answer_fields = (AnswerField("name", "Name"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        authors = [q["author"] for q in latest_posts(state)[:3]]
        return {"hidden": sorted(authors[:rng.randint(0, 2)])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        if not p["hidden"]:
            return {}
        return {"apps": {"messenger": {"contacts": {u: {"hide_their_moments": True} for u in p["hidden"]}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"name": model.feed(ov(init), 1)[0]["name"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.moments")
        first = obs.find(trigger="profile.open")[0]
        yield from ui.fill_answers(obs, {"name": first.text})


# ---- payments (through the Wallet) ---------------------------------------------------------------
WALLET_CHANGES = ["apps.wallet.new_bills", "apps.wallet.balance"]


def _wallet_checks(p: dict[str, Any], init: dict[str, Any], final: dict[str, Any], m: dict[str, Any] | None,
                   ) -> list[Check]:
    w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
    old = {b["id"] for b in w0["new_bills"]}
    bills = [b for b in w1["new_bills"] if b["id"] not in old]
    bill = bills[0] if len(bills) == 1 else None
    return [check("one Wallet payment", 1, len(bills)),
            Check("its amount", bill is not None and abs(bill["amount"] - p["amount"]) < 0.005, p["amount"],
                  bill and bill["amount"]),
            Check("the chat shows that bill", bill is not None and m is not None and m["data"].get("bill_id") == bill["id"],
                  bill and bill["id"], m and m["data"].get("bill_id")),
            Check("balance went down by the amount", abs((w0["balance"] - w1["balance"]) - p["amount"]) < 0.005,
                  round(w0["balance"] - p["amount"], 2), w1["balance"])]


class TransferMoney(TaskTemplate):
    id = "messenger.TransferMoney"
    apps = ("messenger", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "handoff")
    budget = 30
    instructions = ('Transfer ${amount:.2f} to {name} on Messenger with the note "{memo}" (pay from the Wallet '
                    'balance; the payment password is 123456).',
                    'Send {name} ${amount:.2f} as a Messenger transfer, note "{memo}". Use the Wallet balance '
                    '(password 123456).')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(direct_rows(state))
        amount = round(rng.randint(500, 15000) / 100, 2)
        return {"uid": r["peer"], "name": model.user(ov(state), r["peer"])["name"],  # type: ignore[index]
                "cid": r["id"], "amount": amount, "memo": rng.choice(("Dinner", "Tickets", "Rent share", "Gift"))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m for m in _sent_to(init, final, p["uid"]) if m["kind"] == "transfer"]
        m = got[0] if len(got) == 1 else None
        return [check("one transfer in the chat", 1, len(got)),
                Check("its amount", m is not None and abs(m["data"]["amount"] - p["amount"]) < 0.005, p["amount"],
                      m and m["data"]["amount"]),
                Check("its note", m is not None and norm(m["data"].get("memo")) == norm(p["memo"]), p["memo"],
                      m and m["data"].get("memo")),
                *_wallet_checks(p, init, final, m)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, *chat_paths(p["cid"]), *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="chat.attach")
        obs = yield from ui.tap(obs, trigger="attach.transfer")
        obs = yield from ui.type_into(obs, "0.00", f"{p['amount']:.2f}")
        obs = yield from ui.type_into(obs, "Add a note", p["memo"])
        obs = yield from ui.tap(obs, trigger="transfer.pay")
        yield from pay_in_wallet(obs)


class RedEnvelopeGroup(TaskTemplate):
    id = "messenger.RedEnvelopeGroup"
    apps = ("messenger", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "handoff", "social")
    budget = 45
    instructions = ('Send a red envelope of ${amount:.2f} in total, split into {count} envelopes, to the "{group}" '
                    'group with the greeting "{greeting}". Pay from the Wallet balance (password 123456).',
                    'In the Messenger group "{group}", hand out {count} red envelopes worth ${amount:.2f} altogether, '
                    'greeting "{greeting}" (Wallet password 123456).')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(group_rows(state))
        return {"cid": r["id"], "group": r["name"], "count": rng.randint(2, 5),
                "amount": float(rng.choice((10, 20, 25, 30, 50, 66, 88))),
                "greeting": rng.choice(("Happy Friday!", "Thanks everyone!", "Good luck!", "Lunch on me"))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m for m in new_items(init, final, "messages") if m["chat"] == p["cid"] and m["kind"] == "red_envelope"]
        m = got[0] if len(got) == 1 else None
        d = m["data"] if m else {}
        return [check("one red envelope in the group", 1, len(got)),
                Check("total amount", m is not None and abs(d["amount"] - p["amount"]) < 0.005, p["amount"],
                      d.get("amount")),
                check("number of envelopes", p["count"], d.get("count")),
                Check("greeting", norm(d.get("greeting")) == norm(p["greeting"]), p["greeting"], d.get("greeting")),
                *_wallet_checks(p, init, final, m)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, *chat_paths(p["cid"]), *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.tap(obs, trigger="chat.attach")
        obs = yield from ui.tap(obs, trigger="attach.envelope")
        obs = yield from ui.type_into(obs, "Enter number", str(p["count"]))
        obs = yield from ui.type_into(obs, "0.00", f"{p['amount']:.2f}")
        obs = yield from ui.type_into(obs, "Best wishes!", p["greeting"])
        obs = yield from ui.tap(obs, trigger="envelope.pay")
        yield from pay_in_wallet(obs)
