"""World + overlay: the composed people, chats, messages and moments every screen shows.

Pure functions of the overlay dict ``st`` (``get_state()["apps"]["messenger"]``), so views,
effects, alarm handlers and benchmark tasks all agree on what the user sees. The overlay wins.
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from typing import Any

from mgym.i18n import names

from . import labels as L
from .world import world

ME = "me"


# ---- people -----------------------------------------------------------------------------------
def me(st: dict[str, Any], region: str) -> dict[str, Any]:
    w = world(region).me
    prof = st["profile"]
    return {**w, "id": prof.get("messenger_id") or w["id"], "name": prof["name"] or w["name"], "signature": prof["signature"] if prof["signature"] is not None
            else w["signature"], "region": prof["region"] or w["region"], "display": prof["name"] or w["name"],
            "me": True}


def added_ids(st: dict[str, Any]) -> list[str]:
    return [a["id"] for a in st["added"]]


def friend_ids(st: dict[str, Any], region: str) -> AbstractSet[str]:
    """Ids of my contacts: the world's plus added ones, minus deleted ones."""
    deleted = {u for u, o in st["contacts"].items() if o.get("deleted")}
    if not deleted and not st["added"]:
        return world(region).contact_ids
    return (set(world(region).contact_ids) | set(added_ids(st))) - deleted


def user(st: dict[str, Any], region: str, uid: str, friends: AbstractSet[str] | None = None) -> dict[str, Any] | None:
    """A person composed with my overrides; ``None`` for an unknown id."""
    if uid == ME:
        return me(st, region)
    base = world(region).users.get(uid)
    if base is None:
        return None
    ov = st["contacts"].get(uid, {})
    friends = friend_ids(st, region) if friends is None else friends
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
        "source": L.ADDED_VIA.get(added["via"], L.ADDED_VIA["id"]) if added else base.get("source", ""),
        "me": False,
    }


def display(st: dict[str, Any], region: str, uid: str) -> str:
    u = user(st, region, uid)
    return u["display"] if u else uid


def sort_key(name: str) -> tuple[int, str]:
    """A-Z by the name, Chinese names by their pinyin (张伟 as "zhang wei"); others last."""
    key = names.latin_key(name)
    return (0 if key[:1].isalpha() else 1, key)


def letter(name: str) -> str:
    """The A-Z index letter of a name (张伟 under Z)."""
    first = names.latin_key(name)[:1].upper()
    return first if "A" <= first <= "Z" else "#"


def contacts(st: dict[str, Any], region: str) -> list[dict[str, Any]]:
    """My contacts (not deleted), sorted by the name I see."""
    friends = friend_ids(st, region)
    out = [u for u in (user(st, region, uid, friends) for uid in friends) if u is not None]
    return sorted(out, key=lambda u: sort_key(u["display"]))


def blocked(st: dict[str, Any], region: str) -> list[dict[str, Any]]:
    return [u for u in contacts(st, region) if u["blocked"]]


def all_tags(st: dict[str, Any], region: str) -> list[str]:
    return [*world(region).tags, *(t for t in st["tags"] if t not in world(region).tags)]


def tag_members(st: dict[str, Any], region: str, tag: str) -> list[dict[str, Any]]:
    return [u for u in contacts(st, region) if tag in u["tags"]]


def digits(s: str) -> str:
    return re.sub(r"\D", "", s)


def find_user(st: dict[str, Any], region: str, query: str) -> dict[str, Any] | None:
    """A person by exact Messenger ID or phone number (as the add-contact search finds them)."""
    q = query.strip()
    if not q:
        return None
    if q.lower() == me(st, region)["id"].lower():
        return me(st, region)
    for uid, u in world(region).users.items():
        if uid.lower() == q.lower() or (len(digits(q)) >= 7 and digits(u["phone"]).endswith(digits(q))):
            return user(st, region, uid)
    return None


def requests(st: dict[str, Any], region: str) -> list[dict[str, Any]]:
    out = []
    for r in world(region).requests:
        u = user(st, region, r["id"])
        assert u is not None
        out.append({**r, "user": u, "status": st["requests"].get(r["id"], "pending")})
    return out


# ---- chats ------------------------------------------------------------------------------------
def _new_chat(st: dict[str, Any], cid: str) -> dict[str, Any] | None:
    return next((c for c in st["new_chats"] if c["id"] == cid), None)


