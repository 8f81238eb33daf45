"""Shop views (browsing): home feed, categories, search, results with their filter and sort sheets,
the item page, reviews, seller, watchlist, recently viewed, saved searches. Products come from the
region's world data; watched / in cart from the overlay. Orders and the account: ``views_account``."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.shop import effects as fx
from mgym.apps.shop import filters as fl
from mgym.apps.shop import world
from mgym.apps.shop.cards import COND_LABELS, card
from mgym.apps.shop.cards import base as _base
from mgym.apps.shop.views_account import ACCOUNT_VIEWS
from mgym.i18n import N_
from mgym.os.context import AppContext

T = "apps/shop/"
PAGE = 40
SORT_LABELS = {"best": N_("Best match"), "price_asc": N_("Price + shipping: lowest first"),
               "price_desc": N_("Price + shipping: highest first"), "newest": N_("Newly listed"),
               "ending": N_("Ending soonest")}
FMT_LABELS = {"": N_("All listings"), "buy": N_("Buy It Now"), "auction": N_("Auction")}
_GROUP_ORDER = {g: i for i, g in enumerate(("electronics", "home", "fashion", "toys", "sports", "books", "beauty"))}
GROUP_ICONS = {"electronics": "devices", "home": "chair", "fashion": "checkroom", "toys": "toys",
               "sports": "sports_tennis", "books": "menu_book", "beauty": "spa"}


def home(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    deals = [p for p in w.products[7::997] if not p.auction and p.cond == "new"][:8]
    if sponsored := [p for i in ctx.state["sponsored"] if (p := w.product(i)) is not None]:
        deals = sponsored + [p for p in deals if p not in sponsored]
    ending = sorted((p for p in w.products[::53] if p.auction and p.ends > ctx.now), key=lambda p: p.ends)[:6]
    viewed = [card(ctx, p) for v in ctx.state["viewed"][:8] if (p := w.product(v)) is not None]
    cats = [{"id": c.id, "name": c.name, "emoji": c.emoji} for c in list(w.categories.values())[::3]][:10]
    return View(T + "home.html", {**_base(ctx), "deals": [card(ctx, p) for p in deals],
                                  "ending": [card(ctx, p) for p in ending], "viewed": viewed, "cats": cats})


def categories(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    groups = [{"id": g, "name": name, "icon": GROUP_ICONS.get(g, "category"),
               "cats": [{"id": c.id, "name": c.name, "emoji": c.emoji,
                         "count": len(w.in_category(c.id))} for c in w.categories.values() if c.group == g]}
              for g, name in sorted(w.groups.items(), key=lambda kv: _GROUP_ORDER.get(kv[0], 99))]
    return View(T + "categories.html", {**_base(ctx), "groups": groups})


def search(ctx: AppContext) -> View:
    q = ctx.field("q").strip().lower()
    w = world.world(ctx.region)
    suggest = []
    if q:
        seen: set[str] = set()
        for c in w.categories.values():
            for b in c.brands:
                s = f"{b} {c.name}".lower() if not ctx.region.startswith("zh") else f"{b}{c.name}"
                if q in s.lower() and s not in seen:
                    seen.add(s)
                    suggest.append(s)
        suggest = suggest[:8]
    saved = [{"i": i, **s, "cat_name": w.categories[s["cat"]].name if s["cat"] in w.categories else ""}
             for i, s in enumerate(ctx.state["saved_searches"])]
    return View(T + "search.html", {"recent": ctx.state["recent_searches"], "suggest": suggest, "saved": saved,
                                    "has_text": bool(q)})


def _results_params(ctx: AppContext) -> dict[str, Any]:
    return ctx.screen_params


def results(ctx: AppContext) -> View:
    p = _results_params(ctx)
    q = fl.query_of(p)
    w = world.world(ctx.region)
    rows = world.search(ctx.region, q)
    chips = []
    if q.cat and q.cat in w.categories:
        chips.append(w.categories[q.cat].name)
    chips += list(q.brands) + [ctx.gettext(COND_LABELS[c]) for c in q.cond if c in COND_LABELS]
    if q.origin:
        chips.append(w.countries.get(q.origin, q.origin))
    saved = any(s["q"] == q.q and s["cat"] == q.cat for s in ctx.state["saved_searches"])
    return View(T + "results.html", {
        **_base(ctx), "q": q.q, "cat": q.cat, "title": q.q or (w.categories[q.cat].name if q.cat in w.categories else ""),
        "count": len(rows), "rows": [card(ctx, r) for r in rows[:PAGE]], "more": len(rows) > PAGE,
        "n_filters": fl.n_filters(p), "sort_label": SORT_LABELS[q.sort], "chips": chips, "saved": saved,
        "free": q.free, "fmt": q.fmt, "pmin": q.pmin, "pmax": q.pmax})


def filters(ctx: AppContext) -> View:
    e = ctx.entry_below("results")
    p = e["params"] if e is not None else {}
    q = fl.query_of(p)
    w = world.world(ctx.region)
    base = world.search(ctx.region, world.Query(q=q.q, cat=q.cat))
    cat_counts: dict[str, int] = {}
    brand_counts: dict[str, int] = {}
    for r in base:
        cat_counts[r.cat] = cat_counts.get(r.cat, 0) + 1
        brand_counts[r.brand] = brand_counts.get(r.brand, 0) + 1
    cats = sorted(cat_counts.items(), key=lambda kv: (-kv[1], kv[0]))[:8]
    if q.cat and q.cat not in dict(cats) and q.cat in w.categories:
        cats.append((q.cat, 0))
    brands = sorted(brand_counts.items(), key=lambda kv: (-kv[1], kv[0]))[:12]
    return View(T + "filters.html", {
        "count": len(world.search(ctx.region, q)), "currency": w.currency,
        "cats": [{"id": c, "name": w.categories[c].name, "n": n, "on": c == q.cat} for c, n in cats],
        "brands": [{"name": b, "n": n, "on": b in q.brands} for b, n in sorted(brands)],
        "conds": [{"id": c, "label": COND_LABELS[c], "on": c in q.cond} for c in world.CONDITIONS],
        "origins": [{"id": k, "name": v, "on": k == q.origin} for k, v in w.countries.items()],
        "free": q.free, "fmts": [{"id": k, "label": v, "on": k == q.fmt} for k, v in FMT_LABELS.items()]})


def sort(ctx: AppContext) -> View:
    e = ctx.entry_below("results")
    cur = fl.query_of(e["params"] if e is not None else {}).sort
    return View(T + "sort.html", {"sorts": [{"id": k, "label": v, "on": k == cur} for k, v in SORT_LABELS.items()]})


def item(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    p = w.product(ctx.param("id"))
    if p is None:
        return View(T + "item.html", {"item": None})
    s = w.seller(p.seller)
    revs = world.reviews(ctx.region, p.id)
    qty = max(1, min(fx.MAX_QTY, int(ctx.param("qty") or 1)))
    return View(T + "item.html", {
        **_base(ctx), "item": card(ctx, p), "qty": qty, "stock": p.stock,
        # what Buy It Now charges for this quantity: price and shipping per unit, as checkout adds them up
        "line_total": fx.totals([(p, qty)])[2],
        "specs": _specs(ctx, p), "category": w.categories[p.cat].name,
        "seller": {"id": s.id, "name": s.name, "rating": s.rating, "feedback": s.feedback} if s else None,
        "reviews": revs[:2], "in_cart": any(c["product"] == p.id for c in ctx.state["cart"]),
        "min_bid": fx.min_bid(p) if p.auction else None, "ends": p.ends,
        "my_bid": next((b["amount"] for b in ctx.state["bids"] if b["product"] == p.id), None),
        "eta": ctx.now + p.days * world.DAY_MS})


def _specs(ctx: AppContext, p: world.Product) -> list[tuple[str, str]]:
    """The item specifics; a sponsored listing's seller note comes first, under "Seller"."""
    rows = world.specs(ctx.region, p)
    note = ctx.state["sponsored"].get(p.id)
    return [(N_("Seller"), note), *rows] if note else rows


