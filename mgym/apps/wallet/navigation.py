"""Wallet navigation: screens (pages, sheets, dialogs, a menu) and the transitions between them.

Ids are ``<area>.<verb>``. The bottom navigation (Home, Bills, Me) resets the app's stack to a
tab; everything else pushes. The checkout is the one screen other apps open (by the PAY intent,
for a result); in-app payments reach it the same way and get the new bill back.
"""

from __future__ import annotations

from mgym.apps.wallet import effects as fx
from mgym.apps.wallet.manifest import CHECKOUT_PARAMS
from mgym.nav import Navigation, Screen, finish, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY

BILLS_PARAMS = ("month", "type", "party", "category", "nested", "limit")

NAV = Navigation(
    app="wallet",
    entry="home",
    screens=[
        # tabs
        Screen("home", title="Wallet"),
        Screen("home_menu", kind="menu", title="More"),
        Screen("me", title="Me"),
        # bills
        Screen("bills", params=BILLS_PARAMS, title="Bills"),
        Screen("bills_type", kind="sheet", title="Filter by type"),
        Screen("bills_month", kind="sheet", title="Choose a month"),
        Screen("bills_party", kind="sheet", title="Filter by counterparty"),
        Screen("bills_search", title="Search bills", on_open=fx.focus_query, autofocus="q"),
        Screen("bill_detail", params=("bill_id",), title="Bill details"),
        Screen("bill_note", params=("bill_id",), kind="dialog", title="Note", on_open=fx.seed_note),
        Screen("bill_category", params=("bill_id",), kind="sheet", title="Category"),
        Screen("bill_delete", params=("bill_id",), kind="dialog", title="Delete bill"),
        Screen("stats", params=("month",), title="Statistics"),
        # transfers
        Screen("transfer", title="Transfer"),
        Screen("transfer_contacts", title="Transfer to a contact"),
        Screen("transfer_account", title="Transfer to an account"),
        Screen("transfer_amount", params=("account", "name"), title="Transfer"),
        # the checkout (PAY intent)
        # once paid, back returns the result as Done does (the caller never loses a paid order)
        Screen("checkout", params=CHECKOUT_PARAMS, title="Confirm payment", entry_point=True,
               on_open=fx.open_checkout, on_back="checkout.done"),
        Screen("checkout_method", kind="sheet", title="Payment method"),
        Screen("checkout_pin", kind="sheet", title="Payment password", on_back="checkout.done"),
        Screen("checkout_short", kind="dialog", title="Insufficient balance"),
        Screen("checkout_quit", kind="dialog", title="Cancel payment"),
        # cards
        Screen("cards", title="Bank cards"),
        Screen("card_detail", params=("card_id",), title="Card"),
        Screen("card_remove", params=("card_id",), kind="dialog", title="Remove card"),
        Screen("card_add", title="Add a bank card", on_open=fx.seed_card_form),
        Screen("card_bank", kind="sheet", title="Issuing bank"),
        # services
        Screen("recharge", title="Mobile recharge", on_open=fx.seed_recharge),
        Screen("utilities", title="Utilities"),
        Screen("add_money", title="Add money"),
        # settings
        Screen("settings", title="Settings"),
        Screen("privacy", title="Privacy"),
        Screen("pay_order", kind="sheet", title="Payment order"),
        Screen("pwd_change", title="Change payment password"),
    ],
    transitions=[
        # tabs and home
        reset("tab.home", ("bills", "me"), "home", label="Home"),
        reset("tab.bills", ("home", "me"), "bills", label="Bills"),
        reset("tab.me", ("home", "bills"), "me", label="Me"),
        stay("home.eye", "home", effect=fx.toggle_hide, label="Show or hide the balance"),
        push("home.menu", "home", "home_menu", label="More"),
        replace("menu.add_card", "home_menu", "card_add", label="Add a bank card"),
        replace("menu.transfer", "home_menu", "transfer", label="Transfer"),
        replace("menu.recharge", "home_menu", "recharge", label="Mobile recharge"),
        pop("menu.dismiss", "home_menu", "home"),
        push("svc.transfer", "home", "transfer", label="Transfer"),
        push("svc.bills", ("home", "me"), "bills", label="Bills"),
        push("svc.cards", ("home", "me"), "cards", label="Bank cards"),
        push("svc.stats", ("home", "me", "bills"), "stats", label="Statistics"),
        push("svc.recharge", "home", "recharge", label="Mobile recharge"),
        push("svc.utilities", "home", "utilities", label="Utilities"),
        push("svc.add_money", ("home", "me"), "add_money", label="Add money"),
        push("svc.settings", ("home", "me"), "settings", label="Settings"),
        push("bills.search", ("home", "bills"), "bills_search", label="Search bills"),
        # bills
        push("bill.open", ANY, "bill_detail", effect=fx.open_bill, label="Open a bill"),
        push("bills.type", "bills", "bills_type", label="Filter by type"),
        push("bills.month", "bills", "bills_month", label="Choose a month"),
        push("bills.party", "bills", "bills_party", label="Filter by counterparty"),
        stay("bills.more", "bills", effect=fx.more_bills, label="Load more"),
        stay("bills.unset", "bills", effect=fx.unset_filter, label="Clear a filter"),
        pop("type.pick", "bills_type", "bills", effect=fx.filter_type, label="Choose a type"),
        pop("type.dismiss", "bills_type", "bills"),
        pop("month.pick", "bills_month", "bills", effect=fx.filter_month, label="Choose a month"),
        pop("month.dismiss", "bills_month", "bills"),
        pop("party.pick", "bills_party", "bills", effect=fx.filter_party, label="Choose a counterparty"),
        pop("party.dismiss", "bills_party", "bills"),
        stay("search.clear", "bills_search", effect=fx.clear_query, label="Clear search"),
        # a bill
        push("bill.note", "bill_detail", "bill_note", guard=fx.bill_exists, label="Add a note"),
        pop("note.save", "bill_note", "bill_detail", guard=fx.bill_exists, effect=fx.save_note, label="Save"),
        pop("note.cancel", "bill_note", "bill_detail", label="Cancel"),
        push("bill.category", "bill_detail", "bill_category", guard=fx.bill_exists, label="Change category"),
        pop("category.pick", "bill_category", "bill_detail", guard=fx.bill_exists, effect=fx.pick_category,
            label="Choose a category"),
        pop("category.dismiss", "bill_category", "bill_detail"),
        push("bill.delete", "bill_detail", "bill_delete", guard=fx.bill_exists, label="Delete bill"),
        pop("delete.confirm", "bill_delete", "bills", guard=fx.bill_exists, effect=fx.delete_bill, label="Delete"),
        pop("delete.cancel", "bill_delete", "bill_detail", label="Cancel"),
        push("bill.party", "bill_detail", "bills", label="More bills with this counterparty"),
        stay("bill.copy", "bill_detail", guard=fx.bill_exists, effect=fx.copy_order, label="Copy order number"),
        # statistics
        stay("stats.shift", "stats", effect=fx.stats_shift, label="Previous or next month"),
        stay("stats.pick", "stats", effect=fx.stats_pick, label="Choose a month"),
        push("stats.category", "stats", "bills", label="Bills of a category"),
        push("stats.party", "stats", "bills", label="Bills with a counterparty"),
        # transfers
        push("transfer.contacts", "transfer", "transfer_contacts", label="To a contact"),
        push("transfer.account", "transfer", "transfer_account", label="To an account"),
        push("payee.open", ("transfer", "transfer_contacts", "bill_detail"), "transfer_amount",
             label="Transfer to this payee"),
        stay("contacts.clear", "transfer_contacts", effect=fx.clear_query, label="Clear search"),
        stay("account.next", "transfer_account", guard=fx.account_form_ok, effect=fx.account_next, label="Next"),
        stay("amount.next", "transfer_amount", guard=fx.amount_ok, effect=fx.amount_next, label="Next"),
        # checkout
        push("checkout.method", "checkout", "checkout_method", label="Payment method"),
        pop("method.pick", "checkout_method", "checkout", effect=fx.pick_method, label="Choose a payment method"),
        push("method.add_card", "checkout_method", "card_add", label="Add a bank card"),
        pop("method.dismiss", "checkout_method", "checkout"),
        push("checkout.pay", "checkout", "checkout_pin", guard=fx.can_pay, label="Pay"),
        push("checkout.short", "checkout", "checkout_short", guard=fx.is_short, label="Pay"),
        pop("short.card", "checkout_short", "checkout", guard=fx.has_card, effect=fx.use_card, label="Pay by card"),
        replace("short.change", "checkout_short", "checkout_method", label="Other payment methods"),
        pop("short.cancel", "checkout_short", "checkout", label="Cancel"),
        push("checkout.close", "checkout", "checkout_quit", label="Close"),
        finish("quit.confirm", "checkout_quit", effect=fx.cancel_payment, label="Cancel payment"),
        pop("quit.stay", "checkout_quit", "checkout", label="Continue paying"),
        stay("pin.key", ("checkout_pin", "pwd_change"), effect=fx.pin_key, label="Digit"),
        stay("pin.del", ("checkout_pin", "pwd_change"), effect=fx.pin_del, label="Delete"),
        stay("pin.bio", "checkout_pin", guard=fx.fingerprint_ok, effect=fx.fingerprint, label="Use fingerprint"),
        pop("pin.close", "checkout_pin", "checkout", label="Close"),
        finish("checkout.done", ("checkout_pin", "checkout"), guard=fx.is_paid, effect=fx.pay_result, label="Done"),
        # cards
        push("card.open", "cards", "card_detail", label="Open a card"),
        push("cards.add", "cards", "card_add", label="Add a bank card"),
        stay("card.default", "card_detail", guard=fx.card_exists, effect=fx.set_default, label="Set as default"),
        push("card.remove", "card_detail", "card_remove", guard=fx.card_exists, label="Remove card"),
        pop("remove.confirm", "card_remove", "cards", guard=fx.card_exists, effect=fx.remove_card, label="Remove"),
        pop("remove.cancel", "card_remove", "card_detail", label="Cancel"),
        push("cardadd.bank", "card_add", "card_bank", label="Issuing bank"),
        pop("bank.pick", "card_bank", "card_add", effect=fx.pick_bank, label="Choose a bank"),
        pop("bank.dismiss", "card_bank", "card_add"),
        stay("cardadd.type", "card_add", effect=fx.card_type, label="Card type"),
        stay("cardadd.default", "card_add", effect=fx.card_default_switch, label="Set as default card"),
        pop("cardadd.save", "card_add", "cards", guard=fx.card_form_ok, effect=fx.save_card, label="Add card"),
        # services
        stay("recharge.amount", "recharge", effect=fx.recharge_amount, label="Recharge amount"),
        stay("recharge.pay", "recharge", guard=fx.recharge_ok, effect=fx.recharge_pay, label="Recharge"),
        stay("utility.pay", "utilities", guard=fx.due_unpaid, effect=fx.pay_due, label="Pay"),
        stay("addmoney.quick", "add_money", effect=fx.quick_amount, label="Amount"),
        stay("addmoney.next", "add_money", guard=fx.add_money_ok, effect=fx.add_money_next, label="Next"),
        # settings
        push("settings.privacy", ("settings", "me"), "privacy", label="Privacy"),
        push("settings.password", "settings", "pwd_change", label="Change payment password"),
        push("settings.order", "settings", "pay_order", label="Payment order"),
        stay("setting.toggle", ("settings", "privacy"), effect=fx.toggle_setting, label="Switch"),
        pop("order.pick", "pay_order", "settings", effect=fx.pick_priority, label="Choose"),
        pop("order.dismiss", "pay_order", "settings"),
    ],
)
