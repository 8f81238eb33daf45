"""Location (use location, scanning) and Security & privacy (screen lock, Face Unlock, Find My Device)."""

from __future__ import annotations

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.apps.settings.sections import permissions as perms
from mgym.i18n import N_
from mgym.nav import Screen, Transition, push, stay
from mgym.os.context import AppContext

HOME = ("main", "search")

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("location", title="Location"),
    Screen("location_services", title="Location services"),
    Screen("security", title="Security & privacy"),
    Screen("screen_lock", title="Screen lock"),
]

LOCKS = (("none", N_("None")), ("swipe", N_("Swipe")), ("pattern", N_("Pattern")), ("pin", N_("PIN")),
         ("password", N_("Password")))
SECURE_LOCKS = ("pattern", "pin", "password")


def toggle_location(ctx: AppContext) -> None:
    ctx.os["location"]["enabled"] = not ctx.os["location"]["enabled"]


def toggle_wifi_scanning(ctx: AppContext) -> None:
    ctx.os["location"]["wifi_scanning"] = not ctx.os["location"]["wifi_scanning"]


def toggle_bt_scanning(ctx: AppContext) -> None:
    ctx.os["location"]["bt_scanning"] = not ctx.os["location"]["bt_scanning"]


def set_lock(ctx: AppContext) -> None:
    """Choose the screen lock; biometrics need a secure lock, so a weak one turns Face Unlock off."""
    secure = ctx.os["settings"]["secure"]
    secure["screen_lock"] = str(ctx.params["lock"])
    if secure["screen_lock"] not in SECURE_LOCKS:
        secure["face_unlock"] = False


def has_secure_lock(ctx: AppContext) -> bool:
    return ctx.os["settings"]["secure"].get("screen_lock") in SECURE_LOCKS


def toggle_face_unlock(ctx: AppContext) -> None:
    secure = ctx.os["settings"]["secure"]
    secure["face_unlock"] = not secure.get("face_unlock", False)


def toggle_find_device(ctx: AppContext) -> None:
    secure = ctx.os["settings"]["secure"]
    secure["find_my_device"] = not secure.get("find_my_device", True)


def toggle_show_passwords(ctx: AppContext) -> None:
    secure = ctx.os["settings"]["secure"]
    secure["show_passwords"] = not secure.get("show_passwords", True)


TRANSITIONS: list[Transition] = [
    push("location.open", HOME, "location", label="Location"),
    stay("location.toggle", "location", effect=toggle_location, label="Use location"),
    push("location.services", "location", "location_services", label="Location services"),
    stay("location.wifi_scanning", "location_services", effect=toggle_wifi_scanning, label="Wi-Fi scanning"),
    stay("location.bt_scanning", "location_services", effect=toggle_bt_scanning, label="Bluetooth scanning"),
    push("security.open", HOME, "security", label="Security & privacy"),
    push("security.screen_lock", ("security", "search"), "screen_lock", label="Screen lock"),
    stay("security.set_lock", "screen_lock", effect=set_lock),
    stay("security.face_unlock", "security", guard=has_secure_lock, effect=toggle_face_unlock,
         label="Face Unlock"),
    stay("security.find_device", "security", effect=toggle_find_device, label="Find My Device"),
    stay("security.show_passwords", "security", effect=toggle_show_passwords, label="Show passwords"),
]


# ---- summaries ---------------------------------------------------------------------------------
def _location_apps(ctx: AppContext) -> list[str]:
    """Apps allowed to use location, by name."""
    return [r["id"] for r in c.all_apps(ctx)
            if any(g["name"] == "Location" and g["allowed"] for g in perms.groups(ctx, r["id"]))]


def location_summary(ctx: AppContext) -> c.Text:
    if not ctx.os["location"]["enabled"]:
        return t("Off")
    n = len(_location_apps(ctx))
    return ctx.ngettext("On - {n} app has access to location", "On - {n} apps have access to location", n)


def security_summary(ctx: AppContext) -> c.T:
    return t("App security, device lock, permissions")


