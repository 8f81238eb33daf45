"""How the applied theme, wallpaper and icon pack look on the phone: what the shell (status bar,
dark mode, accent) and the launcher (wallpaper, icon shape and colours) read from
``os.display``. Unknown or "default" ids give the stock look (None / the original colour)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mgym.apps.themes import world

#: icon pack shape -> CSS border-radius
SHAPES: dict[str, str] = {"circle": "50%", "squircle": "30%", "square": "14%", "teardrop": "50% 50% 50% 14%"}
DEFAULT = "default"


def _applied(display: Mapping[str, Any], key: str, kind: str) -> Mapping[str, Any] | None:
    it = world.item("en", display.get(key, DEFAULT))
    return it if it is not None and it["kind"] == kind else None


def gradient(colors: list[str] | tuple[str, ...], angle: int = 160) -> str:
    return f"linear-gradient({angle}deg, {', '.join(colors)})"


def phone_look(display: Mapping[str, Any]) -> dict[str, Any]:
    """The shell's part: dark mode, the accent colour and the status bar's colours of the theme."""
    t = _applied(display, "theme", "theme")
    if t is None:
        return {"dark": False, "accent": None, "statusbar": None, "statusbar_fg": None}
    return {"dark": bool(t["dark"]), "accent": t["accent"], "statusbar": t["statusbar"],
            "statusbar_fg": "#ffffff" if t["dark"] else "#1b1b1f"}


def wallpaper(display: Mapping[str, Any]) -> str | None:
    """The home screen's background (a CSS gradient), or None for the stock wallpaper."""
    w = _applied(display, "wallpaper", "wallpaper")
    return gradient(w["colors"]) if w is not None else None


def _pastel(color: str) -> str:
    if len(color) != 7 or not color.startswith("#"):
        return color
    r, g, b = (int(color[i:i + 2], 16) for i in (1, 3, 5))
    return "#{:02x}{:02x}{:02x}".format(*(round(c + (255 - c) * 0.45) for c in (r, g, b)))


def icon(display: Mapping[str, Any], color: str) -> dict[str, str]:
    """An app icon's background colour and corner radius under the applied icon pack."""
    p = _applied(display, "icon_pack", "icon_pack")
    if p is None:
        return {"color": color, "radius": SHAPES["circle"]}
    shown = p["tint"] if p["style"] == "mono" else _pastel(color) if p["style"] == "pastel" else color
    return {"color": shown, "radius": SHAPES.get(p["shape"], SHAPES["circle"])}
