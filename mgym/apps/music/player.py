"""The player on the virtual clock, without UI: position from the start time and the clock, the
next track at a track's end (shuffle order from a stored seed, repeat off / all / one), the sleep
timer, and keeping the OS schedule (``track_end``, ``sleep``) in step with the overlay."""

from __future__ import annotations

import random
from typing import Any

from mgym.apps.music.world import world
from mgym.os.context import AppContext

TRACK_END, SLEEP = "track_end", "sleep"
MIN_MS = 60_000


def pl(state: dict[str, Any]) -> dict[str, Any]:
    p: dict[str, Any] = state["player"]
    return p


def current(state: dict[str, Any]) -> str | None:
    p = pl(state)
    q = p["queue"]
    return str(q[p["index"]]) if q and 0 <= p["index"] < len(q) else None


def duration_ms(region: str, tid: str | None) -> int:
    t = world(region).track(tid) if tid else None
    return int(t["duration"]) * 1000 if t else 0


def position(state: dict[str, Any], region: str, now: int) -> int:
    """Where the current track is (ms): from the start time while playing, stored while paused."""
    p = pl(state)
    dur = duration_ms(region, current(state))
    pos = now - int(p["started"]) if p["playing"] else int(p["position"])
    return max(0, min(pos, dur))


def track_end(state: dict[str, Any], region: str) -> int | None:
    """Virtual time at which the current track ends (None when paused)."""
    p = pl(state)
    if not p["playing"] or current(state) is None:
        return None
    return int(p["started"]) + duration_ms(region, current(state))


def shuffled(source: list[str], first: str | None, seed: int) -> list[str]:
    """The play order with shuffle on: ``first`` (the track playing) then the rest in seeded order."""
    rest = [t for t in source if t != first]
    random.Random(seed).shuffle(rest)
    return ([first] if first is not None and first in source else []) + rest


def play(ctx: AppContext, source: list[str], start: str | None, context: dict[str, Any],
         shuffle: bool | None = None) -> None:
    """Play ``source`` (a context's tracks) from ``start`` (or its first track; a random one with shuffle)."""
    p = pl(ctx.state)
    source = [t for t in source if playable(ctx, t)]
    if not source:
        ctx.toast("Nothing to play")
        return
    if shuffle is not None:
        p["shuffle"] = shuffle
    if p["shuffle"]:
        p["seed"] = ctx.rng.randrange(1, 1_000_000)
        if start is None:
            start = random.Random(p["seed"]).choice(source)
    start = start if start in source else source[0]
    p.update(source=source, context=context, playing=True, started=ctx.now, position=0,
             queue=shuffled(source, start, p["seed"]) if p["shuffle"] else list(source))
    p["index"] = p["queue"].index(start)
    sync(ctx)


def playable(ctx: AppContext, tid: str) -> bool:
    t = world(ctx.region).track(tid)
    return t is not None and (ctx.state["settings"]["explicit"] or not t["explicit"])


def pause(ctx: AppContext) -> None:
    p = pl(ctx.state)
    if p["playing"]:
        p["position"] = position(ctx.state, ctx.region, ctx.now)
        p["playing"] = False
    sync(ctx)


def resume(ctx: AppContext) -> None:
    p = pl(ctx.state)
    if not p["playing"] and current(ctx.state) is not None:
        p["started"] = ctx.now - int(p["position"])
        p["playing"] = True
    sync(ctx)


def jump(ctx: AppContext, index: int, at: int | None = None) -> None:
    """Make queue item ``index`` current, from 0:00 (``at`` = when it started, default now)."""
    p = pl(ctx.state)
    p["index"] = index
    p["position"] = 0
    p["started"] = ctx.now if at is None else at


def advance(ctx: AppContext, at: int | None = None, by_user: bool = False) -> None:
    """The next track: repeat one replays (unless the user skipped), the end of the queue wraps with
    repeat all and stops otherwise."""
    p = pl(ctx.state)
    if not p["queue"]:
        return
    if p["repeat"] == "one" and not by_user:
        jump(ctx, p["index"], at)
    elif p["index"] + 1 < len(p["queue"]):
        jump(ctx, p["index"] + 1, at)
    elif p["repeat"] != "off" or by_user:
        jump(ctx, 0, at)
        if p["repeat"] == "off":
            p["playing"] = False
    else:  # the end of the queue: back to its first track, paused
        jump(ctx, 0, at)
        p["playing"] = False
    sync(ctx)


def previous(ctx: AppContext) -> None:
    """Back to the start of the track, or to the previous one within its first 3 seconds."""
    p = pl(ctx.state)
    if position(ctx.state, ctx.region, ctx.now) > 3000 or p["index"] == 0:
        jump(ctx, p["index"])
    else:
        jump(ctx, p["index"] - 1)
    if not p["playing"]:
        p["position"] = 0
    sync(ctx)


def seek(ctx: AppContext, ms: int) -> None:
    p = pl(ctx.state)
    ms = max(0, min(ms, duration_ms(ctx.region, current(ctx.state)) - 1000))
    if p["playing"]:
        p["started"] = ctx.now - ms
    else:
        p["position"] = ms
    sync(ctx)


def set_shuffle(ctx: AppContext, on: bool) -> None:
    p = pl(ctx.state)
    cur = current(ctx.state)
    p["shuffle"] = on
    if not p["source"]:
        return
    if on:
        p["seed"] = ctx.rng.randrange(1, 1_000_000)
        p["queue"] = shuffled(p["source"], cur, p["seed"])
    else:
        extra = [t for t in p["queue"] if t not in p["source"]]
        p["queue"] = list(p["source"]) + extra
    p["index"] = p["queue"].index(cur) if cur in p["queue"] else 0


def on_track_end(ctx: AppContext) -> None:
    """The OS handler: the current track reached its end at ``ctx.now``; the next one starts, unless
    the sleep timer was set to the end of the track (then it waits paused at 0:00)."""
    p = pl(ctx.state)
    stop = p["sleep_end_of_track"]
    advance(ctx, at=ctx.now)
    if stop:
        p.update(sleep_end_of_track=False, playing=False, position=0)
        sync(ctx)


def on_sleep(ctx: AppContext) -> None:
    p = pl(ctx.state)
    p["sleep_at"] = None
    pause(ctx)


def wanted(state: dict[str, Any], region: str, now: int) -> list[tuple[int, str]]:
    out = []
    end = track_end(state, region)
    if end is not None:
        out.append((max(end, now), TRACK_END))
    at = pl(state)["sleep_at"]
    if at is not None:
        out.append((max(int(at), now), SLEEP))
    return out


def sync(ctx: AppContext) -> None:
    """Make the OS schedule hold exactly the player's track end and sleep timer (idempotent)."""
    want = wanted(ctx.peek, ctx.region, ctx.now)
    alarms: list[dict[str, Any]] = ctx.os["alarms"]
    mine = [(a["at"], a["handler"]) for a in alarms if a["app"] == ctx.app.id]
    if sorted(mine) == sorted(want):
        return
    alarms[:] = [a for a in alarms if a["app"] != ctx.app.id]
    for at, handler in want:
        ctx.schedule(at, handler)
