"""Every field of every accepted action format: mgym's own, the reference system's (MobileGym),
AndroidWorld's JSONAction; the coordinate units; ``scroll`` vs ``swipe`` directions."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

import pytest

from mgym import Session
from mgym import actions as A
from mgym.errors import ActionError


def p(raw: Any) -> dict[str, Any]:
    """The parsed action as mgym's canonical dict."""
    out: dict[str, Any] = A.parse_action(raw).to_dict()
    return out


# ---- mgym's own format ---------------------------------------------------------------------
@pytest.mark.parametrize("raw, want", [
    ({"action": "click", "x": 10, "y": 20}, {"action": "click", "x": 10.0, "y": 20.0}),
    ({"action": "click", "index": 3}, {"action": "click", "index": 3}),
    ({"action": "click", "x": 1079, "y": 2399, "unit": "px"}, {"action": "click", "x": 1079.0, "y": 2399.0,
                                                              "unit": "px"}),
    ({"action": "double_tap", "x": 1, "y": 2}, {"action": "double_tap", "x": 1.0, "y": 2.0}),
    ({"action": "long_press", "index": 0}, {"action": "long_press", "index": 0}),
    ({"action": "type", "text": "hi", "x": 5, "y": 6, "clear": True, "enter": True},
     {"action": "type", "text": "hi", "x": 5.0, "y": 6.0, "clear": True, "enter": True}),
    ({"action": "type", "text": "hi", "index": 2}, {"action": "type", "text": "hi", "index": 2}),
    ({"action": "swipe", "x1": 1, "y1": 2, "x2": 3, "y2": 4}, {"action": "swipe", "x1": 1.0, "y1": 2.0, "x2": 3.0,
                                                              "y2": 4.0}),
    ({"action": "swipe", "direction": "up"}, {"action": "swipe", "x1": 500.0, "y1": 700.0, "x2": 500.0, "y2": 300.0}),
    ({"action": "swipe", "direction": "left", "index": 4}, {"action": "swipe", "direction": "left", "index": 4}),
    ({"action": "drag", "direction": "right"}, {"action": "drag", "x1": 200.0, "y1": 500.0, "x2": 800.0, "y2": 500.0}),
    ({"action": "back"}, {"action": "back"}),
    ({"action": "home"}, {"action": "home"}),
    ({"action": "recent"}, {"action": "recent"}),
    ({"action": "enter"}, {"action": "enter"}),
    ({"action": "wait", "seconds": 2.5}, {"action": "wait", "seconds": 2.5}),
    ({"action": "awake", "app": "Contacts"}, {"action": "awake", "app": "Contacts"}),
    ({"action": "answer", "text": "42"}, {"action": "answer", "text": "42"}),
    ({"action": "complete"}, {"action": "complete"}),
    ({"action": "abort", "reason": "no such contact"}, {"action": "abort", "reason": "no such contact"}),
    ({"action": "info", "text": "which one?"}, {"action": "info", "text": "which one?"}),
    ({"action": "noop"}, {"action": "noop"}),
    # aliases
    ({"action": "tap", "x": 1, "y": 1}, {"action": "click", "x": 1.0, "y": 1.0}),
    ({"action": "press", "x": 1, "y": 1}, {"action": "click", "x": 1.0, "y": 1.0}),
    ({"action": "doubletap", "x": 1, "y": 1}, {"action": "double_tap", "x": 1.0, "y": 1.0}),
    ({"action": "longpress", "x": 1, "y": 1}, {"action": "long_press", "x": 1.0, "y": 1.0}),
    ({"action": "open", "app": "x"}, {"action": "awake", "app": "x"}),
    ({"action": "launch", "app": "x"}, {"action": "awake", "app": "x"}),
    ({"action": "open_app", "app": "x"}, {"action": "awake", "app": "x"}),
    ({"action": "Click", "x": 1, "y": 1}, {"action": "click", "x": 1.0, "y": 1.0}),
    ({"action": "type", "text": "a", "x": None, "y": None}, {"action": "type", "text": "a"}),  # null = not given
])
def test_mgym_format(raw: dict[str, Any], want: dict[str, Any]) -> None:
    assert p(raw) == want
    assert p(json.dumps(raw)) == want, "the same as a JSON string"
    assert p(want) == want, "the canonical form parses to itself"


def test_seventeen_actions_each_have_a_cost() -> None:
    assert len(A.ACTION_NAMES) == 17 and set(A.COST_MS) == set(A.ACTION_NAMES)
    assert A.cost_ms(A.parse_action({"action": "wait", "seconds": 2})) == 2000
    assert A.cost_ms(A.parse_action({"action": "type", "text": "a", "enter": True})) == 800 + 300


