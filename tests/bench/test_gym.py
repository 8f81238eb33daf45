"""The Gymnasium interface: registration, check_env, determinism, rewards, invalid actions, fork."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import bench.gym  # noqa: F401  (registers mgym/<task>-v0)
from bench.gym import MgymEnv
from bench.task import Instance
from mgym.render.renderer import Geometry

SMALL = Geometry(180, 400, 1.0)
TASK = "settings.DarkTheme"



def test_make_and_check_env() -> None:
    env = gymnasium.make(f"mgym/{TASK}-v0", geometry=SMALL)
    check_env(env.unwrapped, skip_render_check=True)
    obs, info = env.reset(seed=1)
    assert obs["screenshot"].shape == (400, 180, 3) and obs["screenshot"].dtype == np.uint8
    assert "dark" in obs["instruction"].lower() and info["task"] == TASK
    env.close()


def test_seeded_reset_is_deterministic() -> None:
    a, b = MgymEnv("contacts.StarContact", geometry=SMALL), MgymEnv("contacts.StarContact", geometry=SMALL)
    oa, ia = a.reset(seed=5)
    ob, ib = b.reset(seed=5)
    assert oa["instruction"] == ob["instruction"] and a.params == b.params and "params" not in ia
    assert np.array_equal(oa["screenshot"], ob["screenshot"])
    oc, _ = a.reset(seed=6)
    assert (oc["instruction"], a.params) != (oa["instruction"], b.params)


@pytest.mark.parametrize("dense", [False, True])
def test_oracle_earns_full_reward_in_both_modes(dense: bool) -> None:
    env = MgymEnv(TASK, geometry=SMALL, dense=dense)
    total = 0.0
    obs, info = env.reset(seed=2)
    gen = env.template.solve(env.params, env._obs)
    action = next(gen)
    while True:
        _, r, term, trunc, info = env.step(action.to_dict() if hasattr(action, "to_dict") else action)
        total += r
        if term or trunc:
            break
        try:
            action = gen.send(env._obs)
        except StopIteration:
            action = {"action": "complete"}
    assert info["success"] and info["verdict"]["goal_reached"] and total == pytest.approx(1.0)


def test_idle_complete_earns_nothing_and_invalid_actions_cost_a_step() -> None:
    env = MgymEnv(TASK, geometry=SMALL)
    env.reset(seed=0)
    before = env._prep.session.get_state()  # type: ignore[union-attr]
    _, r, term, trunc, info = env.step("{not json")
    assert (r, term, trunc) == (0.0, False, False) and "not valid JSON" in info["last_action_error"]
    _, r, term, trunc, info = env.step({"action": "awake", "app": "NoSuchApp"})
    assert "unknown app" in info["last_action_error"] and info["steps"] == 2
    assert env._prep.session.get_state()["apps"] == before["apps"]  # type: ignore[union-attr]
    _, r, term, _, info = env.step({"action": "complete"})
    assert term and r == 0.0 and not info["success"] and info["verdict"]["progress"] == 0.0


def test_fork_gives_identical_continuations() -> None:
    env = MgymEnv(TASK, geometry=SMALL)
    env.reset(seed=3)
    env.step({"action": "awake", "app": "settings"})
    a, b = env.fork(2)
    oa = a.step({"action": "swipe", "direction": "up"})
    ob = b.step({"action": "swipe", "direction": "up"})
    assert np.array_equal(oa[0]["screenshot"], ob[0]["screenshot"]) and oa[4]["screen"] == ob[4]["screen"]
    assert Instance(env.template, 3).seed == env._prep.session.seed  # type: ignore[union-attr]
