"""Joining and being in a meeting: the join form's route (wrong id, not started, password, waiting
room), the call record (``history`` entry with ``end`` None) and the in-meeting controls."""

from __future__ import annotations

from typing import Any

from mgym.apps.meeting import model, world
from mgym.i18n import formats
from mgym.os.context import AppContext
from mgym.os.tasks import new_entry

#: screens a call (or the waiting room) replaces below it in the task, so Back does not return to them
JOIN_SCREENS = ("join", "password", "waiting")


# ---- the join form ----------------------------------------------------------------------------
def seed_join(ctx: AppContext) -> None:
    prof = ctx.state["profile"]
    ctx.set_field("name", prof["name"])
    ctx.set_param("mic", prof["mic"])
    ctx.set_param("video", prof["video"])


def recent_ids(ctx: AppContext, limit: int = 4) -> list[dict[str, Any]]:
    """Meetings joined lately (newest first, each once), offered under the id field."""
    out: list[dict[str, Any]] = []
    for c in sorted(ctx.state["history"], key=lambda c: (-c["start"], -c["id"])):
        if c["end"] is not None and all(r["id"] != c["meeting_id"] for r in out):
            out.append({"id": c["meeting_id"], "topic": c["topic"]})
    return out[:limit]


def fill_recent(ctx: AppContext) -> None:
    mid = str(ctx.param("mid") or "")
    if any(r["id"] == mid for r in recent_ids(ctx)):
        ctx.set_field("mid", mid)
        ctx.set_param("error", "")


def clear_id(ctx: AppContext) -> None:
    ctx.set_field("mid", "")
    ctx.set_param("error", "")


def toggle(ctx: AppContext) -> None:
    key = ctx.param("what")
    if key in ("mic", "video"):
        ctx.set_param(key, not ctx.screen_params.get(key))


def target(ctx: AppContext, mid: str) -> dict[str, Any] | None:
    """The meeting a typed id names: someone else's (world) or one of mine (I host it)."""
    other = world.other(ctx.region, mid)
    if other is not None:
        return other
    mine = model.meeting(ctx.state, mid)
    if mine is None:
        return None
    return {"id": mid, "topic": mine["topic"], "host": "", "password": "", "admit": -1, "start": "",
            "participants": [c["name"] for i in mine["invitees"] if (c := ctx.contacts.get(i))]}


def _known(ctx: AppContext, mid: str) -> dict[str, Any] | None:
    return target(ctx, mid) if len(mid) == 9 else None


def can_join(ctx: AppContext) -> bool:
    """Join's guard: a name and an id of a meeting that has started. Refused, it says why under the
    field (the one guard that writes: the form's error line)."""
    p = join_params(ctx)
    m = _known(ctx, p.get("mid", ""))
    error = ""
    if m is None:
        error = ctx.gettext("Invalid meeting ID. Check it and try again.")
    elif m["start"] and model.iso_ms(m["start"]) > ctx.now:
        at = model.iso_ms(m["start"])
        when = formats.fmt(at, "day", ctx.locale) + " " + formats.time(at, ctx.locale, bool(ctx.os["datetime"]["use_24h"]))
        error = ctx.gettext("This meeting has not started yet. It starts {when}.", when=when)
    elif not p.get("name"):
        error = ctx.gettext("Enter your name")
    ctx.set_param("error", error)
    return not error


def _join_entry(ctx: AppContext) -> dict[str, Any] | None:
    return ctx.entry if ctx.entry and ctx.entry["screen"] == "join" else ctx.entry_below("join")


def join_params(ctx: AppContext) -> dict[str, Any]:
    """What the join form carries on: the id, the name and the toggles."""
    e = _join_entry(ctx)
    if e is None:
        return {}
    p = e["params"]
    return {"mid": model.digits(str(e["fields"].get("mid", ""))), "name": str(e["fields"].get("name", "")).strip(),
            "mic": bool(p.get("mic")), "video": bool(p.get("video")), "share": bool(p.get("share"))}


