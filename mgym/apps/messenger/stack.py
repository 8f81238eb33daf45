"""Small helpers over this app's screen stack, for flows where a screen hands a value back to the
screen right under it (a picker writing its choice into a form) or closes itself when a started
activity's result arrives."""

from __future__ import annotations

from typing import Any

from mgym.os.context import AppContext


def _where(ctx: AppContext) -> tuple[list[dict[str, Any]], int | None]:
    for task in ctx.sys.tm.tasks:
        entries: list[dict[str, Any]] = task["entries"]
        for i, e in enumerate(entries):
            if e is ctx.entry:
                return entries, i
    return [], None


def below(ctx: AppContext, screen: str) -> dict[str, Any] | None:
    """The entry right under the current one, if it is this app's ``screen``."""
    entries, idx = _where(ctx)
    if not idx:
        return None
    e = entries[idx - 1]
    return e if e["app"] == ctx.app.id and e["screen"] == screen else None


def close_current(ctx: AppContext) -> None:
    """Remove the current entry (and anything above it) from its task."""
    entries, idx = _where(ctx)
    if idx is not None:
        del entries[idx:]


def close_below(ctx: AppContext, screen: str) -> None:
    """Remove the entry right under the current one if it is ``screen`` (the page a dialog sits on)."""
    entries, idx = _where(ctx)
    if idx and entries[idx - 1]["app"] == ctx.app.id and entries[idx - 1]["screen"] == screen:
        del entries[idx - 1]
