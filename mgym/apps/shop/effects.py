"""What the Shop's transitions do to the overlay: watchlist, cart, checkout through Wallet, orders,
returns (refunded through Wallet's REFUND broadcast), messages to sellers, addresses, sharing and the
delivery in Calendar. Search and filter effects are in :mod:`mgym.apps.shop.filters`."""

from __future__ import annotations

from typing import Any

from mgym.apps.shop import replies, tracking, world
from mgym.apps.shop.state import ship_to
from mgym.os.context import AppContext
from mgym.os.intents import PAY, REFUND, Intent

INSERT = "android.intent.action.INSERT"
EVENT_TYPE = "vnd.android.cursor.item/event"
LINK = "https://shop.example/item/{id}"
MAX_QTY = 10
RETURN_REASONS = ("changed_mind", "not_as_described", "damaged", "wrong_item", "too_late")


def W(ctx: AppContext) -> world.World:
    return world.world(ctx.region)


def product(ctx: AppContext, key: str = "id") -> world.Product | None:
    return W(ctx).product(ctx.param(key))


def has_product(ctx: AppContext) -> bool:
    return product(ctx) is not None


def view_item(ctx: AppContext) -> None:
    """Opening an item page records it as recently viewed (bookkeeping)."""
    pid = ctx.param("id")
    if W(ctx).product(pid) is None:
        return
    seen = [v for v in ctx.state["viewed"] if v != pid]
    ctx.state["viewed"] = [str(pid), *seen][:20]
    if not ctx.param("qty"):
        ctx.set_param("qty", 1)


# ---- watchlist ----------------------------------------------------------------------------------
def toggle_watch(ctx: AppContext) -> None:
    p = product(ctx)
    if p is None:
        return
    wl = ctx.state["watchlist"]
    if p.id in wl:
        wl.remove(p.id)
        ctx.toast("Removed from your watchlist")
    else:
        wl.append(p.id)
        ctx.toast("Added to your watchlist")


def unwatch(ctx: AppContext) -> None:
    pid = str(ctx.params.get("id", ""))
    if pid in ctx.state["watchlist"]:
        ctx.state["watchlist"].remove(pid)
        ctx.toast("Removed from your watchlist")


# ---- quantity, cart -----------------------------------------------------------------------------
def _qty(ctx: AppContext) -> int:
    try:
        return max(1, min(MAX_QTY, int(ctx.param("qty") or 1)))
    except (TypeError, ValueError):
        return 1


def qty_step(ctx: AppContext) -> None:
    p = product(ctx)
    if p is None:
        return
    step = 1 if ctx.params.get("step") == "up" else -1
    ctx.set_param("qty", max(1, min(MAX_QTY, p.stock, _qty(ctx) + step)))


def buyable(ctx: AppContext) -> bool:
    p = product(ctx)
    return p is not None and not p.auction


def add_to_cart(ctx: AppContext) -> None:
    p = product(ctx)
    if p is None or p.auction:
        return
    q = _qty(ctx)
    line = next((c for c in ctx.state["cart"] if c["product"] == p.id), None)
    if line is None:
        ctx.state["cart"].append({"product": p.id, "qty": q})
    else:
        line["qty"] = min(MAX_QTY, line["qty"] + q)
    ctx.toast("Added to cart")


def _line(ctx: AppContext) -> dict[str, Any] | None:
    pid = str(ctx.params.get("id", ""))
    return next((c for c in ctx.state["cart"] if c["product"] == pid), None)


def cart_step(ctx: AppContext) -> None:
    line = _line(ctx)
    if line is not None:
        step = 1 if ctx.params.get("step") == "up" else -1
        line["qty"] = max(1, min(MAX_QTY, line["qty"] + step))


def cart_remove(ctx: AppContext) -> None:
    line = _line(ctx)
    if line is not None:
        ctx.state["cart"].remove(line)
        ctx.toast("Removed from cart")


def cart_not_empty(ctx: AppContext) -> bool:
    return bool(ctx.state["cart"])


def checkout_cart(ctx: AppContext) -> dict[str, Any]:
    return {"src": "cart", "addr": ctx.state["default_address"]}


def checkout_item(ctx: AppContext) -> dict[str, Any]:
    return {"src": "item", "id": ctx.param("id"), "qty": _qty(ctx), "addr": ctx.state["default_address"]}


