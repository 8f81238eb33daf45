"""Random action sequences never crash (an invalid one, such as typing with no field focused, is
refused with ActionError and changes nothing), and snapshot/restore and fork reproduce the future."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from mgym import Session
from mgym.apps import registry
from mgym.errors import ActionError

coord = st.integers(0, 1000)
ACTIONS = st.one_of(
    st.builds(lambda x, y: {"action": "click", "x": x, "y": y}, coord, coord),
    st.builds(lambda x, y: {"action": "long_press", "x": x, "y": y}, coord, coord),
    st.builds(lambda x, y: {"action": "double_tap", "x": x, "y": y}, coord, coord),
    st.builds(lambda a, b, c, d: {"action": "swipe", "x1": a, "y1": b, "x2": c, "y2": d}, coord, coord, coord, coord),
    st.builds(lambda a, b, c, d: {"action": "drag", "x1": a, "y1": b, "x2": c, "y2": d}, coord, coord, coord, coord),
    st.builds(lambda t, c: {"action": "type", "text": t, "clear": c}, st.text("abc 12", max_size=6), st.booleans()),
    st.sampled_from([{"action": n} for n in ("back", "home", "recent", "enter", "noop")]),
    st.builds(lambda s: {"action": "wait", "seconds": s}, st.integers(0, 120)),
)


def _step(s: Session, action: dict[str, Any]) -> None:
    """Step; a refused action must leave the phone exactly as it was."""
    before = s.get_state(), s.html(), s.steps
    try:
        s.step(action, screenshot=False)
    except ActionError:
        assert (s.get_state(), s.html(), s.steps) == before


def _replay(s: Session, action: dict[str, Any]) -> tuple[str, str, str, dict[str, Any]]:
    _step(s, action)
    return s.app, s.screen, s.html(), s.get_state()


class PhoneMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.s = Session(seed=11)

    @rule(action=ACTIONS)
    def act(self, action: dict[str, Any]) -> None:
        _step(self.s, action)

    @rule(app=st.sampled_from(sorted(registry())))
    def open_app(self, app: str) -> None:
        self.s.step({"action": "awake", "app": app}, screenshot=False)

    @rule(action=ACTIONS)
    def fork_and_restore_agree(self, action: dict[str, Any]) -> None:
        snap = self.s.snapshot()
        (twin,) = self.s.fork(1)
        a = _replay(self.s, action)
        b = _replay(twin, action)
        assert a == b
        self.s.restore(snap)
        c = _replay(self.s, action)
        assert a == c

    @invariant()
    def sane(self) -> None:
        assert self.s.sys.tm.home_task() is not None
        assert self.s.sys.top()["app"] in registry()


PhoneMachine.TestCase.settings = settings(max_examples=12, stateful_step_count=12, deadline=None,
                                          suppress_health_check=list(HealthCheck))
TestPhone = PhoneMachine.TestCase
