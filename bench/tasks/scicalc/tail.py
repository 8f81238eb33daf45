"""Hard-by-construction Scientific Calculator templates across apps (declared hardness factors, L4): what I
still owe a friend on a loan with monthly compound interest. The loan and my part repayment are Wallet
transfers among our other transfers (a gift, a shared bill); the terms are in the friend's texts, the rate
lowered in a later one; the months of interest follow from the transfers' dates. The amount, powers and
all, is worked out on the Scientific Calculator; no app shows it."""

from __future__ import annotations

from datetime import UTC, date, datetime
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.calculator.common import M, calculate
from bench.tasks.messages.common import named_threads, next_message_id, with_messages
from bench.tasks.wallet.common import bills, hide_keyboard, search_bills, searchable
from mgym.apps.calculator import engine as E

MINUTE_MS = 60_000
#: the clock at boot: Saturday 2026-03-14
TODAY = date(2026, 3, 14)
MEMO = {"en": ("Loan", "Loan repayment (part)"), "zh-CN": ("借款", "还部分借款")}


def _ms(day: date, minute: int) -> int:
    return int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp() * 1000) + minute * MINUTE_MS


def _month(day: date, k: int) -> date:
    """The 1st of the month ``k`` months after ``day``'s."""
    n = day.year * 12 + day.month - 1 + k
    return date(n // 12, n % 12 + 1, 1)


def firsts(a: date, b: date) -> int:
    """How many 1sts of a month fall after ``a`` and on or before ``b``."""
    return (b.year * 12 + b.month) - (a.year * 12 + a.month)


def _pct(rate: Fraction) -> str:
    return f"{Decimal(rate.numerator) / Decimal(rate.denominator) * 100:f}".rstrip("0").rstrip(".")


class LoanStillOwed(AnswerTask):
    id = "scicalc.LoanStillOwed"
    apps = ("scicalc", "wallet", "messages", "answersheet")
    hardness = ("apps3", "temporal", "arithmetic", "trap", "steps")
    tags = ("finance", "extract", "reasoning", "handoff")
    budget = 60
    instructions = ("I want to pay {name} back everything I still owe them today. The loan and what I've repaid are "
                    "transfers in my Wallet, and the interest terms are in {name}'s texts. Work out the amount on the "
                    "Scientific Calculator (round to the cent only at the end) and put it in the AnswerSheet.",
                    "How much do I owe {name} as of today, interest included? Find the loan and my repayment among "
                    "our Wallet transfers, read the interest terms in their messages (their latest word counts), and "
                    "do the maths on the Scientific Calculator, rounding to the cent only at the end. Answer in the "
                    "AnswerSheet.",
                    "Work out what it takes to clear my loan from {name} today: the amounts and dates are in Wallet, "
                    "the interest rule in {name}'s texts. Use the Scientific Calculator and enter the total, rounded to "
                    "the cent only at the end, in the AnswerSheet.")
    instructions_zh = ("我想今天把欠{name}的钱连本带息全部还清。借款和我已经还的钱都是钱包里的转账，利息怎么算在{name}的短信里。"
                       "请用科学计算器算出金额（只在最后四舍五入到分），填到答题卡上。",
                       "算到今天，我一共欠{name}多少钱（含利息）？请在钱包的转账里找到这笔借款和我的还款，在对方的短信里看利息的"
                       "约定（以对方最新的说法为准），用科学计算器算出来（最后再四舍五入到分），答案填到答题卡上。",
                       "帮我算一下今天要还清{name}的借款需要多少钱：金额和日期在钱包里，利息规则在{name}的短信里。请用科学计算器"
                       "计算，最后四舍五入到分，把总额填进答题卡。")
    answer_fields = (AnswerField("total", "Amount owed", type="number", matcher="number",
                                 hint="An amount, e.g. 84.15", precision="0.01", label_zh="应还金额",
                                 hint_zh="金额，例如 84.15"),)
    changes = ("os.providers.sms[id={thread_id}].messages[*].read",)
    goal_params = ("total",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        rows = bills(state)
        transfers = {b["party"] for b in rows if b["type"] == "transfer"}
        pool = [(t, c) for t, c in named_threads(state) if c["name"] in transfers and searchable(state, c["name"])]
        t, c = rng.choice(pool)
        months = rng.randint(4, 9)
        lent = date(_month(TODAY, -months).year, _month(TODAY, -months).month, rng.randint(2, 12))
        back_in = rng.randint(1, months - 2)
        paid = date(_month(lent, back_in).year, _month(lent, back_in).month, rng.randint(15, 26))
        amount = rng.randrange(2000, 20001, 500) if zh else rng.randrange(400, 3001, 50)
        repaid = Decimal(amount * rng.randrange(20, 51, 5) // 100)
        said, rate = rng.choice([(Fraction(2, 100), Fraction(15, 1000)), (Fraction(15, 1000), Fraction(1, 100)),
                                 (Fraction(3, 100), Fraction(2, 100)), (Fraction(25, 1000), Fraction(15, 1000))])
        k, m = firsts(lent, paid), firsts(lent, TODAY)
        g = 1 + rate
        owed = (amount * g ** k - Fraction(repaid)) * g ** (m - k)
        assert E.evaluate(_expr(amount, rate, k, repaid, m)) == owed
        total = (Decimal(owed.numerator) / Decimal(owed.denominator)).quantize(Decimal("0.01"), ROUND_HALF_UP)
        phone = c["phone"]
        n = 1 + max(int(b["id"][1:]) for b in rows if b["id"][:1] == "B" and b["id"][1:].isdigit())
        new = []
        legs: tuple[tuple[date, str, float, str], ...] = ((lent, "in", float(amount), MEMO[loc][0]),
                                                          (paid, "out", float(repaid), MEMO[loc][1]))
        for i, (when, d, amt, memo) in enumerate(legs):
            at = _ms(when, rng.randint(9 * 60, 20 * 60))
            new.append({"id": f"B{n + i:04d}", "time": at, "type": "transfer", "dir": d, "amount": amt,
                        "party": c["name"], "account": phone, "category": "Transfers", "method": "Balance",
                        "method_id": "balance", "memo": memo,
                        "order_no": f"{datetime.fromtimestamp(at / 1000, UTC):%Y%m%d%H%M}{rng.randrange(10**8):08d}",
                        "kind": "transfer"})
        s, r = _pct(said), _pct(rate)
        if zh:
            bodies = (f"钱转你了👍 按说好的：每月{s}%的利息，按当时还欠的钱算，每月1号计一次。",
                      f"想了想，咱们之间{s}%太高了。就按每月{r}%算吧，从一开始就按这个。",
                      "收到你还的那笔了，谢谢！剩下的不急。")
        else:
            bodies = (f"Sent you the money 👍 As agreed: {s}% interest a month on whatever you still owe, added on the "
                      "1st of every month.",
                      f"Thinking about it, {s}% is too much between us. Make it {r}% a month, from the start.",
                      "Got your transfer, thanks! No rush with the rest.")
        times = (new[0]["time"] + rng.randint(2, 30) * MINUTE_MS,
                 _ms(lent, 0) + rng.randint(2, 6) * 1440 * MINUTE_MS + rng.randint(9 * 60, 21 * 60) * MINUTE_MS,
                 new[1]["time"] + rng.randint(5, 60) * MINUTE_MS)
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": body, "time": when_ms, "incoming": True, "read": True}
                for i, (body, when_ms) in enumerate(zip(bodies, times, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "bills": new, "amount": amount,
                "repaid": str(repaid), "rate": _pct(rate), "said": s, "k": k, "m": m, "total": f"{total}"}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"new_bills": [*state["apps"]["wallet"]["new_bills"], *p["bills"]]}},
                "os": {"providers": {f"sms[id={p['thread_id']}]": {
                    "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": p["total"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from search_bills(p["name"])
        obs = yield from hide_keyboard(obs)
        for b in p["bills"]:  # the loan and the repayment: their dates and memos
            obs = yield from ui.tap(obs, trigger="bill.open", bill_id=b["id"])
            obs = yield from ui.back()
        rate = Fraction(Decimal(p["rate"])) / 100
        obs = yield from calculate(obs, _expr(p["amount"], rate, p["k"], Decimal(p["repaid"]), p["m"]), "scicalc")
        yield from ui.fill_answers(obs, {"total": p["total"]})


def _expr(amount: int, rate: Fraction, k: int, repaid: Decimal, m: int) -> str:
    g = f"{Decimal(rate.numerator) / Decimal(rate.denominator) + 1:f}"
    return f"({amount}×{g}^{k}{M}{repaid})×{g}^{m - k}"
