"""Shared helpers of the launcher tasks: reading the home layout from state, finding an icon on
the home pages (swiping to the next page until it shows)."""

from __future__ import annotations

from typing import Any

from bench import ui
from mgym import actions as A
from mgym.apps import registry

LAYOUT = "apps.launcher"
#: loose apps on page 1 of a new phone (not in a folder or the dock)
PAGE1_APPS = ("messenger", "wallet", "calendar", "notes", "answersheet")
#: apps in the two seeded folders of a new phone
FOLDER_APPS = {"f1": ("calculator", "scicalc", "compass", "clock"), "f2": ("weather", "themes")}


def name_of(app_id: str) -> str:
    """An app's display name (a msgid: instructions show it in the phone's language)."""
    return registry()[app_id].manifest.name


def launcher(state: dict[str, Any]) -> dict[str, Any]:
    overlay: dict[str, Any] = state["apps"]["launcher"]
    return overlay


def on_pages(state: dict[str, Any], app: str) -> bool:
    return any(app in p["items"] for p in launcher(state)["pages"])


def folder(state: dict[str, Any], fid: str) -> dict[str, Any]:
    return next(f for f in launcher(state)["folders"] if f["id"] == fid)


def to_first_page(obs: Any) -> ui.Steps:
    """Back to page 1 of the home screen (the Home button)."""
    return (yield A.Home())


def find_on_home(obs: Any, **kw: Any) -> ui.Steps:
    """Swipe through the home pages (from the current one) until an element matching ``kw`` shows."""
    for _ in range(4):
        if obs.find(**kw):
            return obs
        if not obs.find(trigger="home.page"):
            break
        obs = yield A.Swipe(x1=850, y1=400, x2=150, y2=400)
    if not obs.find(**kw):
        raise ui.OracleError(f"no {kw} on the home pages:\n{obs.text()}")
    return obs


def long_press_icon(obs: Any, app: str, where: str = "home") -> ui.Steps:
    """Long-press ``app``'s icon where it is shown (``home``: swiping the pages to it)."""
    if where == "home":
        obs = yield from find_on_home(obs, trigger="launcher.open", app=app, where="home")
    return (yield from ui.long_press(obs, trigger="launcher.open", app=app, where=where))


def open_folder(obs: Any, fid: str) -> ui.Steps:
    obs = yield from find_on_home(obs, trigger="folder.open", folder=fid)
    return (yield from ui.tap(obs, trigger="folder.open", folder=fid))
