"""The calculators' engine: parse and evaluate an expression exactly, format a result as a phone shows it.

Arithmetic (``+ − × ÷``, powers with integer exponents, ``%``, ``²``, ``⁻¹``, ``!``, square roots of
perfect squares) is exact on :class:`fractions.Fraction`, so 0.1 + 0.2 is 0.3 and (1 ÷ 3) × 3 is 1.
Transcendental functions (sin cos tan and their inverses in degrees or radians, ln, log, other roots
and powers, π, e) are computed with :mod:`decimal` at :data:`WORK` digits and rounded to :data:`SIG`
significant digits, so their last digits of noise never reach the display.

Expressions are the text the calculator shows: ``12+3×4``, ``sin(30)``, ``√2``, ``2^10``, ``5!``,
``200+10%`` (= 220: a percent after ``+``/``−`` is a percent of what comes before it, as Google's
calculator does), ``2π`` (implicit multiplication), unclosed parentheses close at the end.
A displayed result is rounded to :data:`DIGITS` significant digits, trailing zeros trimmed, in
scientific notation (``1.5E15``) when it is huge or tiny.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Context, Decimal, localcontext
from fractions import Fraction
from typing import Literal

Angle = Literal["deg", "rad"]
#: significant digits a result is displayed with
DIGITS = 12
#: digits transcendental functions are computed with, and kept with
WORK, SIG = 70, 50
#: largest |exponent| of a value before it is an error, and the largest factorial argument
MAX_EXP, MAX_FACT = 9999, 3000
MINUS = "−"  # U+2212, as phone calculators print it

#: error kinds (the apps translate them: "Error", "Can't divide by 0")
ERROR, DIV0 = "error", "div0"

BINARY = ("+", MINUS, "×", "÷", "^")
POSTFIX = ("%", "!", "²", "⁻¹")
FUNCS = ("sin⁻¹(", "cos⁻¹(", "tan⁻¹(", "sin(", "cos(", "tan(", "ln(", "log(")
CONSTS = ("π", "e")
#: what other apps may send in a calculate intent, and its symbol
ALIASES = (("asin(", "sin⁻¹("), ("acos(", "cos⁻¹("), ("atan(", "tan⁻¹("), ("sqrt", "√"), ("pi", "π"),
           ("**", "^"), ("*", "×"), ("/", "÷"), ("x", "×"), ("-", MINUS), ("–", MINUS), (" ", ""), (",", ""))
#: the token standing for the last result's exact value at the start of an expression
ANS = "ANS"
_NUMBER = re.compile(r"(?:\d+\.?\d*|\.\d+)(?:E[−-]?\d+)?")
_TOKENS = sorted((*BINARY, *POSTFIX, *FUNCS, *CONSTS, "√", "(", ")"), key=len, reverse=True)


class CalcError(Exception):
    """An expression that has no value: ``kind`` is :data:`ERROR` or :data:`DIV0`."""

    def __init__(self, kind: str = ERROR) -> None:
        super().__init__(kind)
        self.kind = kind


# ---- tokens ----------------------------------------------------------------------------------------
def normalize(text: str) -> str:
    """An expression typed with ASCII operators (``12*3-4/2``, ``sqrt(2)``) in the calculator's symbols."""
    out = str(text).strip()
    for a, b in ALIASES:
        out = out.replace(a, b)
    return out


def tokenize(expr: str) -> list[str]:
    """Numbers, operators, function openers (``sin(``), constants and parentheses; CalcError on junk."""
    out: list[str] = []
    i = 0
    while i < len(expr):
        m = _NUMBER.match(expr, i)
        if m:
            out.append(m.group())
            i = m.end()
            continue
        tok = next((t for t in _TOKENS if expr.startswith(t, i)), None)
        if tok is None:
            raise CalcError(ERROR)
        out.append(tok)
        i += len(tok)
    return out


def is_number(tok: str) -> bool:
    return bool(_NUMBER.fullmatch(tok))


