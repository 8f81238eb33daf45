"""Calculator training material: comparing two pack sizes by their price per kilogram."""

from __future__ import annotations

from fractions import Fraction
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.calculator.common import calculate, cents

#: (English, Chinese) products sold in packs of different sizes
PRODUCTS = (("coffee beans", "咖啡豆"), ("rice", "大米"), ("oats", "燕麦片"), ("washing powder", "洗衣粉"),
            ("dog food", "狗粮"), ("mixed nuts", "混合坚果"), ("flour", "面粉"), ("cheese", "奶酪"))
#: pack sizes in grams
SIZES = (250, 300, 400, 450, 500, 600, 750, 800, 900, 1000, 1200, 1500, 2000)


def _per_kg(price: str, grams: int) -> Fraction:
    return Fraction(price) * 1000 / grams


class CheaperPerKilo(AnswerTask):
    id = "calculator.CheaperPerKilo"
    apps = ("calculator", "answersheet")
    composition = "deep_dive"
    difficulty = "L2"
    tags = ("reasoning", "finance")
    budget = 45
    split = "train"
    instructions = ("The shop sells {product} in a {a} g pack for {cur}{pa} and a {b} g pack for {cur}{pb}. Which "
                    "pack is better value? Use the Calculator and give its size and its price per kilogram.",
                    "Compare {product}: {a} g costs {cur}{pa}, {b} g costs {cur}{pb}. Work out on the Calculator "
                    "which is cheaper per kilogram, and what that price per kilogram is, to the cent.")
    instructions_zh = ("超市里的{product}，{a} 克装卖 {pa}{cur}，{b} 克装卖 {pb}{cur}。哪一种更划算？请用计算器算出来，"
                       "填写它的规格（克）和每千克的价格。",
                       "比较一下{product}：{a} 克 {pa}{cur}，{b} 克 {pb}{cur}。用计算器算出哪种每千克更便宜，以及每千克多少钱"
                       "（精确到分）。")
    answer_fields = (
        AnswerField("grams", "Better-value pack (g)", type="number", matcher="number", hint="Grams, e.g. 350",
                    label_zh="更划算的规格（克）", hint_zh="克数，例如 350"),
        AnswerField("per_kg", "Its price per kg", type="number", matcher="number",
                    hint="An amount per kilogram, e.g. 3.25", precision="0.01", label_zh="每千克价格",
                    hint_zh="每千克的金额，例如 3.25"),
    )

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        k = rng.randrange(len(PRODUCTS))
        while True:
            a, b = rng.sample(SIZES, 2)
            ua, ub = rng.uniform(4, 30), rng.uniform(4, 30)
            pa, pb = f"{ua * a / 1000:.2f}", f"{ub * b / 1000:.2f}"
            if abs(_per_kg(pa, a) - _per_kg(pb, b)) >= Fraction(1, 2):
                break
        return {"k": k, "product": PRODUCTS[k][0], "a": a, "b": b, "pa": pa, "pb": pb, "cur": "$"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        if locale == "en":
            return dict(params)
        return {**params, "product": PRODUCTS[params["k"]][1], "cur": "元"}

    def best(self, p: dict[str, Any]) -> tuple[int, str]:
        return min(((p["a"], p["pa"]), (p["b"], p["pb"])), key=lambda x: _per_kg(x[1], x[0]))

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        grams, price = self.best(p)
        return {"grams": str(grams), "per_kg": cents(_per_kg(price, grams))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from calculate(obs, f"{p['pa']}÷{p['a']}×1000")
        obs = yield from calculate(obs, f"{p['pb']}÷{p['b']}×1000")
        yield from ui.fill_answers(obs, self.answer(p, {}))
