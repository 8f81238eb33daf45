"""What Chirp's transitions do to the overlay: post / reply / quote (with reply settings and a picture
from the media picker), like, repost, bookmark, share, follow / mute / block, lists, search, DMs,
settings."""

from __future__ import annotations

from typing import Any

from mgym.apps.microblog import model
from mgym.apps.microblog.world import ME, world
from mgym.os.context import AppContext

LIMIT = 280
AUDIENCES = ("everyone", "following", "mentioned")
DM_FROM = ("everyone", "following", "nobody")


def _pid(ctx: AppContext) -> str:
    return str(ctx.param("id", ""))


def _uid(ctx: AppContext) -> str:
    return str(ctx.param("uid", ""))


def _toggle(items: list[str], value: str) -> bool:
    if value in items:
        items.remove(value)
        return False
    items.append(value)
    return True


def _new_id(ctx: AppContext, prefix: str) -> str:
    taken = {p["id"] for p in ctx.state["posts"]} | {x["id"] for x in ctx.state["lists"]}
    n = int(ctx.state["next_id"])
    while f"{prefix}{n}" in taken:
        n += 1
    ctx.state["next_id"] = n + 1
    return f"{prefix}{n}"


# ---- posts ---------------------------------------------------------------------------------------
def compose_ready(ctx: AppContext) -> bool:
    text = ctx.field("text").strip()
    return (bool(text) or bool(ctx.param("media"))) and len(text) <= LIMIT


def publish(ctx: AppContext) -> None:
    """Post, reply (``kind=reply``, ``to``) or quote (``kind=quote``, ``to``) what the composer holds."""
    kind, to = str(ctx.param("kind") or "post"), str(ctx.param("to") or "")
    post = {"id": _new_id(ctx, "m"), "text": ctx.field("text").strip(), "time": ctx.now,
            "reply_to": to if kind == "reply" else "", "quote": to if kind == "quote" else "",
            "audience": str(ctx.param("audience") or "everyone"), "media": str(ctx.param("media") or ""),
            "file": int(ctx.param("file") or 0)}
    ctx.state["posts"].append(post)
    ctx.clear_fields()
    if kind == "reply":
        ctx.toast("Your reply was sent.")
    else:
        ctx.toast("Your post was sent.")


def reply_ready(ctx: AppContext) -> bool:
    text = ctx.field("reply").strip()
    return bool(text) and len(text) <= LIMIT


def reply_inline(ctx: AppContext) -> None:
    """The reply box under a post."""
    ctx.state["posts"].append({"id": _new_id(ctx, "m"), "text": ctx.field("reply").strip(), "time": ctx.now,
                               "reply_to": _pid(ctx), "quote": "", "audience": "everyone", "media": "", "file": 0})
    ctx.set_field("reply", "")
    ctx.toast("Your reply was sent.")


def set_audience(ctx: AppContext) -> None:
    who = ctx.param("who")
    below = ctx.entry_below("compose")
    if who in AUDIENCES and below is not None:
        below["params"]["audience"] = who


def photo(ctx: AppContext) -> None:
    """``compose.photo``: open the media picker; with ``files`` (its result) attach the first picture;
    with ``remove`` take it off."""
    if ctx.params.get("remove"):
        ctx.set_param("media", "")
        ctx.set_param("file", 0)
        return
    files = ctx.params.get("files")
    if files is None:
        ctx.pick_media("compose.photo")
        return
    for fid in files:
        row = ctx.files.by_id(int(fid))
        if row is not None and not row["dir"] and row["asset"] and str(row["mime"]).startswith("image/"):
            ctx.set_param("media", row["asset"])
            ctx.set_param("file", int(row["id"]))
            return


def like(ctx: AppContext) -> None:
    _toggle(ctx.state["likes"], _pid(ctx))


def bookmark(ctx: AppContext) -> None:
    if _toggle(ctx.state["bookmarks"], _pid(ctx)):
        ctx.toast("Added to your Bookmarks")
    else:
        ctx.toast("Removed from your Bookmarks")


def repost(ctx: AppContext) -> None:
    if _toggle(ctx.state["reposts"], _pid(ctx)):
        ctx.toast("Reposted")


def delete_post(ctx: AppContext) -> None:
    pid = _pid(ctx)
    ctx.state["posts"] = [p for p in ctx.state["posts"] if p["id"] != pid]
    ctx.toast("Your post was deleted")


def is_own(ctx: AppContext) -> bool:
    return model.own(ctx.state, _pid(ctx)) is not None


def _link(ctx: AppContext) -> str:
    w = world(ctx.region)
    post = model.get(w, ctx.state, _pid(ctx))
    return model.link(w, post) if post else ""


def share_copy(ctx: AppContext) -> None:
    if (url := _link(ctx)):
        ctx.copy(url)


def share_via(ctx: AppContext) -> None:
    if (url := _link(ctx)):
        ctx.share(text=url)


def share_dm(ctx: AppContext) -> None:
    """Send the post's link into the DM thread with ``uid``."""
    url = _link(ctx)
    if url:
        _send(ctx, _uid(ctx), url)
        ctx.toast("Sent")


# ---- people ----------------------------------------------------------------------------------------
def follow(ctx: AppContext) -> None:
    uid = _uid(ctx)
    if uid and uid != ME and uid not in ctx.state["blocked"]:
        _toggle(ctx.state["follows"], uid)


