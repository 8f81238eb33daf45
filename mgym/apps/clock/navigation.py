"""Clock navigation: screens and transitions, then the effects and guards they name.

Four tabs (alarms, world clock, timer, stopwatch) swap with ``tab.*``. The alarm editor keeps its
draft in the screen's params (``draft``) and its label in the ``label`` field until Save; the ring
screen is the full-screen alert the ``ring`` handler puts over whatever is on screen.
"""

from __future__ import annotations

from typing import Any

from mgym.apps.clock import editor, model
from mgym.apps.clock.handlers import close_ring_screens, snooze, stop_ringing
from mgym.apps.clock.state import SILENCE
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY
from mgym.os.context import AppContext

TABS = ("alarms", "world", "timer", "stopwatch")

# ---- alarms list -------------------------------------------------------------------------------


def alarm_exists(ctx: AppContext) -> bool:
    return model.alarm(ctx.state, ctx.param("alarm_id")) is not None


def toggle_alarm(ctx: AppContext) -> None:
    a = model.alarm(ctx.state, ctx.param("alarm_id"))
    assert a is not None, "guarded by alarm_exists"
    a["enabled"] = not a["enabled"]
    a["snoozed_until"] = None
    if a["enabled"]:
        editor.toast_set(ctx, a)


# ---- the ring screen ---------------------------------------------------------------------------


def ring_snooze(ctx: AppContext) -> None:
    r = ctx.state["ringing"]
    if r is None:
        return
    a = model.alarm(ctx.state, r["alarm_id"])
    snooze(ctx, r["alarm_id"])
    close_ring_screens(ctx)
    if a is not None:
        ctx.toast("Snoozed for {n} min", n=a["snooze"])


def ring_dismiss(ctx: AppContext) -> None:
    if ctx.state["ringing"] is not None:
        stop_ringing(ctx)
    close_ring_screens(ctx)


# ---- world clock -------------------------------------------------------------------------------


def add_city(ctx: AppContext) -> None:
    cid = str(ctx.param("city_id"))
    if cid in ctx.state["cities"]:
        ctx.toast("Already in your world clock")
        return
    if model.world.city(cid) is not None:
        ctx.state["cities"].append(cid)


def clear_query(ctx: AppContext) -> None:
    ctx.set_field("q", "")


def has_city(ctx: AppContext) -> bool:
    return ctx.param("city_id") in ctx.state["cities"]


def move_city(ctx: AppContext) -> None:
    cities: list[str] = ctx.state["cities"]
    i = cities.index(str(ctx.param("city_id")))
    j = i + int(ctx.param("by", 0))
    if 0 <= j < len(cities):
        cities[i], cities[j] = cities[j], cities[i]


def remove_city(ctx: AppContext) -> None:
    ctx.state["cities"].remove(str(ctx.param("city_id")))


# ---- stopwatch ---------------------------------------------------------------------------------


def sw_start(ctx: AppContext) -> None:
    sw = ctx.state["stopwatch"]
    sw.update(running=True, started_at=ctx.now)


def sw_pause(ctx: AppContext) -> None:
    sw = ctx.state["stopwatch"]
    sw.update(running=False, elapsed_ms=model.stopwatch_ms(sw, ctx.now), started_at=0)


def sw_lap(ctx: AppContext) -> None:
    sw = ctx.state["stopwatch"]
    sw["laps"].append(model.stopwatch_ms(sw, ctx.now))


def sw_reset(ctx: AppContext) -> None:
    ctx.state["stopwatch"].update(running=False, started_at=0, elapsed_ms=0, laps=[])


def sw_running(ctx: AppContext) -> bool:
    return bool(ctx.state["stopwatch"]["running"])


def sw_paused(ctx: AppContext) -> bool:
    sw = ctx.state["stopwatch"]
    return not sw["running"] and (sw["elapsed_ms"] > 0 or bool(sw["laps"]))


# ---- timer -------------------------------------------------------------------------------------


def timer_open(ctx: AppContext) -> None:
    """Opened by SET_TIMER with ``seconds``: the keypad shows that length, ready to start."""
    secs = ctx.screen_params.get("seconds")
    if isinstance(secs, int) and not isinstance(secs, bool) and 0 < secs < 100 * 3600:
        h, rest = divmod(secs, 3600)
        ctx.set_param("digits", f"{h:02d}{rest // 60:02d}{rest % 60:02d}".lstrip("0"))


def _digits(ctx: AppContext) -> str:
    return str(ctx.screen_params.get("digits", ""))


