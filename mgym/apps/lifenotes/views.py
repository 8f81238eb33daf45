"""Lifenotes views of the browse side: Home (Discover with channels, Following), Search (notes, users,
products with sort and filters), the note page and user pages. World data from the region's world;
likes, boards, follows and my comments from the overlay."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.lifenotes import rows
from mgym.apps.lifenotes import search as find
from mgym.apps.lifenotes.effects import KIND_LABELS, PERIOD_LABELS, SORT_LABELS
from mgym.apps.lifenotes.social import dm_people
from mgym.apps.lifenotes.views_more import MORE_VIEWS
from mgym.apps.lifenotes.world import CHANNELS, Row, world
from mgym.i18n import N_
from mgym.os.context import AppContext

FEED = 40
SEARCH_TABS = (("notes", N_("Notes")), ("users", N_("Users")), ("products", N_("Products")))


def page(ctx: AppContext, template: str, **data: Any) -> View:
    return View(f"apps/lifenotes/{template}.html", {"now": ctx.now, **data})


def discover(ctx: AppContext) -> View:
    w = world(ctx.region)
    ch = str(ctx.param("channel") or "")
    ids = [n["id"] for n in w.channel.get(ch, w.channel[""])[:FEED]]
    left, right = rows.columns(rows.cards(ctx, ids))
    channels = [{"id": "", "name": ctx.gettext("Recommended")}, *({"id": c, "name": w.topic_name(c)} for c in CHANNELS)]
    return page(ctx, "discover", channel=ch, channels=channels, left=left, right=right, home="discover")


def following(ctx: AppContext) -> View:
    w = world(ctx.region)
    notes: list[Row] = [n for u in ctx.state["following"] for n in w.by_author.get(u, ())[:10]]
    notes.sort(key=lambda n: (-n["time"], n["id"]))
    left, right = rows.columns(rows.cards(ctx, [n["id"] for n in notes[:FEED]]))
    people = [rows.person(ctx, u) for u in reversed(ctx.state["following"])]
    return page(ctx, "discover", channel="", channels=[], left=left, right=right, home="following", people=people)


# ---- search ------------------------------------------------------------------------------------
def search(ctx: AppContext) -> View:
    q = str(ctx.param("q") or "").strip()
    tab = str(ctx.param("tab") or "notes")
    sort, kind, period = (str(ctx.param(k) or "all") for k in ("sort", "kind", "period"))
    sort = sort if sort in SORT_LABELS else "general"
    data: dict[str, Any] = {"q": q, "tab": tab, "tabs": SEARCH_TABS, "sort": sort, "kind": kind, "period": period,
                            "panel": bool(ctx.param("panel")), "recent": ctx.state["recent_searches"],
                            "filters": [("sort", N_("Sort by"), SORT_LABELS, sort), ("kind", N_("Note type"), KIND_LABELS, kind),
                                        ("period", N_("Posted"), PERIOD_LABELS, period)],
                            "left": [], "right": [], "users": [], "products": []}
    if q and tab == "notes":
        hits = find.notes(ctx.region, q, sort, kind, period, ctx.now)
        data["left"], data["right"] = rows.columns(rows.cards(ctx, [n["id"] for n in hits]))
    elif q and tab == "users":
        data["users"] = [{**rows.person(ctx, u["id"]), "lnid": u["lnid"], "followers": rows.short(u["followers"], ctx.locale.startswith("zh")),
                          "notes": len(world(ctx.region).by_author.get(u["id"], ()))} for u in find.users(ctx.region, q)]
    elif q:
        data["products"] = find.products(ctx.region, q)
    if not q:
        w = world(ctx.region)
        data["trending"] = [n["title"] for n in w.channel[""][:8]]
    return page(ctx, "search", **data)


# ---- a note, a user --------------------------------------------------------------------------
def note(ctx: AppContext) -> View:
    nid = str(ctx.param("id") or "")
    n = rows.page(ctx, nid)
    img = int(ctx.param("img") or 0)
    reply = str(ctx.param("reply") or "")
    reply_to = ""
    if reply and n is not None:
        for c in n["thread"]:
            for r in [c, *c["replies"]]:
                if r["id"] == reply:
                    reply_to = r["user"]["name"]
    people = [rows.person(ctx, u) for u in dm_people(ctx)[:8]]
    return page(ctx, "note", n=n, img=img, reply=reply, reply_to=reply_to, people=people)


def _collections(ctx: AppContext, u: Row) -> list[str] | None:
    """A world user's public collection (None: private), the same on every phone."""
    k = int(str(u["id"])[1:])
    if k % 3 == 0:
        return None
    notes = world(ctx.region).channel[""]
    return [notes[(k * 37 + i * 101) % 600]["id"] for i in range(6 + k % 7)]


def user(ctx: AppContext) -> View:
    w = world(ctx.region)
    uid = str(ctx.param("id") or "")
    u = w.user(uid)
    tab = str(ctx.param("tab") or "notes")
    if u is None:
        return page(ctx, "user", u=None, tab=tab, left=[], right=[], private=False)
    kept = _collections(ctx, u)
    ids = [n["id"] for n in w.by_author.get(uid, ())[:FEED]] if tab == "notes" else (kept or [])
    left, right = rows.columns(rows.cards(ctx, ids))
    zh = ctx.locale.startswith("zh")
    me_following = uid in ctx.state["following"]
    info = {**rows.person(ctx, uid), "bio": u["bio"], "lnid": u["lnid"], "city": u["city"],
            "followers": rows.short(u["followers"] + me_following, zh), "following_n": rows.short(u["following"], zh),
            "likes": rows.short(u["likes"], zh), "notes": len(w.by_author.get(uid, ()))}
    return page(ctx, "user", u=info, tab=tab, left=left, right=right, private=kept is None and tab == "collections")


VIEWS = {"discover": discover, "following": following, "search": search, "note": note, "user": user, **MORE_VIEWS}
