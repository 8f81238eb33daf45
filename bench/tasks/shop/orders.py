"""Shop order tasks: return an order with a reason (refunded to Wallet), message the seller of an
order, and two queries answered on the AnswerSheet (a delivery date, the cheapest refurbished total)."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.shop.common import (
    S,
    W,
    filter_results,
    launch,
    open_category,
    open_order,
    pick_titled,
    seed_order,
    shop,
    with_orders,
)
from mgym import actions as A
from mgym.apps.shop import replies, tracking
from mgym.apps.shop.views_account import REASON_LABELS

QUESTIONS = ("Is this covered by a warranty?", "Can you ship it in a gift box?", "Has my order shipped yet?",
             "Does it come with the original charger?", "Can I change the delivery address?")
QUESTIONS_ZH = ("这个有保修吗？", "可以用礼盒包装吗？", "我的订单发货了吗？", "有原装充电器吗？", "可以改收货地址吗？")


def _seeded(rng: Random, state: dict[str, Any], days_ago: float, returns: bool = False) -> tuple[dict[str, Any], str]:
    """A seeded order of one product (``returns``: one whose seller takes returns)."""
    p = pick_titled(rng, state, where=(lambda q: q.returns > 0) if returns else None)
    oid = f"OR{rng.randint(20000, 29999)}"
    return seed_order(state, oid, p, 1, days_ago), p.title


class ReturnOrder(TaskTemplate):
    id = "shop.ReturnOrder"
    apps = ("shop",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("finance", "edit")
    budget = 30
    instructions = ('Return my Shop order of "{title}" (order {oid}); the reason is "{reason}".',
                    'Request a return for the "{title}" I bought in Shop, giving "{reason}" as the reason.',
                    'Please send back the "{title}" from my Shop order {oid}, with the reason "{reason}".')
    instructions_zh = ("在优选商城为“{title}”的订单（{oid}）申请退货，原因选“{reason}”。",
                       "我在优选商城买的“{title}”要退货，退货原因填“{reason}”。",
                       '请帮我把优选商城订单 {oid} 里的“{title}”退货，原因是“{reason}”。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        order, title = _seeded(rng, state, rng.choice((2, 4, 6, 9)), returns=True)
        reason = rng.choice(sorted(REASON_LABELS))
        return {"order": order, "oid": order["id"], "title": title, "reason_id": reason,
                "reason": REASON_LABELS[reason]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**super().localize(params, locale), "reason": self.tr(params["reason"], locale)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_orders(state, p["order"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        o: dict[str, Any] = next((o for o in shop(final)["orders"] if o["id"] == p["oid"]), {})
        w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
        old = {b["id"] for b in w0["new_bills"]}
        refunds = [b for b in w1["new_bills"] if b["id"] not in old and b["type"] == "refund"]
        return [check("returned", "returned", o.get("status")),
                check("the reason", p["reason_id"], o.get("return_reason")),
                Check("refunded to Wallet", len(refunds) == 1 and refunds[0]["order_id"] == p["oid"]
                      and abs(refunds[0]["amount"] - p["order"]["total"]) < 0.005, p["order"]["total"],
                      [b["amount"] for b in refunds])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        o = f"{S}.orders[id={p['oid']}]"
        return [f"{o}.status", f"{o}.return_reason", f"{o}.refund", f"{o}.returned_at",
                "apps.wallet.new_bills[+1 dir=in]", "apps.wallet.balance"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.return")
        obs = yield from ui.tap(obs, trigger="return.reason", reason=p["reason_id"])
        yield from ui.tap(obs, trigger="return.submit")


class MessageSeller(TaskTemplate):
    id = "shop.MessageSeller"
    apps = ("shop",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("social", "edit")
    budget = 30
    split = "train"
    instructions = ('Ask the seller of my Shop order {oid} ("{title}"): "{text}"',
                    'Message the seller of the "{title}" I ordered in Shop (order {oid}) with: {text}',
                    'Please send this message to the seller of my Shop order {oid} ("{title}"): {text}')
    instructions_zh = ("在优选商城给订单 {oid}（“{title}”）的卖家发消息：“{text}”",
                       "给我在优选商城买的“{title}”（订单 {oid}）的卖家留言：{text}",
                       '请给优选商城订单 {oid}（“{title}”）的卖家发一条消息：{text}')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        order, title = _seeded(rng, state, rng.choice((1, 3, 5)))
        p = W(state).product(order["lines"][0]["product"])
        assert p is not None
        texts = QUESTIONS_ZH if W(state).region == "zh-CN" else QUESTIONS
        return {"order": order, "oid": order["id"], "title": title, "seller": p.seller, "text": rng.choice(texts)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_orders(state, p["order"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {m["id"] for m in shop(init)["messages"]}
        new = [m for m in shop(final)["messages"] if m["id"] not in old and m["mine"]]
        m = new[0] if len(new) == 1 else {}
        return [check("one message sent", 1, len(new)),
                check("to the order's seller", p["seller"], m.get("seller")),
                # the chat opened from the order is about it; the seller's own chat is about none
                Check("about that order", m.get("order") in (p["oid"], ""), p["oid"], m.get("order")),
                Check("the question", " ".join(str(m.get("text", "")).split()) == " ".join(p["text"].split()),
                      p["text"], m.get("text"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        # the seller's reply arrives a few virtual minutes later (mgym.apps.shop.replies)
        return [f"{S}.messages[+1 seller={p['seller']} mine=true]", f"{S}.messages[+1 seller={p['seller']} mine=false]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.message")
        obs = yield from ui.type_into(obs, "Write a message", p["text"])
        yield from ui.tap(obs, trigger="chat.send")


class DeliveryDate(AnswerTask):
    id = "shop.DeliveryDate"
    apps = ("shop", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    budget = 30
    split = "train"
    instructions = ('When is my Shop order of "{title}" expected to be delivered? Answer on the AnswerSheet.',
                    'Look up the estimated delivery date of order {oid} ("{title}") in Shop and report it in '
                    "AnswerSheet.")
    instructions_zh = ("我在优选商城买的“{title}”预计哪天送达？请在答题卡上作答。", "在优选商城查看订单 {oid}（“{title}”）的预计送达日期，填写到答题卡。")
    answer_fields = (AnswerField("date", "Delivery date", "text", "date", hint="A date with its year, as YYYY-MM-DD",
                                 label_zh="送达日期", hint_zh="带年份的日期，格式为 YYYY-MM-DD"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        order, title = _seeded(rng, state, rng.choice((0.2, 0.5, 1, 1.5)))
        return {"order": order, "oid": order["id"], "title": title}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_orders(state, p["order"])

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"date": tracking.delivery_date(W(init).region, p["order"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_order(obs, p["oid"])
        date = next(got["date"] for e in obs.ui if e.text
                    and (got := ui.parse(obs, "Estimated delivery: {date}", e.text)) is not None)
        yield from ui.fill_answers(obs, {"date": date})


class CheapestRefurbished(AnswerTask):
    id = "shop.CheapestRefurbished"
    apps = ("shop", "answersheet")
    composition = "deep_dive"
    difficulty = "L3"
    tags = ("extract", "reasoning", "search")
    budget = 45
    instructions = ("What is the lowest price plus shipping of a refurbished {category} listing in Shop that I can "
                    "buy now (not an auction)? Answer on the AnswerSheet.",
                    "In Shop's {category}, find the cheapest refurbished buy-it-now listing including shipping and "
                    "report its total (price + shipping) in AnswerSheet.",
                    "Among the refurbished listings in Shop's {category} that can be bought now (no auctions), what is the lowest total of price plus shipping?")
    instructions_zh = ("在优选商城“{category}”中，成色为“官方翻新”、可一口价购买（非拍卖）的商品，价格加运费最低是多少？请在答题卡上作答。",
                       "在优选商城的“{category}”里找出含运费最便宜的官方翻新一口价商品，把它的总价（价格+运费）填到答题卡。",
                       '优选商城“{category}”里成色为“官方翻新”、能一口价直接买（非拍卖）的商品，价格加运费最低是多少？')
    answer_fields = (AnswerField("total", "Price + shipping", "number", "number", hint="The amount, e.g. 123.45",
                                 label_zh="价格+运费", hint_zh="金额，例如 123.45"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        cat = rng.choice(sorted(w.categories))
        return {"cat": cat, "category": w.categories[cat].name}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        ps = [x for x in W(init).in_category(p["cat"]) if x.cond == "refurbished" and not x.auction]
        return {"total": min(x.total for x in ps)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_category(obs, p["cat"])
        obs = yield from filter_results(obs, cond="refurbished", fmt="buy", sort="price_asc")
        rows = obs.find(trigger="item.open")
        pid = str(rows[0].params["id"])
        obs = yield from ui.tap(obs, trigger="item.open", id=pid)
        total = next(e.text for e in obs.ui if ui.tr(obs, "Total {amount}", amount="").strip() in e.text)
        amount = total.rsplit(" ", 1)[-1].replace("共", "")
        yield from ui.fill_answers(obs, {"total": amount.replace("$", "").replace("¥", "").replace(",", "")})


class AskSellerWarranty(AnswerTask):
    id = "shop.AskSellerWarranty"
    apps = ("shop", "answersheet")
    composition = "sequential"
    difficulty = "L3"
    tags = ("social", "extract")
    budget = 45
    instructions = ('Ask the seller of my Shop order {oid} ("{title}") how long the warranty is, wait for the answer '
                    "and report the number of months.",
                    'Message the seller of the "{title}" I ordered in Shop to ask about its warranty. How many months '
                    "does the seller say it is?",
                    'How many months of warranty does "{title}" come with? Please ask the seller of my Shop order {oid}, wait for their reply and tell me the number of months.')
    instructions_zh = ("在优选商城问问订单 {oid}（“{title}”）的卖家保修期多久，等卖家回复后报告保修几个月。",
                       "给我在优选商城买的“{title}”的卖家发消息问一下保修。卖家说保修几个月？",
                       '“{title}”保修几个月？请在优选商城给订单 {oid} 的卖家发消息问一下，等对方回复后告诉我月数。')
    answer_fields = (AnswerField("months", "Warranty (months)", type="number", matcher="number", hint="A whole number of months",
                                 label_zh="保修月数", hint_zh="整数月数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        order, title = _seeded(rng, state, rng.choice((1, 2, 4)))
        p = W(state).product(order["lines"][0]["product"])
        assert p is not None
        text = rng.choice(("保修期多久？", "请问这个保修多长时间？") if W(state).region == "zh-CN"
                          else ("How long is the warranty?", "Hi, what warranty does this come with?"))
        return {"order": order, "oid": order["id"], "title": title, "seller": p.seller, "text": text}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_orders(state, p["order"])

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"months": replies.facts(p["seller"])["months"]}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), f"{S}.messages[+1 seller={p['seller']} mine=true]",
                f"{S}.messages[+1 seller={p['seller']} mine=false]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.message")
        obs = yield from ui.type_into(obs, "Write a message", p["text"])
        obs = yield from ui.tap(obs, trigger="chat.send")
        obs = yield A.Wait(seconds=replies.REPLY_MS / 1000 + 10)
        months = next(n for e in obs.ui if e.text and (n := _months(e.text)) is not None)
        yield from ui.fill_answers(obs, {"months": months})


def _months(text: str) -> int | None:
    """The warranty months a seller's reply states ("a 12-month warranty" / "保修12个月")."""
    m = re.search(r"(\d+)-month|保修(\d+)个月", text)
    return int(m.group(1) or m.group(2)) if m else None
