"""The event editor: a draft in the screen's params (dates, times, all-day, repeat rule, reminder)
and the title / location / notes in its text fields, written to the overlay on Save. The date,
time, repeat, ends and reminder sheets hand their choice back to the draft below them."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from mgym.apps.calendar import model, rules, series
from mgym.apps.calendar.state import DAYS, FREQS, MAX_TITLE, REMINDERS
from mgym.os.context import AppContext

DEFAULT_REMINDER = 15


def _minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def _hhmm(total: int) -> str:
    return f"{total // 60 % 24:02d}:{total % 60:02d}"


def _from_ms(ms: Any) -> tuple[str, str] | None:
    if not isinstance(ms, int) or isinstance(ms, bool) or ms < 0:
        return None
    dt = model.local(ms)
    return dt.date().isoformat(), f"{dt.hour:02d}:{dt.minute:02d}"


def _next_hour(now: int) -> str:
    return _hhmm(min(model.local(now).hour + 1, 23) * 60)


def seed(ctx: AppContext) -> None:
    """A new editor starts from its event, or an INSERT intent's extras, or the chosen day at the
    next full hour."""
    p = ctx.screen_params
    e = model.event(ctx.state, p.get("event_id"))
    if e is not None:
        r = e["repeat"]
        draft = {k: e[k] for k in ("all_day", "start_date", "start_time", "end_date", "end_time", "reminder")}
        occ = _occurrence(e, p.get("day"))
        if occ is not None:  # one occurrence of a series: the editor shows its dates
            length = date.fromisoformat(e["end_date"]) - date.fromisoformat(e["start_date"])
            draft.update(start_date=occ.isoformat(), end_date=(occ + length).isoformat())
        else:
            p.pop("day", None)
        draft.update(freq=r["freq"], days=list(r["days"]), until=r["until"], count=r["count"])
        fields = {"title": e["title"], "location": e["location"], "notes": e["notes"]}
    else:
        p.pop("event_id", None)
        day = str(p.get("date") or model.today(ctx.now).isoformat())
        start = (day, _next_hour(ctx.now))
        begin = _from_ms(p.get("begin"))
        if begin is not None:
            start = begin
        end = _from_ms(p.get("end"))
        if end is None or end < start:
            end = (start[0], _hhmm(min(_minutes(start[1]) + 60, 23 * 60 + 59)))
        draft = {"all_day": p.get("all_day") is True, "start_date": start[0], "start_time": start[1],
                 "end_date": end[0], "end_time": end[1], "reminder": DEFAULT_REMINDER, "freq": "none", "days": [],
                 "until": None, "count": None}
        fields = {k: str(p.get(k) or "") for k in ("title", "location", "notes")}
    ctx.set_param("draft", draft)
    for k, v in fields.items():
        ctx.set_field(k, v[:MAX_TITLE] if k == "title" else v)


def _occurrence(e: dict[str, Any], day: Any) -> date | None:
    """``day`` if it is a date on which the repeating event ``e`` happens (not its first)."""
    try:
        d = date.fromisoformat(str(day))
    except ValueError:
        return None
    return d if series.repeats(e) and rules.happens_on(e["start_date"], e["repeat"], d) else None


def draft(ctx: AppContext, entry: dict[str, Any] | None = None) -> dict[str, Any]:
    e = ctx.entry if entry is None else entry
    assert e is not None
    d: dict[str, Any] = e["params"]["draft"]
    return d


def below(ctx: AppContext) -> dict[str, Any] | None:
    e = ctx.entry_below("edit")
    return draft(ctx, e) if e is not None and "draft" in e["params"] else None


def _keep_order(d: dict[str, Any], moved: str) -> None:
    """Moving the start moves the end with it (same length); an end before the start is clamped."""
    if (d["end_date"], d["end_time"]) < (d["start_date"], d["start_time"]):
        if moved == "end":
            d["end_date"], d["end_time"] = d["start_date"], d["start_time"]
        else:
            end = _minutes(d["start_time"]) + 60
            d["end_date"] = d["start_date"] if end < 24 * 60 else (
                date.fromisoformat(d["start_date"]) + timedelta(days=1)).isoformat()
            d["end_time"] = _hhmm(end)


def toggle_all_day(ctx: AppContext) -> None:
    d = draft(ctx)
    d["all_day"] = not d["all_day"]


def toggle_day(ctx: AppContext) -> None:
    d = draft(ctx)
    day = ctx.param("day")
    if day in DAYS:
        days = set(d["days"] or [DAYS[date.fromisoformat(d["start_date"]).weekday()]]) ^ {day}
        if days:  # a weekly event happens on at least one day
            d["days"] = [x for x in DAYS if x in days]


def step_count(ctx: AppContext) -> None:
    d = draft(ctx)
    by = 1 if ctx.param("by", 1) == 1 else -1
    d["count"] = max(1, min(999, (d["count"] or 1) + by))


def choose_date(ctx: AppContext) -> None:
    """The date sheet: the tapped day becomes the start, end or last date of the draft below."""
    d = below(ctx)
    which, value = ctx.screen_params.get("which"), str(ctx.param("d", ""))
    try:
        day = date.fromisoformat(value)
    except ValueError:
        return
    if d is None:
        return
    if which == "start":
        length = (date.fromisoformat(d["end_date"]) - date.fromisoformat(d["start_date"])).days
        d["start_date"], d["end_date"] = day.isoformat(), (day + timedelta(days=length)).isoformat()
    elif which == "end":
        d["end_date"] = day.isoformat()
        _keep_order(d, "end")
    elif which == "until":
        d["until"] = max(day.isoformat(), d["start_date"])


def date_month(ctx: AppContext) -> None:
    ctx.set_param("month", model.shift_month(str(ctx.screen_params.get("month") or _sheet_month(ctx)),
                                             1 if ctx.param("by", 1) == 1 else -1))


def _sheet_month(ctx: AppContext) -> str:
    d = below(ctx) or {}
    which = ctx.screen_params.get("which")
    value = d.get("until") if which == "until" else d.get(f"{which}_date")
    return str(value or d.get("start_date") or model.today(ctx.now).isoformat())[:7]


def open_date(ctx: AppContext) -> None:
    ctx.set_param("month", _sheet_month(ctx))


def time_hour(ctx: AppContext) -> None:
    h = ctx.param("h")
    if isinstance(h, int) and 0 <= h <= 23:
        ctx.set_param("hour", h)


def choose_time(ctx: AppContext) -> None:
    """The time sheet: the minute tapped (after an hour) sets the start or end time below."""
    d = below(ctx)
    m, which = ctx.param("m"), ctx.screen_params.get("which")
    if d is None or not isinstance(m, int) or not 0 <= m <= 59 or which not in ("start", "end"):
        return
    hour = ctx.screen_params.get("hour")
    if not isinstance(hour, int):
        hour = _minutes(d[f"{which}_time"]) // 60
    new = _hhmm(hour * 60 + m)
    if which == "start":
        shift = _minutes(new) - _minutes(d["start_time"])
        end = _minutes(d["end_time"]) + shift if d["end_date"] == d["start_date"] else _minutes(d["end_time"])
        d["start_time"] = new
        if d["end_date"] == d["start_date"]:
            d["end_time"] = _hhmm(max(_minutes(new), min(end, 23 * 60 + 59)))
    else:
        d["end_time"] = new
    _keep_order(d, which)


def choose_repeat(ctx: AppContext) -> None:
    d = below(ctx)
    if d is not None and ctx.param("freq") in FREQS:
        d["freq"] = ctx.param("freq")
        if d["freq"] == "weekly" and not d["days"]:
            d["days"] = [DAYS[date.fromisoformat(d["start_date"]).weekday()]]
        if d["freq"] != "weekly":
            d["days"] = []


def choose_ends(ctx: AppContext) -> None:
    d = below(ctx)
    kind = ctx.param("kind")
    if d is None or kind not in ("never", "until", "count"):
        return
    d["until"] = (date.fromisoformat(d["start_date"]) + timedelta(days=30)).isoformat() if kind == "until" else None
    d["count"] = 10 if kind == "count" else None


def choose_reminder(ctx: AppContext) -> None:
    d = below(ctx)
    if d is not None and ctx.param("minutes") in REMINDERS:
        d["reminder"] = ctx.param("minutes")


def editing_existing(ctx: AppContext) -> bool:
    e = ctx.entry if ctx.entry is not None and ctx.entry["screen"] == "edit" else ctx.entry_below("edit")
    return e is not None and model.event(ctx.state, e["params"].get("event_id")) is not None


def can_save(ctx: AppContext) -> bool:
    """A new event, or one that still exists."""
    eid = ctx.screen_params.get("event_id")
    return eid is None or model.event(ctx.state, eid) is not None


def _values(ctx: AppContext) -> dict[str, Any]:
    d = draft(ctx)
    return {"title": ctx.field("title").strip()[:MAX_TITLE], "location": ctx.field("location").strip(),
            "notes": ctx.field("notes").strip(), "all_day": d["all_day"],
            "start_date": d["start_date"], "end_date": d["end_date"],
            "start_time": "00:00" if d["all_day"] else d["start_time"],
            "end_time": "00:00" if d["all_day"] else d["end_time"],
            "repeat": {"freq": d["freq"], "days": list(d["days"]) if d["freq"] == "weekly" else [],
                       "until": d["until"] if d["freq"] != "none" else None,
                       "count": d["count"] if d["freq"] != "none" else None},
            "reminder": d["reminder"]}


def asks_scope(ctx: AppContext) -> bool:
    """Saving an occurrence of a repeating event asks which ones change."""
    p = ctx.screen_params
    return bool(p.get("day")) and series.repeats(model.event(ctx.state, p.get("event_id")))


def saves_plainly(ctx: AppContext) -> bool:
    return can_save(ctx) and not asks_scope(ctx)


def save(ctx: AppContext) -> None:
    values = _values(ctx)
    eid = ctx.screen_params.get("event_id")
    if model.event(ctx.state, eid) is None:
        ctx.state["events"].append({"id": model.new_id(ctx.state), **values})
    else:
        series.save(ctx.state, eid, None, values, "all")
        page = ctx.entry_below("detail")
        if page is not None and page["params"].get("event_id") == eid:  # the event's page shows the new date
            page["params"]["day"] = values["start_date"]
    ctx.toast("Event saved")
    model.sync(ctx)


def save_scoped(ctx: AppContext) -> None:
    """The "Save recurring event" dialog: save the editor below for this / following / all events,
    then close the dialog and the editor; the event's page below shows the edited occurrence."""
    e = ctx.entry_below("edit")
    if e is None:
        return
    p = e["params"]
    ev = model.event(ctx.state, p.get("event_id"))
    if ev is None:
        return
    scope = str(ctx.screen_params.get("scope") or "this")
    values = _values_of(ctx, e)
    day = date.fromisoformat(str(p["day"])) if p.get("day") else None
    eid = series.save(ctx.state, ev["id"], day, values, scope)
    ctx.toast("Event saved")
    model.sync(ctx)
    entries, idx = ctx.stack_position()
    page = entries[idx - 2] if idx is not None and idx >= 2 else None
    if page is not None and page["app"] == ctx.app.id and page["screen"] == "detail":
        page["params"].update(event_id=eid, day=values["start_date"])
    ctx.close_screen(also_below="edit")


def _values_of(ctx: AppContext, entry: dict[str, Any]) -> dict[str, Any]:
    """The editor ``entry``'s values (from a dialog above it)."""
    saved = ctx.entry
    ctx.entry = entry
    try:
        return _values(ctx)
    finally:
        ctx.entry = saved


def delete(ctx: AppContext) -> None:
    e = ctx.entry_below("detail")
    p = e["params"] if e is not None else {}
    day = date.fromisoformat(str(p["day"])) if p.get("day") else None
    series.delete(ctx.state, p.get("event_id"), day, str(ctx.screen_params.get("scope") or "this"))
    ctx.toast("Event deleted")
    model.sync(ctx)
    ctx.close_screen(also_below="detail")


def pick_scope(ctx: AppContext) -> None:
    if ctx.param("scope") in series.SCOPES:
        ctx.set_param("scope", ctx.param("scope"))
