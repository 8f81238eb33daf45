"""Scientific Calculator training material: a height worked out with a sine in degree mode (the phone
starts in radians) and kept in memory."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Solution
from bench.tasks.calculator.common import money, type_expr
from bench.tasks.scicalc.functions import APP, S, memory_criteria
from mgym.apps.calculator import engine as E


class LadderHeightToMemory(CriteriaTask):
    id = "scicalc.LadderHeightToMemory"
    apps = ("scicalc",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("reasoning", "edit")
    budget = 30
    split = "train"
    instructions = ("A {length} m ladder leans against a wall at {angle}° to the ground. Work out how high up the "
                    "wall it reaches on the Scientific Calculator, with angles in degrees, and keep that height in "
                    "memory instead of what is stored there now.",
                    "On the Scientific Calculator, switch to degrees, compute {length} × sin({angle}°) (the height a "
                    "{length} m ladder at {angle}° reaches) and store the result in memory, replacing the old value.")
    instructions_zh = ("一把 {length} 米长的梯子斜靠在墙上，与地面成 {angle}°。请用科学计算器（角度制）算出它能够到墙上多高，"
                       "并把这个高度存入存储器，替换原来存的值。",
                       "在科学计算器上切换到角度制，计算 {length} × sin({angle}°)（{length} 米长、倾角 {angle}° 的梯子能达到的高度），"
                       "并把结果存入存储器，覆盖原来的值。")
    goal_params = ("length", "angle")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        length = rng.choice(("2.5", "3", "3.5", "4", "4.2", "4.8", "5", "5.5", "6", "7.5"))
        return {"length": length, "angle": rng.randint(50, 80), "m": money(rng, 1, 900)}

    def expr(self, p: dict[str, Any]) -> str:
        return f"{p['length']}×sin({p['angle']})"

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{S}.angle": "deg", **memory_criteria(E.evaluate(self.expr(p), "deg"))}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{S}.angle": "rad", f"{S}.memory": p["m"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="key.angle")
        obs = yield from ui.tap(obs, trigger="mem.clear")
        obs = yield from type_expr(obs, self.expr(p), APP)
        yield from ui.tap(obs, trigger="mem.add")
