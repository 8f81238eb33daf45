"""Shop tasks that test talking to the user: a model sold in several colours (ask which colour
before buying), and more units than a listing has in stock (look, then abort)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.shop.common import (
    W,
    affordable,
    launch,
    open_titled,
    order_changes,
    order_checks,
    pay_in_wallet,
    pick_titled,
    region,
    search,
    shop,
    unique_titles,
)
from mgym.apps.shop import world
from mgym.apps.shop.effects import MAX_QTY
from mgym.apps.shop.world import Product

PAY = "pay from the Wallet balance"
PAY_ZH = "用钱包余额支付"


def _product(p: dict[str, Any]) -> Product:
    """The listing of the params (the oracle types its title), in whichever region's world has it."""
    for reg in ("en", "zh-CN"):
        prod = world.world(reg).product(p["id"])
        if prod is not None and prod.title == p["title"]:
            return prod
    raise ui.OracleError(f"no product {p['id']}")


def _base(state: dict[str, Any], p: Product) -> str:
    """The listing's title without its colour ("Voxa Pro 13 Wireless Headphones, Gray" -> "Voxa Pro 13
    Wireless Headphones"; "沃声 Pro 13 无线耳机 灰色" -> "沃声 Pro 13 无线耳机")."""
    sep = " " if region(state) == "zh-CN" else ", "
    return p.title[:-len(sep + p.color)] if p.title.endswith(sep + p.color) else p.title


class BuyWhichColour(AskFirst, TaskTemplate):
    id = "shop.BuyWhichColour"
    secrets = ("wallet_password",)
    apps = ("shop", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("ask_user", "finance", "search")
    subsets = ("payment",)
    budget = 45
    instructions = ("Buy me the {base} in Shop (" + PAY + ").",
                    "I've decided on the {base}. Order one in Shop and pay with Wallet.",
                    "Can you get the {base} for me from Shop? Pay from the Wallet balance.")
    instructions_zh = ("帮我在优选商城买{base}（" + PAY_ZH + "）。",
                       "我决定要{base}了，在优选商城下单一件，用钱包付款。",
                       "我想要{base}，麻烦在优选商城帮我下单，钱从钱包余额里扣。")
    replies = ("The {color} one.",)
    replies_zh = ("要{color}的。",)
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        st = shop(state)
        seen = set(st["watchlist"]) | {ln["product"] for o in st["orders"] for ln in o["lines"]} \
            | {x if isinstance(x, str) else x.get("product", x.get("id")) for x in st["cart"] + st["viewed"]}
        groups: dict[str, list[Product]] = {}
        for p in W(state).products:
            if not p.auction:
                groups.setdefault(_base(state, p), []).append(p)
        unique = unique_titles(state)
        pool = []
        for base, ps in groups.items():
            colours = {p.color for p in ps}
            if len(colours) < 2 or any(p.id in seen for p in ps) or base in unique:
                continue
            pool += [(base, p) for p in ps if p.title in unique and affordable(state, p)]
        base, p = rng.choice(sorted(pool, key=lambda x: x[1].id))
        return {"base": base, "color": p.color, "id": p.id, "title": p.title}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        found = [q for q in W(init).products if not q.auction and _base(init, q) == p["base"] and q.color == p["color"]]
        return {"the listing meant, once the user has said which colour": len(found)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return order_checks(init, final, [(p["id"], 1)])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return order_changes()

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from search(obs, p["base"])
        obs = yield from ui.ask(f"The {p['base']} comes in more than one colour. Which colour do you want?")
        obs = yield from ui.tap(obs, trigger="item.open", id=p["id"])
        obs = yield from ui.tap(obs, trigger="item.buy")
        yield from pay_in_wallet(obs)


class BuyMoreThanStock(InfeasibleTask):
    id = "shop.BuyMoreThanStock"
    apps = ("shop", "wallet")
    composition = "transfer"
    difficulty = "L2"
    tags = ("infeasible", "search")
    budget = 30
    instructions = ('Buy {qty} of "{title}" in Shop with Buy It Now (' + PAY + ").",
                    'I need {qty} units of the Shop listing "{title}" for the team. Order them and pay with Wallet.')
    instructions_zh = ("在优选商城用“立即购买”买{qty}件“{title}”（" + PAY_ZH + "）。",
                       "团队需要{qty}件优选商城的“{title}”，帮我下单并用钱包付款。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = pick_titled(rng, state, 1, where=lambda p: 2 <= p.stock <= 5)
        qty = rng.randint(p.stock + 1, min(MAX_QTY, p.stock + 3))
        return {"id": p.id, "title": p.title, "qty": qty, "stock": p.stock}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the listing": sum(q.title == p["title"] for q in W(init).products)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_titled(obs, _product(p))
        yield from ui.give_up(f'"{p["title"]}" has only {p["stock"]} available, so {p["qty"]} cannot be bought.')
