"""Forum effects and guards: voting, saving, joining, comments (reply, edit, delete, collapse), the create
post form and its gate, own-post edit and delete, share and copy, search, chats, settings."""

from __future__ import annotations

from typing import Any

from mgym.apps.forum import model
from mgym.os.context import AppContext
from mgym.os.intents import VIEW

KINDS = ("text", "link", "image")


def st(ctx: AppContext) -> dict[str, Any]:
    return ctx.state


# ---- feeds ------------------------------------------------------------------------------------
def set_feed(ctx: AppContext) -> None:
    if ctx.params.get("feed") in ("home", "popular"):
        ctx.set_param("feed", ctx.params["feed"])


def set_sort(ctx: AppContext) -> None:
    """Sort chips: Hot / New / Top, and Top's time range."""
    if ctx.params.get("sort") in model.SORTS:
        ctx.set_param("sort", ctx.params["sort"])
    if ctx.params.get("range") in model.RANGES:
        ctx.set_param("range", ctx.params["range"])


def set_tab(ctx: AppContext) -> None:
    tab = ctx.params.get("tab")
    if isinstance(tab, str):
        ctx.set_param("tab", tab)


def set_flair(ctx: AppContext) -> None:
    f = str(ctx.params.get("flair") or "")
    ctx.set_param("flair", "" if ctx.screen_params.get("flair") == f else f)


def set_csort(ctx: AppContext) -> None:
    if ctx.params.get("csort") in model.CSORTS:
        ctx.set_param("csort", ctx.params["csort"])


def collapse(ctx: AppContext) -> None:
    """Tapping a comment folds its thread (its replies hide); tapping again unfolds it."""
    cid = str(ctx.params.get("id") or "")
    folded = list(ctx.screen_params.get("collapsed") or [])
    ctx.set_param("collapsed", [c for c in folded if c != cid] if cid in folded else [*folded, cid])


# ---- votes, saves, joins ----------------------------------------------------------------------
def _exists(ctx: AppContext, oid: str) -> bool:
    if oid.startswith(("p", "m", "n")) and "_" not in oid:
        return model.post(st(ctx), ctx.region, oid) is not None
    pid = oid.split("_")[0] if "_" in oid else (model.own_comment(st(ctx), oid) or {}).get("post", "")
    return any(c["id"] == oid for c in model.comment_rows(st(ctx), ctx.region, str(pid)))


def vote(ctx: AppContext) -> None:
    """Up (+1) or down (-1); the same arrow again takes the vote back."""
    oid, d = str(ctx.params.get("id") or ""), int(ctx.params.get("dir") or 0)
    if d not in (1, -1) or not _exists(ctx, oid):
        return
    votes = st(ctx)["votes"]
    if votes.get(oid) == d:
        del votes[oid]
    else:
        votes[oid] = d


def _toggle(ctx: AppContext, key: str, oid: str) -> bool:
    lst = st(ctx)[key]
    if oid in lst:
        lst.remove(oid)
        return False
    lst.append(oid)
    return True


def save(ctx: AppContext) -> None:
    oid = str(ctx.param("id") or "")
    if not _exists(ctx, oid):
        return
    if _toggle(ctx, "saved", oid):
        ctx.toast("Saved")
    else:
        ctx.toast("Removed from saved")


def hide(ctx: AppContext) -> None:
    oid = str(ctx.param("id") or "")
    if _exists(ctx, oid) and _toggle(ctx, "hidden", oid):
        ctx.toast("Post hidden")


def join(ctx: AppContext) -> None:
    cid = str(ctx.param("id") or "")
    c = model.community(ctx.region, cid)
    if c is None:
        return
    if _toggle(ctx, "joined", cid):
        ctx.toast("Joined f/{name}", name=c["name"])
    else:
        ctx.toast("Left f/{name}", name=c["name"])


# ---- share, copy, open a link -----------------------------------------------------------------
def share(ctx: AppContext) -> None:
    p = model.post(st(ctx), ctx.region, ctx.param("id"))
    if p is not None:
        ctx.share(text=f"{p['title']} {model.LINK.format(id=p['id'])}", subject=str(p["title"]))


def copy_link(ctx: AppContext) -> None:
    p = model.post(st(ctx), ctx.region, ctx.param("id"))
    if p is not None:
        ctx.copy(p["url"] if p.get("url") else model.LINK.format(id=p["id"]))


