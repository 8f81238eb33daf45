"""Locales and message catalogues: visible strings are English msgids, translated per locale.

Catalogues are gettext ``.po`` files read with Babel, one per *domain*: ``os`` (the shell, status
bar, shade, system dialogs) and one per app (its id). They live in
``mgym/locales/<ll_CC>/LC_MESSAGES/<domain>.po`` and are read lazily, once per process.
:func:`translate` looks a msgid up in the app's domain first, then in ``os``, then falls back to
the msgid itself (English). ``docs/locales.md`` tells how to translate an app.

Two codes matter on a phone: the UI **locale** (``os.settings.system.locale``, changed in
Settings) and the world **region** (``os.device.region``, fixed at boot: the language the world
data is written in). Both take the values of :data:`LOCALES`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from mgym.errors import LocaleError

#: the locales mgym ships, the default first
LOCALES: tuple[str, ...] = ("en", "zh-CN")
DEFAULT_LOCALE = "en"
#: each locale's name as the Settings language list shows it (in its own language)
LANGUAGE_NAMES: dict[str, str] = {"en": "English (United States)", "zh-CN": "中文（简体）"}
#: the domain every app's lookups fall back to
OS_DOMAIN = "os"
#: where the catalogues live: ``<LOCALE_DIR>/<ll_CC>/LC_MESSAGES/<domain>.po``
LOCALE_DIR = Path(__file__).resolve().parents[1] / "locales"

_ALIASES = {"en": "en", "en-us": "en", "en_us": "en", "english": "en",
            "zh": "zh-CN", "zh-cn": "zh-CN", "zh_cn": "zh-CN", "zh-hans": "zh-CN", "zh_hans": "zh-CN",
            "zh-hans-cn": "zh-CN", "chinese": "zh-CN"}


def normalize_locale(code: str) -> str:
    """The canonical code of a locale or one of its aliases ("zh", "zh_CN" -> "zh-CN").

    Raises :class:`LocaleError` naming the choices for anything else."""
    key = str(code).strip().lower()
    if key in _ALIASES:
        return _ALIASES[key]
    raise LocaleError(f"unknown locale {str(code)[:40]!r}; choose one of {', '.join(LOCALES)} "
                      f"(aliases: zh, zh_CN, zh-cn, en_US)")


def babel_locale(locale: str) -> str:
    """The Babel / gettext spelling of a locale code ("zh-CN" -> "zh_CN")."""
    return normalize_locale(locale).replace("-", "_")


def catalog_path(locale: str, domain: str) -> Path:
    return LOCALE_DIR / babel_locale(locale) / "LC_MESSAGES" / f"{domain}.po"


@cache
def catalog(locale: str, domain: str) -> dict[str, str]:
    """msgid -> translation of one domain in one locale (empty and fuzzy entries left out).

    Read once per process; a domain without a file has no translations yet."""
    locale = normalize_locale(locale)
    if locale == DEFAULT_LOCALE:
        return {}
    path = catalog_path(locale, domain)
    if not path.exists():
        return {}
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        cat = read_po(f, locale=babel_locale(locale), domain=domain)
    out: dict[str, str] = {}
    for m in cat:
        if m.id and isinstance(m.id, str) and isinstance(m.string, str) and m.string and not m.fuzzy:
            out[m.id] = m.string
    return out


#: (locale, domain, msgid) of lookups that found no translation, while :func:`record_misses` runs
_misses: set[tuple[str, str, str]] | None = None


@contextmanager
def record_misses() -> Iterator[set[tuple[str, str, str]]]:
    """Collect the (locale, domain, msgid) of every lookup without a translation (tests use it to
    find dynamic msgids that escaped extraction). Not thread-safe; for tests and tools."""
    global _misses
    saved, _misses = _misses, set()
    try:
        yield _misses
    finally:
        _misses = saved


def lookup(msgid: str, locale: str, domain: str = OS_DOMAIN) -> str:
    """The translation of ``msgid`` (the app's domain, then ``os``), or the msgid itself."""
    if locale == DEFAULT_LOCALE or not msgid:
        return msgid
    text = catalog(locale, domain).get(msgid)
    if text is None and domain != OS_DOMAIN:
        text = catalog(locale, OS_DOMAIN).get(msgid)
    if text is None and _misses is not None:
        _misses.add((locale, domain, msgid))
    return msgid if text is None else text


def translate(msgid: str, locale: str = DEFAULT_LOCALE, domain: str = OS_DOMAIN, **fmt: object) -> str:
    """``msgid`` in ``locale``, formatted with ``fmt`` (``{name}`` placeholders)."""
    text = lookup(msgid, locale, domain)
    return text.format(**fmt) if fmt else text


def N_(msgid: str) -> str:
    """Mark a string for extraction without translating it (labels in data tables, dynamic
    msgids); translate it where it is shown, with ``_()`` in a template or :func:`translate`."""
    return msgid


__all__ = ["DEFAULT_LOCALE", "LANGUAGE_NAMES", "LOCALES", "LOCALE_DIR", "OS_DOMAIN", "N_", "babel_locale",
           "catalog", "catalog_path", "lookup", "normalize_locale", "record_misses", "translate"]
