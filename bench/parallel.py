"""Where a run's episodes execute: threads of this process, N worker processes, or Ray actors.

Every mode yields finished result lines to :func:`bench.runner.run_bench`, which writes them; the
episode folder (steps and screenshots) is written by whoever ran the episode. Worker processes
(``--processes N``) each run their own Chromium and ``threads`` episodes at once, taking episodes
from one queue. A worker that dies has the episodes it had started run again in a replacement
(once; a second loss is recorded as a crashed episode), so none is lost and none is counted twice.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import os
import queue
import threading
import traceback
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from bench.robustness import Condition
from bench.task import Instance
from mgym.actions import THINK_MS

#: an episode's identity across processes: (task id, index, base seed, repeat, robustness condition)
Key = tuple[str, int, int, int, Condition | None]


def key_of(inst: Instance) -> Key:
    return (inst.template.id, inst.index, inst.base_seed, inst.repeat, inst.condition)


def error_row(key: Key, message: str) -> dict[str, Any]:
    """The result line of an episode that could not be played (its worker was lost)."""
    from bench.tasks import all_templates

    tid, index, base_seed, repeat, cond = key
    tpl = all_templates()[tid]
    inst = Instance(tpl, index, base_seed, repeat, cond)
    return {"task": tid, "index": index, "base_seed": base_seed, "repeat": repeat, "seed": inst.seed,
            **({"condition": cond.to_dict()} if cond else {}),
            "meta": tpl.meta(), "termination": "error", "success": False, "goal_reached": False, "clean": True,
            "progress": 0.0, "checks": [], "side_effects": [], "reward": 0.0, "error": message, "timings": {}}


@dataclass(frozen=True)
class EpisodeJob:
    """Everything a worker needs to play and record one episode of a run (picklable)."""

    agent: Any
    model: Any
    out: str
    screenshots: bool
    image_format: str
    start: str
    max_steps: int | None
    loop_limit: int
    locale: str = "en"
    answer_mode: str = "sheet"
    loop_rule: str = "screen"
    think_ms: int = THINK_MS

    @cached_property
    def spec(self) -> Any:
        from bench.runner import AgentSpec

        return AgentSpec.of(self.agent, self.model)

    def run(self, key: Key) -> dict[str, Any]:
        from bench.episode import run_episode
        from bench.runner import _write_episode
        from bench.tasks import all_templates

        tid, index, base_seed, repeat, cond = key
        inst = Instance(all_templates()[tid], index, base_seed, repeat, cond)
        ep = run_episode(inst, self.spec.factory(inst.agent_seed), screenshots=self.screenshots,
                         image_format=self.image_format, start=self.start,  # type: ignore[arg-type]
                         max_steps=self.max_steps, loop_limit=self.loop_limit, locale=self.locale,
                         answer_mode=self.answer_mode, loop_rule=self.loop_rule,  # type: ignore[arg-type]
                         think_ms=self.think_ms)
        _write_episode(Path(self.out), inst, ep, self.image_format)
        return ep.result


def check_picklable(job: EpisodeJob) -> None:
    import pickle

    try:
        pickle.dumps(job)
    except Exception as e:
        raise ValueError(f"with --processes or --ray the agent must be given by name or be picklable: {e}") from None


def finished_episodes(todo: list[Instance], one: Callable[[Instance], Any], parallel: int, job: EpisodeJob,
                      processes: int = 1, ray_address: str | None = None) -> Iterator[dict[str, Any]]:
    """The result line of every episode of ``todo``, in the order they finish."""
    if ray_address is not None:
        from bench.rl.ray_pool import ray_episodes

        yield from ray_episodes(todo, job, workers=max(1, processes), threads=max(1, parallel), address=ray_address)
    elif processes > 1:
        yield from process_episodes(todo, job, processes, max(1, parallel))
    else:
        with ThreadPoolExecutor(max_workers=max(1, parallel)) as pool:
            futures = [pool.submit(one, inst) for inst in todo]
            for fut in as_completed(futures):
                yield fut.result().result


def _worker(job: EpisodeJob, tasks: Any, results: Any, threads: int) -> None:
    pid = os.getpid()

    def loop() -> None:
        while True:
            key = tasks.get()
            if key is None:
                return
            results.put(("start", pid, key, None))
            try:
                row = job.run(key)
            except Exception as e:  # run_episode never raises; writing the folder might
                row = {**error_row(key, f"{type(e).__name__}: {e}"), "traceback": traceback.format_exc()}
            results.put(("done", pid, key, row))

    workers = [threading.Thread(target=loop, daemon=True) for _ in range(threads)]
    for t in workers:
        t.start()
    for t in workers:
        t.join()
    from mgym.render.renderer import get_renderer

    get_renderer().close()


def process_episodes(todo: list[Instance], job: EpisodeJob, processes: int, threads: int,
                     context: str = "spawn") -> Iterator[dict[str, Any]]:
    """Play ``todo`` in ``processes`` worker processes of ``threads`` threads each."""
    check_picklable(job)
    ctx: Any = mp.get_context(context)
    tasks: Any = ctx.Queue()
    results: Any = ctx.Queue()
    keys = [key_of(inst) for inst in todo]
    for k in keys:
        tasks.put(k)
    pending = set(keys)
    procs: dict[int, Any] = {}
    running: dict[int, set[Key]] = {}
    lost_once: set[Key] = set()

    def spawn() -> None:
        p = ctx.Process(target=_worker, args=(job, tasks, results, threads), daemon=True)
        p.start()
        assert p.pid is not None
        procs[p.pid] = p
        running[p.pid] = set()

    for _ in range(min(processes, max(1, len(keys)))):
        spawn()
    try:
        while pending:
            try:
                kind, pid, key, row = results.get(timeout=1.0)
            except queue.Empty:
                for pid, p in list(procs.items()):
                    if p.is_alive():
                        continue
                    del procs[pid]
                    for k in running.pop(pid, set()) & pending:
                        if k in lost_once:
                            pending.discard(k)
                            yield error_row(k, "the worker process died twice while playing this episode")
                        else:
                            lost_once.add(k)
                            tasks.put(k)
                    spawn()
                continue
            if kind == "start":
                running.setdefault(pid, set()).add(key)
            elif key in pending:
                running.get(pid, set()).discard(key)
                pending.discard(key)
                yield row
    finally:
        for _ in range(len(procs) * threads):
            tasks.put(None)
        for p in procs.values():
            p.join(timeout=30)
            if p.is_alive():
                p.kill()
        for q in (tasks, results):
            with contextlib.suppress(Exception):
                q.close()
                q.join_thread()
