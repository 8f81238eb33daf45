"""Wallet guards and effects: what the transitions of :mod:`mgym.apps.wallet.navigation` do.

Payments made inside the app (transfers, recharges, utility bills, adding money) go through the
same checkout screen other apps reach: they start the ``mgym.wallet.PAY`` intent for a result,
and the result (``bill.open``) opens the new bill's details. World data comes from the phone's
region (``ctx.region``); what a payment writes into a bill is in that region's language too.
"""

from __future__ import annotations

from typing import Any

from mgym.apps.wallet import model, world
from mgym.apps.wallet.regional import carrier, owner, say
from mgym.apps.wallet.state import MAX_ATTEMPTS
from mgym.i18n import N_
from mgym.os.context import AppContext
from mgym.os.intents import PAY, Intent

LOCK_MS = 3 * 3600 * 1000
PIN_LEN = 6
RECHARGE_AMOUNTS = (10, 20, 30, 50, 100)
ADD_AMOUNTS = (50, 100, 200, 500)
PRIVACY_KEYS = ("hide_balance", "find_by_phone", "find_by_account", "show_name", "recommendations")
TOGGLES = (*PRIVACY_KEYS, "notifications", "fingerprint")


# ---- helpers ---------------------------------------------------------------------------------
def below(ctx: AppContext, screen: str | None = None) -> dict[str, Any] | None:
    """The entry under the current one (or the nearest one below showing ``screen``) of this app."""
    entries = ctx.sys.tm.front()["entries"]
    idx = next((i for i, e in enumerate(entries) if e is ctx.entry), len(entries))
    for e in reversed(entries[:idx]):
        if e["app"] != ctx.app.id:
            return None
        if screen is None or e["screen"] == screen:
            return e
    return None


def checkout_entry(ctx: AppContext) -> dict[str, Any] | None:
    """The checkout a sheet or dialog of the payment flow belongs to."""
    if ctx.entry is not None and ctx.entry["screen"] == "checkout":
        return ctx.entry
    return below(ctx, "checkout")


def own_phone(ctx: AppContext) -> str:
    return str(ctx.os["device"]["phone_number"])


def card(ctx: AppContext, card_id: Any) -> dict[str, Any] | None:
    return next((c for c in ctx.state["cards"] if c["id"] == card_id), None)


def default_card(ctx: AppContext) -> dict[str, Any] | None:
    st = ctx.state
    return card(ctx, st["default_card"]) or (st["cards"][0] if st["cards"] else None)


def locked(ctx: AppContext) -> bool:
    return ctx.now < int(ctx.state["locked_until"])


def start_checkout(ctx: AppContext, **extras: Any) -> None:
    """Open the checkout for an in-app payment; its result opens the new bill."""
    ctx.start(Intent(action=PAY, app=ctx.app.id, extras=extras), result="bill.open")


# ---- home and settings -------------------------------------------------------------------------
def toggle_hide(ctx: AppContext) -> None:
    s = ctx.state["settings"]
    s["hide_balance"] = not s["hide_balance"]


def toggle_setting(ctx: AppContext) -> None:
    key = str(ctx.params.get("key", ""))
    if key in TOGGLES:
        s = ctx.state["settings"]
        s[key] = not s[key]


def pick_priority(ctx: AppContext) -> None:
    if ctx.params.get("value") in ("balance_first", "card_first"):
        ctx.state["settings"]["pay_order"] = ctx.params["value"]


# ---- bills -------------------------------------------------------------------------------------
_FILTERS = ("month", "type", "party", "category")


def _set_filter(ctx: AppContext, key: str, value: str) -> None:
    target = below(ctx, "bills")
    if target is not None:
        target["params"][key] = value
        target["params"]["limit"] = model.PAGE
        target["scroll"]["main"] = 0


def filter_type(ctx: AppContext) -> None:
    value = str(ctx.params.get("type", ""))
    _set_filter(ctx, "type", value if value in model.TYPES else "")


def filter_month(ctx: AppContext) -> None:
    _set_filter(ctx, "month", str(ctx.params.get("month", "")))


def filter_party(ctx: AppContext) -> None:
    _set_filter(ctx, "party", str(ctx.params.get("party", "")))


def more_bills(ctx: AppContext) -> None:
    ctx.set_param("limit", int(ctx.param("limit") or model.PAGE) + model.PAGE)


