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
