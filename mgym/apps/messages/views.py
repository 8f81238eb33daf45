"""Messages views: each screen's template and context. Templates only lay these out."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from mgym.app import View, ViewFn
from mgym.i18n import N_
from mgym.os.context import AppContext

from . import effects as fx
from .threads import (
    address_hue,
    contact_for,
    find_contacts,
    index_letter,
    looks_like_number,
    muted,
    screen_address,
    screen_thread,
    thread_param,
)

T = "apps/messages/"
#: consecutive messages from one side closer than this form one run (one timestamp under it)
RUN_GAP_MS = 5 * 60_000
#: a scroll offset past the end: the browser clamps it, so a conversation opens at its newest message
BOTTOM = 10_000_000
SEARCH_LIMIT = 50
#: a contact's phone type as the recipient list shows it (msgids: the template translates them)
PHONE_TYPES: dict[str, str] = {"mobile": N_("Mobile"), "home": N_("Home"), "work": N_("Work"), "other": N_("Other")}
#: the delete dialogs' texts (msgids)
DELETE_THREAD = N_("Delete this conversation?")
DELETE_THREAD_BODY = N_("This conversation will be deleted from this device.")
DELETE_MESSAGE = N_("Delete this message?")


def _dt(ms: int) -> datetime:
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=int(ms))


def _who(ctx: AppContext, address: str) -> dict[str, Any]:
    """Name and avatar data of the other party."""
    contact = contact_for(ctx, address)
    return {"name": str(contact["name"]) if contact and contact["name"] else address,
            "known": contact is not None, "hue": address_hue(address),
            "contact_id": contact["id"] if contact else None}


def thread_row(ctx: AppContext, t: dict[str, Any]) -> dict[str, Any]:
    """One conversation in a list: who, the last message's snippet and time, unread count, flags."""
    last = t["messages"][-1] if t["messages"] else None
    unread = ctx.sms.unread(t)
    return {
        "id": t["id"], "address": t["address"], **_who(ctx, t["address"]),
        "snippet": " ".join(last["body"].split()) if last else "",
        "you": bool(last and not last["incoming"]), "time": last["time"] if last else None,
        "unread": unread, "pinned": t["pinned"], "archived": t["archived"], "muted": muted(ctx, t["id"]),
        "has_incoming": any(m["incoming"] for m in t["messages"]),
    }


# ---- lists -------------------------------------------------------------------------------------


def inbox(ctx: AppContext) -> View:
    rows = [thread_row(ctx, t) for t in ctx.sms.ordered() if not t["archived"]]
    return View(T + "inbox.html", {"rows": rows})


def inbox_menu(ctx: AppContext) -> View:
    unread = any(ctx.sms.unread(t) for t in ctx.sms.rows)
    return View(T + "inbox_menu.html", {"has_unread": unread})


def archived(ctx: AppContext) -> View:
    rows = [thread_row(ctx, t) for t in ctx.sms.ordered() if t["archived"]]
    return View(T + "archived.html", {"rows": rows})


def thread_menu(ctx: AppContext) -> View:
    t = thread_param(ctx)
    return View(T + "thread_menu.html", {"t": thread_row(ctx, t) if t else None})


def thread_delete(ctx: AppContext) -> View:
    return View(T + "confirm.html", {
        "title": DELETE_THREAD, "body": DELETE_THREAD_BODY, "dismiss": "thread_delete.dismiss", "ok": "thread.delete",
        "ok_params": {"thread_id": ctx.param("thread_id")}})


# ---- a conversation ----------------------------------------------------------------------------


def _day_label(ms: int, now: datetime) -> dict[str, Any]:
    """How a day heads its messages: ``rel`` "Today" / "Yesterday" (msgids), else ``weekday`` within
    the week, else its date (``year`` when not this year). The template formats ``ms``."""
    day = _dt(ms)
    diff = (now.date() - day.date()).days
    rel = N_("Today") if diff == 0 else N_("Yesterday") if diff == 1 else ""
    return {"rel": rel, "weekday": not rel and 1 < diff < 7, "year": day.year != now.year,
            "ms": int(ms)}


