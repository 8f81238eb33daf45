"""Settings tasks: radios and their cascades (Wi-Fi, airplane mode, Bluetooth), display and sound,
Do Not Disturb, battery, per-app notifications, joining a secured network, renaming the phone,
unlocking developer options, reading device facts, and carrying the Wi-Fi name into the device name."""

from __future__ import annotations

import re
from random import Random
from typing import Any, ClassVar

from bench import paths, ui
from bench.kinds import AnswerTask, CriteriaTask, merge
from bench.task import AnswerField, Check, Solution, TaskTemplate
from mgym import actions as A
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
DEVICE_NAMES = ("Maya's Pixel", "Work Phone", "Leo's Phone", "Kitchen Pixel", "Travel Phone", "Ruth's Pixel",
                "Studio Phone", "Pixel Backup")
TIMEOUTS = ((15, "15 seconds"), (30, "30 seconds"), (60, "1 minute"), (120, "2 minutes"), (300, "5 minutes"),
            (600, "10 minutes"), (1800, "30 minutes"))
FONT_SIZES = ((0.85, "Small"), (1.0, "Default"), (1.15, "Large"), (1.3, "Largest"))
RINGER_LABELS = {"normal": "Ring", "vibrate": "Vibrate", "silent": "Mute"}


# ---- helpers -------------------------------------------------------------------------------------
def go(*triggers: str) -> ui.Steps:
    """Open Settings and tap through the transitions named, scrolling to each."""
    obs = yield from ui.open_app(APP)
    for tr in triggers:
        obs = yield from ui.tap(obs, trigger=tr)
    return obs


def value_of(obs: Observation, title: str, **kw: Any) -> str:
    """The value shown after a row's title (``"Android version 14"`` -> ``"14"``)."""
    for e in obs.find(title, **kw):
        if e.text.startswith(title):
            return e.text[len(title):].strip()
    raise ui.OracleError(f"no row {title!r} on {obs.app}/{obs.screen}:\n{obs.text()}")


def new_network(rng: Random, state: dict[str, Any], *, saved: bool, password: str = "") -> dict[str, Any]:
    """A secured network with a fresh name, to append to the scan list."""
    taken = {n["ssid"] for n in state["os"]["wifi"]["networks"]}
    ssid = rng.choice([s for s in NEW_SSIDS if s not in taken])
    return {"ssid": ssid, "secured": True, "saved": saved, "signal": rng.randint(2, 4), "password": password}


def got(final: dict[str, Any], path: str) -> Any:
    v = paths.get(final, path)
    return None if v is paths.MISSING else v


def notifying_apps() -> list[tuple[str, str]]:
    """(id, name) of the user-facing apps whose notifications a task may switch off."""
    return sorted((a.id, a.manifest.name) for a in registry().values()
                  if a.manifest.in_launcher and a.id not in ("answersheet", "settings"))


