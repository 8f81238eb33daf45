"""Maps effects and guards: the map's camera, search, saving places to lists, directions, sharing,
settings. Views stay pure; everything a tap changes happens here."""

from __future__ import annotations

from typing import Any
from urllib.parse import unquote

from mgym.apps.maps import places as P
from mgym.apps.maps import world
from mgym.apps.maps.state import BUILTIN, MAX_LISTS
from mgym.i18n import N_
from mgym.os.context import AppContext
from mgym.os.intents import VIEW, Intent

MAX_RECENT = 12
ZOOMS = (0, 1, 2, 3)
#: metres per screen pixel at each zoom
SCALE = (10.0, 6.0, 3.5, 2.0)
LINK = "https://maps.example/place/{id}"
PAN_PX = 180
MODE_NAMES = {"car": N_("Driving"), "walk": N_("Walking"), "transit": N_("Transit")}


# ---- the map -------------------------------------------------------------------------------------
def zoom(ctx: AppContext) -> None:
    z = int(ctx.screen_params.get("z") or 1) + (1 if ctx.param("by", 1) == 1 else -1)
    ctx.set_param("z", max(ZOOMS[0], min(ZOOMS[-1], z)))


def _pan(ctx: AppContext, dx: int, dy: int) -> None:
    c = P.map_city(ctx, ctx.screen_params.get("city"))
    z = int(ctx.screen_params.get("z") or 1)
    lim = (c.n - 1) * 420 / 2 + 600
    x = float(ctx.screen_params.get("x") or 0) + dx * PAN_PX * SCALE[z]
    y = float(ctx.screen_params.get("y") or 0) + dy * PAN_PX * SCALE[z]
    ctx.set_param("x", round(max(-lim, min(lim, x))))
    ctx.set_param("y", round(max(-lim, min(lim, y))))


# a swipe drags the map: swiping left shows what is east
def pan_east(ctx: AppContext) -> None:
    _pan(ctx, 1, 0)


def pan_west(ctx: AppContext) -> None:
    _pan(ctx, -1, 0)


def pan_north(ctx: AppContext) -> None:
    _pan(ctx, 0, 1)


def pan_south(ctx: AppContext) -> None:
    _pan(ctx, 0, -1)


def my_location(ctx: AppContext) -> None:
    """Centre the map on me: needs the location permission (the OS asks; if allowed this runs again)."""
    if not ctx.require_permission("location", "map.me"):
        return
    if not ctx.os["location"]["enabled"]:
        ctx.toast("Turn on location to see where you are")
        return
    here = P.me(ctx)
    if here is None:
        ctx.toast("Your location is outside the map area")
        return
    c, x, y = here
    ctx.set_param("city", c.id)
    ctx.set_param("x", round(x))
    ctx.set_param("y", round(y))
    ctx.set_param("z", 2)


def show_pin(ctx: AppContext) -> None:
    ctx.set_param("pin", ctx.param("id"))


def close_pin(ctx: AppContext) -> None:
    ctx.set_param("pin", None)


def pick_city(ctx: AppContext) -> None:
    below = ctx.entry_below("map")
    c = world.city(ctx.param("city"))
    if below is not None and c is not None:
        below["params"].update({"city": c.id, "x": 0, "y": 0, "z": 0, "pin": None})


def known_city(ctx: AppContext) -> bool:
    c = world.city(ctx.param("city"))
    return c is not None and c in P.cities(ctx)


# ---- search --------------------------------------------------------------------------------------
def focus_query(ctx: AppContext) -> None:
    if ctx.entry is not None:
        ctx.entry["fields"].setdefault("q", "")
        ctx.entry["focus"] = "q"


def has_query(ctx: AppContext) -> bool:
    return bool(ctx.field("q").strip())


def _remember(ctx: AppContext, q: str) -> None:
    rs = [r for r in ctx.state["recent_searches"] if r.casefold() != q.casefold()]
    ctx.state["recent_searches"] = [q, *rs][:MAX_RECENT]


def _where(ctx: AppContext) -> dict[str, Any]:
    sp = ctx.screen_params
    return {"city": sp.get("city"), "ox": sp.get("x"), "oy": sp.get("y")}


def search_go(ctx: AppContext) -> dict[str, Any]:
    q = ctx.field("q").strip()
    _remember(ctx, q)
    return {**_where(ctx), "q": q, "cat": None, "sort": "relevance", "open": False}


def recent_go(ctx: AppContext) -> dict[str, Any]:
    q = str(ctx.params.get("q") or "")
    _remember(ctx, q)
    return {**_where(ctx), "q": q, "cat": None, "sort": "relevance", "open": False}


