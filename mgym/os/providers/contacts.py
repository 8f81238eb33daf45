"""The contacts provider."""

from __future__ import annotations

from typing import Any

from mgym.errors import StateError
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
        return sorted(self.rows, key=lambda c: (c["name"].lower(), c["id"]))

    def by_number(self, number: str) -> dict[str, Any] | None:
        key = normalize_number(number)
        if not key:
            return None
        return next((c for c in self.rows if c["phone"] and normalize_number(c["phone"]) == key), None)

    def search(self, text: str) -> list[dict[str, Any]]:
        q = text.strip().lower()
        digits = normalize_number(q)
        return [c for c in self.sorted() if q in c["name"].lower() or q in c["email"].lower()
                or (digits and digits in normalize_number(c["phone"]))]


def full_name(first: str, last: str) -> str:
    """The display name a contact's first and last name make."""
    return f"{first} {last}".strip()


def reconcile_names(before: list[dict[str, Any]], rows: list[dict[str, Any]]) -> None:
    """Keep every row's ``name`` equal to ``first_name + last_name`` after a state patch.

    Whichever side the patch changed wins: new first / last names give the display name; a new
    display name is split at its first space into first and last name (as the add-contact form
    splits a name it is given). A patch that sets both, disagreeing, raises :class:`StateError`.
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
            first, _, last = r["name"].strip().partition(" ")
            r["name"] = full_name(first, last.strip())
            r["first_name"], r["last_name"] = first, last.strip()
        else:
            raise StateError(f"os.providers.contacts[id={r['id']}].name: {r['name'][:60]!r} is not first_name + "
                             f"last_name ({joined[:60]!r}); set one or the other")
