"""Compass views: the dial (heading, direction, north mode, location card, calibration prompt), the
level, the menu, Settings and its format sheet, the calibration dialog. Readings come from OS state."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.compass import model, world
from mgym.i18n import N_
from mgym.os.context import AppContext

#: hemisphere code -> msgid around the number ("37.4219° N" / "北纬 37.4219°")
HEMI = {"N": N_("{v} N"), "S": N_("{v} S"), "E": N_("{v} E"), "W": N_("{v} W")}
FORMATS = (("dms", N_("Degrees, minutes, seconds")), ("decimal", N_("Decimal degrees")))
#: dial tick marks: (angle, major), every 10° with labels every 30°
TICKS = tuple((a, a % 30 == 0) for a in range(0, 360, 10))
DIAL_POINTS = (("N", 0), ("E", 90), ("S", 180), ("W", 270))


def tabs(current: str) -> list[dict[str, Any]]:
    return [{"id": "compass", "label": N_("Compass"), "icon": "explore", "on": current == "compass"},
            {"id": "level", "label": N_("Level"), "icon": "straighten", "on": current == "level"}]


def location_context(ctx: AppContext) -> dict[str, Any]:
    """The location card: off, waiting for the permission, or the coordinates and altitude."""
    loc = ctx.os["location"]
    if not loc["enabled"]:
        return {"loc_state": "off"}
    if not ctx.has_permission("location"):
        return {"loc_state": "ask"}
    place = world.nearest(loc["lat"], loc["lon"])
    fmt = ctx.state["settings"]["coord_format"]
    c = model.coordinates(loc["lat"], loc["lon"], fmt)
    return {"loc_state": "on", "lat": c["lat"], "lat_msg": HEMI[c["lat_hemi"]], "lon": c["lon"],
            "lon_msg": HEMI[c["lon_hemi"]], "place": place["name_zh"] if ctx.locale == "zh-CN" else place["name"],
            "alt": place["alt"], "hpa": place["hpa"], "fmt": fmt}


def coordinates_text(ctx: AppContext) -> str:
    """The coordinates as copied: "37.4219, -122.0841" (signed decimal degrees, as maps take them)."""
    loc = ctx.os["location"]
    return f"{model.half_up(loc['lat'], 4)}, {model.half_up(loc['lon'], 4)}"


def main(ctx: AppContext) -> View:
    os = ctx.os
    true_north = ctx.state["settings"]["true_north"]
    deg = model.heading(os, true_north)
    code, label, spoken = model.point(deg)
    return View("apps/compass/main.html", {
        "deg": deg, "point": label, "point_name": spoken, "true_north": true_north,
        "decl": model.half_up(model.declination(os), 1), "ticks": TICKS, "dial_points": DIAL_POINTS,
        "calibrate": model.needs_calibration(os), "accuracy": os["sensors"]["accuracy"],
        "tabs": tabs("compass"), **location_context(ctx)})


def level(ctx: AppContext) -> View:
    s = ctx.os["sensors"]
    x, y = model.bubble(ctx.os)
    return View("apps/compass/level.html", {
        "pitch": model.tilt(s["pitch"]), "roll": model.tilt(s["roll"]), "is_level": model.is_level(ctx.os),
        "bx": round(x * 106, 1), "by": round(y * 106, 1), "tabs": tabs("level")})


def menu(ctx: AppContext) -> View:
    return View("apps/compass/menu.html", {})


def calibrate(ctx: AppContext) -> View:
    return View("apps/compass/calibrate.html", {"accuracy": ctx.os["sensors"]["accuracy"]})


def settings(ctx: AppContext) -> View:
    s = ctx.state["settings"]
    return View("apps/compass/settings.html", {
        "true_north": s["true_north"], "level_sound": s["level_sound"],
        "fmt_label": dict(FORMATS)[s["coord_format"]]})


def format_sheet(ctx: AppContext) -> View:
    cur = ctx.state["settings"]["coord_format"]
    return View("apps/compass/format.html", {"options": [{"value": v, "text": t, "on": v == cur} for v, t in FORMATS]})


VIEWS = {"main": main, "level": level, "menu": menu, "calibrate": calibrate, "settings": settings,
         "format": format_sheet}
