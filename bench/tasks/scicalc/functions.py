"""Scientific Calculator tasks inside the app: angle mode, memory, and scientific functions."""

from __future__ import annotations

from fractions import Fraction
from math import comb
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Solution
from bench.tasks.calculator.common import calculate, cents, money, rounded, type_expr
from mgym.apps.calculator import engine as E
from mgym.i18n import normalize_locale

S = "apps.scicalc"
APP = "scicalc"


class SwitchAngleMode(CriteriaTask):
    id = "scicalc.SwitchAngleMode"
    apps = ("scicalc",)
    difficulty = "L1"
    tags = ("settings",)
    split = "train"
    instructions = ("Set the Scientific Calculator to work in {unit}.",
                    "Switch the Scientific Calculator's angle mode to {unit}.")
    instructions_zh = ("把科学计算器设为{unit}。", "将科学计算器的角度单位切换为{unit}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        mode = rng.choice(("deg", "rad"))
        return {"mode": mode, "unit": "degrees" if mode == "deg" else "radians"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if normalize_locale(locale) == "en" else {**out, "unit": "角度制" if params["mode"] == "deg" else "弧度制"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{S}.angle": p["mode"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{S}.angle": "rad" if p["mode"] == "deg" else "deg"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        """Read the mode the display shows; switch only if it is not the one wanted."""
        if not obs.find(p["mode"].upper(), role="text", exact=True):
            yield from ui.tap(obs, trigger="key.angle")


def memory_criteria(value: Fraction) -> dict[str, Any]:
    return {f"{S}.memory": E.exact_text(value)}


class AddToMemory(CriteriaTask):
    id = "scicalc.AddToMemory"
    apps = ("scicalc",)
    difficulty = "L2"
    tags = ("edit",)
    instructions = ("Add {x} to the number in the Scientific Calculator's memory.",
                    "Use M+ in the Scientific Calculator to add {x} to what is stored in memory.")
    instructions_zh = ("把 {x} 加到科学计算器存储器里的数上。", "在科学计算器中用 M+ 把 {x} 加到存储器中已存的数值上。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"m": money(rng, 10, 2000), "x": money(rng, 1, 500)}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return memory_criteria(E.evaluate(p["m"]) + E.evaluate(p["x"]))

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{S}.memory": p["m"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from type_expr(obs, p["x"], APP, equals=False)
        yield from ui.tap(obs, trigger="mem.add")


class StoreResultInMemory(CriteriaTask):
    id = "scicalc.StoreResultInMemory"
    apps = ("scicalc",)
    difficulty = "L3"
    tags = ("edit", "reasoning")
    budget = 30
    instructions = ("Work out {shown} on the Scientific Calculator and keep the result in memory, replacing what "
                    "is stored there now.",
                    "Make the Scientific Calculator's memory hold the value of {shown} (and nothing else).",
                    'Please compute {shown} on the Scientific Calculator and save the result to memory in place of the current value.')
    instructions_zh = ("在科学计算器上算出 {shown}，并把结果存入存储器，替换现有的值。", "让科学计算器的存储器只保存 {shown} 的值。",
                       '请用科学计算器计算 {shown}，并把结果存进存储器，覆盖原来的值。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a, b, c = rng.randint(2, 30) ** 2, rng.randint(2, 9), rng.randint(2, 5)
        expr = f"√{a}×{b}^{c}"
        return {"expr": expr, "shown": f"√{a} × {b}^{c}", "m": money(rng, 1, 900)}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return memory_criteria(E.evaluate(p["expr"]))

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{S}.memory": p["m"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="mem.clear")
        obs = yield from type_expr(obs, p["expr"], APP)
        yield from ui.tap(obs, trigger="mem.add")


class TrigInDegrees(AnswerTask):
    id = "scicalc.TrigInDegrees"
    apps = ("scicalc", "answersheet")
    difficulty = "L2"
    tags = ("reasoning",)
    budget = 30
    split = "train"
    changes = (f"{S}.angle",)
    instructions = ("With angles in degrees, what is {b} × sin({a}°) + cos({c}°)? Round to 4 decimal places.",
                    "On the Scientific Calculator (degrees), compute {b}·sin {a}° + cos {c}°, to 4 decimals.")
    instructions_zh = ("在角度制下，{b} × sin({a}°) + cos({c}°) 等于多少？保留 4 位小数。", "用科学计算器（角度制）计算 {b}·sin {a}° + cos {c}°，保留 4 位小数。")
    answer_fields = (AnswerField("value", "Value", type="number", matcher="number", hint="A number, e.g. 1.2345",
                                 precision="0.0001", label_zh="数值", hint_zh="一个数，例如 1.2345"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"a": rng.randint(1, 89), "b": rng.randint(2, 40), "c": rng.randint(1, 179)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {APP: {"angle": "rad"}}}  # the phone is in radians: switch first

    def value(self, p: dict[str, Any]) -> Fraction:
        return E.evaluate(f"{p['b']}×sin({p['a']})+cos({p['c']})", "deg")

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"value": rounded(self.value(p), 4)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="key.angle")
        obs = yield from type_expr(obs, f"{p['b']}×sin({p['a']})+cos({p['c']})", APP)
        yield from ui.fill_answers(obs, self.answer(p, {}))


class TeamCombinations(AnswerTask):
    id = "scicalc.TeamCombinations"
    apps = ("scicalc", "answersheet")
    difficulty = "L3"
    tags = ("reasoning",)
    budget = 30
    instructions = ("In how many different ways can a team of {k} be picked from {n} people (order doesn't matter)?",
                    "Use the factorial key to count the {k}-person groups that can be chosen out of {n} people.",
                    "How many different {k}-person teams can be chosen from {n} people, if order doesn't matter?")
    instructions_zh = ("从 {n} 个人中选出 {k} 人组成一队（不计顺序），共有多少种选法？", "用阶乘键算一算：从 {n} 人中选出 {k} 人的组合有多少种？",
                       '{n} 个人里挑 {k} 个组队，不考虑顺序，一共有几种挑法？')
    answer_fields = (AnswerField("ways", "Number of ways", type="number", matcher="number", hint="A whole number",
                                 label_zh="选法数", hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"n": rng.randint(8, 24), "k": rng.randint(2, 6)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"ways": str(comb(p["n"], p["k"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        n, k = p["n"], p["k"]
        obs = yield from type_expr(obs, f"{n}!÷({k}!×{n - k}!)", APP)
        yield from ui.fill_answers(obs, self.answer(p, {}))


class CompoundInterest(AnswerTask):
    id = "scicalc.CompoundInterest"
    apps = ("scicalc", "answersheet")
    difficulty = "L3"
    tags = ("finance", "reasoning")
    budget = 30
    split = "train"
    instructions = ("I put ${p} in a savings account paying {r}% a year, compounded yearly. What will the balance be "
                    "after {n} years, to the cent?",
                    "Compute ${p} × (1 + {r}%)^{n} on the Scientific Calculator: the balance of a deposit after {n} "
                    "years at {r}% compounded annually. Answer to the cent.",
                    'What will a ${p} deposit grow to after {n} years at {r}% interest a year, compounded annually? Give the balance to the cent.')
    instructions_zh = ("我把 ${p} 存入年利率 {r}%、按年复利的储蓄账户，{n} 年后余额是多少（精确到分）？", "在科学计算器上计算 ${p} × (1 + {r}%)^{n}：年利率 {r}%、按年复利存 {n} 年后的余额，精确到分。",
                       '${p} 按年利率 {r}%、每年复利一次存 {n} 年，到期余额是多少？精确到分。')
    answer_fields = (AnswerField("balance", "Balance ($)", type="number", matcher="number",
                                 hint="An amount, e.g. 1234.56", precision="0.01", label_zh="余额（美元）",
                                 hint_zh="金额，例如 1234.56"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"p": str(rng.randrange(500, 20000, 50)), "r": rng.choice(("1.5", "2", "2.5", "3", "3.25", "4", "4.5", "5")),
                "n": rng.randint(3, 25)}

    def expr(self, p: dict[str, Any]) -> str:
        return f"{p['p']}×(1+{p['r']}÷100)^{p['n']}"

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"balance": cents(E.evaluate(self.expr(p)))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from calculate(obs, self.expr(p), APP)
        yield from ui.fill_answers(obs, self.answer(p, {}))

