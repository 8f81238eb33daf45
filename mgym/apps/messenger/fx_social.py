"""Guards and effects of the social side: contacts and profiles, friend requests, moments, my
profile and the settings."""

from __future__ import annotations

from typing import Any

from mgym.os.context import AppContext
from mgym.os.intents import MAIN, Intent

from . import model
from .layout import contacts_offsets, jump_offset
from .stack import below, close_below
from .state import AddedContact, Comment, ContactOverride, Post, new_id

BOOL_SETTINGS = ("friend_confirm", "find_by_id", "find_by_phone", "moments_strangers", "notify_messages",
                 "notify_preview", "notify_sound", "notify_vibrate", "notify_moments", "enter_to_send")
RANGES = ("all", "6m", "1m", "3d")
VISIBILITY = ("everyone", "friends", "only_me")
MORE = 20


def contact_ov(ctx: AppContext, uid: str) -> dict[str, Any]:
    ov: dict[str, Any] = ctx.state["contacts"].setdefault(uid, ContactOverride().model_dump(mode="json"))
    return ov


def _uid(ctx: AppContext) -> str:
    return str(ctx.param("user_id") or "")


def _user(ctx: AppContext) -> dict[str, Any] | None:
    uid = _uid(ctx)
    return model.user(ctx.state, ctx.region, uid) if uid else None


# ---- contacts ---------------------------------------------------------------------------------
def jump_to_letter(ctx: AppContext) -> None:
    offsets = contacts_offsets(model.contacts(ctx.state, ctx.region))
    if ctx.entry is not None:
        ctx.entry["scroll"]["main"] = jump_offset(offsets, str(ctx.params.get("letter", "A")))


def _add(ctx: AppContext, uid: str, via: str, greeting: str = "") -> None:
    if uid not in model.added_ids(ctx.state) and uid not in model.world(ctx.region).contact_ids:
        ctx.state["added"].append(AddedContact(id=uid, time=ctx.now, via=via, greeting=greeting).model_dump(mode="json"))
    ov = ctx.state["contacts"].get(uid)
    if ov is not None and ov["deleted"]:
        ov["deleted"] = False


def is_pending_request(ctx: AppContext) -> bool:
    uid = _uid(ctx)
    return any(r["id"] == uid for r in model.world(ctx.region).requests) and uid not in ctx.state["requests"]


def accept_request(ctx: AppContext) -> None:
    uid = _uid(ctx)
    ctx.state["requests"][uid] = "accepted"
    _add(ctx, uid, "request")
    ctx.toast("Friend request accepted")


def ignore_request(ctx: AppContext) -> None:
    ctx.state["requests"][_uid(ctx)] = "ignored"


# ---- a profile --------------------------------------------------------------------------------
def is_contact(ctx: AppContext) -> bool:
    u = _user(ctx)
    return u is not None and u["contact"]


def is_stranger(ctx: AppContext) -> bool:
    u = _user(ctx)
    return u is not None and not u["contact"]


def open_chat_with(ctx: AppContext) -> dict[str, Any]:
    cid = model.direct_chat_id(ctx.state, ctx.region, _uid(ctx))
    return {"chat_id": cid, "user_id": _uid(ctx)} if cid else {"user_id": _uid(ctx)}


def toggle(key: str) -> Any:
    def effect(ctx: AppContext) -> None:
        u = _user(ctx)
        if u is not None:
            contact_ov(ctx, u["id"])[key] = not u[key]
    effect.__name__ = f"toggle_{key}"
    return effect


toggle_star = toggle("starred")
toggle_hide_mine = toggle("hide_my_moments")
toggle_hide_theirs = toggle("hide_their_moments")


def is_blocked(ctx: AppContext) -> bool:
    u = _user(ctx)
    return u is not None and u["blocked"]


def not_blocked(ctx: AppContext) -> bool:
    u = _user(ctx)
    return u is not None and not u["blocked"]


def block(ctx: AppContext) -> None:
    u = _user(ctx)
    if u is not None:
        contact_ov(ctx, u["id"])["blocked"] = True
        ctx.toast("Added to blocked list")


def unblock(ctx: AppContext) -> None:
    u = _user(ctx)
    if u is not None:
        contact_ov(ctx, u["id"])["blocked"] = False
        ctx.toast("Removed from blocked list")


