"""Compass navigation: two tabs (the dial and the level), a menu, Settings with a format sheet, and the
calibration dialog. The location card asks for the location permission through the OS dialog."""

from __future__ import annotations

from typing import Any

from mgym.apps.compass import model
from mgym.apps.compass.views import coordinates_text
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY
from mgym.os.context import AppContext

PERM = "location"


def _location_ready(ctx: AppContext, then: str, **params: Any) -> bool:
    """True when coordinates can be read; otherwise explains why or asks for the permission (once
    allowed, the OS fires ``then`` with ``params``)."""
    if not ctx.os["location"]["enabled"]:
        ctx.toast("Turn on location to see your coordinates")
        return False
    return ctx.require_permission(PERM, then, **params)


def location_card(ctx: AppContext) -> None:
    """Tap on the location card: ask for the permission, else switch DMS / decimal."""
    if _location_ready(ctx, "location.card", switch=False):
        s = ctx.state["settings"]
        if ctx.params.get("switch", True):
            s["coord_format"] = "decimal" if s["coord_format"] == "dms" else "dms"


def copy_coordinates(ctx: AppContext) -> None:
    if _location_ready(ctx, "location.copy"):
        ctx.copy(coordinates_text(ctx))


def needs_calibration(ctx: AppContext) -> bool:
    return model.needs_calibration(ctx.os)


def calibrated(ctx: AppContext) -> None:
    """The figure-8 is done: the magnetometer reports high accuracy again."""
    ctx.os["sensors"]["accuracy"] = "high"
    ctx.state["last_calibrated"] = ctx.now
    ctx.toast("Compass calibrated")


def toggle(ctx: AppContext) -> None:
    key = ctx.params.get("key")
    s = ctx.state["settings"]
    if key in ("true_north", "level_sound"):
        s[key] = not s[key]


def set_format(ctx: AppContext) -> None:
    fmt = ctx.params.get("fmt")
    if fmt in ("dms", "decimal"):
        ctx.state["settings"]["coord_format"] = fmt


NAV = Navigation(
    app="compass",
    entry="main",
    screens=[
        Screen("main", title="Compass", entry_point=True),
        Screen("level", title="Level", entry_point=True),
        Screen("menu", kind="menu", title="More options"),
        Screen("calibrate", kind="dialog", title="Calibrate compass"),
        Screen("settings", title="Compass settings"),
        Screen("format", kind="sheet", title="Coordinate format"),
    ],
    transitions=[
        reset("tab.level", "main", "level", label="Level"),
        reset("tab.compass", "level", "main", label="Compass"),
        push("compass.menu", ("main", "level"), "menu", label="More options"),
        replace("menu.settings", "menu", "settings", label="Settings"),
        pop("menu.dismiss", "menu", ANY),
        # the dial
        stay("location.card", "main", effect=location_card, label="Coordinates"),
        stay("location.copy", "main", effect=copy_coordinates, label="Copy coordinates"),
        push("calibrate.open", "main", "calibrate", guard=needs_calibration, label="Calibrate"),
        pop("calibrate.done", "calibrate", ANY, effect=calibrated, label="Done"),
        pop("calibrate.cancel", "calibrate", ANY, label="Not now"),
        # settings
        stay("settings.toggle", "settings", effect=toggle, label="Switch"),
        push("settings.format", "settings", "format", label="Coordinate format"),
        pop("format.choose", "format", ANY, effect=set_format, label="Choose"),
        pop("format.dismiss", "format", ANY),
    ],
)
