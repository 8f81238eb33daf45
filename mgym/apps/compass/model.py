"""Compass arithmetic on OS sensor state: the shown heading and its direction, coordinates in DMS or
decimal, the level's verdict and bubble. Pure functions shared by the views and the benchmark."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from mgym.apps.compass import world
from mgym.i18n import N_

#: the 8 compass points, clockwise from north: (code, short label, spoken name) — labels are msgids
POINTS: tuple[tuple[str, str, str], ...] = (
    ("N", N_("N"), N_("North")), ("NE", N_("NE"), N_("Northeast")), ("E", N_("E"), N_("East")),
    ("SE", N_("SE"), N_("Southeast")), ("S", N_("S"), N_("South")), ("SW", N_("SW"), N_("Southwest")),
    ("W", N_("W"), N_("West")), ("NW", N_("NW"), N_("Northwest")),
)
#: |pitch| and |roll| at most this many degrees count as level
LEVEL_TOLERANCE = 1.0
#: the bubble reaches the rim of its vial at this tilt (degrees)
BUBBLE_RANGE = 10.0


def half_up(x: float, places: int = 0) -> Decimal:
    """``x`` rounded half away from zero to ``places`` decimals (what the screen shows)."""
    return Decimal(repr(x)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def declination(os: dict[str, Any]) -> float:
    """The magnetic declination in use: the sensor's, else the model's at the nearest known place."""
    d = os["sensors"]["declination"]
    if d is not None:
        return float(d)
    return float(world.nearest(os["location"]["lat"], os["location"]["lon"])["decl"])


def heading(os: dict[str, Any], true_north: bool) -> int:
    """The heading the dial shows, whole degrees 0-359: magnetic, or true (magnetic + declination)."""
    h = float(os["sensors"]["heading"]) + (declination(os) if true_north else 0.0)
    return int(half_up(h % 360.0)) % 360


def point(deg: int) -> tuple[str, str, str]:
    """The compass point (of 8) a whole-degree heading falls in."""
    return POINTS[int(((deg + 22.5) % 360) // 45)]


def dms(value: float) -> str:
    """Degrees, minutes and seconds of an unsigned angle: 37°25′18.8″."""
    tenths = int(half_up(abs(value) * 36000))
    d, rest = divmod(tenths, 36000)
    m, s = divmod(rest, 600)
    return f"{d}°{m:02d}′{s // 10:02d}.{s % 10}″"


def decimal(value: float) -> str:
    """An unsigned angle in decimal degrees, four places: 37.4219°."""
    return f"{half_up(abs(value), 4)}°"


def coordinates(lat: float, lon: float, fmt: str) -> dict[str, str]:
    """Latitude and longitude as shown: the number (unsigned) and its hemisphere code (N/S, E/W)."""
    show = dms if fmt == "dms" else decimal
    return {"lat": show(lat), "lat_hemi": "N" if lat >= 0 else "S",
            "lon": show(lon), "lon_hemi": "E" if lon >= 0 else "W"}


def tilt(value: float) -> Decimal:
    """A tilt angle as the level shows it: one decimal."""
    return half_up(value, 1)


def is_level(os: dict[str, Any]) -> bool:
    s = os["sensors"]
    return abs(tilt(s["pitch"])) <= Decimal(str(LEVEL_TOLERANCE)) and abs(tilt(s["roll"])) <= Decimal(
        str(LEVEL_TOLERANCE))


def bubble(os: dict[str, Any]) -> tuple[float, float]:
    """The bubble's offset from the centre as fractions of the vial's radius (x right, y down): it
    floats to the higher side, so right edge down (roll +) sends it left, top up (pitch +) sends it up."""
    s = os["sensors"]

    def clip(v: float) -> float:
        return max(-1.0, min(1.0, v / BUBBLE_RANGE))

    x, y = -clip(float(s["roll"])), -clip(float(s["pitch"]))
    r = (x * x + y * y) ** 0.5
    if r > 1.0:
        x, y = x / r, y / r
    return round(x, 3), round(y, 3)


def needs_calibration(os: dict[str, Any]) -> bool:
    return os["sensors"]["accuracy"] in ("low", "unreliable")
