"""Settings' counted phrases: a count shows "1 app" (not "1 apps") in English, and one form with the count in Chinese."""

from __future__ import annotations

from mgym import Session
from mgym.apps import get_app
from mgym.apps.settings.sections import apps
from mgym.os.context import AppContext


def _ctx(app: str, locale: str = "en") -> AppContext:
    s = Session(seed=0)
    s.step({"action": "awake", "app": app}, screenshot=False)
    if locale != "en":
        s.set_state({"os": {"settings": {"system": {"locale": locale}}}})
    return s.sys.ctx(get_app(app), s.sys.tm.front()["entries"][-1])


def test_one_disabled_app_says_1_app() -> None:
    assert apps._count(_ctx("settings"), 1) == "1 app"
    assert apps._count(_ctx("settings"), 4) == "4 apps"
    assert apps._count(_ctx("settings", "zh-CN"), 1) == "1 个应用"