def delete_contact(ctx: AppContext) -> None:
    u = _user(ctx)
    if u is not None:
        contact_ov(ctx, u["id"])["deleted"] = True
        ctx.toast("Contact deleted")


def prefill_remark(ctx: AppContext) -> None:
    u = _user(ctx)
    if u is not None:
        ctx.set_field("remark", u["remark"])
        ctx.set_param("tags", list(u["tags"]))


def toggle_tag(ctx: AppContext) -> None:
    tag = str(ctx.params.get("tag", ""))
    tags = list(ctx.screen_params.get("tags") or [])
    if tag in tags:
        tags.remove(tag)
    else:
        tags.append(tag)
    ctx.set_param("tags", tags)


def has_new_tag(ctx: AppContext) -> bool:
    return bool(ctx.field("new_tag").strip())


def add_tag(ctx: AppContext) -> None:
    tag = ctx.field("new_tag").strip()
    tags = list(ctx.screen_params.get("tags") or [])
    if tag not in tags:
        tags.append(tag)
    ctx.set_param("tags", tags)
    ctx.set_field("new_tag", "")


def save_remark(ctx: AppContext) -> None:
    """Keep what changed: the remark and the tags (new tags join the tag list)."""
    u = _user(ctx)
    if u is None:
        return
    remark = ctx.field("remark").strip()
    tags = [str(t) for t in (ctx.screen_params.get("tags") or [])]
    if remark != u["remark"]:
        contact_ov(ctx, u["id"])["remark"] = remark
    if tags != u["tags"]:
        contact_ov(ctx, u["id"])["tags"] = tags
    known = model.all_tags(ctx.state, ctx.region)
    for t in tags:
        if t not in known:
            ctx.state["tags"].append(t)
            known.append(t)


# ---- adding contacts --------------------------------------------------------------------------
def _found(ctx: AppContext) -> dict[str, Any] | None:
    u = model.find_user(ctx.state, ctx.region, ctx.field("q"))
    return None if u is None or u.get("me") else u


def can_find(ctx: AppContext) -> bool:
    return _found(ctx) is not None


def find(ctx: AppContext) -> dict[str, Any]:
    u = _found(ctx)
    assert u is not None
    q = ctx.field("q").strip()
    return {"user_id": u["id"], "via": "id" if q.lower() == u["id"].lower() else "phone"}


def send_request(ctx: AppContext) -> None:
    u = _user(ctx)
    if u is None:
        return
    via = str(ctx.param("via") or "id")
    _add(ctx, u["id"], via if via in ("id", "phone") else "id", ctx.field("greeting").strip())
    remark = ctx.field("remark").strip()
    if remark:
        contact_ov(ctx, u["id"])["remark"] = remark
    ctx.toast("Added to contacts")


def prefill_greeting(ctx: AppContext) -> None:
    ctx.set_field("greeting", ctx.gettext("I'm {name}", name=model.me(ctx.state, ctx.region)["name"]))


# ---- moments ----------------------------------------------------------------------------------
def _post(ctx: AppContext) -> dict[str, Any] | None:
    pid = ctx.param("post_id")
    return model.post(ctx.state, ctx.region, str(pid)) if pid else None


def more(ctx: AppContext) -> None:
    ctx.set_param("limit", int(ctx.screen_params.get("limit") or MORE) + MORE)


def toggle_like(ctx: AppContext) -> None:
    p = _post(ctx)
    if p is not None:
        ctx.state["likes"][p["id"]] = not p["liked"]


def can_comment(ctx: AppContext) -> bool:
    return bool(ctx.field("comment").strip()) and _post(ctx) is not None


def send_comment(ctx: AppContext) -> None:
    p = _post(ctx)
    if p is None:
        return
    reply = ctx.param("reply_to")
    ctx.state["comments"].append(Comment(id=new_id(ctx.state, "k"), post=p["id"], text=ctx.field("comment").strip(),
                                         time=ctx.now, reply_to=str(reply) if reply else None).model_dump(mode="json"))
    ctx.set_field("comment", "")
    if ctx.entry is not None:
        ctx.entry["focus"] = None


def is_my_post(ctx: AppContext) -> bool:
    p = _post(ctx)
    return p is not None and p["mine"]


