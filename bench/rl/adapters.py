"""Thin adapters to RL trainers, written against each framework's documented interface.

* :class:`TRLPhoneEnv` — TRL's ``GRPOTrainer(environment_factory=TRLPhoneEnv)``, with screenshots
  and ``get_reward()``; it lives in :mod:`bench.rl.trl_env` and is re-exported here.
* verl's agent loop is :class:`bench.rl.verl_loop.MgymAgentLoop` (registered as ``"mgym"`` when that
  module is imported; verl's workers import it through the ``_target_`` of their agent-loop config).
  :func:`run_turns` is a framework-free text-only episode loop for quick experiments.
* :class:`RLLMPhoneEnv` and :class:`MgymWorkflow` — rLLM's ``BaseEnv`` (``reset(task=...)``) and its
  ``Workflow``, with screenshots through :class:`~bench.rl.policy.PolicyIO`; they live in
  :mod:`bench.rl.rllm` and are re-exported here.

None of these frameworks is a dependency of ``make setup`` (they pull in torch; ``make test-rl``
installs TRL and verl; rLLM is not on the package index); each adapter subclasses the real base class
when it is installed. :func:`run_turns` shows a language model the text view of the screen.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bench.gym import MgymEnv
from bench.rl.rllm import MgymWorkflow, RLLMPhoneEnv, rllm_messages
from bench.rl.trl_env import TRLPhoneEnv

__all__ = ["MgymWorkflow", "RLLMPhoneEnv", "TRLPhoneEnv", "describe", "rllm_messages", "run_turns"]


def describe(obs: dict[str, Any], info: dict[str, Any]) -> str:
    """What a text model sees: the task, the screen's UI tree, the last error if any."""
    parts = [f"Task: {obs['instruction']}", f"Screen ({info.get('app')}/{info.get('screen')}):", obs.get("text", "")]
    if info.get("last_action_error"):
        parts.append(f"Last action was invalid: {info['last_action_error']}")
    return "\n".join(parts)


# ---- a text-only episode loop ------------------------------------------------------------------
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
