"""Command-line friendly checks over every installed app's navigation."""

from __future__ import annotations

from mgym.apps import registry
from mgym.nav.graph import reachable


def unreachable(app_id: str) -> set[str]:
    nav = registry()[app_id].navigation
    return {s.id for s in nav.screens} - reachable(nav)
