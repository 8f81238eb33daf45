"""About phone: device name, SIM status, model, IMEI, Android version, build number (x7: developer)."""

from __future__ import annotations

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.nav import Screen, Transition, pop, push, stay
from mgym.os.context import AppContext

HOME = ("main", "search")
TAPS_TO_DEVELOP = 7

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("about", title="About phone"),
    Screen("device_name", kind="dialog", title="Device name"),
    Screen("sim_status", title="SIM status"),
    Screen("model_info", title="Model"),
    Screen("imei_info", kind="dialog", title="IMEI"),
    Screen("android_version", title="Android version"),
]


def name_ok(ctx: AppContext) -> bool:
    return bool(ctx.field("value", ctx.os["device"]["name"]).strip())


def save_device_name(ctx: AppContext) -> None:
    """The device name is also what Bluetooth shows to other devices."""
    name = ctx.field("value", ctx.os["device"]["name"]).strip()
    ctx.os["device"]["name"] = name
    ctx.os["bluetooth"]["name"] = name


def tap_build_number(ctx: AppContext) -> None:
    """Seven taps on Build number turn developer options on; the count lives in the app's overlay."""
    g = ctx.os["settings"]["global"]
    if g.get("developer_options"):
        ctx.toast("No need, you are already a developer.")
        return
    taps = int(ctx.state.get("build_taps", 0)) + 1
    ctx.state["build_taps"] = taps
    left = TAPS_TO_DEVELOP - taps
    if left <= 0:
        g["developer_options"] = True
        ctx.toast("You are now a developer!")
    elif taps >= 3:
        ctx.ntoast("You are now {n} step away from being a developer.",
                   "You are now {n} steps away from being a developer.", left)


TRANSITIONS: list[Transition] = [
    push("about.open", HOME, "about", label="About phone"),
    push("about.device_name", "about", "device_name", label="Device name"),
    pop("about.save_name", "device_name", "about", guard=name_ok, effect=save_device_name, label="OK"),
    pop("device_name.dismiss", "device_name", "about", label="Cancel"),
    push("about.sim_status", "about", "sim_status", label="SIM status"),
    push("about.model", "about", "model_info", label="Model"),
    push("about.imei", "about", "imei_info", label="IMEI"),
    pop("imei_info.dismiss", "imei_info", "about", label="OK"),
    push("about.android_version", "about", "android_version", label="Android version"),
    stay("about.build_tap", "about", effect=tap_build_number, label="Build number"),
]


# ---- summaries ---------------------------------------------------------------------------------
def about_summary(ctx: AppContext) -> str:
    return str(ctx.os["device"]["name"])


# ---- views -------------------------------------------------------------------------------------
def about(ctx: AppContext) -> View:
    dev = ctx.os["device"]
    items = [
        c.hero("smartphone", dev["name"], dev["model"]),
        c.section(t("Basic info")),
        c.link("about.device_name", t("Device name"), dev["name"]),
        c.info(t("Phone number (SIM slot 1)"), dev["phone_number"]),
        c.link("about.sim_status", t("SIM status"), ctx.os["cellular"]["carrier"]),
        c.section(t("Device details")),
        c.link("about.model", t("Model"), dev["model"]),
        c.link("about.imei", t("IMEI"), dev["imei"]),
        c.link("about.android_version", t("Android version"), dev["android_version"]),
        c.section(t("Device identifiers")),
        c.info(t("IP address"), "192.168.1.23" if ctx.os["wifi"]["connected"] else t("Unavailable")),
        c.info(t("Bluetooth address"), "3C:28:6D:A1:0F:42" if ctx.os["bluetooth"]["enabled"] else t("Unavailable")),
        c.link("about.build_tap", t("Build number"), dev["build"]),
    ]
    return View("apps/settings/page.html", c.page(t("About phone"), items))


def device_name(ctx: AppContext) -> View:
    dev = ctx.os["device"]
    c.prefill(ctx, "value", dev["name"])
    ok = bool(ctx.field("value", dev["name"]).strip())
    d = c.dialog(t("Device name"), [c.text_field("value", t("Device name"), submit="about.save_name")],
                 [c.button("device_name.dismiss", t("Cancel")), c.button("about.save_name", t("OK"), disabled=not ok)],
                 dismiss="device_name.dismiss",
                 body=t("Your device name is visible to apps on your phone. It may also be seen by other people "
                        "when you connect to Bluetooth devices."))
    return View("apps/settings/dialog.html", {"dlg": d})


def sim_status(ctx: AppContext) -> View:
    os = ctx.os
    cell = os["cellular"]
    in_service = cell["enabled"] and not os["airplane_mode"]
    items = [
        c.info(t("Network"), cell["carrier"]),
        c.info(t("Mobile data network type"), cell["network_type"] if in_service else t("Unknown")),
        c.info(t("Mobile voice network type"), "LTE" if in_service else t("Unknown")),
        c.info(t("Service state"), t("In service") if in_service else t("Radio off")),
        c.info(t("Signal strength"), "-89 dBm 51 asu" if in_service else "0 dBm 0 asu"),
        c.info(t("Roaming"), t("Roaming") if cell["roaming"] and in_service else t("Not roaming")),
        c.info(t("Phone number"), os["device"]["phone_number"]),
    ]
    return View("apps/settings/page.html", c.page(t("SIM status"), items))


def model_info(ctx: AppContext) -> View:
    dev = ctx.os["device"]
    items = [
        c.info(t("Model"), dev["model"]),
        c.info(t("Serial number"), dev["serial"]),
        c.info(t("Hardware version"), "MP1.0"),
        c.info(t("RAM"), t("{n} GB", n=dev["ram_gb"])),
        c.info(t("Storage"), t("{n} GB", n=dev["storage_total_gb"])),
    ]
    return View("apps/settings/page.html", c.page(t("Model"), items))


def imei_info(ctx: AppContext) -> View:
    dev = ctx.os["device"]
    d = c.dialog(t("IMEI"), [c.info(t("IMEI"), dev["imei"]), c.info(t("IMEI SV"), "04"),
                             c.info(t("Phone number"), dev["phone_number"])],
                 [c.button("imei_info.dismiss", t("OK"))], dismiss="imei_info.dismiss")
    return View("apps/settings/dialog.html", {"dlg": d})


def android_version(ctx: AppContext) -> View:
    dev = ctx.os["device"]
    items = [
        c.hero("android", t("Android {v}", v=dev["android_version"]), None, color="#3ddc84"),
        c.info(t("Android version"), dev["android_version"]),
        c.info(t("Android security update"), dev["security_patch"]),
        c.info(t("App store system update"), "2026-02-01"),
        c.info(t("Baseband version"), "g5300q-240105-B-11363287"),
        c.info(t("Kernel version"), "5.15.110-android14-11"),
        c.info(t("Build number"), dev["build"]),
    ]
    return View("apps/settings/page.html", c.page(t("Android version"), items))


VIEWS = {"about": about, "device_name": device_name, "sim_status": sim_status, "model_info": model_info,
         "imei_info": imei_info, "android_version": android_version}