def mute(ctx: AppContext) -> None:
    uid = _uid(ctx)
    if _toggle(ctx.state["muted"], uid):
        ctx.toast("You muted @{handle}", handle=world(ctx.region).handle(uid))
    else:
        ctx.toast("You unmuted @{handle}", handle=world(ctx.region).handle(uid))


def block(ctx: AppContext) -> None:
    uid = _uid(ctx)
    if uid not in ctx.state["blocked"]:
        ctx.state["blocked"].append(uid)
        if uid in ctx.state["follows"]:
            ctx.state["follows"].remove(uid)
        ctx.toast("You blocked @{handle}", handle=world(ctx.region).handle(uid))


def unblock(ctx: AppContext) -> None:
    uid = _uid(ctx)
    if uid in ctx.state["blocked"]:
        ctx.state["blocked"].remove(uid)


def not_me(ctx: AppContext) -> bool:
    return _uid(ctx) not in ("", ME)


# ---- lists -----------------------------------------------------------------------------------------
def list_ready(ctx: AppContext) -> bool:
    return bool(ctx.field("name").strip())


def save_list(ctx: AppContext) -> None:
    lid = str(ctx.param("id") or "")
    data = {"name": ctx.field("name").strip()[:25], "description": ctx.field("desc").strip()[:100],
            "private": bool(ctx.param("private"))}
    lst = model.user_list(ctx.state, lid)
    if lst is None:
        ctx.state["lists"].append({"id": _new_id(ctx, "l"), "members": [], **data})
        ctx.toast("List created")
    else:
        lst.update(data)


def list_private(ctx: AppContext) -> None:
    ctx.set_param("private", not ctx.screen_params.get("private"))


def list_member(ctx: AppContext) -> None:
    """Add or remove ``uid`` in list ``list``."""
    lst = model.user_list(ctx.state, ctx.param("list"))
    uid = _uid(ctx)
    if lst is not None and uid and uid != ME:
        _toggle(lst["members"], uid)


def delete_list(ctx: AppContext) -> None:
    lid = ctx.param("id")
    ctx.state["lists"] = [x for x in ctx.state["lists"] if x["id"] != lid]


# ---- search ----------------------------------------------------------------------------------------
def search_submit(ctx: AppContext) -> None:
    q = (str(ctx.params["q"]) if ctx.params.get("q") else ctx.field("q")).strip()
    if not q:
        return
    ctx.set_field("q", q)
    rs = [x for x in ctx.state["recent_searches"] if x != q]
    ctx.state["recent_searches"] = [q, *rs][:8]
    ctx.set_param("q", q)
    if ctx.params.get("tab") or not ctx.screen_params.get("tab"):
        ctx.set_param("tab", str(ctx.params.get("tab") or "top"))


def search_tab(ctx: AppContext) -> None:
    if ctx.param("tab") in ("top", "latest", "people", "media"):
        ctx.set_param("tab", ctx.params["tab"])


def search_clear(ctx: AppContext) -> None:
    ctx.state["recent_searches"] = []


def search_exit(ctx: AppContext) -> None:
    ctx.set_param("q", "")
    ctx.set_field("q", "")


def set_tab(ctx: AppContext) -> None:
    ctx.set_param("tab", str(ctx.param("tab") or ""))


def read_notifications(ctx: AppContext) -> None:
    ctx.state["notif_read"] = ctx.now


# ---- DMs -------------------------------------------------------------------------------------------
def _send(ctx: AppContext, uid: str, text: str) -> None:
    t = model.thread(ctx.state, uid)
    if t is None:
        t = {"uid": uid, "messages": []}
        ctx.state["dms"].append(t)
    n = 1 + max((m["id"] for th in ctx.state["dms"] for m in th["messages"]), default=0)
    t["messages"].append({"id": n, "me": True, "text": text, "time": ctx.now})


def dm_ready(ctx: AppContext) -> bool:
    return bool(ctx.field("msg").strip())


def dm_send(ctx: AppContext) -> None:
    _send(ctx, _uid(ctx), ctx.field("msg").strip())
    ctx.set_field("msg", "")


# ---- settings --------------------------------------------------------------------------------------
def protect(ctx: AppContext) -> None:
    s = ctx.state["settings"]
    s["protected"] = not s["protected"]


def dm_from(ctx: AppContext) -> None:
    if ctx.param("who") in DM_FROM:
        ctx.state["settings"]["dm_from"] = ctx.params["who"]


def word_ready(ctx: AppContext) -> bool:
    return bool(ctx.field("word").strip())


def mute_word(ctx: AppContext) -> None:
    word = ctx.field("word").strip()[:40]
    words: list[str] = ctx.state["settings"]["muted_words"]
    if word.casefold() not in (w.casefold() for w in words):
        words.append(word)
        ctx.toast("Muted \"{word}\"", word=word)
    ctx.set_field("word", "")


def unmute_word(ctx: AppContext) -> None:
    word = str(ctx.param("word") or "")
    s: dict[str, Any] = ctx.state["settings"]
    s["muted_words"] = [w for w in s["muted_words"] if w != word]


def notify_toggle(ctx: AppContext) -> None:
    what = str(ctx.param("what") or "")
    n = ctx.state["settings"]["notify"]
    if what in n:
        n[what] = not n[what]
