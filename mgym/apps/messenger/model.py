"""World + overlay: the composed people, chats, messages and moments every screen shows.

Pure functions of the overlay dict ``st`` (``get_state()["apps"]["messenger"]``), so views,
effects, alarm handlers and benchmark tasks all agree on what the user sees. The overlay wins.
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from typing import Any

from .world import world

ME = "me"


# ---- people -----------------------------------------------------------------------------------
def me(st: dict[str, Any]) -> dict[str, Any]:
    w = world().me
    prof = st["profile"]
    return {**w, "id": prof.get("messenger_id") or w["id"], "name": prof["name"] or w["name"], "signature": prof["signature"] if prof["signature"] is not None
            else w["signature"], "region": prof["region"] or w["region"], "display": prof["name"] or w["name"],
            "me": True}


def added_ids(st: dict[str, Any]) -> list[str]:
    return [a["id"] for a in st["added"]]


def friend_ids(st: dict[str, Any]) -> AbstractSet[str]:
    """Ids of my contacts: the world's plus added ones, minus deleted ones."""
    deleted = {u for u, o in st["contacts"].items() if o.get("deleted")}
    if not deleted and not st["added"]:
        return world().contact_ids
    return (set(world().contact_ids) | set(added_ids(st))) - deleted


def user(st: dict[str, Any], uid: str, friends: AbstractSet[str] | None = None) -> dict[str, Any] | None:
    """A person composed with my overrides; ``None`` for an unknown id."""
    if uid == ME:
        return me(st)
    base = world().users.get(uid)
    if base is None:
        return None
    ov = st["contacts"].get(uid, {})
    friends = friend_ids(st) if friends is None else friends
    remark = ov.get("remark")
    remark = base.get("remark", "") if remark is None else remark
    added = next((a for a in st["added"] if a["id"] == uid), None)

    def pick(key: str, default: Any) -> Any:
        v = ov.get(key)
        return base.get(key, default) if v is None else v

    return {
        "id": uid, "name": base["name"], "remark": remark, "display": remark or base["name"],
        "phone": base["phone"], "region": base["region"], "signature": base["signature"], "gender": base["gender"],
        "hue": base["hue"], "contact": uid in friends, "tags": list(pick("tags", [])),
        "starred": bool(pick("starred", False)), "blocked": bool(pick("blocked", False)),
        "hide_my_moments": bool(pick("hide_my_moments", False)),
        "hide_their_moments": bool(pick("hide_their_moments", False)),
        "since": added["time"] if added else base.get("since"),
        "source": ("Added by searching phone number" if added["via"] == "phone" else
                   "Added from a friend request" if added["via"] == "request" else "Added by searching ID")
        if added else base.get("source", ""),
        "me": False,
    }


def display(st: dict[str, Any], uid: str) -> str:
    u = user(st, uid)
    return u["display"] if u else uid


def sort_key(name: str) -> tuple[int, str]:
    first = name[:1].upper()
    return (0 if first.isalpha() else 1, name.lower())


def letter(name: str) -> str:
    first = name[:1].upper()
    return first if "A" <= first <= "Z" else "#"


def contacts(st: dict[str, Any]) -> list[dict[str, Any]]:
    """My contacts (not deleted), sorted by the name I see."""
    friends = friend_ids(st)
    out = [u for u in (user(st, uid, friends) for uid in friends) if u is not None]
    return sorted(out, key=lambda u: sort_key(u["display"]))


def blocked(st: dict[str, Any]) -> list[dict[str, Any]]:
    return [u for u in contacts(st) if u["blocked"]]


def all_tags(st: dict[str, Any]) -> list[str]:
    return [*world().tags, *(t for t in st["tags"] if t not in world().tags)]


def tag_members(st: dict[str, Any], tag: str) -> list[dict[str, Any]]:
    return [u for u in contacts(st) if tag in u["tags"]]


def digits(s: str) -> str:
    return re.sub(r"\D", "", s)


def find_user(st: dict[str, Any], query: str) -> dict[str, Any] | None:
    """A person by exact Messenger ID or phone number (as the add-contact search finds them)."""
    q = query.strip()
    if not q:
        return None
    if q.lower() == me(st)["id"].lower():
        return me(st)
    for uid, u in world().users.items():
        if uid.lower() == q.lower() or (len(digits(q)) >= 7 and digits(u["phone"]).endswith(digits(q))):
            return user(st, uid)
    return None


