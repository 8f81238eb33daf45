"""What Chirp's views draw for one post (author, time, text with highlighted #tags and @mentions,
picture, quoted post, action counts) and one account, composed from world data and the overlay."""

from __future__ import annotations

import re
from typing import Any

from mgym.apps.microblog import model
from mgym.apps.microblog.world import ME, Row, World, world
from mgym.i18n import formats
from mgym.os.context import AppContext

TOKEN = re.compile(r"([#@][\w\u4e00-\u9fff]+)")
MIN, HOUR, DAY = 60_000, 3_600_000, 86_400_000


def short(n: int) -> str:
    """Action-row numbers: 9,876 / 12.3K / 1.2M."""
    n = int(n)
    if n >= 1_000_000:
        return f"{n / 1_000_000:.1f}".rstrip("0").rstrip(".") + "M"
    if n >= 10_000:
        return f"{n / 1_000:.1f}".rstrip("0").rstrip(".") + "K"
    return f"{n:,}" if n else ""


def ago(ctx: AppContext, ms: int) -> str:
    d = max(0, ctx.now - int(ms))
    if d < MIN:
        return ctx.gettext("now")
    if d < HOUR:
        return ctx.gettext("{n}m", n=d // MIN)
    if d < DAY:
        return ctx.gettext("{n}h", n=d // HOUR)
    if formats.to_datetime(ms).year != formats.to_datetime(ctx.now).year:
        return formats.fmt(ms, "date", ctx.locale)
    return formats.fmt(ms, "month_day", ctx.locale)


def initial(name: str) -> str:
    return name[:1].upper()


def person(ctx: AppContext, a: Row) -> dict[str, Any]:
    st = ctx.state
    return {"uid": a["id"], "name": a["name"], "handle": a["handle"], "initial": initial(a["name"]),
            "color": a["color"], "verified": a["verified"], "bio": a["bio"], "followers": a["followers"],
            "followers_s": short(a["followers"]) or "0", "following": a["id"] in st["follows"],
            "me": a["id"] == ME}


def segments(w: World, text: str) -> list[dict[str, str]]:
    """The text cut into plain runs, hashtags and mentions (a mention knows its account)."""
    out: list[dict[str, str]] = []
    for part in TOKEN.split(text):
        if not part:
            continue
        if part.startswith("#") and len(part) > 1:
            out.append({"kind": "tag", "text": part})
        elif part.startswith("@") and (a := model.account_by_handle(w, part)) is not None:
            out.append({"kind": "mention", "text": part, "uid": a["id"]})
        else:
            out.append({"kind": "text", "text": part})
    return out


def post_row(ctx: AppContext, p: Row, nested: bool = True) -> dict[str, Any]:
    w = world(ctx.region)
    st = ctx.state
    a = w.account[p["author"]]
    c = model.counts(st, p)
    row = {"id": p["id"], "uid": a["id"], "name": a["name"], "handle": a["handle"], "initial": initial(a["name"]),
           "color": a["color"], "verified": a["verified"], "ago": ago(ctx, p["time"]), "text": p["text"],
           "segs": segments(w, p["text"]), "media": p.get("media") or "",
           "replies": short(c["replies"]), "reposts": short(c["reposts"] + c["quotes"]), "likes": short(c["likes"]),
           "views": short(c["views"]), "views_n": c["views"], "likes_n": c["likes"],
           "liked": p["id"] in st["likes"], "reposted": p["id"] in st["reposts"],
           "bookmarked": p["id"] in st["bookmarks"], "mine": a["id"] == ME, "own": bool(p.get("own")),
           "quote": None, "reply_to": None}
    if nested and p.get("quote") and (q := model.get(w, st, p["quote"])) is not None:
        row["quote"] = post_row(ctx, q, nested=False)
    if p.get("reply_to") and (r := model.get(w, st, p["reply_to"])) is not None:
        row["reply_to"] = w.handle(r["author"])
    return row


def reply_row(ctx: AppContext, r: Row) -> dict[str, Any]:
    w = world(ctx.region)
    a = w.account[r["author"]]
    return {"id": r["id"], "uid": a["id"], "name": a["name"], "handle": a["handle"], "initial": initial(a["name"]),
            "color": a["color"], "verified": a["verified"], "ago": ago(ctx, r["time"]), "segs": segments(w, r["text"]),
            "likes": short(r["likes"]), "views": short(r["views"])}
