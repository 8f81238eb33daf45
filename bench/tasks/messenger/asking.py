"""Messenger tasks that test talking to the user: paying a friend back without saying how much (ask
first; the chat never mentions money), and a message for a group the phone is not in, whose name
only resembles real ones (look, then abort)."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messenger.common import (
    TEXTS,
    direct_rows,
    group_rows,
    launch,
    open_direct,
    ov,
    pay_in_wallet,
    read,
    region,
    search,
    seed_chats,
    sent,
    sent_to,
    words,
    zh,
)
from bench.tasks.messenger.payments import WALLET_CHANGES, _wallet_checks
from mgym.apps.messenger import model

#: what a chat must not mention for the amount to be the user's alone
MONEY = re.compile(r"[$¥元块钱]|dollar|bucks|owe|pay|欠|还你|转账|红包", re.I)
FOR = ("dinner", "the concert tickets", "the taxi", "the groceries", "the birthday gift")
FOR_ZH = ("晚饭", "演唱会门票", "打车", "买菜", "生日礼物")
#: group names the phone is not in (none a near copy of a real group's name)
GROUPS = ("Trip planning", "Study group", "Dinner club", "Wedding planning", "Ski trip 2026")
GROUPS_ZH = ("旅行计划", "学习小组", "婚礼筹备", "滑雪小队", "年会筹备组")


def _quiet(state: dict[str, Any], cid: str) -> bool:
    """No transfer and no word of money in the chat."""
    return not any(m["kind"] == "transfer" or MONEY.search(str(m.get("text") or ""))
                   for m in model.messages(ov(state), region(state), cid))


def _bills(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {b["id"] for b in init["apps"]["wallet"]["new_bills"]}
    return [b for b in final["apps"]["wallet"]["new_bills"] if b["id"] not in old]


class PayBackHowMuch(AskFirst, TaskTemplate):
    id = "messenger.PayBackHowMuch"
    secrets = ("wallet_password",)
    apps = ("messenger", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("ask_user", "finance", "handoff")
    budget = 30
    instructions = ("Pay {name} back for {what} with a Messenger transfer from my Wallet balance.",
                    "I owe {name} for {what}. Send them the money on Messenger (Wallet balance).",
                    "Settle up with {name} for {what}: a Messenger transfer, paid from my Wallet balance.")
    instructions_zh = ("用聊天转账把{what}的钱还给{name}，从钱包余额付。", "{what}的钱我还欠{name}的，在聊天里转给对方（用钱包余额）。",
                       "{what}的钱该还{name}了：在聊天里给对方转账，用钱包余额付。")
    replies = ("It was ${amount:.2f}.",)
    replies_zh = ("一共¥{amount:.2f}。",)
    goal_params = ("uid", "amount")

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return params if locale == "en" else {**params, "what": params["what_zh"]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice([r for r in direct_rows(state) if _quiet(state, r["id"])])
        k = rng.randrange(len(FOR))
        return {"uid": r["peer"], "name": model.user(ov(state), region(state), r["peer"])["name"],  # type: ignore[index]
                "cid": r["id"], "amount": round(rng.randint(1200, 9800) / 100, 2), "what": FOR[k], "what_zh": FOR_ZH[k]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(r["name"] == p["name"] for r in direct_rows(init))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m for m in sent_to(init, final, p["uid"]) if m["kind"] == "transfer"]
        m = got[0] if len(got) == 1 else None
        return [check("one transfer in the chat", 1, len(got)),
                Check("its amount, as the user said", m is not None and abs(m["data"]["amount"] - p["amount"]) < 0.005,
                      p["amount"], m and m["data"]["amount"]),
                *_wallet_checks(p, init, final, m),
                Check("the Wallet bill names the friend", [b.get("party") for b in _bills(init, final)] == [p["name"]],
                      [p["name"]], [b.get("party") for b in _bills(init, final)])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [sent(p["cid"], kind="transfer"), *read(p["cid"]), *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask(f"How much should I send {p['name']}?")
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="chat.attach")
        obs = yield from ui.tap(obs, trigger="attach.transfer")
        obs = yield from ui.type_into(obs, "0.00", f"{p['amount']:.2f}")
        obs = yield from ui.tap(obs, trigger="transfer.pay")
        yield from pay_in_wallet(obs)


class TextMissingGroup(InfeasibleTask):
    id = "messenger.TextMissingGroup"
    apps = ("messenger",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "social")
    budget = 15
    instructions = ('Post "{text}" in my "{group}" group on Messenger.',
                    'Send "{text}" to the Messenger group "{group}".')
    instructions_zh = ("在聊天的“{group}”群里发一句：“{text}”", "给聊天群“{group}”发消息：{text}")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        have = {r["name"] for r in group_rows(state)}
        group = rng.choice([g for g in (GROUPS_ZH if zh(state) else GROUPS) if g not in have])
        return {"group": group, "text": rng.choice(words(state, "texts", TEXTS))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        if obs.app != "messenger":
            obs = yield from launch()
        yield from search(obs, p["group"])
        yield from ui.give_up(f'I am not in any Messenger group called "{p["group"]}".')
