"""AnswerSheet matchers: how a typed field value is compared with the expected answer.

Every matcher wants exactly one value in the field: an enumeration ("A or B"), a range or an
explanation around the value does not match. Numbers are compared as decimals, never as floats; a
field's ``precision`` (the author's stated precision, e.g. ``"0.1"``) rounds both sides half-up
before comparing, and without one the values must be equal. The table is in ``docs/metrics.md``.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Literal

Matcher = Literal["exact", "number", "date", "time", "duration", "phone"]
MATCHERS: tuple[str, ...] = ("exact", "number", "date", "time", "duration", "phone")

_NUMBER = r"[-+]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|[-+]?\.\d+"
#: one number, optionally behind a currency sign and before one unit word ("$1,200.50", "34 °C", "12 apps")
_NUMBER_FIELD = re.compile(rf"\s*(?:[$€£¥]\s*)?(?P<n>{_NUMBER})\s*(?:%|[^\W\d_]{{1,12}}\.?|°\s*[CF]|[$€£¥元])?\s*",
                           re.UNICODE)
_PHONE = re.compile(r"\s*\+?[\d\s().\-]{7,24}\s*")
_DATE_FORMATS = ("%Y-%m-%d", "%Y/%m/%d", "%m/%d/%Y", "%b %d, %Y", "%B %d, %Y", "%d %b %Y", "%d %B %Y",
                 "%a, %b %d, %Y", "%A, %B %d, %Y", "%Y年%m月%d日")
_UNIT_SECONDS = {"s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1,
                 "m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
                 "h": 3600, "hr": 3600, "hrs": 3600, "hour": 3600, "hours": 3600,
                 "d": 86400, "day": 86400, "days": 86400}


def norm_text(s: Any) -> str:
    return " ".join(str(s).strip().lower().split())


def parse_number(s: Any) -> Decimal | None:
    """The one number a field holds ("34", "$1,200.50", "34°C", "12 apps"); None for anything else,
    such as two numbers, a range, or a sentence around the number."""
    if isinstance(s, bool):
        return None
    if isinstance(s, (int, float)):
        return Decimal(str(s))
    m = _NUMBER_FIELD.fullmatch(str(s))
    if not m:
        return None
    try:
        return Decimal(m.group("n").replace(",", ""))
    except InvalidOperation:  # pragma: no cover - the pattern only admits decimals
        return None


def numbers_equal(given: Any, expected: Any, precision: str | None = None) -> bool:
    g, e = parse_number(given), parse_number(expected)
    if g is None or e is None:
        return False
    if precision:
        q = Decimal(precision)
        g, e = g.quantize(q, rounding=ROUND_HALF_UP), e.quantize(q, rounding=ROUND_HALF_UP)
    return g == e


def parse_date(s: Any) -> date | None:
    """A concrete calendar date (with its year); relative words ("tomorrow") and partial dates are None."""
    t = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", str(s).strip())
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(t, fmt).date()
        except ValueError:
            continue
    return None


def parse_time(s: Any) -> tuple[int, int] | None:
    m = re.fullmatch(r"\s*(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?\s*", str(s).lower())
    if not m:
        return None
    h, mi = int(m.group(1)), int(m.group(2))
    if m.group(3):
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if m.group(3).startswith("p") else 0)
    return (h, mi) if h < 24 and mi < 60 else None


def parse_duration(s: Any) -> Decimal | None:
    """Seconds in "1h 30m", "90 min", "90 seconds", "1:30" (h:mm), "2 hours"; a bare number is minutes.
    Anything else in the text (a second reading, words around it) gives None."""
    t = str(s).strip().lower()
    m = re.fullmatch(r"(\d+):(\d{2})", t)
    if m:
        return Decimal(int(m.group(1)) * 3600 + int(m.group(2)) * 60)
    if re.fullmatch(r"\d+(?:\.\d+)?", t):
        return Decimal(t) * 60
    parts = re.findall(r"(\d+(?:\.\d+)?)\s*([a-z]+)", t)
    if not parts or re.sub(r"(\d+(?:\.\d+)?)\s*([a-z]+)|\s|,|and", "", t):
        return None
    total = Decimal(0)
    for num, unit in parts:
        if unit not in _UNIT_SECONDS:
            return None
        total += Decimal(num) * _UNIT_SECONDS[unit]
    return total


def _digits(s: str) -> str:
    return "".join(ch for ch in s if ch.isdigit())


def phones_equal(given: Any, expected: Any) -> bool:
    """One phone number, digits compared; a country code on one side only is allowed (the last ten
    digits agree)."""
    if not _PHONE.fullmatch(str(given)):
        return False
    gd, ed = _digits(str(given)), _digits(str(expected))
    if len(ed) < 7:
        return False
    return gd == ed or (min(len(gd), len(ed)) >= 10 and gd[-10:] == ed[-10:])


def match(matcher: Matcher, given: Any, expected: Any, precision: str | None = None) -> bool:
    if given is None or str(given).strip() == "":
        return False
    if matcher == "exact":
        return norm_text(given) == norm_text(expected)
    if matcher == "number":
        return numbers_equal(given, expected, precision)
    if matcher == "date":
        g = parse_date(given)
        return g is not None and g == parse_date(expected)
    if matcher == "time":
        t = parse_time(given)
        return t is not None and t == parse_time(expected)
    if matcher == "phone":
        return phones_equal(given, expected)
    if matcher == "duration":
        d = parse_duration(given)
        return d is not None and d == parse_duration(expected)
    raise ValueError(f"unknown matcher {matcher!r}")
