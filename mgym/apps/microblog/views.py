"""Chirp views: each screen's template and context. World data by ``ctx.region``; the user's likes,
reposts, bookmarks, follows, lists, DMs and settings from the overlay."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.microblog import effects as fx
from mgym.apps.microblog import model, rows
from mgym.apps.microblog.world import MAX_RESULTS, ME, search_people, search_posts, top, world
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

HOME_TABS = (("foryou", N_("For you")), ("following", N_("Following")))
NOTIF_TABS = (("all", N_("All")), ("mentions", N_("Mentions")))
SEARCH_TABS = (("top", N_("Top")), ("latest", N_("Latest")), ("people", N_("People")), ("media", N_("Media")))
PROFILE_TABS = (("posts", N_("Posts")), ("replies", N_("Replies")), ("media", N_("Media")), ("likes", N_("Likes")))
AUDIENCE = (("everyone", N_("Everyone"), "public"), ("following", N_("Accounts you follow"), "group"),
            ("mentioned", N_("Only accounts you mention"), "alternate_email"))
DM_FROM = (("everyone", N_("Everyone")), ("following", N_("People you follow")), ("nobody", N_("No one")))
NOTIFY = (("likes", N_("Likes")), ("reposts", N_("Reposts")), ("mentions", N_("Mentions and replies")),
          ("follows", N_("New followers")), ("dms", N_("Direct Messages")))


def _v(name: str, **data: Any) -> View:
    return View(f"apps/microblog/{name}.html", data)


def _unread(ctx: AppContext) -> int:
    return sum(1 for n in world(ctx.region).notifications if n["time"] > ctx.state["notif_read"])


def _tab(ctx: AppContext, default: str) -> str:
    return str(ctx.screen_params.get("tab") or default)


def _me(ctx: AppContext) -> dict[str, Any]:
    return rows.person(ctx, world(ctx.region).account[ME])


def home(ctx: AppContext) -> View:
    w = world(ctx.region)
    tab = _tab(ctx, "foryou")
    feed = model.following(w, ctx.state, ctx.now) if tab == "following" else model.for_you(w, ctx.state, ctx.now)
    return _v("home", tab=tab, tabs=HOME_TABS, posts=[rows.post_row(ctx, p) for p in feed], me=_me(ctx), unread=_unread(ctx))


def explore(ctx: AppContext) -> View:
    w = world(ctx.region)
    q = str(ctx.screen_params.get("q") or "")
    tab = _tab(ctx, "top")
    data: dict[str, Any] = {"q": q, "tab": tab, "tabs": SEARCH_TABS, "unread": _unread(ctx), "me": _me(ctx)}
    if not q:
        data["recent"] = ctx.state["recent_searches"]
        data["trending"] = [{**t, "posts_s": rows.short(t["posts"]), "rank": i + 1} for i, t in enumerate(w.trending[:10])]
        return _v("explore", **data)
    if tab == "people":
        data["people"] = [rows.person(ctx, a) for a in search_people(ctx.region, q)
                          if a["id"] not in ctx.state["blocked"]]
        return _v("explore", **data)
    own = [p for p in model.own_rows(ctx.state) if q.casefold() in p["text"].casefold()]
    hits = [p for p in search_posts(ctx.region, q) if p["time"] <= ctx.now and not model.hidden(w, ctx.state, p)]
    if tab == "top":
        found = top(hits)
    elif tab == "media":
        found = [p for p in hits if p.get("media")]
    else:
        found = own + hits
    data["posts"] = [rows.post_row(ctx, p) for p in found[:MAX_RESULTS]]
    return _v("explore", **data)


def _notif_row(ctx: AppContext, n: dict[str, Any]) -> dict[str, Any]:
    w = world(ctx.region)
    a = w.account[n["who"]]
    p = w.post.get(n["post"]) if n["post"] else None
    return {**n, "person": rows.person(ctx, a), "ago": rows.ago(ctx, n["time"]), "post_text": p["text"] if p else "",
            "unread": n["time"] > ctx.state["notif_read"], "segs": rows.segments(w, n.get("text", ""))}


def notifications(ctx: AppContext) -> View:
    tab = _tab(ctx, "all")
    ns = [n for n in world(ctx.region).notifications if n["who"] not in ctx.state["blocked"]
          and (tab == "all" or n["kind"] in ("mention", "reply"))]
    return _v("notifications", tab=tab, tabs=NOTIF_TABS, items=[_notif_row(ctx, n) for n in ns], unread=0, me=_me(ctx))


def _time(ctx: AppContext, ms: int) -> str:
    return formats.when(ms, ctx.now, ctx.locale, bool(ctx.os["datetime"]["use_24h"]))


def messages(ctx: AppContext) -> View:
    w = world(ctx.region)
    items = []
    for t in sorted(ctx.state["dms"], key=lambda t: -(t["messages"][-1]["time"] if t["messages"] else 0)):
        last = t["messages"][-1] if t["messages"] else None
        items.append({"person": rows.person(ctx, w.account[t["uid"]]), "last": last["text"] if last else "",
                      "when": _time(ctx, last["time"]) if last else "", "me": bool(last and last["me"])})
    return _v("messages", items=items, unread=_unread(ctx), me=_me(ctx))


def dm(ctx: AppContext) -> View:
    w = world(ctx.region)
    uid = str(ctx.screen_params.get("uid") or "")
    a = w.account.get(uid)
    if a is None:
        return _v("missing")
    t = model.thread(ctx.state, uid)
    msgs = [{**m, "when": _time(ctx, m["time"])} for m in (t["messages"] if t else [])]
    return _v("dm", person=rows.person(ctx, a), msgs=msgs, ready=bool(ctx.field("msg").strip()),
              blocked=uid in ctx.state["blocked"])


def _people_picker(ctx: AppContext, q: str) -> list[dict[str, Any]]:
    w = world(ctx.region)
    if q:
        found = list(search_people(ctx.region, q))[:15]
    else:
        ids = [t["uid"] for t in ctx.state["dms"]] + [u for u in ctx.state["follows"]]
        found = [w.account[u] for u in dict.fromkeys(ids) if u in w.account]
    return [rows.person(ctx, a) for a in found if a["id"] not in ctx.state["blocked"]]


def dm_new(ctx: AppContext) -> View:
    return _v("dm_new", people=_people_picker(ctx, ctx.field("q").strip()))


def dm_pick(ctx: AppContext) -> View:
    return _v("dm_pick", id=ctx.screen_params.get("id"), people=_people_picker(ctx, ctx.field("q").strip()))


def post(ctx: AppContext) -> View:
    w = world(ctx.region)
    p = model.get(w, ctx.state, ctx.screen_params.get("id"))
    if p is None:
        return _v("missing")
    c = model.counts(ctx.state, p)
    mine = [rows.post_row(ctx, model.as_row(r)) for r in model.my_replies(ctx.state, p["id"])]
    replies = [] if p.get("own") else world_replies(ctx, p["id"])
    if newer := model.incoming_replies(ctx.state, p["id"]):  # others' newer replies, by likes among the world's
        replies = sorted(replies + newer, key=lambda r: (-r["likes"], r["id"]))
    theirs = [rows.reply_row(ctx, r) for r in replies if r["author"] not in ctx.state["blocked"]]
    stamp = f"{formats.time(p['time'], ctx.locale, bool(ctx.os['datetime']['use_24h']))} · {formats.fmt(p['time'], 'date', ctx.locale)}"
    return _v("post", p=rows.post_row(ctx, p), stamp=stamp, counts={k: formats.number(v, ctx.locale) for k, v in c.items()},
              mine=mine, replies=theirs[:20], more=max(0, len(theirs) - 20), ready=fx.reply_ready(ctx),
              me=_me(ctx))


def world_replies(ctx: AppContext, pid: str) -> list[dict[str, Any]]:
    from mgym.apps.microblog.world import replies
    return list(replies(ctx.region, pid))


def compose(ctx: AppContext) -> View:
    w = world(ctx.region)
    sp = ctx.screen_params
    kind = str(sp.get("kind") or "post")
    to = model.get(w, ctx.state, sp.get("to")) if sp.get("to") else None
    text = ctx.field("text")
    n = len(text.strip())
    audience = str(sp.get("audience") or "everyone")
    label = next((a[1] for a in AUDIENCE if a[0] == audience), AUDIENCE[0][1])
    icon = next((a[2] for a in AUDIENCE if a[0] == audience), "public")
    return _v("compose", kind=kind, to=rows.post_row(ctx, to, nested=False) if to else None, count=n,
              left=fx.LIMIT - n, over=n > fx.LIMIT, ready=fx.compose_ready(ctx), audience_label=label,
              audience_icon=icon, media=sp.get("media") or "", me=_me(ctx))


def audience(ctx: AppContext) -> View:
    below = ctx.entry_below("compose")
    cur = str((below or {}).get("params", {}).get("audience") or "everyone")
    return _v("audience", options=[{"id": a, "label": lab, "icon": ic, "on": a == cur} for a, lab, ic in AUDIENCE])


def _sheet_post(ctx: AppContext) -> dict[str, Any]:
    pid = str(ctx.screen_params.get("id") or "")
    return {"id": pid, "reposted": pid in ctx.state["reposts"]}


def repost(ctx: AppContext) -> View:
    return _v("repost", **_sheet_post(ctx))


def share_menu(ctx: AppContext) -> View:
    return _v("share_menu", **_sheet_post(ctx))


def post_menu(ctx: AppContext) -> View:
    return _v("post_menu", **_sheet_post(ctx))


def profile(ctx: AppContext) -> View:
    w = world(ctx.region)
    uid = str(ctx.screen_params.get("uid") or ME)
    a = w.account.get(uid)
    if a is None:
        return _v("missing")
    st = ctx.state
    tab = _tab(ctx, "posts")
    blocked = uid in st["blocked"]
    posts: list[dict[str, Any]] = []
    if not blocked:
        if tab == "posts":
            src = [p for p in model.profile_posts(w, st, uid) if not p.get("reply_to")]
        elif tab == "replies":
            src = model.own_rows(st, replies=True) if uid == ME else [p for p in w.posts_of.get(uid, ()) if "@" in p["text"]]
        elif tab == "media":
            src = [p for p in model.profile_posts(w, st, uid) if p.get("media")]
        else:
            src = [r for pid in reversed(st["likes"]) if (r := model.get(w, st, pid))] if uid == ME else []
        posts = [rows.post_row(ctx, p) for p in src[:MAX_RESULTS]]
    following = a["following"] + (len(st["follows"]) - 14 if uid == ME else 0)
    followers = a["followers"] + (1 if uid != ME and uid in st["follows"] else 0)
    count = len(w.posts_of.get(uid, ())) + (len(st["posts"]) if uid == ME else 0)
    return _v("profile", a=rows.person(ctx, a), tab=tab, tabs=PROFILE_TABS, posts=posts, blocked=blocked,
              muted=uid in st["muted"], banner=a["banner"], location=a["location"], count=count,
              joined=formats.fmt(a["joined"], "date", ctx.locale), following_n=following, followers_n=followers,
              protected=uid == ME and st["settings"]["protected"])


def profile_menu(ctx: AppContext) -> View:
    w = world(ctx.region)
    uid = str(ctx.screen_params.get("uid") or "")
    return _v("profile_menu", uid=uid, handle=w.handle(uid) if uid in w.account else "",
              muted=uid in ctx.state["muted"], blocked=uid in ctx.state["blocked"])


def block_confirm(ctx: AppContext) -> View:
    w = world(ctx.region)
    uid = str(ctx.screen_params.get("uid") or "")
    return _v("block_confirm", uid=uid, handle=w.handle(uid) if uid in w.account else "")


def add_to_list(ctx: AppContext) -> View:
    uid = str(ctx.screen_params.get("uid") or "")
    return _v("add_to_list", uid=uid, lists=[{**x, "on": uid in x["members"]} for x in ctx.state["lists"]])


def drawer(ctx: AppContext) -> View:
    me = world(ctx.region).account[ME]
    return _v("drawer", me=_me(ctx), following_n=len(ctx.state["follows"]) + me["following"] - 14,
              followers_n=me["followers"])


def lists(ctx: AppContext) -> View:
    w = world(ctx.region)
    items = []
    for x in ctx.state["lists"]:
        faces = [rows.person(ctx, w.account[u]) for u in x["members"][:3] if u in w.account]
        items.append({**x, "faces": faces, "n": len(x["members"])})
    return _v("lists", items=items, me=_me(ctx))


def user_list(ctx: AppContext) -> View:
    w = world(ctx.region)
    x = model.user_list(ctx.state, ctx.screen_params.get("id"))
    if x is None:
        return _v("missing")
    feed: list[Any] = []
    for uid in x["members"]:
        feed += [p for p in w.posts_of.get(uid, ()) if p["time"] <= ctx.now][:10]
    feed = sorted((p for p in feed if not model.hidden(w, ctx.state, p)), key=lambda p: (-p["time"], p["id"]))[:30]
    return _v("list", x=x, n=len(x["members"]), posts=[rows.post_row(ctx, p) for p in feed], me=_me(ctx))


def list_edit(ctx: AppContext) -> View:
    x = model.user_list(ctx.state, ctx.screen_params.get("id"))
    return _v("list_edit", x=x, private=bool(ctx.screen_params.get("private")), ready=fx.list_ready(ctx),
              count=len(ctx.field("name")))


def list_members(ctx: AppContext) -> View:
    w = world(ctx.region)
    x = model.user_list(ctx.state, ctx.screen_params.get("id"))
    if x is None:
        return _v("missing")
    q = str(ctx.screen_params.get("q") or "")
    people = [rows.person(ctx, a) for a in search_people(ctx.region, q)][:15] if q else []
    members = [rows.person(ctx, w.account[u]) for u in x["members"] if u in w.account]
    return _v("list_members", x=x, q=q, found=[{**p, "on": p["uid"] in x["members"]} for p in people], members=members)


def bookmarks(ctx: AppContext) -> View:
    w = world(ctx.region)
    src = [r for pid in reversed(ctx.state["bookmarks"]) if (r := model.get(w, ctx.state, pid))]
    return _v("bookmarks", posts=[rows.post_row(ctx, p) for p in src], me=_me(ctx))


def settings(ctx: AppContext) -> View:
    return _v("settings", me=_me(ctx))


def privacy(ctx: AppContext) -> View:
    s = ctx.state["settings"]
    dm_label = next(lab for k, lab in DM_FROM if k == s["dm_from"])
    return _v("privacy", protected=s["protected"], dm_label=dm_label, n_words=len(s["muted_words"]))


def dm_from(ctx: AppContext) -> View:
    cur = ctx.state["settings"]["dm_from"]
    return _v("dm_from", options=[{"id": k, "label": lab, "on": k == cur} for k, lab in DM_FROM])


def muted_words(ctx: AppContext) -> View:
    return _v("muted_words", words=ctx.state["settings"]["muted_words"], ready=fx.word_ready(ctx))


def notif_settings(ctx: AppContext) -> View:
    n = ctx.state["settings"]["notify"]
    return _v("notif_settings", rows=[{"id": k, "label": lab, "on": n[k]} for k, lab in NOTIFY])


VIEWS = {"home": home, "explore": explore, "notifications": notifications, "messages": messages, "dm": dm,
         "dm_new": dm_new, "dm_pick": dm_pick, "post": post, "compose": compose, "audience": audience,
         "repost": repost, "share_menu": share_menu, "post_menu": post_menu, "profile": profile,
         "profile_menu": profile_menu, "block_confirm": block_confirm, "add_to_list": add_to_list, "drawer": drawer,
         "lists": lists, "list": user_list, "list_edit": list_edit, "list_members": list_members,
         "bookmarks": bookmarks, "settings": settings, "privacy": privacy, "dm_from": dm_from,
         "muted_words": muted_words, "notif_settings": notif_settings}
