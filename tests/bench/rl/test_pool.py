"""EnvPool: envs over worker processes, batched; the same results as single envs; typed errors."""

from __future__ import annotations

import numpy as np
import pytest

from bench.gym import MgymEnv
from bench.rl.pool import EnvPool, PoolError
from mgym.render.renderer import Geometry

SMALL = Geometry(180, 400, 1.0)
TASK = "settings.DarkTheme"
A = ['{"action": "awake", "app": "settings"}', '{"action": "swipe", "direction": "up"}']


def test_pool_batches_match_single_envs() -> None:
    with EnvPool(TASK, num_envs=3, workers=2, geometry=SMALL, obs_mode="both", dense=True) as pool:
        assert pool.placement == [(0, 0), (0, 1), (1, 0)]
        obs, infos = pool.reset(seed=[7, 7, 8])
        assert obs["screenshot"].shape == (3, 400, 180, 3) and len(obs["instruction"]) == 3
        assert np.array_equal(obs["screenshot"][0], obs["screenshot"][1])  # equal seeds: a GRPO group
        batches = [pool.step([a] * 3) for a in A]
        obs2, infos2 = pool.reset(seed=9, indices=[2])
        with pytest.raises(PoolError, match="ValueError: unknown task"):
            pool.reset(options={"task": "nope.Nope"}, indices=[0])
        with pytest.raises(ValueError, match="2 actions for 3 envs"):
            pool.step(A)
        assert pool.call("fork", 1, indices=[0])[0][0].instruction == obs["instruction"][0]
    for i, seed in enumerate((7, 7, 8)):
        env = MgymEnv(TASK, geometry=SMALL, obs_mode="both", dense=True)
        o, _ = env.reset(seed=seed)
        assert o["instruction"] == obs["instruction"][i] and np.array_equal(o["screenshot"], obs["screenshot"][i])
        for a, (bo, br, bterm, btrunc, binfo) in zip(A, batches, strict=True):
            o, r, term, trunc, info = env.step(a)
            assert np.array_equal(o["screenshot"], bo["screenshot"][i]) and o["text"] == bo["text"][i]
            assert (r, term, trunc, info["screen"]) == (br[i], bterm[i], btrunc[i], binfo[i]["screen"])
    assert infos2[0]["task"] == TASK and obs2["screenshot"].shape[0] == 1


def test_a_dead_worker_is_a_clear_error() -> None:
    pool = EnvPool(TASK, num_envs=2, workers=2, geometry=SMALL, obs_mode="text", timeout=60)
    try:
        pool.reset(seed=0)
        pool._procs[1].kill()
        pool._procs[1].join(10)
        with pytest.raises(PoolError, match="worker 1 .* died"):
            pool.step(A[:1] * 2)
    finally:
        pool.close()
    with pytest.raises(PoolError, match="closed"):
        pool.reset()
