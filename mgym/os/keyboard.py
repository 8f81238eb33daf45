"""The soft keyboard: layouts and what each key does to the focused field."""

from __future__ import annotations

from typing import Any

LAYOUTS: dict[str, list[list[str]]] = {
    "abc": [list("qwertyuiop"), list("asdfghjkl"), ["shift", *"zxcvbnm", "del"], ["sym", ",", "space", ".", "enter"]],
    "sym": [list("1234567890"), list("@#$_&-+()/"), ["abc2", *"*\"':;!?", "del"], ["abc", ",", "space", ".", "enter"]],
}
SPECIAL = {"shift", "del", "sym", "abc", "abc2", "space", "enter"}


def initial() -> dict[str, Any]:
    return {"layout": "abc", "shift": False}


def rows(state: dict[str, Any]) -> list[list[dict[str, str]]]:
    """Keys to draw: ``{"key", "label", "kind"}``."""
    out = []
    for row in LAYOUTS[state["layout"]]:
        keys = []
        for k in row:
            if k in SPECIAL:
                label = {"shift": "⇧", "del": "⌫", "sym": "?123", "abc": "ABC", "abc2": "=\\<",
                         "space": "English", "enter": "⏎"}[k]
                keys.append({"key": k, "label": label, "kind": k})
            else:
                ch = k.upper() if state["shift"] else k
                keys.append({"key": ch, "label": ch, "kind": "char"})
        out.append(keys)
    return out


def press(state: dict[str, Any], key: str, value: str) -> tuple[str, bool]:
    """Apply one key to the keyboard state and a field value; returns (new value, enter pressed)."""
    if key == "shift":
        state["shift"] = not state["shift"]
    elif key in ("sym", "abc2"):
        state["layout"], state["shift"] = "sym", False
    elif key == "abc":
        state["layout"] = "abc"
    elif key == "del":
        value = value[:-1]
    elif key == "space":
        value += " "
    elif key == "enter":
        return value, True
    else:
        if state["shift"]:
            key = key.upper()
            state["shift"] = False
        value += key
    return value, False
