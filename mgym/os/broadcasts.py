"""Broadcasts: system events delivered to the receivers apps declare in their manifests.

The virtual clock is the phone's wall time in its zone (``os.datetime.time_zone``, an IANA key of
:mod:`mgym.os.tz`): a change of zone moves the clock by the difference of the two zones' offsets at
that instant (daylight saving time included), so the status bar, every app and every alarm agree on
the local time.

``send(s, action, **extras)`` runs ``handlers[receiver.handler](ctx, action=..., **extras)`` of
every app with a receiver for ``action``. The OS sends its own broadcasts when what they report
changes, however it changed (a Settings switch, the shade, ``set_state``): :func:`watch` compares
the watched values with the last ones it saw (kept in the volatile state) after every event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mgym.os import tz

if TYPE_CHECKING:
    from mgym.os.system import System

TIMEZONE_CHANGED = "android.intent.action.TIMEZONE_CHANGED"
TIME_SET = "android.intent.action.TIME_SET"
AIRPLANE_MODE = "android.intent.action.AIRPLANE_MODE"
BATTERY_LOW = "android.intent.action.BATTERY_LOW"
BATTERY_OKAY = "android.intent.action.BATTERY_OKAY"
LOCALE_CHANGED = "android.intent.action.LOCALE_CHANGED"
PACKAGE_CHANGED = "android.intent.action.PACKAGE_CHANGED"
#: a file was added, changed or removed (what MediaScanner reports)
MEDIA_SCANNER = "android.intent.action.MEDIA_SCANNER_SCAN_FILE"
#: the battery level at or under which BATTERY_LOW is sent
LOW_BATTERY = 15


def _zone(value: Any) -> Any:
    """A zone as its IANA key (a snapshot of an earlier version may hold a legacy label)."""
    return tz.canonical(value) if tz.known(value) else value


def zone_shift_ms(wall_ms: int, old: str, new: str) -> int:
    """How far the wall clock moves when the phone goes from zone ``old`` to ``new`` at wall time
    ``wall_ms`` (of ``old``): the difference of the two offsets at that instant, DST included."""
    if not (tz.known(old) and tz.known(new)):
        return 0
    return tz.convert(wall_ms, old, new) - wall_ms


def watched(os: dict[str, Any]) -> dict[str, Any]:
    return {"zone": _zone(os["datetime"]["time_zone"]), "h24": os["datetime"]["use_24h"],
            "airplane": os["airplane_mode"],
            "low": os["battery"]["level"] <= LOW_BATTERY and not os["battery"]["charging"],
            "locale": os["settings"]["system"]["locale"],
            "apps": sorted(a for a, prefs in os["apps"].items() if prefs.get("enabled", True))}


def watch(s: System) -> None:
    """Send the broadcasts for what changed since the last call (the first call only records)."""
    now = watched(s.p["os"])
    # the clock is the phone's wall time: moving to another zone moves the hands (not time);
    # ``clock_zone`` is the zone the clock reads in (set_state's "time" is read in the new zone)
    shift = 0
    if _zone(s.v.get("clock_zone", now["zone"])) != now["zone"]:
        shift = zone_shift_ms(s.clock.now_ms, s.v["clock_zone"], now["zone"])
        s.clock.now_ms = max(0, s.clock.now_ms + shift)
    s.v["clock_zone"] = now["zone"]
    before = s.v.get("watch")
    s.v["watch"] = now
    if before is None:
        return
    if now["zone"] != _zone(before["zone"]):
        send(s, TIMEZONE_CHANGED, time_zone=now["zone"], shift_ms=shift)
    if now["h24"] != before["h24"]:
        send(s, TIME_SET)
    if now["airplane"] != before["airplane"]:
        send(s, AIRPLANE_MODE, state=now["airplane"])
    if now["low"] != before["low"]:
        send(s, BATTERY_LOW if now["low"] else BATTERY_OKAY, level=s.p["os"]["battery"]["level"])
    if now["locale"] != before["locale"]:
        send(s, LOCALE_CHANGED, locale=now["locale"])
    for app in sorted(set(now["apps"]) ^ set(before["apps"])):
        send(s, PACKAGE_CHANGED, package=app, enabled=app in now["apps"])


def send(s: System, action: str, **extras: Any) -> int:
    """Deliver ``action`` to every declared receiver (in registry order); returns how many ran."""
    n = 0
    for app in s.apps.values():
        for r in app.manifest.receivers:
            if r.action == action and r.handler in app.handlers:
                app.handlers[r.handler](s.ctx(app, None), action=action, **extras)
                n += 1
    log = s.v.setdefault("broadcasts", [])
    log.append({"action": action, "extras": extras, "at": s.clock.now_ms, "receivers": n})
    del log[:-20]
    s.events.append(f"broadcast {action}")
    return n