# ---- coordinate units ----------------------------------------------------------------------
@pytest.mark.parametrize("unit, x, y, want", [
    (None, 500, 250, (500.0, 250.0, None)),
    ("norm1000", 500, 250, (500.0, 250.0, None)),
    ("norm_0_1000", 500, 250, (500.0, 250.0, None)),
    ("norm", 0.5, 0.25, (500.0, 250.0, None)),
    ("norm_0_1", 0.5, 0.25, (500.0, 250.0, None)),
    ("px", 540, 600, (540.0, 600.0, "px")),
    ("physical", 540, 600, (540.0, 600.0, "px")),
    ("PX", 540, 600, (540.0, 600.0, "px")),
])
def test_units(unit: str | None, x: float, y: float, want: tuple[float, float, str | None]) -> None:
    raw: dict[str, Any] = {"action": "click", "x": x, "y": y}
    if unit:
        raw["unit"] = unit
    out = p(raw)
    assert (out["x"], out["y"], out.get("unit")) == want


def test_unit_norm_scales_every_point_field() -> None:
    assert p({"action": "swipe", "x1": 0.1, "y1": 0.9, "x2": 0.1, "y2": 0.2, "unit": "norm"}) == {
        "action": "swipe", "x1": 100.0, "y1": 900.0, "x2": 100.0, "y2": 200.0}
    assert p({"action": "type", "text": "a", "x": 1, "y": 0, "unit": "norm"})["x"] == 1000.0
    assert p({"action": "CLICK", "point": [0.5, 0.5], "coord_space": "norm_0_1"}) == {
        "action": "click", "x": 500.0, "y": 500.0}


@pytest.mark.parametrize("raw, needle", [
    ({"action": "click", "x": 1.5, "y": 0.2, "unit": "norm"}, "in [0, 1]"),
    ({"action": "click", "x": 5, "y": 5, "unit": "inches"}, "unit must be one of"),
    ({"action": "click", "x": 1001, "y": 5}, "outside [0, 1000]"),
])
def test_bad_units(raw: dict[str, Any], needle: str) -> None:
    with pytest.raises(ActionError, match=needle.replace("[", r"\[").replace("]", r"\]")):
        A.parse_action(raw)


# ---- the reference system's format (MobileGym) ---------------------------------------------
@pytest.mark.parametrize("raw, want", [
    ({"action": "CLICK", "point": [500, 320]}, {"action": "click", "x": 500.0, "y": 320.0}),
    ({"action": "DOUBLE_TAP", "point": [1, 2]}, {"action": "double_tap", "x": 1.0, "y": 2.0}),
    ({"action": "LONG_PRESS", "point": [1, 2]}, {"action": "long_press", "x": 1.0, "y": 2.0}),
    ({"action": "TYPE", "value": "hello"}, {"action": "type", "text": "hello"}),
    ({"action": "TYPE", "value": "hello", "point": [3, 4], "clear": True},
     {"action": "type", "text": "hello", "x": 3.0, "y": 4.0, "clear": True}),
    ({"action": "SWIPE", "point1": [500, 800], "point2": [500, 200]},
     {"action": "swipe", "x1": 500.0, "y1": 800.0, "x2": 500.0, "y2": 200.0}),
    ({"action": "DRAG", "point1": [1, 2], "point2": [3, 4]}, {"action": "drag", "x1": 1.0, "y1": 2.0, "x2": 3.0,
                                                             "y2": 4.0}),
    ({"action": "BACK"}, {"action": "back"}),
    ({"action": "HOME"}, {"action": "home"}),
    ({"action": "RECENT"}, {"action": "recent"}),
    ({"action": "ENTER"}, {"action": "enter"}),
    ({"action": "WAIT", "value": 3}, {"action": "wait", "seconds": 3.0}),
    ({"action": "AWAKE", "value": "contacts"}, {"action": "awake", "app": "contacts"}),
    ({"action": "ANSWER", "value": "42"}, {"action": "answer", "text": "42"}),
    ({"action": "COMPLETE"}, {"action": "complete"}),
    ({"action": "ABORT", "value": "cannot find it"}, {"action": "abort", "reason": "cannot find it"}),
    ({"action": "INFO", "value": "which Mom?"}, {"action": "info", "text": "which Mom?"}),
    ({"action": "NOOP"}, {"action": "noop"}),
    ({"action": "click", "point": [7, 8]}, {"action": "click", "x": 7.0, "y": 8.0}),  # lower case too
    ({"action_type": "CLICK", "point": [7, 8]}, {"action": "click", "x": 7.0, "y": 8.0}),
    ({"action": "CLICK", "point": [0.5, 0.5], "coord_space": "norm_0_1"}, {"action": "click", "x": 500.0,
                                                                          "y": 500.0}),
    ({"action": "CLICK", "point": [540, 1200], "coord_space": "physical"}, {"action": "click", "x": 540.0,
                                                                           "y": 1200.0, "unit": "px"}),
])
def test_reference_format(raw: dict[str, Any], want: dict[str, Any]) -> None:
    assert p(raw) == want


