"""Shared samplers, judges and oracle helpers of the Rail tasks."""

from __future__ import annotations

from collections import Counter
from functools import cache
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, check
from mgym.apps.rail import model, world
from mgym.clock import DEFAULT_EPOCH_MS
from mgym.i18n import formats

APP = "rail"
ORDERS = "apps.rail.orders"
PASSENGERS = "apps.rail.passengers"
#: the Wallet payment behind a booking (paid from the balance)
WALLET_CHANGES = ["apps.wallet.new_bills[+1 dir=out]", "apps.wallet.balance"]
NOW = DEFAULT_EPOCH_MS
PIN = "123456"


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def zh(state: dict[str, Any]) -> bool:
    return region(state) == "zh-CN"


def name(state: dict[str, Any], sid: int) -> str:
    return world.station_name(region(state), sid)


@cache
def busy_pairs(reg: str) -> tuple[tuple[int, int], ...]:
    """Hub-to-hub station pairs that several trains (some of them high-speed) serve."""
    w = world.world(reg)
    every: Counter[tuple[int, int]] = Counter()
    fast: Counter[tuple[int, int]] = Counter()
    for t in w.trains.values():
        hubs = [s[0] for s in t.stops if w.stations[s[0]]["hub"] >= 0]
        for i, a in enumerate(hubs):
            for b in hubs[i + 1:]:
                every[(a, b)] += 1
                if world.high_speed(reg, t):
                    fast[(a, b)] += 1
    return tuple(sorted(p for p, n in every.items() if 5 <= n <= 30 and fast[p] >= 3))


def travel_days(lo: int = 1, hi: int = 20) -> list[str]:
    return model.sale_days(NOW)[lo:hi]


def sample_trip(rng: Random, state: dict[str, Any], ok: Any = None, lo: int = 1, hi: int = 20) -> dict[str, Any]:
    """A (from, to, date) with trains, the legs that day, passing ``ok(legs)`` when given."""
    reg = region(state)
    while True:
        frm, to = rng.choice(busy_pairs(reg))
        day = rng.choice(travel_days(lo, hi))
        legs = world.legs(reg, frm, to, day)
        if len(legs) >= 3 and (ok is None or ok(legs)):
            return {"frm": frm, "to": to, "date": day, "a": name(state, frm), "b": name(state, to), "legs": legs}


def day_label(day: str, locale: str) -> str:
    return formats.iso_date(day, locale, "month_day") or day


def localize_day(params: dict[str, Any], locale: str, key: str = "date", out: str = "day") -> dict[str, Any]:
    return {**params, out: day_label(params[key], locale)}


def passengers(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = state["apps"]["rail"]["passengers"]
    return rows


def orders(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = state["apps"]["rail"]["orders"]
    return rows


def new_orders(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {o["id"] for o in orders(init)}
    return [o for o in orders(final) if o["id"] not in old]


def seats_ok(state: dict[str, Any], lg: world.Leg, cls: str, n: int = 1) -> bool:
    return cls in lg.train.classes and model.left(state["apps"]["rail"], lg.train.id, lg.date, cls) >= n


def booking_checks(init: dict[str, Any], final: dict[str, Any], train: str, day: str, cls: str,
                   pids: list[int]) -> list[Check]:
    """One new paid order: the train, date, class and passengers asked for."""
    new = new_orders(init, final)
    o = new[0] if len(new) == 1 else {}
    return [check("one new order", 1, len(new)),
            check("its train", train, o.get("train")),
            check("its date", day, o.get("date")),
            check("its seat class", cls, o.get("cls")),
            check("its passengers", sorted(pids), sorted(t["pid"] for t in o.get("tickets", []))),
            check("paid", "paid", o.get("status"))]


def wallet_checks(price: float, init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
    w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
    old = {b["id"] for b in w0["new_bills"]}
    bills = [b for b in w1["new_bills"] if b["id"] not in old]
    bill = bills[0] if len(bills) == 1 else None
    return [check("one Wallet payment", 1, len(bills)),
            Check("its amount", bill is not None and abs(bill["amount"] - price) < 0.005, price,
                  bill and bill["amount"])]


def paid_order(oid: int, lg: world.Leg, cls: str, reg: str, pids: list[tuple[int, str]],
               created: int = NOW - 86_400_000) -> dict[str, Any]:
    """An order row for a setup patch: a paid ticket booked a day before the episode."""
    tickets = []
    for n, (pid, who) in enumerate(pids):
        coach, seat = world.seat_for(lg.train.id, lg.date, cls, n)
        tickets.append({"pid": pid, "name": who, "coach": coach, "seat": seat})
    price = world.fare(reg, lg, cls) * len(pids)
    return {"id": oid, "train": lg.train.id, "date": lg.date, "frm": lg.from_station, "to": lg.to_station,
            "cls": cls, "tickets": tickets, "price": round(price, 2), "status": "paid", "created": created,
            "due": round(price, 2), "bill_id": "", "refund_fee": 0.0, "refund_amount": 0.0, "change_of": None,
            "changed_to": None}


# ---- oracle -------------------------------------------------------------------------------------
def pick_station(obs: Any, which: str, sid: int, label: str) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="home.station", which=which)
    obs = yield from ui.type_into(obs, "Station name or initials", label)
    return (yield from ui.tap(obs, trigger="station.pick", sid=sid))


def search(obs: Any, p: dict[str, Any], hs: bool = False) -> ui.Steps:
    """From anywhere: Rail's home, the two stations, the date, high-speed only, Search."""
    obs = yield from ui.open_app(APP)
    if obs.find(trigger="tab.home"):
        obs = yield from ui.tap(obs, trigger="tab.home")
    obs = yield from pick_station(obs, "frm", p["frm"], p["a"])
    obs = yield from pick_station(obs, "to", p["to"], p["b"])
    obs = yield from ui.tap(obs, trigger="home.date")
    obs = yield from ui.tap(obs, trigger="date.pick", date=p["date"])
    on = any(e.trigger == "home.hs" and e.checked for e in obs.ui)
    if on != hs:
        obs = yield from ui.tap(obs, trigger="home.hs")
    return (yield from ui.tap(obs, trigger="home.search"))


def book_from_results(obs: Any, train: str, cls: str, pids: list[int]) -> ui.Steps:
    """Results → the train → Book the class → tick the passengers → Submit."""
    obs = yield from ui.tap(obs, trigger="train.open", train=train)
    obs = yield from ui.tap(obs, trigger="train.book", cls=cls)
    for pid in pids:
        obs = yield from ui.tap(obs, trigger="book.passenger", pid=pid)
    return (yield from ui.tap(obs, trigger="book.submit"))


def pay(obs: Any) -> ui.Steps:
    """On the order page: Pay, then Wallet's checkout with the payment password."""
    obs = yield from ui.tap(obs, trigger="order.pay")
    obs = yield from ui.tap(obs, trigger="checkout.pay")
    for d in PIN:
        obs = yield from ui.tap(obs, trigger="pin.key", d=d)
    if obs.find(trigger="checkout.done"):
        obs = yield from ui.tap(obs, trigger="checkout.done")
    return obs


def open_order(obs: Any, oid: int) -> ui.Steps:
    obs = yield from ui.open_app(APP)
    if obs.find(trigger="tab.orders"):
        obs = yield from ui.tap(obs, trigger="tab.orders")
    return (yield from ui.tap(obs, trigger="order.open", order_id=oid))