def chip_go(ctx: AppContext) -> dict[str, Any]:
    return {**_where(ctx), "q": "", "cat": ctx.params.get("cat"), "sort": "distance", "open": False}


def known_chip(ctx: AppContext) -> bool:
    return ctx.params.get("cat") in P.CHIPS


def clear_recent(ctx: AppContext) -> None:
    ctx.state["recent_searches"] = []


def clear_query(ctx: AppContext) -> None:
    ctx.set_field("q", "")


def set_sort(ctx: AppContext) -> None:
    if ctx.param("sort") in P.SORTS:
        ctx.set_param("sort", ctx.param("sort"))


def toggle_open(ctx: AppContext) -> None:
    ctx.set_param("open", not ctx.screen_params.get("open"))


# ---- places --------------------------------------------------------------------------------------
def has_place(ctx: AppContext) -> bool:
    return world.place(ctx.param("id")) is not None


def _place(ctx: AppContext) -> world.Place | None:
    return world.place(ctx.param("id"))


def resolve_geo(ctx: AppContext) -> None:
    """A ``geo:lat,lon?q=name`` link opens the place of that name nearest the point (or the nearest
    place at all when no name matches)."""
    data = str(ctx.screen_params.get("data") or "")
    if not data or ctx.screen_params.get("id"):
        return
    body = data.split(":", 1)[1] if ":" in data else data
    coords, _, query = body.partition("?")
    q = unquote(query.partition("q=")[2].replace("+", " ")).strip()
    try:
        lat, lon = (float(v) for v in coords.split(",")[:2])
    except ValueError:
        lat = lon = 0.0
    best: world.Place | None = None
    for c in world.cities():
        x, y = c.xy(lat, lon)
        if not c.contains(x, y, 3000):
            continue
        named = [p for p in c.places if q and p.name.casefold() == q.casefold()]
        pool = named or list(c.places)
        cand = min(pool, key=lambda p: (world.distance(x, y, p.x, p.y), p.id))
        best = cand if best is None or named else best
    if best is None and q:
        best = next((p for c in world.cities() for p in c.places if p.name.casefold() == q.casefold()), None)
    ctx.set_param("id", best.id if best else None)
    ctx.set_param("data", None)


def toggle_hours(ctx: AppContext) -> None:
    ctx.set_param("hours", not ctx.screen_params.get("hours"))


def copy_phone(ctx: AppContext) -> None:
    """The phone has no dialer: the number is copied to paste into one."""
    p = _place(ctx)
    if p is not None:
        ctx.copy(p.phone)


def has_site(ctx: AppContext) -> bool:
    p = _place(ctx)
    return p is not None and bool(p.website)


def website(ctx: AppContext) -> None:
    p = _place(ctx)
    if p is not None and p.website:
        ctx.start(Intent(action=VIEW, data=p.website))


def share_place(ctx: AppContext) -> None:
    p = _place(ctx)
    if p is not None:
        ctx.share(text=f"{p.name}\n{p.address}\n{LINK.format(id=p.id)}", subject=p.name)


# ---- lists ---------------------------------------------------------------------------------------
def _list(ctx: AppContext, lid: object) -> dict[str, Any] | None:
    return next((x for x in ctx.state["lists"] if x["id"] == str(lid)), None)


def is_list(ctx: AppContext) -> bool:
    return _list(ctx, ctx.param("list")) is not None


def is_user_list(ctx: AppContext) -> bool:
    return is_list(ctx) and str(ctx.param("list")) not in BUILTIN


def toggle_saved(ctx: AppContext) -> None:
    """In the save sheet: put the place in the list, or take it out."""
    x, pid = _list(ctx, ctx.param("list")), str(ctx.param("id"))
    if x is None or world.place(pid) is None:
        return
    if pid in x["places"]:
        x["places"].remove(pid)
    else:
        x["places"].append(pid)


def remove_from_list(ctx: AppContext) -> None:
    x, pid = _list(ctx, ctx.param("list")), str(ctx.param("id"))
    if x is not None and pid in x["places"]:
        x["places"].remove(pid)
        p = world.place(pid)
        ctx.toast("Removed {name}", name=p.name if p else "")


def fill_name(ctx: AppContext) -> None:
    """The name dialog opens with the list's name when renaming."""
    x = _list(ctx, ctx.screen_params.get("list"))
    if ctx.entry is not None:
        ctx.entry["fields"]["name"] = x["name"] if x else ""
        ctx.entry["focus"] = "name"


def name_ok(ctx: AppContext) -> bool:
    return bool(ctx.field("name").strip())


