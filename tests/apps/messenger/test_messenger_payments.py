"""Messenger's payment contract against a stand-in payment app (a probe answering mgym.wallet.PAY):
transfer and red envelope round trips, cancelling, and the intent's extras."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mgym import Session
from mgym.app import App, AppManifest, IntentFilter, View
from mgym.apps import registry
from mgym.nav import Navigation, Screen, finish
from mgym.observation import Observation
from mgym.os.context import AppContext

PAY = "mgym.wallet.PAY"
SEEN: list[dict[str, Any]] = []


def _pay(ctx: AppContext) -> dict[str, Any]:
    SEEN.append(dict(ctx.screen_params))
    return {"status": "paid", "amount": float(ctx.param("amount")), "bill_id": f"STUB{len(SEEN)}",
            "method": "balance"}


STUB = App(
    manifest=AppManifest(id="paystub", name="PayStub", icon="payments", color="#444444",
                         intent_filters=(IntentFilter(action=PAY, screen="checkout"),)),
    navigation=Navigation(app="paystub", entry="checkout", screens=[
        Screen("checkout", ("amount", "payee", "payee_id", "memo", "kind"), entry_point=True)],
        transitions=[finish("stub.pay", "checkout", effect=_pay), finish("stub.cancel", "checkout")]),
    views={"checkout": lambda ctx: View("apps/paystub/checkout.html", {
        "amount": ctx.param("amount"), "payee": ctx.param("payee")})},
    template_dir=Path(__file__).parent / "paystub_templates",
)


@pytest.fixture
def s() -> Iterator[Session]:
    reg = registry()
    reg["paystub"] = STUB
    SEEN.clear()
    try:
        s = Session(seed=0)
        s.step({"action": "awake", "app": "messenger"}, screenshot=False)
        yield s
    finally:
        reg.pop("paystub", None)


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def click(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.app}/{s.screen}:\n{obs_of(s).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def type_into(s: Session, hint: str, text: str) -> None:
    field = next(e for e in obs_of(s).ui if e.editable and e.hint == hint)
    x, y = field.center
    s.step({"action": "type", "text": text, "x": x, "y": y}, screenshot=False)


def to_stub(s: Session) -> Observation:
    """Past the system's chooser when the real Wallet is installed too."""
    obs = obs_of(s)
    if obs.app != "paystub" and obs.find(trigger="chooser.pick", app="paystub"):
        obs = click(s, trigger="chooser.pick", app="paystub")
    assert obs.app == "paystub", obs.text()
    return obs


def msgs(s: Session) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = s.get_state()["apps"]["messenger"]["messages"]
    return out


def open_transfer(s: Session) -> None:
    click(s, "Arjun Moreau", trigger="chat.open")
    click(s, "More", trigger="chat.attach")
    click(s, "Transfer", trigger="attach.transfer")


def test_transfer_round_trip(s: Session) -> None:
    open_transfer(s)
    assert obs_of(s).find(trigger="transfer.pay")[0].text == "Transfer"  # no amount yet
    type_into(s, "0.00", "12.5")
    type_into(s, "Add a note (optional)", "Coffee")
    click(s, trigger="transfer.pay")
    obs = to_stub(s)
    assert obs.find("Pay 12.5 to Arjun Moreau")
    assert SEEN == [] and obs.screen == "checkout"
    obs = click(s, "Pay", trigger="stub.pay")
    assert SEEN[0] == {"amount": 12.5, "payee": "Arjun Moreau", "payee_id": SEEN[0]["payee_id"],
                       "memo": "Coffee", "kind": "transfer"}
    assert (obs.app, obs.screen) == ("messenger", "chat")  # the transfer screen closed itself
    m = msgs(s)[-1]
    assert (m["chat"], m["kind"], m["sender"]) == ("c01", "transfer", "me")
    assert m["data"] == {"amount": 12.5, "bill_id": "STUB1", "method": "balance", "memo": "Coffee", "status": "sent"}
    obs = click(s, "$12.50", trigger="payment.open")
    assert obs.screen == "payment_detail" and obs.find("STUB1")


def test_cancelled_payment_adds_nothing(s: Session) -> None:
    open_transfer(s)
    type_into(s, "0.00", "7")
    click(s, trigger="transfer.pay")
    to_stub(s)
    obs = click(s, "Cancel", trigger="stub.cancel")
    assert (obs.app, obs.screen) == ("messenger", "transfer")
    assert msgs(s) == []


def test_invalid_amount_does_not_start_a_payment(s: Session) -> None:
    open_transfer(s)
    for bad in ("0", "abc", "12.345", "99999"):
        type_into(s, "0.00", bad)
        obs = click(s, trigger="transfer.pay")
        assert (obs.app, obs.screen) == ("messenger", "transfer"), bad
        field = next(e for e in obs.ui if e.editable and e.hint == "0.00")
        s.step({"action": "type", "text": "", "x": field.center[0], "y": field.center[1], "clear": True},
               screenshot=False)


def test_red_envelope_to_a_contact(s: Session) -> None:
    click(s, "Henry Lopez", trigger="chat.open")
    click(s, "More", trigger="chat.attach")
    click(s, "Red Envelope", trigger="attach.envelope")
    type_into(s, "0.00", "8.88")
    click(s, trigger="envelope.pay")
    to_stub(s)
    obs = click(s, "Pay", trigger="stub.pay")
    assert SEEN[0]["kind"] == "red_envelope" and SEEN[0]["memo"] == "Best wishes!"
    assert (obs.app, obs.screen) == ("messenger", "chat")
    m = msgs(s)[-1]
    assert (m["chat"], m["kind"], m["data"]["amount"], m["data"]["count"]) == ("c02", "red_envelope", 8.88, 1)
