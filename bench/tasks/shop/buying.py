"""Shop purchase tasks, paid through Wallet: the cheapest listing under conditions, a quantity of one
item, a cart of two items, and a purchase to a new default address."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.shop.common import (
    S,
    W,
    affordable,
    filter_results,
    first_result,
    launch,
    open_category,
    open_titled,
    order_changes,
    order_checks,
    pay_in_wallet,
    pick_titled,
    set_qty,
    shop,
)
from mgym.apps.shop.cards import COND_LABELS
from mgym.apps.shop.world import Product

PAY = "pay from the Wallet balance"
PAY_ZH = "用钱包余额支付"


def cheapest(state: dict[str, Any], cat: str, brand: str, cond: str, origin: str) -> list[Product]:
    """Buy-it-now listings of the category matching, cheapest first (price + shipping)."""
    ps = [p for p in W(state).in_category(cat) if p.brand == brand and p.cond == cond and p.origin == origin
          and not p.auction]
    return sorted(ps, key=lambda p: (p.total, p.id))


class BuyCheapestFiltered(TaskTemplate):
    id = "shop.BuyCheapestFiltered"
    secrets = ("wallet_password",)
    apps = ("shop", "wallet")
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("finance", "reasoning", "search")
    budget = 60
    instructions = ("In Shop, buy the cheapest {cond} {brand} item in {category} that ships from {country}, counting "
                    "shipping (buy it now, not an auction; " + PAY + ").",
                    "Find the {brand} listing in Shop's {category} with the lowest price plus shipping among {cond} "
                    "ones shipped from {country}, and buy one. " + PAY.capitalize() + ".",
                    "Please buy the {cond} {brand} item in Shop's {category} that ships from {country} and costs the least including shipping. Use Buy It Now, not an auction, and pay from the Wallet balance.")
    instructions_zh = ("在优选商城的“{category}”里，买一件从{country}发货、成色为“{cond}”的{brand}商品，选含运费最便宜的那件"
                       "（一口价，不要拍卖；" + PAY_ZH + "）。",
                       "在优选商城“{category}”中找到{country}发货、“{cond}”的{brand}商品里价格加运费最低的一件并买下。"
                       + PAY_ZH + "。",
                       '请在优选商城“{category}”里，从{country}发货、成色“{cond}”的{brand}商品中，买下含运费最便宜的一件（一口价，不要拍卖），用钱包余额支付。')
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            cat = rng.choice(sorted(w.categories))
            brand = rng.choice(w.categories[cat].brands)
            cond = rng.choice(("new", "new", "used", "refurbished"))
            origin = rng.choice(sorted(w.countries))
            ps = cheapest(state, cat, brand, cond, origin)
            if len(ps) >= 2 and ps[0].total < ps[1].total and affordable(state, ps[0]):
                return {"cat": cat, "category": w.categories[cat].name, "brand": brand, "cond_id": cond,
                        "cond": COND_LABELS[cond], "origin": origin, "country": w.countries[origin], "id": ps[0].id}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return {**out, "cond": self.tr(params["cond"], locale)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return order_checks(init, final, [(p["id"], 1)])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return order_changes()

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_category(obs, p["cat"])
        obs = yield from filter_results(obs, brand=p["brand"], cond=p["cond_id"], origin=p["origin"], fmt="buy",
                                        sort="price_asc")
        obs = yield from ui.tap(obs, trigger="item.open", id=first_result(obs))
        obs = yield from ui.tap(obs, trigger="item.buy")
        yield from pay_in_wallet(obs)


class BuyQuantity(TaskTemplate):
    id = "shop.BuyQuantity"
    secrets = ("wallet_password",)
    apps = ("shop", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "search")
    budget = 45
    split = "train"
    instructions = ('Buy {qty} of "{title}" in Shop with Buy It Now (' + PAY + ").",
                    'Order {qty} units of the Shop listing "{title}" and pay with Wallet.',
                    'Please get {qty} of "{title}" from Shop using Buy It Now, paid from the Wallet balance.')
    instructions_zh = ("在优选商城用“立即购买”买{qty}件“{title}”（" + PAY_ZH + "）。",
                       "在优选商城下单{qty}件“{title}”，用钱包付款。",
                       '请在优选商城用“立即购买”下单“{title}”，数量{qty}件，用钱包余额付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        qty = rng.choice((2, 3))
        p = pick_titled(rng, state, qty, where=lambda p: p.stock >= qty)
        return {"id": p.id, "title": p.title, "qty": qty}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return order_checks(init, final, [(p["id"], p["qty"])])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return order_changes()

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_titled(obs, W_of(obs, p))
        obs = yield from set_qty(obs, p["qty"])
        obs = yield from ui.tap(obs, trigger="item.buy")
        yield from pay_in_wallet(obs)


def W_of(obs: Any, p: dict[str, Any]) -> Product:
    """The product of the params (the oracle types its title)."""
    from mgym.apps.shop import world

    for region in ("en", "zh-CN"):
        prod = world.world(region).product(p["id"])
        if prod is not None and prod.title == p["title"]:
            return prod
    raise ui.OracleError(f"no product {p['id']}")


class CartCheckout(TaskTemplate):
    id = "shop.CartCheckout"
    secrets = ("wallet_password",)
    apps = ("shop", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "search")
    budget = 60
    instructions = ('Put "{a_title}" and {b_qty} of "{b_title}" in my Shop cart, then check out both in one order '
                    "(" + PAY + ").",
                    'Add one "{a_title}" and {b_qty} × "{b_title}" to the cart in Shop and pay for the cart with '
                    "Wallet.",
                    'I want one "{a_title}" and {b_qty} of "{b_title}" from Shop in a single order. Please add them to the cart and check out, paying from the Wallet balance.')
    instructions_zh = ("把1件“{a_title}”和{b_qty}件“{b_title}”加入优选商城购物车，然后一起结算成一个订单（" + PAY_ZH + "）。",
                       "在优选商城把“{a_title}”1件、“{b_title}”{b_qty}件加入购物车，并用钱包支付整个购物车。",
                       '我要在优选商城一单买下1件“{a_title}”和{b_qty}件“{b_title}”。请加入购物车后一起结算，用钱包余额付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a = pick_titled(rng, state)
        b = pick_titled(rng, state, 2, where=lambda p: p.id != a.id and p.stock >= 2)
        return {"a": a.id, "a_title": a.title, "b": b.id, "b_title": b.title, "b_qty": 2}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"shop": {"cart": []}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return order_checks(init, final, [(p["a"], 1), (p["b"], p["b_qty"])])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return order_changes()

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        for key, qty in (("a", 1), ("b", p["b_qty"])):
            obs = yield from open_titled(obs, W_of(obs, {"id": p[key], "title": p[f"{key}_title"]}))
            obs = yield from set_qty(obs, qty)
            obs = yield from ui.tap(obs, trigger="item.cart")
            obs = yield from ui.tap(obs, trigger="tab.cart")
            if key == "a":
                obs = yield from ui.tap(obs, trigger="tab.home")
        obs = yield from ui.tap(obs, trigger="cart.checkout")
        yield from pay_in_wallet(obs)


class DefaultAddressAndBuy(TaskTemplate):
    id = "shop.DefaultAddressAndBuy"
    secrets = ("wallet_password",)
    apps = ("shop", "wallet")
    composition = "transfer"
    difficulty = "L4"
    tags = ("finance", "settings")
    budget = 60
    instructions = ('In Shop, make "{street}" my default address, then buy "{title}" shipped there ({pay}).',
                    'Set my default shipping address in Shop to the one at {street} and order "{title}" to it. '
                    "Pay with Wallet.",
                    'Please set "{street}" as my default address in Shop, then order "{title}" to be shipped there ({pay}).')
    instructions_zh = ("在优选商城把“{street}”设为默认地址，然后购买“{title}”寄到这个地址（" + PAY_ZH + "）。",
                       "把优选商城的默认收货地址改成“{street}”，再下单“{title}”寄到那里。用钱包支付。",
                       '请先在优选商城把默认地址设为“{street}”，再购买“{title}”寄到这里，用钱包余额付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        st = shop(state)
        a = rng.choice([a for a in st["addresses"] if a["id"] != st["default_address"]])
        p = pick_titled(rng, state)
        return {"addr": a["id"], "street": a["street"], "id": p.id, "title": p.title, "pay": PAY}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("the default address", p["addr"], shop(final)["default_address"]),
                *order_checks(init, final, [(p["id"], 1)], address=p["addr"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{S}.default_address", *order_changes()]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.account")
        obs = yield from ui.tap(obs, trigger="account.addresses")
        obs = yield from ui.tap(obs, trigger="addr.default", addr=p["addr"])
        obs = yield from ui.tap(obs, trigger="sys.back")
        obs = yield from ui.tap(obs, trigger="tab.home")
        obs = yield from open_titled(obs, W_of(obs, p))
        obs = yield from ui.tap(obs, trigger="item.buy")
        yield from pay_in_wallet(obs)
