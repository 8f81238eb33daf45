"""Wallet views: each screen's template and context (world data composed with the overlay).

Templates only lay these out; every visible string is data or goes through ``_()`` there. Labels
chosen here are msgids (``N_()``), translated in the template or with ``ctx.gettext`` where a list
mixes them with data (months, counterparties, card labels). World data is read by ``ctx.region``;
money, dates and times are formatted per ``ctx.locale`` (:mod:`mgym.i18n.formats`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from mgym.app import View, ViewFn
from mgym.apps.wallet import effects as fx
from mgym.apps.wallet import model, world
from mgym.apps.wallet.regional import carrier, owner
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

T = "apps/wallet/"
SEARCH_LIMIT = 50
#: the utility services of the dues (world data keeps these keys in every region)
SERVICE_NAMES = (N_("Electricity"), N_("Water"), N_("Gas"))
OUT_CATEGORIES = ("Dining", "Groceries", "Shopping", "Transport", "Housing", "Utilities", "Subscriptions",
                  "Entertainment", "Health", "Travel", "Transfers", "Red envelopes", "Other")
IN_CATEGORIES = ("Salary", "Income", "Transfers", "Refunds", "Top-up", "Other")
#: card faces by bank: two gradient colours
BANK_COLORS = {
    "Harbor Bank": ("#1565c0", "#26a69a"), "Summit Credit Union": ("#4527a0", "#7e57c2"),
    "Pacific Trust": ("#00695c", "#43a047"), "Evergreen Savings": ("#2e7d32", "#9ccc65"),
    "Northstar Bank": ("#263238", "#546e7a"), "Redwood Federal": ("#b71c1c", "#ef6c00"),
    "Lakeside Bank": ("#0277bd", "#4fc3f7"), "Copper State Bank": ("#8d6e63", "#d84315"),
    "星海银行": ("#c62828", "#ef5350"), "华商银行": ("#b71c1c", "#e53935"),
    "建业银行": ("#0d47a1", "#1e88e5"), "丰收银行": ("#00695c", "#26a69a"),
    "东方银行": ("#8e0000", "#c62828"), "通达银行": ("#1a237e", "#3949ab"),
    "浦江银行": ("#0d47a1", "#5c6bc0"), "诚信银行": ("#ad1457", "#e53935"),
}
SERVICES = (
    ("svc.transfer", "swap_horiz", N_("Transfer"), "#1565c0"),
    ("svc.bills", "receipt_long", N_("Bills"), "#00897b"),
    ("svc.cards", "credit_card", N_("Bank cards"), "#5e35b1"),
    ("svc.stats", "pie_chart", N_("Statistics"), "#ef6c00"),
    ("svc.recharge", "phone_iphone", N_("Mobile recharge"), "#0288d1"),
    ("svc.utilities", "lightbulb", N_("Utilities"), "#f9a825"),
    ("svc.add_money", "add_card", N_("Add money"), "#2e7d32"),
    ("svc.settings", "settings", N_("Settings"), "#546e7a"),
)
PIN_ERRORS = {
    "wrong": N_("Incorrect payment password. {left} attempts left."),
    "locked": N_("Too many incorrect attempts. Payments are locked for 3 hours."),
    "weak": N_("Too simple. Avoid repeated or sequential digits."),
    "same": N_("Choose a password different from the current one."),
    "mismatch": N_("The passwords didn't match. Enter a new password again."),
}
PAY_ORDERS = {"balance_first": (N_("Balance first"), N_("Use your balance when it's enough")),
              "card_first": (N_("Default card first"), N_("Always start with your default card"))}
#: the amount fields' labels: the currency of the region's world
AMOUNT_LABELS = {"USD": N_("Amount (USD)"), "CNY": N_("Amount (CNY)")}
BALANCE_LABELS = {"USD": N_("Total balance (USD)"), "CNY": N_("Total balance (CNY)")}


def _st(ctx: AppContext) -> dict[str, Any]:
    return ctx.state


def _hidden(ctx: AppContext) -> bool:
    return bool(ctx.state["settings"]["hide_balance"])


def _bills(ctx: AppContext) -> list[dict[str, Any]]:
    return model.all_bills(ctx.state, ctx.region)


def _m(ctx: AppContext, amount: float) -> str:
    """Money of the region's world in the locale's format."""
    return model.money(amount, ctx.locale, ctx.region)


def _whole(ctx: AppContext, amount: float) -> str:
    """A round amount for a tile: $50, ¥50."""
    return _m(ctx, amount).replace(".00", "")


def _month(ctx: AppContext, key: str) -> str:
    return model.month_label(key, ctx.locale)


def amount_label(ctx: AppContext) -> str:
    return AMOUNT_LABELS[model.currency(ctx.region)]


def method_label(ctx: AppContext, method: str) -> str:
    """A bill's payment method as shown: "Balance" is a label, a card is its bank and digits."""
    return ctx.gettext(method) if method == "Balance" else method


