from __future__ import annotations

import hashlib
import os
import signal
import threading
import time
from random import Random
from typing import Any

import psutil
import pytest

from mgym import Session
from mgym.apps import registry
from mgym.errors import ActionError, RenderError
from mgym.os.shell import shell_html
from mgym.render.renderer import Geometry, Renderer


def chromium_browsers() -> set[int]:
    """PIDs of Chromium browser processes (not helpers, not shell wrappers) under this process."""
    out = set()
    for p in psutil.Process().children(recursive=True):
        try:
            cmd = p.cmdline()
        except psutil.Error:
            continue
        if cmd and "chrom" in os.path.basename(cmd[0]) and not any(a.startswith("--type=") for a in cmd):
            out.add(p.pid)
    return out


def drivers() -> set[int]:
    out = set()
    for p in psutil.Process().children(recursive=True):
        try:
            if "run-driver" in p.cmdline():
                out.add(p.pid)
        except psutil.Error:
            continue
    return out


def test_cache_renders_identical_screens_once() -> None:
    r = Renderer(pages=2)
    try:
        a, b = Session(seed=0, renderer=r), Session(seed=0, renderer=r)
        a.observe()
        captures = r.stats["captures"]
        b.observe()
        assert r.stats["captures"] == captures and r.stats["cache_hits"] >= 1
    finally:
        r.close()


def test_layout_only_render_has_no_image() -> None:
    r = Renderer(pages=1)
    try:
        obs = Session(seed=0, renderer=r).observe(screenshot=False)
        assert obs.screenshot is None and obs.ui and r.stats["captures"] == 0
    finally:
        r.close()


def test_browser_death_is_survived() -> None:
    r = Renderer(pages=1)
    try:
        s = Session(seed=0, renderer=r)
        s.observe()
        for pid in r.browser_pids():
            os.kill(pid, signal.SIGKILL)
        r.clear_cache()
        s.step({"action": "swipe", "direction": "up"})
        obs = s.observe()
        assert obs.screen == "drawer" and obs.screenshot
    finally:
        r.close()


