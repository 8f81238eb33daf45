"""Weather navigation: screens and transitions, then the effects and guards they name.

``home`` pages through the located city (``here``) and the saved cities; its ``city`` param is the
page shown (volatile, like a scroll position). Forecast screens take the city as a param. The
located city asks for the location permission through the OS dialog the first time (``loc.toggle``
runs again once allowed).
"""

from __future__ import annotations

from mgym.apps.weather import world
from mgym.apps.weather.state import MAX_CITIES
from mgym.nav import Navigation, Screen, pop, push, replace, stay
from mgym.nav.declaration import ANY
from mgym.os.context import AppContext

HERE = "here"


def located(ctx: AppContext) -> str | None:
    """The located city's id, when the user turned it on, allowed it, and location is on."""
    if not (ctx.state["use_location"] and ctx.has_permission("location") and ctx.os["location"]["enabled"]):
        return None
    loc = ctx.os["location"]
    return str(world.nearest(float(loc["lat"]), float(loc["lon"]))["id"])


def pages(ctx: AppContext) -> list[str]:
    """The home screen's pages in order: ``here`` first when there is a located city."""
    return ([HERE] if located(ctx) else []) + list(ctx.state["cities"])


def page_of(ctx: AppContext, key: object) -> str | None:
    """The page key ``key`` names (or the first page), or None when there is no page at all."""
    keys = pages(ctx)
    return str(key) if key in keys else keys[0] if keys else None


def city_of(ctx: AppContext, key: object) -> str | None:
    """The city id a page key stands for."""
    page = page_of(ctx, key)
    return located(ctx) if page == HERE else page


# ---- home ----------------------------------------------------------------------------------------
def flip(ctx: AppContext) -> None:
    keys = pages(ctx)
    cur = page_of(ctx, ctx.screen_params.get("city"))
    if cur is None:
        return
    i = keys.index(cur) + (1 if ctx.param("by", 1) == 1 else -1)
    if 0 <= i < len(keys):
        ctx.set_param("city", keys[i])


def has_pages(ctx: AppContext) -> bool:
    return bool(pages(ctx))


def toggle_location(ctx: AppContext) -> None:
    """On: needs the permission (the OS asks; if allowed this runs again); off: just off."""
    if ctx.state["use_location"]:
        ctx.state["use_location"] = False
        return
    if ctx.require_permission("location", "loc.toggle"):
        ctx.state["use_location"] = True
        if not ctx.os["location"]["enabled"]:
            ctx.toast("Turn on location to find your city")


# ---- manage --------------------------------------------------------------------------------------
def _show_on_home(ctx: AppContext, key: str) -> None:
    """Point the home screen under this one (however deep) at page ``key``."""
    entries, idx = ctx.stack_position()
    for e in reversed(entries[:idx or 0]):
        if e["app"] == ctx.app.id and e["screen"] == "home":
            e["params"]["city"] = key
            return


def open_city(ctx: AppContext) -> None:
    _show_on_home(ctx, str(ctx.param("city_id")))


def has_city(ctx: AppContext) -> bool:
    return ctx.param("city_id") in ctx.state["cities"]


def move_city(ctx: AppContext) -> None:
    cities: list[str] = ctx.state["cities"]
    i = cities.index(str(ctx.param("city_id")))
    j = i + (1 if ctx.param("by", 1) == 1 else -1)
    if 0 <= j < len(cities):
        cities[i], cities[j] = cities[j], cities[i]


def _target(ctx: AppContext) -> str | None:
    e = ctx.entry if ctx.entry is not None and ctx.entry["screen"] == "remove" else None
    return str(e["params"].get("city_id")) if e is not None else None


def can_remove(ctx: AppContext) -> bool:
    return _target(ctx) in ctx.state["cities"]


def remove_city(ctx: AppContext) -> None:
    cid = _target(ctx)
    ctx.state["cities"].remove(cid)
    c = world.city(cid)
    if c is not None:
        ctx.toast("Removed {name}", name=world.name(c, ctx.locale))