def unset_filter(ctx: AppContext) -> None:
    keys = _FILTERS if ctx.params.get("key") == "all" else (str(ctx.params.get("key")),)
    for k in keys:
        if k in _FILTERS:
            ctx.set_param(k, "")
    ctx.set_param("limit", model.PAGE)
    if ctx.entry is not None:
        ctx.entry["scroll"]["main"] = 0


def focus_query(ctx: AppContext) -> None:
    """Search opens with its field focused (the keyboard up)."""
    if ctx.entry is not None:
        ctx.entry["fields"].setdefault("q", "")
        ctx.entry["focus"] = "q"


def clear_query(ctx: AppContext) -> None:
    ctx.set_field("q", "")


# ---- a bill ------------------------------------------------------------------------------------
def bill_exists(ctx: AppContext) -> bool:
    return model.find_bill(ctx.state, str(ctx.param("bill_id", "")), ctx.region) is not None


def open_bill(ctx: AppContext) -> None:
    """Opening a bill; as the result of an in-app payment it also resets the form that paid."""
    if "status" in ctx.params and ctx.entry is not None:
        ctx.clear_fields()
        ctx.sys.opened(ctx.entry)  # the form's starting values again


def save_note(ctx: AppContext) -> None:
    bid = str(ctx.param("bill_id", ""))
    text = " ".join(ctx.field("note").split())[:80]
    notes = ctx.state["notes"]
    if text:
        notes[bid] = text
    else:
        notes.pop(bid, None)
    if text:
        ctx.toast("Note saved")
    else:
        ctx.toast("Note removed")


def seed_note(ctx: AppContext) -> None:
    if ctx.entry is not None:
        ctx.entry["fields"].setdefault("note", ctx.state["notes"].get(str(ctx.param("bill_id", "")), ""))


def pick_category(ctx: AppContext) -> None:
    bid = str(ctx.param("bill_id", ""))
    cat = str(ctx.params.get("category", ""))
    if cat not in model.CATEGORIES:
        return
    cats = ctx.state["categories"]
    original = next((b["category"] for b in ctx.state["new_bills"] if b["id"] == bid), None)
    index = world.bill_index(ctx.region)
    if original is None and bid in index:
        original = index[bid]["category"]
    if cat == original:
        cats.pop(bid, None)
    else:
        cats[bid] = cat


def delete_bill(ctx: AppContext) -> None:
    bid = str(ctx.param("bill_id", ""))
    if bid not in ctx.state["hidden_bills"]:
        ctx.state["hidden_bills"].append(bid)
    ctx.toast("Bill deleted")


def copy_order(ctx: AppContext) -> None:
    b = model.find_bill(ctx.state, str(ctx.param("bill_id", "")), ctx.region)
    if b is not None:
        ctx.copy(str(b["order_no"]))


# ---- statistics --------------------------------------------------------------------------------
def _stats_month(ctx: AppContext) -> str:
    return str(ctx.param("month") or model.month_of(ctx.now))


def stats_shift(ctx: AppContext) -> None:
    delta = 1 if ctx.params.get("step") == "next" else -1
    months = model.months(model.all_bills(ctx.state, ctx.region))
    target = model.month_shift(_stats_month(ctx), delta)
    if months and months[-1] <= target <= max(months[0], model.month_of(ctx.now)):
        ctx.set_param("month", target)


def stats_pick(ctx: AppContext) -> None:
    ctx.set_param("month", str(ctx.params.get("month", "")))


# ---- transfers ---------------------------------------------------------------------------------
def account_form_ok(ctx: AppContext) -> bool:
    """Account exists, the name matches its holder, the amount is valid; otherwise say why."""
    acct = model.lookup_account(ctx.field("account"), ctx.contacts.rows, own_phone(ctx), ctx.region)
    problem = None
    if not model.digits(ctx.field("account")):
        problem = N_("Enter an account number")
    elif model.same_phone(ctx.field("account"), own_phone(ctx)):
        problem = N_("You can't transfer money to yourself")
    elif acct is None:
        problem = N_("No Wallet account with this number")
    elif not ctx.field("name").strip():
        problem = N_("Enter the account holder's name")
    elif not model.same_name(ctx.field("name"), acct["name"]):
        problem = N_("The name doesn't match the account holder")
    elif model.parse_amount(ctx.field("amount")) is None:
        problem = N_("Enter a valid amount")
    if problem:
        ctx.toast(problem)
        return False
    return True