def open_url(ctx: AppContext) -> None:
    p = model.post(st(ctx), ctx.region, ctx.param("id"))
    if p is not None and p.get("url"):
        ctx.start({"action": VIEW, "data": p["url"]})


# ---- comments ---------------------------------------------------------------------------------
def seed_reply(ctx: AppContext) -> None:
    """Opening the comment editor on an own comment fills it with the comment's text."""
    c = model.own_comment(st(ctx), str(ctx.screen_params.get("edit") or ""))
    if c is not None:
        ctx.set_field("text", c["text"])


def has_text(ctx: AppContext) -> bool:
    return bool(ctx.field("text").strip())


def send_reply(ctx: AppContext) -> None:
    text = ctx.field("text").strip()
    p = ctx.screen_params
    own = model.own_comment(st(ctx), str(p.get("edit") or ""))
    if own is not None:
        if own["text"] != text:
            own["text"], own["edited"] = text, ctx.now
        ctx.toast("Comment updated")
        return
    pid = str(p.get("post") or "")
    if model.post(st(ctx), ctx.region, pid) is None:
        return
    cid = model.next_id(st(ctx), "k")
    st(ctx)["comments"].append({"id": cid, "post": pid, "parent": str(p.get("parent") or ""), "text": text,
                                "time": ctx.now, "edited": None, "deleted": False})
    ctx.toast("Comment posted")


def is_my_comment(ctx: AppContext) -> bool:
    c = model.own_comment(st(ctx), str(ctx.param("id") or ""))
    return c is not None and not c["deleted"]


def delete_comment(ctx: AppContext) -> None:
    c = model.own_comment(st(ctx), str(ctx.param("id") or ""))
    if c is not None:
        c["deleted"] = True
        ctx.toast("Comment deleted")


# ---- own posts --------------------------------------------------------------------------------
def is_my_post(ctx: AppContext) -> bool:
    p = model.own_post(st(ctx), str(ctx.param("id") or ""))
    return p is not None and not p["deleted"]


def seed_edit(ctx: AppContext) -> None:
    p = model.own_post(st(ctx), str(ctx.screen_params.get("id") or ""))
    if p is not None:
        ctx.set_field("body", p["body"])


def save_edit(ctx: AppContext) -> None:
    p = model.own_post(st(ctx), str(ctx.param("id") or ""))
    body = ctx.field("body").strip()
    if p is not None and body != p["body"]:
        p["body"], p["edited"] = body, ctx.now
        ctx.toast("Post updated")


def delete_post(ctx: AppContext) -> None:
    p = model.own_post(st(ctx), str(ctx.param("id") or ""))
    if p is not None:
        p["deleted"] = True
        ctx.toast("Post deleted")


# ---- create a post ----------------------------------------------------------------------------
def _form(ctx: AppContext) -> dict[str, Any] | None:
    """The create form's screen entry: the current screen, or the page below a picker on it."""
    if ctx.entry is not None and ctx.entry["screen"] == "create":
        return ctx.entry
    return ctx.entry_below("create")


def missing(ctx: AppContext, entry: dict[str, Any] | None = None) -> list[str]:
    """What the form still needs, as msgids (empty: the Post button is enabled)."""
    e = entry or _form(ctx)
    if e is None:
        return ["Choose a community"]
    p, f = e["params"], e["fields"]
    c = model.community(ctx.region, p.get("c"))
    kind = str(p.get("kind") or "text")
    out: list[str] = []
    if c is None:
        out.append("Choose a community")
    if not str(f.get("title", "")).strip():
        out.append("Add a title")
    if kind == "link" and not model.valid_url(str(f.get("url", ""))):
        out.append("Add a valid link (https://...)")
    if kind == "image" and not p.get("file"):
        out.append("Add an image")
    if c is not None and kind not in c["types"]:
        out.append("This community does not allow this post type")
    if c is not None and c["flair_required"] and not p.get("flair"):
        out.append("This community requires a flair")
    return out


def ready(ctx: AppContext) -> bool:
    return not missing(ctx)


def set_kind(ctx: AppContext) -> None:
    if ctx.params.get("kind") in KINDS:
        ctx.set_param("kind", ctx.params["kind"])


