"""AnswerSheet matchers: one value per field, decimals compared exactly, units parsed."""

from decimal import Decimal

import pytest

from bench.answers import match, parse_date, parse_duration, parse_number


@pytest.mark.parametrize("matcher, given, expected, precision, ok", [
    ("exact", "  Ada  LOVELACE ", "ada lovelace", None, True),
    ("exact", "Ada", "Ada Lovelace", None, False),
    ("exact", "Ada Lovelace or Alan Turing", "Ada Lovelace", None, False),
    ("number", "34°C", 34, None, True),
    ("number", "$1,200.50", "1200.5", None, True),
    ("number", "12 apps", 12, None, True),
    ("number", "33 or 34", 34, None, False),
    ("number", "between 33 and 34", 34, None, False),
    ("number", "I counted them and the answer is 34", 34, None, False),
    ("number", "", 0, None, False),
    ("number", "1234.55", "1234.56", None, False),           # a cent off is wrong money
    ("number", "1234.56", 1234.56, None, True),
    ("number", "33.3", "33.2", "0.1", False),                # the near miss
    ("number", "33.1", "33.2", "0.1", False),
    ("number", "33.2", "33.2", "0.1", True),
    ("number", "33.24", "33.2", "0.1", True),                # rounds to the stated precision
    ("number", "5.0", 5, None, True),
    ("date", "2026-03-14", "Mar 14, 2026", None, True),
    ("date", "March 14th, 2026", "2026-03-14", None, True),
    ("date", "tomorrow", "2026-03-15", None, False),
    ("date", "March 14", "2026-03-14", None, False),         # a date is a concrete date
    ("time", "7:05 PM", "19:05", None, True),
    ("time", "19:06", "19:05", None, False),
    ("duration", "1h 30m", "90 min", None, True),
    ("duration", "1:30", "90", None, True),
    ("duration", "90 seconds", "90 min", None, False),       # seconds are not minutes
    ("duration", "90 seconds", "1.5 min", None, True),
    ("duration", "about 90 min", "90 min", None, False),
    ("phone", "6505550123", "+1 650-555-0123", None, True),
    ("phone", "(650) 555 0123", "+1 650-555-0123", None, True),
    ("phone", "650-555-0124", "+1 650-555-0123", None, False),
    ("phone", "650-555-0123 or 650-555-0124", "+1 650-555-0123", None, False),
    ("phone", "the number is 6505550123", "+1 650-555-0123", None, False),
    # answers written the Chinese way (a zh-CN phone)
    ("number", "三十四", 34, None, True),
    ("number", "两百零五", 205, None, True),
    ("number", "三点五", "3.5", None, True),
    ("number", "34度", 34, None, True),
    ("number", "三十四度", 34, None, True),
    ("number", "负五", -5, None, True),
    ("number", "¥1,200.50", "1200.5", None, True),
    ("number", "1.2万元", 12000, None, True),
    ("number", "三十四或三十五", 34, None, False),
    ("number", "三四", 34, None, False),                       # "three or four"
    ("number", "大约三十四", 34, None, False),
    ("date", "2026年3月14日", "2026-03-14", None, True),
    ("date", "二〇二六年三月十四日", "Mar 14, 2026", None, True),
    ("date", "2026年3月14日 周六", "2026-03-14", None, True),
    ("date", "3月14日", "2026-03-14", None, False),          # still a concrete date
    ("time", "下午7:05", "19:05", None, True),
    ("time", "19点05分", "7:05 PM", None, True),
    ("time", "晚上七点", "19:00", None, True),
    ("duration", "1小时30分钟", "90 min", None, True),
    ("duration", "九十分钟", "1h 30m", None, True),
    ("duration", "一个半小时", "90 min", None, True),
    ("duration", "大约90分钟", "90 min", None, False),
    ("exact", "通讯录", "通讯录", None, True),
])
def test_matchers(matcher: str, given: str, expected: object, precision: str | None, ok: bool) -> None:
    assert match(matcher, given, expected, precision) is ok  # type: ignore[arg-type]


def test_parsers() -> None:
    assert parse_number("12.5 km") == Decimal("12.5")
    assert parse_number("about 12.5 km") is None
    assert parse_number("1 and 2") is None
    assert parse_number(True) is None
    assert parse_duration("2 hours") == 7200
    assert parse_duration("90 seconds") == 90
    assert parse_date("2026-02-30") is None
