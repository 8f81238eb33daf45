"""Ray: ``mgym bench --ray ADDRESS`` and :class:`RayEnvPool`, one actor per worker process, each
hosting many sessions (and its own Chromium), placed with a ``SPREAD`` placement group so they go
to different nodes when there are several.

* Benchmark episodes run on threaded actors (``threads`` at once each), scheduled over a pool of
  actor slots with ``ray.wait``. An actor that crashes is restarted by Ray (``max_restarts``) and the
  episodes it had in flight run again (``retries`` times, then recorded as crashed): none is lost and
  none is recorded twice. An episode past ``deadline`` seconds is cancelled (``ray.cancel``; its
  actor is killed and restarted, the other episodes it held re-run) and recorded as an error.
* :class:`RayEnvPool` has :class:`~bench.rl.pool.EnvPool`'s API on async actors (every env of an
  actor steps concurrently on its event loop). If an actor dies, Ray restarts it and the pool
  rebuilds its envs by replaying each episode's seed and actions (the simulator is deterministic),
  then retries the batch, so training sees no difference.

Ray is an optional dependency (``pip install 'mgym[ray]'``); ``address`` is ``"local"`` (start a
cluster here), ``"auto"`` or a cluster address. On several nodes ``--out`` must be a shared folder.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections import Counter, deque
from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np

from bench.parallel import EpisodeJob, Key, check_picklable, error_row, key_of
from bench.rl.pool import StepResult, stack
from bench.task import Instance


def ray_module() -> Any:
    try:
        import ray
    except ImportError:
        raise RuntimeError("Ray is not installed: pip install 'mgym[ray]' (or ray>=2.40)") from None
    return ray


def connect(address: str | None = "local", **init_kwargs: Any) -> Any:
    """Join (or start, for ``"local"``) a Ray cluster unless this process already has one."""
    ray = ray_module()
    if not ray.is_initialized():
        if address in (None, "", "local"):
            init_kwargs.setdefault("include_dashboard", False)
            ray.init(**init_kwargs)
        else:
            ray.init(address=address, **init_kwargs)
    return ray


def _spread(ray: Any, workers: int, cpus: float, timeout: float = 120.0) -> tuple[Any, list[dict[str, Any]]]:
    """A SPREAD placement group of ``workers`` bundles and the scheduling option of each."""
    from ray.util.placement_group import placement_group
    from ray.util.scheduling_strategies import PlacementGroupSchedulingStrategy

    pg = placement_group([{"CPU": cpus}] * workers, strategy="SPREAD")
    ray.get(pg.ready(), timeout=timeout)
    opts = [{"scheduling_strategy": PlacementGroupSchedulingStrategy(pg, placement_group_bundle_index=i)}
            for i in range(workers)]
    return pg, opts


class EpisodeWorker:
    """A Ray actor playing benchmark episodes (several at once, sharing one renderer)."""

    def __init__(self, job: EpisodeJob) -> None:
        self.job = job

    def run(self, key: Key) -> dict[str, Any]:
        return self.job.run(key)

    def pid(self) -> int:
        return os.getpid()


def ray_episodes(todo: list[Instance], job: EpisodeJob, *, workers: int = 2, threads: int = 2,
                 address: str | None = "local", deadline: float = 1800.0, retries: int = 2,
                 cpus_per_worker: float = 1.0) -> Iterator[dict[str, Any]]:
    """Play ``todo`` on ``workers`` Ray actors of ``threads`` slots; yields each result line once."""
    check_picklable(job)
    ray = connect(address)
    from ray.exceptions import ActorUnavailableError, GetTimeoutError, RayError

    workers = max(1, min(workers, len(todo) or 1))
    pg, opts = _spread(ray, workers, cpus_per_worker)
    cls = ray.remote(max_restarts=retries + 1, max_task_retries=0, max_concurrency=threads,
                     num_cpus=cpus_per_worker)(EpisodeWorker)
    actors = [cls.options(**o).remote(job) for o in opts]
    queue: deque[Key] = deque(key_of(i) for i in todo)
    free = [a for a in range(workers) for _ in range(threads)]
    inflight: dict[Any, tuple[Key, int, float]] = {}
    lost: Counter[Key] = Counter()
    probes: dict[Any, int] = {}  # a cheap call to a restarting actor -> its slot, held back until it answers

    def clock() -> float:
        return time.monotonic()  # wall-clock-ok: scheduling deadlines, never simulator state

    try:
        while queue or inflight:
            while queue and free:
                a, key = free.pop(), queue.popleft()
                inflight[actors[a].run.remote(key)] = (key, a, clock())
            ready, _ = ray.wait([*inflight, *probes], num_returns=1, timeout=0.5)
            for ref in ready:
                if ref in probes:  # the restarting actor answers again (or is gone: its next episode says so)
                    a = probes.pop(ref)
                    try:
                        ray.get(ref, timeout=60)
                    except ActorUnavailableError:
                        probes[actors[a].pid.remote()] = a  # still restarting: ask again
                        continue
                    except (RayError, GetTimeoutError):
                        pass
                    free.append(a)
                    continue
                key, a, _ = inflight.pop(ref)
                try:
                    row = ray.get(ref, timeout=60)
                except ActorUnavailableError:  # the actor is restarting: the episode never ran, not a loss
                    queue.appendleft(key)
                    probes[actors[a].pid.remote()] = a
                    continue
                except (RayError, GetTimeoutError) as e:  # a dead or cancelled actor
                    free.append(a)
                    lost[key] += 1
                    if lost[key] <= retries:
                        queue.appendleft(key)  # the actor is restarted by Ray; play it again
                    else:
                        yield error_row(key, f"lost {lost[key]} times on Ray: {type(e).__name__}: {str(e)[:300]}")
                    continue
                free.append(a)
                yield row
            now = clock()
            for ref, (key, a, t0) in list(inflight.items()):
                if now - t0 > deadline and ref in inflight:
                    ray.cancel(ref)
                    ray.kill(actors[a], no_restart=False)  # a running episode can only be stopped so
                    inflight.pop(ref)
                    free.append(a)
                    lost[key] = retries + 1  # a straggler is not played again
                    yield error_row(key, f"cancelled: the episode passed its deadline of {deadline:g} s")
    finally:
        for actor in actors:
            ray.kill(actor, no_restart=True)
        from ray.util.placement_group import remove_placement_group

        remove_placement_group(pg)


class EnvHost:
    """A Ray actor hosting many envs; its async methods step them concurrently."""

    def __init__(self, env_kwargs: dict[str, Any], count: int) -> None:
        from bench.gym import MgymEnv

        self.envs = [MgymEnv(**env_kwargs) for _ in range(count)]

    async def reset(self, items: list[tuple[int, int | None, dict[str, Any] | None]]) -> list[Any]:
        return list(await asyncio.gather(*(self.envs[i].areset(seed=s, options=o) for i, s, o in items)))

    async def step(self, items: list[tuple[int, Any]]) -> list[Any]:
        return list(await asyncio.gather(*(self.envs[i].astep(a) for i, a in items)))

    async def replay(self, episodes: list[tuple[int, int | None, dict[str, Any] | None, list[Any]]]) -> int:
        """Rebuild envs after a restart: each episode's reset and actions again (deterministic)."""
        async def one(i: int, seed: int | None, options: dict[str, Any] | None, actions: list[Any]) -> None:
            await self.envs[i].areset(seed=seed, options=options)
            for a in actions:
                await self.envs[i].astep(a)
        await asyncio.gather(*(one(*e) for e in episodes))
        return os.getpid()

    def pid(self) -> int:
        return os.getpid()


