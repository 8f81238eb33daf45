"""Scientific Calculator views: display (angle and memory indicators), memory row, the function pad
(its faces follow INV and DEG / RAD), the number pad, menu and History."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.calculator import engine as E
from mgym.apps.calculator.views import display_context, history_groups
from mgym.i18n import N_
from mgym.os.context import AppContext


def _key(text: str, t: str, cls: str = "", aria: str | None = None, hold: str | None = None,
         **p: Any) -> dict[str, Any]:
    """One key: face, transition (``hold``: the one a long press fires), params, style, spoken label."""
    return {"text": text, "t": t, "p": p, "cls": cls, "aria": aria, "hold": hold}


def _fn(face: str, f: str, aria: str) -> dict[str, Any]:
    return _key(face, "key.func", "", aria, f=f)


def _post(face: str, p: str, aria: str) -> dict[str, Any]:
    return _key(face, "key.post", "", aria, p=p)


def _digit(d: str) -> dict[str, Any]:
    return _key(d, "key.digit", "num", k=d)


def _op(face: str, aria: str) -> dict[str, Any]:
    return _key(face, "key.op", "op", aria, op=face)


def function_pad(inverse: bool, angle: str) -> list[list[dict[str, Any]]]:
    """Three rows of five: INV and the angle key first; with INV, sin cos tan ln log are inverses.
    The angle key names the mode it switches to (as AOSP's does); the display shows the current one."""
    to_rad = angle == "deg"
    trig = ((("sin⁻¹", "asin", N_("Arcsine")), ("cos⁻¹", "acos", N_("Arccosine")), ("tan⁻¹", "atan", N_("Arctangent")),
             ("eˣ", "exp", N_("e to the power of")), ("10ˣ", "exp10", N_("Ten to the power of"))) if inverse else
            (("sin", "sin", N_("Sine")), ("cos", "cos", N_("Cosine")), ("tan", "tan", N_("Tangent")),
             ("ln", "ln", N_("Natural logarithm")), ("log", "log", N_("Logarithm"))))
    return [
        [_key("INV", "key.inv", "on" if inverse else "", N_("Inverse functions")),
         _key("RAD" if to_rad else "DEG", "key.angle", "", N_("Switch to radians") if to_rad else N_("Switch to degrees")),
         _fn("π", "pi", N_("Pi")), _fn("e", "e", N_("Euler's number")), _post("%", "pct", N_("Percent"))],
        [_fn(face, f, aria) for face, f, aria in trig],
        [_fn("√", "sqrt", N_("Square root")), _post("x²", "sq", N_("Square")), _key("xʸ", "key.op", "", N_("Power"), op="^"),
         _post("x!", "fact", N_("Factorial")), _post("1/x", "inv", N_("Reciprocal"))],
    ]


#: the number pad with its operator column, top row first
NUMBER_PAD: tuple[tuple[dict[str, Any], ...], ...] = (
    (_fn("(", "(", N_("Left parenthesis")), _key(")", "key.close", "num", N_("Right parenthesis")),
     _key("DEL", "key.del", "op del", N_("Delete"), hold="key.clear"), _op("÷", N_("Divide"))),
    (_digit("7"), _digit("8"), _digit("9"), _op("×", N_("Multiply"))),
    (_digit("4"), _digit("5"), _digit("6"), _op(E.MINUS, N_("Minus"))),
    (_digit("1"), _digit("2"), _digit("3"), _op("+", N_("Plus"))),
    (_key(".", "key.digit", "num", N_("Decimal point"), k="."), _digit("0"),
     _key("=", "key.equals", "eq", N_("Equals"))),
)
#: after a result or an error, DEL becomes CLR (as on AOSP's calculator)
CLR = _key("CLR", "key.clear", "op del", N_("Clear"))
MEMORY = (_key("MC", "mem.clear", "", N_("Memory clear")), _key("MR", "mem.recall", "", N_("Memory recall")),
          _key("M+", "mem.add", "", N_("Memory add")), _key("M−", "mem.sub", "", N_("Memory subtract")))


def main(ctx: AppContext) -> View:
    st = ctx.state
    angle: E.Angle = "rad" if st["angle"] == "rad" else "deg"
    done = bool(st["just_evaluated"] or st["error"])
    pad = [list(row) for row in NUMBER_PAD]
    if done:
        pad[0][2] = CLR
    memory = E.parse_exact(st["memory"])
    return View("apps/scicalc/main.html", {
        **display_context(st, True, angle), "angle": angle.upper(), "memory": E.display(memory) if memory else "",
        "functions": function_pad(bool(st["inverse"]), angle), "pad": pad, "memory_keys": MEMORY,
    })


def menu(ctx: AppContext) -> View:
    return View("apps/scicalc/menu.html", {})


def history(ctx: AppContext) -> View:
    return View("apps/scicalc/history.html", {"groups": history_groups(ctx, True)})


def clear_confirm(ctx: AppContext) -> View:
    return View("apps/scicalc/clear_confirm.html", {})


VIEWS = {"main": main, "menu": menu, "history": history, "clear_confirm": clear_confirm}
