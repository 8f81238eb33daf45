"""The Wallet runtime overlay: what the user changes. Small and judge-visible.

The year of bills, the payee accounts and the utility dues are read-only world data
(:mod:`mgym.apps.wallet.world`); payments made in the session are appended to ``new_bills``, and
per-bill edits (a note, another category, deleting it from the list) are kept by bill id here.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

DEFAULT_PASSWORD = "123456"
#: consecutive wrong payment passwords before payments lock
MAX_ATTEMPTS = 5


class Card(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    bank: str
    type: Literal["debit", "credit"] = "debit"
    last4: str
    holder: str
    expiry: str  # MM/YY
    added: int = 0  # ms


class Bill(BaseModel):
    """A payment made in this session (same shape as a world bill, plus how it was paid)."""

    model_config = ConfigDict(extra="forbid")
    id: str
    time: int
    type: Literal["expense", "income", "transfer", "refund"]
    dir: Literal["in", "out"]
    amount: float
    party: str
    account: str = ""
    category: str
    method: str  # label: "Balance" or "Harbor Bank ••4821"
    method_id: str = "balance"  # "balance" or a card id
    memo: str = ""
    order_no: str = ""
    kind: str = "order"  # the checkout kind that made it
    order_id: str = ""


class WalletSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: show "••••••" instead of the balance on the home screen
    hide_balance: bool = False
    #: friends can find you by your phone number
    find_by_phone: bool = True
    #: friends can find you by your wallet account ID
    find_by_account: bool = True
    #: show your full name (not a masked one) to people who pay you
    show_name: bool = False
    #: personalised offers and recommendations
    recommendations: bool = True
    #: notify about every payment
    notifications: bool = True
    #: confirm payments with a fingerprint instead of the password
    fingerprint: bool = False
    #: which method a payment starts with
    pay_order: Literal["balance_first", "card_first"] = "balance_first"


def _cards() -> list[Card]:
    return [
        Card(id="c1", bank="Harbor Bank", type="debit", last4="4821", holder="Alex Morgan", expiry="08/28",
             added=1704186000000),
        Card(id="c2", bank="Summit Credit Union", type="credit", last4="7730", holder="Alex Morgan", expiry="11/27",
             added=1717664400000),
        Card(id="c3", bank="Pacific Trust", type="debit", last4="1059", holder="Alex Morgan", expiry="02/29",
             added=1736413200000),
    ]


class WalletState(BaseModel):
    model_config = ConfigDict(extra="forbid")
    balance: float = 3268.45
    cards: list[Card] = Field(default_factory=_cards)
    #: id of the default card ("" when there is none)
    default_card: str = "c1"
    password: str = DEFAULT_PASSWORD
    #: wrong payment passwords in a row (reset by a right one)
    failed_attempts: int = 0
    #: every wrong payment password ever entered
    wrong_pins: int = 0
    #: payments lock until this time (ms) after MAX_ATTEMPTS wrong passwords in a row
    locked_until: int = 0
    new_bills: list[Bill] = Field(default_factory=list)
    #: bills deleted from the list
    hidden_bills: list[str] = Field(default_factory=list)
    #: bill id -> the user's note
    notes: dict[str, str] = Field(default_factory=dict)
    #: bill id -> a category the user chose instead
    categories: dict[str, str] = Field(default_factory=dict)
    #: utility dues paid in this session
    paid_dues: list[str] = Field(default_factory=list)
    settings: WalletSettings = Field(default_factory=WalletSettings)
