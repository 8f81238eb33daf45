"""Calculator navigation: the keypad screen, its menu, History (with a confirm dialog) and Settings.

Every key is a ``stay`` transition of ``main`` whose effect edits the overlay through
:mod:`mgym.apps.calculator.editor`.
"""

from __future__ import annotations

from typing import Any

from mgym.apps.calculator import editor
from mgym.apps.calculator import engine as E
from mgym.i18n import N_
from mgym.nav import Navigation, Screen, pop, push, replace, stay
from mgym.nav.declaration import ANY
from mgym.os.context import AppContext

#: refusal code -> toast
TOASTS = {editor.FULL: N_("Can't enter more than 100 characters"),
          editor.DIGITS: N_("Can't enter more than 15 digits"), editor.EMPTY: None}
OPS = ("+", E.MINUS, "×", "÷")


def _done(ctx: AppContext, refusal: str | None) -> None:
    msg = TOASTS.get(refusal) if refusal else None
    if msg:
        ctx.toast(msg)


# ---- keys ------------------------------------------------------------------------------------------
def key_digit(ctx: AppContext) -> None:
    k = str(ctx.params.get("k", ""))
    if k in "0123456789." and len(k) == 1:
        _done(ctx, editor.digit(ctx.state, k))


def key_op(ctx: AppContext) -> None:
    op = str(ctx.params.get("op", ""))
    if op in OPS:
        _done(ctx, editor.operator(ctx.state, op))


def key_percent(ctx: AppContext) -> None:
    _done(ctx, editor.postfix(ctx.state, "%"))


def key_paren(ctx: AppContext) -> None:
    _done(ctx, editor.smart_paren(ctx.state))


def key_sign(ctx: AppContext) -> None:
    _done(ctx, editor.sign(ctx.state))


def key_clear(ctx: AppContext) -> None:
    editor.clear(ctx.state)


def key_del(ctx: AppContext) -> None:
    editor.delete(ctx.state)


def key_equals(ctx: AppContext) -> None:
    _done(ctx, editor.equals(ctx.state, ctx.now, save=ctx.state["settings"]["save_history"]))


def copy_result(ctx: AppContext) -> None:
    """Long press on the display: copy the result (or the live result, or the expression)."""
    st = ctx.state
    value = editor.current_value(st)
    if value is None and not st["expr"]:
        ctx.toast("Nothing to copy")
        return
    ctx.copy(E.display(value, grouping=False) if value is not None else st["expr"])


def open_main(ctx: AppContext) -> None:
    """Opened by the calculate intent: the expression it carries goes on the display."""
    if ctx.param("expr"):
        editor.open_with(ctx.state, ctx.param("expr"))


# ---- history and settings --------------------------------------------------------------------------
def _item(ctx: AppContext) -> dict[str, Any] | None:
    return next((h for h in ctx.state["history"] if h["id"] == ctx.params.get("id")), None)


def item_exists(ctx: AppContext) -> bool:
    return _item(ctx) is not None


def use_expression(ctx: AppContext) -> None:
    item = _item(ctx)
    if item is not None:
        editor.use_expression(ctx.state, item)


def use_result(ctx: AppContext) -> None:
    item = _item(ctx)
    if item is not None:
        _done(ctx, editor.insert_number(ctx.state, editor.history_value(item)))


def has_history(ctx: AppContext) -> bool:
    if not ctx.state["history"]:
        ctx.toast("No history")
        return False
    return True


def clear_history(ctx: AppContext) -> None:
    ctx.state["history"] = []
    ctx.toast("History cleared")


def toggle_setting(ctx: AppContext) -> None:
    key = ctx.params.get("key")
    settings = ctx.state["settings"]
    if key in settings and isinstance(settings[key], bool):
        settings[key] = not settings[key]


NAV = Navigation(
    app="calculator",
    entry="main",
    screens=[
        Screen("main", params=("expr",), title="Calculator", entry_point=True, on_open=open_main),
        Screen("menu", kind="menu", title="More options"),
        Screen("history", title="History"),
        Screen("clear_confirm", kind="dialog", title="Clear history"),
        Screen("settings", title="Settings"),
    ],
    transitions=[
        # the keypad
        stay("key.digit", "main", effect=key_digit, label="Digit"),
        stay("key.op", "main", effect=key_op, label="Operator"),
        stay("key.percent", "main", effect=key_percent, label="Percent"),
        stay("key.paren", "main", effect=key_paren, label="Parentheses"),
        stay("key.sign", "main", effect=key_sign, label="Plus/minus"),
        stay("key.clear", "main", effect=key_clear, label="Clear"),
        stay("key.del", "main", effect=key_del, label="Backspace"),
        stay("key.equals", "main", effect=key_equals, label="Equals"),
        stay("display.commit", "main", effect=key_equals, label="Show the result"),
        stay("display.copy", "main", effect=copy_result, label="Copy"),
        # menu
        push("main.history", "main", "history", label="History"),
        push("main.menu", "main", "menu", label="More options"),
        replace("menu.history", "menu", "history", label="History"),
        replace("menu.settings", "menu", "settings", label="Settings"),
        pop("menu.dismiss", "menu", "main"),
        # history
        pop("history.expr", "history", "main", guard=item_exists, effect=use_expression,
            label="Use this calculation"),
        pop("history.result", "history", "main", guard=item_exists, effect=use_result, label="Use this result"),
        push("clear.ask", ("history", "settings"), "clear_confirm", guard=has_history, label="Clear history"),
        pop("clear.confirm", "clear_confirm", ANY, effect=clear_history, label="Clear"),
        pop("clear.cancel", "clear_confirm", ANY, label="Cancel"),
        # settings
        stay("settings.toggle", "settings", effect=toggle_setting, label="Switch"),
    ],
)
