"""Notifications: per-app switches and Do Not Disturb."""

from __future__ import annotations

from collections.abc import Callable

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.i18n import N_
from mgym.nav import Screen, Transition, pop, push, stay
from mgym.os.context import AppContext

HOME = ("main", "search")

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("notifications", title="Notifications"),
    Screen("notif_apps", title="App notifications"),
    Screen("dnd", title="Do Not Disturb"),
    Screen("dnd_calls", kind="dialog", title="Allow calls from"),
]

ALLOW_CALLS = (("everyone", N_("Everyone")), ("contacts", N_("Contacts")), ("starred", N_("Starred contacts")),
               ("none", N_("None")))
CALLS_SUMMARY = {"everyone": N_("From everyone"), "contacts": N_("From contacts only"),
                 "starred": N_("From starred contacts only"), "none": N_("Don't allow any calls")}


def toggle_dnd(ctx: AppContext) -> None:
    ctx.os["dnd"]["enabled"] = not ctx.os["dnd"]["enabled"]


def toggle_dnd_alarms(ctx: AppContext) -> None:
    ctx.os["dnd"]["allow_alarms"] = not ctx.os["dnd"]["allow_alarms"]


def set_allow_calls(ctx: AppContext) -> None:
    ctx.os["dnd"]["allow_calls"] = str(ctx.params["who"])


def _secure_toggle(key: str, default: bool) -> Callable[[AppContext], None]:
    def effect(ctx: AppContext) -> None:
        table = ctx.os["settings"]["secure"]
        table[key] = not table.get(key, default)

    effect.__name__ = f"toggle_{key}"
    return effect


toggle_badges = _secure_toggle("notification_badging", True)
toggle_lock_screen = _secure_toggle("lock_screen_notifications", True)


TRANSITIONS: list[Transition] = [
    push("notifications.open", HOME, "notifications", label="Notifications"),
    push("notifications.apps", "notifications", "notif_apps", label="App notifications"),
    push("notifications.dnd", ("notifications", "sound", "search"), "dnd", label="Do Not Disturb"),
    stay("notifications.badges", "notifications", effect=toggle_badges, label="Notification dot on app icon"),
    stay("notifications.lock_screen", "notifications", effect=toggle_lock_screen,
         label="Notifications on lock screen"),
    stay("dnd.toggle", "dnd", effect=toggle_dnd, label="Use Do Not Disturb"),
    stay("dnd.alarms", "dnd", effect=toggle_dnd_alarms, label="Alarms"),
    push("dnd.calls", "dnd", "dnd_calls", label="Calls"),
    pop("dnd.set_calls", "dnd_calls", "dnd", effect=set_allow_calls),
    pop("dnd_calls.dismiss", "dnd_calls", "dnd", label="Cancel"),
]


# ---- summaries ---------------------------------------------------------------------------------
def notifications_summary(ctx: AppContext) -> c.Text:
    if ctx.os["dnd"]["enabled"]:
        return t("Do Not Disturb is on")
    off = sum(1 for a in ctx.apps() if not c.app_prefs(ctx, a.id)["notifications"])
    return ctx.ngettext("Off for {n} app", "Off for {n} apps", off) if off else t("Notification history, conversations")


def dnd_summary(ctx: AppContext) -> c.T:
    return t("On") if ctx.os["dnd"]["enabled"] else t("Off")


# ---- views -------------------------------------------------------------------------------------
def notifications(ctx: AppContext) -> View:
    secure = ctx.os["settings"]["secure"]
    off = sum(1 for a in ctx.apps() if not c.app_prefs(ctx, a.id)["notifications"])
    items = [
        c.link("notifications.apps", t("App notifications"),
               ctx.ngettext("Off for {n} app", "Off for {n} apps", off) if off else t("On for all apps"), icon="apps"),
        c.info(t("Notification history"), t("Off"), icon="history"),
        c.section(t("Privacy")),
        c.switch("notifications.lock_screen", t("Notifications on lock screen"),
                 c.flag(secure, "lock_screen_notifications", True), t("Show conversations, default, and silent")),
        c.section(t("General")),
        c.link("notifications.dnd", t("Do Not Disturb"), dnd_summary(ctx), icon="do_not_disturb_on"),
        c.switch("notifications.badges", t("Notification dot on app icon"),
                 c.flag(secure, "notification_badging", True)),
    ]
    return View("apps/settings/page.html", c.page(t("Notifications"), items))


def notif_apps(ctx: AppContext) -> View:
    items = [c.section(t("All apps"))]
    for r in c.all_apps(ctx):
        on = c.app_prefs(ctx, r["id"])["notifications"]
        items.append(c.switch("notifications.app_toggle", r["name"], on, t("On") if on else t("Off"), p={"app": r["id"]}))
    items.append(c.note(t("Turn off notifications for an app to stop its pop-ups and sounds.")))
    return View("apps/settings/page.html", c.page(t("App notifications"), items))


def dnd(ctx: AppContext) -> View:
    d = ctx.os["dnd"]
    calls = CALLS_SUMMARY[d["allow_calls"]]
    items = [
        c.main_switch("dnd.toggle", t("Use Do Not Disturb"), d["enabled"]),
        c.section(t("What can interrupt Do Not Disturb")),
        c.link("dnd.calls", t("Calls"), t(calls), icon="call"),
        c.switch("dnd.alarms", t("Alarms"), d["allow_alarms"], t("Alarms can interrupt"), icon="alarm"),
        c.note(t("When Do Not Disturb is on, sound and vibration will be muted, except for the items you "
                 "allow above."), icon="info"),
    ]
    return View("apps/settings/page.html", c.page(t("Do Not Disturb"), items))


def dnd_calls(ctx: AppContext) -> View:
    cur = ctx.os["dnd"]["allow_calls"]
    d = c.dialog(t("Allow calls from"),
                 [c.radio("dnd.set_calls", t(label), key == cur, p={"who": key}) for key, label in ALLOW_CALLS],
                 [c.button("dnd_calls.dismiss", t("Cancel"))], dismiss="dnd_calls.dismiss")
    return View("apps/settings/dialog.html", {"dlg": d})


VIEWS = {"notifications": notifications, "notif_apps": notif_apps, "dnd": dnd, "dnd_calls": dnd_calls}
