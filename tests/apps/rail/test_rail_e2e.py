"""Rail through the real UI: search, book, pay through Wallet, refund, change, Calendar; an unpaid order
expires after 30 minutes; idle sessions stay small."""

from __future__ import annotations

import json
from typing import Any

from mgym import Session
from mgym import actions as A
from mgym.apps.rail import world
from mgym.observation import Observation


def tap(s: Session, obs: Observation, trig: str, **p: Any) -> Observation:
    e = next(e for e in reversed(obs.ui) if e.trigger == trig and all(e.params.get(k) == v for k, v in p.items()))
    x, y = e.center
    return s.step(A.Click(x=x, y=y))


def to_checkout(s: Session, frm: int, to: int, day: str) -> Observation:
    """Search, open the first train, book its first class for passenger 1 and tap Pay: Wallet's checkout."""
    s.set_state({"apps": {"rail": {"search": {"frm": frm, "to": to, "date": day, "high_speed": False}}}})
    obs = s.step(A.Awake(app="rail"))
    obs = tap(s, obs, "home.search")
    assert obs.screen == "results"
    first = next(e for e in obs.ui if e.trigger == "train.open")
    obs = tap(s, obs, "train.open", train=first.params["train"])
    cls = next(e.params["cls"] for e in obs.ui if e.trigger == "train.book")
    obs = tap(s, obs, "train.book", cls=cls)
    obs = tap(s, obs, "book.passenger", pid=1)
    obs = tap(s, obs, "book.submit")
    assert obs.screen == "order"
    obs = tap(s, obs, "order.pay")
    assert (obs.app, obs.screen) == ("wallet", "checkout")
    return obs


def pay(s: Session, obs: Observation) -> Observation:
    """Pay on Wallet's checkout with the PIN: its "Payment successful" screen."""
    obs = tap(s, obs, "checkout.pay")
    for d in "123456":
        obs = tap(s, obs, "pin.key", d=d)
    return obs


def book_and_pay(s: Session, frm: int, to: int, day: str) -> Observation:
    obs = pay(s, to_checkout(s, frm, to, day))
    if any(e.trigger == "checkout.done" for e in obs.ui):
        obs = tap(s, obs, "checkout.done")
    return obs


def test_back_on_the_paid_checkout_returns_the_result_as_done_does() -> None:
    """A paid checkout's back key gives the caller its result (the order is paid, not lost); before
    paying, back cancels as before."""
    s = Session(seed=0)
    w = world.world("en")
    obs = pay(s, to_checkout(s, w.by_name["Denver"], w.by_name["Salt Lake City"], "2026-03-20"))
    assert obs.find(trigger="checkout.done") is not None
    obs = s.step(A.Back())
    assert (obs.app, obs.screen) == ("rail", "order")
    assert s.get_state()["apps"]["rail"]["orders"][0]["status"] == "paid"


def test_book_pay_refund_and_calendar() -> None:
    s = Session(seed=0)
    w = world.world("en")
    obs = book_and_pay(s, w.by_name["Denver"], w.by_name["Salt Lake City"], "2026-03-20")
    assert (obs.app, obs.screen) == ("rail", "order")
    o = s.get_state()["apps"]["rail"]["orders"][0]
    assert o["status"] == "paid" and o["bill_id"] and o["tickets"][0]["pid"] == 1
    bill = s.get_state()["apps"]["wallet"]["new_bills"][-1]
    assert bill["amount"] == o["price"] and bill["order_id"] == f"R{o['id']}"
    obs = tap(s, obs, "order.calendar")
    assert (obs.app, obs.screen) == ("calendar", "edit")
    obs = s.step(A.Back())
    obs = tap(s, obs, "order.refund")
    obs = tap(s, obs, "refund.confirm")
    o = s.get_state()["apps"]["rail"]["orders"][0]
    assert o["status"] == "refunded" and o["refund_fee"] == round(o["price"] * 0.05, 2)
    assert o["refund_amount"] == round(o["price"] - o["refund_fee"], 2)


