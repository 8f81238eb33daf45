"""Rail tasks that test talking to the user: "refund my ticket" with three paid orders (ask which
first), and a refund for a day with no ticket, while the same trip is booked on another day (look,
then abort)."""

from __future__ import annotations

import datetime as dt
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution, check
from bench.tasks.rail.common import APP, NOW, ORDERS, localize_day, region
from bench.tasks.rail.orders import _OrderTask, sample_orders
from mgym.apps.rail import model


class RefundWhichTicket(AskFirst, _OrderTask):
    id = "rail.RefundWhichTicket"
    apps = ("rail",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "finance")
    budget = 30
    goal_params = ("oid", "fee")
    instructions = ("My plans fell through, so I won't need my train ticket. Refund it in Rail Tickets.",
                    "Please get my money back for the train ticket I booked; the trip is off.")
    instructions_zh = ("我的计划取消了，用不上火车票了，在铁路出行里帮我退掉。", "那趟行程不去了，帮我把订的火车票退了吧。")
    replies = ("The one on {day}, {a} to {b}.",)
    replies_zh = ("{day}从{a}到{b}的那张。",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = sample_orders(rng, state)
        o = next(o for o in p["rows"] if o["id"] == p["oid"])
        fee, back = model.refund_quote(region(state), o, NOW)
        return {**p, "fee": fee, "back": back}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the order meant, once the user has said which": sum(
            o["date"] == p["date"] and o["frm"] == p["frm"] and o["to"] == p["to"] and o["status"] == "paid"
            for o in init["apps"]["rail"]["orders"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        o: dict[str, Any] = next((o for o in final["apps"]["rail"]["orders"] if o["id"] == p["oid"]), {})
        return [check("the ticket is refunded", "refunded", o.get("status")),
                check("the fee by the time left and the amount back", (p["fee"], p["back"]),
                      (o.get("refund_fee"), o.get("refund_amount")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[id={p['oid']}].{k}" for k in ("status", "refund_fee", "refund_amount")]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask("You have several train tickets booked. Which trip should I refund?")
        obs = yield from ui.open_app(APP)
        if obs.find(trigger="tab.orders"):
            obs = yield from ui.tap(obs, trigger="tab.orders")
        obs = yield from ui.tap(obs, trigger="order.open", order_id=p["oid"])
        obs = yield from ui.tap(obs, trigger="order.refund")
        yield from ui.tap(obs, "Refund", trigger="refund.confirm")


class RefundTicketWrongDay(InfeasibleTask):
    id = "rail.RefundTicketWrongDay"
    apps = ("rail",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "finance")
    budget = 15
    instructions = ("Refund my train ticket for {day} ({a} to {b}) in Rail Tickets.",
                    "My plans for {day} fell through: refund the {a} → {b} train ticket.")
    instructions_zh = ("在铁路出行里把我{day}（{a}到{b}）的火车票退掉。", "我{day}的计划取消了，把{a}→{b}的火车票退了。")

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return localize_day(params, locale, key="asked")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = sample_orders(rng, state)
        used = {o["date"] for o in p["rows"]}
        booked = dt.date.fromisoformat(p["date"])
        days = [(booked + dt.timedelta(days=d)).isoformat() for d in (-2, -1, 1, 2)]
        asked = rng.choice([d for d in days if d not in used and d > model.sale_days(NOW)[0]])
        return {"rows": p["rows"], "a": p["a"], "b": p["b"], "asked": asked}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"rail": {"orders": p["rows"]}}}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        if obs.find(trigger="tab.orders"):
            obs = yield from ui.tap(obs, trigger="tab.orders")
        yield from ui.give_up(f"There is no train ticket for {p['asked']} from {p['a']} to {p['b']}; that trip is "
                              "booked on another day.")
