"""Refunds other apps send to Wallet: the ``mgym.wallet.REFUND`` broadcast (``ctx.broadcast``) with
extras ``amount``, ``order_id`` (the order its payment carried), ``payee`` (who refunds), ``payee_id``
and ``memo``. Wallet records an incoming refund bill and returns the money the way it was paid:
to the balance when the order was paid from it (a card refund shows the card as the method)."""

from __future__ import annotations

from typing import Any

from mgym.apps.wallet import model
from mgym.os.context import AppContext
from mgym.os.intents import REFUND


def refund(ctx: AppContext, action: str = REFUND, amount: Any = None, order_id: Any = "", payee: Any = "",
           payee_id: Any = "", memo: Any = "", **_: Any) -> None:
    value = model.parse_amount(amount)
    if value is None or value <= 0:
        return
    st = ctx.state
    oid = str(order_id or "")
    paid = next((b for b in st["new_bills"] if oid and b["order_id"] == oid and b["dir"] == "out"), None)
    method_id = paid["method_id"] if paid is not None else "balance"
    seq = len(st["new_bills"]) + 1
    st["new_bills"].append({
        "id": f"T{seq:04d}", "time": ctx.now, "type": "refund", "dir": "in", "amount": value,
        "party": str(payee or (paid["party"] if paid else "")), "account": str(payee_id or ""),
        "category": "Refunds", "method": paid["method"] if paid is not None else "Balance", "method_id": method_id,
        "memo": str(memo or ""), "order_no": f"{model.dt(ctx.now).strftime('%Y%m%d%H%M')}{seq:06d}",
        "kind": "refund", "order_id": oid})
    if method_id == "balance":
        st["balance"] = round(st["balance"] + value, 2)