# ---- AndroidWorld's JSONAction -------------------------------------------------------------
@pytest.mark.parametrize("raw, want", [
    ({"action_type": "click", "x": 500, "y": 320}, {"action": "click", "x": 500.0, "y": 320.0}),
    ({"action_type": "click", "index": 7}, {"action": "click", "index": 7}),
    ({"action_type": "double_tap", "index": 1}, {"action": "double_tap", "index": 1}),
    ({"action_type": "long_press", "x": 1, "y": 2}, {"action": "long_press", "x": 1.0, "y": 2.0}),
    ({"action_type": "input_text", "text": "hi"}, {"action": "type", "text": "hi", "enter": True}),
    ({"action_type": "input_text", "text": "hi", "index": 3, "clear_text": True},
     {"action": "type", "text": "hi", "index": 3, "clear": True, "enter": True}),
    ({"action_type": "input_text", "text": "hi", "x": 10, "y": 20}, {"action": "type", "text": "hi", "x": 10.0,
                                                                    "y": 20.0, "enter": True}),
    ({"action_type": "keyboard_enter"}, {"action": "enter"}),
    ({"action_type": "navigate_home"}, {"action": "home"}),
    ({"action_type": "navigate_back"}, {"action": "back"}),
    # scroll: the direction the view moves through the content (down = the finger moves up)
    ({"action_type": "scroll", "direction": "down"}, {"action": "swipe", "x1": 500.0, "y1": 700.0, "x2": 500.0,
                                                     "y2": 300.0}),
    ({"action_type": "scroll", "direction": "up"}, {"action": "swipe", "x1": 500.0, "y1": 300.0, "x2": 500.0,
                                                   "y2": 700.0}),
    ({"action_type": "scroll", "direction": "right"}, {"action": "swipe", "x1": 800.0, "y1": 500.0, "x2": 200.0,
                                                      "y2": 500.0}),
    ({"action_type": "scroll", "direction": "left"}, {"action": "swipe", "x1": 200.0, "y1": 500.0, "x2": 800.0,
                                                     "y2": 500.0}),
    ({"action_type": "scroll", "direction": "down", "index": 2}, {"action": "swipe", "direction": "up",
                                                                  "index": 2}),
    # swipe: the finger's direction
    ({"action_type": "swipe", "direction": "up"}, {"action": "swipe", "x1": 500.0, "y1": 700.0, "x2": 500.0,
                                                  "y2": 300.0}),
    ({"action_type": "open_app", "app_name": "Contacts"}, {"action": "awake", "app": "Contacts"}),
    ({"action_type": "wait"}, {"action": "wait"}),
    ({"action_type": "status", "goal_status": "complete"}, {"action": "complete"}),
    ({"action_type": "status", "goal_status": "infeasible"}, {"action": "abort", "reason": "infeasible"}),
    ({"action_type": "answer", "text": "42"}, {"action": "answer", "text": "42"}),
    ({"action_type": "unknown"}, {"action": "noop"}),
    ({"action_type": "click", "index": 2, "x": None, "y": None, "text": None, "direction": None,
      "goal_status": None, "app_name": None, "keycode": None, "clear_text": None},
     {"action": "click", "index": 2}),  # JSONAction.as_dict(skip_none=False)
    ({"action_type": "click", "x": 0.25, "y": 0.5, "unit": "norm"}, {"action": "click", "x": 250.0, "y": 500.0}),
    ({"action_type": "click", "x": 540, "y": 1200, "unit": "px"}, {"action": "click", "x": 540.0, "y": 1200.0,
                                                                  "unit": "px"}),
])
def test_androidworld_format(raw: dict[str, Any], want: dict[str, Any]) -> None:
    assert p(raw) == want
    assert p(json.dumps(raw, separators=(",", ":"))) == want, "AndroidWorld's compact json_str()"


def test_androidworld_objects_with_as_dict() -> None:
    @dataclass
    class JSONAction:  # the shape of android_world.env.json_action.JSONAction
        action_type: str | None = None
        index: int | None = None
        x: int | None = None
        y: int | None = None
        text: str | None = None
        direction: str | None = None
        goal_status: str | None = None
        app_name: str | None = None
        keycode: str | None = None
        clear_text: bool | None = None

        def as_dict(self, skip_none: bool = True) -> dict[str, Any]:
            return {k: v for k, v in asdict(self).items() if v is not None or not skip_none}

    assert p(JSONAction(action_type="open_app", app_name="Messages")) == {"action": "awake", "app": "Messages"}


