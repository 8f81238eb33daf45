"""Apps: the app list, app info, and each app's notifications, permissions, storage and battery."""

from __future__ import annotations

from typing import Any

import orjson

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.apps.settings.sections import permissions as perms
from mgym.i18n import N_
from mgym.nav import Screen, Transition, pop, push, stay
from mgym.os.context import AppContext

HOME = ("main", "search")
PROTECTED = ("settings", "launcher")  # apps the user cannot open or stop from their info page

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("apps", title="Apps"),
    Screen("apps_all", title="All apps"),
    Screen("apps_disabled", title="Disabled apps"),
    Screen("app_info", params=("app", "data"), title="App info"),
    Screen("force_stop", params=("app",), kind="dialog", title="Force stop?"),
    Screen("app_notifications", params=("app",), title="App notifications"),
    Screen("disable_app", params=("app",), kind="dialog", title="Disable app?"),
    Screen("app_storage", params=("app",), title="Storage & cache"),
    Screen("clear_cache", params=("app",), kind="dialog", title="Clear cache?"),
    Screen("clear_storage", params=("app",), kind="dialog", title="Delete app data?"),
    Screen("app_battery", params=("app",), title="App battery usage"),
]


def app_id(ctx: AppContext) -> str:
    """The app a screen is about: its ``app`` param, or an intent's ``package:<id>`` data."""
    a = ctx.param("app")
    if a:
        return str(a)
    data = str(ctx.param("data", "") or "")
    return data.split(":", 1)[1] if ":" in data else data


def _task(ctx: AppContext, aid: str) -> dict[str, Any] | None:
    return ctx.sys.tm.for_app(aid)


def open_app(ctx: AppContext) -> None:
    ctx.launch(app_id(ctx))


def is_running(ctx: AppContext) -> bool:
    return app_id(ctx) not in PROTECTED and _task(ctx, app_id(ctx)) is not None


def force_stop(ctx: AppContext) -> None:
    task = _task(ctx, app_id(ctx))
    if task is not None:
        ctx.sys.remove_task(task["id"])


def toggle_notifications(ctx: AppContext) -> None:
    prefs = c.app_prefs_w(ctx, app_id(ctx))
    prefs["notifications"] = not prefs["notifications"]


def is_enabled(ctx: AppContext, aid: str) -> bool:
    return bool(c.app_prefs(ctx, aid).get("enabled", True))


def can_disable(ctx: AppContext) -> bool:
    """System apps cannot be disabled (Android greys the button out)."""
    aid = app_id(ctx)
    return aid in {a.id for a in ctx.apps()} and not c.app_row(ctx, aid)["system"] and is_enabled(ctx, aid)


def is_disabled(ctx: AppContext) -> bool:
    return not is_enabled(ctx, app_id(ctx))


def disable(ctx: AppContext) -> None:
    """Disable the app: it stops, leaves the launcher and cannot start until enabled again."""
    force_stop(ctx)
    c.app_prefs_w(ctx, app_id(ctx))["enabled"] = False


def enable(ctx: AppContext) -> None:
    c.app_prefs_w(ctx, app_id(ctx))["enabled"] = True


def clear_cache(ctx: AppContext) -> None:
    c.app_prefs_w(ctx, app_id(ctx))["cache_mb"] = 0.0
    ctx.toast("Cache cleared")


def clear_storage(ctx: AppContext) -> None:
    """Delete the app's data: its runtime state goes back to a fresh install's, its cache is emptied."""
    aid = app_id(ctx)
    for a in ctx.apps():
        if a.id == aid:
            ctx.sys.p["apps"][aid] = a.default_state()
    c.app_prefs_w(ctx, aid)["cache_mb"] = 0.0


def set_battery_mode(ctx: AppContext) -> None:
    c.app_prefs_w(ctx, app_id(ctx))["battery"] = str(ctx.params["mode"])


