"""An order's delivery, computed (never stored) from when it was paid, its items' delivery days and
the clock: placed → shipped → in transit → out for delivery → delivered. Judges use the same code."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any

from mgym.apps.shop import world
from mgym.i18n import N_

DAY = world.DAY_MS
HOUR = world.HOUR_MS
STATUS_LABELS = {"placed": N_("Order placed"), "shipped": N_("Shipped"), "delivered": N_("Delivered"),
                 "returned": N_("Returned")}


@dataclass(frozen=True, slots=True)
class Step:
    key: str  # "placed" | "shipped" | "transit" | "out" | "delivered"
    label: str  # msgid
    time: int
    done: bool
    where: str = ""


def day_of(ms: int) -> date:
    return (datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=int(ms))).date()


def days(region: str, order: dict[str, Any]) -> int:
    w = world.world(region)
    return max((p.days for ln in order["lines"] if (p := w.product(ln["product"])) is not None), default=5)


def delivered_at(region: str, order: dict[str, Any]) -> int:
    """14:00 on the delivery day: the paid day plus the slowest item's delivery days."""
    d = day_of(order["time"]) + timedelta(days=days(region, order))
    return int(datetime(d.year, d.month, d.day, 14, tzinfo=UTC).timestamp() * 1000)


def delivery_date(region: str, order: dict[str, Any]) -> str:
    """The estimated delivery day, ISO."""
    return day_of(delivered_at(region, order)).isoformat()


def return_until(region: str, order: dict[str, Any]) -> date | None:
    """The last day the order can be sent back: the delivery day plus the shortest returns period of its
    items; None when a seller takes no returns. Before delivery the window is open."""
    w = world.world(region)
    periods = [p.returns if (p := w.product(ln["product"])) is not None else 0 for ln in order["lines"]]
    if not periods or min(periods) <= 0:
        return None
    return day_of(delivered_at(region, order)) + timedelta(days=min(periods))


def returnable(region: str, order: dict[str, Any], now: int) -> bool:
    """Not returned yet, and inside its returns window (see :func:`return_until`)."""
    until = return_until(region, order)
    return order.get("status") != "returned" and until is not None and day_of(now) <= until


def steps(region: str, order: dict[str, Any], now: int) -> list[Step]:
    w = world.world(region)
    first = w.product(order["lines"][0]["product"]) if order["lines"] else None
    city = "" if first is None else f"{first.country}{first.city}" if region == "zh-CN" else f"{first.city}, {first.country}"
    t0, end = int(order["time"]), delivered_at(region, order)
    shipped = min(t0 + 20 * HOUR, end - 2 * HOUR)
    transit = (shipped + end) // 2
    out = end - 6 * HOUR
    plan = [("placed", N_("Order placed"), t0, ""), ("shipped", N_("Shipped"), shipped, city),
            ("transit", N_("In transit"), transit, ""), ("out", N_("Out for delivery"), out, ""),
            ("delivered", N_("Delivered"), end, "")]
    return [Step(k, label, t, now >= t, where) for k, label, t, where in plan]


def status(region: str, order: dict[str, Any], now: int) -> str:
    """"placed", "shipped", "delivered" or "returned"."""
    if order.get("status") == "returned":
        return "returned"
    end = delivered_at(region, order)
    if now >= end:
        return "delivered"
    return "shipped" if now >= min(int(order["time"]) + 20 * HOUR, end - 2 * HOUR) else "placed"
