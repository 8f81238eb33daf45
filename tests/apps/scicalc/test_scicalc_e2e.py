"""Scientific Calculator end to end by screen coordinates: functions in degrees and radians, INV,
memory, history, the CLR key; state checked after each step."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.apps.scicalc import views
from mgym.observation import Observation

M = "−"


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def tap(s: Session, text: str | None = None, **kw: Any) -> Observation:
    hits = obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{obs_of(s).text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def clear(s: Session) -> None:
    """CLR after a result; otherwise a long press on DEL."""
    if obs_of(s).find(trigger="key.clear"):
        tap(s, trigger="key.clear")
        return
    x, y = obs_of(s).find("Delete", trigger="key.del")[0].center
    s.step({"action": "long_press", "x": x, "y": y}, screenshot=False)
    assert sci(s)["expr"] == ""


def digits(s: Session, text: str) -> None:
    for ch in text:
        tap(s, trigger="key.digit", k=ch)


def sci(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["scicalc"]
    return st


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "scicalc"}, screenshot=False)
    return session


def test_trigonometry_in_degrees_and_radians(s: Session) -> None:
    assert obs_of(s).find("DEG", exact=True)
    tap(s, "Sine")
    digits(s, "30")
    tap(s, "Right parenthesis")
    assert sci(s)["expr"] == "sin(30)" and obs_of(s).find("0.5", exact=True)
    tap(s, "Switch to radians")
    assert sci(s)["angle"] == "rad" and obs_of(s).find("RAD", exact=True)
    assert obs_of(s).find("−0.988031624093", exact=True)  # sin of 30 radians
    tap(s, "Equals")
    assert sci(s)["expr"] == f"{M}0.988031624093" and sci(s)["history"][-1]["expr"] == "sin(30)"
    assert obs_of(s).find("Clear", trigger="key.clear")  # DEL became CLR
    tap(s, trigger="key.clear")
    tap(s, "Inverse functions")
    assert sci(s)["inverse"] and obs_of(s).find("Arcsine")
    tap(s, "Arcsine")
    digits(s, "1")
    tap(s, "Equals")
    assert sci(s)["expr"] == "1.57079632679"  # π/2 in radians


def test_functions_and_power(s: Session) -> None:
    tap(s, "Square root")
    digits(s, "2")
    tap(s, "Square", exact=True)  # √2² = √4
    tap(s, "Plus")
    digits(s, "2")
    tap(s, "Power")
    digits(s, "10")
    tap(s, "Plus")
    digits(s, "5")
    tap(s, "Factorial")
    tap(s, "Equals")
    assert sci(s)["expr"] == "1146"  # 2 + 1024 + 120
    tap(s, "Reciprocal")  # continues from the result
    assert sci(s)["expr"] == "1146⁻¹"
    tap(s, "Delete")
    assert sci(s)["expr"] == "1146"


def test_memory(s: Session) -> None:
    digits(s, "12.5")
    tap(s, "Multiply")
    digits(s, "4")
    tap(s, "Memory add")
    assert sci(s)["memory"] == "50" and obs_of(s).find("M = 50")
    tap(s, "Equals")
    tap(s, "Memory add")
    assert sci(s)["memory"] == "100"
    clear(s)
    digits(s, "0.1")
    tap(s, "Memory subtract")
    assert sci(s)["memory"] == "99.9"
    clear(s)
    tap(s, "Memory recall")
    tap(s, "Plus")
    digits(s, "0.1")
    assert obs_of(s).find("100", exact=True)
    tap(s, "Memory clear")
    assert sci(s)["memory"] == "0" and not obs_of(s).find("M = ")


def test_history_and_menu(s: Session) -> None:
    tap(s, "More options")
    tap(s, "History", trigger="menu.history")
    tap(s, trigger="history.expr", id=2)
    assert s.screen == "main" and sci(s)["expr"] == "√2×√8" and obs_of(s).find("4", exact=True)
    tap(s, "History", trigger="main.history")
    tap(s, trigger="clear.ask")
    tap(s, "Cancel", trigger="clear.cancel")
    assert s.screen == "history" and len(sci(s)["history"]) == 3


def test_function_pad_follows_inv_and_angle() -> None:
    faces = [k["text"] for row in views.function_pad(False, "deg") for k in row]
    assert faces[:2] == ["INV", "RAD"] and "sin" in faces and "xʸ" in faces
    inv = [k["text"] for row in views.function_pad(True, "rad") for k in row]
    assert inv[1] == "DEG" and "sin⁻¹" in inv and "10ˣ" in inv and "sin" not in inv
