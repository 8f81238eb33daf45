"""Launcher: home pages with folders and a dock, the long-press icon menu, the app drawer, recents."""

from __future__ import annotations

from typing import Any

from mgym.apps import registry
from mgym.apps.launcher import layout
from mgym.nav import Navigation, Screen, pop, push, replace, stay
from mgym.nav.declaration import ANY
from mgym.os.context import AppContext
from mgym.os.intents import Intent

APP_DETAILS = "android.settings.APPLICATION_DETAILS_SETTINGS"


def installed(ctx: AppContext) -> list[str]:
    """Installed launcher apps by id (registry order); disabled ones (Settings > App info) are hidden."""
    return [a.id for a in ctx.apps() if a.manifest.in_launcher and ctx.os["apps"].get(a.id, {}).get("enabled", True)]


def _app(ctx: AppContext) -> str:
    return str(ctx.param("app", ""))


def open_app(ctx: AppContext) -> None:
    ctx.sys.launch(_app(ctx))


def open_task(ctx: AppContext) -> None:
    ctx.sys.switch_to_task(int(ctx.params["task"]))


def remove_task(ctx: AppContext) -> None:
    ctx.sys.remove_task(int(ctx.params["task"]))


def clear_tasks(ctx: AppContext) -> None:
    for task in ctx.sys.tm.recents():
        ctx.sys.remove_task(task["id"])


# ---- home pages ----------------------------------------------------------------------------------


def page_count(ctx: AppContext) -> int:
    return len(layout.pages(ctx.state, installed(ctx)))


def has_next(ctx: AppContext) -> bool:
    return int(ctx.screen_params.get("page") or 0) + 1 < page_count(ctx)


def has_prev(ctx: AppContext) -> bool:
    return int(ctx.screen_params.get("page") or 0) > 0


def next_page(ctx: AppContext) -> None:
    ctx.set_param("page", int(ctx.screen_params.get("page") or 0) + 1)


def prev_page(ctx: AppContext) -> None:
    ctx.set_param("page", int(ctx.screen_params.get("page") or 0) - 1)


def page_exists(ctx: AppContext) -> bool:
    return 0 <= int(ctx.params.get("to", -1)) < page_count(ctx)


def go_page(ctx: AppContext) -> None:
    ctx.set_param("page", int(ctx.params["to"]))


# ---- the long-press menu -------------------------------------------------------------------------


def is_app(ctx: AppContext) -> bool:
    return _app(ctx) in installed(ctx)


def folder_exists(ctx: AppContext) -> bool:
    return layout.folder(ctx.state, ctx.param("folder")) is not None


def can_remove(ctx: AppContext) -> bool:
    return ctx.param("where") in ("home", "dock") and layout.on_home(ctx.state, _app(ctx))


def can_add_home(ctx: AppContext) -> bool:
    return ctx.param("where") == "drawer" and not layout.on_home(ctx.state, _app(ctx))


def in_folder(ctx: AppContext) -> bool:
    f = layout.folder(ctx.state, ctx.param("folder"))
    return f is not None and _app(ctx) in f["apps"]


def app_info(ctx: AppContext) -> None:
    ctx.start(Intent(action=APP_DETAILS, data=f"package:{_app(ctx)}"), new_task=True)


def remove_from_home(ctx: AppContext) -> None:
    layout.remove_from_home(ctx.state, _app(ctx))
    ctx.toast("Removed from home screen")


def add_to_home(ctx: AppContext) -> None:
    layout.add_to_home(ctx.state, _app(ctx))
    ctx.toast("Added to home screen")


def remove_from_folder(ctx: AppContext) -> None:
    layout.remove_from_folder(ctx.state, _app(ctx), str(ctx.param("folder")))


def can_add_to_folder(ctx: AppContext) -> bool:
    f = layout.folder(ctx.state, ctx.params.get("to"))
    return is_app(ctx) and f is not None and _app(ctx) not in f["apps"]


def add_to_folder(ctx: AppContext) -> None:
    f = layout.folder(ctx.state, ctx.params["to"])
    assert f is not None
    layout.add_to_folder(ctx.state, _app(ctx), str(f["id"]))
    ctx.toast("Added to {folder}", folder=f["name"])


