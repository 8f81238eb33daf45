"""AnswerSheet matchers: how a typed field value is compared with the expected answer.

Every matcher wants exactly one value in the field: an enumeration ("A or B"), a range or an
explanation around the value does not match. Numbers are compared as decimals, never as floats; a
field's ``precision`` (the author's stated precision, e.g. ``"0.1"``) rounds both sides half-up
before comparing, and without one the values must be equal. The table is in ``docs/metrics.md``.

Answers on a Chinese phone may be written the Chinese way (:mod:`bench.numerals`): numbers in
numerals with units (三十四, 两百零五, 三点五, 34度, 负五), dates with 年月日 (2026年3月14日, 二〇二六年三月十四日,
a weekday after it allowed), times with 上午 / 下午 and 点 / 分 (下午7:05, 19点05分, 7点半) and durations
in 小时 / 分钟 / 秒. A date still needs its year, in either language.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Literal

from bench.numerals import cn_to_decimal, has_cjk_numeral, parse_cn_number

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
    if _has_cjk(str(s)):
        cn = parse_cn_number(str(s))
        if cn is not None:
            return cn
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


def _has_cjk(s: str) -> bool:
    return any("\u3400" <= ch <= "\u9fff" for ch in s) or has_cjk_numeral(s)


_CN_DATE = re.compile(r"\s*(?P<y>[0-9〇零一二三四五六七八九]{4})\s*年\s*(?P<m>[0-9零一二三四五六七八九十]{1,3})\s*月"
                      r"\s*(?P<d>[0-9零一二三四五六七八九十]{1,3})\s*[日号]\s*"
                      r"(?:[(（]?\s*(?:周|星期|礼拜)[一二三四五六日天]\s*[)）]?)?\s*")


def _cn_date(t: str) -> date | None:
    m = _CN_DATE.fullmatch(t)
    if not m:
        return None
    parts = [cn_to_decimal(m.group(k)) for k in ("y", "m", "d")]
    if any(p is None or p != int(p) for p in parts):
        return None
    try:
        return date(*(int(p) for p in parts if p is not None))
    except ValueError:
        return None


def parse_date(s: Any) -> date | None:
    """A concrete calendar date (with its year); relative words ("tomorrow") and partial dates are None."""
    if _has_cjk(str(s)):
        return _cn_date(str(s))
    t = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", str(s).strip())
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(t, fmt).date()
        except ValueError:
            continue
    return None


_CN_TIME = re.compile(r"\s*(?P<part>上午|早上|凌晨|中午|下午|晚上)?\s*(?P<h>[0-9零一二两三四五六七八九十]{1,3})\s*"
                      r"(?:[:：]\s*(?P<m1>\d{2})|[点时]\s*(?:(?P<half>半)|(?P<m2>[0-9零一二三四五六七八九十]{1,3})\s*分?)?"
                      r"|(?=\s*$))\s*")


def _cn_time(t: str) -> tuple[int, int] | None:
    m = _CN_TIME.fullmatch(t)
    if not m or (m.group("part") is None and ":" not in t and "：" not in t and "点" not in t and "时" not in t):
        return None
    h = cn_to_decimal(m.group("h"))
    mi = Decimal(30) if m.group("half") else cn_to_decimal(m.group("m1") or m.group("m2") or "0")
    if h is None or mi is None or h != int(h) or mi != int(mi):
        return None
    hour, minute = int(h), int(mi)
    part = m.group("part")
    if part is not None:
        if not 0 <= hour <= 12:
            return None
        if part in ("下午", "晚上") and hour < 12 or part == "中午" and hour < 6:
            hour += 12
        elif part in ("上午", "早上", "凌晨") and hour == 12:
            hour = 0
    return (hour, minute) if hour < 24 and minute < 60 else None


def parse_time(s: Any) -> tuple[int, int] | None:
    if _has_cjk(str(s)):
        return _cn_time(str(s))
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
    if _has_cjk(t):
        return _cn_duration(t)
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


_CN_UNIT_SECONDS = {"秒": 1, "秒钟": 1, "分": 60, "分钟": 60, "小时": 3600, "个小时": 3600, "钟头": 3600,
                    "个钟头": 3600, "天": 86400}
_CN_PART = re.compile(r"([0-9.零一二两三四五六七八九十百千万点]+)\s*(个小时|个钟头|小时|钟头|分钟|分|秒钟|秒|天)(半)?")


def _cn_duration(t: str) -> Decimal | None:
    """Seconds in "1小时30分钟", "九十分钟", "两个半小时"; anything else around them gives None."""
    t = re.sub(r"个半(小时|钟头)", r"点五\1", t)
    t = re.sub(r"(^|[^0-9零一二两三四五六七八九十])半(个?小时|个?钟头|分钟)", r"\g<1>0.5\2", t)
    parts = _CN_PART.findall(t)
    if not parts or _CN_PART.sub("", t).strip(" ,，和又零"):
        return None
    total = Decimal(0)
    for num, unit, half in parts:
        n = cn_to_decimal(num)
        if n is None:
            return None
        total += (n + (Decimal("0.5") if half else 0)) * _CN_UNIT_SECONDS[unit]
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
