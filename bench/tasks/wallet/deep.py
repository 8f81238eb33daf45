"""Wallet tasks that are hard by construction (``hardness``), of kinds the older hard ones do not test: a
friend's share of a dinner worked out from texts that correct themselves, less a transfer named only by
its weekday; a subscription whose price went up (and another's one-off extra charge that did not last),
with what the rise has cost so far; and the place of a category that got the most money over a window
once its refunds are taken off."""

from __future__ import annotations

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
from bench.tasks.wallet.hard import DAY, bill_like, day_time, next_ids, window_start
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.wallet import model
from mgym.clock import DEFAULT_EPOCH_MS


def _money(state: dict[str, Any], x: float) -> str:
    return f"¥{x:,.2f}" if region(state) == "zh-CN" else f"${x:,.2f}"


def _weekday(age: int) -> int:
    """The weekday (0 = Monday) of the day ``age`` days before today."""
    return model.dt(DEFAULT_EPOCH_MS - age * DAY).weekday()


# ---- a dinner split from texts that correct themselves -------------------------------------------
DINNER = "Dinner last night came to {total} for the {n} of us. I put it on my card."
DINNER_ZH = "昨晚聚餐一共{total}，我们{n}个人，我先刷卡付了。"
TAKE_OFF = "Just take off what you sent me on {day} and transfer me the rest of your share when you can."
TAKE_OFF_ZH = "你{day}转给我的那笔先扣掉，剩下的你那份有空转我就行。"
FIXED = "Oops, I forgot the drinks. The total was actually {total}, sorry!"
FIXED_ZH = "哎呀，我漏算了酒水，总共其实是{total}，不好意思！"


