"""Themes' counted phrases: a count shows "1 download" (not "1 downloads") in English, and one form with the count in Chinese."""

from __future__ import annotations

import pytest

from mgym.i18n import ngettext


@pytest.mark.parametrize(("singular", "plural", "en", "zh"), [
    ("{n} download", "{n} downloads", "1 download", "1 次下载"),
])
def test_a_count_of_one_is_singular_in_english(singular: str, plural: str, en: str, zh: str) -> None:
    assert ngettext(singular, plural, 1, "en", "themes") == en
    assert ngettext(singular, plural, 2, "en", "themes") == plural.format(n=2)
    assert ngettext(singular, plural, 1, "zh-CN", "themes") == zh
