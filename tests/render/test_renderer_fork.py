"""A forked child renders with its own browser, even after the parent rendered (no hang)."""

from __future__ import annotations

import hashlib
import multiprocessing as mp
import os

from mgym import Session
from mgym.render.renderer import Geometry, get_renderer

SMALL = Geometry(180, 400, 1.0)


def _child(q: mp.Queue) -> None:  # type: ignore[type-arg]
    s = Session(seed=0, geometry=SMALL)
    s.step({"action": "awake", "app": "contacts"})
    r = get_renderer()
    q.put((hashlib.sha256(s.observe().screenshot or b"").hexdigest(), r.browser_pids(), os.getpid()))
    r.close()


def test_forked_child_renders_with_its_own_browser() -> None:
    s = Session(seed=0, geometry=SMALL)
    s.step({"action": "awake", "app": "contacts"})
    want = hashlib.sha256(s.observe().screenshot or b"").hexdigest()
    parent_pids = set(get_renderer().browser_pids())
    assert parent_pids
    get_renderer().clear_cache()  # the child must really render, not find the frame in the cache
    ctx = mp.get_context("fork")
    q = ctx.Queue()
    p = ctx.Process(target=_child, args=(q,))
    p.start()
    try:
        got, child_pids, _ = q.get(timeout=90)
    finally:
        p.join(30)
    assert got == want and p.exitcode == 0
    assert child_pids and not set(child_pids) & parent_pids
    assert set(get_renderer().browser_pids()) == parent_pids  # the parent's browser is untouched
