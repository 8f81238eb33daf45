"""The contacts provider."""

from __future__ import annotations

from typing import Any

from mgym.errors import StateError
from mgym.i18n import names
from mgym.os.providers.base import ContentProvider
from mgym.os.providers.rows import ContactRow, row_defaults


def normalize_number(number: str) -> str:
    return "".join(ch for ch in number if ch.isdigit())[-10:]


class ContactsProvider(ContentProvider):
    name = "contacts"
    defaults = row_defaults(ContactRow)

    def insert(self, values: dict[str, Any]) -> int:
        values = dict(values)
        values.setdefault("name", full_name(values.get("first_name", ""), values.get("last_name", "")))
        return super().insert(values)

    def sorted(self) -> list[dict[str, Any]]:
        """A-Z as a contact list shows them: Chinese names by their pinyin (张伟 among the Z's)."""
        return sorted(self.rows, key=lambda c: (names.latin_key(c["name"]), c["id"]))

    def by_number(self, number: str) -> dict[str, Any] | None:
        key = normalize_number(number)
        if not key:
            return None
        return next((c for c in self.rows if c["phone"] and normalize_number(c["phone"]) == key), None)

    def search(self, text: str) -> list[dict[str, Any]]:
        q = text.strip().lower()
        digits = normalize_number(q)
        return [c for c in self.sorted() if q in c["name"].lower() or q in c["email"].lower()
                or (digits and digits in normalize_number(c["phone"])) or _pinyin_hit(q, c["name"])]


def _pinyin_hit(q: str, name: str) -> bool:
    """A Latin query matching a Chinese name's pinyin, spelt out or by initials (zhangwei, zw)."""
    if not q.isascii() or not q.replace(" ", "").isalpha() or not names.is_cjk(name):
        return False
    syllables = names.latin_key(name).split()
    q = q.replace(" ", "")
    return q in "".join(syllables) or "".join(s[0] for s in syllables).startswith(q)


def full_name(first: str, last: str) -> str:
    """The display name a contact's first and last name make ("Sophia Smith"; 张伟 for a Chinese
    name: family name first, no space)."""
    return names.full_name(first, last)


def reconcile_names(before: list[dict[str, Any]], rows: list[dict[str, Any]]) -> None:
    """Keep every row's ``name`` equal to ``first_name + last_name`` after a state patch.

    Whichever side the patch changed wins: new first / last names give the display name; a new
    display name is split into first and last name (at its first space; a Chinese name after its
    family name), as the add-contact form splits a name it is given. A patch that sets both, disagreeing, raises :class:`StateError`.
    """
    old = {r["id"]: r for r in before}
    for r in rows:
        joined = full_name(r["first_name"], r["last_name"])
        if joined == r["name"]:
            continue
        o = old.get(r["id"])
        name_changed = o is None or r["name"] != o["name"]
        parts_changed = o is None or (r["first_name"], r["last_name"]) != (o["first_name"], o["last_name"])
        if o is not None and not name_changed and not parts_changed:
            continue  # untouched by this patch
        if not r["name"] or (parts_changed and not name_changed):
            r["name"] = joined
        elif not joined or (name_changed and not parts_changed):
            first, last = names.split_name(r["name"])
            r["name"] = full_name(first, last)
            r["first_name"], r["last_name"] = first, last
        else:
            raise StateError(f"os.providers.contacts[id={r['id']}].name: {r['name'][:60]!r} is not first_name + "
                             f"last_name ({joined[:60]!r}); set one or the other")
