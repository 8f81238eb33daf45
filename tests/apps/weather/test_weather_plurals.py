"""Weather's counted phrases: a count shows "1 city" (not "1 cities") in English, and one form with the count in Chinese."""

from __future__ import annotations

import pytest

from mgym.i18n import ngettext


@pytest.mark.parametrize(("singular", "plural", "en", "zh"), [
    ("You can save up to {n} city", "You can save up to {n} cities", "You can save up to 1 city", "最多可保存 1 个城市"),
])
def test_a_count_of_one_is_singular_in_english(singular: str, plural: str, en: str, zh: str) -> None:
    assert ngettext(singular, plural, 1, "en", "weather") == en
    assert ngettext(singular, plural, 2, "en", "weather") == plural.format(n=2)
    assert ngettext(singular, plural, 1, "zh-CN", "weather") == zh
