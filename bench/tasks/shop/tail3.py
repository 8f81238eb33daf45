"""Hard-by-construction Shop templates, third wave (declared hardness factors; the level follows from them).

``TopOriginCountry``: of all my Shop orders I kept, the country the items were shipped from that got the
most of my money, and how much. The purchases list shows titles and statuses only; the country is on
each order's page (its "Shipped" step), so every order has to be opened (14 of them) and the totals
grouped by hand. One returned order belongs to the country that would win if it were counted.

``StillReturnableRefund``: what returning every delivered order still inside its seller's returns
period would bring back. Each order's page says whether it can still go back (a Return button, or when
its window closed); one order is in time counted from its delivery day but not from its order day (a
slow delivery), one in-time order was already returned, one seller takes no returns, and one order is
still on its way."""

from __future__ import annotations

from collections import defaultdict
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.shop.common import W, launch, region, seed_order, shop, with_orders
from bench.tasks.shop.hard import DAY, _pool
from mgym.apps.shop import tracking
from mgym.clock import DEFAULT_EPOCH_MS

MARGIN = 5.0


def _by_country(state: dict[str, Any], orders: list[dict[str, Any]], kept_only: bool = True) -> dict[str, float]:
    w = W(state)
    out: dict[str, float] = defaultdict(float)
    for o in orders:
        if kept_only and o["status"] == "returned":
            continue
        p = w.product(o["lines"][0]["product"])
        if p is not None:
            out[p.country] += o["total"]
    return {k: round(v, 2) for k, v in out.items()}


def _lead(sums: dict[str, float]) -> tuple[str, float]:
    """The top key and its margin over the next."""
    top = sorted(sums.items(), key=lambda kv: -kv[1])
    return top[0][0], top[0][1] - (top[1][1] if len(top) > 1 else 0.0)


