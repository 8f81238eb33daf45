"""Messenger tasks: account and privacy settings, contacts (block, remark, star, add, delete) and
chatting (send, forward, incoming messages, mute, pin, clear)."""

from __future__ import annotations

import re
from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks._messenger_common import (
    PLACES,
    REMARKS,
    SENT,
    START_MS,
    TEXTS,
    P,
    chat_of,
    chat_paths,
    contacts,
    direct_rows,
    group_rows,
    launch,
    new_items,
    norm,
    open_direct,
    open_group,
    open_profile,
    open_settings,
    ov,
    send_text,
    sent_to,
    their_bubbles,
)
from mgym import actions as A
from mgym.apps.messenger import model
from mgym.apps.messenger.world import world


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
        sent = [m["text"] for m in sent_to(init, final, p["uid"])]
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
        sent = [m["text"] for m in sent_to(init, final, p["uid"])]
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
        got = sent_to(init, final, p["b_id"])
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
