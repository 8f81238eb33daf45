"""Shop end to end, by taps (as an agent acts): filter and sort, buy through Wallet's checkout (and
fail honestly on a wrong PIN or a low balance), return with a refund into Wallet, message a seller,
addresses, share an item and add a delivery to Calendar."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps.shop import replies, world
from mgym.nav.crawl import crawl
from mgym.observation import Observation


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = s.observe(screenshot=False).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{s.observe(screenshot=False).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def where(s: Session) -> str:
    o = s.observe(screenshot=False)
    return f"{o.app}/{o.screen}"


def shop(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["shop"]
    return st


def wallet(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["wallet"]
    return st


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "shop"}, screenshot=False)
    return session


def _to_checkout(s: Session, pid: str = "p00118") -> None:
    s.fire("home.search")
    s.fire("search.recent", q=world.world("en").by_id[pid].title)
    tap(s, trigger="item.open", id=pid)
    tap(s, trigger="item.qty", step="up")
    tap(s, trigger="item.buy")
    assert where(s) == "shop/checkout"


def _pin(s: Session, pin: str) -> None:
    for d in pin:
        tap(s, trigger="pin.key", d=d)


def test_filters_and_sort_narrow_the_results(s: Session) -> None:
    tap(s, trigger="tab.categories")
    tap(s, trigger="cat.open", cat="headphones")
    tap(s, trigger="results.filters")
    tap(s, trigger="filter.cond", cond="new")
    tap(s, trigger="filter.origin", origin="JP")
    s.fire("filter.fmt", fmt="buy")  # below the fold of the sheet
    tap(s, trigger="filter.apply")
    tap(s, trigger="results.sort")
    tap(s, trigger="sort.pick", sort="price_asc")
    shown = [e.params["id"] for e in s.observe(screenshot=False).find(trigger="item.open")]
    want = world.search("en", world.Query(cat="headphones", cond=("new",), origin="JP", fmt="buy", sort="price_asc"))
    assert shown and shown == [p.id for p in want[:len(shown)]]


def test_buy_it_now_pays_through_wallet(s: Session) -> None:
    balance = wallet(s)["balance"]
    _to_checkout(s)
    tap(s, trigger="checkout.ship_to")
    tap(s, trigger="shipto.pick", addr="a2")
    tap(s, trigger="checkout.pay")
    assert where(s) == "wallet/checkout" and len(shop(s)["orders"]) == 2  # nothing until paid
    tap(s, trigger="checkout.pay")
    _pin(s, "123456")
    tap(s, trigger="checkout.done")
    assert where(s) == "shop/order"
    o = shop(s)["orders"][-1]
    p = world.world("en").by_id["p00118"]
    assert o["lines"] == [{"product": "p00118", "qty": 2, "price": p.price, "ship": p.ship}] and o["address"] == "a2"
    bill = wallet(s)["new_bills"][-1]
    assert bill["order_id"] == o["id"] == o["id"] and bill["id"] == o["bill_id"]
    assert wallet(s)["balance"] == round(balance - o["total"], 2)


def test_wrong_pin_or_low_balance_makes_no_order(s: Session) -> None:
    _to_checkout(s)
    tap(s, trigger="checkout.pay")
    tap(s, trigger="checkout.pay")
    _pin(s, "000000")
    assert where(s).startswith("wallet/checkout") and len(shop(s)["orders"]) == 2
    s.step({"action": "back"}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)
    assert where(s) == "shop/checkout" and len(shop(s)["orders"]) == 2  # gave up: no order
    s.set_state({"apps": {"wallet": {"balance": 1.0}}})
    tap(s, trigger="checkout.pay")
    hits = [e for e in s.observe(screenshot=False).find(trigger="checkout.pay") if e.clickable]
    if hits:
        tap(s, trigger="checkout.pay")
    assert where(s) == "wallet/checkout" and len(shop(s)["orders"]) == 2  # too little money: no PIN, no order


def test_return_refunds_into_wallet(s: Session) -> None:
    balance = wallet(s)["balance"]
    tap(s, trigger="tab.account")
    tap(s, trigger="account.orders")
    tap(s, trigger="order.open", id="OR10482")  # on its way; its seller takes returns for 60 days
    tap(s, trigger="order.return")
    s.fire("return.submit")
    assert where(s) == "shop/return" and shop(s)["orders"][0]["status"] == "placed"  # a reason first
    tap(s, trigger="return.reason", reason="damaged")
    tap(s, trigger="return.submit")
    o = next(o for o in shop(s)["orders"] if o["id"] == "OR10482")
    assert (o["status"], o["return_reason"], o["refund"]) == ("returned", "damaged", o["total"])
    refund = wallet(s)["new_bills"][-1]
    assert (refund["type"], refund["dir"], refund["order_id"], refund["amount"]) == ("refund", "in", "OR10482", o["total"])
    assert wallet(s)["balance"] == round(balance + o["total"], 2)


def _order(s: Session, oid: str, pid: str, days_ago: int) -> dict[str, Any]:
    p = world.world("en").by_id[pid]
    return {"id": oid, "time": s.clock.now_ms - days_ago * 86_400_000, "address": "a1", "ship_to": "Alex Morgan",
            "lines": [{"product": pid, "qty": 1, "price": p.price, "ship": p.ship}], "total": p.total}


def test_return_only_inside_the_window(s: Session) -> None:
    """A seller that takes no returns, or a window run out since delivery, leaves no Return button and
    says why; a return inside the window, or before delivery, goes through."""
    w = world.world("en")
    none = next(p for p in w.products if p.returns == 0 and p.days <= 5)
    short = next(p for p in w.products if p.returns == 14 and p.days <= 5)
    orders = [_order(s, "OR90001", none.id, 10), _order(s, "OR90002", short.id, 5 + 20),
              _order(s, "OR90003", short.id, 5 + 3), _order(s, "OR90004", short.id, 0)]
    s.set_state({"apps": {"shop": {"orders": [*shop(s)["orders"], *orders]}}})
    tap(s, trigger="tab.account")
    tap(s, trigger="account.orders")
    for oid, why in (("OR90001", "Seller does not accept returns"), ("OR90002", "Return window closed on")):
        tap(s, trigger="order.open", id=oid)
        o = s.observe(screenshot=False)
        assert not o.find(trigger="order.return") and why in o.text()
        s.fire("order.return", id=oid)
        assert where(s) == "shop/order"  # refused: no return screen
        s.step({"action": "back"}, screenshot=False)
    for oid in ("OR90003", "OR90004"):
        tap(s, trigger="order.open", id=oid)
        assert "Return window closed" not in s.observe(screenshot=False).text()
        tap(s, trigger="order.return")
        tap(s, trigger="return.reason", reason="changed_mind")
        tap(s, trigger="return.submit")
        assert next(o for o in shop(s)["orders"] if o["id"] == oid)["status"] == "returned"
        s.step({"action": "back"}, screenshot=False)


def test_message_seller_and_addresses(s: Session) -> None:
    tap(s, trigger="tab.account")
    tap(s, trigger="account.orders")
    tap(s, trigger="order.open", id="OR10482")
    tap(s, trigger="order.message")
    tap(s, role="input")
    s.step({"action": "type", "text": "Is it waterproof?"}, screenshot=False)
    tap(s, trigger="chat.send")
    m = shop(s)["messages"][-1]
    assert (m["text"], m["order"], m["seller"]) == ("Is it waterproof?", "OR10482",
                                                    world.world("en").by_id["p02893"].seller)
    s.step({"action": "wait", "seconds": replies.REPLY_MS / 1000 - 30}, screenshot=False)
    assert len(shop(s)["messages"]) == 1  # the seller answers a few virtual minutes later
    s.step({"action": "wait", "seconds": 40}, screenshot=False)
    r = shop(s)["messages"][-1]
    months = replies.facts(m["seller"])["months"]
    assert (r["mine"], r["seller"], r["order"]) == (False, m["seller"], "OR10482") and f"{months}-month" in r["text"]
    assert s.observe(screenshot=False).find(r["text"])
    s.step({"action": "back"}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)
    tap(s, trigger="account.addresses")
    tap(s, trigger="addr.default", addr="a2")
    assert shop(s)["default_address"] == "a2"
    tap(s, trigger="addr.edit", addr="a2")
    tap(s, trigger="addr.delete")
    tap(s, trigger="addr.delete_confirm")
    assert [a["id"] for a in shop(s)["addresses"]] == ["a1"] and shop(s)["default_address"] == "a1"


def test_share_and_calendar_handoffs(s: Session) -> None:
    s.fire("home.search")
    s.fire("search.recent", q=world.world("en").by_id["p00118"].title)
    tap(s, trigger="item.open", id="p00118")
    tap(s, trigger="item.share")
    assert "https://shop.example/item/p00118" in s.html()
    for _ in range(3):  # the share sheet, the item, the results
        s.step({"action": "back"}, screenshot=False)
    s.fire("tab.account")
    s.fire("account.orders")
    tap(s, trigger="order.open", id="OR10482")
    tap(s, trigger="order.calendar")
    assert where(s) == "calendar/edit"
    tap(s, trigger="edit.save")
    ev = s.get_state()["apps"]["calendar"]["events"][-1]
    o = next(o for o in shop(s)["orders"] if o["id"] == "OR10482")
    from mgym.apps.shop import tracking
    assert ev["all_day"] and ev["start_date"] == tracking.delivery_date("en", o) and "Delivery" in ev["title"]


@pytest.mark.parametrize("locale", ["en", "zh-CN"])
def test_crawl_is_clean(locale: str) -> None:
    r = crawl("shop", locale=locale)
    assert r.ok, (r.errors, r.never_rendered, r.undeclared)
    assert len(r.screens) >= 24


def test_the_item_total_follows_the_quantity_and_checkout_charges_it(s: Session) -> None:
    """Issue 25: the item page's Total ignored the quantity stepper."""
    from mgym.apps.shop.effects import totals
    from mgym.i18n import formats

    p = world.world("en").by_id["p00118"]
    s.fire("home.search")
    s.fire("search.recent", q=p.title)
    tap(s, trigger="item.open", id=p.id)

    def total_line() -> str:
        return next(e.text or "" for e in s.observe(screenshot=False).ui if "Total " in (e.text or ""))

    assert total_line().endswith(f"Total {formats.money(totals([(p, 1)])[2], 'en', 'USD')}")
    tap(s, trigger="item.qty", step="up")
    tap(s, trigger="item.qty", step="up")
    want = totals([(p, 3)])[2]
    assert want == round((p.price + p.ship) * 3, 2) and total_line().endswith(f"Total {formats.money(want, 'en', 'USD')}")
    tap(s, trigger="item.buy")
    tap(s, trigger="checkout.pay")
    tap(s, trigger="checkout.pay")
    _pin(s, "123456")
    tap(s, trigger="checkout.done")
    o = shop(s)["orders"][-1]
    assert o["total"] == want and o["lines"][0]["qty"] == 3


def test_a_bid_becomes_the_current_price(s: Session) -> None:
    """After the user bids, the item page shows their bid as the price and one more bid."""
    from mgym.apps.shop.effects import min_bid

    w = world.world("en")
    titles = [p.title for p in w.products]
    p = next(p for p in w.products if p.auction and p.ends > s.clock.now_ms + 86_400_000 and p.price >= 100
             and titles.count(p.title) == 1)
    s.fire("home.search")
    s.fire("search.recent", q=p.title)
    tap(s, trigger="item.open", id=p.id)
    sub = next(e.text for e in s.observe(screenshot=False).ui if "bid" in e.text and "left" in e.text)
    assert sub.startswith(f"{p.bids} bid")
    tap(s, trigger="item.bid", id=p.id)
    tap(s, trigger="bid.confirm")
    o = s.observe(screenshot=False)
    amount = min_bid(p)
    assert shop(s)["bids"][-1]["amount"] == amount
    assert f"${amount:,.2f}" in o.text() and f"${p.price:,.2f}" not in o.text()
    sub = next(e.text for e in o.ui if "bid" in e.text and "left" in e.text)
    assert sub.startswith(f"{p.bids + 1} bid")
