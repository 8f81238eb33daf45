"""The calculators' engine: exact arithmetic against Fraction, display rounding against Decimal, the
functions against known values, and the error messages."""

from __future__ import annotations

import math
from decimal import ROUND_HALF_UP, Context, Decimal
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mgym.apps.calculator import engine as E

M = E.MINUS

decimals = st.decimals(min_value=Decimal("-99999"), max_value=Decimal("99999"), places=3,
                       allow_nan=False, allow_infinity=False)


def lit(d: Decimal) -> str:
    """A decimal as the keypad types it: negative numbers in parentheses."""
    text = f"{d.normalize():f}"
    return f"({M}{text[1:]})" if text.startswith("-") else text


@st.composite
def arithmetic(draw: st.DrawFn, depth: int = 3) -> tuple[str, Fraction]:
    """A random + − × ÷ expression (parenthesised sub-expressions) and its exact value."""
    if depth == 0 or draw(st.booleans()):
        d = draw(decimals)
        return lit(d), Fraction(d)
    a, va = draw(arithmetic(depth - 1))
    b, vb = draw(arithmetic(depth - 1))
    op = draw(st.sampled_from(["+", M, "×", "÷"]))
    if op == "÷" and vb == 0:
        op = "×"
    v = {"+": va + vb, M: va - vb, "×": va * vb, "÷": va / vb if vb else va * vb}[op]
    return f"({a}{op}{b})", v


@given(arithmetic())
@settings(max_examples=300, deadline=None)
def test_arithmetic_is_exact(case: tuple[str, Fraction]) -> None:
    expr, want = case
    assert E.evaluate(expr) == want


@given(st.fractions(min_value=Fraction(-10**15), max_value=Fraction(10**15), max_denominator=10**9))
@settings(max_examples=400, deadline=None)
def test_display_rounds_like_decimal(v: Fraction) -> None:
    """12 significant digits, half up, trailing zeros trimmed: what Decimal gives in a 12-digit context."""
    shown = E.display(v, grouping=False)
    if v == 0:
        assert shown == "0"
        return
    ref = Context(prec=E.DIGITS, rounding=ROUND_HALF_UP).divide(Decimal(v.numerator), Decimal(v.denominator))
    got = Decimal(shown.replace(M, "-"))
    assert got == ref
    assert not ("." in shown and "E" not in shown and shown.endswith("0"))


@given(st.integers(min_value=-(10**20), max_value=10**20))
def test_grouping(n: int) -> None:
    shown = E.display(Fraction(n))
    if abs(n) < 10**12:
        assert shown.replace(M, "-") == f"{n:,}"


@pytest.mark.parametrize(("expr", "shown"), [
    ("0.1+0.2", "0.3"), ("1÷3", "0.333333333333"), ("1÷3×3", "1"), ("2÷3", "0.666666666667"),
    ("12+3×4", "24"), ("(12+3)×4", "60"), (f"{M}2^2", f"{M}4"), ("2^3^2", "512"), ("2^" + M + "1", "0.5"),
    ("200+10%", "220"), (f"200{M}10%", "180"), ("50×10%", "5"), ("10%", "0.1"), ("2π", "6.28318530718"),
    ("3(4+1", "15"), ("5!", "120"), ("√16", "4"), ("√2", "1.41421356237"), ("3²", "9"), ("4⁻¹", "0.25"),
    ("123456789×987654321", "1.21932631113E17"), ("1÷3000000000", "3.33333333333E-10"),
    ("999999999999+1", "1E12"), ("0.00001234", "0.00001234"), ("100!", "9.33262154439E157"),
])
def test_values(expr: str, shown: str) -> None:
    assert E.display(E.evaluate(expr), grouping=False) == shown


