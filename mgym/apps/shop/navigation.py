"""Shop navigation: five tabs (Home, Categories, Watchlist, Cart, My Shop), search with a results
list, its filter and sort sheets, the item page (reviews, seller, bid), checkout paid through Wallet
(``checkout.pay`` starts ``mgym.wallet.PAY`` for a result and receives it; the paid checkout turns into
the new order's page), orders with tracking,
returns, messages to sellers and addresses."""

from __future__ import annotations

from mgym.apps.shop import effects as fx
from mgym.apps.shop import filters as fl
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay

TABS = ("home", "categories", "watchlist", "cart", "account")
RESULTS = ("q", "cat", "brands", "cond", "pmin", "pmax", "origin", "free", "fmt", "sort")
#: screens that list products (an item opens from them)
LISTS = ("home", "results", "watchlist", "cart", "seller", "order", "account", "viewed", "checkout")


def _others(tab: str) -> tuple[str, ...]:
    return tuple(t for t in TABS if t != tab)


NAV = Navigation(
    app="shop",
    entry="home",
    screens=[
        Screen("home", title="Shop", entry_point=True),
        Screen("categories", title="Categories"),
        Screen("watchlist", title="Watchlist"),
        Screen("cart", title="Cart"),
        Screen("account", title="My Shop"),
        Screen("search", title="Search", on_open=fl.focus_query, autofocus="q"),
        Screen("results", params=RESULTS, title="Results"),
        Screen("filters", kind="sheet", title="Filter", on_open=fl.fill_prices),
        Screen("sort", kind="sheet", title="Sort"),
        Screen("item", params=("id", "qty"), title="Item", on_open=fx.view_item),
        Screen("bid", params=("id",), kind="dialog", title="Place bid"),
        Screen("reviews", params=("id",), title="Reviews"),
        Screen("seller", params=("seller",), title="Seller"),
        Screen("checkout", params=("src", "id", "qty", "addr"), title="Checkout"),
        Screen("ship_to", kind="sheet", title="Ship to"),
        Screen("orders", title="Purchases"),
        Screen("order", params=("id", "placed"), title="Order details"),
        Screen("return", params=("id", "reason"), title="Return"),
        Screen("chats", title="Messages"),
        Screen("chat", params=("seller", "order"), title="Message seller"),
        Screen("addresses", title="Addresses"),
        Screen("address_edit", params=("addr",), title="Address", on_open=fx.fill_address),
        Screen("address_delete", params=("addr",), kind="dialog", title="Delete address"),
        Screen("viewed", title="Recently viewed"),
        Screen("saved", title="Saved searches"),
    ],
    transitions=[
        *(reset(f"tab.{t}", _others(t), t, label=t.title()) for t in TABS if t != "cart"),
        reset("tab.cart", (*_others("cart"), "item"), "cart", label="Cart"),
        # search
        push("home.search", ("home", "categories", "watchlist", "results"), "search", label="Search"),
        replace("search.go", "search", "results", guard=fl.has_query, effect=fl.search_go, label="Search"),
        replace("search.recent", "search", "results", effect=fl.recent_go, label="Recent search"),
        stay("search.clear_recent", "search", effect=fl.clear_recent, label="Clear"),
        push("saved.open", ("search", "saved"), "results", effect=fl.saved_go, label="Saved search"),
        stay("saved.remove", "saved", effect=fl.unsave, label="Remove"),
        push("cat.open", ("home", "categories"), "results", guard=fl.known_category, effect=fl.category_go,
             label="Category"),
        stay("results.save", "results", effect=fl.toggle_saved, label="Save search"),
        push("results.filters", "results", "filters", label="Filter"),
        push("results.sort", "results", "sort", label="Sort"),
        stay("filter.cat", "filters", effect=fl.set_cat, label="Category"),
        stay("filter.brand", "filters", effect=fl.toggle_brand, label="Brand"),
        stay("filter.cond", "filters", effect=fl.toggle_cond, label="Condition"),
        stay("filter.origin", "filters", effect=fl.set_origin, label="Ships from"),
        stay("filter.free", "filters", effect=fl.toggle_free, label="Free shipping"),
        stay("filter.fmt", "filters", effect=fl.set_fmt, label="Format"),
        stay("filter.reset", "filters", effect=fl.reset_filters, label="Reset"),
        pop("filter.apply", "filters", "results", effect=fl.apply_prices, label="Show results"),
        pop("sort.pick", "sort", "results", effect=fl.pick_sort, label="Sort"),
        # item
        push("item.open", LISTS, "item", guard=fx.has_product, label="Open item"),
        stay("item.watch", "item", guard=fx.has_product, effect=fx.toggle_watch, label="Watch"),
        stay("item.qty", "item", guard=fx.buyable, effect=fx.qty_step, label="Quantity"),
        stay("item.cart", "item", guard=fx.buyable, effect=fx.add_to_cart, label="Add to cart"),
        push("item.buy", "item", "checkout", guard=fx.buyable, effect=fx.checkout_item, label="Buy It Now"),
        stay("item.share", "item", guard=fx.has_product, effect=fx.share_item, label="Share"),
        push("item.reviews", "item", "reviews", label="See all reviews"),
        push("item.seller", ("item", "order"), "seller", label="Seller"),
        push("item.message", ("item", "seller"), "chat", guard=fx.has_seller, label="Contact seller"),
        push("item.bid", "item", "bid", guard=fx.open_auction, label="Place bid"),
        pop("bid.confirm", "bid", "item", effect=fx.place_bid, label="Confirm bid"),
        pop("bid.cancel", "bid", "item", label="Cancel"),
        stay("watch.remove", "watchlist", effect=fx.unwatch, label="Remove"),
        # cart, checkout
        stay("cart.qty", "cart", effect=fx.cart_step, label="Quantity"),
        stay("cart.remove", "cart", effect=fx.cart_remove, label="Remove"),
        push("cart.checkout", "cart", "checkout", guard=fx.cart_not_empty, effect=fx.checkout_cart,
             label="Go to checkout"),
        push("checkout.ship_to", "checkout", "ship_to", label="Change address"),
        pop("shipto.pick", "ship_to", "checkout", effect=fx.pick_address, label="Ship here"),
        replace("shipto.add", "ship_to", "address_edit", label="Add address"),
        stay("checkout.pay", "checkout", guard=fx.can_pay, effect=fx.pay, label="Pay with Wallet"),
        # orders
        push("account.orders", "account", "orders", label="Purchases"),
        push("order.open", ("orders", "account"), "order", guard=fx.has_order, label="Order details"),
        push("order.return", "order", "return", guard=fx.returnable, label="Return this item"),
        stay("return.reason", "return", effect=fx.pick_reason, label="Reason"),
        pop("return.submit", "return", "order", guard=fx.reason_chosen, effect=fx.submit_return,
            label="Submit return"),
        push("order.message", "order", "chat", effect=fx.order_seller, label="Contact seller"),
        stay("order.calendar", "order", guard=fx.has_order, effect=fx.add_to_calendar,
             label="Add delivery to Calendar"),
        # messages
        push("account.messages", "account", "chats", label="Messages"),
        push("chats.open", "chats", "chat", guard=fx.has_seller, label="Open conversation"),
        stay("chat.send", "chat", guard=fx.has_text, effect=fx.send_message, label="Send"),
        # addresses
        push("account.addresses", "account", "addresses", label="Addresses"),
        push("addr.add", "addresses", "address_edit", label="Add address"),
        push("addr.edit", "addresses", "address_edit", guard=fx.is_address, label="Edit"),
        stay("addr.default", "addresses", effect=fx.set_default, label="Set as default"),
        pop("addr.save", "address_edit", "addresses", guard=fx.address_ok, effect=fx.save_address, label="Save"),
        push("addr.delete", "address_edit", "address_delete", guard=fx.is_address, label="Delete"),
        pop("addr.delete_confirm", "address_delete", "addresses", effect=fx.delete_address, label="Delete"),
        pop("addr.delete_cancel", "address_delete", "address_edit", label="Cancel"),
        # account lists
        push("account.viewed", "account", "viewed", label="Recently viewed"),
        push("account.saved", "account", "saved", label="Saved searches"),
    ],
)
