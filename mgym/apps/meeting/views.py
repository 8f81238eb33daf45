"""Meeting views: each screen's template and context. Text built here goes through the catalogue."""

from __future__ import annotations

from typing import Any

from mgym.app import View
from mgym.apps.meeting import flow, model, world
from mgym.i18n import N_, formats
from mgym.os import tz
from mgym.os.context import AppContext

REPEAT_LABELS = {"none": N_("Does not repeat"), "daily": N_("Every day"), "weekdays": N_("Every weekday"),
                 "weekly": N_("Every week"), "monthly": N_("Every month")}
ENDS_LABELS = (("never", N_("Never")), ("until", N_("On a date")), ("count", N_("After a number of times")))
COLORS = ("#5b7cfa", "#e5734c", "#3aa17e", "#b45cc7", "#d9a227", "#4aa3c9", "#d65b7f", "#7a8a99")


def _24h(ctx: AppContext) -> bool:
    return bool(ctx.os["datetime"]["use_24h"])


def _time(ctx: AppContext, ms: int) -> str:
    return formats.time(ms, ctx.locale, _24h(ctx))


def _day(ctx: AppContext, ms: int) -> str:
    return formats.fmt(ms, "day", ctx.locale)


def minutes_text(ctx: AppContext, minutes: int) -> str:
    h, m = divmod(int(minutes), 60)
    if h and m:
        return ctx.gettext("{h} h {m} min", h=h, m=m)
    return ctx.gettext("{h} h", h=h) if h else ctx.gettext("{m} min", m=m)


def initials(name: str) -> str:
    name = name.strip()
    if not name:
        return "?"
    if not name.isascii():
        return name[-2:] if len(name) > 2 else name
    parts = [p for p in name.replace(".", " ").split() if p]
    return "".join(p[0] for p in parts[:2]).upper()


def color(name: str) -> str:
    return COLORS[sum(map(ord, name)) % len(COLORS)]


def _row(ctx: AppContext, at: int, m: dict[str, Any]) -> dict[str, Any]:
    end = at + m["duration"] * model.MIN_MS
    return {"id": m["id"], "topic": m["topic"], "grouped": model.grouped(m["id"]), "day": _day(ctx, at),
            "span": f"{_time(ctx, at)} – {_time(ctx, end)}", "repeat": m["repeat"]["freq"] != "none",
            "now": at <= ctx.now < end, "waiting": m["waiting_room"], "locked": bool(m["password"])}


def home(ctx: AppContext) -> View:
    call = model.live(ctx.state)
    return View("apps/meeting/home.html", {
        "name": ctx.state["profile"]["name"], "initials": initials(ctx.state["profile"]["name"]),
        "rows": [_row(ctx, at, m) for at, m in model.upcoming(ctx.state, ctx.now)],
        "live": {"topic": call["topic"], "timer": timer(ctx.now - call["start"])} if call else None,
        "today": _day(ctx, ctx.now)})


