"""``python -m bench.perf_rl``: RL throughput, each figure measured side by side in one run.

GRPO-style groups: one instance reset, forked into ``--group`` copies, each copy taking ``--steps``
steps (copy ``i`` plays the action cycle shifted by ``i``, so rollouts share their first screen and
then diverge), with screenshots at every size of ``--sizes``. Executed by threads of one process,
by :class:`~bench.rl.pool.EnvPool` worker processes and by :class:`~bench.rl.ray_pool.RayEnvPool`
actors; beside them the bare Chromium frames/s of the same documents at the same concurrency (plain
Playwright pages: set the body, capture over CDP) and our steps/s over it; the frame-cache hit rate;
proportional memory (PSS) per worker process with its Chromium and per idle session; steps/s from 1 to ``--processes`` processes.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import gc
import json
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import psutil

from bench.gym import MgymEnv
from mgym.render.renderer import Geometry, find_chromium, get_renderer, launch_args

#: a settings task whose budget (30) covers the default 20 steps, so no rollout ends early
TASK = "settings.AirplaneKeepWifi"
CYCLE: list[dict[str, Any]] = [{"action": "awake", "app": "settings"}, {"action": "swipe", "direction": "up"}, {"action": "back"},
         {"action": "swipe", "x1": 500, "y1": 5, "x2": 500, "y2": 600}, {"action": "back"},
         {"action": "recent"}, {"action": "home"}, {"action": "awake", "app": "contacts"}]
SIZES = {"1080x2400": Geometry(360, 800, 3.0), "540x1200": Geometry(360, 800, 1.5)}


def now() -> float:
    return time.perf_counter()  # wall-clock-ok: a benchmark


def plan(group: int, steps: int) -> list[list[dict[str, Any]]]:
    """The actions of each rollout: the cycle shifted by the rollout's number."""
    return [[CYCLE[(i + t) % len(CYCLE)] for t in range(steps)] for i in range(group)]


def by_threads(geo: Geometry, group: int, steps: int) -> dict[str, float]:
    env = MgymEnv(TASK, geometry=geo)
    env.reset(seed=0)
    r = get_renderer()
    r.clear_cache()
    before = dict(r.stats)
    forks, actions = env.fork(group), plan(group, steps)
    docs: list[str] = []

    def run(i: int) -> list[str]:
        out = []
        for a in actions[i]:
            forks[i].step(a)
            out.append(forks[i].session.html())
        return out

    t = now()
    with ThreadPoolExecutor(max_workers=group) as pool:
        for d in pool.map(run, range(group)):
            docs += d
    secs = now() - t
    hits = r.stats["cache_hits"] - before["cache_hits"]
    captures = r.stats["captures"] - before["captures"]
    bare = asyncio.run(bare_fps(docs, geo, group))
    sps = group * steps / secs
    return {"threads_steps_s": sps, "bare_chromium_frames_s": bare, "ratio_over_bare": sps / bare,
            "frame_cache_hit_rate": hits / max(1, hits + captures), "_docs": float(len(docs))}


async def bare_fps(docs: list[str], geo: Geometry, concurrency: int) -> float:
    """Plain Playwright: ``concurrency`` pages, each setting a body and capturing it over CDP."""
    from playwright.async_api import async_playwright

    from mgym.os.shell import shell_html

    async with async_playwright() as p:
        browser = await p.chromium.launch(executable_path=find_chromium(), args=launch_args(geo.scale))
        ctx = await browser.new_context(viewport={"width": geo.width, "height": geo.height},
                                        device_scale_factor=geo.scale)
        pages = []
        for _ in range(min(concurrency, 8)):
            page = await ctx.new_page()
            await page.set_content(shell_html())
            pages.append((page, await ctx.new_cdp_session(page)))
        queue = list(docs)

        async def worker(page: Any, cdp: Any) -> None:
            while queue:
                html = queue.pop()
                await page.evaluate("h => { document.body.innerHTML = h; }", html)
                res = await cdp.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True})
                base64.b64decode(res["data"])

        t = now()
        await asyncio.gather(*(worker(*pc) for pc in pages))
        secs = now() - t
        await browser.close()
    return len(docs) / secs


