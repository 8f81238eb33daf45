"""Rail's read-only world, loaded once per process and keyed by region: stations and train services
with their stop lists (``scripts/gen_rail_data.py``), plus the pure functions every screen and judge
share: running days, fares by distance and class, and seat availability as a hash of (train, date,
class), so a judge recomputes exactly what the screen showed.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from pathlib import Path
from typing import Any

from mgym.i18n import N_

DATA = Path(__file__).parent / "data"
#: the first bookable day is the phone's boot day; tickets sell this many days ahead
SALE_DAYS = 60
HIGH_SPEED = {"zh-CN": ("G", "D"), "en": ("E",)}
TYPE_LABELS = {"G": N_("High-speed"), "D": N_("Bullet"), "Z": N_("Direct"), "T": N_("Express"), "K": N_("Fast"),
               "E": N_("Express"), "R": N_("Regional"), "N": N_("Night")}
CLASS_LABELS = {"business": N_("Business class"), "first": N_("First class"), "second": N_("Second class"),
                "soft_sleeper": N_("Sleeper"), "hard_sleeper": N_("Couchette"), "hard_seat": N_("Coach seat")}
#: fare per km by (train type, class), in the region's currency
RATES = {"G": {"business": 1.45, "first": 0.74, "second": 0.46}, "D": {"first": 0.5, "second": 0.31},
         "Z": {"soft_sleeper": 0.4, "hard_sleeper": 0.26, "hard_seat": 0.15},
         "T": {"soft_sleeper": 0.38, "hard_sleeper": 0.25, "hard_seat": 0.14},
         "K": {"hard_sleeper": 0.23, "hard_seat": 0.12},
         "E": {"first": 0.3, "second": 0.18}, "R": {"second": 0.11},
         "N": {"soft_sleeper": 0.26, "hard_sleeper": 0.16, "hard_seat": 0.1}}
#: seat letters per class (A and F by the window, C and D on the aisle); sleepers have berths
SEATS = {"business": ("A", "C", "F"), "first": ("A", "C", "D", "F"), "second": ("A", "B", "C", "D", "F")}
PLENTY = 99


@dataclass(frozen=True, slots=True)
class Train:
    id: str
    type: str
    days: int  # weekday bit mask, bit 0 = Monday, of the day it leaves its origin
    classes: tuple[str, ...]
    stops: tuple[tuple[int, int, int, int], ...]  # (station, arrive min, depart min, km) from origin midnight


@dataclass(frozen=True)
class World:
    region: str
    stations: tuple[dict[str, Any], ...]
    trains: dict[str, Train]
    #: station id -> ((train id, stop index), ...)
    calls: dict[int, tuple[tuple[str, int], ...]]
    by_name: dict[str, int]


@cache
def world(region: str = "en") -> World:
    path = DATA / f"{region}.json.gz"
    raw = json.loads(gzip.decompress((path if path.exists() else DATA / "en.json.gz").read_bytes()))
    trains = {t["id"]: Train(t["id"], t["type"], t["days"], tuple(t["classes"]),
                             tuple((s[0], s[1], s[2], s[3]) for s in t["stops"])) for t in raw["trains"]}
    calls: dict[int, list[tuple[str, int]]] = {}
    for t in trains.values():
        for i, s in enumerate(t.stops):
            calls.setdefault(s[0], []).append((t.id, i))
    stations = tuple(raw["stations"])
    return World(raw["region"], stations, trains, {k: tuple(v) for k, v in calls.items()},
                 {s["name"]: s["id"] for s in stations})


def station(region: str, sid: Any) -> dict[str, Any] | None:
    st = world(region).stations
    return st[sid] if isinstance(sid, int) and 0 <= sid < len(st) else None


def station_name(region: str, sid: Any) -> str:
    s = station(region, sid)
    return str(s["name"]) if s else ""


def train(region: str, tid: Any) -> Train | None:
    return world(region).trains.get(str(tid))


def currency(region: str) -> str:
    return "CNY" if region == "zh-CN" else "USD"


def high_speed(region: str, t: Train) -> bool:
    return t.type in HIGH_SPEED.get(region, ("E",))


def search_stations(region: str, query: str, limit: int = 30) -> list[dict[str, Any]]:
    """Stations whose name, pinyin / lower-case name (spaces ignored) or initials start with the query;
    exact initials first, then the busiest hubs."""
    q = query.strip().lower()
    if not q:
        return []
    flat = q.replace(" ", "")
    hits = []
    for s in world(region).stations:
        latin = s["latin"].replace(" ", "")
        if s["name"].lower().startswith(q) or latin.startswith(flat) or s["initials"].startswith(flat):
            rank = (0 if s["initials"] == flat or s["name"].lower() == q else 1, s["hub"] < 0, len(s["name"]), s["id"])
            hits.append((rank, s))
    return [s for _, s in sorted(hits, key=lambda h: h[0])[:limit]]


def popular(region: str) -> list[dict[str, Any]]:
    return [s for s in world(region).stations if s["popular"]][:16]


# ---- timetable ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Leg:
    """A train between two of its stops on a travel date (the date it leaves ``frm``)."""

    train: Train
    date: str
    frm: int  # stop indexes
    to: int

    @property
    def dep(self) -> int:
        """Minutes after midnight of ``date`` (0..1439)."""
        return self.train.stops[self.frm][2] % 1440

    @property
    def arr(self) -> int:
        """Minutes after midnight of ``date`` (can pass 1440: arriving a later day)."""
        return self.dep + self.duration

    @property
    def duration(self) -> int:
        return self.train.stops[self.to][1] - self.train.stops[self.frm][2]

    @property
    def km(self) -> int:
        return self.train.stops[self.to][3] - self.train.stops[self.frm][3]

    @property
    def from_station(self) -> int:
        return self.train.stops[self.frm][0]

    @property
    def to_station(self) -> int:
        return self.train.stops[self.to][0]


def runs_on(t: Train, origin_day: date) -> bool:
    return bool(t.days >> origin_day.weekday() & 1)


def leg(region: str, tid: Any, day: Any, frm: Any, to: Any) -> Leg | None:
    """The leg of train ``tid`` from station ``frm`` to ``to`` leaving on ``day``, if it runs."""
    t = train(region, tid)
    if t is None:
        return None
    ids = [s[0] for s in t.stops]
    if frm not in ids or to not in ids or ids.index(frm) >= ids.index(to):
        return None
    i, j = ids.index(frm), ids.index(to)
    try:
        d = date.fromisoformat(str(day))
    except ValueError:
        return None
    if not runs_on(t, d - timedelta(days=t.stops[i][2] // 1440)):
        return None
    return Leg(t, d.isoformat(), i, j)


def legs(region: str, frm: Any, to: Any, day: str) -> list[Leg]:
    """Every train from ``frm`` to ``to`` leaving on ``day``, by departure."""
    w = world(region)
    at_to = {tid: i for tid, i in w.calls.get(to, ())}
    out = []
    for tid, i in w.calls.get(frm, ()):
        j = at_to.get(tid)
        if j is not None and j > i:
            lg = leg(region, tid, day, frm, to)
            if lg is not None:
                out.append(lg)
    return sorted(out, key=lambda lg: (lg.dep, lg.train.id))


def fare(region: str, lg: Leg, cls: str) -> float:
    """One adult ticket: distance x the class's rate, at least 5, to the half yuan / whole dollar."""
    rate = RATES[lg.train.type].get(cls)
    if rate is None:
        return 0.0
    raw = max(5.0, lg.km * rate)
    return round(raw * 2) / 2 if region == "zh-CN" else float(round(raw))


