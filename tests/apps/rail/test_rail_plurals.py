"""Rail's counted phrases: a count shows "1 train" (not "1 trains") in English, and one form with the count in Chinese."""

from __future__ import annotations

from mgym.i18n import ngettext


def test_a_count_of_one_is_singular_in_english() -> None:
    assert ngettext("{n} train", "{n} trains", 1, "en", "rail") == "1 train"
    assert ngettext("{n} train", "{n} trains", 12, "en", "rail") == "12 trains"
    assert ngettext("{n} train", "{n} trains", 1, "zh-CN", "rail") == "共1个车次"
    assert ngettext("{n} stop · {km} km", "{n} stops · {km} km", 1, "en", "rail", km=45) == "1 stop · 45 km"
    assert ngettext("{n} stop · {km} km", "{n} stops · {km} km", 1, "zh-CN", "rail", km=45) == "1站 · 45公里"
