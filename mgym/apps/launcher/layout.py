"""The home layout as the launcher shows it, and the edits the long-press menu and folders make.

Reads take the overlay (``apps.launcher``) and the installed launcher apps; installed apps the
layout never mentions (installed later) show at the end of the last page unless removed. Edits
write only the overlay and are called from transition effects, never from views.
"""

from __future__ import annotations

from typing import Any

from mgym.apps.launcher.state import FIRST_PAGE_SIZE, PAGE_SIZE

State = dict[str, Any]


def capacity(index: int) -> int:
    """How many icons page ``index`` (0-based) holds."""
    return FIRST_PAGE_SIZE if index == 0 else PAGE_SIZE


def folder(st: State, fid: Any) -> dict[str, Any] | None:
    return next((f for f in st["folders"] if f["id"] == fid), None)


def mentioned(st: State) -> set[str]:
    """Every app id the layout names: on a page, in a folder, in the dock or removed."""
    out = {i for p in st["pages"] for i in p["items"]} | set(st["dock"]) | set(st["removed"])
    return out | {a for f in st["folders"] for a in f["apps"]}


def pages(st: State, installed: list[str]) -> list[list[str]]:
    """Items per page as shown: uninstalled apps and empty folders skipped, unmentioned installed
    apps appended (new pages when the last one is full), empty pages dropped (one page at least)."""
    ok = set(installed)
    folders = {f["id"] for f in st["folders"] if any(a in ok for a in f["apps"])}
    shown = [[i for i in p["items"] if i in ok or i in folders] for p in st["pages"]]
    known = mentioned(st)
    extra = [a for a in installed if a not in known]
    shown = [p for p in shown if p] or [[]]
    for a in extra:
        if len(shown[-1]) >= capacity(len(shown) - 1):
            shown.append([])
        shown[-1].append(a)
    return shown


def on_home(st: State, app: str) -> bool:
    """Whether ``app`` has an icon on the home screen (a page, a folder or the dock)."""
    return app not in st["removed"]


def where(st: State, app: str) -> str | None:
    """The folder id holding ``app``, "dock", "page", or None (removed, or shown only by default)."""
    for f in st["folders"]:
        if app in f["apps"]:
            return str(f["id"])
    if app in st["dock"]:
        return "dock"
    if any(app in p["items"] for p in st["pages"]):
        return "page"
    return None


def _take(st: State, app: str) -> None:
    """Take ``app`` off every page, folder and the dock (the overlay only)."""
    for p in st["pages"]:
        while app in p["items"]:
            p["items"].remove(app)
    for f in st["folders"]:
        while app in f["apps"]:
            f["apps"].remove(app)
    while app in st["dock"]:
        st["dock"].remove(app)


def _place(st: State, app: str, page_index: int | None = None) -> None:
    """Put ``app`` at the end of page ``page_index`` (default the last), or of the first page with room
    after it (a new page when none has)."""
    start = len(st["pages"]) - 1 if page_index is None else page_index
    for i in range(max(start, 0), len(st["pages"])):
        if len(st["pages"][i]["items"]) < capacity(i):
            st["pages"][i]["items"].append(app)
            return
    st["pages"].append({"id": max((p["id"] for p in st["pages"]), default=0) + 1, "items": [app]})


def remove_from_home(st: State, app: str) -> None:
    _take(st, app)
    if app not in st["removed"]:
        st["removed"].append(app)


def add_to_home(st: State, app: str) -> None:
    if app in st["removed"]:
        st["removed"].remove(app)
    if where(st, app) is None:
        _place(st, app)


def add_to_folder(st: State, app: str, fid: str) -> None:
    f = folder(st, fid)
    if f is None or app in f["apps"]:
        return
    _take(st, app)
    if app in st["removed"]:
        st["removed"].remove(app)
    f["apps"].append(app)


def page_of(st: State, item: str) -> int | None:
    return next((i for i, p in enumerate(st["pages"]) if item in p["items"]), None)


def remove_from_folder(st: State, app: str, fid: str) -> None:
    """Move ``app`` out of folder ``fid`` onto the folder's page (the next with room if full)."""
    f = folder(st, fid)
    if f is None or app not in f["apps"]:
        return
    f["apps"].remove(app)
    _place(st, app, page_of(st, fid))
