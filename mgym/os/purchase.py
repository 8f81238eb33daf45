"""A subscription an app sells through Wallet's checkout: ``PAY`` started for a result, and the result
(``status`` "paid" with the app's ``order_id``) coming back through the same transition sets the app's
flag. Music Premium and Video VIP use it."""

from __future__ import annotations

from mgym.os.context import AppContext
from mgym.os.intents import PAY, Intent


def paid(ctx: AppContext, order_id: str) -> bool:
    """The transition carries Wallet's result: this order was paid."""
    return ctx.params.get("status") == "paid" and ctx.params.get("order_id") == order_id


def can_buy(ctx: AppContext, flag: str, order_id: str) -> bool:
    """Guard: not subscribed yet, or the payment's result is coming back."""
    return paid(ctx, order_id) or not ctx.state[flag]


def subscribe(ctx: AppContext, *, flag: str, order_id: str, amount: float, payee: str, memo: str,
              result: str) -> bool:
    """Sets ``flag`` and returns True when Wallet's result says paid (the caller toasts its welcome);
    otherwise starts the checkout (one month of ``amount``, category Entertainment) and returns False."""
    if paid(ctx, order_id):
        ctx.state[flag] = True
        return True
    ctx.start(Intent(action=PAY, extras={"amount": amount, "payee": payee, "payee_id": ctx.app.id, "memo": memo,
                                         "kind": "order", "order_id": order_id, "category": "Entertainment"}),
              result=result)
    return False
