"""Background handlers (alarms): messages that arrive at a scheduled virtual time.

A task or test schedules one with ``ctx.schedule(at_ms, "incoming", sender=..., text=...)`` or by
appending to ``os.alarms`` ``{"app": "messenger", "handler": "incoming", "payload": {...}}``.
"""

from __future__ import annotations

from typing import Any

from mgym.app import Handler
from mgym.os.context import AppContext

from . import model
from .fx_chat import add_message, chat_ov, ensure_direct
from .fx_share import share_targets
from .manifest import OPEN_CHAT


def _on_screen(ctx: AppContext, cid: str) -> bool:
    """Is the chat ``cid`` what the user is looking at right now?"""
    s = ctx.sys
    if s.v["shade"]["open"]:
        return False
    top = s.top()
    if top["app"] != ctx.app.id or top["screen"] != "chat":
        return False
    shown = top["params"].get("chat_id") or model.direct_chat_id(ctx.state, ctx.region, str(top["params"].get("user_id") or ""))
    return shown == cid


def incoming(ctx: AppContext, sender: str, text: str = "", chat_id: str | None = None, kind: str = "text",
             data: dict[str, Any] | None = None) -> None:
    """A message from ``sender`` arrives in ``chat_id`` (default: our direct chat): store it, count it
    unread and notify, unless the sender is blocked, the chat is muted or on screen."""
    st, rg = ctx.state, ctx.region
    u = model.user(st, rg, sender)
    if u is None or u["blocked"]:
        return
    if chat_id is None:
        if not u["contact"]:
            return
        chat_id = ensure_direct(ctx, sender)
    c = model.chat(st, rg, chat_id)
    if c is None or c["left"] or (c["kind"] == "group" and sender not in c["members"]):
        return
    mid = add_message(ctx, chat_id, kind, text, sender=sender, data=data)
    if _on_screen(ctx, chat_id):
        return
    chat_ov(ctx, chat_id)["unread"] = c["unread"] + 1
    settings = st["settings"]
    if c["muted"] or not settings["notify_messages"]:
        return
    m = model.message(st, rg, mid)
    assert m is not None
    # posted in the UI's language of the moment, as Android keeps a notification's text
    body = model.preview(m, ctx.locale) if settings["notify_preview"] else ctx.gettext("You have a new message")
    if c["kind"] == "group" and settings["notify_preview"]:
        body = ctx.gettext("{name}: {text}", name=u["display"], text=body)
    ctx.notify(title=c["name"], text=body, intent={"action": OPEN_CHAT, "app": ctx.app.id,
                                                   "extras": {"chat_id": chat_id}})


HANDLERS: dict[str, Handler] = {"incoming": incoming, "share_targets": share_targets}