TRANSITIONS: list[Transition] = [
    push("apps.open", HOME, "apps", label="Apps"),
    push("apps.all", ("apps", "storage", "search"), "apps_all", label="See all apps"),
    push("apps.disabled", "apps", "apps_disabled", label="Disabled apps"),
    push("apps.info", ("apps", "apps_all", "apps_disabled", "notif_apps"), "app_info", label="App info"),
    stay("apps.launch", "app_info", effect=open_app, label="Open"),
    push("apps.force_stop", "app_info", "force_stop", guard=is_running, label="Force stop"),
    pop("apps.force_stop_confirm", "force_stop", "app_info", effect=force_stop, label="OK"),
    pop("force_stop.dismiss", "force_stop", "app_info", label="Cancel"),
    push("apps.notifications", "app_info", "app_notifications", label="Notifications"),
    push("apps.disable", "app_info", "disable_app", guard=can_disable, label="Disable"),
    pop("apps.disable_confirm", "disable_app", "app_info", effect=disable, label="Disable app"),
    pop("disable_app.dismiss", "disable_app", "app_info", label="Cancel"),
    stay("apps.enable", "app_info", guard=is_disabled, effect=enable, label="Enable"),
    push("apps.storage", "app_info", "app_storage", label="Storage & cache"),
    push("apps.clear_cache", "app_storage", "clear_cache", label="Clear cache"),
    pop("apps.clear_cache_confirm", "clear_cache", "app_storage", effect=clear_cache, label="Clear"),
    pop("clear_cache.dismiss", "clear_cache", "app_storage", label="Cancel"),
    push("apps.clear_storage", "app_storage", "clear_storage", label="Clear storage"),
    pop("apps.clear_storage_confirm", "clear_storage", "app_storage", effect=clear_storage, label="Delete"),
    pop("clear_storage.dismiss", "clear_storage", "app_storage", label="Cancel"),
    push("apps.battery", ("app_info", "battery_usage"), "app_battery", label="App battery usage"),
    stay("apps.battery_mode", "app_battery", effect=set_battery_mode, label="Battery usage mode"),
    stay("notifications.app_toggle", ("app_notifications", "notif_apps"), effect=toggle_notifications,
         label="App notifications"),
]

BATTERY_MODES = (
    ("unrestricted", N_("Unrestricted"), N_("Allow battery usage in background without restrictions. May use more "
                                          "battery.")),
    ("optimized", N_("Optimized"), N_("Optimize based on your usage. Recommended for most apps.")),
    ("restricted", N_("Restricted"), N_("Restrict battery usage while in background. App may not work as expected. "
                                      "Notifications may be delayed.")),
)


def _data_mb(ctx: AppContext, aid: str) -> float:
    return round(len(orjson.dumps(ctx.sys.p["apps"].get(aid, {}))) / 1000 + 0.1, 2)


def _not_found(title: c.T) -> View:
    return View("apps/settings/page.html", c.page(title, [c.note(t("App not installed"))]))


# ---- views -------------------------------------------------------------------------------------
def apps(ctx: AppContext) -> View:
    recent: list[dict[str, Any]] = []
    for task in ctx.sys.tm.recents():
        if task["app"] != "settings" and len(recent) < 3:
            recent.append(c.app_row(ctx, task["app"]))
    items: list[c.Item] = []
    if recent:
        items.append(c.section(t("Recently opened apps")))
        items += [c.link("apps.info", r["name"], t("Running"), icon=r["icon"], color=r["color"],
                         p={"app": r["id"]}) for r in recent]
    items += [c.link("apps.all", ctx.ngettext("See all {n} app", "See all {n} apps", len(ctx.apps())), icon="apps"),
              c.section(t("General")),
              c.link("perms.manager", t("Permission manager"), t("Control app access to your data"),
                     icon="privacy_tip"),
              c.link("apps.disabled", t("Disabled apps"), _count(ctx, len(_disabled(ctx))), icon="block"),
              c.info(t("Default apps"), t("Assistant, browser and phone apps"), icon="check_circle"),
              c.info(t("Screen time"), t("0 minutes today"), icon="hourglass_empty"),
              c.info(t("Unused apps"), t("0 unused apps"), icon="apps_outage"),
              c.info(t("Special app access"), ctx.ngettext("{n} app can use unrestricted data", "{n} apps can use unrestricted data", 1), icon="key")]
    return View("apps/settings/page.html", c.page(t("Apps"), items))


