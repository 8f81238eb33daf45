"""Background handlers (alarms): incoming messages."""

from __future__ import annotations

from typing import Any

from mgym.app import Handler
from mgym.os.context import AppContext
from mgym.os.intents import SENDTO

from .threads import display_name, muted, screen_thread


def _on_screen(ctx: AppContext, thread_id: int) -> bool:
    """Is the conversation ``thread_id`` what the user is looking at right now?"""
    s = ctx.sys
    if s.v["shade"]["open"]:
        return False
    top = s.top()
    if top["app"] != ctx.app.id or top["screen"] != "thread":
        return False
    shown = screen_thread(s.ctx(ctx.app, top))
    return shown is not None and shown["id"] == thread_id


def incoming_sms(ctx: AppContext, address: str, body: str, time: int | None = None) -> None:
    """An SMS arrives from ``address``: store it and notify (unless muted, or already on screen).

    ``time`` (ms) stamps the message; by default it is now (the end of the step that ran the alarm).
    """
    tid = ctx.sms.add_message(address, body, ctx.now if time is None else int(time), incoming=True)
    if ctx.sms.require(tid)["archived"]:
        ctx.sms.update(tid, {"archived": False})
    if _on_screen(ctx, tid):
        ctx.sms.mark_read(tid)
        return
    if muted(ctx, tid) or not ctx.state["settings"]["notifications"]:
        return
    ctx.notify(title=display_name(ctx, address), text=body,
               intent={"action": SENDTO, "data": f"sms:{address}"})


def share_targets(ctx: AppContext, type: str = "text/plain") -> list[dict[str, Any]]:
    """The share sheet's direct targets: the 4 most recent conversations."""
    threads = [t for t in ctx.sms.rows if t["messages"] and not t["archived"]]
    threads.sort(key=lambda t: (-max(m["time"] for m in t["messages"]), t["id"]))
    return [{"id": t["id"], "label": display_name(ctx, t["address"]), "icon": "person",
             "color": f"hsl({t['id'] * 47 % 360}, 45%, 55%)"} for t in threads[:4]]


HANDLERS: dict[str, Handler] = {"incoming_sms": incoming_sms, "share_targets": share_targets}