def bid(ctx: AppContext) -> View:
    p = world.world(ctx.region).product(ctx.param("id"))
    return View(T + "bid.html", {**_base(ctx), "item": card(ctx, p) if p else None,
                                 "min_bid": fx.min_bid(p) if p else 0})


def reviews(ctx: AppContext) -> View:
    p = world.world(ctx.region).product(ctx.param("id"))
    revs = world.reviews(ctx.region, p.id) if p else ()
    hist = [{"stars": s, "n": sum(1 for r in revs if r.stars == s)} for s in (5, 4, 3, 2, 1)]
    return View(T + "reviews.html", {"item": card(ctx, p) if p else None, "reviews": revs, "hist": hist,
                                     "top": max((h["n"] for h in hist), default=0) or 1})


def seller(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    s = w.seller(ctx.param("seller"))
    listings = [p for p in w.products if s is not None and p.seller == s.id][:30]
    return View(T + "seller.html", {**_base(ctx), "seller": s, "rows": [card(ctx, p) for p in listings],
                                    "country": w.countries.get(w.home, "")})


def watchlist(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    rows = [card(ctx, p) for i in reversed(ctx.state["watchlist"]) if (p := w.product(i)) is not None]
    return View(T + "watchlist.html", {**_base(ctx), "rows": rows})


def viewed(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    return View(T + "viewed.html", {**_base(ctx), "rows": [card(ctx, p) for i in ctx.state["viewed"]
                                                          if (p := w.product(i)) is not None]})


def saved(ctx: AppContext) -> View:
    w = world.world(ctx.region)
    rows = [{"i": i, **s, "cat_name": w.categories[s["cat"]].name if s["cat"] in w.categories else ""}
            for i, s in enumerate(ctx.state["saved_searches"])]
    return View(T + "saved.html", {"rows": rows})


VIEWS = {"home": home, "categories": categories, "search": search, "results": results, "filters": filters,
         "sort": sort, "item": item, "bid": bid, "reviews": reviews, "seller": seller, "watchlist": watchlist,
         "viewed": viewed, "saved": saved, **ACCOUNT_VIEWS}