def chat_base(st: dict[str, Any], region: str, cid: str) -> dict[str, Any] | None:
    return world(region).chat_map.get(cid) or _new_chat(st, cid)


def direct_chat_id(st: dict[str, Any], region: str, uid: str) -> str | None:
    cid = world(region).direct_of.get(uid)
    if cid is not None:
        return cid
    new = next((c for c in st["new_chats"] if c["kind"] == "direct" and c["peer"] == uid), None)
    return new["id"] if new else None


def all_chat_ids(st: dict[str, Any], region: str) -> list[str]:
    return [c["id"] for c in world(region).chats] + [c["id"] for c in st["new_chats"]]


def _visible_msg(st: dict[str, Any], m: dict[str, Any], cleared: int | None, deleted: set[str]) -> bool:
    if m["id"] in deleted:
        return False
    return cleared is None or m["time"] > cleared


def messages(st: dict[str, Any], region: str, cid: str) -> list[dict[str, Any]]:
    """The messages of a chat, oldest first: the world's, then the session's; deleted and cleared ones
    left out."""
    base = chat_base(st, region, cid)
    if base is None:
        return []
    ov = st["chats"].get(cid, {})
    cleared = max((t for t in (ov.get("cleared_at"), st["cleared_all_at"]) if t is not None), default=None)
    deleted = set(st["deleted_messages"])
    out = [{**m, "chat": cid, "quote": None, "forwarded": False, "data": {}} for m in base.get("messages", ())]
    out += [m for m in st["messages"] if m["chat"] == cid]
    return [m for m in out if _visible_msg(st, m, cleared, deleted)]


def last_message(st: dict[str, Any], region: str, cid: str) -> dict[str, Any] | None:
    """The newest visible message of a chat (what the chat list shows), without composing them all."""
    base = chat_base(st, region, cid)
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


def message(st: dict[str, Any], region: str, mid: str) -> dict[str, Any] | None:
    """Any message by id (world or session), even if deleted or cleared."""
    m = world(region).message_map.get(mid)
    if m is not None:
        return {**m, "quote": None, "forwarded": False, "data": {}}
    return next((m for m in st["messages"] if m["id"] == mid), None)


def payload(m: dict[str, Any]) -> dict[str, Any]:
    """Kind-specific fields of a message, whether from the world (flat) or the session (``data``)."""
    keys = ("image", "location", "amount", "memo", "status", "count", "greeting", "bill_id", "method")
    flat = {k: m[k] for k in keys if k in m}
    return {**flat, **(m.get("data") or {})}


def system_text(m: dict[str, Any], locale: str) -> str:
    """A system message in ``locale``: its msgid and args (``data.msg``) if it has them, else its text."""
    d = m.get("data") or {}
    if not d.get("msg"):
        return str(m["text"])
    args = {k: join_names(v, locale) if isinstance(v, list) else v for k, v in (d.get("args") or {}).items()}
    return L.gettext(str(d["msg"]), locale, **args)


def join_names(ns: list[str], locale: str) -> str:
    """"A", "A and B", "A, B and C"; 甲、乙和丙 in Chinese."""
    if len(ns) <= 1:
        return "".join(ns)
    return L.gettext("{list} and {last}", locale, list=L.gettext(", ", locale).join(ns[:-1]), last=ns[-1])


def preview(m: dict[str, Any], locale: str) -> str:
    """One line describing a message, as the chat list and notifications show it."""
    kind = m["kind"]
    if kind == "text":
        return " ".join(m["text"].split())
    if kind == "system":
        return " ".join(system_text(m, locale).split())
    p = payload(m)
    if kind == "image":
        return L.gettext("[Photo]", locale)
    if kind == "location":
        return L.gettext("[Location] {name}", locale, name=p.get("location", {}).get("name", "")).strip()
    if kind == "transfer":
        return L.gettext("[Transfer]", locale)
    if kind == "red_envelope":
        return L.gettext("[Red Envelope] {greeting}", locale, greeting=p.get("greeting", "")).strip()
    return ""


