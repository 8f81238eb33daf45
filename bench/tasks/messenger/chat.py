"""Messenger tasks: chatting (send, forward, incoming messages, mute, pin, clear)."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask, merge
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messenger.common import (
    PLACES,
    START_MS,
    TEXTS,
    P,
    contacts,
    direct_rows,
    direct_target,
    group_rows,
    launch,
    my_id_on_screen,
    my_id_patch,
    new_direct,
    new_items,
    norm,
    note_id,
    note_sent,
    open_direct,
    open_group,
    ov,
    read,
    region,
    sample_my_id,
    seed_chats,
    send_text,
    sent,
    sent_to,
    their_bubbles,
    words,
    zh,
)
from mgym import actions as A
from mgym.apps.messenger import model
from mgym.i18n import names


def _to_direct(cid: str, new: bool, uid: str) -> list[str]:
    """Allowed changes of one message to a contact: the message, and their chat created (a first chat)
    or read (an existing one, opened to send it)."""
    return [sent(cid), new_direct(cid, uid) if new else f"{P}.chats.{cid}.unread"]


def reply(state: dict[str, Any], hhmm: str) -> str:
    """The answer ReplyToIncoming asks for, in the world's language."""
    return f"{hhmm}见" if zh(state) else f"See you at {hhmm}"