def account_next(ctx: AppContext) -> None:
    acct = model.lookup_account(ctx.field("account"), ctx.contacts.rows, own_phone(ctx), ctx.region)
    assert acct is not None, "guarded by account_form_ok"
    start_checkout(ctx, amount=model.parse_amount(ctx.field("amount")), payee=acct["name"],
                   payee_id=acct["account"], memo=ctx.field("memo").strip(), kind="transfer")


def amount_ok(ctx: AppContext) -> bool:
    if model.parse_amount(ctx.field("amount")) is None:
        ctx.toast("Enter a valid amount")
        return False
    return True


def amount_next(ctx: AppContext) -> None:
    start_checkout(ctx, amount=model.parse_amount(ctx.field("amount")), payee=str(ctx.param("name", "")),
                   payee_id=str(ctx.param("account", "")), memo=ctx.field("memo").strip(), kind="transfer")


# ---- services ----------------------------------------------------------------------------------
def seed_recharge(ctx: AppContext) -> None:
    if ctx.entry is not None:
        ctx.entry["fields"].setdefault("phone", own_phone(ctx))
        ctx.entry["params"].setdefault("amount", 30)


def recharge_amount(ctx: AppContext) -> None:
    value = ctx.params.get("value")
    if value in RECHARGE_AMOUNTS:
        ctx.set_param("amount", value)


def recharge_ok(ctx: AppContext) -> bool:
    if len(model.digits(ctx.field("phone"))) < 10:
        ctx.toast("Enter a valid phone number")
        return False
    return True


def recharge_pay(ctx: AppContext) -> None:
    phone = ctx.field("phone").strip()
    start_checkout(ctx, amount=float(ctx.param("amount") or 30), payee=carrier(ctx.region), payee_id=phone,
                   memo=say(ctx.region, N_("Mobile recharge {phone}"), phone=phone), kind="recharge")


def due_unpaid(ctx: AppContext) -> bool:
    did = ctx.params.get("due_id")
    return any(d["id"] == did for d in world.dues(ctx.region)) and did not in ctx.state["paid_dues"]


def pay_due(ctx: AppContext) -> None:
    d = next(d for d in world.dues(ctx.region) if d["id"] == ctx.params.get("due_id"))
    start_checkout(ctx, amount=d["amount"], payee=d["biller"], payee_id=d["account"],
                   memo=f"{say(ctx.region, d['service'])} · {d['period']}", kind="utility", order_id=d["id"])


def quick_amount(ctx: AppContext) -> None:
    if ctx.params.get("value") in ADD_AMOUNTS:
        ctx.set_field("amount", str(ctx.params["value"]))


def add_money_ok(ctx: AppContext) -> bool:
    if not ctx.state["cards"]:
        ctx.toast("Link a bank card first")
        return False
    return amount_ok(ctx)


def add_money_next(ctx: AppContext) -> None:
    start_checkout(ctx, amount=model.parse_amount(ctx.field("amount")), payee=say(ctx.region, N_("Wallet balance")),
                   payee_id="balance", memo=say(ctx.region, N_("Add money")), kind="topup")


# ---- checkout ----------------------------------------------------------------------------------
def checkout_valid(p: dict[str, Any]) -> bool:
    return model.parse_amount(p.get("amount")) is not None


def kind_of(p: dict[str, Any]) -> str:
    k = str(p.get("kind") or "order")
    return k if k in model.KINDS else "order"


def open_checkout(ctx: AppContext) -> None:
    """Start with the method the payment order setting says (adding money needs a card)."""
    if ctx.entry is None:
        return
    p = ctx.entry["params"]
    c = default_card(ctx)
    if kind_of(p) == "topup" or ctx.state["settings"]["pay_order"] == "card_first":
        p["method"] = c["id"] if c is not None else ""
    else:
        p["method"] = "balance"


def method_ready(ctx: AppContext, p: dict[str, Any]) -> bool:
    m = p.get("method", "")
    return (m == "balance" and kind_of(p) != "topup") or card(ctx, m) is not None


def short_of_balance(ctx: AppContext, p: dict[str, Any]) -> bool:
    amount = model.parse_amount(p.get("amount"))
    return p.get("method") == "balance" and amount is not None and amount > ctx.state["balance"] + 1e-9


def can_pay(ctx: AppContext) -> bool:
    co = checkout_entry(ctx)
    if co is None:
        return False
    p = co["params"]
    return checkout_valid(p) and not p.get("paid") and method_ready(ctx, p) and not short_of_balance(ctx, p)


