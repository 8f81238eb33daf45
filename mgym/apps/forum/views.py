"""Forum views: each screen's template and context. Text built here goes through the catalogue."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.forum import effects as fx
from mgym.apps.forum import model
from mgym.apps.forum.world import Row
from mgym.i18n import N_
from mgym.os.context import AppContext

SORT_LABELS = {"hot": N_("Hot"), "new": N_("New"), "top": N_("Top")}
RANGE_LABELS = {"day": N_("Today"), "week": N_("This week"), "month": N_("This month"), "year": N_("This year"),
                "all": N_("All time")}
CSORT_LABELS = {"best": N_("Best"), "top": N_("Top"), "new": N_("New"), "old": N_("Old")}
KIND_LABELS = {"text": N_("Text"), "link": N_("Link"), "image": N_("Image")}
MISSING = (N_("Choose a community"), N_("Add a title"), N_("Add a valid link (https://...)"), N_("Add an image"),
           N_("This community does not allow this post type"), N_("This community requires a flair"))


def ago(ctx: AppContext, ms: int) -> str:
    m = max(0, (ctx.now - int(ms)) // 60_000)
    if m < 60:
        return ctx.gettext("{n}m", n=max(1, m))
    if m < 24 * 60:
        return ctx.gettext("{n}h", n=m // 60)
    if m < 30 * 24 * 60:
        return ctx.gettext("{n}d", n=m // (24 * 60))
    if m < 365 * 24 * 60:
        return ctx.gettext("{n}mo", n=m // (30 * 24 * 60))
    return ctx.gettext("{n}y", n=m // (365 * 24 * 60))


def short(n: int) -> str:
    if abs(n) >= 10_000:
        return f"{n / 1000:.0f}k"
    if abs(n) >= 1000:
        return f"{n / 1000:.1f}k"
    return str(n)


def card(ctx: AppContext, p: Row) -> dict[str, Any]:
    c = model.community(ctx.region, p["c"]) or {"name": "?", "color": "#888"}
    url = str(p.get("url") or "")
    return {"id": p["id"], "community": c["name"], "cid": p["c"], "color": c["color"], "author": p["author"],
            "ago": ago(ctx, p["time"]), "title": p["title"], "flair": p.get("flair") or "", "kind": p["kind"],
            "image": p.get("image") or "", "score": short(int(p["score"])), "vote": p["vote"],
            "ncom": short(int(p["ncom"])), "saved": p["saved"], "mine": p["mine"],
            "body": str(p.get("body") or ""), "url": url, "domain": url.split("/")[2] if url.count("/") >= 2 else "",
            "deleted": bool(p.get("deleted")), "edited": bool(p.get("edited"))}


def _st(ctx: AppContext) -> dict[str, Any]:
    return ctx.state


def _sort(ctx: AppContext) -> tuple[str, str]:
    p = ctx.screen_params
    return str(p.get("sort") or _st(ctx)["settings"]["sort"]), str(p.get("range") or "day")


def _sorts(sort: str, rng: str) -> dict[str, Any]:
    return {"sort": sort, "range": rng, "sorts": list(SORT_LABELS.items()), "ranges": list(RANGE_LABELS.items())}


# ---- feeds ------------------------------------------------------------------------------------
def home(ctx: AppContext) -> View:
    f = str(ctx.screen_params.get("feed") or "home")
    sort, rng = _sort(ctx)
    cids = None if f == "popular" else list(_st(ctx)["joined"])
    rows = model.feed(_st(ctx), ctx.region, ctx.now, cids, sort, rng)
    return View("apps/forum/home.html", {"feed": f, **_sorts(sort, rng), "posts": [card(ctx, p) for p in rows],
                                         "me": model.W(ctx.region).me, "unread": _unread(ctx)})


def communities(ctx: AppContext) -> View:
    st = _st(ctx)
    rows = [c for cid in st["joined"] if (c := model.community(ctx.region, cid))]
    rows.sort(key=lambda c: c["name"].casefold())
    return View("apps/forum/communities.html", {"rows": [_crow(ctx, c) for c in rows], "unread": _unread(ctx)})


def _crow(ctx: AppContext, c: Row) -> dict[str, Any]:
    return {"id": c["id"], "name": c["name"], "title": c["title"], "color": c["color"],
            "members": model.members(_st(ctx), c), "joined": c["id"] in _st(ctx)["joined"], "about": c["about"]}


def community(ctx: AppContext) -> View:
    p = ctx.screen_params
    c = model.community(ctx.region, p.get("id"))
    if c is None:
        return View("apps/forum/missing.html", {})
    sort, rng = _sort(ctx)
    flair = str(p.get("flair") or "")
    rows = model.feed(_st(ctx), ctx.region, ctx.now, [c["id"]], sort, rng, flair=flair, limit=40)
    return View("apps/forum/community.html", {
        "c": {**_crow(ctx, c), "rules": c["rules"], "flairs": c["flairs"], "created": c["created"],
              "required": c["flair_required"], "types": [KIND_LABELS[k] for k in c["types"]]},
        "tab": p.get("tab") or "posts", "flair": flair, **_sorts(sort, rng), "posts": [card(ctx, x) for x in rows]})


# ---- a post -----------------------------------------------------------------------------------
def post(ctx: AppContext) -> View:
    sp = ctx.screen_params
    p = model.post(_st(ctx), ctx.region, sp.get("id"))
    if p is None:
        return View("apps/forum/missing.html", {})
    csort = str(sp.get("csort") or "best")
    rows = model.thread(_st(ctx), ctx.region, p["id"], csort, sp.get("collapsed") or ())
    comments = [{"id": r["id"], "author": r["author"], "text": r["text"], "score": short(int(r["score"])),
                 "vote": r["vote"], "ago": ago(ctx, r["time"]), "depth": r["depth"], "mine": bool(r.get("mine")),
                 "deleted": bool(r.get("deleted")), "edited": bool(r.get("edited")), "replies": r["replies"],
                 "collapsed": r["collapsed"], "op": r["author"] == p["author"]} for r in rows]
    return View("apps/forum/post.html", {"p": card(ctx, p), "csort": csort, "csorts": list(CSORT_LABELS.items()),
                                         "comments": comments})


def reply(ctx: AppContext) -> View:
    sp = ctx.screen_params
    parent = None
    if sp.get("parent"):
        parent = next((r for r in model.comment_rows(_st(ctx), ctx.region, str(sp.get("post") or ""))
                       if r["id"] == sp["parent"]), None)
    p = model.post(_st(ctx), ctx.region, sp.get("post"))
    return View("apps/forum/reply.html", {"editing": bool(sp.get("edit")), "title": p["title"] if p else "",
                                          "parent": parent, "ready": fx.has_text(ctx)})


def delete_comment(ctx: AppContext) -> View:
    return View("apps/forum/confirm.html", {"title": N_("Delete comment?"),
                                            "body": N_("Your comment will be removed for everyone."),
                                            "ok": "delcomment.confirm", "cancel": "delcomment.cancel",
                                            "id": ctx.screen_params.get("id")})


def delete_post(ctx: AppContext) -> View:
    return View("apps/forum/confirm.html", {"title": N_("Delete post?"),
                                            "body": N_("You can't restore a post once it is deleted."),
                                            "ok": "delpost.confirm", "cancel": "delpost.cancel",
                                            "id": ctx.screen_params.get("id")})


def edit_post(ctx: AppContext) -> View:
    p = model.own_post(_st(ctx), str(ctx.screen_params.get("id") or ""))
    return View("apps/forum/edit_post.html", {"id": ctx.screen_params.get("id"), "title": p["title"] if p else ""})


# ---- create -----------------------------------------------------------------------------------
def create(ctx: AppContext) -> View:
    sp = ctx.screen_params
    c = model.community(ctx.region, sp.get("c"))
    kind = str(sp.get("kind") or "text")
    row = ctx.files.by_id(int(sp["file"])) if sp.get("file") else None
    need = fx.missing(ctx)
    return View("apps/forum/create.html", {
        "c": _crow(ctx, c) if c else None, "required": bool(c and c["flair_required"]), "kind": kind,
        "kinds": [(k, KIND_LABELS[k], c is None or k in c["types"]) for k in fx.KINDS],
        "flair": sp.get("flair") or "", "image": row["asset"] if row else "", "file": row["id"] if row else None,
        "missing": need, "ready": not need, "has_flairs": bool(c and c["flairs"])})


def pick_community(ctx: AppContext) -> View:
    q = str(ctx.screen_params.get("q") or "")
    if q:
        rows = model.search_communities(ctx.region, q, 20)
    else:
        rows = [c for cid in _st(ctx)["joined"] if (c := model.community(ctx.region, cid))]
    return View("apps/forum/pick_community.html", {"q": q, "rows": [_crow(ctx, c) for c in rows]})


def flair(ctx: AppContext) -> View:
    e = ctx.entry_below("create")
    c = model.community(ctx.region, e["params"].get("c")) if e else None
    return View("apps/forum/flair.html", {"flairs": c["flairs"] if c else [],
                                          "current": (e["params"].get("flair") if e else "") or "",
                                          "required": bool(c and c["flair_required"])})


# ---- search and people ------------------------------------------------------------------------
def search(ctx: AppContext) -> View:
    sp = ctx.screen_params
    q = str(sp.get("q") or "")
    tab = str(sp.get("tab") or "posts")
    sort = str(sp.get("sort") or "hot")
    posts, comms, people = [], [], []
    if q and tab == "posts":
        posts = [card(ctx, p) for p in model.search_posts(_st(ctx), ctx.region, q, sort, ctx.now)]
    elif q and tab == "communities":
        comms = [_crow(ctx, c) for c in model.search_communities(ctx.region, q)]
    elif q:
        people = model.search_people(ctx.region, q)
    return View("apps/forum/search.html", {"q": q, "tab": tab, "sort": sort, "posts": posts, "comms": comms,
                                           "people": people, "recent": _st(ctx)["recent_searches"]})


def user(ctx: AppContext) -> View:
    name = str(ctx.screen_params.get("name") or "")
    w = model.W(ctx.region)
    u = w.user.get(name)
    ids = [p["id"] for p in w.by_author.get(name, ())] + [p["id"] for p in model.incoming_posts(_st(ctx))
                                                          if p["author"] == name]
    if name == w.me:  # your own name opens your posts too
        ids += [p["id"] for p in _st(ctx)["posts"] if not p["deleted"]]
    rows = _newest([model.post(_st(ctx), ctx.region, i) for i in ids])[:20]
    return View("apps/forum/user.html", {"u": u, "name": name, "posts": [card(ctx, p) for p in rows]})


def _newest(rows: list[Row | None]) -> list[Row]:
    """A profile's posts or comments newest first, as Reddit lists them (not in the order they were
    stored: a lived-in account's own posts can be older than ones added after them)."""
    return sorted((r for r in rows if r is not None), key=lambda r: (-int(r["time"]), str(r["id"])))


