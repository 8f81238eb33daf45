"""Rail guards and effects: the search form, filters, booking, paying through Wallet, refund,
change, calendar and share hand-offs, passengers. World data comes by ``ctx.region``."""

from __future__ import annotations

from typing import Any

from mgym.apps.rail import model, world
from mgym.apps.rail.state import HOLD_MS
from mgym.i18n import formats
from mgym.os.context import AppContext
from mgym.os.intents import PAY, Intent

INSERT = "android.intent.action.INSERT"
EVENT_TYPE = "vnd.android.cursor.item/event"
WINDOWS = ("0-6", "6-12", "12-18", "18-24")
SORTS = ("dep", "dur", "price")
PAYEE = {"zh-CN": "铁路出行", "en": "Rail Tickets"}


def _st(ctx: AppContext) -> dict[str, Any]:
    return ctx.state


# ---- home ---------------------------------------------------------------------------------------
def sweep(ctx: AppContext) -> None:
    """Cancel unpaid orders held past their 30 minutes (the alarm does it too; a patch may skip it)."""
    for o in ctx.state["orders"]:
        if o["status"] == "unpaid" and ctx.now >= o["created"] + HOLD_MS:
            o["status"] = "cancelled"


def expire(ctx: AppContext, order_id: int = 0, **_: Any) -> None:
    o = model.order(ctx.state, order_id)
    if o is not None and o["status"] == "unpaid":
        o["status"] = "cancelled"


def swap(ctx: AppContext) -> None:
    s = ctx.state["search"]
    s["frm"], s["to"] = s["to"], s["frm"]


def toggle_hs(ctx: AppContext) -> None:
    s = ctx.state["search"]
    s["high_speed"] = not s["high_speed"]


def can_search(ctx: AppContext) -> bool:
    s = ctx.state["search"]
    return (world.station(ctx.region, s["frm"]) is not None and world.station(ctx.region, s["to"]) is not None
            and s["frm"] != s["to"])


def search(ctx: AppContext) -> dict[str, Any]:
    s = ctx.state["search"]
    if not model.on_sale(ctx.now, s["date"]):
        s["date"] = model.sale_days(ctx.now)[0]
    pair = [s["frm"], s["to"]]
    rec = ctx.state["recent"]
    if pair in rec:
        rec.remove(pair)
    rec.insert(0, pair)
    del rec[6:]
    return {"frm": s["frm"], "to": s["to"], "date": s["date"], "hs": s["high_speed"], "types": [], "window": "",
            "cls": "", "sort": "dep"}


def recent_ok(ctx: AppContext) -> bool:
    return world.station(ctx.region, ctx.params.get("frm")) is not None and \
        world.station(ctx.region, ctx.params.get("to")) is not None


def use_recent(ctx: AppContext) -> None:
    s = ctx.state["search"]
    s["frm"], s["to"] = ctx.params["frm"], ctx.params["to"]


def clear_recent(ctx: AppContext) -> None:
    ctx.state["recent"].clear()


# ---- station and date pickers -------------------------------------------------------------------
def station_ok(ctx: AppContext) -> bool:
    return world.station(ctx.region, ctx.params.get("sid")) is not None and ctx.param("which") in ("frm", "to")


def pick_station(ctx: AppContext) -> None:
    sid = ctx.params["sid"]
    ctx.state["search"][str(ctx.param("which"))] = sid
    rec = ctx.state["recent_stations"]
    if sid in rec:
        rec.remove(sid)
    rec.insert(0, sid)
    del rec[8:]


def clear_query(ctx: AppContext) -> None:
    ctx.set_field("q", "")


def date_ok(ctx: AppContext) -> bool:
    return model.on_sale(ctx.now, ctx.params.get("date"))


def pick_date(ctx: AppContext) -> None:
    ctx.state["search"]["date"] = ctx.params["date"]


# ---- results ------------------------------------------------------------------------------------
def _shift(ctx: AppContext, days: int) -> str | None:
    dates = model.sale_days(ctx.now)
    cur = str(ctx.param("date"))
    i = dates.index(cur) + days if cur in dates else -1
    return dates[i] if 0 <= i < len(dates) else None


def can_prev(ctx: AppContext) -> bool:
    return _shift(ctx, -1) is not None


def can_next(ctx: AppContext) -> bool:
    return _shift(ctx, 1) is not None


def prev_day(ctx: AppContext) -> None:
    ctx.set_param("date", _shift(ctx, -1))


def next_day(ctx: AppContext) -> None:
    ctx.set_param("date", _shift(ctx, 1))


def sort(ctx: AppContext) -> None:
    if ctx.params.get("by") in SORTS:
        ctx.set_param("sort", ctx.params["by"])


