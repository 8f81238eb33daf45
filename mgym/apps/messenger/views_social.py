"""Views of the social side: contacts, profiles, moments, me and settings."""

from __future__ import annotations

import hashlib
from typing import Any

from mgym.app import View
from mgym.os.context import AppContext

from . import fx_social as fs
from . import labels as L
from . import model
from .labels import t
from .layout import LETTERS, sections
from .views_chat import T, member_tiles, photo, stamp, tab_badges


# ---- contacts ---------------------------------------------------------------------------------
def contacts(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    people = model.contacts(st, rg)
    secs = sections(people)
    present = {lt for lt, _ in secs}
    return View(T + "contacts.html", {
        "starred": [u for u in people if u["starred"]], "sections": secs, "count": len(people),
        "index": [{"letter": lt, "present": lt in present} for lt in LETTERS], "tab": "contacts",
        "badges": tab_badges(st, rg)})


def new_friends(ctx: AppContext) -> View:
    return View(T + "new_friends.html", {"requests": model.requests(ctx.state, ctx.region),
                                         "confirm": ctx.state["settings"]["friend_confirm"]})


def group_list(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    groups = [{**r, "tiles": member_tiles(st, rg, r["members"])} for r in model.chat_rows(st, rg) if r["kind"] == "group"]
    groups.sort(key=lambda g: model.sort_key(g["name"]))
    return View(T + "group_list.html", {"groups": groups})


def tags(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    items = [{"tag": t, "count": len(model.tag_members(st, rg, t))} for t in model.all_tags(st, rg)]
    return View(T + "tags.html", {"tags": items})


def tag_detail(ctx: AppContext) -> View:
    tag = str(ctx.param("tag") or "")
    return View(T + "tag_detail.html", {"tag": tag, "people": model.tag_members(ctx.state, ctx.region, tag)})


def _thumbs(posts: list[dict[str, Any]], n: int = 4) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for p in posts:
        for img in p["images"]:
            out.append(photo(img))
            if len(out) == n:
                return out
    return out


def contact_profile(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    u = model.user(st, rg, str(ctx.param("user_id")))
    posts = model.user_posts(st, rg, u["id"], 6) if u and u["contact"] else []
    return View(T + "contact_profile.html", {"u": u, "thumbs": _thumbs(posts), "via": ctx.param("via") or "id",
                                             "has_posts": bool(posts)})


def contact_settings(ctx: AppContext) -> View:
    return View(T + "contact_settings.html", {"u": model.user(ctx.state, ctx.region, str(ctx.param("user_id")))})


def contact_remark(ctx: AppContext) -> View:
    chosen = [str(t) for t in (ctx.param("tags") or [])]
    known = model.all_tags(ctx.state, ctx.region)
    extra = [t for t in chosen if t not in known]
    return View(T + "contact_remark.html", {
        "u": model.user(ctx.state, ctx.region, str(ctx.param("user_id"))), "user_id": ctx.param("user_id"),
        "tags": [{"tag": t, "on": t in chosen} for t in [*known, *extra]]})


def contact_block(ctx: AppContext) -> View:
    u = model.user(ctx.state, ctx.region, str(ctx.param("user_id")))
    return View(T + "confirm.html", {
        "title": t("Block {name}?", name=u["display"] if u else ""),
        "body": t("You will no longer receive their messages, and they won't see your moments."),
        "dismiss": "contact_block.dismiss", "ok": "contact.block", "ok_label": t("OK"), "danger": False,
        "ok_params": {"user_id": ctx.param("user_id")}})


def contact_delete(ctx: AppContext) -> View:
    u = model.user(ctx.state, ctx.region, str(ctx.param("user_id")))
    return View(T + "confirm.html", {
        "title": t("Delete {name}?", name=u["display"] if u else ""), "body": t("The contact and your chat with them will be deleted."),
        "dismiss": "contact_delete.dismiss", "ok": "contact.delete", "ok_label": t("Delete"), "danger": True,
        "ok_params": {"user_id": ctx.param("user_id")}})


def add_contact(ctx: AppContext) -> View:
    q = ctx.field("q").strip()
    found = model.find_user(ctx.state, ctx.region, q) if q else None
    return View(T + "add_contact.html", {"query": q, "found": bool(found and not found.get("me")),
                                         "me": model.me(ctx.state, ctx.region)})


def add_verify(ctx: AppContext) -> View:
    return View(T + "add_verify.html", {"u": model.user(ctx.state, ctx.region, str(ctx.param("user_id"))),
                                        "p": {"user_id": ctx.param("user_id"), "via": ctx.param("via") or "id"}})


def user_moments(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    uid = str(ctx.param("user_id") or model.ME)
    u = model.user(st, rg, uid)
    limit = int(ctx.param("limit") or fs.MORE)
    visible = uid == model.ME or bool(u and u["contact"])
    posts = model.user_posts(st, rg, uid, limit) if visible else []
    total = model.feed_size(st, rg, uid) if visible else 0
    items = []
    for p in posts:
        big, small = L.day_label(p["time"], ctx.now, ctx.locale)
        items.append({**p, "thumbs": [photo(i) for i in p["images"][:4]], "big": big, "small": small})
    return View(T + "user_moments.html", {"u": u, "posts": items, "more": total > limit,
                                          "user_id": uid, "mine": uid == model.ME})


# ---- moments ----------------------------------------------------------------------------------
def _post_ctx(ctx: AppContext, p: dict[str, Any]) -> dict[str, Any]:
    likes = list(p["likes"])
    if p["liked"] and likes:
        likes[-1] = ctx.gettext("me")  # compose_post puts me last
    return {**p, "photos": [photo(i) for i in p["images"]], "when": stamp(ctx, p["time"]), "likes": likes,
            "vis_label": L.VISIBILITY[p["visibility"]]}


def moments(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    limit = int(ctx.param("limit") or fs.MORE)
    posts = model.feed(st, rg, limit)
    return View(T + "moments.html", {"posts": [_post_ctx(ctx, p) for p in posts],
                                     "more": model.feed_size(st, rg) > limit, "me": model.me(st, rg), "tab": "moments",
                                     "badges": tab_badges(st, rg)})


def moment_actions(ctx: AppContext) -> View:
    p = model.post(ctx.state, ctx.region, str(ctx.param("post_id")))
    return View(T + "moment_actions.html", {"post_id": ctx.param("post_id"), "liked": bool(p and p["liked"])})


def moment_comment(ctx: AppContext) -> View:
    reply = ctx.param("reply_to")
    hint = t("Reply to {name}", name=model.display(ctx.state, ctx.region, str(reply))) if reply else t("Comment")
    return View(T + "moment_comment.html", {"hint": hint, "ready": bool(ctx.field("comment").strip()),
                                            "p": {"post_id": ctx.param("post_id")}})


def moment_detail(ctx: AppContext) -> View:
    p = model.post(ctx.state, ctx.region, str(ctx.param("post_id")))
    return View(T + "moment_detail.html", {"post": _post_ctx(ctx, p) if p else None,
                                           "ready": bool(ctx.field("comment").strip())})


def moment_delete(ctx: AppContext) -> View:
    return View(T + "confirm.html", {
        "title": t("Delete this moment?"), "body": "", "dismiss": "moment_delete.dismiss", "ok": "moment.delete",
        "ok_label": t("Delete"), "danger": True, "ok_params": {"post_id": ctx.param("post_id")}})


def comment_delete(ctx: AppContext) -> View:
    return View(T + "confirm.html", {
        "title": t("Delete this comment?"), "body": "", "dismiss": "comment_delete.dismiss", "ok": "comment.delete",
        "ok_label": t("Delete"), "danger": True,
        "ok_params": {"post_id": ctx.param("post_id"), "comment_id": ctx.param("comment_id")}})


def moment_compose(ctx: AppContext) -> View:
    ids = list(ctx.param("images") or [])
    rows = [ctx.files.by_id(int(i)) for i in ids]
    images = [{"id": r["id"], **photo(r)} for r in rows if r is not None]
    vis = ctx.param("visibility") or "everyone"
    return View(T + "moment_compose.html", {"images": images, "visibility": vis, "vis_label": L.VISIBILITY[vis],
                                            "ready": bool(ctx.field("text").strip() or images),
                                            "rationale": bool(ctx.param("rationale"))})




def moment_visibility(ctx: AppContext) -> View:
    vis = ctx.param("visibility") or "everyone"
    return View(T + "moment_visibility.html", {"options": [
        {"value": v, "label": L.VISIBILITY[v], "summary": L.VISIBILITY_HELP[v], "on": v == vis} for v in fs.VISIBILITY]})


# ---- me ---------------------------------------------------------------------------------------
def me(ctx: AppContext) -> View:
    return View(T + "me.html", {"me": model.me(ctx.state, ctx.region), "tab": "me", "badges": tab_badges(ctx.state, ctx.region)})


def my_profile(ctx: AppContext) -> View:
    return View(T + "my_profile.html", {"me": model.me(ctx.state, ctx.region)})


def profile_name(ctx: AppContext) -> View:
    return View(T + "prompt.html", {"title": t("Set name"), "field": "name", "hint": t("Name"), "dismiss": "profile_name.dismiss",
                                    "ok": "profile.save_name", "ok_label": t("Save"), "ok_params": {}, "multiline": False,
                                    "ready": bool(ctx.field("name").strip())})


def profile_signature(ctx: AppContext) -> View:
    return View(T + "prompt.html", {"title": t("What's up"), "field": "signature", "hint": t("Write something"),
                                    "dismiss": "profile_signature.dismiss", "ok": "profile.save_signature",
                                    "ok_label": t("Save"), "ok_params": {}, "multiline": True, "ready": True})


def qr_cells(seed: str, n: int = 21) -> list[list[bool]]:
    """A deterministic QR-like pattern (with the three finder squares) from a string."""
    bits = "".join(f"{b:08b}" for b in hashlib.sha256(seed.encode()).digest() * 2)
    grid = [[bits[(r * n + c) % len(bits)] == "1" for c in range(n)] for r in range(n)]
    for r0, c0 in ((0, 0), (0, n - 7), (n - 7, 0)):
        for r in range(7):
            for c in range(7):
                edge = r in (0, 6) or c in (0, 6)
                core = 2 <= r <= 4 and 2 <= c <= 4
                grid[r0 + r][c0 + c] = edge or core
    return grid


def qr_card(ctx: AppContext) -> View:
    m = model.me(ctx.state, ctx.region)
    return View(T + "qr_card.html", {"me": m, "cells": qr_cells(m["id"])})


def settings(ctx: AppContext) -> View:
    return View(T + "settings.html", {})


def settings_account(ctx: AppContext) -> View:
    return View(T + "settings_account.html", {"me": model.me(ctx.state, ctx.region),
                                              "pending": ctx.state["deactivation_requested"]})


def deactivate(ctx: AppContext) -> View:
    return View(T + "deactivate.html", {"pending": ctx.state["deactivation_requested"], "me": model.me(ctx.state, ctx.region)})


def deactivate_confirm(ctx: AppContext) -> View:
    return View(T + "confirm.html", {
        "title": t("Deactivate your account?"),
        "body": t("Your account will be deactivated after 15 days. Sign in again before then to cancel."),
        "dismiss": "deactivate_confirm.dismiss", "ok": "deactivate.confirm", "ok_label": t("Deactivate"),
        "danger": True, "ok_params": {}})


def settings_privacy(ctx: AppContext) -> View:
    s = ctx.state["settings"]
    return View(T + "settings_privacy.html", {"s": dict(s), "range": L.RANGES[s["moments_range"]],
                                              "blocked": len(model.blocked(ctx.state, ctx.region))})


def blocked_list(ctx: AppContext) -> View:
    return View(T + "blocked_list.html", {"people": model.blocked(ctx.state, ctx.region)})


def moments_range(ctx: AppContext) -> View:
    cur = ctx.state["settings"]["moments_range"]
    return View(T + "moments_range.html", {"options": [{"value": v, "label": L.RANGES[v], "on": v == cur}
                                                       for v in fs.RANGES]})


def settings_notifications(ctx: AppContext) -> View:
    return View(T + "settings_notifications.html", {"s": dict(ctx.state["settings"])})


def settings_chats(ctx: AppContext) -> View:
    return View(T + "settings_chats.html", {"s": dict(ctx.state["settings"])})


def clear_all(ctx: AppContext) -> View:
    return View(T + "confirm.html", {
        "title": t("Clear all chat history?"), "body": t("Messages in every chat will be cleared. This cannot be undone."),
        "dismiss": "clear_all.dismiss", "ok": "history.clear_all", "ok_label": t("Clear"), "danger": True,
        "ok_params": {}})
