"""AnswerSheet matchers: how a typed field value is compared with the expected answer."""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Any, Literal

Matcher = Literal["exact", "number", "date", "time", "duration", "phone"]
_NUM = re.compile(r"[-+]?\d[\d,]*(?:\.\d+)?|[-+]?\.\d+")


def norm_text(s: str) -> str:
    return " ".join(str(s).strip().lower().split())


def parse_number(s: Any) -> float | None:
    """The single number in ``s`` ("34", "$1,200.50", "34°C"); None if there are none or several."""
    if isinstance(s, (int, float)) and not isinstance(s, bool):
        return float(s)
    found = _NUM.findall(str(s))
    if len(found) != 1:
        return None
    return float(found[0].replace(",", ""))


def parse_date(s: str) -> date | None:
    s = str(s).strip()
    for fmt in ("%Y-%m-%d", "%Y/%m/%d", "%m/%d/%Y", "%b %d, %Y", "%B %d, %Y", "%d %b %Y", "%d %B %Y"):
        try:
            return datetime.strptime(s, fmt).date()
        except ValueError:
            continue
    return None


def parse_time(s: str) -> tuple[int, int] | None:
    m = re.fullmatch(r"\s*(\d{1,2}):(\d{2})\s*([ap]\.?m\.?)?\s*", str(s).lower())
    if not m:
        return None
    h, mi = int(m.group(1)), int(m.group(2))
    if m.group(3):
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if m.group(3).startswith("p") else 0)
    return (h, mi) if h < 24 and mi < 60 else None


def parse_duration(s: str) -> float | None:
    """Minutes in "1h 30m", "90 min", "1:30", "2 hours"."""
    t = str(s).strip().lower()
    m = re.fullmatch(r"(\d+):(\d{2})", t)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    total, found = 0.0, False
    for num, unit in re.findall(r"(\d+(?:\.\d+)?)\s*(h|hr|hrs|hour|hours|m|min|mins|minute|minutes)\b", t):
        total += float(num) * (60 if unit.startswith("h") else 1)
        found = True
    if not found:
        n = parse_number(t)
        return n
    return total


def _digits(s: str) -> str:
    return "".join(ch for ch in s if ch.isdigit())


def match(matcher: Matcher, given: Any, expected: Any, tolerance: float = 0.01) -> bool:
    if given is None or str(given).strip() == "":
        return False
    if matcher == "exact":
        return norm_text(given) == norm_text(expected)
    if matcher == "number":
        g, e = parse_number(given), parse_number(expected)
        return g is not None and e is not None and abs(g - e) <= tolerance
    if matcher == "date":
        return parse_date(given) is not None and parse_date(given) == parse_date(str(expected))
    if matcher == "time":
        return parse_time(given) is not None and parse_time(given) == parse_time(str(expected))
    if matcher == "phone":
        gd, ed = _digits(str(given)), _digits(str(expected))
        return len(ed) >= 7 and (gd == ed or (len(gd) >= 10 and ed.endswith(gd[-10:]) and gd.endswith(ed[-10:])))
    if matcher == "duration":
        g, e = parse_duration(given), parse_duration(str(expected))
        return g is not None and e is not None and abs(g - e) < 1e-6
    raise ValueError(f"unknown matcher {matcher!r}")
