"""Network & internet: Internet (Wi-Fi), mobile network, airplane mode, hotspot & tethering."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.i18n import N_
from mgym.nav import Screen, Transition, pop, push, stay
from mgym.os.context import AppContext

HOME = ("main", "search")
MIN_WIFI_PASSWORD = 8

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("network", title="Network & internet"),
    Screen("internet", title="Internet"),
    Screen("wifi_saved", title="Saved networks"),
    Screen("wifi_network", params=("ssid",), title="Network details"),
    Screen("wifi_password", params=("ssid",), kind="dialog", title="Wi-Fi password"),
    Screen("mobile_network", title="Mobile network"),
    Screen("network_type", kind="dialog", title="Preferred network type"),
    Screen("hotspot", title="Hotspot & tethering"),
    Screen("hotspot_wifi", title="Wi-Fi hotspot"),
    Screen("hotspot_name", kind="dialog", title="Hotspot name"),
    Screen("hotspot_password", kind="dialog", title="Hotspot password"),
]


def _ssid(ctx: AppContext) -> str:
    return str(ctx.param("ssid", ""))


def _network(ctx: AppContext, ssid: str) -> dict[str, Any] | None:
    return next((n for n in ctx.os["wifi"]["networks"] if n["ssid"] == ssid), None)


def toggle_wifi(ctx: AppContext) -> None:
    ctx.managers.set_wifi(ctx.os, not ctx.os["wifi"]["enabled"])


def toggle_airplane(ctx: AppContext) -> None:
    ctx.managers.set_airplane(ctx.os, not ctx.os["airplane_mode"])


def join_wifi(ctx: AppContext) -> None:
    """Join a saved or open network (no password needed)."""
    ssid = _ssid(ctx)
    if ctx.managers.connect_wifi(ctx.os, ssid):
        ctx.state["wifi_auth_failed"] = None
        ctx.toast("Connected to {ssid}", ssid=ssid)


def join_with_password(ctx: AppContext) -> None:
    ssid = _ssid(ctx)
    if ctx.managers.connect_wifi(ctx.os, ssid, ctx.field("password")):
        ctx.state["wifi_auth_failed"] = None
        ctx.toast("Connected to {ssid}", ssid=ssid)
    else:
        ctx.state["wifi_auth_failed"] = ssid
        ctx.toast("Incorrect password")


def can_submit_password(ctx: AppContext) -> bool:
    return len(ctx.field("password")) >= MIN_WIFI_PASSWORD


def toggle_show_password(ctx: AppContext) -> None:
    ctx.set_param("show", not ctx.screen_params.get("show", False))


def disconnect_wifi(ctx: AppContext) -> None:
    if ctx.os["wifi"]["connected"] == _ssid(ctx):
        ctx.os["wifi"]["connected"] = None  # no manager rule: dropping a connection has no cascade


def forget_wifi(ctx: AppContext) -> None:
    ctx.managers.forget_wifi(ctx.os, _ssid(ctx))
    ctx.toast("Forgot {ssid}", ssid=_ssid(ctx))


def toggle_cellular(ctx: AppContext) -> None:
    ctx.managers.set_cellular(ctx.os, not ctx.os["cellular"]["enabled"])


def not_airplane(ctx: AppContext) -> bool:
    return not ctx.os["airplane_mode"]


def toggle_data(ctx: AppContext) -> None:
    ctx.os["cellular"]["data"] = not ctx.os["cellular"]["data"]


def toggle_roaming(ctx: AppContext) -> None:
    ctx.os["cellular"]["roaming"] = not ctx.os["cellular"]["roaming"]


def set_network_type(ctx: AppContext) -> None:
    kind = str(ctx.params["type"])
    ctx.os["cellular"]["preferred"] = kind
    ctx.os["cellular"]["network_type"] = kind


def toggle_hotspot(ctx: AppContext) -> None:
    ctx.os["hotspot"]["enabled"] = not ctx.os["hotspot"]["enabled"]


def toggle_bt_tethering(ctx: AppContext) -> None:
    g = ctx.os["settings"]["global"]
    g["bt_tethering"] = not g.get("bt_tethering", False)


def name_ok(ctx: AppContext) -> bool:
    return bool(ctx.field("value", ctx.os["hotspot"]["name"]).strip())


def save_hotspot_name(ctx: AppContext) -> None:
    ctx.os["hotspot"]["name"] = ctx.field("value", ctx.os["hotspot"]["name"]).strip()


def hotspot_password_ok(ctx: AppContext) -> bool:
    return len(ctx.field("value", ctx.os["hotspot"]["password"])) >= MIN_WIFI_PASSWORD


def save_hotspot_password(ctx: AppContext) -> None:
    ctx.os["hotspot"]["password"] = ctx.field("value", ctx.os["hotspot"]["password"])


TRANSITIONS: list[Transition] = [
    push("network.open", HOME, "network", label="Network & internet"),
    push("network.internet", ("network", "search"), "internet", label="Internet"),
    stay("network.airplane", "network", effect=toggle_airplane, label="Airplane mode"),
    push("network.mobile", ("network", "internet", "search"), "mobile_network", label="Mobile network"),
    push("network.hotspot", ("network", "search"), "hotspot", label="Hotspot & tethering"),
    # Wi-Fi
    stay("wifi.toggle", "internet", effect=toggle_wifi, label="Use Wi-Fi"),
    stay("wifi.join", "internet", effect=join_wifi, label="Join a saved or open network"),
    push("wifi.password", "internet", "wifi_password", label="Join a secured network"),
    push("wifi.details", ("internet", "wifi_saved"), "wifi_network", label="Network details"),
    push("wifi.saved", "internet", "wifi_saved", label="Saved networks"),
    stay("wifi.show_password", "wifi_password", effect=toggle_show_password, label="Show password"),
    pop("wifi.connect_password", "wifi_password", "internet", guard=can_submit_password,
        effect=join_with_password, label="Connect"),
    pop("wifi_password.dismiss", "wifi_password", "internet", label="Cancel"),
    stay("wifi.connect", "wifi_network", effect=join_wifi, label="Connect"),
    stay("wifi.disconnect", "wifi_network", effect=disconnect_wifi, label="Disconnect"),
    pop("wifi.forget", "wifi_network", "internet", effect=forget_wifi, label="Forget"),
    # mobile network
    stay("cell.toggle", "mobile_network", guard=not_airplane, effect=toggle_cellular, label="Use SIM"),
    stay("cell.data", "mobile_network", effect=toggle_data, label="Mobile data"),
    stay("cell.roaming", "mobile_network", effect=toggle_roaming, label="Roaming"),
    push("cell.network_type", "mobile_network", "network_type", label="Preferred network type"),
    pop("cell.set_network_type", "network_type", "mobile_network", effect=set_network_type),
    pop("network_type.dismiss", "network_type", "mobile_network", label="Cancel"),
    # hotspot
    push("hotspot.wifi", "hotspot", "hotspot_wifi", label="Wi-Fi hotspot"),
    stay("hotspot.bt_tethering", "hotspot", effect=toggle_bt_tethering, label="Bluetooth tethering"),
    stay("hotspot.toggle", "hotspot_wifi", effect=toggle_hotspot, label="Use Wi-Fi hotspot"),
    push("hotspot.name", "hotspot_wifi", "hotspot_name", label="Hotspot name"),
    pop("hotspot.save_name", "hotspot_name", "hotspot_wifi", guard=name_ok, effect=save_hotspot_name,
        label="OK"),
    pop("hotspot_name.dismiss", "hotspot_name", "hotspot_wifi", label="Cancel"),
    push("hotspot.password", "hotspot_wifi", "hotspot_password", label="Hotspot password"),
    pop("hotspot.save_password", "hotspot_password", "hotspot_wifi", guard=hotspot_password_ok,
        effect=save_hotspot_password, label="OK"),
    pop("hotspot_password.dismiss", "hotspot_password", "hotspot_wifi", label="Cancel"),
]


# ---- summaries (also used by the main list) -----------------------------------------------------
def internet_summary(ctx: AppContext) -> c.T | str:
    os = ctx.os
    if os["airplane_mode"] and not os["wifi"]["enabled"]:
        return t("Airplane mode is on")
    if os["wifi"]["enabled"] and os["wifi"]["connected"]:
        return str(os["wifi"]["connected"])
    if os["cellular"]["enabled"] and os["cellular"]["data"]:
        return str(os["cellular"]["carrier"])
    if os["wifi"]["enabled"]:
        return t("Not connected")
    return t("Wi-Fi is off")


def network_summary(ctx: AppContext) -> c.T | str:
    if ctx.os["airplane_mode"]:
        return t("Airplane mode is on")
    return t("Mobile, Wi-Fi, hotspot")


SIGNAL_ICONS = {4: "signal_wifi_4_bar", 3: "network_wifi_3_bar", 2: "network_wifi_2_bar",
                1: "network_wifi_1_bar", 0: "signal_wifi_0_bar"}
SIGNAL_WORDS = {4: N_("Excellent"), 3: N_("Good"), 2: N_("Fair"), 1: N_("Poor"), 0: N_("Very poor")}
NETWORK_TYPES = (("5G", N_("5G (recommended)")), ("4G", N_("4G")), ("3G", N_("3G")))


def _network_status(ctx: AppContext, n: dict[str, Any]) -> c.T | None:
    wifi = ctx.os["wifi"]
    if wifi["connected"] == n["ssid"]:
        return t("Connected")
    if ctx.state.get("wifi_auth_failed") == n["ssid"]:
        return t("Check password and try again")
    if n["saved"]:
        return t("Saved")
    return None


# ---- views -------------------------------------------------------------------------------------
def network(ctx: AppContext) -> View:
    os = ctx.os
    cell = os["cellular"]
    hotspot = t("On") if os["hotspot"]["enabled"] else t("Off")
    items = [
        c.link("network.internet", t("Internet"), internet_summary(ctx), icon="wifi"),
        c.link("network.mobile", t("SIMs"), cell["carrier"] if cell["enabled"] else t("Off"), icon="sim_card"),
        c.switch("network.airplane", t("Airplane mode"), os["airplane_mode"], icon="airplanemode_active"),
        c.link("network.hotspot", t("Hotspot & tethering"), hotspot, icon="wifi_tethering"),
        c.info(t("Data Saver"), t("Off"), icon="data_usage"),
        c.info(t("VPN"), t("None"), icon="vpn_key"),
        c.info(t("Private DNS"), t("Automatic"), icon="dns"),
    ]
    return View("apps/settings/page.html", c.page(t("Network & internet"), items))


def internet(ctx: AppContext) -> View:
    os = ctx.os
    wifi, cell = os["wifi"], os["cellular"]
    items: list[c.Item] = []
    if os["airplane_mode"]:
        items.append(c.note(t("Airplane mode is on"), icon="airplanemode_active"))
    if cell["enabled"]:
        summary = t("Connected / {type}", type=cell["network_type"]) if cell["data"] and not wifi["connected"] \
            else t("Mobile data") if cell["data"] else t("Mobile data off")
        items.append(c.link("network.mobile", cell["carrier"], summary, icon="signal_cellular_alt",
                            trail="settings"))
    items.append(c.main_switch("wifi.toggle", t("Wi-Fi"), wifi["enabled"]))
    if not wifi["enabled"]:
        items.append(c.note(t("To see available networks, turn Wi-Fi on.")))
    else:
        nets = sorted(wifi["networks"], key=lambda n: (n["ssid"] != wifi["connected"], not n["saved"],
                                                       -n["signal"], n["ssid"].lower()))
        for n in nets:
            connected = wifi["connected"] == n["ssid"]
            if connected:
                tid = "wifi.details"
            elif n["saved"] or not n["secured"]:
                tid = "wifi.join"
            else:
                tid = "wifi.password"
            items.append(c.link(tid, n["ssid"], _network_status(ctx, n), icon=SIGNAL_ICONS[n["signal"]],
                                p={"ssid": n["ssid"]}, trail="settings" if connected else
                                ("lock" if n["secured"] else None),
                                long=None if connected else "wifi.details",
                                cls="st-connected" if connected else ""))
    items += [c.divider(),
              c.link("wifi.saved", t("Saved networks"),
                     ctx.ngettext("{n} network", "{n} networks", sum(1 for n in wifi["networks"] if n["saved"])), icon="wifi_lock"),
              c.note(t("Network preferences: Wi-Fi turns back on automatically near saved networks."))]
    return View("apps/settings/page.html", c.page(t("Internet"), items))


def wifi_saved(ctx: AppContext) -> View:
    saved = sorted((n for n in ctx.os["wifi"]["networks"] if n["saved"]), key=lambda n: n["ssid"].lower())
    items = [c.link("wifi.details", n["ssid"], _network_status(ctx, n), icon="wifi", p={"ssid": n["ssid"]})
             for n in saved] or [c.note(t("No saved networks"))]
    return View("apps/settings/page.html", c.page(t("Saved networks"), items))


def wifi_network(ctx: AppContext) -> View:
    ssid = _ssid(ctx)
    n = _network(ctx, ssid)
    if n is None:
        return View("apps/settings/page.html", c.page(ssid, [c.note(t("This network is no longer available."))]))
    wifi = ctx.os["wifi"]
    connected = wifi["connected"] == ssid
    status = _network_status(ctx, n) or t("Not saved")
    signal = SIGNAL_WORDS[n["signal"]]
    buttons = []
    if n["saved"]:
        buttons.append(c.action("wifi.forget", t("Forget"), "delete", p={"ssid": ssid}))
    if connected:
        buttons.append(c.action("wifi.disconnect", t("Disconnect"), "link_off", p={"ssid": ssid}))
    else:
        buttons.append(c.action("wifi.connect", t("Connect"), "link", p={"ssid": ssid},
                                disabled=not wifi["enabled"] or (n["secured"] and not n["saved"])))
    items = [
        c.hero(SIGNAL_ICONS[n["signal"]], ssid, status),
        c.actions(*buttons),
        c.info(t("Signal strength"), t(signal)),
        c.info(t("Security"), t("WPA2-Personal") if n["secured"] else t("None")),
        c.info(t("Frequency"), t("5 GHz") if "5G" in ssid else t("2.4 GHz")),
        c.info(t("Privacy"), t("Use randomized MAC")),
    ]
    if connected:
        items += [c.section(t("Network details")), c.info(t("IP address"), "192.168.1.23"),
                  c.info(t("Gateway"), "192.168.1.1"), c.info(t("Link speed"), "433 Mbps")]
    return View("apps/settings/page.html", c.page(t("Network details"), items))


def wifi_password(ctx: AppContext) -> View:
    ssid = _ssid(ctx)
    show = bool(ctx.screen_params.get("show", False))
    ok = len(ctx.field("password")) >= MIN_WIFI_PASSWORD
    d = c.dialog(ssid, [c.text_field("password", t("Password"), submit="wifi.connect_password", secret=not show),
                        c.check("wifi.show_password", t("Show password"), show)],
                 [c.button("wifi_password.dismiss", t("Cancel")),
                  c.button("wifi.connect_password", t("Connect"), disabled=not ok)],
                 dismiss="wifi_password.dismiss")
    return View("apps/settings/dialog.html", {"dlg": d})


def mobile_network(ctx: AppContext) -> View:
    os = ctx.os
    cell = os["cellular"]
    pref = dict(NETWORK_TYPES)[cell["preferred"]]
    items: list[c.Item] = []
    if os["airplane_mode"]:
        items.append(c.note(t("Airplane mode is on"), icon="airplanemode_active"))
    items += [
        c.switch("cell.toggle", t("Use SIM"), cell["enabled"], cell["carrier"], disabled=os["airplane_mode"]),
        c.switch("cell.data", t("Mobile data"), cell["data"], t("Access data using mobile network")),
        c.switch("cell.roaming", t("Roaming"), cell["roaming"], t("Connect to data services when roaming")),
        c.info(t("App data usage"), t("1.2 GB used Feb 14 – Mar 13")),
        c.section(t("Network")),
        c.link("cell.network_type", t("Preferred network type"), t(pref)),
        c.info(t("Carrier"), cell["carrier"]),
        c.info(t("Phone number"), os["device"]["phone_number"]),
    ]
    return View("apps/settings/page.html", c.page(t("Mobile network"), items))


def network_type(ctx: AppContext) -> View:
    pref = ctx.os["cellular"]["preferred"]
    d = c.dialog(t("Preferred network type"),
                 [c.radio("cell.set_network_type", t(label), key == pref, p={"type": key})
                  for key, label in NETWORK_TYPES],
                 [c.button("network_type.dismiss", t("Cancel"))], dismiss="network_type.dismiss")
    return View("apps/settings/dialog.html", {"dlg": d})


def hotspot(ctx: AppContext) -> View:
    os = ctx.os
    bt_tether = c.flag(os["settings"]["global"], "bt_tethering")
    items = [
        c.link("hotspot.wifi", t("Wi-Fi hotspot"), t("On") if os["hotspot"]["enabled"] else t("Off"),
               icon="wifi_tethering"),
        c.info(t("USB tethering"), t("USB not connected"), icon="usb"),
        c.switch("hotspot.bt_tethering", t("Bluetooth tethering"), bt_tether,
                 t("Share internet connection via Bluetooth"), icon="bluetooth"),
        c.note(t("Use hotspot and tethering to provide internet to other devices through your mobile data "
                 "connection.")),
    ]
    return View("apps/settings/page.html", c.page(t("Hotspot & tethering"), items))


def hotspot_wifi(ctx: AppContext) -> View:
    h = ctx.os["hotspot"]
    items = [
        c.main_switch("hotspot.toggle", t("Use Wi-Fi hotspot"), h["enabled"]),
        c.link("hotspot.name", t("Hotspot name"), h["name"]),
        c.info(t("Security"), t("WPA2-Personal")),
        c.link("hotspot.password", t("Hotspot password"), "•" * len(h["password"])),
        c.note(t("Other devices can connect to this hotspot with its name and password.")),
    ]
    return View("apps/settings/page.html", c.page(t("Wi-Fi hotspot"), items))


def _edit_dialog(ctx: AppContext, title: c.T, current: str, save: str, dismiss: str, ok: bool,
                 secret: bool = False) -> View:
    c.prefill(ctx, "value", current)
    d = c.dialog(title, [c.text_field("value", title, submit=save, secret=secret)],
                 [c.button(dismiss, t("Cancel")), c.button(save, t("OK"), disabled=not ok)], dismiss=dismiss)
    return View("apps/settings/dialog.html", {"dlg": d})


def hotspot_name(ctx: AppContext) -> View:
    h = ctx.os["hotspot"]
    return _edit_dialog(ctx, t("Hotspot name"), h["name"], "hotspot.save_name", "hotspot_name.dismiss",
                        bool(ctx.field("value", h["name"]).strip()))


def hotspot_password(ctx: AppContext) -> View:
    h = ctx.os["hotspot"]
    return _edit_dialog(ctx, t("Hotspot password"), h["password"], "hotspot.save_password",
                        "hotspot_password.dismiss", len(ctx.field("value", h["password"])) >= MIN_WIFI_PASSWORD)


VIEWS = {"network": network, "internet": internet, "wifi_saved": wifi_saved, "wifi_network": wifi_network,
         "wifi_password": wifi_password, "mobile_network": mobile_network, "network_type": network_type,
         "hotspot": hotspot, "hotspot_wifi": hotspot_wifi, "hotspot_name": hotspot_name,
         "hotspot_password": hotspot_password}