def by_pool(geo: Geometry, group: int, steps: int, workers: int, ray: bool = False) -> dict[str, float]:
    from bench.rl.pool import EnvPool

    if ray:
        from bench.rl.ray_pool import RayEnvPool

        pool: Any = RayEnvPool(TASK, num_envs=group * workers, workers=workers, address="local", geometry=geo,
                               cpus_per_worker=0.5)
    else:
        pool = EnvPool(TASK, num_envs=group * workers, workers=workers, geometry=geo)
    try:
        pool.reset(seed=[0] * pool.num_envs)  # one GRPO group per worker: identical starts
        actions = plan(pool.num_envs, steps)
        pool.step([a[0] for a in actions])  # warm: every worker's browser up
        t = now()
        for s in range(1, steps):
            pool.step([a[s] for a in actions])
        secs = now() - t
        rss = 0.0
        if not ray:
            for p in pool._procs:
                proc = psutil.Process(p.pid)
                rss += sum(x.memory_full_info().pss for x in [proc, *proc.children(recursive=True)])
        return {"steps_s": pool.num_envs * (steps - 1) / secs, "mb_per_process": rss / workers / 2**20}
    finally:
        pool.close()


def session_mb(count: int = 300) -> float:
    from mgym import Session

    gc.collect()
    proc = psutil.Process()
    Session(seed=0)
    before = proc.memory_info().rss
    keep = [Session(seed=i) for i in range(count)]
    gc.collect()
    per = (proc.memory_info().rss - before) / count / 2**20
    del keep
    return per


def main(argv: list[str] | None = None) -> dict[str, float]:
    ap = argparse.ArgumentParser(prog="python -m bench.perf_rl", description=__doc__.split("\n")[0])
    ap.add_argument("--group", type=int, default=8, help="forks per GRPO group")
    ap.add_argument("--steps", type=int, default=20, help="steps per rollout")
    ap.add_argument("--sizes", default="1080x2400,540x1200", help=f"screenshot sizes among {', '.join(SIZES)}")
    ap.add_argument("--processes", type=int, default=2, help="most worker processes (scaling from 1)")
    ap.add_argument("--ray", action=argparse.BooleanOptionalAction, default=True, help="also measure Ray actors")
    ap.add_argument("--json", help="also write the figures to this JSON file")
    args = ap.parse_args(argv)
    figures: dict[str, float] = {}
    for size in args.sizes.split(","):
        geo = SIZES[size]
        print(f"measuring {size} ...", file=sys.stderr, flush=True)
        for k, v in by_threads(geo, args.group, args.steps).items():
            figures[f"{size}.{k}"] = v
        for n in range(1, args.processes + 1):
            res = by_pool(geo, args.group, args.steps, n)
            figures[f"{size}.processes{n}_steps_s"] = res["steps_s"]
            figures[f"{size}.mb_per_process{n}"] = res["mb_per_process"]
        n = args.processes
        figures[f"{size}.scaling_1_to_{n}"] = figures[f"{size}.processes{n}_steps_s"] / (
            n * figures[f"{size}.processes1_steps_s"])
        if args.ray:
            figures[f"{size}.ray{n}_steps_s"] = by_pool(geo, args.group, args.steps, n, ray=True)["steps_s"]
    figures["mb_per_idle_session"] = session_mb()
    width = max(map(len, figures))
    for k, v in figures.items():
        if not k.endswith("._docs"):
            print(f"{k:<{width}}  {v:10.3f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=1)
    if args.ray:
        import ray

        ray.shutdown()
    get_renderer().close()
    return figures


if __name__ == "__main__":
    main()
