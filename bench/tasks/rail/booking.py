"""Rail booking tasks: search, choose a train by a rule, book for a passenger, pay through Wallet;
add a passenger with a valid ID; cancel an unpaid order."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.rail.common import (
    NOW,
    ORDERS,
    PASSENGERS,
    WALLET_CHANGES,
    book_from_results,
    booking_checks,
    localize_day,
    open_order,
    passengers,
    pay,
    region,
    sample_trip,
    search,
    seats_ok,
    wallet_checks,
    zh,
)
from mgym.apps.rail import model, world

FIRST = ("Olivia", "Liam", "Emma", "Noah", "Ava", "Lucas", "Mia", "Ethan", "Zoe", "Owen")
LAST = ("Bennett", "Foster", "Hayes", "Porter", "Reyes", "Sutton", "Wade", "Quinn")
ZH_FAMILY = "赵钱孙周吴郑冯陈褚卫蒋沈韩杨朱秦许何吕施"
ZH_GIVEN = ("子涵", "浩然", "雨萱", "思远", "嘉怡", "俊杰", "欣怡", "宇航", "梓萱", "晨曦")
AREAS = ("110101", "310115", "440305", "330106", "510107", "420106", "320102", "610113")


def new_id(rng: Random, state: dict[str, Any]) -> str:
    if not zh(state):
        return rng.choice("ABCEFGHKLMNPRSTX") + str(rng.randint(10_000_000, 99_999_999))
    body = f"{rng.choice(AREAS)}{rng.randint(1960, 2005)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}" \
           f"{rng.randint(0, 999):03d}"
    return body + model.resident_id_check(body)


def new_name(rng: Random, state: dict[str, Any]) -> str:
    if zh(state):
        return rng.choice(ZH_FAMILY) + rng.choice(ZH_GIVEN)
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


class _Book(TaskTemplate):
    apps = ("rail", "wallet")
    composition = "transfer"
    tags = ("search", "finance", "handoff")
    budget = 45

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = localize_day(params, locale)
        return {**out, "cls_label": self.tr(world.CLASS_LABELS[params["cls"]], locale)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*booking_checks(init, final, p["train"], p["date"], p["cls"], [p["pid"]]),
                *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[+1]", *WALLET_CHANGES]


class BookEarliestHighSpeed(_Book):
    id = "rail.BookEarliestHighSpeed"
    secrets = ("wallet_password",)
    difficulty = "L3"
    instructions = ("Book {who} a {cls_label} seat on the earliest high-speed train from {a} to {b} on {day}, and pay "
                    "with Wallet.",
                    "In Rail Tickets, get {who} onto the first high-speed train from {a} to {b} on {day}, {cls_label}. "
                    "Pay through Wallet.",
                    'Please get {who} a {cls_label} ticket on the first high-speed train from {a} to {b} on {day}, paid with Wallet.')
    instructions_zh = ("帮{who}订{day}从{a}到{b}最早的一班高铁/动车，{cls_label}，用钱包支付。",
                       "在铁路出行里给{who}买{day}{a}到{b}的第一班高铁/动车，{cls_label}，通过钱包付款。",
                       '请给{who}订一张{day}{a}到{b}最早一班高铁/动车的{cls_label}，用钱包付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)

        def ok(legs: list[world.Leg]) -> bool:
            fast = [lg for lg in legs if world.high_speed(reg, lg.train)]
            return len(fast) >= 2 and seats_ok(state, fast[0], "second") and fast[0] is not legs[0]

        t = sample_trip(rng, state, ok)
        lg = next(lg for lg in t.pop("legs") if world.high_speed(reg, lg.train))
        who = rng.choice(passengers(state))
        return {**t, "train": lg.train.id, "cls": "second", "pid": who["id"], "who": who["name"],
                "price": world.fare(reg, lg, "second")}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p, hs=True)
        first = next(e for e in obs.ui if e.trigger == "train.open")
        obs = yield from book_from_results(obs, str(first.params["train"]), p["cls"], [p["pid"]])
        yield from pay(obs)


class BookCheapestArrivingBefore(_Book):
    id = "rail.BookCheapestArrivingBefore"
    secrets = ("wallet_password",)
    difficulty = "L4"
    tags = ("search", "finance", "reasoning")
    # the trains are those leaving on {day}: an overnight train of the day before is not asked for
    instructions = ("I have to be in {b} by {by} on {day}. Book {who} the cheapest ticket (any train leaving {a} that "
                    "day, any seat class with tickets left) that arrives before then, and pay with Wallet.",
                    "Find the lowest fare from {a} to {b} among trains leaving on {day} and arriving before {by}, book "
                    "it for {who} in Rail Tickets and pay via Wallet.",
                    'Please book {who} the cheapest ticket from {a} to {b} on {day} that arrives before {by}: any train leaving that day, any seat class that still has tickets. Pay with Wallet.')
    instructions_zh = ("我{day}{by}之前必须到{b}。帮{who}订一张当天从{a}出发、在这之前到达的最便宜的票（任意车次、任意有票的席别），"
                       "用钱包支付。",
                       "在铁路出行里找{day}从{a}出发、{by}前到达{b}的车次中票价最低的一张，给{who}订下并用钱包付款。",
                       '请给{who}订一张{day}当天从{a}出发去{b}、{by}前到达的最便宜的票，车次和席别不限（要有余票），用钱包付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        while True:
            t = sample_trip(rng, state)
            legs = t.pop("legs")
            by = rng.choice(range(10 * 60, 21 * 60, 30))
            opts = sorted((world.fare(reg, lg, c), lg.train.id, c) for lg in legs if lg.arr < by
                          for c in lg.train.classes if seats_ok(state, lg, c))
            # no train arrives at {by} itself ("by 14:30" and "before 14:30" then name the same trains)
            if len(opts) >= 3 and opts[0][0] < opts[1][0] and all(lg.arr != by for lg in legs):
                who = rng.choice(passengers(state))
                return {**t, "by": f"{by // 60:02d}:{by % 60:02d}", "train": opts[0][1], "cls": opts[0][2],
                        "price": opts[0][0], "pid": who["id"], "who": who["name"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p)
        obs = yield from ui.tap(obs, trigger="results.sort", by="price")
        obs = yield from book_from_results(obs, p["train"], p["cls"], [p["pid"]])
        yield from pay(obs)


class AddPassengerAndBook(_Book):
    id = "rail.AddPassengerAndBook"
    secrets = ("wallet_password",)
    difficulty = "L4"
    tags = ("create", "finance", "handoff")
    budget = 60
    instructions = ("Add {new_name} (ID {id_no}) as a passenger in Rail Tickets and book them a {cls_label} seat on "
                    "train {train} from {a} to {b} on {day}. Pay with Wallet.",
                    "Book train {train}, {a} to {b}, {day}, {cls_label}, for a new passenger: {new_name}, ID number "
                    "{id_no}. Pay through Wallet.",
                    'Please book a {cls_label} seat on train {train} from {a} to {b} on {day} for {new_name}, ID {id_no}, who first needs adding as a passenger in Rail Tickets. Pay with Wallet.')
    instructions_zh = ("在铁路出行里添加乘车人{new_name}（证件号{id_no}），并给他订{day}{train}次从{a}到{b}的{cls_label}，"
                       "用钱包支付。",
                       "给新乘车人{new_name}（证件号码{id_no}）订{day}{a}到{b}的{train}次{cls_label}，通过钱包付款。",
                       '请先在铁路出行里把{new_name}（证件号{id_no}）添加为乘车人，再给他订{day}{train}次{a}到{b}的{cls_label}，用钱包付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        t = sample_trip(rng, state)
        lg = rng.choice(t.pop("legs"))
        cls = rng.choice([c for c in lg.train.classes if seats_ok(state, lg, c)] or ["-"])
        if cls == "-":
            return self.sample(rng, state)
        pid = max(q["id"] for q in passengers(state)) + 1
        return {**t, "train": lg.train.id, "cls": cls, "price": world.fare(reg, lg, cls), "pid": pid,
                "new_name": new_name(rng, state), "id_no": new_id(rng, state)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        added = [q for q in passengers(final) if q["id"] not in {x["id"] for x in passengers(init)}]
        q = added[0] if len(added) == 1 else {}
        return [check("one new passenger", 1, len(added)), check("their name", p["new_name"], q.get("name")),
                check("their ID", p["id_no"], q.get("id_no")), *super().checks(p, init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{PASSENGERS}[+1]", *super().expected_changes(p)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p)
        obs = yield from ui.tap(obs, trigger="train.open", train=p["train"])
        obs = yield from ui.tap(obs, trigger="train.book", cls=p["cls"])
        obs = yield from ui.tap(obs, trigger="book.add")
        obs = yield from ui.type_into(obs, "Name as on the ID", p["new_name"])
        hint = "18-digit ID number" if obs.locale == "zh-CN" or p["id_no"][:1].isdigit() else "Passport number"
        obs = yield from ui.type_into(obs, hint, p["id_no"])
        obs = yield from ui.tap(obs, trigger="passenger.save")
        obs = yield from ui.tap(obs, trigger="book.submit")
        yield from pay(obs)


class AddPassenger(TaskTemplate):
    id = "rail.AddPassenger"
    apps = ("rail",)
    difficulty = "L2"
    tags = ("create",)
    budget = 30
    split = "train"
    instructions = ("Add {new_name} to my passengers in Rail Tickets; their ID number is {id_no}.",
                    "Save a new passenger in Rail Tickets: {new_name}, ID {id_no}.")
    instructions_zh = ("在铁路出行的乘车人里添加{new_name}，证件号码是{id_no}。",
                       "在铁路出行里保存一位新乘车人：{new_name}，证件号{id_no}。")
    changes = (f"{PASSENGERS}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"new_name": new_name(rng, state), "id_no": new_id(rng, state)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        added = [q for q in passengers(final) if q["id"] not in {x["id"] for x in passengers(init)}]
        q = added[0] if len(added) == 1 else {}
        return [check("one new passenger", 1, len(added)), check("their name", p["new_name"], q.get("name")),
                check("their ID", p["id_no"], q.get("id_no"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="tab.me")
        obs = yield from ui.tap(obs, trigger="me.passengers")
        obs = yield from ui.tap(obs, trigger="passenger.add")
        obs = yield from ui.type_into(obs, "Name as on the ID", p["new_name"])
        hint = "18-digit ID number" if p["id_no"][:1].isdigit() else "Passport number"
        obs = yield from ui.type_into(obs, hint, p["id_no"])
        yield from ui.tap(obs, trigger="passenger.save")


class CancelUnpaidOrder(TaskTemplate):
    id = "rail.CancelUnpaidOrder"
    apps = ("rail",)
    difficulty = "L1"
    tags = ("edit",)
    budget = 15
    split = "train"
    instructions = ("Cancel my unpaid train order from {a} to {b} in Rail Tickets.",
                    "I won't pay for the {a} → {b} train tickets I just ordered: cancel that order.")
    instructions_zh = ("在铁路出行里取消我那笔从{a}到{b}的未支付订单。", "我刚下单的{a}→{b}火车票不付了，把这个订单取消。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = sample_trip(rng, state)
        lg = rng.choice(t.pop("legs"))
        other = sample_trip(rng, state, lo=21, hi=40)
        lg2 = other["legs"][0]
        oid, oid2 = rng.sample(range(20, 99), 2)
        return {**t, "train": lg.train.id, "cls": lg.train.classes[-1], "oid": oid, "other": [
            lg2.train.id, lg2.date, lg2.from_station, lg2.to_station, lg2.train.classes[-1], oid2]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.rail.common import paid_order

        reg = region(state)
        lg = world.leg(reg, p["train"], p["date"], p["frm"], p["to"])
        assert lg is not None
        me = passengers(state)[0]
        o = {**paid_order(p["oid"], lg, p["cls"], reg, [(me["id"], me["name"])], created=NOW - 120_000),
             "status": "unpaid"}
        tid, day, frm, to, cls, oid2 = p["other"]
        lg2 = world.leg(reg, tid, day, frm, to)
        assert lg2 is not None
        o2 = paid_order(oid2, lg2, cls, reg, [(me["id"], me["name"])])
        return {"apps": {"rail": {"orders": [o, o2]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        o: dict[str, Any] = next((o for o in final["apps"]["rail"]["orders"] if o["id"] == p["oid"]), {})
        return [check("the order is cancelled", "cancelled", o.get("status"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[id={p['oid']}].status"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.cancel")
        yield from ui.tap(obs, "Cancel order", trigger="cancel.confirm")