def cat_style(category: str) -> tuple[str, str]:
    return model.CATEGORIES.get(category, model.CATEGORIES["Other"])


def when(ctx: AppContext, ms: int) -> str:
    """A bill's day and time: "Mar 12, 14:05" / "3月12日 14:05"."""
    use_24h = bool(ctx.os["datetime"]["use_24h"])
    return ctx.gettext("{day}, {time}", day=formats.fmt(int(ms), "month_day", ctx.locale),
                       time=formats.time(int(ms), ctx.locale, use_24h))


def bill_row(ctx: AppContext, b: Mapping[str, Any]) -> dict[str, Any]:
    icon, color = cat_style(b["category"])
    return {"id": b["id"], "party": b["party"], "category": b["category"], "note": b.get("note", ""),
            "when": when(ctx, b["time"]),
            "amount": model.signed(b["amount"], b["dir"], ctx.locale), "dir": b["dir"], "icon": icon, "color": color,
            "person": b["type"] == "transfer" and b["category"] == "Transfers"}


def card_view(ctx: AppContext, c: Mapping[str, Any]) -> dict[str, Any]:
    a, b = BANK_COLORS.get(str(c["bank"]), ("#37474f", "#78909c"))
    return {"id": c["id"], "bank": c["bank"], "type": c["type"], "last4": c["last4"], "holder": c["holder"],
            "expiry": c["expiry"], "label": model.card_label(c), "default": c["id"] == ctx.state["default_card"],
            "c1": a, "c2": b, "added": formats.fmt(int(c["added"]), "date", ctx.locale) if c["added"] else ""}


def _pin(ctx: AppContext) -> dict[str, Any]:
    error = str(ctx.param("error") or "")
    msg = PIN_ERRORS.get(error, "")  # translated in the template
    return {"filled": len(ctx.field("pin")), "error": {"msg": msg, "args": {"left": ctx.param("left") or 0}} if msg
            else None, "locked": fx.locked(ctx)}


# ---- home and me -------------------------------------------------------------------------------
def home(ctx: AppContext) -> View:
    bills = _bills(ctx)
    month = model.month_of(ctx.now)
    spent, got = model.totals(model.filtered(bills, month=month))
    return View(T + "home.html", {
        "balance": _m(ctx, ctx.state["balance"]), "hidden": _hidden(ctx),
        "balance_label": BALANCE_LABELS[model.currency(ctx.region)],
        "services": [{"t": t, "icon": i, "label": label, "color": c, "p": {"nested": True} if t == "svc.bills" else {}}
                     for t, i, label, c in SERVICES],
        "recent": [bill_row(ctx, b) for b in bills[:4]], "month_label": _month(ctx, month),
        "spent": _m(ctx, spent), "got": _m(ctx, got),
        "cards": len(ctx.state["cards"]),
    })


def home_menu(ctx: AppContext) -> View:
    return View(T + "home_menu.html", {})


def me(ctx: AppContext) -> View:
    st = _st(ctx)
    return View(T + "me.html", {
        "name": owner(ctx.region), "phone": fx.own_phone(ctx), "balance": _m(ctx, st["balance"]),
        "hidden": _hidden(ctx), "cards": len(st["cards"]),
    })


