"""Clock views: each screen's template and context. Text built here goes through the catalogue
(``ctx.gettext``); templates only lay it out."""

from __future__ import annotations

import math
from typing import Any

from mgym.app import View
from mgym.apps.clock import model, world
from mgym.apps.clock.editor import DIAL, INNER, NUMBER, OUTER
from mgym.apps.clock.state import DAYS, RINGTONES, SILENCE, SNOOZES
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

DAY_SHORT = {"mon": N_("Mon"), "tue": N_("Tue"), "wed": N_("Wed"), "thu": N_("Thu"), "fri": N_("Fri"),
             "sat": N_("Sat"), "sun": N_("Sun")}
DAY_LONG = {"mon": N_("Monday"), "tue": N_("Tuesday"), "wed": N_("Wednesday"), "thu": N_("Thursday"),
            "fri": N_("Friday"), "sat": N_("Saturday"), "sun": N_("Sunday")}
RINGTONE_NAMES = {"Cesium": N_("Cesium"), "Argon": N_("Argon"), "Helium": N_("Helium"), "Neon": N_("Neon"),
                  "Oxygen": N_("Oxygen"), "Krypton": N_("Krypton"), "Osmium": N_("Osmium"), "Silent": N_("Silent")}
TAB_ITEMS = (("alarms", "alarm", N_("Alarms")), ("world", "public", N_("World clock")),
             ("timer", "hourglass_empty", N_("Timer")), ("stopwatch", "timer", N_("Stopwatch")))


def _24h(ctx: AppContext) -> bool:
    return bool(ctx.os["datetime"]["use_24h"])


def _t(ctx: AppContext, hour: int, minute: int) -> str:
    return model.fmt_time(hour, minute, ctx.locale, _24h(ctx))


def _now_text(ctx: AppContext, ms: int) -> str:
    return formats.time(ms, ctx.locale, _24h(ctx))


def _tabs(current: str) -> list[dict[str, Any]]:
    return [{"id": t, "icon": i, "label": label, "on": t == current} for t, i, label in TAB_ITEMS]


# ---- alarms ------------------------------------------------------------------------------------
def repeat_text(ctx: AppContext, a: dict[str, Any]) -> str:
    """What a row says under the time: "Weekdays", "Mon, Wed, Fri", or Today / Tomorrow for a
    one-time alarm (by when it would ring)."""
    if a["days"]:
        named = model.days_text(a["days"])
        if named is not None:
            return ctx.gettext(named[0])
        sep = "、" if ctx.locale == "zh-CN" else ", "
        return sep.join(ctx.gettext(DAY_SHORT[d]) for d in a["days"])
    at = model.next_ring({**a, "enabled": True, "snoozed_until": None}, ctx.now)
    assert at is not None
    today = model.local(ctx.now).date()
    return ctx.gettext("Today") if model.local(at).date() == today else ctx.gettext("Tomorrow")


def _alarm_row(ctx: AppContext, a: dict[str, Any]) -> dict[str, Any]:
    h, m = model.hm(a["time"])
    snoozed = ""
    if a["enabled"] and a["snoozed_until"]:
        snoozed = ctx.gettext("Snoozed until {time}", time=_now_text(ctx, a["snoozed_until"]))
    return {"id": a["id"], "time": _t(ctx, h, m), "label": a["label"], "repeat": repeat_text(ctx, a),
            "on": a["enabled"], "snoozed": snoozed,
            "days": [{"code": d, "text": ctx.gettext(DAY_SHORT[d]), "on": d in a["days"]} for d in DAYS]}


def alarms(ctx: AppContext) -> View:
    rows = sorted(ctx.state["alarms"], key=lambda a: (a["time"], a["id"]))
    nxt = model.next_alarm(ctx.state["alarms"], ctx.now)
    summary = when = ""
    if nxt is not None:
        msgid, args = model.until(nxt[1] - ctx.now)
        summary = ctx.gettext(msgid, **args)
        when = f"{ctx.gettext(DAY_SHORT[model.day_code(nxt[1])])} {_now_text(ctx, nxt[1])}"
    elif rows:
        summary = ctx.gettext("All alarms are off")
    return View("apps/clock/alarms.html", {
        "tabs": _tabs("alarms"), "rows": [_alarm_row(ctx, a) for a in rows], "summary": summary, "when": when,
    })


def menu(ctx: AppContext) -> View:
    return View("apps/clock/menu.html", {})


# ---- the editor --------------------------------------------------------------------------------
def _ring(values: list[tuple[int, str]], radius: int, size: int, chosen: int | None) -> list[dict[str, Any]]:
    out = []
    for i, (value, text) in enumerate(values):
        a = math.radians(i * 30)
        out.append({"value": value, "text": text, "on": value == chosen, "size": size,
                    "x": round(DIAL / 2 + radius * math.sin(a) - size / 2, 1),
                    "y": round(DIAL / 2 - radius * math.cos(a) - size / 2, 1)})
    return out


