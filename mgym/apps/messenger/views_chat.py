"""Views of the chat side: the chat list, a chat and its overlays, pickers, payments, group chats."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

from . import fx_chat as fc
from . import labels as L
from . import model
from .labels import t

T = "apps/messenger/"
#: messages closer than this share one time label
GAP_MS = 5 * 60_000
#: messages a chat shows at first; "Load earlier messages" adds as many again
PAGE = 30
#: a scroll offset past the end: the browser clamps it, so a chat opens at its newest message
BOTTOM = 10_000_000
SUBJECT_ICONS = {"beach": "beach_access", "cat": "pets", "city": "location_city", "food": "restaurant",
                 "friends": "group", "mountain": "landscape", "sunset": "wb_twilight"}


def money(ctx: AppContext, v: Any) -> str:
    """An amount of the world's money (USD, or CNY in a zh-CN world) in the UI's format."""
    return L.amount(v, ctx.locale, ctx.region)


def use_24h(ctx: AppContext) -> bool:
    return bool(ctx.os["datetime"]["use_24h"])


def stamp(ctx: AppContext, ms: int) -> str:
    """A chat's time label: 08:12 today, Yesterday 19:03, Mon 14:20, Mar 2 14:20, 2025-11-02 14:20
    (昨天 19:03, 周一 14:20, 3月2日 14:20, 2025/11/2 14:20), per the 24-hour setting."""
    tm, now = formats.to_datetime(ms), formats.to_datetime(ctx.now)
    days = (now.date() - tm.date()).days
    hm = formats.time(int(ms), ctx.locale, use_24h(ctx))
    if days == 0:
        return hm
    if days == 1:
        return ctx.gettext("Yesterday {time}", time=hm)
    name = "weekday" if days < 7 else "month_day" if tm.year == now.year else "numeric"
    return f"{formats.fmt(tm, name, ctx.locale)} {hm}"


def photo(img: dict[str, Any]) -> dict[str, Any]:
    """A picture as templates draw it: a phone file's committed ``asset`` (``photo_src``), or the drawn
    hue and subject of a world picture."""
    return {"hue": int(img.get("hue", 200)), "icon": SUBJECT_ICONS.get(str(img.get("subject", "")), "image"),
            "subject": str(img.get("subject", "")) or "photo", "asset": str(img.get("asset", "")),
            "name": str(img.get("name", ""))}



def member_tiles(st: dict[str, Any], rg: str, uids: list[str], n: int = 4) -> list[dict[str, Any]]:
    out = []
    for uid in uids[:n]:
        u = model.user(st, rg, uid)
        if u is not None:
            out.append({"name": u["display"], "hue": u["hue"]})
    return out


def row(ctx: AppContext, r: dict[str, Any]) -> dict[str, Any]:
    """A chat-list row, with a spoken label (name, flags, last message) like an accessibility text."""
    last = r.get("last")
    text = model.preview(last, ctx.locale) if last else ""
    flags = [ctx.gettext("{n} unread", n=r["unread"])] if r.get("unread") else []
    flags += [ctx.gettext(f) for f, on in ((N_("pinned"), r["pinned"]), (N_("muted"), r["muted"])) if on]
    snippet = ctx.gettext("{name}: {text}", name=r["sender"], text=text) if r.get("sender") else text
    label = ctx.gettext(", ").join([r["name"], *flags]) + (f" — {snippet}" if snippet else "")
    return {**r, "snippet": text, "tiles": member_tiles(ctx.state, ctx.region, r["members"]) if r["kind"] == "group"
            else [], "label": label}


# ---- the chat list ----------------------------------------------------------------------------
def chats(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    rows = [row(ctx, r) for r in model.chat_rows(st, rg)]
    unread = sum(r["unread"] for r in rows if not r["muted"])
    return View(T + "chats.html", {"rows": rows, "unread": unread, "tab": "chats",
                                   "badges": tab_badges(st, rg, rows)})


def tab_badges(st: dict[str, Any], rg: str, rows: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    rows = model.listed_chats(st, rg) if rows is None else rows
    pending = sum(1 for r in model.requests(st, rg) if r["status"] == "pending")
    return {"chats": sum(r["unread"] for r in rows if not r["muted"]),
            "chats_dot": any(r["unread"] and r["muted"] for r in rows), "contacts": pending}


def chats_plus(ctx: AppContext) -> View:
    return View(T + "chats_plus.html", {})


def chat_actions(ctx: AppContext) -> View:
    c = model.chat(ctx.state, ctx.region, str(ctx.param("chat_id")))
    return View(T + "chat_actions.html", {"c": c})


def chat_delete(ctx: AppContext) -> View:
    c = model.chat(ctx.state, ctx.region, str(ctx.param("chat_id")))
    return View(T + "confirm.html", {
        "title": t("Delete this chat?"), "body": t("The chat with {name} and its history will be deleted.", name=c["name"] if c else ""),
        "dismiss": "chat_delete.dismiss", "ok": "chat.delete", "ok_label": t("Delete"), "danger": True,
        "ok_params": {"chat_id": ctx.param("chat_id")}})


def search(ctx: AppContext) -> View:
    q = ctx.field("q").strip()
    res = model.search(ctx.state, ctx.region, q)
    groups = [row(ctx, {**g, "members": g["members"]}) for g in res["groups"]]
    return View(T + "search.html", {"query": q, "people": res["contacts"], "groups": groups,
                                    "hits": res["messages"]})


# ---- a chat -----------------------------------------------------------------------------------
def who(ctx: AppContext, sender: str) -> str:
    """The name of a message's sender as a chat shows it ("Me" for mine)."""
    return ctx.gettext("Me") if sender == model.ME else model.display(ctx.state, ctx.region, sender)


