"""Rail order tasks: refund a ticket (with the fee by time before departure), quote a refund, change a
ticket to a later train (paying the fare difference through Wallet)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.rail.common import (
    NOW,
    ORDERS,
    WALLET_CHANGES,
    localize_day,
    open_order,
    paid_order,
    passengers,
    pay,
    region,
    sample_trip,
    seats_ok,
    wallet_checks,
)
from mgym.apps.rail import model, world

MARGIN_H = 2.0


def _hours(reg: str, lg: world.Leg) -> float:
    return (model.to_ms(lg.date, lg.dep) - NOW) / model.HOUR_MS


def _clear(h: float) -> bool:
    """Not within two hours of a fee boundary, so the few minutes an episode takes cannot cross one."""
    return h > MARGIN_H and all(abs(h - b) > MARGIN_H for b, _ in model.REFUND_RULE if b)


def sample_orders(rng: Random, state: dict[str, Any], extra: int = 2, lo: int = 0, hi: int = 12,
                  ok: Any = None) -> dict[str, Any]:
    """A paid target order (a leg whose fee bracket is clear) and ``extra`` other paid orders on other
    dates; the patch rows in ``rows``."""
    reg = region(state)
    ppl = passengers(state)
    used: set[str] = set()
    rows: list[dict[str, Any]] = []
    target: dict[str, Any] = {}
    ids = rng.sample(range(20, 99), extra + 1)
    while len(rows) < extra + 1:
        t = sample_trip(rng, state, lo=lo, hi=hi)
        if t["date"] in used:
            continue
        legs = [lg for lg in t["legs"] if _clear(_hours(reg, lg)) and (ok is None or ok(t["legs"], lg))]
        if not legs:
            continue
        lg = rng.choice(legs)
        cls = rng.choice(lg.train.classes)
        who = rng.sample(ppl, rng.randint(1, 2)) if rows else [rng.choice(ppl)]
        o = paid_order(ids[len(rows)], lg, cls, reg, [(q["id"], q["name"]) for q in who])
        used.add(t["date"])
        if not rows:
            target = {**t, "train": lg.train.id, "cls": cls, "oid": o["id"], "price": o["price"],
                      "pids": [q["id"] for q in who]}
        rows.append(o)
    target.pop("legs")
    rng.shuffle(rows)
    return {**target, "rows": rows}


class _OrderTask(TaskTemplate):
    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return localize_day(params, locale)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"rail": {"orders": p["rows"]}}}


class RefundTicket(_OrderTask):
    id = "rail.RefundTicket"
    apps = ("rail",)
    difficulty = "L2"
    tags = ("edit", "finance")
    budget = 30
    goal_params = ("oid", "fee")
    instructions = ("Refund my train ticket for {day} ({a} to {b}) in Rail Tickets.",
                    "My plans for {day} fell through: refund the {a} → {b} train ticket.")
    instructions_zh = ("在铁路出行里把我{day}（{a}到{b}）的火车票退掉。", "我{day}的计划取消了，把{a}→{b}的火车票退了。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = sample_orders(rng, state)
        o = next(o for o in p["rows"] if o["id"] == p["oid"])
        fee, back = model.refund_quote(region(state), o, NOW)
        return {**p, "fee": fee, "back": back}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        o: dict[str, Any] = next((o for o in final["apps"]["rail"]["orders"] if o["id"] == p["oid"]), {})
        return [check("the ticket is refunded", "refunded", o.get("status")),
                check("the fee by the time left and the amount back", (p["fee"], p["back"]),
                      (o.get("refund_fee"), o.get("refund_amount")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[id={p['oid']}].{k}" for k in ("status", "refund_fee", "refund_amount")]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.refund")
        yield from ui.tap(obs, "Refund", trigger="refund.confirm")


class RefundQuote(_OrderTask, AnswerTask):
    id = "rail.RefundQuote"
    apps = ("rail", "answersheet")
    difficulty = "L3"
    tags = ("extract", "finance")
    budget = 30
    split = "train"
    instructions = ("If I refunded my train ticket for {day} right now, how much would I get back? Don't refund it; "
                    "answer on the AnswerSheet.",
                    "Check in Rail Tickets what the refund of my {day} ticket ({a} → {b}) would pay back now, without "
                    "refunding it, and report the amount in AnswerSheet.",
                    'Without actually refunding it, find out how much I would get back if I refunded my {day} train ticket now.')
    instructions_zh = ("如果我现在退掉{day}的火车票，能退回多少钱？不要真的退票，在答题卡上作答。",
                       "在铁路出行里看看我{day}（{a}→{b}）的车票现在退票能退回多少钱（不要退），把金额填到答题卡。",
                       '先别退票，帮我查一下我{day}的火车票如果现在退，能退回多少钱？')
    answer_fields = (AnswerField("back", "Amount back", "number", "number", hint="The amount, e.g. 123.5",
                                 label_zh="应退金额", hint_zh="金额，例如 123.5"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = sample_orders(rng, state, hi=20)
        return {k: v for k, v in p.items()}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        o = next(o for o in init["apps"]["rail"]["orders"] if o["id"] == p["oid"])
        return {"back": model.refund_quote(region(init), o, NOW)[1]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.refund")
        text = next(e.text for e in obs.ui if ui.tr(obs, "You get back") in (e.text or ""))
        amount = text.split(ui.tr(obs, "You get back"), 1)[1].split()[0]
        obs = yield from ui.tap(obs, "Keep ticket", trigger="refund.dismiss")
        yield from ui.fill_answers(obs, {"back": "".join(c for c in amount if c.isdigit() or c == ".")})


class ChangeToLaterTrain(_OrderTask):
    id = "rail.ChangeToLaterTrain"
    secrets = ("wallet_password",)
    apps = ("rail", "wallet")
    composition = "transfer"
    difficulty = "L4"
    tags = ("edit", "finance", "reasoning")
    budget = 45
    goal_params = ("oid", "new_train")
    instructions = ("Change my train ticket for {day} ({a} to {b}, {train}) to the next later train that day that "
                    "still has {cls_label} seats. If there is a fare difference to pay, pay it with Wallet.",
                    "I'll be late for {train} on {day}. In Rail Tickets, change that ticket to the first later train "
                    "from {a} to {b} with {cls_label} tickets left; pay any difference through Wallet.",
                    'Please move my {day} ticket on {train} ({a} to {b}) to the next train after it that day that still has {cls_label} seats, paying any fare difference with Wallet.')
    instructions_zh = ("把我{day}的{train}次车票（{a}到{b}）改签到当天之后最近一班还有{cls_label}的车次。如需补差价，用钱包支付。",
                       "{day}的{train}次我赶不上了。在铁路出行里把这张票改签到从{a}到{b}、之后第一班还有{cls_label}余票的车次，差价用钱包付。",
                       '请把我{day}{train}次（{a}到{b}）的车票改签到当天后面最近一班还有{cls_label}的车次，有差价就用钱包付。')

    @staticmethod
    def _next(state: dict[str, Any], legs: list[world.Leg], lg: world.Leg, cls: str) -> world.Leg | None:
        return next((x for x in legs if x.dep > lg.dep and x.train.id != lg.train.id and seats_ok(state, x, cls)),
                    None)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)

        def ok(legs: list[world.Leg], lg: world.Leg) -> bool:
            return any(self._next(state, legs, lg, c) is not None for c in lg.train.classes)

        while True:
            p = sample_orders(rng, state, extra=1, lo=2, hi=15, ok=ok)
            legs = world.legs(reg, p["frm"], p["to"], p["date"])
            lg = next(x for x in legs if x.train.id == p["train"])
            nxt = self._next(state, legs, lg, p["cls"])
            if nxt is None or len(p["pids"]) != 1:
                continue
            new = world.fare(reg, nxt, p["cls"])
            return {**p, "new_train": nxt.train.id, "new_price": new, "due": round(max(0.0, new - p["price"]), 2)}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**super().localize(params, locale), "cls_label": self.tr(world.CLASS_LABELS[params["cls"]], locale)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old: dict[str, Any] = next((o for o in final["apps"]["rail"]["orders"] if o["id"] == p["oid"]), {})
        new = [o for o in final["apps"]["rail"]["orders"] if o.get("change_of") == p["oid"] and o["status"] == "paid"]
        n = new[0] if len(new) == 1 else {}
        out = [check("the old ticket is changed", "changed", old.get("status")),
               check("the new train", p["new_train"], n.get("train")),
               check("the same seat class", p["cls"], n.get("cls")),
               check("the same passenger", p["pids"], [t["pid"] for t in n.get("tickets", [])])]
        if p["due"] > 0:
            out += wallet_checks(p["due"], init, final)
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        out = [f"{ORDERS}[id={p['oid']}].{k}" for k in ("status", "changed_to", "refund_amount")]
        return [*out, f"{ORDERS}[+1]", *(WALLET_CHANGES if p["due"] > 0 else [])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.change")
        obs = yield from ui.tap(obs, trigger="change.open", train=p["new_train"])
        obs = yield from ui.tap(obs, trigger="train.change", cls=p["cls"])
        obs = yield from ui.tap(obs, trigger="change.confirm")
        if p["due"] > 0:
            yield from pay(obs)
