"""Shop tasks that are hard by construction (``hardness``), of kinds the older hard ones do not test:
the cheapest listing that meets a star rating no filter offers (the cheapest ones fall just short), a
pre-filled cart cleaned against rules its rows do not show (where each item ships from) and checked out
only if the Wallet would keep enough, and a purchase chosen between colour variants by price plus
shipping that needs a Wallet top-up first when the balance falls short."""

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
    filter_results,
    launch,
    open_category,
    order_changes,
    order_checks,
    pay_in_wallet,
    region,
    shop,
    unique_titles,
)
from mgym.apps.shop import world
from mgym.apps.shop.cards import COND_LABELS
from mgym.apps.shop.world import Product
from mgym.clock import DEFAULT_EPOCH_MS


def _money(state: dict[str, Any], x: float) -> str:
    """An amount as an instruction writes it in the phone's currency."""
    return f"¥{x:,.0f}" if region(state) == "zh-CN" else f"${x:,.0f}"


def _country(state: dict[str, Any], code: str) -> str:
    """A country as a sentence names it ("the United States")."""
    name = W(state).countries[code]
    return f"the {name}" if code in ("US", "UK") and region(state) == "en" else name


# ---- the cheapest listing with a star rating no filter offers ----------------------------------------
CONDS = ("new", "used", "refurbished")
THRESHOLDS = (4.0, 4.5)


@cache
def _rated_groups(reg: str) -> tuple[tuple[str, str, str, float, tuple[str, ...], str], ...]:
    """(category, condition, origin, threshold, ids checked cheapest first, target id) where the cheapest
    buy-it-now listings by price plus shipping all have reviews, the first ones rated under the threshold
    and the target the first at or above it (its total unique), within the first six rows."""
    w = world.world(reg)
    state = {"os": {"device": {"region": reg}}}
    groups: dict[tuple[str, str, str], list[Product]] = {}
    for p in w.products:
        if not p.auction and p.cond in CONDS:
            groups.setdefault((p.cat, p.cond, p.origin), []).append(p)
    out = []
    for (cat, cond, origin), ps in sorted(groups.items()):
        ps.sort(key=lambda p: (p.total, p.id))
        for thr in THRESHOLDS:
            seen: list[str] = []
            for i, p in enumerate(ps[:6]):
                stars, n = world.rating(reg, p.id)
                if n == 0:
                    break
                if stars >= thr:
                    if (i >= 1 and affordable(state, p) and ps[i - 1].total < p.total - 0.5
                            and (i + 1 == len(ps) or ps[i + 1].total > p.total)
                            and world.rating(reg, ps[0].id)[0] >= thr - 0.8):
                        out.append((cat, cond, origin, thr, tuple(seen), p.id))
                    break
                seen.append(p.id)
    return tuple(out)


