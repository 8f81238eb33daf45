"""Rail's rules as pure functions: ID validation, the refund fee, the sale window, order lookups."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from typing import Any

from mgym.apps.rail import world

MIN_MS = 60_000
HOUR_MS = 60 * MIN_MS
DAY_MS = 24 * HOUR_MS
_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
_CHECK = "10X98765432"
PASSPORT = re.compile(r"^[A-Z]{1,2}[0-9]{6,8}$")
#: the refund rule: (hours before departure at least, fee rate), first match wins
REFUND_RULE = ((192, 0.0), (48, 0.05), (24, 0.1), (0, 0.2))


def resident_id_ok(no: str) -> bool:
    """An 18-digit resident ID: 17 digits, a valid birth date, and the ISO 7064 check character."""
    if not re.fullmatch(r"\d{17}[\dX]", no):
        return False
    try:
        born = date(int(no[6:10]), int(no[10:12]), int(no[12:14]))
    except ValueError:
        return False
    if not date(1900, 1, 1) <= born <= date(2026, 3, 14):
        return False
    return _CHECK[sum(int(a) * w for a, w in zip(no[:17], _WEIGHTS, strict=True)) % 11] == no[17]


def resident_id_check(first17: str) -> str:
    """The check character that completes 17 digits (for samplers and tests)."""
    return _CHECK[sum(int(a) * w for a, w in zip(first17, _WEIGHTS, strict=True)) % 11]


def id_ok(region: str, no: str) -> bool:
    """zh-CN: a resident ID with its checksum; en: a passport number (1-2 letters, 6-8 digits)."""
    return resident_id_ok(no) if region == "zh-CN" else bool(PASSPORT.match(no))


def local(ms: int) -> datetime:
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=int(ms))


def today(now: int) -> date:
    return local(now).date()


def to_ms(day: str, minutes: int) -> int:
    d = date.fromisoformat(day)
    return ((d - date(1970, 1, 1)).days * 1440 + minutes) * MIN_MS


def sale_days(now: int) -> list[str]:
    """The bookable travel dates: today and the next 59 days."""
    t = today(now)
    return [(t + timedelta(days=i)).isoformat() for i in range(world.SALE_DAYS)]


def on_sale(now: int, day: Any) -> bool:
    return str(day) in sale_days(now)


def order(state: dict[str, Any], oid: Any) -> dict[str, Any] | None:
    return next((o for o in state["orders"] if o["id"] == oid), None)


def order_leg(region: str, o: dict[str, Any]) -> world.Leg | None:
    return world.leg(region, o["train"], o["date"], o["frm"], o["to"])


def departs_ms(region: str, o: dict[str, Any]) -> int:
    lg = order_leg(region, o)
    return to_ms(o["date"], lg.dep if lg else 0)


def refund_rate(hours: float) -> float:
    return next(rate for h, rate in REFUND_RULE if hours >= h)


def refund_quote(region: str, o: dict[str, Any], now: int) -> tuple[float, float]:
    """(fee, amount back) for refunding paid order ``o`` at ``now``: the fee is the rate of the hours
    left before departure times the price, to the half yuan / cent."""
    hours = (departs_ms(region, o) - now) / HOUR_MS
    fee = o["price"] * refund_rate(hours)
    fee = round(fee * 2) / 2 if region == "zh-CN" else round(fee, 2)
    return fee, round(o["price"] - fee, 2)


def upcoming(region: str, o: dict[str, Any], now: int) -> bool:
    return o["status"] in ("paid", "unpaid") and departs_ms(region, o) > now


def booked(state: dict[str, Any], tid: str, day: str, cls: str) -> int:
    """Tickets the user holds on (train, date, class): they are no longer for sale."""
    return sum(len(o["tickets"]) for o in state["orders"]
               if o["train"] == tid and o["date"] == day and o["cls"] == cls and o["status"] in ("paid", "unpaid"))


def left(state: dict[str, Any], tid: str, day: str, cls: str) -> int:
    base = world.seats_left(tid, day, cls)
    return base if base == world.PLENTY else max(0, base - booked(state, tid, day, cls))
