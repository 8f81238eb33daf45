"""Calculator tasks inside the app: history, settings, and sums worked out on the keypad."""

from __future__ import annotations

from fractions import Fraction
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Solution
from bench.tasks.calculator.common import (
    M,
    calculate,
    cents,
    history_patch,
    history_rows,
    money,
    plain,
    press,
)
from mgym.apps.calculator import engine as E
from mgym.i18n import normalize_locale

C = "apps.calculator"
NUMBER_HINT = "A number, e.g. 12.5"


class ClearHistory(CriteriaTask):
    id = "calculator.ClearHistory"
    apps = ("calculator",)
    difficulty = "L1"
    tags = ("delete",)
    split = "train"
    instructions = ("Clear the Calculator's history.", "Delete all the past calculations saved in Calculator.")
    instructions_zh = ("清除计算器的历史记录。", "删除计算器里保存的所有历史计算。")
    goal_params = ()  # the rows only shape the starting phone

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"rows": history_rows(rng, rng.randint(2, 6))}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{C}.history": []}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return history_patch("calculator", p["rows"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="main.history")
        obs = yield from ui.tap(obs, trigger="clear.ask")
        yield from ui.tap(obs, trigger="clear.confirm")


class CalculatorSetting(CriteriaTask):
    id = "calculator.CalculatorSetting"
    apps = ("calculator",)
    difficulty = "L1"
    tags = ("settings",)
    split = "train"
    SETTINGS = {"grouping": ("show thousands separators in results (1,234,567)",
                             "show numbers without thousands separators (1234567)"),
                "save_history": ("save my calculations in History", "stop saving my calculations in History")}
    instructions = ("In Calculator's settings, {what}.", "Change the Calculator so that it will {what}.")
    instructions_zh = ("在计算器的设置中，{what}。", "修改计算器设置，让它{what}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        key = rng.choice(sorted(self.SETTINGS))
        on = rng.choice((True, False))
        return {"key": key, "on": on, "what": self.SETTINGS[key][0 if on else 1]}

    WHAT_ZH = {("grouping", True): "在结果中显示千位分隔符（1,234,567）",
               ("grouping", False): "显示数字时不带千位分隔符（1234567）",
               ("save_history", True): "把我的计算保存到历史记录", ("save_history", False): "不再把我的计算保存到历史记录"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if normalize_locale(locale) == "en" else {**out, "what": self.WHAT_ZH[(params["key"], params["on"])]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{C}.settings.{p['key']}": p["on"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="main.menu")
        obs = yield from ui.tap(obs, trigger="menu.settings")
        yield from ui.tap(obs, trigger="settings.toggle", key=p["key"])


class ComputeExpression(AnswerTask):
    id = "calculator.ComputeExpression"
    apps = ("calculator", "answersheet")
    difficulty = "L2"
    tags = ("reasoning",)
    budget = 30
    instructions = ("Use the Calculator to work out {shown}. What is the result?",
                    "What does {shown} come to? Compute it on the Calculator (mind the order of operations) "
                    "and answer with the exact result.")
    instructions_zh = ("用计算器算出 {shown}，结果是多少？", "{shown} 等于多少？请用计算器计算（注意运算顺序），并填写准确结果。")
    answer_fields = (AnswerField("result", "Result", type="number", matcher="number", hint=NUMBER_HINT,
                                 label_zh="结果", hint_zh="一个数，例如 12.5"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a, b = money(rng, 10, 500), str(rng.randrange(3, 30))
        c, d = money(rng, 10, 900), rng.choice(("2", "4", "5", "8", "16", "25"))
        op1, op2 = rng.choice(("+", M)), rng.choice(("×", "÷"))
        expr = f"{a}×{b}{op1}{c}{op2}{d}"
        shown = expr.replace("×", " × ").replace("÷", " ÷ ").replace(M, " − ").replace("+", " + ")
        return {"expr": expr, "shown": shown}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"result": plain(E.evaluate(p["expr"]))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from calculate(obs, p["expr"])
        yield from ui.fill_answers(obs, self.answer(p, {}))


class TipSplit(AnswerTask):
    id = "calculator.TipSplit"
    apps = ("calculator", "answersheet")
    difficulty = "L2"
    tags = ("finance", "reasoning")
    budget = 30
    instructions = ("Dinner came to ${bill}. We're adding a {tip}% tip and splitting the total evenly among {n} "
                    "people. How much does each person pay, to the cent?",
                    "Work out each person's share with the Calculator: a ${bill} bill plus {tip}% tip, split "
                    "{n} ways. Answer in dollars and cents.")
    instructions_zh = ("晚餐共 ${bill}，加 {tip}% 的小费后由 {n} 人平摊。每人付多少钱（精确到分）？", "用计算器算出每人应付的金额：账单 ${bill}，加 {tip}% 小费，{n} 人平分。以美元填写，精确到分。")
    answer_fields = (AnswerField("share", "Each person pays ($)", type="number", matcher="number",
                                 hint="An amount, e.g. 23.45", precision="0.01", label_zh="每人应付（美元）",
                                 hint_zh="金额，例如 23.45"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"bill": money(rng, 40, 400), "tip": rng.choice((10, 12, 15, 18, 20, 22, 25)), "n": rng.randint(2, 7)}

    def share(self, p: dict[str, Any]) -> Fraction:
        return E.evaluate(f"{p['bill']}+{p['tip']}%") / p["n"]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"share": cents(self.share(p))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from calculate(obs, f"({p['bill']}+{p['tip']}%)÷{p['n']}")
        yield from ui.fill_answers(obs, self.answer(p, {}))


class SumRecentResults(AnswerTask):
    id = "calculator.SumRecentResults"
    apps = ("calculator", "answersheet")
    difficulty = "L3"
    tags = ("extract", "reasoning")
    budget = 30
    instructions = ("Add up the results of my last {k} calculations in the Calculator's history. What's the total?",
                    "What is the sum of the {k} most recent results in Calculator's History?",
                    "Please total the last {k} results in the Calculator history for me.")
    instructions_zh = ("把计算器历史记录中最近 {k} 次计算的结果加起来，总和是多少？", "计算器历史记录里最近 {k} 个结果之和是多少？",
                       "请帮我把计算器历史记录里最后 {k} 个计算结果相加，告诉我总数。")
    answer_fields = (AnswerField("total", "Total", type="number", matcher="number", hint=NUMBER_HINT,
                                 label_zh="总和", hint_zh="一个数，例如 12.5"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"rows": history_rows(rng, rng.randint(4, 6)), "k": rng.choice((2, 3))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return history_patch("calculator", p["rows"])

    def total(self, p: dict[str, Any]) -> Fraction:
        return sum((E.evaluate(r["result"]) for r in p["rows"][-p["k"]:]), Fraction(0))

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": plain(self.total(p))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        """Tap each result in History (it goes onto the display), with + in between."""
        obs = yield from ui.tap(obs, trigger="key.clear")
        for i, row in enumerate(reversed(p["rows"][-p["k"]:])):
            if i:
                obs = yield from press(obs, [{"trigger": "key.op", "op": "+"}])
            obs = yield from ui.tap(obs, trigger="main.history")
            obs = yield from ui.tap(obs, trigger="history.result", id=row["id"])
        obs = yield from ui.tap(obs, trigger="key.equals")
        yield from ui.fill_answers(obs, self.answer(p, {}))