class SendMessage(TaskTemplate):
    id = "messenger.SendMessage"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("social",)
    instructions = ('Send {name} the message "{text}" on Messenger.',
                    'Message {name} on Messenger: "{text}"')
    instructions_zh = ('在聊天里给{name}发消息：“{text}”',
                       '用聊天给{name}发一条“{text}”。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        u = rng.choice(contacts(state))
        cid, new = direct_target(state, u["id"])
        return {"uid": u["id"], "name": u["name"], "text": rng.choice(words(state, "texts", TEXTS)), "cid": cid, "new": new}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {} if p["new"] else seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m["text"] for m in sent_to(init, final, p["uid"])]
        return [Check("the message was sent to them", [norm(t) for t in got] == [norm(p["text"])], [p["text"]], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return _to_direct(p["cid"], p["new"], p["uid"])

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
    goal_params = ("uid",)  # my own ID (``my_id``) only shapes the starting phone
    instructions = ("{name} asked for my Messenger ID. Send it to them in a message (just the ID).",
                    "Look up my own Messenger ID and message it to {name}.")
    instructions_zh = ('{name}想要我的聊天号，发消息告诉他（只发聊天号）。',
                       '查一下我自己的聊天号，然后发给{name}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        u = rng.choice(contacts(state))
        cid, new = direct_target(state, u["id"])
        return {"uid": u["id"], "name": u["name"], "cid": cid, "new": new, "my_id": sample_my_id(rng, state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return merge(my_id_patch(p["my_id"]), {} if p["new"] else seed_chats(p["cid"]))

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        mine = model.me(ov(init), region(init))["id"]
        got = [m["text"] for m in sent_to(init, final, p["uid"])]
        return [Check("my ID was sent to them", len(got) == 1 and norm(got[0]) == norm(mine), [mine], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return _to_direct(p["cid"], p["new"], p["uid"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.me")
        mine = my_id_on_screen(obs)
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
                    "On Messenger, pass {a}'s most recent message on to {b} using Forward.",
                    '{b} needs to see the latest message {a} sent me. Please forward it to them.')
    instructions_zh = ('把{a}发给我的最后一条消息转发给{b}。',
                       '在聊天里用“转发”把{a}最近发来的消息转给{b}。',
                       '{a}最近发给我的那条消息，请帮我转发给{b}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        st, rg = ov(state), region(state)
        fits = []
        for r in direct_rows(state):
            last = model.last_said(st, rg, r["peer"])
            msgs = model.messages(st, rg, r["id"])
            if last and last["kind"] == "text" and msgs and msgs[-1]["id"] == last["id"]:
                fits.append((r, last))
        r, last = rng.choice(fits)
        b = rng.choice([u for u in contacts(state) if u["id"] != r["peer"]])
        a = model.user(st, rg, r["peer"])
        assert a is not None
        b_chat, b_new = direct_target(state, b["id"])
        # the note the forward dialog may add comes after the forwarded message (and the chat, if new)
        return {"a": a["name"], "a_id": a["id"], "a_chat": r["id"], "text": last["text"], "b": b["name"],
                "b_id": b["id"], "b_chat": b_chat, "b_new": b_new, "note": note_id(state, 2 if b_new else 1)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["a_chat"], None if p["b_new"] else p["b_chat"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = sent_to(init, final, p["b_id"])
        fwd = [m["text"] for m in got if m["forwarded"]]
        notes = [m for m in got if not m["forwarded"]]  # the forward dialog's note ("Leave a message"), if any
        ok = fwd == [p["text"]] and len(notes) <= 1 and all(m["kind"] == "text" for m in notes)
        return [Check("forwarded to them", ok, p["text"], [m["text"] for m in got])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*_to_direct(p["b_chat"], p["b_new"], p["b_id"]), note_sent(p["b_chat"], p["note"]), *read(p["a_chat"])]

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
                    '"See you at <their time>" (same format as theirs).',
                    'Wait for the Messenger message from {name} with a time to meet (it is coming shortly), then reply exactly "See you at HH:MM" using their time.')
    instructions_zh = ('{name}马上会在聊天里发给我一个见面时间。等消息到了，用对方的时间准确回复“HH:MM见”。',
                       '大约一分钟后{name}会在聊天里发来一个见面时间，请回复“<对方的时间>见”（时间格式和对方一致）。',
                       '等{name}在聊天里发来见面时间（很快就到），然后准确回复“HH:MM见”，时间用对方给的。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(direct_rows(state))
        u = model.user(ov(state), region(state), r["peer"])
        assert u is not None
        hhmm = f"{rng.randint(9, 20):02d}:{rng.choice((0, 15, 30, 45)):02d}"
        place = rng.choice(words(state, "places", PLACES))
        text = f"{hhmm}在{place}见吧" if zh(state) else f"Let's meet at {hhmm} by {place}"
        return {"uid": u["id"], "name": u["name"], "cid": r["id"], "time": hhmm, "text": text,
                "at": START_MS + rng.randint(40, 80) * 1000}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        alarm = {"id": 1 + max((a["id"] for a in state["os"]["alarms"]), default=0), "at": p["at"],
                 "app": "messenger", "handler": "incoming", "payload": {"sender": p["uid"], "text": p["text"]}}
        return merge({"os": {"alarms[]": alarm}}, seed_chats(p["cid"]))

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        msgs = [m for m in new_items(init, final, "messages") if m["chat"] == p["cid"]]
        at = next((i for i, m in enumerate(msgs) if m["sender"] == p["uid"] and m["text"] == p["text"]), None)
        after = [m["text"] for m in msgs[at + 1:] if m["sender"] == "me"] if at is not None else []
        want = reply(init, p["time"])
        return [Check("their message arrived", at is not None, p["text"], None),
                Check("replied after it", len(after) == 1 and norm(after[0]) == norm(want), [want], after)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        # their message (the alarm's), my reply, and the chat read
        return [sent(p["cid"], sender=p["uid"]), sent(p["cid"]), *read(p["cid"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield A.Wait(seconds=(p["at"] - START_MS) / 1000 + 5)
        obs = yield from open_direct(obs, p["name"], p["uid"])
        said = their_bubbles(obs)[-1].text
        m = re.search(r"(\d\d:\d\d)", said)
        assert m is not None, obs.text()
        yield from send_text(obs, f"{m.group(1)}见" if names.is_cjk(said) else f"See you at {m.group(1)}")


# ---- chat management -----------------------------------------------------------------------------
class MuteGroup(CriteriaTask):
    id = "messenger.MuteGroup"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("settings", "social")
    instructions = ('Mute notifications of the "{group}" group chat.',
                    'I get too many alerts from "{group}" in Messenger. Mute that group.')
    instructions_zh = ('把“{group}”群聊设为消息免打扰。',
                       '“{group}”群的消息提醒太多了，在聊天里把这个群设为免打扰。')
    changes = (f"{P}.chats.{{cid}}.unread",)  # opening the group reads it

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
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messenger",)
    difficulty = "L1"
    tags = ("edit",)
    instructions = ("Pin my chat with {name} to the top of the Messenger chat list.",
                    "In Messenger, make the conversation with {name} sticky on top.")
    instructions_zh = ('在聊天列表里把和{name}的聊天置顶。',
                       '在聊天里把与{name}的对话设为置顶聊天。')

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
    instructions_zh = ('在聊天里清空与{name}的聊天记录。',
                       '删除我和{name}聊天中的所有消息，但保留这个联系人。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(direct_rows(state))
        return {"cid": r["id"], "uid": r["peer"], "name": model.user(ov(state), region(state), r["peer"])["name"]}  # type: ignore[index]

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        left = model.messages(ov(final), region(final), p["cid"])
        return [check("messages left in the chat", 0, len(left))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.chats.{p['cid']}.cleared_at", *read(p["cid"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="chat.info")
        obs = yield from ui.tap(obs, trigger="chatinfo.clear_ask")
        yield from ui.tap(obs, trigger="chat.clear")
