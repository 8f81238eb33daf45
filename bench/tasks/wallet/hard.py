"""Wallet tasks that are hard by construction (``hardness``): two counterparties compared over a window
of days that cuts a month in half (the month totals do not answer it) with a near-namesake whose bills
tip a careless sum the other way, and settling up with a friend over the transfers of a window, paid
from the balance or a card depending on what would be left."""

from __future__ import annotations

from datetime import UTC, datetime
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.wallet.common import (
    MEMOS,
    Localized,
    W,
    amount_field,
    bills,
    card_words,
    hide_keyboard,
    money_amount,
    new_bills,
    pay,
    region,
    search_bills,
    searchable,
    tap,
    unique_contacts,
    wallet,
    words,
)
from mgym.apps.wallet import model
from mgym.clock import DEFAULT_EPOCH_MS

DAY = 86_400_000
#: a near-namesake's suffix, per region ("Harbor Sushi" → "Harbor Sushi Express")
SUFFIXES = {"en": (" Express", " Outlet", " To Go"), "zh-CN": ("旗舰店", "二店", "外卖店")}


def window_start(days: int) -> int:
    """Midnight (UTC, the phone's zone) of the first day of "the last ``days`` days"."""
    return DEFAULT_EPOCH_MS - DEFAULT_EPOCH_MS % DAY - days * DAY


def day_time(rng: Random, age: int) -> int:
    """A time of day between 10:00 and 21:59, ``age`` days before today."""
    return window_start(age) + rng.randrange(10 * 60, 22 * 60) * 60_000


def next_ids(rows: list[dict[str, Any]], n: int) -> list[str]:
    first = 1 + max(int(b["id"][1:]) for b in rows if b["id"][:1] == "B" and b["id"][1:].isdigit())
    return [f"B{first + i:04d}" for i in range(n)]


def bill_like(rng: Random, like: dict[str, Any], bid: str, party: str, when: int, amount: float) -> dict[str, Any]:
    """A bill like ``like`` (type, category, account, method) with another counterparty, time and amount."""
    t = datetime.fromtimestamp(when / 1000, UTC)
    return {"id": bid, "time": when, "type": like["type"], "dir": "out", "amount": amount, "party": party,
            "account": like.get("account", ""), "category": like["category"], "method": like["method"],
            "method_id": like.get("method_id", "balance"), "memo": "",
            "order_no": f"{t:%Y%m%d%H%M}{rng.randrange(10**8):08d}", "kind": "order"}


def paid(rows: list[dict[str, Any]], party: str, start: int) -> list[dict[str, Any]]:
    return [b for b in rows if b["party"] == party and b["dir"] == "out" and start <= b["time"] <= DEFAULT_EPOCH_MS]


def near_boundary(rows: list[dict[str, Any]], party: str, start: int) -> bool:
    """A bill of ``party`` within a day of the window's first day (where "the last n days" is arguable)."""
    return any(abs(b["time"] - start) < 2 * DAY for b in rows if b["party"] == party)


