"""Finding a value the judge expects in free text (a message, an event title, a note): the value as a
whole, never as a part of a longer number, code or link ("6" is not in "16", train "E241" is not in
"E2414", ``.../p/p12`` is not in ``.../p/p123``)."""

from __future__ import annotations

import re
from typing import Any


def _edge(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def mentions(text: Any, value: Any) -> bool:
    """Does ``value`` occur in ``text`` with no letter or digit glued to it on a side where the value
    itself begins or ends with one? (Case and spacing as given: callers normalise both first.)"""
    v, t = str(value), str(text or "")
    if not v:
        return False
    pattern = ("(?<![0-9A-Za-z])" if _edge(v[0]) else "") + re.escape(v) + ("(?![0-9A-Za-z])" if _edge(v[-1]) else "")
    return re.search(pattern, t) is not None


def grouped(text: Any, digits: str) -> bool:
    """Does ``text`` hold the number ``digits`` whole, its digits perhaps grouped with spaces
    ("904 897 577" for 904897577)?"""
    pattern = "(?<![0-9])" + " ?".join(re.escape(d) for d in digits) + "(?![0-9])"
    return re.search(pattern, str(text or "")) is not None


def has_number(text: Any, n: Any) -> bool:
    """Does ``text`` hold the whole number ``n`` ("25" in "25 min" or "25min", not in "125" or "2.25")?"""
    return re.search(rf"(?<![0-9])(?<![0-9][.,]){re.escape(str(n))}(?![0-9])(?![.,][0-9])", str(text or "")) is not None


_SCHEME = re.compile(r"^[a-z][a-z0-9+.-]*://", re.I)


def has_link(text: Any, url: str) -> bool:
    """Is ``url`` one of the links in ``text``: whole (not the start of a longer link: ``/p/p12`` is not
    in ``/p/p123`` nor ``/item/umbrella`` in ``/item/umbrella-stand``), its scheme and a final slash
    optional, punctuation or any word around it allowed?"""
    want = _SCHEME.sub("", url).rstrip("/")
    if not want:
        return False
    pattern = (r"(?:(?<=://)|(?<![A-Za-z0-9._~/%-]))" + re.escape(want)
               + r"/?(?![A-Za-z0-9_~/%-])(?!\.[A-Za-z0-9])")
    return re.search(pattern, str(text or "")) is not None


def number_outside(text: Any, n: Any, name: str, least: int = 8) -> bool:
    """Is ``n`` a whole number of ``text`` outside ``name``, which the text holds whole or, cut short,
    at least its first ``least`` characters (the chapter beside a book's title: "Finish chapter 6 of
    The 39 Steps" names chapter 6, not 39; "chapter 16" does not name chapter 6)?"""
    t = str(text or "")
    i = t.find(name[:least])
    if i >= 0:
        k = 0
        while i + k < len(t) and k < len(name) and t[i + k] == name[k]:
            k += 1
        t = t[:i] + " " + t[i + k:]
    return has_number(t, n)
