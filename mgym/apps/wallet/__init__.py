"""Wallet: balance, bills, transfers, bank cards, services and a checkout other apps pay through."""

from mgym.app import App
from mgym.apps.wallet.manifest import MANIFEST
from mgym.apps.wallet.navigation import NAV
from mgym.apps.wallet.refunds import refund
from mgym.apps.wallet.regional import REGION_STATE
from mgym.apps.wallet.state import WalletState
from mgym.apps.wallet.views import VIEWS

#: for the crawler: fingerprint payments on (so a payment completes without typing a PIN) and a
#: balance too small for some payments (so the insufficient-balance path shows) and no default
#: card yet (so a card offers "Set as default")
SAMPLE = {"apps": {"wallet": {"balance": 25.0, "default_card": "", "settings": {"fingerprint": True}}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=WalletState, sample_state=SAMPLE,
          region_state=REGION_STATE, handlers={"refund": refund})
