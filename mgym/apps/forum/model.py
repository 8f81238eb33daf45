"""World data composed with the overlay: posts (world ones and the user's own), comment trees with the
user's comments and votes, feeds with their sorts, search. Pure functions over (state, region, now)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from mgym.apps.forum.world import HOUR, Row, World, comments, hot, world

LINK = "https://forum.example/p/{id}"
SORTS = ("hot", "new", "top")
RANGES = {"day": 24 * HOUR, "week": 7 * 24 * HOUR, "month": 30 * 24 * HOUR, "year": 365 * 24 * HOUR, "all": 0}
CSORTS = ("best", "top", "new", "old")
URL = re.compile(r"^https?://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(/\S*)?$")
FEED_LIMIT = 25


def W(region: str) -> World:
    return world(region)


# ---- posts ------------------------------------------------------------------------------------
def own_post(st: dict[str, Any], pid: str) -> dict[str, Any] | None:
    return next((p for p in st["posts"] if p["id"] == pid), None)


def own_comment(st: dict[str, Any], cid: str) -> dict[str, Any] | None:
    return next((c for c in st["comments"] if c["id"] == cid), None)


def _mine(st: dict[str, Any], region: str, p: dict[str, Any]) -> Row:
    return {"id": p["id"], "c": p["c"], "author": W(region).me, "title": p["title"], "kind": p["kind"],
            "body": p["body"], "url": p["url"], "image": p["image"], "flair": p["flair"], "score": 1, "ncom": 0,
            "time": p["time"], "mine": True, "edited": p["edited"], "deleted": p["deleted"]}


def _incoming(p: dict[str, Any]) -> Row:
    return {"id": p["id"], "c": p["c"], "author": p["author"], "title": p["title"], "kind": "text",
            "body": p["body"], "url": "", "image": "", "flair": p["flair"], "score": p["score"], "ncom": 0,
            "time": p["time"]}


def incoming_posts(st: dict[str, Any]) -> list[dict[str, Any]]:
    """Others' posts newer than the world (``n...`` ids)."""
    rows: list[dict[str, Any]] = st.get("incoming_posts", [])
    return rows


def incoming_comments(st: dict[str, Any], pid: str) -> list[dict[str, Any]]:
    """Others' comments on ``pid`` newer than the world."""
    return [c for c in st.get("incoming_comments", ()) if c["post"] == pid]


def post(st: dict[str, Any], region: str, pid: object) -> Row | None:
    """A post as shown: the world's, another user's newer one or the user's own, with the user's vote
    in its score."""
    pid = str(pid)
    if pid.startswith("m"):
        own = own_post(st, pid)
        r = _mine(st, region, own) if own else None
    elif pid.startswith("n"):
        r = next((_incoming(p) for p in incoming_posts(st) if p["id"] == pid), None)
    else:
        r = W(region).post(pid)
    if r is None:
        return None
    vote = int(st["votes"].get(pid, 0))
    extra = sum(1 for c in st["comments"] if c["post"] == pid and not c["deleted"]) + len(incoming_comments(st, pid))
    return {**r, "score": r["score"] + vote, "vote": vote, "ncom": r["ncom"] + extra,
            "saved": pid in st["saved"], "mine": bool(r.get("mine"))}


def community(region: str, cid: object) -> Row | None:
    return W(region).community(cid)


def posts_in(st: dict[str, Any], region: str, cids: Iterable[str] | None) -> list[Row]:
    """Every visible post of the communities (all of them when None), world and own, not hidden."""
    w = W(region)
    hidden = set(st["hidden"])
    if cids is None:
        rows: list[Row] = list(w.newest)
        keep = None
    else:
        keep = set(cids)
        rows = [p for c in keep for p in w.feed.get(c, ())]
    rows += [_incoming(p) for p in incoming_posts(st) if keep is None or p["c"] in keep]
    rows += [_mine(st, region, p) for p in st["posts"] if not p["deleted"] and (keep is None or p["c"] in keep)]
    return [p for p in rows if p["id"] not in hidden]


def sort_posts(rows: list[Row], sort: str, rng: str, now: int, st: dict[str, Any]) -> list[Row]:
    def score(p: Row) -> int:
        return int(p["score"]) + int(st["votes"].get(p["id"], 0))
    if sort == "new":
        return sorted(rows, key=lambda p: (-p["time"], p["id"]))
    if sort == "top":
        span = RANGES.get(rng, 0)
        if span:
            rows = [p for p in rows if now - p["time"] <= span]
        return sorted(rows, key=lambda p: (-score(p), -p["time"], p["id"]))
    return sorted(rows, key=lambda p: (-hot(score(p), p["time"], now), p["id"]))


