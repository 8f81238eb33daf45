"""Theme Store tasks through Wallet: buy a paid item at Wallet's checkout, then apply it."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.themes.common import (
    FIELD,
    OWNED,
    WALLET_CHANGES,
    bought_checks,
    card_tag,
    items,
    open_item,
    pay_in_wallet,
    price_of,
    wallet_checks,
)
from mgym.apps.themes import world
from mgym.apps.themes.views import CATEGORY_LABELS


class BuyAndApplyTheme(TaskTemplate):
    id = "themes.BuyAndApplyTheme"
    secrets = ("wallet_password",)
    apps = ("themes", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "handoff")
    budget = 30
    instructions = ("Buy the {name} theme in the Theme Store, paying from the Wallet balance, "
                    "and apply it.",
                    "Purchase and apply the theme {name} from Theme Store; pay with Wallet.",
                    'Please get the {name} theme from the Theme Store, pay from my Wallet balance, and apply it.')
    instructions_zh = ("在主题商店购买“{name}”主题（用钱包余额支付），然后应用它。",
                       "在主题商店买下并应用主题“{name}”，用钱包付款。",
                       '请在主题商店买下“{name}”主题并应用，用钱包余额付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = rng.choice([t for t in items(state, "theme") if t["price"]])
        return {"id": t["id"], "name": t["name"], "price": float(t["price"])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"themes": {"owned": []}}, "os": {"display": {"theme": "default"}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*bought_checks(p["id"], "theme", init, final), *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["os.display.theme", f"{OWNED}[+1]", *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_item(obs, "theme", p["id"])
        obs = yield from ui.tap(obs, trigger="item.buy")
        obs = yield from pay_in_wallet(obs)
        yield from ui.tap(obs, trigger="item.apply")


class BuyCheapestWallpaper(TaskTemplate):
    id = "themes.BuyCheapestWallpaper"
    secrets = ("wallet_password",)
    apps = ("themes", "wallet")
    composition = "transfer"
    difficulty = "L4"
    tags = ("finance", "reasoning")
    budget = 45
    instructions = ("In the {category} wallpapers of the Theme Store, buy the cheapest one I don't own yet "
                    "(pay from the Wallet balance) and set it as my wallpaper.",
                    "Find the lowest-priced {category} wallpaper in Theme Store that I haven't bought, buy it "
                    "through Wallet and apply it.",
                    "Please buy the cheapest {category} wallpaper in the Theme Store that I don't already own, paying from the Wallet balance, and set it as my wallpaper.")
    instructions_zh = ("在主题商店的“{category}”壁纸里，买下我还没有的最便宜的一张（用钱包余额支付），并设为壁纸。",
                       "在主题商店找到我还没买过的价格最低的“{category}”壁纸，用钱包购买并应用。",
                       '请在主题商店“{category}”壁纸中买下我还没有的最便宜的那张（用钱包余额支付），再把它设为壁纸。')
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        walls = items(state, "wallpaper")
        while True:
            cat = rng.choice(world.CATEGORIES)
            paid = [w for w in walls if w["category"] == cat and w["price"]]
            if len(paid) < 2:
                continue
            bought = rng.sample(paid, rng.randint(0, len(paid) - 1))
            left = sorted((w for w in paid if w not in bought), key=lambda w: w["price"])
            if len(left) == 1 or left[0]["price"] < left[1]["price"]:
                return {"cat": cat, "category": CATEGORY_LABELS[cat], "id": left[0]["id"],
                        "price": float(left[0]["price"]), "owned": sorted(w["id"] for w in bought)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"themes": {"owned": p["owned"]}}, "os": {"display": {"wallpaper": "default"}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*bought_checks(p["id"], "wallpaper", init, final), *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"os.display.{FIELD['wallpaper']}", f"{OWNED}[+1]", *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        """Read every card of the category; the cheapest one still showing a price."""
        obs = yield from ui.open_app("themes")
        obs = yield from ui.tap(obs, trigger="tab.wallpapers")
        obs = yield from ui.tap(obs, trigger="cat.select", cat=p["cat"])
        best: tuple[float, str] | None = None
        for w in world.items("en", "wallpaper"):
            if w["category"] == p["cat"]:
                obs, tag = yield from card_tag(obs, w["id"])
                if any(c.isdigit() for c in tag) and (best is None or price_of(tag) < best[0]):
                    best = (price_of(tag), w["id"])
        assert best is not None
        obs = yield from ui.scroll_to(obs, trigger="item.open", id=best[1], up=True)
        obs = yield from ui.tap(obs, trigger="item.open", id=best[1])
        obs = yield from ui.tap(obs, trigger="item.buy")
        obs = yield from pay_in_wallet(obs)
        yield from ui.tap(obs, trigger="item.apply")
