"""Properties of every installed app's navigation (declared graph and rendered screens)."""

from __future__ import annotations

from functools import cache

import pytest

from mgym import Session
from mgym.apps import registry
from mgym.nav.crawl import CrawlReport, crawl
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
