"""Maps views: directions (and the place picker, route options, step-by-step navigation), saved
lists and settings."""

from __future__ import annotations

from typing import Any

from mgym.app import View, ViewFn
from mgym.apps.maps import places as P
from mgym.apps.maps import routing as R
from mgym.apps.maps import world
from mgym.apps.maps.state import BUILTIN
from mgym.apps.maps.world import CATEGORIES
from mgym.i18n import N_
from mgym.os.context import AppContext

T = "apps/maps/"
MODES = (("car", N_("Driving"), "directions_car"), ("walk", N_("Walking"), "directions_walk"),
         ("transit", N_("Transit"), "directions_transit"))
TURN_ICONS = {"start": "navigation", "left": "turn_left", "right": "turn_right", "straight": "straight"}


def _name(ctx: AppContext, key: str) -> str:
    if key == "me":
        return ctx.gettext("Your location")
    p = world.place(key)
    return p.name if p else ""


def step_rows(ctx: AppContext, c: world.City, r: R.Route) -> list[dict[str, Any]]:
    out = []
    for s in r.steps:
        if s.kind == "ride":
            toward = R.stop_name(c, int(s.toward)) if s.toward else ""
            text = ctx.gettext("Take {line} toward {stop}", line=s.name, stop=toward)
            sub = ctx.ngettext("Ride {n} stop", "Ride {n} stops", s.stops)
            icon = "directions_subway" if "地铁" in s.name or "Line" in s.name else "directions_bus"
        else:
            verb = "walk" if s.kind == "walk" else "drive"
            if not s.name:
                text = ctx.gettext("Walk to the destination") if verb == "walk" else ctx.gettext("Drive to the destination")
            elif s.turn == "start":
                text = ctx.gettext("Head along {road}", road=s.name)
            elif s.turn == "left":
                text = ctx.gettext("Turn left onto {road}", road=s.name)
            elif s.turn == "right":
                text = ctx.gettext("Turn right onto {road}", road=s.name)
            else:
                text = ctx.gettext("Continue onto {road}", road=s.name)
            sub = P.dist_text(ctx, s.metres)
            icon = "directions_walk" if s.kind == "walk" and s.turn == "start" else TURN_ICONS.get(s.turn, "straight")
        out.append({"text": text, "sub": sub, "icon": icon, "min": P.duration_text(ctx, max(1, round(s.seconds / 60)))})
    out.append({"text": ctx.gettext("Arrive at the destination"), "sub": "", "icon": "place", "min": ""})
    return out


def directions(ctx: AppContext) -> View:
    sp = ctx.screen_params
    origin, to, mode = str(sp.get("origin") or ""), str(sp.get("to") or ""), str(sp.get("mode") or "car")
    dest = world.place(to)
    c = world.city(dest.city) if dest else None
    options = []
    best = None
    if c is not None and origin:
        for m, label, icon in MODES:
            r = P.route_of(ctx, origin, to, m)
            options.append({"mode": m, "label": label, "icon": icon, "on": m == mode,
                            "time": P.duration_text(ctx, r.minutes) if r else "—"})
            if m == mode:
                best = r
    else:
        options = [{"mode": m, "label": label, "icon": icon, "on": m == mode, "time": ""} for m, label, icon in MODES]
    s = ctx.state["settings"]
    summary = None
    if best is not None and c is not None:
        summary = {"time": P.duration_text(ctx, best.minutes), "dist": P.dist_text(ctx, best.metres),
                   "via": best.via, "toll": best.toll, "steps": step_rows(ctx, c, best)}
    avoid = [N_("Avoid tolls")] * s["avoid_tolls"] + [N_("Avoid highways")] * s["avoid_highways"]
    return View(T + "directions.html", {
        "origin": _name(ctx, origin), "to": _name(ctx, to), "has_origin": bool(origin), "modes": options,
        "mode": mode, "r": summary, "avoid": avoid if mode == "car" else [], "can_swap": bool(origin) and origin != "me"})