def dial(d: dict[str, Any], use_24h: bool) -> list[dict[str, Any]]:
    """The numbers on the picker's dial, placed round a circle (hours, or minutes in fives)."""
    if d["mode"] == "minute":
        return _ring([(m * 5, f"{m * 5:02d}") for m in range(12)], OUTER, NUMBER, d["minute"])
    hours = [12, *range(1, 12)]
    if not use_24h:
        pm = d["hour"] >= 12
        return _ring([((h % 12) + (12 if pm else 0), str(h)) for h in hours], OUTER, 40, d["hour"])
    outer = _ring([(h, str(h)) for h in hours], OUTER, 40, d["hour"])
    inner = _ring([(0, "00"), *((h, str(h)) for h in range(13, 24))], INNER, 32, d["hour"])
    return outer + inner


def edit(ctx: AppContext) -> View:
    d = ctx.screen_params.get("draft") or {}
    aid = ctx.screen_params.get("alarm_id")
    missing = not d or (aid is not None and model.alarm(ctx.state, aid) is None)
    if missing:
        return View("apps/clock/edit.html", {"missing": True})
    use_24h = _24h(ctx)
    sound = RINGTONE_NAMES[d["ringtone"]]
    hour = d["hour"] if use_24h else (d["hour"] % 12 or 12)
    return View("apps/clock/edit.html", {
        "missing": False, "existing": aid is not None, "mode": d["mode"], "use_24h": use_24h,
        "hour_text": f"{hour:02d}" if use_24h else str(hour), "minute_text": f"{d['minute']:02d}",
        "pm": d["hour"] >= 12, "dial": dial(d, use_24h), "dial_size": DIAL,
        "days": [{"code": c, "text": ctx.gettext(DAY_SHORT[c]), "long": ctx.gettext(DAY_LONG[c]), "on": c in d["days"]}
                 for c in DAYS],
        "ringtone": ctx.gettext(sound), "vibrate": d["vibrate"],
        "snooze": ctx.ngettext("{n} minute", "{n} minutes", d["snooze"]),
    })


def _draft_below(ctx: AppContext) -> dict[str, Any]:
    e = ctx.entry_below("edit")
    return dict(e["params"].get("draft") or {}) if e is not None else {}


def ringtone(ctx: AppContext) -> View:
    cur = _draft_below(ctx).get("ringtone")
    return View("apps/clock/choose.html", {
        "title": ctx.gettext("Alarm sound"), "pick": "ringtone.choose", "dismiss": "ringtone.dismiss", "key": "name",
        "options": [{"value": r, "text": ctx.gettext(RINGTONE_NAMES[r]), "on": r == cur} for r in RINGTONES],
    })


def snooze(ctx: AppContext) -> View:
    cur = _draft_below(ctx).get("snooze")
    return View("apps/clock/choose.html", {
        "title": ctx.gettext("Snooze length"), "pick": "snooze.choose", "dismiss": "snooze.dismiss", "key": "minutes",
        "options": [{"value": n, "text": ctx.ngettext("{n} minute", "{n} minutes", n), "on": n == cur} for n in SNOOZES],
    })


def delete(ctx: AppContext) -> View:
    e = ctx.entry_below("edit")
    a = model.alarm(ctx.state, e["params"].get("alarm_id")) if e is not None else None
    what = ""
    if a is not None:
        h, m = model.hm(a["time"])
        what = f"{_t(ctx, h, m)} {a['label']}".strip()
    return View("apps/clock/delete.html", {"what": what})


# ---- the full-screen alert ---------------------------------------------------------------------
def ring(ctx: AppContext) -> View:
    r = ctx.state["ringing"]
    a = model.alarm(ctx.state, r["alarm_id"]) if r is not None else None
    return View("apps/clock/ring.html", {
        "ringing": a is not None, "now": _now_text(ctx, ctx.now), "label": a["label"] if a else "",
        "date": formats.fmt(ctx.now, "day", ctx.locale),
        "snooze": ctx.gettext("Snooze {n} min", n=a["snooze"]) if a else "",
    })


# ---- world clock -------------------------------------------------------------------------------
def offset_text(ctx: AppContext, diff: int) -> str:
    if diff == 0:
        return ctx.gettext("Same time")
    h, m = divmod(abs(diff), 60)
    ahead = diff > 0
    if h and m:
        msgid = N_("{h} h {m} min ahead") if ahead else N_("{h} h {m} min behind")
    elif h:
        msgid = N_("{h} h ahead") if ahead else N_("{h} h behind")
    else:
        msgid = N_("{m} min ahead") if ahead else N_("{m} min behind")
    return ctx.gettext(msgid, h=h, m=m)


