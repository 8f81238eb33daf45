"""Guards and effects of the chat side: the chat list, a chat, message actions, forwarding,
attachments, payments through the Wallet, and group chats."""

from __future__ import annotations

import re
from typing import Any

from mgym.i18n import N_
from mgym.os.context import AppContext
from mgym.os.intents import PAY, Intent

from . import model
from .stack import below, close_current
from .state import ChatOverride, Message, NewChat, new_id

#: the Wallet's checkout, started for a result (see the payment contract in the app docs)
MAX_TRANSFER = 20_000.0
MAX_ENVELOPE = 200.0
_AMOUNT = re.compile(r"^\d{1,6}(\.\d{1,2})?$")
FORWARDABLE = ("text", "image", "location")


# ---- helpers ----------------------------------------------------------------------------------
def chat_ov(ctx: AppContext, cid: str) -> dict[str, Any]:
    ov: dict[str, Any] = ctx.state["chats"].setdefault(cid, ChatOverride().model_dump(mode="json"))
    return ov


def screen_chat_id(ctx: AppContext) -> str | None:
    """The chat a screen is about: its ``chat_id``, else the direct chat with its ``user_id``."""
    cid = ctx.param("chat_id")
    if cid:
        return str(cid)
    uid = ctx.param("user_id")
    return model.direct_chat_id(ctx.state, ctx.region, str(uid)) if uid else None


def ensure_direct(ctx: AppContext, uid: str) -> str:
    cid = model.direct_chat_id(ctx.state, ctx.region, uid)
    if cid is None:
        cid = new_id(ctx.state, "d")
        ctx.state["new_chats"].append(NewChat(id=cid, kind="direct", peer=uid, members=["me", uid],
                                              created=ctx.now).model_dump(mode="json"))
    return cid


def target_chat(ctx: AppContext) -> str | None:
    """The chat a send goes to, created for a contact without one yet."""
    cid = screen_chat_id(ctx)
    if cid is None and ctx.param("user_id"):
        cid = ensure_direct(ctx, str(ctx.param("user_id")))
    return cid


def add_message(ctx: AppContext, cid: str, kind: str = "text", text: str = "", sender: str = "me",
                data: dict[str, Any] | None = None, quote: str | None = None, forwarded: bool = False) -> str:
    mid = new_id(ctx.state, "n")
    msg = Message.model_validate({"id": mid, "chat": cid, "sender": sender, "time": ctx.now, "kind": kind,
                                  "text": text, "quote": quote, "forwarded": forwarded, "data": data or {}})
    ctx.state["messages"].append(msg.model_dump(mode="json"))
    ov = ctx.state["chats"].get(cid)
    if ov is not None and ov["hidden"]:
        ov["hidden"] = False
    return mid


def system_message(ctx: AppContext, cid: str, msgid: str, **args: Any) -> None:
    """A line of the chat's own (invitations, renames): the English text, and the msgid and args the
    chat translates it from (name lists join per language)."""
    text = model.system_text({"text": "", "data": {"msg": msgid, "args": args}}, "en")
    add_message(ctx, cid, "system", text, sender="system", data={"msg": msgid, "args": args})


def _chat(ctx: AppContext) -> dict[str, Any] | None:
    cid = screen_chat_id(ctx)
    return model.chat(ctx.state, ctx.region, cid) if cid else None


def names(ctx: AppContext, uids: list[str]) -> list[str]:
    return [model.display(ctx.state, ctx.region, u) for u in uids]


def close_keyboard(ctx: AppContext) -> None:
    if ctx.entry is not None:
        ctx.entry["focus"] = None


