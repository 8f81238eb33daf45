"""App permissions (per app, one permission's choices) and the permission manager (per permission).

A row is a permission *name* as Settings shows it (``mgym.os.permissions.NAMES``: ``contacts.read``
and ``contacts.write`` are both "Contacts"); choosing on its screen writes every permission of the
app with that name through :func:`mgym.os.permissions.set_state`.
"""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.i18n import N_
from mgym.nav import Screen, Transition, push, stay
from mgym.os import permissions as pm
from mgym.os.context import AppContext

SCREENS = [
    Screen("app_permissions", params=("app",), title="App permissions"),
    Screen("app_permission", params=("app", "perm"), title="Permission"),
    Screen("perm_manager", title="Permission manager"),
    Screen("perm_apps", params=("perm",), title="Permission"),
]

#: the names of ``permissions.NAMES`` again, so that Settings' catalogue translates them itself
PERMISSION_NAMES = (N_("Contacts"), N_("Location"), N_("Camera"), N_("Microphone"), N_("Photos and media"),
                    N_("Photos and videos"), N_("Files"), N_("SMS"), N_("Calendar"), N_("Notifications"))
ICONS = {"Contacts": "contacts", "Location": "location_on", "Camera": "photo_camera", "Microphone": "mic",
         "Photos and media": "perm_media", "Photos and videos": "photo_library", "Files": "folder", "SMS": "sms",
         "Calendar": "calendar_today", "Notifications": "notifications"}
#: the choices of a permission's screen: (value written, label); foreground permissions get three
FOREGROUND_CHOICES = (("granted", N_("Allow only while using the app")), ("ask", N_("Ask every time")),
                      ("denied", N_("Don't allow")))
CHOICES = (("granted", N_("Allow")), ("denied", N_("Don't allow")))


def name_of(perm: str) -> str:
    """The permission's name in Settings (a msgid), its id when it has none."""
    return pm.NAMES.get(perm, perm)


def declared(ctx: AppContext, aid: str) -> list[str]:
    """The permissions an app declares, plus any the OS holds an answer for."""
    return sorted({*c.app_row(ctx, aid)["permissions"], *ctx.os["permissions"].get(aid, {})})


def same_name(ctx: AppContext, aid: str, perm: str) -> list[str]:
    """The app's permissions shown under the same name as ``perm``."""
    return [p for p in declared(ctx, aid) if name_of(p) == name_of(perm)] or [perm]


def choice(ctx: AppContext, aid: str, perm: str) -> str:
    """The selected choice: ``granted`` / ``ask`` (foreground perms never asked or allowed once) /
    ``denied`` (refused; a non-foreground permission never asked shows Don't allow, as Android does)."""
    st = pm.state(ctx.os, aid, perm)
    if st == "granted":
        return "granted"
    if perm in pm.FOREGROUND and st in ("ask", "once"):
        return "ask"
    return "denied"


def groups(ctx: AppContext, aid: str) -> list[dict[str, Any]]:
    """One row per permission name: {name, perm (the first id), allowed}."""
    out: dict[str, dict[str, Any]] = {}
    for perm in declared(ctx, aid):
        name = name_of(perm)
        if name not in out:
            out[name] = {"name": name, "perm": perm, "allowed": choice(ctx, aid, perm) == "granted"}
    return sorted(out.values(), key=lambda g: shown(ctx, g["name"]))


def shown(ctx: AppContext, msgid: str) -> str:
    """A permission name as the phone shows it (sorting follows the phone's language)."""
    return ctx.gettext(msgid)


def allowed_names(ctx: AppContext, aid: str) -> list[str]:
    return [g["name"] for g in groups(ctx, aid) if g["allowed"]]


def _app(ctx: AppContext) -> str:
    from mgym.apps.settings.sections.apps import app_id

    return app_id(ctx)


def set_permission(ctx: AppContext) -> None:
    """A choice on a permission's screen, written to every permission of that name."""
    aid, perm, value = _app(ctx), str(ctx.params["perm"]), str(ctx.params["value"])
    if choice(ctx, aid, perm) == value:
        return  # already selected: Android leaves a "denied forever" or a one-time grant alone
    for p in same_name(ctx, aid, perm):
        pm.set_state(ctx.os, aid, p, value)