@pytest.mark.parametrize(("expr", "angle", "value"), [
    ("sin(30)", "deg", "0.5"), ("cos(60)", "deg", "0.5"), ("tan(45)", "deg", "1"), ("sin(180)", "deg", "0"),
    ("cos(90)", "deg", "0"), ("sin(π)", "rad", "0"), ("cos(π)", "rad", "-1"), ("sin⁻¹(0.5)", "deg", "30"),
    ("cos⁻¹(0)", "deg", "90"), ("tan⁻¹(1)", "deg", "45"), ("tan⁻¹(1)", "rad", str(math.pi / 4)),
    ("ln(e)", "deg", "1"), ("log(1000)", "deg", "3"), ("log(0.001)", "deg", "-3"), ("e^(2)", "deg", str(math.e**2)),
    ("sin(30)+cos(60)", "deg", "1"), ("2^0.5", "deg", str(math.sqrt(2))), ("sin(1)", "rad", str(math.sin(1))),
    ("cos(2.5)", "rad", str(math.cos(2.5))), ("tan(1.2)", "rad", str(math.tan(1.2))),
    ("sin(47)", "deg", str(math.sin(math.radians(47)))), ("ln(10)", "deg", str(math.log(10))),
])
def test_functions(expr: str, angle: E.Angle, value: str) -> None:
    got = E.evaluate(expr, angle)
    assert abs(float(got) - float(value)) < 1e-12 * max(1.0, abs(float(value)))
    if "." not in value or len(value) < 5:  # exact values come out exact after display rounding
        assert E.display(got, grouping=False) == value.replace("-", M)


@given(st.floats(min_value=-720, max_value=720, allow_nan=False))
@settings(max_examples=100, deadline=None)
def test_sine_matches_math(x: float) -> None:
    v = Fraction(Decimal(repr(x)))
    assert abs(float(E.evaluate(f"sin({lit(Decimal(repr(x)))})")) - math.sin(math.radians(float(v)))) < 1e-12


@pytest.mark.parametrize(("expr", "kind"), [
    ("1÷0", E.DIV0), ("0⁻¹", E.DIV0), ("0^" + M + "1", E.DIV0), (f"√({M}1)", E.ERROR), ("ln(0)", E.ERROR),
    ("tan(90)", E.ERROR), ("sin⁻¹(2)", E.ERROR), ("2.5!", E.ERROR), ("5000!", E.ERROR), ("10^10000", E.ERROR),
    ("", E.ERROR), ("2+", E.ERROR), ("2×)", E.ERROR), ("abc", E.ERROR),
])
def test_errors(expr: str, kind: str) -> None:
    with pytest.raises(E.CalcError) as err:
        E.evaluate(expr)
    assert err.value.kind == kind


def test_preview_trims_what_is_being_typed() -> None:
    assert E.preview("12+3×") == "15"
    assert E.preview("5") == "" and E.preview("") == ""
    assert E.preview("sin(30") == "0.5" and E.preview("π") == "3.14159265359"
    assert E.preview("1÷0") == ""
    assert E.preview("1234×10") == "12,340" and E.preview("1234×10", grouping=False) == "12340"


def test_the_last_result_keeps_its_precision() -> None:
    v = E.evaluate("1÷3")
    shown = E.display(v, grouping=False)
    assert E.display(E.evaluate(shown + "×3", ans=(shown, v))) == "1"
    assert E.display(E.evaluate(shown + "×3")) == "0.999999999999"
    neg = E.evaluate(f"2{M}7")
    assert E.evaluate(E.display(neg) + "²", ans=(E.display(neg), neg)) == 25


def test_state_text_round_trips() -> None:
    for expr in ("1÷3", "0.1+0.2", "2^200", "1÷3000000000", f"{M}12.5"):
        v = E.evaluate(expr)
        assert abs(E.parse_exact(E.exact_text(v)) - v) <= abs(v) * Fraction(1, 10**39)
    assert E.exact_text(Fraction(1, 4)) == "0.25" and E.parse_exact("") == 0


def test_normalize_and_group() -> None:
    assert E.normalize("12*3-4/2+sqrt(9)") == f"12×3{M}4÷2+√(9)"
    assert E.display(E.evaluate(E.normalize("12*3-4/2+sqrt(9)"))) == "37"
    assert E.group("1234567.891+1000") == "1,234,567.891+1,000"
