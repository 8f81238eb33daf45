from __future__ import annotations

import pytest

from mgym import Session
from mgym.observation import Observation


@pytest.fixture
def session() -> Session:
    return Session(seed=0)


def tap(s: Session, obs: Observation, text: str | None = None, **kw: object) -> Observation:
    """Click the centre of the first element matching, as an agent would (coordinates only)."""
    hits = obs.find(text, **kw)  # type: ignore[arg-type]
    assert hits, f"nothing matches {text!r} {kw} on {obs.app}/{obs.screen}:\n{obs.text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)
