"""Clock logic without UI: when alarms ring, world-clock times and offsets, stopwatch and timer
readings, and keeping the OS alarm schedule in step with the overlay.

The phone's local time is the virtual clock (``mgym.clock``); its home zone is the OS setting
``os.datetime.time_zone`` (an IANA key). A world-clock city's time and offset are its zone's at the
same instant (:mod:`mgym.os.tz`, daylight saving time included), so "3 h ahead" follows the seasons
of both places.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from mgym.apps.clock import world
from mgym.apps.clock.state import DAYS, MAX_TIMER_MS
from mgym.i18n import N_, formats
from mgym.os import tz
from mgym.os.context import AppContext

MIN_MS = 60_000
DAY_MS = 24 * 60 * MIN_MS
#: the OS alarm handlers this app schedules; ``ring`` ones are alarm clocks the status bar shows
RING, SILENCE, TIMER_DONE = "ring", "silence", "timer_done"


# ---- time of day -------------------------------------------------------------------------------
def hm(time: str) -> tuple[int, int]:
    h, m = time.split(":")
    return int(h), int(m)


def hhmm(hour: int, minute: int) -> str:
    return f"{hour % 24:02d}:{minute % 60:02d}"


def local(ms: int) -> datetime:
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=int(ms))


def to_ms(dt: datetime) -> int:
    return int((dt - datetime(1970, 1, 1, tzinfo=UTC)) / timedelta(milliseconds=1))


def day_code(ms: int) -> str:
    return DAYS[local(ms).weekday()]


def time_of_day_ms(hour: int, minute: int) -> int:
    """A time of day as epoch ms on 1970-01-01, for the locale's time formatter."""
    return (hour * 60 + minute) * MIN_MS


def fmt_time(hour: int, minute: int, locale: str, use_24h: bool) -> str:
    return formats.time(time_of_day_ms(hour, minute), locale, use_24h)


# ---- alarms ------------------------------------------------------------------------------------
def next_ring(alarm: dict[str, Any], now: int) -> int | None:
    """When an enabled alarm rings next (ms, strictly after ``now``): its snooze, else the first
    matching day at its time. None when it is off."""
    if not alarm["enabled"]:
        return None
    if alarm.get("snoozed_until"):
        return int(alarm["snoozed_until"])
    h, m = hm(alarm["time"])
    today = local(now).replace(hour=0, minute=0, second=0, microsecond=0)
    for d in range(8):
        at = today + timedelta(days=d, hours=h, minutes=m)
        if to_ms(at) > now and (not alarm["days"] or DAYS[at.weekday()] in alarm["days"]):
            return to_ms(at)
    return None  # pragma: no cover - a day always matches within a week


def next_alarm(alarms: list[dict[str, Any]], now: int) -> tuple[dict[str, Any], int] | None:
    """The alarm that rings first, and when."""
    best: tuple[dict[str, Any], int] | None = None
    for a in alarms:
        at = next_ring(a, now)
        if at is not None and (best is None or (at, a["id"]) < (best[1], best[0]["id"])):
            best = (a, at)
    return best


#: "Alarm in ..." and "Alarm set for ... from now" by which parts the time has
_UNTIL = {"dhm": (N_("Alarm in {d} d {h} h {m} min"), N_("Alarm set for {d} d {h} h {m} min from now")),
          "dh": (N_("Alarm in {d} d {h} h"), N_("Alarm set for {d} d {h} h from now")),
          "dm": (N_("Alarm in {d} d {m} min"), N_("Alarm set for {d} d {m} min from now")),
          "d": (N_("Alarm in {d} d"), N_("Alarm set for {d} d from now")),
          "hm": (N_("Alarm in {h} h {m} min"), N_("Alarm set for {h} h {m} min from now")),
          "h": (N_("Alarm in {h} h"), N_("Alarm set for {h} h from now")),
          "m": (N_("Alarm in {m} min"), N_("Alarm set for {m} min from now")),
          "": (N_("Alarm in less than 1 min"), N_("Alarm set for less than 1 min from now"))}


