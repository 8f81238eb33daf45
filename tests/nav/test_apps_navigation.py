"""Properties of every installed app's navigation (declared graph and rendered screens)."""

from __future__ import annotations

import os
from functools import cache

import pytest

from mgym import Session
from mgym.apps import registry
from mgym.nav.crawl import CrawlReport, crawl
from mgym.nav.fields import check_fields
from mgym.nav.graph import reachable

APPS = sorted(registry())
MAX_BACKS = 25


@cache
def _crawl(app_id: str) -> CrawlReport:
    return crawl(app_id, max_states=300)


@pytest.mark.parametrize("app_id", APPS)
def test_every_screen_reachable_from_entry(app_id: str) -> None:
    nav = registry()[app_id].navigation
    assert {s.id for s in nav.screens} - reachable(nav) == set()


@pytest.mark.parametrize("app_id", APPS)
def test_declared_equals_rendered(app_id: str) -> None:
    r = _crawl(app_id)
    assert r.errors == []
    assert r.undeclared == set(), "rendered triggers that no transition declares"
    assert r.never_rendered == set(), "declared transitions no screen renders"


@pytest.mark.parametrize("app_id", APPS)
def test_back_from_any_screen_reaches_home(app_id: str) -> None:
    r = _crawl(app_id)
    s = Session(seed=0)
    for screen, snap in r.samples.items():
        s.restore(snap)
        for _ in range(MAX_BACKS):
            if (s.app, s.screen) == ("launcher", "home"):
                break
            s.sys.back()
        assert (s.app, s.screen) == ("launcher", "home"), f"{app_id}/{screen}: back never reached home"


#: apps whose forms are checked in Chinese too in make test (every app in make test-full)
ZH_FORMS = ("clock", "contacts", "meeting", "wallet")


@pytest.mark.parametrize("app_id", APPS)
def test_no_focused_field_under_the_keyboard(app_id: str) -> None:
    """Every field of every screen, focused: shown whole above the keyboard, with its keypad."""
    r = check_fields(app_id, report=_crawl(app_id))
    assert r.problems == []


@pytest.mark.parametrize("app_id", APPS if os.environ.get("MGYM_SUITE") == "full" else ZH_FORMS)
def test_no_focused_field_under_the_keyboard_in_chinese(app_id: str) -> None:
    r = check_fields(app_id, locale="zh-CN", max_states=200)
    assert r.problems == []


@pytest.mark.parametrize("app_id", sorted(a for a in APPS if any(s.autofocus for s in registry()[a].navigation.screens)))
def test_search_screens_open_with_the_keyboard_up(app_id: str) -> None:
    """A screen that declares ``autofocus`` opens with that field focused and the keyboard up, the
    field shown above it; a submitted search puts the keyboard away."""
    for screen in (s for s in registry()[app_id].navigation.screens if s.autofocus):
        s = Session(seed=0)
        s.sys.launch(app_id, screen.id, {p: "" for p in screen.params if p != screen.autofocus} or None)
        obs = s.observe(screenshot=False)
        assert (obs.app, obs.screen) == (app_id, screen.id)
        assert obs.keyboard, f"{app_id}/{screen.id}: no keyboard"
        field = next(e for e in obs.ui if e.focused)
        assert field.name == screen.autofocus
        assert field.bounds[3] <= min(e.bounds[1] for e in obs.ui if e.layer == "keyboard") + 0.5
        s.step({"action": "type", "text": "a"}, screenshot=False)
        assert s.sys.top()["fields"][screen.autofocus].endswith("a")
        submits = s.sys.top()["screen"] == screen.id and s._render(False).boxes and any(
            b.input == screen.autofocus and b.submit for b in s._render(False).boxes)
        obs = s.step({"action": "enter"}, screenshot=False)
        if submits:
            assert not obs.keyboard, f"{app_id}/{screen.id}: the keyboard stays up after a search"


def test_music_search_tab_does_not_raise_the_keyboard() -> None:
    """Where the real app does not focus its search (Music's Search tab), neither does ours."""
    s = Session(seed=0)
    s.sys.launch("music", "search")
    assert not s.observe(screenshot=False).keyboard