# ---- bills -------------------------------------------------------------------------------------
def month_groups(ctx: AppContext, rows: list[dict[str, Any]], limit: int) -> list[dict[str, Any]]:
    """The first ``limit`` bills under month headers (with each month's totals over all ``rows``)."""
    sums = model.month_totals(rows)
    groups: list[dict[str, Any]] = []
    for b in rows[:limit]:
        m = model.month_of(b["time"])
        if not groups or groups[-1]["key"] != m:
            out, inn = sums[m]
            groups.append({"key": m, "label": _month(ctx, m), "out": _m(ctx, out), "got": _m(ctx, inn),
                           "rows": []})
        groups[-1]["rows"].append(bill_row(ctx, b))
    return groups


def _bill_filters(ctx: AppContext) -> dict[str, str]:
    return {k: str(ctx.param(k) or "") for k in ("month", "type", "party", "category")}


def bills(ctx: AppContext) -> View:
    f = _bill_filters(ctx)
    rows = model.filtered(_bills(ctx), f["month"], f["type"], f["party"], f["category"])
    limit = int(ctx.param("limit") or model.PAGE)
    groups = month_groups(ctx, rows, limit)
    out_all, in_all = model.totals(rows)
    return View(T + "bills.html", {
        "nested": bool(ctx.param("nested")), "groups": groups, "count": len(rows), "more": len(rows) > limit,
        "month": f["month"], "month_label": _month(ctx, f["month"]) if f["month"] else "",
        "type": f["type"], "type_label": model.TYPES.get(f["type"], ""), "party": f["party"],
        "category": f["category"], "filtered": any(f.values()),
        "out_all": _m(ctx, out_all), "in_all": _m(ctx, in_all),
    })


def _bills_below(ctx: AppContext) -> dict[str, str]:
    e = fx.below(ctx, "bills")
    p = e["params"] if e is not None else {}
    return {k: str(p.get(k) or "") for k in ("month", "type", "party")}


def bills_type(ctx: AppContext) -> View:
    cur = _bills_below(ctx)["type"]
    return View(T + "bills_type.html", {
        "options": [{"id": "", "label": ctx.gettext("All types"), "on": cur == ""}]
        + [{"id": k, "label": ctx.gettext(v), "on": cur == k} for k, v in model.TYPES.items()],
    })


def bills_month(ctx: AppContext) -> View:
    cur = _bills_below(ctx)["month"]
    months = model.months(_bills(ctx))
    return View(T + "bills_month.html", {
        "options": [{"id": "", "label": ctx.gettext("All months"), "on": cur == ""}]
        + [{"id": m, "label": _month(ctx, m), "on": cur == m} for m in months],
    })


def bills_party(ctx: AppContext) -> View:
    cur = _bills_below(ctx)["party"]
    return View(T + "bills_party.html", {
        "options": [{"id": "", "label": ctx.gettext("All counterparties"), "on": cur == ""}]
        + [{"id": p, "label": p, "on": cur == p} for p in model.parties(_bills(ctx))],
    })


def bills_search(ctx: AppContext) -> View:
    query = ctx.field("q")
    found = model.search(_bills(ctx), query, ctx.locale)
    return View(T + "bills_search.html", {
        "query": query.strip(), "has_text": bool(query), "count": len(found),
        "groups": month_groups(ctx, found, SEARCH_LIMIT), "shown": min(len(found), SEARCH_LIMIT),
        "more": len(found) > SEARCH_LIMIT,
    })


def bill_detail(ctx: AppContext) -> View:
    bid = str(ctx.param("bill_id", ""))
    b = model.find_bill(_st(ctx), bid, ctx.region)
    if b is None:
        return View(T + "bill_detail.html", {"b": None})
    row = bill_row(ctx, b)
    again = b["type"] == "transfer" and b["dir"] == "out" and b["category"] == "Transfers" and bool(b["account"])
    topup = b.get("kind") == "topup"
    return View(T + "bill_detail.html", {"b": {
        **row, "type": model.TYPES[b["type"]], "category": b["category"], "time": model.full_time(b["time"]),
        "method": method_label(ctx, b["method"]), "memo": b["memo"], "note": b["note"],
        # a top-up comes in to the balance but is paid with a card, and its account is the balance itself
        "account": "" if topup else b["account"], "order_no": b["order_no"], "out": b["dir"] == "out" or topup,
        "again": again,
        "status": N_("Refunded") if b["type"] == "refund" else N_("Completed"),
    }})