def ends_value(tok: str) -> bool:
    """A token after which an operator may follow (a number, a constant, ``)`` or a postfix)."""
    return is_number(tok) or tok in CONSTS or tok == ")" or tok in POSTFIX


def starts_value(tok: str) -> bool:
    return is_number(tok) or tok in CONSTS or tok in FUNCS or tok in ("(", "√")


def trim(expr: str) -> str:
    """The evaluable prefix of an expression being typed: trailing operators and openers dropped."""
    toks = tokenize(expr)
    while toks and (toks[-1] in BINARY or toks[-1] in FUNCS or toks[-1] in ("(", "√")):
        toks.pop()
    return "".join(toks)


# ---- values ------------------------------------------------------------------------------------------
def _ctx(prec: int = WORK) -> Context:
    return Context(prec=prec, rounding=ROUND_HALF_EVEN, Emax=10**6, Emin=-(10**6))


def to_decimal(v: Fraction, prec: int = WORK) -> Decimal:
    c = _ctx(prec)
    return c.divide(Decimal(v.numerator), Decimal(v.denominator))


def from_decimal(d: Decimal) -> Fraction:
    """A transcendental result, rounded to SIG significant digits, as an exact fraction."""
    return Fraction(_ctx(SIG).plus(d))


def _pi() -> Decimal:
    with localcontext(_ctx(WORK + 10)):
        # Machin: π = 16 atan(1/5) − 4 atan(1/239)
        return +(16 * _atan_small(Decimal(1) / 5) - 4 * _atan_small(Decimal(1) / 239))


def _atan_small(x: Decimal) -> Decimal:
    """atan by its series, for |x| ≤ 0.5 (in the current context)."""
    total, term, n, x2 = Decimal(0), x, 1, x * x
    eps = Decimal(10) ** (-(WORK + 15))
    while abs(term) > eps:
        total += term / n
        term = -term * x2
        n += 2
    return total


PI = _pi()
E = _ctx(WORK).exp(Decimal(1))


def _atan(x: Decimal) -> Decimal:
    with localcontext(_ctx(WORK + 10)):
        if x < 0:
            return -_atan(-x)
        if x > 1:
            return PI / 2 - _atan(1 / x)
        # halve the argument twice: atan x = 2 atan(x / (1 + √(1 + x²)))
        for _ in range(2):
            x = x / (1 + (1 + x * x).sqrt())
        return 4 * _atan_small(x)


def _sin_cos(x: Decimal) -> tuple[Decimal, Decimal]:
    """sin and cos of x radians (reduced mod 2π), by their series."""
    with localcontext(_ctx(WORK + 10)):
        x = x % (2 * PI)
        s, c = Decimal(0), Decimal(0)
        term, n = Decimal(1), 0
        eps = Decimal(10) ** (-(WORK + 15))
        while abs(term) > eps or n < 2:
            if n % 2 == 0:
                c += term if n % 4 == 0 else -term
            else:
                s += term if n % 4 == 1 else -term
            n += 1
            term = term * x / n
        return s, c


def _at_least(n: int, d: int, e: int) -> bool:
    """n / d >= 10^e."""
    return n >= d * 10**e if e >= 0 else n * 10**-e >= d


def _magnitude(v: Fraction) -> int:
    """floor(log10 |v|) of a non-zero value (from bit lengths: huge values never go through str)."""
    n, d = abs(v.numerator), v.denominator
    e = math.floor((n.bit_length() - d.bit_length()) * 0.30102999566398120)
    while not _at_least(n, d, e):
        e -= 1
    while _at_least(n, d, e + 1):
        e += 1
    return e


def _check(v: Fraction) -> Fraction:
    if v and abs(_magnitude(v)) > MAX_EXP:
        raise CalcError(ERROR)
    return v


def _int_root(n: int) -> int | None:
    r = math.isqrt(n)
    return r if r * r == n else None


