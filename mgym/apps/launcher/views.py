"""Launcher views. App names and screen titles are msgids of their own app's domain: translated
here (a template translates only in its own app's domain)."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps import get_app, registry
from mgym.apps.launcher import geometry, layout
from mgym.apps.launcher.navigation import installed
from mgym.apps.themes import looks
from mgym.i18n import formats, names, translate
from mgym.os.context import AppContext

Icon = dict[str, Any]


def _icon(ctx: AppContext, app_id: str) -> Icon:
    a = get_app(app_id)
    return {"id": a.id, "name": translate(a.manifest.name, ctx.locale, a.id), "icon": a.manifest.icon,
            **looks.icon(ctx.os["display"], a.manifest.color)}


def _icons(ctx: AppContext) -> list[Icon]:
    """Installed launcher apps, named in the phone's language and sorted by that name (A-Z; Chinese
    names by their pinyin)."""
    apps = [_icon(ctx, a) for a in installed(ctx)]
    return sorted(apps, key=lambda a: (names.latin_key(a["name"]), a["id"]))


def matches(name: str, query: str) -> bool:
    """Whether the drawer's search ``query`` finds the app ``name``: a part of the name, or for a
    Chinese name its pinyin (``jisuan``) or the syllables' initials (``jsq``)."""
    q = query.lower().replace(" ", "")
    key = names.latin_key(name)
    return (q in name.lower().replace(" ", "") or q in key.replace(" ", "")
            or "".join(w[:1] for w in key.split()).startswith(q))


def _folder(ctx: AppContext, f: dict[str, Any], ok: set[str]) -> dict[str, Any]:
    return {"kind": "folder", "id": f["id"], "name": f["name"],
            "apps": [_icon(ctx, a) for a in f["apps"] if a in ok]}


def _wallpaper(ctx: AppContext) -> dict[str, Any]:
    """The stock or themed gradient, or a picture set from Gallery (a file of ``os.files``)."""
    d = ctx.os["display"]
    fid = d.get("wallpaper_photo")
    row = next((f for f in ctx.os.get("files") or () if f.get("id") == fid), None) if fid else None
    return {"wallpaper": looks.wallpaper(d), "wallpaper_asset": row.get("asset") if row else None}


def home(ctx: AppContext) -> View:
    st = ctx.state
    ok = set(installed(ctx))
    pages = layout.pages(st, installed(ctx))
    current = min(max(int(ctx.screen_params.get("page") or 0), 0), len(pages) - 1)
    folders = {f["id"]: f for f in st["folders"]}
    items = [_folder(ctx, folders[i], ok) if i in folders else {"kind": "app", **_icon(ctx, i)}
             for i in pages[current]]
    dock = [_icon(ctx, i) for i in st["dock"] if i in ok]
    swipes = {"up": "drawer.open"}
    if current + 1 < len(pages):
        swipes["left"] = "home.next"
    if current > 0:
        swipes["right"] = "home.prev"
    now, use_24h = ctx.now, ctx.os["datetime"]["use_24h"]
    return View("apps/launcher/home.html", {"swipes": swipes,
        "items": items, "dock": dock, "page": current, "pages": len(pages),
        "clock": formats.time(now, ctx.locale, use_24h), "date": formats.fmt(now, "long_day", ctx.locale),
        **_wallpaper(ctx)})


def drawer(ctx: AppContext) -> View:
    q = ctx.field("q").strip()
    apps = _icons(ctx)
    if q:
        apps = [a for a in apps if matches(a["name"], q)]
    return View("apps/launcher/drawer.html", {"apps": apps, "query": q})


def folder(ctx: AppContext) -> View:
    f = layout.folder(ctx.state, ctx.screen_params.get("folder"))
    shown = _folder(ctx, f, set(installed(ctx))) if f is not None else None
    return View("apps/launcher/folder.html", {"folder": shown})


def menu(ctx: AppContext) -> View:
    """The long-press popup: the app's shortcuts, then App info and the layout actions."""
    sp = ctx.screen_params
    aid, where = str(sp.get("app", "")), str(sp.get("where", "home"))
    app = registry().get(aid)
    shortcuts = [{"id": s.id, "label": translate(s.label, ctx.locale, aid), "icon": s.icon}
                 for s in app.manifest.shortcuts] if app else []
    st = ctx.state
    f = layout.folder(st, sp.get("folder"))
    return View("apps/launcher/menu.html", {
        "target": {"app": aid, "where": where, "folder": sp.get("folder")},
        "name": _icon(ctx, aid)["name"] if app else aid, "shortcuts": shortcuts,
        "can_remove": where in ("home", "dock") and layout.on_home(st, aid),
        "can_add_home": where == "drawer" and not layout.on_home(st, aid),
        "in_folder": f is not None and aid in f["apps"],
        "pos": geometry.menu_position(ctx, where, aid, len(shortcuts) + 4)})


def folder_pick(ctx: AppContext) -> View:
    sp = ctx.screen_params
    aid = str(sp.get("app", ""))
    ok = set(installed(ctx))
    folders = [{**_folder(ctx, f, ok), "has": aid in f["apps"]} for f in ctx.state["folders"]]
    return View("apps/launcher/folder_pick.html", {
        "target": {"app": aid, "where": sp.get("where"), "folder": sp.get("folder")}, "folders": folders})


def rename(ctx: AppContext) -> View:
    return View("apps/launcher/rename.html", {"folder_id": ctx.screen_params.get("folder")})


def recents(ctx: AppContext) -> View:
    cards = []
    for task in ctx.sys.tm.recents():
        app = get_app(task["app"])
        cards.append({"task": task["id"], "name": translate(app.manifest.name, ctx.locale, app.id),
                      "icon": app.manifest.icon, "color": app.manifest.color,
                      "preview": ctx.task_preview(task["id"])})
    return View("apps/launcher/recents.html", {"cards": cards, "scale": geometry.THUMB_SCALE})


VIEWS = {"home": home, "drawer": drawer, "recents": recents, "folder": folder, "menu": menu,
         "folder_pick": folder_pick, "rename": rename}