def delete_post(ctx: AppContext) -> None:
    p = _post(ctx)
    if p is None or not p["mine"]:
        return
    if p["new"]:
        ctx.state["posts"] = [x for x in ctx.state["posts"] if x["id"] != p["id"]]
    else:
        ctx.state["deleted_posts"].append(p["id"])
    close_below(ctx, "moment_detail")
    ctx.toast("Deleted")


def _comment(ctx: AppContext) -> dict[str, Any] | None:
    p, cid = _post(ctx), ctx.param("comment_id")
    return next((c for c in p["comments"] if c["id"] == cid), None) if p else None


def is_my_comment(ctx: AppContext) -> bool:
    c = _comment(ctx)
    return c is not None and c["mine"]


def is_their_comment(ctx: AppContext) -> bool:
    c = _comment(ctx)
    return c is not None and not c["mine"]


def reply_params(ctx: AppContext) -> dict[str, Any]:
    c = _comment(ctx)
    return {"reply_to": c["author"] if c else None}


def delete_comment(ctx: AppContext) -> None:
    c = _comment(ctx)
    if c is None or not c["mine"]:
        return
    mine = [x for x in ctx.state["comments"] if x["id"] != c["id"]]
    if len(mine) != len(ctx.state["comments"]):
        ctx.state["comments"] = mine
    else:
        ctx.state["deleted_comments"].append(c["id"])


def can_post(ctx: AppContext) -> bool:
    return bool(ctx.field("text").strip() or ctx.screen_params.get("images"))


def publish(ctx: AppContext) -> None:
    images = []
    for media_id in ctx.screen_params.get("images") or []:
        row = ctx.files.by_id(int(media_id))
        if row is not None and row["asset"]:
            images.append(model.file_photo(row))
    vis = ctx.screen_params.get("visibility") or "everyone"
    post = Post.model_validate({"id": new_id(ctx.state, "q"), "text": ctx.field("text").strip(), "images": images,
                                "visibility": vis, "time": ctx.now})
    ctx.state["posts"].append(post.model_dump(mode="json"))
    ctx.toast("Posted")


def is_visibility(ctx: AppContext) -> bool:
    return ctx.params.get("value") in VISIBILITY


def set_visibility(ctx: AppContext) -> None:
    compose = below(ctx, "moment_compose")
    if compose is not None:
        compose["params"]["visibility"] = ctx.params["value"]


# ---- me ---------------------------------------------------------------------------------------
def open_wallet(ctx: AppContext) -> None:
    """The Wallet app on top of Messenger (back returns here); a toast if it is not installed."""
    ctx.start(Intent(action=MAIN, app="wallet"))


def prefill_name(ctx: AppContext) -> None:
    ctx.set_field("name", model.me(ctx.state, ctx.region)["name"])


def prefill_signature(ctx: AppContext) -> None:
    ctx.set_field("signature", model.me(ctx.state, ctx.region)["signature"])


def has_name(ctx: AppContext) -> bool:
    return bool(ctx.field("name").strip())


def save_name(ctx: AppContext) -> None:
    ctx.state["profile"]["name"] = ctx.field("name").strip()


def save_signature(ctx: AppContext) -> None:
    ctx.state["profile"]["signature"] = ctx.field("signature").strip()


def is_setting(ctx: AppContext) -> bool:
    return ctx.params.get("key") in BOOL_SETTINGS


def toggle_setting(ctx: AppContext) -> None:
    key = str(ctx.params["key"])
    ctx.state["settings"][key] = not ctx.state["settings"][key]


def is_range(ctx: AppContext) -> bool:
    return ctx.params.get("value") in RANGES


def set_range(ctx: AppContext) -> None:
    ctx.state["settings"]["moments_range"] = ctx.params["value"]


def clear_all(ctx: AppContext) -> None:
    ctx.state["cleared_all_at"] = ctx.now
    for ov in ctx.state["chats"].values():
        ov["pinned_message"] = None
    ctx.toast("All chat history cleared")


def deactivation_pending(ctx: AppContext) -> bool:
    return bool(ctx.state["deactivation_requested"])


def deactivation_idle(ctx: AppContext) -> bool:
    return not ctx.state["deactivation_requested"]


def request_deactivation(ctx: AppContext) -> None:
    ctx.state["deactivation_requested"] = True
    ctx.toast("Deactivation requested")


def cancel_deactivation(ctx: AppContext) -> None:
    ctx.state["deactivation_requested"] = False
    ctx.toast("Deactivation cancelled")
