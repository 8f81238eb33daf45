"""Launcher: home screen, app drawer, recents."""

from mgym.nav import Navigation, Screen, pop, push, stay
from mgym.os.context import AppContext


def open_app(ctx: AppContext) -> None:
    ctx.sys.launch(str(ctx.params["app"]))


def open_task(ctx: AppContext) -> None:
    ctx.sys.switch_to_task(int(ctx.params["task"]))


def remove_task(ctx: AppContext) -> None:
    ctx.sys.remove_task(int(ctx.params["task"]))


def clear_tasks(ctx: AppContext) -> None:
    for task in ctx.sys.tm.recents():
        ctx.sys.remove_task(task["id"])


NAV = Navigation(
    app="launcher",
    entry="home",
    screens=[
        Screen("home", title="Home"),
        Screen("drawer", title="All apps"),
        Screen("recents", title="Recent apps", entry_point=True),
    ],
    transitions=[
        stay("launcher.open", ("home", "drawer"), effect=open_app, label="Open an app"),
        push("drawer.open", "home", "drawer", label="Swipe up for all apps"),
        pop("drawer.close", "drawer", "home"),
        stay("recents.open", "recents", effect=open_task, label="Switch to a recent app"),
        stay("recents.remove", "recents", effect=remove_task, label="Swipe a recent app away"),
        pop("recents.clear", "recents", "home", effect=clear_tasks, label="Clear all"),
    ],
)
