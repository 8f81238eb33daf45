"""Shared samplers, judges and oracle helpers of the Theme Store tasks."""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import Any

from bench import ui
from bench.task import Check, check
from mgym.apps.themes import world

APP = "themes"
DISPLAY = "os.display"
OWNED = "apps.themes.owned"
#: the Wallet payment behind a purchase (paid from the balance)
WALLET_CHANGES = ["apps.wallet.new_bills[+1 dir=out]", "apps.wallet.balance"]
#: item kind -> the store tab that lists it
TAB = {"theme": "themes", "wallpaper": "wallpapers", "icon_pack": "icons"}
FIELD = {"theme": "theme", "wallpaper": "wallpaper", "icon_pack": "icon_pack"}


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def items(state: dict[str, Any], kind: world.Kind) -> list[world.Item]:
    return list(world.items(region(state), kind))


def owned(state: dict[str, Any]) -> list[str]:
    rows: list[str] = state["apps"]["themes"]["owned"]
    return rows


def open_item(obs: Any, kind: str, item_id: str, cat: str | None = None) -> ui.Steps:
    """From anywhere in the store: the item's tab (and category), then its detail page."""
    if obs.app != APP:
        obs = yield from ui.open_app(APP)
    if obs.find(trigger=f"tab.{TAB[kind]}"):
        obs = yield from ui.tap(obs, trigger=f"tab.{TAB[kind]}")
    if cat is not None:
        obs = yield from ui.tap(obs, trigger="cat.select", cat=cat)
    return (yield from ui.tap(obs, trigger="item.open", id=item_id))


def card_tag(obs: Any, item_id: str) -> Generator[Any, Any, tuple[Any, str]]:
    """Scroll to an item's card and read its tag (price, Free, Owned or Applied) from its label."""
    obs = yield from ui.scroll_to(obs, trigger="item.open", id=item_id)
    e = next(e for e in obs.ui if e.trigger == "item.open" and e.params.get("id") == item_id)
    return obs, e.text.rsplit(" · ", 1)[-1]


def price_of(tag: str) -> float:
    """"$1.99" / "¥6.00" / "US$1.99" as a number."""
    return float(re.sub(r"[^\d.]", "", tag))


def pay_in_wallet(obs: Any, pin: str = "123456") -> ui.Steps:
    """The Wallet's checkout: Pay, the payment password, Done."""
    obs = yield from ui.tap(obs, trigger="checkout.pay")
    for d in pin:
        obs = yield from ui.tap(obs, trigger="pin.key", d=d)
    if obs.find(trigger="checkout.done"):
        obs = yield from ui.tap(obs, trigger="checkout.done")
    return obs


def wallet_checks(price: float, init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
    """One outgoing Wallet payment of ``price``, taken off the balance."""
    w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
    old = {b["id"] for b in w0["new_bills"]}
    bills = [b for b in w1["new_bills"] if b["id"] not in old]
    bill = bills[0] if len(bills) == 1 else None
    return [check("one Wallet payment", 1, len(bills)),
            Check("its amount", bill is not None and abs(bill["amount"] - price) < 0.005, price, bill and bill["amount"]),
            Check("balance went down by the price", abs((w0["balance"] - w1["balance"]) - price) < 0.005,
                  round(w0["balance"] - price, 2), w1["balance"])]


def bought_checks(item_id: str, kind: str, init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
    """The item is owned (bought now) and applied."""
    field = FIELD[kind]
    return [Check("bought", item_id in owned(final) and item_id not in owned(init), item_id, owned(final)),
            check(f"applied as the {field.replace('_', ' ')}", item_id, final["os"]["display"][field])]