def bill_note(ctx: AppContext) -> View:
    return View(T + "bill_note.html", {"bill_id": str(ctx.param("bill_id", ""))})


def bill_category(ctx: AppContext) -> View:
    bid = str(ctx.param("bill_id", ""))
    b = model.find_bill(_st(ctx), bid, ctx.region)
    cur = b["category"] if b else ""
    names = OUT_CATEGORIES if b is None or b["dir"] == "out" else IN_CATEGORIES
    return View(T + "bill_category.html", {
        "bill_id": bid,
        "options": [{"id": c, "icon": cat_style(c)[0], "color": cat_style(c)[1], "on": c == cur} for c in names],
    })


def bill_delete(ctx: AppContext) -> View:
    bid = str(ctx.param("bill_id", ""))
    b = model.find_bill(_st(ctx), bid, ctx.region)
    return View(T + "bill_delete.html", {"bill_id": bid, "party": b["party"] if b else ""})


def stats(ctx: AppContext) -> View:
    bills_all = _bills(ctx)
    month = str(ctx.param("month") or model.month_of(ctx.now))
    months = model.months(bills_all)
    rows = model.filtered(bills_all, month=month)
    out, inn = model.totals(rows)
    sums = model.month_totals(bills_all)
    chart_months = [model.month_shift(month, -i) for i in range(5, -1, -1)]
    peak = max((sums.get(m, (0.0, 0.0))[0] for m in chart_months), default=0.0) or 1.0
    newest = max(months[0] if months else month, model.month_of(ctx.now))
    return View(T + "stats.html", {
        "month": month, "label": _month(ctx, month), "out": _m(ctx, out), "got": _m(ctx, inn),
        "count": len(rows), "has_prev": bool(months) and months[-1] < month, "has_next": month < newest,
        "chart": [{"month": m, "label": model.month_abbr(m, ctx.locale),
                   "value": _m(ctx, sums.get(m, (0.0, 0.0))[0]),
                   "pct": round(sums.get(m, (0.0, 0.0))[0] / peak * 100, 1), "on": m == month,
                   "known": m in sums} for m in chart_months],
        "categories": [{**r, "total": _m(ctx, r["total"]), "pct": round(r["share"] * 100, 1),
                        "icon": cat_style(r["category"])[0], "color": cat_style(r["category"])[1]}
                       for r in model.breakdown(rows)],
        "parties": [{**r, "total": _m(ctx, r["total"])} for r in model.top_parties(rows)],
    })


# ---- transfers ---------------------------------------------------------------------------------
def transfer(ctx: AppContext) -> View:
    recent = model.recent_payees(_bills(ctx))
    return View(T + "transfer.html", {"recent": recent})


def transfer_contacts(ctx: AppContext) -> View:
    query = ctx.field("q").strip().lower()
    rows = [c for c in ctx.contacts.sorted() if c["phone"]]
    if query:
        rows = [c for c in rows if query in str(c["name"]).lower() or
                (model.digits(query) and model.digits(query) in model.digits(c["phone"]))]
    return View(T + "transfer_contacts.html", {
        "has_text": bool(ctx.field("q")), "query": query,
        "rows": [{"name": c["name"] or c["phone"], "account": c["phone"]} for c in rows],
    })


def transfer_account(ctx: AppContext) -> View:
    return View(T + "transfer_account.html", {"balance": _m(ctx, ctx.state["balance"]),
                                               "amount_label": amount_label(ctx)})


def transfer_amount(ctx: AppContext) -> View:
    return View(T + "transfer_amount.html", {
        "name": str(ctx.param("name", "")), "account": str(ctx.param("account", "")),
        "balance": _m(ctx, ctx.state["balance"]), "amount_label": amount_label(ctx),
    })


# ---- checkout ----------------------------------------------------------------------------------
def _method(ctx: AppContext, p: Mapping[str, Any]) -> dict[str, Any]:
    m = str(p.get("method") or "")
    if m == "balance":
        return {"id": m, "label": ctx.gettext("Balance"), "icon": "account_balance_wallet",
                "sub": ctx.gettext("{amount} available", amount=_m(ctx, ctx.state["balance"]))}
    c = fx.card(ctx, m)
    if c is None:
        return {"id": "", "label": ctx.gettext("Choose a payment method"), "icon": "credit_card", "sub": ""}
    return {"id": m, "label": model.card_label(c), "icon": "credit_card",
            "sub": ctx.gettext("Credit card") if c["type"] == "credit" else ctx.gettext("Debit card")}


