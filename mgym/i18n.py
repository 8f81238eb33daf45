"""The message catalogue: visible strings are English msgids, translated per locale."""

from __future__ import annotations

from collections.abc import Mapping

#: locale -> msgid -> translation. Apps add their own entries with :func:`add_messages`.
CATALOGS: dict[str, dict[str, str]] = {"en": {}}


def add_messages(locale: str, messages: Mapping[str, str]) -> None:
    CATALOGS.setdefault(locale, {}).update(messages)


def translate(msgid: str, locale: str = "en", **fmt: object) -> str:
    text = CATALOGS.get(locale, {}).get(msgid, msgid)
    return text.format(**fmt) if fmt else text