def _results(ctx: AppContext) -> dict[str, Any] | None:
    return ctx.entry_below("results")


def filter_type(ctx: AppContext) -> None:
    e = _results(ctx)
    code = str(ctx.params.get("code", ""))
    if e is not None and code in world.TYPE_LABELS:
        types = list(e["params"].get("types") or [])
        e["params"]["types"] = [t for t in types if t != code] if code in types else sorted([*types, code])


def filter_window(ctx: AppContext) -> None:
    e = _results(ctx)
    w = str(ctx.params.get("w", ""))
    if e is not None and w in ("", *WINDOWS):
        e["params"]["window"] = "" if e["params"].get("window") == w else w


def filter_cls(ctx: AppContext) -> None:
    e = _results(ctx)
    c = str(ctx.params.get("c", ""))
    if e is not None and c in ("", *world.CLASS_LABELS):
        e["params"]["cls"] = "" if e["params"].get("cls") == c else c


def filter_hs(ctx: AppContext) -> None:
    e = _results(ctx)
    if e is not None:
        e["params"]["hs"] = not e["params"].get("hs")


def filter_reset(ctx: AppContext) -> None:
    e = _results(ctx)
    if e is not None:
        e["params"].update(types=[], window="", cls="", hs=False)


def train_ok(ctx: AppContext) -> bool:
    return world.leg(ctx.region, ctx.param("train"), ctx.param("date"), ctx.param("frm"), ctx.param("to")) is not None


# ---- booking ------------------------------------------------------------------------------------
def _leg(ctx: AppContext) -> world.Leg | None:
    return world.leg(ctx.region, ctx.param("train"), ctx.param("date"), ctx.param("frm"), ctx.param("to"))


def can_book(ctx: AppContext) -> bool:
    lg = _leg(ctx)
    cls = str(ctx.param("cls"))
    return lg is not None and cls in lg.train.classes and not ctx.param("change") and \
        model.on_sale(ctx.now, lg.date) and model.left(ctx.state, lg.train.id, lg.date, cls) > 0


def _leg_params(ctx: AppContext) -> dict[str, Any]:
    return {k: ctx.param(k) for k in ("train", "date", "frm", "to", "cls", "change")}


def open_book(ctx: AppContext) -> dict[str, Any]:
    return {**_leg_params(ctx), "sel": [], "seat": ""}


def open_change_confirm(ctx: AppContext) -> dict[str, Any]:
    return _leg_params(ctx)


def toggle_passenger(ctx: AppContext) -> None:
    pid = ctx.params.get("pid")
    sel = list(ctx.param("sel") or [])
    if any(p["id"] == pid for p in ctx.state["passengers"]):
        ctx.set_param("sel", [x for x in sel if x != pid] if pid in sel else [*sel, pid][:5])


def class_ok(ctx: AppContext) -> bool:
    lg = _leg(ctx)
    c = ctx.params.get("cls")
    return lg is not None and c in lg.train.classes and model.left(ctx.state, lg.train.id, lg.date, str(c)) > 0


def pick_class(ctx: AppContext) -> None:
    ctx.set_param("cls", ctx.params["cls"])
    ctx.set_param("seat", "")


def pick_seat(ctx: AppContext) -> None:
    s = str(ctx.params.get("s", ""))
    if s in world.SEATS.get(str(ctx.param("cls")), ()):
        ctx.set_param("seat", "" if ctx.param("seat") == s else s)


def can_submit(ctx: AppContext) -> bool:
    lg = _leg(ctx)
    sel = ctx.param("sel") or []
    cls = str(ctx.param("cls"))
    return lg is not None and bool(sel) and cls in lg.train.classes and \
        model.left(ctx.state, lg.train.id, lg.date, cls) >= len(sel)


def _tickets(ctx: AppContext, tid: str, day: str, cls: str, pids: list[int], seat: str) -> list[dict[str, Any]]:
    people = {p["id"]: p for p in ctx.state["passengers"]}
    out = []
    for n, pid in enumerate(pids):
        coach, no = world.seat_for(tid, day, cls, n + model.booked(ctx.state, tid, day, cls), seat)
        out.append({"pid": pid, "name": people[pid]["name"], "coach": coach, "seat": no})
    return out


def _new_order(ctx: AppContext, lg: world.Leg, cls: str, pids: list[int], seat: str) -> dict[str, Any]:
    st = ctx.state
    oid = st["next_id"]
    st["next_id"] += 1
    price = world.fare(ctx.region, lg, cls) * len(pids)
    o = {"id": oid, "train": lg.train.id, "date": lg.date, "frm": lg.from_station, "to": lg.to_station, "cls": cls,
         "tickets": _tickets(ctx, lg.train.id, lg.date, cls, pids, seat), "price": round(price, 2),
         "status": "unpaid", "created": ctx.now, "due": round(price, 2), "bill_id": "", "refund_fee": 0.0,
         "refund_amount": 0.0, "change_of": None, "changed_to": None}
    st["orders"].append(o)
    ctx.schedule(ctx.now + HOLD_MS, "expire", order_id=oid)
    return o