# ---- checkout ---------------------------------------------------------------------------------------
def checkout_lines(ctx: AppContext, params: dict[str, Any]) -> list[tuple[world.Product, int]]:
    w = W(ctx)
    if params.get("src") == "cart":
        return [(p, c["qty"]) for c in ctx.state["cart"] if (p := w.product(c["product"])) is not None]
    p = w.product(params.get("id"))
    if p is None:
        return []
    try:
        q = max(1, min(MAX_QTY, int(params.get("qty") or 1)))
    except (TypeError, ValueError):
        q = 1
    return [(p, q)]


def totals(lines: list[tuple[world.Product, int]]) -> tuple[float, float, float]:
    """(items, shipping, total) of checkout lines."""
    items = round(sum(p.price * q for p, q in lines), 2)
    ship = round(sum(p.ship * q for p, q in lines), 2)
    return items, ship, round(items + ship, 2)


def address(ctx: AppContext, aid: object) -> dict[str, Any] | None:
    return next((a for a in ctx.state["addresses"] if a["id"] == aid), None)


def next_order_id(ctx: AppContext) -> str:
    return f"OR{10600 + len(ctx.state['orders']) + 1}"


def _paid(ctx: AppContext) -> bool:
    return ctx.params.get("status") == "paid" and "amount" in ctx.params


def can_pay(ctx: AppContext) -> bool:
    if _paid(ctx):
        return True
    p = ctx.screen_params
    return bool(checkout_lines(ctx, p)) and address(ctx, p.get("addr")) is not None


def pay(ctx: AppContext) -> None:
    """Pay opens Wallet's checkout; only its "paid" result creates the order."""
    p = ctx.screen_params
    lines = checkout_lines(ctx, p)
    addr = address(ctx, p.get("addr"))
    if not lines or addr is None:
        return
    _, _, total = totals(lines)
    oid = next_order_id(ctx)
    if _paid(ctx):
        if str(ctx.params.get("order_id")) != oid or abs(float(ctx.params["amount"]) - total) > 0.005:
            return
        ctx.state["orders"].append({
            "id": oid, "time": ctx.now, "address": addr["id"], "ship_to": ship_to(addr), "total": total,
            "bill_id": str(ctx.params.get("bill_id", "")), "status": "placed", "return_reason": "",
            "refund": 0.0, "returned_at": 0,
            "lines": [{"product": pr.id, "qty": q, "price": pr.price, "ship": pr.ship} for pr, q in lines]})
        if p.get("src") == "cart":
            bought = {pr.id for pr, _ in lines}
            ctx.state["cart"] = [c for c in ctx.state["cart"] if c["product"] not in bought]
        if ctx.entry is not None:  # the checkout becomes the new order's page, with a "placed" banner
            ctx.entry.update(screen="order", params={"id": oid, "placed": True}, fields={}, focus=None, scroll={})
        return
    first = lines[0][0]
    memo = first.title if len(lines) == 1 else ctx.gettext("{title} and {n} more", title=first.title, n=len(lines) - 1)
    ctx.start(Intent(action=PAY, extras={"amount": total, "payee": ctx.gettext("Shop"), "payee_id": "shop",
                                         "memo": memo, "kind": "order", "order_id": oid, "category": "Shopping"}),
              result="checkout.pay")


def pick_address(ctx: AppContext) -> None:
    below = ctx.entry_below("checkout")
    aid = ctx.params.get("addr")
    if below is not None and address(ctx, aid) is not None:
        below["params"]["addr"] = aid


# ---- orders, returns -------------------------------------------------------------------------------
def order(ctx: AppContext, key: str = "id") -> dict[str, Any] | None:
    oid = ctx.param(key)
    return next((o for o in ctx.state["orders"] if o["id"] == oid), None)


def has_order(ctx: AppContext) -> bool:
    return order(ctx) is not None


def returnable(ctx: AppContext) -> bool:
    o = order(ctx)
    return o is not None and tracking.returnable(ctx.region, o, ctx.now)


def pick_reason(ctx: AppContext) -> None:
    if ctx.params.get("reason") in RETURN_REASONS:
        ctx.set_param("reason", ctx.params["reason"])


def reason_chosen(ctx: AppContext) -> bool:
    return returnable(ctx) and ctx.param("reason") in RETURN_REASONS


def submit_return(ctx: AppContext) -> None:
    """The return is accepted at once and refunded through Wallet (a refund bill, money back)."""
    o = order(ctx)
    if o is None:
        return
    o.update(status="returned", return_reason=str(ctx.param("reason")), returned_at=ctx.now, refund=o["total"])
    ctx.broadcast(REFUND, amount=o["total"], order_id=o["id"], payee=ctx.gettext("Shop"), payee_id="shop",
                  memo=ctx.gettext("Refund for order {id}", id=o["id"]))
    ctx.toast("Return accepted. Refund sent to Wallet")