def _quote(ctx: AppContext, mid: str | None) -> dict[str, Any] | None:
    if not mid:
        return None
    q = model.message(ctx.state, ctx.region, mid)
    if q is None:
        return None
    return {"id": q["id"], "who": who(ctx, q["sender"]), "text": model.preview(q, ctx.locale)}


def bubble(ctx: AppContext, m: dict[str, Any], group: bool) -> dict[str, Any]:
    st, rg = ctx.state, ctx.region
    p = model.payload(m)
    mine = m["sender"] == model.ME
    u = None if mine or m["sender"] == "system" else model.user(st, rg, m["sender"])
    out: dict[str, Any] = {
        "id": m["id"], "kind": m["kind"], "text": m["text"], "mine": mine, "time": m["time"],
        "sender": m["sender"], "name": u["display"] if u else "", "hue": u["hue"] if u else 0,
        "show_name": group and not mine, "forwarded": bool(m.get("forwarded")), "quote": _quote(ctx, m.get("quote")),
    }
    if m["kind"] == "system":
        out["text"] = model.system_text(m, ctx.locale)
    elif m["kind"] == "image":
        out["photo"] = photo(p.get("image", {}))
    elif m["kind"] == "location":
        out["place"] = p.get("location", {})
    elif m["kind"] in ("transfer", "red_envelope"):
        out.update(amount=money(ctx, p.get("amount", 0)), memo=p.get("memo", ""), greeting=p.get("greeting", ""),
                   status=p.get("status", ""), count=p.get("count", 1))
    return out


