"""Calculator views: the keypad screen (display, live result, keys as data), menu, History, Settings."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.calculator import editor
from mgym.apps.calculator import engine as E
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

_M = E.MINUS


def _key(text: str, t: str, cls: str = "num", aria: str | None = None, **p: Any) -> dict[str, Any]:
    """One key: its face, transition, params, style class and spoken label (a msgid)."""
    return {"text": text, "t": t, "p": p, "cls": cls, "aria": aria}


def _digit(d: str) -> dict[str, Any]:
    return _key(d, "key.digit", k=d)


def _op(face: str, aria: str) -> dict[str, Any]:
    return _key(face, "key.op", "op", aria, op=face)


#: the keypad, top row first
KEYS: tuple[tuple[dict[str, Any], ...], ...] = (
    (_key("C", "key.clear", "clear", N_("Clear")), _key("( )", "key.paren", "fn", N_("Parentheses")),
     _key("%", "key.percent", "fn", N_("Percent")), _op("÷", N_("Divide"))),
    (_digit("7"), _digit("8"), _digit("9"), _op("×", N_("Multiply"))),
    (_digit("4"), _digit("5"), _digit("6"), _op(_M, N_("Minus"))),
    (_digit("1"), _digit("2"), _digit("3"), _op("+", N_("Plus"))),
    (_key("+/−", "key.sign", "num", N_("Plus/minus")), _digit("0"), _key(".", "key.digit", "num", N_("Decimal point"),
                                                                         k="."),
     _key("=", "key.equals", "eq", N_("Equals"))),
)


def size_class(text: str) -> str:
    """The display's font step for a line this long (a phone shrinks long numbers to fit)."""
    n = len(text)
    return "xl" if n <= 9 else "l" if n <= 13 else "m" if n <= 18 else "s"


def display_context(st: dict[str, Any], grouping: bool, angle: E.Angle = "deg") -> dict[str, Any]:
    """The display of either calculator: the main line, the live result or an error."""
    expr = str(st["expr"])
    shown = E.group(expr) if grouping else expr
    preview = "" if st["just_evaluated"] or st["error"] else E.preview(expr, angle, grouping=grouping,
                                                                      ans=editor.ans_of(st))
    return {"expr": shown, "size": size_class(shown), "preview": preview, "error": st["error"],
            "result": bool(st["just_evaluated"]), "empty": not expr}


def history_groups(ctx: AppContext, grouping: bool) -> list[dict[str, Any]]:
    """History newest first, under day headers ("today", "yesterday" or a date)."""
    today = formats.to_datetime(ctx.now).date()
    groups: list[dict[str, Any]] = []
    for h in reversed(ctx.state["history"]):
        day = formats.to_datetime(h["time"]).date()
        kind = "today" if day == today else "yesterday" if (today - day).days == 1 else "date"
        if not groups or groups[-1]["day"] != day:
            groups.append({"day": day, "kind": kind, "ms": h["time"], "items": []})
        groups[-1]["items"].append({"id": h["id"], "expr": E.group(h["expr"]) if grouping else h["expr"],
                                    "result": E.group(h["result"]) if grouping else h["result"]})
    return groups


def main(ctx: AppContext) -> View:
    st = ctx.state
    return View("apps/calculator/main.html", {**display_context(st, st["settings"]["grouping"]), "keys": KEYS})


def menu(ctx: AppContext) -> View:
    return View("apps/calculator/menu.html", {})


def history(ctx: AppContext) -> View:
    return View("apps/calculator/history.html", {"groups": history_groups(ctx, ctx.state["settings"]["grouping"])})


def clear_confirm(ctx: AppContext) -> View:
    return View("apps/calculator/clear_confirm.html", {})


def settings(ctx: AppContext) -> View:
    s = ctx.state["settings"]
    return View("apps/calculator/settings.html", {"grouping": s["grouping"], "save_history": s["save_history"],
                                                  "has_history": bool(ctx.state["history"])})


VIEWS = {"main": main, "menu": menu, "history": history, "clear_confirm": clear_confirm, "settings": settings}
