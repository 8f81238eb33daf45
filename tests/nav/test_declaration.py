import pytest

from mgym.nav import Navigation, Screen, pop, push, stay
from mgym.nav.graph import reachable, shortest_path, to_json, to_svg
from mgym.nav.machine import fire


def _nav() -> Navigation:
    return Navigation("x", "a", [Screen("a"), Screen("b"), Screen("c"), Screen("d", kind="dialog"), Screen("z")], [
        push("go.b", "a", "b"), push("go.c", "b", "c"), pop("back.a", "c", "a"), push("dlg", "c", "d"),
        stay("poke", "a", guard=lambda ctx: ctx["ok"]),
    ])


def test_validation() -> None:
    with pytest.raises(ValueError, match="unknown target"):
        Navigation("x", "a", [Screen("a")], [push("t", "a", "nowhere")])
    with pytest.raises(ValueError, match="declared twice"):
        Navigation("x", "a", [Screen("a"), Screen("a")], [])
    with pytest.raises(ValueError, match="entry screen"):
        Navigation("x", "q", [Screen("a")], [])
    with pytest.raises(ValueError, match="reserved for the system"):
        Navigation("x", "a", [Screen("a")], [stay("notif.toggle", "a")])


def test_graph() -> None:
    nav = _nav()
    assert reachable(nav) == {"a", "b", "c", "d"}
    assert shortest_path(nav, "a", "d") == ["go.b", "go.c", "dlg"]
    assert shortest_path(nav, "a", "z") is None
    j = to_json(nav)
    assert len(j["transitions"]) == 5 and "z" not in j["reachable"]
    assert to_svg(nav, current="b").startswith("<svg")


def test_machine_checks_source_and_guard() -> None:
    nav = _nav()
    fired: list[str] = []
    assert fire(nav, "a", "go.b", {}, lambda t: fired.append(t.id))
    assert not fire(nav, "b", "go.b", {}, lambda t: fired.append(t.id)), "wrong source"
    assert not fire(nav, "a", "poke", {"ok": False}, lambda t: fired.append(t.id)), "guard says no"
    assert fire(nav, "a", "poke", {"ok": True}, lambda t: fired.append(t.id))
    assert not fire(nav, "a", "no.such", {}, lambda t: None)
    assert fired == ["go.b", "poke"]