def day_text(ctx: AppContext, city_ms: int) -> str:
    delta = (model.local(city_ms).date() - model.local(ctx.now).date()).days
    return ctx.gettext("Today") if delta == 0 else ctx.gettext("Tomorrow") if delta > 0 else ctx.gettext("Yesterday")


def _city_row(ctx: AppContext, cid: str) -> dict[str, Any]:
    c = world.city(cid)
    assert c is not None, "validated by the state model"
    ms = model.city_ms(c, ctx.os, ctx.now)
    return {"id": cid, "name": model.city_name(c, ctx.locale), "time": _now_text(ctx, ms),
            "sub": f"{day_text(ctx, ms)} · {offset_text(ctx, model.city_diff(c, ctx.os, ctx.now))}"}


def world_clock(ctx: AppContext) -> View:
    home = model.home_offset(ctx.os, ctx.now)
    rows = [_city_row(ctx, cid) for cid in ctx.state["cities"]]
    return View("apps/clock/world.html", {
        "tabs": _tabs("world"), "now": _now_text(ctx, ctx.now), "date": formats.fmt(ctx.now, "long_day", ctx.locale),
        "zone": model.gmt(home), "rows": rows,
    })


def city_search(ctx: AppContext) -> View:
    query = ctx.field("q")
    chosen = set(ctx.state["cities"])
    rows = [{"id": c["id"], "name": model.city_name(c, ctx.locale), "country": model.country_name(c, ctx.locale),
             "gmt": model.gmt(model.city_offset(c, ctx.os, ctx.now)), "added": c["id"] in chosen}
            for c in model.search_cities(query, ctx.locale)]
    return View("apps/clock/city_search.html", {"rows": rows, "has_text": bool(query), "query": query.strip()})


def world_edit(ctx: AppContext) -> View:
    ids = ctx.state["cities"]
    rows = []
    for i, cid in enumerate(ids):
        c = world.city(cid)
        assert c is not None
        rows.append({"id": cid, "name": model.city_name(c, ctx.locale), "first": i == 0, "last": i == len(ids) - 1})
    return View("apps/clock/world_edit.html", {"rows": rows})


# ---- stopwatch and timer -----------------------------------------------------------------------
def stopwatch(ctx: AppContext) -> View:
    sw = ctx.state["stopwatch"]
    laps = []
    prev = 0
    for i, total in enumerate(sw["laps"], 1):
        laps.append({"n": i, "lap": model.stopwatch_text(total - prev), "total": model.stopwatch_text(total)})
        prev = total
    return View("apps/clock/stopwatch.html", {
        "tabs": _tabs("stopwatch"), "text": model.stopwatch_text(model.stopwatch_ms(sw, ctx.now)),
        "running": sw["running"], "started": sw["running"] or sw["elapsed_ms"] > 0 or bool(sw["laps"]),
        "laps": list(reversed(laps)),
    })


def timer(ctx: AppContext) -> View:
    t = ctx.state["timer"]
    digits = str(ctx.screen_params.get("digits", "")).rjust(6, "0")
    left = model.timer_left(t, ctx.now)
    total = max(int(t["duration_ms"]), 1)
    return View("apps/clock/timer.html", {
        "tabs": _tabs("timer"), "state": t["state"], "hh": digits[:2], "mm": digits[2:4], "ss": digits[4:],
        "typed": bool(ctx.screen_params.get("digits")), "text": model.timer_text(left),
        "length": model.timer_text(int(t["duration_ms"])),
        "pct": round(min(max(left / total, 0.0), 1.0) * 100, 1),
    })


# ---- settings ----------------------------------------------------------------------------------
def _silence_text(ctx: AppContext, n: int) -> str:
    return ctx.gettext("Never") if n == 0 else ctx.ngettext("{n} minute", "{n} minutes", n)


def settings(ctx: AppContext) -> View:
    s = ctx.state["settings"]
    vol = int(ctx.os["audio"]["alarm"])
    return View("apps/clock/settings.html", {
        "silence": _silence_text(ctx, s["silence_after"]), "volume": vol, "timer_vibrate": s["timer_vibrate"],
    })


def silence(ctx: AppContext) -> View:
    cur = ctx.state["settings"]["silence_after"]
    return View("apps/clock/choose.html", {
        "title": ctx.gettext("Silence after"), "pick": "silence.choose", "dismiss": "silence.dismiss",
        "key": "minutes", "options": [{"value": n, "text": _silence_text(ctx, n), "on": n == cur} for n in SILENCE],
    })


VIEWS = {
    "alarms": alarms, "world": world_clock, "timer": timer, "stopwatch": stopwatch, "menu": menu, "edit": edit,
    "ringtone": ringtone, "snooze": snooze, "delete": delete, "ring": ring, "city_search": city_search,
    "world_edit": world_edit, "settings": settings, "silence": silence,
}