class RayEnvPool:
    """``num_envs`` envs on ``workers`` Ray actors (SPREAD); the API of :class:`~bench.rl.pool.EnvPool`."""

    def __init__(self, task_id: str | None = None, num_envs: int = 8, workers: int = 2, *,
                 address: str | None = "local", cpus_per_worker: float = 1.0, timeout: float = 300.0,
                 max_restarts: int = 3, **env_kwargs: Any) -> None:
        from bench.gym import MgymEnv

        probe = MgymEnv(task_id, **env_kwargs)
        self.single_observation_space, self.single_action_space = probe.observation_space, probe.action_space
        self.ray = connect(address)
        self.num_envs, self.timeout = num_envs, timeout
        workers = max(1, min(workers, num_envs))
        sizes = [num_envs // workers + (1 if w < num_envs % workers else 0) for w in range(workers)]
        self.placement = [(w, j) for w, n in enumerate(sizes) for j in range(n)]
        self._pg, opts = _spread(self.ray, workers, cpus_per_worker)
        cls = self.ray.remote(max_restarts=max_restarts, max_task_retries=0, num_cpus=cpus_per_worker)(EnvHost)
        kw = {"task_id": task_id, **env_kwargs}
        self.actors = [cls.options(**o).remote(kw, n) for o, n in zip(opts, sizes, strict=True)]
        #: per env: (seed, options, actions since its reset), to rebuild it after a crash
        self._log: list[tuple[int | None, dict[str, Any] | None, list[Any]]] = [(None, None, []) for _ in range(num_envs)]
        self.restarts = 0

    def _run(self, method: str, items: dict[int, tuple[Any, ...]]) -> dict[int, Any]:
        from ray.exceptions import ActorUnavailableError, RayActorError

        per: dict[int, list[int]] = {}
        for i in items:
            if not 0 <= i < self.num_envs:
                raise IndexError(f"no env {i}: the pool has {self.num_envs}")
            per.setdefault(self.placement[i][0], []).append(i)
        out: dict[int, Any] = {}
        for _ in range(3):
            refs = {w: getattr(self.actors[w], method).remote([(self.placement[i][1], *items[i]) for i in idx])
                    for w, idx in per.items() if not all(i in out for i in idx)}
            crashed = []
            for w, ref in refs.items():
                try:
                    res = self.ray.get(ref, timeout=self.timeout)
                except (RayActorError, ActorUnavailableError):
                    crashed.append(w)
                    continue
                out.update(zip(per[w], res, strict=True))
            if not crashed:
                return out
            for w in crashed:  # Ray restarts the actor; rebuild its envs, then retry their part
                self.restarts += 1
                envs = [i for i, (ww, _) in enumerate(self.placement) if ww == w]
                episodes = [(self.placement[i][1], *self._log[i][:2], self._log[i][2]) for i in envs
                            if self._log[i][0] is not None]
                give_up = time.monotonic() + self.timeout  # wall-clock-ok: waiting for the restart
                while True:
                    try:
                        self.ray.get(self.actors[w].replay.remote(episodes), timeout=self.timeout)
                        break
                    except ActorUnavailableError:  # still restarting
                        if time.monotonic() > give_up:  # wall-clock-ok
                            raise
                        time.sleep(0.5)
        raise RuntimeError(f"Ray actors {crashed} kept failing")

    def reset(self, seed: int | Sequence[int] | None = None, options: dict[str, Any] | None = None,
              indices: Sequence[int] | None = None) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        idx = list(range(self.num_envs)) if indices is None else list(indices)
        if seed is None or isinstance(seed, (int, np.integer)):
            seeds = [None if seed is None else int(seed) + n for n in range(len(idx))]
        else:
            seeds = [int(s) for s in seed]
            if len(seeds) != len(idx):
                raise ValueError(f"{len(seeds)} seeds for {len(idx)} envs")
        if any(s is None for s in seeds):
            raise ValueError("RayEnvPool needs seeds (an unseeded reset could not be rebuilt after a crash)")
        res = self._run("reset", {i: (s, options) for i, s in zip(idx, seeds, strict=True)})
        for i, s in zip(idx, seeds, strict=True):
            self._log[i] = (s, options, [])
        return stack([res[i][0] for i in idx]), [res[i][1] for i in idx]

    def step(self, actions: Sequence[Any], indices: Sequence[int] | None = None) -> StepResult:
        idx = list(range(self.num_envs)) if indices is None else list(indices)
        if len(actions) != len(idx):
            raise ValueError(f"{len(actions)} actions for {len(idx)} envs")
        res = self._run("step", {i: (a,) for i, a in zip(idx, actions, strict=True)})
        for i, a in zip(idx, actions, strict=True):
            self._log[i][2].append(a)
        rows = [res[i] for i in idx]
        return (stack([r[0] for r in rows]), np.array([r[1] for r in rows], dtype=np.float64),
                np.array([r[2] for r in rows], dtype=bool), np.array([r[3] for r in rows], dtype=bool),
                [r[4] for r in rows])

    def pids(self) -> list[int]:
        return [int(p) for p in self.ray.get([a.pid.remote() for a in self.actors], timeout=self.timeout)]

    def close(self) -> None:
        from ray.util.placement_group import remove_placement_group

        for a in self.actors:
            self.ray.kill(a, no_restart=True)
        remove_placement_group(self._pg)
        self.actors = []

    def __enter__(self) -> RayEnvPool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