def add_to_calendar(ctx: AppContext) -> None:
    o = order(ctx)
    if o is None:
        return
    day = tracking.delivered_at(ctx.region, o) - 14 * tracking.HOUR
    first = W(ctx).product(o["lines"][0]["product"])
    title = ctx.gettext("Delivery: {title}", title=first.title if first else o["id"])
    ctx.start(Intent(action=INSERT, type=EVENT_TYPE, extras={
        "title": title, "begin": day, "end": day, "all_day": True,
        "notes": ctx.gettext("Shop order {id}", id=o["id"])}))


# ---- sharing, messages ---------------------------------------------------------------------------------
def share_item(ctx: AppContext) -> None:
    p = product(ctx)
    if p is not None:
        ctx.share(text=f"{p.title} {LINK.format(id=p.id)}", subject=p.title)


def seller_of_param(ctx: AppContext) -> dict[str, Any]:
    p = product(ctx)
    return {"seller": p.seller if p else "", "order": ""}


def order_seller(ctx: AppContext) -> dict[str, Any]:
    o = order(ctx)
    p = W(ctx).product(o["lines"][0]["product"]) if o else None
    return {"seller": p.seller if p else "", "order": o["id"] if o else ""}


def has_seller(ctx: AppContext) -> bool:
    return W(ctx).seller(ctx.param("seller")) is not None


def send_message(ctx: AppContext) -> None:
    text = ctx.field("msg").strip()
    seller = ctx.param("seller")
    if not text or W(ctx).seller(seller) is None:
        return
    msgs = ctx.state["messages"]
    mid = max((m["id"] for m in msgs), default=0) + 1
    msgs.append({"id": mid, "seller": seller, "text": text[:500], "time": ctx.now, "mine": True,
                 "order": str(ctx.param("order") or "")})
    ctx.set_field("msg", "")
    replies.schedule_reply(ctx, seller, mid)


def has_text(ctx: AppContext) -> bool:
    return bool(ctx.field("msg").strip())


# ---- addresses ---------------------------------------------------------------------------------------
ADDRESS_FIELDS = ("name", "phone", "street", "city", "zip")


def fill_address(ctx: AppContext) -> None:
    """A new editor starts with the address' fields (or empty ones for a new address)."""
    a = address(ctx, ctx.param("addr"))
    for f in ADDRESS_FIELDS:
        ctx.set_field(f, str(a[f]) if a else "")


def address_ok(ctx: AppContext) -> bool:
    return all(ctx.field(f).strip() for f in ("name", "street", "city"))


def save_address(ctx: AppContext) -> None:
    a = address(ctx, ctx.param("addr"))
    values = {f: ctx.field(f).strip() for f in ADDRESS_FIELDS}
    if a is None:
        n = max((int(x["id"][1:]) for x in ctx.state["addresses"] if x["id"][1:].isdigit()), default=0) + 1
        a = {"id": f"a{n}", **values}
        ctx.state["addresses"].append(a)
        if not ctx.state["default_address"]:
            ctx.state["default_address"] = a["id"]
        ctx.toast("Address added")
    else:
        a.update(values)
        ctx.toast("Address saved")


def set_default(ctx: AppContext) -> None:
    aid = ctx.params.get("addr")
    if address(ctx, aid) is not None:
        ctx.state["default_address"] = aid
        ctx.toast("Default address changed")


def is_address(ctx: AppContext) -> bool:
    return address(ctx, ctx.param("addr")) is not None


def delete_address(ctx: AppContext) -> None:
    aid = ctx.param("addr")
    ctx.state["addresses"] = [a for a in ctx.state["addresses"] if a["id"] != aid]
    if ctx.state["default_address"] == aid:
        ctx.state["default_address"] = ctx.state["addresses"][0]["id"] if ctx.state["addresses"] else ""
    ctx.toast("Address deleted")


# ---- auctions ---------------------------------------------------------------------------------------------
def min_bid(p: world.Product) -> float:
    step = 0.5 if p.price < 10 else 1.0 if p.price < 100 else 5.0 if p.price < 1000 else 10.0
    return round(p.price + step, 2)


def open_auction(ctx: AppContext) -> bool:
    p = product(ctx)
    return p is not None and p.auction and p.ends > ctx.now


def place_bid(ctx: AppContext) -> None:
    p = product(ctx)
    if p is None:
        return
    ctx.state["bids"] = [b for b in ctx.state["bids"] if b["product"] != p.id]
    ctx.state["bids"].append({"product": p.id, "amount": min_bid(p), "time": ctx.now})
    ctx.toast("You're the highest bidder")
