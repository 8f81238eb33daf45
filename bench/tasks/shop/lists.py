"""Shop list tasks: watch or unwatch an item, watch the most-reviewed listing among a filter, add a
quantity to the cart, add an address."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.shop.buying import W_of
from bench.tasks.shop.common import (
    S,
    W,
    filter_results,
    launch,
    open_category,
    open_titled,
    pick_titled,
    set_qty,
    shop,
)
from mgym import actions as A
from mgym.apps.shop import world
from mgym.apps.shop.cards import COND_LABELS

WATCH = f"{S}.watchlist"


class WatchItem(TaskTemplate):
    id = "shop.WatchItem"
    apps = ("shop",)
    difficulty = "L1"
    tags = ("search", "edit")
    budget = 15
    split = "train"
    instructions = ('Add "{title}" to my watchlist in Shop.', 'Watch the Shop listing "{title}".')
    instructions_zh = ("在优选商城把“{title}”加入关注。", "关注优选商城里的商品“{title}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = pick_titled(rng, state, where=lambda p: p.id not in shop(state)["watchlist"])
        return {"id": p.id, "title": p.title}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check("watched", p["id"] in shop(final)["watchlist"], p["id"], shop(final)["watchlist"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{WATCH}[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_titled(obs, W_of(obs, p))
        yield from ui.tap(obs, trigger="item.watch")


class UnwatchItem(TaskTemplate):
    id = "shop.UnwatchItem"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("shop",)
    difficulty = "L1"
    tags = ("edit",)
    budget = 15
    instructions = ('Stop watching "{title}" in Shop.', 'Remove "{title}" from my Shop watchlist.')
    instructions_zh = ("在优选商城取消关注“{title}”。", "把“{title}”从优选商城的关注列表里移除。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        watched = [pick_titled(rng, state).id for _ in range(4)]
        watched = list(dict.fromkeys(watched))
        target = rng.choice(watched)
        p = W(state).product(target)
        assert p is not None
        return {"id": target, "title": p.title, "watched": watched}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"shop": {"watchlist": p["watched"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        want = [i for i in p["watched"] if i != p["id"]]
        return [check("the watchlist without it", want, shop(final)["watchlist"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [WATCH]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.watchlist")
        yield from ui.tap(obs, trigger="watch.remove", id=p["id"])


def _most_reviewed(state: dict[str, Any], cat: str, brand: str, cond: str) -> list[world.Product]:
    ps = [p for p in W(state).in_category(cat) if p.brand == brand and p.cond == cond]
    return sorted(ps, key=lambda p: (-world.rating(W(state).region, p.id)[1], p.id))


class WatchMostReviewed(TaskTemplate):
    id = "shop.WatchMostReviewed"
    apps = ("shop",)
    composition = "deep_dive"
    difficulty = "L3"
    tags = ("reasoning", "search")
    budget = 45
    instructions = ("Among the {cond} {brand} listings in Shop's {category}, add the one with the most reviews to my "
                    "watchlist.",
                    "In Shop, look at {category} from {brand} in {cond} condition and watch the listing that has the "
                    "most reviews.",
                    'Please add to my Shop watchlist the most-reviewed {brand} listing in {category} whose condition is {cond}.')
    instructions_zh = ("在优选商城“{category}”中，成色为“{cond}”的{brand}商品里，把评价最多的那件加入关注。",
                       "在优选商城查看{brand}的“{category}”（成色“{cond}”），关注评价数最多的那件商品。",
                       '请在优选商城“{category}”里，把成色“{cond}”的{brand}商品中评价数最多的那件加入关注。')
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            cat = rng.choice(sorted(w.categories))
            brand = rng.choice(w.categories[cat].brands)
            cond = rng.choice(("open_box", "used", "refurbished"))
            ps = _most_reviewed(state, cat, brand, cond)
            if 3 <= len(ps) <= 30 and world.rating(w.region, ps[0].id)[1] > world.rating(w.region, ps[1].id)[1] \
                    and ps[0].id not in shop(state)["watchlist"]:
                return {"cat": cat, "category": w.categories[cat].name, "brand": brand, "cond_id": cond,
                        "cond": COND_LABELS[cond], "id": ps[0].id}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**super().localize(params, locale), "cond": self.tr(params["cond"], locale)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check("the most-reviewed one watched", p["id"] in shop(final)["watchlist"], p["id"],
                      shop(final)["watchlist"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{WATCH}[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_category(obs, p["cat"])
        obs = yield from filter_results(obs, brand=p["brand"], cond=p["cond_id"])
        best: tuple[int, str] | None = None
        seen: set[str] = set()
        for _ in range(12):
            for e in obs.find(trigger="item.open"):
                pid = str(e.params["id"])
                if pid in seen:
                    continue
                seen.add(pid)
                got = ui.parse(obs, "{n} reviews", e.text.rsplit(" · ", 1)[-1])
                n = int(got["n"]) if got else 0
                if best is None or n > best[0]:
                    best = (n, pid)
            before = [e.params.get("id") for e in obs.find(trigger="item.open")]
            obs = yield A.Swipe(x1=500, y1=800, x2=500, y2=300)
            if [e.params.get("id") for e in obs.find(trigger="item.open")] == before:
                break
        assert best is not None
        obs = yield from ui.scroll_to(obs, trigger="item.open", id=best[1], up=True)
        obs = yield from ui.tap(obs, trigger="item.open", id=best[1])
        yield from ui.tap(obs, trigger="item.watch")


class AddToCart(TaskTemplate):
    id = "shop.AddToCart"
    apps = ("shop",)
    difficulty = "L2"
    tags = ("search", "edit")
    budget = 30
    split = "train"
    instructions = ('Add {qty} of "{title}" to my cart in Shop (don\'t check out).',
                    'Put {qty} × "{title}" in the Shop cart, without buying.')
    instructions_zh = ("在优选商城把{qty}件“{title}”加入购物车（先不要结算）。", "把“{title}”{qty}件放进优选商城购物车，不用购买。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        qty = rng.choice((1, 2, 3))
        p = pick_titled(rng, state, where=lambda p: p.stock >= qty)
        return {"id": p.id, "title": p.title, "qty": qty}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"shop": {"cart": []}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [(c["product"], c["qty"]) for c in shop(final)["cart"]]
        return [check("the cart holds the item and quantity", [(p["id"], p["qty"])], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{S}.cart[+1 product={p['id']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_titled(obs, W_of(obs, p))
        obs = yield from set_qty(obs, p["qty"])
        yield from ui.tap(obs, trigger="item.cart")


NEW_ADDRESSES = (("Jordan Lee", "+1 415-555-0199", "88 Harbor Road", "Portland, OR", "97201"),
                 ("Sam Rivera", "+1 212-555-0147", "12 Elm Court, Apt 3", "Boston, MA", "02116"),
                 ("Taylor Brooks", "+1 303-555-0120", "400 Pine Street", "Denver, CO", "80202"),
                 ("Casey Nguyen", "+1 206-555-0183", "9 Lakeview Drive", "Seattle, WA", "98101"))
NEW_ADDRESSES_ZH = (("王芳", "139 1234 5678", "天河区体育西路191号 12楼", "广州市", "510620"),
                    ("陈静", "137 2345 6789", "西湖区文三路90号 5单元", "杭州市", "310012"),
                    ("刘洋", "136 3456 7890", "武侯区人民南路四段11号", "成都市", "610041"),
                    ("赵磊", "135 4567 8901", "南山区科技园南路8号 A座", "深圳市", "518057"))
FIELDS = ("name", "phone", "street", "city", "zip")
HINTS = {"name": "Full name", "phone": "Phone", "street": "Street address", "city": "City", "zip": "ZIP code"}


class AddAddress(TaskTemplate):
    id = "shop.AddAddress"
    apps = ("shop",)
    difficulty = "L2"
    tags = ("create", "settings")
    budget = 30
    split = "train"
    instructions = ("Add a shipping address in Shop: {name}, {phone}, {street}, {city} {zip}.",
                    "Save this address to my Shop account: {name} · {phone} · {street} · {city} · ZIP {zip}.")
    instructions_zh = ("在优选商城添加收货地址：{name}，{phone}，{city}{street}，邮编{zip}。",
                       "把这个地址存到优选商城：收货人{name}，手机{phone}，{city}{street}，邮编{zip}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = NEW_ADDRESSES_ZH if W(state).region == "zh-CN" else NEW_ADDRESSES
        return dict(zip(FIELDS, rng.choice(rows), strict=True))

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {a["id"] for a in shop(init)["addresses"]}
        new = [a for a in shop(final)["addresses"] if a["id"] not in old]
        got = {f: new[0][f] for f in FIELDS} if len(new) == 1 else None
        return [check("one new address", 1, len(new)),
                Check("its fields", got == {f: p[f] for f in FIELDS}, {f: p[f] for f in FIELDS}, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{S}.addresses[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.account")
        obs = yield from ui.tap(obs, trigger="account.addresses")
        obs = yield from ui.tap(obs, trigger="addr.add")
        for f in FIELDS:
            obs = yield from ui.type_into(obs, HINTS[f], p[f])
        yield from ui.tap(obs, trigger="addr.save")
