"""Wallet's counted phrases: a count shows "1 bill" (not "1 bills") in English, and one form with the count in Chinese."""

from __future__ import annotations

import pytest

from mgym.i18n import ngettext


@pytest.mark.parametrize(("singular", "plural", "en", "zh"), [
    ("{n} bill", "{n} bills", "1 bill", "1 笔账单"),
    ("{n} payment", "{n} payments", "1 payment", "1 笔付款"),
    ("{n} result", "{n} results", "1 result", "1 条结果"),
    ("{n} bill this month", "{n} bills this month", "1 bill this month", "本月 1 笔账单"),
])
def test_a_count_of_one_is_singular_in_english(singular: str, plural: str, en: str, zh: str) -> None:
    assert ngettext(singular, plural, 1, "en", "wallet") == en
    assert ngettext(singular, plural, 2, "en", "wallet") == plural.format(n=2)
    assert ngettext(singular, plural, 1, "zh-CN", "wallet") == zh
