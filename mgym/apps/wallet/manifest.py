"""Wallet: a mobile payment app (balance, bills, transfers, bank cards) with a checkout other
apps open by intent.

The checkout contract: start ``Intent(action=PAY, extras={...})`` for a result. Extras:
``amount`` (float, required), ``payee`` (display name), ``payee_id`` (account or merchant id),
``memo``, ``kind`` ("transfer" | "red_envelope" | "order"), ``order_id`` (optional) and
``category`` (optional, for orders). On success the caller's result transition receives
``{"status": "paid", "amount", "bill_id", "method": "balance" | "card", "card_id", "kind",
"payee_id", "order_id"}``; cancelling (back, or giving up) returns no result.
"""

from mgym.app import AppManifest, IntentFilter, Receiver, Shortcut
from mgym.os.intents import PAY, REFUND

CHECKOUT_PARAMS = ("amount", "payee", "payee_id", "memo", "kind", "order_id", "category")

MANIFEST = AppManifest(
    id="wallet", name="Wallet", icon="account_balance_wallet", color="#1565c0",
    permissions=("contacts.read",),
    intent_filters=(IntentFilter(action=PAY, screen="checkout"),),
    #: refunds from other apps (``mgym.apps.wallet.refunds``)
    receivers=(Receiver(action=REFUND, handler="refund"),),
    shortcuts=(Shortcut(id="transfer", label="Transfer", icon="swap_horiz", screen="transfer"),
               Shortcut(id="bills", label="Bills", icon="receipt_long", screen="bills"),
               Shortcut(id="recharge", label="Mobile recharge", icon="smartphone", screen="recharge")),
)
