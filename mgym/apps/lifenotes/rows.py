"""What Lifenotes' views draw for one note (a feed card, the full page), one user and one comment,
composed from the world data and the overlay (my own notes' pictures are files of the phone)."""

from __future__ import annotations

from typing import Any

from mgym.apps.lifenotes.effects import collected
from mgym.apps.lifenotes.world import Row, comments, world
from mgym.os.context import AppContext


def short(n: int, zh: bool) -> str:
    """A count as the app shows it: 9,876 / 1.2w (zh) / 12.3k (en)."""
    if n < 10_000:
        return f"{n:,}" if not zh else str(n)
    if zh:
        return f"{n / 10_000:.1f}万".replace(".0万", "万")
    return f"{n / 1000:.1f}k".replace(".0k", "k")


def _zh(ctx: AppContext) -> bool:
    return ctx.locale.startswith("zh")


def person(ctx: AppContext, uid: str) -> dict[str, Any]:
    u = world(ctx.region).user(uid)
    if u is None:
        return {"id": uid, "name": "?", "color": "#9e9e9e", "initial": "?"}
    return {"id": uid, "name": u["name"], "color": u["color"], "initial": str(u["name"])[:1].upper(),
            "following": uid in ctx.state["following"]}


def me(ctx: AppContext) -> dict[str, Any]:
    name = str(ctx.state["profile"]["name"])
    return {"id": "", "name": name, "color": "#ff2442", "initial": name[:1].upper()}


def mine(ctx: AppContext, nid: str) -> dict[str, Any] | None:
    return next((p for p in ctx.state["notes"] if p["id"] == nid), None)


def assets(ctx: AppContext, files: list[int]) -> list[str]:
    out = []
    for f in files:
        row = ctx.files.by_id(int(f))
        out.append(str(row["asset"]) if row is not None and row["asset"] else "")
    return out


def card(ctx: AppContext, nid: str) -> dict[str, Any] | None:
    """A feed card: cover picture, title, author, likes."""
    n = world(ctx.region).note(nid)
    liked = nid in ctx.state["liked"]
    if n is not None:
        return {"id": nid, "title": n["title"], "cover": n["images"][0], "video": n["kind"] == "video",
                "author": person(ctx, n["author"]), "likes": short(n["likes"] + (1 if liked else 0), _zh(ctx)),
                "liked": liked, "tall": int(nid[1:]) % 3 == 0}
    p = mine(ctx, nid)
    if p is None:
        return None
    pics = assets(ctx, p["files"])
    return {"id": nid, "title": p["title"], "cover": pics[0] if pics else "", "video": False, "author": me(ctx),
            "likes": short(1 if liked else 0, _zh(ctx)), "liked": liked, "tall": False}


def cards(ctx: AppContext, ids: list[str] | tuple[str, ...]) -> list[dict[str, Any]]:
    return [c for i in ids if (c := card(ctx, i)) is not None]


def columns(items: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Two columns, items alternating (the waterfall's reading order: left, right, left...)."""
    return items[0::2], items[1::2]


def _comment(ctx: AppContext, c: Row, author: str) -> dict[str, Any]:
    liked = c["id"] in ctx.state["liked_comments"]
    return {"id": c["id"], "user": person(ctx, c["user"]), "text": c["text"], "time": c["time"],
            "likes": c["likes"] + (1 if liked else 0), "liked": liked, "author": c["user"] == author, "mine": False}


def my_comment(ctx: AppContext, c: dict[str, Any]) -> dict[str, Any]:
    return {"id": c["id"], "user": me(ctx), "text": c["text"], "time": c["time"], "likes": 0, "liked": False,
            "author": False, "mine": True}


def thread(ctx: AppContext, nid: str, author: str) -> list[dict[str, Any]]:
    """The note's comments, most liked first (mine on top), each with its replies (mine after them)."""
    mine_all = [c for c in ctx.state["comments"] if c["note"] == nid]
    out = []
    for c in sorted(comments(ctx.region, nid), key=lambda c: (-c["likes"], c["id"])):
        row = _comment(ctx, c, author)
        ids = {c["id"], *(r["id"] for r in c["replies"])}
        row["replies"] = [{**_comment(ctx, r, author), "to": person(ctx, r["to"])["name"]} for r in c["replies"]]
        row["replies"] += [{**my_comment(ctx, m), "to": ""} for m in mine_all if m["reply_to"] in ids]
        out.append(row)
    top = [{**my_comment(ctx, m), "replies": [{**my_comment(ctx, r), "to": ""} for r in mine_all
                                               if r["reply_to"] == m["id"]]}
           for m in reversed(mine_all) if not m["reply_to"]]
    return top + out


def page(ctx: AppContext, nid: str) -> dict[str, Any] | None:
    """Everything the note page shows."""
    n = world(ctx.region).note(nid)
    st = ctx.state
    liked, kept = nid in st["liked"], collected(st, nid)
    zh = _zh(ctx)
    extra = sum(1 for c in st["comments"] if c["note"] == nid)
    if n is not None:
        return {"id": nid, "title": n["title"], "text": n["text"], "tags": n["tags"], "images": n["images"],
                "place": n["place"], "time": n["time"], "author": person(ctx, n["author"]), "video": n["kind"] == "video",
                "likes": short(n["likes"] + liked, zh), "collects": short(n["collects"] + kept, zh),
                "comments": short(n["comments"] + extra, zh), "liked": liked, "collected": kept,
                "products": n["products"], "thread": thread(ctx, nid, n["author"]), "mine": False}
    p = mine(ctx, nid)
    if p is None:
        return None
    return {"id": nid, "title": p["title"], "text": p["text"], "tags": p["tags"], "images": assets(ctx, p["files"]),
            "place": {"city": p["location"], "spot": ""} if p["location"] else {}, "time": p["time"],
            "author": me(ctx), "video": False, "likes": short(int(liked), zh), "collects": short(int(kept), zh),
            "comments": short(extra, zh), "liked": liked, "collected": kept, "products": [],
            "thread": thread(ctx, nid, ""), "mine": True, "visibility": p["visibility"]}
