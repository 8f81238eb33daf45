"""The Settings navigation declaration: size, reachability, naming, intents, and the crawler."""

from __future__ import annotations

from collections import deque

from mgym import Session
from mgym.apps import get_app
from mgym.apps.settings.manifest import SCREENS_FOR_ACTIONS
from mgym.apps.settings.sections.home import SEARCH_INDEX
from mgym.nav.declaration import EXIT
from mgym.os.intents import Intent

NAV = get_app("settings").navigation
SYSTEM_PREFIXES = ("sys.", "kbd.", "shade.", "notif.", "perm.", "chooser.")
#: needs 7 taps on Build number, then going back to System: beyond a crawl of rendered triggers
NEEDS_STATE = {"system.developer"}


def bfs_from_entry() -> set[str]:
    adj: dict[str, set[str]] = {}
    for t in NAV.transitions:
        for src in NAV.sources_of(t):
            if t.op != "stay" and t.target != EXIT:
                adj.setdefault(src, set()).add(t.target)
    seen = {NAV.entry}
    q = deque([NAV.entry])
    while q:
        for nxt in adj.get(q.popleft(), ()):
            if nxt not in seen:
                seen.add(nxt)
                q.append(nxt)
    return seen


def test_every_screen_reachable_from_entry_by_bfs() -> None:
    assert {s.id for s in NAV.screens} - bfs_from_entry() == set()


def test_size() -> None:
    assert len(NAV.screens) >= 40
    assert sum(1 for s in NAV.screens if s.kind == "dialog") >= 10


def test_transition_ids_are_area_verb_and_not_system() -> None:
    for t in NAV.transitions:
        area, _, verb = t.id.partition(".")
        assert area and verb, t.id
        assert not t.id.startswith(SYSTEM_PREFIXES), t.id


def test_every_dialog_has_a_pop_dismiss() -> None:
    for s in NAV.screens:
        if s.overlay:
            t = NAV.transition_map.get(f"{s.id}.dismiss")
            assert t is not None and t.op == "pop" and t.source == (s.id,), s.id


def test_search_results_are_declared_from_search() -> None:
    for _title, _words, tid, _icon, _crumb in SEARCH_INDEX:
        assert "search" in NAV.transition_map[tid].source, tid


def test_intents_open_their_screens() -> None:
    s = Session(seed=0)
    for action, screen in SCREENS_FOR_ACTIONS.items():
        s.sys.go_home()
        assert s.sys.start_activity(Intent(action=action)), action
        assert (s.app, s.screen) == ("settings", screen or NAV.entry), action
        assert NAV.screen_map[screen or NAV.entry].entry_point or screen is None
