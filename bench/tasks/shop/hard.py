"""Shop tasks that are hard by construction (``hardness``): an order history with no dates or totals in
its list (open each order, keep to a window of days, leave out returns), a watchlist compared by price
plus shipping with a sticker-price and a wrong-condition decoy, then bought or carted depending on a
limit, and the same watchlist's best buy carried into Notes with what the Wallet balance would be after
it."""

from __future__ import annotations

import math
from functools import cache
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.shop.common import (
    BUDGET,
    S,
    W,
    affordable,
    launch,
    order_changes,
    order_checks,
    pay_in_wallet,
    region,
    seed_order,
    shop,
    unique_titles,
    with_orders,
)
from mgym.apps.shop import world
from mgym.apps.shop.cards import COND_LABELS
from mgym.apps.shop.world import Product
from mgym.clock import DEFAULT_EPOCH_MS

DAY = world.DAY_MS
HOUR = world.HOUR_MS


def _money(state: dict[str, Any], x: float) -> str:
    """An amount as an instruction writes it in the phone's currency."""
    return f"¥{x:,.0f}" if region(state) == "zh-CN" else f"${x:,.0f}"


def _pool(state: dict[str, Any]) -> list[Product]:
    """Affordable buy-it-now products with a unique title, in a stable order."""
    return list(_pool_of(region(state)))


@cache
def _pool_of(reg: str) -> tuple[Product, ...]:
    state = {"os": {"device": {"region": reg}}}
    return tuple(sorted((p for p in unique_titles(state).values() if affordable(state, p)), key=lambda p: p.id))