def is_short(ctx: AppContext) -> bool:
    co = checkout_entry(ctx)
    return co is not None and not co["params"].get("paid") and short_of_balance(ctx, co["params"])


def pick_method(ctx: AppContext) -> None:
    co = checkout_entry(ctx)
    m = str(ctx.params.get("method", ""))
    if co is not None and (m == "balance" or card(ctx, m) is not None):
        co["params"]["method"] = m


def use_card(ctx: AppContext) -> None:
    co = checkout_entry(ctx)
    c = default_card(ctx)
    if co is not None and c is not None:
        co["params"]["method"] = c["id"]


def has_card(ctx: AppContext) -> bool:
    return bool(ctx.state["cards"])


def is_paid(ctx: AppContext) -> bool:
    co = checkout_entry(ctx)
    return co is not None and bool(co["params"].get("paid"))


def _check_pin(ctx: AppContext, pin: str) -> bool:
    """Compare with the payment password, counting wrong ones (too many lock payments)."""
    st = ctx.state
    if pin == st["password"]:
        st["failed_attempts"] = 0
        ctx.set_param("error", "")
        return True
    st["failed_attempts"] += 1
    st["wrong_pins"] += 1
    left = MAX_ATTEMPTS - st["failed_attempts"]
    if left <= 0:
        st["locked_until"] = ctx.now + LOCK_MS
        st["failed_attempts"] = 0
        ctx.set_param("error", "locked")
    else:
        ctx.set_param("error", "wrong")
        ctx.set_param("left", left)
    return False


def complete_payment(ctx: AppContext) -> None:
    """Record the bill, move the money, mark the checkout paid."""
    co = checkout_entry(ctx)
    assert co is not None
    p = co["params"]
    st = ctx.state
    amount = model.parse_amount(p.get("amount"))
    assert amount is not None
    kind = kind_of(p)
    typ, direction, category = model.KINDS[kind]
    if kind == "order" and p.get("category") in model.CATEGORIES:
        category = str(p["category"])
    method = str(p.get("method", "balance"))
    c = card(ctx, method)
    label = model.card_label(c) if c is not None else "Balance"
    seq = len(st["new_bills"]) + 1
    bid = f"T{seq:04d}"
    party = str(p.get("payee") or say(ctx.region, N_("Merchant")))
    memo = str(p.get("memo") or "")
    if kind == "topup":
        party, memo = say(ctx.region, N_("Balance top-up")), say(ctx.region, N_("From {card}"), card=label)
    st["new_bills"].append({
        "id": bid, "time": ctx.now, "type": typ, "dir": direction, "amount": amount, "party": party,
        "account": str(p.get("payee_id") or ""), "category": category, "method": label,
        "method_id": "balance" if c is None else c["id"], "memo": memo,
        "order_no": f"{model.dt(ctx.now).strftime('%Y%m%d%H%M')}{seq:06d}", "kind": kind,
        "order_id": str(p.get("order_id") or ""),
    })
    if c is None:
        st["balance"] = round(st["balance"] - amount, 2)
    if kind == "topup":
        st["balance"] = round(st["balance"] + amount, 2)
    if kind == "utility" and p.get("order_id") in {d["id"] for d in world.dues(ctx.region)} \
            and p["order_id"] not in st["paid_dues"]:
        st["paid_dues"].append(p["order_id"])
    p["paid"] = bid
    if ctx.entry is not None:
        ctx.entry["params"]["paid"] = bid


def pin_key(ctx: AppContext) -> None:
    """One digit of the PIN pad; the sixth submits (payment, or a step of changing the password)."""
    d = str(ctx.params.get("d", ""))
    if len(d) != 1 or not d.isdigit() or ctx.entry is None or ctx.param("paid"):
        return
    if locked(ctx):
        ctx.set_param("error", "locked")
        return
    pin = ctx.field("pin") + d
    if len(pin) < PIN_LEN:
        ctx.set_field("pin", pin)
        if len(pin) == 1:
            ctx.set_param("error", "")
        return
    ctx.set_field("pin", "")
    if ctx.entry["screen"] == "pwd_change":
        _password_step(ctx, pin)
    elif _check_pin(ctx, pin):
        complete_payment(ctx)


def pin_del(ctx: AppContext) -> None:
    ctx.set_field("pin", ctx.field("pin")[:-1])


def fingerprint_ok(ctx: AppContext) -> bool:
    return bool(ctx.state["settings"]["fingerprint"]) and not locked(ctx) and not ctx.param("paid")