# ---- views -------------------------------------------------------------------------------------
def location(ctx: AppContext) -> View:
    loc = ctx.os["location"]
    items: list[c.Item] = [c.main_switch("location.toggle", t("Use location"), loc["enabled"])]
    items.append(c.section(t("Recent access")))
    apps = _location_apps(ctx) if loc["enabled"] else []
    if apps:
        for aid in apps:
            r = c.app_row(ctx, aid)
            items.append(c.link("perms.open", r["name"], t("Allowed only while in use"), icon=r["icon"],
                                color=r["color"], p={"app": aid, "perm": "location"}))
    else:
        items.append(c.note(t("No recently accessed apps")))
    scanning = t("Wi-Fi and Bluetooth scanning are on") if loc["wifi_scanning"] and loc["bt_scanning"] \
        else t("Wi-Fi scanning is on") if loc["wifi_scanning"] \
        else t("Bluetooth scanning is on") if loc["bt_scanning"] else t("Scanning is off")
    items += [c.divider(), c.link("location.services", t("Location services"), scanning, icon="radar"),
              c.note(t("Location may use sources like GPS, Wi-Fi, mobile networks, and sensors to help estimate "
                       "your device's location."), icon="info")]
    return View("apps/settings/page.html", c.page(t("Location"), items))


def location_services(ctx: AppContext) -> View:
    loc = ctx.os["location"]
    items = [
        c.switch("location.wifi_scanning", t("Wi-Fi scanning"), loc["wifi_scanning"],
                 t("Allow apps and services to scan for Wi-Fi networks at any time, even when Wi-Fi is off.")),
        c.switch("location.bt_scanning", t("Bluetooth scanning"), loc["bt_scanning"],
                 t("Allow apps and services to scan for nearby devices at any time, even when Bluetooth is off.")),
        c.info(t("Emergency Location Service"), t("On")),
    ]
    return View("apps/settings/page.html", c.page(t("Location services"), items))


def security(ctx: AppContext) -> View:
    secure = ctx.os["settings"]["secure"]
    lock = dict(LOCKS).get(secure.get("screen_lock", "none"), "None")
    strong = has_secure_lock(ctx)
    items = [
        c.hero("verified_user", t("Your phone is protected") if strong else t("Set a screen lock"),
               t("Security update: {date}", date=ctx.os["device"]["security_patch"]),
               color="#188038" if strong else "#e37400"),
        c.section(t("Device unlock")),
        c.link("security.screen_lock", t("Screen lock"), t(lock), icon="lock"),
        c.switch("security.face_unlock", t("Face Unlock"), c.flag(secure, "face_unlock"),
                 t("Unlock with your face") if strong else t("Set a PIN, pattern or password first"),
                 icon="face", disabled=not strong),
        c.section(t("Security")),
        c.switch("security.find_device", t("Find My Device"), c.flag(secure, "find_my_device", True),
                 t("Locate your phone remotely"), icon="my_location"),
        c.section(t("Privacy")),
        c.switch("security.show_passwords", t("Show passwords"), c.flag(secure, "show_passwords", True),
                 t("Display characters briefly as you type"), icon="password"),
        c.link("perms.manager", t("Permission manager"), t("Control app access to your data"), icon="privacy_tip"),
    ]
    return View("apps/settings/page.html", c.page(t("Security & privacy"), items))


def screen_lock(ctx: AppContext) -> View:
    cur = ctx.os["settings"]["secure"].get("screen_lock", "none")
    items: list[c.Item] = [c.section(t("Choose screen lock"))]
    items += [c.radio("security.set_lock", t(label), key == cur,
                      t("Current screen lock") if key == cur else None, p={"lock": key}) for key, label in LOCKS]
    items.append(c.note(t("For extra security, set a PIN, pattern or password."), icon="info"))
    return View("apps/settings/page.html", c.page(t("Screen lock"), items))


VIEWS = {"location": location, "location_services": location_services, "security": security,
         "screen_lock": screen_lock}
