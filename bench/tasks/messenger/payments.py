"""Messenger tasks: transfers and red envelopes paid through the Wallet and back."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messenger.common import (
    direct_rows,
    group_rows,
    launch,
    new_items,
    norm,
    open_direct,
    open_group,
    ov,
    pay_in_wallet,
    read,
    region,
    seed_chats,
    sent,
    sent_to,
    words,
)
from mgym.apps.messenger import model

# ---- payments (through the Wallet) ---------------------------------------------------------------
#: the Wallet payment behind a transfer or red envelope (paid from the balance)
WALLET_CHANGES = ["apps.wallet.new_bills[+1 dir=out]", "apps.wallet.balance"]


def _wallet_checks(p: dict[str, Any], init: dict[str, Any], final: dict[str, Any], m: dict[str, Any] | None,
                   ) -> list[Check]:
    w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
    old = {b["id"] for b in w0["new_bills"]}
    bills = [b for b in w1["new_bills"] if b["id"] not in old]
    bill = bills[0] if len(bills) == 1 else None
    return [check("one Wallet payment", 1, len(bills)),
            Check("its amount", bill is not None and abs(bill["amount"] - p["amount"]) < 0.005, p["amount"],
                  bill and bill["amount"]),
            Check("the chat shows that bill", bill is not None and m is not None and m["data"].get("bill_id") == bill["id"],
                  bill and bill["id"], m and m["data"].get("bill_id")),
            Check("balance went down by the amount", abs((w0["balance"] - w1["balance"]) - p["amount"]) < 0.005,
                  round(w0["balance"] - p["amount"], 2), w1["balance"])]


class TransferMoney(TaskTemplate):
    id = "messenger.TransferMoney"
    secrets = ("wallet_password",)
    kind = "transfer"
    apps = ("messenger", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "handoff")
    budget = 30
    instructions = ('Transfer ${amount:.2f} to {name} on Messenger with the note "{memo}" (pay from the Wallet '
                    'balance).',
                    'Send {name} ${amount:.2f} as a Messenger transfer, note "{memo}". Use the Wallet balance.',
                    'Please pay {name} ${amount:.2f} by Messenger transfer from my Wallet balance, with "{memo}" as the note.')
    instructions_zh = ('在聊天里给{name}转账¥{amount:.2f}，转账说明填“{memo}”（用钱包余额支付）。',
                       '用聊天转账给{name}¥{amount:.2f}，备注“{memo}”，使用钱包余额。',
                       '请用钱包余额在聊天里给{name}转¥{amount:.2f}，转账说明写“{memo}”。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(direct_rows(state))
        amount = round(rng.randint(500, 15000) / 100, 2)
        return {"uid": r["peer"], "name": model.user(ov(state), region(state), r["peer"])["name"],  # type: ignore[index]
                "cid": r["id"], "amount": amount, "memo": rng.choice(words(state, "memos", ("Dinner", "Tickets", "Rent share", "Gift")))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m for m in sent_to(init, final, p["uid"]) if m["kind"] == "transfer"]
        m = got[0] if len(got) == 1 else None
        return [check("one transfer in the chat", 1, len(got)),
                Check("its amount", m is not None and abs(m["data"]["amount"] - p["amount"]) < 0.005, p["amount"],
                      m and m["data"]["amount"]),
                Check("its note", m is not None and norm(m["data"].get("memo")) == norm(p["memo"]), p["memo"],
                      m and m["data"].get("memo")),
                *_wallet_checks(p, init, final, m)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [sent(p["cid"], kind=self.kind), *read(p["cid"]), *WALLET_CHANGES]

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="chat.attach")
        obs = yield from ui.tap(obs, trigger="attach.transfer")
        obs = yield from ui.type_into(obs, "0.00", f"{p['amount']:.2f}")
        obs = yield from ui.type_into(obs, "Add a note (optional)", p["memo"])
        obs = yield from ui.tap(obs, trigger="transfer.pay")
        yield from pay_in_wallet(obs)


class RedEnvelopeGroup(TaskTemplate):
    id = "messenger.RedEnvelopeGroup"
    secrets = ("wallet_password",)
    kind = "red_envelope"
    apps = ("messenger", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "handoff", "social")
    budget = 45
    instructions = ('Send a red envelope of ${amount:.2f} in total, split into {count} envelopes, to the "{group}" '
                    'group with the greeting "{greeting}". Pay from the Wallet balance.',
                    'In the Messenger group "{group}", hand out {count} red envelopes worth ${amount:.2f} altogether, '
                    'greeting "{greeting}".',
                    'Using my Wallet balance, send the "{group}" group a red envelope: ${amount:.2f} in total, {count} envelopes, greeting "{greeting}".')
    instructions_zh = ('在“{group}”群里发一个总金额¥{amount:.2f}、共{count}个的红包，祝福语“{greeting}”。用钱包余额支付。',
                       '在聊天群“{group}”里发{count}个红包，总共¥{amount:.2f}，祝福语写“{greeting}”。',
                       '用钱包余额在“{group}”群里发红包：总金额¥{amount:.2f}，分成{count}个，祝福语“{greeting}”。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(group_rows(state))
        return {"cid": r["id"], "group": r["name"], "count": rng.randint(2, 5),
                "amount": float(rng.choice((10, 20, 25, 30, 50, 66, 88))),
                "greeting": rng.choice(words(state, "greetings", ("Happy Friday!", "Thanks everyone!", "Good luck!",
                                                                   "Lunch on me")))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m for m in new_items(init, final, "messages") if m["chat"] == p["cid"] and m["kind"] == "red_envelope"]
        m = got[0] if len(got) == 1 else None
        d = m["data"] if m else {}
        return [check("one red envelope in the group", 1, len(got)),
                Check("total amount", m is not None and abs(d["amount"] - p["amount"]) < 0.005, p["amount"],
                      d.get("amount")),
                check("number of envelopes", p["count"], d.get("count")),
                Check("greeting", norm(d.get("greeting")) == norm(p["greeting"]), p["greeting"], d.get("greeting")),
                *_wallet_checks(p, init, final, m)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [sent(p["cid"], kind=self.kind), *read(p["cid"]), *WALLET_CHANGES]

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.tap(obs, trigger="chat.attach")
        obs = yield from ui.tap(obs, trigger="attach.envelope")
        obs = yield from ui.type_into(obs, "Enter number", str(p["count"]))
        obs = yield from ui.type_into(obs, "0.00", f"{p['amount']:.2f}")
        obs = yield from ui.type_into(obs, "Best wishes!", p["greeting"])
        obs = yield from ui.tap(obs, trigger="envelope.pay")
        yield from pay_in_wallet(obs)
