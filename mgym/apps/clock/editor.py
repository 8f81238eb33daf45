"""The alarm editor: a draft in the screen's params (time, days, sound, vibrate, snooze, the
picker's hour / minute mode) and the label in its text field, written to the overlay on Save."""

from __future__ import annotations

import math
from typing import Any

from mgym.apps.clock import model
from mgym.apps.clock.state import DAYS, MAX_LABEL, RINGTONES, SNOOZES
from mgym.os.context import AppContext

#: Android's Calendar day numbers (1 = Sunday) as our day codes, for SET_ALARM's ``days`` extra
ANDROID_DAYS = {1: "sun", 2: "mon", 3: "tue", 4: "wed", 5: "thu", 6: "fri", 7: "sat"}
NEW_ALARM = (8, 0)
#: the picker's dial (CSS px): its size, the radius of the outer and inner rings of numbers, a number's size
DIAL, OUTER, INNER, NUMBER = 248, 100, 66, 40


def _int(v: Any, lo: int, hi: int) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi else None


def intent_days(raw: Any) -> list[str]:
    """SET_ALARM's ``days``: day codes or Android's day numbers, in any order."""
    out: set[str] = set()
    for d in raw if isinstance(raw, list) else []:
        if isinstance(d, str) and d.lower()[:3] in DAYS:
            out.add(d.lower()[:3])
        elif isinstance(d, int) and d in ANDROID_DAYS:
            out.add(ANDROID_DAYS[d])
    return [d for d in DAYS if d in out]


def seed(ctx: AppContext) -> None:
    """A new editor starts from its alarm, or from what an intent asked for, or from 08:00."""
    p = ctx.screen_params
    a = model.alarm(ctx.state, p.get("alarm_id"))
    if a is not None:
        h, m = model.hm(a["time"])
        draft = {"hour": h, "minute": m, "days": list(a["days"]), "ringtone": a["ringtone"],
                 "vibrate": a["vibrate"], "snooze": a["snooze"]}
        label = a["label"]
    else:
        p.pop("alarm_id", None)
        hour = _int(p.get("hour"), 0, 23)
        minute = _int(p.get("minute"), 0, 59)
        draft = {"hour": NEW_ALARM[0] if hour is None else hour, "minute": NEW_ALARM[1] if minute is None else minute,
                 "days": intent_days(p.get("days")), "ringtone": RINGTONES[0], "vibrate": True, "snooze": 10}
        label = str(p.get("label") or "")[:MAX_LABEL]
    draft["mode"] = "hour"
    ctx.set_param("draft", draft)
    ctx.set_field("label", label)


def draft(ctx: AppContext, entry: dict[str, Any] | None = None) -> dict[str, Any]:
    e = ctx.entry if entry is None else entry
    assert e is not None
    d: dict[str, Any] = e["params"]["draft"]
    return d


def set_mode(ctx: AppContext) -> None:
    if ctx.param("mode") in ("hour", "minute"):
        draft(ctx)["mode"] = ctx.param("mode")


def set_hour(ctx: AppContext) -> None:
    h = _int(ctx.param("h"), 0, 23)
    if h is not None:
        draft(ctx).update(hour=h, mode="minute")


def dial_minute(rx: Any, ry: Any) -> int | None:
    """The minute a tap on the minute dial picks, from where it fell in the dial's box (0..1 each way):
    the nearest of the 60 marks by its angle from 12 o'clock, as Android's dial does. None at the
    hub, outside the dial's circle, or without a position."""
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (rx, ry)):
        return None
    dx, dy = float(rx) - 0.5, float(ry) - 0.5
    if not 0.06 <= math.hypot(dx, dy) <= 0.5:
        return None
    angle = math.degrees(math.atan2(dx, -dy)) % 360
    return round(angle / 6) % 60


def _on_number(m: int, rx: Any, ry: Any) -> int:
    """The minute of a tap that fell on the number ``m`` of the minute ring, at (rx, ry) of its box: the
    tap's point on the dial, by its angle (the middle of the number is ``m`` itself)."""
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (rx, ry)):
        return m
    a = math.radians(m * 6)
    x = DIAL / 2 + OUTER * math.sin(a) + (float(rx) - 0.5) * NUMBER
    y = DIAL / 2 - OUTER * math.cos(a) + (float(ry) - 0.5) * NUMBER
    found = dial_minute(x / DIAL, y / DIAL)
    return m if found is None else found


