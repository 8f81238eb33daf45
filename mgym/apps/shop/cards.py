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
    return {"id": p.id, "title": p.title, "emoji": p.emoji, "hue": p.hue, "price": p.price, "ship": p.ship,
            "total": p.total, "cond": COND_LABELS[p.cond], "auction": p.auction, "bids": p.bids,
            "left_h": left // world.HOUR_MS, "left_d": left // world.DAY_MS, "ended": p.auction and left == 0,
            "country": p.country, "city": p.city, "stars": stars, "reviews": n, "sold": p.sold,
            "watched": p.id in ctx.state["watchlist"], "returns": p.returns, "days": p.days,
            "domestic": p.origin == world.world(ctx.region).home}


def base(ctx: AppContext) -> dict[str, Any]:
    return {"currency": world.world(ctx.region).currency, "cart_n": sum(c["qty"] for c in ctx.state["cart"])}
