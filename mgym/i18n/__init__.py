"""Locales and message catalogues: visible strings are English msgids, translated per locale.

Catalogues are gettext ``.po`` files read with Babel, one per *domain*: ``os`` (the shell, status
bar, shade, system dialogs) and one per app (its id). They live in
``mgym/locales/<ll_CC>/LC_MESSAGES/<domain>.po`` and are read lazily, once per process.
:func:`translate` looks a msgid up in the app's domain first, then in ``os``, then falls back to
the msgid itself (English). Counted phrases have plural forms (gettext's ``msgid_plural``):
:func:`ngettext` picks the form a locale uses for a count (English two, Chinese one).
``docs/locales.md`` tells how to translate an app.

Two codes matter on a phone: the UI **locale** (``os.settings.system.locale``, changed in
Settings) and the world **region** (``os.device.region``, fixed at boot: the language the world
data is written in). Both take the values of :data:`LOCALES`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
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
def _entries(locale: str, domain: str) -> tuple[dict[str, str], dict[str, tuple[str, tuple[str, ...]]]]:
    """The plain entries (msgid -> translation) and the plural ones (singular msgid ->
    (plural msgid, forms)) of one domain in one locale, empty and fuzzy entries left out (a plural
    entry counts only when every form is filled). Read once per process."""
    locale = normalize_locale(locale)
    if locale == DEFAULT_LOCALE:
        return {}, {}
    path = catalog_path(locale, domain)
    if not path.exists():
        return {}, {}
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        cat = read_po(f, locale=babel_locale(locale), domain=domain)
    out: dict[str, str] = {}
    plural: dict[str, tuple[str, tuple[str, ...]]] = {}
    for m in cat:
        if not m.id or m.fuzzy:
            continue
        if isinstance(m.id, str):
            if isinstance(m.string, str) and m.string:
                out[m.id] = m.string
        elif isinstance(m.string, (list, tuple)) and m.string and all(m.string):
            plural[m.id[0]] = (m.id[1], tuple(m.string))
    return out, plural


def catalog(locale: str, domain: str) -> dict[str, str]:
    """msgid -> translation of one domain in one locale (empty and fuzzy entries left out; plural
    entries are in :func:`plurals`). Read once per process; a domain without a file has none yet."""
    return _entries(locale, domain)[0]


def plurals(locale: str, domain: str) -> dict[str, tuple[str, tuple[str, ...]]]:
    """The plural entries of one domain in one locale: singular msgid -> (plural msgid, the
    translated forms, ``msgstr[0..nplurals-1]``); only entries with every form filled."""
    return _entries(locale, domain)[1]


@cache
def plural_rule(locale: str) -> Callable[[int], int]:
    """n -> the index of the plural form a locale uses for n (gettext's ``Plural-Forms``, per CLDR
    through Babel): English ``n != 1`` (two forms), Chinese ``0`` (one form)."""
    import gettext

    from babel.messages.plurals import get_plural

    return gettext.c2py(get_plural(babel_locale(locale)).plural_expr)


def _count(n: object) -> int:
    try:
        return abs(int(n))  # type: ignore[call-overload]
    except (TypeError, ValueError):
        return 0


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
    """The translation of ``msgid`` (the app's domain, then ``os``), or the msgid itself.

    A msgid that is one of a plural entry's two (``"{n} song"`` / ``"{n} songs"``) gives the form
    for 1 / for 2, so that a caller holding one English form (an oracle's ``ui.tr``) still finds it;
    to choose by a count, use :func:`nlookup`."""
    if locale == DEFAULT_LOCALE or not msgid:
        return msgid
    text = catalog(locale, domain).get(msgid)
    if text is None and domain != OS_DOMAIN:
        text = catalog(locale, OS_DOMAIN).get(msgid)
    if text is None:
        text = _plural_form_of(msgid, locale, domain)
    if text is None and _misses is not None:
        _misses.add((locale, domain, msgid))
    return msgid if text is None else text


@cache
def _by_plural(locale: str, domain: str) -> dict[str, tuple[str, ...]]:
    """msgid_plural -> the translated forms, of one domain's plural entries."""
    return {plural: forms for plural, forms in plurals(locale, domain).values()}


def _plural_form_of(msgid: str, locale: str, domain: str) -> str | None:
    """The form for 1 of the plural entry whose singular is ``msgid``, or the form for 2 of the one
    whose plural it is (the app's domain, then ``os``)."""
    for d in (domain, OS_DOMAIN) if domain != OS_DOMAIN else (OS_DOMAIN,):
        entry = plurals(locale, d).get(msgid)
        if entry is not None:
            return entry[1][min(plural_rule(locale)(1), len(entry[1]) - 1)]
        forms = _by_plural(locale, d).get(msgid)
        if forms is not None:
            return forms[min(plural_rule(locale)(2), len(forms) - 1)]
    return None


def translate(msgid: str, locale: str = DEFAULT_LOCALE, domain: str = OS_DOMAIN, **fmt: object) -> str:
    """``msgid`` in ``locale``, formatted with ``fmt`` (``{name}`` placeholders)."""
    text = lookup(msgid, locale, domain)
    return text.format(**fmt) if fmt else text


def nlookup(singular: str, plural: str, n: object, locale: str, domain: str = OS_DOMAIN, /) -> str:
    """gettext's ``ngettext``: the form of a plural entry (its singular and plural English msgids)
    that ``locale`` uses for the count ``n`` (the app's domain, then ``os``), unformatted. Without
    a translation, English's rule: ``singular`` for 1, else ``plural``."""
    count = _count(n)
    if locale != DEFAULT_LOCALE and singular:
        entry = plurals(locale, domain).get(singular)
        if entry is None and domain != OS_DOMAIN:
            entry = plurals(locale, OS_DOMAIN).get(singular)
        if entry is not None:
            forms = entry[1]
            return forms[min(plural_rule(locale)(count), len(forms) - 1)]
        if _misses is not None:
            _misses.add((locale, domain, singular))
    return singular if count == 1 else plural


def ngettext(singular: str, plural: str, n: object, locale: str = DEFAULT_LOCALE, domain: str = OS_DOMAIN, /,
             **fmt: object) -> str:
    """The form of ``singular`` / ``plural`` for the count ``n`` in ``locale``, formatted with
    ``fmt``; ``{n}`` is ``n`` unless ``fmt`` gives it (a formatted number, ``n="1,234"``):
    ``ngettext("{n} song", "{n} songs", 1)`` -> "1 song"; in zh-CN, "1 首歌曲"."""
    fmt.setdefault("n", n)
    return nlookup(singular, plural, n, locale, domain).format(**fmt)


def N_(msgid: str) -> str:
    """Mark a string for extraction without translating it (labels in data tables, dynamic
    msgids); translate it where it is shown, with ``_()`` in a template or :func:`translate`."""
    return msgid


__all__ = ["DEFAULT_LOCALE", "LANGUAGE_NAMES", "LOCALES", "LOCALE_DIR", "OS_DOMAIN", "N_", "babel_locale",
           "catalog", "catalog_path", "lookup", "ngettext", "nlookup", "normalize_locale", "plural_rule", "plurals",
           "record_misses", "translate"]