def apps_all(ctx: AppContext) -> View:
    items = []
    for r in c.all_apps(ctx):
        prefs = c.app_prefs(ctx, r["id"])
        size = c.fmt_size_mb(prefs["storage_mb"] + prefs["cache_mb"] + _data_mb(ctx, r["id"]))
        items.append(c.link("apps.info", r["name"], size, icon=r["icon"], color=r["color"], p={"app": r["id"]}))
    return View("apps/settings/page.html", c.page(t("All apps"), items))


def _count(ctx: AppContext, n: int) -> str:
    return ctx.ngettext("{n} app", "{n} apps", n)


def _disabled(ctx: AppContext) -> list[dict[str, Any]]:
    return [r for r in c.all_apps(ctx) if not is_enabled(ctx, r["id"])]


def apps_disabled(ctx: AppContext) -> View:
    items = [c.link("apps.info", r["name"], t("Disabled"), icon=r["icon"], color=r["color"], p={"app": r["id"]})
             for r in _disabled(ctx)] or [c.note(t("No disabled apps"))]
    return View("apps/settings/page.html", c.page(t("Disabled apps"), items))


def app_info(ctx: AppContext) -> View:
    aid = app_id(ctx)
    if aid not in {a.id for a in ctx.apps()}:
        return _not_found(t("App info"))
    r = c.app_row(ctx, aid)
    prefs = c.app_prefs(ctx, aid)
    p = {"app": aid}
    allowed = perms.allowed_names(ctx, aid)
    perm_summary: c.T | str = c.join(ctx, [ctx.gettext(a) for a in allowed]) if allowed \
        else t("No permissions allowed")
    enabled = is_enabled(ctx, aid)
    total = prefs["storage_mb"] + prefs["cache_mb"] + _data_mb(ctx, aid)
    mode = dict((k, label) for k, label, _ in BATTERY_MODES)[prefs["battery"]]
    can_open = r["in_launcher"] and aid not in PROTECTED and enabled
    status = t("System app") if r["system"] else t("Installed") if enabled else t("Disabled")
    toggle = c.action("apps.disable", t("Disable"), "block", p=p, disabled=not can_disable(ctx)) if enabled \
        else c.action("apps.enable", t("Enable"), "check_circle", p=p)
    items = [
        c.hero(r["icon"], r["name"], status, color=r["color"]),
        c.actions(c.action("apps.launch", t("Open"), "open_in_new", p=p, disabled=not can_open), toggle,
                  c.action("apps.force_stop", t("Force stop"), "report", p=p, disabled=not is_running(ctx))),
        c.link("apps.notifications", t("Notifications"),
               t("On") if prefs["notifications"] else t("Off"), p=p),
        c.link("apps.permissions", t("Permissions"), perm_summary, p=p),
        c.link("apps.storage", t("Storage & cache"), t("{size} used in internal storage",
                                                        size=c.fmt_size_mb(total)), p=p),
        c.info(t("Mobile data & Wi-Fi"), t("No data used")),
        c.link("apps.battery", t("App battery usage"), t(mode), p=p),
        c.info(t("Open by default"), t("Allow app to open supported links")),
        c.note(t("version {v}", v=f"1.{len(aid)}.{sum(map(ord, aid)) % 10}")),
    ]
    return View("apps/settings/page.html", c.page(t("App info"), items))


def force_stop_dialog(ctx: AppContext) -> View:
    p = {"app": app_id(ctx)}
    d = c.dialog(t("Force stop?"), [],
                 [c.button("force_stop.dismiss", t("Cancel")), c.button("apps.force_stop_confirm", t("OK"), p=p)],
                 dismiss="force_stop.dismiss", body=t("If you force stop an app, it may misbehave."))
    return View("apps/settings/dialog.html", {"dlg": d})


