import pytest

from bench.answers import match, parse_duration, parse_number


@pytest.mark.parametrize("matcher, given, expected, ok", [
    ("exact", "  Ada  LOVELACE ", "ada lovelace", True),
    ("exact", "Ada", "Ada Lovelace", False),
    ("number", "34°C", 34, True),
    ("number", "$1,200.50", "1200.5", True),
    ("number", "33 or 34", 34, False),
    ("number", "", 0, False),
    ("date", "2026-03-14", "Mar 14, 2026", True),
    ("date", "tomorrow", "2026-03-15", False),
    ("time", "7:05 PM", "19:05", True),
    ("time", "19:06", "19:05", False),
    ("duration", "1h 30m", "90 min", True),
    ("duration", "1:30", "90", True),
    ("phone", "6505550123", "+1 650-555-0123", True),
    ("phone", "(650) 555 0123", "+1 650-555-0123", True),
    ("phone", "650-555-0124", "+1 650-555-0123", False),
])
def test_matchers(matcher: str, given: str, expected: object, ok: bool) -> None:
    assert match(matcher, given, expected) is ok  # type: ignore[arg-type]


def test_parsers() -> None:
    assert parse_number("about 12.5 km") == 12.5
    assert parse_number("1 and 2") is None
    assert parse_duration("2 hours") == 120
