"""The set_state patch language.

A patch is a JSON object deep-merged into the state:

* ``{"a": {"b": 1}}`` sets ``a.b`` (dicts merge recursively, other values replace);
* ``{"items[id=7]": {...}}`` merges into the one list item whose ``id`` is 7 (any field works;
  values compare as strings); ``{"items[id=7]": null}`` deletes that item;
* ``{"items[]": {...}}`` appends one item (a list value appends each of its items);
* ``{"a": null}`` deletes key ``a``.

A patch that names a missing key for deletion, selects no list item, or puts a value of another
type in place of an existing one raises :class:`StateError` naming the path. Patches are applied
to a copy, so a failed patch changes nothing.
"""

from __future__ import annotations

import re
from typing import Any

import orjson

from mgym.errors import StateError
from mgym.state.copy import clone

_SELECT = re.compile(r"^(?P<key>[^\[\]]+)\[(?P<field>[^=\[\]]+)=(?P<value>[^\]]*)\]$")
_APPEND = re.compile(r"^(?P<key>[^\[\]]+)\[\]$")


def apply_patch(doc: dict[str, Any], patch: Any, deleted: set[tuple[int, str]] | None = None) -> dict[str, Any]:
    """Return a patched deep copy of ``doc``; ``doc`` itself is never modified.

    ``deleted``, if given, receives ``(id(parent dict), key)`` for every key the patch deleted (a
    validator uses it to refuse deleting a field its model requires)."""
    if not isinstance(patch, dict):
        raise StateError(f"a state patch must be a JSON object, not {type(patch).__name__}")
    try:
        orjson.dumps(patch)
    except TypeError as e:
        raise StateError(f"the patch is not JSON-safe: {e}") from None
    out = clone(doc)
    _merge(out, patch, "", deleted if deleted is not None else set())
    return out


def _type_name(v: Any) -> str:
    return "null" if v is None else type(v).__name__


def _compatible(old: Any, new: Any) -> bool:
    if old is None or new is None:
        return True
    if isinstance(old, bool) or isinstance(new, bool):
        return isinstance(old, bool) and isinstance(new, bool)
    if isinstance(old, (int, float)) and isinstance(new, (int, float)):
        return True
    return type(old) is type(new)


def _merge(target: dict[str, Any], patch: dict[str, Any], path: str, deleted: set[tuple[int, str]]) -> None:
    for raw_key, value in patch.items():
        if not isinstance(raw_key, str):
            raise StateError(f"{path or '<root>'}: patch keys must be strings")
        shown = raw_key if len(raw_key) <= 60 else raw_key[:57] + "..."
        where = f"{path}.{shown}" if path else shown
        if m := _APPEND.match(raw_key):
            lst = target.get(m["key"])
            if not isinstance(lst, list):
                raise StateError(f"{where}: not a list, cannot append")
            lst.extend(clone(value) if isinstance(value, list) else [clone(value)])
        elif m := _SELECT.match(raw_key):
            lst = target.get(m["key"])
            if not isinstance(lst, list):
                raise StateError(f"{where}: '{m['key'][:40]}' is not a list")
            hits = [i for i, item in enumerate(lst)
                    if isinstance(item, dict) and _as_str(item.get(m["field"])) == m["value"]]
            if not hits:
                raise StateError(f"{where}: no item of '{m['key'][:40]}' has {m['field'][:40]}={m['value'][:40]}")
            if len(hits) > 1:
                raise StateError(f"{where}: {len(hits)} items match; the selector must pick one")
            if value is None:
                del lst[hits[0]]
            elif isinstance(value, dict):
                _merge(lst[hits[0]], value, where, deleted)
            else:
                raise StateError(f"{where}: a selected list item takes an object or null, not {_type_name(value)}")
        elif value is None:
            if raw_key not in target:
                raise StateError(f"{where}: cannot delete, there is no such key")
            del target[raw_key]
            deleted.add((id(target), raw_key))
        elif isinstance(value, dict) and isinstance(target.get(raw_key), dict):
            _merge(target[raw_key], value, where, deleted)
        else:
            if raw_key in target and not _compatible(target[raw_key], value):
                raise StateError(
                    f"{where}: expected {_type_name(target[raw_key])}, got {_type_name(value)}"
                )
            target[raw_key] = clone(value)


def _as_str(v: Any) -> str | None:
    if v is None:
        return None
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)