# ---- the chat list ----------------------------------------------------------------------------
def toggle_pin(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is not None:
        chat_ov(ctx, c["id"])["pinned"] = not c["pinned"]
        if c["pinned"]:
            ctx.toast("Unpinned")
        else:
            ctx.toast("Pinned to top")


def toggle_mute(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is not None:
        chat_ov(ctx, c["id"])["muted"] = not c["muted"]
        if c["muted"]:
            ctx.toast("Notifications on")
        else:
            ctx.toast("Muted")


def toggle_read(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is not None:
        chat_ov(ctx, c["id"])["unread"] = 0 if c["unread"] else 1


def delete_chat(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is not None:
        ov = chat_ov(ctx, c["id"])
        ov.update(hidden=True, unread=0, cleared_at=ctx.now, pinned_message=None)
        ctx.toast("Chat deleted")


def chat_shown(ctx: AppContext) -> None:
    """A chat that opens (from the list, a profile or a notification) is read."""
    c = _chat(ctx)
    if c is not None and c["unread"]:
        chat_ov(ctx, c["id"])["unread"] = 0


# ---- a chat -----------------------------------------------------------------------------------
def has_chat(ctx: AppContext) -> bool:
    return _chat(ctx) is not None


def can_write(ctx: AppContext) -> bool:
    c = _chat(ctx)
    if c is None:
        uid = ctx.param("user_id")
        return bool(uid) and str(uid) in model.friend_ids(ctx.state, ctx.region)
    return not c["left"] and (c["kind"] == "group" or c["contact"])


def can_send(ctx: AppContext) -> bool:
    return bool(ctx.field("text").strip()) and can_write(ctx)


def send(ctx: AppContext) -> None:
    cid = target_chat(ctx)
    if cid is None:
        return
    quote = ctx.param("quote")
    add_message(ctx, cid, "text", ctx.field("text").strip(), quote=str(quote) if quote else None)
    ctx.set_param("chat_id", cid)
    ctx.set_param("quote", None)
    ctx.set_field("text", "")


def has_earlier(ctx: AppContext) -> bool:
    from .views_chat import PAGE

    cid = screen_chat_id(ctx)
    return cid is not None and len(model.messages(ctx.state, ctx.region, cid)) > int(ctx.screen_params.get("shown") or PAGE)


def show_earlier(ctx: AppContext) -> None:
    from .views_chat import PAGE

    ctx.set_param("shown", int(ctx.screen_params.get("shown") or PAGE) + PAGE)


def toggle_time(ctx: AppContext) -> None:
    """Tapping a text bubble shows (or hides) its exact time."""
    mid = ctx.params.get("message_id")
    ctx.set_param("expanded", None if ctx.screen_params.get("expanded") == mid else mid)


def unquote(ctx: AppContext) -> None:
    ctx.set_param("quote", None)


def unpin_message(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is not None:
        chat_ov(ctx, c["id"])["pinned_message"] = None


def is_direct(ctx: AppContext) -> bool:
    c = _chat(ctx)
    return c is not None and c["kind"] == "direct" or (c is None and bool(ctx.param("user_id")))


def is_group(ctx: AppContext) -> bool:
    c = _chat(ctx)
    return c is not None and c["kind"] == "group" and not c["left"]


# ---- message actions --------------------------------------------------------------------------
def _msg(ctx: AppContext) -> dict[str, Any] | None:
    mid = ctx.param("message_id")
    return model.message(ctx.state, ctx.region, str(mid)) if mid else None


def copy_message(ctx: AppContext) -> None:
    m = _msg(ctx)
    if m is not None and m["kind"] == "text":
        ctx.copy(m["text"])


def is_text(ctx: AppContext) -> bool:
    m = _msg(ctx)
    return m is not None and m["kind"] == "text"


def forwardable(ctx: AppContext) -> bool:
    m = _msg(ctx)
    return m is not None and m["kind"] in FORWARDABLE


def quote_message(ctx: AppContext) -> None:
    chat_entry = below(ctx, "chat")
    if chat_entry is not None:
        chat_entry["params"]["quote"] = ctx.param("message_id")


def toggle_pin_message(ctx: AppContext) -> None:
    c, m = _chat(ctx), _msg(ctx)
    if c is None or m is None:
        return
    ov = chat_ov(ctx, c["id"])
    ov["pinned_message"] = None if c["pinned_message"] == m["id"] else m["id"]
    if ov["pinned_message"]:
        ctx.toast("Pinned")
    else:
        ctx.toast("Unpinned")


def delete_message(ctx: AppContext) -> None:
    c, m = _chat(ctx), _msg(ctx)
    if c is None or m is None:
        return
    if m["id"] not in ctx.state["deleted_messages"]:
        ctx.state["deleted_messages"].append(m["id"])
    if c["pinned_message"] == m["id"]:
        chat_ov(ctx, c["id"])["pinned_message"] = None
    ctx.toast("Deleted")


def forward_target(ctx: AppContext) -> str | None:
    to_chat = ctx.param("to_chat")
    if to_chat:
        return str(to_chat)
    to_user = ctx.param("to_user")
    return ensure_direct(ctx, str(to_user)) if to_user else None


def has_forward_target(ctx: AppContext) -> bool:
    return bool(ctx.params.get("to_chat") or ctx.params.get("to_user"))


def forward_send(ctx: AppContext) -> None:
    m = _msg(ctx)
    if m is None or m["kind"] not in FORWARDABLE:
        return
    cid = forward_target(ctx)
    if cid is None:
        return
    add_message(ctx, cid, m["kind"], m["text"], data=model.payload(m), forwarded=True)
    note = ctx.field("note").strip()
    if note:
        add_message(ctx, cid, "text", note)
    ctx.toast("Sent")


# ---- attachments ------------------------------------------------------------------------------
def _selected(ctx: AppContext) -> list[Any]:
    return list(ctx.screen_params.get("selected") or [])


def toggle_selected(ctx: AppContext) -> None:
    key = ctx.params.get("item")
    sel = _selected(ctx)
    if key in sel:
        sel.remove(key)
    else:
        sel.append(key)
    ctx.set_param("selected", sel)


def has_selection(ctx: AppContext) -> bool:
    return bool(_selected(ctx))


def send_location(ctx: AppContext) -> None:
    cid = target_chat(ctx)
    name = str(ctx.params.get("place", ""))
    place = next((p for p in model.world(ctx.region).places if p["name"] == name), None)
    if cid is not None and place is not None:
        add_message(ctx, cid, "location", data={"location": dict(place)})


def open_in_maps(ctx: AppContext) -> None:
    """A location message opens in the maps app: ``geo:lat,lon?q=name`` (``0,0`` when it has no point)."""
    m = model.message(ctx.state, ctx.region, str(ctx.param("message_id")))
    place = model.payload(m).get("location", {}) if m else {}
    if place.get("name"):
        lat, lon = place.get("lat", 0), place.get("lon", 0)
        ctx.start(Intent(action="android.intent.action.VIEW", data=f"geo:{lat},{lon}?q={place['name']}"))


# ---- payments ---------------------------------------------------------------------------------
def parse_amount(text: str) -> float | None:
    t = text.strip().lstrip("$¥￥").replace(",", "")
    if not _AMOUNT.match(t):
        return None
    v = float(t)
    return v if v > 0 else None


def _paid(ctx: AppContext) -> bool:
    """The Wallet's result: ``transfer.pay`` / ``envelope.pay`` fired again with the bill."""
    return ctx.params.get("status") == "paid" and "amount" in ctx.params


def can_transfer(ctx: AppContext) -> bool:
    if _paid(ctx):
        return True
    v = parse_amount(ctx.field("amount"))
    return v is not None and v <= MAX_TRANSFER and can_write(ctx)


def _bill(ctx: AppContext) -> dict[str, Any]:
    return {"amount": round(float(ctx.params["amount"]), 2), "bill_id": str(ctx.params.get("bill_id", "")),
            "method": str(ctx.params.get("method", ""))}


def transfer_pay(ctx: AppContext) -> None:
    """Tapping Transfer starts the Wallet's checkout for a result; the result (status "paid") comes
    back through this same transition, adds the transfer to the chat and closes the screen."""
    if _paid(ctx):
        cid = target_chat(ctx)
        if cid is not None:
            add_message(ctx, cid, "transfer", data={**_bill(ctx), "memo": ctx.field("memo").strip(),
                                                    "status": "sent"})
            ctx.toast("Transfer sent")
        close_current(ctx)
        return
    c = _chat(ctx)
    uid = str(ctx.param("user_id") or (c["peer"] if c else ""))
    amount = parse_amount(ctx.field("amount"))
    close_keyboard(ctx)
    ctx.start(Intent(action=PAY, extras={"amount": amount, "payee": model.display(ctx.state, ctx.region, uid), "payee_id": uid,
                                         "memo": ctx.field("memo").strip(), "kind": "transfer"}),
              result="transfer.pay")


def envelope_count(ctx: AppContext) -> int | None:
    c = _chat(ctx)
    if c is None or c["kind"] == "direct":
        return 1
    t = ctx.field("count").strip()
    if not t.isdigit():
        return None
    n = int(t)
    return n if 1 <= n <= 100 else None


def can_envelope(ctx: AppContext) -> bool:
    if _paid(ctx):
        return True
    v, n = parse_amount(ctx.field("amount")), envelope_count(ctx)
    return v is not None and n is not None and v <= MAX_ENVELOPE * n and v >= 0.01 * n and can_write(ctx)


def greeting(ctx: AppContext) -> str:
    return ctx.field("greeting").strip() or ctx.gettext("Best wishes!")


def envelope_pay(ctx: AppContext) -> None:
    if _paid(ctx):
        cid = target_chat(ctx)
        if cid is not None:
            add_message(ctx, cid, "red_envelope", data={**_bill(ctx), "greeting": greeting(ctx),
                                                         "count": envelope_count(ctx) or 1, "status": "sent"})
            ctx.toast("Red envelope sent")
        close_current(ctx)
        return
    c = _chat(ctx)
    payee_id = (c["peer"] or c["id"]) if c else str(ctx.param("user_id") or "")
    payee = c["name"] if c else model.display(ctx.state, ctx.region, payee_id)
    close_keyboard(ctx)
    ctx.start(Intent(action=PAY, extras={"amount": parse_amount(ctx.field("amount")), "payee": payee,
                                         "payee_id": payee_id, "memo": greeting(ctx), "kind": "red_envelope"}),
              result="envelope.pay")


# ---- chat info --------------------------------------------------------------------------------
def clear_history(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is not None:
        chat_ov(ctx, c["id"]).update(cleared_at=ctx.now, pinned_message=None)
        ctx.toast("Chat history cleared")


def start_group_with_peer(ctx: AppContext) -> dict[str, Any]:
    c = _chat(ctx)
    return {"selected": [c["peer"]] if c and c["peer"] else []}


# ---- groups -----------------------------------------------------------------------------------
def can_create_group(ctx: AppContext) -> bool:
    return len(_selected(ctx)) >= 2


def create_group(ctx: AppContext) -> dict[str, Any]:
    members = [str(u) for u in _selected(ctx)]
    gid = new_id(ctx.state, "g")
    name = ctx.field("name").strip()
    ctx.state["new_chats"].append(NewChat(id=gid, kind="group", name=name, members=["me", *members], owner="me",
                                          created=ctx.now).model_dump(mode="json"))
    system_message(ctx, gid, N_("You invited {names} to the group chat"), names=names(ctx, members))
    return {"chat_id": gid}


def can_rename(ctx: AppContext) -> bool:
    return bool(ctx.field("name").strip()) and is_group(ctx)


def rename_group(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is None:
        return
    name = ctx.field("name").strip()
    chat_ov(ctx, c["id"])["name"] = name
    system_message(ctx, c["id"], N_('You changed the group name to "{name}"'), name=name)


def save_notice(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is None:
        return
    text = ctx.field("notice").strip()
    chat_ov(ctx, c["id"])["announcement"] = text
    if text:
        system_message(ctx, c["id"], N_("Group notice: {text}"), text=text)


def add_members(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is None:
        return
    new = [str(u) for u in _selected(ctx) if u not in c["members"]]
    chat_ov(ctx, c["id"])["members"] = [*c["members"], *new]
    if new:
        system_message(ctx, c["id"], N_("You invited {names} to the group chat"), names=names(ctx, new))


def remove_members(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is None:
        return
    gone = [str(u) for u in _selected(ctx) if u in c["members"] and u != "me"]
    chat_ov(ctx, c["id"])["members"] = [m for m in c["members"] if m not in gone]
    if gone:
        system_message(ctx, c["id"], N_("You removed {names} from the group chat"), names=names(ctx, gone))


def leave_group(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is not None:
        chat_ov(ctx, c["id"]).update(left=True, pinned=False, unread=0)
        ctx.toast("You left the group")


def prefill_group_name(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is not None and c.get("custom_name"):
        ctx.set_field("name", c["name"])


def prefill_notice(ctx: AppContext) -> None:
    c = _chat(ctx)
    if c is not None:
        ctx.set_field("notice", c["announcement"])