def feed(st: dict[str, Any], region: str, now: int, cids: Iterable[str] | None, sort: str, rng: str = "all",
         flair: str = "", limit: int = FEED_LIMIT) -> list[Row]:
    rows = posts_in(st, region, cids)
    if flair:
        rows = [p for p in rows if p.get("flair") == flair]
    out = sort_posts(rows, sort, rng, now, st)[:limit]
    return [r for p in out if (r := post(st, region, p["id"])) is not None]


# ---- comments ---------------------------------------------------------------------------------
def comment_rows(st: dict[str, Any], region: str, pid: str) -> list[Row]:
    """The post's comments (world, others' newer ones and own) with the user's votes, unsorted."""
    rows = [dict(c) for c in comments(region, pid)]
    me = W(region).me
    depth = {c["id"]: c["depth"] for c in rows}
    for c in incoming_comments(st, pid):
        d = depth.get(c["parent"], -1) + 1 if c["parent"] else 0
        depth[c["id"]] = d
        rows.append({"id": c["id"], "post": pid, "parent": c["parent"], "depth": min(d, 8), "author": c["author"],
                     "text": c["text"], "score": c["score"], "time": c["time"]})
    for c in st["comments"]:
        if c["post"] != pid:
            continue
        d = depth.get(c["parent"], -1) + 1 if c["parent"] else 0
        depth[c["id"]] = d
        rows.append({"id": c["id"], "post": pid, "parent": c["parent"], "depth": min(d, 8), "author": me,
                     "text": c["text"], "score": 1, "time": c["time"], "mine": True, "edited": c["edited"],
                     "deleted": c["deleted"]})
    for r in rows:
        r["vote"] = int(st["votes"].get(r["id"], 0))
        r["score"] += r["vote"]
    return rows


def _key(sort: str, kids: dict[str, list[Row]]) -> Any:
    if sort == "new":
        return lambda c: (-c["time"], c["id"])
    if sort == "old":
        return lambda c: (c["time"], c["id"])
    if sort == "top":
        return lambda c: (-c["score"], c["time"], c["id"])
    return lambda c: (-(c["score"] + 2 * len(kids.get(c["id"], []))), c["time"], c["id"])  # best


def thread(st: dict[str, Any], region: str, pid: str, sort: str = "best",
           collapsed: Iterable[str] = ()) -> list[Row]:
    """The comment tree flattened in display order; a collapsed comment hides its replies."""
    rows = comment_rows(st, region, pid)
    kids: dict[str, list[Row]] = {}
    for r in rows:
        kids.setdefault(r["parent"], []).append(r)
    key = _key(sort, kids)
    folded = set(collapsed)
    out: list[Row] = []

    def walk(parent: str) -> None:
        for c in sorted(kids.get(parent, []), key=key):
            n = _count(c["id"], kids)
            out.append({**c, "replies": n, "collapsed": c["id"] in folded})
            if c["id"] not in folded:
                walk(c["id"])
    walk("")
    return out


def _count(cid: str, kids: dict[str, list[Row]]) -> int:
    return sum(1 + _count(k["id"], kids) for k in kids.get(cid, []))


def top_comment(st: dict[str, Any], region: str, pid: str) -> Row | None:
    """The highest-scored top-level comment (what sorting comments by Top shows first)."""
    rows = thread(st, region, pid, "top")
    return next((r for r in rows if r["depth"] == 0), None)


# ---- search -----------------------------------------------------------------------------------
def _has(q: str, *texts: str) -> bool:
    q = q.casefold()
    return any(q in t.casefold() for t in texts)


def search_posts(st: dict[str, Any], region: str, q: str, sort: str, now: int, limit: int = 30) -> list[Row]:
    w = W(region)

    def hit(p: Row) -> bool:
        c = w.by_id.get(p["c"], {})
        return _has(q, p["title"], p.get("body", ""), c.get("name", ""), c.get("title", ""))
    rows = [p for p in posts_in(st, region, None) if hit(p)]
    order = sort_posts(rows, "new" if sort == "new" else "top", "all", now, st)[:limit]
    return [r for p in order if (r := post(st, region, p["id"])) is not None]


def search_communities(region: str, q: str, limit: int = 30) -> list[Row]:
    rows = [c for c in W(region).communities if _has(q, c["name"], c["title"], c["about"])]
    return sorted(rows, key=lambda c: (-c["members"], c["id"]))[:limit]


def search_people(region: str, q: str, limit: int = 30) -> list[Row]:
    rows = [u for u in W(region).users if _has(q, u["name"])]
    return sorted(rows, key=lambda u: (-u["karma"], u["name"]))[:limit]


# ---- people and counts ------------------------------------------------------------------------
def members(st: dict[str, Any], c: Row) -> int:
    """Members as shown: the world's count, with the user if they joined since."""
    return int(c["members"]) + (1 if c["id"] in st["joined"] else 0)


def next_id(st: dict[str, Any], prefix: str) -> str:
    n = int(st["next_id"])
    st["next_id"] = n + 1
    return f"{prefix}{n}"


def valid_url(url: str) -> bool:
    return bool(URL.match(url.strip()))
