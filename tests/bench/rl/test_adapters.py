"""The trainer adapters against each framework's documented interface (the frameworks themselves
need torch and are not installed in CI; these tests check the shape each documents)."""

from __future__ import annotations

import asyncio
import inspect
import json
from typing import Any

from bench.gym import MgymEnv
from bench.rl.adapters import RLLMPhoneEnv, TRLPhoneEnv, run_turns, verl_run
from bench.rl.trl_env import Content

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


def test_verl_loop_body_produces_agent_loop_output_fields() -> None:
    class Tok:
        def encode(self, s: str) -> list[int]:
            return [ord(c) % 256 for c in s[:20]]

        def decode(self, ids: list[int]) -> str:
            return self.replies.pop(0)

        replies = ['{"action": "awake", "app": "settings"}', '{"action": "complete"}']

    class Out:
        def __init__(self) -> None:
            self.token_ids = [1, 2, 3]

    class Manager:
        async def generate(self, request_id: str, prompt_ids: list[int], sampling_params: dict[str, Any]) -> Out:
            assert prompt_ids and sampling_params == {"temperature": 1.0}
            return Out()

    class Loop:
        tokenizer, server_manager = Tok(), Manager()

    class Output(dict):  # stands in for verl's AgentLoopOutput (a pydantic model of these fields)
        def __init__(self, **kw: Any) -> None:
            super().__init__(**kw)

    out = asyncio.run(verl_run(Loop(), {"temperature": 1.0}, Output, task=TASK, seed=2))
    assert set(out) == {"prompt_ids", "response_ids", "response_mask", "reward_score", "num_turns", "metrics",
                        "extra_fields"}
    assert len(out["response_ids"]) == len(out["response_mask"]) and out["num_turns"] == 2
    assert out["response_mask"][:3] == [1, 1, 1] and 0 in out["response_mask"]  # env tokens masked out
    assert out["extra_fields"]["termination"] == "complete" and out["reward_score"] == 0.0


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
