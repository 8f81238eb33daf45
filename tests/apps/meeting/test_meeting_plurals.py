"""Meeting's counted phrases: a count shows "1 time" (not "1 times") in English, and one form with the count in Chinese."""

from __future__ import annotations

from mgym import Session
from mgym.apps import get_app
from mgym.apps.meeting.views import _repeat_text
from mgym.os.context import AppContext


def _ctx(app: str, locale: str = "en") -> AppContext:
    s = Session(seed=0)
    s.step({"action": "awake", "app": app}, screenshot=False)
    if locale != "en":
        s.set_state({"os": {"settings": {"system": {"locale": locale}}}})
    return s.sys.ctx(get_app(app), s.sys.tm.front()["entries"][-1])


def test_a_series_of_one_meeting_says_1_time() -> None:
    m = {"repeat": {"freq": "daily", "count": 1}}
    assert _repeat_text(_ctx("meeting"), m).endswith(" · 1 time")
    assert _repeat_text(_ctx("meeting"), {"repeat": {"freq": "daily", "count": 2}}).endswith(" · 2 times")
    assert _repeat_text(_ctx("meeting", "zh-CN"), m).endswith("1次")
