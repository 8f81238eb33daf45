"""The OS kernel through a real session: stacks, back chain, dialogs, intents, results, alarms."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from probe_app import APP, installed

from mgym import Session
from tests.conftest import tap


@pytest.fixture
def s() -> Iterator[Session]:
    with installed(APP):
        sess = Session(seed=1)
        sess.step({"action": "awake", "app": "Probe"}, screenshot=False)
        yield sess


def test_tap_runs_transition_effect(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Bump")
    assert s.get_state()["apps"]["probe"]["counter"] == 1
    assert any(e.text == "Probe 1" for e in obs.ui) or "Probe 1" in s.html()


def test_dialog_makes_page_inert_and_back_closes_it(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Form")
    obs = tap(s, obs, "Ask")
    assert obs.screen == "confirm"
    assert not obs.find("Query"), "the page under a dialog is inert"
    obs = s.step({"action": "back"}, screenshot=False)
    assert obs.screen == "form"
    obs = tap(s, obs, "Ask")
    obs = tap(s, obs, "Yes")
    assert obs.screen == "main" and s.get_state()["apps"]["probe"]["counter"] == 1


def test_typing_keyboard_and_back_chain(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Form")
    obs = tap(s, obs, "Query")
    assert obs.keyboard
    for key in ("h", "i"):
        obs = tap(s, obs, trigger="kbd.key", k=key)
    s.step({"action": "type", "text": " there"}, screenshot=False)
    assert s.sys.top()["fields"]["q"] == "hi there"
    obs = s.step({"action": "back"}, screenshot=False)
    assert not obs.keyboard and obs.screen == "form", "back closes the keyboard first"
    obs = s.step({"action": "back"}, screenshot=False)
    assert obs.screen == "main"
    s.step({"action": "back"}, screenshot=False)
    assert (s.app, s.screen) == ("launcher", "home")


def test_enter_submits_focused_field(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Form")
    s.step({"action": "type", "text": "x", "x": obs.find("Query")[0].center[0], "y": obs.find("Query")[0].center[1]},
           screenshot=False)
    obs = s.step({"action": "enter"}, screenshot=False)
    assert obs.screen == "confirm"


def test_draft_survives_app_switch(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Form")
    tap(s, obs, "Query")
    s.step({"action": "type", "text": "draft"}, screenshot=False)
    s.step({"action": "home"}, screenshot=False)
    s.step({"action": "awake", "app": "probe"}, screenshot=False)
    assert s.screen == "form" and s.sys.top()["fields"]["q"] == "draft"


def test_permission_dialog_flow(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Camera")
    assert obs.find("Allow", role="button") and s.get_state()["apps"]["probe"]["camera_used"] == 0
    assert not obs.find("Bump"), "the app is inert under a system dialog"
    obs = tap(s, obs, "Allow", exact=True)
    st = s.get_state()
    assert st["os"]["permissions"]["probe"]["CAMERA"] == "granted" and st["apps"]["probe"]["camera_used"] == 1
    tap(s, obs, "Camera")
    assert s.get_state()["apps"]["probe"]["camera_used"] == 2


def test_start_for_result_round_trip(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Pick")
    assert obs.screen == "picker"
    tap(s, obs, "Value")
    s.step({"action": "type", "text": "42"}, screenshot=False)
    obs = tap(s, s.observe(screenshot=False), "Choose")
    assert obs.screen == "main" and s.get_state()["apps"]["probe"]["picked"] == "42"


def test_alarm_notification_headsup_and_shade(s: Session) -> None:
    s.sys.schedule("probe", s.clock.now_ms + 30_000, "ping", {"text": "hello"})
    s.step({"action": "wait", "seconds": 10}, screenshot=False)
    assert s.get_state()["apps"]["probe"]["got"] == []
    obs = s.step({"action": "wait", "seconds": 19}, screenshot=False)
    assert s.get_state()["apps"]["probe"]["got"] == ["hello"]
    assert obs.find("hello"), "heads-up banner shows"
    obs = s.step({"action": "wait", "seconds": 10}, screenshot=False)
    assert not obs.find("hello"), "banner expires"
    obs = s.step({"action": "swipe", "x1": 500, "y1": 10, "x2": 500, "y2": 700}, screenshot=False)
    obs = tap(s, obs, "hello")
    assert obs.screen == "picker" and s.get_state()["os"]["notifications"] == []


def test_recents_switch_and_remove(s: Session) -> None:
    obs = tap(s, s.observe(screenshot=False), "Form")
    obs = s.step({"action": "recent"}, screenshot=False)
    assert obs.screen == "recents"
    obs = tap(s, obs, "Probe", role="list_item")
    assert (obs.app, obs.screen) == ("probe", "form")
    obs = s.step({"action": "recent"}, screenshot=False)
    obs = tap(s, obs, "Remove Probe")
    assert s.sys.tm.for_app("probe") is None


def test_quick_settings_cascade(s: Session) -> None:
    obs = s.step({"action": "swipe", "x1": 500, "y1": 10, "x2": 500, "y2": 700}, screenshot=False)
    obs = tap(s, obs, "Airplane mode", role="switch")
    os = s.get_state()["os"]
    assert os["airplane_mode"] and not os["wifi"]["enabled"] and not os["cellular"]["enabled"]
    s.step({"action": "back"}, screenshot=False)
    assert not s.sys.v["shade"]["open"]


def test_scroll_clamps_to_extent(s: Session) -> None:
    for _ in range(30):
        obs = s.step({"action": "swipe", "direction": "up"}, screenshot=False)
    off = s.sys.top()["scroll"]["main"]
    assert off > 0
    scroller = next(e for e in obs.ui if e.role == "scroll")
    assert scroller.scrollable
    obs = s.step({"action": "swipe", "direction": "up"}, screenshot=False)
    assert s.sys.top()["scroll"]["main"] == off, "clamped at the end"
    assert obs.find("Line 39")
