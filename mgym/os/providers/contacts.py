"""The contacts provider."""

from __future__ import annotations

from typing import Any

from mgym.os.providers.base import ContentProvider


def normalize_number(number: str) -> str:
    return "".join(ch for ch in number if ch.isdigit())[-10:]


class ContactsProvider(ContentProvider):
    name = "contacts"
    defaults = {"name": "", "first_name": "", "last_name": "", "phone": "", "phone_type": "mobile",
                "email": "", "company": "", "address": "", "birthday": "", "note": "", "starred": False,
                "created": 0}

    def insert(self, values: dict[str, Any]) -> int:
        values = dict(values)
        values.setdefault("name", f"{values.get('first_name', '')} {values.get('last_name', '')}".strip())
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
