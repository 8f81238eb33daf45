"""Shop views (buying and the account): cart, checkout, ship-to sheet, purchases, order details with
tracking, return, messages with sellers, My Shop, addresses."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from mgym.app import View
from mgym.apps.shop import effects as fx
from mgym.apps.shop import tracking, world
from mgym.apps.shop.cards import base, card
from mgym.i18n import N_
from mgym.os.context import AppContext

T = "apps/shop/"
REASON_LABELS = {"changed_mind": N_("Changed my mind"), "not_as_described": N_("Doesn't match the description"),
                 "damaged": N_("Arrived damaged"), "wrong_item": N_("Wrong item sent"),
                 "too_late": N_("Arrived too late")}


def cart(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    rows = [{**card(ctx, p), "qty": c["qty"], "line": round(p.total * c["qty"], 2)}
            for c in ctx.state["cart"] if (p := w.product(c["product"])) is not None]
    lines = fx.checkout_lines(ctx, {"src": "cart"})
    items, ship, total = fx.totals(lines)
    return View(T + "cart.html", {**base(ctx), "rows": rows, "items": items, "ship": ship, "total": total,
                                  "n": sum(q for _, q in lines)})


def _address_row(ctx: AppContext, a: dict[str, Any]) -> dict[str, Any]:
    return {**a, "default": a["id"] == ctx.state["default_address"]}


def checkout(ctx: AppContext) -> View:
    p = ctx.screen_params
    lines = fx.checkout_lines(ctx, p)
    items, ship, total = fx.totals(lines)
    addr = fx.address(ctx, p.get("addr"))
    rows = [{**card(ctx, pr), "qty": q, "line": round(pr.total * q, 2), "eta": ctx.now + pr.days * world.DAY_MS}
            for pr, q in lines]
    return View(T + "checkout.html", {**base(ctx), "rows": rows, "items": items, "ship": ship, "total": total,
                                      "addr": _address_row(ctx, addr) if addr else None,
                                      "n": sum(q for _, q in lines)})


def ship_to(ctx: AppContext) -> View:
    below = ctx.entry_below("checkout")
    cur = below["params"].get("addr") if below is not None else None
    return View(T + "ship_to.html", {"rows": [{**_address_row(ctx, a), "on": a["id"] == cur}
                                              for a in ctx.state["addresses"]]})


def _order_row(ctx: AppContext, o: dict[str, Any]) -> dict[str, Any]:
    w = world.world(ctx.region)
    first = w.product(o["lines"][0]["product"]) if o["lines"] else None
    st = tracking.status(ctx.region, o, ctx.now)
    return {**o, "first": card(ctx, first) if first else None, "n": sum(ln["qty"] for ln in o["lines"]),
            "status": st, "status_label": tracking.STATUS_LABELS[st],
            "eta": tracking.delivered_at(ctx.region, o)}


def _noon(d: date | None) -> int | None:
    """A day as the epoch milliseconds the date filter takes (noon, as deliveries are timed in UTC)."""
    return None if d is None else int(datetime(d.year, d.month, d.day, 12, tzinfo=UTC).timestamp() * 1000)


def orders(ctx: AppContext) -> View:
    rows = [_order_row(ctx, o) for o in sorted(ctx.state["orders"], key=lambda o: -o["time"])]
    return View(T + "orders.html", {**base(ctx), "rows": rows})


def order(ctx: AppContext) -> View:
    o = fx.order(ctx)
    if o is None:
        return View(T + "order.html", {"order": None})
    w = world.world(ctx.region)
    lines = [{**card(ctx, p), "qty": ln["qty"], "paid": ln["price"], "paid_ship": ln["ship"]}
             for ln in o["lines"] if (p := w.product(ln["product"])) is not None]
    first = w.product(o["lines"][0]["product"])
    s = w.seller(first.seller) if first else None
    return View(T + "order.html", {
        **base(ctx), "order": _order_row(ctx, o), "lines": lines, "seller": s,
        "steps": tracking.steps(ctx.region, o, ctx.now), "reason": REASON_LABELS.get(o["return_reason"], ""),
        "returnable": tracking.returnable(ctx.region, o, ctx.now),
        "return_until": _noon(tracking.return_until(ctx.region, o)), "placed": bool(ctx.param("placed"))})


def return_(ctx: AppContext) -> View:
    o = fx.order(ctx)
    cur = ctx.param("reason")
    return View(T + "return.html", {**base(ctx), "order": _order_row(ctx, o) if o else None,
                                    "reasons": [{"id": k, "label": v, "on": k == cur} for k, v in REASON_LABELS.items()],
                                    "ready": cur in REASON_LABELS})


def chats(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    last: dict[str, dict[str, Any]] = {}
    for m in ctx.state["messages"]:
        last[m["seller"]] = m
    rows = [{"seller": w.seller(sid), "last": m} for sid, m in sorted(last.items(), key=lambda kv: -kv[1]["time"])
            if w.seller(sid) is not None]
    return View(T + "chats.html", {"rows": rows})


def chat(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    s = w.seller(ctx.param("seller"))
    msgs = [m for m in ctx.state["messages"] if s is not None and m["seller"] == s.id]
    oid = ctx.param("order") or ""
    return View(T + "chat.html", {"seller": s, "messages": msgs, "order": oid, "has_text": bool(ctx.field("msg").strip())})


def account(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    recent = [_order_row(ctx, o) for o in sorted(ctx.state["orders"], key=lambda o: -o["time"])[:3]]
    viewed = [card(ctx, p) for i in ctx.state["viewed"][:6] if (p := w.product(i)) is not None]
    me = next((a for a in ctx.state["addresses"] if a["id"] == ctx.state["default_address"]), None)
    return View(T + "account.html", {**base(ctx), "orders": recent, "viewed": viewed, "me": me,
                                     "n_orders": len(ctx.state["orders"]), "n_watch": len(ctx.state["watchlist"]),
                                     "n_msgs": len({m["seller"] for m in ctx.state["messages"]}),
                                     "n_saved": len(ctx.state["saved_searches"])})


def addresses(ctx: AppContext) -> View:
    return View(T + "addresses.html", {"rows": [_address_row(ctx, a) for a in ctx.state["addresses"]]})


def address_edit(ctx: AppContext) -> View:
    a = fx.address(ctx, ctx.param("addr"))
    return View(T + "address_edit.html", {"addr": a, "ok": fx.address_ok(ctx)})


def address_delete(ctx: AppContext) -> View:
    return View(T + "address_delete.html", {"addr": fx.address(ctx, ctx.param("addr"))})


ACCOUNT_VIEWS = {"cart": cart, "checkout": checkout, "ship_to": ship_to, "orders": orders, "order": order,
                 "return": return_, "chats": chats, "chat": chat, "account": account, "addresses": addresses,
                 "address_edit": address_edit, "address_delete": address_delete}
