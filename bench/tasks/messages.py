"""Messages tasks: sending and replying, managing conversations (pin, archive, mute, delete),
settings, and reading facts out of SMS threads (last message, unread count, one-time codes)."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from mgym import actions as A

#: the virtual clock at boot (ms); incoming messages scheduled by a setup count from here
START_MS = 1773478800000
TO_HINT = "Type a name or phone number"

TEXTS = (
    "Running a bit late, see you soon",
    "Can you pick up milk on the way home?",
    "Call me when you get this",
    "Thanks for dinner last night",
    "The meeting moved to 3 PM",
    "Don't forget to bring the charger",
    "I'll be there in 20 minutes",
    "Did you feed the cat?",
    "Movie starts at 8, save me a seat",
    "Happy Friday! Any plans for the weekend?",
)
SERVICES = ("Google", "PayPal", "Amazon", "Uber", "Dropbox", "Venmo", "Microsoft", "Airbnb")
WORDS = ("maple", "river", "cedar", "falcon", "harbor", "willow", "summit", "copper")


# ---- reading the state -------------------------------------------------------------------------


def _digits(number: str) -> str:
    return "".join(ch for ch in str(number) if ch.isdigit())[-10:]


def _threads(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = state["os"]["providers"]["sms"]
    return rows


def _contacts(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = state["os"]["providers"]["contacts"]
    return [c for c in rows if c.get("phone")]


def _contact_for(state: dict[str, Any], address: str) -> dict[str, Any] | None:
    key = _digits(address)
    return next((c for c in _contacts(state) if key and _digits(c["phone"]) == key), None) if key else None


def _thread_for(state: dict[str, Any], address: str) -> dict[str, Any] | None:
    key = _digits(address) or address
    return next((t for t in _threads(state) if (_digits(t["address"]) or t["address"]) == key), None)


def _named_threads(state: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(thread, contact) for every non-archived conversation with a saved contact, by thread id."""
    out = []
    for t in sorted(_threads(state), key=lambda t: t["id"]):
        c = _contact_for(state, t["address"])
        if c is not None and not t["archived"] and t["messages"]:
            out.append((t, c))
    return out


def _next_thread_id(state: dict[str, Any]) -> int:
    return max((t["id"] for t in _threads(state)), default=0) + 1


def _next_message_id(state: dict[str, Any]) -> int:
    return max((m["id"] for t in _threads(state) for m in t["messages"]), default=0) + 1


def _norm(text: Any) -> str:
    return " ".join(str(text).split()).casefold().rstrip(".")


def _new_outgoing(init: dict[str, Any], final: dict[str, Any], address: str) -> list[str]:
    """Bodies of the messages sent to ``address`` during the episode."""
    after = _thread_for(final, address)
    if after is None:
        return []
    before = _thread_for(init, address)
    old = {m["id"] for m in before["messages"]} if before else set()
    return [m["body"] for m in after["messages"] if m["id"] not in old and not m["incoming"]]


def _sent_check(init: dict[str, Any], final: dict[str, Any], address: str, text: str, who: str) -> Check:
    sent = _new_outgoing(init, final, address)
    return Check(f"sent exactly one message to {who}", len(sent) == 1 and _norm(sent[0]) == _norm(text),
                 [text], sent)


def _sms_patch(rows: dict[int, dict[str, Any]]) -> dict[str, Any]:
    return {"os": {"providers": {f"sms[id={tid}]": v for tid, v in rows.items()}}}


def _unread_patch(state: dict[str, Any], unread: set[tuple[int, int]]) -> dict[str, Any]:
    """A patch making exactly the (thread id, message id) pairs in ``unread`` unread."""
    rows: dict[int, dict[str, Any]] = {}
    for t in _threads(state):
        for m in t["messages"]:
            want = (t["id"], m["id"]) not in unread
            if m["read"] != want:
                rows.setdefault(t["id"], {})[f"messages[id={m['id']}]"] = {"read": want}
    return _sms_patch(rows)


