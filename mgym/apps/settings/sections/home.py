"""The main Settings list (with its search header) and the search page."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.apps.settings.sections import about, devices, network, notifications, power, privacy, sound
from mgym.apps.settings.sections import system as system_section
from mgym.apps.settings.sections.system import developer_enabled
from mgym.i18n import N_
from mgym.nav import Screen, Transition, push, stay
from mgym.os.context import AppContext


# ---- navigation --------------------------------------------------------------------------------
def focus_query(ctx: AppContext) -> None:
    """Opening search focuses its field and raises the keyboard (as Android's search does)."""
    ctx.sys.focus("q")


SCREENS = [
    Screen("main", title="Settings"),
    Screen("search", title="Search settings", on_open=focus_query, autofocus="q"),
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
    (N_("Network & internet"), "mobile wifi hotspot airplane", "network.open", "wifi", N_("Settings")),
    (N_("Internet"), "wi-fi wifi wlan networks", "network.internet", "wifi", N_("Network & internet")),
    (N_("SIMs"), "mobile network data roaming carrier 5g 4g", "network.mobile", "sim_card", N_("Network & internet")),
    (N_("Hotspot & tethering"), "tethering share", "network.hotspot", "wifi_tethering", N_("Network & internet")),
    (N_("Connected devices"), "bluetooth pairing", "devices.open", "devices_other", N_("Settings")),
    (N_("Pair new device"), "bluetooth pair", "devices.pair", "add", N_("Connected devices")),
    (N_("Bluetooth"), "bt devices", "devices.bluetooth", "bluetooth", N_("Connection preferences")),
    (N_("Apps"), "applications", "apps.open", "apps", N_("Settings")),
    (N_("All apps"), "applications app info permissions", "apps.all", "apps", N_("Apps")),
    (N_("Notifications"), "alerts", "notifications.open", "notifications", N_("Settings")),
    (N_("Do Not Disturb"), "dnd silence quiet", "notifications.dnd", "do_not_disturb_on", N_("Notifications")),
    (N_("Battery"), "power", "battery.open", "battery_full", N_("Settings")),
    (N_("Battery Saver"), "power saving", "battery.saver_page", "battery_saver", N_("Battery")),
    (N_("Storage"), "space cache memory", "storage.open", "storage", N_("Settings")),
    (N_("Sound & vibration"), "volume ringer media alarm", "sound.open", "volume_up", N_("Settings")),
    (N_("Phone ringtone"), "ring sound", "sound.ringtone", "music_note", N_("Sound & vibration")),
    (N_("Display"), "brightness dark theme timeout rotate", "display.open", "brightness_6", N_("Settings")),
    (N_("Font size"), "text larger smaller", "display.font_size", "format_size", N_("Display")),
    (N_("Location"), "gps", "location.open", "location_on", N_("Settings")),
    (N_("Security & privacy"), "lock face unlock", "security.open", "security", N_("Settings")),
    (N_("Screen lock"), "pin password pattern", "security.screen_lock", "lock", N_("Security & privacy")),
    (N_("Permission manager"), "permissions camera microphone contacts location access", "perms.manager",
     "privacy_tip", N_("Security & privacy")),
    (N_("System"), "", "system.open", "info", N_("Settings")),
    (N_("Languages"), "language locale", "system.languages", "language", N_("System")),
    (N_("Date & time"), "clock time zone 24-hour", "system.datetime", "schedule", N_("System")),
    (N_("Developer options"), "usb debugging", "system.developer", "data_object", N_("System")),
    (N_("Reset options"), "reset network factory", "system.reset", "restart_alt", N_("System")),
    (N_("About phone"), "device name model imei build android version", "about.open", "smartphone", N_("Settings")),
)


#: extra search words a Chinese user types (matched besides the translated titles)
ZH_WORDS: dict[str, str] = {
    "network.open": "网络 移动 热点 飞行", "network.internet": "无线 网络 wifi 上网",
    "network.mobile": "移动网络 流量 漫游 运营商 卡", "network.hotspot": "共享 网络共享 热点",
    "devices.open": "蓝牙 配对 设备", "devices.pair": "蓝牙 配对", "devices.bluetooth": "蓝牙 设备",
    "apps.open": "应用 软件", "apps.all": "应用信息 权限 软件", "notifications.open": "通知 提醒",
    "notifications.dnd": "勿扰 静音 免打扰", "battery.open": "电池 电量 耗电", "battery.saver_page": "省电",
    "storage.open": "存储 空间 缓存 内存", "sound.open": "声音 音量 铃声 振动 媒体 闹钟",
    "sound.ringtone": "铃声 来电", "display.open": "显示 亮度 深色 休眠 旋转", "display.font_size": "字体 字号 文字",
    "location.open": "位置 定位", "security.open": "安全 隐私 锁屏 人脸", "security.screen_lock": "锁屏 密码 图案",
    "perms.manager": "权限 权限管理 相机 麦克风 位置 通讯录",
    "system.open": "系统", "system.languages": "语言", "system.datetime": "日期 时间 时区 24小时",
    "system.developer": "开发者 调试", "system.reset": "重置 恢复出厂", "about.open": "关于 设备名称 型号 版本 版本号",
}


def search_results(ctx: AppContext, query: str) -> list[tuple[str, str, str, str]]:
    """Rows whose title (in English or as the phone shows it) or keywords match the query."""
    q = query.strip().lower()
    if not q:
        return []
    out = []
    for title, words, tid, ico, crumb in SEARCH_INDEX:
        if tid == "system.developer" and not developer_enabled(ctx):
            continue
        shown = ctx.gettext(title).lower()
        keywords = f"{words} {ZH_WORDS.get(tid, '')}".split()
        if q in title.lower() or q in shown or any(w.startswith(q) for w in keywords) or q in words:
            out.append((title, tid, ico, crumb))
    return out


# ---- views -------------------------------------------------------------------------------------
TOP: tuple[tuple[str, str, str, str], ...] = (
    # (transition, title, icon, colour)
    ("network.open", N_("Network & internet"), "wifi", "#1a73e8"),
    ("devices.open", N_("Connected devices"), "devices_other", "#00897b"),
    ("apps.open", N_("Apps"), "apps", "#e8710a"),
    ("notifications.open", N_("Notifications"), "notifications", "#d93025"),
    ("battery.open", N_("Battery"), "battery_full", "#188038"),
    ("storage.open", N_("Storage"), "storage", "#9334e6"),
    ("sound.open", N_("Sound & vibration"), "volume_up", "#12a4af"),
    ("display.open", N_("Display"), "brightness_6", "#f29900"),
    ("security.open", N_("Security & privacy"), "security", "#3c8cf0"),
    ("location.open", N_("Location"), "location_on", "#1e8e3e"),
    ("system.open", N_("System"), "info", "#5f6368"),
    ("about.open", N_("About phone"), "smartphone", "#3c4043"),
)


def _summaries(ctx: AppContext) -> dict[str, Any]:
    d = ctx.os["display"]
    disp = t("Dark theme on - brightness {b}%", b=d["brightness"]) if d["dark_theme"] \
        else t("Brightness {b}% - dark theme off", b=d["brightness"])
    return {
        "network.open": network.internet_summary(ctx) if not ctx.os["airplane_mode"] else network.network_summary(ctx),
        "devices.open": devices.devices_summary(ctx),
        "apps.open": ctx.ngettext("{n} app - permissions, default apps", "{n} apps - permissions, default apps",
                                  len(ctx.apps())),
        "notifications.open": notifications.notifications_summary(ctx),
        "battery.open": power.battery_summary(ctx),
        "storage.open": power.storage_summary(ctx),
        "sound.open": sound.sound_summary(ctx),
        "display.open": disp,
        "security.open": t("Screen lock: {lock}", lock=ctx.gettext(dict(privacy.LOCKS).get(
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
