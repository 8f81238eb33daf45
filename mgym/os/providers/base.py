"""The content provider base: rows with integer ids in a list of the persistent OS state."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import Any

from mgym.errors import StateError
from mgym.state.copy import clone

DATA = Path(__file__).parent / "data"

Listener = Callable[[str, str, int], None]  # (provider, op, row id)


@cache
def _seed(name: str, region: str = "en") -> tuple[dict[str, Any], ...]:
    """A provider's rows on a new phone of ``region``: ``data/<name>.json`` (en) or
    ``data/<region>/<name>.json`` (written by ``scripts/gen_provider_data.py``)."""
    path = DATA / f"{name}.json" if region == "en" else DATA / region / f"{name}.json"
    if not path.exists():
        path = DATA / f"{name}.json"
    return tuple(json.loads(path.read_text()))


def default_providers(region: str = "en") -> dict[str, list[dict[str, Any]]]:
    return {name: clone(list(_seed(name, region))) for name in ("contacts", "sms")}


class ContentProvider:
    """CRUD over ``os["providers"][name]``. Writes call ``notify(provider, op, id)``."""

    name = ""
    #: fields a new row gets when the insert leaves them out
    defaults: dict[str, Any] = {}

    def __init__(self, os: dict[str, Any], notify: Listener | None = None) -> None:
        self.rows: list[dict[str, Any]] = os["providers"].setdefault(self.name, [])
        self._notify = notify

    def query(self, where: Callable[[dict[str, Any]], bool] | None = None,
              order: Callable[[dict[str, Any]], Any] | None = None) -> list[dict[str, Any]]:
        rows: Iterable[dict[str, Any]] = self.rows if where is None else filter(where, self.rows)
        return sorted(rows, key=order) if order else list(rows)

    def get(self, row_id: int | str) -> dict[str, Any] | None:
        rid = int(row_id)
        return next((r for r in self.rows if r["id"] == rid), None)

    def require(self, row_id: int | str) -> dict[str, Any]:
        row = self.get(row_id)
        if row is None:
            raise StateError(f"{self.name}: no row with id {row_id}")
        return row

    def next_id(self) -> int:
        return max((r["id"] for r in self.rows), default=0) + 1

    def insert(self, values: dict[str, Any]) -> int:
        row = {**clone(self.defaults), **values, "id": self.next_id()}
        self.rows.append(row)
        self._changed("insert", row["id"])
        return int(row["id"])

    def update(self, row_id: int | str, values: dict[str, Any]) -> None:
        row = self.require(row_id)
        row.update(values)
        self._changed("update", row["id"])

    def delete(self, row_id: int | str) -> None:
        row = self.require(row_id)
        self.rows.remove(row)
        self._changed("delete", row["id"])

    def _changed(self, op: str, row_id: int) -> None:
        if self._notify is not None:
            self._notify(self.name, op, row_id)
