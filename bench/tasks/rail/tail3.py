"""Hard-by-construction Rail templates, third wave (declared hardness factors; the level follows from them).

``RefundBackForCompanion``: what I would get back, after refund fees, if I refunded every upcoming
booking a companion travels on, without refunding anything. Twelve upcoming bookings (six with the
companion, some with me or another companion too); the fee is a rate of the price that depends on the
hours left before departure (free from 8 days, then 5 %, 10 %, 20 %), so each of the companion's
bookings needs its own count of hours (the Upcoming list shows every order's time, passengers and
price, so this one is L3). One of them departs early in the morning 1, 2
or 8 days ahead: counted in days it falls in the cheaper band, counted in hours it does not."""

from __future__ import annotations

from datetime import date
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.rail.common import APP, NOW, busy_pairs, orders, paid_order, passengers, region, travel_days
from mgym.apps.rail import model, world

HOUR = 3_600_000
THRESHOLDS = tuple(h for h, _ in model.REFUND_RULE if h)
MARGIN_H = 3.0


def _hours(lg: world.Leg) -> float:
    return (model.to_ms(lg.date, lg.dep) - NOW) / HOUR


def _band(h: float) -> float:
    return model.refund_rate(h)


def _clear(lg: world.Leg) -> bool:
    """Far enough from every band's edge (and from now) that the episode's own minutes cannot move it."""
    h = _hours(lg)
    return h > MARGIN_H + 1 and all(abs(h - t) >= MARGIN_H for t in THRESHOLDS)


def _early(lg: world.Leg) -> bool:
    """Counted in whole days it sits in a cheaper band than counted in hours (a train before 06:00)."""
    days = (date.fromisoformat(lg.date) - model.today(NOW)).days
    return days in (1, 2, 8) and _band(days * 24.0) < _band(_hours(lg))


def _back(state: dict[str, Any], pid: int) -> float:
    reg = region(state)
    return round(sum(model.refund_quote(reg, o, NOW)[1] for o in orders(state)
                     if model.upcoming(reg, o, NOW) and o["status"] == "paid"
                     and any(t["pid"] == pid for t in o["tickets"])), 2)


class RefundBackForCompanion(AnswerTask):
    id = "rail.RefundBackForCompanion"
    apps = ("rail", "answersheet")
    # played from screenshots (2026-11-29): solved first try in 16 steps; the Upcoming list shows each
    # order's date, time, passengers and price, and the Me tab the fee table, so no order is opened; L3
    hardness = ("temporal", "arithmetic")
    tags = ("finance", "extract", "reasoning")
    budget = 60
    instructions = ("If I refunded every upcoming train booking that {who} is on (each whole booking, everyone on it), how much would I get back in total "
                    "after the refund fees? Don't refund anything, just work it out and put the amount on the "
                    "AnswerSheet.",
                    "{who}'s plans may fall through. Without cancelling anything yet, tell me on the AnswerSheet what "
                    "Rail would pay back altogether, fees taken off, if I refunded all my upcoming bookings that "
                    "include {who}.",
                    "Work out the total refund (after Rail's fees) I'd receive right now for cancelling, in full, all the "
                    "upcoming bookings {who} travels on. Keep the tickets, and write the total on the AnswerSheet.")
    instructions_zh = ("如果我把{who}乘坐的所有未出行火车票订单都整单退掉（订单里的每个人都退），扣除退票费后一共能退回多少钱？先别真的退票，算出来填在答题卡上。",
                       "{who}的行程可能要取消。先不要退任何票，在答题卡上告诉我：如果现在把所有包含{who}的未出行订单都退掉，"
                       "扣掉手续费后铁路一共会退给我多少钱。",
                       "帮我算一下：现在把{who}要乘坐的全部未出行订单整单退掉，扣除退票费后总共能拿回多少钱？票先留着，把合计金额写在答题卡上。")
    answer_fields = (AnswerField("amount", "Total refund", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="退款合计", hint_zh="金额，例如 123.45"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        pairs = busy_pairs(reg)
        days = travel_days(0, 20)
        me = next(q for q in passengers(state) if q["me"])
        others = [q for q in passengers(state) if not q["me"]]
        who = rng.choice(others)
        third = next(q for q in others if q["id"] != who["id"])
        used: set[tuple[str, str]] = set()

        def draw(ok: Any) -> world.Leg:
            while True:
                frm, to = rng.choice(pairs)
                legs = [lg for lg in world.legs(reg, frm, to, rng.choice(days))
                        if (lg.train.id, lg.date) not in used and _clear(lg) and ok(lg)]
                if legs:
                    lg = rng.choice(legs)
                    used.add((lg.train.id, lg.date))
                    return lg

        trap = draw(_early)
        bands = [draw(lambda lg, r=r: _band(_hours(lg)) == r) for _, r in model.REFUND_RULE]
        theirs = [trap, *bands, draw(lambda lg: True)]
        rest = [draw(lambda lg: True) for _ in range(6)]
        groups = [[who], [me, who], [who, third]]
        plan = [(lg, rng.choice(groups)) for lg in theirs] + [(lg, rng.choice([[me], [third], [me, third]]))
                                                              for lg in rest]
        rng.shuffle(plan)
        rows = []
        for i, (lg, group) in enumerate(plan):
            cls = rng.choice(lg.train.classes)
            o = paid_order(100 + i, lg, cls, reg, [(q["id"], q["name"]) for q in group],
                           created=NOW - rng.randrange(1, 20) * 86_400_000)
            rows.append(o)
        listed = sorted(rows, key=lambda o: (o["date"], o["id"]))
        mine = [o["id"] for o in listed if any(t["pid"] == who["id"] for t in o["tickets"])]
        total = round(sum(model.refund_quote(reg, o, NOW)[1] for o in rows if o["id"] in mine), 2)
        return {"who": who["name"], "pid": who["id"], "orders": rows, "theirs": mine, "total": total}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"rail": {"orders": p["orders"], "next_id": 100 + len(p["orders"])}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the companion": sum(q["name"] == p["who"] for q in passengers(init))}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"amount": f"{_back(init, p['pid']):.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, trigger="tab.orders")
        for oid in p["theirs"]:  # each booking's refund quote (fee and amount back), then keep the ticket
            obs = yield from ui.tap(obs, trigger="order.open", order_id=oid)
            obs = yield from ui.tap(obs, trigger="order.refund")
            obs = yield from ui.back()  # keep the ticket
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"amount": f"{p['total']:.2f}"})
