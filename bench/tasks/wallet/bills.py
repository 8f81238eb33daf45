"""Wallet tasks: editing bills and questions about spending."""

from __future__ import annotations

import re
from collections import Counter
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.wallet.common import (
    FULL_MONTHS,
    Localized,
    W,
    bill_params,
    bills,
    find_bill,
    hide_keyboard,
    label,
    locale_of,
    model_months_between,
    money_amount,
    month_out,
    open_bill,
    party_counts,
    past_bill,
    pick_bill,
    rent,
    scroll_to_end,
    search_bills,
    stats_month,
    tap,
    text_after,
    wallet,
    words,
)
from mgym.apps.wallet import model


# ---- editing bills -----------------------------------------------------------------------------
class _BillEdit(Localized, TaskTemplate):
    apps = ("wallet",)
    difficulty = "L2"
    tags = ("search", "edit")
    budget = 30

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return bill_params(pick_bill(rng, state, lambda b: b["dir"] == "out"))


class AddBillNote(_BillEdit):
    id = "wallet.AddBillNote"
    instructions = ("Add the note \"{note}\" to my Wallet bill from {party} on {date} (${amount}).",
                    "In Wallet, find the {party} payment of ${amount} on {date} and give it the note \"{note}\".")
    instructions_zh = ("给我在钱包里{date}付给{party}的那笔账单（{amount}元）添加备注“{note}”。",
                       "在钱包中找到{date}向{party}支付的{amount}元，给这笔账单加上备注“{note}”。")
    NOTES = ("Reimbursable", "Work expense", "Split with Sam", "Birthday gift", "Claim on insurance", "Ask for refund")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**super().sample(rng, state), "note": rng.choice(words(state, "notes", self.NOTES))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("note", p["note"], wallet(final)["notes"].get(p["bill_id"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{W}.notes.{p['bill_id']}"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_bill(p)
        obs = yield from ui.tap(obs, trigger="bill.note")
        obs = yield from ui.type_into(obs, "Add a note", p["note"])
        yield from tap(obs, trigger="note.save")


class RecategorizeBill(_BillEdit):
    id = "wallet.RecategorizeBill"
    instructions = ("My Wallet bill from {party} on {date} (${amount}) should be filed under {category}. Fix its "
                    "category.",
                    "Change the category of the ${amount} {party} bill from {date} to {category} in Wallet.")
    instructions_zh = ("我在钱包里{date}付给{party}的那笔账单（{amount}元）应该归到“{category}”分类，请改正它的分类。",
                       "在钱包中把{date}与{party}的那笔{amount}元账单的分类改为“{category}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = super().sample(rng, state)
        b = find_bill(state, p["bill_id"])
        assert b is not None
        cats = [c for c in ("Dining", "Groceries", "Shopping", "Entertainment", "Health", "Travel", "Other")
                if c != b["category"]]
        return {**p, "category": rng.choice(cats)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        b = find_bill(final, p["bill_id"])
        return [check("category", p["category"], b["category"] if b else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{W}.categories.{p['bill_id']}"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_bill(p)
        obs = yield from ui.tap(obs, trigger="bill.category")
        yield from ui.tap(obs, trigger="category.pick", category=p["category"])


class DeleteBill(_BillEdit):
    id = "wallet.DeleteBill"
    tags = ("search", "delete")
    instructions = ("Delete the {party} bill of ${amount} from {date} from my Wallet bills.",
                    "Remove my {date} bill from {party} (${amount}) from the Wallet bill list.")
    instructions_zh = ("从钱包账单中删除{date}与{party}的那笔{amount}元账单。",
                       "把我{date}付给{party}的账单（{amount}元）从钱包的账单列表里删掉。")

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("bill deleted", True, p["bill_id"] in wallet(final)["hidden_bills"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{W}.hidden_bills[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_bill(p)
        obs = yield from ui.tap(obs, trigger="bill.delete")
        yield from ui.tap(obs, trigger="delete.confirm")


# ---- questions about the bills -----------------------------------------------------------------
def month_words(m: str, locale: str = "en") -> str:
    return model.month_label(m, locale)


class MonthSpending(Localized, AnswerTask):
    id = "wallet.MonthSpending"
    apps = ("wallet", "answersheet")
    difficulty = "L2"
    tags = ("extract", "finance")
    budget = 30
    instructions = ("How much money did I spend in total in {label}, according to Wallet (all money out)? Answer "
                    "on the AnswerSheet.",
                    "Report the total of all my outgoing Wallet payments in {label} in AnswerSheet.")
    instructions_zh = ("根据钱包的记录，我在{label}一共花了多少钱（所有支出）？请在答题卡上作答。",
                       "把我在{label}所有通过钱包支出的总金额填写到答题卡。")
    answer_fields = (AnswerField("total", "Total spent", "number", "number", hint="In dollars, e.g. 1234.56",
                                 label_zh="支出总额", hint_zh="按钱包显示的金额，例如 1234.56"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        m = rng.choice(FULL_MONTHS)
        return {"month": m, "label": month_words(m)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": month_out(init, p["month"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from stats_month(p["month"])
        yield from ui.fill_answers(obs, {"total": text_after(obs, "Spent")})


class CompareMonths(Localized, AnswerTask):
    id = "wallet.CompareMonths"
    apps = ("wallet", "answersheet")
    objective = "query"
    composition = "sequential"
    difficulty = "L3"
    tags = ("extract", "reasoning", "finance")
    budget = 30
    instructions = ("Did I spend more in {a_label} or in {b_label}? Use Wallet, and give the month and how much "
                    "more I spent in it on the AnswerSheet.",
                    "Compare my total Wallet spending in {a_label} and {b_label}: which month was higher, and by "
                    "how much? Answer in AnswerSheet.",
                    'Which month did I spend more in according to Wallet, {a_label} or {b_label}? Give that month and how much more I spent in it.')
    instructions_zh = ("我在{a_label}和{b_label}哪个月花得更多？请查看钱包，在答题卡上填写那个月份以及多花了多少钱。",
                       "比较我在{a_label}和{b_label}的钱包支出总额：哪个月更高，高出多少？请在答题卡上作答。",
                       '根据钱包，{a_label}和{b_label}我哪个月花得多？请给出那个月份和多花的金额。')
    answer_fields = (AnswerField("month", "Month with more spending", hint="Month and year, e.g. January 2019",
                                 label_zh="支出更多的月份", hint_zh="年份和月份，例如 2019年1月"),
                     AnswerField("difference", "Difference", "number", "number", hint="In dollars, e.g. 123.45",
                                 label_zh="差额", hint_zh="按钱包显示的金额，例如 123.45"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        while True:
            a, b = sorted(rng.sample(FULL_MONTHS, 2))
            if abs(month_out(state, a) - month_out(state, b)) > 20:
                return {"a": a, "b": b, "a_label": month_words(a), "b_label": month_words(b)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        a, b = month_out(init, p["a"]), month_out(init, p["b"])
        return {"month": month_words(p["a"] if a > b else p["b"], locale_of(init)), "difference": round(abs(a - b), 2)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from stats_month(p["b"])
        b = model.parse_amount(text_after(obs, "Spent")) or 0.0
        for _ in range(model_months_between(p["a"], p["b"])):
            obs = yield from ui.tap(obs, trigger="stats.shift", step="prev")
        a = model.parse_amount(text_after(obs, "Spent")) or 0.0
        yield from ui.fill_answers(obs, {"month": month_words(p["a"] if a > b else p["b"], obs.locale),
                                         "difference": f"{abs(a - b):.2f}"})


class TopPayee(Localized, AnswerTask):
    id = "wallet.TopPayee"
    apps = ("wallet", "answersheet")
    difficulty = "L2"
    tags = ("extract", "finance")
    budget = 30
    instructions = ("Apart from my rent to {rent}, who did I pay the most money to in {label}? Check Wallet and "
                    "answer on the AnswerSheet.",
                    "Not counting rent, which counterparty received the most money from me through Wallet in "
                    "{label}? Report its name in AnswerSheet.")
    instructions_zh = ("除了付给{rent}的房租，我在{label}给谁付的钱最多？请查看钱包，并在答题卡上作答。",
                       "不算房租的话，{label}我通过钱包付款最多的交易对方是谁？请把名称填写到答题卡。")
    answer_fields = (AnswerField("payee", "Counterparty", hint="Name as shown in Wallet",
                                 label_zh="交易对方", hint_zh="与钱包中显示的名称一致"),)

    def _ranked(self, state: dict[str, Any], month: str) -> list[dict[str, Any]]:
        return [r for r in model.top_parties(model.filtered(bills(state), month=month), 9)
                if r["party"] != rent(state)]

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        # one more payment that month to one of its top 8 payees makes that one the top payee
        m = rng.choice(FULL_MONTHS)
        ranked = self._ranked(state, m)[:8]
        target = rng.choice(ranked)
        lead = max(r["total"] for r in ranked if r is not target)
        like = rng.choice([b for b in model.filtered(bills(state), month=m, party=target["party"]) if b["dir"] == "out"])
        amount = round(max(lead - target["total"], 0) + money_amount(rng, 5, 90), 2)
        return {"month": m, "label": month_words(m), "rent": rent(state), "bill": past_bill(rng, state, like, m, amount)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"new_bills[]": p["bill"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"payee": self._ranked(init, p["month"])[0]["party"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from stats_month(p["month"])
        obs = yield from scroll_to_end(obs)
        rows = [e for e in obs.ui if e.trigger == "stats.party" and e.params.get("party") != p["rent"]]
        yield from ui.fill_answers(obs, {"payee": rows[0].params["party"]})


class TopCategory(Localized, AnswerTask):
    id = "wallet.TopCategory"
    apps = ("wallet", "answersheet")
    difficulty = "L2"
    tags = ("extract", "finance")
    budget = 30
    instructions = ("Which spending category took the most money in {label}, not counting Housing (rent)? Use "
                    "Wallet's statistics and answer on the AnswerSheet.",
                    "Leaving out Housing, what was my biggest spending category in Wallet in {label}? Enter it in "
                    "AnswerSheet.")
    instructions_zh = ("{label}，不算住房（房租）的话，哪个支出分类花钱最多？请查看钱包的统计，并在答题卡上作答。",
                       "除去“住房”，我在{label}钱包里支出最多的分类是哪个？请填写到答题卡。")
    answer_fields = (AnswerField("category", "Category", hint="As Wallet names it",
                                 label_zh="分类", hint_zh="与钱包中显示的分类名一致"),)

    def _ranked(self, state: dict[str, Any], month: str) -> list[dict[str, Any]]:
        return [r for r in model.breakdown(model.filtered(bills(state), month=month)) if r["category"] != "Housing"]

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        # one more payment that month, in a category of the year's bills, makes that one the top category
        m = rng.choice(FULL_MONTHS)
        out = [b for b in bills(state) if b["dir"] == "out" and b["category"] != "Housing"]
        target = rng.choice(sorted({b["category"] for b in out}))
        totals = {r["category"]: r["total"] for r in self._ranked(state, m)}
        lead = max((t for c, t in totals.items() if c != target), default=0.0)
        like = rng.choice([b for b in out if b["category"] == target])
        amount = round(max(lead - totals.get(target, 0.0), 0) + money_amount(rng, 5, 90), 2)
        return {"month": m, "label": month_words(m), "bill": past_bill(rng, state, like, m, amount)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"new_bills[]": p["bill"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"category": label(init, self._ranked(init, p["month"])[0]["category"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from stats_month(p["month"])
        obs = yield from ui.scroll_to(obs, trigger="stats.category")
        rows = [e for e in obs.ui if e.trigger == "stats.category" and e.params.get("category") != "Housing"]
        yield from ui.fill_answers(obs, {"category": ui.tr(obs, rows[0].params["category"])})


class CountPartyBills(Localized, AnswerTask):
    id = "wallet.CountPartyBills"
    apps = ("wallet", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    budget = 30
    instructions = ("How many bills with {party} are there in my Wallet? Answer on the AnswerSheet.",
                    "Count all my Wallet bills with the counterparty {party} and report the number in "
                    "AnswerSheet.")
    instructions_zh = ("我的钱包里与{party}的账单一共有几笔？请在答题卡上作答。",
                       "数一数钱包中交易对方为{party}的全部账单，把笔数填写到答题卡。")
    answer_fields = (AnswerField("count", "Number of bills", "number", "number", hint="A whole number",
                                 label_zh="账单笔数", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        counts = party_counts(state)
        return {"party": rng.choice(sorted(p for p, n in counts.items() if 3 <= n <= 40))}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": party_counts(init)[p["party"]]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        # one of its bills (found by search), then "All bills with ..." (the filter sheet is a long list)
        obs = yield from search_bills(p["party"])
        obs = yield from hide_keyboard(obs)
        obs = yield from ui.scroll_to(obs, p["party"], trigger="bill.open")
        name = re.compile(rf"(^|\s){re.escape(p['party'])}(\s|$)")  # after an avatar's initials, if any
        row = next(e for e in obs.ui if e.trigger == "bill.open" and name.search(e.text))
        obs = yield from ui.tap(obs, trigger="bill.open", bill_id=row.params["bill_id"])
        obs = yield from ui.tap(obs, trigger="bill.party")
        yield from ui.fill_answers(obs, {"count": bill_count(obs)})


def bill_count(obs: Any) -> str:
    """The number of bills in the list's summary line ("12 bills · Out ... · In ...")."""
    for e in obs.ui:
        if e.role == "text" and " · " in e.text:
            head = e.text.split(" · ")[0]
            if head == ui.tr(obs, "1 bill"):
                return "1"
            found = ui.parse(obs, "{n} bills", head)
            if found is not None:
                return found["n"]
    raise LookupError("no bill count on the screen")


class BillDate(Localized, AnswerTask):
    id = "wallet.BillDate"
    apps = ("wallet", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    budget = 30
    instructions = ("When did I pay {party} ${amount}? Give the date on the AnswerSheet.",
                    "Find the ${amount} bill with {party} in Wallet and report the date it was paid in "
                    "AnswerSheet.")
    instructions_zh = ("我是哪天付给{party}{amount}元的？请在答题卡上填写日期。",
                       "在钱包中找到与{party}的那笔{amount}元账单，把付款日期填写到答题卡。")
    answer_fields = (AnswerField("date", "Date", matcher="date", hint="YYYY-MM-DD", label_zh="日期",
                                 hint_zh="YYYY-MM-DD"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = bills(state)
        keys = Counter((b["party"], b["amount"]) for b in rows)
        counts = party_counts(state)
        b = pick_bill(rng, state, lambda b: b["dir"] == "out" and keys[(b["party"], b["amount"])] == 1
                      and counts[b["party"]] >= 2)
        return bill_params(b)

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        b = find_bill(init, p["bill_id"])
        assert b is not None
        return {"date": str(model.dt(b["time"]).date())}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_bill(p)
        when = next(e.text for e in obs.ui if e.role == "text" and e.text.startswith(ui.tr(obs, "Time")))
        yield from ui.fill_answers(obs, {"date": re.findall(r"\d{4}-\d{2}-\d{2}", when)[0]})
