"""What a product row or tile shows, shared by every Shop view."""

from __future__ import annotations

from typing import Any

from mgym.apps.shop import world
from mgym.i18n import N_
from mgym.os.context import AppContext

COND_LABELS = {"new": N_("Brand new"), "open_box": N_("Open box"), "used": N_("Pre-owned"),
               "refurbished": N_("Refurbished")}


def card(ctx: AppContext, p: world.Product) -> dict[str, Any]:
    """What a product row or tile shows."""
    stars, n = world.rating(ctx.region, p.id)
    left = max(0, p.ends - ctx.now) if p.auction else 0
    # an auction the user has bid on shows their bid as the current price, counted among the bids
    mine = next((b["amount"] for b in ctx.state["bids"] if b["product"] == p.id), None) if p.auction else None
    price = p.price if mine is None else max(p.price, mine)
    return {"id": p.id, "title": p.title, "emoji": p.emoji, "hue": p.hue, "price": price, "ship": p.ship,
            "total": round(price + p.ship, 2), "cond": COND_LABELS[p.cond], "auction": p.auction,
            "bids": p.bids + (mine is not None),
            "left_h": left // world.HOUR_MS, "left_d": left // world.DAY_MS, "ended": p.auction and left == 0,
            "country": p.country, "city": p.city, "stars": stars, "reviews": n, "sold": p.sold,
            "watched": p.id in ctx.state["watchlist"], "returns": p.returns, "days": p.days,
            "domestic": p.origin == world.world(ctx.region).home}


def base(ctx: AppContext) -> dict[str, Any]:
    return {"currency": world.world(ctx.region).currency, "cart_n": sum(c["qty"] for c in ctx.state["cart"])}
