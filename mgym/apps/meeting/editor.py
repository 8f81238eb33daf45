"""The schedule form (a draft in the screen's params; topic and password in its text fields) and the
scheduled meeting's actions: save, delete, share or copy the invitation, add it to Calendar."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from mgym.apps.meeting import flow, model
from mgym.apps.meeting.state import FREQS, MAX_TOPIC
from mgym.os import tz
from mgym.os.context import AppContext
from mgym.os.intents import PICK

#: Calendar's insert intent (Android's ACTION_INSERT with the event type)
INSERT = "android.intent.action.INSERT"
EVENT_TYPE = "vnd.android.cursor.item/event"
CONTACT_TYPE = "vnd.contact"
ENDS = ("never", "until", "count")


def _draft(ctx: AppContext) -> dict[str, Any]:
    d: dict[str, Any] = ctx.screen_params["draft"]
    return d


def seed(ctx: AppContext) -> None:
    """A new form starts at the next full hour, 60 minutes; editing starts from the meeting."""
    m = model.meeting(ctx.state, ctx.screen_params.get("meeting_id"))
    if m is not None:
        r = m["repeat"]
        ends = "until" if r.get("until") else "count" if r.get("count") else "never"
        start = date.fromisoformat(m["start"][:10])
        draft = {"date": m["start"][:10], "time": m["start"][11:], "duration": m["duration"], "freq": r["freq"],
                 "ends": ends, "until": r.get("until") or (start + timedelta(days=28)).isoformat(),
                 "count": r.get("count") or 4, "pw": bool(m["password"]), "waiting": m["waiting_room"],
                 "mute": m["mute_on_entry"], "invitees": list(m["invitees"])}
        ctx.set_field("topic", m["topic"])
        ctx.set_field("password", m["password"])
    else:
        ctx.screen_params.pop("meeting_id", None)
        now = model.local(ctx.now)
        start = now.date() + timedelta(days=1 if now.hour >= 23 else 0)
        hour = (now.hour + 1) % 24
        draft = {"date": start.isoformat(), "time": f"{hour:02d}:00", "duration": 60, "freq": "none",
                 "ends": "never", "until": (start + timedelta(days=28)).isoformat(), "count": 4, "pw": False,
                 "waiting": False, "mute": False, "invitees": []}
        ctx.set_field("topic", ctx.gettext("{name}'s meeting", name=ctx.state["profile"]["name"]))
        ctx.set_field("password", "")
    ctx.set_param("draft", draft)


def step(ctx: AppContext) -> None:
    """The steppers: ``what`` (date, hour, minute, duration, until, count) moved ``by``."""
    d = _draft(ctx)
    what, by = ctx.param("what"), ctx.param("by", 1)
    if not isinstance(by, int) or isinstance(by, bool):
        return
    if what == "date":
        new = date.fromisoformat(d["date"]) + timedelta(days=by)
        if new >= model.local(ctx.now).date():
            d["date"] = new.isoformat()
            if d["until"] < d["date"]:
                d["until"] = d["date"]
    elif what in ("hour", "minute"):
        h, m = (int(x) for x in d["time"].split(":"))
        total = (h * 60 + m + (by * 60 if what == "hour" else by * 15)) % (24 * 60)
        d["time"] = f"{total // 60:02d}:{total % 60:02d}"
    elif what == "duration":
        d["duration"] = max(15, min(720, d["duration"] + by * 15))
    elif what == "until":
        new = date.fromisoformat(d["until"]) + timedelta(days=by)
        if new.isoformat() >= d["date"]:
            d["until"] = new.isoformat()
    elif what == "count":
        d["count"] = max(2, min(50, d["count"] + by))


def flip(ctx: AppContext) -> None:
    d = _draft(ctx)
    key = ctx.param("what")
    if key in ("pw", "waiting", "mute"):
        d[key] = not d[key]
        if key == "pw" and d["pw"] and not model.digits(ctx.field("password")):
            ctx.set_field("password", f"{ctx.rng.randint(0, 999_999):06d}")


def set_ends(ctx: AppContext) -> None:
    if ctx.param("value") in ENDS:
        _draft(ctx)["ends"] = ctx.param("value")


def choose_repeat(ctx: AppContext) -> None:
    e = ctx.entry_below("schedule")
    if e is not None and ctx.param("value") in FREQS:
        e["params"]["draft"]["freq"] = ctx.param("value")


def pick_invitee(ctx: AppContext) -> None:
    """Add invitees: the contacts picker; its result comes back here with ``contact_id``."""
    cid = ctx.params.get("contact_id")
    if cid is None:
        ctx.start({"action": PICK, "type": CONTACT_TYPE}, result="schedule.invitee")
        return
    d = _draft(ctx)
    if isinstance(cid, int) and ctx.contacts.get(cid) is not None and cid not in d["invitees"]:
        d["invitees"].append(cid)


def drop_invitee(ctx: AppContext) -> None:
    d = _draft(ctx)
    d["invitees"] = [i for i in d["invitees"] if i != ctx.param("contact_id")]


def valid(ctx: AppContext) -> bool:
    d = ctx.screen_params.get("draft")
    if not d or not ctx.field("topic").strip():
        return False
    return not d["pw"] or len(model.digits(ctx.field("password"))) == 6


def is_new(ctx: AppContext) -> bool:
    return valid(ctx) and not ctx.screen_params.get("meeting_id")


def is_edit(ctx: AppContext) -> bool:
    return valid(ctx) and meeting_shown(ctx)


def meeting_shown(ctx: AppContext) -> bool:
    return model.meeting(ctx.state, ctx.screen_params.get("meeting_id")) is not None


def _values(ctx: AppContext) -> dict[str, Any]:
    d = _draft(ctx)
    repeat: dict[str, Any] = {"freq": d["freq"], "until": None, "count": None}
    if d["freq"] != "none" and d["ends"] == "until":
        repeat["until"] = d["until"]
    elif d["freq"] != "none" and d["ends"] == "count":
        repeat["count"] = d["count"]
    return {"topic": ctx.field("topic").strip()[:MAX_TOPIC], "start": f"{d['date']}T{d['time']}",
            "duration": d["duration"], "time_zone": str(ctx.os["datetime"]["time_zone"]), "repeat": repeat,
            "password": model.digits(ctx.field("password")) if d["pw"] else "", "waiting_room": d["waiting"],
            "mute_on_entry": d["mute"], "invitees": list(d["invitees"])}


def save_new(ctx: AppContext) -> dict[str, Any]:
    mid = model.new_meeting_id(ctx.state, ctx.region, ctx.rng)
    ctx.state["meetings"].append({"id": mid, **_values(ctx)})
    ctx.toast("Meeting scheduled")
    return {"meeting_id": mid}


def save_edit(ctx: AppContext) -> None:
    m = model.meeting(ctx.state, ctx.screen_params.get("meeting_id"))
    if m is not None:
        m.update({**_values(ctx), "time_zone": m["time_zone"]})
        ctx.toast("Meeting updated")


# ---- a scheduled meeting's actions ------------------------------------------------------------
def _shown(ctx: AppContext) -> dict[str, Any] | None:
    return model.meeting(ctx.state, ctx.param("meeting_id"))


def _invitation(ctx: AppContext, m: dict[str, Any]) -> str:
    at = model.next_start(m, ctx.now)
    return flow.invitation(ctx, m["id"], m["topic"], at if at is not None else model.iso_ms(m["start"]),
                           m["password"])


def share(ctx: AppContext) -> None:
    m = _shown(ctx)
    if m is not None:
        ctx.share(text=_invitation(ctx, m), subject=m["topic"])


def copy(ctx: AppContext) -> None:
    m = _shown(ctx)
    if m is not None:
        ctx.copy(_invitation(ctx, m))


def to_calendar(ctx: AppContext) -> None:
    """Add to calendar: Calendar's editor opens filled in (topic, start and end in the phone's time
    zone, link, id and password)."""
    m = _shown(ctx)
    if m is None:
        return
    at = model.next_start(m, ctx.now)
    begin = at if at is not None else model.iso_ms(m["start"])
    here = str(ctx.os["datetime"]["time_zone"])
    if m["time_zone"] and m["time_zone"] != here:  # the Calendar shows the phone's time
        begin = tz.convert(begin, m["time_zone"], here)
    notes = ctx.gettext("Meeting ID: {id}", id=model.grouped(m["id"]))
    if m["password"]:
        notes += "\n" + ctx.gettext("Password: {password}", password=m["password"])
    ctx.start({"action": INSERT, "type": EVENT_TYPE, "extras": {
        "title": m["topic"], "begin": begin, "end": begin + m["duration"] * model.MIN_MS,
        "location": model.link(m["id"]), "notes": notes}})


def delete(ctx: AppContext) -> None:
    m = model.meeting(ctx.state, ctx.param("meeting_id"))
    if m is not None:
        ctx.state["meetings"].remove(m)
        ctx.toast("Meeting deleted")
