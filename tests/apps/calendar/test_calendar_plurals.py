"""Calendar's counted phrases: a count shows "1 time" (not "1 times") in English, and one form with the count in Chinese."""

from __future__ import annotations

from typing import Any

from mgym import Session
from mgym.apps import get_app
from mgym.apps.calendar.views import repeat_text
from mgym.os.context import AppContext


def _ctx(app: str, locale: str = "en") -> AppContext:
    s = Session(seed=0)
    s.step({"action": "awake", "app": app}, screenshot=False)
    if locale != "en":
        s.set_state({"os": {"settings": {"system": {"locale": locale}}}})
    return s.sys.ctx(get_app(app), s.sys.tm.front()["entries"][-1])


def test_a_series_of_one_occurrence_says_1_time() -> None:
    r: dict[str, Any] = {"freq": "daily", "days": [], "until": None, "count": 1}
    assert repeat_text(_ctx("calendar"), r).endswith(" · 1 time")
    assert repeat_text(_ctx("calendar"), {**r, "count": 3}).endswith(" · 3 times")
    assert repeat_text(_ctx("calendar", "zh-CN"), r).endswith("共 1 次")