def message_days(messages: list[dict[str, Any]], now_ms: int, expanded: Any = None,
                 assets: dict[int, str] | None = None) -> list[dict[str, Any]]:
    """Messages grouped by day, each marked as the first / last of a run from one side."""
    now = _dt(now_ms)
    days: list[dict[str, Any]] = []
    for i, m in enumerate(messages):
        t = _dt(m["time"])
        if not days or days[-1]["key"] != t.date():
            days.append({"key": t.date(), **_day_label(m["time"], now), "messages": []})
        prev = messages[i - 1] if i else None
        nxt = messages[i + 1] if i + 1 < len(messages) else None

        def joined(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
            return (a is not None and b is not None and a["incoming"] == b["incoming"]
                    and _dt(a["time"]).date() == _dt(b["time"]).date() and b["time"] - a["time"] <= RUN_GAP_MS)

        days[-1]["messages"].append({
            "id": m["id"], "body": m["body"], "time": m["time"], "incoming": m["incoming"],
            "read": m["read"], "first": not joined(prev, m), "last": not joined(m, nxt),
            "expanded": expanded is not None and m["id"] == expanded,
            "pictures": [(assets or {}).get(int(f), "") for f in m.get("files") or []],
        })
    for d in days:
        del d["key"]
    return days


def thread(ctx: AppContext) -> View:
    t = screen_thread(ctx)
    address = t["address"] if t else screen_address(ctx)
    who = _who(ctx, address) if address else {"name": "", "known": False, "hue": 0, "contact_id": None}
    messages = t["messages"] if t else []
    last_id = messages[-1]["id"] if messages else 0
    key = f"msgs-{last_id}"  # a new message starts a new scroll position: back at the newest
    scroll_map = ctx.entry["scroll"] if ctx.entry else {}
    outgoing = [m for m in messages if not m["incoming"]]
    body = ctx.field("body").strip()
    shared = str(ctx.param("text") or "")
    assets = {int(r["id"]): str(r["asset"]) for r in ctx.files.rows if r["asset"]}
    attached = [{"id": f, "asset": assets.get(f, "")} for f in fx.attached(ctx)]
    return View(T + "thread.html", {
        "head": {"id": t["id"] if t else None, "address": address, **who,
                 "sub": address if who["known"] else ""},
        "days": message_days(messages, ctx.now, ctx.param("expanded"), assets),
        "scroll_key": key, "scroll_offset": int(scroll_map.get(key, BOTTOM)),
        "delivered": bool(ctx.state["settings"]["delivery_reports"] and messages and outgoing
                          and messages[-1] is outgoing[-1]),
        "shared": shared, "ready": bool(body or shared or attached), "can_send": bool(address),
        "attached": attached,
    })


def message_menu(ctx: AppContext) -> View:
    return View(T + "message_menu.html", {"thread_id": ctx.param("thread_id"),
                                           "message_id": ctx.param("message_id")})


def message_delete(ctx: AppContext) -> View:
    return View(T + "confirm.html", {
        "title": DELETE_MESSAGE, "body": "", "dismiss": "message_delete.dismiss",
        "ok": "message.delete",
        "ok_params": {"thread_id": ctx.param("thread_id"), "message_id": ctx.param("message_id")}})


# ---- new conversation, search ------------------------------------------------------------------


def _contact_row(c: dict[str, Any]) -> dict[str, Any]:
    return {"id": c["id"], "name": c["name"], "phone": c["phone"],
            "phone_type": PHONE_TYPES.get(c["phone_type"], PHONE_TYPES["other"])}


def new(ctx: AppContext) -> View:
    q = ctx.field("to").strip()
    found = [c for c in find_contacts(ctx, q) if c["phone"]]
    groups: list[dict[str, Any]] = []
    for c in found:
        letter = index_letter(c["name"])
        if not groups or groups[-1]["letter"] != letter:
            groups.append({"letter": letter, "contacts": []})
        groups[-1]["contacts"].append(_contact_row(c))
    top = [] if q else [_contact_row(c) for c in found if c["starred"]][:8]
    return View(T + "new.html", {"query": q, "number": q if looks_like_number(q) else "", "groups": groups,
                                 "top": top, "shared": str(ctx.param("text") or "")})


def _highlight(body: str, q: str, width: int = 60) -> dict[str, str]:
    """``body`` cut around the first match of ``q``: the text before, the match, the text after."""
    flat = " ".join(body.split())
    i = flat.lower().find(q.lower())
    start = max(0, i - 20) if len(flat) > width else 0
    return {"pre": ("…" if start else "") + flat[start:i], "hit": flat[i:i + len(q)], "post": flat[i + len(q):]}


def search(ctx: AppContext) -> View:
    q = ctx.field("q").strip()
    convs: list[dict[str, Any]] = []
    hits: list[dict[str, Any]] = []
    if q:
        low = q.lower()
        for t in ctx.sms.ordered():
            row = thread_row(ctx, t)
            if low in row["name"].lower() or low in t["address"].lower():
                convs.append(row)
            for m in t["messages"]:
                if low in m["body"].lower():
                    hits.append({"thread_id": t["id"], "name": row["name"], "known": row["known"],
                                 "hue": row["hue"], "time": m["time"], "id": m["id"],
                                 **_highlight(m["body"], q)})
        hits.sort(key=lambda h: (-h["time"], h["id"]))
    return View(T + "search.html", {"query": q, "convs": convs, "hits": hits[:SEARCH_LIMIT]})


# ---- details, settings -------------------------------------------------------------------------


def details(ctx: AppContext) -> View:
    t = thread_param(ctx)
    info = None
    if t is not None:
        info = {"id": t["id"], "address": t["address"], **_who(ctx, t["address"]), "muted": muted(ctx, t["id"])}
    return View(T + "details.html", {"t": info})


def details_delete(ctx: AppContext) -> View:
    return View(T + "confirm.html", {
        "title": DELETE_THREAD, "body": DELETE_THREAD_BODY, "dismiss": "details_delete.dismiss", "ok": "details.delete",
        "ok_params": {"thread_id": ctx.param("thread_id")}})


def settings(ctx: AppContext) -> View:
    return View(T + "settings.html", {"settings": dict(ctx.state["settings"])})


VIEWS: dict[str, ViewFn] = {
    "inbox": inbox, "inbox_menu": inbox_menu, "archived": archived, "thread_menu": thread_menu,
    "thread_delete": thread_delete, "thread": thread, "message_menu": message_menu,
    "message_delete": message_delete, "new": new, "search": search, "details": details,
    "details_delete": details_delete, "settings": settings,
}
