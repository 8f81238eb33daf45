"""The share sheet: ACTION_SEND / SEND_MULTIPLE through a system chooser.

An app shares content with ``ctx.share(type=..., text=..., files=[...])``. The sheet lists direct
share targets (conversations the receiving apps offer through their ``share_targets`` handler),
every app whose manifest accepts the content's type for SEND (or SEND_MULTIPLE for several
files), and Copy for text. Picking an app opens its filter's screen on top of the sharing app's
task with the content as params (``text``, ``subject``, ``files``, ``type``, and ``target`` for
a direct share), so Back returns to the app that shared.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mgym.apps import get_app
from mgym.os.intents import SEND, SEND_MULTIPLE, Intent, resolve

if TYPE_CHECKING:
    from mgym.os.system import System

#: direct share targets shown at most
MAX_DIRECT = 8


def content_intent(content: dict[str, Any]) -> Intent:
    files = list(content.get("files") or [])
    action = SEND_MULTIPLE if len(files) > 1 else SEND
    extras = {k: content[k] for k in ("text", "subject", "files", "type") if content.get(k) not in (None, "", [])}
    return Intent(action=action, type=str(content.get("type") or "text/plain"), extras=extras)


def open_sheet(s: System, caller: str, content: dict[str, Any]) -> bool:
    """Show the share sheet for ``content`` shared by app ``caller``; False if no app accepts it."""
    intent = content_intent(content)
    targets = [{"app": a.id, "screen": screen} for a, screen in resolve(intent, s.apps) if a.id != caller]
    direct: list[dict[str, Any]] = []
    for t in targets:
        h = s.apps[t["app"]].handlers.get("share_targets")
        if h is None:
            continue
        offered: list[dict[str, Any]] = h(s.ctx(s.apps[t["app"]], None), type=intent.type) or []
        for d in offered[:4]:
            direct.append({"app": t["app"], "screen": t["screen"], "target": d["id"], "label": d["label"],
                           "icon": d.get("icon", "person"), "color": d.get("color", "")})
    if not targets and not content.get("text"):
        s.toast("No app can perform this action")
        return False
    s.v["sysdialog"] = {"kind": "share", "caller": caller, "intent": intent.model_dump(), "targets": targets,
                        "direct": direct[:MAX_DIRECT]}
    s.events.append(f"share {intent.type}")
    return True


def fire(s: System, tid: str, params: dict[str, Any]) -> bool:
    """``sharesheet.app`` (params ``app``), ``sharesheet.direct`` (``i``: index of a direct target), ``sharesheet.copy``."""
    d = s.v["sysdialog"]
    if not d or d["kind"] != "share":
        return False
    intent = Intent.model_validate(d["intent"])
    action = tid.split(".", 1)[1]
    if action == "copy":
        s.v["sysdialog"] = None
        s.set_clipboard(str(intent.extras.get("text", "")))
        return True
    if action == "app":
        opt = next((t for t in d["targets"] if t["app"] == params.get("app")), None)
    elif action == "direct":
        i = int(params.get("i", -1))
        opt = d["direct"][i] if 0 <= i < len(d["direct"]) else None
        if opt is not None:
            intent = intent.model_copy(update={"extras": {**intent.extras, "target": opt["target"]}})
    else:
        return False
    if opt is None:
        return False
    s.v["sysdialog"] = None
    s._open_for_intent(get_app(opt["app"]), opt["screen"], intent, d["caller"], None)
    return True