def until(delta_ms: int, toast: bool = False) -> tuple[str, dict[str, int]]:
    """"Alarm in 7 h 12 min" (or, for the toast, "Alarm set for 7 h 12 min from now") as a msgid
    and its args, rounded up to the minute as phones do."""
    mins = max(0, -(-delta_ms // MIN_MS))
    d, rest = divmod(mins, 24 * 60)
    h, m = divmod(rest, 60)
    key = ("d" if d else "") + ("h" if h else "") + ("m" if m else "")
    args = {k: v for k, v in (("d", d), ("h", h), ("m", m)) if k in key}
    return _UNTIL[key][1 if toast else 0], args


def days_text(days: list[str]) -> tuple[str, dict[str, Any]] | None:
    """A repeat rule in words ("Every day", "Weekdays", "Weekends"); None for a list of day names."""
    s = set(days)
    if s == set(DAYS):
        return N_("Every day"), {}
    if s == set(DAYS[:5]):
        return N_("Weekdays"), {}
    if s == set(DAYS[5:]):
        return N_("Weekends"), {}
    return None


def alarm(state: dict[str, Any], alarm_id: Any) -> dict[str, Any] | None:
    return next((a for a in state["alarms"] if a["id"] == alarm_id), None)


def new_alarm_id(state: dict[str, Any]) -> int:
    return max((a["id"] for a in state["alarms"]), default=0) + 1


# ---- world clock -------------------------------------------------------------------------------
def home_zone(os: dict[str, Any]) -> str:
    """The phone's zone (an IANA key), from the OS time-zone setting."""
    return str(os["datetime"]["time_zone"])


def now_utc(os: dict[str, Any], now: int) -> int:
    """The UTC instant of the phone's wall time ``now``."""
    return tz.wall_to_utc(now, home_zone(os))


def home_offset(os: dict[str, Any], now: int) -> int:
    """The home zone's offset from UTC in minutes at the phone's wall time ``now`` (DST included)."""
    return tz.offset_minutes(home_zone(os), now_utc(os, now))


def city_offset(c: Any, os: dict[str, Any], now: int) -> int:
    """A city's offset from UTC in minutes at the same instant."""
    return tz.offset_minutes(str(c["zone"]), now_utc(os, now))


def city_diff(c: Any, os: dict[str, Any], now: int) -> int:
    """How many minutes a city is ahead of the phone (negative: behind), at the phone's wall time ``now``."""
    return city_offset(c, os, now) - home_offset(os, now)


def city_ms(c: Any, os: dict[str, Any], now: int) -> int:
    """A city's local wall time (ms on the same scale as the phone's clock) when the phone shows ``now``."""
    return now + city_diff(c, os, now) * MIN_MS


def city_name(c: Any, locale: str) -> str:
    return str(c["name_zh"] if locale == "zh-CN" else c["name"])


def country_name(c: Any, locale: str) -> str:
    return str(c["country_zh"] if locale == "zh-CN" else c["country"])


def search_cities(query: str, locale: str) -> list[Any]:
    """Cities whose name or country contains ``query`` (either language): names that start with it
    first, then by name."""
    q = query.strip().casefold()
    rows = [c for c in world.cities()
            if not q or any(q in str(c[k]).casefold() for k in ("name", "name_zh", "country", "country_zh"))]

    def key(c: Any) -> tuple[bool, str, str]:
        starts = any(str(c[k]).casefold().startswith(q) for k in ("name", "name_zh"))
        return (not starts, city_name(c, locale).casefold(), c["id"])

    return sorted(rows, key=key)


def gmt(offset: int) -> str:
    """"GMT+5:30" for an offset in minutes."""
    sign = "-" if offset < 0 else "+"
    h, m = divmod(abs(offset), 60)
    return f"GMT{sign}{h}" + (f":{m:02d}" if m else "")


# ---- stopwatch and timer -----------------------------------------------------------------------
def stopwatch_ms(sw: dict[str, Any], now: int) -> int:
    return int(sw["elapsed_ms"]) + (now - int(sw["started_at"]) if sw["running"] else 0)


def stopwatch_text(ms: int) -> str:
    """"01:05.42" (minutes, seconds, hundredths), "1:02:05.42" past an hour."""
    cs = ms // 10
    h, rest = divmod(cs, 360_000)
    m, rest = divmod(rest, 6000)
    s, c = divmod(rest, 100)
    return f"{h}:{m:02d}:{s:02d}.{c:02d}" if h else f"{m:02d}:{s:02d}.{c:02d}"


def timer_left(t: dict[str, Any], now: int) -> int:
    """Time left on the timer (ms); negative once it has rung and is still ringing."""
    if t["state"] == "running" or t["state"] == "ringing":
        return int(t["ends_at"]) - now
    if t["state"] == "paused":
        return int(t["remaining_ms"])
    return int(t["duration_ms"])


def timer_text(ms: int) -> str:
    """"4:59" / "1:04:59" (rounded up to the second, like a countdown); "-0:12" past zero."""
    neg = ms < 0
    secs = (-ms) // 1000 if neg else -(-ms // 1000)
    h, rest = divmod(secs, 3600)
    m, s = divmod(rest, 60)
    body = f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"
    return ("-" if neg else "") + body


def keypad_ms(digits: str) -> int:
    """The AOSP timer keypad: digits fill hh mm ss from the right ("130" = 1 min 30 s, "90" = 90 s)."""
    d = digits.rjust(6, "0")[-6:]
    total = (int(d[:2]) * 3600 + int(d[2:4]) * 60 + int(d[4:])) * 1000
    return min(total, MAX_TIMER_MS)


# ---- the OS schedule ---------------------------------------------------------------------------
def wanted(state: dict[str, Any], now: int) -> list[tuple[int, str, dict[str, Any]]]:
    """(time, handler, payload) of every OS alarm the overlay asks for."""
    out: list[tuple[int, str, dict[str, Any]]] = []
    for a in state["alarms"]:
        at = next_ring(a, now)
        if at is not None:
            out.append((max(at, now), RING, {"alarm_id": a["id"]}))
    t = state["timer"]
    if t["state"] == "running":
        out.append((max(int(t["ends_at"]), now), TIMER_DONE, {}))
    r = state["ringing"]
    minutes = state["settings"]["silence_after"]
    if r is not None and minutes:
        out.append((max(int(r["since"]) + minutes * MIN_MS, now), SILENCE, {"alarm_id": r["alarm_id"]}))
    return out


def sync(ctx: AppContext) -> None:
    """Make the OS alarm schedule hold exactly what the overlay asks for (idempotent: entries that
    already match stay, with their ids)."""
    want = wanted(ctx.peek, ctx.now)
    alarms: list[dict[str, Any]] = ctx.os["alarms"]
    mine = [a for a in alarms if a["app"] == ctx.app.id]
    keep: list[int] = []
    missing = []
    for at, handler, payload in want:
        hit = next((a for a in mine if a["at"] == at and a["handler"] == handler and a["payload"] == payload
                    and a["id"] not in keep), None)
        if hit is None:
            missing.append((at, handler, payload))
        else:
            keep.append(hit["id"])
    alarms[:] = [a for a in alarms if a["app"] != ctx.app.id or a["id"] in keep]
    for at, handler, payload in missing:
        ctx.schedule(at, handler, alarm_clock=handler == RING, **payload)
