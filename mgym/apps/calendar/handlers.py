"""What the OS runs for the Calendar as virtual time passes: a reminder posts a notification that
opens the event; ``time_tick`` keeps the OS schedule in step with the events."""

from __future__ import annotations

from datetime import date

from mgym.app import Handler
from mgym.apps.calendar import model
from mgym.apps.calendar.manifest import APP_ID, VIEW_EVENT
from mgym.i18n import formats
from mgym.os.context import AppContext


def time_tick(ctx: AppContext) -> None:
    model.sync(ctx)


def remind(ctx: AppContext, event_id: int, day: str) -> None:
    e = model.event(ctx.state, event_id)
    if e is not None:
        d = date.fromisoformat(day)
        when = formats.fmt(d, "day", ctx.locale)
        if not e["all_day"]:
            at = model.to_ms(d, e["start_time"])
            when += " " + formats.time(at, ctx.locale, bool(ctx.os["datetime"]["use_24h"]))
        text = f"{when} · {e['location']}" if e["location"] else when
        ctx.notify(e["title"] or ctx.gettext("(No title)"), text,
                   intent={"action": VIEW_EVENT, "app": APP_ID, "extras": {"event_id": event_id, "day": day}})
    model.sync(ctx)


HANDLERS: dict[str, Handler] = {"time_tick": time_tick, model.REMIND: remind}
