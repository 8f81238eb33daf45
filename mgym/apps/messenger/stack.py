"""Thin names over the core's screen-stack helpers (``AppContext.entry_below`` / ``close_screen``),
for flows where a screen hands a value back to the screen right under it (a picker writing its
choice into a form) or closes itself when a started activity's result arrives."""

from __future__ import annotations

from typing import Any

from mgym.os.context import AppContext


def below(ctx: AppContext, screen: str) -> dict[str, Any] | None:
    """The entry right under the current one, if it is this app's ``screen``."""
    return ctx.entry_below(screen)


def close_current(ctx: AppContext) -> None:
    """Remove the current entry (and anything above it) from its task."""
    ctx.close_screen()


def close_below(ctx: AppContext, screen: str) -> None:
    """Remove the entry right under the current one if it is ``screen`` (the page a dialog sits on)."""
    below_entry = ctx.entry_below(screen)
    if below_entry is None:
        return
    entries, idx = ctx.stack_position()
    if idx:
        del entries[idx - 1]