def chat(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    cid = fc.screen_chat_id(ctx)
    c = model.chat(st, rg, cid) if cid else None
    uid = ctx.param("user_id")
    if c is None and uid:
        u = model.user(st, rg, str(uid))
        c = {"id": None, "kind": "direct", "name": u["display"] if u else str(uid), "peer": uid, "members": [],
             "left": False, "contact": bool(u and u["contact"]), "pinned_message": None, "muted": False,
             "blocked": bool(u and u["blocked"])}
    msgs = model.messages(st, rg, cid) if cid else []
    shown = int(ctx.param("shown") or PAGE)
    earlier = max(len(msgs) - shown, 0)
    group = bool(c and c["kind"] == "group")
    items: list[dict[str, Any]] = []
    last_t = None
    for m in msgs[earlier:]:
        if last_t is None or m["time"] - last_t > GAP_MS:
            items.append({"kind": "stamp", "text": stamp(ctx, m["time"]), "id": f"t{m['id']}"})
        last_t = m["time"]
        b = bubble(ctx, m, group)
        b["expanded"] = m["id"] == ctx.param("expanded")
        b["full"] = stamp(ctx, m["time"]) if b["expanded"] else ""
        items.append(b)
    pinned = None
    if c and c.get("pinned_message"):
        pm = model.message(st, rg, c["pinned_message"])
        if pm is not None and any(m["id"] == pm["id"] for m in msgs):
            pinned = {"id": pm["id"], "text": model.preview(pm, ctx.locale), "who": who(ctx, pm["sender"])}
    last_id = msgs[-1]["id"] if msgs else "0"
    key = f"msgs-{last_id}"
    scroll_map = ctx.entry["scroll"] if ctx.entry else {}
    title = c["name"] if c else ""
    if group and c:
        title = f"{c['name']} ({len(c['members'])})"
    return View(T + "chat.html", {
        "c": c, "title": title, "items": items, "group": group, "pinned": pinned,
        "quote": _quote(ctx, ctx.param("quote")), "typing": bool(ctx.field("text").strip()),
        "can_write": fc.can_write(ctx) if c else False, "enter_send": st["settings"]["enter_to_send"],
        "rationale": bool(ctx.param("rationale")),
        "scroll_key": key, "scroll_offset": int(scroll_map.get(key, BOTTOM)),
        "earlier": earlier, "paged": bool(msgs), "chat_id": cid, "user_id": uid, "me_name": model.me(st, rg)["name"], "me_hue": model.me(st, rg)["hue"],
    })


def message_actions(ctx: AppContext) -> View:
    m = model.message(ctx.state, ctx.region, str(ctx.param("message_id")))
    c = model.chat(ctx.state, ctx.region, str(ctx.param("chat_id")))
    return View(T + "message_actions.html", {
        "chat_id": ctx.param("chat_id"), "message_id": ctx.param("message_id"),
        "text": bool(m and m["kind"] == "text"), "forwardable": bool(m and m["kind"] in fc.FORWARDABLE),
        "pinned": bool(c and m and c["pinned_message"] == m["id"]), "system": bool(m and m["kind"] == "system")})


def message_delete(ctx: AppContext) -> View:
    return View(T + "confirm.html", {
        "title": t("Delete this message?"), "body": t("It will be deleted from this chat on this device."),
        "dismiss": "message_delete.dismiss", "ok": "message.delete", "ok_label": t("Delete"), "danger": True,
        "ok_params": {"chat_id": ctx.param("chat_id"), "message_id": ctx.param("message_id")}})


def forward(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    q = ctx.field("q").strip().lower()
    recent = [row(ctx, r) for r in model.chat_rows(st, rg) if not q or q in r["name"].lower()]
    direct_peers = {r["peer"] for r in recent if r["kind"] == "direct"}
    people = [u for u in model.contacts(st, rg) if q and (q in u["display"].lower() or q in u["name"].lower())
              and u["id"] not in direct_peers] if q else []
    share = {k: ctx.param(k) for k in ("text", "subject", "files", "type") if ctx.param(k) not in (None, "", [])}
    fp = {"message_id": ctx.param("message_id")} if ctx.param("message_id") else share
    return View(T + "forward.html", {"fp": fp, "recent": recent[:40], "people": people[:40], "query": q,
                                     "sharing": bool(share)})


def forward_confirm(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    m = model.message(st, rg, str(ctx.param("message_id")))
    if ctx.param("to_chat"):
        c = model.chat(st, rg, str(ctx.param("to_chat")))
        to = {"name": c["name"] if c else "", "hue": c["hue"] if c else 0,
              "tiles": member_tiles(st, rg, c["members"]) if c and c["kind"] == "group" else []}
    else:
        u = model.user(st, rg, str(ctx.param("to_user")))
        to = {"name": u["display"] if u else "", "hue": u["hue"] if u else 0, "tiles": []}
    pics = [ctx.files.by_id(int(i)) for i in ctx.param("files") or []]
    return View(T + "forward_confirm.html", {
        "to": to, "preview": model.preview(m, ctx.locale) if m else str(ctx.param("text") or ""),
        "pictures": [photo({"asset": r["asset"]}) for r in pics if r is not None and r["asset"]],
        "fp": {k: ctx.param(k) for k in ("message_id", "to_chat", "to_user", "text", "subject", "files", "type")
               if ctx.param(k) not in (None, "", [])}})


# ---- attachments and payments -----------------------------------------------------------------
def _chat_params(ctx: AppContext) -> dict[str, Any]:
    return {k: ctx.param(k) for k in ("chat_id", "user_id") if ctx.param(k)}


def attach(ctx: AppContext) -> View:
    return View(T + "attach.html", {"p": _chat_params(ctx), "direct": fc.is_direct(ctx)})


def location_pick(ctx: AppContext) -> View:
    q = ctx.field("q").strip().lower()
    places = [p for p in model.world(ctx.region).places if not q or q in p["name"].lower() or q in p["address"].lower()]
    return View(T + "location_pick.html", {"p": _chat_params(ctx), "places": places})


def _payee(ctx: AppContext) -> dict[str, Any]:
    c = model.chat(ctx.state, ctx.region, str(ctx.param("chat_id"))) if ctx.param("chat_id") else None
    uid = str(ctx.param("user_id") or (c["peer"] if c else ""))
    u = model.user(ctx.state, ctx.region, uid) if uid else None
    return {"name": u["display"] if u else (c["name"] if c else ""), "real": u["name"] if u else "",
            "hue": u["hue"] if u else (c["hue"] if c else 0), "group": bool(c and c["kind"] == "group"),
            "members": len(c["members"]) if c else 2,
            "tiles": member_tiles(ctx.state, ctx.region, c["members"]) if c and c["kind"] == "group" else []}


def transfer(ctx: AppContext) -> View:
    v = fc.parse_amount(ctx.field("amount"))
    return View(T + "transfer.html", {"p": _chat_params(ctx), "payee": _payee(ctx),
                                      "ready": v is not None and v <= fc.MAX_TRANSFER,
                                      "amount": money(ctx, v) if v is not None else "",
                                      "sign": L.SIGNS.get(L.currency(ctx.region), "$")})


def red_envelope(ctx: AppContext) -> View:
    v = fc.parse_amount(ctx.field("amount"))
    payee = _payee(ctx)
    return View(T + "red_envelope.html", {"p": _chat_params(ctx), "payee": payee,
                                          "ready": fc.can_envelope(ctx), "amount": money(ctx, v if v is not None else 0),
                                          "sign": L.SIGNS.get(L.currency(ctx.region), "$")})


def payment_detail(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    m = model.message(st, rg, str(ctx.param("message_id")))
    info = None
    if m is not None:
        p = model.payload(m)
        mine = m["sender"] == model.ME
        c = model.chat(st, rg, m["chat"])
        other = (c["name"] if c else "") if mine else model.display(st, rg, m["sender"])
        status = L.PAY_STATUS.get(str(p.get("status", "")), L.PAY_STATUS["sent"])
        info = {"kind": m["kind"], "amount": money(ctx, p.get("amount", 0)), "memo": p.get("memo", ""),
                "greeting": p.get("greeting", ""), "count": p.get("count", 1), "mine": mine, "other": other,
                "time": stamp(ctx, m["time"]), "status": status, "bill_id": p.get("bill_id", ""),
                "method": p.get("method", "")}
    return View(T + "payment_detail.html", {"info": info})


def image_view(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    images: list[dict[str, Any]] = []
    name = ""
    if ctx.param("post_id"):
        post = model.post(st, rg, str(ctx.param("post_id")))
        images = [photo(i) for i in post["images"]] if post else []
        name = post["name"] if post else ""
    elif ctx.param("message_id"):
        m = model.message(st, rg, str(ctx.param("message_id")))
        if m is not None:
            images = [photo(model.payload(m).get("image", {}))]
            name = who(ctx, m["sender"])
    idx = min(max(int(ctx.param("index") or 0), 0), max(len(images) - 1, 0))
    return View(T + "image_view.html", {"img": images[idx] if images else None, "index": idx, "total": len(images),
                                        "who": name, "post_id": ctx.param("post_id"),
                                        })


def location_view(ctx: AppContext) -> View:
    m = model.message(ctx.state, ctx.region, str(ctx.param("message_id")))
    place = model.payload(m).get("location", {}) if m else {}
    return View(T + "location_view.html", {"place": place})


# ---- chat info and groups ---------------------------------------------------------------------
def chat_info(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    cid = fc.screen_chat_id(ctx)
    c = model.chat(st, rg, cid) if cid else None
    uid = str(ctx.param("user_id") or (c["peer"] if c else ""))
    u = model.user(st, rg, uid)
    return View(T + "chat_info.html", {"c": c, "u": u, "p": _chat_params(ctx)})


def chat_clear(ctx: AppContext) -> View:
    c = model.chat(ctx.state, ctx.region, str(ctx.param("chat_id")))
    return View(T + "confirm.html", {
        "title": t("Clear chat history?"), "body": t("All messages with {name} will be cleared.", name=c["name"] if c else ""),
        "dismiss": "chat_clear.dismiss", "ok": "chat.clear", "ok_label": t("Clear"), "danger": True,
        "ok_params": {"chat_id": ctx.param("chat_id")}})


def group_info(ctx: AppContext) -> View:
    st, rg = ctx.state, ctx.region
    c = model.chat(st, rg, str(ctx.param("chat_id")))
    members = []
    if c is not None:
        for uid in c["members"]:
            u = model.user(st, rg, uid)
            if u is not None:
                members.append({"id": uid, "name": u["display"], "hue": u["hue"], "me": uid == model.ME})
    return View(T + "group_info.html", {"c": c, "members": members})


def group_rename(ctx: AppContext) -> View:
    return View(T + "prompt.html", {"title": t("Change group name"), "field": "name", "hint": t("Group name"),
                                    "dismiss": "group_rename.dismiss", "ok": "group.rename", "ok_label": t("Save"),
                                    "ok_params": {"chat_id": ctx.param("chat_id")}, "multiline": False,
                                    "ready": bool(ctx.field("name").strip())})


def group_notice(ctx: AppContext) -> View:
    c = model.chat(ctx.state, ctx.region, str(ctx.param("chat_id")))
    return View(T + "group_notice.html", {"c": c})


def group_notice_edit(ctx: AppContext) -> View:
    return View(T + "group_notice_edit.html", {"chat_id": ctx.param("chat_id")})


def _pickable(ctx: AppContext, people: list[dict[str, Any]], fixed: list[str] | None = None) -> dict[str, Any]:
    q = ctx.field("q").strip().lower()
    sel = [str(s) for s in (ctx.param("selected") or [])]
    shown = [u for u in people if not q or q in u["display"].lower() or q in u["name"].lower()]
    rows = [{"id": u["id"], "name": u["display"], "hue": u["hue"], "on": u["id"] in sel,
             "fixed": u["id"] in (fixed or []), "letter": model.letter(u["display"])} for u in shown]
    chips = [{"id": s, "name": model.display(ctx.state, ctx.region, s)} for s in sel]
    return {"rows": rows, "count": len(sel), "chips": chips, "query": q}


def group_add(ctx: AppContext) -> View:
    c = model.chat(ctx.state, ctx.region, str(ctx.param("chat_id")))
    inside = set(c["members"]) if c else set()
    people = [u for u in model.contacts(ctx.state, ctx.region) if u["id"] not in inside]
    return View(T + "pick_people.html", {**_pickable(ctx, people), "title": t("Add members"),
                                         "toggle": "group_add.toggle", "done": "group.add", "done_label": t("Add"),
                                         "p": {"chat_id": ctx.param("chat_id")}, "name_field": False, "need": 1})


def group_remove(ctx: AppContext) -> View:
    c = model.chat(ctx.state, ctx.region, str(ctx.param("chat_id")))
    people = [u for u in (model.user(ctx.state, ctx.region, m) for m in (c["members"] if c else [])) if u and not u["me"]]
    return View(T + "pick_people.html", {**_pickable(ctx, people), "title": t("Remove members"),
                                         "toggle": "group_remove.toggle", "done": "group.remove",
                                         "done_label": t("Remove"), "p": {"chat_id": ctx.param("chat_id")},
                                         "name_field": False, "need": 1})


def group_leave(ctx: AppContext) -> View:
    c = model.chat(ctx.state, ctx.region, str(ctx.param("chat_id")))
    return View(T + "confirm.html", {
        "title": t("Leave this group?"), "body": t("You will no longer receive messages from {name}.", name=c["name"] if c else ""),
        "dismiss": "group_leave.dismiss", "ok": "group.leave", "ok_label": t("Leave"), "danger": True,
        "ok_params": {"chat_id": ctx.param("chat_id")}})


def group_new(ctx: AppContext) -> View:
    return View(T + "pick_people.html", {**_pickable(ctx, model.contacts(ctx.state, ctx.region)), "title": t("New group chat"),
                                         "toggle": "group_new.toggle", "done": "group.create", "done_label": t("Done"),
                                         "p": {}, "name_field": True, "need": 2})
