"""Messages tasks: sending, and managing conversations (pin, archive, mute, delete)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.messages.common import (
    TEXTS,
    chat_with,
    contacts,
    digits,
    named_threads,
    next_thread_id,
    send,
    send_changes,
    sent_check,
    thread_for,
    threads,
    unread_patch,
    words,
)
from mgym.i18n import DEFAULT_LOCALE, normalize_locale


class SendToContact(TaskTemplate):
    id = "messages.SendToContact"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messages",)
    difficulty = "L1"
    tags = ("social", "create")
    instructions = ('Text {name} "{text}".',
                    'In Messages, send {name} the message: {text}')
    instructions_zh = ("给{name}发短信：“{text}”",
                       "在信息中给{name}发送这条信息：{text}")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        return {"name": c["name"], "thread_id": t["id"], "address": t["address"], "text": rng.choice(words(state, "texts", TEXTS))}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, p["address"], p["text"], p["name"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from send(obs, p["text"])


class NewConversation(TaskTemplate):
    id = "messages.NewConversation"
    apps = ("messages",)
    difficulty = "L2"
    tags = ("social", "create")
    instructions = ('Start a new conversation with {name} and send "{text}".',
                    'You have never texted {name}. Send them this SMS: {text}')
    instructions_zh = ("和{name}发起新对话，发送“{text}”",
                       "你还没给{name}发过短信。给对方发这条短信：{text}")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        fresh = [c for c in contacts(state) if thread_for(state, c["phone"]) is None]
        c = rng.choice(sorted(fresh, key=lambda c: c["id"]))
        return {"name": c["name"], "contact_id": c["id"], "phone": c["phone"], "text": rng.choice(words(state, "texts", TEXTS)),
                "new_id": next_thread_id(state)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["new_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, p["phone"], p["text"], p["name"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from send(obs, p["text"])


class ReplyLatestUnread(TaskTemplate):
    id = "messages.ReplyLatestUnread"
    apps = ("messages",)
    difficulty = "L2"
    tags = ("social", "reasoning")
    instructions = ('Reply "{text}" to the most recent conversation that has unread messages.',
                    'Several chats are unread. Open the one that got a message most recently and answer: {text}')
    instructions_zh = ("在有未读信息的对话中，找到最近收到信息的那个，回复“{text}”",
                       "有几个对话未读。打开最近收到信息的那个对话，回复：{text}")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cands = [(t, c) for t, c in named_threads(state) if t["messages"][-1]["incoming"]]
        chosen = rng.sample(cands, rng.randint(2, 3))
        t, c = max(chosen, key=lambda tc: tc[0]["messages"][-1]["time"])
        return {"unread": sorted(x["id"] for x, _ in chosen), "thread_id": t["id"], "name": c["name"],
                "address": t["address"], "text": rng.choice(words(state, "texts", TEXTS))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        by_id = {t["id"]: t for t in threads(state)}
        return unread_patch(state, {(tid, by_id[tid]["messages"][-1]["id"]) for tid in p["unread"]})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, p["address"], p["text"], p["name"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from send(obs, p["text"])


class DeleteConversation(TaskTemplate):
    id = "messages.DeleteConversation"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messages",)
    difficulty = "L1"
    tags = ("delete",)
    instructions = ("Delete the whole conversation with {name}.",
                    "Remove my SMS thread with {name} from Messages.")
    instructions_zh = ("删除与{name}的整个对话。",
                       "在信息中删除我和{name}的短信对话。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        return {"name": c["name"], "thread_id": t["id"], "address": t["address"],
                "muted": t["id"] in state["apps"]["messages"]["muted"]}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        # deleting a muted conversation takes it off the muted list; any other mute is a side effect
        return [f"os.providers.sms[id={p['thread_id']}]", *(["apps.messages.muted"] if p.get("muted") else [])]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        left = [t["id"] for t in threads(final) if t["id"] == p["thread_id"]
                or digits(t["address"]) == digits(p["address"])]
        return [Check(f"no conversation with {p['name']}", not left, [], left)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.long_press(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.tap(obs, "Delete", trigger="thread.delete_ask")
        yield from ui.tap(obs, "Delete", trigger="thread.delete")


class PinConversation(CriteriaTask):
    id = "messages.PinConversation"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messages",)
    difficulty = "L1"
    tags = ("edit",)
    instructions = ("Pin the conversation with {name} in Messages.",
                    "Keep my chat with {name} at the top of the Messages list by pinning it.")
    instructions_zh = ("在信息中置顶与{name}的对话。",
                       "把我和{name}的对话置顶，让它固定在信息列表的最上方。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        return {"name": c["name"], "thread_id": t["id"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"os.providers.sms[id={p['thread_id']}].pinned": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.long_press(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from ui.tap(obs, "Pin", trigger="thread.pin")


class ArchiveConversation(CriteriaTask):
    id = "messages.ArchiveConversation"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messages",)
    difficulty = "L1"
    tags = ("edit",)
    instructions = ("Archive the conversation with {name}.",
                    "Move my Messages thread with {name} to the archive.")
    instructions_zh = ("归档与{name}的对话。",
                       "把我在信息中和{name}的对话移到归档。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        return {"name": c["name"], "thread_id": t["id"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"os.providers.sms[id={p['thread_id']}].archived": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.long_press(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from ui.tap(obs, "Archive", trigger="thread.archive")


class UnarchiveConversation(CriteriaTask):
    id = "messages.UnarchiveConversation"
    apps = ("messages",)
    difficulty = "L2"
    tags = ("edit", "nav")
    instructions = ("My conversation with {name} is archived. Bring it back to the main Messages list.",
                    "Unarchive the SMS thread with {name}.")
    instructions_zh = ("我和{name}的对话已归档，请把它移回信息的主列表。",
                       "取消归档与{name}的短信对话。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        return {"name": c["name"], "thread_id": t["id"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"os.providers.sms[id={p['thread_id']}].archived": False}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, "More options", trigger="inbox.menu")
        obs = yield from ui.tap(obs, "Archived", trigger="archived.open")
        obs = yield from ui.long_press(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from ui.tap(obs, "Unarchive", trigger="thread.archive")


class MuteConversation(TaskTemplate):
    id = "messages.MuteConversation"
    apps = ("messages",)
    difficulty = "L2"
    tags = ("settings", "nav")
    budget = 15
    instructions = ("Turn off notifications for the conversation with {name}.",
                    "I don't want to be notified about new texts from {name}: mute that conversation.")
    instructions_zh = ("关闭与{name}的对话通知。",
                       "{name}发来新短信时我不想收到通知：把这个对话的通知关掉。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        return {"name": c["name"], "thread_id": t["id"]}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.messages.muted[+1]", f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        want = sorted({*init["apps"]["messages"]["muted"], p["thread_id"]})
        got = sorted(final["apps"]["messages"]["muted"])
        return [Check("muted conversations", want == got, want, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.tap(obs, "Details", trigger="details.open")
        yield from ui.tap(obs, "Notifications", trigger="details.mute")

SETTING_LABELS = {"notifications": "message notifications", "delivery_reports": "SMS delivery reports"}


class ToggleSetting(CriteriaTask):
    id = "messages.ToggleSetting"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messages",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Turn {onoff} {label} in the Messages app's settings.",
                    "In Messages settings, switch {label} {onoff}.")
    instructions_zh = ("在信息应用的设置中{onoff}“{label}”。",
                       "进入信息设置，把“{label}”{onoff}。")
    #: the setting's label on the screen (a msgid) and the verbs, for other languages
    SHOWN = {"notifications": "Notifications", "delivery_reports": "Get SMS delivery reports"}
    ONOFF_ZH = {True: "开启", False: "关闭"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        if normalize_locale(locale) == DEFAULT_LOCALE:
            return out
        return {**out, "label": self.tr(self.SHOWN[params["key"]], locale), "onoff": self.ONOFF_ZH[params["on"]]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        key = rng.choice(sorted(SETTING_LABELS))
        on = rng.random() < 0.5
        return {"key": key, "label": SETTING_LABELS[key], "on": on, "onoff": "on" if on else "off"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"apps.messages.settings.{p['key']}": p["on"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, "More options", trigger="inbox.menu")
        obs = yield from ui.tap(obs, "Settings", trigger="settings.open")
        yield from ui.tap(obs, trigger="settings.toggle", key=p["key"])


class DeleteMessage(TaskTemplate):
    id = "messages.DeleteMessage"
    apps = ("messages",)
    difficulty = "L2"
    tags = ("delete",)
    instructions = ('In the conversation with {name}, delete the message "{body}" and nothing else.',
                    'Remove just the text "{body}" from my chat with {name}.')
    instructions_zh = ("在与{name}的对话中，只删除“{body}”这条信息，其他的不要动。",
                       "从我和{name}的聊天中删掉“{body}”这一条短信。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cands = []
        for t, c in named_threads(state):
            bodies = [m["body"] for m in t["messages"]]
            cands += [(t, c, m) for m in t["messages"] if bodies.count(m["body"]) == 1]
        t, c, m = rng.choice(cands)
        return {"name": c["name"], "thread_id": t["id"], "message_id": m["id"], "body": m["body"]}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        tid = p["thread_id"]
        return [f"os.providers.sms[id={tid}].messages[id={p['message_id']}]",
                f"os.providers.sms[id={tid}].messages[*].read"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        t = next((t for t in threads(final) if t["id"] == p["thread_id"]), None)
        ids = [m["id"] for m in t["messages"]] if t else []
        before = next(t for t in threads(init) if t["id"] == p["thread_id"])
        rest = [m["id"] for m in before["messages"] if m["id"] != p["message_id"]]
        return [Check("message deleted", t is not None and p["message_id"] not in ids, None, ids),
                Check("other messages kept", ids == rest, rest, ids)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.scroll_to(obs, None, up=True, trigger="message.time", message_id=p["message_id"])
        obs = yield from ui.long_press(obs, trigger="message.time", message_id=p["message_id"])
        obs = yield from ui.tap(obs, "Delete", trigger="message.delete_ask")
        yield from ui.tap(obs, "Delete", trigger="message.delete")
