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


# ---- vector envs, registration, options, modes, fork, pickling, async --------------------------
import asyncio  # noqa: E402
import pickle  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402

from mgym import Session  # noqa: E402

ACTIONS = ['{"action": "awake", "app": "settings"}', '{"action": "swipe", "direction": "up"}',
           '{"action": "click", "x": 500, "y": 400}', '{"action": "back"}']


def _single(seed: int, obs_mode: str = "screenshot") -> list[dict[str, object]]:
    env = MgymEnv(TASK, geometry=SMALL, obs_mode=obs_mode)
    out: list[dict[str, object]] = [env.reset(seed=seed)[0]]
    out += [env.step(a)[0] for a in ACTIONS[:2]]
    return out


@pytest.mark.parametrize(("context", "shared"), [("fork", True), ("spawn", False), ("forkserver", True)])
def test_async_vector_env_after_the_parent_rendered(context: str, shared: bool) -> None:
    Session(seed=0, geometry=SMALL).observe()  # the parent renders first (every training script does)
    env = gymnasium.make_vec(f"mgym/{TASK}-v0", num_envs=2, vectorization_mode="async", geometry=SMALL,
                             obs_mode="both", vector_kwargs={"context": context, "shared_memory": shared})
    try:
        obs, info = env.reset(seed=[1, 2])
        got = [obs]
        for a in ACTIONS[:2]:
            got.append(env.step([a, a])[0])
    finally:
        env.close()
    for i, seed in enumerate((1, 2)):
        want = _single(seed, "both")
        for g, w in zip(got, want, strict=True):
            assert g["instruction"][i] == w["instruction"] and g["instruction"][i].strip()
            assert g["text"][i] == w["text"] and np.array_equal(g["screenshot"][i], w["screenshot"])


def test_sync_vector_env_and_default_async_args() -> None:
    sync = gymnasium.make_vec(f"mgym/{TASK}-v0", num_envs=2, vectorization_mode="sync", geometry=SMALL)
    asy = gymnasium.make_vec(f"mgym/{TASK}-v0", num_envs=2, vectorization_mode="async", geometry=SMALL)
    try:
        a, _ = sync.reset(seed=[3, 4])
        b, _ = asy.reset(seed=[3, 4])
        assert tuple(a["instruction"]) == tuple(b["instruction"]) and np.array_equal(a["screenshot"], b["screenshot"])
        a = sync.step([ACTIONS[0]] * 2)[0]
        b = asy.step([ACTIONS[0]] * 2)[0]
        assert tuple(a["instruction"]) == tuple(b["instruction"]) and np.array_equal(a["screenshot"], b["screenshot"])
    finally:
        sync.close()
        asy.close()