# ---- inbox and chats --------------------------------------------------------------------------
def _unread(ctx: AppContext) -> int:
    w = model.W(ctx.region)
    read = set(_st(ctx)["read"])
    return sum(1 for r in w.inbox if r["id"] not in read) + sum(1 for c in w.chats if c["id"] not in read)


def inbox(ctx: AppContext) -> View:
    w = model.W(ctx.region)
    read = set(_st(ctx)["read"])
    tab = str(ctx.screen_params.get("tab") or "replies")
    items = [{"id": r["id"], "from": r["from"], "text": r["text"], "ago": ago(ctx, r["time"]), "post": r["post"],
              "title": (w.post(r["post"]) or {}).get("title", ""), "unread": r["id"] not in read} for r in w.inbox]
    return View("apps/forum/inbox.html", {"tab": tab, "items": items, "chats": _chat_rows(ctx),
                                          "unread": _unread(ctx)})


def _chat_rows(ctx: AppContext) -> list[dict[str, Any]]:
    read = set(_st(ctx)["read"])
    out = []
    for c in model.W(ctx.region).chats:
        msgs = _messages(ctx, c)
        out.append({"id": c["id"], "with": c["with"], "last": msgs[-1]["text"], "ago": ago(ctx, msgs[-1]["time"]),
                    "unread": c["id"] not in read})
    return out


