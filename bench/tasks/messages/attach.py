"""Messages tasks through the OS: pictures attached with the system media picker (MMS), text
copied from Messenger and pasted into an SMS, and a note shared from Notes into a conversation."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.messages.common import (
    TO_HINT,
    chat_with,
    contacts,
    next_thread_id,
    norm,
    plain,
    send_changes,
    thread_for,
)
from bench.tasks.messenger.pictures import by_kind, media, near_top, pick_files
from mgym.render.photos import index


def _to(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    c = rng.choice(sorted(contacts(state), key=lambda c: c["id"]))
    t = thread_for(state, c["phone"])
    return {"name": c["name"], "contact_id": c["id"], "phone": c["phone"],
            "thread_id": t["id"] if t else next_thread_id(state)}


def _new_out(init: dict[str, Any], final: dict[str, Any], address: str) -> list[dict[str, Any]]:
    """The messages sent to ``address`` during the episode."""
    after = thread_for(final, address)
    if after is None:
        return []
    before = thread_for(init, address)
    old = {m["id"] for m in before["messages"]} if before else set()
    return [m for m in after["messages"] if m["id"] not in old and not m["incoming"]]


def _attach(obs: Any, p: dict[str, Any]) -> ui.Steps:
    """In a conversation: attach the files from the picker and send."""
    obs = yield from ui.tap(obs, trigger="compose.attach")
    obs = yield from pick_files(obs, p["files"], p["albums"])
    return (yield from ui.tap(obs, trigger="compose.send"))


class SendScreenshots(TaskTemplate):
    id = "messages.SendScreenshots"
    apps = ("messages",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("social", "nav")
    budget = 30
    split = "test"
    instructions = ("Send my two newest screenshots to {name} in Messages.",
                    "Text {name} the two most recent screenshots on my phone.")
    instructions_zh = ("在信息里把我最新的两张截图发给{name}。", "用短信把手机上最近的两张截图发给{name}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        shots = [r for r in media(state) if r["album"] == "Screenshots"]
        return {**_to(rng, state), "files": [r["id"] for r in shots[:2]], "albums": ["Screenshots"] * 2}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [sorted(m.get("files") or []) for m in _new_out(init, final, p["phone"])]
        return [Check(f"one message with the two screenshots was sent to {p['name']}",
                      got == [sorted(p["files"])], [sorted(p["files"])], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from _attach(obs, p)


class SendTicketPhoto(TaskTemplate):
    id = "messages.SendTicketPhoto"
    apps = ("messages",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("image", "social")
    budget = 45
    split = "train"
    instructions = ("Text {name} the photo of my ticket from {origin} to {dest}.",
                    "In Messages, send {name} the picture of the {origin} to {dest} ticket in my photos.",
                    "Please send {name} a text with the photo of my ticket from {origin} to {dest}.")
    instructions_zh = ("把我从{origin}到{dest}的车票照片用短信发给{name}。",
                       "在信息里把相册中{origin}到{dest}那张票的照片发给{name}。",
                       "请把我那张{origin}到{dest}的车票照片通过短信发给{name}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        ix = index()

        def route(r: dict[str, Any]) -> tuple[str, str]:
            f = ix[r["asset"]]["facts"]
            return str(f.get("from", "")), str(f.get("to", ""))

        tickets = by_kind(state, "ticket")
        unique = [r for r in tickets if all(route(o) != route(r) for o in tickets if o["id"] != r["id"])
                  and all(route(r)) and near_top(state, r)]
        r = rng.choice(unique)
        origin, dest = route(r)
        return {**_to(rng, state), "origin": origin, "dest": dest, "files": [r["id"]], "albums": [r["album"]]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m.get("files") or [] for m in _new_out(init, final, p["phone"])]
        return [Check(f"the ticket's photo was sent to {p['name']}", got == [p["files"]], [p["files"]], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from _attach(obs, p)


class ForwardMessengerText(TaskTemplate):
    id = "messages.ForwardMessengerText"
    apps = ("messenger", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 45
    split = "test"
    instructions = ("Copy the last message {friend} sent me on Messenger and text it to {name} in Messages.",
                    "Forward {friend}'s latest Messenger message to {name} by SMS (copy and paste it).",
                    "Please send {name} a text with the last message {friend} sent me on Messenger, copied "
                    "word for word.")
    instructions_zh = ("复制{friend}在聊天里发给我的最后一条消息，用短信发给{name}。",
                       "把{friend}在聊天中的最新一条消息复制下来，通过信息发给{name}。",
                       "请把{friend}在聊天里给我发的最后一条消息原样复制，用短信发给{name}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import direct_rows

        rows = []
        for r in direct_rows(state):
            last = r["last"]
            if last and last["sender"] == r["peer"] and last["kind"] == "text" and plain(last["text"], state) \
                    and 0 < len(last["text"]) < 90:
                rows.append(r)
        r = rng.choice(rows)
        return {**_to(rng, state), "friend": r["name"], "uid": r["peer"], "cid": r["id"], "message_id": r["last"]["id"],
                "text": r["last"]["text"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"messenger": {"chats": {p["cid"]: {}}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m["body"] for m in _new_out(init, final, p["phone"])]
        return [Check(f"the message was texted to {p['name']}", [norm(g) for g in got] == [norm(p["text"])],
                      [p["text"]], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*send_changes(p["thread_id"]), f"apps.messenger.chats.{p['cid']}.unread", "os.clipboard"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messenger.common import open_direct

        obs = yield from ui.open_app("Messenger")
        obs = yield from open_direct(obs, p["friend"], p["uid"])
        obs = yield from ui.long_press(obs, trigger="message.time", message_id=p["message_id"])
        obs = yield from ui.tap(obs, trigger="message.copy")
        obs = yield from ui.open_app("Messages")
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        obs = yield from ui.long_press(obs, "Text message", role="input")
        obs = yield from ui.tap(obs, trigger="textsel.paste")
        yield from ui.tap(obs, trigger="compose.send")


class ShareNoteToThread(TaskTemplate):
    id = "messages.ShareNoteToThread"
    apps = ("notes", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 45
    split = "train"
    instructions = ('Share my note "{title}" from Notes with {name} by SMS.',
                    'Use Share in Notes to text {name} the note "{title}".',
                    'Please text {name} my note "{title}" by sharing it from Notes.')
    instructions_zh = ("把备忘录里的笔记“{title}”通过短信分享给{name}。", "在备忘录里用分享，把“{title}”这条笔记发短信给{name}。",
                       "请把备忘录中的笔记“{title}”用短信分享给{name}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.notes.common import live, note_text

        ns = [n for n in live(state) if n["title"] and not n["private"] and not n["items"]
              and len(note_text(n)) < 200 and sum(1 for o in live(state) if o["title"] == n["title"]) == 1]
        n = rng.choice(ns)
        return {**_to(rng, state), "note_id": n["id"], "title": n["title"], "text": note_text(n)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m["body"] for m in _new_out(init, final, p["phone"])]
        # one text holding the note (the composer may add a word of one's own to the shared text)
        return [Check(f"the note was texted to {p['name']}", len(got) == 1 and norm(p["text"]) in norm(got[0]),
                      [p["text"]], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import open_note, to_notes

        obs = yield from to_notes(obs)
        obs = yield from open_note(obs, p["note_id"])
        obs = yield from ui.tap(obs, trigger="edit.menu")
        obs = yield from ui.tap(obs, trigger="nmenu.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messages")
        obs = yield from ui.type_into(obs, TO_HINT, p["name"])
        obs = yield from ui.tap(obs, trigger="new.pick", contact_id=p["contact_id"])
        yield from ui.tap(obs, trigger="compose.send")
