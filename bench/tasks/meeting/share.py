"""Meet tasks that hand a meeting to another app: the invitation to a Messenger chat (share sheet), the
meeting id and password by SMS (copy and paste)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution
from bench.tasks.meeting.common import launch, open_meeting
from bench.tasks.meeting.schedule import _Mine
from bench.tasks.messages.common import chat_with, new_outgoing, next_thread_id, send_changes, thread_for
from bench.tasks.messages.common import contacts as sms_contacts
from bench.tasks.messenger.common import P as MESSENGER
from bench.tasks.messenger.common import (
    chat_of,
    new_items,
    note_id,
    note_sent,
    seed_chats,
    sent,
    share_to_chat,
    with_note,
)
from bench.tasks.messenger.common import contacts as chat_contacts
from bench.tasks.messenger.common import ov as mov
from bench.tasks.messenger.common import region as mregion
from bench.tasks.textmatch import grouped
from mgym.apps.meeting import model
from mgym.apps.messenger.model import chat_rows


def _has_id(text: str, mid: str) -> bool:
    """The meeting id, whole, perhaps grouped ("904 897 577")."""
    return grouped(text, mid)


class ShareInvitation(_Mine):
    id = "meeting.ShareInvitation"
    apps = ("meeting", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    split = "train"
    instructions = ('Share the invitation of my Meet meeting "{topic}" with {who} in Messenger.',
                    'Send {who} the Meet invitation for "{topic}" through Messenger (use Share invitation).',
                    'Please send the invitation for my Meet meeting "{topic}" to {who} on Messenger.')
    instructions_zh = ("把会议里“{topic}”的会议邀请通过聊天分享给{who}。",
                       "用“分享邀请”把会议“{topic}”的邀请发到聊天里给{who}。",
                       "请把我的会议“{topic}”的邀请分享到聊天里发给{who}。")
    goal_params = ("mid", "cid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        listed = {r["id"]: r["name"] for r in chat_rows(mov(state), mregion(state))[:40] if r["kind"] == "direct"}
        u = rng.choice([u for u in chat_contacts(state) if chat_of(state, u["id"]) in listed])
        return {**self.mine(rng, state), "uid": u["id"], "who": u["name"], "cid": chat_of(state, u["id"]),
                "note": note_id(state)}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        out = super().setup(params, state)
        out["apps"].update(seed_chats(params["cid"])["apps"])
        return out

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m["text"] for m in new_items(init, final, "messages")
               if m["chat"] == p["cid"] and m["sender"] == "me" and m["kind"] == "text"]
        ok = with_note(got, lambda g: _has_id(g, p["mid"]) and grouped(g, p["password"]))
        return [Check(f"the invitation ({model.grouped(p['mid'])}) was sent to {p['who']}", ok, p["mid"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [sent(p["cid"], kind="text"), note_sent(p["cid"], p["note"]), f"{MESSENGER}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.share")
        yield from share_to_chat(obs, p["cid"])


class TextMeetingId(_Mine):
    id = "meeting.TextMeetingId"
    apps = ("meeting", "messages")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "extract")
    budget = 45
    split = "train"
    instructions = ('Text {name} the meeting ID and password of my Meet meeting "{topic}" by SMS.',
                    'Send {name} an SMS with the ID and password for "{topic}" from Meet (copying the invitation is '
                    "fine).",
                    'Please send {name} a text message with the meeting ID and password of "{topic}" in '
                    "Meet.")
    instructions_zh = ("用短信把会议里“{topic}”的会议号和密码发给{name}。",
                       "给{name}发条短信，写上会议“{topic}”的会议号和密码（复制邀请也行）。",
                       "请把会议“{topic}”的会议号和密码通过短信发给{name}。")
    goal_params = ("mid", "contact_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(sorted(sms_contacts(state), key=lambda c: c["id"]))
        t = thread_for(state, c["phone"])
        return {**self.mine(rng, state), "name": c["name"], "contact_id": c["id"], "phone": c["phone"],
                "thread_id": t["id"] if t else next_thread_id(state)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = new_outgoing(init, final, p["phone"])
        ok = len(got) == 1 and _has_id(got[0], p["mid"]) and grouped(got[0], p["password"])
        return [Check(f"texted the id and password to {p['name']}", ok, (p["mid"], p["password"]), got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*send_changes(p["thread_id"]), "os.clipboard"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.copy")
        obs = yield from ui.open_app("Messages")
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        obs = yield from ui.long_press(obs, "Text message", role="input")
        obs = yield from ui.tap(obs, trigger="textsel.paste")
        yield from ui.tap(obs, trigger="compose.send")
