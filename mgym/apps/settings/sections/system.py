"""System: languages, keyboard, date & time, developer options, reset options, system update."""

from __future__ import annotations

from collections.abc import Callable

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.i18n import LANGUAGE_NAMES, N_, formats
from mgym.nav import Screen, Transition, pop, push, stay
from mgym.os import tz
from mgym.os.context import AppContext
from mgym.os.schema import Bluetooth, Cellular, Hotspot, Wifi

HOME = ("main", "search")

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("system", title="System"),
    Screen("languages", title="Languages"),
    Screen("keyboard", title="Keyboard"),
    Screen("datetime", title="Date & time"),
    Screen("timezone", title="Time zone"),
    Screen("developer", title="Developer options"),
    Screen("developer_enable", kind="dialog", title="Allow development settings?"),
    Screen("reset_options", title="Reset options"),
    Screen("reset_network", kind="dialog", title="Reset Wi-Fi, mobile & Bluetooth"),
    Screen("reset_apps", kind="dialog", title="Reset app preferences?"),
    Screen("system_update", title="System update"),
]

#: the phone's languages: locale code -> its name in its own language (never translated)
LANGUAGES = LANGUAGE_NAMES
#: the zones the Time zone list offers, by group (IANA keys of :data:`mgym.os.tz.ZONES`); each row shows
#: its city and its current offset and name ("GMT-07:00 Pacific Daylight Time"), sorted by offset in a group
ZONES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (N_("Americas"), ("Pacific/Honolulu", "America/Anchorage", "America/Los_Angeles", "America/Phoenix",
                      "America/Denver", "America/Chicago", "America/Mexico_City", "America/New_York",
                      "America/Toronto", "America/Halifax", "America/St_Johns", "America/Bogota", "America/Santiago",
                      "America/Argentina/Buenos_Aires", "America/Sao_Paulo")),
    (N_("Europe"), ("Europe/London", "Europe/Dublin", "Europe/Lisbon", "Europe/Paris", "Europe/Berlin",
                    "Europe/Madrid", "Europe/Rome", "Europe/Amsterdam", "Europe/Athens", "Europe/Helsinki",
                    "Europe/Istanbul", "Europe/Moscow")),
    (N_("Africa"), ("Africa/Casablanca", "Africa/Lagos", "Africa/Cairo", "Africa/Johannesburg", "Africa/Nairobi")),
    (N_("Asia"), ("Asia/Dubai", "Asia/Tehran", "Asia/Karachi", "Asia/Kolkata", "Asia/Kathmandu", "Asia/Dhaka",
                  "Asia/Bangkok", "Asia/Jakarta", "Asia/Shanghai", "Asia/Hong_Kong", "Asia/Taipei", "Asia/Singapore",
                  "Asia/Manila", "Asia/Tokyo", "Asia/Seoul")),
    (N_("Australia & Pacific"), ("Australia/Perth", "Australia/Darwin", "Australia/Adelaide", "Australia/Brisbane",
                                 "Australia/Sydney", "Australia/Melbourne", "Pacific/Auckland", "Pacific/Fiji")),
    (N_("Universal time"), ("UTC",)),
)
#: every zone the list offers
ZONE_KEYS: tuple[str, ...] = tuple(key for _, keys in ZONES for key in keys)


def _utc(ctx: AppContext) -> int:
    """Now as a UTC instant (the virtual clock is the phone's wall time in its zone)."""
    return tz.wall_to_utc(ctx.now, ctx.os["datetime"]["time_zone"])


def zone_label(ctx: AppContext, zone: str) -> str:
    """A zone as the phone shows it now: "GMT-07:00 Pacific Daylight Time" / "GMT+08:00 中国标准时间"."""
    return tz.label(zone, _utc(ctx), ctx.locale)


def _flip(table: str, key: str, default: bool = False) -> Callable[[AppContext], None]:
    def effect(ctx: AppContext) -> None:
        tab = ctx.os["settings"][table]
        tab[key] = not tab.get(key, default)

    effect.__name__ = f"toggle_{table}_{key}"
    return effect


toggle_keyboard_vibrate = _flip("system", "keyboard_vibrate")
toggle_keyboard_sound = _flip("system", "keyboard_sound")
toggle_usb_debugging = _flip("global", "usb_debugging")
toggle_stay_awake = _flip("global", "stay_awake")
toggle_show_taps = _flip("system", "show_touches")


