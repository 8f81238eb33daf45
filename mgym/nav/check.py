"""Command-line friendly checks over every installed app's navigation."""

from __future__ import annotations

from mgym.apps import registry
from mgym.nav.crawl import CrawlReport, crawl
from mgym.nav.graph import reachable


def check_all(max_states: int = 400) -> dict[str, CrawlReport]:
    return {app_id: crawl(app_id, max_states=max_states) for app_id in registry()}


def unreachable(app_id: str) -> set[str]:
    nav = registry()[app_id].navigation
    return {s.id for s in nav.screens} - reachable(nav)
