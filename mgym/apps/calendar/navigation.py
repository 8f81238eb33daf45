"""Calendar navigation: month (entry), week and schedule views swap with ``view.*`` and the drawer; a day's agenda, an
event's detail, the editor with its date / time / repeat / ends / reminder sheets, the "which
occurrences" dialogs of a repeating event, search, the date calculator."""

from __future__ import annotations

from datetime import date, timedelta

from mgym.apps.calendar import editor, model
from mgym.nav import Navigation, Screen, pop, push, replace, reset, stay
from mgym.nav.declaration import ANY
from mgym.os.context import AppContext

VIEWS = ("month", "week", "schedule")


def _month(ctx: AppContext) -> str:
    return str(ctx.screen_params.get("month") or model.today(ctx.now).isoformat()[:7])


def month_step(ctx: AppContext) -> None:
    ctx.set_param("month", model.shift_month(_month(ctx), 1 if ctx.param("by", 1) == 1 else -1))


def month_today(ctx: AppContext) -> None:
    ctx.set_param("month", model.today(ctx.now).isoformat()[:7])


def open_months(ctx: AppContext) -> None:
    e = ctx.entry_below("month")
    key = str((e["params"].get("month") if e else None) or model.today(ctx.now).isoformat()[:7])
    ctx.set_param("year", int(key[:4]))


def months_year(ctx: AppContext) -> None:
    year = int(ctx.screen_params.get("year") or model.today(ctx.now).year)
    ctx.set_param("year", year + (1 if ctx.param("by", 1) == 1 else -1))


def months_choose(ctx: AppContext) -> None:
    e = ctx.entry_below("month")
    m = ctx.param("m")
    if e is not None and isinstance(m, int) and 1 <= m <= 12:
        e["params"]["month"] = f"{int(ctx.screen_params.get('year') or model.today(ctx.now).year):04d}-{m:02d}"


def day_step(ctx: AppContext) -> None:
    d = date.fromisoformat(str(ctx.screen_params.get("date") or model.today(ctx.now).isoformat()))
    ctx.set_param("date", (d + timedelta(days=1 if ctx.param("by", 1) == 1 else -1)).isoformat())


def week_step(ctx: AppContext, by: int) -> None:
    ctx.set_param("start", (model.week_start(_week(ctx)) + timedelta(days=7 * by)).isoformat())


def _week(ctx: AppContext) -> date:
    return date.fromisoformat(str(ctx.screen_params.get("start") or model.today(ctx.now).isoformat()))


def week_next(ctx: AppContext) -> None:
    week_step(ctx, 1)


def week_prev(ctx: AppContext) -> None:
    week_step(ctx, -1)


def week_today(ctx: AppContext) -> None:
    ctx.set_param("start", model.week_start(model.today(ctx.now)).isoformat())


def event_exists(ctx: AppContext) -> bool:
    return model.event(ctx.state, ctx.param("event_id")) is not None


def shown_exists(ctx: AppContext) -> bool:
    return model.event(ctx.state, ctx.screen_params.get("event_id")) is not None


def remember_search(ctx: AppContext) -> None:
    ctx.state["last_search"] = ctx.field("q").strip()


def clear_search(ctx: AppContext) -> None:
    ctx.set_field("q", "")


_SHEETS = (("date", "date.choose", editor.choose_date), ("time", "time.choose", editor.choose_time),
           ("repeat", "repeat.choose", editor.choose_repeat), ("ends", "ends.choose", editor.choose_ends),
           ("reminder", "reminder.choose", editor.choose_reminder))