def set_language(ctx: AppContext) -> None:
    """Switch the UI language (the whole phone, from the next frame); the world region stays."""
    code = str(ctx.params["lang"])
    if code in LANGUAGES:
        ctx.os["settings"]["system"]["locale"] = code


def toggle_auto_time(ctx: AppContext) -> None:
    ctx.os["datetime"]["auto_time"] = not ctx.os["datetime"]["auto_time"]


def toggle_auto_zone(ctx: AppContext) -> None:
    ctx.os["datetime"]["auto_zone"] = not ctx.os["datetime"]["auto_zone"]


def toggle_24h(ctx: AppContext) -> None:
    ctx.os["datetime"]["use_24h"] = not ctx.os["datetime"]["use_24h"]


def manual_zone(ctx: AppContext) -> bool:
    return not ctx.os["datetime"]["auto_zone"]


def set_zone(ctx: AppContext) -> None:
    """Pick a zone of the list: the phone stores its IANA key (the clock moves by the offsets' difference)."""
    zone = ctx.params.get("zone")
    if zone in ZONE_KEYS:
        ctx.os["datetime"]["time_zone"] = zone


def developer_enabled(ctx: AppContext) -> bool:
    return bool(ctx.os["settings"]["global"].get("developer_options"))


def developer_disabled(ctx: AppContext) -> bool:
    return not developer_enabled(ctx)


def enable_developer(ctx: AppContext) -> None:
    ctx.os["settings"]["global"]["developer_options"] = True


def disable_developer(ctx: AppContext) -> None:
    g = ctx.os["settings"]["global"]
    g["developer_options"] = False
    g["usb_debugging"] = False
    ctx.state["build_taps"] = 0


def reset_network(ctx: AppContext) -> None:
    """Wi-Fi, Bluetooth, mobile network and hotspot back to a new phone's; airplane mode off."""
    os = ctx.os
    os["airplane_mode"] = False
    os["radios_before_airplane"] = {}
    for key, model in (("wifi", Wifi), ("bluetooth", Bluetooth), ("cellular", Cellular), ("hotspot", Hotspot)):
        os[key] = model().model_dump(mode="json")
    ctx.toast("Network settings have been reset")


def reset_app_prefs(ctx: AppContext) -> None:
    """Notifications on, battery optimized, denied permissions back to "ask" for every app."""
    for prefs in ctx.os["apps"].values():
        prefs["notifications"] = True
        prefs["battery"] = "optimized"
    for perms in ctx.os["permissions"].values():
        for p in [p for p, v in perms.items() if v == "denied"]:
            del perms[p]
    ctx.toast("App preferences have been reset")


def check_update(ctx: AppContext) -> None:
    ctx.toast("Your system is up to date")


TRANSITIONS: list[Transition] = [
    push("system.open", HOME, "system", label="System"),
    push("system.languages", ("system", "search"), "languages", label="Languages"),
    stay("system.set_language", "languages", effect=set_language),
    push("system.keyboard", "system", "keyboard", label="Keyboard"),
    stay("keyboard.vibrate", "keyboard", effect=toggle_keyboard_vibrate, label="Vibrate on keypress"),
    stay("keyboard.sound", "keyboard", effect=toggle_keyboard_sound, label="Sound on keypress"),
    push("system.datetime", ("system", "search"), "datetime", label="Date & time"),
    stay("datetime.auto_time", "datetime", effect=toggle_auto_time, label="Set time automatically"),
    stay("datetime.auto_zone", "datetime", effect=toggle_auto_zone, label="Set time zone automatically"),
    stay("datetime.use_24h", "datetime", effect=toggle_24h, label="Use 24-hour format"),
    push("datetime.timezone", "datetime", "timezone", guard=manual_zone, label="Time zone"),
    pop("datetime.set_zone", "timezone", "datetime", effect=set_zone),
    push("system.developer", ("system", "search"), "developer", guard=developer_enabled,
         label="Developer options"),
    stay("developer.disable", "developer", guard=developer_enabled, effect=disable_developer,
         label="Use developer options"),
    push("developer.enable", "developer", "developer_enable", guard=developer_disabled,
         label="Use developer options"),
    pop("developer.enable_confirm", "developer_enable", "developer", effect=enable_developer, label="OK"),
    pop("developer_enable.dismiss", "developer_enable", "developer", label="Cancel"),
    stay("developer.usb_debugging", "developer", guard=developer_enabled, effect=toggle_usb_debugging,
         label="USB debugging"),
    stay("developer.stay_awake", "developer", guard=developer_enabled, effect=toggle_stay_awake,
         label="Stay awake"),
    stay("developer.show_taps", "developer", guard=developer_enabled, effect=toggle_show_taps, label="Show taps"),
    push("system.reset", ("system", "search"), "reset_options", label="Reset options"),
    push("reset.network", "reset_options", "reset_network", label="Reset Wi-Fi, mobile & Bluetooth"),
    pop("reset.network_confirm", "reset_network", "reset_options", effect=reset_network, label="Reset settings"),
    pop("reset_network.dismiss", "reset_network", "reset_options", label="Cancel"),
    push("reset.apps", "reset_options", "reset_apps", label="Reset app preferences"),
    pop("reset.apps_confirm", "reset_apps", "reset_options", effect=reset_app_prefs, label="Reset apps"),
    pop("reset_apps.dismiss", "reset_apps", "reset_options", label="Cancel"),
    push("system.update", "system", "system_update", label="System update"),
    stay("system.check_update", "system_update", effect=check_update, label="Check for update"),
]