def pick(ctx: AppContext) -> View:
    """Choose a start or destination: your location, saved places, or search the city."""
    below = ctx.entry_below("directions")
    to = world.place(below["params"].get("to")) if below else None
    c = world.city(to.city) if to else P.map_city(ctx)
    assert c is not None
    q = ctx.field("q").strip()
    ox, oy, _ = P.origin(ctx, c)
    if q:
        found = P.search(c, q, "", False, "relevance", ox, oy, ctx.now)[:20]
    else:
        seen: list[str] = []
        for x in ctx.state["lists"]:
            seen += [pid for pid in x["places"] if pid not in seen]
        found = [p for p in (world.place(i) for i in seen) if p is not None and p.city == c.id]
    popular = [] if q else sorted((p for p in c.places if p not in found and p.reviews >= 200),
                                  key=lambda p: (-p.rating, -p.reviews, p.id))[:8]

    def row(p: world.Place) -> dict[str, Any]:
        return {"id": p.id, "name": p.name, "address": p.address, "icon": CATEGORIES[p.cat][1]}
    here = P.me(ctx)
    return View(T + "pick.html", {"rows": [row(p) for p in found], "popular": [row(p) for p in popular],
                                  "has_text": bool(q), "which": ctx.screen_params.get("which"),
                                  "me": here is not None and here[0].id == c.id, "ask_me": here is None})


def route_options(ctx: AppContext) -> View:
    return View(T + "route_options.html", {"s": ctx.state["settings"]})


def navigate(ctx: AppContext) -> View:
    sp = ctx.screen_params
    origin, to, mode = str(sp.get("origin")), str(sp.get("to")), str(sp.get("mode") or "car")
    dest = world.place(to)
    c = world.city(dest.city) if dest else None
    r = P.route_of(ctx, origin, to, mode)
    rows = step_rows(ctx, c, r) if r and c else []
    i = min(int(sp.get("i") or 0), max(0, len(rows) - 1))
    return View(T + "navigate.html", {"rows": rows, "i": i, "cur": rows[i] if rows else None,
                                      "nxt": rows[i + 1] if i + 1 < len(rows) else None, "last": i >= len(rows) - 1,
                                      "to": dest.name if dest else "",
                                      "time": P.duration_text(ctx, r.minutes) if r else "",
                                      "dist": P.dist_text(ctx, r.metres) if r else ""})


# ---- lists ---------------------------------------------------------------------------------------
def _lname(x: dict[str, Any]) -> str:
    return str(x["name"] or BUILTIN.get(x["id"], x["id"]))


def saved(ctx: AppContext) -> View:
    rows = [{"id": x["id"], "name": _lname(x), "builtin": x["id"] in BUILTIN, "n": len(x["places"]),
             "icon": "favorite" if x["id"] == "favorites" else "flag" if x["id"] == "want_to_go" else "list"}
            for x in ctx.state["lists"]]
    return View(T + "saved.html", {"rows": rows, "tab": "saved"})


def _list(ctx: AppContext) -> dict[str, Any] | None:
    lid = str(ctx.screen_params.get("list"))
    return next((x for x in ctx.state["lists"] if x["id"] == lid), None)


def list_(ctx: AppContext) -> View:
    from mgym.apps.maps.views import place_row

    x = _list(ctx)
    rows = [place_row(ctx, p) for p in (world.place(i) for i in (x["places"] if x else [])) if p is not None]
    return View(T + "list.html", {"x": {"id": x["id"], "name": _lname(x), "builtin": x["id"] in BUILTIN} if x else None,
                                  "rows": rows})


def list_menu(ctx: AppContext) -> View:
    return View(T + "list_menu.html", {"list": ctx.screen_params.get("list")})


def list_name(ctx: AppContext) -> View:
    x = _list(ctx)
    return View(T + "list_name.html", {"rename": x is not None, "name": _lname(x) if x else ""})


def list_delete(ctx: AppContext) -> View:
    x = _list(ctx)
    return View(T + "list_delete.html", {"name": _lname(x) if x else ""})


def settings(ctx: AppContext) -> View:
    return View(T + "settings.html", {"s": ctx.state["settings"], "tab": "settings",
                                      "n_recent": len(ctx.state["recent_searches"])})


VIEWS: dict[str, ViewFn] = {
    "directions": directions, "pick": pick, "route_options": route_options, "navigate": navigate, "saved": saved,
    "list": list_, "list_menu": list_menu, "list_name": list_name, "list_delete": list_delete, "settings": settings,
}
