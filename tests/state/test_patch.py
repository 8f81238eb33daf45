import copy

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mgym.errors import StateError
from mgym.state import apply_patch

DOC = {"a": {"b": 1, "c": True}, "items": [{"id": 1, "name": "x"}, {"id": 2, "name": "y"}], "tags": ["t"]}


def test_merge_select_append_delete() -> None:
    out = apply_patch(DOC, {"a": {"b": 5}, "items[id=2]": {"name": "z"}, "tags[]": "u", "items[]": {"id": 3}})
    assert out["a"] == {"b": 5, "c": True}
    assert out["items"][1]["name"] == "z" and out["items"][2] == {"id": 3}
    assert out["tags"] == ["t", "u"]
    out = apply_patch(DOC, {"items[id=1]": None, "a": {"c": None}})
    assert [i["id"] for i in out["items"]] == [2] and out["a"] == {"b": 1}


def test_input_is_never_modified() -> None:
    before = copy.deepcopy(DOC)
    apply_patch(DOC, {"a": {"b": 2}, "items[id=1]": None})
    assert before == DOC


@pytest.mark.parametrize("patch, needle", [
    ({"items[id=9]": {"name": "q"}}, "no item of 'items' has id=9"),
    ({"a": {"b": "text"}}, "a.b: expected int, got str"),
    ({"a": {"c": 1}}, "a.c: expected bool, got int"),
    ({"nope": None}, "nope: cannot delete"),
    ({"a[]": 1}, "not a list"),
    ({"items[id=1]": 5}, "takes an object or null"),
    ([1], "must be a JSON object"),
])
def test_bad_patches(patch: object, needle: str) -> None:
    with pytest.raises(StateError) as e:
        apply_patch(DOC, patch)
    assert needle in str(e.value)


@given(st.integers(-(2**63), 2**63 - 1), st.text(max_size=5))
def test_set_then_read(n: int, s: str) -> None:
    out = apply_patch(DOC, {"a": {"b": n}, "items[id=1]": {"name": s}})
    assert out["a"]["b"] == n and out["items"][0]["name"] == s


def test_values_outside_json_are_refused() -> None:
    with pytest.raises(StateError, match="not JSON-safe"):
        apply_patch(DOC, {"a": {"b": 2**70}})
