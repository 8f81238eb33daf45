"""Launcher views. App names and screen titles are msgids of their own app's domain: translated
here (a template translates only in its own app's domain)."""

from typing import Any

from mgym.app import View
from mgym.apps import get_app
from mgym.apps.themes import looks
from mgym.i18n import formats, names, translate
from mgym.os.context import AppContext


def _icons(ctx: AppContext) -> list[dict[str, Any]]:
    """Installed launcher apps, named in the phone's language and sorted by that name (A-Z; Chinese
    names by their pinyin)."""
    d = ctx.os["display"]
    apps = [{"id": a.id, "name": translate(a.manifest.name, ctx.locale, a.id), "icon": a.manifest.icon,
             **looks.icon(d, a.manifest.color)} for a in ctx.apps() if a.manifest.in_launcher]
    return sorted(apps, key=lambda a: (names.latin_key(a["name"]), a["id"]))


def home(ctx: AppContext) -> View:
    apps = _icons(ctx)
    by_id = {a["id"]: a for a in apps}
    dock = [by_id[i] for i in ctx.state["dock"] if i in by_id]
    grid = [a for a in apps if a not in dock]
    now, use_24h = ctx.now, ctx.os["datetime"]["use_24h"]
    return View("apps/launcher/home.html", {"grid": grid, "dock": dock,
                                            "clock": formats.time(now, ctx.locale, use_24h),
                                            "date": formats.fmt(now, "long_day", ctx.locale),
                                            "wallpaper": looks.wallpaper(ctx.os["display"])})


def drawer(ctx: AppContext) -> View:
    return View("apps/launcher/drawer.html", {"apps": _icons(ctx)})


def recents(ctx: AppContext) -> View:
    cards = []
    for task in ctx.sys.tm.recents():
        top = task["entries"][-1]
        app = get_app(task["app"])
        screen = get_app(top["app"]).navigation.screen_map[top["screen"]]
        title = translate(screen.title, ctx.locale, top["app"]) if screen.title else screen.id
        cards.append({"task": task["id"], "name": translate(app.manifest.name, ctx.locale, app.id),
                      "icon": app.manifest.icon, "color": app.manifest.color, "title": title})
    return View("apps/launcher/recents.html", {"cards": cards})


VIEWS = {"home": home, "drawer": drawer, "recents": recents}