NAV = Navigation(
    app="calendar",
    entry="month",
    screens=[
        Screen("month", params=("month",), title="Calendar", entry_point=True),
        Screen("months", kind="sheet", params=("year",), title="Go to month", on_open=open_months),
        Screen("schedule", title="Schedule"),
        Screen("week", params=("start",), title="Week"),
        Screen("drawer", kind="sheet", title="Calendar"),
        Screen("calc", title="Date calculator"),
        Screen("day", params=("date",), title="Day"),
        Screen("search", title="Search", autofocus="q"),
        Screen("detail", params=("event_id", "day"), title="Event", entry_point=True),
        Screen("edit", params=("event_id", "day", "date", "title", "begin", "end", "location", "all_day", "notes"),
               title="Event", entry_point=True, on_open=editor.seed),
        Screen("date", kind="sheet", params=("which", "month"), title="Choose a date", on_open=editor.open_date),
        Screen("time", kind="sheet", params=("which", "hour"), title="Choose a time"),
        Screen("repeat", kind="sheet", title="Repeat"),
        Screen("ends", kind="sheet", title="Ends"),
        Screen("reminder", kind="sheet", title="Notification"),
        Screen("delete", kind="dialog", params=("scope",), title="Delete event"),
        Screen("savescope", kind="dialog", params=("scope",), title="Save recurring event"),
    ],
    transitions=[
        reset("view.schedule", "month", "schedule", label="Schedule"),
        reset("view.month", "schedule", "month", label="Month"),
        push("open.drawer", ("month", "schedule", "week"), "drawer", label="Views"),
        reset("drawer.month", "drawer", "month", label="Month"),
        reset("drawer.week", "drawer", "week", label="Week"),
        reset("drawer.schedule", "drawer", "schedule", label="Schedule"),
        replace("drawer.calc", "drawer", "calc", label="Date calculator"),
        pop("drawer.dismiss", "drawer", ANY),
        stay("week.next", "week", effect=week_next, label="Next week"),
        stay("week.prev", "week", effect=week_prev, label="Previous week"),
        stay("week.today", "week", effect=week_today, label="Today"),
        push("week.day", "week", "day", label="Open a day"),
        stay("month.step", "month", effect=month_step, label="Previous or next month"),
        stay("month.today", "month", effect=month_today, label="Today"),
        push("month.pick", "month", "months", label="Go to month"),
        stay("months.year", "months", effect=months_year, label="Previous or next year"),
        pop("months.choose", "months", ANY, effect=months_choose, label="Choose a month"),
        pop("months.dismiss", "months", ANY),
        push("month.day", "month", "day", label="Open a day"),
        push("open.search", ("month", "schedule", "day", "week"), "search", label="Search"),
        stay("search.clear", "search", effect=clear_search, label="Clear search"),
        push("event.add", ("month", "schedule", "day", "week"), "edit", label="New event"),
        push("event.open", ("day", "schedule", "search", "week"), "detail", guard=event_exists, effect=remember_search,
             label="Open an event"),
        stay("day.step", "day", effect=day_step, label="Previous or next day"),
        push("detail.edit", "detail", "edit", guard=shown_exists, label="Edit"),
        push("detail.delete", "detail", "delete", guard=shown_exists, label="Delete"),
        stay("delete.scope", "delete", effect=editor.pick_scope, label="Choose which events"),
        stay("delete.confirm", "delete", effect=editor.delete, label="Delete"),
        pop("delete.cancel", "delete", ANY, label="Cancel"),
        # the editor
        stay("edit.allday", "edit", effect=editor.toggle_all_day, label="All day"),
        stay("edit.day", "edit", effect=editor.toggle_day, label="Repeat on a day"),
        stay("edit.count", "edit", effect=editor.step_count, label="More or fewer times"),
        push("edit.date", "edit", "date", label="Choose a date"),
        push("edit.time", "edit", "time", label="Choose a time"),
        push("edit.repeat", "edit", "repeat", label="Repeat"),
        push("edit.ends", "edit", "ends", label="Ends"),
        push("edit.reminder", "edit", "reminder", label="Notification"),
        pop("edit.save", "edit", ANY, guard=editor.saves_plainly, effect=editor.save, label="Save"),
        push("edit.scope", "edit", "savescope", guard=editor.asks_scope, label="Save"),
        stay("savescope.pick", "savescope", effect=editor.pick_scope, label="Choose which events"),
        stay("savescope.save", "savescope", effect=editor.save_scoped, label="Save"),
        pop("savescope.cancel", "savescope", ANY, label="Cancel"),
        stay("date.month", "date", effect=editor.date_month, label="Previous or next month"),
        stay("time.hour", "time", effect=editor.time_hour, label="Choose the hour"),
        *(pop(tid, sheet, ANY, effect=fx, label="Choose") for sheet, tid, fx in _SHEETS),
        *(pop(f"{sheet}.dismiss", sheet, ANY) for sheet, _, _ in _SHEETS),
    ],
)
