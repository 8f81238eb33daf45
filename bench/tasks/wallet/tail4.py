"""Hard-by-construction Wallet templates, fourth wave (declared hardness factors; L4 by them).

``WeekendCategorySpend``: what one spending category (Dining or Transport) cost me on weekends over
three whole months. Wallet's statistics give each month's category total, and the category's bill list
shows each bill's day and time, but never the weekday: every bill of the three months (forty or more, a
few screens each month) has to be dated by hand and the weekend ones added up. Four bills sit on the
edge of a weekend (Friday just before midnight, Saturday just after it, Sunday just before midnight,
Monday just after it): a reader who goes by the evening rather than the date counts the wrong two."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.wallet.common import (
    FULL_MONTHS,
    MEMOS,
    NOW_MONTH,
    Localized,
    amount_field,
    bills,
    hide_keyboard,
    model_months_between,
    money_amount,
    new_bills,
    open_service,
    pay,
    region,
    scroll_to_end,
    search_bills,
    searchable,
    tap,
    unique_contacts,
    wallet,
    words,
)
from bench.tasks.wallet.hard import bill_like, day_time, next_ids, window_start
from mgym import actions as A
from mgym.apps.wallet import model
from mgym.apps.wallet import world as wallet_world
from mgym.clock import DEFAULT_EPOCH_MS

CATEGORIES = ("Dining", "Transport")
#: (weekday, first minute, last minute) of the four edge bills: Fri 23:xx, Sat 00:xx, Sun 23:xx, Mon 00:xx
EDGES = ((4, 23 * 60 + 15, 23 * 60 + 58), (5, 2, 45), (6, 23 * 60 + 15, 23 * 60 + 58), (0, 2, 45))


def _ms(d: datetime) -> int:
    return int(d.timestamp() * 1000)


def _weekend(rows: list[dict[str, Any]], cat: str, months: list[str]) -> list[dict[str, Any]]:
    return [b for b in rows if b["category"] == cat and b["dir"] == "out" and model.month_of(b["time"]) in months
            and model.dt(b["time"]).weekday() >= 5]


class WeekendCategorySpend(Localized, AnswerTask):
    id = "wallet.WeekendCategorySpend"
    composition = "deep_dive"
    apps = ("wallet", "answersheet")
    hardness = ("steps", "aggregate", "temporal", "trap")
    tags = ("finance", "extract", "reasoning")
    budget = 60
    instructions = ("How much did I spend on {category} on weekends (Saturdays and Sundays) from {a_label} through "
                    "{b_label}? Use my Wallet bills and answer on the AnswerSheet.",
                    "I want to know what {category} cost me on Saturdays and Sundays only, over the three months "
                    "{a_label} to {b_label}. Add it up from Wallet and put the total on the AnswerSheet.",
                    "Add up my Wallet {category} bills paid on a Saturday or a Sunday between the start of {a_label} "
                    "and the end of {b_label}, and write the sum on the AnswerSheet.")
    instructions_zh = ("从{a_label}到{b_label}，我在周末（周六和周日）的“{category}”支出一共多少钱？请查看钱包账单，在答题卡上作答。",
                       "我想知道{a_label}到{b_label}这三个月里，只算周六和周日，“{category}”一共花了我多少钱。请在钱包里加一加，"
                       "把合计填到答题卡上。",
                       "把{a_label}初到{b_label}底之间、在周六或周日支付的钱包“{category}”账单加起来，把合计写在答题卡上。")
    answer_fields = (AnswerField("amount", "Weekend total", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="周末合计", hint_zh="金额，例如 123.45"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = bills(state)
        cat = rng.choice(CATEGORIES)
        i = rng.randrange(len(FULL_MONTHS) - 2)
        months = list(FULL_MONTHS[i:i + 3])
        first = datetime.fromisoformat(months[0] + "-01").replace(tzinfo=UTC)
        end = datetime.fromisoformat(model.month_shift(months[-1], 1) + "-01").replace(tzinfo=UTC)
        like = rng.choice([b for b in rows if b["category"] == cat and b["dir"] == "out"
                           and model.month_of(b["time"]) in months])
        parties = sorted({b["party"] for b in rows if b["category"] == cat and b["dir"] == "out"})
        # four bills at the edges of two weekends: a Friday night and a Saturday small hour, a Sunday night and
        # a Monday small hour (each on a day of the window)
        fridays = [first + timedelta(days=d) for d in range((end - first).days - 3)
                   if (first + timedelta(days=d)).weekday() == 4]
        fri_a, fri_b = rng.sample(fridays, 2)
        days = (fri_a, fri_a + timedelta(days=1), fri_b + timedelta(days=2), fri_b + timedelta(days=3))
        extra = []
        for bid, day, (wd, lo, hi) in zip(next_ids(rows, 4), days, EDGES, strict=True):
            assert day.weekday() == wd
            when = _ms(day + timedelta(minutes=rng.randint(lo, hi)))
            extra.append(bill_like(rng, like, bid, rng.choice(parties), when, money_amount(rng, 12, 70)))
        weekend = _weekend([*rows, *extra], cat, months)
        return {"category": cat, "months": months, "a": months[0], "a_label": model.month_label(months[0]),
                "b": months[-1], "b_label": model.month_label(months[-1]), "extra": extra,
                "total": round(sum(b["amount"] for b in weekend), 2)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        w = state["apps"]["wallet"]
        return {"apps": {"wallet": {"new_bills": [*w["new_bills"], *p["extra"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the category": int(any(b["category"] == p["category"] for b in bills(init)))}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        got = _weekend(bills(init), p["category"], p["months"])
        return {"amount": f"{sum(b['amount'] for b in got):.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.stats")
        oldest = model.month_shift(NOW_MONTH, -5)  # the chart's first month: one tap away
        obs = yield from ui.tap(obs, trigger="stats.pick", month=max(oldest, p["months"][0]))
        for _ in range(model_months_between(p["months"][0], oldest)):
            obs = yield from ui.tap(obs, trigger="stats.shift", step="prev")
        for i, month in enumerate(p["months"]):
            if i:  # back at the top of the statistics (the list left it scrolled down), the next month
                obs = yield from ui.scroll_to(obs, trigger="stats.shift", step="next", up=True)
                obs = yield from ui.tap(obs, trigger="stats.shift", step="next")
            # the category's bills of the month: every row read (day and time), none opened
            obs = yield from ui.tap(obs, trigger="stats.category", month=month, category=p["category"])
            obs = yield from scroll_to_end(obs)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"amount": f"{p['total']:.2f}"})


# ---- the day I spent the most on, which no screen adds up ------------------------------------------------
def _day(b: dict[str, Any]) -> str:
    return str(model.dt(b["time"]).date())


def _day_totals(rows: list[dict[str, Any]], start: int) -> dict[str, float]:
    """Money out per day since ``start`` (up to now), rent (Housing) left out."""
    out: dict[str, float] = {}
    for b in rows:
        if b["dir"] == "out" and b["category"] != "Housing" and start <= b["time"] <= DEFAULT_EPOCH_MS:
            out[_day(b)] = round(out.get(_day(b), 0.0) + b["amount"], 2)
    return out


class BiggestSpendingDay(Localized, AnswerTask):
    id = "wallet.BiggestSpendingDay"
    composition = "deep_dive"
    apps = ("wallet", "answersheet")
    hardness = ("steps", "aggregate", "arithmetic", "trap")
    tags = ("finance", "extract", "reasoning")
    budget = 60
    instructions = ("Which single day of the last {days} days did I spend the most money on, counting every Wallet bill "
                    "that took money out (transfers included) and leaving out the rent? Give the day and what I spent that day on the AnswerSheet.",
                    "Over the past {days} days, find the day my Wallet spending was highest (everything that went out "
                    "that day added up, transfers included, rent not) and put the date and that day's total on the AnswerSheet.",
                    "Not counting rent, on which day in the last {days} days did the most money leave my Wallet "
                    "(transfers count too)? "
                    "Answer on the AnswerSheet with the date and how much went out that day.")
    instructions_zh = ("最近{days}天里，按钱包账单算（转账也算，房租不算），我哪一天付出去的钱最多？请把日期和那天的支出合计填在答题卡上。",
                       "在过去{days}天里，找出我钱包支出最高的那一天（把当天付出的钱都加起来，转账也算，房租除外），把日期和当天合计填到答题卡上。",
                       "不算房租的话，最近{days}天里哪一天从钱包里付出去的钱（含转账）最多？请在答题卡上写出日期和那天一共花了多少。")
    answer_fields = (AnswerField("date", "Date", matcher="date", hint="YYYY-MM-DD", label_zh="日期",
                                 hint_zh="YYYY-MM-DD"),
                     AnswerField("amount", "Spent that day", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="当天支出", hint_zh="金额，例如 123.45"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = bills(state)
        days = rng.choice((25, 28, 30))
        start = window_start(days)
        today = str(model.dt(DEFAULT_EPOCH_MS).date())
        totals = _day_totals(rows, start)
        rent = {_day(b) for b in rows if b["category"] == "Housing" and start <= b["time"] <= DEFAULT_EPOCH_MS}
        # the day made the top one: not today, not a rent day, not the window's first day
        first = str(model.dt(start).date())
        target = rng.choice(sorted(d for d in totals if d not in rent | {today, first}))
        top = max(totals.values())
        need = round(top - totals[target] + money_amount(rng, 15, 60), 2)
        likes = [b for b in rows if b["type"] == "expense" and b["dir"] == "out"
                 and b["category"] in ("Shopping", "Travel", "Entertainment", "Dining", "Groceries")]
        a, b = rng.sample(likes, 2)
        part = round(need * rng.uniform(0.35, 0.65), 2)
        day0 = datetime.fromisoformat(target).replace(tzinfo=UTC)
        ids = next_ids(rows, 2)
        extra = [bill_like(rng, like, bid, like["party"], _ms(day0 + timedelta(minutes=rng.randrange(9 * 60, 22 * 60))),
                           amt) for like, bid, amt in ((a, ids[0], part), (b, ids[1], round(need - part, 2)))]
        after = _day_totals([*rows, *extra], start)
        rent_day = max(rent)
        assert after[rent_day] + sum(b["amount"] for b in rows if b["category"] == "Housing" and _day(b) == rent_day) \
            > after[target], "counting the rent must change the answer"
        # the list's last bill before the window: the oracle reads down to it
        older = max((x for x in rows if x["time"] < start), key=lambda x: x["time"])
        return {"days": days, "extra": extra, "day": target, "total": after[target], "stop": older["id"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        w = state["apps"]["wallet"]
        return {"apps": {"wallet": {"new_bills": [*w["new_bills"], *p["extra"]]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        totals = _day_totals(bills(init), window_start(p["days"]))
        day = max(totals, key=lambda d: totals[d])
        return {"date": day, "amount": f"{totals[day]:.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Wallet")
        obs = yield from ui.tap(obs, trigger="tab.bills")
        for _ in range(60):  # read down the list, day by day, to the last bill before the window
            if obs.find(trigger="bill.open", bill_id=p["stop"]):
                break
            more = obs.find(trigger="bills.more")
            obs = yield (ui.click(more[0]) if more else A.Drag(x1=500, y1=800, x2=500, y2=380))
        yield from ui.fill_answers(obs, {"date": p["day"], "amount": f"{p['total']:.2f}"})


# ---- money sent to a friend saved under a nickname, with a namesake in the bills -------------------------
NICKS = {"en": ("Bee", "Peanut", "Ziggy", "Bubbles", "Moose", "Pickle"),
         "zh-CN": ("小蜜蜂", "花生米", "大鹅", "泡泡", "豆包", "小土豆")}


def _sent_to(rows: list[dict[str, Any]], phone: str) -> list[dict[str, Any]]:
    return [b for b in rows if b["type"] == "transfer" and b["dir"] == "out"
            and model.digits(b["account"]) == model.digits(phone)]


class SentToNickname(Localized, AnswerTask):
    id = "wallet.SentToNickname"
    composition = "deep_dive"
    apps = ("wallet", "contacts", "answersheet")
    hardness = ("steps", "aggregate", "explore", "trap")
    tags = ("finance", "extract", "reasoning", "explore")
    budget = 60
    instructions = ("How much money have I sent {nick} through Wallet transfers, all told? {nick} is how I saved them "
                    "in Contacts. Answer on the AnswerSheet.",
                    "Add up every Wallet transfer I've made to {nick} (that's the name in my Contacts) and put the "
                    "total on the AnswerSheet.",
                    "I want the total of all the money I've transferred to {nick} with Wallet, the person saved as "
                    "{nick} in my Contacts. Write it on the AnswerSheet.")
    instructions_zh = ("我一共通过钱包给{nick}转过多少钱？{nick}是我在通讯录里给这个人存的名字。请在答题卡上作答。",
                       "把我在钱包里转给{nick}（通讯录里存的就是这个名字）的每一笔钱加起来，把合计填到答题卡上。",
                       "我想知道我用钱包总共给{nick}转了多少钱，就是通讯录里存为{nick}的那个人。请把合计写在答题卡上。")
    answer_fields = (AnswerField("amount", "Total sent", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="转出合计", hint_zh="金额，例如 123.45"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = bills(state)
        contacts = state["os"]["providers"]["contacts"]
        names = {c["name"] for c in contacts}
        pool = [c for c in unique_contacts(state) if searchable(state, c["name"])
                and len([b for b in _sent_to(rows, c["phone"]) if b["party"] == c["name"]]) >= 5
                and all(b["party"] == c["name"] for b in _sent_to(rows, c["phone"]))]
        c = rng.choice(sorted(pool, key=lambda x: x["id"]))
        nick = rng.choice([n for n in NICKS[region(state)] if n not in names])
        mine = [b for b in rows if b["party"] == c["name"]]
        # a stranger of the same name, paid from the same Wallet: other digits at the end of the account
        phones = {model.digits(x["phone"]) for x in contacts} | {model.digits(b["account"]) for b in rows}
        acct = c["phone"]
        while model.digits(acct) in phones:
            acct = acct[:-4] + f"{rng.randrange(10_000):04d}"
        like = rng.choice(_sent_to(rows, c["phone"]))
        n = rng.randint(max(3, 10 - len(_sent_to(rows, c["phone"]))), 5)  # ten transfers out to open, at least
        memos = words(state, "memos", MEMOS)
        ages = rng.sample(range(5, 330), n)
        extra = [{**bill_like(rng, like, bid, c["name"], day_time(rng, age), money_amount(rng, 15, 160)),
                  "account": acct, "kind": "transfer", "memo": rng.choice(memos)}
                 for bid, age in zip(next_ids(rows, n), ages, strict=True)]
        look = sorted([*(b for b in mine if b["dir"] == "out"), *extra], key=lambda b: -b["time"])
        return {"nick": nick, "contact_id": c["id"], "name": c["name"], "phone": c["phone"], "extra": extra,
                "look": [b["id"] for b in look],
                "total": round(sum(b["amount"] for b in _sent_to(rows, c["phone"])), 2)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        w = state["apps"]["wallet"]
        return {"apps": {"wallet": {"new_bills": [*w["new_bills"], *p["extra"]]}},
                "os": {"providers": {f"contacts[id={p['contact_id']}]": {"name": p["nick"], "first_name": p["nick"],
                                                                         "last_name": ""}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the contact saved as the nickname": sum(c["name"] == p["nick"]
                                                         for c in init["os"]["providers"]["contacts"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"amount": f"{sum(b['amount'] for b in _sent_to(bills(init), p['phone'])):.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Contacts")
        obs = yield from ui.tap(obs, trigger="contact.open", contact_id=p["contact_id"])  # the number
        obs = yield from search_bills(p["name"])  # the number's name in Wallet (a transfer's account)
        obs = yield from hide_keyboard(obs)
        for bid in p["look"]:  # two people share the name: each transfer out shows its account on its page
            obs = yield from tap(obs, trigger="bill.open", bill_id=bid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"amount": f"{p['total']:.2f}"})


# ---- every unpaid utility bill from the balance, topped up first only when it falls short ----------------
class TopUpThenPayDues(Localized, TaskTemplate):
    id = "wallet.TopUpThenPayDues"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    objective = "hybrid"
    composition = "deep_dive"
    hardness = ("steps", "arithmetic", "branch", "trap")
    tags = ("finance", "reasoning")
    subsets = ("payment",)
    budget = 60
    instructions = ("Pay all my unpaid bills in Wallet's Utilities from the Wallet balance, not with a card. If the "
                    "balance can't cover all of them, first add money from my card: just what's missing, rounded up "
                    "to a whole ten.",
                    "Settle every utility bill still open in Wallet, paid from the balance. Should the balance be too "
                    "low for all of them, top it up from my card beforehand by the shortfall rounded up to the next "
                    "multiple of 10, and no more.",
                    "In Wallet, pay whatever utility bills are still unpaid, using the balance only. If the balance "
                    "won't stretch to all of them, add money from my card first, the missing amount rounded up to "
                    "the nearest ten above it.")
    instructions_zh = ("用钱包余额（不要用银行卡）把钱包生活缴费里所有没缴的账单都缴掉。如果余额不够缴全部，先从我的银行卡往钱包充值：差多少充多少，"
                       "向上凑整到10的倍数。",
                       "把钱包生活缴费里还没缴的费用全部用余额缴清。要是余额不够，先从银行卡充值，金额是差额向上取整到10的倍数，不要多充。",
                       "在钱包里用余额缴清所有未缴的生活缴费账单。如果余额不够付全部，就先从我的卡里充值，把差的钱向上凑成整十。")
    goal_params = ("unpaid", "topup")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        dues = wallet_world.dues(region(state))
        done = rng.sample([d["id"] for d in dues], 1)  # one is paid already (its row still shows it)
        unpaid = [d for d in dues if d["id"] not in done]
        owed = round(sum(d["amount"] for d in unpaid), 2)
        short = rng.random() < 0.5
        while True:
            if short:  # the balance falls short by an amount that is not a whole ten
                gap = money_amount(rng, 3, 70)
                balance, topup = round(owed - gap, 2), math.ceil(gap / 10) * 10
            else:  # just enough
                balance, topup = round(owed + money_amount(rng, 1, 25), 2), 0
            if balance > 0 and round(balance + topup - owed, 2) > 0.5:
                break
        return {"done": done, "unpaid": [d["id"] for d in unpaid], "balance": balance, "topup": topup}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"balance": p["balance"], "paid_dues": list(p["done"]),
                                    "settings": {"pay_order": "balance_first"}}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        n = len(p["unpaid"]) + (1 if p["topup"] else 0)
        return [f"apps.wallet.new_bills[+{n}]", "apps.wallet.balance", f"apps.wallet.paid_dues[+{len(p['unpaid'])}]"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        added = new_bills(init, final)
        out = []
        for did in p["unpaid"]:
            paid = [b for b in added if b.get("order_id") == did and b["dir"] == "out"]
            out.append(Check(f"{did} paid from the balance", did in wallet(final)["paid_dues"] and len(paid) == 1
                             and paid[0]["method_id"] == "balance", "balance",
                             [b["method_id"] for b in paid]))
        if p["topup"]:
            ups = [b for b in added if b.get("kind") == "topup"]
            got = [b["amount"] for b in ups]
            out.append(Check("the balance topped up by the shortfall, rounded up to ten",
                             len(ups) == 1 and abs(ups[0]["amount"] - p["topup"]) < 0.005, p["topup"], got))
        return out

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.utilities")  # what is still owed (the balance is on the home screen)
        obs = yield from ui.back()
        if p["topup"]:
            obs = yield from ui.tap(obs, trigger="svc.add_money")
            obs = yield from ui.type_into(obs, amount_field(obs), f"{p['topup']}")
            obs = yield from tap(obs, trigger="addmoney.next")
            obs = yield from pay(obs)
            for _ in range(3):  # from the top-up's bill back to the home screen
                if obs.find(trigger="svc.utilities"):
                    break
                obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="svc.utilities")
        for did in p["unpaid"]:
            obs = yield from ui.tap(obs, trigger="utility.pay", due_id=did)
            obs = yield from pay(obs)
            if not obs.find(trigger="utility.pay"):
                obs = yield from ui.back()
