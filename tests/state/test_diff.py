from mgym.state import diff


def test_lists_with_ids_are_matched_by_id() -> None:
    a = {"c": [{"id": 1, "n": "a"}, {"id": 2, "n": "b"}]}
    b = {"c": [{"id": 2, "n": "B"}, {"id": 1, "n": "a"}, {"id": 3, "n": "c"}]}
    paths = {c.path: c.to_dict()["kind"] for c in diff(a, b)}
    assert paths == {"c[id=2].n": "changed", "c[id=3]": "added"}


def test_plain_lists_compare_as_multisets() -> None:
    assert diff({"t": [1, 2]}, {"t": [2, 1]}) == []
    assert [c.path for c in diff({"t": [1, 2]}, {"t": [1, 1]})] == ["t"]


def test_bool_is_not_int() -> None:
    assert [c.path for c in diff({"x": 1}, {"x": True})] == ["x"]


def test_removed_key() -> None:
    (c,) = diff({"a": {"b": 1}}, {"a": {}})
    assert c.path == "a.b" and c.to_dict()["kind"] == "removed"