class TopOriginCountry(AnswerTask):
    id = "shop.TopOriginCountry"
    apps = ("shop", "answersheet")
    # the returned order shows "Returned" in the list and no country on its page: no trap worth the name
    hardness = ("steps", "aggregate", "explore")
    tags = ("finance", "extract", "reasoning", "explore")
    budget = 60
    instructions = ("Looking at all my Shop purchases that I kept (leave out anything I returned): which country were "
                    "the items shipped from that I spent the most on, and how much did those orders come to? Answer "
                    "on the AnswerSheet.",
                    "Group my Shop orders by the country they shipped from, skipping returned ones, and tell me on "
                    "the AnswerSheet which country got the most of my money and the total of its orders.",
                    "Where does most of my Shop spending go? Going by the country each order was shipped from, and "
                    "not counting orders I sent back, put the top country and what I paid for its orders on the "
                    "AnswerSheet.")
    instructions_zh = ("看一下我在优选商城所有没退货的订单（退了货的不算）：按发货国家算，我在哪个国家发来的商品上花钱最多？这些订单一共多少钱？"
                       "请在答题卡上作答。",
                       "把我在优选商城的订单按发货国家分组（已退货的跳过），在答题卡上告诉我花钱最多的是哪个国家，以及它那些订单的总额。",
                       "我在优选商城的钱大多花到哪儿去了？按每个订单的发货国家来算，不算退了货的订单，把花费最多的国家和这些订单的合计"
                       "金额填到答题卡上。")
    answer_fields = (AnswerField("country", "Country", hint="Country as shown in Shop", label_zh="国家",
                                 hint_zh="与商城中显示的国家名称一致"),
                     AnswerField("total", "Total of its orders", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="订单合计", hint_zh="金额，例如 123.45"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        existing = shop(state)["orders"]
        taken = {ln["product"] for o in existing for ln in o["lines"]}
        by_country: dict[str, list[Any]] = defaultdict(list)
        for p in _pool(state):
            if p.id not in taken and p.total <= 400 and p.days <= 20:
                by_country[p.country].append(p)
        countries = sorted(by_country)
        while True:
            prods = []
            for _ in range(12):
                c = rng.choice(countries)
                p = rng.choice(by_country[c])
                if p not in prods:
                    prods.append(p)
            if len(prods) < 12:
                continue
            ages = rng.sample(range(25, 200), 12)
            orders = [seed_order(state, f"OR{rng.randint(20000, 29999) * 10 + i}", p, rng.choice((1, 1, 1, 2)), age)
                      for i, (p, age) in enumerate(zip(prods, ages, strict=True))]
            if len({o["id"] for o in orders}) < 12:
                continue
            everything = [*existing, *orders]
            naive, naive_gap = _lead(_by_country(state, everything, kept_only=False))
            ret = [o for o, p in zip(orders, prods, strict=True) if p.country == naive]
            rng.shuffle(ret)
            for o in ret:  # return one of the naive leader's orders, so that another country wins
                o.update(status="returned", return_reason="changed_mind", refund=o["total"],
                         returned_at=min(o["time"] + 24 * DAY, DEFAULT_EPOCH_MS - DAY))
                win, gap = _lead(_by_country(state, everything))
                if win != naive and gap >= MARGIN and naive_gap >= MARGIN:
                    break
                o.update(status="placed", return_reason="", refund=0.0, returned_at=0)
            else:
                continue
            break
        sums = _by_country(state, everything)
        listed = sorted(everything, key=lambda o: -o["time"])
        return {"orders": orders, "listed": [o["id"] for o in listed], "country": win, "total": sums[win],
                "naive": naive}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_orders(state, *p["orders"])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        sums = _by_country(init, shop(init)["orders"])
        best = max(sums.values())
        return {"the top country": sum(v == best for v in sums.values())}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        win, _ = _lead(_by_country(init, shop(init)["orders"]))
        return {"country": win, "total": f"{_by_country(init, shop(init)['orders'])[win]:.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.account")
        obs = yield from ui.tap(obs, trigger="account.orders")
        for oid in p["listed"]:  # the country is on each order's page only
            obs = yield from ui.tap(obs, trigger="order.open", id=oid)
            obs = yield from ui.tap(obs, trigger="sys.back")
        yield from ui.fill_answers(obs, {"country": p["country"], "total": f"{p['total']:.2f}"})


# ---- what returning everything still returnable would bring back -------------------------------------
def _returnable(state: dict[str, Any], o: dict[str, Any]) -> bool:
    """Delivered, not yet returned, and the seller's returns period (from the delivery day) not run out: the
    phone's own rule (:func:`mgym.apps.shop.tracking.returnable`)."""
    return (tracking.status(region(state), o, DEFAULT_EPOCH_MS) == "delivered"
            and tracking.returnable(region(state), o, DEFAULT_EPOCH_MS))


class StillReturnableRefund(AnswerTask):
    id = "shop.StillReturnableRefund"
    apps = ("shop", "answersheet")
    # played from screenshots (2026-11-29, 50 steps, first try) when the returns period was only on the item's
    # page; the order page now says when its return window closed, as real shops do, so the dates are the
    # app's work ("temporal" dropped) and one page per order is enough (26 oracle steps)
    hardness = ("steps", "aggregate", "trap")
    tags = ("finance", "extract", "reasoning")
    budget = 60
    instructions = ("If I sent back every delivered Shop order that is still inside its seller's returns period "
                    "(counted from the day it was delivered), how much would I be refunded in total? Don't return "
                    "anything; answer on the AnswerSheet.",
                    "Go through my delivered Shop purchases and find the ones I could still return under each "
                    "seller's returns period, which starts on the delivery day. Put the total refund they'd bring on "
                    "the AnswerSheet, without actually returning them.",
                    "How much money could I still get back from Shop by returning everything delivered that's within "
                    "its returns period (counting from delivery)? Leave the orders as they are and write the sum on "
                    "the AnswerSheet.")
    instructions_zh = ("如果把优选商城里所有已签收、且仍在卖家退货期内（从签收当天算起）的订单都退掉，一共能退回多少钱？先不要退货，在答题卡上作答。",
                       "帮我看看优选商城里已签收的订单，哪些按卖家的退货期（从签收日算起）还能退。把这些订单能退回的总金额填到答题卡上，"
                       "不要真的退货。",
                       "我在优选商城已签收的东西里，还在退货期内（从签收那天算）的全部退掉的话，能拿回多少钱？订单保持原样，把合计写在答题卡上。")
    answer_fields = (AnswerField("total", "Total refund", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="退款合计", hint_zh="金额，例如 123.45"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        existing = shop(state)["orders"]
        taken = {ln["product"] for o in existing for ln in o["lines"]}
        pool = [p for p in _pool(state) if p.id not in taken and p.total <= 400]
        today = tracking.day_of(DEFAULT_EPOCH_MS)

        def order_for(p: Any, since_delivery: int, i: int) -> dict[str, Any]:
            o = seed_order(state, f"OR{rng.randint(20000, 29999) * 10 + i}", p, rng.choice((1, 1, 1, 2)),
                           since_delivery + p.days)
            assert (today - tracking.day_of(tracking.delivered_at(region(state), o))).days == since_delivery
            return o

        while True:
            prods = rng.sample(pool, 8)
            ok = [p for p in prods if p.returns > 0]
            slow = [p for p in ok if p.days >= 5]
            if len(ok) < 6 or not slow or not any(p.returns == 0 for p in prods):
                continue
            orders = []
            trap = rng.choice(slow)  # in time from delivery, too late from the order day
            orders.append(order_for(trap, rng.randint(max(1, trap.returns + 2 - trap.days), trap.returns - 2), 0))
            rest = [p for p in prods if p is not trap]
            for i, p in enumerate(rest, 1):
                if p.returns == 0:
                    since = rng.randint(1, 20)
                elif i % 3 == 0:  # well past its period
                    since = p.returns + rng.randint(2, 30)
                else:
                    since = rng.randint(1, max(1, p.returns - 2))
                orders.append(order_for(p, since, i))
            inside = [o for o in orders[1:] if _returnable(state, o)]
            if len(inside) < 3 or len({o["id"] for o in orders}) < len(orders):
                continue
            back = rng.choice(inside)  # already sent back: no second refund
            back.update(status="returned", return_reason="changed_mind", refund=back["total"],
                        returned_at=DEFAULT_EPOCH_MS - DAY)
            break
        everything = sorted([*existing, *orders], key=lambda o: -o["time"])
        keep = [o for o in everything if _returnable(state, o)]
        look = [o for o in everything if o["status"] != "returned"
                and tracking.status(region(state), o, DEFAULT_EPOCH_MS) == "delivered"]
        return {"orders": orders, "look": [[o["id"], o["lines"][0]["product"]] for o in look],
                "total": round(sum(o["total"] for o in keep), 2)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_orders(state, *p["orders"])

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": f"{sum(o['total'] for o in shop(init)['orders'] if _returnable(init, o)):.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.account")
        obs = yield from ui.tap(obs, trigger="account.orders")
        for oid, _pid in p["look"]:  # each delivered order's page: its total, and whether it can go back
            obs = yield from ui.tap(obs, trigger="order.open", id=oid)
            obs = yield from ui.tap(obs, trigger="sys.back")
        yield from ui.fill_answers(obs, {"total": f"{p['total']:.2f}"})