# ---- Wi-Fi and airplane mode ------------------------------------------------------------------------
class SetWifi(CriteriaTask):
    id = "settings.SetWifi"
    apps = ("settings",)
    difficulty = "L1"
    tags = ("settings",)
    changes = (f"{WIFI}.connected",)
    instructions = ("Turn Wi-Fi {state} in Settings.",
                    "Switch the phone's Wi-Fi {state}.",
                    "Go to Settings > Network & internet and turn Wi-Fi {state}.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        on = rng.random() < 0.5
        return {"on": on, "state": "on" if on else "off"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{WIFI}.enabled": p["on"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from go("network.open", "network.internet", "wifi.toggle")


class AirplaneMode(CriteriaTask):
    """Airplane mode on: Wi-Fi, Bluetooth and mobile radios go off with it (the cascade)."""

    id = "settings.AirplaneMode"
    apps = ("settings",)
    difficulty = "L1"
    tags = ("settings",)
    changes = AIRPLANE_CASCADE
    instructions = ("Turn on airplane mode.",
                    "Put the phone in airplane mode using Settings.",
                    "I'm boarding a flight: switch airplane mode on.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        paired = [d["id"] for d in state["os"]["bluetooth"]["devices"] if d["paired"]]
        return {"bt_device": rng.choice([None, *paired])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.airplane_mode": True}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        patch = super().setup(p, state)
        if p["bt_device"]:  # start with Bluetooth on and a device connected, so the cascade has more to do
            patch = merge(patch, {"os": {"bluetooth": {"enabled": True,
                                                       f"devices[id={p['bt_device']}]": {"connected": True}}}})
        return patch

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        radios = {r: got(final, f"os.{r}.enabled") for r in ("wifi", "bluetooth", "cellular")}
        return [*super().checks(p, init, final),
                Check("radios off", not any(radios.values()), dict.fromkeys(radios, False), radios)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from go("network.open", "network.airplane")


class AirplaneKeepWifi(TaskTemplate):
    """Airplane mode on, then Wi-Fi back on (as on a plane with Wi-Fi)."""

    id = "settings.AirplaneKeepWifi"
    apps = ("settings",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("settings",)
    budget = 30
    changes = ("os.airplane_mode", *AIRPLANE_CASCADE)
    instructions = ("Turn on airplane mode, but keep Wi-Fi on and connected (the plane has Wi-Fi).",
                    "Enable airplane mode, then turn Wi-Fi back on so I can still use the in-flight network.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        saved = [n["ssid"] for n in state["os"]["wifi"]["networks"] if n["saved"]]
        return {"ssid": rng.choice(saved)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"airplane_mode": False, "wifi": {"enabled": True, "connected": p["ssid"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        conn = got(final, f"{WIFI}.connected")
        return [Check("os.airplane_mode", got(final, "os.airplane_mode") is True, True, got(final, "os.airplane_mode")),
                Check("os.cellular.enabled", got(final, "os.cellular.enabled") is False, False,
                      got(final, "os.cellular.enabled")),
                Check(f"{WIFI}.enabled", got(final, f"{WIFI}.enabled") is True, True, got(final, f"{WIFI}.enabled")),
                Check("Wi-Fi connected", conn is not None, "a network", conn)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("network.open", "network.airplane", "network.internet")
        yield from ui.tap(obs, trigger="wifi.toggle")


class JoinSecuredWifi(TaskTemplate):
    """A new secured network shows up in the scan list; join it with the password given."""

    id = "settings.JoinSecuredWifi"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings", "edit")
    instructions = ("Connect to the Wi-Fi network {ssid}. The password is {password}.",
                    "Join {ssid} (password: {password}) in Wi-Fi settings.",
                    "The Wi-Fi password for {ssid} is {password}; connect the phone to it.")
    changes = (f"{WIFI}.connected", f"{WIFI}.networks[{{index}}].saved", "apps.settings.wifi_auth_failed")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pw = f"{rng.choice(PASSWORD_WORDS)}{rng.randrange(10, 100)}{rng.choice(PASSWORD_WORDS)}"
        net = new_network(rng, state, saved=False, password=pw)
        return {"ssid": net["ssid"], "password": pw, "signal": net["signal"],
                "index": len(state["os"]["wifi"]["networks"])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        net = {"ssid": p["ssid"], "secured": True, "saved": False, "signal": p["signal"], "password": p["password"]}
        return {"os": {"wifi": {"networks[]": net}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        saved = got(final, f"{WIFI}.networks[ssid={p['ssid']}].saved")
        return [Check(f"{WIFI}.connected", got(final, f"{WIFI}.connected") == p["ssid"], p["ssid"],
                      got(final, f"{WIFI}.connected")),
                Check("network saved", saved is True, True, saved)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("network.open", "network.internet")
        obs = yield from ui.tap(obs, trigger="wifi.password", ssid=p["ssid"])
        obs = yield from ui.type_into(obs, "Password", p["password"])
        yield from ui.tap(obs, "Connect", trigger="wifi.connect_password")


# ---- Bluetooth ------------------------------------------------------------------------------------
class ConnectBluetoothDevice(CriteriaTask):
    id = "settings.ConnectBluetoothDevice"
    apps = ("settings",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("settings",)
    instructions = ("Turn on Bluetooth and connect to my {name}.",
                    "Connect the phone to the paired Bluetooth device {name}.",
                    "Switch Bluetooth on and reconnect {name}.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = rng.choice(state["os"]["bluetooth"]["devices"])
        return {"device": d["id"], "name": d["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{BT}.enabled": True, f"{BT}.devices[id={p['device']}].connected": True}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        # the device is paired (a saved device), Bluetooth is off
        return merge(super().setup(p, state), {"os": {"bluetooth": {f"devices[id={p['device']}]": {"paired": True}}}})

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("devices.open")
        yield from ui.tap(obs, trigger="bt.connect_saved", device=p["device"])


# ---- display ---------------------------------------------------------------------------------------
class SetBrightness(TaskTemplate):
    """Drag or tap the brightness slider to roughly the level asked (within a tolerance)."""

    id = "settings.SetBrightness"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings",)
    changes = (f"{DISPLAY}.brightness",)
    TOLERANCE: ClassVar[int] = 5
    instructions = ("Set the screen brightness to about {level}%.",
                    "Adjust the display brightness to roughly {level} percent.",
                    "Make the screen brightness around {level}% in Display settings.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        level = rng.choice(range(10, 95, 5))
        start = level - 40 if level >= 50 else level + 40
        return {"level": level, "start": start}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"display": {"brightness": p["start"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        b = got(final, f"{DISPLAY}.brightness")
        ok = isinstance(b, (int, float)) and abs(b - p["level"]) <= self.TOLERANCE
        return [Check(f"{DISPLAY}.brightness within ±{self.TOLERANCE}", ok, p["level"], b)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("display.open")
        obs = yield from ui.scroll_to(obs, trigger="display.brightness")
        x0, y0, x1, y1 = obs.find(trigger="display.brightness")[0].bounds
        yield A.Click(x=x0 + (x1 - x0) * p["level"] / 100, y=(y0 + y1) / 2)


class DarkTheme(CriteriaTask):
    id = "settings.DarkTheme"
    apps = ("settings",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Turn on dark theme.", "Enable the dark theme in Display settings.",
                    "Switch the phone to a dark background (Dark theme).")

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.dark_theme": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from go("display.open", "display.dark_theme")


class ScreenTimeout(CriteriaTask):
    id = "settings.ScreenTimeout"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings",)
    instructions = ("Change the screen timeout to {label}.",
                    "Make the screen turn off after {label} of inactivity.",
                    "Set Display > Screen timeout to {label}.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        (seconds, label), (start, _) = rng.sample(TIMEOUTS, 2)
        return {"seconds": seconds, "label": label, "start": start}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.timeout_s": p["seconds"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.timeout_s": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("display.open", "display.timeout")
        yield from ui.tap(obs, trigger="display.set_timeout", seconds=p["seconds"])


class SearchFontSize(CriteriaTask):
    """Find Font size through the Settings search, then step the size up or down."""

    id = "settings.SearchFontSize"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings", "search")
    changes = ("apps.settings.last_search",)
    instructions = ("Use the search in Settings to find the font size setting and set it to {label}.",
                    "Search Settings for \"font\" and make the font size {label}.",
                    "Change the font size to {label} (tip: search Settings for it).")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        scale, label = rng.choice([f for f in FONT_SIZES if f[1] != "Default"])
        start = rng.choice([s for s, _ in FONT_SIZES if s != scale])
        return {"scale": scale, "label": label, "start": start}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.font_scale": p["scale"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{DISPLAY}.font_scale": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("main.search")
        obs = yield from ui.type_into(obs, "Search settings", "font")
        obs = yield from ui.tap(obs, trigger="display.font_size")
        scales = [s for s, _ in FONT_SIZES]
        steps = scales.index(p["scale"]) - scales.index(p["start"])
        for _ in range(abs(steps)):
            obs = yield from ui.tap(obs, trigger="display.font_larger" if steps > 0 else "display.font_smaller")


# ---- sound and interruptions ---------------------------------------------------------------------------
class RingerVibrate(CriteriaTask):
    id = "settings.RingerVibrate"
    apps = ("settings",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Set the ringer to vibrate.", "Put the phone on vibrate (ringer mode).",
                    "Change the ringer mode from {start_label} to Vibrate.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        start = rng.choice(["normal", "silent"])
        return {"start": start, "start_label": RINGER_LABELS[start]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.audio.ringer_mode": "vibrate"}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.audio.ringer_mode": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("sound.open", "sound.ringer")
        yield from ui.tap(obs, trigger="sound.set_ringer", mode="vibrate")


class DoNotDisturb(CriteriaTask):
    id = "settings.DoNotDisturb"
    apps = ("settings",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Turn on Do Not Disturb.", "Silence interruptions: switch Do Not Disturb on.",
                    "Enable Do Not Disturb mode in Settings.")

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.dnd.enabled": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from go("notifications.open", "notifications.dnd", "dnd.toggle")


class DisableAppNotifications(CriteriaTask):
    id = "settings.DisableAppNotifications"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings",)
    instructions = ("Turn off all notifications from {name}.",
                    "Stop the {name} app from sending notifications.",
                    "Block {name} notifications in Settings.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        app_id, name = rng.choice(notifying_apps())
        return {"app": app_id, "name": name}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"os.apps.{p['app']}.notifications": False}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("notifications.open", "notifications.apps")
        yield from ui.tap(obs, trigger="notifications.app_toggle", app=p["app"])


class NightRoutine(TaskTemplate):
    """Four settings in three sections: dark theme, dim screen, vibrate, Do Not Disturb."""

    id = "settings.NightRoutine"
    apps = ("settings",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("settings",)
    budget = 30
    changes = (f"{DISPLAY}.dark_theme", f"{DISPLAY}.brightness", "os.audio.ringer_mode", "os.dnd.enabled")
    instructions = ("Get the phone ready for the night: dark theme on, brightness at {level}% or lower, ringer on "
                    "vibrate and Do Not Disturb on.",
                    "Bedtime setup please: turn on Dark theme and Do Not Disturb, set the ringer to vibrate, and dim "
                    "the screen to at most {level}% brightness.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"level": rng.choice((10, 15, 20, 25, 30))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"display": {"dark_theme": False, "brightness": 80}, "audio": {"ringer_mode": "normal"},
                       "dnd": {"enabled": False}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        b = got(final, f"{DISPLAY}.brightness")
        return [Check(f"{DISPLAY}.dark_theme", got(final, f"{DISPLAY}.dark_theme") is True, True,
                      got(final, f"{DISPLAY}.dark_theme")),
                Check(f"{DISPLAY}.brightness <= {p['level']}", isinstance(b, int) and b <= p["level"], p["level"], b),
                Check("os.audio.ringer_mode", got(final, "os.audio.ringer_mode") == "vibrate", "vibrate",
                      got(final, "os.audio.ringer_mode")),
                Check("os.dnd.enabled", got(final, "os.dnd.enabled") is True, True, got(final, "os.dnd.enabled"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("display.open", "display.dark_theme")
        x0, y0, x1, y1 = obs.find(trigger="display.brightness")[0].bounds
        obs = yield A.Click(x=x0 + (x1 - x0) * (p["level"] - 5) / 100, y=(y0 + y1) / 2)
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="sound.open")
        obs = yield from ui.tap(obs, trigger="sound.ringer")
        obs = yield from ui.tap(obs, trigger="sound.set_ringer", mode="vibrate")
        obs = yield from ui.tap(obs, trigger="notifications.dnd")
        yield from ui.tap(obs, trigger="dnd.toggle")


# ---- battery -----------------------------------------------------------------------------------------
class BatterySaverAndPercentage(CriteriaTask):
    id = "settings.BatterySaverAndPercentage"
    apps = ("settings",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("settings",)
    budget = 30
    instructions = ("Turn on Battery Saver and show the battery percentage in the status bar.",
                    "Save battery: enable Battery Saver, and also turn on the battery percentage display.")

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.battery.saver": True, "os.battery.show_percentage": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from go("battery.open", "battery.percentage", "battery.saver_page", "battery.saver")


# ---- About phone -------------------------------------------------------------------------------------
class RenameDevice(CriteriaTask):
    id = "settings.RenameDevice"
    apps = ("settings",)
    difficulty = "L2"
    tags = ("settings", "edit")
    changes = (f"{BT}.name",)  # Bluetooth shows the device name to other devices
    instructions = ("Rename this phone to \"{name}\".", "Change the device name to {name}.",
                    "In About phone, set the device name to \"{name}\".")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"name": rng.choice([n for n in DEVICE_NAMES if n != state["os"]["device"]["name"]])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.device.name": p["name"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("about.open", "about.device_name")
        obs = yield from ui.type_into(obs, "Device name", p["name"])
        yield from ui.tap(obs, trigger="about.save_name")


class EnableDeveloperOptions(CriteriaTask):
    id = "settings.EnableDeveloperOptions"
    apps = ("settings",)
    difficulty = "L3"
    tags = ("settings", "explore")
    budget = 30
    changes = ("apps.settings.build_taps",)
    instructions = ("Enable developer options on this phone.",
                    "Unlock the hidden Developer options menu in Settings.",
                    "Become a developer: turn on developer options.")

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.settings.global.developer_options": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("about.open")
        for _ in range(7):
            obs = yield from ui.tap(obs, trigger="about.build_tap")


# ---- queries ------------------------------------------------------------------------------------------
class _Query(AnswerTask):
    """Read one device fact that setup writes at ``os.device.<key>`` (so it varies by seed)."""

    apps = ("settings", "answersheet")
    difficulty = "L1"
    tags = ("settings", "extract")
    key: ClassVar[str]
    field_id: ClassVar[str]

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"device": {self.key: p["value"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {self.field_id: init["os"]["device"][self.key]}


class AndroidVersion(_Query):
    id = "settings.AndroidVersion"
    key = "android_version"
    field_id = "version"
    instructions = ("Which Android version is this phone running? Answer on the AnswerSheet.",
                    "Look up the Android version in Settings and report it in AnswerSheet.")
    answer_fields = (AnswerField("version", "Android version", "number", "number", hint="A number, like 11"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"value": rng.choice(("12", "13", "14", "15", "16"))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("about.open")
        obs = yield from ui.scroll_to(obs, trigger="about.android_version")
        v = value_of(obs, "Android version", trigger="about.android_version")
        yield from ui.fill_answers(obs, {"version": v})


class PhoneNumber(_Query):
    id = "settings.PhoneNumber"
    key = "phone_number"
    field_id = "number"
    instructions = ("What is this phone's own phone number? Answer on the AnswerSheet.",
                    "Find my phone number in Settings and enter it in AnswerSheet.")
    answer_fields = (AnswerField("number", "Phone number", matcher="phone", hint="Phone number, like +1 555-555-0100"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"value": f"+1 {rng.choice(('415', '510', '650', '408', '707'))}-555-{rng.randrange(100, 10000):04d}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("about.open")
        obs = yield from ui.scroll_to(obs, "Phone number")
        yield from ui.fill_answers(obs, {"number": value_of(obs, "Phone number (SIM slot 1)")})


class BuildNumber(_Query):
    id = "settings.BuildNumber"
    key = "build"
    field_id = "build"
    instructions = ("What is the phone's build number? Write it in the AnswerSheet.",
                    "Report the build number shown in About phone on the AnswerSheet.")
    answer_fields = (AnswerField("build", "Build number", hint="Exactly as shown"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        prefix = rng.choice(("UQ1A", "AP2A", "TP1A", "BP1A", "AP4A"))
        return {"value": f"{prefix}.{rng.randrange(23, 26)}{rng.randrange(1, 13):02d}{rng.randrange(1, 29):02d}"
                         f".{rng.randrange(1, 40):03d}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("about.open")
        obs = yield from ui.scroll_to(obs, trigger="about.build_tap")
        yield from ui.fill_answers(obs, {"build": value_of(obs, "Build number", trigger="about.build_tap")})


class BatteryLevel(AnswerTask):
    id = "settings.BatteryLevel"
    apps = ("settings", "answersheet")
    difficulty = "L1"
    tags = ("settings", "extract")
    instructions = ("How much battery is left, in percent? Answer on the AnswerSheet.",
                    "Check the battery level in Settings and report the percentage in AnswerSheet.")
    answer_fields = (AnswerField("level", "Battery level (%)", "number", "number", hint="A whole number"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"level": rng.randrange(8, 100)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"battery": {"level": p["level"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"level": init["os"]["battery"]["level"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("battery.open")
        hero = next(e for e in obs.ui if re.fullmatch(r"\d+%", e.text))
        yield from ui.fill_answers(obs, {"level": hero.text.rstrip("%")})


class StorageUsed(AnswerTask):
    id = "settings.StorageUsed"
    apps = ("settings", "answersheet")
    difficulty = "L1"
    tags = ("settings", "extract")
    instructions = ("How many GB of storage are used on this phone? Answer on the AnswerSheet.",
                    "Check Storage in Settings and report how much space is used, in GB.")
    answer_fields = (AnswerField("used", "Storage used (GB)", "number", "number", hint="In GB, like 12.5",
                                 tolerance=0.1),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        total = rng.choice((64, 128, 256))
        return {"total": total, "used": round(rng.uniform(total * 0.2, total * 0.9), 1)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"device": {"storage_total_gb": p["total"], "storage_used_gb": p["used"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"used": round(init["os"]["device"]["storage_used_gb"], 1)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("storage.open")
        hero = next(e for e in obs.ui if re.fullmatch(r"[\d.]+ GB", e.text))
        yield from ui.fill_answers(obs, {"used": hero.text.split()[0]})


def _connect_patch(p: dict[str, Any]) -> dict[str, Any]:
    """Setup for tasks that need the phone on a sampled (possibly new, saved) network."""
    wifi: dict[str, Any] = {"enabled": True, "connected": p["ssid"]}
    if p["new"]:
        wifi = {"networks[]": {"ssid": p["ssid"], "secured": True, "saved": True, "signal": p["signal"],
                               "password": "pass1234"}, **wifi}
    return {"os": {"airplane_mode": False, "wifi": wifi}}


def _sample_connected(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    if rng.random() < 0.3:
        saved = [n["ssid"] for n in state["os"]["wifi"]["networks"] if n["saved"]]
        return {"ssid": rng.choice(saved), "new": False, "signal": 0}
    net = new_network(rng, state, saved=True)
    return {"ssid": net["ssid"], "new": True, "signal": net["signal"]}


def read_connected_ssid(obs: Observation) -> str:
    """On the Internet page: the connected network is the row whose tap opens its details."""
    row = obs.find(trigger="wifi.details")
    if not row:
        raise ui.OracleError(f"no connected network:\n{obs.text()}")
    return str(row[0].params["ssid"])


class ConnectedWifi(AnswerTask):
    id = "settings.ConnectedWifi"
    apps = ("settings", "answersheet")
    difficulty = "L1"
    tags = ("settings", "extract")
    instructions = ("Which Wi-Fi network is the phone connected to? Answer on the AnswerSheet.",
                    "Tell me the name of the Wi-Fi network I'm on, using AnswerSheet.")
    answer_fields = (AnswerField("ssid", "Network name", hint="Exactly as shown"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _sample_connected(rng, state)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _connect_patch(p)

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"ssid": init["os"]["wifi"]["connected"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("network.open", "network.internet")
        yield from ui.fill_answers(obs, {"ssid": read_connected_ssid(obs)})


# ---- hybrid -------------------------------------------------------------------------------------------
class WifiNameAsDeviceName(CriteriaTask):
    """Read the connected network's name, then write it as the device name."""

    id = "settings.WifiNameAsDeviceName"
    apps = ("settings",)
    objective = "hybrid"
    composition = "transfer"
    difficulty = "L3"
    tags = ("settings", "extract", "edit")
    budget = 30
    changes = (f"{BT}.name",)
    instructions = ("Rename the phone so that its device name is the name of the Wi-Fi network it is connected to.",
                    "Set the device name to exactly the name of the current Wi-Fi network.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _sample_connected(rng, state)

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.device.name": p["ssid"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _connect_patch(p)

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("network.open", "network.internet")
        ssid = read_connected_ssid(obs)
        obs = yield from ui.back()
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="about.open")
        obs = yield from ui.tap(obs, trigger="about.device_name")
        obs = yield from ui.type_into(obs, "Device name", ssid)
        yield from ui.tap(obs, trigger="about.save_name")