def _hash(*parts: object) -> int:
    return int.from_bytes(hashlib.blake2b("|".join(map(str, parts)).encode(), digest_size=8).digest(), "big")


def seats_left(tid: str, day: str, cls: str) -> int:
    """Tickets left on (train, date, class) before the user's own bookings: 0 (sold out), 1-19, or
    :data:`PLENTY`. A pure function, so a judge recomputes it."""
    v = _hash("seats", tid, day, cls) % 100
    return 0 if v < 14 else 1 + v % 19 if v < 42 else PLENTY


def seat_for(tid: str, day: str, cls: str, n: int, letter: str = "") -> tuple[int, str]:
    """(coach, seat) of the ``n``-th passenger of a booking; ``letter`` is the chosen seat position."""
    h = _hash("seat", tid, day, cls, n)
    coach = {"business": 1, "first": 2 + h % 2}.get(cls, 4 + h % 12)
    if cls in SEATS:
        letters = SEATS[cls]
        row = 1 + (h >> 8) % 17
        return coach, f"{row:02d}{letter if letter in letters else letters[(h >> 16) % len(letters)]}"
    berth = ("lower", "middle", "upper")[(h >> 16) % 3] if cls == "hard_sleeper" else ("lower", "upper")[(h >> 16) % 2]
    return coach, f"{1 + (h >> 8) % 40:02d}{berth[0].upper()}" if cls != "hard_seat" else f"{1 + (h >> 8) % 110:03d}"


def gate(tid: str, sid: int) -> str:
    h = _hash("gate", tid, sid)
    return f"{'ABC'[h % 3]}{1 + (h >> 4) % 24}"
