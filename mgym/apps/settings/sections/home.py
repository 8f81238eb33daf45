"""The main Settings list (with its search header) and the search page."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.apps.settings.sections import about, devices, network, notifications, power, privacy, sound
from mgym.apps.settings.sections import system as system_section
from mgym.apps.settings.sections.system import developer_enabled
from mgym.nav import Screen, Transition, push, stay
from mgym.os.context import AppContext

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("main", title="Settings"),
    Screen("search", title="Search settings"),
]


def remember_query(ctx: AppContext) -> None:
    ctx.state["last_search"] = ctx.field("q").strip()


def clear_query(ctx: AppContext) -> None:
    ctx.set_field("q", "")


TRANSITIONS: list[Transition] = [
    push("main.search", "main", "search", label="Search Settings"),
    stay("search.submit", "search", effect=remember_query, label="Search"),
    stay("search.clear", "search", effect=clear_query, label="Clear text"),
]

# (title, extra keywords, transition, icon, breadcrumb) — every transition here has "search" as a source.
SEARCH_INDEX: tuple[tuple[str, str, str, str, str], ...] = (
    ("Network & internet", "mobile wifi hotspot airplane", "network.open", "wifi", "Settings"),
    ("Internet", "wi-fi wifi wlan networks", "network.internet", "wifi", "Network & internet"),
    ("SIMs", "mobile network data roaming carrier 5g 4g", "network.mobile", "sim_card", "Network & internet"),
    ("Hotspot & tethering", "tethering share", "network.hotspot", "wifi_tethering", "Network & internet"),
    ("Connected devices", "bluetooth pairing", "devices.open", "devices_other", "Settings"),
    ("Pair new device", "bluetooth pair", "devices.pair", "add", "Connected devices"),
    ("Bluetooth", "bt devices", "devices.bluetooth", "bluetooth", "Connection preferences"),
    ("Apps", "applications", "apps.open", "apps", "Settings"),
    ("All apps", "applications app info permissions", "apps.all", "apps", "Apps"),
    ("Notifications", "alerts", "notifications.open", "notifications", "Settings"),
    ("Do Not Disturb", "dnd silence quiet", "notifications.dnd", "do_not_disturb_on", "Notifications"),
    ("Battery", "power", "battery.open", "battery_full", "Settings"),
    ("Battery Saver", "power saving", "battery.saver_page", "battery_saver", "Battery"),
    ("Storage", "space cache memory", "storage.open", "storage", "Settings"),
    ("Sound & vibration", "volume ringer media alarm", "sound.open", "volume_up", "Settings"),
    ("Phone ringtone", "ring sound", "sound.ringtone", "music_note", "Sound & vibration"),
    ("Display", "brightness dark theme timeout rotate", "display.open", "brightness_6", "Settings"),
    ("Font size", "text larger smaller", "display.font_size", "format_size", "Display"),
    ("Location", "gps", "location.open", "location_on", "Settings"),
    ("Security & privacy", "lock face unlock", "security.open", "security", "Settings"),
    ("Screen lock", "pin password pattern", "security.screen_lock", "lock", "Security & privacy"),
    ("System", "", "system.open", "info", "Settings"),
    ("Languages", "language locale", "system.languages", "language", "System"),
    ("Date & time", "clock time zone 24-hour", "system.datetime", "schedule", "System"),
    ("Developer options", "usb debugging", "system.developer", "data_object", "System"),
    ("Reset options", "reset network factory", "system.reset", "restart_alt", "System"),
    ("About phone", "device name model imei build android version", "about.open", "smartphone", "Settings"),
)


def search_results(ctx: AppContext, query: str) -> list[tuple[str, str, str, str]]:
    q = query.strip().lower()
    if not q:
        return []
    out = []
    for title, words, tid, ico, crumb in SEARCH_INDEX:
        if tid == "system.developer" and not developer_enabled(ctx):
            continue
        if q in title.lower() or any(w.startswith(q) for w in words.split()) or q in words:
            out.append((title, tid, ico, crumb))
    return out


# ---- views -------------------------------------------------------------------------------------
TOP: tuple[tuple[str, str, str, str], ...] = (
    # (transition, title, icon, colour)
    ("network.open", "Network & internet", "wifi", "#1a73e8"),
    ("devices.open", "Connected devices", "devices_other", "#00897b"),
    ("apps.open", "Apps", "apps", "#e8710a"),
    ("notifications.open", "Notifications", "notifications", "#d93025"),
    ("battery.open", "Battery", "battery_full", "#188038"),
    ("storage.open", "Storage", "storage", "#9334e6"),
    ("sound.open", "Sound & vibration", "volume_up", "#12a4af"),
    ("display.open", "Display", "brightness_6", "#f29900"),
    ("security.open", "Security & privacy", "security", "#3c8cf0"),
    ("location.open", "Location", "location_on", "#1e8e3e"),
    ("system.open", "System", "info", "#5f6368"),
    ("about.open", "About phone", "smartphone", "#3c4043"),
)


def _summaries(ctx: AppContext) -> dict[str, Any]:
    d = ctx.os["display"]
    disp = t("Dark theme on - brightness {b}%", b=d["brightness"]) if d["dark_theme"] \
        else t("Brightness {b}% - dark theme off", b=d["brightness"])
    return {
        "network.open": network.internet_summary(ctx) if not ctx.os["airplane_mode"] else network.network_summary(ctx),
        "devices.open": devices.devices_summary(ctx),
        "apps.open": t("{n} apps - permissions, default apps", n=len(ctx.apps())),
        "notifications.open": notifications.notifications_summary(ctx),
        "battery.open": power.battery_summary(ctx),
        "storage.open": power.storage_summary(ctx),
        "sound.open": sound.sound_summary(ctx),
        "display.open": disp,
        "security.open": t("Screen lock: {lock}", lock=t(dict(privacy.LOCKS).get(
            ctx.os["settings"]["secure"].get("screen_lock", "none"), "None"))),
        "location.open": privacy.location_summary(ctx),
        "system.open": system_section.system_summary(ctx),
        "about.open": about.about_summary(ctx),
    }


def main(ctx: AppContext) -> View:
    summaries = _summaries(ctx)
    items = [c.link(tid, t(title), summaries[tid], icon=ico, color=color, cls="st-top")
             for tid, title, ico, color in TOP]
    return View("apps/settings/main.html", {"items": items})


def search(ctx: AppContext) -> View:
    query = ctx.field("q")
    items: list[c.Item] = []
    if query.strip():
        results = search_results(ctx, query)
        items += [c.link(tid, t(title), t(crumb), icon=ico) for title, tid, ico, crumb in results]
        if not results:
            items.append(c.note(t("No results for “{q}”", q=query.strip())))
    else:
        items.append(c.note(t("Search for a setting, like Wi-Fi or brightness")))
    return View("apps/settings/search.html", {"items": items, "query": query})


VIEWS = {"main": main, "search": search}
