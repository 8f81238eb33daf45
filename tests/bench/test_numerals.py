"""Chinese numerals read back exactly: whatever cn2an writes for a number, the matcher reads as it."""

from __future__ import annotations

from decimal import Decimal

import cn2an
from hypothesis import given
from hypothesis import strategies as st

from bench.answers import numbers_equal, parse_number
from bench.numerals import cn_to_decimal, parse_cn_number


@given(st.integers(min_value=-10**9, max_value=10**9))
def test_integers_round_trip(n: int) -> None:
    assert parse_cn_number(cn2an.an2cn(n)) == n
    assert numbers_equal(cn2an.an2cn(n) + "个", n)


@given(st.integers(min_value=0, max_value=10**6), st.integers(min_value=1, max_value=99))
def test_decimals_round_trip(whole: int, frac: int) -> None:
    value = Decimal(f"{whole}.{frac:02d}").normalize()
    text = cn2an.an2cn(str(value))
    assert parse_cn_number(text) == value


@given(st.sampled_from(["两", "二"]), st.sampled_from(["百", "千", "万"]))
def test_liang(two: str, unit: str) -> None:
    assert parse_cn_number(two + unit) == 2 * {"百": 100, "千": 1000, "万": 10000}[unit]


def test_not_numbers() -> None:
    for text in ("", "负", "三四", "三十四或三十五", "大约五", "五和六", "abc", "1-2"):
        assert parse_cn_number(text) is None, text
    assert cn_to_decimal("二〇二六") == 2026 and parse_number("两百零五") == 205
