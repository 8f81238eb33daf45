"""What differs between the Wallet's worlds: the owner, the carrier, the starting cards and balance,
and the text a payment writes into a bill (in the region's language, like the world's own bills).

The UI language is another matter: screens translate through the ``wallet`` catalogue by
``ctx.locale``; what is written here follows ``ctx.region`` and stays as written.
"""

from __future__ import annotations

from typing import Any

from mgym.i18n import translate

#: the phone owner, as the wallet knows them
OWNERS = {"en": "Alex Morgan", "zh-CN": "林嘉怡"}
#: the mobile carrier that Mobile recharge pays
CARRIERS = {"en": "Comet Mobile", "zh-CN": "中国移动"}
#: a new zh-CN phone's overlay: its balance in yuan and its Chinese bank cards (the same ids and
#: last digits as the en cards, which the world's bills name)
REGION_STATE: dict[str, dict[str, Any]] = {"zh-CN": {
    "balance": 8642.37,
    "cards": [
        {"id": "c1", "bank": "星海银行", "type": "debit", "last4": "4821", "holder": OWNERS["zh-CN"],
         "expiry": "08/28", "added": 1704186000000},
        {"id": "c2", "bank": "诚信银行", "type": "credit", "last4": "7730", "holder": OWNERS["zh-CN"],
         "expiry": "11/27", "added": 1717664400000},
        {"id": "c3", "bank": "建业银行", "type": "debit", "last4": "1059", "holder": OWNERS["zh-CN"],
         "expiry": "02/29", "added": 1736413200000},
    ],
}}


def owner(region: str) -> str:
    return OWNERS.get(region, OWNERS["en"])


def carrier(region: str) -> str:
    return CARRIERS.get(region, CARRIERS["en"])


def say(region: str, msgid: str, **fmt: Any) -> str:
    """World text a payment writes (a payee, a memo) in the region's language; ``msgid`` is marked
    with ``N_()`` where it is written, so the catalogue has it."""
    return translate(msgid, region if region in OWNERS else "en", "wallet", **fmt)
