"""The benchmark script: ``python -m mgym.perf`` prints speed and memory figures.

Measures, in one run on this machine:
* ms per step with a screenshot (PNG and JPEG, 1080x2400) and without one (layout only);
* the bare Playwright render of the same HTML (set body + CDP capture), and our step over it;
* fork, snapshot, restore and get_state on a phone with the system apps opened;
* resident memory per extra idle session with 1,000 sessions alive;
* cold start (a fresh process to its first observation) and a new Session on a warm process.
The frame cache is off for the step figures, so every step pays a real render.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import gc
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

import psutil

from mgym import Session
from mgym.apps import registry
from mgym.os.shell import shell_html
from mgym.render.renderer import COLLECT_JS, Geometry, Renderer, find_chromium, launch_args


def _ms(fn: Callable[[], Any], n: int) -> float:
    times = []
    for _ in range(n):
        t = time.perf_counter()  # wall-clock-ok: a benchmark
        fn()
        times.append((time.perf_counter() - t) * 1000)  # wall-clock-ok
    return statistics.median(times)


def _busy_phone(renderer: Renderer | None = None) -> Session:
    s = Session(seed=0, renderer=renderer)
    for app in registry():
        if app != "launcher":
            s.step({"action": "awake", "app": app}, screenshot=False)
    return s


def _step_cycle(s: Session) -> list[dict[str, Any]]:
    """A loop of actions that changes the screen every step."""
    return [{"action": "swipe", "direction": "up"}, {"action": "back"},
            {"action": "swipe", "x1": 500, "y1": 5, "x2": 500, "y2": 600}, {"action": "back"},
            {"action": "recent"}, {"action": "home"}]


def step_costs(n: int) -> dict[str, float]:
    out: dict[str, float] = {}
    htmls: list[str] = []
    for fmt in ("png", "jpeg"):
        r = Renderer(pages=2, cache_frames=0)
        s = Session(seed=0, renderer=r, image_format=fmt)
        s.observe()
        cycle = _step_cycle(s)
        times = []
        for i in range(n):
            a = cycle[i % len(cycle)]
            t = time.perf_counter()  # wall-clock-ok
            s.step(a)
            times.append((time.perf_counter() - t) * 1000)  # wall-clock-ok
            if fmt == "png":
                htmls.append(s.html())
        out[f"step_{fmt}_ms"] = statistics.median(times)
        if fmt == "png":
            times = []
            for i in range(n):
                t = time.perf_counter()  # wall-clock-ok
                s.step(cycle[i % len(cycle)], screenshot=False)
                times.append((time.perf_counter() - t) * 1000)  # wall-clock-ok
            out["step_no_screenshot_ms"] = statistics.median(times)
        r.close()
    out["bare_playwright_png_ms"] = asyncio.run(_bare(htmls))
    out["step_over_bare_ratio"] = out["step_png_ms"] / out["bare_playwright_png_ms"]
    return out


async def _bare(htmls: list[str]) -> float:
    """The same documents through a plain Playwright page: set the body, capture over CDP (the browser
    at the screen's device scale, as the renderer runs it)."""
    from playwright.async_api import async_playwright

    geo = Geometry()
    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=find_chromium(), args=launch_args(geo.scale))
        ctx = await browser.new_context(viewport={"width": geo.width, "height": geo.height},
                                        device_scale_factor=geo.scale)
        page = await ctx.new_page()
        await page.set_content(shell_html())
        cdp = await ctx.new_cdp_session(page)
        times = []
        for html in htmls:
            t = time.perf_counter()  # wall-clock-ok
            await page.evaluate("h => { document.body.innerHTML = h; }", html)
            res = await cdp.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True})
            base64.b64decode(res["data"])
            times.append((time.perf_counter() - t) * 1000)  # wall-clock-ok
        await browser.close()
    assert COLLECT_JS  # the collector is the only extra work our step does in the browser
    return statistics.median(times)


def state_costs(n: int) -> dict[str, float]:
    s = _busy_phone()
    snap = s.snapshot()
    return {
        "fork_ms": _ms(lambda: s.fork(1), n),
        "snapshot_ms": _ms(s.snapshot, n),
        "restore_ms": _ms(lambda: s.restore(snap), n),
        "get_state_ms": _ms(s.get_state, n),
        "state_kb": len(json.dumps(s.get_state())) / 1024,
    }


def memory(count: int) -> dict[str, float]:
    gc.collect()
    proc = psutil.Process()
    Session(seed=0)
    gc.collect()
    before = proc.memory_info().rss
    sessions = [Session(seed=i) for i in range(count)]
    gc.collect()
    after = proc.memory_info().rss
    per = (after - before) / count / (1024 * 1024)
    del sessions
    return {"sessions": count, "mb_per_idle_session": per}


def startup() -> dict[str, float]:
    code = ("import time; t=time.perf_counter(); from mgym import Session; "
            "Session(seed=0).observe(); print(time.perf_counter()-t)")
    cold = []
    for _ in range(3):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        cold.append(float(out.stdout.strip().splitlines()[-1]) * 1000)
    Session(seed=0)
    warm = _ms(lambda: Session(seed=1), 20)
    return {"cold_start_first_observation_ms": statistics.median(cold), "new_session_warm_ms": warm}


def main(argv: list[str] | None = None) -> dict[str, float]:
    ap = argparse.ArgumentParser(prog="python -m mgym.perf", description=__doc__.split("\n")[0])
    ap.add_argument("--steps", type=int, default=60, help="steps per step-cost figure")
    ap.add_argument("--sessions", type=int, default=1000, help="idle sessions for the memory figure")
    ap.add_argument("--json", help="also write the figures to this JSON file")
    args = ap.parse_args(argv)
    figures: dict[str, float] = {}
    for name, fn in (("steps", lambda: step_costs(args.steps)), ("state", lambda: state_costs(200)),
                     ("memory", lambda: memory(args.sessions)), ("startup", startup)):
        print(f"measuring {name} ...", file=sys.stderr, flush=True)
        figures.update(fn())
    width = max(map(len, figures))
    for k, v in figures.items():
        print(f"{k:<{width}}  {v:10.3f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=1)
    return figures


if __name__ == "__main__":
    main()
