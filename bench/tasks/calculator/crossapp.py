"""Calculator tasks with numbers from other apps: Wallet payments, a contact's birthday, and a share
of a bill texted in Messages."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.calculator.common import (
    M,
    amount_sum,
    amount_text,
    calculate,
    cents,
    money,
    payments_to,
)
from bench.tasks.contacts.common import launch_and_open
from bench.tasks.contacts.common import pick as pick_contact
from bench.tasks.messages.common import (
    chat_with,
    contacts,
    new_outgoing,
    next_thread_id,
    send,
    send_changes,
    thread_for,
)
from bench.tasks.wallet.common import search_bills, searchable_parties
from mgym.apps.calculator.state import BOOT_MS
from mgym.i18n import formats, normalize_locale


def sample_payments(rng: Random, state: dict[str, Any], k: int) -> dict[str, Any]:
    """A counterparty the Wallet search finds alone, with at least ``k`` payments; the newest ``k``."""
    ok = sorted(p for p in searchable_parties(state) if len(payments_to(state, p)) >= k)
    party = rng.choice(ok)
    bills = payments_to(state, party)[:k]
    return {"party": party, "k": k, "bill_ids": [b["id"] for b in bills], "amounts": [amount_text(b) for b in bills]}


def payments_total(p: dict[str, Any], init: dict[str, Any]) -> Fraction:
    """The total of the instance's payments, read from the initial state (they are its newest ``k``)."""
    bills = payments_to(init, p["party"])[: p["k"]]
    assert [b["id"] for b in bills] == p["bill_ids"]
    return amount_sum(bills)


class WalletPaymentsTotal(AnswerTask):
    id = "calculator.WalletPaymentsTotal"
    apps = ("calculator", "wallet", "answersheet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "extract", "reasoning")
    budget = 45
    instructions = ("How much did my last {k} Wallet payments to {party} come to in total? Add them up on the "
                    "Calculator.",
                    "Look up my {k} most recent payments to {party} in Wallet and give me their total.",
                    "What's the total of my {k} most recent Wallet payments to {party}?")
    instructions_zh = ("我最近 {k} 笔在钱包中付给{party}的款项一共多少钱？请用计算器相加。", "在钱包里查出我最近 {k} 笔付给{party}的款项，告诉我它们的总额。",
                       "我在钱包里最近付给{party}的那 {k} 笔钱，合计是多少？")
    answer_fields = (AnswerField("total", "Total ($)", type="number", matcher="number", hint="An amount, e.g. 84.15",
                                 precision="0.01", label_zh="总额", hint_zh="金额，例如 84.15"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return sample_payments(rng, state, rng.choice((2, 3, 4)))

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": cents(payments_total(p, init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search_bills(p["party"])
        obs = yield from calculate(obs, "+".join(p["amounts"]))
        yield from ui.fill_answers(obs, {"total": cents(amount_sum([{"amount": a} for a in p["amounts"]]))})


class ContactAge(AnswerTask):
    id = "calculator.ContactAge"
    apps = ("calculator", "contacts", "answersheet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "reasoning")
    budget = 30
    split = "train"
    instructions = ("How old is {name} today? Their birthday is saved in Contacts.",
                    "Check {name}'s birthday in Contacts and tell me their age as of today.",
                    "What's {name}'s age today? You'll find their birthday in Contacts.")
    instructions_zh = ("{name}今天多少岁？生日保存在通讯录里。", "在通讯录里查看{name}的生日，告诉我其截至今天的年龄。",
                       "请根据通讯录里保存的生日，算一下{name}今天几岁。")
    answer_fields = (AnswerField("age", "Age (years)", type="number", matcher="number", hint="Whole years, e.g. 34",
                                 label_zh="年龄（岁）", hint_zh="整岁数，例如 34"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick_contact(rng, state, lambda c: bool(c["birthday"]))
        return {"name": c["name"], "id": c["id"], "birthday": c["birthday"]}

    @staticmethod
    def age(birthday: str) -> int:
        today = formats.to_datetime(BOOT_MS).date()
        y, m, d = (int(x) for x in birthday.split("-"))
        return today.year - y - ((today.month, today.day) < (m, d))

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        c = next(c for c in init["os"]["providers"]["contacts"] if c["id"] == p["id"])
        return {"age": str(self.age(c["birthday"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        y, m, d = (int(x) for x in p["birthday"].split("-"))
        today = formats.to_datetime(BOOT_MS).date()
        expr = f"{today.year}{M}{y}" + (f"{M}1" if (today.month, today.day) < (m, d) else "")
        obs = yield from calculate(obs, expr)
        yield from ui.fill_answers(obs, {"age": str(self.age(p["birthday"]))})


def amounts_in(text: str) -> list[Decimal]:
    out = []
    for tok in re.findall(r"\d[\d,]*(?:\.\d+)?|\.\d+", text):
        try:
            out.append(Decimal(tok.replace(",", "")))
        except InvalidOperation:  # pragma: no cover - the pattern admits decimals only
            continue
    return out


class TextBillShare(TaskTemplate):
    id = "calculator.TextBillShare"
    apps = ("calculator", "messages")
    objective = "hybrid"
    composition = "transfer"
    difficulty = "L4"
    tags = ("finance", "social", "handoff")
    budget = 45
    instructions = ("The {what} cost ${total} and we're splitting it {n} ways. Work out one share to the cent on "
                    "the Calculator and text the amount to {name}.",
                    "Text {name} their share of the ${total} {what}, split evenly between {n} of us (to the cent). "
                    "Use the Calculator for the division.",
                    "Split the ${total} {what} evenly {n} ways on the Calculator, to the cent, and text "
                    "{name} the amount of one share.")
    instructions_zh = ("{what}一共 ${total}，{n} 人平摊。请用计算器算出每人一份（精确到分），并把金额发短信给{name}。", "{what}共 ${total}，我们 {n} 人平分（精确到分），请用计算器做除法，然后把{name}应付的金额发短信告诉对方。",
                       "请用计算器把 ${total} 的{what}平均分成 {n} 份（精确到分），把一份的金额用短信发给{na"
                       "me}。")
    WHAT = ("taxi", "dinner", "groceries", "concert tickets", "cabin rental", "birthday gift")
    WHAT_ZH = {"taxi": "打车费", "dinner": "晚餐", "groceries": "买菜的钱", "concert tickets": "演唱会门票",
               "cabin rental": "木屋租金", "birthday gift": "生日礼物"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if normalize_locale(locale) == "en" else {**out, "what": self.WHAT_ZH[params["what"]]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(sorted(contacts(state), key=lambda c: c["id"]))
        t = thread_for(state, c["phone"])
        total, n = money(rng, 30, 600), rng.randint(3, 7)
        return {"name": c["name"], "contact_id": c["id"], "phone": c["phone"],
                "thread_id": t["id"] if t else next_thread_id(state), "total": total, "n": n,
                "what": rng.choice(self.WHAT), "share": cents(Fraction(Decimal(total)) / n)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = new_outgoing(init, final, p["phone"])
        want = Decimal(p["share"])
        ok = len(sent) == 1 and want in amounts_in(sent[0])
        return [Check(f"texted the share {p['share']} to {p['name']}", ok, p["share"], sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from calculate(obs, f"{p['total']}÷{p['n']}")
        obs = yield from ui.open_app("messages")
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from send(obs, f"${p['share']}")