class PartyVersusWindow(Localized, AnswerTask):
    id = "wallet.PartyVersusWindow"
    apps = ("wallet", "answersheet")
    composition = "deep_dive"
    hardness = ("aggregate", "temporal", "trap")
    tags = ("finance", "extract", "reasoning")
    budget = 45
    instructions = ("Over the last {days} days, did I pay more to {a} or to {b} in Wallet? Answer on the "
                    "AnswerSheet with that counterparty and how much I paid it in those days. Only bills to exactly those names count, not their other branches.",
                    "Compare what I spent with {a} and with {b} in the past {days} days (Wallet bills). Which got "
                    "more of my money, and how much? Put both on the AnswerSheet. Only bills to exactly those names count, not their other branches.",
                    "Which did I pay more in Wallet over the last {days} days, {a} or {b}? Tell me which one and "
                    "the total I paid it in that period. Only bills to exactly those names count, not their other branches.")
    instructions_zh = ("最近{days}天里，我在钱包里付给{a}的钱多，还是付给{b}的多？请在答题卡上填写付得多的那一方，以及这段时间付给它的总金额。只算名称完全一致的账单，其他分店不算。",
                       "比较一下过去{days}天我在钱包里付给{a}和{b}的钱。哪一方收到的更多、一共多少？请把两项都填到答题卡。只算名称完全一致的账单，其他分店不算。",
                       "帮我查一下钱包：最近{days}天，{a}和{b}哪个收到我的钱更多？告诉我是哪一方，以及这段时间我一共付了它多少。只算名称完全一致的账单，其他分店不算。")
    answer_fields = (AnswerField("party", "Counterparty", hint="Name as shown in Wallet", label_zh="交易对方",
                                 hint_zh="与钱包中显示的名称一致"),
                     AnswerField("amount", "Amount paid", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="付款总额", hint_zh="金额，例如 123.45"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = bills(state)
        names = {b["party"] for b in rows}
        shops = sorted({b["party"] for b in rows if b["type"] == "expense" and b["category"] != "Housing"})
        while True:
            days = rng.choice((45, 60, 90))
            start = window_start(days)
            a, b = rng.sample(shops, 2)
            pa, pb = paid(rows, a, start), paid(rows, b, start)
            ta, tb = round(sum(x["amount"] for x in pa), 2), round(sum(x["amount"] for x in pb), 2)
            if ta < tb:
                a, b, pa, pb, ta, tb = b, a, pb, pa, tb, ta
            dup = b + rng.choice(SUFFIXES[region(state)])
            if (len(pa) + len(pb) >= 10 and len(pb) >= 3 and tb > 0 and ta - tb >= 3 and ta - tb <= tb
                    and dup not in names and not near_boundary(rows, a, start) and not near_boundary(rows, b, start)):
                break
        # the near-namesake's bills, inside the window, tip b + namesake over a
        extra = round(ta - tb + money_amount(rng, 4, 30), 2)
        n = rng.choice((2, 3))
        cuts = sorted(rng.sample(range(1, 100), n - 1))
        parts = [round(extra * (hi - lo) / 100, 2) for lo, hi in zip([0, *cuts], [*cuts, 100], strict=True)]
        parts[-1] = round(extra - sum(parts[:-1]), 2)
        ids = next_ids(rows, n)
        when = sorted(rng.sample(range(2, days - 2), n))
        like = pb[0]
        dups = [bill_like(rng, like, bid, dup, day_time(rng, d), amt)
                for bid, d, amt in zip(ids, when, parts, strict=True)]
        first, second = (a, b) if rng.random() < 0.5 else (b, a)
        ends = {x: [max(ps, key=lambda r: r["time"])["id"], min(ps, key=lambda r: r["time"])["id"]]
                for x, ps in ((a, pa), (b, pb))}
        return {"days": days, "a": first, "b": second, "winner": a, "total": ta, "dup": dup, "dups": dups,
                "ends": ends}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"new_bills": [*state["apps"]["wallet"]["new_bills"], *p["dups"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        names = {b["party"] for b in bills(init)}
        return {"the first counterparty": int(p["a"] in names), "the second counterparty": int(p["b"] in names)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        start = window_start(p["days"])
        rows = bills(init)
        sums = {x: round(sum(b["amount"] for b in paid(rows, x, start)), 2) for x in (p["a"], p["b"])}
        win = max(sums, key=lambda x: sums[x])
        return {"party": win, "amount": sums[win]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        for party in (p["a"], p["b"]):  # each one's own bills: one found by search, then all bills with it
            newest, oldest = p["ends"][party]
            obs = yield from search_bills(party)
            obs = yield from hide_keyboard(obs)
            obs = yield from ui.tap(obs, trigger="bill.open", bill_id=newest)
            obs = yield from ui.tap(obs, trigger="bill.party")
            obs = yield from ui.scroll_to(obs, trigger="bill.open", bill_id=oldest)  # read down to the window's start
            obs = yield from ui.home()
        yield from ui.fill_answers(obs, {"party": p["winner"], "amount": f"{p['total']:.2f}"})


class SettleUpWindow(Localized, TaskTemplate):
    id = "wallet.SettleUpWindow"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    objective = "hybrid"
    composition = "deep_dive"
    hardness = ("aggregate", "arithmetic", "temporal", "branch")
    tags = ("finance", "reasoning", "social")
    budget = 60
    instructions = ("{name} and I have been sending each other money through Wallet. Take everything {name} "
                    "transferred to me in the last {days} days, subtract what I transferred to them in those days, "
                    "and send them the difference. Pay it from my balance if at least ${keep} would still be left "
                    "there afterwards; otherwise pay with my {card}.",
                    "Settle up with {name} in Wallet for the past {days} days: the transfers they sent me minus "
                    "the ones I sent them is what I owe, so transfer that to them. Use the Wallet balance unless "
                    "that would bring it below ${keep}; in that case charge my {card}.",
                    "I need to square things with {name} in Wallet. Over the last {days} days, add up what {name} "
                    "sent me and subtract what I sent them; transfer that difference to them. If paying it from my "
                    "balance still leaves at least ${keep} there, use the balance, otherwise use my {card}.")
    instructions_zh = ("我和{name}最近一直通过钱包互相转账。把最近{days}天里{name}转给我的钱加起来，减去这段时间我转给对方的钱，"
                       "把差额转给对方。如果付完后余额还能剩至少{keep}元，就用余额付；否则用我的{card}付。",
                       "在钱包里和{name}把过去{days}天的账结清：对方转给我的总额减去我转给对方的总额，就是我欠的钱，"
                       "把它转给对方。除非用余额付会让余额低于{keep}元，否则用余额；低于的话就用我的{card}付款。",
                       "帮我在钱包里和{name}算清账：最近{days}天{name}转给我的总额，减去同期我转给对方的总额，把这个差额转给对方。"
                       "付款后余额如果还能剩{keep}元或以上，就从余额扣；不够的话就用我的{card}付。")
    goal_params = ("phone", "amount", "method")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        contacts = {c["name"]: c for c in unique_contacts(state)}
        every = bills(state)
        friends = sorted({b["party"] for b in every if b["type"] == "transfer" and b["party"] in contacts})
        while True:
            name, days = rng.choice(friends), rng.choice((30, 45, 60))
            start = window_start(days)
            if not near_boundary(every, name, start) and searchable(state, name):
                break
        like_in = next(b for b in every if b["party"] == name and b["type"] == "transfer")
        ages = rng.sample(range(2, days - 2), 10) + [days + 2 + rng.randrange(3), days + 8 + rng.randrange(15)]
        dirs = ["in"] * 6 + ["out"] * 4 + ["in", "in"]  # the last two just before the window
        ids = next_ids(every, len(ages))
        added = []
        for bid, age, d in zip(ids, ages, dirs, strict=True):
            amt = money_amount(rng, 20, 140) if d == "in" else money_amount(rng, 8, 60)
            b = bill_like(rng, like_in, bid, name, day_time(rng, age), amt)
            b.update(dir=d, type="transfer", category="Transfers", kind="transfer",
                     account=contacts[name]["phone"], method="Balance", method_id="balance",
                     memo=rng.choice(words(state, "memos", MEMOS)))
            added.append(b)
        rows = [b for b in [*every, *added] if b["party"] == name and b["type"] == "transfer"
                and start <= b["time"] <= DEFAULT_EPOCH_MS]
        got = sum(b["amount"] for b in rows if b["dir"] == "in")
        gave = sum(b["amount"] for b in rows if b["dir"] == "out")
        if got - gave < 10:  # make them owed: one more of theirs
            extra = round(gave - got + money_amount(rng, 15, 60), 2)
            added[0]["amount"] = round(added[0]["amount"] + extra, 2)
            got += extra
        amount = round(got - gave, 2)
        card = rng.choice(wallet(state)["cards"])
        use_card = rng.random() < 0.5
        balance = round(amount + rng.uniform(120, 900), 2)
        after = balance - amount
        keep = (int(after // 50) + 1) * 50 if use_card else int(after // 50) * 50
        if not use_card and after - keep < 5:
            keep -= 50
        if use_card and keep - after < 5:
            keep += 50
        return {"name": name, "phone": contacts[name]["phone"], "days": days, "added": added,
                "amount": f"{amount:.2f}", "balance": balance, "keep": keep, "card": card_words(card),
                "card_id": card["id"], "method": card["id"] if use_card else "balance",
                "records": len(rows)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"balance": p["balance"],
                                    "new_bills": [*state["apps"]["wallet"]["new_bills"], *p["added"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(c["name"] == p["name"] for c in init["os"]["providers"]["contacts"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{W}.new_bills[+1]", *([f"{W}.balance"] if p["method"] == "balance" else [])]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        added = new_bills(init, final)
        b = added[0] if len(added) == 1 else {}
        return [Check("one new payment", len(added) == 1, 1, len(added)),
                Check("to the friend", model.same_phone(str(b.get("account", "")), p["phone"])
                      and b.get("party") == p["name"] and b.get("type") == "transfer" and b.get("dir") == "out",
                      f"{p['name']} ({p['phone']})", f"{b.get('party')} ({b.get('account')})"),
                Check("the difference", abs(float(b.get("amount", -1)) - float(p["amount"])) < 0.005, p["amount"],
                      b.get("amount")),
                Check("paid with", b.get("method_id") == p["method"], p["method"], b.get("method_id"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search_bills(p["name"])
        obs = yield from hide_keyboard(obs)
        start = window_start(p["days"])
        oldest = min((b for b in p["added"] if b["time"] >= start), key=lambda b: b["time"])
        obs = yield from ui.scroll_to(obs, trigger="bill.open", bill_id=oldest["id"])  # read the window's rows
        obs = yield from ui.back()  # to the home screen, where the balance is
        obs = yield from ui.tap(obs, trigger="svc.transfer")
        obs = yield from ui.tap(obs, trigger="transfer.contacts")
        obs = yield from ui.type_into(obs, "Search contacts", p["name"])
        obs = yield from tap(obs, p["name"], trigger="payee.open", exact=True)
        obs = yield from ui.type_into(obs, amount_field(obs), p["amount"])
        obs = yield from tap(obs, trigger="amount.next")
        yield from pay(obs, method=None if p["method"] == "balance" else p["method"])
