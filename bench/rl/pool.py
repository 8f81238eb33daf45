"""``EnvPool``: many :class:`~bench.gym.MgymEnv` spread over N worker processes, stepped in batches.

Each worker process runs its own Chromium and hosts ``num_envs / workers`` envs; a batch is sent to
every worker at once and each worker steps its envs concurrently on one asyncio loop (the renderer's
async path), so renders overlap within a process and processes run on separate cores. Results come
back in env order, as Gymnasium's vector envs give them: ``obs`` a dict of stacked arrays (and tuples
of strings), rewards and flags as arrays, ``infos`` a list of dicts. There is no autoreset: reset the
envs that finished with ``reset(indices=...)``. Seeding is per env, so equal seeds give identical
envs (a GRPO group), wherever they run.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing as mp
import traceback
from collections.abc import Sequence
from typing import Any

import numpy as np

from bench.rl.spaces import observation_space

StepResult = tuple[dict[str, Any], np.ndarray, np.ndarray, np.ndarray, list[dict[str, Any]]]


class PoolError(RuntimeError):
    """A worker failed: its exception type, message and traceback, or that the process died."""


def stack(observations: list[dict[str, Any]]) -> dict[str, Any]:
    """Per-env observation dicts as one batch: arrays stacked, strings as a tuple."""
    out: dict[str, Any] = {}
    for k in observations[0]:
        vals = [o[k] for o in observations]
        out[k] = np.stack(vals) if isinstance(vals[0], np.ndarray) else tuple(vals)
    return out


def _worker(conn: Any, env_kwargs: dict[str, Any], count: int) -> None:
    from bench.gym import MgymEnv
    from mgym.render.renderer import get_renderer

    envs = [MgymEnv(**env_kwargs) for _ in range(count)]

    async def serve() -> None:
        while True:
            cmd, items = await asyncio.to_thread(conn.recv)
            if cmd == "close":
                return
            try:
                if cmd == "reset":
                    res: list[Any] = list(await asyncio.gather(
                        *(envs[i].areset(seed=seed, options=opts) for i, seed, opts in items)))
                elif cmd == "step":
                    res = list(await asyncio.gather(*(envs[i].astep(a) for i, a in items)))
                elif cmd == "call":
                    res = [getattr(envs[i], name)(*args) for i, name, args in items]
                else:
                    raise ValueError(f"unknown command {cmd!r}")
                conn.send(("ok", res))
            except Exception as e:
                conn.send(("error", (type(e).__name__, str(e), traceback.format_exc())))

    try:
        asyncio.run(serve())
    finally:
        get_renderer().close()


class EnvPool:
    """``num_envs`` envs of ``task_id`` over ``workers`` processes (spawned: each its own Chromium).

    ``env_kwargs`` go to every :class:`~bench.gym.MgymEnv` (``geometry``, ``obs_mode``, ``dense``...).
    """

    def __init__(self, task_id: str | None = None, num_envs: int = 8, workers: int = 2, *,
                 context: str = "spawn", timeout: float = 300.0, **env_kwargs: Any) -> None:
        if num_envs < 1 or workers < 1:
            raise ValueError("num_envs and workers must be at least 1")
        from bench.gym import MgymEnv

        probe = MgymEnv(task_id, **env_kwargs)  # bad arguments fail here, before any process starts
        self.single_observation_space = probe.observation_space
        self.single_action_space = probe.action_space
        self.num_envs = num_envs
        self.timeout = timeout
        workers = min(workers, num_envs)
        sizes = [num_envs // workers + (1 if w < num_envs % workers else 0) for w in range(workers)]
        #: env index -> (worker, index inside the worker)
        self.placement = [(w, j) for w, n in enumerate(sizes) for j in range(n)]
        ctx: Any = mp.get_context(context)
        self._conns: list[Any] = []
        self._procs: list[Any] = []
        kwargs = {"task_id": task_id, **env_kwargs}
        for n in sizes:
            parent, child = ctx.Pipe()
            p = ctx.Process(target=_worker, args=(child, kwargs, n), daemon=True)
            p.start()
            child.close()
            self._conns.append(parent)
            self._procs.append(p)
        self._closed = False
        w, h = probe.screenshot_size or probe.geometry.pixels
        assert observation_space(h, w, probe.obs_mode) is self.single_observation_space

    # ---- batches -----------------------------------------------------------------------------
    def _run(self, cmd: str, items: dict[int, Any]) -> dict[int, Any]:
        """Send ``cmd`` for the envs in ``items`` (env index -> payload) and gather the replies."""
        if self._closed:
            raise PoolError("the pool is closed")
        per: dict[int, list[tuple[int, Any]]] = {}
        for i, payload in items.items():
            if not 0 <= i < self.num_envs:
                raise IndexError(f"no env {i}: the pool has {self.num_envs}")
            w, j = self.placement[i]
            per.setdefault(w, []).append((i, (j, *payload)))
        out: dict[int, Any] = {}
        failure: PoolError | None = None
        for w, lst in list(per.items()):
            try:
                self._conns[w].send((cmd, [p for _, p in lst]))
            except OSError:
                failure = failure or PoolError(f"worker {w} (pid {self._procs[w].pid}) died")
                del per[w]
        for w, lst in per.items():
            if not self._conns[w].poll(self.timeout):
                failure = failure or PoolError(f"worker {w} gave no answer in {self.timeout:g} s")
                continue
            try:
                status, res = self._conns[w].recv()
            except (EOFError, OSError):
                failure = failure or PoolError(f"worker {w} (pid {self._procs[w].pid}) died")
                continue
            if status == "error":
                name, msg, tb = res
                failure = failure or PoolError(f"{name}: {msg}\n--- in worker {w} ---\n{tb}")
                continue
            out.update((i, r) for (i, _), r in zip(lst, res, strict=True))
        if failure is not None:
            raise failure
        return out

    def reset(self, seed: int | Sequence[int] | None = None, options: dict[str, Any] | None = None,
              indices: Sequence[int] | None = None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """Reset the envs ``indices`` (default all); ``seed`` an int (``seed + i`` per env), a list, or None."""
        idx = list(range(self.num_envs)) if indices is None else list(indices)
        seeds: list[int | None]
        if seed is None or isinstance(seed, (int, np.integer)):
            seeds = [None if seed is None else int(seed) + n for n in range(len(idx))]
        else:
            seeds = [int(s) for s in seed]
            if len(seeds) != len(idx):
                raise ValueError(f"{len(seeds)} seeds for {len(idx)} envs")
        res = self._run("reset", {i: (s, options) for i, s in zip(idx, seeds, strict=True)})
        return stack([res[i][0] for i in idx]), [res[i][1] for i in idx]

    def step(self, actions: Sequence[Any], indices: Sequence[int] | None = None) -> StepResult:
        """Step the envs ``indices`` (default all), one action each."""
        idx = list(range(self.num_envs)) if indices is None else list(indices)
        if len(actions) != len(idx):
            raise ValueError(f"{len(actions)} actions for {len(idx)} envs")
        res = self._run("step", {i: (a,) for i, a in zip(idx, actions, strict=True)})
        rows = [res[i] for i in idx]
        return (stack([r[0] for r in rows]), np.array([r[1] for r in rows], dtype=np.float64),
                np.array([r[2] for r in rows], dtype=bool), np.array([r[3] for r in rows], dtype=bool),
                [r[4] for r in rows])

    def call(self, name: str, *args: Any, indices: Sequence[int] | None = None) -> list[Any]:
        """Call a method of each env (``indices`` default all) in its worker; results must pickle."""
        idx = list(range(self.num_envs)) if indices is None else list(indices)
        res = self._run("call", {i: (name, args) for i in idx})
        return [res[i] for i in idx]

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        for c in self._conns:
            with contextlib.suppress(OSError):
                c.send(("close", None))
        for p in self._procs:
            p.join(timeout=30)
            if p.is_alive():
                p.kill()
        for c in self._conns:
            c.close()

    def __enter__(self) -> EnvPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
