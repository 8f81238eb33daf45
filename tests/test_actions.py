import pytest
from hypothesis import given
from hypothesis import strategies as st

from mgym import actions as A
from mgym.errors import ActionError


def test_seventeen_actions() -> None:
    assert len(A.ACTION_NAMES) == 17
    assert set(A.COST_MS) == set(A.ACTION_NAMES)


@pytest.mark.parametrize("raw", [
    {"action": "click", "x": 10, "y": 20},
    '{"action": "click", "x": 10, "y": 20}',
    {"action": "tap", "x": 10, "y": 20},
    A.Click(x=10, y=20),
])
def test_click_forms(raw: object) -> None:
    a = A.parse_action(raw)
    assert isinstance(a, A.Click) and (a.x, a.y) == (10, 20)


def test_direction_swipe() -> None:
    a = A.parse_action({"action": "swipe", "direction": "up"})
    assert isinstance(a, A.Swipe) and a.y1 > a.y2


@pytest.mark.parametrize("raw, needle", [
    ({"action": "click", "x": 1001, "y": 5}, "outside [0, 1000]"),
    ({"action": "click", "x": -1, "y": 5}, "x"),
    ({"action": "click", "x": 5}, "y"),
    ({"action": "fly"}, "unknown action 'fly'"),
    ({"x": 1}, "needs an 'action' field"),
    ("{not json", "not valid JSON"),
    (42, "must be a dict"),
    ({"action": "type", "text": "a", "x": 3}, "both x and y"),
    ({"action": "swipe", "direction": "sideways"}, "direction must be"),
    ({"action": "click", "x": 1, "y": 1, "z": 3}, "z"),
    ({"action": "wait", "seconds": -1}, "seconds"),
])
def test_bad_actions_name_the_problem(raw: object, needle: str) -> None:
    with pytest.raises(ActionError) as e:
        A.parse_action(raw)
    assert needle in str(e.value)


def test_pixels_allow_large_values() -> None:
    a = A.parse_action({"action": "click", "x": 1079, "y": 2399, "unit": "px"})
    assert a.unit == "px"


@given(st.floats(0, 1000), st.floats(0, 1000))
def test_any_normalised_point_is_valid(x: float, y: float) -> None:
    assert A.parse_action({"action": "long_press", "x": x, "y": y}).x == x


def test_round_trip_dict() -> None:
    a = A.Type(text="hi", clear=True)
    assert A.parse_action(a.to_dict()) == a


# ---- strict parsing and bounded errors -------------------------------------------------------
@pytest.mark.parametrize("raw, needle", [
    ({"action": "click", "x": True, "y": 5}, "x: Input should be a valid number"),
    ({"action": "click", "x": "500", "y": 5}, "x: Input should be a valid number"),
    ({"action": "wait", "seconds": "2"}, "seconds"),
    ({"action": "wait", "seconds": False}, "seconds"),
    ({"action": "type", "text": "a", "clear": "yes"}, "clear: Input should be a valid boolean"),
    ({"action": "type", "text": "a", "clear": 1}, "clear: Input should be a valid boolean"),
    ({"action": "type", "text": 5}, "text: Input should be a valid string"),
    ({"action": "awake", "app": ["contacts"]}, "app"),
    ({"action": "swipe", "direction": ["up"]}, "direction must be one of"),
    ({"action": "swipe", "direction": {"up": 1}}, "direction must be one of"),
    ({"action": "click", "x": 1, "y": 1, "unit": ["px"]}, "unit must be one of"),
    ({"action": ["click"]}, "must be a string"),
    ({"action": "click", "index": True}, "index"),
    ({1: "x", "action": "back"}, "field names must be strings"),
])
def test_no_coercion_and_no_stray_exceptions(raw: object, needle: str) -> None:
    with pytest.raises(ActionError) as e:
        A.parse_action(raw)
    assert needle in str(e.value)


@pytest.mark.parametrize("field, action", [
    ("text", "type"), ("text", "answer"), ("text", "info"), ("reason", "abort"), ("app", "awake"),
])
def test_every_free_text_field_is_capped(field: str, action: str) -> None:
    with pytest.raises(ActionError, match="at most"):
        A.parse_action({"action": action, field: "x" * 5001})
    assert A.parse_action({"action": action, field: "x" * 100}) is not None


BIG = "x" * 1_000_000


@pytest.mark.parametrize("raw", [
    {"action": BIG},
    {"action": "click", "x": 1, "y": 1, BIG: 1},
    {"action": "swipe", "direction": BIG},
    {"action": "click", "x": 1, "y": 1, "unit": BIG},
    {"action": "CLICK", "point": [BIG, 1]},
    {"action": "click", "x": [BIG], "y": 1},
    {"action_type": "status", "goal_status": BIG},
    {"action": "type", "text": BIG},
    "{" + BIG,
    '{"action": "' + BIG + '"}',
])
def test_errors_quote_only_a_short_prefix(raw: object) -> None:
    with pytest.raises(ActionError) as e:
        A.parse_action(raw)
    assert len(str(e.value)) < 400


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                    lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=8), c, max_size=3),
                    max_leaves=6)
FIELDS = st.sampled_from(["action", "action_type", "x", "y", "x1", "y1", "x2", "y2", "index", "text", "value",
                          "point", "point1", "point2", "direction", "unit", "clear", "enter", "seconds", "app",
                          "app_name", "reason", "goal_status", "clear_text", "coord_space", "keycode"])
NAMES = st.sampled_from([*A.ACTION_NAMES, "CLICK", "TYPE", "SWIPE", "scroll", "input_text", "status", "open_app",
                         "keyboard_enter", "navigate_back", "unknown", "tap", "fly"])


@given(NAMES, st.dictionaries(FIELDS, JSON, max_size=5))
def test_any_junk_is_an_action_or_an_action_error(name: str, fields: dict) -> None:
    raw = {"action": name, **{k: v for k, v in fields.items() if k not in ("action", "action_type")}}
    try:
        act = A.parse_action(raw)
    except ActionError as e:
        assert len(str(e)) < 600
    else:
        assert act.action in A.ACTION_NAMES
        assert A.parse_action(act.to_dict()) == act


def test_type_with_no_focused_field_is_an_invalid_action() -> None:
    """Typing with nothing focused raises a clear ActionError and changes nothing, the tap included;
    typing into a tapped field works."""
    import pytest

    from mgym import Session
    from mgym.errors import ActionError

    s = Session(seed=0)
    before = s.get_state()
    with pytest.raises(ActionError, match="no text field is focused"):
        s.step({"action": "type", "text": "hello"}, screenshot=False)
    with pytest.raises(ActionError, match="no text field is focused"):
        s.step({"action": "type", "text": "hello", "x": 500, "y": 330}, screenshot=False)  # an app icon
    assert s.get_state() == before and s.steps == 0 and s.app == "launcher"
    s.sys.launch("contacts")
    field = next(e for e in s.observe(screenshot=False).ui if e.editable or e.trigger == "search.open")
    obs = s.step({"action": "click", "x": field.center[0], "y": field.center[1]}, screenshot=False)
    box = next(e for e in obs.ui if e.editable)
    obs = s.step({"action": "type", "text": "Mia", "x": box.center[0], "y": box.center[1]}, screenshot=False)
    assert obs.info["typed"] and any(e.editable and "Mia" in (e.text or "") for e in obs.ui)
