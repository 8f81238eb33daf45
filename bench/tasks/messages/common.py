"""Shared samplers, judges and oracle helpers of the Messages tasks.

What a task writes into the world (texts to send, incoming messages, the verification service's sender
and its codes) comes from the phone's world region (``os.device.region``): a Chinese phone gets Chinese
texts and a 106 service number, as its own SMS threads have. The English path draws as it always did."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.task import Check

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

SERVICES = ("Searchly", "PayFlow", "ShopNow", "RideGo", "CloudBox", "CashPal", "OfficeHub", "StayAway")

WORDS = ("maple", "river", "cedar", "falcon", "harbor", "willow", "summit", "copper")

#: the sender of the verification codes a task plants (a Chinese phone gets them from a 106 number)
VERIFY = "Verify"
VERIFY_ZH = "1069088812"

#: the same lists for a phone of the zh-CN region
ZH = {
    "texts": ("我晚点到，马上就来", "回家路上能顺便买瓶牛奶吗？", "看到消息给我回个电话", "谢谢你昨晚请我吃饭",
              "会议改到下午3点了", "别忘了带充电器", "我20分钟后到", "你喂猫了吗？", "电影8点开始，帮我占个座",
              "周五快乐！周末有什么安排？"),
    "services": ("搜一搜", "付易通", "好购", "快滴出行", "云盒", "钱包宝", "办公通", "出游记"),
}


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def words(state: dict[str, Any], key: str, en: tuple[str, ...]) -> tuple[str, ...]:
    """A word list of the phone's region (``en`` for an English phone)."""
    return ZH[key] if region(state) == "zh-CN" else en


def verify_sender(state: dict[str, Any]) -> str:
    return VERIFY_ZH if region(state) == "zh-CN" else VERIFY


def code_text(service: str, code: str, zh: bool) -> str:
    """A verification-code SMS as the service sends it."""
    if zh:
        return f"【{service}】您的登录验证码为{code}，5分钟内有效。请勿泄露给他人。"
    return f"Your {service} verification code is {code}. Don't share it with anyone."


def plain(body: str, state: dict[str, Any]) -> bool:
    """Can an agent copy ``body`` as it reads it (no emoji): ASCII, or for a Chinese phone also hanzi and
    CJK punctuation."""
    if region(state) != "zh-CN":
        return body.isascii()
    return all(ch.isascii() or "\u3000" <= ch <= "\u303f" or "\u4e00" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef"
               for ch in body)


def digits(number: str) -> str:
    return "".join(ch for ch in str(number) if ch.isdigit())[-10:]


