"""Shared samplers, judges and oracle helpers of the Shop tasks.

Products come from the phone's region's world (``os.device.region``): titles, brands, countries
and prices (USD or CNY) are that world's. Judges read the overlay (orders, cart, watchlist) and the
world data; purchases are judged on the new order (products, quantities, address) and on the Wallet
payment that paid it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, check
from mgym import actions as A
from mgym.apps.shop import world
from mgym.apps.shop.world import Product

APP = "shop"
S = "apps.shop"
ORDERS = f"{S}.orders"
PIN = "123456"
#: what paying through Wallet changes (paid from the balance)
WALLET_CHANGES = ["apps.wallet.new_bills[+1 dir=out]", "apps.wallet.balance"]
#: keep purchases well under the Wallet balance of either region
BUDGET = {"en": 900.0, "zh-CN": 5000.0}


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def W(state: dict[str, Any]) -> world.World:
    return world.world(region(state))


def shop(state: dict[str, Any]) -> dict[str, Any]:
    st: dict[str, Any] = state["apps"]["shop"]
    return st


def affordable(state: dict[str, Any], p: Product, qty: int = 1) -> bool:
    return (not p.auction) and p.total * qty <= BUDGET[region(state)]


def unique_titles(state: dict[str, Any]) -> dict[str, Product]:
    """Buy-it-now products whose title no other product shares (so a title names one listing)."""
    seen: dict[str, list[Product]] = {}
    for p in W(state).products:
        seen.setdefault(p.title, []).append(p)
    return {t: ps[0] for t, ps in seen.items() if len(ps) == 1 and not ps[0].auction}


def pick_titled(rng: Random, state: dict[str, Any], qty: int = 1,
                where: Callable[[Product], bool] | None = None) -> Product:
    """A random affordable buy-it-now product with a unique title."""
    pool = [p for p in unique_titles(state).values() if affordable(state, p, qty) and (where is None or where(p))]
    return rng.choice(sorted(pool, key=lambda p: p.id))


def new_orders(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {o["id"] for o in shop(init)["orders"]}
    return [o for o in shop(final)["orders"] if o["id"] not in old]


def order_checks(init: dict[str, Any], final: dict[str, Any], lines: Iterable[tuple[str, int]],
                 address: str | None = None) -> list[Check]:
    """One new order with exactly these (product, quantity) lines, shipped to ``address``, paid by one
    Wallet payment of its total."""
    want = sorted(lines)
    orders = new_orders(init, final)
    o = orders[0] if len(orders) == 1 else None
    got = sorted((ln["product"], ln["qty"]) for ln in o["lines"]) if o else []
    w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
    old = {b["id"] for b in w0["new_bills"]}
    bills = [b for b in w1["new_bills"] if b["id"] not in old and b["dir"] == "out"]
    bill = bills[0] if len(bills) == 1 else None
    out = [check("one new order", 1, len(orders)),
           Check("the right items and quantities", bool(o) and got == want, want, got),
           Check("paid through Wallet", o is not None and bill is not None and bill["order_id"] == o["id"]
                 and abs(bill["amount"] - o["total"]) < 0.005 and o["bill_id"] == bill["id"],
                 o["total"] if o else None, bill["amount"] if bill else None)]
    if address is not None:
        out.append(Check("shipped to the address", o is not None and o["address"] == address, address,
                         o["address"] if o else None))
    return out


def order_changes() -> list[str]:
    return [f"{ORDERS}[+1]", *WALLET_CHANGES]


def seed_order(state: dict[str, Any], oid: str, p: Product, qty: int, days_ago: float) -> dict[str, Any]:
    """An order (paid from the balance before the episode) as an overlay entry."""
    st = shop(state)
    a = next(a for a in st["addresses"] if a["id"] == st["default_address"])
    return {"id": oid, "time": state_now(state) - int(days_ago * world.DAY_MS), "address": a["id"],
            "ship_to": f"{a['name']}, {a['street']}, {a['city']} {a['zip']}".strip(),
            "lines": [{"product": p.id, "qty": qty, "price": p.price, "ship": p.ship}],
            "total": round(p.total * qty, 2), "bill_id": "", "status": "placed", "return_reason": "", "refund": 0.0,
            "returned_at": 0}


def state_now(state: dict[str, Any]) -> int:
    from mgym.clock import DEFAULT_EPOCH_MS
    return DEFAULT_EPOCH_MS


def with_orders(state: dict[str, Any], *extra: dict[str, Any]) -> dict[str, Any]:
    return {"apps": {"shop": {"orders": [*shop(state)["orders"], *extra]}}}


# ---- oracle helpers ---------------------------------------------------------------------------------
def launch() -> ui.Steps:
    return (yield from ui.open_app(APP))


def search(obs: Any, text: str) -> ui.Steps:
    """From the Shop's home: search for ``text``."""
    obs = yield from ui.tap(obs, trigger="home.search")
    obs = yield from ui.type_into(obs, "Search for anything", text)
    return (yield A.Enter())


def open_titled(obs: Any, p: Product) -> ui.Steps:
    """Search for the product's exact title and open it."""
    obs = yield from search(obs, p.title)
    return (yield from ui.tap(obs, trigger="item.open", id=p.id))


def set_qty(obs: Any, qty: int) -> ui.Steps:
    for _ in range(qty - 1):
        obs = yield from ui.tap(obs, trigger="item.qty", step="up")
    return obs


def pay_in_wallet(obs: Any, pin: str = PIN) -> ui.Steps:
    """Shop's Pay opens Wallet's checkout: Pay, the payment password, Done."""
    obs = yield from ui.tap(obs, trigger="checkout.pay")
    obs = yield from ui.tap(obs, trigger="checkout.pay")
    for d in pin:
        obs = yield from ui.tap(obs, trigger="pin.key", d=d)
    if obs.find(trigger="checkout.done"):
        obs = yield from ui.tap(obs, trigger="checkout.done")
    return obs


def filter_results(obs: Any, brand: str | None = None, cond: str | None = None, origin: str | None = None,
                   fmt: str | None = None, sort: str | None = None) -> ui.Steps:
    """On a results list: open the filter sheet, pick these, show results, then sort."""
    obs = yield from ui.tap(obs, trigger="results.filters")
    if brand:
        obs = yield from ui.tap(obs, trigger="filter.brand", brand=brand)
    if cond:
        obs = yield from ui.tap(obs, trigger="filter.cond", cond=cond)
    if origin:
        obs = yield from ui.tap(obs, trigger="filter.origin", origin=origin)
    if fmt:
        obs = yield from ui.tap(obs, trigger="filter.fmt", fmt=fmt)
    obs = yield from ui.tap(obs, trigger="filter.apply")
    if sort:
        obs = yield from ui.tap(obs, trigger="results.sort")
        obs = yield from ui.tap(obs, trigger="sort.pick", sort=sort)
    return obs


def open_category(obs: Any, cat: str) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="tab.categories")
    return (yield from ui.tap(obs, trigger="cat.open", cat=cat))


def first_result(obs: Any) -> str:
    rows = obs.find(trigger="item.open")
    if not rows:
        raise ui.OracleError(f"no results on {obs.screen}")
    return str(rows[0].params["id"])


def open_order(obs: Any, oid: str) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="tab.account")
    obs = yield from ui.tap(obs, trigger="account.orders")
    return (yield from ui.tap(obs, trigger="order.open", id=oid))