def submit(ctx: AppContext) -> dict[str, Any]:
    lg = _leg(ctx)
    assert lg is not None
    o = _new_order(ctx, lg, str(ctx.param("cls")), list(ctx.param("sel")), str(ctx.param("seat") or ""))
    return {"order_id": o["id"]}


# ---- an order -----------------------------------------------------------------------------------
def this_order(ctx: AppContext) -> dict[str, Any] | None:
    """The order of the order page (or of a dialog over it); a payment result's own ``order_id``
    never replaces it."""
    oid = ctx.screen_params.get("order_id")
    if oid is None:
        below = ctx.entry_below("order")
        oid = below["params"].get("order_id") if below else None
    return model.order(ctx.state, oid)


def order_exists(ctx: AppContext) -> bool:
    return model.order(ctx.state, ctx.params.get("order_id")) is not None


def _paid_result(ctx: AppContext) -> bool:
    return ctx.params.get("status") == "paid" and "amount" in ctx.params


def can_pay(ctx: AppContext) -> bool:
    o = this_order(ctx)
    return o is not None and o["status"] == "unpaid" and ctx.now < o["created"] + HOLD_MS


def _settle(ctx: AppContext, o: dict[str, Any], bill: str) -> None:
    o["status"], o["bill_id"] = "paid", bill
    old = model.order(ctx.state, o["change_of"])
    if old is not None:
        old["status"], old["changed_to"] = "changed", o["id"]
        old["refund_amount"] = round(max(0.0, old["price"] - o["price"]), 2)


def pay(ctx: AppContext) -> None:
    """Pay opens Wallet's checkout for what is due; its result (paid) settles the order."""
    o = this_order(ctx)
    if o is None:
        return
    if _paid_result(ctx):
        if str(ctx.params.get("order_id")) == f"R{o['id']}" and abs(float(ctx.params["amount"]) - o["due"]) < 0.005:
            _settle(ctx, o, str(ctx.params.get("bill_id", "")))
            ctx.toast("Payment successful. Your tickets are booked")
        return
    lg = model.order_leg(ctx.region, o)
    memo = f"{o['train']} {world.station_name(ctx.region, o['frm'])} → {world.station_name(ctx.region, o['to'])}"
    ctx.start(Intent(action=PAY, extras={"amount": float(o["due"]), "payee": PAYEE.get(ctx.region, PAYEE["en"]),
                                         "payee_id": "rail", "memo": memo if lg else o["train"], "kind": "order",
                                         "order_id": f"R{o['id']}", "category": "Travel"}), result="order.pay")


def cancel(ctx: AppContext) -> None:
    o = this_order(ctx)
    if o is not None and o["status"] == "unpaid":
        o["status"] = "cancelled"
        ctx.toast("Order cancelled")


def can_refund(ctx: AppContext) -> bool:
    o = this_order(ctx)
    return o is not None and o["status"] == "paid" and model.departs_ms(ctx.region, o) > ctx.now


def refund(ctx: AppContext) -> None:
    o = this_order(ctx)
    if o is None or not can_refund(ctx):
        return
    o["refund_fee"], o["refund_amount"] = model.refund_quote(ctx.region, o, ctx.now)
    o["status"] = "refunded"
    ctx.toast("Refund requested. The money goes back to your payment method")


def can_change(ctx: AppContext) -> bool:
    o = this_order(ctx)
    return can_refund(ctx) and o is not None and o["change_of"] is None


def open_change(ctx: AppContext) -> dict[str, Any]:
    o = this_order(ctx)
    assert o is not None
    return {"frm": o["frm"], "to": o["to"], "date": o["date"], "hs": False, "types": [], "window": "", "cls": "",
            "sort": "dep", "change": o["id"]}


def change_ok(ctx: AppContext) -> bool:
    old = model.order(ctx.state, ctx.param("change"))
    lg = _leg(ctx)
    cls = str(ctx.param("cls"))
    return (old is not None and old["status"] == "paid" and old["change_of"] is None and lg is not None
            and cls in lg.train.classes and (lg.train.id, lg.date) != (old["train"], old["date"])
            and model.on_sale(ctx.now, lg.date) and model.left(ctx.state, lg.train.id, lg.date, cls) >= len(old["tickets"]))