def _verify_thread(state: dict[str, Any], codes: dict[str, str], vid: int) -> dict[str, Any]:
    """A patch adding a conversation with the sender "Verify" holding one code per service."""
    mid = _next_message_id(state)
    n = len(codes)
    msgs = [{"id": mid + i, "body": f"Your {svc} verification code is {code}. Don't share it with anyone.",
             "time": START_MS - (n - i) * 17 * 60_000, "incoming": True, "read": False}
            for i, (svc, code) in enumerate(codes.items())]
    return {"os": {"providers": {"sms[]": {"id": vid, "address": "Verify", "pinned": False, "archived": False,
                                           "messages": msgs}}}}


def _sample_codes(rng: Random, k: int = 3) -> dict[str, str]:
    services = rng.sample(SERVICES, k)
    codes = rng.sample(range(100000, 1000000), k)
    return {s: str(c) for s, c in zip(services, codes, strict=True)}


# ---- oracle helpers ----------------------------------------------------------------------------


def _send(obs: Any, text: str) -> ui.Steps:
    obs = yield from ui.type_into(obs, "Text message", text)
    return (yield from ui.tap(obs, "Send SMS", trigger="compose.send"))


def _chat_with(obs: Any, name: str, contact_id: int) -> ui.Steps:
    """From the inbox: Start chat, look the contact up, open the conversation with them."""
    obs = yield from ui.tap(obs, "Start chat", trigger="new.open")
    obs = yield from ui.type_into(obs, TO_HINT, name)
    return (yield from ui.tap(obs, trigger="new.pick", contact_id=contact_id))


def _bubbles(obs: Any) -> list[Any]:
    return list(obs.find(trigger="message.time"))


# ---- sending -----------------------------------------------------------------------------------


