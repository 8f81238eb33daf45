"""Clock's counted phrases: a count shows "1 minute" (not "1 minutes") in English, and one form with the count in Chinese."""

from __future__ import annotations

from mgym import Session
from mgym.apps import get_app
from mgym.apps.clock.views import _silence_text
from mgym.os.context import AppContext


def _ctx(app: str, locale: str = "en") -> AppContext:
    s = Session(seed=0)
    s.step({"action": "awake", "app": app}, screenshot=False)
    if locale != "en":
        s.set_state({"os": {"settings": {"system": {"locale": locale}}}})
    return s.sys.ctx(get_app(app), s.sys.tm.front()["entries"][-1])


def test_silence_after_one_minute_says_1_minute() -> None:
    assert _silence_text(_ctx("clock"), 1) == "1 minute"
    assert _silence_text(_ctx("clock"), 5) == "5 minutes"
    assert _silence_text(_ctx("clock", "zh-CN"), 1) == "1 分钟"
