"""Forecasts as a pure function of the world seed, a city's climate profile and the date.

Nothing here reads state or the wall clock: a day's weather in a city is drawn from an RNG seeded by
(world seed, city id, date), on top of the city's seasonal cycle and a smooth multi-day anomaly, so a
task computes the expected answer the same way the screen does. Temperatures are whole °C;
:func:`shown` converts for display. Times are the city's local wall time, in its time zone
(:mod:`mgym.os.tz`, daylight saving time included); "now" is a UTC instant (:func:`utc_now`), so a
city's today and hour do not depend on the phone's zone.
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from random import Random
from typing import Any

from mgym.apps.weather import world
from mgym.apps.weather.world import City
from mgym.os import tz

#: condition codes, mildest first
CONDITIONS = ("sunny", "partly", "cloudy", "overcast", "fog", "haze", "showers", "light_rain", "rain",
              "heavy_rain", "storm", "sleet", "light_snow", "snow")
WET = frozenset({"showers", "light_rain", "rain", "heavy_rain", "storm", "sleet", "light_snow", "snow"})
#: AQI bands: (upper bound, level index); categories are named in the views
AQI_BOUNDS = (50, 100, 150, 200, 300)
COMPASS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
DAYS_SHOWN = 15


@dataclass(frozen=True, slots=True)
class Day:
    date: date
    high: int
    low: int
    cond: str
    #: chance of precipitation, percent (a multiple of 5)
    chance: int
    precip: float
    humidity: int
    wind: int
    wind_dir: str
    uv: int
    aqi: int
    #: minutes after local midnight
    sunrise: int
    sunset: int


@dataclass(frozen=True, slots=True)
class Hour:
    at: datetime
    temp: int
    cond: str
    chance: int
    night: bool


def _rng(*parts: object) -> Random:
    key = "|".join(str(p) for p in (world.seed(), *parts)).encode()
    return Random(int.from_bytes(hashlib.blake2b(key, digest_size=8).digest(), "big"))


def utc_now(os: dict[str, Any], now_ms: int) -> int:
    """The UTC instant (epoch ms) of the phone's wall time ``now_ms`` (the virtual clock), from the
    phone's zone ``os.datetime.time_zone``."""
    return tz.wall_to_utc(now_ms, str(os["datetime"]["time_zone"]))


def local_now(c: City, utc_ms: int) -> datetime:
    """The city's local wall time (naive) at the UTC instant ``utc_ms``."""
    return datetime(1970, 1, 1) + timedelta(milliseconds=tz.utc_to_wall(utc_ms, str(c["zone"])))


def _offset_on(c: City, d: date) -> int:
    """The city's UTC offset (minutes) at local noon of ``d`` (daylight saving time included)."""
    noon = int((datetime(d.year, d.month, d.day, 12) - datetime(1970, 1, 1)).total_seconds() * 1000)
    return tz.offset_minutes(str(c["zone"]), tz.wall_to_utc(noon, str(c["zone"])))


def _season(c: City, d: date) -> float:
    """+1 at the height of summer, -1 in midwinter (either hemisphere)."""
    s = math.cos(2 * math.pi * (d.timetuple().tm_yday - 201) / 365.25)
    return -s if c["lat"] < 0 else s


def sun(c: City, d: date) -> tuple[int, int]:
    """Sunrise and sunset, minutes after local midnight (local wall time: daylight saving included)."""
    n = d.timetuple().tm_yday
    decl = math.radians(23.44) * math.sin(2 * math.pi * (284 + n) / 365)
    lat = math.radians(c["lat"])
    b = 2 * math.pi * (n - 81) / 364
    eot = 9.87 * math.sin(2 * b) - 7.53 * math.cos(b) - 1.5 * math.sin(b)
    noon = 720 - 4 * (c["lon"] - _offset_on(c, d) / 4) - eot
    x = (math.sin(math.radians(-0.83)) - math.sin(lat) * math.sin(decl)) / (math.cos(lat) * math.cos(decl))
    half = math.degrees(math.acos(max(-1.0, min(1.0, x)))) * 4
    return round(noon - half), round(noon + half)


def _cond(rng: Random, chance: int, high: int, aqi: int) -> str:
    if chance >= 55:
        if high <= 1:
            return "snow" if chance >= 80 else "light_snow"
        if high <= 4:
            return "sleet"
        if chance >= 85:
            return rng.choice(("heavy_rain", "storm" if high >= 22 else "heavy_rain", "rain"))
        return rng.choice(("light_rain", "light_rain", "showers", "rain")) if chance >= 65 else "light_rain"
    if aqi > 200:
        return "haze"
    if chance >= 40:
        return "overcast"
    if chance >= 25:
        return rng.choice(("cloudy", "cloudy", "fog" if high < 18 else "cloudy"))
    return "partly" if chance >= 12 else "sunny"