@pytest.mark.parametrize("raw, needle", [
    ({"action_type": "click", "index": 1, "x": 5, "y": 5}, "not both"),
    ({"action_type": "click"}, "not both and not neither"),
    ({"action_type": "status"}, "goal_status 'complete' or 'infeasible'"),
    ({"action_type": "status", "goal_status": "done"}, "not 'done'"),
    ({"action_type": "click", "x": 1, "y": 1, "goal_status": "complete"}, "only the status action"),
    ({"action_type": "navigate_back", "keycode": "KEYCODE_BACK"}, "keycode is not supported"),
    ({"action_type": "scroll", "direction": "sideways"}, "direction must be one of"),
    ({"action_type": "click", "index": "3"}, "index"),
    ({"action_type": "click", "index": -1}, "index"),
    ({"action": "click", "action_type": "click", "x": 1, "y": 1}, "not both"),
    ({"action": "CLICK", "point": [1]}, "point must be [x, y]"),
    ({"action": "CLICK", "point": [True, 5]}, "point must be [x, y]"),
    ({"action": "CLICK", "point": "1,2"}, "point must be [x, y]"),
    ({"action": "CLICK", "point": [1, 2], "x": 1}, "x is given twice"),
    ({"action": "BACK", "value": "x"}, "value: not a field of back"),
    ({"action": "SWIPE", "point1": [1, 2]}, "x2"),
    ({"action": "swipe", "direction": "up", "x1": 5}, "not both"),
])
def test_foreign_format_errors(raw: dict[str, Any], needle: str) -> None:
    with pytest.raises(ActionError) as e:
        A.parse_action(raw)
    assert needle in str(e.value)


# ---- in a session ----------------------------------------------------------------------------
def test_index_taps_the_element_of_the_ui_tree(session: Session) -> None:
    obs = session.observe(screenshot=False)
    search = obs.find("Search apps")[0]
    assert obs.ui[search.id] is search
    obs = session.step({"action_type": "click", "index": search.id}, screenshot=False)
    assert obs.screen == "drawer"


def test_an_index_outside_the_tree_changes_nothing(session: Session) -> None:
    snap = session.snapshot()
    n = len(session.observe(screenshot=False).ui)
    with pytest.raises(ActionError, match=f"no element {n}"):
        session.step({"action_type": "click", "index": n})
    assert session.snapshot() == snap


def test_input_text_taps_types_and_presses_enter(session: Session) -> None:
    session.step({"action": "awake", "app": "contacts"}, screenshot=False)
    obs = session.step({"action": "CLICK", "point": list(session.observe(screenshot=False).find(
        "Search contacts")[0].center)}, screenshot=False)
    field = next(e for e in obs.ui if e.editable)
    t0 = session.clock.now_ms
    obs = session.step({"action_type": "input_text", "text": "Hiro", "index": field.id}, screenshot=False)
    assert obs.info["typed"] and obs.info["hit"] == "search.submit"
    assert session.get_state()["apps"]["contacts"]["recent_searches"][0] == "Hiro"
    assert session.clock.now_ms - t0 == A.THINK_MS + A.COST_MS["type"] + A.COST_MS["enter"]


def test_scroll_moves_the_view_the_named_way_and_swipe_the_finger(session: Session) -> None:
    session.step({"action": "awake", "app": "contacts"}, screenshot=False)
    down = session.step({"action_type": "scroll", "direction": "down"}, screenshot=False)
    assert down.info["offset"] > 0, "scroll down shows what is below"
    up = session.step({"action": "scroll", "direction": "up"}, screenshot=False)
    assert up.info["offset"] == 0
    finger_up = session.step({"action": "swipe", "direction": "up"}, screenshot=False)
    assert finger_up.info["offset"] == down.info["offset"], "a finger moving up is a scroll down"
    lst = next(e for e in session.observe(screenshot=False).ui if e.scrollable)
    on_element = session.step({"action_type": "scroll", "direction": "down", "index": lst.id}, screenshot=False)
    assert on_element.info["offset"] > finger_up.info["offset"]


def test_units_reach_the_same_element(session: Session) -> None:
    e = session.observe(screenshot=False).find("Search apps")[0]
    x, y = e.center
    for action in ({"action": "click", "x": x / 1000, "y": y / 1000, "unit": "norm"},
                   {"action": "click", "x": x * 1.08, "y": y * 2.4, "unit": "px"},
                   {"action": "CLICK", "point": [x, y]}):
        twin = session.fork(1)[0]
        assert twin.step(action, screenshot=False).screen == "drawer", action


def test_status_and_answer_are_recorded(session: Session) -> None:
    session.step({"action_type": "answer", "text": "42"}, screenshot=False)
    session.step({"action_type": "status", "goal_status": "infeasible"}, screenshot=False)
    assert session.sys.v["agent"] == {"answers": ["42"], "status": "abort"}
