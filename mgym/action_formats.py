"""Action dicts in foreign formats, rewritten into mgym's own before validation.

Accepted besides mgym's dicts (``{"action": "click", "x": 500, "y": 320}``):

* the reference system's (MobileGym): upper- or lower-case names (``CLICK``, ``LONG_PRESS``...),
  ``point=[x, y]``, ``point1`` / ``point2`` for strokes, ``value`` for the text of TYPE, ANSWER and
  INFO, the seconds of WAIT, the app of AWAKE and the reason of ABORT, ``coord_space``;
* AndroidWorld's JSONAction: ``action_type`` among click, double_tap, long_press, input_text,
  keyboard_enter, navigate_home, navigate_back, scroll, swipe, open_app, wait, status, answer and
  unknown, with ``x``, ``y``, ``index``, ``text``, ``direction``, ``app_name``, ``goal_status``
  and ``clear_text``.

``scroll`` names the direction the view moves through the content (``scroll down`` shows what is
below: the finger moves up), as in AndroidWorld; ``swipe`` and ``drag`` name the finger's
direction. The mapping of every field is in ``docs/actions.md``. Nothing here validates types:
the strict models of :mod:`mgym.actions` do, after this rewrite.
"""

from __future__ import annotations

import reprlib
from collections.abc import Iterable
from typing import Any

from mgym.errors import ActionError

#: the finger's path (x1, y1, x2, y2) in [0, 1000] for a stroke given by direction
FINGER: dict[str, tuple[float, float, float, float]] = {
    "up": (500, 700, 500, 300), "down": (500, 300, 500, 700),
    "left": (800, 500, 200, 500), "right": (200, 500, 800, 500),
}
OPPOSITE = {"up": "down", "down": "up", "left": "right", "right": "left"}
NAME_KEYS = ("action", "action_type")
#: other names of mgym's actions, lower case (AndroidWorld's among them)
ALIASES: dict[str, str] = {
    "tap": "click", "press": "click", "doubletap": "double_tap", "longpress": "long_press",
    "open": "awake", "open_app": "awake", "launch": "awake",
    "input_text": "type", "keyboard_enter": "enter", "navigate_home": "home", "navigate_back": "back",
    "unknown": "noop",
}
#: what the reference system's ``value`` is, per action
VALUE_FIELD = {"type": "text", "answer": "text", "info": "text", "wait": "seconds", "awake": "app",
               "abort": "reason"}
#: foreign field -> mgym field
RENAMED = {"app_name": "app", "clear_text": "clear", "coord_space": "unit"}
POINTS = {"point": ("x", "y"), "point1": ("x1", "y1"), "point2": ("x2", "y2")}

_repr = reprlib.Repr()
_repr.maxstring = _repr.maxother = 60
_repr.maxlist = _repr.maxtuple = _repr.maxdict = 4
_repr.maxlevel = 2


def shorten(value: Any, n: int = 60, quote: bool = True) -> str:
    """A short rendering of (possibly huge) input for an error message: at most ``n`` characters."""
    text = _repr.repr(value) if quote else str(value[:n] if isinstance(value, str) else value)
    return text if len(text) <= n else text[:n - 3] + "..."


def normalize(raw: dict[Any, Any], names: Iterable[str]) -> dict[str, Any]:
    """``raw`` in any accepted format as mgym's own action dict. Raises :class:`ActionError`."""
    keys = [k for k in NAME_KEYS if k in raw]
    if not keys:
        raise ActionError(f"action dict needs an 'action' field (or AndroidWorld's 'action_type') naming one of "
                          f"{', '.join(names)}")
    if len(keys) > 1:
        raise ActionError("give 'action' or 'action_type', not both")
    given = raw[keys[0]]
    if not isinstance(given, str):
        raise ActionError(f"'{keys[0]}' must be a string naming the action, not {type(given).__name__}")
    fields: dict[str, Any] = {}
    for k, v in raw.items():
        if not isinstance(k, str):
            raise ActionError(f"field names must be strings, not {shorten(k)}")
        if k not in keys and v is not None:  # JSON null: the field is not given
            fields[k] = v
    low = given.strip().lower()
    name = _name(low, given, fields, set(names))
    if "keycode" in fields:
        raise ActionError("keycode is not supported: use the back, home or enter action")
    out: dict[str, Any] = {"action": name}
    source: dict[str, str] = {}

    def put(target: str, value: Any, src: str) -> None:
        if target in out:
            raise ActionError(f"{name}: {target} is given twice (as {source[target]} and as {src})")
        out[target], source[target] = value, src

    for k, v in fields.items():
        if k in POINTS:
            x, y = _pair(k, v)
            put(POINTS[k][0], x, k)
            put(POINTS[k][1], y, k)
        elif k == "value":
            if name not in VALUE_FIELD:
                raise ActionError(f"value: not a field of {name}")
            put(VALUE_FIELD[name], v, k)
        elif k == "direction" and isinstance(v, str):
            d = v.strip().lower()
            put(k, OPPOSITE.get(d, d) if low == "scroll" else d, k)
        else:
            put(RENAMED.get(k, k), v, k)
    if low == "input_text":
        out.setdefault("enter", True)  # AndroidWorld types, then presses Enter
    return out


def _name(low: str, given: str, fields: dict[str, Any], names: set[str]) -> str:
    if low == "scroll":
        return "swipe"
    if low == "status":
        status = fields.pop("goal_status", None)
        if status == "complete":
            return "complete"
        if status == "infeasible":
            fields.setdefault("reason", "infeasible")
            return "abort"
        raise ActionError(f"status needs goal_status 'complete' or 'infeasible', not {shorten(status)}")
    if "goal_status" in fields:
        raise ActionError("goal_status: only the status action takes it")
    name = ALIASES.get(low, low)
    if name not in names:
        raise ActionError(f"unknown action {shorten(given)}; expected one of {', '.join(sorted(names))}")
    return name


def _pair(key: str, value: Any) -> tuple[Any, Any]:
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        return value[0], value[1]
    raise ActionError(f"{key} must be [x, y] (two numbers), not {shorten(value)}")
