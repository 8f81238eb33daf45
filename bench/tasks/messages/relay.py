"""Messages tasks: passing information on (codes, replies, a contact's number)."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.messages.common import (
    START_MS,
    VERIFY_ZH,
    bubbles,
    chat_with,
    code_on_screen,
    contacts,
    digits,
    named_threads,
    new_outgoing,
    next_thread_id,
    norm,
    region,
    sample_codes,
    send,
    send_changes,
    thread_for,
    verify_thread,
)
from mgym import actions as A
from mgym.i18n.names import is_cjk


class ForwardCode(TaskTemplate):
    id = "messages.ForwardCode"
    apps = ("messages",)
    objective = "hybrid"
    composition = "sequential"
    difficulty = "L3"
    tags = ("extract", "social")
    budget = 30
    instructions = ("Verify texted me a {service} verification code. Send that code to {name} by SMS.",
                    "Look up my {service} code in the messages from Verify and text just the code to {name}.",
                    "Please find the {service} verification code that Verify texted me and send just the "
                    "code to {name} by SMS.")
    instructions_zh = (f"{VERIFY_ZH}给我发了一条{{service}}验证码。把这个验证码用短信发给{{name}}。",
                       f"在{VERIFY_ZH}发来的短信中找到我的{{service}}验证码，只把验证码发给{{name}}。",
                       "请把1069088812发给我的{service}验证码找出来，只把验证码用短信发给{name}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        codes = sample_codes(rng, state)
        c = rng.choice(sorted(contacts(state), key=lambda c: c["id"]))
        t = thread_for(state, c["phone"])
        vid = next_thread_id(state)
        return {"codes": codes, "service": rng.choice(sorted(codes)), "verify_id": vid, "name": c["name"],
                "contact_id": c["id"], "phone": c["phone"], "thread_id": t["id"] if t else vid + 1}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return verify_thread(state, p["codes"], p["verify_id"])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['verify_id']}].messages[*].read", *send_changes(p["thread_id"])]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        code = p["codes"][p["service"]]
        sent = new_outgoing(init, final, p["phone"])
        others = [c for svc, c in p["codes"].items() if svc != p["service"]]
        ok = len(sent) == 1 and re.search(rf"(?<!\d){code}(?!\d)", sent[0]) is not None \
            and not any(o in sent[0] for o in others)
        return [Check(f"sent the {p['service']} code, and no other, to {p['name']}", ok, code, sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["verify_id"])
        code = code_on_screen(obs, p["service"])
        obs = yield from ui.back()
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from send(obs, code)


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
                    'answer "OK, see you at <their time>" (same time format as theirs).',
                    "{name} will text me shortly with a time to meet. Please wait for that message and "
                    'reply exactly "OK, see you at HH:MM", using the time they propose.')
    instructions_zh = ("{name}马上会发短信约我见面的时间。等收到后，回复“好的，HH:MM见”，把HH:MM换成对方提议的时间。",
                       "大约一分钟后{name}会发来一条短信，提议见面时间。收到后回复“好的，<对方的时间>见”（时间格式和对方的一致）。",
                       "{name}一会儿会发短信提议见面时间。请等这条短信到了，再回复“好的，HH:MM见”，HH:MM用对"
                       "方提议的时间。")
    #: their message and the reply, per region
    TEXT = {"en": ("Are you free later? Let's meet at {hhmm} by the fountain.", "OK, see you at {hhmm}"),
            "zh-CN": ("晚点有空吗？我们{hhmm}在喷泉那儿见吧。", "好的，{hhmm}见")}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        hhmm = f"{rng.randint(9, 20):02d}:{rng.choice((0, 15, 30, 45)):02d}"
        return {"name": c["name"], "thread_id": t["id"], "address": t["address"], "time": hhmm,
                "body": self.TEXT[region(state)][0].format(hhmm=hhmm),
                "at": START_MS + rng.randint(40, 80) * 1000}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        alarm = {"id": 1 + max((a["id"] for a in state["os"]["alarms"]), default=0), "at": p["at"],
                 "app": "messages", "handler": "incoming_sms",
                 "payload": {"address": p["address"], "body": p["body"]}}
        return {"os": {"alarms[]": alarm}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"], incoming=1)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        t = thread_for(final, p["address"])
        msgs = t["messages"] if t else []
        got = next((i for i, m in enumerate(msgs) if m["incoming"] and m["body"] == p["body"]), None)
        after = [m["body"] for m in msgs[got + 1:] if not m["incoming"]] if got is not None else []
        want = self.TEXT[region(init)][1].format(hhmm=p["time"])
        return [Check("their message arrived", got is not None, p["body"], None),
                Check("replied after it", len(after) == 1 and norm(after[0]) == norm(want), [want], after)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield A.Wait(seconds=(p["at"] - START_MS) / 1000 + 5)
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        m = re.search(r"(?<!\d)(\d\d:\d\d)", bubbles(obs)[-1].text)
        assert m is not None, obs.text()
        reply = self.TEXT["zh-CN" if is_cjk(p["body"]) else "en"][1]
        yield from send(obs, reply.format(hhmm=m.group(1)))


class ShareContactNumber(TaskTemplate):
    id = "messages.ShareContactNumber"
    apps = ("messages", "contacts")
    objective = "hybrid"
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    instructions = ("{name} asked for {other}'s phone number. Text it to them.",
                    "Look up {other}'s number in my contacts and send it to {name} by SMS.",
                    "{name} asked me for {other}'s phone number; please send it to {name} by SMS.")
    instructions_zh = ("{name}想要{other}的电话号码，用短信发给对方。",
                       "在通讯录中查到{other}的号码，用短信发给{name}。",
                       "请把{other}的电话号码用短信发给{name}，对方问我要的。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        to, other = rng.sample(sorted(contacts(state), key=lambda c: c["id"]), 2)
        t = thread_for(state, to["phone"])
        return {"name": to["name"], "contact_id": to["id"], "phone": to["phone"], "other": other["name"],
                "other_phone": other["phone"], "thread_id": t["id"] if t else next_thread_id(state)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = new_outgoing(init, final, p["phone"])
        want = digits(p["other_phone"])
        return [Check(f"sent {p['other']}'s number to {p['name']}",
                      len(sent) == 1 and want in "".join(ch for ch in sent[0] if ch.isdigit()),
                      p["other_phone"], sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from send(obs, p["other_phone"])
