"""Text selection and the clipboard: long-press a text field for Paste / Select all / Copy / Cut.

``os.clipboard`` holds the copied text (the reference's clipboard service; it survives reboots like
everything persistent). A long press on a field focuses it and shows the floating text toolbar;
the selection is the whole field (there is no caret placement), so Select all marks it, and Copy,
Cut or typing then act on all of it. Any other event closes the toolbar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mgym.os.system import System


def open_menu(s: System, field: str) -> None:
    s.focus(field)
    s.v["textmenu"] = {"field": field, "all": False}


def view(s: System) -> dict[str, Any] | None:
    """What the toolbar offers for the focused field, or None when it is closed."""
    m = s.v.get("textmenu")
    if m is None or s.focused() != m["field"]:
        return None
    value = str(s.top()["fields"].get(m["field"], ""))
    return {"field": m["field"], "all": m["all"], "can_paste": bool(s.p["os"]["clipboard"]),
            "can_copy": bool(value), "can_select_all": bool(value) and not m["all"]}


def fire(s: System, tid: str, params: dict[str, Any]) -> bool:
    """``textsel.menu`` (a long press on field ``field``), ``textsel.paste``, ``textsel.copy``, ``textsel.cut``,
    ``textsel.all``."""
    action = tid.split(".", 1)[1]
    if action == "menu":
        open_menu(s, str(params["field"]))
        return True
    m = s.v.get("textmenu")
    name = s.focused()
    if m is None or name != m["field"]:
        s.v["textmenu"] = None
        return False
    fields = s.top()["fields"]
    value = str(fields.get(name, ""))
    if action == "all":
        m["all"] = bool(value)
        return True
    s.v["textmenu"] = None
    if action == "paste":
        clip = str(s.p["os"]["clipboard"])
        fields[name] = (clip if m["all"] else value + clip)[:5000]
    elif action in ("copy", "cut"):
        s.set_clipboard(value)
        if action == "cut":
            fields[name] = ""
    else:
        return False
    return True