def test_ids_register_without_an_import_and_carry_the_budget() -> None:
    code = ("import gymnasium; e = gymnasium.make('mgym/settings.DarkTheme-v0', geometry=None); "
            "print(e.spec.max_episode_steps, type(e.unwrapped).__name__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == [str(bench.gym.all_templates()[TASK].step_budget), "MgymEnv"]
    assert gymnasium.spec(f"mgym/{TASK}-v0").max_episode_steps == MgymEnv(TASK).template.step_budget


def test_reset_options_switch_task_and_instance() -> None:
    env = gymnasium.make("mgym/Any-v0", geometry=SMALL)
    _, info = env.reset(options={"task": "contacts.StarContact", "instance": 5})
    ref = MgymEnv("contacts.StarContact", geometry=SMALL)
    ref.reset(seed=5)
    assert info["task"] == "contacts.StarContact" and env.unwrapped.params == ref.params  # type: ignore[attr-defined]
    _, info = env.reset(seed=0, options={"task": TASK})
    assert info["task"] == TASK and info["budget"] == bench.gym.all_templates()[TASK].step_budget
    with pytest.raises(ValueError, match="unknown task"):
        env.reset(options={"task": "nope.Nope"})
    with pytest.raises(ValueError, match="unknown reset options"):
        env.reset(options={"level": 3})
    with pytest.raises(ValueError, match="non-negative integer"):
        env.reset(options={"instance": -1})


def test_obs_modes_and_screenshot_size() -> None:
    text = MgymEnv(TASK, geometry=SMALL, obs_mode="text")
    obs, _ = text.reset(seed=1)
    assert set(obs) == {"text", "instruction"} and "Settings" in obs["text"] and obs in text.observation_space
    captures = text.session.renderer.stats["captures"]
    for a in ACTIONS:
        obs = text.step(a)[0]
    assert "[0]" in obs["text"] and text.session.renderer.stats["captures"] == captures  # no screenshot taken
    both = MgymEnv(TASK, geometry=SMALL, obs_mode="both", screenshot_size=(90, 200))
    obs, _ = both.reset(seed=1)
    assert obs["screenshot"].shape == (200, 90, 3) and obs in both.observation_space
    check_env(both, skip_render_check=True)
    with pytest.raises(ValueError, match="obs_mode"):
        MgymEnv(TASK, obs_mode="pixels")


def test_env_fork_shares_spaces_and_is_fast() -> None:
    env = MgymEnv(TASK, geometry=SMALL)
    env.reset(seed=1)
    env.step(ACTIONS[0])
    t = time.perf_counter()
    group = env.fork(8)
    elapsed = time.perf_counter() - t
    assert all(g.observation_space is env.observation_space for g in group)
    assert elapsed < 0.05  # ~3 ms here; generous for a loaded machine
    outs = [g.step(ACTIONS[1])[0]["screenshot"] for g in group]
    assert all(np.array_equal(outs[0], o) for o in outs)


CHILD = """
import pickle, sys, hashlib
env = pickle.load(open(sys.argv[1], "rb"))
out = []
for a in sys.argv[2:]:
    obs, r, term, trunc, info = env.step(a)
    out.append((hashlib.sha256(obs["screenshot"].tobytes()).hexdigest(), r, info["screen"]))
out.append(env.unwrapped.session.get_state() if hasattr(env, "unwrapped") else None)
pickle.dump(out, open(sys.argv[1] + ".out", "wb"))
"""


def test_env_moves_to_another_process_and_continues_byte_identically(tmp_path: object) -> None:
    import hashlib
    from pathlib import Path

    env = MgymEnv(TASK, geometry=SMALL, dense=True)
    env.reset(seed=2)
    env.step(ACTIONS[0])
    f = Path(str(tmp_path)) / "env.pkl"
    f.write_bytes(pickle.dumps(env))
    subprocess.run([sys.executable, "-c", CHILD, str(f), *ACTIONS[1:]], check=True, timeout=120)
    there = pickle.loads(Path(f"{f}.out").read_bytes())
    here = []
    for a in ACTIONS[1:]:
        obs, r, _, _, info = env.step(a)
        here.append((hashlib.sha256(obs["screenshot"].tobytes()).hexdigest(), r, info["screen"]))
    assert there[:-1] == here and there[-1] == env.session.get_state()


def test_async_env_methods_match_sync() -> None:
    async def play(seed: int) -> list[object]:
        env = MgymEnv(TASK, geometry=SMALL)
        obs, _ = await env.areset(seed=seed)
        out: list[object] = [obs["screenshot"].tobytes()]
        for a in ACTIONS:
            obs, r, *_ = await env.astep(a)
            out += [obs["screenshot"].tobytes(), r]
        return out

    def play_sync(seed: int) -> list[object]:
        env = MgymEnv(TASK, geometry=SMALL)
        obs, _ = env.reset(seed=seed)
        out: list[object] = [obs["screenshot"].tobytes()]
        for a in ACTIONS:
            obs, r, *_ = env.step(a)
            out += [obs["screenshot"].tobytes(), r]
        return out

    async def many() -> list[list[object]]:
        return await asyncio.gather(*(play(s % 3) for s in range(9)))

    got = asyncio.run(many())
    want = [play_sync(s) for s in range(3)]
    assert all(g == want[i % 3] for i, g in enumerate(got))


def test_a_chinese_env() -> None:
    env = MgymEnv("contacts.StarContact", locale="zh-CN", obs_mode="text")
    obs, _ = env.reset(seed=0)
    assert "通讯录" in obs["instruction"] and "搜索联系人" in obs["text"]
    assert env.fork(1)[0].locale == "zh-CN"
    env.close()