def timer(ms: int) -> str:
    s = max(0, int(ms) // 1000)
    h, rest = divmod(s, 3600)
    return f"{h}:{rest // 60:02d}:{rest % 60:02d}" if h else f"{rest // 60:02d}:{rest % 60:02d}"


# ---- join -----------------------------------------------------------------------------------------
def join(ctx: AppContext) -> View:
    p = ctx.screen_params
    mid = model.digits(ctx.field("mid"))
    return View("apps/meeting/join.html", {
        "share": bool(p.get("share")), "mic": bool(p.get("mic")), "video": bool(p.get("video")),
        "ready": len(mid) == 9, "typed": bool(ctx.field("mid")), "error": p.get("error") or "", "shown": model.grouped(mid) if mid else "",
        "recent": [{**r, "grouped": model.grouped(r["id"])} for r in flow.recent_ids(ctx)]})


def password(ctx: AppContext) -> View:
    return View("apps/meeting/password.html", {"error": bool(ctx.screen_params.get("error")),
                                                "ready": len(model.digits(ctx.field("pwd"))) > 0})


def waiting(ctx: AppContext) -> View:
    p = ctx.screen_params
    m = flow.target(ctx, str(p.get("mid") or ""))
    return View("apps/meeting/waiting.html", {
        "topic": m["topic"] if m else "", "host": m["host"] if m else "", "admitted": flow.admitted(ctx),
        "grouped": model.grouped(str(p.get("mid") or "")), "now": _time(ctx, ctx.now)})


# ---- the call -------------------------------------------------------------------------------------
def _people(ctx: AppContext, call: dict[str, Any]) -> list[dict[str, Any]]:
    me = ctx.state["profile"]["name"]
    rows = [{"name": me, "me": True, "host": call["host"] == "", "muted": call["muted"], "video": call["video"],
             "hand": call["hand"], "initials": initials(me), "color": color(me)}]
    for i, n in enumerate(call["participants"]):
        if n in call["removed"]:
            continue
        rows.append({"name": n, "me": False, "host": n == call["host"], "muted": call["all_muted"] or i % 3 == 2,
                     "video": False, "hand": False, "initials": initials(n), "color": color(n)})
    return rows


def _call_ctx(ctx: AppContext) -> dict[str, Any] | None:
    call = model.live(ctx.state)
    if call is None:
        return None
    people = _people(ctx, call)
    return {"topic": call["topic"], "grouped": model.grouped(call["meeting_id"]),
            "timer": timer(ctx.now - call["start"]), "muted": call["muted"], "video": call["video"],
            "sharing": call["sharing"], "hand": call["hand"], "host": call["host"] == "", "people": people,
            "count": len(people), "chat_n": len(call["chat"])}


def _gone() -> View:
    return View("apps/meeting/ended.html", {})


def call(ctx: AppContext) -> View:
    c = _call_ctx(ctx)
    return View("apps/meeting/call.html", c) if c else _gone()


def more(ctx: AppContext) -> View:
    c = _call_ctx(ctx)
    return View("apps/meeting/more.html", c or {})


def info(ctx: AppContext) -> View:
    c = model.live(ctx.state)
    if c is None:
        return View("apps/meeting/info.html", {})
    mine = model.meeting(ctx.state, c["meeting_id"])
    other = world.other(ctx.region, c["meeting_id"])
    pwd = mine["password"] if mine else other["password"] if other else ""
    host = ctx.state["profile"]["name"] if c["host"] == "" else c["host"]
    return View("apps/meeting/info.html", {"topic": c["topic"], "grouped": model.grouped(c["meeting_id"]),
                                           "password": pwd, "host": host, "link": model.link(c["meeting_id"])})


def leave(ctx: AppContext) -> View:
    return View("apps/meeting/leave.html", {"host": flow.hosting(ctx)})


def endall(ctx: AppContext) -> View:
    return View("apps/meeting/endall.html", {})


def chat(ctx: AppContext) -> View:
    c = model.live(ctx.state)
    if c is None:
        return _gone()
    me = ctx.state["profile"]["name"]
    msgs = [{"me": m["sender"] == "", "sender": m["sender"] or me, "text": m["text"], "time": _time(ctx, m["at"])}
            for m in c["chat"]]
    return View("apps/meeting/chat.html", {"msgs": msgs, "topic": c["topic"]})


def people(ctx: AppContext) -> View:
    c = _call_ctx(ctx)
    return View("apps/meeting/people.html", c) if c else _gone()


def remove(ctx: AppContext) -> View:
    return View("apps/meeting/remove.html", {"name": str(ctx.screen_params.get("name") or "")})


# ---- schedule and details -------------------------------------------------------------------------
def schedule(ctx: AppContext) -> View:
    d = ctx.screen_params.get("draft")
    if not d:
        return View("apps/meeting/missing.html", {})
    at = model.iso_ms(f"{d['date']}T{d['time']}")
    until = model.iso_ms(f"{d['until']}T00:00")
    invitees = [{"id": i, "name": c["name"], "initials": initials(c["name"]), "color": color(c["name"])}
                for i in d["invitees"] if (c := ctx.contacts.get(i))]
    return View("apps/meeting/schedule.html", {
        "existing": bool(ctx.screen_params.get("meeting_id")), "date": formats.fmt(at, "date", ctx.locale),
        "weekday": formats.fmt(at, "weekday", ctx.locale), "time": _time(ctx, at),
        "duration": minutes_text(ctx, d["duration"]), "freq": d["freq"], "repeat": REPEAT_LABELS[d["freq"]],
        "ends": d["ends"], "ends_labels": ENDS_LABELS, "until": formats.fmt(until, "date", ctx.locale),
        "count": d["count"], "pw": d["pw"], "waiting": d["waiting"], "mute": d["mute"], "invitees": invitees,
        "tz": zone_text(ctx, str(ctx.os["datetime"]["time_zone"]), at), "valid": _valid(ctx)})


def zone_text(ctx: AppContext, zone: str, at: int) -> str:
    """A meeting's zone as its details show it, at the meeting's start (``at``, wall time of ``zone``):
    "GMT-07:00 Pacific Daylight Time", on a Chinese phone "GMT+08:00 中国标准时间"."""
    return tz.label(zone, tz.wall_to_utc(at, zone), ctx.locale) if tz.known(zone) else zone


def _valid(ctx: AppContext) -> bool:
    from mgym.apps.meeting import editor

    return editor.valid(ctx)


def repeat(ctx: AppContext) -> View:
    e = ctx.entry_below("schedule")
    cur = e["params"]["draft"]["freq"] if e else "none"
    return View("apps/meeting/repeat.html", {"rows": [{"value": k, "label": v, "on": k == cur}
                                                      for k, v in REPEAT_LABELS.items()]})


def _repeat_text(ctx: AppContext, m: dict[str, Any]) -> str:
    r = m["repeat"]
    label = REPEAT_LABELS[r["freq"]]
    text = ctx.gettext(label)
    if r["freq"] != "none" and r.get("until"):
        text += " · " + ctx.gettext("until {date}", date=formats.iso_date(r["until"], ctx.locale))
    elif r["freq"] != "none" and r.get("count"):
        text += " · " + ctx.ngettext("{n} time", "{n} times", r["count"])
    return text


def detail(ctx: AppContext) -> View:
    m = model.meeting(ctx.state, ctx.screen_params.get("meeting_id"))
    if m is None:
        return View("apps/meeting/missing.html", {})
    at = model.next_start(m, ctx.now)
    at = at if at is not None else model.iso_ms(m["start"])
    invitees = [{"name": c["name"], "initials": initials(c["name"]), "color": color(c["name"])}
                for i in m["invitees"] if (c := ctx.contacts.get(i))]
    return View("apps/meeting/detail.html", {
        "id": m["id"], "topic": m["topic"], "grouped": model.grouped(m["id"]), "day": _day(ctx, at),
        "span": f"{_time(ctx, at)} – {_time(ctx, at + m['duration'] * model.MIN_MS)}",
        "duration": minutes_text(ctx, m["duration"]), "repeat": _repeat_text(ctx, m),
        "tz": zone_text(ctx, m["time_zone"] or str(ctx.os["datetime"]["time_zone"]), at), "password": m["password"],
        "waiting": m["waiting_room"], "mute": m["mute_on_entry"], "invitees": invitees, "link": model.link(m["id"]),
        "host": ctx.state["profile"]["name"]})


def delete(ctx: AppContext) -> View:
    m = model.meeting(ctx.state, ctx.screen_params.get("meeting_id"))
    return View("apps/meeting/delete.html", {"topic": m["topic"] if m else ""})


def history(ctx: AppContext) -> View:
    rows = []
    for c in sorted(ctx.state["history"], key=lambda c: (-c["start"], -c["id"])):
        if c["end"] is None:
            continue
        rows.append({"id": c["id"], "topic": c["topic"], "day": _day(ctx, c["start"]),
                     "span": f"{_time(ctx, c['start'])} – {_time(ctx, c['end'])}",
                     "grouped": model.grouped(c["meeting_id"]),
                     "length": minutes_text(ctx, (c["end"] - c["start"]) // model.MIN_MS)})
    return View("apps/meeting/history.html", {"rows": rows})


def past(ctx: AppContext) -> View:
    c = model.call(ctx.state, ctx.screen_params.get("call_id"))
    if c is None or c["end"] is None:
        return View("apps/meeting/missing.html", {})
    me = ctx.state["profile"]["name"]
    people = [{"name": n, "initials": initials(n), "color": color(n), "host": n == c["host"]}
              for n in [me, *c["participants"]]]
    people[0]["host"] = c["host"] == ""
    return View("apps/meeting/past.html", {
        "topic": c["topic"], "grouped": model.grouped(c["meeting_id"]), "day": _day(ctx, c["start"]),
        "start": _time(ctx, c["start"]), "end": _time(ctx, c["end"]),
        "length": minutes_text(ctx, (c["end"] - c["start"]) // model.MIN_MS),
        "host": me if c["host"] == "" else c["host"], "people": people,
        "chat": [{"sender": m["sender"] or me, "text": m["text"], "time": _time(ctx, m["at"])} for m in c["chat"]]})


def settings(ctx: AppContext) -> View:
    p = ctx.state["profile"]
    return View("apps/meeting/settings.html", {"name": p["name"], "mic": p["mic"], "video": p["video"],
                                               "initials": initials(p["name"]), "color": color(p["name"])})


def rename(ctx: AppContext) -> View:
    return View("apps/meeting/rename.html", {})


VIEWS = {"home": home, "join": join, "password": password, "waiting": waiting, "call": call, "more": more,
         "info": info, "leave": leave, "endall": endall, "chat": chat, "people": people, "remove": remove,
         "schedule": schedule, "repeat": repeat, "detail": detail, "delete": delete, "history": history,
         "past": past, "settings": settings, "rename": rename}