def chat(st: dict[str, Any], region: str, cid: str, friends: AbstractSet[str] | None = None) -> dict[str, Any] | None:
    """A chat composed with its overrides: name, members, flags, unread count."""
    base = chat_base(st, region, cid)
    if base is None:
        return None
    ov = st["chats"].get(cid, {})

    def pick(key: str, default: Any) -> Any:
        v = ov.get(key)
        return base.get(key, default) if v is None else v

    out: dict[str, Any] = {
        "id": cid, "kind": base["kind"], "pinned": bool(pick("pinned", False)), "muted": bool(pick("muted", False)),
        "unread": int(pick("unread", 0)), "hidden": bool(ov.get("hidden", False)), "left": bool(ov.get("left", False)),
        "pinned_message": ov.get("pinned_message"), "new": cid not in world(region).chat_map,
    }
    if base["kind"] == "direct":
        u = user(st, region, base["peer"], friends)
        out.update(peer=base["peer"], name=u["display"] if u else base["peer"], members=["me", base["peer"]],
                   hue=u["hue"] if u else 0, owner="me", announcement="", contact=bool(u and u["contact"]),
                   blocked=bool(u and u["blocked"]))
    else:
        members = list(pick("members", []))
        names = [display(st, region, m) for m in members if m != ME]
        sep = "、" if region == "zh-CN" else ", "
        name = pick("name", "") or sep.join(names[:3]) + ("…" if len(names) > 3 else "")
        out.update(peer=None, name=name, custom_name=bool(pick("name", "")), members=members,
                   hue=sum(map(ord, cid)) * 47 % 360, owner=base.get("owner", "me"),
                   announcement=pick("announcement", ""), contact=True, blocked=False)
    return out


def listed(st: dict[str, Any], c: dict[str, Any], friends: AbstractSet[str]) -> bool:
    """Does the chat appear in the chat list?"""
    if c["hidden"] or c["left"]:
        return False
    return c["kind"] == "group" or c["peer"] in friends


def chat_rows(st: dict[str, Any], region: str) -> list[dict[str, Any]]:
    """The chat list: pinned chats first, then the most recent activity first."""
    friends = friend_ids(st, region)
    rows = []
    for cid in all_chat_ids(st, region):
        c = chat(st, region, cid, friends)
        if c is None or not listed(st, c, friends):
            continue
        last = last_message(st, region, cid)
        base = chat_base(st, region, cid) or {}
        when = last["time"] if last else int(base.get("created", 0) or (base.get("messages") or [{"time": 0}])[-1]["time"])
        sender = ""
        if last and c["kind"] == "group" and last["sender"] not in (ME, "system") and last["kind"] != "system":
            sender = display(st, region, last["sender"])
        rows.append({**c, "time": when, "last": last, "sender": sender, "last_id": last["id"] if last else None})
    rows.sort(key=lambda r: (not r["pinned"], -r["time"], r["id"]))
    return rows


def listed_chats(st: dict[str, Any], region: str) -> list[dict[str, Any]]:
    """The chats of the chat list (unordered, without their last message): cheaper than chat_rows."""
    friends = friend_ids(st, region)
    out = []
    for cid in all_chat_ids(st, region):
        c = chat(st, region, cid, friends)
        if c is not None and listed(st, c, friends):
            out.append(c)
    return out


def unread_chats(st: dict[str, Any], region: str) -> int:
    """How many chats in the list have unread messages."""
    return sum(1 for c in listed_chats(st, region) if c["unread"])


def unread_total(st: dict[str, Any], region: str) -> int:
    """Unread messages of the chats that are not muted (the Chats tab's badge)."""
    return sum(c["unread"] for c in listed_chats(st, region) if not c["muted"])


def last_said(st: dict[str, Any], region: str, uid: str) -> dict[str, Any] | None:
    """The last message ``uid`` sent me in our direct chat."""
    cid = direct_chat_id(st, region, uid)
    if cid is None:
        return None
    theirs = [m for m in messages(st, region, cid) if m["sender"] == uid]
    return theirs[-1] if theirs else None


# ---- moments ----------------------------------------------------------------------------------
def _liked(st: dict[str, Any], p: dict[str, Any]) -> bool:
    v = st["likes"].get(p["id"])
    return ME in p.get("likes", ()) if v is None else bool(v)


