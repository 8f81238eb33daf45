"""Maps views: the map (an SVG drawn from the city's roads, parks, water and transit, with place
pins), search and results, and the place page. Directions, lists and settings are in
:mod:`mgym.apps.maps.views_more`. Labels are msgids the templates translate."""

from __future__ import annotations

from typing import Any

from mgym.app import View, ViewFn
from mgym.apps.maps import places as P
from mgym.apps.maps import views_more as more
from mgym.apps.maps import world
from mgym.apps.maps.effects import SCALE
from mgym.apps.maps.state import BUILTIN
from mgym.apps.maps.world import CATEGORIES, City, Place
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

T = "apps/maps/"
W, H = 360, 664
PINS = (14, 24, 36, 50)
WEEKDAYS = (N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"), N_("Saturday"), N_("Sunday"))
PRICE = {0: "", 1: "$", 2: "$$", 3: "$$$", 4: "$$$$"}
PRICE_ZH = {0: "", 1: "¥", 2: "¥¥", 3: "¥¥¥", 4: "¥¥¥¥"}


def clock(ctx: AppContext, minute: int) -> str:
    h, m = divmod(minute % 1440, 60)
    if ctx.os["datetime"]["use_24h"]:
        return f"{h:02d}:{m:02d}"
    if ctx.locale == "zh-CN":
        return f"{'上午' if h < 12 else '下午'}{(h % 12) or 12}:{m:02d}"
    return f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"


def status(ctx: AppContext, p: Place) -> dict[str, Any]:
    """"Open · Closes 10:00 PM" / "Closed · Opens 11:00 AM Tue" / "Open 24 hours"."""
    until = world.open_until(p, ctx.now)
    if until is not None:
        if p.hours[world.wall(ctx.now).weekday()] == (0, 1440):
            return {"open": True, "label": N_("Open 24 hours"), "detail": ""}
        return {"open": True, "label": N_("Open"), "detail": ctx.gettext("Closes {t}", t=clock(ctx, until))}
    nxt = world.opens_next(p, ctx.now)
    if nxt is None:
        return {"open": False, "label": N_("Closed"), "detail": ""}
    ahead, minute = nxt
    when = clock(ctx, minute)
    if ahead:
        day = (world.wall(ctx.now).weekday() + ahead) % 7
        when = ctx.gettext("{t} {day}", t=when, day=ctx.gettext(WEEKDAYS[day])[:3] if ctx.locale == "en"
                           else ctx.gettext(WEEKDAYS[day]))
    return {"open": False, "label": N_("Closed"), "detail": ctx.gettext("Opens {t}", t=when)}


def place_row(ctx: AppContext, p: Place, ox: float | None = None, oy: float | None = None) -> dict[str, Any]:
    label, icon, color = CATEGORIES[p.cat]
    prices = PRICE_ZH if p.city in ("bj", "sh", "hz") else PRICE
    return {"id": p.id, "name": p.name, "cat": label, "icon": icon, "color": color, "rating": p.rating,
            "stars": stars(p.rating), "reviews": p.reviews, "price": prices[p.price], "address": p.address,
            "status": status(ctx, p),
            "dist": P.dist_text(ctx, world.distance(ox, oy, p.x, p.y)) if ox is not None and oy is not None else ""}


def stars(r: float) -> list[str]:
    return ["full" if r >= i + 0.75 else "half" if r >= i + 0.25 else "none" for i in range(5)]


# ---- the map -------------------------------------------------------------------------------------
def _camera(ctx: AppContext, c: City) -> tuple[float, float, int]:
    sp = ctx.screen_params
    if sp.get("x") is None and sp.get("y") is None:
        ox, oy, mine = P.origin(ctx, c)
        return (ox, oy, 2) if mine else (0.0, 0.0, int(sp.get("z") or 0))
    z = sp.get("z")
    return float(sp.get("x") or 0), float(sp.get("y") or 0), int(z) if z is not None else 1


def draw(c: City, cx: float, cy: float, z: int) -> dict[str, Any]:
    """SVG geometry of the city around (cx, cy) at zoom ``z``: screen-pixel paths."""
    s = SCALE[z]

    def px(x: float, y: float) -> tuple[float, float]:
        return round(W / 2 + (x - cx) / s, 1), round(H / 2 - (y - cy) / s, 1)

    def path(nodes: tuple[int, ...]) -> str:
        pts = [px(*c.nodes[n]) for n in nodes]
        return "M" + " L".join(f"{x},{y}" for x, y in pts)

    roads = [{"d": path(r.nodes), "kind": r.kind, "toll": r.toll} for r in c.roads]
    roads.sort(key=lambda r: ("street", "arterial", "highway").index(str(r["kind"])))
    labels = []
    for r in c.roads:
        if r.kind == "street" and z < 2:
            continue
        pts = [px(*c.nodes[n]) for n in r.nodes]
        vis = [p for p in pts if 20 < p[0] < W - 20 and 60 < p[1] < H - 60]
        if len(vis) >= 2:
            (x1, y1), (x2, y2) = vis[len(vis) // 2 - 1], vis[len(vis) // 2]
            horiz = abs(x2 - x1) >= abs(y2 - y1)
            labels.append({"x": round((x1 + x2) / 2, 1), "y": round((y1 + y2) / 2, 1), "text": r.name,
                           "rot": 0 if horiz else -90, "hw": r.kind == "highway"})
    parks = []
    for x0, y0, x1, y1 in c.parks:
        (a, b), (e, f) = px(x0, y1), px(x1, y0)
        parks.append({"x": a, "y": b, "w": round(e - a, 1), "h": round(f - b, 1)})
    water = " ".join(f"{x},{y}" for x, y in (px(*p) for p in c.water))
    lines = [{"d": path(ln.stops), "color": ln.color, "metro": ln.kind == "metro"} for ln in c.lines] if z >= 1 else []
    return {"roads": roads, "labels": labels[:14], "parks": parks, "water": water, "lines": lines, "w": W, "h": H,
            "scale_bar": 100 / s}


def _pins(ctx: AppContext, c: City, cx: float, cy: float, z: int, pin: Place | None) -> list[dict[str, Any]]:
    s = SCALE[z]
    half_w, half_h = (W / 2 - 14) * s, (H / 2 - 90) * s
    seen = [p for p in c.places if abs(p.x - cx) < half_w and abs(p.y - cy) < half_h and p.cat != "parking"]
    seen.sort(key=lambda p: (-p.rating, -p.reviews, p.id))
    shown = seen[:PINS[z]]
    if pin is not None and pin not in shown and pin.city == c.id:
        shown.append(pin)
    out: list[dict[str, Any]] = []
    for p in shown:
        _, icon, color = CATEGORIES[p.cat]
        out.append({"id": p.id, "name": p.name, "icon": icon, "color": color, "on": pin is not None and p.id == pin.id,
                    "left": round(W / 2 + (p.x - cx) / s, 1), "top": round(H / 2 - (p.y - cy) / s, 1),
                    "label": z >= 2 and len(out) < 10})
    return out


def map_(ctx: AppContext) -> View:
    sp = ctx.screen_params
    c = P.map_city(ctx, sp.get("city"))
    cx, cy, z = _camera(ctx, c)
    here = P.me(ctx)
    me = None
    if here and here[0].id == c.id:
        me = {"left": round(W / 2 + (here[1] - cx) / SCALE[z], 1), "top": round(H / 2 - (here[2] - cy) / SCALE[z], 1)}
    pin = world.place(sp.get("pin"))
    ox, oy, _ = P.origin(ctx, c, cx, cy)
    card = place_row(ctx, pin, ox, oy) if pin is not None else None
    chips = [{"id": k, "label": v[0], "icon": CATEGORIES[v[1][0]][1]} for k, v in P.CHIPS.items()][:8]
    return View(T + "map.html", {"city": c.id, "city_name": c.name, "x": round(cx), "y": round(cy), "z": z,
                                 "map": draw(c, cx, cy, z), "pins": _pins(ctx, c, cx, cy, z, pin), "me": me,
                                 "card": card, "chips": chips, "tab": "explore", "many_cities": len(P.cities(ctx)) > 1})


def cities(ctx: AppContext) -> View:
    below = ctx.entry_below("map")
    cur = P.map_city(ctx, below["params"].get("city") if below else None)
    rows = [{"id": c.id, "name": c.name, "on": c.id == cur.id, "n": len(c.places)} for c in P.cities(ctx)]
    return View(T + "cities.html", {"rows": rows})


# ---- search --------------------------------------------------------------------------------------
def search(ctx: AppContext) -> View:
    sp = ctx.screen_params
    c = P.map_city(ctx, sp.get("city"))
    q = ctx.field("q").strip()
    ox, oy, _ = P.origin(ctx, c, sp.get("x"), sp.get("y"))
    sugg = [place_row(ctx, p, ox, oy) for p in P.search(c, q, "", False, "relevance", ox, oy, ctx.now)[:6]] if q else []
    chips = [{"id": k, "label": v[0], "icon": CATEGORIES[v[1][0]][1]} for k, v in P.CHIPS.items()]
    return View(T + "search.html", {"recent": list(ctx.state["recent_searches"]), "has_text": bool(q),
                                    "sugg": sugg, "chips": chips, "city_name": c.name})


def results(ctx: AppContext) -> View:
    sp = ctx.screen_params
    c = P.map_city(ctx, sp.get("city"))
    ox, oy, mine = P.origin(ctx, c, sp.get("ox"), sp.get("oy"))
    cat = str(sp.get("cat") or "")
    q = str(sp.get("q") or "")
    sort = str(sp.get("sort") or "relevance")
    rows = P.search(c, q, cat, bool(sp.get("open")), sort, ox, oy, ctx.now)
    return View(T + "results.html", {
        "title": P.CHIPS[cat][0] if cat in P.CHIPS else None, "q": q, "rows": [place_row(ctx, p, ox, oy) for p in rows[:P.MAX_RESULTS]], "count": len(rows),
        "more": len(rows) > P.MAX_RESULTS, "sort": sort, "open": bool(sp.get("open")), "mine": mine,
        "sorts": [("relevance", N_("Relevance")), ("distance", N_("Distance")), ("rating", N_("Top rated"))]})


# ---- the place page ------------------------------------------------------------------------------
def saved_in(ctx: AppContext, pid: str) -> list[dict[str, Any]]:
    return [x for x in ctx.state["lists"] if pid in x["places"]]


def list_name(x: dict[str, Any]) -> str:
    return str(x["name"] or BUILTIN.get(x["id"], x["id"]))


def list_label(ctx: AppContext, x: dict[str, Any]) -> str:
    msgid = BUILTIN.get(x["id"])
    return ctx.gettext(msgid) if msgid else str(x["name"])


def place(ctx: AppContext) -> View:
    p = world.place(ctx.screen_params.get("id"))
    if p is None:
        return View(T + "place.html", {"p": None})
    c = world.city(p.city)
    assert c is not None
    ox, oy, mine = P.origin(ctx, c)
    today = world.wall(ctx.now).weekday()
    week = [{"day": WEEKDAYS[i], "today": i == today,
             "text": ctx.gettext("Closed") if h is None else ctx.gettext("Open 24 hours") if h == (0, 1440)
             else f"{clock(ctx, h[0])}–{clock(ctx, h[1])}"} for i, h in enumerate(p.hours)]
    revs = [{"author": r.author, "stars": stars(r.stars), "when": formats.fmt(ctx.now - r.days_ago * 86_400_000,
                                                                              "date", ctx.locale), "text": r.text}
            for r in world.reviews(p.id)]
    saved = saved_in(ctx, p.id)
    return View(T + "place.html", {
        "p": place_row(ctx, p, ox, oy) if mine else place_row(ctx, p), "phone": p.phone, "website": p.website,
        "site_host": p.website.split("//", 1)[-1], "week": week, "show_hours": bool(ctx.screen_params.get("hours")),
        "reviews": revs[:3], "n_reviews": len(revs), "saved": [list_label(ctx, x) for x in saved],
        "full_address": f"{c.name}{p.address}" if c.region == "zh-CN" else f"{p.address}, {c.name}",
        "coords": f"{p.lat:.5f}, {p.lon:.5f}"})


def reviews(ctx: AppContext) -> View:
    p = world.place(ctx.screen_params.get("id"))
    revs = [{"author": r.author, "stars": stars(r.stars), "when": formats.fmt(ctx.now - r.days_ago * 86_400_000,
                                                                              "date", ctx.locale), "text": r.text}
            for r in world.reviews(p.id)] if p else []
    return View(T + "reviews.html", {"p": place_row(ctx, p) if p else None, "reviews": revs})


def save(ctx: AppContext) -> View:
    pid = str(ctx.screen_params.get("id"))
    rows = [{"id": x["id"], "name": list_name(x), "builtin": x["id"] in BUILTIN, "on": pid in x["places"],
             "n": len(x["places"]), "icon": "favorite" if x["id"] == "favorites" else "flag" if x["id"] == "want_to_go"
             else "list"} for x in ctx.state["lists"]]
    return View(T + "save.html", {"rows": rows, "id": pid})


VIEWS: dict[str, ViewFn] = {
    "map": map_, "cities": cities, "search": search, "results": results, "place": place, "reviews": reviews,
    "save": save, **more.VIEWS,
}