def sqrt(v: Fraction) -> Fraction:
    if v < 0:
        raise CalcError(ERROR)
    a, b = _int_root(v.numerator), _int_root(v.denominator)
    if a is not None and b is not None:
        return Fraction(a, b)
    return from_decimal(_ctx().sqrt(to_decimal(v)))


def power(base: Fraction, exp: Fraction) -> Fraction:
    if base == 0:
        if exp < 0:
            raise CalcError(DIV0)
        return Fraction(1) if exp == 0 else Fraction(0)
    if exp.denominator == 1:
        if abs(exp) * max(abs(_magnitude(base)), 1) > MAX_EXP + 2:
            raise CalcError(ERROR)
        return _check(base ** int(exp))
    if base < 0:
        raise CalcError(ERROR)
    with localcontext(_ctx()):
        log = to_decimal(base).ln() * to_decimal(exp)
        if abs(log) > MAX_EXP * Decimal(10).ln():
            raise CalcError(ERROR)
        return _check(from_decimal(log.exp()))


def factorial(v: Fraction) -> Fraction:
    if v.denominator != 1 or v < 0 or v > MAX_FACT:
        raise CalcError(ERROR)
    return Fraction(math.factorial(int(v)))


def _degrees_exact(v: Fraction, fn: str) -> Fraction | None:
    """sin / cos / tan of a multiple of 90 degrees, exactly (tan 90° is an error)."""
    r = v % 360
    if r % 90:
        return None
    q = int(r // 90)
    sin, cos = (0, 1, 0, -1)[q], (1, 0, -1, 0)[q]
    if fn == "tan":
        if cos == 0:
            raise CalcError(ERROR)
        return Fraction(sin, cos)
    return Fraction(sin if fn == "sin" else cos)


def trig(fn: str, v: Fraction, angle: Angle) -> Fraction:
    if angle == "deg":
        exact = _degrees_exact(v, fn)
        if exact is not None:
            return exact
    with localcontext(_ctx(WORK + 10)):
        x = to_decimal(v % 360, WORK + 10) * PI / 180 if angle == "deg" else to_decimal(v, WORK + 10)
        s, c = _sin_cos(x)
        if fn == "tan":
            if abs(c) < Decimal(10) ** -(SIG + 5):
                raise CalcError(ERROR)
            out = s / c
        else:
            out = s if fn == "sin" else c
    return Fraction(0) if abs(out) < Decimal(10) ** -SIG else _check(from_decimal(out))


def inverse_trig(fn: str, v: Fraction, angle: Angle) -> Fraction:
    if fn in ("sin", "cos") and abs(v) > 1:
        raise CalcError(ERROR)
    with localcontext(_ctx(WORK + 10)):
        x = to_decimal(v, WORK + 10)
        if fn == "tan":
            out = _atan(x)
        elif abs(x) == 1:
            out = PI / 2 * x if fn == "sin" else (Decimal(0) if x == 1 else PI)
        else:
            asin = _atan(x / (1 - x * x).sqrt())
            out = asin if fn == "sin" else PI / 2 - asin
        if angle == "deg":
            out = out * 180 / PI
    return Fraction(0) if abs(out) < Decimal(10) ** -SIG else from_decimal(out)


def logarithm(fn: str, v: Fraction) -> Fraction:
    if v <= 0:
        raise CalcError(ERROR)
    if fn == "log" and v.numerator == 1 and _is_power_of_ten(v.denominator):
        return Fraction(-(len(str(v.denominator)) - 1))
    if fn == "log" and v.denominator == 1 and _is_power_of_ten(v.numerator):
        return Fraction(len(str(v.numerator)) - 1)
    with localcontext(_ctx()):
        d = to_decimal(v)
        return from_decimal(d.ln() if fn == "ln" else d.log10())


def _is_power_of_ten(n: int) -> bool:
    s = str(n)
    return s[0] == "1" and set(s[1:]) <= {"0"}


def number(tok: str) -> Fraction:
    return _check(Fraction(Decimal(tok.replace(MINUS, "-"))))


# ---- the parser --------------------------------------------------------------------------------------
@dataclass
class _Parser:
    toks: list[str]
    angle: Angle
    ans: tuple[str, Fraction] | None = None
    i: int = 0

    def peek(self) -> str | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self) -> str:
        tok = self.peek()
        if tok is None:
            raise CalcError(ERROR)
        self.i += 1
        return tok

    def close(self) -> None:
        """A closing parenthesis, or the end of the expression (which closes every open one)."""
        if self.peek() == ")":
            self.i += 1
        elif self.peek() is not None:
            raise CalcError(ERROR)

    def parse(self) -> Fraction:
        if not self.toks:
            raise CalcError(ERROR)
        v = self.sum()
        if self.peek() is not None:
            raise CalcError(ERROR)
        return v

    def sum(self) -> Fraction:
        v, _ = self.term()
        while self.peek() in ("+", MINUS):
            op = self.take()
            w, pct = self.term()
            if pct:  # 200 + 10% = 200 + 200 × 10%
                w = v * w
            v = _check(v + w if op == "+" else v - w)
        return v

    def term(self) -> tuple[Fraction, bool]:
        v, pct = self.unary()
        while True:
            tok = self.peek()
            if tok in ("×", "÷"):
                self.take()
                w, _ = self.unary()
                if tok == "÷" and w == 0:
                    raise CalcError(DIV0)
                v = _check(v * w if tok == "×" else v / w)
            elif tok is not None and starts_value(tok):  # implicit multiplication: 2π, 3(4), 2sin(30)
                w, _ = self.unary()
                v = _check(v * w)
            else:
                return v, pct
            pct = False

    def unary(self) -> tuple[Fraction, bool]:
        if self.peek() == MINUS:
            self.take()
            v, pct = self.unary()
            return -v, pct
        if self.peek() == "+":
            self.take()
            return self.unary()
        return self.power()

    def power(self) -> tuple[Fraction, bool]:
        v, pct = self.postfix()
        if self.peek() == "^":
            self.take()
            e, _ = self.unary()  # right-associative: 2^3^2 = 2^9
            return power(v, e), False
        return v, pct

    def postfix(self) -> tuple[Fraction, bool]:
        v = self.primary()
        pct = False
        while self.peek() in POSTFIX:
            tok = self.take()
            pct = tok == "%"
            if tok == "%":
                v = v / 100
            elif tok == "!":
                v = factorial(v)
            elif tok == "²":
                v = _check(v * v)
            else:
                if v == 0:
                    raise CalcError(DIV0)
                v = 1 / v
        return v, pct

    def primary(self) -> Fraction:
        tok = self.take()
        if tok == ANS and self.ans is not None:
            return self.ans[1]
        if is_number(tok):
            return number(tok)
        if tok == "π":
            return from_decimal(PI)
        if tok == "e":
            return from_decimal(E)
        if tok == "(":
            v = self.sum()
            self.close()
            return v
        if tok == "√":
            v, _ = self.unary_operand()
            return sqrt(v)
        if tok in FUNCS:
            v = self.sum()
            self.close()
            return _FUNCTIONS[tok](v, self.angle)
        raise CalcError(ERROR)

    def unary_operand(self) -> tuple[Fraction, bool]:
        if self.peek() == MINUS:
            self.take()
            v, pct = self.postfix()
            return -v, pct
        return self.postfix()


