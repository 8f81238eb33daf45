"""Maps' counted phrases: a count shows "1 place" (not "1 places") in English, and one form with the count in Chinese."""

from __future__ import annotations

import pytest

from mgym.i18n import ngettext


@pytest.mark.parametrize(("singular", "plural", "en", "zh"), [
    ("{n} place", "{n} places", "1 place", "1 个地点"),
    ("{n} result", "{n} results", "1 result", "1 个结果"),
    ("Ride {n} stop", "Ride {n} stops", "Ride 1 stop", "乘坐 1 站"),
    ("You can have up to {n} list", "You can have up to {n} lists", "You can have up to 1 list", "最多可以创建 1 个列表"),
])
def test_a_count_of_one_is_singular_in_english(singular: str, plural: str, en: str, zh: str) -> None:
    assert ngettext(singular, plural, 1, "en", "maps") == en
    assert ngettext(singular, plural, 2, "en", "maps") == plural.format(n=2)
    assert ngettext(singular, plural, 1, "zh-CN", "maps") == zh