def _messages(ctx: AppContext, c: Row) -> list[dict[str, Any]]:
    msgs = [{"text": m["text"], "time": m["time"], "me": False} for m in c["messages"]]
    msgs += [{"text": s["text"], "time": s["time"], "me": True} for s in _st(ctx)["sent"] if s["chat"] == c["id"]]
    return sorted(msgs, key=lambda m: m["time"])


def chats(ctx: AppContext) -> View:
    return View("apps/forum/chats.html", {"chats": _chat_rows(ctx), "unread": _unread(ctx)})


def chat(ctx: AppContext) -> View:
    c = next((c for c in model.W(ctx.region).chats if c["id"] == ctx.screen_params.get("id")), None)
    if c is None:
        return View("apps/forum/missing.html", {})
    return View("apps/forum/chat.html", {"with": c["with"], "messages": _messages(ctx, c)})


# ---- profile and settings ---------------------------------------------------------------------
def profile(ctx: AppContext) -> View:
    st = _st(ctx)
    w = model.W(ctx.region)
    tab = str(ctx.screen_params.get("tab") or "posts")
    posts: list[dict[str, Any]] = []
    comments: list[dict[str, Any]] = []
    if tab == "posts":
        rows = _newest([model.post(st, ctx.region, p["id"]) for p in st["posts"] if not p["deleted"]])
        posts = [card(ctx, p) for p in rows]
    elif tab == "comments":
        for c in _newest(list(st["comments"])):
            p = model.post(st, ctx.region, c["post"])
            if not c["deleted"] and p is not None:
                comments.append({"id": c["id"], "post": c["post"], "title": p["title"], "text": c["text"],
                                 "ago": ago(ctx, c["time"]), "community": card(ctx, p)["community"]})
    else:
        ids = st["saved"] if tab == "saved" else [k for k, v in st["votes"].items() if v > 0 and not k.count("_")
                                                   and not k.startswith("k")]
        kept = [model.post(st, ctx.region, i) for i in reversed(ids)]  # saved / upvoted: latest first
        posts = [card(ctx, p) for p in kept if p is not None]
    me = w.user.get(w.me, {"karma": 0, "cake": "2021-06-02"})
    return View("apps/forum/profile.html", {"name": w.me, "karma": me["karma"], "cake": me["cake"], "tab": tab,
                                            "posts": posts, "comments": comments})


def settings(ctx: AppContext) -> View:
    return View("apps/forum/settings.html", {"s": _st(ctx)["settings"], "sorts": list(SORT_LABELS.items())})


def missing(ctx: AppContext) -> View:
    return View("apps/forum/missing.html", {})


VIEWS = {"home": home, "communities": communities, "community": community, "post": post, "reply": reply,
         "delete_comment": delete_comment, "delete_post": delete_post, "edit_post": edit_post, "create": create,
         "pick_community": pick_community, "flair": flair, "search": search, "user": user, "inbox": inbox,
         "chats": chats, "chat": chat, "profile": profile, "settings": settings}