def forward(ctx: AppContext, screen: str, params: dict[str, Any]) -> None:
    """Replace the screen being opened by ``screen`` (a step of the join flow that does not apply)."""
    entries, idx = ctx.stack_position()
    if idx is None or ctx.entry is None:
        return
    new = new_entry(ctx.app.id, screen, params)
    new["caller"] = ctx.entry["caller"]
    entries[idx] = new
    ctx.sys.opened(new)


def open_password(ctx: AppContext) -> None:
    """The password dialog opens only for a meeting with a password (filled in if I joined it before);
    otherwise straight on."""
    mid = join_params(ctx).get("mid", "")
    m = target(ctx, mid)
    if m is None or not m["password"]:
        forward(ctx, "waiting", to_waiting(ctx))
    elif any(c["meeting_id"] == mid for c in ctx.state["history"]):  # joined before: the password is remembered
        ctx.set_field("pwd", m["password"])


def password_ok(ctx: AppContext) -> bool:
    """The password dialog's guard; refused, it shows the error line."""
    m = target(ctx, join_params(ctx).get("mid", ""))
    ok = m is not None and model.digits(ctx.field("pwd")) == m["password"]
    ctx.set_param("error", not ok)
    return ok


def to_waiting(ctx: AppContext) -> dict[str, Any]:
    p = join_params(ctx)
    m = target(ctx, p.get("mid", ""))
    admit = int(m["admit"]) if m else 0
    return {**p, "admit_at": ctx.now + admit * 1000, "room": admit >= 0}


def open_waiting(ctx: AppContext) -> None:
    """The waiting room opens only for a meeting that has one; otherwise the call starts."""
    prune_below(ctx)
    if not ctx.screen_params.get("room"):
        enter(ctx)
        forward(ctx, "call", {})


def admitted(ctx: AppContext) -> bool:
    return ctx.now >= int(ctx.screen_params.get("admit_at") or 0)


def prune_below(ctx: AppContext) -> None:
    """``on_open`` of the call and the waiting room: the join form and its dialogs below go."""
    entries, idx = ctx.stack_position()
    if idx is None:
        return
    keep = [e for e in entries[:idx] if not (e["app"] == ctx.app.id and e["screen"] in JOIN_SCREENS)]
    entries[:idx] = keep


# ---- the call record --------------------------------------------------------------------------
def _start(ctx: AppContext, mid: str, topic: str, host: str, people: list[str], *, mic: bool, video: bool,
           share: bool = False, name: str = "") -> None:
    end_live(ctx)
    st = ctx.state
    if name and name != st["profile"]["name"]:
        st["profile"]["name"] = name
    st["history"].append({"id": model.next_call_id(st), "meeting_id": mid, "topic": topic, "host": host,
                          "start": ctx.now, "end": None, "participants": people, "removed": [], "chat": [],
                          "muted": not mic, "video": video, "hand": False, "sharing": share, "all_muted": False,
                          "ended_for_all": False})


def enter(ctx: AppContext) -> None:
    """Join the meeting the join form (or the waiting room) names."""
    p = dict(ctx.screen_params)
    m = target(ctx, str(p.get("mid", "")))
    if m is None:
        return
    mine = model.meeting(ctx.state, m["id"])
    _start(ctx, m["id"], m["topic"], m["host"], list(m["participants"]), mic=bool(p.get("mic")),
           video=bool(p.get("video")), share=bool(p.get("share")), name=str(p.get("name") or ""))
    if mine is not None and mine["mute_on_entry"]:
        call = model.live(ctx.state)
        assert call is not None
        call["muted"] = True


def new_meeting(ctx: AppContext) -> None:
    """An instant meeting with a new id, hosted by me."""
    prof = ctx.state["profile"]
    mid = model.new_meeting_id(ctx.state, ctx.region, ctx.rng)
    _start(ctx, mid, ctx.gettext("{name}'s quick meeting", name=prof["name"]), "", [], mic=prof["mic"],
           video=prof["video"])


