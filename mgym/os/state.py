"""The phone's persistent state as a whole: what ``set_state`` checks before a patch takes effect.

A patched state replaces the old one only if all of it is valid: ``os`` through the OS schema
(every provider row through its row model), each app's overlay through the app's model, both
strictly (a string or a bool is never taken for a number, nor a number for a bool). A patch may
not delete a field a model declares, nor an app's overlay, nor invent apps, provider tables or
fields. OS rules run as they would for the same change made on the phone (airplane mode turns the
radios off, levels clamp) and derived fields follow the fields they come from (a contact's
display name follows its first and last name). Any problem raises :class:`StateError` naming
the path; the caller's state is never touched.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ValidationError

from mgym.apps import registry
from mgym.errors import StateError
from mgym.os import managers
from mgym.os.files import share_seeded
from mgym.os.providers.contacts import reconcile_names
from mgym.os.schema import OsState
from mgym.state.copy import Shared, clone, clone_rows
from mgym.state.patch import apply_patch


def patched_state(before: dict[str, Any], patch: Any) -> dict[str, Any]:
    """``before`` with ``patch`` applied, validated and normalised (a new dict; ``before`` is untouched).
    A patch without ``os`` leaves the OS part alone: ``new["os"]`` is then ``before["os"]`` itself,
    already valid, so a patch of app state costs no OS validation."""
    if not isinstance(patch, dict):
        raise StateError(f"a state patch must be a JSON object, not {type(patch).__name__}")
    unknown = [k for k in patch if k not in ("os", "apps", "time")]
    if unknown:
        shown = ", ".join(repr(str(k)[:40]) for k in unknown[:3])
        raise StateError(f"unknown top-level keys {shown}: a patch has 'os', 'apps' and/or 'time'")
    patch = {k: v for k, v in patch.items() if k != "time"}
    deleted: set[tuple[int, str]] = set()
    if "os" in patch:
        new = apply_patch(before, patch, deleted)
    else:
        new = {**apply_patch({"apps": before["apps"]}, patch, deleted), "os": before["os"]}
    for part in ("os", "apps"):
        if not isinstance(new.get(part), dict):
            raise StateError(f"{part}: the phone's {part} state cannot be deleted or replaced")
    apps = registry()
    for app_id in new["apps"]:
        if app_id not in apps:
            raise StateError(f"apps.{app_id[:40]}: no such app")
    for app_id in apps:
        if app_id not in new["apps"]:
            raise StateError(f"apps.{app_id}: an app's state cannot be deleted")
    if "os" in patch:
        new["os"] = _os(before["os"], new["os"], deleted)
        share_seeded(new["os"])
    touched = patch.get("apps") or {}
    for app_id in apps:
        if app_id in touched:
            model = apps[app_id].state_model
            if model is not None:
                new["apps"][app_id] = _validated(model, new["apps"][app_id], f"apps.{app_id}", deleted)
        elif type(before["apps"][app_id]) is Shared:
            new["apps"][app_id] = before["apps"][app_id]  # untouched: still shared
    return new


def copy_persistent(p: dict[str, Any]) -> dict[str, Any]:
    """An independent copy of a persistent state that keeps what it shares read-only by reference
    (the seeded files, the overlays of apps that have not run yet): what snapshots and forks hold."""
    os, apps = p["os"], p["apps"]
    own = {k: v for k, v in apps.items() if type(v) is not Shared}
    out: dict[str, Any] = clone({**p, "os": {**os, "files": []}, "apps": own})
    out["os"]["files"] = clone_rows(os.get("files", []))
    out["apps"] = {k: v if type(v) is Shared else out["apps"][k] for k, v in apps.items()}
    return out


def _os(before: dict[str, Any], os: dict[str, Any], deleted: set[tuple[int, str]]) -> dict[str, Any]:
    managers.clamp(os)
    out = _validated(OsState, os, "os", deleted)
    if out["device"]["region"] != before["device"]["region"]:
        raise StateError("os.device.region: the world region is fixed when the phone boots "
                         "(Session(locale=...)); change the UI language with os.settings.system.locale")
    apps = registry()
    for part in ("apps", "permissions"):
        for app_id in out[part]:
            if app_id not in apps:
                raise StateError(f"os.{part}.{app_id[:40]}: no such app")
    reconcile_names(before["providers"]["contacts"], out["providers"]["contacts"])
    managers.enforce(before, out)
    return out


def _validated(model: type[BaseModel], data: dict[str, Any], where: str,
               deleted: set[tuple[int, str]]) -> dict[str, Any]:
    try:
        out: dict[str, Any] = model.model_validate(data, strict=True).model_dump(mode="json", by_alias=True)
    except ValidationError as e:
        err = e.errors()[0]
        loc = _path(data, err["loc"], where)
        msg = "unknown field" if err["type"] == "extra_forbidden" else err["msg"]
        raise StateError(f"{loc}: {msg}") from None
    refilled = _refilled(data, out, deleted, where) if deleted else None
    if refilled is not None:
        raise StateError(f"{refilled}: cannot delete a field of the state (set it to a value instead)")
    return out


def _path(data: Any, loc: tuple[Any, ...], where: str) -> str:
    """A validation error's location as a patch path: list items by id where they have one."""
    out = where
    for part in loc:
        if isinstance(part, int) and isinstance(data, list) and 0 <= part < len(data):
            item = data[part]
            rid = item.get("id") if isinstance(item, dict) else None
            out += f"[id={str(rid)[:40]}]" if isinstance(rid, (int, str)) and not isinstance(rid, bool) else f"[{part}]"
            data = item
        else:
            key = str(part)
            out += "." + (key if len(key) <= 40 else key[:37] + "...")
            data = data.get(part) if isinstance(data, dict) else None
    return out


def _refilled(raw: Any, valid: Any, deleted: set[tuple[int, str]], path: str) -> str | None:
    """The path of a key the patch deleted that validation put back (a declared field), if any."""
    if isinstance(raw, dict) and isinstance(valid, dict):
        for k, v in valid.items():
            if k not in raw:
                if (id(raw), k) in deleted:
                    return f"{path}.{k}"
            else:
                found = _refilled(raw[k], v, deleted, f"{path}.{k}")
                if found is not None:
                    return found
    elif isinstance(raw, list) and isinstance(valid, list) and len(raw) == len(valid):
        for i, (a, b) in enumerate(zip(raw, valid, strict=True)):
            rid = b.get("id") if isinstance(b, dict) else None
            item = f"[id={str(rid)[:40]}]" if isinstance(rid, (int, str)) and not isinstance(rid, bool) else f"[{i}]"
            found = _refilled(a, b, deleted, path + item)
            if found is not None:
                return found
    return None