# ---- summaries ---------------------------------------------------------------------------------
def system_summary(ctx: AppContext) -> c.T:
    return t("Languages, gestures, time, backup")


# ---- views -------------------------------------------------------------------------------------
def system(ctx: AppContext) -> View:
    os = ctx.os
    items: list[c.Item] = [
        c.link("system.languages", t("Languages"), LANGUAGES[os["settings"]["system"]["locale"]], icon="language"),
        c.link("system.keyboard", t("Keyboard"), t("On-screen keyboard, tools"), icon="keyboard"),
        c.info(t("Gestures"), t("Quick gestures to control your phone"), icon="gesture"),
        c.link("system.datetime", t("Date & time"), tz.gmt_label(os["datetime"]["time_zone"], _utc(ctx)), icon="schedule"),
        c.info(t("Backup"), t("Off"), icon="backup"),
    ]
    if developer_enabled(ctx):
        items.append(c.link("system.developer", t("Developer options"), icon="data_object"))
    items += [
        c.link("system.reset", t("Reset options"), icon="restart_alt"),
        c.link("system.update", t("System update"), t("Updated to Android {v}", v=os["device"]["android_version"]),
               icon="system_update"),
    ]
    return View("apps/settings/page.html", c.page(t("System"), items))


def languages(ctx: AppContext) -> View:
    cur = ctx.os["settings"]["system"]["locale"]
    items: list[c.Item] = [c.section(t("System languages"))]
    items += [c.radio("system.set_language", name, code == cur, p={"lang": code}) for code, name in LANGUAGES.items()]
    return View("apps/settings/page.html", c.page(t("Languages"), items))


def keyboard(ctx: AppContext) -> View:
    sysset = ctx.os["settings"]["system"]
    items = [
        c.info(t("On-screen keyboard"), t("Sim Keyboard"), icon="keyboard"),
        c.section(t("Keyboard preferences")),
        c.switch("keyboard.vibrate", t("Vibrate on keypress"), c.flag(sysset, "keyboard_vibrate")),
        c.switch("keyboard.sound", t("Sound on keypress"), c.flag(sysset, "keyboard_sound")),
    ]
    return View("apps/settings/page.html", c.page(t("Keyboard"), items))