def threads(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = state["os"]["providers"]["sms"]
    return rows


def contacts(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = state["os"]["providers"]["contacts"]
    return [c for c in rows if c.get("phone")]


def contact_for(state: dict[str, Any], address: str) -> dict[str, Any] | None:
    key = digits(address)
    return next((c for c in contacts(state) if key and digits(c["phone"]) == key), None) if key else None


def thread_for(state: dict[str, Any], address: str) -> dict[str, Any] | None:
    key = digits(address) or address
    return next((t for t in threads(state) if (digits(t["address"]) or t["address"]) == key), None)


def named_threads(state: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(thread, contact) for every non-archived conversation with a saved contact, by thread id."""
    out = []
    for t in sorted(threads(state), key=lambda t: t["id"]):
        c = contact_for(state, t["address"])
        if c is not None and not t["archived"] and t["messages"]:
            out.append((t, c))
    return out


def next_thread_id(state: dict[str, Any]) -> int:
    return max((t["id"] for t in threads(state)), default=0) + 1


def next_message_id(state: dict[str, Any]) -> int:
    return max((m["id"] for t in threads(state) for m in t["messages"]), default=0) + 1


def norm(text: Any) -> str:
    """Text as compared: spaces collapsed, case folded, a final full stop dropped (and Chinese full-width
    commas and brackets read as ASCII ones, with no space inside or before a bracket)."""
    flat = " ".join(str(text).split()).casefold().replace("，", ",").replace("（", "(").replace("）", ")")
    return re.sub(r"\s*([()])\s*", r"\1", flat).rstrip(".。")


def new_outgoing(init: dict[str, Any], final: dict[str, Any], address: str) -> list[str]:
    """Bodies of the messages sent to ``address`` during the episode."""
    after = thread_for(final, address)
    if after is None:
        return []
    before = thread_for(init, address)
    old = {m["id"] for m in before["messages"]} if before else set()
    return [m["body"] for m in after["messages"] if m["id"] not in old and not m["incoming"]]


def sent_in_thread(init: dict[str, Any], final: dict[str, Any], thread_id: int) -> list[dict[str, Any]]:
    """The messages sent into SMS thread ``thread_id`` during the episode (whole rows, oldest first)."""
    def mine(state: dict[str, Any]) -> list[dict[str, Any]]:
        t = next((t for t in state["os"]["providers"]["sms"] if t["id"] == thread_id), None)
        return [m for m in (t or {}).get("messages", []) if not m["incoming"]]

    old = {m["id"] for m in mine(init)}
    return [m for m in mine(final) if m["id"] not in old]


def sent_check(init: dict[str, Any], final: dict[str, Any], address: str, text: str, who: str) -> Check:
    sent = new_outgoing(init, final, address)
    return Check(f"sent exactly one message to {who}", len(sent) == 1 and norm(sent[0]) == norm(text),
                 [text], sent)


def with_messages(state: dict[str, Any], thread_id: int, msgs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """SMS thread ``thread_id``'s messages with ``msgs`` added, in time order (what a setup patch writes)."""
    old = next(t for t in state["os"]["providers"]["sms"] if t["id"] == thread_id)["messages"]
    return sorted([*old, *msgs], key=lambda m: m["time"])


def new_thread(thread_id: int, address: str, msgs: list[dict[str, Any]]) -> dict[str, Any]:
    """A setup patch adding SMS thread ``thread_id`` from ``address`` with ``msgs``."""
    return {"os": {"providers": {"sms[]": {"id": thread_id, "address": address, "pinned": False,
                                           "archived": False, "messages": msgs}}}}


class PlantedThread:
    """A query over one SMS thread its setup plants (params ``thread_id``, ``address``, ``msgs``): the
    setup, the one allowed change (its texts marked read) and the thread as the referent ``thread_label``."""

    thread_label = "the thread"

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return new_thread(p["thread_id"], p["address"], p["msgs"])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {self.thread_label: sum(t["address"] == p["address"] for t in threads(init))}


def sms_patch(rows: dict[int, dict[str, Any]]) -> dict[str, Any]:
    return {"os": {"providers": {f"sms[id={tid}]": v for tid, v in rows.items()}}}


def unread_patch(state: dict[str, Any], unread: set[tuple[int, int]]) -> dict[str, Any]:
    """A patch making exactly the (thread id, message id) pairs in ``unread`` unread."""
    rows: dict[int, dict[str, Any]] = {}
    for t in threads(state):
        for m in t["messages"]:
            want = (t["id"], m["id"]) not in unread
            if m["read"] != want:
                rows.setdefault(t["id"], {})[f"messages[id={m['id']}]"] = {"read": want}
    return sms_patch(rows)


def verify_thread(state: dict[str, Any], codes: dict[str, str], vid: int) -> dict[str, Any]:
    """A patch adding a conversation with the sender "Verify" (a 106 number on a Chinese phone) holding one
    code per service."""
    mid = next_message_id(state)
    n = len(codes)
    zh = region(state) == "zh-CN"
    msgs = [{"id": mid + i, "body": code_text(svc, code, zh),
             "time": START_MS - (n - i) * 17 * 60_000, "incoming": True, "read": False}
            for i, (svc, code) in enumerate(codes.items())]
    return {"os": {"providers": {"sms[]": {"id": vid, "address": verify_sender(state), "pinned": False, "archived": False,
                                           "messages": msgs}}}}


def sample_codes(rng: Random, state: dict[str, Any], k: int = 3) -> dict[str, str]:
    services = rng.sample(words(state, "services", SERVICES), k)
    codes = rng.sample(range(100000, 1000000), k)
    return {s: str(c) for s, c in zip(services, codes, strict=True)}


def send(obs: Any, text: str) -> ui.Steps:
    obs = yield from ui.type_into(obs, "Text message", text)
    return (yield from ui.tap(obs, "Send SMS", trigger="compose.send"))


def chat_with(obs: Any, name: str, contact_id: int) -> ui.Steps:
    """From the inbox: Start chat, look the contact up, open the conversation with them."""
    obs = yield from ui.tap(obs, "Start chat", trigger="new.open")
    obs = yield from ui.type_into(obs, TO_HINT, name)
    return (yield from ui.tap(obs, trigger="new.pick", contact_id=contact_id))


def bubbles(obs: Any) -> list[Any]:
    return list(obs.find(trigger="message.time"))


def code_on_screen(obs: Any, service: str) -> str:
    bubble = next(b for b in bubbles(obs) if f" {service} " in f" {b.text} " or f"【{service}】" in b.text)
    m = re.search(r"(?<!\d)(\d{6})(?!\d)", bubble.text)
    assert m is not None, bubble.text
    return m.group(1)


def send_changes(thread_id: int, incoming: int = 0) -> list[str]:
    """What sending one SMS in thread ``thread_id`` changes: the thread's messages marked read, one new
    outgoing message (and ``incoming`` arriving ones), or the thread itself when it is new."""
    t = f"os.providers.sms[id={thread_id}]"
    out = [f"{t}.messages[*].read", f"{t}.messages[+1 incoming=false]", f"os.providers.sms[+1 id={thread_id}]"]
    if incoming:
        out.append(f"{t}.messages[+{incoming} incoming=true]")
    return out
