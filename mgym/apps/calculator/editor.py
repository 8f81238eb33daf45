"""Keys on the expression: what each calculator key does to the overlay (``expr``, ``just_evaluated``,
``error``, ``ans``, ``history``). Both calculators use these; each function returns a refusal code
for a toast (see :data:`REFUSALS`) or None.

After "=", the main line holds the result: a digit, a constant, a function or "(" starts a new
expression, while an operator or a postfix key continues from the result (at its exact value).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from mgym.apps.calculator import engine as E
from mgym.apps.calculator.state import MAX_HISTORY

State = dict[str, Any]
#: longest expression the display takes, and most digits in one number
MAX_LEN, MAX_DIGITS = 100, 15
#: refusal codes: the expression is full, a number has too many digits, nothing to evaluate
FULL, DIGITS, EMPTY = "full", "digits", "empty"


def _toks(expr: str) -> list[str]:
    try:
        return E.tokenize(expr)
    except E.CalcError:
        return list(expr)


def _last(expr: str) -> str:
    toks = _toks(expr)
    return toks[-1] if toks else ""


def _begin(st: State, keep: bool) -> str:
    """Clear an error; after a result, keep it to continue from (``keep``) or start anew."""
    st["error"] = ""
    if st["just_evaluated"]:
        st["just_evaluated"] = False
        if not keep:
            st["expr"], st["ans"] = "", ""
    return str(st["expr"])


def _put(st: State, text: str) -> str | None:
    if len(st["expr"]) + len(text) > MAX_LEN:
        return FULL
    st["expr"] += text
    return None


def ans_of(st: State) -> tuple[str, Fraction] | None:
    """The last result as (displayed text, exact value), for :func:`engine.evaluate`."""
    if not st.get("ans"):
        return None
    v = E.parse_exact(st["ans"])
    return E.display(v, grouping=False), v


def digit(st: State, k: str) -> str | None:
    """A digit or the decimal point."""
    expr = _begin(st, keep=False)
    last = _last(expr)
    if E.is_number(last):
        if k == ".":
            return None if "." in last or "E" in last else _put(st, ".")
        if sum(ch.isdigit() for ch in last) >= MAX_DIGITS:
            return DIGITS
        if last == "0":
            st["expr"] = expr[:-1]
        return _put(st, k)
    if k == ".":
        return None if last and E.ends_value(last) else _put(st, "0.")
    return _put(st, ("×" if last and E.ends_value(last) else "") + k)


def operator(st: State, op: str) -> str | None:
    """A binary operator (``+ − × ÷ ^``); a second one replaces the first, except a minus sign
    after ``× ÷ ^`` (a negative operand)."""
    expr = _begin(st, keep=True)
    last = _last(expr)
    if not expr or last == "(" or last in E.FUNCS or last == "√":
        return _put(st, op) if op == E.MINUS and last != E.MINUS else None
    if last in E.BINARY:
        if op == E.MINUS and last in ("×", "÷", "^"):
            return _put(st, op)
        toks = _toks(expr)
        while toks and toks[-1] in E.BINARY:
            toks.pop()
        if not toks or toks[-1] == "(" or toks[-1] in E.FUNCS:
            st["expr"] = "".join(toks) + (E.MINUS if op == E.MINUS else "")
            return None
        st["expr"] = "".join(toks)
    return _put(st, op)


def postfix(st: State, p: str) -> str | None:
    """``%``, ``!``, ``²`` or ``⁻¹`` after a value."""
    expr = _begin(st, keep=True)
    last = _last(expr)
    return _put(st, p) if last and E.ends_value(last) else None


def opener(st: State, tok: str) -> str | None:
    """A function (``sin(`` … ``log(``), ``√``, ``(`` or a constant: starts a new expression after a
    result; after a value it multiplies (``2π``, ``3(4)``)."""
    _begin(st, keep=False)
    return _put(st, tok)


def close(st: State) -> str | None:
    expr = _begin(st, keep=True)
    toks = _toks(expr)
    opened = sum(t == "(" or t in E.FUNCS for t in toks) - toks.count(")")
    if opened > 0 and toks and E.ends_value(toks[-1]):
        return _put(st, ")")
    return None


def smart_paren(st: State) -> str | None:
    """The basic calculator's ``( )`` key: closes when a parenthesis is open after a value, else opens
    (multiplying after a value)."""
    expr = _begin(st, keep=True)
    toks = _toks(expr)
    opened = sum(t == "(" or t in E.FUNCS for t in toks) - toks.count(")")
    last = toks[-1] if toks else ""
    if opened > 0 and last and E.ends_value(last):
        return _put(st, ")")
    return _put(st, ("×(" if last and E.ends_value(last) else "("))


def sign(st: State) -> str | None:
    """``±``: wrap the last number in ``(−…`` or unwrap it."""
    expr = _begin(st, keep=True)
    toks = _toks(expr)
    if toks and E.is_number(toks[-1]):
        if toks[-3:-1] == ["(", E.MINUS]:
            del toks[-3:-1]
        else:
            toks[-1:-1] = ["(", E.MINUS]
        st["expr"] = "".join(toks)
        return None
    if toks[-2:] == ["(", E.MINUS]:
        st["expr"] = "".join(toks[:-2])
        return None
    return _put(st, ("×" if toks and E.ends_value(toks[-1]) else "") + "(" + E.MINUS)


def clear(st: State) -> None:
    st.update(expr="", error="", just_evaluated=False, ans="")


def delete(st: State) -> None:
    """Backspace: the last token if it is a function or a two-character symbol, else one character."""
    st["error"] = ""
    st["just_evaluated"], st["ans"] = False, ""
    expr = str(st["expr"])
    last = _last(expr)
    multi = last in E.FUNCS or last == "⁻¹"
    st["expr"] = expr[: -len(last)] if multi and expr.endswith(last) else expr[:-1]


def insert_number(st: State, value: Fraction) -> str | None:
    """A value typed in as a number (a history result, memory recall): replaces a result, follows
    an operator, multiplies after a value; negative values go in parentheses after an operator."""
    text = E.display(value, grouping=False)
    expr = _begin(st, keep=False)
    last = _last(expr)
    if expr and value < 0:
        text = f"({text})"
    if E.is_number(last):
        return _put(st, "×" + text)
    return _put(st, ("×" if last and E.ends_value(last) else "") + text)


def current_value(st: State, angle: E.Angle = "deg") -> Fraction | None:
    """The value on the display: the result after "=", else what the expression so far comes to."""
    try:
        if st["just_evaluated"] and st.get("ans"):
            return E.parse_exact(st["ans"])
        body = E.trim(st["expr"])
        return E.evaluate(body, angle, ans_of(st)) if body else None
    except E.CalcError:
        return None


def equals(st: State, now: int, angle: E.Angle = "deg", save: bool = True) -> str | None:
    """Evaluate; a result replaces the expression (and goes to History when ``save``), an error is
    shown until the next key. A lone number or an empty line does nothing."""
    if st["just_evaluated"] or st["error"]:
        return None
    try:
        body = E.trim(st["expr"])
        toks = E.tokens_with_ans(body, ans_of(st))
        if not toks or (len(toks) == 1 and E.is_number(toks[0])):
            return EMPTY
        value = E.evaluate(body, angle, ans_of(st))
    except E.CalcError as err:
        st["error"] = err.kind
        return None
    opened = sum(t == "(" or t in E.FUNCS for t in toks) - toks.count(")")
    result = E.display(value, grouping=False)
    if save:
        st["history"] = [*st["history"], {"id": st["next_id"], "expr": body + ")" * max(opened, 0),
                                          "result": result, "time": now}][-MAX_HISTORY:]
        st["next_id"] += 1
    st.update(expr=result, just_evaluated=True, ans=E.exact_text(value))
    return None


def use_expression(st: State, item: dict[str, Any]) -> None:
    """A history entry's expression back on the display, to edit or evaluate again."""
    st.update(expr=str(item["expr"]), just_evaluated=False, error="", ans="")


def history_value(item: dict[str, Any]) -> Fraction:
    return E.evaluate(str(item["result"]).replace(",", ""))


def open_with(st: State, expr: Any) -> None:
    """The calculate intent: show ``expr`` (ASCII operators accepted) ready to evaluate."""
    text = E.normalize(str(expr))[:MAX_LEN]
    st.update(expr=text, just_evaluated=False, error="", ans="")
