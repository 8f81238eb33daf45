"""Hard-by-construction Browser templates across apps (declared hardness factors; L3 or L4 by them): a friend's MiniShop
shopping list texted in Messages, one line of it changed in a later text, priced on minishop.com in the
Browser, with the friend's coupon taken off only when the corrected order reaches its threshold, the sum
worked out on the Calculator (a total no app shows)."""

from __future__ import annotations

import re
from decimal import Decimal
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.browser.common import address, open_browser, web
from bench.tasks.calculator.common import M, calculate
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, with_messages

MINUTE_MS = 60_000
SHOP = "minishop.com"


def shop_items(state: dict[str, Any]) -> list[dict[str, Any]]:
    """MiniShop's products as its home page lists them: url, name, price (a Decimal)."""
    blocks = web(state).pages[SHOP]["blocks"]
    rows = next(b["items"] for b in blocks if b["type"] == "links")
    return [{"url": r["url"], "name": r["text"], "price": Decimal(re.sub(r"[^\d.]", "", r["sub"]))}
            for r in rows if r.get("sub")]


def _money(v: Decimal) -> str:
    return f"{v:.2f}"


def _subtotal(order: dict[str, int], prices: dict[str, Decimal]) -> Decimal:
    return sum((prices[k] * n for k, n in order.items()), Decimal(0))