def requests(st: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for r in world().requests:
        u = user(st, r["id"])
        assert u is not None
        out.append({**r, "user": u, "status": st["requests"].get(r["id"], "pending")})
    return out


# ---- chats ------------------------------------------------------------------------------------
def _new_chat(st: dict[str, Any], cid: str) -> dict[str, Any] | None:
    return next((c for c in st["new_chats"] if c["id"] == cid), None)


def chat_base(st: dict[str, Any], cid: str) -> dict[str, Any] | None:
    return world().chat_map.get(cid) or _new_chat(st, cid)


def direct_chat_id(st: dict[str, Any], uid: str) -> str | None:
    cid = world().direct_of.get(uid)
    if cid is not None:
        return cid
    new = next((c for c in st["new_chats"] if c["kind"] == "direct" and c["peer"] == uid), None)
    return new["id"] if new else None


def all_chat_ids(st: dict[str, Any]) -> list[str]:
    return [c["id"] for c in world().chats] + [c["id"] for c in st["new_chats"]]


def _visible_msg(st: dict[str, Any], m: dict[str, Any], cleared: int | None, deleted: set[str]) -> bool:
    if m["id"] in deleted:
        return False
    return cleared is None or m["time"] > cleared


def messages(st: dict[str, Any], cid: str) -> list[dict[str, Any]]:
    """The messages of a chat, oldest first: the world's, then the session's; deleted and cleared ones
    left out."""
    base = chat_base(st, cid)
    if base is None:
        return []
    ov = st["chats"].get(cid, {})
    cleared = max((t for t in (ov.get("cleared_at"), st["cleared_all_at"]) if t is not None), default=None)
    deleted = set(st["deleted_messages"])
    out = [{**m, "chat": cid, "quote": None, "forwarded": False, "data": {}} for m in base.get("messages", ())]
    out += [m for m in st["messages"] if m["chat"] == cid]
    return [m for m in out if _visible_msg(st, m, cleared, deleted)]


def last_message(st: dict[str, Any], cid: str) -> dict[str, Any] | None:
    """The newest visible message of a chat (what the chat list shows), without composing them all."""
    base = chat_base(st, cid)
    if base is None:
        return None
    ov = st["chats"].get(cid, {})
    cleared = max((t for t in (ov.get("cleared_at"), st["cleared_all_at"]) if t is not None), default=None)
    deleted = set(st["deleted_messages"])
    for m in reversed(st["messages"]):
        if m["chat"] == cid and _visible_msg(st, m, cleared, deleted):
            return m
    for m in reversed(base.get("messages", ())):
        if _visible_msg(st, m, cleared, deleted):
            return {**m, "chat": cid, "quote": None, "forwarded": False, "data": {}}
    return None


def message(st: dict[str, Any], mid: str) -> dict[str, Any] | None:
    """Any message by id (world or session), even if deleted or cleared."""
    m = world().message_map.get(mid)
    if m is not None:
        return {**m, "quote": None, "forwarded": False, "data": {}}
    return next((m for m in st["messages"] if m["id"] == mid), None)


def payload(m: dict[str, Any]) -> dict[str, Any]:
    """Kind-specific fields of a message, whether from the world (flat) or the session (``data``)."""
    keys = ("image", "location", "amount", "memo", "status", "count", "greeting", "bill_id", "method")
    flat = {k: m[k] for k in keys if k in m}
    return {**flat, **(m.get("data") or {})}


def preview(st: dict[str, Any], m: dict[str, Any]) -> str:
    """One line describing a message, as the chat list and notifications show it."""
    kind = m["kind"]
    if kind == "text" or kind == "system":
        return " ".join(m["text"].split())
    p = payload(m)
    if kind == "image":
        return "[Photo]"
    if kind == "location":
        return f"[Location] {p.get('location', {}).get('name', '')}".strip()
    if kind == "transfer":
        return "[Transfer]"
    if kind == "red_envelope":
        return f"[Red Envelope] {p.get('greeting', '')}".strip()
    return ""


def chat(st: dict[str, Any], cid: str, friends: AbstractSet[str] | None = None) -> dict[str, Any] | None:
    """A chat composed with its overrides: name, members, flags, unread count."""
    base = chat_base(st, cid)
    if base is None:
        return None
    ov = st["chats"].get(cid, {})

    def pick(key: str, default: Any) -> Any:
        v = ov.get(key)
        return base.get(key, default) if v is None else v

    out: dict[str, Any] = {
        "id": cid, "kind": base["kind"], "pinned": bool(pick("pinned", False)), "muted": bool(pick("muted", False)),
        "unread": int(pick("unread", 0)), "hidden": bool(ov.get("hidden", False)), "left": bool(ov.get("left", False)),
        "pinned_message": ov.get("pinned_message"), "new": cid not in world().chat_map,
    }
    if base["kind"] == "direct":
        u = user(st, base["peer"], friends)
        out.update(peer=base["peer"], name=u["display"] if u else base["peer"], members=["me", base["peer"]],
                   hue=u["hue"] if u else 0, owner="me", announcement="", contact=bool(u and u["contact"]),
                   blocked=bool(u and u["blocked"]))
    else:
        members = list(pick("members", []))
        names = [display(st, m) for m in members if m != ME]
        name = pick("name", "") or ", ".join(names[:3]) + ("…" if len(names) > 3 else "")
        out.update(peer=None, name=name, custom_name=bool(pick("name", "")), members=members,
                   hue=sum(map(ord, cid)) * 47 % 360, owner=base.get("owner", "me"),
                   announcement=pick("announcement", ""), contact=True, blocked=False)
    return out


def listed(st: dict[str, Any], c: dict[str, Any], friends: AbstractSet[str]) -> bool:
    """Does the chat appear in the chat list?"""
    if c["hidden"] or c["left"]:
        return False
    return c["kind"] == "group" or c["peer"] in friends


def chat_rows(st: dict[str, Any]) -> list[dict[str, Any]]:
    """The chat list: pinned chats first, then the most recent activity first."""
    friends = friend_ids(st)
    rows = []
    for cid in all_chat_ids(st):
        c = chat(st, cid, friends)
        if c is None or not listed(st, c, friends):
            continue
        last = last_message(st, cid)
        base = chat_base(st, cid) or {}
        when = last["time"] if last else int(base.get("created", 0) or (base.get("messages") or [{"time": 0}])[-1]["time"])
        sender = ""
        if last and c["kind"] == "group" and last["sender"] not in (ME, "system") and last["kind"] != "system":
            sender = display(st, last["sender"])
        rows.append({**c, "time": when, "snippet": preview(st, last) if last else "", "sender": sender,
                     "last_id": last["id"] if last else None})
    rows.sort(key=lambda r: (not r["pinned"], -r["time"], r["id"]))
    return rows


def listed_chats(st: dict[str, Any]) -> list[dict[str, Any]]:
    """The chats of the chat list (unordered, without their last message): cheaper than chat_rows."""
    friends = friend_ids(st)
    out = []
    for cid in all_chat_ids(st):
        c = chat(st, cid, friends)
        if c is not None and listed(st, c, friends):
            out.append(c)
    return out


def unread_chats(st: dict[str, Any]) -> int:
    """How many chats in the list have unread messages."""
    return sum(1 for c in listed_chats(st) if c["unread"])


def unread_total(st: dict[str, Any]) -> int:
    """Unread messages of the chats that are not muted (the Chats tab's badge)."""
    return sum(c["unread"] for c in listed_chats(st) if not c["muted"])


def last_said(st: dict[str, Any], uid: str) -> dict[str, Any] | None:
    """The last message ``uid`` sent me in our direct chat."""
    cid = direct_chat_id(st, uid)
    if cid is None:
        return None
    theirs = [m for m in messages(st, cid) if m["sender"] == uid]
    return theirs[-1] if theirs else None


# ---- moments ----------------------------------------------------------------------------------
def _liked(st: dict[str, Any], p: dict[str, Any]) -> bool:
    v = st["likes"].get(p["id"])
    return ME in p.get("likes", ()) if v is None else bool(v)


def compose_post(st: dict[str, Any], p: dict[str, Any], friends: AbstractSet[str]) -> dict[str, Any]:
    mine = p.get("author", ME) == ME
    author = ME if mine else p["author"]
    au = user(st, author, friends)
    liked = _liked(st, p)
    likers = [u for u in p.get("likes", ()) if u != ME and u in friends]
    like_names = [display(st, u) for u in likers] + (["me"] if liked else [])
    deleted = set(st["deleted_comments"])
    comments = [c for c in p.get("comments", ()) if (c["author"] == ME or c["author"] in friends)]
    comments += [{**c, "author": ME} for c in st["comments"] if c["post"] == p["id"]]
    out_comments = []
    for c in sorted(comments, key=lambda c: (c["time"], c["id"])):
        if c["id"] in deleted:
            continue
        out_comments.append({"id": c["id"], "author": c["author"], "name": display(st, c["author"]),
                             "text": c["text"], "time": c["time"], "mine": c["author"] == ME,
                             "reply_to": display(st, c["reply_to"]) if c.get("reply_to") else ""})
    return {
        "id": p["id"], "author": author, "name": au["display"] if au else author, "hue": au["hue"] if au else 0,
        "text": p["text"], "images": list(p.get("images", ())), "time": p["time"], "location": p.get("location", ""),
        "visibility": p.get("visibility", "everyone"), "mine": mine, "liked": liked, "likes": like_names,
        "comments": out_comments, "new": p["id"] not in world().moment_map,
    }


def _feed_raw(st: dict[str, Any], by: str | None = None) -> list[dict[str, Any]]:
    friends = friend_ids(st)
    ov = st["contacts"]
    deleted = set(st["deleted_posts"])
    posts = []
    for p in [*world().moments, *st["posts"]]:
        if p["id"] in deleted:
            continue
        author = p.get("author", ME)
        if by is not None and author != by:
            continue
        if author != ME:
            o = ov.get(author, {})
            if author not in friends or o.get("blocked") or o.get("hide_their_moments"):
                continue
        posts.append(p)
    posts.sort(key=lambda p: (-p["time"], p["id"]))
    return posts


def feed(st: dict[str, Any], limit: int | None = None, by: str | None = None) -> list[dict[str, Any]]:
    """Moments I can see, newest first: mine, and my contacts' (unless blocked or hidden); the first
    ``limit`` of them, only those of ``by`` if given."""
    friends = friend_ids(st)
    return [compose_post(st, p, friends) for p in _feed_raw(st, by)[:limit]]


def feed_size(st: dict[str, Any], by: str | None = None) -> int:
    return len(_feed_raw(st, by))


def post(st: dict[str, Any], pid: str) -> dict[str, Any] | None:
    if pid in st["deleted_posts"]:
        return None
    p = world().moment_map.get(pid) or next((x for x in st["posts"] if x["id"] == pid), None)
    return compose_post(st, p, friend_ids(st)) if p else None


def user_posts(st: dict[str, Any], uid: str, limit: int | None = None) -> list[dict[str, Any]]:
    return feed(st, limit, by=uid)


# ---- search -----------------------------------------------------------------------------------
def search(st: dict[str, Any], q: str, limit: int = 30) -> dict[str, list[dict[str, Any]]]:
    low = q.strip().lower()
    if not low:
        return {"contacts": [], "groups": [], "messages": []}
    people = [u for u in contacts(st) if low in u["display"].lower() or low in u["name"].lower()
              or low in u["id"].lower()]
    friends = friend_ids(st)
    groups, hits = [], []
    for cid in all_chat_ids(st):
        c = chat(st, cid, friends)
        if c is None or not listed(st, c, friends):
            continue
        if c["kind"] == "group" and low in c["name"].lower():
            groups.append(c)
        for m in messages(st, cid):
            if m["kind"] == "text" and low in m["text"].lower():
                hits.append({"chat_id": cid, "chat": c["name"], "hue": c["hue"], "id": m["id"], "time": m["time"],
                             "text": m["text"], "sender": display(st, m["sender"]) if m["sender"] != ME else "Me"})
    hits.sort(key=lambda h: (-h["time"], h["id"]))
    return {"contacts": people[:limit], "groups": groups[:limit], "messages": hits[:limit]}
