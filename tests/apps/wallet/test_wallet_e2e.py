"""Wallet end to end, by screen coordinates only (as an agent acts), checking the state."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from mgym import Session
from mgym.app import App, AppManifest, View
from mgym.apps import registry
from mgym.apps.wallet import world
from mgym.nav import Navigation, Screen, stay
from mgym.observation import Observation
from mgym.os.context import AppContext
from mgym.os.intents import Intent

PAY = "mgym.wallet.PAY"


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def click(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = [e for e in obs_of(s).find(text, **kw) if e.clickable] or obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{obs_of(s).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def type_into(s: Session, hint: str, text: str, clear: bool = True) -> None:
    field = next(e for e in obs_of(s).ui if e.editable and e.hint == hint)
    x, y = field.center
    s.step({"action": "type", "text": text, "x": x, "y": y, "clear": clear}, screenshot=False)


def hide_keyboard(s: Session) -> None:
    if obs_of(s).keyboard:
        s.step({"action": "back"}, screenshot=False)


def enter_pin(s: Session, pin: str) -> Observation:
    obs = obs_of(s)
    for d in pin:
        obs = click(s, d, trigger="pin.key", exact=True)
    return obs


def wallet(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["wallet"]
    return st


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "wallet"}, screenshot=False)
    return session


def test_transfer_to_an_account_with_the_pin_pad(s: Session) -> None:
    click(s, "Transfer", trigger="svc.transfer")
    click(s, "To an account")
    assert s.screen == "transfer_account"
    type_into(s, "Account number", "6288 1402 7753")
    hide_keyboard(s)  # the keyboard covers the button
    obs = click(s, "Next")  # unknown account: refused with a reason
    assert s.screen == "transfer_account" and obs.find("No Wallet account with this number")
    payee = next(p for p in world.payees() if p["name"] == "Jordan Blake")
    type_into(s, "Account number", payee["account"])
    type_into(s, "Account holder's name", "Jordan Black")
    hide_keyboard(s)
    assert click(s, "Next").find("The name doesn't match the account holder")
    type_into(s, "Account holder's name", "Jordan Blake")
    type_into(s, "Amount (USD)", "125.50")
    type_into(s, "Memo", "Guitar lessons")
    hide_keyboard(s)
    obs = click(s, "Next")
    assert s.screen == "checkout" and obs.find("$125.50") and obs.find("to Jordan Blake")
    click(s, "Pay $125.50")
    assert s.screen == "checkout_pin"
    obs = enter_pin(s, "123456")
    assert obs.find("Payment successful")
    obs = click(s, "Done")
    assert s.screen == "bill_detail" and obs.find("Jordan Blake") and obs.find("-125.50")
    st = wallet(s)
    bill = st["new_bills"][-1]
    assert bill["amount"] == 125.5 and bill["account"] == payee["account"] and bill["memo"] == "Guitar lessons"
    assert bill["type"] == "transfer" and bill["dir"] == "out" and bill["method_id"] == "balance"
    assert st["balance"] == round(3268.45 - 125.5, 2)
    s.step({"action": "back"}, screenshot=False)  # the form was reset by the payment
    assert s.screen == "transfer_account" and not any(s.sys.top()["fields"].values())


def test_wrong_password_then_right(s: Session) -> None:
    click(s, "Mobile recharge", trigger="svc.recharge")
    click(s, "$50", trigger="recharge.amount")
    click(s, "Recharge $50.00")
    click(s, "Pay $50.00")
    obs = enter_pin(s, "111111")
    assert obs.find("Incorrect payment password. 4 attempts left.")
    assert wallet(s)["failed_attempts"] == 1 and wallet(s)["wrong_pins"] == 1 and wallet(s)["new_bills"] == []
    obs = click(s, "2", trigger="pin.key", exact=True)
    click(s, "Delete", trigger="pin.del")
    obs = enter_pin(s, "123456")
    assert obs.find("Payment successful")
    st = wallet(s)
    assert st["failed_attempts"] == 0 and st["wrong_pins"] == 1
    assert st["new_bills"][0]["party"] == "Comet Mobile" and st["new_bills"][0]["amount"] == 50.0


def test_five_wrong_passwords_lock_payments(s: Session) -> None:
    click(s, "Utilities", trigger="svc.utilities")
    click(s, trigger="utility.pay")
    click(s, trigger="checkout.pay")
    for _ in range(5):
        obs = enter_pin(s, "000000")
    assert obs.find("Payments are locked for 3 hours")
    assert wallet(s)["locked_until"] > 0 and wallet(s)["wrong_pins"] == 5
    assert all(not e.enabled and not e.clickable for e in obs.find(trigger="pin.key"))  # the keys are disabled
    assert wallet(s)["new_bills"] == []


def test_add_a_card_and_make_it_default(s: Session) -> None:
    click(s, "Bank cards", trigger="svc.cards")
    click(s, "Add a bank card", trigger="cards.add")
    type_into(s, "Card number", "4111 1111 1111 1112")
    hide_keyboard(s)
    assert click(s, "Add card").find("Enter a valid card number")
    type_into(s, "Card number", "4111 1111 1111 1111")
    hide_keyboard(s)
    assert click(s, "Add card").find("Choose the issuing bank")
    click(s, "Issuing bank")
    click(s, "Northstar Bank", role="radio")
    click(s, "Credit card", role="radio")
    type_into(s, "Expiry (MM/YY)", "01/26")
    hide_keyboard(s)
    assert click(s, "Add card").find("This card has expired")
    type_into(s, "Expiry (MM/YY)", "09/30")
    hide_keyboard(s)
    click(s, "Set as default card", role="switch")
    obs = click(s, "Add card")
    assert s.screen == "cards" and obs.find("Northstar Bank ••1111, Default")
    st = wallet(s)
    card = st["cards"][-1]
    assert card == {"id": "c4", "bank": "Northstar Bank", "type": "credit", "last4": "1111", "holder": "Alex Morgan",
                    "expiry": "09/30", "added": card["added"]}
    assert st["default_card"] == "c4"


def test_set_default_and_remove_a_card(s: Session) -> None:
    click(s, "Bank cards", trigger="svc.cards")
    click(s, "Pacific Trust ••1059", role="list_item")
    click(s, "Set as default card")
    assert wallet(s)["default_card"] == "c3"
    click(s, "Remove card")
    assert s.screen == "card_remove"
    click(s, "Cancel")
    assert s.screen == "card_detail" and len(wallet(s)["cards"]) == 3
    click(s, "Remove card")
    obs = click(s, "Remove", exact=True)
    assert s.screen == "cards" and not obs.find("Pacific Trust", role="list_item")
    st = wallet(s)
    assert [c["id"] for c in st["cards"]] == ["c1", "c2"] and st["default_card"] == "c1"


def test_bills_month_filter_and_search(s: Session) -> None:
    click(s, "Bills", trigger="tab.bills")
    assert obs_of(s).find("1000 bills", role="text")
    click(s, "Month", trigger="bills.month")
    click(s, "February 2026", role="radio")
    obs = obs_of(s)
    heads = [e.text for e in obs.ui if e.role == "text" and e.text.endswith("2026") and "·" not in e.text]
    assert heads == ["February 2026"]
    assert obs.find("93 bills", role="text")
    click(s, "Type", trigger="bills.type")
    click(s, "Income", role="radio")
    obs = obs_of(s)
    rows = obs.find(role="list_item", trigger="bill.open")
    assert rows and all("+" in r.text for r in rows)
    click(s, "Clear", trigger="bills.unset")
    assert obs_of(s).find("1000 bills", role="text")
    click(s, "Search bills", trigger="bills.search")
    type_into(s, "Search bills", "parkview")
    obs = obs_of(s)
    assert obs.find("12 results") and all("Parkview Apartments" in r.text for r in obs.find(role="list_item"))


def test_bill_note_category_and_delete(s: Session) -> None:
    click(s, "Bills", trigger="tab.bills")
    first = obs_of(s).find(role="list_item", trigger="bill.open")[0]
    bid = first.params["bill_id"]
    click(s, trigger="bill.open", bill_id=bid)
    click(s, "Note", trigger="bill.note")
    type_into(s, "Add a note", "Birthday present")
    click(s, "Save", trigger="note.save")
    click(s, trigger="bill.category")
    click(s, "Entertainment", role="radio")
    st = wallet(s)
    assert st["notes"] == {bid: "Birthday present"} and st["categories"] == {bid: "Entertainment"}
    click(s, "Delete bill")
    obs = click(s, "Delete", exact=True, trigger="delete.confirm")
    assert s.screen == "bills" and obs.find("999 bills", role="text") and wallet(s)["hidden_bills"] == [bid]


def test_change_payment_password(s: Session) -> None:
    click(s, "Me", trigger="tab.me")
    click(s, "Settings", trigger="svc.settings")
    click(s, "Change payment password")
    obs = enter_pin(s, "123456")
    assert obs.find("Set a new payment password")
    assert enter_pin(s, "111111").find("Too simple")
    enter_pin(s, "246813")
    assert enter_pin(s, "246810").find("didn't match")
    enter_pin(s, "246813")
    obs = enter_pin(s, "246813")
    assert obs.find("Payment password changed") and wallet(s)["password"] == "246813"
    click(s, "Done")
    assert s.screen == "settings"


def test_insufficient_balance_offers_a_card(s: Session) -> None:
    s.set_state({"apps": {"wallet": {"balance": 12.0}}})
    click(s, "Mobile recharge", trigger="svc.recharge")
    click(s, "Recharge $30.00")
    obs = obs_of(s)
    assert obs.find("Insufficient balance")
    click(s, "Pay $30.00")
    assert s.screen == "checkout_short"
    click(s, "Other payment methods")
    assert s.screen == "checkout_method"
    assert not obs_of(s).find("Balance", trigger="method.pick")  # disabled, with a hint
    assert obs_of(s).find("Insufficient balance for this payment")
    click(s, "Summit Credit Union ••7730", trigger="method.pick")
    click(s, "Pay $30.00")
    enter_pin(s, "123456")
    click(s, "Done")
    st = wallet(s)
    assert st["balance"] == 12.0 and st["new_bills"][0]["method_id"] == "c2"
    # the dialog's own card button
    s.step({"action": "back"}, screenshot=False)
    click(s, "Recharge $30.00")
    click(s, "Pay $30.00")
    obs = click(s, "Pay with Harbor Bank ••4821")
    assert s.screen == "checkout" and obs.find("Harbor Bank ••4821")


# ---- the PAY intent for a result, from a tiny caller app ----------------------------------------

class _CallerState(BaseModel):
    got: list[dict[str, Any]] = []


def _got(ctx: AppContext) -> None:
    ctx.state["got"].append({k: v for k, v in ctx.params.items() if not k.startswith("_")})


def _caller(tmp: Path) -> App:
    (tmp / "apps" / "wlcaller").mkdir(parents=True)
    (tmp / "apps" / "wlcaller" / "main.html").write_text('<div class="screen">shop</div>')
    nav = Navigation(app="wlcaller", entry="main", screens=[Screen("main")],
                     transitions=[stay("paid", "main", effect=_got)])
    return App(manifest=AppManifest(id="wlcaller", name="Shop", icon="store", color="#333"), navigation=nav,
               views={"main": lambda ctx: View("apps/wlcaller/main.html")}, state_model=_CallerState,
               template_dir=tmp)


@pytest.fixture
def caller(tmp_path: Path) -> Any:
    app = _caller(tmp_path)
    reg = registry()
    reg[app.id] = app
    yield app
    reg.pop(app.id, None)


def _pay(s: Session, **extras: Any) -> None:
    s.sys.launch("wlcaller")
    s.sys.start_activity(Intent(action=PAY, extras=extras), caller="wlcaller", result="paid")


def test_checkout_by_intent_returns_the_result(caller: App) -> None:
    s = Session(seed=0)
    _pay(s, amount=18.8, payee="Lucky Noodles", payee_id="M-77", memo="Order #A12", kind="order", order_id="A12")
    obs = obs_of(s)
    assert (obs.app, obs.screen) == ("wallet", "checkout") and obs.find("$18.80") and obs.find("Order #A12")
    click(s, "Payment method")
    click(s, "Harbor Bank ••4821", trigger="method.pick")
    click(s, "Pay $18.80")
    enter_pin(s, "123456")
    obs = click(s, "Done")
    assert obs.app == "wlcaller"
    got = s.get_state()["apps"]["wlcaller"]["got"]
    assert got == [{"status": "paid", "amount": 18.8, "bill_id": "T0001", "method": "card", "card_id": "c1",
                    "kind": "order", "payee_id": "M-77", "order_id": "A12"}]
    bill = wallet(s)["new_bills"][0]
    assert bill["party"] == "Lucky Noodles" and bill["type"] == "expense" and bill["category"] == "Shopping"
    assert wallet(s)["balance"] == 3268.45  # paid by card


def test_cancelled_checkout_returns_nothing(caller: App) -> None:
    s = Session(seed=0)
    _pay(s, amount=66, payee="Mia Kowalski", payee_id="+1 415-555-6801", kind="red_envelope")
    click(s, "Close", trigger="checkout.close")
    click(s, "Continue paying")
    assert s.screen == "checkout"
    click(s, "Close", trigger="checkout.close")
    obs = click(s, "Cancel payment")
    assert obs.app == "wlcaller" and s.get_state()["apps"]["wlcaller"]["got"] == []
    _pay(s, amount=66, payee="Mia Kowalski", payee_id="+1 415-555-6801", kind="red_envelope")
    s.step({"action": "back"}, screenshot=False)
    assert s.app == "wlcaller" and s.get_state()["apps"]["wlcaller"]["got"] == [] and wallet(s)["new_bills"] == []


def test_red_envelope_records_a_transfer(caller: App) -> None:
    s = Session(seed=0)
    _pay(s, amount=8.88, payee="Mia Kowalski", payee_id="+1 415-555-6801", memo="Best wishes", kind="red_envelope")
    click(s, "Pay $8.88")
    enter_pin(s, "123456")
    click(s, "Done")
    got = s.get_state()["apps"]["wlcaller"]["got"][0]
    assert got["status"] == "paid" and got["method"] == "balance" and got["amount"] == 8.88
    bill = wallet(s)["new_bills"][0]
    assert (bill["type"], bill["dir"], bill["category"]) == ("transfer", "out", "Red envelopes")
    assert wallet(s)["balance"] == round(3268.45 - 8.88, 2)


def test_the_sheet_shows_account_numbers_not_internal_ids() -> None:
    """A Chinese playtester saw 收款账户 rail / shop: an app's id is no account (issue 26 playtest)."""
    from mgym.apps.wallet.views import _account

    assert [_account(x) for x in ("shop", "rail", "M-77", "u12", None)] == ["", "", "", "", ""]
    assert _account("+1 415-555-6801") == "+1 415-555-6801" and _account("6222 0212 3456") == "6222 0212 3456"


def test_a_top_up_reads_as_paid_with_the_card(s: Session) -> None:
    """Adding money: the bill comes in to the balance, paid with the card; no internal account id shows."""
    s.fire("svc.add_money")
    obs = obs_of(s)
    tile = next(e for e in obs.ui if e.trigger == "addmoney.quick")
    click(s, trigger="addmoney.quick", value=tile.params["value"])
    click(s, trigger="addmoney.next")
    assert s.screen == "checkout"
    click(s, trigger="checkout.pay")
    enter_pin(s, "123456")
    obs = click(s, "Done")
    bill = wallet(s)["new_bills"][-1]
    assert s.screen == "bill_detail" and bill["kind"] == "topup" and bill["dir"] == "in"
    text = obs.text()
    assert "Paid with" in text and "Received in" not in text
    assert not [e for e in obs.ui if e.text.startswith("Account") or e.text == "balance"]
