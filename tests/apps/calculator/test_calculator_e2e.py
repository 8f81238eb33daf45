"""Calculator end to end, by screen coordinates only (as an agent acts), checking the state; and the
calculate intent, which offers both calculators in the chooser."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.observation import Observation
from mgym.os.intents import CALCULATE, Intent

M = "−"


def obs_of(s: Session) -> Observation:
    return s.observe(screenshot=False)


def tap(s: Session, text: str | None = None, long: bool = False, **kw: Any) -> Observation:
    hits = obs_of(s).find(text, **kw)
    assert hits, f"nothing matches {text!r} {kw} on {s.screen}:\n{obs_of(s).text()}"
    x, y = hits[0].center
    return s.step({"action": "long_press" if long else "click", "x": x, "y": y}, screenshot=False)


def keys(s: Session, text: str) -> None:
    """Type an expression on the keypad, one key at a time."""
    ops = {"+": "Plus", M: "Minus", "×": "Multiply", "÷": "Divide"}
    for ch in text:
        if ch in ops:
            tap(s, ops[ch], trigger="key.op")
        elif ch == "%":
            tap(s, trigger="key.percent")
        else:
            tap(s, trigger="key.digit", k=ch)


def calc(s: Session) -> dict[str, Any]:
    st: dict[str, Any] = s.get_state()["apps"]["calculator"]
    return st


@pytest.fixture
def s() -> Session:
    session = Session(seed=0)
    session.step({"action": "awake", "app": "calculator"}, screenshot=False)
    return session


def test_keypad_live_result_and_history(s: Session) -> None:
    keys(s, f"12.5×8{M}3÷4")
    obs = obs_of(s)
    assert obs.find("99.25") and calc(s)["expr"] == f"12.5×8{M}3÷4"
    before = len(calc(s)["history"])
    tap(s, "Equals")
    st = calc(s)
    assert st["expr"] == "99.25" and st["just_evaluated"]
    assert st["history"][-1]["expr"] == f"12.5×8{M}3÷4" and st["history"][-1]["result"] == "99.25"
    assert len(st["history"]) == before + 1
    keys(s, "×2")  # an operator continues from the result
    assert calc(s)["expr"] == "99.25×2" and obs_of(s).find("198.5")
    tap(s, "Equals")
    keys(s, "7")  # a digit starts anew
    assert calc(s)["expr"] == "7"
    tap(s, "Clear", trigger="key.clear")
    keys(s, "1÷0")
    tap(s, "Equals")
    assert calc(s)["error"] == "div0" and obs_of(s).find("Can't divide by 0")
    tap(s, "Backspace")
    assert calc(s)["expr"] == "1÷" and calc(s)["error"] == ""


def test_percent_sign_and_parentheses(s: Session) -> None:
    keys(s, "200+10%")
    assert obs_of(s).find("220", exact=True)
    tap(s, "Clear", trigger="key.clear")
    keys(s, "5")
    tap(s, "Plus/minus")
    assert calc(s)["expr"] == f"({M}5"
    tap(s, "Parentheses")
    keys(s, "×3")
    tap(s, "Equals")
    assert calc(s)["expr"] == f"{M}15"


def test_history_reuse_and_clear(s: Session) -> None:
    tap(s, "History", trigger="main.history")
    assert s.screen == "history"
    tap(s, trigger="history.expr", id=2)  # 1250×0.15
    assert s.screen == "main" and calc(s)["expr"] == "1250×0.15"
    keys(s, "+")
    tap(s, "History", trigger="main.history")
    tap(s, trigger="history.result", id=4)  # + 28800
    assert calc(s)["expr"] == "1250×0.15+28800"
    tap(s, "Equals")
    assert calc(s)["expr"] == "28987.5" and obs_of(s).find("28,987.5")
    tap(s, "History", trigger="main.history")
    tap(s, "Clear", trigger="clear.ask")
    assert s.screen == "clear_confirm"
    tap(s, "Clear", trigger="clear.confirm")
    assert s.screen == "history" and calc(s)["history"] == [] and obs_of(s).find("No history")


def test_settings_and_copy(s: Session) -> None:
    tap(s, "More options")
    tap(s, "Settings", trigger="menu.settings")
    tap(s, "Thousands separator")
    tap(s, "Save history")
    assert calc(s)["settings"] == {"grouping": False, "save_history": False}
    s.step({"action": "back"}, screenshot=False)
    keys(s, "1234×10")
    assert obs_of(s).find("12340", exact=True) and not obs_of(s).find("12,340")
    n = len(calc(s)["history"])
    tap(s, "Equals")
    assert len(calc(s)["history"]) == n
    tap(s, "12340", long=True, trigger="display.commit")
    assert s.get_state()["os"]["clipboard"] == "12340"


def test_calculate_intent_offers_both_calculators() -> None:
    for choice, other in (("Scientific Calculator", "Calculator"), ("Calculator", "Scientific Calculator")):
        s = Session(seed=0)
        s.step({"action": "awake", "app": "contacts"}, screenshot=False)
        assert s.sys.start_activity(Intent(action=CALCULATE, extras={"expr": "12*3-4/2"}), caller="contacts")
        obs = obs_of(s)
        names = {e.text for e in obs.find(trigger="chooser.pick")}
        assert {"Calculator", "Scientific Calculator"} <= names
        tap(s, choice, trigger="chooser.pick", exact=True)
        app = "scicalc" if choice == "Scientific Calculator" else "calculator"
        assert (s.app, s.screen) == (app, "main")
        assert s.get_state()["apps"][app]["expr"] == f"12×3{M}4÷2"
        assert obs_of(s).find("34", exact=True)
        s.step({"action": "back"}, screenshot=False)
        assert s.app == "contacts"  # opened on top of the sender's task
        assert other not in {e.text for e in obs_of(s).ui}