class SendToContact(TaskTemplate):
    id = "messages.SendToContact"
    apps = ("messages",)
    difficulty = "L1"
    tags = ("social", "create")
    instructions = ('Text {name} "{text}".',
                    'In Messages, send {name} the message: {text}')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(_named_threads(state))
        return {"name": c["name"], "thread_id": t["id"], "address": t["address"], "text": rng.choice(TEXTS)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [_sent_check(init, final, p["address"], p["text"], p["name"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from _send(obs, p["text"])


class NewConversation(TaskTemplate):
    id = "messages.NewConversation"
    apps = ("messages",)
    difficulty = "L2"
    tags = ("social", "create")
    instructions = ('Start a new conversation with {name} and send "{text}".',
                    'You have never texted {name}. Send them this SMS: {text}')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        fresh = [c for c in _contacts(state) if _thread_for(state, c["phone"]) is None]
        c = rng.choice(sorted(fresh, key=lambda c: c["id"]))
        return {"name": c["name"], "contact_id": c["id"], "phone": c["phone"], "text": rng.choice(TEXTS),
                "new_id": _next_thread_id(state)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['new_id']}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [_sent_check(init, final, p["phone"], p["text"], p["name"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from _chat_with(obs, p["name"], p["contact_id"])
        yield from _send(obs, p["text"])


class ReplyLatestUnread(TaskTemplate):
    id = "messages.ReplyLatestUnread"
    apps = ("messages",)
    difficulty = "L2"
    tags = ("social", "reasoning")
    instructions = ('Reply "{text}" to the most recent conversation that has unread messages.',
                    'Several chats are unread. Open the one that got a message most recently and answer: {text}')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cands = [(t, c) for t, c in _named_threads(state) if t["messages"][-1]["incoming"]]
        chosen = rng.sample(cands, rng.randint(2, 3))
        t, c = max(chosen, key=lambda tc: tc[0]["messages"][-1]["time"])
        return {"unread": sorted(x["id"] for x, _ in chosen), "thread_id": t["id"], "name": c["name"],
                "address": t["address"], "text": rng.choice(TEXTS)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        by_id = {t["id"]: t for t in _threads(state)}
        return _unread_patch(state, {(tid, by_id[tid]["messages"][-1]["id"]) for tid in p["unread"]})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [_sent_check(init, final, p["address"], p["text"], p["name"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from _send(obs, p["text"])


# ---- managing conversations --------------------------------------------------------------------


class DeleteConversation(TaskTemplate):
    id = "messages.DeleteConversation"
    apps = ("messages",)
    difficulty = "L1"
    tags = ("delete",)
    instructions = ("Delete the whole conversation with {name}.",
                    "Remove my SMS thread with {name} from Messages.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(_named_threads(state))
        return {"name": c["name"], "thread_id": t["id"], "address": t["address"]}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}]", "apps.messages.muted"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        left = [t["id"] for t in _threads(final) if t["id"] == p["thread_id"]
                or _digits(t["address"]) == _digits(p["address"])]
        return [Check(f"no conversation with {p['name']}", not left, [], left)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.long_press(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.tap(obs, "Delete", trigger="thread.delete_ask")
        yield from ui.tap(obs, "Delete", trigger="thread.delete")


class PinConversation(CriteriaTask):
    id = "messages.PinConversation"
    apps = ("messages",)
    difficulty = "L1"
    tags = ("edit",)
    instructions = ("Pin the conversation with {name} in Messages.",
                    "Keep my chat with {name} at the top of the Messages list by pinning it.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(_named_threads(state))
        return {"name": c["name"], "thread_id": t["id"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"os.providers.sms[id={p['thread_id']}].pinned": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.long_press(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from ui.tap(obs, "Pin", trigger="thread.pin")


class ArchiveConversation(CriteriaTask):
    id = "messages.ArchiveConversation"
    apps = ("messages",)
    difficulty = "L1"
    tags = ("edit",)
    instructions = ("Archive the conversation with {name}.",
                    "Move my Messages thread with {name} to the archive.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(_named_threads(state))
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

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(_named_threads(state))
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

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(_named_threads(state))
        return {"name": c["name"], "thread_id": t["id"]}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.messages.muted", f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

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
    apps = ("messages",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Turn {onoff} {label} in the Messages app's settings.",
                    "In Messages settings, switch {label} {onoff}.")

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

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cands = []
        for t, c in _named_threads(state):
            bodies = [m["body"] for m in t["messages"]]
            cands += [(t, c, m) for m in t["messages"] if bodies.count(m["body"]) == 1]
        t, c, m = rng.choice(cands)
        return {"name": c["name"], "thread_id": t["id"], "message_id": m["id"], "body": m["body"]}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        tid = p["thread_id"]
        return [f"os.providers.sms[id={tid}].messages[id={p['message_id']}]",
                f"os.providers.sms[id={tid}].messages[*].read"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        t = next((t for t in _threads(final) if t["id"] == p["thread_id"]), None)
        ids = [m["id"] for m in t["messages"]] if t else []
        before = next(t for t in _threads(init) if t["id"] == p["thread_id"])
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


# ---- queries -----------------------------------------------------------------------------------


class LastMessageFrom(AnswerTask):
    id = "messages.LastMessageFrom"
    apps = ("messages", "answersheet")
    difficulty = "L1"
    tags = ("extract",)
    instructions = ("What was the last text message {name} sent me? Write it on the AnswerSheet.",
                    "Look up the most recent SMS I received from {name} and enter its text in AnswerSheet.")
    answer_fields = (AnswerField("message", "The message", hint="Its exact text"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cands = []
        for t, c in _named_threads(state):
            incoming = [m for m in t["messages"] if m["incoming"]]
            if incoming and incoming[-1]["body"].isascii():
                cands.append((t, c))
        t, c = rng.choice(cands)
        return {"name": c["name"], "thread_id": t["id"]}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        t = next(t for t in _threads(init) if t["id"] == p["thread_id"])
        return {"message": [m for m in t["messages"] if m["incoming"]][-1]["body"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        # the conversation opens at its newest message; incoming bubbles sit on the left
        incoming = [b for b in _bubbles(obs) if b.center[0] < 500]
        while not incoming:
            obs = yield A.Drag(x1=500, y1=300, x2=500, y2=700)
            incoming = [b for b in _bubbles(obs) if b.center[0] < 500]
        yield from ui.fill_answers(obs, {"message": incoming[-1].text})


class CountUnread(AnswerTask):
    id = "messages.CountUnread"
    apps = ("messages", "answersheet")
    difficulty = "L2"
    tags = ("extract", "reasoning")
    instructions = ("How many conversations in Messages have unread messages? Don't open them; answer on "
                    "the AnswerSheet.",
                    "Count my unread SMS conversations (don't open them) and report the number in AnswerSheet.")
    answer_fields = (AnswerField("count", "Unread conversations", "number", "number", hint="A whole number"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cands = sorted(t["id"] for t in _threads(state) if not t["archived"]
                       and any(m["incoming"] for m in t["messages"]))
        return {"unread": sorted(rng.sample(cands, rng.randint(2, 6)))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        by_id = {t["id"]: t for t in _threads(state)}
        pairs = {(tid, [m for m in by_id[tid]["messages"] if m["incoming"]][-1]["id"]) for tid in p["unread"]}
        return _unread_patch(state, pairs)

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": sum(1 for t in _threads(init) if any(not m["read"] for m in t["messages"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        yield from ui.fill_answers(obs, {"count": len(p["unread"])})


class VerificationCode(AnswerTask):
    id = "messages.VerificationCode"
    apps = ("messages", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    instructions = ("Verify texted me several sign-in codes. What is my {service} verification code?",
                    "Find the {service} code in the texts from Verify and enter it in AnswerSheet.")
    answer_fields = (AnswerField("code", "Verification code", hint="The digits of the code"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        codes = _sample_codes(rng)
        return {"codes": codes, "service": rng.choice(sorted(codes)), "verify_id": _next_thread_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _verify_thread(state, p["codes"], p["verify_id"])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['verify_id']}].messages[*].read"]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"code": p["codes"][p["service"]]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, "Verify", trigger="thread.open", thread_id=p["verify_id"])
        yield from ui.fill_answers(obs, {"code": _code_on_screen(obs, p["service"])})


def _code_on_screen(obs: Any, service: str) -> str:
    bubble = next(b for b in _bubbles(obs) if f" {service} " in f" {b.text} ")
    m = re.search(r"\b(\d{6})\b", bubble.text)
    assert m is not None, bubble.text
    return m.group(1)


class FindSender(AnswerTask):
    id = "messages.FindSender"
    apps = ("messages", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    instructions = ("Someone texted me the wifi password for the cabin. Who sent it, and what is the password?",
                    "Search my messages for the cabin's wifi password; note the password and the sender's name.")
    answer_fields = (AnswerField("sender", "Sender", hint="Their name as shown in Messages"),
                     AnswerField("password", "Wifi password"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(_named_threads(state))
        pos = rng.randrange(len(t["messages"]))
        pw = f"{rng.choice(WORDS)}-{rng.randint(1000, 9999)}"
        return {"name": c["name"], "thread_id": t["id"], "pos": pos, "password": pw}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        t = next(t for t in _threads(state) if t["id"] == p["thread_id"])
        msgs = list(t["messages"])
        pos = p["pos"]
        # tucked into the history between two older messages, so it is not the snippet
        at = (msgs[pos - 1]["time"] + msgs[pos]["time"]) // 2 if pos else msgs[0]["time"] - 3_600_000
        msgs.insert(pos, {"id": _next_message_id(state), "body": f"The wifi password at the cabin is {p['password']}",
                          "time": at, "incoming": True, "read": True})
        return _sms_patch({p["thread_id"]: {"messages": msgs}})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"sender": p["name"], "password": p["password"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, "Search conversations", trigger="search.open")
        obs = yield from ui.type_into(obs, "Search messages", "wifi password")
        obs = yield A.Enter()
        hit = obs.find("wifi password", role="list_item")[0]
        m = re.search(r"cabin is (\S+)", hit.text)
        assert m is not None and p["name"] in hit.text, hit.text
        yield from ui.fill_answers(obs, {"sender": p["name"], "password": m.group(1)})


# ---- combined ----------------------------------------------------------------------------------


class ForwardCode(TaskTemplate):
    id = "messages.ForwardCode"
    apps = ("messages",)
    objective = "hybrid"
    composition = "sequential"
    difficulty = "L3"
    tags = ("extract", "social")
    budget = 30
    instructions = ("Verify texted me a {service} verification code. Send that code to {name} by SMS.",
                    "Look up my {service} code in the messages from Verify and text just the code to {name}.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        codes = _sample_codes(rng)
        c = rng.choice(sorted(_contacts(state), key=lambda c: c["id"]))
        t = _thread_for(state, c["phone"])
        vid = _next_thread_id(state)
        return {"codes": codes, "service": rng.choice(sorted(codes)), "verify_id": vid, "name": c["name"],
                "contact_id": c["id"], "phone": c["phone"], "thread_id": t["id"] if t else vid + 1}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _verify_thread(state, p["codes"], p["verify_id"])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['verify_id']}].messages[*].read", f"os.providers.sms[id={p['thread_id']}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        code = p["codes"][p["service"]]
        sent = _new_outgoing(init, final, p["phone"])
        return [Check(f"sent the {p['service']} code to {p['name']}",
                      len(sent) == 1 and re.search(rf"(?<!\d){code}(?!\d)", sent[0]) is not None, code, sent),
                Check("no other code sent", not any(other in s for s in sent for svc, other in p["codes"].items()
                                                    if svc != p["service"]), None, sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, "Verify", trigger="thread.open", thread_id=p["verify_id"])
        code = _code_on_screen(obs, p["service"])
        obs = yield from ui.back()
        obs = yield from _chat_with(obs, p["name"], p["contact_id"])
        yield from _send(obs, code)


class ReplyToIncoming(TaskTemplate):
    id = "messages.ReplyToIncoming"
    apps = ("messages",)
    objective = "hybrid"
    composition = "sequential"
    difficulty = "L3"
    tags = ("social", "extract")
    budget = 30
    instructions = ('{name} is about to text me a time to meet. Wait for that message, then reply exactly '
                    '"OK, see you at HH:MM" with the time they propose.',
                    'A text from {name} suggesting a meeting time will arrive in about a minute. When it does, '
                    'answer "OK, see you at <their time>" (same time format as theirs).')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(_named_threads(state))
        hhmm = f"{rng.randint(9, 20):02d}:{rng.choice((0, 15, 30, 45)):02d}"
        return {"name": c["name"], "thread_id": t["id"], "address": t["address"], "time": hhmm,
                "body": f"Are you free later? Let's meet at {hhmm} by the fountain.",
                "at": START_MS + rng.randint(40, 80) * 1000}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        alarm = {"id": 1 + max((a["id"] for a in state["os"]["alarms"]), default=0), "at": p["at"],
                 "app": "messages", "handler": "incoming_sms",
                 "payload": {"address": p["address"], "body": p["body"]}}
        return {"os": {"alarms[]": alarm}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        t = _thread_for(final, p["address"])
        msgs = t["messages"] if t else []
        got = next((i for i, m in enumerate(msgs) if m["incoming"] and m["body"] == p["body"]), None)
        after = [m["body"] for m in msgs[got + 1:] if not m["incoming"]] if got is not None else []
        want = f"OK, see you at {p['time']}"
        return [Check("their message arrived", got is not None, p["body"], None),
                Check("replied after it", len(after) == 1 and _norm(after[0]) == _norm(want), [want], after)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield A.Wait(seconds=(p["at"] - START_MS) / 1000 + 5)
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        m = re.search(r"meet at (\d\d:\d\d)", _bubbles(obs)[-1].text)
        assert m is not None, obs.text()
        yield from _send(obs, f"OK, see you at {m.group(1)}")


class ShareContactNumber(TaskTemplate):
    id = "messages.ShareContactNumber"
    apps = ("messages", "contacts")
    objective = "hybrid"
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    instructions = ("{name} asked for {other}'s phone number. Text it to them.",
                    "Look up {other}'s number in my contacts and send it to {name} by SMS.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        to, other = rng.sample(sorted(_contacts(state), key=lambda c: c["id"]), 2)
        t = _thread_for(state, to["phone"])
        return {"name": to["name"], "contact_id": to["id"], "phone": to["phone"], "other": other["name"],
                "other_phone": other["phone"], "thread_id": t["id"] if t else _next_thread_id(state)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = _new_outgoing(init, final, p["phone"])
        want = _digits(p["other_phone"])
        return [Check(f"sent {p['other']}'s number to {p['name']}",
                      len(sent) == 1 and want in "".join(ch for ch in sent[0] if ch.isdigit()),
                      p["other_phone"], sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from _chat_with(obs, p["name"], p["contact_id"])
        yield from _send(obs, p["other_phone"])