def test_browser_killed_while_opening_its_pages_does_not_hang(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chromium dies while ``new_page`` is in flight: the render relaunches it, or raises, in bounded time."""
    from playwright.async_api import BrowserContext

    before = chromium_browsers()
    original = BrowserContext.new_page
    calls = {"n": 0}

    def kill_soon() -> None:
        time.sleep(0.01)
        for pid in chromium_browsers() - before:
            os.kill(pid, signal.SIGKILL)

    async def new_page(self: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 2:
            threading.Thread(target=kill_soon, daemon=True).start()
        return await original(self)

    monkeypatch.setattr(BrowserContext, "new_page", new_page)
    r = Renderer(pages=3, timeout=3)
    result: dict[str, Any] = {}

    def render() -> None:
        try:
            result["frame"] = r.render(shell_html(), "<p>hello</p>", Geometry())
        except RenderError as e:
            result["error"] = e

    t = threading.Thread(target=render, daemon=True)
    t0 = time.monotonic()
    t.start()
    t.join(60)
    try:
        assert not t.is_alive(), "the render hung"
        assert time.monotonic() - t0 < 60
        assert result.get("frame") is not None or isinstance(result.get("error"), RenderError)
        if "frame" in result:
            assert result["frame"].image[:4] == b"\x89PNG"
            assert len(chromium_browsers() - before) == 1, "the dead browser was replaced, not duplicated"
    finally:
        r.close()


def test_racing_first_renders_start_one_browser() -> None:
    before_browsers, before_drivers = chromium_browsers(), drivers()
    r = Renderer(pages=2)
    n = 8
    barrier = threading.Barrier(n)
    errors: list[BaseException] = []

    def first_render(i: int) -> None:
        barrier.wait()
        try:
            r.render(shell_html(), f"<p>thread {i}</p>", Geometry(), screenshot=i % 2 == 0)
        except BaseException as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=first_render, args=(i,)) for i in range(n)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(120)
        assert not errors
        assert len(chromium_browsers() - before_browsers) == 1
        assert len(drivers() - before_drivers) == 1
        assert r.stats["launches"] == 1
    finally:
        r.close()
    assert not chromium_browsers() - before_browsers, "close() leaves no browser behind"


def _sequence(seed: int, n: int = 60) -> list[dict[str, Any]]:
    rng = Random(seed)
    apps = sorted(registry())
    out: list[dict[str, Any]] = []
    for _ in range(n):
        r = rng.random()
        if r < 0.5:
            out.append({"action": "click", "x": rng.randint(0, 1000), "y": rng.randint(0, 1000)})
        elif r < 0.65:
            out.append({"action": "swipe", "direction": rng.choice(["up", "down", "left", "right"])})
        elif r < 0.75:
            out.append({"action": "awake", "app": rng.choice(apps)})
        elif r < 0.85:
            out.append({"action": "type", "text": "hello"})
        else:
            out.append({"action": rng.choice(["back", "home", "enter"])})
    return out


def _shots(r: Renderer, actions: list[dict[str, Any]]) -> list[str]:
    s = Session(seed=1, renderer=r)
    out = []
    for a in actions:
        try:
            obs = s.step(a)
        except ActionError:  # e.g. typing with no field focused: refused, nothing changes
            out.append("refused")
            continue
        out.append(hashlib.sha256(obs.screenshot or b"").hexdigest())
    return out


def test_a_fresh_page_paints_pictures_as_a_used_one_does() -> None:
    """A page meeting a screen's pictures for the first time paints the same bytes as on a second
    render (Chromium painted rounded picture corners slightly differently the first time)."""
    s = Session(seed=1)
    s.step({"action": "awake", "app": "lifenotes"})
    doc = s.html()
    assert doc.count("<img") >= 4
    r = Renderer(pages=1, cache_frames=0)
    try:
        first, second = (r.render(shell_html(), doc, Geometry()).image for _ in range(2))
        assert first == second
    finally:
        r.close()


def test_frames_do_not_depend_on_what_the_page_drew_before() -> None:
    """The same 60 steps twice in one process (pages reused, cache off) and on another renderer: same bytes."""
    actions = _sequence(5)
    a = Renderer(pages=3, cache_frames=0)
    b = Renderer(pages=1, cache_frames=0)
    try:
        first = _shots(a, actions)
        again = _shots(a, actions)
        assert len(set(first)) > 5, "the sequence moves through several screens"
        assert first == again
        _shots(b, _sequence(6))  # b's page draws other screens first
        s1 = Session(seed=1, renderer=a)
        docs = []
        for act in actions:
            try:
                s1.step(act, screenshot=False)
            except ActionError:
                continue
            docs.append(s1.html())
        for doc in reversed(docs):  # each document alone on b's page, after b drew other things
            assert a.render(shell_html(), doc, Geometry()).image == b.render(shell_html(), doc, Geometry()).image
    finally:
        a.close()
        b.close()


def test_geometry_pixels() -> None:
    assert Geometry().pixels == (1080, 2400)
    assert Geometry(412, 915, 2.625).pixels == (1082, 2402)


def test_async_renders_in_flight_together() -> None:
    import asyncio

    from mgym.os.shell import compose

    r = Renderer(pages=3)
    try:
        sessions = [Session(seed=i, renderer=r) for i in range(3)]
        sessions[1].step({"action": "swipe", "direction": "up"}, screenshot=False)
        sessions[2].step({"action": "recent"}, screenshot=False)
        bodies = [compose(s.sys) for s in sessions]

        async def all_at_once() -> list:
            return await asyncio.gather(*(r.render_async(shell_html(), b, Geometry(), screenshot=True)
                                          for b in bodies))

        frames = asyncio.run(all_at_once())
        assert len({f.image for f in frames}) == 3
        assert all(f.image and f.image[:4] == b"\x89PNG" for f in frames)
        again = sessions[0].observe().screenshot
        assert again == frames[0].image, "sync and async paths give the same bytes"
    finally:
        r.close()


def test_a_crashed_page_is_replaced() -> None:
    r = Renderer(pages=2, cache_frames=0)
    try:
        first = r.render(shell_html(), "<p>one</p>", Geometry())
        for pid in r.browser_pids(helpers=True):
            try:
                if "--type=renderer" in " ".join(psutil.Process(pid).cmdline()):
                    os.kill(pid, signal.SIGKILL)
            except psutil.Error:
                continue
        for i in range(4):  # every page of the pool, crashed or replaced, draws again
            assert r.render(shell_html(), f"<p>{i}</p>", Geometry()).image
        assert r.render(shell_html(), "<p>one</p>", Geometry()).image == first.image
    finally:
        r.close()


def open_pages(r: Renderer) -> dict[float, list[int]]:
    """Per browser (device scale), the open pages of each of its contexts, as Playwright counts them."""
    return {scale: [len(ctx.pages) for ctx in host.browser.contexts] for scale, host in r._hosts.items()}


def test_forget_closes_a_geometrys_context_and_pages() -> None:
    r = Renderer(pages=2, cache_frames=0)
    small, wide, other = Geometry(180, 400, 1.0), Geometry(200, 400, 1.0), Geometry(180, 400, 2.0)
    try:
        for geo in (small, wide, other):
            r.render(shell_html(), "<p>hi</p>", geo)
        assert r.contexts() == {1.0: [small, wide], 2.0: [other]}
        assert open_pages(r) == {1.0: [2, 2], 2.0: [2]}
        assert r.forget(small) == 1 and r.forget(small) == 0
        assert r.contexts() == {1.0: [wide], 2.0: [other]} and open_pages(r) == {1.0: [2], 2.0: [2]}
        browsers = set(r.browser_pids())
        assert r.forget(other) == 1  # the last context of its browser: the browser is closed too
        assert r.contexts() == {1.0: [wide]} and len(set(r.browser_pids()) & browsers) == 1
        assert r.render(shell_html(), "<p>again</p>", small).image  # opened again on demand
        assert r.contexts() == {1.0: [wide, small]} and r.stats["relaunches"] == 0
    finally:
        r.close()


def test_renders_in_flight_survive_forget() -> None:
    import asyncio

    r = Renderer(pages=2, cache_frames=0)
    geo = Geometry(180, 400, 1.0)
    try:
        r.render(shell_html(), "<p>warm</p>", geo)

        async def renders_and_forget() -> list:
            jobs = [asyncio.ensure_future(r.render_async(shell_html(), f"<p>{i}</p>", geo)) for i in range(8)]
            await asyncio.sleep(0.05)
            assert await asyncio.to_thread(r.forget, geo) == 1
            return await asyncio.gather(*jobs)

        frames = asyncio.run(renders_and_forget())
        assert all(f.image for f in frames) and len({f.image for f in frames}) == 8
        assert r.stats["relaunches"] == 0 and r.contexts() == {1.0: [geo]}
    finally:
        r.close()
