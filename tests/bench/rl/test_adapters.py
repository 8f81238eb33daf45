"""The trainer adapters against each framework's documented interface (the frameworks themselves
need torch and are not installed in CI; these tests check the shape each documents)."""

from __future__ import annotations

import asyncio
import inspect
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bench.gym import MgymEnv
from bench.rl.adapters import RLLMPhoneEnv, TRLPhoneEnv, run_turns
from bench.rl.trl_env import Content
from bench.rl.verl_loop import TARGET, new_turn

TASK = "settings.DarkTheme"


def blocks(out: Content) -> list[dict[str, Any]]:
    """A tool result with screenshots on: content blocks."""
    assert isinstance(out, list)
    return out


def test_trl_environment_factory_shape() -> None:
    """TRL's rule without TRL (tests/bench/rl/test_trl.py drives the real GRPOTrainer under make test-rl):
    every public function of the class but reset and get_reward is a tool, documented with Args:."""
    env = TRLPhoneEnv()  # TRL calls the factory with no arguments
    tools = [n for n, _ in inspect.getmembers(type(env), inspect.isfunction)
             if not n.startswith("_") and n not in ("reset", "get_reward")]
    assert set(tools) == {"tap", "long_press", "type_text", "swipe", "navigate", "open_app", "answer", "finish"}
    for name in tools:  # every tool is documented with an Args: section naming each typed parameter
        fn = getattr(env, name)
        params = inspect.signature(fn).parameters
        assert fn.__doc__ and "Args:" in fn.__doc__
        assert all(p.annotation != inspect.Parameter.empty and f"{p.name}:" in fn.__doc__ for p in params.values())
    first = blocks(env.reset(task=TASK, seed=1, prompt="ignored dataset column"))
    assert [b["type"] for b in first] == ["text", "image"] and first[1]["image"].size == (540, 1200)
    assert first[0]["text"].startswith("Task:") and "dark" in first[0]["text"].lower()
    out = blocks(env.open_app("Settings"))
    assert "settings/" in out[0]["text"] and env.get_reward() == 0.0 and not env.done
    assert "Episode over (complete)" in blocks(env.finish("complete"))[0]["text"] and env.done and env.get_reward() == 0.0
    text_env = TRLPhoneEnv(screenshots=False)
    assert isinstance(text_env.reset(task=TASK, seed=1), str)


AGENT_LOOP_YAML = """\
- name: mgym
  _target_: bench.rl.verl_loop.MgymAgentLoop
  adapter: uitars
  size: [540, 1200]
  policy: {history_images: 2}
"""
RESOLVE = """
import json, sys
import hydra.utils
from omegaconf import OmegaConf

entry = OmegaConf.load(sys.argv[1])[0]
cls = hydra.utils.get_class(entry._target_)
made = hydra.utils.instantiate(entry, _partial_=True)
registry = {}
try:
    from verl.experimental.agent_loop.agent_loop import _agent_loop_registry as registry
except ImportError:
    pass
print(json.dumps({"class": f"{cls.__module__}.{cls.__qualname__}", "partial_of": made.func is cls,
                  "keywords": OmegaConf.to_container(OmegaConf.create(made.keywords)),
                  "registered": registry.get(entry.name, {}).get("_target_")}))
"""


def test_verl_agent_loop_target_resolves_in_a_fresh_process(tmp_path: Path) -> None:
    """What verl's AgentLoopWorker does with agent_loop_config_path, in a process that never imported
    bench: OmegaConf reads the file and hydra locates the ``_target_`` (and instantiates it, partially:
    building the loop needs verl's worker arguments, which tests/bench/rl/test_verl.py supplies)."""
    pytest.importorskip("hydra", reason="hydra-core is not installed here (verl brings it; make test-rl)")
    config = tmp_path / "agent_loop.yaml"
    config.write_text(AGENT_LOOP_YAML)
    out = subprocess.run([sys.executable, "-c", RESOLVE, str(config)], capture_output=True, text=True,
                         timeout=120, cwd=tmp_path, check=False)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["class"] == TARGET and got["partial_of"]
    assert got["keywords"] == {"name": "mgym", "adapter": "uitars", "size": [540, 1200],
                               "policy": {"history_images": 2}}
    if got["registered"] is not None:  # verl installed: importing the module registered the loop
        assert got["registered"] == TARGET


def test_verl_loop_without_verl_is_located_but_not_built() -> None:
    from bench.rl import verl_loop

    assert f"{verl_loop.MgymAgentLoop.__module__}.{verl_loop.MgymAgentLoop.__qualname__}" == TARGET
    if verl_loop.VERL_ERROR is None:
        pytest.skip("verl is installed here (tests/bench/rl/test_verl.py builds the loop)")
    with pytest.raises(ImportError, match="needs verl"):
        verl_loop.MgymAgentLoop()


def test_new_turn_is_the_step_input_of_each_adapter_format() -> None:
    sys_msg, user = {"role": "system", "content": "s"}, {"role": "user", "content": "u"}
    assert new_turn([sys_msg, user]) == [user]  # qwen3vl: the history lives in the user text
    replay = [sys_msg, {"role": "user", "content": "prompt"}, {"role": "user", "content": "shot 1"},
              {"role": "assistant", "content": "r1"}, {"role": "user", "content": "shot 2"}]
    assert new_turn(replay) == [{"role": "user", "content": "shot 2"}]  # uitars: after the last reply


def test_run_turns_is_async_and_stops_at_the_budget() -> None:
    async def idle(prompt: str) -> str:
        return json.dumps({"action": "wait", "seconds": 1})

    env = MgymEnv(TASK, obs_mode="text")
    res = asyncio.run(run_turns(env, idle, seed=0, max_turns=3))
    assert res["num_turns"] == 3 and not res["done"]


def test_rllm_base_env_shape() -> None:
    env = RLLMPhoneEnv.from_dict({"task": TASK, "seed": 1})
    assert RLLMPhoneEnv.is_multithread_safe()
    obs, info = env.reset()
    assert "instruction" in obs and info["task"] == TASK
    step = env.step({"action": "complete"})
    assert len(step) == 4 and step[2] is True and isinstance(step[1], float)
    env.close()
