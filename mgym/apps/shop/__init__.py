"""Shop: a marketplace app over 20,000+ generated products, paying through Wallet."""

from mgym.app import App
from mgym.apps.shop.manifest import MANIFEST
from mgym.apps.shop.navigation import NAV
from mgym.apps.shop.replies import seller_reply
from mgym.apps.shop.state import REGION_STATE, ShopState
from mgym.apps.shop.views import VIEWS

#: for the crawler: a cart, a message thread, a saved search and a bid, so those screens have content, and
#: only the order whose seller takes returns, so the first order opened leads on to the return screens
SAMPLE = {"apps": {"shop": {
    "cart": [{"product": "p00118", "qty": 2}, {"product": "p07702", "qty": 1}],
    "messages": [{"id": 1, "seller": "s082", "text": "Is this still available?", "time": 1773478800000,
                  "mine": True, "order": ""}],
    "saved_searches": [{"q": "tent", "cat": ""}],
    "orders": [{"id": "OR10482", "time": 1772683200000, "address": "a1", "total": 115.99,
                "ship_to": "Alex Morgan, 120 Maple Street, Springfield, IL 62701",
                "lines": [{"product": "p02893", "qty": 1, "price": 115.99, "ship": 0.0}]}],
}}}

APP = App(manifest=MANIFEST, navigation=NAV, views=VIEWS, state_model=ShopState, sample_state=SAMPLE,
          region_state=REGION_STATE, handlers={"seller_reply": seller_reply})
