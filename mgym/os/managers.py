"""Write-side facades over the persistent OS state that keep the phone's rules.

Every OS change, from an app, the shade or ``Session.set_state``, goes through here:
airplane mode turns the radios off (and restores them after), switching Wi-Fi off drops the
connection, Bluetooth off disconnects devices, levels clamp to their range.
"""

from __future__ import annotations

from typing import Any

#: (block, key) -> (min, max): values written outside the range are clamped.
RANGES: dict[tuple[str, str], tuple[float, float]] = {
    ("display", "brightness"): (0, 100),
    ("display", "font_scale"): (0.85, 1.3),
    ("display", "timeout_s"): (15, 1800),
    ("audio", "media"): (0, 15),
    ("audio", "ring"): (0, 7),
    ("audio", "alarm"): (0, 7),
    ("audio", "notification"): (0, 7),
    ("battery", "level"): (0, 100),
}
RADIOS = ("wifi", "bluetooth", "cellular")


def clamp(os: dict[str, Any]) -> None:
    for (block, key), (lo, hi) in RANGES.items():
        part = os.get(block)
        v = part.get(key) if isinstance(part, dict) else None
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            c = min(max(v, lo), hi)
            os[block][key] = type(v)(c) if isinstance(lo, int) and isinstance(hi, int) else c


def set_airplane(os: dict[str, Any], on: bool) -> None:
    if os["airplane_mode"] == on:
        return
    os["airplane_mode"] = on
    if on:
        os["radios_before_airplane"] = {r: bool(os[r]["enabled"]) for r in RADIOS}
        for r in RADIOS:
            _radio(os, r, False)
    else:
        saved = os.get("radios_before_airplane") or {}
        _radio(os, "cellular", True)
        _radio(os, "wifi", saved.get("wifi", True))
        _radio(os, "bluetooth", saved.get("bluetooth", False))
        os["radios_before_airplane"] = {}


def _radio(os: dict[str, Any], radio: str, on: bool) -> None:
    {"wifi": set_wifi, "bluetooth": set_bluetooth, "cellular": set_cellular}[radio](os, on)


def set_wifi(os: dict[str, Any], on: bool) -> None:
    wifi = os["wifi"]
    wifi["enabled"] = on
    if not on:
        wifi["connected"] = None
    elif wifi["connected"] is None:
        saved = [n for n in wifi["networks"] if n["saved"]]
        if saved:
            wifi["connected"] = max(saved, key=lambda n: n["signal"])["ssid"]


def connect_wifi(os: dict[str, Any], ssid: str, password: str | None = None) -> bool:
    """Join a network; a secured network not yet saved needs its password. True on success."""
    wifi = os["wifi"]
    net = next((n for n in wifi["networks"] if n["ssid"] == ssid), None)
    if net is None or not wifi["enabled"]:
        return False
    if net["secured"] and not net["saved"]:
        if not password or (net["password"] and password != net["password"]):
            return False
        net["password"] = password
    net["saved"] = True
    wifi["connected"] = ssid
    return True


def forget_wifi(os: dict[str, Any], ssid: str) -> None:
    wifi = os["wifi"]
    for n in wifi["networks"]:
        if n["ssid"] == ssid:
            n["saved"] = False
    if wifi["connected"] == ssid:
        wifi["connected"] = None


def set_bluetooth(os: dict[str, Any], on: bool) -> None:
    os["bluetooth"]["enabled"] = on
    if not on:
        for d in os["bluetooth"]["devices"]:
            d["connected"] = False


def set_bt_device(os: dict[str, Any], device_id: str, *, paired: bool | None = None,
                  connected: bool | None = None) -> None:
    bt = os["bluetooth"]
    for d in bt["devices"]:
        if d["id"] == device_id:
            if paired is not None:
                d["paired"] = paired
                if not paired:
                    d["connected"] = False
            if connected is not None and bt["enabled"] and d["paired"]:
                d["connected"] = connected


def set_cellular(os: dict[str, Any], on: bool) -> None:
    os["cellular"]["enabled"] = on


def set_level(os: dict[str, Any], block: str, key: str, value: float) -> None:
    os[block][key] = value
    clamp(os)


def set_ringer_mode(os: dict[str, Any], mode: str) -> None:
    if mode not in ("normal", "vibrate", "silent"):
        raise ValueError(f"unknown ringer mode {mode!r}")
    os["audio"]["ringer_mode"] = mode


def set_wallpaper_photo(os: dict[str, Any], file_id: int | None) -> None:
    """A picture of ``os.files`` as the wallpaper (Gallery's "Set as wallpaper"); None: the theme's."""
    os["display"]["wallpaper_photo"] = file_id


def enforce(before: dict[str, Any], after: dict[str, Any]) -> None:
    """Apply the rules to a state written wholesale (``set_state``): cascades and clamps."""
    clamp(after)
    if after["airplane_mode"] != before["airplane_mode"]:
        want = after["airplane_mode"]
        after["airplane_mode"] = not want
        set_airplane(after, want)
    for radio, setter in (("wifi", set_wifi), ("bluetooth", set_bluetooth)):
        if after[radio]["enabled"] != before[radio]["enabled"]:
            setter(after, after[radio]["enabled"])
