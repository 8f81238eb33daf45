"""The notification shade's quick-settings tiles: what each shows and what a tap does."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mgym.i18n import N_
from mgym.os import managers as m


@dataclass(frozen=True, slots=True)
class Tile:
    id: str
    label: str  # a msgid of the os domain; the shade translates it
    icon: str
    read: Callable[[dict[str, Any]], bool]
    write: Callable[[dict[str, Any], bool], None]


def _set(block: str, key: str) -> Callable[[dict[str, Any], bool], None]:
    def write(os: dict[str, Any], on: bool) -> None:
        os[block][key] = on

    return write


TILES: tuple[Tile, ...] = (
    Tile("wifi", N_("Internet"), "wifi", lambda o: o["wifi"]["enabled"], m.set_wifi),
    Tile("bluetooth", N_("Bluetooth"), "bluetooth", lambda o: o["bluetooth"]["enabled"], m.set_bluetooth),
    Tile("airplane", N_("Airplane mode"), "airplanemode_active", lambda o: o["airplane_mode"], m.set_airplane),
    Tile("flashlight", N_("Flashlight"), "flashlight_on", lambda o: o["flashlight"],
         lambda o, on: o.__setitem__("flashlight", on)),
    Tile("dnd", N_("Do Not Disturb"), "do_not_disturb_on", lambda o: o["dnd"]["enabled"], _set("dnd", "enabled")),
    Tile("location", N_("Location"), "location_on", lambda o: o["location"]["enabled"], _set("location", "enabled")),
    Tile("rotate", N_("Auto-rotate"), "screen_rotation", lambda o: o["display"]["auto_rotate"],
         _set("display", "auto_rotate")),
    Tile("saver", N_("Battery Saver"), "battery_saver", lambda o: o["battery"]["saver"], _set("battery", "saver")),
    Tile("dark", N_("Dark theme"), "dark_mode", lambda o: o["display"]["dark_theme"], _set("display", "dark_theme")),
    Tile("hotspot", N_("Hotspot"), "wifi_tethering", lambda o: o["hotspot"]["enabled"], _set("hotspot", "enabled")),
)
TILE_MAP = {t.id: t for t in TILES}


def toggle(os: dict[str, Any], tile_id: str) -> None:
    tile = TILE_MAP[tile_id]
    tile.write(os, not tile.read(os))


def view(os: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"id": t.id, "label": t.label, "icon": t.icon, "on": bool(t.read(os))} for t in TILES]
