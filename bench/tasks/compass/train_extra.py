"""Compass training material: several settings at once, described by what the user wants to see."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Solution
from bench.tasks.compass.common import FORMAT, TRUE_NORTH, C, open_settings

SOUND = f"{C}.settings.level_sound"
#: how the instruction words each choice, in English and in Chinese
NORTH = {True: ("true north", "真北"), False: ("magnetic north", "磁北")}
FORMATS = {"decimal": ("decimal degrees", "十进制度数"), "dms": ("degrees, minutes and seconds", "度分秒")}
SOUNDS = {True: ("have the level beep when the phone lies flat", "水平仪在手机放平时发出提示音"),
          False: ("keep the level silent", "水平仪不要发出提示音")}


class ReadyForHike(CriteriaTask):
    id = "compass.ReadyForHike"
    apps = ("compass",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("settings",)
    budget = 30
    split = "train"
    instructions = ("I'm going hiking. Get the Compass ready: its accuracy is low, so calibrate it, then make it "
                    "point to {north}, show my position in {fmt}, and {sound}.",
                    "Set up the Compass for me: calibrated, headings relative to {north}, coordinates in {fmt}, "
                    "and {sound}.")
    instructions_zh = ("我要去徒步。帮我把指南针准备好：它的精度低，先校准，然后让它以{north}为准，位置用{fmt}显示，"
                       "并且{sound}。",
                       "帮我设置指南针：校准好，方向以{north}为准，坐标用{fmt}表示，并且{sound}。")
    goal_params = ("north", "fmt", "sound")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"north": rng.choice((True, False)), "fmt": rng.choice(sorted(FORMATS)),
                "sound": rng.choice((True, False)), "accuracy": rng.choice(("low", "unreliable"))}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        k = 0 if locale == "en" else 1
        return {**params, "north": NORTH[params["north"]][k], "fmt": FORMATS[params["fmt"]][k],
                "sound": SOUNDS[params["sound"]][k]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.sensors.accuracy": "high", TRUE_NORTH: p["north"], FORMAT: p["fmt"], SOUND: p["sound"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.sensors.accuracy": p["accuracy"], FORMAT: "dms" if p["fmt"] == "decimal" else "decimal"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="calibrate.open")
        obs = yield from ui.tap(obs, trigger="calibrate.done")
        obs = yield from open_settings(obs)
        obs = yield from ui.tap(obs, trigger="settings.toggle", key="true_north")
        obs = yield from ui.tap(obs, trigger="settings.format")
        obs = yield from ui.tap(obs, trigger="format.choose", fmt=p["fmt"])
        yield from ui.tap(obs, trigger="settings.toggle", key="level_sound")
