"""Messages tasks: questions answered on the AnswerSheet."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.messages.common import (
    VERIFY_ZH,
    WORDS,
    bubbles,
    code_on_screen,
    named_threads,
    next_message_id,
    next_thread_id,
    plain,
    region,
    sample_codes,
    sms_patch,
    threads,
    unread_patch,
    verify_thread,
)
from mgym import actions as A


class LastMessageFrom(AnswerTask):
    id = "messages.LastMessageFrom"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messages", "answersheet")
    difficulty = "L1"
    tags = ("extract",)
    instructions = ("What was the last text message {name} sent me? Write it on the AnswerSheet.",
                    "Look up the most recent SMS I received from {name} and enter its text in AnswerSheet.")
    instructions_zh = ("{name}发给我的最后一条短信是什么？请写在答题卡上。",
                       "查一下我最近收到的{name}的短信，把短信内容填写到答题卡。")
    answer_fields = (AnswerField("message", "The message", hint="Its exact text",
                                 label_zh="短信内容", hint_zh="原文照录"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cands = []
        for t, c in named_threads(state):
            incoming = [m for m in t["messages"] if m["incoming"]]
            if incoming and plain(incoming[-1]["body"], state):
                cands.append((t, c))
        t, c = rng.choice(cands)
        return {"name": c["name"], "thread_id": t["id"]}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        t = next(t for t in threads(init) if t["id"] == p["thread_id"])
        return {"message": [m for m in t["messages"] if m["incoming"]][-1]["body"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        # the conversation opens at its newest message; incoming bubbles sit on the left
        incoming = [b for b in bubbles(obs) if b.center[0] < 500]
        while not incoming:
            obs = yield A.Drag(x1=500, y1=300, x2=500, y2=700)
            incoming = [b for b in bubbles(obs) if b.center[0] < 500]
        yield from ui.fill_answers(obs, {"message": incoming[-1].text})


class CountUnread(AnswerTask):
    id = "messages.CountUnread"
    apps = ("messages", "answersheet")
    difficulty = "L2"
    tags = ("extract", "reasoning")
    instructions = ("How many conversations in Messages have unread messages? Don't open them; answer on "
                    "the AnswerSheet.",
                    "Count my unread SMS conversations (don't open them) and report the number in AnswerSheet.")
    instructions_zh = ("信息里有多少个对话有未读信息？不要打开这些对话，在答题卡上作答。",
                       "数一数我有几个未读的短信对话（不要点开），把数字填到答题卡。")
    answer_fields = (AnswerField("count", "Unread conversations", "number", "number", hint="A whole number",
                                 label_zh="未读对话数", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cands = sorted(t["id"] for t in threads(state) if not t["archived"]
                       and any(m["incoming"] for m in t["messages"]))
        return {"unread": sorted(rng.sample(cands, rng.randint(2, 6)))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        by_id = {t["id"]: t for t in threads(state)}
        pairs = {(tid, [m for m in by_id[tid]["messages"] if m["incoming"]][-1]["id"]) for tid in p["unread"]}
        return unread_patch(state, pairs)

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": sum(1 for t in threads(init) if any(not m["read"] for m in t["messages"]))}

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
    instructions_zh = (f"{VERIFY_ZH}给我发了几条登录验证码。我的{{service}}验证码是多少？",
                       f"在{VERIFY_ZH}发来的短信中找到{{service}}的验证码，填写到答题卡。")
    answer_fields = (AnswerField("code", "Verification code", hint="The digits of the code",
                                 label_zh="验证码", hint_zh="验证码的数字"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        codes = sample_codes(rng, state)
        return {"codes": codes, "service": rng.choice(sorted(codes)), "verify_id": next_thread_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return verify_thread(state, p["codes"], p["verify_id"])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['verify_id']}].messages[*].read"]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"code": p["codes"][p["service"]]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["verify_id"])
        yield from ui.fill_answers(obs, {"code": code_on_screen(obs, p["service"])})


class FindSender(AnswerTask):
    id = "messages.FindSender"
    apps = ("messages", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    instructions = ("Someone texted me the wifi password for the cabin. Who sent it, and what is the password?",
                    "Search my messages for the cabin's wifi password; note the password and the sender's name.")
    instructions_zh = ("有人用短信发给我度假小屋的WiFi密码。是谁发的？密码是什么？",
                       "在信息中搜索小屋的WiFi密码，记下密码和发送人的姓名。")
    answer_fields = (AnswerField("sender", "Sender", hint="Their name as shown in Messages",
                                 label_zh="发送人", hint_zh="信息中显示的对方姓名"),
                     AnswerField("password", "Wifi password", label_zh="WiFi密码"))
    #: the planted message, the oracle's search and how it reads the password back, per region
    TEXT = {"en": ("The wifi password at the cabin is {pw}", "wifi password", r"cabin is (\S+)"),
            "zh-CN": ("度假小屋的WiFi密码是{pw}", "WiFi密码", r"WiFi密码是([\w-]+)")}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        pos = rng.randrange(len(t["messages"]))
        pw = f"{rng.choice(WORDS)}-{rng.randint(1000, 9999)}"
        return {"name": c["name"], "thread_id": t["id"], "pos": pos, "password": pw}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        msgs = list(t["messages"])
        pos = p["pos"]
        # tucked into the history between two older messages, so it is not the snippet
        at = (msgs[pos - 1]["time"] + msgs[pos]["time"]) // 2 if pos else msgs[0]["time"] - 3_600_000
        body = self.TEXT[region(state)][0].format(pw=p["password"])
        msgs.insert(pos, {"id": next_message_id(state), "body": body, "time": at, "incoming": True, "read": True})
        return sms_patch({p["thread_id"]: {"messages": msgs}})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"sender": p["name"], "password": p["password"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, "Search conversations", trigger="search.open")
        _, query, pattern = self.TEXT[obs.locale]  # a phone boots with its region's language
        obs = yield from ui.type_into(obs, "Search messages", query)
        obs = yield A.Enter()
        hit = obs.find(query, role="list_item")[0]
        m = re.search(pattern, hit.text)
        assert m is not None and p["name"] in hit.text, hit.text
        yield from ui.fill_answers(obs, {"sender": p["name"], "password": m.group(1)})
