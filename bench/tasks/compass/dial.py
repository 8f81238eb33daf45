"""Compass tasks inside the app: north mode, calibration, the heading and its direction, the level,
and the coordinates on the location card."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Solution
from bench.tasks.compass.common import (
    FORMAT,
    PERM,
    TRUE_NORTH,
    locale,
    open_settings,
    place_patch,
    point_label,
    read_coordinates,
    read_dial,
    sample_heading,
    sample_place,
    show_decimal,
)
from mgym.apps.compass import model

DEG_HINT = "Whole degrees, as the Compass shows them"
DEG_HINT_ZH = "整数度数，与指南针显示一致"


class UseTrueNorth(CriteriaTask):
    id = "compass.UseTrueNorth"
    apps = ("compass",)
    difficulty = "L1"
    tags = ("settings",)
    split = "train"
    instructions = ("Set the Compass to point to {mode}.", "Make the Compass show headings relative to {mode}.")
    instructions_zh = ("把指南针设置为以{mode}为准。", "让指南针显示相对于{mode}的方向。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        on = rng.random() < 0.6
        return {"on": on, "mode": "True north" if on else "Magnetic north"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {TRUE_NORTH: p["on"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings(obs)
        switch = obs.find(trigger="settings.toggle", key="true_north")
        if switch and bool(switch[0].checked) != p["on"]:
            yield from ui.tap(obs, trigger="settings.toggle", key="true_north")


class Calibrate(CriteriaTask):
    id = "compass.Calibrate"
    apps = ("compass",)
    difficulty = "L1"
    tags = ("settings",)
    split = "train"
    instructions = ("The compass says its accuracy is low. Calibrate it.",
                    "Calibrate the Compass so that its heading is reliable again.")
    instructions_zh = ("指南针提示精度低，请校准它。", "校准指南针，让它的方向读数重新变得可靠。")
    goal_params = ()  # the starting accuracy only shapes the phone

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"accuracy": rng.choice(("low", "unreliable")), "heading": round(rng.uniform(0, 359.9), 1)}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.sensors.accuracy": "high"}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"os.sensors.accuracy": p["accuracy"], "os.sensors.heading": p["heading"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="calibrate.open")
        yield from ui.tap(obs, trigger="calibrate.done")


class HeadingAndDirection(AnswerTask):
    id = "compass.HeadingAndDirection"
    apps = ("compass", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    budget = 15
    instructions = ("Which way is my phone facing? Tell me the heading in degrees and the compass direction "
                    "(as the Compass abbreviates it) that the Compass shows.",
                    "Read the Compass: what heading and direction does it show right now?")
    instructions_zh = ("我的手机朝向哪里？请告诉我指南针显示的度数和方位（按指南针上的写法）。", "看一下指南针：现在显示的度数和方位是多少？")
    answer_fields = (
        AnswerField("heading", "Heading (°)", type="number", matcher="number", hint=DEG_HINT,
                    label_zh="方向（度）", hint_zh=DEG_HINT_ZH),
        AnswerField("direction", "Direction", hint="The compass point as the Compass writes it", label_zh="方位",
                    hint_zh="与指南针上写的方位一致"),
    )

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = sample_place(rng, state)
        true_north = rng.random() < 0.5
        return {**p, "true_north": true_north, "heading": sample_heading(rng, p, true_north)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {**place_patch(p, heading=p["heading"]), "apps": {"compass": {"settings": {"true_north": p["true_north"]}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        deg = model.heading(init["os"], init["apps"]["compass"]["settings"]["true_north"])
        return {"heading": str(deg), "direction": point_label(deg, locale(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        deg, point = read_dial(obs)
        yield from ui.fill_answers(obs, {"heading": deg, "direction": point})


class TrueHeading(AnswerTask):
    id = "compass.TrueHeading"
    apps = ("compass", "answersheet")
    difficulty = "L3"
    tags = ("settings", "extract")
    budget = 15
    changes = (TRUE_NORTH,)
    instructions = ("What is my heading relative to true north, not magnetic north? Use the Compass.",
                    "I need my true heading (corrected for magnetic declination) in whole degrees. What does the "
                    "Compass give?",
                    "Check the Compass: which way am I heading relative to true north (not magnetic north), "
                    "in degrees?")
    instructions_zh = ("相对于真北（而不是磁北），我现在的方向是多少度？请用指南针查看。", "我需要按磁偏角校正后的真方向（整数度数），指南针显示是多少？",
                       "请用指南针看一下，以真北（不是磁北）为准，我现在朝向多少度？")
    answer_fields = (AnswerField("heading", "True heading (°)", type="number", matcher="number", hint=DEG_HINT,
                                 label_zh="真方向（度）", hint_zh=DEG_HINT_ZH),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = sample_place(rng, state)
        return {**p, "heading": sample_heading(rng, p, True)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {**place_patch(p, heading=p["heading"]), "apps": {"compass": {"settings": {"true_north": False}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"heading": str(model.heading(init["os"], True))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings(obs)
        obs = yield from ui.tap(obs, trigger="settings.toggle", key="true_north")
        obs = yield from ui.back()
        deg, _ = read_dial(obs)
        yield from ui.fill_answers(obs, {"heading": deg})


class LevelCheck(AnswerTask):
    id = "compass.LevelCheck"
    apps = ("compass", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    budget = 15
    split = "train"
    instructions = ("Is my phone lying level? Check the Compass's level and give me its pitch and roll too.",
                    "Use the level in Compass: is the phone level, and what pitch and roll angles does it show?")
    instructions_zh = ("我的手机放平了吗？请查看指南针里的水平仪，并告诉我俯仰角和横滚角。", "用指南针的水平仪看看：手机是否水平？显示的俯仰和横滚角度各是多少？")
    answer_fields = (
        AnswerField("level", "Level?", hint="Yes or No", label_zh="是否水平", hint_zh="是 或 否"),
        AnswerField("pitch", "Pitch (°)", type="number", matcher="number", hint="Degrees as shown, with the sign",
                    precision="0.1", label_zh="俯仰（度）", hint_zh="与显示一致的度数（带正负号）"),
        AnswerField("roll", "Roll (°)", type="number", matcher="number", hint="Degrees as shown, with the sign",
                    precision="0.1", label_zh="横滚（度）", hint_zh="与显示一致的度数（带正负号）"),
    )

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        if rng.random() < 0.5:
            pitch, roll = round(rng.uniform(-0.9, 0.9), 1), round(rng.uniform(-0.9, 0.9), 1)
        else:
            big = round(rng.choice((-1, 1)) * rng.uniform(1.3, 9.0), 1)
            small = round(rng.uniform(-3.0, 3.0), 1)
            pitch, roll = (big, small) if rng.random() < 0.5 else (small, big)
        return {"pitch": pitch, "roll": roll}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"sensors": {"pitch": p["pitch"], "roll": p["roll"]}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        zh = locale(init) == "zh-CN"
        flat = model.is_level(init["os"])
        s = init["os"]["sensors"]
        return {"level": ("是" if flat else "否") if zh else ("Yes" if flat else "No"),
                "pitch": str(model.tilt(s["pitch"])), "roll": str(model.tilt(s["roll"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="tab.level")
        flat = not obs.find(ui.tr(obs, "Not level"), role="text", exact=True)
        angles = [m.group(1) for e in obs.ui if (m := re.search(r"(-?\d+\.\d)°$", e.text or ""))]
        yes = ("是" if flat else "否") if obs.locale == "zh-CN" else ("Yes" if flat else "No")
        yield from ui.fill_answers(obs, {"level": yes, "pitch": angles[0], "roll": angles[1]})


class MyCoordinates(AnswerTask):
    id = "compass.MyCoordinates"
    apps = ("compass", "answersheet")
    difficulty = "L3"
    tags = ("extract", "settings")
    budget = 15
    changes = (PERM, FORMAT)
    instructions = ("What are my current coordinates? Give latitude and longitude in decimal degrees "
                    "(south and west negative), as the Compass shows them.",
                    "Find where I am with the Compass: latitude and longitude as signed decimal degrees.",
                    "Using the Compass, tell me my current latitude and longitude in decimal degrees, with "
                    "south and west as negative.")
    instructions_zh = ("我现在的坐标是多少？请按指南针显示，用十进制度数给出纬度和经度（南纬、西经为负）。", "用指南针查一下我的位置：以带符号的十进制度数给出纬度和经度。",
                       "请用指南针看看我当前的纬度和经度，用十进制度数表示（南纬、西经为负数）。")
    answer_fields = (
        AnswerField("lat", "Latitude", type="number", matcher="number", hint="Decimal degrees, e.g. 37.4219",
                    precision="0.0001", label_zh="纬度", hint_zh="十进制度数，例如 37.4219"),
        AnswerField("lon", "Longitude", type="number", matcher="number", hint="Decimal degrees, e.g. -122.0841",
                    precision="0.0001", label_zh="经度", hint_zh="十进制度数，例如 -122.0841"),
    )

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**sample_place(rng, state, jitter=0.04), "granted": rng.random() < 0.3}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        perm = "granted" if p["granted"] else "ask"
        patch = place_patch(p)
        patch["os"]["permissions"] = {"compass": {"location": perm}}
        return {**patch, "apps": {"compass": {"settings": {"coord_format": "dms"}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        loc = init["os"]["location"]
        return {"lat": str(model.half_up(loc["lat"], 4)), "lon": str(model.half_up(loc["lon"], 4))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from show_decimal(obs, p["granted"], "dms")
        lat, lon = read_coordinates(obs)
        yield from ui.fill_answers(obs, {"lat": lat, "lon": lon})

