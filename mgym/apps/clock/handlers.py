"""What the OS runs for the Clock as virtual time passes: an alarm rings (a full-screen alert over
whatever is on screen, plus a notification), a ringing alarm falls silent, the timer reaches zero.
``time_tick`` keeps the OS schedule in step with the overlay before time passes."""

from __future__ import annotations

from typing import Any

from mgym.app import Handler
from mgym.apps.clock import model
from mgym.apps.clock.manifest import APP_ID as CLOCK
from mgym.apps.clock.manifest import RING_ACTION, SHOW_ALARMS, SHOW_TIMERS
from mgym.os.context import AppContext
from mgym.os.tasks import new_entry


def time_tick(ctx: AppContext) -> None:
    model.sync(ctx)


def _drop_notification(ctx: AppContext, nid: int) -> None:
    notes: list[dict[str, Any]] = ctx.os["notifications"]
    notes[:] = [n for n in notes if not (n["id"] == nid and n["app"] == ctx.app.id)]


def _ring_entries(ctx: AppContext) -> list[dict[str, Any]]:
    return [e for t in ctx.sys.tm.tasks for e in t["entries"] if e["app"] == ctx.app.id and e["screen"] == "ring"]


def close_ring_screens(ctx: AppContext) -> None:
    """Take the full-screen alert down wherever it is (it closes with anything opened above it)."""
    for e in _ring_entries(ctx):
        ctx.sys.ctx(ctx.app, e).close_screen()


def snooze(ctx: AppContext, alarm_id: int) -> None:
    """Snooze alarm ``alarm_id`` for its snooze length and stop it ringing."""
    a = model.alarm(ctx.state, alarm_id)
    if a is not None:
        a["enabled"] = True
        a["snoozed_until"] = ctx.now + a["snooze"] * model.MIN_MS
    stop_ringing(ctx)


def stop_ringing(ctx: AppContext) -> None:
    r = ctx.state["ringing"]
    if r is not None:
        _drop_notification(ctx, r["notification"])
    ctx.state["ringing"] = None
    model.sync(ctx)


def ring(ctx: AppContext, alarm_id: int) -> None:
    """Alarm ``alarm_id`` goes off: a one-time alarm turns itself off, a repeating one re-arms for its
    next day; the alert covers the screen (over any app) and a notification sits in the shade."""
    a = model.alarm(ctx.state, alarm_id)
    if a is None or not a["enabled"]:
        model.sync(ctx)
        return
    prev = ctx.state["ringing"]
    if prev is not None:  # a second alarm while one rings: the first is snoozed
        snooze(ctx, prev["alarm_id"])
    a["snoozed_until"] = None
    if not a["days"]:
        a["enabled"] = False
    h, m = model.hm(a["time"])
    shown = model.fmt_time(h, m, ctx.locale, bool(ctx.os["datetime"]["use_24h"]))
    nid = ctx.notify(a["label"] or ctx.gettext("Alarm"), shown,
                     intent={"action": RING_ACTION, "app": CLOCK})
    ctx.state["ringing"] = {"alarm_id": a["id"], "since": ctx.now, "notification": nid}
    s = ctx.sys
    s.v["headsup"] = None  # the full-screen alert takes the place of the banner
    s.v["shade"]["open"] = False
    top = s.top()
    if not (top["app"] == ctx.app.id and top["screen"] == "ring"):
        s.tm.front()["entries"].append(new_entry(CLOCK, "ring"))
        s.opened(s.top())
    model.sync(ctx)


def silence(ctx: AppContext, alarm_id: int) -> None:
    """Nobody answered: the alarm stops by itself after the "Silence after" time; a missed-alarm
    notification stays."""
    r = ctx.state["ringing"]
    if r is None or r["alarm_id"] != alarm_id:
        model.sync(ctx)
        return
    a = model.alarm(ctx.state, alarm_id)
    stop_ringing(ctx)
    close_ring_screens(ctx)
    if a is not None:
        h, m = model.hm(a["time"])
        shown = model.fmt_time(h, m, ctx.locale, bool(ctx.os["datetime"]["use_24h"]))
        ctx.notify(ctx.gettext("Missed alarm"), f"{shown} {a['label']}".strip(),
                   intent={"action": SHOW_ALARMS, "app": CLOCK})
        ctx.sys.v["headsup"] = None


def timer_done(ctx: AppContext) -> None:
    """The timer reaches zero: it rings (a notification with a heads-up banner) until stopped."""
    t = ctx.state["timer"]
    if t["state"] != "running":
        model.sync(ctx)
        return
    t["state"] = "ringing"
    t["notification"] = ctx.notify(ctx.gettext("Timer"), ctx.gettext("Time's up"),
                                   intent={"action": SHOW_TIMERS, "app": CLOCK})
    model.sync(ctx)


HANDLERS: dict[str, Handler] = {"time_tick": time_tick, model.RING: ring, model.SILENCE: silence,
                                model.TIMER_DONE: timer_done}
