"""Browser questions answered from the offline web: a fact in the encyclopedia, a recipe scaled to a
number of people, the cost of a shopping basket."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.browser.common import find_page, pages, site_name, web


def plain(v: Fraction) -> str:
    """A value as typed in an answer: an integer, else a decimal (two places at most)."""
    if v.denominator == 1:
        return str(v.numerator)
    return f"{Decimal(v.numerator) / Decimal(v.denominator):.2f}".rstrip("0").rstrip(".")


def zh(state: dict[str, Any]) -> bool:
    return state["os"]["device"]["region"] == "zh-CN"


class EncyclopediaFact(AnswerTask):
    id = "browser.EncyclopediaFact"
    apps = ("browser", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    budget = 30
    instructions = ("Look up {title} on {site} in the Browser. What does it give as the {label}?",
                    "According to the {site} article on {title}, what is its {label}? Answer with the number.")
    instructions_zh = ("在浏览器中查阅{site}上的“{title}”词条，其中给出的{label}是多少？",
                       "根据{site}上“{title}”词条，它的{label}是多少？请填写数字。")
    answer_fields = (AnswerField("value", "Value", type="number", matcher="number", hint="A number, e.g. 1234",
                                 label_zh="数值", hint_zh="一个数，例如 1234"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = rng.choice(pages(state, "wiki"))
        label = p["fact"]["label"] if zh(state) else p["fact"]["label"].lower()
        return {"url": p["url"], "title": p["title"], "label": label, "site": site_name(state, "wiki"),
                "value": str(p["fact"]["value"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"value": str(web(init).pages[p["url"]]["fact"]["value"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from find_page(obs, p["title"], p["url"])
        yield from ui.fill_answers(obs, {"value": p["value"]})


class RecipeForGuests(AnswerTask):
    id = "browser.RecipeForGuests"
    apps = ("browser", "answersheet")
    difficulty = "L3"
    tags = ("search", "extract", "reasoning")
    budget = 30
    instructions = ("I'm making {title} from {site} for {n} people. How much {ingredient} do I need{unit_hint}?",
                    "Scale the {site} recipe for {title} to serve {n}: what quantity of {ingredient} does it "
                    "take{unit_hint}?",
                    "Please check the {title} recipe on {site}: how much {ingredient} will I "
                    "need{unit_hint} to make it for {n} people?")
    instructions_zh = ("我要按{site}上的“{title}”做给 {n} 个人吃，需要多少{ingredient}{unit_hint}？",
                       "把{site}上“{title}”的食谱换算成 {n} 人份：需要多少{ingredient}{unit_hint}？",
                       "我打算照{site}上的“{title}”做一顿 {n} 人份的，请帮我算算{ingredient}要用多少{unit_hi"
                       "nt}。")
    answer_fields = (AnswerField("qty", "Quantity", type="number", matcher="number", hint="The amount, as a number",
                                 precision="0.01", label_zh="用量", hint_zh="用量（数字）"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = rng.choice(pages(state, "recipes"))
        serves = int(p["serves"])
        ing = rng.choice(p["ingredients"])
        n = rng.choice([m for m in (serves // 2, serves * 2, serves * 3, serves + 2) if m > 0 and m != serves])
        unit = ing["unit"]
        hint = (f"（单位：{unit}）" if zh(state) else f" (in {unit})") if unit else ""
        out = {"url": p["url"], "title": p["title"], "site": site_name(state, "recipes"), "n": n,
               "ingredient": ing["name"], "unit_hint": hint}
        return {**out, "qty": self.qty(p, out)}

    @staticmethod
    def qty(page: Any, p: dict[str, Any]) -> str:
        qty = next(i["qty"] for i in page["ingredients"] if i["name"] == p["ingredient"])
        return plain(Fraction(qty) * p["n"] / int(page["serves"]))

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"qty": self.qty(web(init).pages[p["url"]], p)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from find_page(obs, p["title"], p["url"])
        yield from ui.fill_answers(obs, {"qty": p["qty"]})


class ShopBasket(AnswerTask):
    id = "browser.ShopBasket"
    apps = ("browser", "answersheet")
    difficulty = "L3"
    tags = ("search", "extract", "finance")
    budget = 30
    split = "train"
    instructions = ("On {site}, what would {qa} × {a} and {qb} × {b} cost altogether?",
                    "I want to buy {qa} {a} and {qb} {b} from {site}. Check the prices in the Browser: what is the "
                    "total?",
                    "Please check the prices on {site} and tell me the total for {qa} × {a} plus {qb} × {b}.")
    instructions_zh = ("在{site}上买 {qa} 件“{a}”和 {qb} 件“{b}”一共要多少钱？", "我想在{site}买 {qa} 件“{a}”和 {qb} 件“{b}”。请在浏览器里查价格：总价是多少？",
                       "帮我查一下{site}上的价格：{qa} 件“{a}”加上 {qb} 件“{b}”，总共多少钱？")
    answer_fields = (AnswerField("total", "Total", type="number", matcher="number", hint="An amount, e.g. 84.15",
                                 precision="0.01", label_zh="总价", hint_zh="金额，例如 84.15"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        pa, pb = rng.sample([p for p in pages(state, "shop") if "price" in p], 2)
        p = {"a": pa["title"], "a_url": pa["url"], "qa": rng.randint(1, 4), "b": pb["title"], "b_url": pb["url"],
             "qb": rng.randint(1, 3), "site": site_name(state, "shop")}
        return {**p, "total": self.total(web(state), p)}

    @staticmethod
    def total(w: Any, p: dict[str, Any]) -> str:
        def price(url: str) -> Fraction:
            return Fraction(Decimal(str(w.pages[url]["price"])))
        return plain(price(p["a_url"]) * p["qa"] + price(p["b_url"]) * p["qb"])

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": self.total(web(init), p)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from find_page(obs, p["a"], p["a_url"])
        obs = yield from find_page(obs, p["b"], p["b_url"])
        yield from ui.fill_answers(obs, {"total": p["total"]})
