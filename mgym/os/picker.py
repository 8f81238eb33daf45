"""The system media picker (Android's photo picker): pictures from every album, one or several.

An app opens it with ``ctx.pick_media(result, multiple=..., limit=...)``; it is a layer of its own
above the app (below the keyboard and the shade; Back closes it). ``Done`` (or a tap in single
mode) fires the app's ``result`` transition on the screen that asked, with ``files`` = the picked
file ids in the order they were picked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mgym.os.files import matches_type
from mgym.os.providers.media import MediaProvider

if TYPE_CHECKING:
    from mgym.os.system import System


def open_picker(s: System, app: str, result: str, multiple: bool = False, limit: int = 9,
                type: str = "image/*") -> None:
    s.v["picker"] = {"app": app, "result": result, "multiple": bool(multiple), "limit": max(1, int(limit)),
                     "type": type, "tab": "photos", "album": None, "selected": []}
    s.top()["focus"] = None


def items(os: dict[str, Any], picker: dict[str, Any]) -> list[dict[str, Any]]:
    """The pictures the picker shows now: all of them (Photos tab) or one album's."""
    rows = [r for r in MediaProvider(os).rows if matches_type(r["mime"], picker["type"])]
    if picker["album"] is not None:
        rows = [r for r in rows if r["album"] == picker["album"]]
    return rows


def view(os: dict[str, Any], picker: dict[str, Any]) -> dict[str, Any]:
    albums = [(name, [r for r in rows if matches_type(r["mime"], picker["type"])])
              for name, rows in MediaProvider(os).albums()]
    return {**picker, "items": items(os, picker) if picker["tab"] == "photos" or picker["album"] else [],
            "albums": [{"name": n, "count": len(rs), "cover": rs[0]["asset"]} for n, rs in albums if rs]}


def fire(s: System, tid: str, params: dict[str, Any]) -> bool:
    """``mediapicker.tab`` (``tab``), ``mediapicker.album`` (``album``), ``mediapicker.item`` (``id``), ``mediapicker.done``,
    ``mediapicker.close``."""
    p = s.v.get("picker")
    if p is None:
        return False
    action = tid.split(".", 1)[1]
    if action == "close":
        s.v["picker"] = None
    elif action == "tab":
        p["tab"], p["album"] = str(params.get("tab", "photos")), None
    elif action == "album":
        p["album"] = str(params["album"])
    elif action == "item":
        fid = int(params["id"])
        if not p["multiple"]:
            p["selected"] = [fid]
            return done(s)
        if fid in p["selected"]:
            p["selected"].remove(fid)
        elif len(p["selected"]) < p["limit"]:
            p["selected"].append(fid)
        else:
            s.ntoast("You can select up to {n} item", "You can select up to {n} items", p["limit"])
    elif action == "done":
        return done(s)
    else:
        return False
    return True


def done(s: System) -> bool:
    p = s.v["picker"]
    s.v["picker"] = None
    if not p["selected"]:
        return True
    entry = s.top()
    if entry["app"] != p["app"]:
        return False
    s.fire_app(entry, p["result"], {"files": list(p["selected"])})
    return True