def start_mine(ctx: AppContext) -> None:
    """Start one of my scheduled meetings: its invitees are there."""
    m = model.meeting(ctx.state, ctx.param("meeting_id"))
    if m is None:
        return
    people = [c["name"] for i in m["invitees"] if (c := ctx.contacts.get(i))]
    prof = ctx.state["profile"]
    _start(ctx, m["id"], m["topic"], "", people, mic=prof["mic"] and not m["mute_on_entry"], video=prof["video"])


def meeting_exists(ctx: AppContext) -> bool:
    return model.meeting(ctx.state, ctx.param("meeting_id")) is not None


def end_live(ctx: AppContext, for_all: bool = False) -> None:
    call = model.live(ctx.state)
    if call is not None:
        call["end"] = ctx.now
        call["hand"] = False
        call["sharing"] = False
        if for_all:
            call["ended_for_all"] = True


def in_call(ctx: AppContext) -> bool:
    return model.live(ctx.state) is not None


def hosting(ctx: AppContext) -> bool:
    call = model.live(ctx.state)
    return call is not None and call["host"] == ""


def leave(ctx: AppContext) -> None:
    end_live(ctx)


def end_for_all(ctx: AppContext) -> None:
    end_live(ctx, for_all=True)


def _live(ctx: AppContext) -> dict[str, Any]:
    call = model.live(ctx.state)
    assert call is not None
    return call


def flip(ctx: AppContext) -> None:
    """Mute / unmute, video, share screen, raise hand: ``what`` names the switch."""
    key = ctx.param("what")
    if key in ("muted", "video", "sharing", "hand"):
        call = _live(ctx)
        call[key] = not call[key]
        if key == "hand":
            if call[key]:
                ctx.toast("You raised your hand")
            else:
                ctx.toast("You lowered your hand")


def mute_all(ctx: AppContext) -> None:
    _live(ctx)["all_muted"] = True
    ctx.toast("Everyone else is muted")


def remove(ctx: AppContext) -> None:
    call = _live(ctx)
    name = ctx.param("name")
    if name in call["participants"] and name not in call["removed"]:
        call["removed"].append(name)
        ctx.toast("{name} was removed from the meeting", name=name)


def can_remove(ctx: AppContext) -> bool:
    call = model.live(ctx.state)
    return call is not None and call["host"] == "" and ctx.param("name") in call["participants"]


def send_chat(ctx: AppContext) -> None:
    text = ctx.field("msg").strip()
    if not text:
        return
    _live(ctx)["chat"].append({"sender": "", "text": text[:500], "at": ctx.now})
    ctx.set_field("msg", "")


def invitation(ctx: AppContext, mid: str, topic: str, at: int | None, password: str) -> str:
    """The invitation text (in the phone's language) that Copy invitation and Share put out."""
    lines = [ctx.gettext("{name} is inviting you to a meeting.", name=ctx.state["profile"]["name"]),
             ctx.gettext("Topic: {topic}", topic=topic)]
    if at is not None:
        when = formats.fmt(at, "date", ctx.locale) + " " + formats.time(at, ctx.locale,
                                                                         bool(ctx.os["datetime"]["use_24h"]))
        lines.append(ctx.gettext("Time: {when}", when=when))
    lines += [ctx.gettext("Join: {link}", link=model.link(mid)),
              ctx.gettext("Meeting ID: {id}", id=model.grouped(mid))]
    if password:
        lines.append(ctx.gettext("Password: {password}", password=password))
    return "\n".join(lines)


def copy_call_invitation(ctx: AppContext) -> None:
    call = _live(ctx)
    mine = model.meeting(ctx.state, call["meeting_id"])
    other = world.other(ctx.region, call["meeting_id"])
    pwd = mine["password"] if mine else other["password"] if other else ""
    ctx.copy(invitation(ctx, call["meeting_id"], call["topic"], None, pwd))