def fingerprint(ctx: AppContext) -> None:
    ctx.set_param("error", "")
    complete_payment(ctx)


def pay_result(ctx: AppContext) -> dict[str, Any]:
    """What the caller gets back: ``{"status": "paid", "amount", "bill_id", "method", ...}``."""
    co = checkout_entry(ctx)
    assert co is not None
    p = co["params"]
    bill = next(b for b in ctx.state["new_bills"] if b["id"] == p["paid"])
    return {"status": "paid", "amount": bill["amount"], "bill_id": bill["id"],
            "method": "balance" if bill["method_id"] == "balance" else "card",
            "card_id": "" if bill["method_id"] == "balance" else bill["method_id"],
            "kind": bill["kind"], "payee_id": bill["account"], "order_id": bill["order_id"]}


def cancel_payment(ctx: AppContext) -> None:
    """Give up: the caller gets no result."""
    return None


# ---- the payment password ----------------------------------------------------------------------
def _password_step(ctx: AppContext, pin: str) -> None:
    st = ctx.state
    step = ctx.param("step") or "old"
    if step == "old":
        if _check_pin(ctx, pin):
            ctx.set_param("step", "new")
    elif step == "new":
        if model.weak_password(pin):
            ctx.set_param("error", "weak")
        elif pin == st["password"]:
            ctx.set_param("error", "same")
        else:
            ctx.set_param("first", pin)
            ctx.set_param("step", "confirm")
            ctx.set_param("error", "")
    elif step == "confirm":
        if pin == ctx.param("first"):
            st["password"] = pin
            st["failed_attempts"] = 0
            ctx.set_param("step", "done")
            ctx.set_param("first", "")
            ctx.toast("Payment password changed")
        else:
            ctx.set_param("step", "new")
            ctx.set_param("first", "")
            ctx.set_param("error", "mismatch")


# ---- cards -------------------------------------------------------------------------------------
def card_exists(ctx: AppContext) -> bool:
    return card(ctx, ctx.param("card_id")) is not None


def set_default(ctx: AppContext) -> None:
    ctx.state["default_card"] = str(ctx.param("card_id"))
    ctx.toast("Default card updated")


def remove_card(ctx: AppContext) -> None:
    st = ctx.state
    cid = ctx.param("card_id")
    c = card(ctx, cid)
    st["cards"] = [x for x in st["cards"] if x["id"] != cid]
    if st["default_card"] == cid:
        st["default_card"] = st["cards"][0]["id"] if st["cards"] else ""
    if c is not None:
        ctx.toast("Removed {card}", card=model.card_label(c))


def seed_card_form(ctx: AppContext) -> None:
    if ctx.entry is not None:
        ctx.entry["fields"].setdefault("holder", owner(ctx.region))
        ctx.entry["params"].setdefault("ctype", "debit")
        ctx.entry["params"].setdefault("make_default", False)
        ctx.entry["params"].setdefault("bank", "")


def card_type(ctx: AppContext) -> None:
    if ctx.params.get("ctype") in ("debit", "credit"):
        ctx.set_param("ctype", ctx.params["ctype"])


def card_default_switch(ctx: AppContext) -> None:
    ctx.set_param("make_default", not ctx.param("make_default"))


def pick_bank(ctx: AppContext) -> None:
    form = below(ctx, "card_add")
    bank = str(ctx.params.get("bank", ""))
    if form is not None and bank in world.banks(ctx.region):
        form["params"]["bank"] = bank


def _card_values(ctx: AppContext) -> dict[str, str]:
    return {k: ctx.field(k) for k in ("number", "holder", "expiry")}


def card_form_ok(ctx: AppContext) -> bool:
    problem = model.card_problem(_card_values(ctx), str(ctx.param("bank") or ""), ctx.state["cards"], ctx.now)
    if problem:
        ctx.toast(problem)
        return False
    return True


def save_card(ctx: AppContext) -> None:
    st = ctx.state
    v = _card_values(ctx)
    number = model.digits(v["number"])
    cid = model.next_card_id(st["cards"])
    exp = model.digits(v["expiry"])
    st["cards"].append({"id": cid, "bank": str(ctx.param("bank")), "type": str(ctx.param("ctype") or "debit"),
                        "last4": number[-4:], "holder": " ".join(v["holder"].split()),
                        "expiry": f"{exp[:2]}/{exp[2:]}", "added": ctx.now})
    if ctx.param("make_default") or not st["default_card"]:
        st["default_card"] = cid
    ctx.toast("Card added")
