"""Guards and effects of the Messages transitions: small named functions over the SMS provider."""

from __future__ import annotations

from typing import Any

from mgym.os.context import AppContext
from mgym.os.intents import VIEW, Intent

from .threads import (
    contact_for,
    find_contacts,
    looks_like_number,
    screen_address,
    screen_thread,
    thread_param,
)

#: Android's action to create a contact (the Contacts app takes ``name`` / ``phone`` extras)
INSERT = "android.intent.action.INSERT"

# ---- conversation list -------------------------------------------------------------------------


def open_thread(ctx: AppContext) -> None:
    """Opening a conversation reads it."""
    t = thread_param(ctx)
    if t is not None:
        ctx.sms.mark_read(t["id"])


def thread_shown(ctx: AppContext) -> None:
    """A conversation screen that opens (from a tap, an intent or a notification) reads it."""
    t = screen_thread(ctx)
    if t is not None and ctx.sms.unread(t):
        ctx.sms.mark_read(t["id"])
    shared = str(ctx.param("text") or "")
    if shared:  # text shared into the conversation (SEND) prefills the message
        ctx.set_field("body", shared)
        ctx.set_param("text", None)


def new_shown(ctx: AppContext) -> None:
    """A direct share (``target``: a conversation the share sheet offered) skips picking a recipient."""
    target = ctx.param("target")
    t = ctx.sms.get(int(target)) if isinstance(target, int) or str(target or "").isdigit() else None
    if t is None or ctx.entry is None:
        return
    ctx.entry["screen"] = "thread"
    ctx.entry["params"] = {"thread_id": t["id"], **{k: ctx.param(k) for k in ("text", "files") if ctx.param(k)}}
    thread_shown(ctx)


def toggle_pin(ctx: AppContext) -> None:
    t = thread_param(ctx)
    if t is not None:
        pinned = not t["pinned"]
        ctx.sms.update(t["id"], {"pinned": pinned})
        if pinned:
            ctx.toast("Conversation pinned")
        else:
            ctx.toast("Conversation unpinned")


def toggle_archive(ctx: AppContext) -> None:
    t = thread_param(ctx)
    if t is not None:
        archived = not t["archived"]
        ctx.sms.update(t["id"], {"archived": archived, **({"pinned": False} if archived else {})})
        if archived:
            ctx.toast("Conversation archived")
        else:
            ctx.toast("Conversation unarchived")


def toggle_read(ctx: AppContext) -> None:
    """Mark as read; on a read conversation, mark its last incoming message unread."""
    t = thread_param(ctx)
    if t is None:
        return
    if ctx.sms.unread(t):
        ctx.sms.mark_read(t["id"])
        return
    incoming = [m for m in t["messages"] if m["incoming"]]
    if incoming:
        last = incoming[-1]["id"]
        msgs = [{**m, "read": False} if m["id"] == last else m for m in t["messages"]]
        ctx.sms.update(t["id"], {"messages": msgs})


def has_unread(ctx: AppContext) -> bool:
    return any(ctx.sms.unread(t) for t in ctx.sms.rows)


def read_all(ctx: AppContext) -> None:
    for t in list(ctx.sms.rows):
        ctx.sms.mark_read(t["id"])


def delete_thread(ctx: AppContext) -> None:
    t = thread_param(ctx)
    if t is None:
        return
    ctx.sms.delete(t["id"])
    if t["id"] in ctx.state["muted"]:
        ctx.state["muted"].remove(t["id"])
    ctx.toast("Conversation deleted")


# ---- a conversation ----------------------------------------------------------------------------


def attached(ctx: AppContext) -> list[int]:
    """The pictures waiting to go with the next message (file ids that still exist)."""
    out = []
    for f in ctx.param("files") or []:
        row = ctx.files.by_id(int(f))
        if row is not None and row["asset"] and not row["trashed"]:
            out.append(int(row["id"]))
    return out


def can_send(ctx: AppContext) -> bool:
    return bool(screen_address(ctx) or screen_thread(ctx)) and bool(
        ctx.field("body").strip() or ctx.param("text") or attached(ctx))


def send(ctx: AppContext) -> None:
    """Append an outgoing message (an MMS when pictures are attached) and clear the composer."""
    thread = screen_thread(ctx)
    address = thread["address"] if thread else screen_address(ctx)
    parts = [ctx.field("body").strip(), str(ctx.param("text") or "").strip()]
    body = "\n".join(p for p in parts if p)
    tid = ctx.sms.add_message(address, body, ctx.now, incoming=False, files=attached(ctx))
    if ctx.sms.require(tid)["archived"]:
        ctx.sms.update(tid, {"archived": False})
    ctx.set_param("thread_id", tid)
    ctx.set_param("text", None)
    ctx.set_param("files", None)
    ctx.set_field("body", "")


