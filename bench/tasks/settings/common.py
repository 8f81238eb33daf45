"""Shared paths, samplers and oracle helpers of the Settings tasks.

What a sampler writes into the world (new network names, passwords, device names, phone numbers) comes
from the phone's world region (``os.device.region``): a Chinese phone gets the names a Chinese phone has."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import paths, ui
from mgym.apps import registry
from mgym.observation import Observation

APP = "Settings"

WIFI = "os.wifi"

BT = "os.bluetooth"

DISPLAY = "os.display"

#: what airplane mode switches off (and remembers) on its way on
AIRPLANE_CASCADE = (f"{WIFI}.enabled", f"{WIFI}.connected", f"{BT}.enabled", f"{BT}.devices[*].connected",
                    "os.cellular.enabled", "os.radios_before_airplane")

NEW_SSIDS = ("Cafe-Luna", "Office-Staff", "Apt4B-WiFi", "TP-Link_9C3E", "Guest-Lounge", "Skyline-5G",
             "Maple-House", "Studio-Net", "Harbor-View", "Orchard-2G")

PASSWORD_WORDS = ("harbor", "maple", "comet", "violet", "granite", "pepper", "lantern", "orbit")

DEVICE_NAMES = ("Maya's Phone", "Work Phone", "Leo's Phone", "Kitchen Tablet", "Travel Phone", "Ruth's Mobile",
                "Studio Phone", "Backup Phone")

TIMEOUTS = ((15, "15 seconds"), (30, "30 seconds"), (60, "1 minute"), (120, "2 minutes"), (300, "5 minutes"),
            (600, "10 minutes"), (1800, "30 minutes"))

FONT_SIZES = ((0.85, "Small"), (1.0, "Default"), (1.15, "Large"), (1.3, "Largest"))

RINGER_LABELS = {"normal": "Ring", "vibrate": "Vibrate", "silent": "Mute"}

#: the same word lists for a phone of the zh-CN region
ZH: dict[str, tuple[str, ...]] = {
    "ssids": ("ChinaNet-5G", "TP-LINK_3F2A", "CMCC-8K2P", "Xiaomi_A1C3", "HUAWEI-6E7B", "MERCURY_5G_2D",
              "街角咖啡-Guest", "ChinaUnicom-7N4Q", "Tenda_E1F0", "图书馆WiFi"),
    "passwords": ("xiaomao", "tiantian", "huahua", "panda", "longma", "jinyu", "taoyuan", "xingxing"),
    "device_names": ("小明的手机", "工作手机", "小红的手机", "客厅手机", "旅行手机", "备用机", "王磊的手机",
                     "书房手机"),
}


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def words(state: dict[str, Any], key: str, en: tuple[str, ...]) -> tuple[str, ...]:
    """A word list of the phone's region (``en`` for an English phone)."""
    return ZH[key] if region(state) == "zh-CN" else en


# ---- helpers -------------------------------------------------------------------------------------
def go(*triggers: str) -> ui.Steps:
    """Open Settings and tap through the transitions named, scrolling to each."""
    obs = yield from ui.open_app(APP)
    for tr in triggers:
        obs = yield from ui.tap(obs, trigger=tr)
    return obs


def value_of(obs: Observation, title: str, **kw: Any) -> str:
    """The value shown after a row's title (``"Android version 14"`` -> ``"14"``); ``title`` is a msgid,
    matched as the screen shows it."""
    shown = ui.tr(obs, title)
    for e in obs.find(shown, **kw):
        if e.text.startswith(shown):
            return e.text[len(shown):].strip()
    raise ui.OracleError(f"no row {title!r} on {obs.app}/{obs.screen}:\n{obs.text()}")


def new_network(rng: Random, state: dict[str, Any], *, saved: bool, password: str = "") -> dict[str, Any]:
    """A secured network with a fresh name, to append to the scan list."""
    taken = {n["ssid"] for n in state["os"]["wifi"]["networks"]}
    ssid = rng.choice([s for s in words(state, "ssids", NEW_SSIDS) if s not in taken])
    return {"ssid": ssid, "secured": True, "saved": saved, "signal": rng.randint(2, 4), "password": password}


def got(final: dict[str, Any], path: str) -> Any:
    v = paths.get(final, path)
    return None if v is paths.MISSING else v


def notifying_apps() -> list[tuple[str, str]]:
    """(id, name) of the user-facing apps whose notifications a task may switch off."""
    return sorted((a.id, a.manifest.name) for a in registry().values()
                  if a.manifest.in_launcher and a.id not in ("answersheet", "settings"))
