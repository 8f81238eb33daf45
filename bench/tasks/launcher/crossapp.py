"""Launcher tasks that go through another app: an app shortcut (Clock's "Add alarm"), App info in
Settings (reached from an icon's long-press menu), and dismissing one app from Recents."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.clock.common import ALARMS, alarm_checks, fill_alarm, new_alarms
from bench.tasks.launcher.common import PAGE1_APPS, long_press_icon, name_of, open_folder
from mgym import actions as A
from mgym.apps.clock import model

DOCK_APPS = ("messages", "contacts", "browser")


class _FromHome(TaskTemplate):
    """Starts on the home screen, as the launcher's shortcuts and menus are the point."""

    @property
    def start_app(self) -> str | None:
        return None

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = dict(params)
        if "app" in out:
            out["app"] = self.tr(out["app"], locale)
        return out


class AlarmViaShortcut(_FromHome):
    id = "launcher.AlarmViaShortcut"
    apps = ("launcher", "clock")
    difficulty = "L3"
    composition = "sequential"
    tags = ("create", "nav")
    budget = 30
    instructions = ('On the home screen, long-press the Clock icon (in the "{folder}" folder) and use its '
                    '"Add alarm" shortcut to set a one-time alarm for {time}.',
                    "Use Clock's Add alarm shortcut from the home screen to set an alarm at {time} that rings once.",
                    'Please set a one-time alarm for {time} with the "Add alarm" shortcut of the Clock '
                    'icon, which is in the "{folder}" folder on the home screen (long-press it).')
    instructions_zh = ("在主屏幕上长按“{folder}”文件夹里的时钟图标，用“添加闹钟”快捷方式设一个{time}的一次性闹钟。",
                       "从主屏幕用时钟的“添加闹钟”快捷方式设一个{time}的闹钟，只响一次。",
                       "请长按主屏幕“{folder}”文件夹里的时钟图标，通过“添加闹钟”快捷方式设置一个{time}的一次"
                       "性闹钟。")
    changes = (f"{ALARMS}[+1]",)
    goal_params = ("time",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        f = next(f for f in state["apps"]["launcher"]["folders"] if "clock" in f["apps"])
        return {"time": model.hhmm(rng.randint(4, 11), rng.randrange(0, 60)), "folder": f["name"], "fid": f["id"]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return dict(params)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return alarm_checks(new_alarms(init, final), p["time"], [], "")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_folder(obs, p["fid"])
        obs = yield from long_press_icon(obs, "clock", "folder")
        obs = yield from ui.tap(obs, trigger="menu.shortcut", shortcut="new_alarm")
        yield from fill_alarm(obs, p["time"])


class MuteViaAppInfo(_FromHome):
    id = "launcher.MuteViaAppInfo"
    apps = ("launcher", "settings")
    difficulty = "L3"
    composition = "sequential"
    tags = ("settings", "nav")
    budget = 30
    instructions = ("Long-press {app} on the home screen, open its App info and turn off all of its notifications.",
                    "{app} keeps notifying me. Go through its icon's App info and block its notifications.",
                    "Please turn off all notifications from {app} in its App info, opened by long-pressing "
                    "its icon on the home screen.")
    instructions_zh = ("在主屏幕上长按“{app}”，打开应用信息，关闭它的全部通知。",
                       "“{app}”总给我发通知。通过它图标的应用信息把通知关掉。",
                       "请关闭“{app}”的所有通知：在主屏幕长按它的图标，进入应用信息里关闭。")
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        aid, where = rng.choice([(a, "home") for a in PAGE1_APPS if a != "answersheet"]
                                + [(a, "dock") for a in DOCK_APPS])
        return {"id": aid, "app": name_of(aid), "where": where}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from mgym.apps.settings.common import DEFAULT_PREFS

        prefs = state["os"]["apps"].get(p["id"]) or dict(DEFAULT_PREFS)
        return {"os": {"apps": {p["id"]: {**prefs, "notifications": True}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        prefs = final["os"]["apps"].get(p["id"]) or {}
        return [check("notifications off", False, prefs.get("notifications"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.apps.{p['id']}.notifications"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from long_press_icon(obs, p["id"], p["where"])
        obs = yield from ui.tap(obs, trigger="menu.info")
        obs = yield from ui.tap(obs, trigger="apps.notifications")
        yield from ui.tap(obs, trigger="notifications.app_toggle")


class DismissFromRecents(_FromHome):
    id = "launcher.DismissFromRecents"
    apps = ("launcher",)
    difficulty = "L2"
    composition = "sequential"
    tags = ("nav",)
    budget = 30
    split = "train"
    instructions = ("Open {a}, {b} and {c}. Then, in the recent apps screen, swipe away only {b} and leave the other two.",
                    "Launch {a}, then {b}, then {c}; afterwards close {b} from Recents so that only {a} and {c} remain there.")
    instructions_zh = ("依次打开“{a}”“{b}”和“{c}”，然后在最近使用的应用界面中只划掉“{b}”，保留另外两个。",
                       "先启动“{a}”，再启动“{b}”，然后启动“{c}”；之后在最近任务里关闭“{b}”，只留下“{a}”和“{c}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        ids = rng.sample([*PAGE1_APPS[:4], *DOCK_APPS, "weather", "calculator"], 3)
        return {"ids": ids, **{k: name_of(i) for k, i in zip("abc", ids, strict=True)}}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {k: self.tr(v, locale) if k in "abc" else v for k, v in params.items()}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        a, b, c = p["ids"]
        recents = final["ui"]["recents"]
        return [Check(f"{a} and {c} kept, {b} dismissed", a in recents and c in recents and b not in recents,
                      [a, c], recents)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        for name in (p["a"], p["b"], p["c"]):
            obs = yield from ui.open_app(name)
        obs = yield from ui.recent()
        name = ui.tr(obs, p["b"])
        card = next((e for e in obs.find(trigger="recents.open") if name in e.text), None)
        if card is None:
            raise ui.OracleError(f"no Recents card for {name}:\n{obs.text()}")
        x0, y0, x1, y1 = card.bounds
        x = (max(x0, 0) + min(x1, 1000)) / 2  # the card's part on screen
        yield A.Swipe(x1=x, y1=y0 + (y1 - y0) * 0.6, x2=x, y2=y0 + (y1 - y0) * 0.1)
