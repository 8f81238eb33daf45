"""Dynamic consistency check: explore an app through its rendered triggers, without a browser.

Starting from the app's entry, every distinct trigger a screen renders is fired once (on a copy
of the state), and every new (screen, rendered triggers) combination is explored in turn; text
fields on a screen are also tried filled in. The result says which declared transitions were
never rendered, which rendered triggers are not declared, and which screens were seen.
"""

from __future__ import annotations

import html as htmllib
import re
from collections import deque
from dataclasses import dataclass, field
from typing import Any

import orjson

from mgym.apps import get_app, registry
from mgym.nav.declaration import SYSTEM_PREFIXES
from mgym.nav.graph import roots
from mgym.os.tasks import new_entry

_ATTR = re.compile(r'data-(t|long|double|submit)="([^"]+)"(?:[^>]*?data-p=\'([^\']*)\')?')
_SWIPE = re.compile(r"data-swipe='([^']*)'")
_INPUT = re.compile(r'data-input="([^"]+)"')
SAMPLE_TEXT = "a"


@dataclass
class CrawlReport:
    app: str
    screens: set[str] = field(default_factory=set)
    rendered: set[str] = field(default_factory=set)
    declared: set[str] = field(default_factory=set)
    states: int = 0
    errors: list[str] = field(default_factory=list)
    #: one snapshot per screen seen (the first), for properties over every screen
    samples: dict[str, Any] = field(default_factory=dict)

    @property
    def never_rendered(self) -> set[str]:
        return self.declared - self.rendered

    @property
    def undeclared(self) -> set[str]:
        return self.rendered - self.declared

    @property
    def ok(self) -> bool:
        return not self.never_rendered and not self.undeclared and not self.errors


def triggers_in(html: str) -> list[tuple[str, dict[str, Any]]]:
    """(transition id, params) of every trigger attribute in a document body, in order."""
    out = []
    for tag in re.findall(r"<[^>]+>", html):
        params: dict[str, Any] = {}
        pm = re.search(r"data-p='([^']*)'", tag)
        if pm:
            params = orjson.loads(htmllib.unescape(pm.group(1)))
        for kind in ("t", "long", "double", "submit"):
            m = re.search(rf'data-{kind}="([^"]+)"', tag)
            if m:
                out.append((htmllib.unescape(m.group(1)), params))
        sm = _SWIPE.search(tag)
        if sm:
            for tid in orjson.loads(htmllib.unescape(sm.group(1))).values():
                out.append((tid, params))
    return out


def crawl(app_id: str, max_states: int = 400, seed: int = 0, locale: str = "en") -> CrawlReport:
    from mgym.session import Session

    app = get_app(app_id)
    report = CrawlReport(app_id, declared=set(app.navigation.transition_map))
    s = Session(seed, locale=locale)
    if app.sample_state:
        s.set_state(app.sample_state)
    for other in registry():  # other apps running, so recents and switching have something to show
        if other not in (app_id, s.sys.home.id):
            s.sys.launch(other)
    s.sys.go_home()
    starts = []
    for screen in roots(app.navigation):
        if app.navigation.screen_map[screen].params and screen != app.navigation.entry \
                and screen not in app.crawl_roots:
            continue
        if app_id == s.sys.home.id:
            s.sys.go_home()
            if screen != app.navigation.entry:
                s.sys.tm.home_task()["entries"].append(new_entry(app_id, screen))
        else:
            s.sys.launch(app_id, None if screen == app.navigation.entry else screen)
        starts.append(s.snapshot())
        s.sys.go_home()
    queue = deque(starts)
    seen: set[tuple[str, frozenset[str]]] = set()
    while queue and report.states < max_states:
        snap = queue.popleft()
        s.restore(snap)
        top = s.sys.top()
        if top["app"] != app_id:
            continue
        body = s.html()
        found = [(t, p) for t, p in triggers_in(body) if not t.startswith(SYSTEM_PREFIXES)]
        key = (top["screen"], frozenset(t for t, _ in found))
        if key in seen:
            continue
        seen.add(key)
        report.states += 1
        report.screens.add(top["screen"])
        report.samples.setdefault(top["screen"], snap)
        report.rendered.update(t for t, _ in found)
        firsts: dict[str, dict[str, Any]] = {}
        for tid, params in found:
            firsts.setdefault(tid, params)
        children = []
        for tid, params in firsts.items():
            s.restore(snap)
            try:
                s.sys.fire(tid, params)
            except Exception as e:  # an effect that crashes is a bug worth reporting
                report.errors.append(f"{top['screen']} --{tid}--> {type(e).__name__}: {e}")
                continue
            children.append(s.snapshot())
        inputs = list(dict.fromkeys(_INPUT.findall(body)))
        if inputs:
            s.restore(snap)
            for name in inputs:
                s.sys.top()["fields"][name] = SAMPLE_TEXT
            children.append(s.snapshot())
        queue.extend(children)
    return report