def timer_key(ctx: AppContext) -> None:
    d = str(ctx.param("d", ""))
    now = _digits(ctx)
    if d.isdigit() and len(d) == 1 and len(now) < 6 and (now or d != "0"):
        ctx.set_param("digits", now + d)


def timer_backspace(ctx: AppContext) -> None:
    ctx.set_param("digits", _digits(ctx)[:-1])


def timer_can_start(ctx: AppContext) -> bool:
    return ctx.state["timer"]["state"] == "idle" and model.keypad_ms(_digits(ctx) or "0") > 0


def timer_start(ctx: AppContext) -> None:
    ms = model.keypad_ms(_digits(ctx))
    ctx.state["timer"].update(state="running", duration_ms=ms, ends_at=ctx.now + ms, remaining_ms=0)
    ctx.set_param("digits", "")


def _timer_is(*states: str) -> Any:
    def guard(ctx: AppContext) -> bool:
        return ctx.state["timer"]["state"] in states

    return guard


def timer_pause(ctx: AppContext) -> None:
    t = ctx.state["timer"]
    t.update(state="paused", remaining_ms=max(0, t["ends_at"] - ctx.now), ends_at=0)


def timer_resume(ctx: AppContext) -> None:
    t = ctx.state["timer"]
    t.update(state="running", ends_at=ctx.now + t["remaining_ms"], remaining_ms=0)


def timer_reset(ctx: AppContext) -> None:
    t = ctx.state["timer"]
    t.update(state="paused", remaining_ms=t["duration_ms"], ends_at=0)


def _stop_notification(ctx: AppContext) -> None:
    t = ctx.state["timer"]
    notes: list[dict[str, Any]] = ctx.os["notifications"]
    notes[:] = [n for n in notes if not (n["id"] == t["notification"] and n["app"] == ctx.app.id)]
    t["notification"] = 0


def timer_delete(ctx: AppContext) -> None:
    _stop_notification(ctx)
    ctx.state["timer"].update(state="idle", ends_at=0, remaining_ms=0)


def timer_plus(ctx: AppContext) -> None:
    t = ctx.state["timer"]
    if t["state"] == "ringing":
        _stop_notification(ctx)
        t.update(state="running", ends_at=ctx.now + model.MIN_MS)
    elif t["state"] == "running":
        t["ends_at"] += model.MIN_MS
    else:
        t["remaining_ms"] += model.MIN_MS


# ---- settings ----------------------------------------------------------------------------------


def set_silence(ctx: AppContext) -> None:
    if ctx.param("minutes") in SILENCE:
        ctx.state["settings"]["silence_after"] = ctx.param("minutes")


def set_volume(ctx: AppContext) -> None:
    ctx.managers.set_level(ctx.os, "audio", "alarm", round(float(ctx.param("_rx", 0.5)) * 7))


def toggle_timer_vibrate(ctx: AppContext) -> None:
    s = ctx.state["settings"]
    s["timer_vibrate"] = not s["timer_vibrate"]


# ---- the declaration ---------------------------------------------------------------------------
_OTHER = {t: tuple(o for o in TABS if o != t) for t in TABS}