# ---- search --------------------------------------------------------------------------------------
def add_city(ctx: AppContext) -> None:
    """Add the picked city (if new) and show it on the home screen."""
    cid = str(ctx.param("city_id"))
    c = world.city(cid)
    if c is None:
        return
    cities: list[str] = ctx.state["cities"]
    if cid in cities:
        ctx.toast("Already in your cities")
    elif len(cities) >= MAX_CITIES:
        ctx.ntoast("You can save up to {n} city", "You can save up to {n} cities", MAX_CITIES)
        return
    else:
        cities.append(cid)
        ctx.toast("Added {name}", name=world.name(c, ctx.locale))
    _show_on_home(ctx, cid)


def clear_query(ctx: AppContext) -> None:
    ctx.set_field("q", "")


# ---- settings ------------------------------------------------------------------------------------
UNIT_CHOICES = {"unit": ("c", "f"), "wind": ("kmh", "mph", "ms")}


def _which(ctx: AppContext) -> str | None:
    e = ctx.entry if ctx.entry is not None and ctx.entry["screen"] == "choose" else None
    return str(e["params"].get("which")) if e is not None else None


def choose_unit(ctx: AppContext) -> None:
    which = _which(ctx)
    if which in UNIT_CHOICES and ctx.param("value") in UNIT_CHOICES[which]:
        ctx.state["settings"][which] = ctx.param("value")


# ---- the declaration -----------------------------------------------------------------------------
NAV = Navigation(
    app="weather",
    entry="home",
    screens=[
        Screen("home", params=("city",), title="Weather", entry_point=True),
        Screen("hourly", params=("city",), title="24-hour forecast"),
        Screen("daily", params=("city",), title="15-day forecast"),
        Screen("day", params=("city", "i"), title="Daily details"),
        Screen("aqi", params=("city",), title="Air quality"),
        Screen("menu", kind="menu", title="More options"),
        Screen("manage", title="Manage cities"),
        Screen("remove", params=("city_id",), kind="dialog", title="Remove city"),
        Screen("search", title="Add city", autofocus="q"),
        Screen("settings", title="Weather settings"),
        Screen("choose", params=("which",), kind="sheet", title="Units"),
    ],
    transitions=[
        stay("city.flip", "home", guard=has_pages, effect=flip, label="Next or previous city"),
        push("home.hourly", "home", "hourly", guard=has_pages, label="24-hour forecast"),
        push("home.daily", "home", "daily", guard=has_pages, label="15-day forecast"),
        push("home.day", ("home", "daily"), "day", label="Daily details"),
        push("home.aqi", "home", "aqi", guard=has_pages, label="Air quality"),
        push("home.add", "home", "search", label="Add city"),
        push("home.menu", "home", "menu", label="More options"),
        replace("menu.manage", "menu", "manage", label="Manage cities"),
        replace("menu.settings", "menu", "settings", label="Settings"),
        pop("menu.dismiss", "menu", ANY),
        stay("loc.toggle", ("home", "manage"), effect=toggle_location, label="Use my location"),
        pop("manage.open", "manage", "home", effect=open_city, label="Show this city"),
        push("manage.add", "manage", "search", label="Add city"),
        stay("city.move", "manage", guard=has_city, effect=move_city, label="Move a city"),
        push("city.remove", "manage", "remove", guard=has_city, label="Remove a city"),
        pop("remove.confirm", "remove", ANY, guard=can_remove, effect=remove_city, label="Remove"),
        pop("remove.cancel", "remove", ANY, label="Cancel"),
        pop("search.pick", "search", "home", effect=add_city, label="Add this city"),
        stay("search.clear", "search", effect=clear_query, label="Clear search"),
        push("settings.choose", "settings", "choose", label="Choose a unit"),
        pop("choose.pick", "choose", ANY, effect=choose_unit, label="Choose"),
        pop("choose.dismiss", "choose", ANY),
    ],
)