def shortcut(ctx: AppContext) -> dict[str, Any] | None:
    app = registry().get(_app(ctx))
    sc = next((s for s in app.manifest.shortcuts if s.id == ctx.params.get("shortcut")), None) if app else None
    return None if sc is None else {"screen": sc.screen, "params": dict(sc.params)}


def has_shortcut(ctx: AppContext) -> bool:
    return shortcut(ctx) is not None


def open_shortcut(ctx: AppContext) -> None:
    """Open the app, then the shortcut's screen on top of its entry screen (Back returns there)."""
    sc = shortcut(ctx)
    assert sc is not None
    ctx.sys.launch(_app(ctx))
    ctx.sys.launch(_app(ctx), sc["screen"], sc["params"])


# ---- folders -----------------------------------------------------------------------------------


def rename_seed(ctx: AppContext) -> None:
    f = layout.folder(ctx.state, ctx.screen_params.get("folder"))
    ctx.set_field("name", f["name"] if f is not None else "")


def can_rename(ctx: AppContext) -> bool:
    return folder_exists(ctx) and bool(ctx.field("name").strip())


def rename(ctx: AppContext) -> None:
    f = layout.folder(ctx.state, ctx.param("folder"))
    assert f is not None
    f["name"] = ctx.field("name").strip()[:30]


MENU = ("app", "where", "folder")

NAV = Navigation(
    app="launcher",
    entry="home",
    screens=[
        Screen("home", params=("page",), title="Home"),
        Screen("drawer", title="All apps"),
        Screen("recents", title="Recent apps", entry_point=True),
        Screen("folder", params=("folder",), kind="dialog", title="Folder"),
        Screen("menu", params=MENU, kind="menu", title="App options"),
        Screen("folder_pick", params=MENU, kind="dialog", title="Add to folder"),
        Screen("rename", params=("folder",), kind="dialog", title="Rename folder", on_open=rename_seed),
    ],
    transitions=[
        stay("launcher.open", ("home", "drawer", "folder"), guard=is_app, effect=open_app, label="Open an app"),
        stay("home.next", "home", guard=has_next, effect=next_page, label="Next page"),
        stay("home.prev", "home", guard=has_prev, effect=prev_page, label="Previous page"),
        stay("home.page", "home", guard=page_exists, effect=go_page, label="Go to page"),
        push("drawer.open", "home", "drawer", label="Swipe up for all apps"),
        pop("drawer.close", "drawer", "home"),
        push("folder.open", "home", "folder", guard=folder_exists, label="Open folder"),
        pop("folder.close", "folder", "home", label="Close folder"),
        push("folder.rename", "folder", "rename", guard=folder_exists, label="Rename folder"),
        pop("rename.save", "rename", ANY, guard=can_rename, effect=rename, label="Save"),
        pop("rename.cancel", "rename", ANY, label="Cancel"),
        push("icon.menu", ("home", "drawer"), "menu", guard=is_app, label="App options"),
        push("folder.menu", "folder", "menu", guard=in_folder, label="App options"),
        pop("menu.dismiss", "menu", ANY, label="Close menu"),
        pop("menu.info", "menu", ANY, guard=is_app, effect=app_info, label="App info"),
        pop("menu.remove", "menu", ANY, guard=can_remove, effect=remove_from_home, label="Remove from home"),
        pop("menu.add_home", "menu", ANY, guard=can_add_home, effect=add_to_home, label="Add to home screen"),
        pop("menu.unfolder", "menu", ANY, guard=in_folder, effect=remove_from_folder, label="Remove from folder"),
        replace("menu.folder", "menu", "folder_pick", guard=is_app, label="Add to folder"),
        pop("menu.shortcut", "menu", ANY, guard=has_shortcut, effect=open_shortcut, label="Shortcut"),
        pop("pick.folder", "folder_pick", ANY, guard=can_add_to_folder, effect=add_to_folder, label="Folder"),
        pop("pick.cancel", "folder_pick", ANY, label="Cancel"),
        stay("recents.open", "recents", effect=open_task, label="Switch to a recent app"),
        stay("recents.remove", "recents", effect=remove_task, label="Swipe a recent app away"),
        pop("recents.clear", "recents", "home", effect=clear_tasks, label="Clear all"),
    ],
)