_FUNCTIONS: dict[str, Callable[[Fraction, Angle], Fraction]] = {
    "sin(": lambda v, a: trig("sin", v, a), "cos(": lambda v, a: trig("cos", v, a),
    "tan(": lambda v, a: trig("tan", v, a),
    "sin⁻¹(": lambda v, a: inverse_trig("sin", v, a), "cos⁻¹(": lambda v, a: inverse_trig("cos", v, a),
    "tan⁻¹(": lambda v, a: inverse_trig("tan", v, a),
    "ln(": lambda v, a: logarithm("ln", v), "log(": lambda v, a: logarithm("log", v),
}


def tokens_with_ans(expr: str, ans: tuple[str, Fraction] | None) -> list[str]:
    """Tokens of ``expr``; when it starts with the last result's text (a whole number token), that
    number becomes the :data:`ANS` token, which stands for the exact value."""
    if ans is not None and ans[0] and expr.startswith(ans[0]):
        rest = expr[len(ans[0]):]
        if not rest[:1] or rest[0] not in "0123456789.E":
            return [ANS, *tokenize(rest)]
    return tokenize(expr)


def evaluate(expr: str, angle: Angle = "deg", ans: tuple[str, Fraction] | None = None) -> Fraction:
    """The exact value of an expression (CalcError if it has none). ``ans`` is the last result as
    (displayed text, exact value): an expression that starts with that text continues from the exact
    value, as a unit, so (1 ÷ 3 =) × 3 = 1 and (2 − 7 =) ² = 25."""
    return _Parser(tokens_with_ans(expr, ans), angle, ans).parse()