def test_unpaid_order_expires_after_30_minutes() -> None:
    s = Session(seed=0)
    w = world.world("en")
    s.set_state({"apps": {"rail": {"search": {"frm": w.by_name["Denver"], "to": w.by_name["Salt Lake City"],
                                              "date": "2026-03-21", "high_speed": False}}}})
    obs = s.step(A.Awake(app="rail"))
    obs = tap(s, obs, "home.search")
    obs = tap(s, obs, "train.open", train=next(e for e in obs.ui if e.trigger == "train.open").params["train"])
    obs = tap(s, obs, "train.book", cls=next(e.params["cls"] for e in obs.ui if e.trigger == "train.book"))
    obs = tap(s, obs, "book.passenger", pid=2)
    obs = tap(s, obs, "book.submit")
    assert s.get_state()["apps"]["rail"]["orders"][0]["status"] == "unpaid"
    s.step(A.Wait(seconds=31 * 60))
    assert s.get_state()["apps"]["rail"]["orders"][0]["status"] == "cancelled"


def test_passenger_form_refuses_a_bad_id_on_a_chinese_phone() -> None:
    s = Session(seed=0, locale="zh-CN")
    s.step(A.Awake(app="rail"))
    obs = tap(s, s.observe(screenshot=False), "tab.me")
    obs = tap(s, obs, "me.passengers")
    obs = tap(s, obs, "passenger.add")
    fields = [e for e in obs.ui if e.role == "input"]
    s.step(A.Type(text="赵六", x=fields[0].center[0], y=fields[0].center[1]))
    obs = s.step(A.Type(text="110105199003074511", x=fields[1].center[0], y=fields[1].center[1]))
    n = len(s.get_state()["apps"]["rail"]["passengers"])
    obs = tap(s, obs, "passenger.save")
    assert len(s.get_state()["apps"]["rail"]["passengers"]) == n and obs.screen == "passenger_edit"
    obs = s.step(A.Type(text="310115198805121248", x=fields[1].center[0], y=fields[1].center[1], clear=True))
    obs = tap(s, obs, "passenger.save")
    assert s.get_state()["apps"]["rail"]["passengers"][-1]["id_no"] == "310115198805121248"


def test_idle_session_overlay_is_small() -> None:
    for loc in ("en", "zh-CN"):
        s = Session(seed=0, locale=loc)
        assert len(json.dumps(s.get_state()["apps"]["rail"])) < 2_000


def test_upcoming_orders_are_listed_by_departure_time() -> None:
    """Two trips on one day: the earlier train is listed first, whichever was booked first."""
    w = world.world("en")
    frm, to, day = w.by_name["Denver"], w.by_name["Salt Lake City"], "2026-03-20"
    early, late = world.legs("en", frm, to, day)[0], world.legs("en", frm, to, day)[-1]
    assert early.dep < late.dep
    ticket = {"pid": 1, "name": "Alex Morgan", "coach": 3, "seat": "05A"}
    orders = [{"id": n, "train": lg.train.id, "date": day, "frm": frm, "to": to, "cls": "second",
               "tickets": [ticket], "price": 50.0, "status": "paid"} for n, lg in ((1, late), (2, early))]
    s = Session(seed=0)
    s.set_state({"apps": {"rail": {"orders": orders}}})
    s.step(A.Awake(app="rail"))
    s.fire("tab.orders")
    listed = [e.params["order_id"] for e in s.observe(screenshot=False).ui if e.trigger == "order.open"]
    assert listed == [2, 1]


def test_completing_on_the_payment_success_screen_still_pays_the_order() -> None:
    """An agent that stops on Wallet's "Payment successful" screen (``complete`` without Done) leaves a
    paid order, as the payment reaches the merchant; before paying, ``complete`` settles nothing."""
    s = Session(seed=0)
    w = world.world("en")
    to_checkout(s, w.by_name["Denver"], w.by_name["Salt Lake City"], "2026-03-20")
    before = s.snapshot()
    s.step(A.Complete())  # on the unpaid checkout: nothing to settle
    assert s.get_state()["apps"]["rail"]["orders"][0]["status"] == "unpaid"
    s.restore(before)
    obs = pay(s, s.observe(screenshot=False))
    assert obs.find(trigger="checkout.done") is not None
    assert s.get_state()["apps"]["rail"]["orders"][0]["status"] == "unpaid"  # Wallet holds the result
    s.step(A.Complete())
    o = s.get_state()["apps"]["rail"]["orders"][0]
    assert o["status"] == "paid" and o["bill_id"] == s.get_state()["apps"]["wallet"]["new_bills"][-1]["id"]
