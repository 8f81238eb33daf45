"""What the OS runs for Notes as virtual time passes: a to-do reminder posts a notification."""

from __future__ import annotations

from mgym.app import Handler
from mgym.apps.notes import model
from mgym.apps.notes.manifest import APP_ID, SHOW_TODOS
from mgym.os.context import AppContext


def time_tick(ctx: AppContext) -> None:
    model.sync(ctx)


def remind(ctx: AppContext, todo_id: int) -> None:
    t = model.todo(ctx.state, todo_id)
    if t is not None and model.remind_at(t) is not None:
        t["reminded"] = True
        ctx.notify(ctx.gettext("To-do reminder"), t["text"], intent={"action": SHOW_TODOS, "app": APP_ID})
    model.sync(ctx)


HANDLERS: dict[str, Handler] = {"time_tick": time_tick, model.REMIND: remind}
