"""Settings tasks: display, sound, notifications and battery."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.settings.common import DISPLAY, FONT_SIZES, RINGER_LABELS, TIMEOUTS, go, got, notifying_apps
from mgym import actions as A


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
    instructions_zh = ("把屏幕亮度调到大约 {level}%。",
                       "将显示亮度调整到 {level}% 左右。",
                       "在显示设置中把屏幕亮度调到 {level}% 上下。")

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
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("settings",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Turn on dark theme.", "Enable the dark theme in Display settings.",
                    "Switch the phone to a dark background (Dark theme).")
    instructions_zh = ("开启深色主题。", "在显示设置中启用深色主题。", "把手机切换成深色背景（深色主题）。")

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
    # {label} ("5 minutes") is a msgid of Settings: the default localize shows it as the screen does
    instructions_zh = ("把屏幕超时时间改为 {label}。",
                       "让屏幕在无操作 {label}后自动关闭。",
                       "将“显示”>“屏幕超时”设为 {label}。")

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
    instructions_zh = ("使用设置中的搜索功能找到字体大小设置，并将其设为“{label}”。",
                       "在设置中搜索“字体”，把字体大小改为“{label}”。",
                       "把字体大小改为“{label}”（提示：可以在设置中搜索）。")
    #: what a user types in the search field, per UI language
    QUERY: ClassVar[dict[str, str]] = {"en": "font", "zh-CN": "字体"}

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
        obs = yield from ui.type_into(obs, "Search settings", self.QUERY.get(obs.locale, "font"))
        obs = yield from ui.tap(obs, trigger="display.font_size")
        scales = [s for s, _ in FONT_SIZES]
        steps = scales.index(p["scale"]) - scales.index(p["start"])
        for _ in range(abs(steps)):
            obs = yield from ui.tap(obs, trigger="display.font_larger" if steps > 0 else "display.font_smaller")


# ---- sound and interruptions ---------------------------------------------------------------------------
class RingerVibrate(CriteriaTask):
    id = "settings.RingerVibrate"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("settings",)
    difficulty = "L1"
    tags = ("settings",)
    goal_params = ()  # the other params only shape the starting phone
    instructions = ("Set the ringer to vibrate.", "Put the phone on vibrate (ringer mode).",
                    "Change the ringer mode from {start_label} to Vibrate.")
    instructions_zh = ("把响铃模式设为振动。", "将手机调成振动模式。",
                       "把响铃模式从“{start_label}”改为“振动”。")

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
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("settings",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Turn on Do Not Disturb.", "Silence interruptions: switch Do Not Disturb on.",
                    "Enable Do Not Disturb mode in Settings.")
    instructions_zh = ("开启勿扰模式。", "屏蔽打扰：打开勿扰模式。", "在设置中启用勿扰模式。")

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
    # {name} is an app's name: the default localize shows it as the launcher does ("通讯录")
    instructions_zh = ("关闭“{name}”的所有通知。", "不让“{name}”应用发送通知。", "在设置中屏蔽“{name}”的通知。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        app_id, name = rng.choice(notifying_apps())
        return {"app": app_id, "name": name}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"os.apps.{p['app']}.notifications": False}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("notifications.open", "notifications.apps")
        yield from ui.tap(obs, trigger="notifications.app_toggle", app=p["app"])


#: how far from the asked level "about N%" may land (a slider is not a number field)
BRIGHTNESS_SLACK = 3


class NightRoutine(TaskTemplate):
    """Four settings in three sections: dark theme, dim screen, vibrate, Do Not Disturb."""

    id = "settings.NightRoutine"
    apps = ("settings",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("settings",)
    budget = 30
    changes = (f"{DISPLAY}.dark_theme", f"{DISPLAY}.brightness", "os.audio.ringer_mode", "os.dnd.enabled")
    instructions = ("Get the phone ready for the night: dark theme on, brightness at about {level}%, ringer on "
                    "vibrate and Do Not Disturb on.",
                    "Bedtime setup please: turn on Dark theme and Do Not Disturb, set the ringer to vibrate, and dim "
                    "the screen to roughly {level}% brightness.",
                    "Turn on Do Not Disturb and dark theme, put the ringer on vibrate and bring brightness to about {level}%: I'm going to bed.")
    instructions_zh = ("帮手机做好夜间准备：开启深色主题，亮度调到大约 {level}%，响铃模式设为振动，并开启勿扰模式。",
                       "准备睡觉了：请打开深色主题和勿扰模式，把响铃模式设为振动，再把屏幕亮度调低到 {level}% 左右。",
                       '我要睡了：请打开勿扰模式和深色主题，响铃模式改为振动，亮度调到 {level}% 左右。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"level": rng.choice((10, 15, 20, 25, 30))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"display": {"dark_theme": False, "brightness": 80}, "audio": {"ringer_mode": "normal"},
                       "dnd": {"enabled": False}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        b = got(final, f"{DISPLAY}.brightness")
        return [Check(f"{DISPLAY}.dark_theme", got(final, f"{DISPLAY}.dark_theme") is True, True,
                      got(final, f"{DISPLAY}.dark_theme")),
                Check(f"{DISPLAY}.brightness within {BRIGHTNESS_SLACK} of {p['level']}",
                      isinstance(b, int) and abs(b - p["level"]) <= BRIGHTNESS_SLACK, p["level"], b),
                Check("os.audio.ringer_mode", got(final, "os.audio.ringer_mode") == "vibrate", "vibrate",
                      got(final, "os.audio.ringer_mode")),
                Check("os.dnd.enabled", got(final, "os.dnd.enabled") is True, True, got(final, "os.dnd.enabled"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from go("display.open", "display.dark_theme")
        x0, y0, x1, y1 = obs.find(trigger="display.brightness")[0].bounds
        obs = yield A.Click(x=x0 + (x1 - x0) * p["level"] / 100, y=(y0 + y1) / 2)
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
    instructions_zh = ("开启省电模式，并在状态栏中显示电池电量百分比。",
                       "省点电：打开省电模式，同时开启电池电量百分比显示。")

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.battery.saver": True, "os.battery.show_percentage": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from go("battery.open", "battery.percentage", "battery.saver_page", "battery.saver")