class CheapestWellRated(TaskTemplate):
    id = "shop.CheapestWellRated"
    secrets = ("wallet_password",)
    apps = ("shop", "wallet")
    hardness = ("explore", "arithmetic", "trap", "steps")
    subsets = ("payment",)
    tags = ("finance", "reasoning", "explore")
    budget = 60
    instructions = ("In Shop's {category}, buy the {cond} Buy It Now listing that ships from {country} and has an "
                    "average rating of at least {stars} stars, choosing the one that costs least with shipping "
                    "included. Pay from the Wallet balance.",
                    "I want the cheapest {cond} item in Shop's {category} shipped from {country}, counting shipping, "
                    "but only among listings rated {stars} stars or more. Buy one (Buy It Now, not an auction) and "
                    "pay with the Wallet balance.",
                    "Find me a {cond} listing in the {category} category of Shop that ships from {country}, is rated "
                    "at least {stars} stars, and has the lowest price plus shipping of those. Buy it now and pay "
                    "from my Wallet balance.")
    instructions_zh = ("在优选商城的“{category}”里，买一件从{country}发货、成色为“{cond}”、平均评分不低于{stars}星的一口价商品，"
                       "选含运费最便宜的那件，用钱包余额支付。",
                       "我想要优选商城“{category}”里从{country}发货的“{cond}”商品，但只考虑评分在{stars}星及以上的，"
                       "挑连运费算在内最便宜的一件买下（一口价，不要拍卖），用钱包余额付款。",
                       "帮我在优选商城“{category}”分类中找一件从{country}发货、成色“{cond}”、评分至少{stars}星的商品，"
                       "要其中价格加运费最低的，直接购买，并用钱包余额支付。")
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        cat, cond, origin, thr, seen, target = rng.choice(_rated_groups(region(state)))
        return {"cat": cat, "category": w.categories[cat].name, "cond_id": cond, "cond": COND_LABELS[cond],
                "origin": origin, "country": _country(state, origin), "stars": f"{thr:.1f}", "seen": list(seen),
                "id": target}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        zh = locale.lower().startswith("zh")
        return {**out, "cond": self.tr(params["cond"], locale) if zh else params["cond"].lower()}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        reg = region(init)
        ok = [x for x in W(init).in_category(p["cat"]) if not x.auction and x.cond == p["cond_id"]
              and x.origin == p["origin"] and world.rating(reg, x.id)[0] >= float(p["stars"])]
        best = min(x.total for x in ok)
        return {"the cheapest well-rated listing": sum(x.total == best for x in ok)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return order_checks(init, final, [(p["id"], 1)])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return order_changes()

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_category(obs, p["cat"])
        obs = yield from filter_results(obs, cond=p["cond_id"], origin=p["origin"], fmt="buy", sort="price_asc")
        for pid in p["seen"]:  # cheapest first: each one's rating is on its page, under the threshold
            obs = yield from ui.tap(obs, trigger="item.open", id=pid)
            obs = yield from ui.tap(obs, trigger="sys.back")
        obs = yield from ui.tap(obs, trigger="item.open", id=p["id"])
        obs = yield from ui.tap(obs, trigger="item.buy")
        yield from pay_in_wallet(obs)


# ---- a pre-filled cart cleaned against rules its rows do not show ----------------------------------
def _home_pairs(state: dict[str, Any]) -> list[tuple[Product, Product]]:
    """Brand-new colour variants of one listing: (shipped from the home country, shipped from abroad)."""
    from bench.tasks.shop.hard import colour_pairs

    home = W(state).home
    out = []
    for a, b in colour_pairs(state):
        for x, y in ((a, b), (b, a)):
            if x.cond == "new" and y.cond == "new" and x.origin == home and y.origin != home:
                out.append((x, y))
    return sorted(out, key=lambda xy: (xy[0].id, xy[1].id))


@cache
def _cart_pool(reg: str) -> tuple[Product, ...]:
    state = {"os": {"device": {"region": reg}}}
    return tuple(sorted((p for p in unique_titles(state).values() if affordable(state, p)), key=lambda p: p.id))


def _reach(obs: Any, **kw: Any) -> ui.Steps:
    """Scroll the list up or down until the element is on screen."""
    if obs.find(**kw):
        return obs
    try:
        return (yield from ui.scroll_to(obs, up=True, **kw))
    except ui.OracleError:
        return (yield from ui.scroll_to(obs, **kw))


class CleanCartThenCheckout(TaskTemplate):
    id = "shop.CleanCartThenCheckout"
    secrets = ("wallet_password",)
    apps = ("shop", "wallet")
    hardness = ("trap", "branch", "arithmetic", "explore")
    subsets = ("payment",)
    tags = ("finance", "reasoning", "delete")
    budget = 60
    instructions = ("Tidy up my Shop cart: I only want brand-new items that ship from {country}, so remove anything "
                    "else. Then, if paying for what's left would still leave at least {keep} in my Wallet balance, "
                    "check out and pay from the balance; if not, just leave the items in the cart.",
                    "Go through my Shop cart and take out every item that isn't brand new or doesn't ship from "
                    "{country}. After that, check out the rest with the Wallet balance, but only if my balance would "
                    "still be {keep} or more afterwards; otherwise don't buy anything yet.",
                    "My Shop cart needs cleaning: keep only the brand-new things shipped from {country} and remove "
                    "the others. If my Wallet balance would stay at {keep} or above after paying for the cleaned-up "
                    "cart, buy it, paying from the balance; otherwise leave the cart as it is for now.")
    instructions_zh = ("帮我整理一下优选商城的购物车：我只要从{country}发货的全新商品，其他的都删掉。然后，如果付完剩下的商品后"
                       "钱包余额还能剩至少{keep}，就结算并用余额支付；不够的话就先留在购物车里。",
                       "把我优选商城购物车里不是全新、或者不是从{country}发货的商品都移除。之后，只有在付款后钱包余额仍不低于"
                       "{keep}时，才用钱包余额把剩下的结算掉；否则先什么都别买。",
                       "我的优选商城购物车需要清理：只保留从{country}发货的全新商品，其余的删掉。如果为清理后的购物车付款后，"
                       "钱包余额还能保持在{keep}或以上，就用余额买下；否则先把商品留在购物车里。")
    goal_params = ("keep_ids", "buy")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        home = w.home
        pool = _cart_pool(region(state))
        pairs = _home_pairs(state)
        while True:
            kept, abroad = rng.choice(pairs)
            others = [p for p in pool if p.id not in (kept.id, abroad.id)]
            keepers = [kept, *rng.sample([p for p in others if p.cond == "new" and p.origin == home], 2)]
            worn = rng.choice([p for p in others if p.cond != "new" and p.origin == home])
            far = rng.choice([p for p in others if p.cond == "new" and p.origin != home and p.id != worn.id])
            qty = {p.id: 1 for p in keepers}
            qty[rng.choice(keepers).id] = 2
            total = round(sum(p.total * qty[p.id] for p in keepers), 2)
            if total <= BUDGET[region(state)] and all(p.stock >= 2 for p in keepers):
                break
        last = rng.choice(keepers)  # a kept line last: a long cart's last line can sit under its pay bar
        lines = [x for x in (*keepers, abroad, worn, far) if x is not last]
        rng.shuffle(lines)
        lines.append(last)
        cart = [{"product": p.id, "qty": qty.get(p.id, 1)} for p in lines]
        buy = rng.random() < 0.5
        balance = round(total + rng.uniform(150, 900) + rng.randrange(100) / 100, 2)
        after = balance - total
        step = 500 if region(state) == "zh-CN" else 50
        keep = (math.floor(after / step) + 1) * step if not buy else math.floor(after / step) * step
        if buy and after - keep < 5:
            keep -= step
        if not buy and keep - after < 5:
            keep += step
        keep = max(keep, step)
        return {"country": _country(state, home), "cart": cart, "keep_ids": [c for c in cart if c["product"] in qty],
                "balance": balance, "total": total, "keep_n": keep, "keep": _money(state, keep), "buy": buy,
                "open": [c["product"] for c in cart]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"shop": {"cart": p["cart"]}, "wallet": {"balance": p["balance"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [(c["product"], c["qty"]) for c in shop(final)["cart"]]
        want = [(c["product"], c["qty"]) for c in p["keep_ids"]]
        if p["buy"]:
            return [*order_checks(init, final, want), check("the cart is empty after checkout", [], got)]
        return [check("the cart holds only the items that fit", want, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        """The cart's lines as the diff names them (by position: they have no ids): the kept lines move up
        in their order, the rest go (all of them after a checkout)."""
        before, after = p["cart"], [] if p["buy"] else p["keep_ids"]
        out = []
        for i, line in enumerate(before):
            if i >= len(after):
                out.append(f"{S}.cart[{i}]")
                continue
            out += [f"{S}.cart[{i}].{k}" for k in ("product", "qty") if line[k] != after[i][k]]
        return [*out, *(order_changes() if p["buy"] else [])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.cart")
        for pid in p["open"]:  # where each one ships from is on its page, not in the cart
            obs = yield from ui.tap(obs, trigger="item.open", id=pid)
            obs = yield from ui.tap(obs, trigger="sys.back")
        keep = {c["product"] for c in p["keep_ids"]}
        for c in p["cart"]:  # top down: the lines below move up as lines go
            if c["product"] not in keep:
                obs = yield from _reach(obs, trigger="cart.remove", id=c["product"])
                obs = yield from ui.tap(obs, trigger="cart.remove", id=c["product"])
        obs = yield from ui.open_app("Wallet")  # the balance is on its home screen
        if p["buy"]:
            obs = yield from launch()
            if not obs.find(trigger="cart.checkout"):
                obs = yield from ui.tap(obs, trigger="tab.cart")
            obs = yield from ui.tap(obs, trigger="cart.checkout")
            yield from pay_in_wallet(obs)


# ---- the cheapest listing that arrives in time, after a Wallet top-up if the balance falls short ------
WITHIN = (5, 6, 7, 9, 10)
DAY = world.DAY_MS


@cache
def _timely_groups(reg: str) -> tuple[tuple[str, int, tuple[str, ...], str], ...]:
    """(category, days, ids too slow cheapest first, target id): among the category's brand-new buy-it-now
    listings by price plus shipping, the first ones arrive after ``days`` days and the target (unique
    total, affordable) is the first that arrives within them, within the first six rows."""
    w = world.world(reg)
    state = {"os": {"device": {"region": reg}}}
    out = []
    for cat in sorted(w.categories):
        ps = sorted((p for p in w.in_category(cat) if not p.auction and p.cond == "new"), key=lambda p: (p.total, p.id))
        for n in WITHIN:
            slow: list[str] = []
            for i, p in enumerate(ps[:6]):
                if p.days <= n:
                    if (i >= 1 and affordable(state, p) and p.total >= 20 and ps[i - 1].total < p.total
                            and (i + 1 == len(ps) or ps[i + 1].total > p.total) and ps[i - 1].days <= n + 4):
                        out.append((cat, n, tuple(slow), p.id))
                    break
                slow.append(p.id)
    return tuple(out)


class TimelyBuyTopUp(TaskTemplate):
    id = "shop.TimelyBuyTopUp"
    secrets = ("wallet_password",)
    apps = ("shop", "wallet")
    hardness = ("temporal", "explore", "arithmetic", "branch", "trap")
    subsets = ("payment",)
    tags = ("finance", "reasoning", "explore")
    budget = 60
    instructions = ("I need something from Shop's {category} that arrives within {days} days from today. Buy the "
                    "brand-new Buy It Now listing that gets here in time and costs least with shipping included. Pay "
                    "from the Wallet balance; if the balance doesn't cover it, first add money from my {card}: the "
                    "missing amount rounded up to a multiple of 10.",
                    "Buy the cheapest brand-new item in Shop's {category} (price plus shipping, Buy It Now) whose "
                    "estimated delivery is no more than {days} days from today. It must be paid from my Wallet "
                    "balance, so if that's too low, top it up first from my {card} by the shortfall, rounded up to "
                    "the next multiple of 10.",
                    "From Shop's {category}, get me the brand-new listing with the lowest total including shipping "
                    "among those estimated to arrive within {days} days of today (Buy It Now only). Pay with the "
                    "Wallet balance. If there isn't enough in it, add the difference from my {card} first, rounded "
                    "up to a multiple of 10.")
    instructions_zh = ("我需要优选商城“{category}”里的一件东西，要在今天起{days}天内送到。请买下能按时送到的全新一口价商品中"
                       "含运费最便宜的那件，用钱包余额支付；如果余额不够，先从我的{card}充值，金额为差额向上取整到10的倍数。",
                       "在优选商城“{category}”里买一件全新商品：预计送达时间不晚于今天起{days}天，且价格加运费最低（一口价）。"
                       "必须用钱包余额付款，所以余额不足时，先从我的{card}充值，充值金额是差额向上取整到10的倍数。",
                       "帮我从优选商城“{category}”中，在预计{days}天内（从今天算起）能送到的全新一口价商品里，挑含运费总价最低的"
                       "一件买下，用钱包余额支付。余额不够的话，先从我的{card}把差额充进来，金额向上取整到10的倍数。")
    goal_params = ("id", "topup", "card_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.wallet.common import card_words, wallet

        w = W(state)
        cat, n, slow, target = rng.choice(_timely_groups(region(state)))
        p = w.product(target)
        assert p is not None
        short = rng.random() < 0.5
        while True:
            balance = round(p.total - rng.uniform(3, p.total * 0.6) if short else p.total + rng.uniform(5, 400), 2)
            if not short or (p.total - balance) % 10 > 0.5:
                break
        topup = math.ceil(round(p.total - balance, 2) / 10) * 10 if short else 0
        card = rng.choice(wallet(state)["cards"])
        return {"cat": cat, "category": w.categories[cat].name, "days": n, "slow": list(slow), "id": target,
                "total": p.total, "balance": balance, "topup": topup, "card": card_words(card), "card_id": card["id"]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        from bench.tasks.wallet.common import card_words_zh

        out = super().localize(params, locale)
        return {**out, "card": card_words_zh(params["card"])} if locale.lower().startswith("zh") else out

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"balance": p["balance"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        ok = [x for x in W(init).in_category(p["cat"]) if not x.auction and x.cond == "new" and x.days <= p["days"]]
        best = min(x.total for x in ok)
        return {"the cheapest listing that arrives in time": sum(x.total == best for x in ok)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.wallet.common import new_bills

        added = new_bills(init, final)
        paid = [b for b in added if b["dir"] == "out"]
        ups = [b for b in added if b["dir"] == "in"]
        out = [*order_checks(init, final, [(p["id"], 1)]),
               Check("paid from the balance", len(paid) == 1 and paid[0]["method_id"] == "balance", "balance",
                     paid[0]["method_id"] if len(paid) == 1 else None)]
        if p["topup"]:
            up = ups[0] if len(ups) == 1 else {}
            out.append(Check("topped up by the rounded shortfall from the card",
                             up.get("kind") == "topup" and abs(float(up.get("amount", -1)) - p["topup"]) < 0.005
                             and up.get("method_id") == p["card_id"], [p["topup"], p["card_id"]],
                             [up.get("amount"), up.get("method_id")]))
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*order_changes(), *(["apps.wallet.new_bills[+1 dir=in]"] if p["topup"] else [])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.wallet.common import amount_field, open_service, pay, tap

        obs = yield from launch()
        obs = yield from open_category(obs, p["cat"])
        obs = yield from filter_results(obs, cond="new", fmt="buy", sort="price_asc")
        for pid in p["slow"]:  # cheapest first: each one's estimated delivery is on its page, too late
            obs = yield from ui.tap(obs, trigger="item.open", id=pid)
            obs = yield from ui.tap(obs, trigger="sys.back")
        obs = yield from ui.tap(obs, trigger="item.open", id=p["id"])
        obs = yield from ui.open_app("Wallet")  # the balance, on its home screen
        if p["topup"]:
            obs = yield from open_service("svc.add_money")
            obs = yield from ui.type_into(obs, amount_field(obs), f"{p['topup']}")
            obs = yield from tap(obs, trigger="addmoney.next")
            obs = yield from pay(obs, method=p["card_id"])
        obs = yield from launch()
        if not obs.find(trigger="item.buy"):
            obs = yield from ui.tap(obs, trigger="item.open", id=p["id"])
        obs = yield from ui.tap(obs, trigger="item.buy")
        yield from pay_in_wallet(obs)


# ---- shipping paid on imports over a window of the order history -------------------------------------
class ImportShippingWindow(AnswerTask):
    id = "shop.ImportShippingWindow"
    apps = ("shop", "answersheet")
    hardness = ("aggregate", "temporal", "explore", "trap")
    tags = ("finance", "extract", "reasoning")
    budget = 60
    instructions = ("How much did I pay in shipping on Shop orders from the last {days} days for items that ship from "
                    "outside {country}? Count every unit, and leave out orders I returned. Answer on the AnswerSheet.",
                    "Add up the shipping charges I paid in the past {days} days on Shop items sent from abroad (not "
                    "from {country}), per unit ordered, skipping any returned order. Put the total in AnswerSheet.",
                    "I want to know what imports cost me in shipping: across my Shop orders of the last {days} days, "
                    "total the shipping paid for items shipped from outside {country} (every unit counts; returned "
                    "orders don't). Answer on the AnswerSheet.")
    instructions_zh = ("最近{days}天我在优选商城下的订单里，从{country}以外发货的商品一共付了多少运费？按件数计算，已退货的订单不算。"
                       "请在答题卡上作答。",
                       "把过去{days}天优选商城订单中、从境外（不是{country}）发货的商品所付的运费加起来，每件都算，退了货的订单不算，"
                       "把合计填到答题卡。",
                       "我想知道进口商品花了多少运费：在最近{days}天的优选商城订单里，把从{country}以外发货的商品付的运费加起来"
                       "（按件数算，退货订单不算）。请在答题卡上作答。")
    answer_fields = (AnswerField("total", "Shipping paid", "number", "number", hint="The amount, e.g. 12.50",
                                 precision="0.01", label_zh="运费合计", hint_zh="金额，例如 12.50"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.shop.common import seed_order

        w = W(state)
        home = w.home
        days = rng.choice((14, 21, 30))
        existing = shop(state)["orders"]
        taken = {ln["product"] for o in existing for ln in o["lines"]}
        pool = [p for p in _cart_pool(region(state)) if p.id not in taken and p.total * 2 <= BUDGET[region(state)]]
        far = [p for p in pool if p.origin != home and p.ship > 0]
        near = [p for p in pool if p.origin == home and p.ship > 0]
        free = [p for p in pool if p.origin != home and p.ship == 0]
        # inside the window: five imports with shipping, three domestic with shipping, one free-shipping import,
        # one returned import; just outside it: two imports with shipping
        prods = [*rng.sample(far, 8), *rng.sample(near, 3), rng.choice(free)]
        kinds = ["far"] * 5 + ["returned", "late", "late"] + ["near"] * 3 + ["free"]
        inside = rng.sample(range(1, days - 1), 10)
        ages = {"late": [days + 1 + rng.randrange(2), days + 3 + rng.randrange(6)]}
        orders = []
        for i, (p, kind) in enumerate(zip(prods, kinds, strict=True)):
            age = ages["late"].pop() if kind == "late" else inside.pop()
            o = seed_order(state, f"OR{rng.randint(30000, 39999) * 10 + i}", p, rng.choice((1, 1, 2, 3)), age)
            o["time"] -= rng.randrange(0, 8) * world.HOUR_MS
            if kind == "returned":
                o.update(status="returned", return_reason="changed_mind", refund=o["total"],
                         returned_at=min(o["time"] + DAY, DEFAULT_EPOCH_MS - world.HOUR_MS))
            orders.append(o)
        own = [{k: o[k] for k in ("id", "time", "status", "lines")} for o in existing]
        return {"days": days, "orders": orders, "own": own, "region": region(state),
                "country": _country(state, home)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.shop.common import with_orders

        return with_orders(state, *p["orders"])

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        w = W(init)
        start = _day_start(DEFAULT_EPOCH_MS) - p["days"] * DAY
        total = 0.0
        for o in shop(init)["orders"]:
            if o["time"] >= start and o["status"] != "returned":
                for ln in o["lines"]:
                    prod = w.product(ln["product"])
                    if prod is not None and prod.origin != w.home:
                        total += ln["ship"] * ln["qty"]
        return {"total": f"{total:.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.account")
        obs = yield from ui.tap(obs, trigger="account.orders")
        start = _day_start(DEFAULT_EPOCH_MS) - p["days"] * DAY
        total = 0.0
        w = world.world(p["region"])
        for o in sorted([*p["orders"], *p["own"]], key=lambda o: -o["time"]):  # newest first, to the first too old
            obs = yield from ui.tap(obs, trigger="order.open", id=o["id"])
            if o["time"] < start:
                break
            if o["status"] != "returned":
                for ln in o["lines"]:  # where it ships from is on the item's page
                    obs = yield from ui.tap(obs, trigger="item.open", id=ln["product"])
                    prod = w.product(ln["product"])
                    if prod is not None and prod.origin != w.home:
                        total += ln["ship"] * ln["qty"]
                    obs = yield from ui.tap(obs, trigger="sys.back")
            obs = yield from ui.tap(obs, trigger="sys.back")
        yield from ui.fill_answers(obs, {"total": f"{total:.2f}"})


def _day_start(ms: int) -> int:
    return ms - ms % DAY
