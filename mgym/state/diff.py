"""A JSON diff that names paths the way the patch language selects them.

Lists whose items are all objects with an ``id`` are matched by id (``contacts[id=5].name``);
lists of plain values are compared as multisets; other lists position by position.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

import orjson

_MISSING: Any = type("Missing", (), {"__repr__": lambda self: "<missing>"})()


@dataclass(frozen=True, slots=True)
class Change:
    path: str
    before: Any
    after: Any

    @property
    def kind(self) -> str:
        """``added``, ``removed`` or ``changed``."""
        return "added" if self.before is _MISSING else "removed" if self.after is _MISSING else "changed"

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "before": None if self.before is _MISSING else self.before,
            "after": None if self.after is _MISSING else self.after,
            "kind": self.kind,
        }


def diff(a: Any, b: Any, path: str = "") -> list[Change]:
    """All differences from ``a`` to ``b``, as leaf-most paths."""
    out: list[Change] = []
    _diff(a, b, path, out)
    return out


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _by_id(items: list[Any]) -> dict[str, Any] | None:
    if not items or not all(isinstance(i, dict) and "id" in i for i in items):
        return None
    keyed = {str(i["id"]): i for i in items}
    return keyed if len(keyed) == len(items) else None


def _same(a: Any, b: Any) -> bool:
    """Exact JSON equality (``True`` is not ``1``), decided in C."""
    try:
        return bool(a == b and orjson.dumps(a, option=orjson.OPT_SORT_KEYS) == orjson.dumps(b, option=orjson.OPT_SORT_KEYS))
    except TypeError:
        return False


def _hashable(v: Any) -> bool:
    return v is None or isinstance(v, (str, int, float, bool))


def _diff(a: Any, b: Any, path: str, out: list[Change]) -> None:
    if a is b:
        return
    if isinstance(a, (dict, list)) and type(a) is type(b) and _same(a, b):
        return  # equal subtrees: one C-level comparison instead of a walk
    if isinstance(a, dict) and isinstance(b, dict):
        for k in a.keys() | b.keys():
            _diff(a.get(k, _MISSING), b.get(k, _MISSING), _join(path, str(k)), out)
        return
    if isinstance(a, list) and isinstance(b, list):
        ka, kb = _by_id(a), _by_id(b)
        if (ka is not None or not a) and (kb is not None or not b) and (ka or kb):
            ka, kb = ka or {}, kb or {}
            base = path or "<root>"
            for k in sorted(ka.keys() | kb.keys()):
                _diff(ka.get(k, _MISSING), kb.get(k, _MISSING), f"{base}[id={k}]", out)
            return
        if all(map(_hashable, a)) and all(map(_hashable, b)):
            if Counter(map(repr, a)) != Counter(map(repr, b)):
                out.append(Change(path, a, b))
            return
        for i in range(max(len(a), len(b))):
            _diff(a[i] if i < len(a) else _MISSING, b[i] if i < len(b) else _MISSING, f"{path}[{i}]", out)
        return
    if a != b or isinstance(a, bool) != isinstance(b, bool):
        out.append(Change(path, a, b))
