"""Shop: a marketplace (search, filters, item pages, watchlist, cart, orders, returns) paying through
Wallet's checkout; refunds go back through Wallet's REFUND broadcast."""

from mgym.app import AppManifest

MANIFEST = AppManifest(id="shop", name="Shop", icon="shopping_bag", color="#e8590c")