def app_notifications(ctx: AppContext) -> View:
    aid = app_id(ctx)
    r = c.app_row(ctx, aid)
    on = c.app_prefs(ctx, aid)["notifications"]
    items = [
        c.hero(r["icon"], r["name"], None, color=r["color"]),
        c.main_switch("notifications.app_toggle", t("All {app} notifications", app=r["name"]), on, p={"app": aid}),
        c.note(t("Notifications from this app appear in the shade and as pop-ups.") if on
               else t("Android is blocking this app's notifications from appearing on this device")),
    ]
    return View("apps/settings/page.html", c.page(t("Notifications"), items))


def disable_dialog(ctx: AppContext) -> View:
    p = {"app": app_id(ctx)}
    d = c.dialog(t("Disable app?"), [],
                 [c.button("disable_app.dismiss", t("Cancel")), c.button("apps.disable_confirm", t("Disable app"), p=p)],
                 dismiss="disable_app.dismiss",
                 body=t("If you disable this app, Android and other apps may no longer function as intended. "
                        "The app will be hidden from your home screen."))
    return View("apps/settings/dialog.html", {"dlg": d})


def app_storage(ctx: AppContext) -> View:
    aid = app_id(ctx)
    r = c.app_row(ctx, aid)
    prefs = c.app_prefs(ctx, aid)
    data = _data_mb(ctx, aid)
    total = prefs["storage_mb"] + data + prefs["cache_mb"]
    p = {"app": aid}
    items = [
        c.hero(r["icon"], r["name"], None, color=r["color"]),
        c.actions(c.action("apps.clear_storage", t("Clear storage"), "delete", p=p),
                  c.action("apps.clear_cache", t("Clear cache"), "cleaning_services", p=p,
                           disabled=prefs["cache_mb"] <= 0)),
        c.section(t("Space used")),
        c.info(t("App size"), c.fmt_size_mb(prefs["storage_mb"])),
        c.info(t("User data"), c.fmt_size_mb(data)),
        c.info(t("Cache"), c.fmt_size_mb(prefs["cache_mb"])),
        c.info(t("Total"), c.fmt_size_mb(total)),
    ]
    return View("apps/settings/page.html", c.page(t("Storage & cache"), items))


def clear_cache_dialog(ctx: AppContext) -> View:
    aid = app_id(ctx)
    r = c.app_row(ctx, aid)
    size = c.fmt_size_mb(c.app_prefs(ctx, aid)["cache_mb"])
    d = c.dialog(t("Clear cache?"), [],
                 [c.button("clear_cache.dismiss", t("Cancel")),
                  c.button("apps.clear_cache_confirm", t("Clear"), p={"app": aid})],
                 dismiss="clear_cache.dismiss",
                 body=t("{size} of temporary files of {app} will be deleted.", size=size, app=r["name"]))
    return View("apps/settings/dialog.html", {"dlg": d})


def clear_storage_dialog(ctx: AppContext) -> View:
    aid = app_id(ctx)
    d = c.dialog(t("Delete app data?"), [],
                 [c.button("clear_storage.dismiss", t("Cancel")),
                  c.button("apps.clear_storage_confirm", t("Delete"), p={"app": aid})],
                 dismiss="clear_storage.dismiss",
                 body=t("All of this app's data will be deleted permanently. This includes all files, settings, "
                        "accounts, databases, etc."))
    return View("apps/settings/dialog.html", {"dlg": d})


def app_battery(ctx: AppContext) -> View:
    aid = app_id(ctx)
    r = c.app_row(ctx, aid)
    mode = c.app_prefs(ctx, aid)["battery"]
    items: list[c.Item] = [c.hero(r["icon"], r["name"], None, color=r["color"]),
                           c.section(t("Manage battery usage"))]
    items += [c.radio("apps.battery_mode", t(label), key == mode, t(desc), p={"app": aid, "mode": key})
              for key, label, desc in BATTERY_MODES]
    return View("apps/settings/page.html", c.page(t("App battery usage"), items))


VIEWS = {"apps": apps, "apps_all": apps_all, "apps_disabled": apps_disabled, "app_info": app_info, "force_stop": force_stop_dialog,
         "app_notifications": app_notifications, "disable_app": disable_dialog, "app_storage": app_storage,
         "clear_cache": clear_cache_dialog, "clear_storage": clear_storage_dialog, "app_battery": app_battery}
