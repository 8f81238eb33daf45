"""Scientific Calculator navigation: the keypad screen (functions, DEG / RAD, INV, memory), its menu,
History and a confirm dialog. Keys edit the overlay through :mod:`mgym.apps.calculator.editor`."""

from __future__ import annotations

from typing import Any

from mgym.apps.calculator import editor
from mgym.apps.calculator import engine as E
from mgym.i18n import N_
from mgym.nav import Navigation, Screen, pop, push, replace, stay
from mgym.os.context import AppContext

TOASTS = {editor.FULL: N_("Can't enter more than 100 characters"),
          editor.DIGITS: N_("Can't enter more than 15 digits")}
OPS = ("+", E.MINUS, "×", "÷", "^")
#: function key -> what it types (INV faces included)
OPENERS = {"sin": "sin(", "cos": "cos(", "tan": "tan(", "asin": "sin⁻¹(", "acos": "cos⁻¹(", "atan": "tan⁻¹(",
           "ln": "ln(", "log": "log(", "exp": "e^(", "exp10": "10^(", "sqrt": "√", "pi": "π", "e": "e", "(": "("}
POSTFIX = {"sq": "²", "fact": "!", "inv": "⁻¹", "pct": "%"}


def _done(ctx: AppContext, refusal: str | None) -> None:
    msg = TOASTS.get(refusal) if refusal else None
    if msg:
        ctx.toast(msg)


def _angle(ctx: AppContext) -> E.Angle:
    return "rad" if ctx.state["angle"] == "rad" else "deg"


# ---- keys ------------------------------------------------------------------------------------------
def key_digit(ctx: AppContext) -> None:
    k = str(ctx.params.get("k", ""))
    if len(k) == 1 and k in "0123456789.":
        _done(ctx, editor.digit(ctx.state, k))


def key_op(ctx: AppContext) -> None:
    op = str(ctx.params.get("op", ""))
    if op in OPS:
        _done(ctx, editor.operator(ctx.state, op))


def key_func(ctx: AppContext) -> None:
    tok = OPENERS.get(str(ctx.params.get("f", "")))
    if tok is None:
        return
    st = ctx.state
    last = st["expr"][-1:] if not st["just_evaluated"] else ""
    if tok[0].isdigit() and (last.isdigit() or last == "."):
        tok = "×" + tok  # 5 then 10ˣ: 5×10^(
    _done(ctx, editor.opener(st, tok))


def key_post(ctx: AppContext) -> None:
    p = POSTFIX.get(str(ctx.params.get("p", "")))
    if p is not None:
        _done(ctx, editor.postfix(ctx.state, p))


def key_close(ctx: AppContext) -> None:
    _done(ctx, editor.close(ctx.state))


def key_clear(ctx: AppContext) -> None:
    editor.clear(ctx.state)


def key_del(ctx: AppContext) -> None:
    editor.delete(ctx.state)


def key_equals(ctx: AppContext) -> None:
    editor.equals(ctx.state, ctx.now, _angle(ctx))


def toggle_inverse(ctx: AppContext) -> None:
    ctx.state["inverse"] = not ctx.state["inverse"]


def toggle_angle(ctx: AppContext) -> None:
    ctx.state["angle"] = "deg" if ctx.state["angle"] == "rad" else "rad"


# ---- memory ----------------------------------------------------------------------------------------
def mem_clear(ctx: AppContext) -> None:
    ctx.state["memory"] = "0"


def mem_recall(ctx: AppContext) -> None:
    _done(ctx, editor.insert_number(ctx.state, E.parse_exact(ctx.state["memory"])))


def _mem_add(ctx: AppContext, sign: int) -> None:
    value = editor.current_value(ctx.state, _angle(ctx))
    if value is None:
        ctx.toast("Nothing to add to memory")
        return
    ctx.state["memory"] = E.exact_text(E.parse_exact(ctx.state["memory"]) + sign * value)


def mem_add(ctx: AppContext) -> None:
    _mem_add(ctx, 1)


def mem_sub(ctx: AppContext) -> None:
    _mem_add(ctx, -1)


def copy_result(ctx: AppContext) -> None:
    value = editor.current_value(ctx.state, _angle(ctx))
    if value is None and not ctx.state["expr"]:
        ctx.toast("Nothing to copy")
        return
    ctx.copy(E.display(value, grouping=False) if value is not None else ctx.state["expr"])


def open_main(ctx: AppContext) -> None:
    """Opened by the calculate intent: the expression it carries goes on the display."""
    if ctx.param("expr"):
        editor.open_with(ctx.state, ctx.param("expr"))


# ---- history ---------------------------------------------------------------------------------------
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


NAV = Navigation(
    app="scicalc",
    entry="main",
    screens=[
        Screen("main", params=("expr",), title="Scientific Calculator", entry_point=True, on_open=open_main),
        Screen("menu", kind="menu", title="More options"),
        Screen("history", title="History"),
        Screen("clear_confirm", kind="dialog", title="Clear history"),
    ],
    transitions=[
        # numbers and operators
        stay("key.digit", "main", effect=key_digit, label="Digit"),
        stay("key.op", "main", effect=key_op, label="Operator"),
        stay("key.close", "main", effect=key_close, label="Right parenthesis"),
        stay("key.clear", "main", effect=key_clear, label="Clear"),
        stay("key.del", "main", effect=key_del, label="Delete"),
        stay("key.equals", "main", effect=key_equals, label="Equals"),
        # functions
        stay("key.func", "main", effect=key_func, label="Function"),
        stay("key.post", "main", effect=key_post, label="Function"),
        stay("key.inv", "main", effect=toggle_inverse, label="Inverse functions"),
        stay("key.angle", "main", effect=toggle_angle, label="Degrees or radians"),
        # memory
        stay("mem.clear", "main", effect=mem_clear, label="Memory clear"),
        stay("mem.recall", "main", effect=mem_recall, label="Memory recall"),
        stay("mem.add", "main", effect=mem_add, label="Memory add"),
        stay("mem.sub", "main", effect=mem_sub, label="Memory subtract"),
        # the display
        stay("display.commit", "main", effect=key_equals, label="Show the result"),
        stay("display.copy", "main", effect=copy_result, label="Copy"),
        push("main.history", "main", "history", label="History"),
        push("main.menu", "main", "menu", label="More options"),
        replace("menu.history", "menu", "history", label="History"),
        pop("menu.copy", "menu", "main", effect=copy_result, label="Copy"),
        pop("menu.dismiss", "menu", "main"),
        # history
        pop("history.expr", "history", "main", guard=item_exists, effect=use_expression,
            label="Use this calculation"),
        pop("history.result", "history", "main", guard=item_exists, effect=use_result, label="Use this result"),
        push("clear.ask", "history", "clear_confirm", guard=has_history, label="Clear history"),
        pop("clear.confirm", "clear_confirm", "history", effect=clear_history, label="Clear"),
        pop("clear.cancel", "clear_confirm", "history", label="Cancel"),
    ],
)
