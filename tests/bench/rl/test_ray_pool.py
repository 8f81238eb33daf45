"""Ray: benchmark episodes on actors (a crash re-runs, a straggler is cancelled) and the env pool
(a killed actor is rebuilt by replay). A local cluster of 2 CPUs, started and stopped here.

No assertion depends on the machine's speed: episodes that must finish run under a deadline far beyond
their time, and the deadline test plays only episodes that never finish."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'mgym[ray]')")

from bench.gym import MgymEnv  # noqa: E402
from bench.parallel import EpisodeJob  # noqa: E402
from bench.rl.ray_pool import RayEnvPool, ray_episodes  # noqa: E402
from bench.task import Instance  # noqa: E402
from bench.tasks import all_templates  # noqa: E402
from mgym.render.renderer import Geometry  # noqa: E402

HERE = Path(__file__).parent
SMALL = Geometry(180, 400, 1.0)


@pytest.fixture(scope="module")
def crash_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    d = tmp_path_factory.mktemp("ray")
    ray.init(num_cpus=2, object_store_memory=80 * 1024 * 1024, include_dashboard=False,
             runtime_env={"env_vars": {"MGYM_CRASH_DIR": str(d), "PYTHONPATH": str(HERE)}})
    try:
        yield d
    finally:
        ray.shutdown()


def _keys(rows: list[dict[str, Any]]) -> list[tuple[str, int]]:
    return sorted((r["task"], r["index"]) for r in rows)


def test_episodes_on_ray_none_lost_none_doubled_after_a_crash(crash_dir: Path) -> None:
    tpls = all_templates()
    todo = [Instance(tpls[t], i) for t in ("settings.DarkTheme", "settings.AirplaneMode") for i in range(2)]
    job = EpisodeJob("crashy:make", None, str(crash_dir / "run"), False, "jpeg", "auto", None, 10)
    # no deadline in reach: an episode takes ~20 s on 2 busy cores (actor start and a restart included)
    rows = list(ray_episodes(todo, job, workers=2, threads=2, address=None, deadline=3600.0))
    assert (crash_dir / "crashed").exists(), [r.get("error") for r in rows]  # an actor died mid-episode
    assert _keys(rows) == sorted((i.template.id, i.index) for i in todo)  # each exactly once
    assert all(r["success"] for r in rows), [r.get("error") for r in rows]


def test_stragglers_are_cancelled_at_their_deadline(crash_dir: Path) -> None:
    """Only episodes that never finish (their agent sleeps an hour) play here, so the short deadline
    can cancel nothing else however slow the machine: what is checked is that each is cancelled and
    recorded once, not how fast."""
    tpls = all_templates()
    todo = [Instance(tpls["contacts.StarContact"], i) for i in range(3)]
    job = EpisodeJob("crashy:make_hanging", None, str(crash_dir / "hang"), False, "jpeg", "auto", None, 10)
    rows = list(ray_episodes(todo, job, workers=2, threads=2, address=None, deadline=4.0))
    assert _keys(rows) == sorted((i.template.id, i.index) for i in todo)  # each exactly once
    assert all("passed its deadline of 4 s" in r["error"] for r in rows), [r.get("error") for r in rows]


def test_ray_env_pool_matches_local_envs_and_survives_a_killed_actor(crash_dir: Path) -> None:
    acts = ['{"action": "awake", "app": "settings"}', '{"action": "swipe", "direction": "up"}',
            '{"action": "click", "x": 500, "y": 400}']
    with RayEnvPool("settings.DarkTheme", num_envs=3, workers=2, address=None, geometry=SMALL) as pool:
        obs, _ = pool.reset(seed=[5, 5, 6])
        shots = [obs["screenshot"]]
        pool.step([acts[0]] * 3)
        os.kill(pool.pids()[0], signal.SIGKILL)  # a worker dies between two steps
        for a in acts[1:]:
            shots.append(pool.step([a] * 3)[0]["screenshot"])
        assert pool.restarts == 1
    for i, seed in enumerate((5, 5, 6)):
        env = MgymEnv("settings.DarkTheme", geometry=SMALL)
        want = [env.reset(seed=seed)[0]["screenshot"]]
        env.step(acts[0])
        want += [env.step(a)[0]["screenshot"] for a in acts[1:]]
        assert all(np.array_equal(w, s[i]) for w, s in zip(want, shots, strict=True))
