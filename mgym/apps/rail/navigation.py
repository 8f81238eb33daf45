"""Rail navigation: Home (search form), station and date pickers, results with filters, a train's
timetable, booking, the order page (pay through Wallet, refund, change, Calendar, share), orders,
account and passengers.

``order.pay`` starts ``mgym.wallet.PAY`` for a result; the result (status "paid") comes back through
the same transition and settles the order. An unpaid order is held 30 minutes of virtual time.
"""

from __future__ import annotations

from mgym.apps.rail import effects as fx
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay

TABS = ("home", "orders", "me")
RESULTS = ("frm", "to", "date", "hs", "types", "window", "cls", "sort", "change")
LEG = ("train", "date", "frm", "to")


def _others(tab: str) -> tuple[str, ...]:
    return tuple(t for t in TABS if t != tab)


NAV = Navigation(
    app="rail",
    entry="home",
    screens=[
        Screen("home", title="Rail Tickets", entry_point=True, on_open=fx.sweep),
        Screen("stations", params=("which",), title="Choose a station"),
        Screen("dates", title="Travel date"),
        Screen("results", params=RESULTS, title="Trains"),
        Screen("filter", kind="sheet", title="Filter"),
        Screen("train", params=(*LEG, "change"), title="Timetable"),
        Screen("book", params=(*LEG, "cls", "sel", "seat"), title="Book tickets"),
        Screen("passenger_edit", params=("pid",), title="Passenger", on_open=fx.seed_passenger),
        Screen("order", params=("order_id",), title="Order", on_open=fx.sweep),
        Screen("cancel_confirm", kind="dialog", title="Cancel order"),
        Screen("refund_confirm", kind="dialog", title="Refund"),
        Screen("change_confirm", params=(*LEG, "cls", "change"), kind="dialog", title="Change ticket"),
        Screen("orders", params=("tab",), title="Orders", on_open=fx.sweep),
        Screen("me", title="Me"),
        Screen("passengers", title="Passengers"),
    ],
    transitions=[
        *(reset(f"tab.{t}", _others(t), t, label=t.title()) for t in TABS),
        push("home.station", "home", "stations", label="Station"),
        stay("home.swap", "home", effect=fx.swap, label="Swap"),
        push("home.date", "home", "dates", label="Date"),
        stay("home.hs", "home", effect=fx.toggle_hs, label="High-speed only"),
        push("home.search", "home", "results", guard=fx.can_search, effect=fx.search, label="Search"),
        stay("home.recent", "home", guard=fx.recent_ok, effect=fx.use_recent, label="Recent search"),
        stay("home.clear_recent", "home", effect=fx.clear_recent, label="Clear"),
        pop("station.pick", "stations", "home", guard=fx.station_ok, effect=fx.pick_station, label="Station"),
        stay("station.clear", "stations", effect=fx.clear_query, label="Clear"),
        pop("date.pick", "dates", "home", guard=fx.date_ok, effect=fx.pick_date, label="Date"),
        stay("results.prev", "results", guard=fx.can_prev, effect=fx.prev_day, label="Previous day"),
        stay("results.next", "results", guard=fx.can_next, effect=fx.next_day, label="Next day"),
        stay("results.sort", "results", effect=fx.sort, label="Sort"),
        push("results.filter", "results", "filter", label="Filter"),
        stay("filter.type", "filter", effect=fx.filter_type, label="Train type"),
        stay("filter.window", "filter", effect=fx.filter_window, label="Departure time"),
        stay("filter.cls", "filter", effect=fx.filter_cls, label="Seat class"),
        stay("filter.hs", "filter", effect=fx.filter_hs, label="High-speed only"),
        stay("filter.reset", "filter", effect=fx.filter_reset, label="Reset"),
        pop("filter.done", "filter", "results", label="Done"),
        pop("filter.close", "filter", "results", label="Close"),
        push("train.open", "results", "train", guard=fx.train_ok, label="Train"),
        push("change.open", "results", "train", guard=fx.train_ok, label="Train"),
        push("train.book", "train", "book", guard=fx.can_book, effect=fx.open_book, label="Book"),
        push("train.change", "train", "change_confirm", guard=fx.change_ok, effect=fx.open_change_confirm,
             label="Change to this train"),
        stay("book.passenger", "book", effect=fx.toggle_passenger, label="Passenger"),
        stay("book.class", "book", guard=fx.class_ok, effect=fx.pick_class, label="Seat class"),
        stay("book.seat", "book", effect=fx.pick_seat, label="Seat"),
        push("book.add", "book", "passenger_edit", label="Add passenger"),
        replace("book.submit", "book", "order", guard=fx.can_submit, effect=fx.submit, label="Submit order"),
        stay("order.pay", "order", guard=fx.can_pay, effect=fx.pay, label="Pay"),
        push("order.cancel", "order", "cancel_confirm", guard=fx.can_pay, label="Cancel order"),
        pop("cancel.confirm", "cancel_confirm", "order", effect=fx.cancel, label="Cancel order"),
        pop("cancel.dismiss", "cancel_confirm", "order", label="Keep"),
        push("order.refund", "order", "refund_confirm", guard=fx.can_refund, label="Refund"),
        pop("refund.confirm", "refund_confirm", "order", effect=fx.refund, label="Refund"),
        pop("refund.dismiss", "refund_confirm", "order", label="Keep ticket"),
        push("order.change", "order", "results", guard=fx.can_change, effect=fx.open_change, label="Change"),
        pop("change.confirm", "change_confirm", "order", guard=fx.change_ok, effect=fx.confirm_change,
              label="Confirm change"),
        pop("change.dismiss", "change_confirm", "train", label="Cancel"),
        stay("order.calendar", "order", guard=fx.is_paid, effect=fx.add_to_calendar, label="Add to Calendar"),
        stay("order.share", "order", guard=fx.is_paid, effect=fx.share_trip, label="Share"),
        stay("orders.tab", "orders", effect=fx.orders_tab, label="Tab"),
        push("order.open", ("orders", "home"), "order", guard=fx.order_exists, label="Order"),
        push("me.passengers", "me", "passengers", label="Passengers"),
        push("me.orders", "me", "orders", label="Orders"),
        push("passenger.open", "passengers", "passenger_edit", label="Passenger"),
        push("passenger.add", "passengers", "passenger_edit", label="Add passenger"),
        pop("passenger.save", "passenger_edit", "passengers", guard=fx.passenger_ok, effect=fx.save_passenger,
            label="Save"),
        pop("passenger.delete", "passenger_edit", "passengers", guard=fx.can_delete_passenger,
            effect=fx.delete_passenger, label="Delete"),
    ],
)
