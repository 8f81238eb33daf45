"""Weekday names as the templates' instructions write them, Monday first (``date.weekday()`` order)."""

from __future__ import annotations

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")


def weekday_name(index: int, locale: str) -> str:
    """Weekday ``index`` (0 = Monday) in ``locale``'s instructions."""
    return (WEEKDAYS_ZH if locale.startswith("zh") else WEEKDAYS)[index]