# ---- the order history ----------------------------------------------------------------------------
class OrdersSpendWindow(AnswerTask):
    id = "shop.OrdersSpendWindow"
    apps = ("shop", "answersheet")
    composition = "deep_dive"
    hardness = ("aggregate", "temporal", "trap", "steps")
    tags = ("finance", "extract", "reasoning")
    budget = 60
    instructions = ("How much did I spend in Shop on orders I placed in the last {days} days? Leave out any order "
                    "I sent back. Answer on the AnswerSheet.",
                    "Add up the totals of my Shop purchases from the past {days} days, not counting returned "
                    "orders, and put the sum in AnswerSheet.",
                    "I want to know my Shop spending over the last {days} days: what do the orders I placed in that "
                    "time add up to, leaving out any I returned?")
    instructions_zh = ("我最近{days}天在优选商城下的订单一共花了多少钱？已经退货的订单不算。请在答题卡上作答。",
                       "把过去{days}天里我在优选商城的订单总额加起来（退了货的订单不算），把合计填到答题卡。",
                       "帮我算一下，最近{days}天我在优选商城下单一共花了多少钱？退货的订单不要算进去。")
    answer_fields = (AnswerField("total", "Total spent", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="合计花费", hint_zh="金额，例如 123.45"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        days = rng.choice((14, 21, 30))
        existing = shop(state)["orders"]
        taken = {ln["product"] for o in existing for ln in o["lines"]}
        pool = [p for p in _pool(state) if p.id not in taken and p.total * 2 <= BUDGET[region(state)]]
        prods = rng.sample(pool, 11)
        # whole days ago: well inside the window, a returned order inside it, two just outside, older ones
        inside = rng.sample(range(1, days - 1), 6)
        ages = [*inside, rng.choice(range(1, days - 1)), days + 1 + rng.randrange(2), days + 3 + rng.randrange(3),
                days + 7 + rng.randrange(10), days + 20 + rng.randrange(20)]
        ages += [rng.randrange(days + 2, days + 40) for _ in range(len(prods) - len(ages))]
        orders = []
        for i, (p, age) in enumerate(zip(prods, ages, strict=True)):
            o = seed_order(state, f"OR{rng.randint(20000, 29999) * 10 + i}", p, rng.choice((1, 1, 1, 2)), age)
            o["time"] -= rng.randrange(0, 8) * HOUR  # still the same calendar day (the clock is 09:00)
            orders.append(o)
        ret = orders[6]
        ret.update(status="returned", return_reason="changed_mind", refund=ret["total"],
                   returned_at=ret["time"] + 2 * DAY if ret["time"] + 2 * DAY < DEFAULT_EPOCH_MS else DEFAULT_EPOCH_MS
                   - HOUR)
        own = [{k: o[k] for k in ("id", "time", "total", "status")} for o in existing]
        return {"days": days, "orders": orders, "own": own}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_orders(state, *p["orders"])

    def _counted(self, p: dict[str, Any], init: dict[str, Any]) -> list[dict[str, Any]]:
        start = _day_start(DEFAULT_EPOCH_MS) - p["days"] * DAY
        return [o for o in shop(init)["orders"] if o["time"] >= start and o["status"] != "returned"]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": round(sum(o["total"] for o in self._counted(p, init)), 2)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.account")
        obs = yield from ui.tap(obs, trigger="account.orders")
        start = _day_start(DEFAULT_EPOCH_MS) - p["days"] * DAY
        orders = sorted([*p["orders"], *_default_orders(p)], key=lambda o: -o["time"])
        total = 0.0
        for o in orders:  # newest first: read each order's date and total, up to the first one too old
            obs = yield from ui.tap(obs, trigger="order.open", id=o["id"])
            if o["time"] < start:
                break
            if o["status"] != "returned":
                total += o["total"]
            obs = yield from ui.tap(obs, trigger="sys.back")
        yield from ui.fill_answers(obs, {"total": f"{total:.2f}"})


def _day_start(ms: int) -> int:
    return ms - ms % DAY


def _default_orders(p: dict[str, Any]) -> list[dict[str, Any]]:
    """The phone's own past orders (OR10482, OR10517): their dates and totals are on their pages too."""
    return list(p["own"])


# ---- the watchlist --------------------------------------------------------------------------------
def watch_sample(rng: Random, state: dict[str, Any], cond: str = "new") -> dict[str, Any]:
    """A watchlist of 12 buy-it-now items: the cheapest ``cond`` one by price plus shipping (the target), a
    ``cond`` one with a lower sticker price whose shipping makes it dearer, a cheaper one in another
    condition, and nine others that all cost more than the target."""
    pool = _pool(state)
    while True:
        target = rng.choice([p for p in pool if p.cond == cond and p.ship > 0 and p.total >= 15])
        sticker = [p for p in pool if p.cond == cond and p.price < target.price - 1 and p.total > target.total + 1]
        other = [p for p in pool if p.cond != cond and p.total < target.total - 1]
        rest = [p for p in pool if p.total > target.total + 1 and p.total < target.total * 4]
        if sticker and other and len(rest) >= 20:
            break
    decoy, wrong = rng.choice(sticker), rng.choice(other)
    others = rng.sample([p for p in rest if p.id not in (decoy.id, wrong.id)], 9)
    items = [target, decoy, wrong, *others]
    rng.shuffle(items)
    return {"watch": [p.id for p in items], "id": target.id, "title": target.title, "total": target.total,
            "decoy": decoy.id, "wrong": wrong.id}


class WatchlistBuyOrCart(TaskTemplate):
    id = "shop.WatchlistBuyOrCart"
    secrets = ("wallet_password",)
    apps = ("shop", "wallet")
    composition = "deep_dive"
    # played from screenshots (2026-11-29): solved first try in 18 steps; L3
    hardness = ("arithmetic", "branch")
    tags = ("finance", "reasoning", "explore")
    budget = 60
    instructions = ("Go through my Shop watchlist and find the brand-new item that costs least once shipping is "
                    "added. If that comes to {limit} or less, buy one (pay from the Wallet balance); if it comes to "
                    "more, just put it in my cart.",
                    "Among the brand-new items on my Shop watchlist, which is cheapest with shipping included? Buy "
                    "it with Wallet if its price plus shipping is at most {limit}, otherwise only add it to the "
                    "cart.",
                    "I want the cheapest brand-new item on my Shop watchlist, counting shipping. Should it cost "
                    "{limit} or less including shipping, buy one and pay from the Wallet balance; should it cost "
                    "more, just add it to my cart.")
    instructions_zh = ("看看我优选商城的“关注”列表，找出成色为“全新”的商品里加上运费后最便宜的那件。如果含运费不超过{limit}，"
                       "就买一件（用钱包余额支付）；超过的话，只把它加入购物车。",
                       "我优选商城“关注”列表里的全新商品中，含运费哪件最便宜？如果价格加运费不超过{limit}就用钱包买下，"
                       "否则只加入购物车。",
                       "在优选商城的“关注”列表里，帮我挑出全新商品中连运费算在内最便宜的一件：含运费不超过{limit}就买一件，"
                       "用钱包余额付款；超出{limit}的话，放进购物车就行。")
    goal_params = ("id", "buy")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = watch_sample(rng, state)
        buy = rng.random() < 0.5
        gap = rng.randint(2, max(3, int(w["total"] * 0.3)))
        limit = math.ceil(w["total"]) + gap if buy else math.floor(w["total"]) - gap
        return {**w, "buy": buy, "limit_n": limit, "limit": _money(state, limit)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"shop": {"watchlist": p["watch"], "cart": []}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = W(init)
        ps = [w.product(i) for i in shop(init)["watchlist"]]
        new = [x for x in ps if x is not None and x.cond == "new" and not x.auction]
        best = min(x.total for x in new)
        return {"the cheapest brand-new watched item": sum(x.total == best for x in new)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        if p["buy"]:
            return order_checks(init, final, [(p["id"], 1)])
        got = [(c["product"], c["qty"]) for c in shop(final)["cart"]]
        return [check("the cart holds the item, once", [(p["id"], 1)], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return order_changes() if p["buy"] else [f"{S}.cart[+1 product={p['id']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.watchlist")
        for pid in reversed(p["watch"]):  # newest first: read every row down to the end
            obs = yield from ui.scroll_to(obs, trigger="item.open", id=pid)
        obs = yield from ui.scroll_to(obs, trigger="item.open", id=p["id"], up=True)
        obs = yield from ui.tap(obs, trigger="item.open", id=p["id"])
        if p["buy"]:
            obs = yield from ui.tap(obs, trigger="item.buy")
            yield from pay_in_wallet(obs)
        else:
            yield from ui.tap(obs, trigger="item.cart")


NOTE_TITLES = ("Watchlist pick", "Best deal", "Before I buy")
NOTE_TITLES_ZH = ("关注好物", "最划算的", "买前算一算")
CONDS = ("new", "used")


class WatchlistBalanceNote(TaskTemplate):
    id = "shop.WatchlistBalanceNote"
    apps = ("shop", "wallet", "notes")
    composition = "transfer"
    # played from screenshots (2026-11-29): solved first try in 12 steps; L3
    hardness = ("apps3", "arithmetic")
    tags = ("finance", "reasoning", "handoff")
    budget = 60
    instructions = ('Of the {cond} items on my Shop watchlist, which costs least with shipping included? Don\'t buy '
                    'it. Make a new note titled "{note}" with its name and what my Wallet balance would be after '
                    "paying for it.",
                    "I'm thinking of buying the {cond} item on my Shop watchlist that's cheapest once shipping is "
                    'counted. Without buying anything, write a note called "{note}" giving the item and how much '
                    "would be left in my Wallet balance afterwards.",
                    "Find the cheapest {cond} item on my Shop watchlist, shipping included, but don't buy it. "
                    "Instead, create a new note titled \"{note}\" with the item's name and what my Wallet balance "
                    "would be after paying for it.")
    instructions_zh = ("我优选商城“关注”列表里成色为“{cond}”的商品中，加上运费哪件最便宜？先别买。新建一条标题为“{note}”的笔记，"
                       "写上它的名称，以及买下它之后我钱包余额还剩多少。",
                       "我想买优选商城“关注”列表里含运费最便宜的“{cond}”商品。先什么都别买，写一条名为“{note}”的笔记，"
                       "写明是哪件商品、买完后钱包余额会剩多少。",
                       "帮我在优选商城“关注”列表里找出成色为“{cond}”、含运费最便宜的商品，但先不要买。新建一条笔记，"
                       "标题为“{note}”，记下这件商品的名称，以及付完款后我的钱包余额还剩多少。")
    changes = ("apps.notes.notes[+1]",)
    goal_params = ("id", "note", "after")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cond = rng.choice(CONDS)
        w = watch_sample(rng, state, cond)
        zh = region(state) == "zh-CN"
        balance = round(rng.uniform(1.3, 3.0) * max(w["total"], 200.0) + rng.randrange(100) / 100, 2)
        return {**w, "cond_id": cond, "cond": COND_LABELS[cond], "balance": balance,
                "after": round(balance - w["total"], 2), "note": rng.choice(NOTE_TITLES_ZH if zh else NOTE_TITLES)}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        zh = locale.lower().startswith("zh")
        return {**out, "cond": self.tr(params["cond"], locale) if zh else params["cond"].lower()}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"shop": {"watchlist": p["watch"]}, "wallet": {"balance": p["balance"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = W(init)
        ps = [w.product(i) for i in shop(init)["watchlist"]]
        ok = [x for x in ps if x is not None and x.cond == p["cond_id"] and not x.auction]
        best = min(x.total for x in ok)
        return {"the cheapest watched item of the condition": sum(x.total == best for x in ok)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import norm, note_text, numbers, one_new_note

        n, out = one_new_note(init, final, p["note"])
        text = note_text(n) if n else ""
        return [*out,
                Check("names the item", bool(n) and norm(p["title"]) in norm(text), p["title"], text),
                Check("the balance after buying it", any(abs(x - p["after"]) < 0.005 for x in numbers(text)),
                      p["after"], text)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import new_note, to_notes

        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.watchlist")
        for pid in reversed(p["watch"]):  # newest first: read every row down to the end
            obs = yield from ui.scroll_to(obs, trigger="item.open", id=pid)
        obs = yield from ui.open_app("Wallet")  # the balance is on its home screen
        obs = yield from to_notes(obs)
        yield from new_note(obs, p["note"], f"{p['title']}\n{p['after']:.2f}")


# ---- a friend's request, corrected in a later text ------------------------------------------------
def colour_pairs(state: dict[str, Any]) -> list[tuple[Product, Product]]:
    """Pairs of affordable buy-it-now listings that differ only in colour (the title's last word or words),
    each title unique, their totals at least 6 apart."""
    groups: dict[str, list[Product]] = {}
    for p in _pool(state):
        if p.title.endswith(p.color):
            groups.setdefault(p.title[: -len(p.color)].rstrip(" ,，"), []).append(p)
    out = []
    for ps in groups.values():
        for i, a in enumerate(ps):
            for b in ps[i + 1:]:
                if a.color != b.color and abs(a.total - b.total) >= 6:
                    out.append((a, b))
    return out


ASK = "Hey! Could you order the {base} in {c1} from Shop for me? I'll pay you back."
ASK_ZH = "在吗？能帮我在优选商城买一个{base}吗？要{c1}的，钱我转你。"
FIX = "Wait, sorry, I meant {c2}, not {c1}!"
FIX_ZH = "等一下，我说错了，要{c2}的，不是{c1}的！"
#: what the friend texts in between
FILLERS = ("No rush, whenever you get a chance.", "Thanks so much, you're the best!", "It's for my sister's birthday.")
FILLERS_ZH = ("不着急，你有空再弄就行。", "太谢谢你了！", "是送我妹妹的生日礼物。")


class FriendCorrectedOrder(TaskTemplate):
    id = "shop.FriendCorrectedOrder"
    secrets = ("wallet_password",)
    apps = ("shop", "messages", "wallet")
    composition = "transfer"
    # played from screenshots (2026-11-29): the correction shows in the chat list's preview, so it is
    # no trap; L3
    hardness = ("apps3", "branch")
    tags = ("finance", "handoff", "social")
    budget = 60
    instructions = ("{name} texted me about something they want from Shop. If it costs {limit} or less with "
                    "shipping, buy it (pay from the Wallet balance) and text {name} what it came to; if it costs "
                    "more, don't buy it, just text {name} the price with shipping.",
                    "Read {name}'s texts about a Shop item they'd like me to get. Buy it with Wallet only if price "
                    "plus shipping is at most {limit}. Either way, reply to {name} by text with that total.",
                    "There's a Shop item {name} asked me about by text. Check its price with shipping: at {limit} "
                    "or less, buy it, paying from the Wallet balance, and text {name} how much it came to; above "
                    "that, don't buy it and just text {name} the price including shipping.")
    instructions_zh = ("{name}发短信说想让我在优选商城帮忙买个东西。如果含运费不超过{limit}，就买下来（用钱包余额支付），"
                       "再发短信告诉{name}花了多少钱；如果超过了就别买，只发短信告诉{name}含运费的价格。",
                       "看看{name}发来的短信，对方想让我在优选商城买件东西。只有价格加运费不超过{limit}时才用钱包买下。"
                       "不管买没买，都用短信把这个总价回复给{name}。",
                       "{name}发短信想让我在优选商城帮忙买样东西，先看看它含运费多少钱：不超过{limit}就买下（用钱包余额付款），"
                       "然后短信告诉{name}一共花了多少；超过{limit}就不买，只用短信告诉{name}含运费的价格。")
    goal_params = ("id", "buy", "thread_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads, next_message_id

        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        t, c = rng.choice([(t, c) for t, c in named_threads(state) if names.count(c["name"]) == 1])
        first, meant = rng.choice(colour_pairs(state))
        if rng.random() < 0.5:
            first, meant = meant, first
        buy = meant.total < first.total  # the limit falls between the two totals
        lo, hi = sorted((first.total, meant.total))
        limit = rng.randint(math.ceil(lo) + 1, max(math.ceil(lo) + 1, math.floor(hi) - 1))
        zh = region(state) == "zh-CN"
        base = first.title[: -len(first.color)].rstrip(" ,，")
        fmt = {"base": base, "c1": first.color if zh else first.color.lower(), "c2": meant.color if zh else meant.color.lower()}
        mid = next_message_id(state)
        bodies = [(ASK_ZH if zh else ASK).format(**fmt), rng.choice(FILLERS_ZH if zh else FILLERS),
                  (FIX_ZH if zh else FIX).format(**fmt)]
        msgs = [{"id": mid + i, "body": body, "time": DEFAULT_EPOCH_MS - ago * 60_000, "incoming": True, "read": False}
                for i, (body, ago) in enumerate(zip(bodies, (118, 115, 26), strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "address": t["address"], "msgs": msgs, "base": base,
                "id": meant.id, "title": meant.title, "total": meant.total, "first": first.id, "buy": buy,
                "limit_n": limit, "limit": _money(state, limit),
                "shown": f"¥{meant.total:,.2f}" if zh else f"${meant.total:,.2f}"}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        return sms_patch({p["thread_id"]: {"messages": [*t["messages"], *p["msgs"]]}})

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(c["name"] == p["name"] for c in init["os"]["providers"]["contacts"]),
                "the listing they meant": sum(x.title == p["title"] for x in W(init).products)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messages.common import sent_in_thread
        from bench.tasks.notes.common import numbers

        sent = sent_in_thread(init, final, p["thread_id"])
        body = str(sent[0].get("body", "")) if len(sent) == 1 else ""
        out = [check("one text to them", 1, len(sent)),
               Check("it gives the price with shipping", any(abs(x - p["total"]) < 0.005 for x in numbers(body)),
                     p["total"], body)]
        return [*order_checks(init, final, [(p["id"], 1)]), *out] if p["buy"] else out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return [*send_changes(p["thread_id"]), *(order_changes() if p["buy"] else [])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import send
        from bench.tasks.shop.common import search

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # both texts
        obs = yield from launch()
        obs = yield from search(obs, p["base"])  # every colour of it
        obs = yield from ui.tap(obs, trigger="item.open", id=p["id"])
        if p["buy"]:
            obs = yield from ui.tap(obs, trigger="item.buy")
            obs = yield from pay_in_wallet(obs)
        obs = yield from ui.open_app("Messages")
        if not obs.find(role="input"):
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        text = (f"已经买好了，含运费{p['shown']}。" if p["buy"] else f"含运费要{p['shown']}，有点贵，我先没买。") \
            if p["shown"].startswith("¥") else \
            (f"Ordered it: {p['shown']} with shipping." if p["buy"] else
             f"It's {p['shown']} with shipping, more than I wanted to spend, so I didn't buy it.")
        yield from send(obs, text)
