from __future__ import annotations

import os
import signal

import psutil

from mgym import Session
from mgym.render.renderer import Geometry, Renderer


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
        me = psutil.Process()
        for child in me.children(recursive=True):
            if "chrom" in child.name():
                os.kill(child.pid, signal.SIGKILL)
        r.clear_cache()
        s.step({"action": "swipe", "direction": "up"})
        obs = s.observe()
        assert obs.screen == "drawer" and obs.screenshot
    finally:
        r.close()


def test_geometry_pixels() -> None:
    assert Geometry().pixels == (1080, 2400)
    assert Geometry(412, 915, 2.625).pixels == (1082, 2402)


def test_async_renders_in_flight_together() -> None:
    import asyncio

    from mgym.os.shell import compose, shell_html

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