def compose_post(st: dict[str, Any], region: str, p: dict[str, Any], friends: AbstractSet[str]) -> dict[str, Any]:
    mine = p.get("author", ME) == ME
    author = ME if mine else p["author"]
    au = user(st, region, author, friends)
    liked = _liked(st, p)
    likers = [u for u in p.get("likes", ()) if u != ME and u in friends]
    like_names = [display(st, region, u) for u in likers] + (["me"] if liked else [])
    deleted = set(st["deleted_comments"])
    comments = [c for c in p.get("comments", ()) if (c["author"] == ME or c["author"] in friends)]
    comments += [{**c, "author": ME} for c in st["comments"] if c["post"] == p["id"]]
    out_comments = []
    for c in sorted(comments, key=lambda c: (c["time"], c["id"])):
        if c["id"] in deleted:
            continue
        out_comments.append({"id": c["id"], "author": c["author"], "name": display(st, region, c["author"]),
                             "text": c["text"], "time": c["time"], "mine": c["author"] == ME,
                             "reply_to": display(st, region, c["reply_to"]) if c.get("reply_to") else ""})
    return {
        "id": p["id"], "author": author, "name": au["display"] if au else author, "hue": au["hue"] if au else 0,
        "text": p["text"], "images": list(p.get("images", ())), "time": p["time"], "location": p.get("location", ""),
        "visibility": p.get("visibility", "everyone"), "mine": mine, "liked": liked, "likes": like_names,
        "comments": out_comments, "new": p["id"] not in world(region).moment_map,
    }


def _feed_raw(st: dict[str, Any], region: str, by: str | None = None) -> list[dict[str, Any]]:
    friends = friend_ids(st, region)
    ov = st["contacts"]
    deleted = set(st["deleted_posts"])
    posts = []
    for p in [*world(region).moments, *st["posts"]]:
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


def feed(st: dict[str, Any], region: str, limit: int | None = None, by: str | None = None) -> list[dict[str, Any]]:
    """Moments I can see, newest first: mine, and my contacts' (unless blocked or hidden); the first
    ``limit`` of them, only those of ``by`` if given."""
    friends = friend_ids(st, region)
    return [compose_post(st, region, p, friends) for p in _feed_raw(st, region, by)[:limit]]


def feed_size(st: dict[str, Any], region: str, by: str | None = None) -> int:
    return len(_feed_raw(st, region, by))


def post(st: dict[str, Any], region: str, pid: str) -> dict[str, Any] | None:
    if pid in st["deleted_posts"]:
        return None
    p = world(region).moment_map.get(pid) or next((x for x in st["posts"] if x["id"] == pid), None)
    return compose_post(st, region, p, friend_ids(st, region)) if p else None


def user_posts(st: dict[str, Any], region: str, uid: str, limit: int | None = None) -> list[dict[str, Any]]:
    return feed(st, region, limit, by=uid)


# ---- search -----------------------------------------------------------------------------------
def search(st: dict[str, Any], region: str, q: str, limit: int = 30) -> dict[str, list[dict[str, Any]]]:
    low = q.strip().lower()
    if not low:
        return {"contacts": [], "groups": [], "messages": []}
    people = [u for u in contacts(st, region) if low in u["display"].lower() or low in u["name"].lower()
              or low in u["id"].lower()]
    friends = friend_ids(st, region)
    groups, hits = [], []
    for cid in all_chat_ids(st, region):
        c = chat(st, region, cid, friends)
        if c is None or not listed(st, c, friends):
            continue
        if c["kind"] == "group" and low in c["name"].lower():
            groups.append(c)
        for m in messages(st, region, cid):
            if m["kind"] == "text" and low in m["text"].lower():
                hits.append({"chat_id": cid, "chat": c["name"], "hue": c["hue"], "id": m["id"], "time": m["time"],
                             "text": m["text"], "mine": m["sender"] == ME,
                             "sender": display(st, region, m["sender"]) if m["sender"] != ME else "Me"})
    hits.sort(key=lambda h: (-h["time"], h["id"]))
    return {"contacts": people[:limit], "groups": groups[:limit], "messages": hits[:limit]}


def file_photo(row: dict[str, Any]) -> dict[str, Any]:
    """What a message or a post stores of a picture file sent from the phone (``os.files`` row)."""
    return {"asset": row["asset"], "name": row["path"].rsplit("/", 1)[1], "media_id": row["id"]}