class FriendOrderTotal(AnswerTask):
    id = "browser.FriendOrderTotal"
    apps = ("browser", "messages", "calculator", "answersheet")
    hardness = ("apps3", "arithmetic", "trap", "steps")
    tags = ("extract", "reasoning", "finance", "handoff")
    budget = 60
    instructions = ("{name} texted me a list of things to order for them from MiniShop. Using the prices on "
                    "minishop.com in the Browser and the coupon {name} mentioned (if the order qualifies for it), "
                    "work out on the Calculator what the order will finally cost, and put that total in the "
                    "AnswerSheet.",
                    "Read {name}'s texts about their MiniShop order and find out exactly what they want in the end. "
                    "Price everything on minishop.com in the Browser, take off their coupon only if the order meets "
                    "its condition, add it up with the Calculator, and enter the amount to pay in the AnswerSheet.",
                    "How much will {name}'s MiniShop order come to? Their texts say what to buy and mention a coupon; "
                    "the prices are on minishop.com. Do the sums on the Calculator and write the final total, coupon "
                    "applied if it is valid, in the AnswerSheet.")
    instructions_zh = ("{name}发短信让我帮忙在小铺（minishop.com）买些东西。请用浏览器里 minishop.com 上的价格，加上{name}提到的"
                       "优惠券（订单符合条件才能用），在计算器上算出这笔订单最后要付多少钱，把总额填到答题卡上。",
                       "看看{name}关于小铺订单的短信，弄清楚对方最终要买什么。在浏览器里到 minishop.com 查每样东西的价格，只有订单"
                       "满足条件时才减掉优惠券，用计算器算出总数，把应付金额填进答题卡。",
                       "{name}在小铺的这笔订单一共要多少钱？要买的东西和一张优惠券都在对方的短信里，价格在 minishop.com 上。请用"
                       "计算器算一算，把最后的总额（优惠券能用就减掉）写到答题卡上。")
    answer_fields = (AnswerField("total", "Order total", type="number", matcher="number",
                                 hint="An amount, e.g. 84.15", precision="0.01", label_zh="订单总额",
                                 hint_zh="金额，例如 84.15"),)
    changes = ("os.providers.sms[id={thread_id}].messages[*].read",)
    goal_params = ("total",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        goods = [g for g in shop_items(state) if g["price"] < (1000 if zh else 200)]
        prices = {g["url"]: g["price"] for g in goods}
        names = {g["url"]: g["name"] for g in goods}
        t, c = rng.choice(named_threads(state))
        while True:
            picked = rng.sample(goods, 4)
            order = {g["url"]: rng.randint(1, 3) for g in picked[:3]}
            final = dict(order)
            if rng.random() < 0.5:  # one item swapped for another
                old = rng.choice(list(order))
                del final[old]
                new = picked[3]["url"]
                final[new] = rng.randint(1, 3)
                change = ("swap", old, new, final[new])
            else:  # one quantity changed
                old = rng.choice(list(order))
                final[old] = rng.choice([n for n in (1, 2, 3, 4) if n != order[old]])
                change = ("qty", old, old, final[old])
            first, right = _subtotal(order, prices), _subtotal(final, prices)
            off = Decimal(rng.choice((20, 30, 50) if zh else (5, 10, 15)))
            step = 50 if zh else 10
            # the threshold: in half the instances the corrected order just misses it
            if rng.random() < 0.5:
                above = [m for m in range(int(right) // step * step + step, int(right) + 4 * step, step)]
                threshold = Decimal(rng.choice(above))
            else:
                below = [m for m in range(step, int(right) + 1, step) if m >= right / 2]
                if not below:
                    continue
                threshold = Decimal(rng.choice(below))
            total = right - off if right >= threshold else right
            naive = first - off if first >= threshold else first
            if total != naive and total > 0:
                break
        mid = next_message_id(state)
        lines = [(names[u], n) for u, n in order.items()]
        if zh:
            listing = "、".join(f"{x}×{n}" for x, n in lines)
            coupon = f"对了，结账时用我的优惠券：满¥{threshold}减¥{off}，不满就用不了。"
            fix = (f"计划有变：{names[change[1]]}不要了，换成{names[change[2]]}×{change[3]}。" if change[0] == "swap"
                   else f"改一下：{names[change[1]]}要{change[3]}个，不是{order[change[1]]}个。")
            bodies = (f"能帮我在小铺下个单吗？{listing}。钱我回头转你。", coupon, "周末那场球你去看吗？", fix)
        else:
            listing = ", ".join(f"{x} ×{n}" for x, n in lines)
            coupon = (f"Oh and use my coupon at checkout: ${off} off any order of ${threshold} or more "
                      "(it doesn't work below that).")
            fix = (f"Change of plan: forget the {names[change[1]]}, get {names[change[2]]} ×{change[3]} instead."
                   if change[0] == "swap" else
                   f"Actually, make it {change[3]} of the {names[change[1]]}, not {order[change[1]]}.")
            bodies = (f"Could you order a few things from MiniShop for me? {listing}. I'll pay you back.", coupon,
                      "Are you watching the game on Sunday?", fix)
        start = START_MS - rng.randint(5 * 60, 9 * 60) * MINUTE_MS
        gaps = (0, rng.randint(2, 6), rng.randint(40, 90), rng.randint(120, 200))
        msgs = [{"id": mid + i, "body": body, "time": start + g * MINUTE_MS, "incoming": True, "read": False}
                for i, (body, g) in enumerate(zip(bodies, gaps, strict=True))]
        keys = list(final)
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs,
                "items": [[u, str(prices[u]), final[u]] for u in keys], "off": str(off), "threshold": str(threshold),
                "total": _money(total), "naive": _money(naive)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": p["total"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from open_browser(obs)
        obs = yield from address(obs, SHOP)
        for url, _, _ in p["items"]:  # each item's page, for its price
            obs = yield from ui.tap(obs, trigger="link.open", url=url)
            obs = yield from ui.tap(obs, trigger="nav.back")
        expr = "+".join(f"{price}×{n}" if n > 1 else price for _, price, n in p["items"])
        subtotal = sum((Decimal(price) * n for _, price, n in p["items"]), Decimal(0))
        if subtotal >= Decimal(p["threshold"]):
            expr += f"{M}{p['off']}"
        obs = yield from calculate(obs, expr)
        yield from ui.fill_answers(obs, {"total": p["total"]})


PARTY = {"en": "Dinner party", "zh-CN": "家宴"}
GUESTS = {"en": "Guests: {n}, counting us", "zh-CN": "人数：{n}人（含我们）"}


def recipes(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Recipe Box's recipes for a table of people (not a tray of cookies): url, title, serves, ingredients."""
    out = []
    for url, p in sorted(web(state).pages.items()):
        if p["site"] != "recipes" or "/" not in url:
            continue
        line = next(b["text"] for b in p["blocks"] if b["type"] == "p")
        serves = int(re.search(r"\d+", line).group())  # type: ignore[union-attr]
        if serves <= 8:
            out.append({"url": url, "title": p["title"], "serves": serves, "ingredients": list(p["ingredients"])})
    return out


class PartyRecipeShopping(AnswerTask):
    id = "browser.PartyRecipeShopping"
    apps = ("browser", "calendar", "messages", "answersheet")
    # played from screenshots (2026-11-29): solved first try in 16 steps; the scaling is one line of
    # sums; L3
    hardness = ("apps3", "trap")
    tags = ("extract", "reasoning", "handoff")
    budget = 45
    instructions = ("{name} and I are hosting the dinner party coming up in my Calendar, and {name} texted me which "
                    "Recipe Box dish to make. I already have {have} of {item} at home. Scaling the recipe to the "
                    "number of people who'll be there, what amount of {item} do I still need to buy? Answer in the "
                    "AnswerSheet.",
                    "For our upcoming dinner party (it's in my Calendar, with the guest count), {name} asked me by "
                    "text to cook a dish from Recipe Box. Count everyone who is coming after {name}'s latest news, "
                    "scale the recipe in the Browser, and tell me in the AnswerSheet what amount of {item} I still "
                    "have to buy, given I have {have}.",
                    "What amount of {item} must I buy for the dish {name} wants me to make for our next dinner party? "
                    "Check the party's guest count in Calendar and {name}'s texts, scale the Recipe Box recipe to that "
                    "many people, and subtract the {have} I already have. Put the amount in the AnswerSheet.")
    instructions_zh = ("我和{name}要办日历里即将到来的那场家宴，{name}发短信告诉了我要做食谱盒里的哪道菜。我家里已经有{have}{item}。"
                       "按到场人数把食谱放大或缩小，我还要再买多少{item}？答案填到答题卡上。",
                       "我们下一场家宴（在日历里，写了人数），{name}发短信让我做食谱盒里的一道菜。请按{name}最新的消息算出到场总人数，"
                       "在浏览器里按人数换算食谱，再告诉我还要买多少{item}（我已经有{have}）。答案填进答题卡。",
                       "为了我们下一场家宴，{name}想让我做的那道菜，我还得买多少{item}？请查看日历里家宴的人数和{name}的短信，"
                       "把食谱盒的食谱换算到这么多人，再减去我已有的{have}。把数量填到答题卡上。")
    answer_fields = (AnswerField("amount", "Amount to buy", type="number", matcher="number",
                                 hint="A number in the recipe's unit, e.g. 150", label_zh="还需购买的数量",
                                 hint_zh="按食谱里的单位写数字，例如 150"),)
    changes = ("os.providers.sms[id={thread_id}].messages[*].read",)
    goal_params = ("amount",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from datetime import date

        from bench.tasks.calendar.common import event, next_id

        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        t, c = rng.choice(named_threads(state))
        while True:
            r = rng.choice(recipes(state))
            ing = rng.choice([i for i in r["ingredients"] if i["qty"] >= 20])
            listed, extra = rng.randint(4, 10), rng.randint(1, 3)
            people = listed + extra
            if ing["qty"] * people % r["serves"] or ing["qty"] * listed % r["serves"]:
                continue
            need = ing["qty"] * people // r["serves"]
            naive = ing["qty"] * listed // r["serves"]
            have = rng.randrange(1, max(2, naive // 10)) * 10 if naive >= 20 else 0
            if not 0 < have < naive or need == naive:
                continue
            break
        unit = ing["unit"]
        have_text = (f"{have}{unit}" if zh else f"{have} {unit}") if unit else str(have)
        eid = next_id(state)
        past, upcoming = date(2026, 3, 7), date(2026, 3, rng.choice((20, 21, 22)))
        notes = GUESTS[loc]
        evs = [event(eid, PARTY[loc], past, "19:00", "22:30", notes=notes.format(n=rng.choice(
                   [n for n in range(4, 11) if n != listed]))),
               event(eid + 1, PARTY[loc], upcoming, "19:00", "22:30", notes=notes.format(n=listed))]
        if zh:
            bodies = (f"下次家宴你来做食谱盒上的{r['title']}吧？饮料我带。", "上周那场大家都吃得很开心！",
                      f"好消息：又有{extra}个人说要来，在日历里那个人数的基础上再加{extra}个。")
        else:
            bodies = (f"For our next dinner party, could you make the {r['title']} from Recipe Box? I'll bring drinks.",
                      "Last week's one was such fun!",
                      f"Good news: {extra} more said yes, so add {extra} to the count in your calendar.")
        mid = next_message_id(state)
        begin = START_MS - rng.randint(26 * 60, 60 * 60) * MINUTE_MS
        gaps = (0, rng.randint(3, 30), rng.randint(8 * 60, 20 * 60))
        msgs = [{"id": mid + i, "body": body, "time": begin + g * MINUTE_MS, "incoming": True, "read": False}
                for i, (body, g) in enumerate(zip(bodies, gaps, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "events": evs, "eid": eid + 1,
                "party": PARTY[loc], "url": r["url"], "item": ing["name"], "have": have_text,
                "amount": str(need - have), "naive": str(naive - have)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.calendar.common import events

        return {"apps": {"calendar": {"events": [*events(state), *p["events"]]}},
                "os": {"providers": {f"sms[id={p['thread_id']}]": {
                    "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"amount": p["amount"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import open_event

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from open_event(p["eid"], p["party"])
        obs = yield from open_browser(obs)
        obs = yield from address(obs, p["url"])
        yield from ui.fill_answers(obs, {"amount": p["amount"]})
