"""Lifenotes views of the user's side: Me (notes, boards, liked), boards and their dialogs, the collect
and share sheets, messages, the publish editor with its sheets, drafts and settings."""

from __future__ import annotations

from typing import Any

from mgym.app import View, ViewFn
from mgym.apps.lifenotes import rows
from mgym.apps.lifenotes.editor import MAX_FILES, MAX_TITLE, can_publish, has_content
from mgym.apps.lifenotes.social import board as find_board
from mgym.apps.lifenotes.world import cities
from mgym.i18n import N_
from mgym.os.context import AppContext

VISIBILITY_LABELS = {"public": N_("Public"), "friends": N_("Friends only"), "private": N_("Only me")}
VISIBILITY_ICONS = {"public": "public", "friends": "group", "private": "lock"}
WHO_LABELS = {"everyone": N_("Everyone"), "following": N_("People I follow"), "nobody": N_("No one")}
TOGGLE_LABELS = (("notify_likes", N_("Likes and collects")), ("notify_comments", N_("Comments and replies")),
                 ("notify_follows", N_("New followers")), ("notify_messages", N_("Direct messages")))


def _page(ctx: AppContext, template: str, **data: Any) -> View:
    return View(f"apps/lifenotes/{template}.html", {"now": ctx.now, **data})


def _board_row(ctx: AppContext, b: dict[str, Any]) -> dict[str, Any]:
    covers = [c["cover"] for c in rows.cards(ctx, b["notes"][:3])]
    return {"id": b["id"], "name": b["name"], "count": len(b["notes"]), "private": b["private"], "covers": covers}


def me(ctx: AppContext) -> View:
    st = ctx.state
    tab = str(ctx.param("tab") or "notes")
    ids: list[str] = []
    if tab == "notes":
        ids = [p["id"] for p in st["notes"]]
    elif tab == "liked":
        ids = list(reversed(st["liked"]))
    left, right = rows.columns(rows.cards(ctx, ids))
    likes = sum(1 for _ in st["notes"])
    return _page(ctx, "me", tab=tab, me=rows.me(ctx), bio=st["profile"]["bio"], left=left, right=right,
                 boards=[_board_row(ctx, b) for b in st["boards"]], drafts=len(st["drafts"]),
                 following=len(st["following"]), followers=0, likes=likes)


def edit_profile(ctx: AppContext) -> View:
    return _page(ctx, "edit_profile", me=rows.me(ctx))


def board(ctx: AppContext) -> View:
    b = find_board(ctx.state, ctx.param("id"))
    items = rows.cards(ctx, b["notes"]) if b else []
    return _page(ctx, "board", b=b, items=items)


def board_dialog(template: str) -> ViewFn:
    def view(ctx: AppContext) -> View:
        return _page(ctx, template, b=find_board(ctx.state, ctx.param("id")),
                     private=bool(ctx.param("private")), note=ctx.param("note"))
    return view


def move(ctx: AppContext) -> View:
    src = ctx.param("board")
    return _page(ctx, "move", note=ctx.param("note"), src=src,
                 boards=[_board_row(ctx, b) for b in ctx.state["boards"] if b["id"] != src])


def collect(ctx: AppContext) -> View:
    nid = str(ctx.param("id"))
    return _page(ctx, "collect", id=nid, boards=[{**_board_row(ctx, b), "has": nid in b["notes"]}
                                                for b in ctx.state["boards"]])


def share(ctx: AppContext) -> View:
    from mgym.apps.lifenotes.social import dm_people

    return _page(ctx, "share", id=ctx.param("id"), people=[rows.person(ctx, u) for u in dm_people(ctx)[:8]])


def messages(ctx: AppContext) -> View:
    threads = []
    for t in sorted(ctx.state["threads"], key=lambda t: t["messages"][-1]["time"] if t["messages"] else 0,
                    reverse=True):
        last = t["messages"][-1] if t["messages"] else None
        text = (last["text"] or ctx.gettext("[Note] {title}", title=_title(ctx, last["note"]))) if last else ""
        threads.append({"user": rows.person(ctx, t["id"]), "last": text, "time": last["time"] if last else 0})
    return _page(ctx, "messages", threads=threads)


def _title(ctx: AppContext, nid: str) -> str:
    c = rows.card(ctx, nid)
    return str(c["title"]) if c else ""


def dm(ctx: AppContext) -> View:
    uid = str(ctx.param("user") or "")
    t = next((t for t in ctx.state["threads"] if t["id"] == uid), None)
    msgs = [{**m, "card": rows.card(ctx, m["note"]) if m["note"] else None} for m in (t["messages"] if t else [])]
    return _page(ctx, "dm", u=rows.person(ctx, uid), msgs=msgs, me=rows.me(ctx))


def publish(ctx: AppContext) -> View:
    files = list(ctx.param("files") or [])
    pics = [{"id": f, "asset": a} for f, a in zip(files, rows.assets(ctx, files), strict=True)]
    vis = str(ctx.param("visibility") or "public")
    return _page(ctx, "publish", pics=pics, more=len(pics) < MAX_FILES, location=ctx.param("location") or "",
                 visibility=vis, vis_label=VISIBILITY_LABELS.get(vis, vis), vis_icon=VISIBILITY_ICONS.get(vis, "public"),
                 ready=can_publish(ctx), any=has_content(ctx), max_title=MAX_TITLE,
                 title_len=len(ctx.field("title")))


def place(ctx: AppContext) -> View:
    return _page(ctx, "place", places=cities(ctx.region))


def visibility(ctx: AppContext) -> View:
    e = ctx.entry_below("publish")
    cur = (e or {}).get("params", {}).get("visibility") or "public"
    return _page(ctx, "visibility", options=list(VISIBILITY_LABELS.items()), icons=VISIBILITY_ICONS, cur=cur)


def drafts(ctx: AppContext) -> View:
    items = []
    for d in ctx.state["drafts"]:
        pics = rows.assets(ctx, d["files"][:1])
        items.append({**d, "cover": pics[0] if pics else ""})
    return _page(ctx, "drafts", items=items)


def delete_draft(ctx: AppContext) -> View:
    return _page(ctx, "delete_draft", id=ctx.param("id"))


def settings(ctx: AppContext) -> View:
    s = ctx.state["settings"]
    return _page(ctx, "settings", s=s, toggles=TOGGLE_LABELS, who=WHO_LABELS[s["who_comments"]])


def who_comments(ctx: AppContext) -> View:
    return _page(ctx, "who_comments", options=list(WHO_LABELS.items()), cur=ctx.state["settings"]["who_comments"])


MORE_VIEWS: dict[str, ViewFn] = {
    "me": me, "edit_profile": edit_profile, "board": board, "rename_board": board_dialog("rename_board"),
    "delete_board": board_dialog("delete_board"), "new_board": board_dialog("new_board"), "move": move,
    "collect": collect, "share": share, "messages": messages, "dm": dm, "publish": publish, "place": place,
    "visibility": visibility, "drafts": drafts, "delete_draft": delete_draft, "settings": settings,
    "who_comments": who_comments,
}
