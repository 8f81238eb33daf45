"""Calendar views: each screen's template and context. Dates are formatted here through
:mod:`mgym.i18n.formats`; text built in Python goes through the catalogue."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from mgym.app import View
from mgym.apps.calendar import editor, model, series
from mgym.apps.calendar.state import DAYS, FREQS, REMINDERS
from mgym.i18n import N_, formats
from mgym.os.context import AppContext

DAY_SHORT = {"mon": N_("Mon"), "tue": N_("Tue"), "wed": N_("Wed"), "thu": N_("Thu"), "fri": N_("Fri"),
             "sat": N_("Sat"), "sun": N_("Sun")}
LETTERS = (N_("S"), N_("M"), N_("T"), N_("W"), N_("T "), N_("F"), N_("S "))
FREQ_NAMES = {"none": N_("Does not repeat"), "daily": N_("Every day"), "weekly": N_("Every week"),
              "monthly": N_("Every month"), "yearly": N_("Every year")}
REMINDER_NAMES = {-1: N_("No notification"), 0: N_("At time of event"), 5: N_("5 minutes before"),
                  15: N_("15 minutes before"), 30: N_("30 minutes before"), 60: N_("1 hour before"),
                  1440: N_("1 day before")}


def _24h(ctx: AppContext) -> bool:
    return bool(ctx.os["datetime"]["use_24h"])


def _time(ctx: AppContext, hhmm: str) -> str:
    return formats.time(model.to_ms(date(1970, 1, 1), hhmm), ctx.locale, _24h(ctx))


def full_date(ctx: AppContext, d: date) -> str:
    """A date with its weekday and year: "Mon, Mar 16, 2026" / "2026年3月16日 周一"."""
    if ctx.locale == "zh-CN":
        return f"{formats.fmt(d, 'date', ctx.locale)} {formats.fmt(d, 'weekday', ctx.locale)}"
    return f"{formats.fmt(d, 'day', ctx.locale)}, {d.year}"


def _today(ctx: AppContext) -> date:
    return model.today(ctx.now)


def when_text(ctx: AppContext, e: dict[str, Any]) -> str:
    if e["all_day"]:
        return ctx.gettext("All day")
    return f"{_time(ctx, e['start_time'])} – {_time(ctx, e['end_time'])}"


def repeat_text(ctx: AppContext, r: dict[str, Any]) -> str:
    freq = r["freq"]
    name = FREQ_NAMES[freq]
    text = ctx.gettext(name)
    if freq == "weekly" and r["days"]:
        sep = "、" if ctx.locale == "zh-CN" else ", "
        text = ctx.gettext("Every week on {days}", days=sep.join(ctx.gettext(DAY_SHORT[d]) for d in r["days"]))
    if freq != "none" and r["until"]:
        text += " · " + ctx.gettext("until {date}", date=formats.fmt(date.fromisoformat(r["until"]), "date", ctx.locale))
    elif freq != "none" and r["count"]:
        text += " · " + ctx.ngettext("{n} time", "{n} times", r["count"])
    return text


def _freq(ctx: AppContext, freq: str) -> str:
    name = FREQ_NAMES[freq]
    return ctx.gettext(name)


def reminder_text(ctx: AppContext, minutes: int) -> str:
    name = REMINDER_NAMES[minutes]
    return ctx.gettext(name)


def _special(ctx: AppContext, d: date) -> list[dict[str, Any]]:
    return [{"name": h["name"], "kind": h["kind"]} for h in model.special(ctx.region, d)]


KINDS = {"holiday": N_("Holiday"), "off": N_("Day off"), "work": N_("Working day")}


def _special_text(ctx: AppContext, s: dict[str, Any]) -> str:
    kind = KINDS[s["kind"]]
    return f"{s['name']} ({ctx.gettext(kind)})"


def _row(ctx: AppContext, e: dict[str, Any], d: date) -> dict[str, Any]:
    return {"id": e["id"], "title": e["title"] or ctx.gettext("(No title)"), "when": when_text(ctx, e),
            "location": e["location"], "day": d.isoformat(), "repeats": e["repeat"]["freq"] != "none"}


def _weekday_letters(ctx: AppContext) -> list[str]:
    return [ctx.gettext(x).strip() for x in LETTERS]


def month(ctx: AppContext) -> View:
    key = str(ctx.screen_params.get("month") or _today(ctx).isoformat()[:7])
    y, m = (int(x) for x in key.split("-"))
    grid = model.month_grid(y, m)
    counts = model.days_with_events(ctx.state, grid[0][0], grid[-1][-1])
    today = _today(ctx)
    weeks = []
    for week in grid:
        cells = []
        for d in week:
            sp = _special(ctx, d)
            cells.append({"iso": d.isoformat(), "n": d.day, "in_month": d.month == m, "today": d == today,
                          "dots": min(counts.get(d, 0), 3), "count": counts.get(d, 0),
                          "off": any(s["kind"] != "work" for s in sp), "work": any(s["kind"] == "work" for s in sp),
                          "holiday": next((s["name"] for s in sp if s["kind"] == "holiday"), ""),
                          "names": ", ".join(_special_text(ctx, s) for s in sp),
                          "label": formats.fmt(d, "day", ctx.locale)})
        weeks.append(cells)
    return View("apps/calendar/month.html", {
        "title": formats.fmt(date(y, m, 1), "month", ctx.locale), "weeks": weeks,
        "letters": _weekday_letters(ctx), "today": today.isoformat(), "is_this_month": key == today.isoformat()[:7],
    })


def months_sheet(ctx: AppContext) -> View:
    year = int(ctx.screen_params.get("year") or _today(ctx).year)
    e = ctx.entry_below("month")
    cur = str((e["params"].get("month") if e else None) or _today(ctx).isoformat()[:7])
    return View("apps/calendar/months.html", {"year": year, "months": [
        {"m": m, "text": formats.fmt(date(year, m, 1), "month", ctx.locale), "on": cur == f"{year:04d}-{m:02d}"}
        for m in range(1, 13)]})


def day(ctx: AppContext) -> View:
    d = date.fromisoformat(str(ctx.screen_params.get("date") or _today(ctx).isoformat()))
    rows = [_row(ctx, e, d) for e in model.on_day(ctx.state, d)]
    return View("apps/calendar/day.html", {
        "title": full_date(ctx, d), "iso": d.isoformat(), "rows": rows,
        "special": _special(ctx, d), "is_today": d == _today(ctx),
    })


def schedule(ctx: AppContext) -> View:
    today = _today(ctx)
    groups = [{"title": full_date(ctx, d), "today": d == today,
               "rows": [_row(ctx, e, d) for e in evs]} for d, evs in model.schedule(ctx.state, today, 120)]
    return View("apps/calendar/schedule.html", {"groups": groups})


def search(ctx: AppContext) -> View:
    q = ctx.field("q")
    today = _today(ctx)
    rows = []
    for e in model.search(ctx.state, q):
        d = model.next_on_or_after(e, today) or date.fromisoformat(e["start_date"])
        rows.append({**_row(ctx, e, d), "date": formats.fmt(d, "date", ctx.locale)})
    return View("apps/calendar/search.html", {"rows": rows, "has_text": bool(q.strip())})


def detail(ctx: AppContext) -> View:
    e = model.event(ctx.state, ctx.screen_params.get("event_id"))
    if e is None:
        return View("apps/calendar/detail.html", {"missing": True})
    d = date.fromisoformat(str(ctx.screen_params.get("day") or e["start_date"]))
    end = d + (date.fromisoformat(e["end_date"]) - date.fromisoformat(e["start_date"]))
    dates = full_date(ctx, d) + ("" if end == d else " – " + full_date(ctx, end))
    return View("apps/calendar/detail.html", {
        "missing": False, "id": e["id"], "day": d.isoformat(), "title": e["title"] or ctx.gettext("(No title)"), "dates": dates, "when": when_text(ctx, e), "repeat": repeat_text(ctx, e["repeat"]) if e["repeat"]["freq"] != "none" else "",
        "reminder": reminder_text(ctx, e["reminder"]), "location": e["location"], "notes": e["notes"],
    })


def edit(ctx: AppContext) -> View:
    d = ctx.screen_params.get("draft") or {}
    eid = ctx.screen_params.get("event_id")
    if not d or (eid is not None and model.event(ctx.state, eid) is None):
        return View("apps/calendar/edit.html", {"missing": True})
    start = date.fromisoformat(d["start_date"])
    days = d["days"] or [DAYS[start.weekday()]]
    ends = "until" if d["until"] else "count" if d["count"] else "never"
    freq_name = FREQ_NAMES[d["freq"]]
    return View("apps/calendar/edit.html", {
        "missing": False, "existing": eid is not None, "all_day": d["all_day"], "scoped": editor.asks_scope(ctx),
        "start_date": formats.fmt(start, "date", ctx.locale),
        "end_date": formats.fmt(date.fromisoformat(d["end_date"]), "date", ctx.locale),
        "start_time": _time(ctx, d["start_time"]), "end_time": _time(ctx, d["end_time"]),
        "freq": d["freq"], "repeat": ctx.gettext(freq_name),
        "days": [{"code": c, "text": ctx.gettext(DAY_SHORT[c]), "on": c in days} for c in DAYS],
        "ends": ends, "until": formats.fmt(date.fromisoformat(d["until"]), "date", ctx.locale) if d["until"] else "",
        "count": d["count"], "reminder": reminder_text(ctx, d["reminder"]),
    })


def _draft_below(ctx: AppContext) -> dict[str, Any]:
    return editor.below(ctx) or {}


def date_sheet(ctx: AppContext) -> View:
    key = str(ctx.screen_params.get("month") or _today(ctx).isoformat()[:7])
    y, m = (int(x) for x in key.split("-"))
    d = _draft_below(ctx)
    which = ctx.screen_params.get("which")
    chosen = d.get("until") if which == "until" else d.get(f"{which}_date")
    weeks = [[{"iso": x.isoformat(), "n": x.day, "in_month": x.month == m, "on": x.isoformat() == chosen,
               "label": formats.fmt(x, "date", ctx.locale)} for x in week] for week in model.month_grid(y, m)]
    return View("apps/calendar/date.html", {"title": formats.fmt(date(y, m, 1), "month", ctx.locale), "weeks": weeks,
                                             "letters": _weekday_letters(ctx)})


def time_sheet(ctx: AppContext) -> View:
    d = _draft_below(ctx)
    which = ctx.screen_params.get("which")
    cur = str(d.get(f"{which}_time") or "09:00")
    hour = ctx.screen_params.get("hour")
    hour = int(cur[:2]) if not isinstance(hour, int) else hour
    return View("apps/calendar/time.html", {
        "hours": [{"h": h, "text": f"{h:02d}", "on": h == hour} for h in range(24)],
        "minutes": [{"m": m, "text": f"{hour:02d}:{m:02d}", "on": cur == f"{hour:02d}:{m:02d}"} for m in range(0, 60, 5)],
        "title": ctx.gettext("Start time") if which == "start" else ctx.gettext("End time"),
    })


def repeat_sheet(ctx: AppContext) -> View:
    cur = _draft_below(ctx).get("freq")
    return View("apps/calendar/choose.html", {
        "title": ctx.gettext("Repeat"), "pick": "repeat.choose", "dismiss": "repeat.dismiss", "key": "freq",
        "options": [{"value": f, "text": _freq(ctx, f), "on": f == cur} for f in FREQS]})


def ends_sheet(ctx: AppContext) -> View:
    d = _draft_below(ctx)
    cur = "until" if d.get("until") else "count" if d.get("count") else "never"
    names = (("never", N_("Never")), ("until", N_("On a date")), ("count", N_("After a number of times")))
    return View("apps/calendar/choose.html", {
        "title": ctx.gettext("Ends"), "pick": "ends.choose", "dismiss": "ends.dismiss", "key": "kind",
        "options": [{"value": k, "text": ctx.gettext(t), "on": k == cur} for k, t in names]})


def reminder_sheet(ctx: AppContext) -> View:
    cur = _draft_below(ctx).get("reminder")
    return View("apps/calendar/choose.html", {
        "title": ctx.gettext("Notification"), "pick": "reminder.choose", "dismiss": "reminder.dismiss",
        "key": "minutes",
        "options": [{"value": r, "text": reminder_text(ctx, r), "on": r == cur} for r in REMINDERS]})


def _scopes(ctx: AppContext) -> list[dict[str, Any]]:
    cur = ctx.screen_params.get("scope") or "this"
    out = []
    for k in series.SCOPES:
        name = series.SCOPE_NAMES[k]
        out.append({"value": k, "text": ctx.gettext(name), "on": k == cur})
    return out


def delete(ctx: AppContext) -> View:
    e = ctx.entry_below("detail")
    ev = model.event(ctx.state, e["params"].get("event_id")) if e is not None else None
    scoped = bool(e and e["params"].get("day")) and series.repeats(ev)
    return View("apps/calendar/delete.html", {"title": ev["title"] if ev else "", "scoped": scoped,
                                              "scopes": _scopes(ctx) if scoped else []})


def savescope(ctx: AppContext) -> View:
    return View("apps/calendar/savescope.html", {"scopes": _scopes(ctx)})


HOUR_PX = 22


def week(ctx: AppContext) -> View:
    today = _today(ctx)
    start = model.week_start(date.fromisoformat(str(ctx.screen_params.get("start") or today.isoformat())))
    days = []
    for d, allday, blocks in model.week(ctx.state, start):
        sp = _special(ctx, d)
        days.append({
            "iso": d.isoformat(), "n": d.day, "wd": formats.fmt(d, "weekday", ctx.locale), "today": d == today,
            "off": any(s["kind"] != "work" for s in sp), "label": full_date(ctx, d),
            "count": len(allday) + len(blocks),
            "allday": [{"id": a["event"]["id"], "day": a["day"].isoformat(),
                        "title": a["event"]["title"] or ctx.gettext("(No title)")} for a in allday],
            "blocks": [{"id": b["event"]["id"], "day": b["day"].isoformat(),
                        "title": b["event"]["title"] or ctx.gettext("(No title)"),
                        "when": when_text(ctx, b["event"]), "top": b["top"] * HOUR_PX // 60,
                        "height": max((b["bottom"] - b["top"]) * HOUR_PX // 60, 10),
                        "left": 100 * b["lane"] / b["lanes"], "width": 100 / b["lanes"]} for b in blocks]})
    end = start + timedelta(days=6)
    if start.month == end.month:
        title = formats.fmt(start, "month", ctx.locale)
    elif ctx.locale == "zh-CN":
        title = f"{formats.fmt(start, 'month', ctx.locale)} – {end.month}月"
    else:
        title = f"{formats.fmt(start, 'month', ctx.locale)[:3]} – {formats.fmt(end, 'month', ctx.locale)[:3]} {end.year}"
    hours = [{"h": h, "text": _time(ctx, f"{h:02d}:00") if h else ""} for h in range(24)]
    return View("apps/calendar/week.html", {
        "title": title, "days": days, "hours": hours, "hour_px": HOUR_PX, "has_allday": any(d["allday"] for d in days),
        "is_this_week": start == model.week_start(today)})


def drawer(ctx: AppContext) -> View:
    cur = ctx.entry_below()
    return View("apps/calendar/drawer.html", {"current": cur["screen"] if cur else ""})


def _parse_date(text: str) -> date | None:
    t = text.strip().replace("/", "-").replace(".", "-")
    try:
        y, m, d = (int(x) for x in t.split("-"))
        return date(y, m, d)
    except (ValueError, TypeError):
        return None


def calc(ctx: AppContext) -> View:
    """Days between two dates, and the date some days after a date (typed as YYYY-MM-DD)."""
    a, b, c = (_parse_date(ctx.field(k)) for k in ("from", "to", "base"))
    n_text = ctx.field("days").strip()
    between = after = None
    if a and b:
        n = (b - a).days
        between = ctx.ngettext("{n} day", "{n} days", abs(n), n=n)
    if c and n_text.lstrip("-").isdigit() and abs(int(n_text)) <= 100_000:
        try:
            after = full_date(ctx, c + timedelta(days=int(n_text)))
        except OverflowError:
            after = None
    return View("apps/calendar/calc.html", {
        "between": between, "after": after, "today": _today(ctx).isoformat(),
        "bad": {k: bool(ctx.field(k).strip()) and _parse_date(ctx.field(k)) is None for k in ("from", "to", "base")}})


VIEWS = {"month": month, "months": months_sheet, "schedule": schedule, "day": day, "search": search, "detail": detail,
         "edit": edit, "date": date_sheet, "time": time_sheet, "repeat": repeat_sheet, "ends": ends_sheet,
         "reminder": reminder_sheet, "delete": delete, "savescope": savescope, "week": week, "drawer": drawer,
         "calc": calc}
