"""App discovery: every subpackage of ``mgym.apps`` and every ``mgym.apps`` entry point."""

from __future__ import annotations

import importlib
import os
import pkgutil
from functools import cache
from importlib.metadata import entry_points

from mgym.app import App
from mgym.errors import AppError


@cache
def registry() -> dict[str, App]:
    """All installed apps by id, in a stable order. ``MGYM_EXCLUDE_APPS=a,b`` leaves built-in apps out
    (for work on a phone while an app is being written)."""
    found: dict[str, App] = {}
    excluded = {a.strip() for a in os.environ.get("MGYM_EXCLUDE_APPS", "").split(",") if a.strip()}
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if not info.ispkg or info.name.startswith("_") or info.name in excluded:
            continue
        mod = importlib.import_module(f"{__name__}.{info.name}")
        app = getattr(mod, "APP", None)
        if isinstance(app, App):
            _add(found, app)
    for ep in sorted(entry_points(group="mgym.apps"), key=lambda e: e.name):
        app = ep.load()
        if not isinstance(app, App):
            raise AppError(f"entry point {ep.name!r} does not name an mgym App")
        _add(found, app)
    return found


def _add(found: dict[str, App], app: App) -> None:
    if app.id in found:
        raise AppError(f"two apps have the id {app.id!r}")
    found[app.id] = app


def get_app(app_id: str) -> App:
    try:
        return registry()[app_id]
    except KeyError:
        raise AppError(f"unknown app {app_id!r}; installed: {', '.join(registry())}") from None


def find_app(name: str) -> App:
    """An app by id or display name (case-insensitive), in any locale ("Contacts" or "通讯录")."""
    from mgym.i18n import LOCALES, translate

    apps = registry()
    if name in apps:
        return apps[name]
    low = name.strip().lower()
    for app in apps.values():
        if app.manifest.name.lower() == low or app.id.lower() == low:
            return app
    for app in apps.values():
        if any(translate(app.manifest.name, loc, app.id).lower() == low for loc in LOCALES):
            return app
    raise AppError(f"unknown app {name!r}; installed: {', '.join(a.manifest.name for a in apps.values())}")
