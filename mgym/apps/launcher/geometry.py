"""Where things sit on the launcher's screens (CSS pixels of the 360x800 phone), so the long-press
menu pops up next to the icon it belongs to. Must agree with ``static/css/apps/launcher.css``."""

from __future__ import annotations

from typing import Any

from mgym.apps.launcher import layout
from mgym.apps.launcher.navigation import installed
from mgym.os.context import AppContext

WIDTH, HEIGHT = 360, 800
#: home grid: top of the first row, cell size, left padding (4 columns)
GRID_TOP, CELL_H, CELL_W, GRID_X = 40, 96, 86, 8
#: rows page 1 gives to the clock widget
WIDGET_ROWS = 2
DOCK_TOP, DOCK_X, DOCK_W = 580, 16, 328
#: the drawer's grid top (under its search field) and the open folder's first row
DRAWER_TOP = 96
FOLDER_TOP, FOLDER_X = 262, 24
FOLDER_CELL_W = 78
MENU_W, ROW_H = 224, 48
#: Recents draws each task's last frame at this scale of the 360x800 screen
THUMB_SCALE = 0.6


def _cell(index: int, top: int, x0: int, cell_w: int) -> tuple[float, float]:
    row, col = divmod(index, 4)
    return x0 + cell_w * (col + 0.5), top + CELL_H * row


def _anchor(ctx: AppContext, where: str, app: str) -> tuple[float, float] | None:
    """The centre x and top y of the icon the menu belongs to."""
    below = ctx.entry_below()
    if below is None:
        return None
    st = ctx.state
    if where == "dock":
        dock = [a for a in st["dock"] if a in set(installed(ctx))]
        if app not in dock:
            return None
        return DOCK_X + DOCK_W * (dock.index(app) + 0.5) / len(dock), DOCK_TOP
    if where == "home":
        pages = layout.pages(st, installed(ctx))
        page = min(int(below["params"].get("page") or 0), len(pages) - 1)
        if app not in pages[page]:
            return None
        skip = 4 * WIDGET_ROWS if page == 0 else 0
        return _cell(pages[page].index(app) + skip, GRID_TOP, GRID_X, CELL_W)
    if where == "folder":
        f = layout.folder(st, below["params"].get("folder"))
        if f is None or app not in f["apps"]:
            return None
        return _cell(f["apps"].index(app), FOLDER_TOP, FOLDER_X, FOLDER_CELL_W)
    if where == "drawer":
        from mgym.apps.launcher.views import _icons, matches

        q = str(below["fields"].get("q", "")).strip()
        ids = [a["id"] for a in _icons(ctx) if not q or matches(a["name"], q)]
        if app not in ids:
            return None
        x, y = _cell(ids.index(app), DRAWER_TOP, GRID_X, CELL_W)
        return x, y - float(below["scroll"].get("apps", 0))
    return None


def menu_position(ctx: AppContext, where: str, app: str, rows: int) -> dict[str, Any]:
    """CSS ``left`` and ``top`` (or ``bottom``) of the popup: under the icon, or over it near the
    bottom of the screen; centred when the icon is not found."""
    at = _anchor(ctx, where, app)
    height = rows * ROW_H + 16
    if at is None:
        return {"left": (WIDTH - MENU_W) // 2, "top": (HEIGHT - height) // 2}
    x, y = at
    left = int(min(max(x - MENU_W / 2, 8), WIDTH - MENU_W - 8))
    if y + CELL_H + height < HEIGHT - 56:
        return {"left": left, "top": int(max(y + CELL_H - 8, 36))}
    return {"left": left, "bottom": int(max(HEIGHT - y - 4, 56))}
