"""Launcher tasks: the app drawer, recents, and what is installed."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from mgym.apps import registry


def _user_apps() -> list[str]:
    return sorted(a.manifest.name for a in registry().values() if a.manifest.in_launcher)


class OpenFromDrawer(TaskTemplate):
    id = "launcher.OpenFromDrawer"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("launcher",)
    difficulty = "L1"
    tags = ("nav",)
    instructions = ("Open the {app} app from the app drawer.", "Swipe up to all apps and launch {app}.")
    instructions_zh = ("从应用抽屉中打开“{app}”应用。",
                       "上滑打开所有应用，然后启动“{app}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"app": rng.choice([a for a in _user_apps() if a != "AnswerSheet"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        name = next(a.id for a in registry().values() if a.manifest.name == p["app"])
        return [check("foreground app", name, final["ui"]["app"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="drawer.open", exact=False)
        yield from ui.tap(obs, p["app"], trigger="launcher.open")


class SwitchViaRecents(TaskTemplate):
    id = "launcher.SwitchViaRecents"
    apps = ("launcher",)
    difficulty = "L2"
    composition = "sequential"
    tags = ("nav",)
    budget = 30
    instructions = ("Open {a}, then open {b}, then go back to {a} using the recent apps screen.",
                    "Launch {a} and after it {b}; finally switch back to {a} from Recents.")
    instructions_zh = ("先打开“{a}”，再打开“{b}”，然后通过最近使用的应用界面回到“{a}”。",
                       "先启动“{a}”，再启动“{b}”；最后从最近使用的应用切换回“{a}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a, b = rng.sample([x for x in _user_apps() if x != "AnswerSheet"], 2)
        return {"a": a, "b": b}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        ids = {a.manifest.name: a.id for a in registry().values()}
        recents = final["ui"]["recents"]
        return [check("foreground app", ids[p["a"]], final["ui"]["app"]),
                Check("both apps in recents", {ids[p["a"]], ids[p["b"]]} <= set(recents),
                      [ids[p["a"]], ids[p["b"]]], recents),
                check("most recent before the switch", ids[p["b"]], recents[1] if len(recents) > 1 else None)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(p["a"])
        obs = yield from ui.open_app(p["b"])
        obs = yield from ui.recent()
        yield from ui.tap(obs, p["a"], trigger="recents.open")


class CountApps(AnswerTask):
    id = "launcher.CountApps"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("launcher", "answersheet")
    difficulty = "L1"
    composition = "atomic"
    tags = ("extract", "nav")
    instructions = ("How many apps are in the dock at the bottom of the home screen? Answer on the AnswerSheet.",
                    "Count the app icons in the home screen's dock and report the number in AnswerSheet.")
    instructions_zh = ("主屏幕底部的 Dock 栏里有几个应用？请在答题卡上作答。",
                       "数一数主屏幕 Dock 栏里的应用图标，把数量填写到答题卡。")
    answer_fields = (AnswerField("count", "Number of apps", "number", "number", hint="A whole number",
                                 label_zh="应用数量", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        ids = sorted(a.id for a in registry().values() if a.manifest.in_launcher)
        return {"dock": rng.sample(ids, rng.randint(1, min(5, len(ids) - 2)))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"launcher": {"dock": p["dock"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": len(init["apps"]["launcher"]["dock"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.home()
        icons = obs.find(trigger="launcher.open")
        bottom = max(e.center[1] for e in icons)
        n = sum(1 for e in icons if abs(e.center[1] - bottom) < 30)
        yield from ui.fill_answers(obs, {"count": n})
