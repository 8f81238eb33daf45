"""Scientific Calculator tasks with numbers from other apps: Wallet payments into memory, and a
measurement question from a text answered in Messages."""

from __future__ import annotations

from decimal import Decimal
from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calculator.common import calculate, money, rounded, type_expr
from bench.tasks.calculator.crossapp import amounts_in, sample_payments
from bench.tasks.messages.common import (
    bubbles,
    named_threads,
    new_outgoing,
    next_message_id,
    send,
    send_changes,
)
from bench.tasks.scicalc.functions import S, memory_criteria
from bench.tasks.wallet.common import search_bills
from mgym.apps.calculator import engine as E
from mgym.apps.calculator.state import BOOT_MS


class WalletTotalToMemory(CriteriaTask):
    id = "scicalc.WalletTotalToMemory"
    apps = ("scicalc", "wallet")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("finance", "extract", "edit")
    budget = 45
    instructions = ("Put the total of my last {k} Wallet payments to {party} into the Scientific Calculator's memory "
                    "(replacing whatever is stored there).",
                    "Add up my {k} most recent payments to {party} in Wallet and store the total in the Scientific "
                    "Calculator's memory, so memory holds just that total.",
                    "Please total up my last {k} Wallet payments to {party} and save that total in the Scientific Calculator's memory, replacing what is there.")
    instructions_zh = ("把我在钱包中最近 {k} 笔付给{party}的款项总额存入科学计算器的存储器（替换原有的值）。", "把钱包里我最近 {k} 笔付给{party}的款项加起来，并存进科学计算器的存储器，让存储器只保存这个总额。",
                       '请把钱包里最近 {k} 笔付给{party}的钱加起来，把总额存进科学计算器的存储器，覆盖原来的值。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**sample_payments(rng, state, rng.choice((2, 3, 4))), "m": money(rng, 1, 500)}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return memory_criteria(sum((E.evaluate(a) for a in p["amounts"]), E.evaluate("0")))

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{S}.memory": p["m"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search_bills(p["party"])
        obs = yield from ui.open_app("scicalc")
        obs = yield from ui.tap(obs, trigger="mem.clear")
        obs = yield from type_expr(obs, "+".join(p["amounts"]), "scicalc")
        yield from ui.tap(obs, trigger="mem.add")


class ReplyWithDiagonal(TaskTemplate):
    id = "scicalc.ReplyWithDiagonal"
    apps = ("scicalc", "messages")
    objective = "hybrid"
    composition = "transfer"
    difficulty = "L4"
    tags = ("social", "extract", "reasoning")
    budget = 45
    instructions = ("{name} texted me about a measurement. Work out the answer on the Scientific Calculator and reply "
                    "to them with just the number of centimetres, rounded to one decimal.",
                    "Answer {name}'s question in Messages: compute the diagonal they ask about (in cm, one decimal) "
                    "with the Scientific Calculator and text it back.",
                    "Please reply to {name}'s text about a measurement with just the answer in centimetres, rounded to one decimal, worked out on the Scientific Calculator.")
    instructions_zh = ("{name}发短信问了我一个尺寸问题。请用科学计算器算出答案，只回复厘米数，保留一位小数。", "在信息中回答{name}的问题：用科学计算器算出对方问的对角线长度（厘米，保留一位小数）并回复。",
                       '请回复{name}短信里问的尺寸问题：用科学计算器算出结果，只回复厘米数，保留一位小数。')
    ASKS = ("The TV niche is {w} cm wide and {h} cm tall. What's the longest diagonal that fits? One decimal please",
            "Our rug is {w} cm by {h} cm. How long is it corner to corner? (1 decimal)",
            "The window is {w} cm wide and {h} cm high, how long is the diagonal brace? To 1 decimal")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        w, h = rng.randint(40, 320), rng.randint(30, 240)
        return {"name": c["name"], "thread_id": t["id"], "address": t["address"], "w": w, "h": h,
                "body": rng.choice(self.ASKS).format(w=w, h=h), "message_id": next_message_id(state),
                "diagonal": rounded(E.evaluate(f"√({w}²+{h}²)"), 1)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        msg = {"id": p["message_id"], "body": p["body"], "time": BOOT_MS - 6 * 60_000, "incoming": True, "read": False}
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {"messages[]": msg}}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = new_outgoing(init, final, p["address"])
        ok = len(sent) == 1 and Decimal(p["diagonal"]) in amounts_in(sent[0])
        return [Check(f"replied {p['diagonal']} to {p['name']}", ok, p["diagonal"], sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        assert bubbles(obs), "the question is on screen"
        obs = yield from calculate(obs, f"√({p['w']}²+{p['h']}²)", "scicalc")
        obs = yield from ui.open_app("messages")
        yield from send(obs, p["diagonal"])