def preview(expr: str, angle: Angle = "deg", digits: int = DIGITS, grouping: bool = True,
            ans: tuple[str, Fraction] | None = None) -> str:
    """The live result under an expression being typed: "" while it is a lone number or has no value."""
    try:
        body = trim(expr)
        toks = tokens_with_ans(body, ans)
        if len(toks) < 2 and not (toks and (toks[0] in CONSTS)):
            return ""
        return display(evaluate(body, angle, ans), digits, grouping)
    except CalcError:
        return ""


# ---- display -----------------------------------------------------------------------------------------
def round_sig(v: Fraction, digits: int = DIGITS) -> tuple[int, int]:
    """(m, e): |v| ≈ m × 10^(e − digits + 1), m with ``digits`` digits, rounded half up; v ≠ 0."""
    a = abs(v)
    e = _magnitude(a)
    shift = e - digits + 1
    scaled = a / Fraction(10) ** shift
    m = math.floor(scaled + Fraction(1, 2))
    if m >= 10**digits:
        m //= 10
        e += 1
    return m, e


def display(v: Fraction, digits: int = DIGITS, grouping: bool = True) -> str:
    """A value as the calculator shows it: 12 significant digits, trailing zeros trimmed, ``−`` for
    minus, thousands separators (``grouping``), scientific notation (``1.5E15``, ``2E-9``) beyond
    12 integer digits or below 10⁻⁸."""
    if v == 0:
        return "0"
    m, e = round_sig(v, digits)
    sign = MINUS if v < 0 else ""
    ds = str(m)
    if e >= digits or e < -8:
        mant = (ds[0] + "." + ds[1:]).rstrip("0").rstrip(".")
        return f"{sign}{mant}E{e}"
    if e >= 0:
        int_part, frac = ds[: e + 1], ds[e + 1:]
    else:
        int_part, frac = "0", "0" * (-e - 1) + ds
    frac = frac.rstrip("0")
    if grouping:
        int_part = f"{int(int_part):,}"
    return sign + int_part + ("." + frac if frac else "")


def group(expr: str) -> str:
    """An expression with thousands separators in the integer part of each number."""
    def one(m: re.Match[str]) -> str:
        tok = m.group()
        if "E" in tok:
            return tok
        head, dot, tail = tok.partition(".")
        return (f"{int(head):,}" if head else "") + dot + tail

    return _NUMBER.sub(one, expr)


def exact_text(v: Fraction) -> str:
    """A value as plain decimal text for state (memory, the last result): exact when it is a finite
    decimal of at most 40 significant digits, else rounded to 40 (``1/3`` -> ``0.3333…``)."""
    d = to_decimal(v, 40).normalize(_ctx(40))
    return f"{d:f}" if abs(d.adjusted()) <= 40 else str(d)


def parse_exact(text: str) -> Fraction:
    """The inverse of :func:`exact_text` ("" is 0)."""
    return Fraction(Decimal(text)) if text.strip() else Fraction(0)
