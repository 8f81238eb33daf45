"""Ray: benchmark episodes on actors (a crash re-runs, a straggler is cancelled) and the env pool
(a killed actor is rebuilt by replay). A local cluster of 2 CPUs, started and stopped here."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path

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


def test_episodes_on_ray_none_lost_none_doubled_and_stragglers_cancelled(crash_dir: Path) -> None:
    t0 = time.monotonic()
    tpls = all_templates()
    todo = [Instance(tpls[t], i) for t in ("settings.DarkTheme", "settings.AirplaneMode", "contacts.StarContact")
            for i in range(2)]
    job = EpisodeJob("crashy:make_hanging", None, str(crash_dir / "run"), False, "jpeg", "auto", None, 10)
    rows = list(ray_episodes(todo, job, workers=2, threads=2, address=None, deadline=8.0))
    assert (crash_dir / "crashed").exists(), [r.get("error") for r in rows]  # an actor died mid-episode
    keys = [(r["task"], r["index"]) for r in rows]
    assert sorted(keys) == sorted((i.template.id, i.index) for i in todo)  # each exactly once
    by = {(r["task"], r["index"]): r for r in rows}
    for i in range(2):
        assert by[("settings.DarkTheme", i)]["success"] and by[("settings.AirplaneMode", i)]["success"]
        assert "deadline" in by[("contacts.StarContact", i)]["error"]
    assert time.monotonic() - t0 < 60


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
