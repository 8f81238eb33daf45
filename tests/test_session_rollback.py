"""A step is all or nothing: a render failure after the state moved puts everything back."""

from __future__ import annotations

from typing import Any

import pytest

from mgym import Session
from mgym.errors import RenderError
from mgym.render.renderer import Renderer


class FailingRenderer(Renderer):
    """A real renderer whose screenshot renders fail while ``fail`` is set."""

    fail = False

    def render(self, *args: Any, **kw: Any) -> Any:
        if self.fail and kw.get("screenshot", True):
            raise RenderError("injected render failure")
        return super().render(*args, **kw)


@pytest.fixture
def renderer() -> Any:
    r = FailingRenderer(pages=1)
    yield r
    r.close()


@pytest.mark.parametrize("action", [
    {"action": "awake", "app": "contacts"},
    {"action": "swipe", "direction": "up"},
    {"action": "wait", "seconds": 30},
    {"action": "answer", "text": "42"},
])
def test_render_failure_rolls_the_step_back(renderer: FailingRenderer, action: dict[str, Any]) -> None:
    s = Session(seed=0, renderer=renderer)
    before_obs = s.observe()
    snap, state, steps, now = s.snapshot(), s.get_state(), s.steps, s.clock.now_ms
    renderer.fail = True
    with pytest.raises(RenderError):
        s.step(action)
    assert s.snapshot() == snap
    assert (s.get_state(), s.steps, s.clock.now_ms, s.app, s.screen) == (state, steps, now, "launcher", "home")
    renderer.fail = False
    again = s.observe()
    assert again.screenshot == before_obs.screenshot and again.screen == before_obs.screen
    obs = s.step(action)  # and the same step then works
    assert s.steps == steps + 1 and obs.screenshot