class DinnerShareCorrected(Localized, TaskTemplate):
    id = "wallet.DinnerShareCorrected"
    secrets = ("wallet_password",)
    apps = ("wallet", "messages")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    hardness = ("trap", "arithmetic", "temporal")
    subsets = ("payment",)
    tags = ("finance", "reasoning", "social")
    budget = 60
    instructions = ("{name} texted me about last night's dinner. Work out what I still owe them from their messages "
                    "and my Wallet history, and transfer exactly that to {name} from my Wallet balance.",
                    "Read {name}'s texts about the dinner bill, figure out how much I owe once everything they say is "
                    "taken into account (check Wallet for what I already sent), and pay {name} that amount by Wallet "
                    "transfer.",
                    "Settle my share of last night's dinner with {name}: their texts say how to work it out, and the "
                    "earlier transfer they mention is in my Wallet. Send them the right amount from the Wallet "
                    "balance.")
    instructions_zh = ("{name}发短信说了昨晚聚餐的事。根据对方的短信和我的钱包账单算出我还欠多少，用钱包余额把这笔钱准确地转给{name}。",
                       "看看{name}发来的关于聚餐账单的短信，把对方说的都考虑进去，算出我还要付多少（之前转过的钱去钱包里查），"
                       "然后用钱包转账给{name}。",
                       "帮我和{name}结清昨晚聚餐我那一份：怎么算在对方的短信里，对方提到的那笔之前的转账在我的钱包里。"
                       "用钱包余额把正确的金额转给对方。")
    goal_params = ("phone", "owed")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads, next_message_id

        zh = region(state) == "zh-CN"
        friends = {c["name"]: c for c in unique_contacts(state)}
        every = bills(state)
        pool = [(t, c) for t, c in named_threads(state)
                if c["name"] in friends and searchable(state, c["name"])]
        t, c = rng.choice(pool)
        name = c["name"]
        theirs = [b for b in every if b["party"] == name]
        busy = {(DEFAULT_EPOCH_MS - DEFAULT_EPOCH_MS % DAY - (b["time"] - b["time"] % DAY)) // DAY for b in theirs}
        while True:
            age = rng.choice((2, 3, 4, 5))  # Thursday back to Monday (today is a Saturday)
            others = rng.sample([a for a in range(1, 13) if a % 7 != age % 7], 3)
            if not busy & {age, age + 7} and not busy & set(others):
                break
        n = rng.choice((3, 4, 5, 6))
        share = money_amount(rng, 25, 70) if not zh else float(rng.randrange(80, 300))
        first = round(share * n - rng.choice((4, 6, 8, 10, 12)) * (1 if not zh else 5), 2)
        sent = money_amount(rng, 5, int(share * 0.6)) if not zh else float(rng.randrange(20, int(share * 0.6)))
        owed = round(share - sent, 2)
        ids = next_ids(every, 4)
        like = next((b for b in every if b["type"] == "transfer" and b["category"] == "Transfers"), every[0])
        memos = words(state, "memos", MEMOS)
        added = []
        for bid, a, amt in zip(ids, [age, *others], [sent, *(money_amount(rng, 5, 60) for _ in others)], strict=True):
            b = bill_like(rng, like, bid, name, day_time(rng, a), amt if not zh else float(round(amt)))
            b.update(type="transfer", category="Transfers", kind="transfer", account=c["phone"], method="Balance",
                     method_id="balance", memo=rng.choice(memos))
            added.append(b)
        fmt = (lambda x: f"¥{x:,.2f}".replace(".00", "")) if zh else (lambda x: f"${x:,.2f}")
        bodies = [(DINNER_ZH if zh else DINNER).format(total=fmt(first), n=n),
                  (TAKE_OFF_ZH if zh else TAKE_OFF).format(day=(WEEKDAYS_ZH if zh else WEEKDAYS)[_weekday(age)]),
                  (FIXED_ZH if zh else FIXED).format(total=fmt(round(share * n, 2)))]
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": body, "time": DEFAULT_EPOCH_MS - ago * 60_000, "incoming": True, "read": False}
                for i, (body, ago) in enumerate(zip(bodies, (131, 129, 47), strict=True))]
        return {"name": name, "phone": c["phone"], "thread_id": t["id"], "msgs": msgs, "added": added,
                "owed": f"{owed:.2f}", "sent_id": ids[0], "n": n, "share": share}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        return {**sms_patch({p["thread_id"]: {"messages": [*t["messages"], *p["msgs"]]}}),
                "apps": {"wallet": {"new_bills": [*wallet(state)["new_bills"], *p["added"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(c["name"] == p["name"] for c in init["os"]["providers"]["contacts"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{W}.new_bills[+1]", f"{W}.balance"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        added = new_bills(init, final)
        b = added[0] if len(added) == 1 else {}
        return [Check("one new payment", len(added) == 1, 1, len(added)),
                Check("to the friend", model.same_phone(str(b.get("account", "")), p["phone"])
                      and b.get("party") == p["name"] and b.get("type") == "transfer" and b.get("dir") == "out",
                      f"{p['name']} ({p['phone']})", f"{b.get('party')} ({b.get('account')})"),
                Check("their share, less what was already sent", abs(float(b.get("amount", -1)) - float(p["owed"]))
                      < 0.005, p["owed"], b.get("amount")),
                Check("from the balance", b.get("method_id") == "balance", "balance", b.get("method_id"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # all three texts
        obs = yield from search_bills(p["name"])  # the transfers to them, by date
        obs = yield from hide_keyboard(obs)
        obs = yield from ui.scroll_to(obs, trigger="bill.open", bill_id=p["sent_id"])
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="svc.transfer")
        obs = yield from ui.tap(obs, trigger="transfer.contacts")
        obs = yield from ui.type_into(obs, "Search contacts", p["name"])
        obs = yield from tap(obs, p["name"], trigger="payee.open", exact=True)
        obs = yield from ui.type_into(obs, amount_field(obs), p["owed"])
        obs = yield from tap(obs, trigger="amount.next")
        yield from pay(obs)


# ---- a subscription's price rise, beside another's one-off extra charge ----------------------------
RISES = {"en": (1.0, 1.5, 2.0, 2.5, 3.0, 4.0), "zh-CN": (3.0, 5.0, 6.0, 8.0, 10.0, 12.0)}


def subscriptions(state: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """Each subscription's monthly charges, oldest first."""
    out: dict[str, list[dict[str, Any]]] = {}
    for b in reversed(bills(state)):
        if b["category"] == "Subscriptions" and b["dir"] == "out":
            out.setdefault(b["party"], []).append(b)
    return out


class SubscriptionRiseCost(Localized, AnswerTask):
    id = "wallet.SubscriptionRiseCost"
    apps = ("wallet", "answersheet")
    hardness = ("aggregate", "temporal", "trap", "arithmetic")
    tags = ("finance", "extract", "reasoning")
    budget = 45
    instructions = ("One of my subscriptions in Wallet put its monthly price up at some point this past year and has "
                    "charged the higher price every month since. Which one, and how much extra have I paid so far "
                    "because of the rise? Answer on the AnswerSheet.",
                    "Look through my Wallet subscription charges: one of them raised its price and kept it raised. "
                    "Tell me which subscription it is and the total I've paid on top of the old price since then, "
                    "on the AnswerSheet.",
                    "A subscription I pay through Wallet got more expensive this year and stayed that way. Find it, "
                    "and add up how much more than the old price I've paid since it went up. Put both on the "
                    "AnswerSheet.")
    instructions_zh = ("我在钱包里付款的订阅中，有一个在过去一年里涨了月费，之后每个月都按新价格扣费。是哪一个？因为涨价我到现在一共多付了"
                       "多少钱？请在答题卡上作答。",
                       "帮我看看钱包里的订阅扣费：其中有一个涨价了，而且一直没降回来。在答题卡上填写是哪个订阅，以及涨价以来我比原价"
                       "一共多付了多少。",
                       "我通过钱包付费的某个订阅今年变贵了，而且一直维持在新价格。找出它，并算出从涨价起我比原价多付的总额，"
                       "两项都填到答题卡上。")
    answer_fields = (AnswerField("party", "Subscription", hint="Name as shown in Wallet", label_zh="订阅",
                                 hint_zh="与钱包中显示的名称一致"),
                     AnswerField("extra", "Extra paid", "number", "number", hint="The amount, e.g. 12.50",
                                 precision="0.01", label_zh="多付金额", hint_zh="金额，例如 12.50"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        subs = subscriptions(state)
        names = sorted(subs)
        riser, spiker = rng.sample(names, 2)
        rows = subs[riser]
        k = rng.randint(2, 7)  # charges at the new price, the newest ones
        rise = rng.choice(RISES[region(state)])
        spiked = rng.choice(subs[spiker][-9:-2])  # one month's extra charge, then back to normal
        extra = rng.choice(RISES[region(state)][2:]) * 2
        ids = next_ids(bills(state), k + 1)
        repl = []
        for bid, b in zip(ids, [*rows[-k:], spiked], strict=True):
            r = {key: b[key] for key in ("time", "type", "dir", "party", "account", "category", "method", "memo",
                                         "order_no")}
            r.update(id=bid, amount=round(b["amount"] + (rise if b["party"] == riser else extra), 2),
                     method_id=next((c["id"] for c in wallet(state)["cards"] if model.card_label(c) == b["method"]),
                                    "balance"), kind="order")
            repl.append(r)
        return {"riser": riser, "rise": rise, "k": k, "hidden": [b["id"] for b in [*rows[-k:], spiked]],
                "added": repl, "extra": round(rise * k, 2), "first": repl[0]["id"], "spike": repl[-1]["id"],
                "names": names}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        w = wallet(state)
        return {"apps": {"wallet": {"hidden_bills": [*w["hidden_bills"], *p["hidden"]],
                                    "new_bills": [*w["new_bills"], *p["added"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        subs = subscriptions(init)
        kept = [n for n, rows in subs.items() if rows[-1]["amount"] > rows[0]["amount"]]
        return {"the subscription that rose and stayed up": len(kept)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        rows = subscriptions(init)[p["riser"]]
        old, new = rows[0]["amount"], rows[-1]["amount"]
        return {"party": p["riser"], "extra": f"{sum(r['amount'] - old for r in rows if r['amount'] == new):.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        for name in p["names"]:  # each subscription's year of charges
            obs = yield from search_bills(name)
            obs = yield from hide_keyboard(obs)
            if name == p["riser"]:
                obs = yield from ui.scroll_to(obs, trigger="bill.open", bill_id=p["first"])
            else:
                obs = yield from _scroll_end(obs)
            obs = yield from ui.back()  # to the Wallet's home
        yield from ui.fill_answers(obs, {"party": p["riser"], "extra": f"{p['extra']:.2f}"})


def _scroll_end(obs: Any) -> ui.Steps:
    from bench.tasks.wallet.common import scroll_to_end

    return (yield from scroll_to_end(obs))


# ---- the place of a category that got the most over a window, net of its refunds -------------------
CATS = ("Shopping", "Dining", "Entertainment", "Groceries", "Transport", "Health", "Travel")
DAYS = (21, 28, 30, 35, 40, 45, 50, 60, 75, 90)


def _refund(rng: Random, state: dict[str, Any], b: dict[str, Any], bid: str, amount: float) -> dict[str, Any]:
    """A refund of ``amount`` of purchase ``b``, one or two days after it, to the same method."""
    return {"account": b["account"], "order_no": b["order_no"], "id": bid,
            "time": b["time"] + rng.randrange(1, 3) * DAY + rng.randrange(3600) * 1000, "type": "refund",
            "dir": "in", "amount": amount, "party": b["party"], "category": "Refunds", "method": b["method"],
            "method_id": next((c["id"] for c in wallet(state)["cards"] if model.card_label(c) == b["method"]),
                              "balance"), "memo": "", "kind": "order"}


def _in_window(b: dict[str, Any], start: int) -> bool:
    return start <= b["time"] <= DEFAULT_EPOCH_MS


def _nets(rows: list[dict[str, Any]], cat: str, start: int) -> tuple[dict[str, float], dict[str, float]]:
    """(gross paid, net of refunds) per place of ``cat`` over the window."""
    gross: dict[str, float] = {}
    for b in rows:
        if b["category"] == cat and b["dir"] == "out" and b["type"] == "expense" and _in_window(b, start):
            gross[b["party"]] = gross.get(b["party"], 0.0) + b["amount"]
    net = dict(gross)
    for b in rows:
        if b["type"] == "refund" and b["party"] in net and _in_window(b, start):
            net[b["party"]] -= b["amount"]
    return ({k: round(v, 2) for k, v in gross.items()}, {k: round(v, 2) for k, v in net.items()})


class TopPlaceNetOfRefunds(Localized, AnswerTask):
    id = "wallet.TopPlaceNetOfRefunds"
    apps = ("wallet", "answersheet")
    hardness = ("aggregate", "temporal", "trap", "arithmetic")
    tags = ("finance", "extract", "reasoning")
    budget = 60
    instructions = ("Over the last {days} days, which {category} place got the most money from me in Wallet once "
                    "any refunds it paid back are taken off? Answer on the AnswerSheet with the name and that net "
                    "amount.",
                    "Looking at my Wallet bills for the past {days} days: among the places I paid in the {category} "
                    "category, which one did I spend the most with after subtracting its refunds, and how much is "
                    "that net? Put both on the AnswerSheet.",
                    "I want to know where my {category} money went in the last {days} days. Count what I paid each "
                    "place in Wallet minus whatever it refunded me in that time, and tell me the top one and its net "
                    "total on the AnswerSheet.")
    instructions_zh = ("最近{days}天里，扣除商家退给我的退款后，我在钱包里付给哪家“{category}”类商家的钱最多？请在答题卡上填写商家名称"
                       "和这笔净额。",
                       "看看我过去{days}天的钱包账单：在“{category}”分类下付过款的商家里，减去各自的退款后，我在哪家花得最多、"
                       "净额是多少？两项都填到答题卡上。",
                       "我想知道最近{days}天我的“{category}”开销都花在哪儿了。把我在钱包里付给每家商家的钱减去这段时间它退给我的钱，"
                       "在答题卡上告诉我净额最高的那家和它的净额。")
    answer_fields = (AnswerField("party", "Place", hint="Name as shown in Wallet", label_zh="商家",
                                 hint_zh="与钱包中显示的名称一致"),
                     AnswerField("amount", "Net amount", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="净额", hint_zh="金额，例如 123.45"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = bills(state)
        while True:
            cat, days = rng.choice(CATS), rng.choice(DAYS)
            start = window_start(days)
            gross, net = _nets(rows, cat, start)
            places = sorted(gross)
            n = sum(1 for b in rows if b["party"] in gross and _in_window(b, start))
            if len(places) < 3 or n < 10 or not all(searchable(state, x) for x in places):
                continue
            if any(abs(b["time"] - start) < DAY for b in rows if b["party"] in gross):
                continue
            lead = max(places, key=lambda x: net[x])
            own = [b for b in rows if b["party"] == lead and b["dir"] == "out" and _in_window(b, start)]
            rng.shuffle(own)
            for b in own:  # refund one of the leader's purchases so that another place comes out on top
                after = {**net, lead: round(net[lead] - b["amount"], 2)}
                top = sorted(after.values(), reverse=True)
                win = max(after, key=lambda x: after[x])
                if win != lead and top[0] - top[1] >= 6 and b["time"] + 3 * DAY < DEFAULT_EPOCH_MS:
                    break
            else:
                continue
            theirs = [x for x in rows if x["party"] == win and x["dir"] == "out" and _in_window(x, start)
                      and x["time"] + 3 * DAY < DEFAULT_EPOCH_MS and x["amount"] >= 3]
            if theirs:
                break
        # and a partial refund of one of the winner's purchases, which keeps it on top
        part = rng.choice(theirs)
        cut = round(min(part["amount"] - 1, top[0] - top[1] - 3) * rng.uniform(0.2, 0.9), 2)
        ids = next_ids(rows, 2)
        refunds = [_refund(rng, state, x, bid, amt) for x, bid, amt in ((b, ids[0], b["amount"]), (part, ids[1], cut))]
        oldest = {x: min((r for r in rows if r["party"] == x and _in_window(r, start)), key=lambda r: r["time"])["id"]
                  for x in places}
        return {"cat": cat, "category": cat, "days": days, "refunds": refunds, "winner": win,
                "total": round(after[win] - cut, 2), "lead": lead, "places": places, "oldest": oldest}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"new_bills": [*wallet(state)["new_bills"], *p["refunds"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        _, net = _nets(bills(init), p["cat"], window_start(p["days"]))
        best = max(net.values())
        return {"the top place net of refunds": sum(v == best for v in net.values())}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        _, net = _nets(bills(init), p["cat"], window_start(p["days"]))
        win = max(net, key=lambda x: net[x])
        return {"party": win, "amount": f"{net[win]:.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        for place in p["places"]:  # each place's bills (and refunds) back to the window's first day
            obs = yield from search_bills(place)
            obs = yield from hide_keyboard(obs)
            obs = yield from ui.scroll_to(obs, trigger="bill.open", bill_id=p["oldest"][place])
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"party": p["winner"], "amount": f"{p['total']:.2f}"})