def _payee(ctx: AppContext, p: Mapping[str, Any]) -> str:
    return str(p.get("payee") or ctx.gettext("Merchant"))


def _account(payee_id: object) -> str:
    """The payee's account or phone number as the sheet shows it; an app's or a user's internal id ("shop", "rail",
    a chat user id) is not an account and is not shown."""
    text = str(payee_id or "")
    return text if len(text) >= 4 and all(ch.isdigit() or ch in " -+" for ch in text) else ""


def checkout(ctx: AppContext) -> View:
    co = fx.checkout_entry(ctx)
    p: dict[str, Any] = co["params"] if co is not None else {}
    amount = model.parse_amount(p.get("amount"))
    if amount is None:
        return View(T + "checkout.html", {"valid": False})
    kind = fx.kind_of(p)
    paid = str(p.get("paid") or "")
    return View(T + "checkout.html", {
        "valid": True, "amount": _m(ctx, amount), "payee": _payee(ctx, p),
        "payee_id": _account(p.get("payee_id")), "memo": str(p.get("memo") or ""),
        "kind": model.KIND_LABELS[kind], "order_id": str(p.get("order_id") or ""), "method": _method(ctx, p),
        "ready": fx.method_ready(ctx, p), "short": fx.short_of_balance(ctx, p), "paid": paid,
    })


def checkout_method(ctx: AppContext) -> View:
    co = fx.checkout_entry(ctx)
    p: dict[str, Any] = co["params"] if co is not None else {}
    amount = model.parse_amount(p.get("amount")) or 0.0
    cur = str(p.get("method") or "")
    topup = fx.kind_of(p) == "topup"
    return View(T + "checkout_method.html", {
        "balance": None if topup else {"on": cur == "balance", "text": _m(ctx, ctx.state["balance"]),
                                       "short": amount > ctx.state["balance"] + 1e-9},
        "cards": [{**card_view(ctx, c), "on": cur == c["id"]} for c in ctx.state["cards"]],
    })


def checkout_pin(ctx: AppContext) -> View:
    co = fx.checkout_entry(ctx)
    p: dict[str, Any] = co["params"] if co is not None else {}
    amount = model.parse_amount(p.get("amount")) or 0.0
    return View(T + "checkout_pin.html", {
        **_pin(ctx), "amount": _m(ctx, amount), "method": _method(ctx, p),
        "payee": _payee(ctx, p), "paid": str(p.get("paid") or ""),
        "fingerprint": bool(ctx.state["settings"]["fingerprint"]),
    })


def checkout_short(ctx: AppContext) -> View:
    co = fx.checkout_entry(ctx)
    p: dict[str, Any] = co["params"] if co is not None else {}
    c = fx.default_card(ctx)
    return View(T + "checkout_short.html", {
        "balance": _m(ctx, ctx.state["balance"]), "amount": _m(ctx, model.parse_amount(p.get("amount")) or 0),
        "card": model.card_label(c) if c is not None else "",
    })


def checkout_quit(ctx: AppContext) -> View:
    return View(T + "checkout_quit.html", {})


# ---- cards -------------------------------------------------------------------------------------
def cards(ctx: AppContext) -> View:
    st = _st(ctx)
    rows = sorted(st["cards"], key=lambda c: (c["id"] != st["default_card"], int(c["added"]), c["id"]))
    return View(T + "cards.html", {"cards": [card_view(ctx, c) for c in rows]})


def card_detail(ctx: AppContext) -> View:
    c = fx.card(ctx, ctx.param("card_id"))
    return View(T + "card_detail.html", {"c": card_view(ctx, c) if c is not None else None})


def card_remove(ctx: AppContext) -> View:
    c = fx.card(ctx, ctx.param("card_id"))
    return View(T + "card_remove.html", {"card_id": ctx.param("card_id"), "label": model.card_label(c) if c else "",
                                         "default": bool(c and c["id"] == ctx.state["default_card"])})