TRANSITIONS: list[Transition] = [
    push("apps.permissions", "app_info", "app_permissions", label="Permissions"),
    push("perms.open", ("app_permissions", "perm_apps", "location"), "app_permission", label="Open a permission"),
    stay("perms.set", "app_permission", effect=set_permission, label="Choose a permission's access"),
    push("perms.manager", ("security", "apps", "search"), "perm_manager", label="Permission manager"),
    push("perms.apps", "perm_manager", "perm_apps", label="Apps with a permission"),
]


# ---- views -------------------------------------------------------------------------------------
def _perm_names(ctx: AppContext) -> dict[str, list[tuple[str, str]]]:
    """Permission name -> [(app id, first permission id of that name)] over every installed app."""
    out: dict[str, list[tuple[str, str]]] = {}
    for r in c.all_apps(ctx):
        for g in groups(ctx, r["id"]):
            out.setdefault(g["name"], []).append((r["id"], g["perm"]))
    return out


def app_permissions(ctx: AppContext) -> View:
    aid = _app(ctx)
    r = c.app_row(ctx, aid)
    rows = groups(ctx, aid)
    items: list[c.Item] = [c.hero(r["icon"], r["name"], None, color=r["color"])]
    for title, allowed in ((t("Allowed"), True), (t("Not allowed"), False)):
        items.append(c.section(title))
        part = [g for g in rows if g["allowed"] == allowed]
        for g in part:
            name = g["name"]
            items.append(c.link("perms.open", t(name), icon=ICONS.get(name, "shield"), p={"app": aid, "perm": g["perm"]}))
        if not part:
            items.append(c.note(t("No permissions allowed") if allowed else t("No permissions denied")))
    items.append(c.note(t("Turning a permission off may stop basic features of the app from working."),
                        icon="info"))
    return View("apps/settings/page.html", c.page(t("App permissions"), items))


def app_permission(ctx: AppContext) -> View:
    aid, perm = _app(ctx), str(ctx.param("perm", ""))
    r = c.app_row(ctx, aid)
    name = name_of(perm)
    cur = choice(ctx, aid, perm)
    items: list[c.Item] = [c.hero(ICONS.get(name, "shield"), t(name), r["name"], color=r["color"]),
                           c.section(t("{perm} access for this app", perm=t(name)))]
    opts = FOREGROUND_CHOICES if perm in pm.FOREGROUND else CHOICES
    items += [c.radio("perms.set", t(label), value == cur, p={"app": aid, "perm": perm, "value": value})
              for value, label in opts]
    if pm.state(ctx.os, aid, perm) == "denied_forever":
        items.append(c.note(t("The app can no longer ask for this permission."), icon="info"))
    return View("apps/settings/page.html", c.page(t(name), items))


def perm_manager(ctx: AppContext) -> View:
    items: list[c.Item] = []
    for name, apps in sorted(_perm_names(ctx).items(), key=lambda kv: shown(ctx, kv[0])):
        n = sum(choice(ctx, a, p) == "granted" for a, p in apps)
        items.append(c.link("perms.apps", t(name), ctx.ngettext("{n} of {m} app allowed", "{n} of {m} apps allowed", len(apps), n=n, m=len(apps)),
                            icon=ICONS.get(name, "shield"), p={"perm": apps[0][1]}))
    if not items:
        items.append(c.note(t("No apps use permissions")))
    return View("apps/settings/page.html", c.page(t("Permission manager"), items))


def perm_apps(ctx: AppContext) -> View:
    name = name_of(str(ctx.param("perm", "")))
    apps = _perm_names(ctx).get(name, [])
    items: list[c.Item] = []
    for title, allowed in ((t("Allowed"), True), (t("Not allowed"), False)):
        items.append(c.section(title))
        part = [(a, p) for a, p in apps if (choice(ctx, a, p) == "granted") == allowed]
        for a, p in part:
            r = c.app_row(ctx, a)
            summary = t("Ask every time") if choice(ctx, a, p) == "ask" else None
            items.append(c.link("perms.open", r["name"], summary, icon=r["icon"], color=r["color"],
                                p={"app": a, "perm": p}))
        if not part:
            items.append(c.note(t("No apps allowed") if allowed else t("No apps denied")))
    return View("apps/settings/page.html", c.page(t(name), items))


VIEWS = {"app_permissions": app_permissions, "app_permission": app_permission, "perm_manager": perm_manager,
         "perm_apps": perm_apps}