def confirm_change(ctx: AppContext) -> dict[str, Any]:
    """The new order holds the same passengers; what is due is the fare difference (if any)."""
    old = model.order(ctx.state, ctx.param("change"))
    lg = _leg(ctx)
    assert old is not None and lg is not None
    o = _new_order(ctx, lg, str(ctx.param("cls")), [t["pid"] for t in old["tickets"]], "")
    o["change_of"] = old["id"]
    o["due"] = round(max(0.0, o["price"] - old["price"]), 2)
    if o["due"] == 0:
        _settle(ctx, o, "")
        ctx.toast("Ticket changed")
    entries, idx = ctx.stack_position()  # the order page below now shows the new order
    for e in reversed(entries[:idx]):
        if e["app"] == ctx.app.id and e["screen"] == "order":
            e["params"]["order_id"] = o["id"]
            break
    return {}


def _event(ctx: AppContext, o: dict[str, Any]) -> dict[str, Any]:
    lg = model.order_leg(ctx.region, o)
    a, b = world.station_name(ctx.region, o["frm"]), world.station_name(ctx.region, o["to"])
    seats = ", ".join(ctx.gettext("Coach {coach} seat {seat}", coach=t["coach"], seat=t["seat"]) for t in o["tickets"])
    dep, arr = (lg.dep, lg.arr) if lg else (0, 0)
    return {"title": ctx.gettext("Train {train} {a} → {b}", train=o["train"], a=a, b=b),
            "begin": model.to_ms(o["date"], dep), "end": model.to_ms(o["date"], arr),
            "location": ctx.gettext("{station} station", station=a), "notes": seats}


def is_paid(ctx: AppContext) -> bool:
    o = this_order(ctx)
    return o is not None and o["status"] == "paid"


def add_to_calendar(ctx: AppContext) -> None:
    o = this_order(ctx)
    if o is not None:
        ctx.start(Intent(action=INSERT, type=EVENT_TYPE, extras=_event(ctx, o)))


def share_trip(ctx: AppContext) -> None:
    o = this_order(ctx)
    if o is None:
        return
    lg = model.order_leg(ctx.region, o)
    if lg is None:
        return
    ev = _event(ctx, o)
    text = ctx.gettext("My trip: train {train} on {date}, {a} {dep} → {b} {arr}. {seats}", train=o["train"],
                       date=formats.fmt(model.to_ms(o["date"], 720), "date", ctx.locale), a=world.station_name(ctx.region, o["frm"]), dep=_hhmm(lg.dep),
                       b=world.station_name(ctx.region, o["to"]), arr=_hhmm(lg.arr), seats=ev["notes"])
    ctx.share(text=text, subject=ev["title"])


def _hhmm(m: int) -> str:
    return f"{m // 60 % 24:02d}:{m % 60:02d}"


# ---- passengers ---------------------------------------------------------------------------------
def _editing(ctx: AppContext) -> dict[str, Any] | None:
    return next((p for p in ctx.state["passengers"] if p["id"] == ctx.param("pid")), None)


def seed_passenger(ctx: AppContext) -> None:
    p = _editing(ctx)
    if p is None:
        ctx.screen_params.pop("pid", None)
    for k in ("name", "id_no", "phone"):
        ctx.set_field(k, str(p[k]) if p else "")


def passenger_ok(ctx: AppContext) -> bool:
    name, no = ctx.field("name").strip(), ctx.field("id_no").strip().upper()
    me = ctx.param("pid")
    dup = any(p["id_no"] == no and p["id"] != me for p in ctx.state["passengers"])
    return bool(name) and len(name) <= 30 and model.id_ok(ctx.region, no) and not dup


def save_passenger(ctx: AppContext) -> None:
    vals = {"name": ctx.field("name").strip(), "id_no": ctx.field("id_no").strip().upper(),
            "phone": ctx.field("phone").strip()}
    p = _editing(ctx)
    if p is not None:
        p.update(vals)
        ctx.toast("Passenger saved")
        return
    st = ctx.state
    pid = max((q["id"] for q in st["passengers"]), default=0) + 1
    st["passengers"].append({"id": pid, **vals, "me": False})
    ctx.toast("Passenger added")
    book = ctx.entry_below("book")
    if book is not None:
        book["params"]["sel"] = [*(book["params"].get("sel") or []), pid][:5]


def can_delete_passenger(ctx: AppContext) -> bool:
    p = _editing(ctx)
    return p is not None and not p["me"]


def delete_passenger(ctx: AppContext) -> None:
    p = _editing(ctx)
    if p is not None:
        ctx.state["passengers"].remove(p)
        ctx.toast("Passenger deleted")


def orders_tab(ctx: AppContext) -> None:
    if ctx.params.get("tab") in ("upcoming", "past", "cancelled"):
        ctx.set_param("tab", ctx.params["tab"])