def attach(ctx: AppContext) -> None:
    """``compose.attach``: open the system picker; its result (``files``) is attached (9 at most);
    with ``remove`` (the x on an attached picture) that picture is taken off."""
    if "remove" in ctx.params:
        ctx.set_param("files", [f for f in ctx.screen_params.get("files") or [] if f != ctx.params["remove"]])
        return
    files = ctx.params.get("files")
    if files is None:
        ctx.pick_media("compose.attach", multiple=True, limit=9)
        return
    have = list(ctx.screen_params.get("files") or [])
    for f in files:
        row = ctx.files.by_id(int(f))
        if row is not None and row["asset"] and row["id"] not in have:
            have.append(row["id"])
    ctx.set_param("files", have[:9])



def toggle_time(ctx: AppContext) -> None:
    """Tapping a bubble shows (or hides) its full timestamp."""
    mid = ctx.params.get("message_id")
    ctx.set_param("expanded", None if ctx.screen_params.get("expanded") == mid else mid)


def _message(ctx: AppContext) -> dict[str, Any] | None:
    t = thread_param(ctx)
    mid = ctx.param("message_id")
    if t is None or mid is None:
        return None
    return next((m for m in t["messages"] if m["id"] == int(mid)), None)


def copy_message(ctx: AppContext) -> None:
    m = _message(ctx)
    if m is not None:
        ctx.copy(m["body"])


def delete_message(ctx: AppContext) -> None:
    t, m = thread_param(ctx), _message(ctx)
    if t is not None and m is not None:
        ctx.sms.update(t["id"], {"messages": [x for x in t["messages"] if x["id"] != m["id"]]})
        ctx.toast("Message deleted")


# ---- new conversation --------------------------------------------------------------------------


def _to_address(ctx: AppContext) -> str:
    """What the To field resolves to: a typed number, else the first matching contact's phone."""
    q = ctx.field("to").strip()
    if not q:
        return ""
    if looks_like_number(q):
        return q
    return next((str(c["phone"]) for c in find_contacts(ctx, q) if c["phone"]), "")


def _open_address(ctx: AppContext, address: str) -> dict[str, Any]:
    out: dict[str, Any] = {"address": address}
    t = ctx.sms.thread_for(address)
    if t is not None:
        ctx.sms.mark_read(t["id"])
        out["thread_id"] = t["id"]
    for k in ("text", "files"):
        if ctx.param(k):
            out[k] = ctx.param(k)
    return out


def can_submit_to(ctx: AppContext) -> bool:
    return bool(_to_address(ctx))


def submit_to(ctx: AppContext) -> dict[str, Any]:
    return _open_address(ctx, _to_address(ctx))


def has_contact_phone(ctx: AppContext) -> bool:
    c = ctx.contacts.get(ctx.params.get("contact_id", 0))
    return bool(c and c["phone"])


def pick_contact(ctx: AppContext) -> dict[str, Any]:
    c = ctx.contacts.require(ctx.params["contact_id"])
    return _open_address(ctx, str(c["phone"]))


# ---- search ------------------------------------------------------------------------------------


def close_keyboard(ctx: AppContext) -> None:
    if ctx.entry is not None:
        ctx.entry["focus"] = None


def clear_query(ctx: AppContext) -> None:
    ctx.set_field("q", "")


# ---- details and settings ----------------------------------------------------------------------


def toggle_mute(ctx: AppContext) -> None:
    t = thread_param(ctx)
    if t is None:
        return
    muted: list[int] = ctx.state["muted"]
    if t["id"] in muted:
        muted.remove(t["id"])
    else:
        muted.append(t["id"])
        muted.sort()


def has_thread(ctx: AppContext) -> bool:
    return thread_param(ctx) is not None


def open_contact(ctx: AppContext) -> None:
    """View the contact in the Contacts app; for an unknown number, offer to add it there."""
    t = thread_param(ctx)
    if t is None:
        return
    c = contact_for(ctx, t["address"])
    if c is not None:
        ctx.start(Intent(action=VIEW, data=f"contact:{c['id']}"))
    else:
        ctx.start(Intent(action=INSERT, extras={"phone": t["address"]}))


SETTINGS = ("notifications", "delivery_reports")


def is_setting(ctx: AppContext) -> bool:
    return ctx.params.get("key") in SETTINGS


def toggle_setting(ctx: AppContext) -> None:
    key = str(ctx.params["key"])
    ctx.state["settings"][key] = not ctx.state["settings"][key]


def thread_exists(ctx: AppContext) -> bool:
    return screen_thread(ctx) is not None
