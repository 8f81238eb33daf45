"""Dates, times, numbers and money per locale, through Babel with fixed patterns (deterministic).

Every function takes virtual time in epoch milliseconds (the phone's zone is treated as UTC, as in
:mod:`mgym.clock`) and a canonical locale code. The patterns are spelled out here, not taken from
CLDR's "medium" styles, so an upgrade of Babel cannot change a frame. Templates reach these through
the Jinja filters of :mod:`mgym.render.env` (``time``, ``when``, ``date``, ``day``, ``weekday``,
``number``, ``money``).
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

from babel.dates import format_datetime
from babel.numbers import format_currency, format_decimal

from mgym.i18n import babel_locale

#: LDML patterns per locale. ``day``: the shade's date; ``long_day``: the home screen's; ``date``: a
#: full date; ``month_day``: a date this year; ``numeric``: a date of another year in lists
PATTERNS: dict[str, dict[str, str]] = {
    "en": {"day": "EEE, MMM d", "long_day": "EEEE, MMMM d", "date": "MMM d, y", "month_day": "MMM d",
           "numeric": "y-MM-dd", "weekday": "EEE", "long_weekday": "EEEE", "time24": "HH:mm",
           "time12": "h:mm a", "month": "MMMM y"},
    "zh-CN": {"day": "M月d日 EEE", "long_day": "M月d日 EEEE", "date": "y年M月d日", "month_day": "M月d日",
              "numeric": "y/M/d", "weekday": "EEE", "long_weekday": "EEEE", "time24": "HH:mm",
              "time12": "ah:mm", "month": "y年M月"},
}
#: the currency a locale's region pays in, for apps that use a local currency (see docs/locales.md)
LOCAL_CURRENCY: dict[str, str] = {"en": "USD", "zh-CN": "CNY"}


def to_datetime(ms: int) -> datetime:
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=int(ms))


def _fmt(value: datetime | date, pattern: str, locale: str) -> str:
    if not isinstance(value, datetime):
        value = datetime(value.year, value.month, value.day, tzinfo=UTC)
    return format_datetime(value, pattern, tzinfo=UTC, locale=babel_locale(locale))


def pattern(name: str, locale: str) -> str:
    return PATTERNS.get(locale, PATTERNS["en"])[name]


def fmt(ms: int | datetime | date, name: str, locale: str) -> str:
    """Virtual time ``ms`` (or a date) in the named pattern of ``locale`` (see :data:`PATTERNS`)."""
    value = to_datetime(ms) if isinstance(ms, int) else ms
    return _fmt(value, pattern(name, locale), locale)


def time(ms: int, locale: str, use_24h: bool = True) -> str:
    """A clock time: 14:05, or 2:05 PM / 下午2:05 on a 12-hour phone."""
    return fmt(ms, "time24" if use_24h else "time12", locale)


def when(ms: int, now_ms: int, locale: str, use_24h: bool = True) -> str:
    """Android's short time of an item: today -> its time, this week -> weekday, this year ->
    "Mar 2" / "3月2日", else "2025-03-02" / "2025/3/2"."""
    t, now = to_datetime(ms), to_datetime(now_ms)
    if t.date() == now.date():
        return time(ms, locale, use_24h)
    if (now.date() - t.date()).days < 7:
        return fmt(t, "weekday", locale)
    if t.year == now.year:
        return fmt(t, "month_day", locale)
    return fmt(t, "numeric", locale)


def iso_date(value: str, locale: str, name: str = "date") -> str | None:
    """An ISO date "1990-03-04" as "Mar 4, 1990" / "1990年3月4日"; None when it is not one."""
    try:
        d = date.fromisoformat(value)
    except (TypeError, ValueError):
        return None
    return fmt(d, name, locale)


def number(value: float | int | Decimal, locale: str, digits: int | None = None) -> str:
    """A grouped decimal ("1,234.5"); ``digits`` fixes the fraction digits."""
    if digits is None:
        return format_decimal(value, locale=babel_locale(locale))
    fraction = "0" * digits
    return format_decimal(value, format=f"#,##0{'.' + fraction if digits else ''}", locale=babel_locale(locale))


def money(amount: float | int | Decimal, locale: str, currency: str | None = None) -> str:
    """An amount of money with its sign: "$1,234.50", "¥1,234.50". ``currency`` (an ISO code)
    defaults to the locale's local currency."""
    code = currency or LOCAL_CURRENCY.get(locale, "USD")
    return format_currency(amount, code, format="¤#,##0.00", locale=babel_locale(locale), currency_digits=False)
