"""Rail views: contexts for each screen. World data by ``ctx.region``; the overlay for passengers and
orders. Times are minutes after the travel day's midnight; templates format them."""

from __future__ import annotations

from datetime import date
from typing import Any

from mgym.app import View
from mgym.apps.rail import effects as fx
from mgym.apps.rail import model, world
from mgym.apps.rail.state import HOLD_MS
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

WINDOW_LABELS = {"0-6": "00:00–06:00", "6-12": "06:00–12:00", "12-18": "12:00–18:00", "18-24": "18:00–24:00"}
SORT_LABELS = {"dep": N_("Departure"), "dur": N_("Duration"), "price": N_("Price")}
STATUS_LABELS = {"unpaid": N_("Awaiting payment"), "paid": N_("Paid"), "refunded": N_("Refunded"),
                 "cancelled": N_("Cancelled"), "changed": N_("Changed")}
SEAT_SIDES = {"A": N_("Window"), "B": N_("Middle"), "C": N_("Aisle"), "D": N_("Aisle"), "F": N_("Window")}
TYPES = {"zh-CN": ("G", "D", "Z", "T", "K"), "en": ("E", "R", "N")}


def hhmm(m: int) -> str:
    return f"{m // 60 % 24:02d}:{m % 60:02d}"


def dur(m: int) -> dict[str, int]:
    return {"h": m // 60, "m": m % 60}


def _ms(day: str) -> int:
    return model.to_ms(day, 12 * 60)


def _name(ctx: AppContext, sid: Any) -> str:
    return world.station_name(ctx.region, sid)


def _base(ctx: AppContext, **kw: Any) -> dict[str, Any]:
    return {"currency": world.currency(ctx.region), **kw}


# ---- home and pickers ---------------------------------------------------------------------------
def home(ctx: AppContext) -> View:
    s = ctx.state["search"]
    day = s["date"] if model.on_sale(ctx.now, s["date"]) else model.sale_days(ctx.now)[0]
    recent = [{"frm": a, "to": b, "a": _name(ctx, a), "b": _name(ctx, b)} for a, b in ctx.state["recent"]
              if world.station(ctx.region, a) and world.station(ctx.region, b)]
    up = [o for o in ctx.state["orders"] if o["status"] == "paid" and model.upcoming(ctx.region, o, ctx.now)]
    nxt = _order_card(ctx, min(up, key=lambda o: model.departs_ms(ctx.region, o))) if up else None
    return View("apps/rail/home.html", _base(ctx, frm=_name(ctx, s["frm"]), to=_name(ctx, s["to"]),
                                             date_ms=_ms(day), today=day == model.sale_days(ctx.now)[0],
                                             hs=s["high_speed"], can_search=fx.can_search(ctx), recent=recent,
                                             next=nxt))


def stations(ctx: AppContext) -> View:
    q = ctx.field("q")
    which = ctx.param("which")
    rows = [{"id": s["id"], "name": s["name"], "latin": s["latin"], "hub": s["hub"] >= 0}
            for s in world.search_stations(ctx.region, q)] if q.strip() else []
    recent = [{"id": i, "name": _name(ctx, i)} for i in ctx.state["recent_stations"] if world.station(ctx.region, i)]
    hot = [{"id": s["id"], "name": s["name"]} for s in world.popular(ctx.region)]
    ex = next((s["initials"] for s in world.popular(ctx.region) if len(s["initials"]) >= 3), "")
    return View("apps/rail/stations.html", {"which": which, "q": q, "rows": rows, "recent": recent, "hot": hot,
                                            "example": ex})


def dates(ctx: AppContext) -> View:
    """The next 60 days as month grids (Sunday first); days before today are blank cells."""
    cur = ctx.state["search"]["date"]
    months: list[dict[str, Any]] = []
    for i, d in enumerate(model.sale_days(ctx.now)):
        dd = date.fromisoformat(d)
        if not months or months[-1]["key"] != d[:7]:
            months.append({"key": d[:7], "title": formats.fmt(_ms(d), "month", ctx.locale), "blank": (dd.replace(day=1).weekday() + 1) % 7 + dd.day - 1,
                           "cells": []})
        months[-1]["cells"].append({"date": d, "day": dd.day, "on": d == cur, "today": i == 0,
                                    "weekend": dd.weekday() >= 5})
    return View("apps/rail/dates.html", {"months": months})


# ---- results ------------------------------------------------------------------------------------
def _classes(ctx: AppContext, lg: world.Leg) -> list[dict[str, Any]]:
    return [{"id": c, "label": world.CLASS_LABELS[c], "price": world.fare(ctx.region, lg, c),
             "left": model.left(ctx.state, lg.train.id, lg.date, c)} for c in lg.train.classes]


def _row(ctx: AppContext, lg: world.Leg) -> dict[str, Any]:
    classes = _classes(ctx, lg)
    return {"train": lg.train.id, "date": lg.date, "frm": lg.from_station, "to": lg.to_station, "type": lg.train.type, "type_label": world.TYPE_LABELS[lg.train.type],
            "dep": hhmm(lg.dep), "arr": hhmm(lg.arr), "plus": (lg.arr // 1440), "dur": dur(lg.duration),
            "duration": lg.duration, "a": _name(ctx, lg.from_station), "b": _name(ctx, lg.to_station),
            "origin": lg.frm == 0, "terminal": lg.to == len(lg.train.stops) - 1, "classes": classes,
            "from_price": min(c["price"] for c in classes), "sold_out": all(c["left"] == 0 for c in classes)}


def trains(ctx: AppContext, p: dict[str, Any]) -> list[dict[str, Any]]:
    """The results rows of a results screen's params, filtered and sorted."""
    found = world.legs(ctx.region, p.get("frm"), p.get("to"), str(p.get("date"))) \
        if isinstance(p.get("frm"), int) and isinstance(p.get("to"), int) else []
    types = p.get("types") or []
    out = []
    for lg in found:
        if p.get("hs") and not world.high_speed(ctx.region, lg.train):
            continue
        if types and lg.train.type not in types:
            continue
        w = str(p.get("window") or "")
        if w and not int(w.split("-")[0]) * 60 <= lg.dep < int(w.split("-")[1]) * 60:
            continue
        if p.get("cls") and model.left(ctx.state, lg.train.id, lg.date, str(p["cls"])) == 0:
            continue
        out.append(_row(ctx, lg))
    key = {"dur": lambda r: (r["duration"], r["dep"]), "price": lambda r: (r["from_price"], r["dep"])}.get(
        str(p.get("sort")), lambda r: (r["dep"], r["train"]))
    return sorted(out, key=key)


def results(ctx: AppContext) -> View:
    p = ctx.screen_params
    rows = trains(ctx, p)
    n_filters = len(p.get("types") or []) + bool(p.get("window")) + bool(p.get("cls")) + bool(p.get("hs"))
    days = model.sale_days(ctx.now)
    return View("apps/rail/results.html", _base(
        ctx, a=_name(ctx, p.get("frm")), b=_name(ctx, p.get("to")), date_ms=_ms(str(p.get("date"))), rows=rows,
        sort=p.get("sort") or "dep", sorts=SORT_LABELS, n_filters=n_filters, change=p.get("change"),
        can_prev=p.get("date") != days[0], can_next=p.get("date") != days[-1]))


def filter(ctx: AppContext) -> View:
    e = ctx.entry_below("results")
    p = e["params"] if e else {}
    types = [{"code": t, "label": world.TYPE_LABELS[t], "on": t in (p.get("types") or [])}
             for t in TYPES.get(ctx.region, TYPES["en"])]
    windows = [{"w": w, "label": label, "on": p.get("window") == w} for w, label in WINDOW_LABELS.items()]
    classes = sorted({c for t in world.world(ctx.region).trains.values() for c in t.classes},
                     key=list(world.CLASS_LABELS).index)
    cls = [{"c": c, "label": world.CLASS_LABELS[c], "on": p.get("cls") == c} for c in classes]
    n = len(trains(ctx, p)) if p else 0
    return View("apps/rail/filter.html", {"types": types, "windows": windows, "classes": cls, "hs": bool(p.get("hs")),
                                          "n": n})


# ---- a train ------------------------------------------------------------------------------------
def train(ctx: AppContext) -> View:
    p = ctx.screen_params
    lg = world.leg(ctx.region, p.get("train"), p.get("date"), p.get("frm"), p.get("to"))
    if lg is None:
        return View("apps/rail/train.html", {"row": None})
    base = lg.train.stops[lg.frm][2] - lg.dep  # origin-day minutes of the travel day's midnight
    stops = [{"name": _name(ctx, s[0]), "arr": hhmm(s[1] - base) if i else "", "dep": hhmm(s[2] - base)
              if i < len(lg.train.stops) - 1 else "", "stay": s[2] - s[1] if 0 < i < len(lg.train.stops) - 1 else 0,
              "on": lg.frm <= i <= lg.to, "end": i in (lg.frm, lg.to), "no": i + 1}
             for i, s in enumerate(lg.train.stops)]
    old = model.order(ctx.state, p.get("change"))
    return View("apps/rail/train.html", _base(ctx, row=_row(ctx, lg), stops=stops, date_ms=_ms(lg.date),
                                              change=old["id"] if old else None, n_stops=lg.to - lg.frm,
                                              km=lg.km, days=lg.train.days))


def book(ctx: AppContext) -> View:
    p = ctx.screen_params
    lg = world.leg(ctx.region, p.get("train"), p.get("date"), p.get("frm"), p.get("to"))
    if lg is None:
        return View("apps/rail/book.html", {"row": None})
    cls = str(p.get("cls"))
    sel = p.get("sel") or []
    people = [{"id": q["id"], "name": q["name"], "id_no": _mask(q["id_no"]), "on": q["id"] in sel, "me": q["me"]}
              for q in ctx.state["passengers"]]
    price = world.fare(ctx.region, lg, cls)
    seats = [{"s": s, "side": SEAT_SIDES[s], "on": p.get("seat") == s} for s in world.SEATS.get(cls, ())]
    return View("apps/rail/book.html", _base(ctx, row=_row(ctx, lg), date_ms=_ms(lg.date), cls=cls,
                                             cls_label=world.CLASS_LABELS.get(cls, ""), people=people, seats=seats,
                                             price=price, total=round(price * len(sel), 2), n=len(sel),
                                             can_submit=fx.can_submit(ctx)))


def _mask(no: str) -> str:
    return no[:4] + "*" * max(0, len(no) - 7) + no[-3:] if len(no) > 7 else no


def passenger_edit(ctx: AppContext) -> View:
    pid = ctx.param("pid")
    p = next((q for q in ctx.state["passengers"] if q["id"] == pid), None)
    no = ctx.field("id_no").strip().upper()
    return View("apps/rail/passenger_edit.html", {
        "new": p is None, "me": bool(p and p["me"]), "zh": ctx.region == "zh-CN",
        "id_bad": bool(no) and not model.id_ok(ctx.region, no), "ok": fx.passenger_ok(ctx)})


# ---- orders -------------------------------------------------------------------------------------
def _order_card(ctx: AppContext, o: dict[str, Any]) -> dict[str, Any]:
    lg = model.order_leg(ctx.region, o)
    return {"id": o["id"], "train": o["train"], "a": _name(ctx, o["frm"]), "b": _name(ctx, o["to"]),
            "date_ms": _ms(o["date"]), "dep": hhmm(lg.dep) if lg else "", "arr": hhmm(lg.arr) if lg else "",
            "plus": lg.arr // 1440 if lg else 0, "dur": dur(lg.duration) if lg else dur(0),
            "status": o["status"], "status_label": STATUS_LABELS[o["status"]], "cls_label": world.CLASS_LABELS[o["cls"]],
            "names": ", ".join(t["name"] for t in o["tickets"]), "price": o["price"]}


def order(ctx: AppContext) -> View:
    o = fx.this_order(ctx)
    if o is None:
        return View("apps/rail/order.html", {"o": None})
    lg = model.order_leg(ctx.region, o)
    left_ms = o["created"] + HOLD_MS - ctx.now
    gate = world.gate(o["train"], o["frm"])
    upcoming = model.upcoming(ctx.region, o, ctx.now)
    old = model.order(ctx.state, o["change_of"])
    return View("apps/rail/order.html", _base(
        ctx, o={**_order_card(ctx, o), "tickets": o["tickets"], "due": o["due"], "refund_fee": o["refund_fee"],
                "refund_amount": o["refund_amount"], "gate": gate, "km": lg.km if lg else 0,
                "changed_to": o["changed_to"], "change_of": old["train"] if old else ""},
        mins=max(0, left_ms // 60000), secs=max(0, left_ms // 1000 % 60), upcoming=upcoming,
        can_change=upcoming and o["status"] == "paid" and o["change_of"] is None))


def refund_confirm(ctx: AppContext) -> View:
    o = fx.this_order(ctx)
    if o is None:
        return View("apps/rail/refund_confirm.html", {"o": None})
    fee, back = model.refund_quote(ctx.region, o, ctx.now)
    hours = (model.departs_ms(ctx.region, o) - ctx.now) / model.HOUR_MS
    return View("apps/rail/refund_confirm.html", _base(ctx, o=o, fee=fee, back=back,
                                                       rate=round(model.refund_rate(hours) * 100)))


def cancel_confirm(ctx: AppContext) -> View:
    return View("apps/rail/cancel_confirm.html", {})


def change_confirm(ctx: AppContext) -> View:
    p = ctx.screen_params
    old = model.order(ctx.state, p.get("change"))
    lg = world.leg(ctx.region, p.get("train"), p.get("date"), p.get("frm"), p.get("to"))
    if old is None or lg is None:
        return View("apps/rail/change_confirm.html", {"old": None})
    new = round(world.fare(ctx.region, lg, str(p.get("cls"))) * len(old["tickets"]), 2)
    return View("apps/rail/change_confirm.html", _base(
        ctx, old=_order_card(ctx, old), row=_row(ctx, lg), date_ms=_ms(lg.date),
        cls_label=world.CLASS_LABELS.get(str(p.get("cls")), ""), new=new, diff=round(new - old["price"], 2)))


def orders(ctx: AppContext) -> View:
    tab = ctx.param("tab") or "upcoming"
    rows = []
    # by departure time (the day, then the train's time), soonest first for upcoming, latest first otherwise
    for o in sorted(ctx.state["orders"], key=lambda o: (model.departs_ms(ctx.region, o), o["id"]),
                    reverse=tab != "upcoming"):
        up = model.upcoming(ctx.region, o, ctx.now)
        kind = "cancelled" if o["status"] in ("cancelled", "refunded") else "upcoming" if up else "past"
        if kind == tab:
            rows.append(_order_card(ctx, o))
    return View("apps/rail/orders.html", _base(ctx, tab=tab, rows=rows))


def me(ctx: AppContext) -> View:
    st = ctx.state
    n_up = sum(model.upcoming(ctx.region, o, ctx.now) for o in st["orders"])
    return View("apps/rail/me.html", {"account": st["account"], "n_passengers": len(st["passengers"]),
                                      "n_upcoming": n_up, "rules": model.REFUND_RULE})


def passengers(ctx: AppContext) -> View:
    rows = [{"id": q["id"], "name": q["name"], "id_no": _mask(q["id_no"]), "me": q["me"]}
            for q in ctx.state["passengers"]]
    return View("apps/rail/passengers.html", {"rows": rows, "zh": ctx.region == "zh-CN"})


VIEWS = {"home": home, "stations": stations, "dates": dates, "results": results, "filter": filter, "train": train,
         "book": book, "passenger_edit": passenger_edit, "order": order, "cancel_confirm": cancel_confirm,
         "refund_confirm": refund_confirm, "change_confirm": change_confirm, "orders": orders, "me": me,
         "passengers": passengers}