NAV = Navigation(
    app="clock",
    entry="alarms",
    screens=[
        Screen("alarms", title="Alarms", entry_point=True),
        Screen("world", title="World clock"),
        Screen("timer", params=("seconds",), title="Timer", entry_point=True, on_open=timer_open),
        Screen("stopwatch", title="Stopwatch"),
        Screen("menu", kind="menu", title="More options"),
        Screen("edit", params=("alarm_id", "hour", "minute", "label", "days"), title="Alarm",
               entry_point=True, on_open=editor.seed),
        Screen("ringtone", kind="sheet", title="Alarm sound"),
        Screen("snooze", kind="sheet", title="Snooze length"),
        Screen("delete", kind="dialog", title="Delete alarm"),
        Screen("ring", title="Alarm", entry_point=True),
        Screen("city_search", title="Add a city", autofocus="q"),
        Screen("world_edit", title="Edit cities"),
        Screen("settings", title="Clock settings"),
        Screen("silence", kind="sheet", title="Silence after"),
    ],
    transitions=[
        *(reset(f"tab.{t}", _OTHER[t], t, label=t.title()) for t in TABS),
        push("clock.menu", TABS, "menu", label="More options"),
        replace("menu.settings", "menu", "settings", label="Settings"),
        pop("menu.dismiss", "menu", ANY),
        # alarms
        push("alarm.add", "alarms", "edit", label="Add alarm"),
        push("alarm.open", "alarms", "edit", guard=alarm_exists, label="Edit alarm"),
        stay("alarm.toggle", "alarms", guard=alarm_exists, effect=toggle_alarm, label="Turn alarm on or off"),
        # the editor
        stay("picker.mode", "edit", effect=editor.set_mode, label="Hour or minute"),
        stay("picker.hour", "edit", effect=editor.set_hour, label="Choose the hour"),
        stay("picker.minute", "edit", effect=editor.set_minute, label="Choose the minute"),
        stay("picker.step", "edit", effect=editor.step, label="One more or less"),
        stay("picker.ampm", "edit", effect=editor.set_ampm, label="AM or PM"),
        stay("edit.day", "edit", effect=editor.toggle_day, label="Repeat on a day"),
        stay("edit.vibrate", "edit", effect=editor.toggle_vibrate, label="Vibrate"),
        push("edit.ringtone", "edit", "ringtone", label="Alarm sound"),
        pop("ringtone.choose", "ringtone", ANY, effect=editor.choose_ringtone, label="Choose a sound"),
        pop("ringtone.dismiss", "ringtone", ANY),
        push("edit.snooze", "edit", "snooze", label="Snooze length"),
        pop("snooze.choose", "snooze", ANY, effect=editor.choose_snooze, label="Choose a snooze length"),
        pop("snooze.dismiss", "snooze", ANY),
        pop("edit.save", "edit", ANY, guard=editor.can_save, effect=editor.save, label="Save"),
        push("edit.delete", "edit", "delete", guard=editor.editing_existing, label="Delete"),
        reset("delete.confirm", "delete", "alarms", guard=editor.editing_existing, effect=editor.delete,
              label="Delete"),
        pop("delete.cancel", "delete", ANY, label="Cancel"),
        # the full-screen alert
        stay("ring.snooze", "ring", effect=ring_snooze, label="Snooze"),
        stay("ring.dismiss", "ring", effect=ring_dismiss, label="Dismiss"),
        # world clock
        push("world.add", "world", "city_search", label="Add a city"),
        pop("city.choose", "city_search", "world", effect=add_city, label="Add this city"),
        stay("search.clear", "city_search", effect=clear_query, label="Clear search"),
        push("world.edit", "world", "world_edit", label="Edit cities"),
        stay("city.move", "world_edit", guard=has_city, effect=move_city, label="Move a city"),
        stay("city.remove", "world_edit", guard=has_city, effect=remove_city, label="Remove a city"),
        pop("worldedit.done", "world_edit", "world", label="Done"),
        # stopwatch
        stay("sw.start", "stopwatch", guard=lambda ctx: not sw_running(ctx), effect=sw_start, label="Start"),
        stay("sw.pause", "stopwatch", guard=sw_running, effect=sw_pause, label="Pause"),
        stay("sw.lap", "stopwatch", guard=sw_running, effect=sw_lap, label="Lap"),
        stay("sw.reset", "stopwatch", guard=sw_paused, effect=sw_reset, label="Reset"),
        # timer
        stay("timer.key", "timer", effect=timer_key, label="Digit"),
        stay("timer.backspace", "timer", effect=timer_backspace, label="Delete a digit"),
        stay("timer.start", "timer", guard=timer_can_start, effect=timer_start, label="Start"),
        stay("timer.pause", "timer", guard=_timer_is("running"), effect=timer_pause, label="Pause"),
        stay("timer.resume", "timer", guard=_timer_is("paused"), effect=timer_resume, label="Resume"),
        stay("timer.reset", "timer", guard=_timer_is("paused"), effect=timer_reset, label="Reset"),
        stay("timer.delete", "timer", guard=_timer_is("running", "paused", "ringing"), effect=timer_delete,
             label="Delete timer"),
        stay("timer.plus", "timer", guard=_timer_is("running", "paused", "ringing"), effect=timer_plus,
             label="Add 1 minute"),
        # settings
        push("settings.silence", "settings", "silence", label="Silence after"),
        pop("silence.choose", "silence", ANY, effect=set_silence, label="Choose"),
        pop("silence.dismiss", "silence", ANY),
        stay("settings.volume", "settings", effect=set_volume, label="Alarm volume"),
        stay("settings.timer_vibrate", "settings", effect=toggle_timer_vibrate, label="Timer vibrate"),
    ],
)