def day(c: City, d: date) -> Day:
    """The weather of ``d`` in city ``c`` (deterministic)."""
    rng = _rng(c["id"], d.isoformat())
    season = _season(c, d)
    k = d.toordinal() + c["phase"]
    anomaly = 3.0 * math.sin(k / 9.3) + 1.6 * math.sin(k / 3.1 + 1.0) + rng.gauss(0, 1.1)
    wet = c["wet"] * (1 + 0.6 * season if c["wet_season"] == "summer" else 1 - 0.6 * season
                      if c["wet_season"] == "winter" else 1)
    raw = wet * 100 + 32 * math.sin(k / 4.3 + 2.0) + rng.uniform(-22, 22)
    chance = max(0, min(95, 5 * round(raw / 5)))
    mean = c["t_mean"] + c["t_amp"] * season + anomaly - (1.5 if chance >= 55 else 0)
    spread = c["t_range"] * (0.65 if chance >= 55 else 1.0) + rng.uniform(-1.5, 1.5)
    high, low = math.floor(mean + spread / 2 + 0.5), math.floor(mean - spread / 2 + 0.5)
    aqi = c["aqi"] * (1 - 0.3 * season) * math.exp(rng.gauss(0, 0.35)) * (0.6 if chance >= 55 else 1.0)
    aqi_i = max(8, min(480, round(aqi)))
    cond = _cond(rng, chance, high, aqi_i)
    precip = round(rng.uniform(0.5, 4) * (chance - 50) / 10, 1) if cond in WET else 0.0
    humidity = max(15, min(98, round(35 + wet * 60 + chance * 0.3 + rng.uniform(-8, 8))))
    sunny = {"sunny": 1.0, "partly": 0.8, "cloudy": 0.55, "haze": 0.5, "fog": 0.4}.get(cond, 0.3)
    elev = math.radians(90 - abs(c["lat"] - 23.44 * math.sin(2 * math.pi * (d.timetuple().tm_yday - 81) / 365)))
    uv = max(0, min(11, round(11.5 * max(0.0, math.sin(elev)) ** 2.5 * sunny)))
    rise, sset = sun(c, d)
    return Day(d, high, low, cond, chance, max(precip, 0.1) if cond in WET else 0.0, humidity,
               rng.randint(4, 22 if chance < 55 else 34), rng.choice(COMPASS), uv, aqi_i, rise, sset)


def days(c: City, utc_ms: int, n: int = DAYS_SHOWN) -> list[Day]:
    """``n`` days from the city's today at the UTC instant ``utc_ms``."""
    today = local_now(c, utc_ms).date()
    return [day(c, today + timedelta(days=i)) for i in range(n)]


def _shape(h: float) -> float:
    """0 at 05:00 (coolest), 1 at 14:00 (warmest)."""
    if 5 <= h <= 14:
        return (1 - math.cos(math.pi * (h - 5) / 9)) / 2
    since = (h - 14) % 24
    return (1 + math.cos(math.pi * since / 15)) / 2


def hour(c: City, at: datetime) -> Hour:
    """The weather at local hour ``at`` (minutes ignored)."""
    at = at.replace(minute=0, second=0, microsecond=0)
    dy = day(c, at.date())
    rng = _rng(c["id"], at.isoformat())
    temp = math.floor(dy.low + (dy.high - dy.low) * _shape(at.hour) + 0.5)
    chance = max(0, min(95, 5 * round((dy.chance + rng.uniform(-15, 15)) / 5)))
    cond = dy.cond
    if cond in WET and chance < 50:
        cond = "overcast"
    rise, sset = dy.sunrise, dy.sunset
    night = not rise <= at.hour * 60 + 30 < sset
    return Hour(at, temp, cond, chance, night)


def hours(c: City, utc_ms: int, n: int = 24) -> list[Hour]:
    """``n`` hours from the city's current hour at the UTC instant ``utc_ms``."""
    start = local_now(c, utc_ms).replace(minute=0, second=0, microsecond=0)
    return [hour(c, start + timedelta(hours=i)) for i in range(n)]


def aqi_level(aqi: int) -> int:
    """0 good .. 5 hazardous."""
    return next((i for i, b in enumerate(AQI_BOUNDS) if aqi <= b), len(AQI_BOUNDS))


def pollutants(c: City, d: date, aqi: int) -> dict[str, int]:
    """Concentrations (µg/m³) consistent with the day's AQI."""
    rng = _rng(c["id"], d.isoformat(), "air")
    return {"pm25": round(aqi * rng.uniform(0.55, 0.75)), "pm10": round(aqi * rng.uniform(0.9, 1.3)),
            "o3": round(rng.uniform(30, 120)), "no2": round(aqi * rng.uniform(0.2, 0.45)),
            "so2": round(rng.uniform(2, 12)), "co": round(rng.uniform(3, 12))}


def shown(celsius: int, unit: str) -> int:
    """A whole-°C temperature as shown in ``unit`` ("c" or "f"), rounded half up."""
    return celsius if unit == "c" else math.floor(celsius * 9 / 5 + 32 + 0.5)


def feels_like(temp: int, humidity: int, wind: int) -> int:
    if temp >= 27:
        return temp + round((humidity - 40) / 15)
    if temp <= 10:
        return temp - round(wind / 8)
    return temp
