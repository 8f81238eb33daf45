"""Theme Store navigation: three tabs (Themes, Wallpapers with category chips, Icons), an item's
detail page (Apply, or Buy through Wallet's checkout), My themes, and a Restore default dialog.

``item.buy`` starts ``mgym.wallet.PAY`` for a result; the result (status "paid") comes back through
the same transition, which records the item as owned. Applying writes ``os.display``.
"""

from __future__ import annotations

from typing import Any

from mgym.apps.themes import world
from mgym.apps.themes.looks import DEFAULT
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.os.context import AppContext
from mgym.os.intents import PAY, Intent

TABS = ("themes", "wallpapers", "icons")
#: item kind -> the os.display field applying it sets
FIELDS: dict[str, str] = {"theme": "theme", "wallpaper": "wallpaper", "icon_pack": "icon_pack"}


def _item(ctx: AppContext) -> world.Item | None:
    return world.item(ctx.region, ctx.param("id"))


def item_exists(ctx: AppContext) -> bool:
    return _item(ctx) is not None


def owns(state: dict[str, Any], it: world.Item) -> bool:
    return not it["price"] or it["id"] in state["owned"]


def applied(os: dict[str, Any], it: world.Item) -> bool:
    return bool(os["display"][FIELDS[it["kind"]]] == it["id"])


def can_apply(ctx: AppContext) -> bool:
    it = _item(ctx)
    return it is not None and owns(ctx.state, it) and not applied(ctx.os, it)


def apply_item(ctx: AppContext) -> None:
    it = _item(ctx)
    if it is not None:
        ctx.os["display"][FIELDS[it["kind"]]] = it["id"]
        ctx.toast("{name} applied", name=it["name"])


def _paid(ctx: AppContext) -> bool:
    return ctx.params.get("status") == "paid" and "amount" in ctx.params


def can_buy(ctx: AppContext) -> bool:
    if _paid(ctx):
        return True
    it = _item(ctx)
    return it is not None and not owns(ctx.state, it)


def buy(ctx: AppContext) -> None:
    """Tapping Buy opens Wallet's checkout; its result (paid) makes the item owned."""
    it = _item(ctx)
    if it is None:
        return
    if _paid(ctx):
        if str(ctx.params.get("order_id", it["id"])) == it["id"] and it["id"] not in ctx.state["owned"]:
            ctx.state["owned"].append(it["id"])
            ctx.toast("Purchased. You can apply it now")
        return
    ctx.start(Intent(action=PAY, extras={"amount": float(it["price"]), "payee": it["designer"],
                                         "payee_id": "themes", "memo": it["name"], "kind": "order",
                                         "order_id": it["id"], "category": "Entertainment"}),
              result="item.buy")


def not_default(ctx: AppContext) -> bool:
    return any(ctx.os["display"][f] != DEFAULT for f in FIELDS.values())


def restore(ctx: AppContext) -> None:
    for f in FIELDS.values():
        ctx.os["display"][f] = DEFAULT
    ctx.toast("Default look restored")


def _others(tab: str) -> tuple[str, ...]:
    return tuple(t for t in TABS if t != tab)


NAV = Navigation(
    app="themes",
    entry="themes",
    screens=[
        Screen("themes", title="Themes", entry_point=True),
        Screen("wallpapers", params=("cat",), title="Wallpapers"),
        Screen("icons", title="Icons"),
        Screen("detail", params=("id",), title="Details"),
        Screen("mine", title="My themes"),
        Screen("restore_confirm", kind="dialog", title="Restore default"),
    ],
    transitions=[
        *(reset(f"tab.{t}", _others(t), t, label=t.title()) for t in TABS),
        replace("cat.select", "wallpapers", "wallpapers", label="Category"),
        push("item.open", (*TABS, "mine"), "detail", guard=item_exists, label="Open"),
        push("main.mine", TABS, "mine", label="My themes"),
        stay("item.apply", "detail", guard=can_apply, effect=apply_item, label="Apply"),
        stay("item.buy", "detail", guard=can_buy, effect=buy, label="Buy"),
        push("restore.ask", "mine", "restore_confirm", guard=not_default, label="Restore default"),
        pop("restore.confirm", "restore_confirm", "mine", effect=restore, label="Restore"),
        pop("restore.cancel", "restore_confirm", "mine", label="Cancel"),
    ],
)
