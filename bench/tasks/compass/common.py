"""Shared helpers of the Compass tasks: moving the phone to a place of its region with a heading and
a tilt (setup patches of ``os.location`` / ``os.sensors``), the answers the screen shows, and oracle
steps that read the dial, the level and the location card."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from mgym.apps.compass import model, world
from mgym.i18n import translate
from mgym.observation import Observation

C = "apps.compass"
PERM = "os.permissions.compass.location"
FORMAT = f"{C}.settings.coord_format"
TRUE_NORTH = f"{C}.settings.true_north"


def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def locale(state: dict[str, Any]) -> str:
    return str(state["os"]["settings"]["system"]["locale"])


def sample_place(rng: Random, state: dict[str, Any], jitter: float = 0.0) -> dict[str, Any]:
    """A place of the phone's region, optionally moved a little (coordinates to 4 decimals)."""
    p = rng.choice(world.region_places(region(state)))
    lat = round(p["lat"] + rng.uniform(-jitter, jitter), 4) if jitter else p["lat"]
    lon = round(p["lon"] + rng.uniform(-jitter, jitter), 4) if jitter else p["lon"]
    return {"place": p["id"], "lat": lat, "lon": lon}


def os_of(p: dict[str, Any], heading: float = 0.0, pitch: float = 0.0, roll: float = 0.0) -> dict[str, Any]:
    """The OS state the compass reads for these params (location + sensors), as in ``get_state``."""
    return {"location": {"lat": p["lat"], "lon": p["lon"]},
            "sensors": {"heading": heading, "pitch": pitch, "roll": roll, "accuracy": "high",
                        "declination": None}}


def sample_heading(rng: Random, p: dict[str, Any], true_north: bool) -> float:
    """A magnetic heading whose shown value (whole degrees) is unambiguous: not near a half degree nor
    within 3° of the border between two compass points."""
    while True:
        h = round(rng.uniform(0, 359.9), 1)
        shown = (h + (model.declination(os_of(p, h)) if true_north else 0.0)) % 360
        if abs(shown % 1 - 0.5) < 0.2:
            continue
        if 3 <= (shown - 22.5) % 45 <= 42:
            return h


def place_patch(p: dict[str, Any], **sensors: Any) -> dict[str, Any]:
    return {"os": {"location": {"enabled": True, "lat": p["lat"], "lon": p["lon"]},
                   "sensors": {"accuracy": "high", **sensors}}}


def point_label(deg: int, loc: str) -> str:
    """The compass point of a heading as the dial writes it in ``loc`` (W / 西)."""
    return translate(model.point(deg)[1], loc, "compass")


# ---- oracle steps ------------------------------------------------------------------------------------
def read_dial(obs: Observation) -> tuple[str, str]:
    """The dial's reading: (degrees, compass point) from "253° W"."""
    for e in obs.ui:
        m = re.fullmatch(r"(\d{1,3})°\s*(\S+)", e.text or "")
        if m:
            return m.group(1), m.group(2)
    raise ui.OracleError("no heading on the screen")


def read_coordinates(obs: Observation) -> tuple[str, str]:
    """Signed decimal latitude and longitude from the location card (in decimal format)."""
    found: dict[str, str] = {}
    for e in obs.ui:
        for hemi, sign in (("N", ""), ("S", "-"), ("E", ""), ("W", "-")):
            got = ui.parse(obs, "{v} " + hemi, e.text or "")
            if got and got["v"].endswith("°") and "′" not in got["v"]:
                found["lat" if hemi in "NS" else "lon"] = sign + got["v"].rstrip("°")
    if len(found) != 2:
        raise ui.OracleError("no decimal coordinates on the screen")
    return found["lat"], found["lon"]


def show_decimal(obs: Observation, granted: bool, fmt: str) -> ui.Steps:
    """On the dial: allow the location permission if needed, then switch the card to decimal degrees."""
    if not granted:
        obs = yield from ui.tap(obs, trigger="location.card")
        obs = yield from ui.tap(obs, trigger="perm.allow")
    if fmt != "decimal":
        obs = yield from ui.tap(obs, trigger="location.card")
    return obs


def open_settings(obs: Observation) -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="compass.menu")
    return (yield from ui.tap(obs, trigger="menu.settings"))
