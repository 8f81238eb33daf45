"""Connected devices: Bluetooth, paired devices, pairing, device details, NFC."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.settings import common as c
from mgym.apps.settings.common import t
from mgym.i18n import N_
from mgym.nav import Screen, Transition, pop, push, stay
from mgym.os.context import AppContext

HOME = ("main", "search")

# ---- navigation --------------------------------------------------------------------------------
SCREENS = [
    Screen("devices", title="Connected devices"),
    Screen("bt_pair", title="Pair new device"),
    Screen("bt_device", params=("device",), title="Device details"),
    Screen("bt_forget", params=("device",), kind="dialog", title="Forget device?"),
    Screen("connection_prefs", title="Connection preferences"),
    Screen("bluetooth", title="Bluetooth"),
    Screen("bt_name", kind="dialog", title="Rename this device"),
]


def _device(ctx: AppContext) -> dict[str, Any] | None:
    did = str(ctx.param("device", ""))
    return next((d for d in ctx.os["bluetooth"]["devices"] if d["id"] == did), None)


def toggle_bluetooth(ctx: AppContext) -> None:
    ctx.managers.set_bluetooth(ctx.os, not ctx.os["bluetooth"]["enabled"])


def bluetooth_on(ctx: AppContext) -> None:
    """Opening "Pair new device" turns Bluetooth on, as Android does."""
    ctx.managers.set_bluetooth(ctx.os, True)


def pair(ctx: AppContext) -> None:
    d = _device(ctx)
    if d is None:
        return
    ctx.managers.set_bluetooth(ctx.os, True)
    ctx.managers.set_bt_device(ctx.os, d["id"], paired=True, connected=True)
    ctx.toast("Paired with {name}", name=d["name"])


def connect(ctx: AppContext) -> None:
    d = _device(ctx)
    if d is None:
        return
    ctx.managers.set_bluetooth(ctx.os, True)
    ctx.managers.set_bt_device(ctx.os, d["id"], connected=True)


def disconnect(ctx: AppContext) -> None:
    d = _device(ctx)
    if d is not None:
        ctx.managers.set_bt_device(ctx.os, d["id"], connected=False)


def forget(ctx: AppContext) -> None:
    d = _device(ctx)
    if d is not None:
        ctx.managers.set_bt_device(ctx.os, d["id"], paired=False)


def toggle_nfc(ctx: AppContext) -> None:
    g = ctx.os["settings"]["global"]
    g["nfc"] = not g.get("nfc", True)


def bt_name_ok(ctx: AppContext) -> bool:
    return bool(ctx.field("value", ctx.os["bluetooth"]["name"]).strip())


def save_bt_name(ctx: AppContext) -> None:
    ctx.os["bluetooth"]["name"] = ctx.field("value", ctx.os["bluetooth"]["name"]).strip()


TRANSITIONS: list[Transition] = [
    push("devices.open", HOME, "devices", label="Connected devices"),
    push("devices.pair", ("devices", "bluetooth", "search"), "bt_pair", effect=bluetooth_on,
         label="Pair new device"),
    push("devices.prefs", "devices", "connection_prefs", label="Connection preferences"),
    push("devices.bluetooth", ("connection_prefs", "search"), "bluetooth", label="Bluetooth"),
    push("bt.details", ("devices", "bluetooth"), "bt_device", label="Device details"),
    stay("bt.connect_saved", ("devices", "bluetooth"), effect=connect, label="Connect a saved device"),
    stay("bt.toggle", "bluetooth", effect=toggle_bluetooth, label="Use Bluetooth"),
    push("bt.rename", "bluetooth", "bt_name", label="Device name"),
    pop("bt.save_name", "bt_name", "bluetooth", guard=bt_name_ok, effect=save_bt_name, label="Rename"),
    pop("bt_name.dismiss", "bt_name", "bluetooth", label="Cancel"),
    pop("bt.pair_device", "bt_pair", "devices", effect=pair, label="Pair"),
    stay("bt.connect", "bt_device", effect=connect, label="Connect"),
    stay("bt.disconnect", "bt_device", effect=disconnect, label="Disconnect"),
    push("bt.forget", "bt_device", "bt_forget", label="Forget"),
    pop("bt.forget_confirm", "bt_forget", "devices", effect=forget, label="Forget device"),
    pop("bt_forget.dismiss", "bt_forget", "bt_device", label="Cancel"),
    stay("devices.nfc", "connection_prefs", effect=toggle_nfc, label="NFC"),
]

DEVICE_ICONS = {"headphones": "headphones", "speaker": "speaker", "watch": "watch", "car": "directions_car",
                "keyboard": "keyboard", "phone": "smartphone"}
DEVICE_TYPES = {"headphones": N_("Headphones"), "speaker": N_("Speaker"), "watch": N_("Watch"), "car": N_("Car"),
                "keyboard": N_("Keyboard"), "phone": N_("Phone")}


# ---- summaries ---------------------------------------------------------------------------------
def devices_summary(ctx: AppContext) -> c.T | str:
    bt = ctx.os["bluetooth"]
    connected = [d["name"] for d in bt["devices"] if d["connected"]]
    if connected:
        return t("Connected to {name}", name=connected[0])
    return t("Bluetooth, pairing") if bt["enabled"] else t("Bluetooth off")


def _device_row(d: dict[str, Any], tid: str) -> c.Item:
    summary = t("Active") if d["connected"] else None
    return c.link(tid, d["name"], summary, icon=DEVICE_ICONS.get(d["type"], "bluetooth"), p={"device": d["id"]},
                  trail="settings", cls="st-connected" if d["connected"] else "")


def _paired_rows(ctx: AppContext) -> list[c.Item]:
    """Connected devices first (tap: details), then saved ones (tap: connect; long press: details)."""
    bt = ctx.os["bluetooth"]
    rows = []
    for d in sorted((d for d in bt["devices"] if d["paired"]), key=lambda d: (not d["connected"], d["name"])):
        if d["connected"]:
            rows.append(_device_row(d, "bt.details"))
        else:
            row = _device_row(d, "bt.connect_saved")
            row["long"] = "bt.details"
            rows.append(row)
    return rows


# ---- views -------------------------------------------------------------------------------------
def devices(ctx: AppContext) -> View:
    bt = ctx.os["bluetooth"]
    items: list[c.Item] = [c.link("devices.pair", t("Pair new device"), icon="add")]
    rows = _paired_rows(ctx)
    connected = [r for r in rows if r["cls"]]
    saved = [r for r in rows if not r["cls"]]
    if connected:
        items += [c.section(t("Connected")), *connected]
    if saved:
        items += [c.section(t("Saved devices")), *saved]
    items += [c.divider(),
              c.link("devices.prefs", t("Connection preferences"),
                     t("Bluetooth, NFC") if bt["enabled"] else t("Bluetooth is off"), icon="devices_other"),
              c.note(t("Visible as “{name}” to other devices", name=bt["name"]) if bt["enabled"]
                     else t("Bluetooth is off"), icon="info")]
    return View("apps/settings/page.html", c.page(t("Connected devices"), items))


def bt_pair(ctx: AppContext) -> View:
    bt = ctx.os["bluetooth"]
    items: list[c.Item] = [c.info(t("Device name"), bt["name"])]
    avail = [d for d in bt["devices"] if not d["paired"]]
    items.append(c.section(t("Available devices")))
    if not bt["enabled"]:
        items.append(c.note(t("Bluetooth is off")))
    else:
        items += [c.link("bt.pair_device", d["name"], icon=DEVICE_ICONS.get(d["type"], "bluetooth"),
                         p={"device": d["id"]}) for d in avail] or [c.note(t("No devices found"))]
    items.append(c.note(t("Phone's Bluetooth address: 3C:28:6D:A1:0F:42"), icon="info"))
    return View("apps/settings/page.html", c.page(t("Pair new device"), items))


def bt_device(ctx: AppContext) -> View:
    d = _device(ctx)
    if d is None or not d["paired"]:
        return View("apps/settings/page.html", c.page(t("Device details"), [c.note(t("Device not found"))]))
    p = {"device": d["id"]}
    kind = DEVICE_TYPES[d["type"]]
    conn = c.action("bt.disconnect", t("Disconnect"), "link_off", p=p) if d["connected"] \
        else c.action("bt.connect", t("Connect"), "link", p=p)
    items = [
        c.hero(DEVICE_ICONS.get(d["type"], "bluetooth"), d["name"], t("Active") if d["connected"] else t("Saved")),
        c.actions(c.action("bt.forget", t("Forget"), "delete", p=p), conn),
        c.section(t("Device settings")),
        c.info(t("Type"), t(kind)),
        c.info(t("HD audio"), t("On") if d["type"] in ("headphones", "speaker") else t("Not supported")),
        c.note(t("Device's Bluetooth address: {addr}", addr=_address(d["id"]))),
    ]
    return View("apps/settings/page.html", c.page(t("Device details"), items))


def _address(did: str) -> str:
    h = sum(ord(ch) * (i + 7) for i, ch in enumerate(did))
    return ":".join(f"{(h * k * 37) % 256:02X}" for k in range(1, 7))


def bt_forget(ctx: AppContext) -> View:
    d = _device(ctx)
    name = d["name"] if d else ""
    p = {"device": d["id"]} if d else {}
    dlg = c.dialog(t("Forget device?"), [],
                   [c.button("bt_forget.dismiss", t("Cancel")), c.button("bt.forget_confirm", t("Forget device"), p=p)],
                   dismiss="bt_forget.dismiss", body=t("Your phone will no longer be paired with {name}", name=name))
    return View("apps/settings/dialog.html", {"dlg": dlg})


def connection_prefs(ctx: AppContext) -> View:
    os = ctx.os
    items = [
        c.link("devices.bluetooth", t("Bluetooth"), t("On") if os["bluetooth"]["enabled"] else t("Off"),
               icon="bluetooth"),
        c.switch("devices.nfc", t("NFC"), c.flag(os["settings"]["global"], "nfc", True),
                 t("Allow data exchange when the phone touches an NFC device"), icon="nfc"),
        c.info(t("Cast"), t("Not connected"), icon="cast"),
        c.info(t("Printing"), ctx.ngettext("{n} print service on", "{n} print services on", 1), icon="print"),
        c.info(t("Android Auto"), t("Use apps on your car screen"), icon="directions_car"),
    ]
    return View("apps/settings/page.html", c.page(t("Connection preferences"), items))


def bluetooth(ctx: AppContext) -> View:
    bt = ctx.os["bluetooth"]
    items: list[c.Item] = [c.main_switch("bt.toggle", t("Use Bluetooth"), bt["enabled"])]
    if bt["enabled"]:
        items += [c.link("bt.rename", t("Device name"), bt["name"]),
                  c.link("devices.pair", t("Pair new device"), icon="add")]
        rows = _paired_rows(ctx)
        if rows:
            items += [c.section(t("Paired devices")), *rows]
    items.append(c.note(t("When Bluetooth is turned on, your device can communicate with other nearby "
                          "Bluetooth devices."), icon="info"))
    return View("apps/settings/page.html", c.page(t("Bluetooth"), items))


def bt_name(ctx: AppContext) -> View:
    bt = ctx.os["bluetooth"]
    c.prefill(ctx, "value", bt["name"])
    ok = bool(ctx.field("value", bt["name"]).strip())
    d = c.dialog(t("Rename this device"), [c.text_field("value", t("Device name"), submit="bt.save_name")],
                 [c.button("bt_name.dismiss", t("Cancel")), c.button("bt.save_name", t("Rename"), disabled=not ok)],
                 dismiss="bt_name.dismiss")
    return View("apps/settings/dialog.html", {"dlg": d})


VIEWS = {"devices": devices, "bt_pair": bt_pair, "bt_device": bt_device, "bt_forget": bt_forget,
         "connection_prefs": connection_prefs, "bluetooth": bluetooth, "bt_name": bt_name}
