"""Shared helpers of the Calculator and Scientific Calculator tasks: typing an expression on either
keypad, reading the result, history setups, Wallet payments to add up, and exact rounding."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from random import Random
from typing import Any

from bench import ui
from mgym.apps.calculator import engine as E
from mgym.apps.calculator.state import BOOT_MS
from mgym.apps.wallet import model as wallet_model
from mgym.observation import Observation

M = E.MINUS
NAMES = {"calculator": "Calculator", "scicalc": "Scientific Calculator"}
_HOUR = 3_600_000
#: scientific function tokens -> (key.func f, needs INV)
_FUNCS = {"sin(": ("sin", False), "cos(": ("cos", False), "tan(": ("tan", False), "ln(": ("ln", False),
          "log(": ("log", False), "√": ("sqrt", False), "π": ("pi", False), "e": ("e", False),
          "sin⁻¹(": ("asin", True), "cos⁻¹(": ("acos", True), "tan⁻¹(": ("atan", True)}
_POST = {"²": "sq", "!": "fact", "⁻¹": "inv", "%": "pct"}


def key_presses(expr: str, app: str) -> list[dict[str, Any]]:
    """The key triggers (``{"trigger": ..., params}``) that type ``expr`` on ``app``'s keypad."""
    out: list[dict[str, Any]] = []
    for tok in E.tokenize(expr):
        if E.is_number(tok):
            out += [{"trigger": "key.digit", "k": ch} for ch in tok]
        elif tok in E.BINARY:
            out.append({"trigger": "key.op", "op": tok})
        elif app == "calculator":
            if tok == "%":
                out.append({"trigger": "key.percent"})
            elif tok in "()":
                out.append({"trigger": "key.paren"})
            else:
                raise ValueError(f"the basic calculator has no key for {tok!r}")
        elif tok in _POST:
            out.append({"trigger": "key.post", "p": _POST[tok]})
        elif tok == "(":
            out.append({"trigger": "key.func", "f": "("})
        elif tok == ")":
            out.append({"trigger": "key.close"})
        else:
            f, inverse = _FUNCS[tok]
            if inverse:
                out += [{"trigger": "key.inv"}, {"trigger": "key.func", "f": f}, {"trigger": "key.inv"}]
            else:
                out.append({"trigger": "key.func", "f": f})
    return out


def press(obs: Observation, keys: list[dict[str, Any]]) -> ui.Steps:
    for k in keys:
        obs = yield from ui.tap(obs, **k)
    return obs


def type_expr(obs: Observation, expr: str, app: str, equals: bool = True) -> ui.Steps:
    """Clear the line (C / CLR, or a long press on DEL), type ``expr``, press "=" if ``equals``."""
    clr = obs.find(trigger="key.clear")
    if clr:
        obs = yield from ui.tap(obs, trigger="key.clear")
    elif any(e.trigger == "key.del" for e in obs.ui):
        obs = yield from ui.long_press(obs, trigger="key.del")
    obs = yield from press(obs, key_presses(expr, app))
    if equals:
        obs = yield from ui.tap(obs, trigger="key.equals")
    return obs


def calculate(obs: Observation, expr: str, app: str = "calculator") -> ui.Steps:
    """Open the calculator (unless it is in front) and work ``expr`` out."""
    if obs.app != app:
        obs = yield from ui.open_app(app)
    return (yield from type_expr(obs, expr, app))


def cents(v: Fraction) -> str:
    return str(Decimal(v.numerator) / Decimal(v.denominator)) if v.denominator == 1 else \
        str((Decimal(v.numerator) / Decimal(v.denominator)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def rounded(v: Fraction, places: int) -> str:
    q = Decimal(1).scaleb(-places)
    return str(E.to_decimal(v).quantize(q, rounding=ROUND_HALF_UP))


def plain(v: Fraction) -> str:
    """A value as the answer to type: the display's digits, without separators, ASCII minus."""
    return E.display(v, grouping=False).replace(M, "-")


def money(rng: Random, lo: int, hi: int) -> str:
    return f"{rng.randrange(lo, hi)}.{rng.choice((0, 5, rng.randrange(1, 100))):02d}".replace(".00", "")


# ---- history -------------------------------------------------------------------------------------------
def history_rows(rng: Random, n: int) -> list[dict[str, Any]]:
    """``n`` plausible past calculations (oldest first) with their results, an hour or more apart."""
    rows = []
    for i in range(n):
        a, b = money(rng, 5, 900), str(rng.randrange(2, 40))
        op = rng.choice(["+", "×", M, "÷"])
        if op == "÷":
            b = rng.choice(("2", "4", "5", "8"))
        expr = f"{a}{op}{b}"
        rows.append({"id": i + 1, "expr": expr, "result": E.display(E.evaluate(expr), grouping=False),
                     "time": BOOT_MS - (n - i) * 3 * _HOUR - rng.randrange(0, _HOUR)})
    return rows


def history_patch(app: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    return {"apps": {app: {"history": rows, "next_id": len(rows) + 1}}}


# ---- wallet --------------------------------------------------------------------------------------------
def payments_to(state: dict[str, Any], party: str) -> list[dict[str, Any]]:
    """Money paid to ``party`` (no income, no refunds), newest first."""
    rows = wallet_model.all_bills(state["apps"]["wallet"], state["os"]["device"]["region"])
    out = [b for b in rows if b["party"] == party and b["dir"] == "out" and b["type"] != "refund"]
    return sorted(out, key=lambda b: b["time"], reverse=True)


def amount_sum(bills: list[dict[str, Any]]) -> Fraction:
    return sum((Fraction(Decimal(str(b["amount"]))) for b in bills), Fraction(0))


def amount_text(b: dict[str, Any]) -> str:
    return f"{Decimal(str(b['amount'])):f}"