def save_name(ctx: AppContext) -> None:
    """Create a list (with the place the dialog was opened for, if any) or rename one."""
    name = ctx.field("name").strip()[:40]
    lists: list[dict[str, Any]] = ctx.state["lists"]
    x = _list(ctx, ctx.screen_params.get("list"))
    if x is not None:
        if x["id"] not in BUILTIN:
            x["name"] = name
        return
    if any(y["name"].casefold() == name.casefold() for y in lists):
        ctx.toast("You already have a list named {name}", name=name)
        return
    if len(lists) >= MAX_LISTS:
        ctx.ntoast("You can have up to {n} list", "You can have up to {n} lists", MAX_LISTS)
        return
    lid = f"l{ctx.state['next_list']}"
    ctx.state["next_list"] += 1
    pid = ctx.screen_params.get("id")
    lists.append({"id": lid, "name": name, "places": [str(pid)] if world.place(pid) else []})
    ctx.toast("Saved to {name}", name=name) if pid else ctx.toast("Created {name}", name=name)


def delete_list(ctx: AppContext) -> None:
    lid = str(ctx.screen_params.get("list"))
    if lid in BUILTIN:
        return
    x = _list(ctx, lid)
    if x is not None:
        ctx.state["lists"].remove(x)
        ctx.toast("Deleted {name}", name=x["name"])


# ---- directions ----------------------------------------------------------------------------------
def directions_to(ctx: AppContext) -> dict[str, Any]:
    here = P.me(ctx)
    p = _place(ctx)
    start = "me" if here and p and here[0].id == p.city else ""
    return {"to": ctx.param("id"), "origin": start, "mode": "car"}


def set_mode(ctx: AppContext) -> None:
    if ctx.param("mode") in ("car", "walk", "transit"):
        ctx.set_param("mode", ctx.param("mode"))


def swap(ctx: AppContext) -> None:
    sp = ctx.screen_params
    a, b = sp.get("origin") or "", sp.get("to") or ""
    if b:
        ctx.set_param("origin", b)
        ctx.set_param("to", a)


def can_swap(ctx: AppContext) -> bool:
    return bool(ctx.screen_params.get("origin")) and ctx.screen_params.get("origin") != "me"


def choose_end(ctx: AppContext) -> None:
    """In the picker: hand the chosen place (or "me") back to the directions screen below."""
    below = ctx.entry_below("directions")
    which = str(ctx.screen_params.get("which") or "to")
    if below is not None and which in ("origin", "to"):
        below["params"][which] = str(ctx.param("id"))


def has_route(ctx: AppContext) -> bool:
    sp = ctx.screen_params
    return P.route_of(ctx, str(sp.get("origin") or ""), str(sp.get("to") or ""), str(sp.get("mode") or "car")) is not None


def start(ctx: AppContext) -> dict[str, Any]:
    sp = ctx.screen_params
    origin, to, mode = str(sp.get("origin")), str(sp.get("to")), str(sp.get("mode") or "car")
    r = P.route_of(ctx, origin, to, mode)
    if r is not None:
        ctx.state["last_route"] = {"origin": origin, "to": to, "mode": mode, "minutes": r.minutes,
                                   "metres": round(r.metres)}
    return {"origin": origin, "to": to, "mode": mode, "i": 0}


def step(ctx: AppContext) -> None:
    i = int(ctx.screen_params.get("i") or 0) + (1 if ctx.param("by", 1) == 1 else -1)
    ctx.set_param("i", max(0, i))


def share_route(ctx: AppContext) -> None:
    sp = ctx.screen_params
    origin, to, mode = str(sp.get("origin") or ""), str(sp.get("to") or ""), str(sp.get("mode") or "car")
    r = P.route_of(ctx, origin, to, mode)
    dest = world.place(to)
    if r is None or dest is None:
        return
    src = world.place(origin)
    start_name = src.name if src else ctx.gettext("My location")
    msgid = MODE_NAMES[mode]
    mode_name = ctx.gettext(msgid)
    text = ctx.gettext("{a} to {b}: {t} ({d}) by {mode}", a=start_name, b=dest.name, t=P.duration_text(ctx, r.minutes),
                       d=P.dist_text(ctx, r.metres), mode=mode_name.lower() if ctx.locale == "en" else mode_name)
    ctx.share(text=f"{text}\n{LINK.format(id=dest.id)}", subject=dest.name)


# ---- settings ------------------------------------------------------------------------------------
def set_units(ctx: AppContext) -> None:
    if ctx.param("units") in ("km", "mi"):
        ctx.state["settings"]["units"] = ctx.param("units")


def toggle_tolls(ctx: AppContext) -> None:
    s = ctx.state["settings"]
    s["avoid_tolls"] = not s["avoid_tolls"]


def toggle_highways(ctx: AppContext) -> None:
    s = ctx.state["settings"]
    s["avoid_highways"] = not s["avoid_highways"]