def datetime_page(ctx: AppContext) -> View:
    dt = ctx.os["datetime"]
    now, loc = ctx.now, ctx.locale  # the phone's wall time, as the status bar shows it
    one_pm = (now // 86_400_000) * 86_400_000 + 13 * 3_600_000  # the 24-hour switch's example time
    items = [
        c.switch("datetime.auto_time", t("Set time automatically"), dt["auto_time"]),
        c.info(t("Date"), formats.fmt(now, "date", loc)),
        c.info(t("Time"), formats.time(now, loc, dt["use_24h"])),
        c.section(t("Time zone")),
        c.switch("datetime.auto_zone", t("Set time zone automatically"), dt["auto_zone"]),
        c.link("datetime.timezone", t("Time zone"), zone_label(ctx, dt["time_zone"]), disabled=dt["auto_zone"]),
        c.section(t("Time format")),
        c.switch("datetime.use_24h", t("Use 24-hour format"), dt["use_24h"], formats.time(one_pm, loc, dt["use_24h"])),
    ]
    return View("apps/settings/page.html", c.page(t("Date & time"), items))


def timezone(ctx: AppContext) -> View:
    """The zones by group, each sorted by its offset now: the city, and "GMT-07:00 Pacific Daylight Time"."""
    cur, at = ctx.os["datetime"]["time_zone"], _utc(ctx)
    items: list[c.Item] = []
    for group, keys in ZONES:
        items.append(c.section(t(group)))
        for key in sorted(keys, key=lambda k: (tz.offset_minutes(k, at), k)):
            items.append(c.radio("datetime.set_zone", tz.city(key, ctx.locale), key == cur,
                                 tz.label(key, at, ctx.locale), p={"zone": key}))
    return View("apps/settings/page.html", c.page(t("Time zone"), items))


def developer(ctx: AppContext) -> View:
    """Shown from System once Build number was tapped 7 times; an intent can open it before that, with
    everything off until the main switch is turned on (as on Android)."""
    g, sysset = ctx.os["settings"]["global"], ctx.os["settings"]["system"]
    on = developer_enabled(ctx)
    items = [
        c.main_switch("developer.disable" if on else "developer.enable", t("Use developer options"), on),
        c.section(t("Debugging")),
        c.switch("developer.usb_debugging", t("USB debugging"), c.flag(g, "usb_debugging"),
                 t("Debug mode when USB is connected"), disabled=not on),
        c.section(t("General")),
        c.switch("developer.stay_awake", t("Stay awake"), c.flag(g, "stay_awake"),
                 t("Screen will never sleep while charging"), disabled=not on),
        c.section(t("Input")),
        c.switch("developer.show_taps", t("Show taps"), c.flag(sysset, "show_touches"),
                 t("Show visual feedback for taps"), disabled=not on),
        c.info(t("Window animation scale"), t("Animation scale 1x")),
    ]
    return View("apps/settings/page.html", c.page(t("Developer options"), items))


def developer_enable(ctx: AppContext) -> View:
    d = c.dialog(t("Allow development settings?"), [],
                 [c.button("developer_enable.dismiss", t("Cancel")), c.button("developer.enable_confirm", t("OK"))],
                 dismiss="developer_enable.dismiss",
                 body=t("These settings are intended for development use only. They can cause your device and the "
                        "applications on it to break or misbehave."))
    return View("apps/settings/dialog.html", {"dlg": d})


def reset_options(ctx: AppContext) -> View:
    items = [
        c.link("reset.network", t("Reset Wi-Fi, mobile & Bluetooth")),
        c.link("reset.apps", t("Reset app preferences")),
        c.info(t("Erase all data (factory reset)"), t("Not available on this device")),
    ]
    return View("apps/settings/page.html", c.page(t("Reset options"), items))


def reset_network_dialog(ctx: AppContext) -> View:
    d = c.dialog(t("Reset Wi-Fi, mobile & Bluetooth"), [],
                 [c.button("reset_network.dismiss", t("Cancel")),
                  c.button("reset.network_confirm", t("Reset settings"))],
                 dismiss="reset_network.dismiss", icon="restart_alt",
                 body=t("This will reset all network settings, including: Wi-Fi, mobile data and Bluetooth. "
                        "Saved networks will be restored to their defaults."))
    return View("apps/settings/dialog.html", {"dlg": d})


def reset_apps_dialog(ctx: AppContext) -> View:
    d = c.dialog(t("Reset app preferences?"), [],
                 [c.button("reset_apps.dismiss", t("Cancel")), c.button("reset.apps_confirm", t("Reset apps"))],
                 dismiss="reset_apps.dismiss",
                 body=t("This will reset all preferences for notifications, background restrictions and "
                        "permission restrictions. You will not lose any app data."))
    return View("apps/settings/dialog.html", {"dlg": d})


def system_update(ctx: AppContext) -> View:
    dev = ctx.os["device"]
    items = [
        c.hero("system_update", t("Your system is up to date"),
               t("Android version: {v}", v=dev["android_version"]), color="#188038"),
        c.info(t("Android security update"), dev["security_patch"]),
        c.info(t("Last checked"), t("Today")),
        c.actions(c.action("system.check_update", t("Check for update"), "refresh")),
    ]
    return View("apps/settings/page.html", c.page(t("System update"), items))


VIEWS = {"system": system, "languages": languages, "keyboard": keyboard, "datetime": datetime_page,
         "timezone": timezone, "developer": developer, "developer_enable": developer_enable,
         "reset_options": reset_options,
         "reset_network": reset_network_dialog, "reset_apps": reset_apps_dialog, "system_update": system_update}
