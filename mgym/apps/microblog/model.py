"""Chirp's reads over world data plus overlay: one post (a world post or the user's own), what the user
did to it (liked, reposted, bookmarked, replies), who is hidden (muted, blocked, muted words), timelines
and the share link."""

from __future__ import annotations

from typing import Any

from mgym.apps.microblog.world import ME, Row, World

LINK = "https://chirp.example/{handle}/status/{id}"
TIMELINE = 40


def own(state: dict[str, Any], pid: str) -> dict[str, Any] | None:
    return next((p for p in state["posts"] if p["id"] == pid), None)


def as_row(p: dict[str, Any]) -> Row:
    """The user's own post as a world-shaped row (counts from nobody yet)."""
    return {"id": p["id"], "author": ME, "text": p["text"], "time": p["time"], "views": 0, "likes": 0,
            "reposts": 0, "quotes": 0, "replies": 0, "media": p["media"], "quote": p["quote"],
            "reply_to": p["reply_to"], "own": True}


def incoming(state: dict[str, Any], replies: bool = False) -> list[dict[str, Any]]:
    """Others' posts (or replies) newer than the world."""
    return [p for p in state.get("incoming", ()) if bool(p["reply_to"]) == replies]


def incoming_replies(state: dict[str, Any], pid: str) -> list[dict[str, Any]]:
    return [p for p in state.get("incoming", ()) if p["reply_to"] == pid]


def incoming_row(p: dict[str, Any]) -> Row:
    """Another account's newer post as a world-shaped row."""
    return {"id": p["id"], "author": p["author"], "text": p["text"], "time": p["time"], "views": p["views"],
            "likes": p["likes"], "reposts": p["reposts"], "quotes": 0, "replies": 0, "media": "", "quote": "",
            "reply_to": p["reply_to"]}


def get(w: World, state: dict[str, Any], pid: object) -> Row | None:
    pid = str(pid)
    if pid in w.post:
        return w.post[pid]
    p = own(state, pid)
    if p is None and pid.startswith("n"):
        return next((incoming_row(x) for x in state.get("incoming", ()) if x["id"] == pid), None)
    return as_row(p) if p else None


def link(w: World, post: Row) -> str:
    return LINK.format(handle=w.handle(post["author"]), id=post["id"])


def my_replies(state: dict[str, Any], pid: str) -> list[dict[str, Any]]:
    return [p for p in state["posts"] if p["reply_to"] == pid]


def counts(state: dict[str, Any], post: Row) -> dict[str, int]:
    """Replies, reposts, quotes, likes and views, with the user's own actions counted in."""
    pid = post["id"]
    return {"replies": int(post["replies"]) + len(my_replies(state, pid)) + len(incoming_replies(state, pid)),
            "reposts": int(post["reposts"]) + (pid in state["reposts"]),
            "quotes": int(post["quotes"]) + sum(1 for p in state["posts"] if p["quote"] == pid),
            "likes": int(post["likes"]) + (pid in state["likes"]), "views": int(post["views"])}


def hidden(w: World, state: dict[str, Any], post: Row) -> bool:
    """Muted or blocked author, or a muted word in the text: left out of timelines and search."""
    if post["author"] in state["muted"] or post["author"] in state["blocked"]:
        return True
    text = post["text"].casefold()
    return any(word.casefold() in text for word in state["settings"]["muted_words"] if word)


def own_rows(state: dict[str, Any], replies: bool = False) -> list[Row]:
    rows = [as_row(p) for p in state["posts"] if bool(p["reply_to"]) == replies]
    return sorted(rows, key=lambda p: (-p["time"], p["id"]))


def _newer(state: dict[str, Any], now: int, authors: set[str] | None = None) -> list[Row]:
    return [incoming_row(p) for p in incoming(state) if p["time"] <= now and (authors is None or p["author"] in authors)]


def for_you(w: World, state: dict[str, Any], now: int) -> list[Row]:
    rows = own_rows(state)
    pool = [p for p in w.latest if p["time"] <= now and not hidden(w, state, p)]
    if newer := [p for p in _newer(state, now) if not hidden(w, state, p)]:
        pool = sorted(pool + newer, key=lambda p: (-p["time"], p["id"]))
    rows += pool[:TIMELINE]
    return rows


def following(w: World, state: dict[str, Any], now: int) -> list[Row]:
    rows = own_rows(state)
    follows = set(state["follows"])
    rows += _newer(state, now, follows)
    for uid in follows:
        rows += [p for p in w.posts_of.get(uid, ()) if p["time"] <= now][:10]
    rows = [p for p in rows if not hidden(w, state, p)]
    return sorted(rows, key=lambda p: (-p["time"], p["id"]))[:TIMELINE]


def profile_posts(w: World, state: dict[str, Any], uid: str) -> list[Row]:
    rows = list(w.posts_of.get(uid, ())) + [incoming_row(p) for p in incoming(state) if p["author"] == uid]
    if uid == ME:
        rows = own_rows(state) + rows
        mine = {p["id"] for p in rows}
        rows += [r for pid in state["reposts"] if (r := get(w, state, pid)) and r["id"] not in mine]
    return sorted(rows, key=lambda p: (-p["time"], p["id"]))


def account_by_handle(w: World, handle: str) -> Row | None:
    return w.by_handle.get(handle.lstrip("@").casefold())


def user_list(state: dict[str, Any], lid: object) -> dict[str, Any] | None:
    return next((x for x in state["lists"] if x["id"] == lid), None)


def thread(state: dict[str, Any], uid: str) -> dict[str, Any] | None:
    return next((t for t in state["dms"] if t["uid"] == uid), None)