def card_add(ctx: AppContext) -> View:
    return View(T + "card_add.html", {
        "bank": str(ctx.param("bank") or ""), "ctype": str(ctx.param("ctype") or "debit"),
        "make_default": bool(ctx.param("make_default")),
    })


def card_bank(ctx: AppContext) -> View:
    form = fx.below(ctx, "card_add")
    cur = str(form["params"].get("bank") or "") if form is not None else ""
    return View(T + "card_bank.html", {
        "banks": [{"name": b, "on": b == cur, "c1": BANK_COLORS.get(b, ("#37474f", ""))[0]} for b in world.banks(ctx.region)],
    })


# ---- services ----------------------------------------------------------------------------------
def recharge(ctx: AppContext) -> View:
    amount = ctx.param("amount") or 30
    recent = [bill_row(ctx, b) for b in model.filtered(_bills(ctx), party=carrier(ctx.region))[:5]]
    return View(T + "recharge.html", {
        "amounts": [{"value": a, "label": _whole(ctx, a), "on": a == amount} for a in fx.RECHARGE_AMOUNTS],
        "amount": _m(ctx, float(amount)), "recent": recent, "carrier": carrier(ctx.region),
    })


def utilities(ctx: AppContext) -> View:
    paid = set(ctx.state["paid_dues"])
    history = [bill_row(ctx, b) for b in model.filtered(_bills(ctx), category="Utilities")[:6]]
    return View(T + "utilities.html", {
        "dues": [{**d, "amount": _m(ctx, d["amount"]), "paid": d["id"] in paid,
                  "due": model.day_label(d["due"], ctx.locale)} for d in world.dues(ctx.region)],
        "history": history,
    })


def add_money(ctx: AppContext) -> View:
    c = fx.default_card(ctx)
    return View(T + "add_money.html", {
        "card": model.card_label(c) if c is not None else "", "balance": _m(ctx, ctx.state["balance"]),
        "quick": [{"value": a, "label": _whole(ctx, a)} for a in fx.ADD_AMOUNTS], "amount_label": amount_label(ctx),
    })


# ---- settings ----------------------------------------------------------------------------------
def settings(ctx: AppContext) -> View:
    s = ctx.state["settings"]
    return View(T + "settings.html", {
        "fingerprint": s["fingerprint"], "notifications": s["notifications"],
        "pay_order": PAY_ORDERS.get(s["pay_order"], PAY_ORDERS["balance_first"])[0],
    })


def privacy(ctx: AppContext) -> View:
    s = ctx.state["settings"]
    return View(T + "privacy.html", {"s": {k: bool(s[k]) for k in fx.PRIVACY_KEYS}})


def pay_order(ctx: AppContext) -> View:
    cur = ctx.state["settings"]["pay_order"]
    return View(T + "pay_order.html", {"options": [
        {"id": k, "label": label, "sub": sub, "on": cur == k} for k, (label, sub) in PAY_ORDERS.items()]})


def pwd_change(ctx: AppContext) -> View:
    return View(T + "pwd_change.html", {**_pin(ctx), "step": str(ctx.param("step") or "old")})


VIEWS: dict[str, ViewFn] = {
    "home": home, "home_menu": home_menu, "me": me,
    "bills": bills, "bills_type": bills_type, "bills_month": bills_month, "bills_party": bills_party,
    "bills_search": bills_search, "bill_detail": bill_detail, "bill_note": bill_note,
    "bill_category": bill_category, "bill_delete": bill_delete, "stats": stats,
    "transfer": transfer, "transfer_contacts": transfer_contacts, "transfer_account": transfer_account,
    "transfer_amount": transfer_amount,
    "checkout": checkout, "checkout_method": checkout_method, "checkout_pin": checkout_pin,
    "checkout_short": checkout_short, "checkout_quit": checkout_quit,
    "cards": cards, "card_detail": card_detail, "card_remove": card_remove, "card_add": card_add,
    "card_bank": card_bank,
    "recharge": recharge, "utilities": utilities, "add_money": add_money,
    "settings": settings, "privacy": privacy, "pay_order": pay_order, "pwd_change": pwd_change,
}