def pick_community(ctx: AppContext) -> None:
    """A community chosen in the picker goes to the form below (its flair is reset)."""
    e = ctx.entry_below("create")
    c = model.community(ctx.region, ctx.params.get("id"))
    if e is not None and c is not None:
        if e["params"].get("c") != c["id"]:
            e["params"]["flair"] = ""
        e["params"]["c"] = c["id"]


def pick_flair(ctx: AppContext) -> None:
    e = ctx.entry_below("create")
    if e is None:
        return
    c = model.community(ctx.region, e["params"].get("c"))
    f = str(ctx.params.get("flair") or "")
    if c is not None and (f in c["flairs"] or f == ""):
        e["params"]["flair"] = f


def has_community(ctx: AppContext) -> bool:
    return model.community(ctx.region, ctx.screen_params.get("c")) is not None


def attach(ctx: AppContext) -> None:
    """``create.image``: opens the media picker; its result (``files``) becomes the post's picture."""
    if ctx.params.get("remove"):
        ctx.set_param("file", None)
        return
    files = ctx.params.get("files")
    if files is None:
        ctx.pick_media("create.image")
        return
    row = ctx.files.by_id(int(files[0])) if files else None
    if row is not None and row.get("asset"):
        ctx.set_param("file", row["id"])
        ctx.set_param("kind", "image")


def submit(ctx: AppContext) -> dict[str, Any] | None:
    e = ctx.entry
    if e is None:
        return None
    p, f = e["params"], e["fields"]
    kind = str(p.get("kind") or "text")
    row = ctx.files.by_id(int(p["file"])) if kind == "image" and p.get("file") else None
    pid = model.next_id(st(ctx), "m")
    st(ctx)["posts"].append({
        "id": pid, "c": p["c"], "kind": kind, "title": str(f.get("title", "")).strip()[:300],
        "body": str(f.get("body", "")).strip() if kind == "text" else "",
        "url": str(f.get("url", "")).strip() if kind == "link" else "",
        "file": row["id"] if row else None, "image": str(row["asset"]) if row else "",
        "flair": str(p.get("flair") or ""), "time": ctx.now, "edited": None, "deleted": False})
    ctx.toast("Posted to f/{name}", name=(model.community(ctx.region, p["c"]) or {}).get("name", ""))
    return {"id": pid}


def seed_create(ctx: AppContext) -> None:
    ctx.set_param("kind", ctx.screen_params.get("kind") or "text")


# ---- search -----------------------------------------------------------------------------------
def search_submit(ctx: AppContext) -> None:
    q = (str(ctx.param("q")) if ctx.params.get("q") else ctx.field("q")).strip()
    if not q:
        return
    ctx.set_field("q", q)
    ctx.set_param("q", q)
    rs = [x for x in st(ctx)["recent_searches"] if x != q]
    st(ctx)["recent_searches"] = [q, *rs][:8]


def clear_searches(ctx: AppContext) -> None:
    st(ctx)["recent_searches"] = []


def picker_search(ctx: AppContext) -> None:
    ctx.set_param("q", ctx.field("q").strip())


# ---- inbox and chats --------------------------------------------------------------------------
def read_item(ctx: AppContext) -> None:
    rid = str(ctx.param("rid") or "")
    if rid and rid not in st(ctx)["read"]:
        st(ctx)["read"].append(rid)


def send_chat(ctx: AppContext) -> None:
    text = ctx.field("text").strip()
    chat = str(ctx.screen_params.get("id") or "")
    if not text or not any(c["id"] == chat for c in model.W(ctx.region).chats):
        return
    st(ctx)["sent"].append({"id": model.next_id(st(ctx), "s"), "chat": chat, "text": text, "time": ctx.now})
    ctx.set_field("text", "")


# ---- settings ---------------------------------------------------------------------------------
def set_default_sort(ctx: AppContext) -> None:
    if ctx.params.get("sort") in model.SORTS:
        st(ctx)["settings"]["sort"] = ctx.params["sort"]


def flip_setting(ctx: AppContext) -> None:
    key = ctx.params.get("key")
    s = st(ctx)["settings"]
    if key in ("blur_nsfw", "notify_replies", "notify_chats"):
        s[key] = not s[key]

