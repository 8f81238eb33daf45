"""Hard-by-construction Shop templates across apps (declared hardness factors, L4).

``GiftToNewAddress``: a present bought in Shop for a friend whose old home address is still saved in
Shop under their name; the friend texted (Messages) that they moved, with the new address, and corrected
its postcode in a follow-up. The order goes to a new address (recipient, street, city, the corrected
postcode), paid through Wallet: the saved address and the first postcode are both wrong."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, with_messages
from bench.tasks.namesakes import RELATIONS
from bench.tasks.shop.buying import W_of
from bench.tasks.shop.common import (
    S,
    launch,
    open_titled,
    order_changes,
    order_checks,
    pay_in_wallet,
    pick_titled,
    shop,
)
from mgym import actions as A

MINUTE_MS = 60_000
STREETS = ("Juniper Lane", "Birch Street", "Harbor View Road", "Willow Way", "Chestnut Avenue", "Quarry Road")
TOWNS = ("Oakland, CA", "Berkeley, CA", "San Jose, CA", "Portland, OR", "Denver, CO", "Austin, TX")
ROADS_ZH = ("学府路", "光明街", "青年路", "春晖路", "银杏路", "东湖路")
CITIES_ZH = (("北京市", "海淀区", "1000"), ("上海市", "徐汇区", "2000"), ("广州市", "越秀区", "5100"),
             ("杭州市", "西湖区", "3100"), ("成都市", "武侯区", "6100"))
HINTS = {"name": "Full name", "street": "Street address", "city": "City", "zip": "ZIP code"}


def _norm(s: Any) -> str:
    return " ".join(str(s or "").replace(",", " ").replace("，", " ").split()).casefold()


def _swap(z: str) -> str:
    """The postcode with its last two digits swapped (a typo)."""
    return z[:-2] + z[-1] + z[-2]


class GiftToNewAddress(TaskTemplate):
    id = "shop.GiftToNewAddress"
    apps = ("shop", "messages", "wallet")
    objective = "hybrid"
    hardness = ("apps3", "trap", "steps")
    tags = ("finance", "extract", "handoff", "social")
    budget = 60
    secrets = ("wallet_password",)
    subsets = ("payment",)
    goal_params = ("id", "name", "street", "zip")
    instructions = ("Buy the {title} in Shop as a present for {name} and have it delivered to their home, with "
                    "{name} as the recipient. Pay with Wallet.",
                    "I want to send {name} a gift: order one {title} from Shop, shipped to where {name} lives now "
                    "(addressed to {name}), and pay through Wallet.",
                    "Get the {title} from Shop for {name}: ship it to {name}'s home address with their name on it, "
                    "and pay from my Wallet.")
    instructions_zh = ("在优选商城买一件“{title}”送给{name}，寄到对方家里，收货人写{name}，用钱包付款。",
                       "我想给{name}送个礼物：在优选商城下单一件“{title}”，寄到{name}现在住的地方（收货人写{name}），"
                       "通过钱包支付。",
                       "帮我在优选商城给{name}买“{title}”：寄到{name}家的地址，收货人填对方的名字，用钱包付款。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        t, c = rng.choice([(t, c) for t, c in named_threads(state)
                           if c["name"] not in RELATIONS and names.count(c["name"]) == 1])
        prod = pick_titled(rng, state)
        n_old, n_new = rng.sample(range(11, 980), 2)
        s_old, s_new = rng.sample(ROADS_ZH if zh else STREETS, 2)
        while True:
            if zh:
                city, district, head = rng.choice(CITIES_ZH)
                zip1 = head + f"{rng.randint(10, 98)}"
                street, old_street = f"{district}{s_new}{n_new}号", f"{district}{s_old}{n_old}号"
                old_city = city
            else:
                city = old_city = rng.choice(TOWNS)
                zip1 = f"{rng.randint(10000, 99989)}"
                street, old_street = f"{n_new} {s_new}", f"{n_old} {s_old}"
            if zip1[-1] != zip1[-2]:
                break
        zip2 = _swap(zip1)  # the first text has the typo; the correction gives zip2
        if zh:
            bodies = (f"我们搬家啦！新地址：{city}{street}，邮编{zip1}。", f"啊，邮编写错了，应该是{zip2}。",
                      "有空来新家玩呀！")
        else:
            bodies = (f"We moved! Our new address is {street}, {city} {zip1}.",
                      f"Oops, typo in the ZIP code: it's {zip2}.", "Come over and see the new place sometime!")
        mid = next_message_id(state)
        times = (START_MS - rng.randint(3000, 5000) * MINUTE_MS, START_MS - rng.randint(2500, 2900) * MINUTE_MS,
                 START_MS - rng.randint(600, 2000) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": b, "time": tm, "incoming": True, "read": False, "files": []}
                for i, (b, tm) in enumerate(zip(bodies, times, strict=True))]
        old = {"id": "a3", "name": c["name"], "phone": c["phone"], "street": old_street, "city": old_city,
               "zip": _swap(zip2[:-3] + f"{(int(zip2[-3:]) + 37) % 1000:03d}")}
        return {"name": c["name"], "thread_id": t["id"], "id": prod.id, "title": prod.title, "street": street,
                "city": city, "zip": zip2, "typo": zip1, "old": old, "msgs": msgs}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return dict(params)  # titles and names are the world's own, in the phone's language

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"shop": {"addresses": [*shop(state)["addresses"], p["old"]]}},
                "os": {"providers": {f"sms[id={p['thread_id']}]": {
                    "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        out = order_checks(init, final, [(p["id"], 1)])
        orders = [o for o in shop(final)["orders"] if o["id"] not in {x["id"] for x in shop(init)["orders"]}]
        addr: dict[str, Any] = next((a for a in shop(final)["addresses"] if orders and a["id"] == orders[0]["address"]), {})
        place = _norm(f"{addr.get('city', '')} {addr.get('street', '')}")
        out += [Check("the recipient", _norm(addr.get("name")) == _norm(p["name"]), p["name"], addr.get("name")),
                Check("the new street", _norm(p["street"]) in place, p["street"], addr.get("street")),
                Check("the new city", _norm(p["city"]) in place, p["city"], addr.get("city")),
                Check("the corrected postcode", str(addr.get("zip", "")).strip() == p["zip"], p["zip"],
                      addr.get("zip"))]
        old = {b["id"] for b in init["apps"]["wallet"]["new_bills"]}
        memos = [b.get("memo") for b in final["apps"]["wallet"]["new_bills"] if b["id"] not in old]
        out.append(Check("the Wallet payment names the gift", memos == [p["title"]], [p["title"]], memos))
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*order_changes(), f"{S}.addresses[+1]", f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        from bench.tasks.shop.common import W

        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "the product": sum(1 for x in W(init).products if x.title == p["title"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from launch()
        obs = yield from open_titled(obs, W_of(obs, p))
        obs = yield from ui.tap(obs, trigger="item.buy")
        obs = yield from ui.tap(obs, trigger="checkout.ship_to")
        obs = yield from ui.tap(obs, trigger="shipto.add")
        for f in ("name", "street", "city", "zip"):
            obs = yield from ui.type_into(obs, HINTS[f], p[f])
        if obs.keyboard:
            obs = yield A.Back()
        obs = yield from ui.tap(obs, trigger="addr.save")
        obs = yield from ui.tap(obs, trigger="checkout.ship_to")
        obs = yield from ui.tap(obs, trigger="shipto.pick", addr="a4")
        yield from pay_in_wallet(obs)
