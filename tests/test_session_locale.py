"""A phone's language: booted from ``Session(locale=...)``, kept in persistent state (so snapshots,
forks and set_state carry it), switched by Settings on the next frame; the world region stays."""

from __future__ import annotations

import pytest

from mgym import Session
from mgym.errors import LocaleError, StateError
from tests.conftest import obs_of, point


def _click(s: Session, xy: tuple[float, float]) -> None:
    s.step({"action": "click", "x": xy[0], "y": xy[1]}, screenshot=False)


def test_boot_sets_language_and_region() -> None:
    s = Session(locale="zh")
    os = s.get_state()["os"]
    assert (os["settings"]["system"]["locale"], os["device"]["region"]) == ("zh-CN", "zh-CN")
    assert s.locale == s.region == "zh-CN"
    obs = obs_of(s)
    assert obs.locale == "zh-CN"
    assert obs.find("搜索应用") and obs.find("通讯录", trigger="launcher.open", exact=True)  # app names translated
    assert Session().locale == "en" and obs_of(Session()).find("Search apps")


def test_unknown_locale() -> None:
    with pytest.raises(LocaleError, match="xx"):
        Session(locale="xx")


def test_chinese_world_data() -> None:
    rows = Session(locale="zh-CN").get_state()["os"]["providers"]["contacts"]
    assert rows[0]["name"] == "妈妈" and all(r["phone"].startswith("+86 ") for r in rows)
    assert Session().get_state()["os"]["providers"]["contacts"][0]["name"] == "Mom"


def test_state_carries_the_language() -> None:
    s = Session(locale="zh-CN")
    twin = s.fork(1)[0]
    assert twin.locale == "zh-CN" and obs_of(twin).locale == "zh-CN"
    s.set_state({"os": {"settings": {"system": {"locale": "en"}}}})
    assert obs_of(s).find("Search apps") and s.region == "zh-CN"
    snap = s.snapshot()
    s.set_state({"os": {"settings": {"system": {"locale": "zh-CN"}}}})
    s.restore(snap)
    assert s.locale == "en"
    with pytest.raises(StateError, match="locale"):
        s.set_state({"os": {"settings": {"system": {"locale": "fr"}}}})
    with pytest.raises(StateError, match="region"):
        s.set_state({"os": {"device": {"region": "en"}}})


def test_settings_switches_the_whole_phone_on_the_next_frame() -> None:
    s = Session()
    s.step({"action": "awake", "app": "Settings"}, screenshot=False)
    _click(s, point(s, "System", role="list_item"))
    _click(s, point(s, "Languages"))
    _click(s, point(s, "中文（简体）"))
    os = s.get_state()["os"]
    assert os["settings"]["system"]["locale"] == "zh-CN" and os["device"]["region"] == "en"
    s.step({"action": "home"}, screenshot=False)
    obs = obs_of(s)
    assert obs.locale == "zh-CN" and obs.find("搜索应用")
    s.step({"action": "awake", "app": "通讯录"}, screenshot=False)
    obs = obs_of(s)
    assert obs.find("搜索联系人") and obs.find("Mom", role="list_item")  # the contacts stay English
