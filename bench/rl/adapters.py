"""Thin adapters to RL trainers, written against each framework's documented interface.

* :class:`TRLPhoneEnv` — TRL's ``GRPOTrainer(environment_factory=TRLPhoneEnv)``, with screenshots
  and ``get_reward()``; it lives in :mod:`bench.rl.trl_env` and is re-exported here.
* :func:`verl_agent_loop` — verl's agent loop: builds (on import of verl) an ``AgentLoopBase``
  subclass registered as ``"mgym"`` whose ``run(sampling_params, **row)`` plays one episode through
  :func:`run_turns` and returns an ``AgentLoopOutput``.
* :class:`RLLMPhoneEnv` — rLLM's ``BaseEnv``: ``reset() -> (obs, info)``, ``step(a) -> (obs, reward,
  done, info)``, ``close()``, ``from_dict(row)``, ``is_multithread_safe()``.

None of these frameworks is a dependency of ``make setup`` (they pull in torch; ``make test-rl``
installs TRL); each adapter subclasses the real base class when it is installed. The verl and rLLM
adapters show a language model the text view of the screen (``obs_mode="text"``);
:class:`~bench.gym.MgymEnv` is underneath, so ``obs_mode="both"`` adds screenshots.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Awaitable, Callable
from typing import Any

from bench.gym import MgymEnv
from bench.rl.trl_env import TRLPhoneEnv

__all__ = ["RLLMPhoneEnv", "TRLPhoneEnv", "describe", "run_turns", "verl_agent_loop", "verl_run"]


def _base(module: str, name: str) -> type:
    try:
        base: type = getattr(importlib.import_module(module), name)
        return base
    except (ImportError, AttributeError):
        return object


def describe(obs: dict[str, Any], info: dict[str, Any]) -> str:
    """What a text model sees: the task, the screen's UI tree, the last error if any."""
    parts = [f"Task: {obs['instruction']}", f"Screen ({info.get('app')}/{info.get('screen')}):", obs.get("text", "")]
    if info.get("last_action_error"):
        parts.append(f"Last action was invalid: {info['last_action_error']}")
    return "\n".join(parts)


# ---- verl -------------------------------------------------------------------------------------
async def run_turns(env: MgymEnv, generate: Callable[[str], Awaitable[str]], *, seed: int,
                    task: str | None = None, max_turns: int | None = None) -> dict[str, Any]:
    """Play one episode: ``generate(prompt) -> reply`` (a JSON action) until it ends. Returns the
    turns (prompt, reply), the total reward, the number of turns and the final info."""
    obs, info = await env.areset(seed=seed, options={"task": task} if task else None)
    turns: list[tuple[str, str]] = []
    total, done, limit = 0.0, False, max_turns or env.template.step_budget
    while not done and len(turns) < limit:
        prompt = describe(obs, info)
        reply = await generate(prompt)
        turns.append((prompt, reply))
        obs, r, term, trunc, info = await env.astep(reply)
        total += r
        done = term or trunc
    return {"turns": turns, "reward": total, "num_turns": len(turns), "info": info, "done": done}


def verl_agent_loop() -> type:
    """verl's ``AgentLoopBase`` subclass, registered as ``"mgym"`` (needs verl installed)."""
    from verl.experimental.agent_loop.agent_loop import AgentLoopBase, AgentLoopOutput, register

    @register("mgym")
    class MgymAgentLoop(AgentLoopBase):
        async def run(self, sampling_params: dict[str, Any], **kwargs: Any) -> Any:
            return await verl_run(self, sampling_params, AgentLoopOutput, **kwargs)

    return MgymAgentLoop


async def verl_run(loop: Any, sampling_params: dict[str, Any], output_cls: Any, **row: Any) -> Any:
    """The body of the verl loop: ``loop.server_manager.generate`` and ``loop.tokenizer`` as verl
    provides them; LLM tokens get mask 1, the env's replies mask 0."""
    tok = loop.tokenizer
    env = MgymEnv(row.get("task"), obs_mode="text")
    prompt_ids: list[int] = []
    response_ids: list[int] = []
    mask: list[int] = []

    async def generate(prompt: str) -> str:
        ids = tok.encode(prompt)
        if not prompt_ids:
            prompt_ids.extend(ids)
        else:
            response_ids.extend(ids)
            mask.extend([0] * len(ids))
        out = await loop.server_manager.generate(request_id=str(row.get("uid", "mgym")),
                                                 prompt_ids=prompt_ids + response_ids, sampling_params=sampling_params)
        token_ids = list(getattr(out, "token_ids", out))
        response_ids.extend(token_ids)
        mask.extend([1] * len(token_ids))
        return str(tok.decode(token_ids))

    res = await run_turns(env, generate, seed=int(row.get("seed", 0)), task=row.get("task"),
                          max_turns=row.get("max_turns"))
    return output_cls(prompt_ids=prompt_ids, response_ids=response_ids, response_mask=mask,
                      reward_score=res["reward"], num_turns=res["num_turns"], metrics={},
                      extra_fields={"termination": res["info"].get("termination")})


# ---- rLLM -------------------------------------------------------------------------------------
class RLLMPhoneEnv(_base("rllm.environments.base.base_env", "BaseEnv")):  # type: ignore[misc]
    """rLLM's ``BaseEnv`` over :class:`~bench.gym.MgymEnv` (text observations, 4-tuple steps)."""

    def __init__(self, task: str | None = None, seed: int = 0, obs_mode: str = "text") -> None:
        self.env = MgymEnv(task, obs_mode=obs_mode)
        self.task, self.seed = task, seed

    def reset(self) -> tuple[dict[str, Any], dict[str, Any]]:
        return self.env.reset(seed=self.seed)

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, dict[str, Any]]:
        if isinstance(action, dict) and "action" not in action:
            action = json.dumps(action)
        obs, r, term, trunc, info = self.env.step(action)
        return obs, r, term or trunc, info

    def close(self) -> None:
        self.env.close()

    @staticmethod
    def from_dict(info: dict[str, Any]) -> RLLMPhoneEnv:
        """An env from a dataset row: ``task``, ``seed`` and optionally ``obs_mode``."""
        return RLLMPhoneEnv(info.get("task"), int(info.get("seed", 0)), info.get("obs_mode", "text"))

    @staticmethod
    def is_multithread_safe() -> bool:
        return True  # envs share only the thread-safe renderer
