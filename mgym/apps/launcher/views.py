from typing import Any

from mgym.app import View
from mgym.apps import get_app
from mgym.os.context import AppContext


def _icons(ctx: AppContext) -> list[dict[str, Any]]:
    return [{"id": a.id, "name": a.manifest.name, "icon": a.manifest.icon, "color": a.manifest.color}
            for a in sorted(ctx.apps(), key=lambda a: a.manifest.name.lower()) if a.manifest.in_launcher]


def home(ctx: AppContext) -> View:
    apps = _icons(ctx)
    by_id = {a["id"]: a for a in apps}
    dock = [by_id[i] for i in ctx.state["dock"] if i in by_id]
    grid = [a for a in apps if a not in dock]
    dt = ctx.sys.clock.datetime()
    return View("apps/launcher/home.html", {"grid": grid, "dock": dock, "clock": dt.strftime("%H:%M"),
                                            "date": dt.strftime("%A, %B %-d")})


def drawer(ctx: AppContext) -> View:
    return View("apps/launcher/drawer.html", {"apps": _icons(ctx)})


def recents(ctx: AppContext) -> View:
    cards = []
    for task in ctx.sys.tm.recents():
        top = task["entries"][-1]
        app = get_app(task["app"])
        screen = get_app(top["app"]).navigation.screen_map[top["screen"]]
        cards.append({"task": task["id"], "name": app.manifest.name, "icon": app.manifest.icon,
                      "color": app.manifest.color, "title": screen.title or screen.id})
    return View("apps/launcher/recents.html", {"cards": cards})


VIEWS = {"home": home, "drawer": drawer, "recents": recents}