def set_minute(ctx: AppContext) -> None:
    """A minute from the dial, wherever the tap fell: the nearest minute to its angle, as on Android (a
    tap in the middle of a number is that number; ``m`` without a position, from the UI tree, too)."""
    rx, ry = ctx.param("_rx"), ctx.param("_ry")
    if ctx.param("m") is None:
        m = dial_minute(rx, ry)
    else:
        m = _int(ctx.param("m"), 0, 59)
        m = None if m is None else _on_number(m, rx, ry)
    if m is not None:
        draft(ctx)["minute"] = m


def step(ctx: AppContext) -> None:
    """The picker's - / + buttons: one hour or one minute (carrying into the hour)."""
    d = draft(ctx)
    by = 1 if ctx.param("by", 1) == 1 else -1
    total = d["hour"] * 60 + d["minute"] + (60 * by if d["mode"] == "hour" else by)
    total %= 24 * 60
    d.update(hour=total // 60, minute=total % 60)


def set_ampm(ctx: AppContext) -> None:
    d = draft(ctx)
    pm = bool(ctx.param("pm"))
    if pm and d["hour"] < 12:
        d["hour"] += 12
    elif not pm and d["hour"] >= 12:
        d["hour"] -= 12


def toggle_day(ctx: AppContext) -> None:
    d = draft(ctx)
    day = ctx.param("day")
    if day in DAYS:
        days = set(d["days"]) ^ {day}
        d["days"] = [x for x in DAYS if x in days]


def toggle_vibrate(ctx: AppContext) -> None:
    d = draft(ctx)
    d["vibrate"] = not d["vibrate"]


def _below(ctx: AppContext) -> dict[str, Any] | None:
    e = ctx.entry_below("edit")
    return draft(ctx, e) if e is not None else None


def choose_ringtone(ctx: AppContext) -> None:
    d = _below(ctx)
    if d is not None and ctx.param("name") in RINGTONES:
        d["ringtone"] = ctx.param("name")


def choose_snooze(ctx: AppContext) -> None:
    d = _below(ctx)
    if d is not None and ctx.param("minutes") in SNOOZES:
        d["snooze"] = ctx.param("minutes")


def editing_existing(ctx: AppContext) -> bool:
    e = ctx.entry if ctx.entry is None or ctx.entry["screen"] == "edit" else ctx.entry_below("edit")
    return e is not None and model.alarm(ctx.state, e["params"].get("alarm_id")) is not None


def can_save(ctx: AppContext) -> bool:
    """A new alarm, or one that still exists."""
    aid = ctx.screen_params.get("alarm_id")
    return aid is None or model.alarm(ctx.state, aid) is not None


def toast_set(ctx: AppContext, a: dict[str, Any]) -> None:
    at = model.next_ring(a, ctx.now)
    if at is not None:
        msgid, args = model.until(at - ctx.now, toast=True)
        fmt: dict[str, Any] = dict(args)
        ctx.toast(msgid, **fmt)


def save(ctx: AppContext) -> None:
    d = draft(ctx)
    """Write the draft: a new alarm is on; an existing one turns on (and forgets a snooze) only when
    its time or days changed, as a phone's clock does."""
    values = {"time": model.hhmm(d["hour"], d["minute"]), "days": list(d["days"]),
              "label": ctx.field("label").strip()[:MAX_LABEL], "ringtone": d["ringtone"], "vibrate": d["vibrate"],
              "snooze": d["snooze"]}
    a = model.alarm(ctx.state, ctx.screen_params.get("alarm_id"))
    if a is None:
        a = {"id": model.new_alarm_id(ctx.state), **values, "enabled": True, "snoozed_until": None}
        ctx.state["alarms"].append(a)
    else:
        if (a["time"], a["days"]) != (values["time"], values["days"]):
            values.update(enabled=True, snoozed_until=None)
        a.update(values)
    if a["enabled"]:
        toast_set(ctx, a)


def delete(ctx: AppContext) -> None:
    e = ctx.entry_below("edit")
    assert e is not None, "guarded by editing_existing"
    aid = e["params"].get("alarm_id")
    r = ctx.state["ringing"]
    if r is not None and r["alarm_id"] == aid:
        ctx.state["ringing"] = None
    ctx.state["alarms"] = [a for a in ctx.state["alarms"] if a["id"] != aid]
    ctx.toast("Alarm deleted")
