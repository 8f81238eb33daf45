"""What the OS runs for Music as virtual time passes: a track ends (the next one plays), the sleep
timer pauses playback; ``time_tick`` keeps the OS schedule in step with the overlay."""

from __future__ import annotations

from mgym.app import Handler
from mgym.apps.music import player
from mgym.os.context import AppContext


def time_tick(ctx: AppContext) -> None:
    player.sync(ctx)


def track_end(ctx: AppContext) -> None:
    player.on_track_end(ctx)


def sleep(ctx: AppContext) -> None:
    player.on_sleep(ctx)


HANDLERS: dict[str, Handler] = {"time_tick": time_tick, player.TRACK_END: track_end, player.SLEEP: sleep}
