"""verl's agent loop for mgym: one phone episode per sample, in a model adapter's own prompt format.

``MgymAgentLoop`` subclasses verl's ``AgentLoopBase`` (verl 0.9.1) and is registered at import time as
``"mgym"``; verl's workers find it in any process through the agent-loop config file
(``actor_rollout_ref.rollout.agent.agent_loop_config_path``), whose ``_target_`` hydra imports::

    - name: mgym
      _target_: bench.rl.verl_loop.MgymAgentLoop
      adapter: qwen3vl          # a model adapter of mgym bench (bench.agents.registry)
      size: [540, 1200]         # the screenshot the adapter sees
      policy: {}                # ModelConfig fields and adapter options (history_images, version, ...)
      env: {}                   # MgymEnv settings (locale, answer_mode, dense, base_seed, ...)

A dataset row names its episode with ``task`` and ``instance`` (or ``seed``), at the top level or in
``extra_info``, and ``agent_name: mgym``. ``run`` plays it with :class:`~bench.rl.policy.PolicyIO`:
the adapter's messages of the first step are the prompt (images through verl's multimodal path, the
processor's chat template by verl's Continuous Token builder); each completion is generated under one
request id, parsed by the adapter into mgym actions and played; the adapter's next user turn is
appended as context (mask 0, its screenshot added to ``multi_modal_data``). The episode is one growing
conversation: every earlier turn stays in context, so a summary-style adapter (``qwen3vl``) sees its
earlier replies as well as its own history line. Generation stops at the episode's end, at
``response_length`` (each turn's ``max_tokens`` is what is left; a turn that would not fit is not
added) or after ``max_turns``. The score is mgym's shaped reward (:func:`bench.metrics.reward`); an
episode cut short is scored as one cut off by its step budget.

Without verl installed the class can still be located (hydra's ``get_class``) but not built.
"""

from __future__ import annotations

import warnings
from collections.abc import Mapping
from typing import Any
from uuid import uuid4

from bench.agents.base import InvalidReply
from bench.gym import MgymEnv
from bench.metrics import reward
from bench.rl.policy import TRAINING_SIZE, PolicyIO, with_error
from mgym.observation import Observation

#: the agent name a dataset row sets (``agent_name``) and the loop is registered under
NAME = "mgym"
#: the ``_target_`` of the agent-loop config
TARGET = "bench.rl.verl_loop.MgymAgentLoop"

try:
    with warnings.catch_warnings():  # verl imports ray.experimental, which warns about its own deprecation
        warnings.simplefilter("ignore", DeprecationWarning)
        from verl.experimental.agent_loop.agent_loop import AgentLoopBase, AgentLoopOutput, register
        from verl.utils.profiler import simple_timer

    VERL_ERROR: str | None = None
except ImportError as e:  # verl pulls in torch: not part of make setup
    VERL_ERROR = f"{type(e).__name__}: {e}"

    class AgentLoopBase:  # type: ignore[no-redef]
        """Stands in for verl's base class where verl is not installed: located, never built."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            raise ImportError(f"{TARGET} needs verl (pip install verl==0.9.1): {VERL_ERROR}")

    def register(agent_name: str) -> Any:
        return lambda cls: cls

__all__ = ["NAME", "TARGET", "MgymAgentLoop", "new_turn"]


@register(NAME)
class MgymAgentLoop(AgentLoopBase):
    """One mgym episode per sample; see the module docstring. ``adapter``, ``size``, ``policy``,
    ``env`` and ``max_turns`` come from the agent-loop config entry (hydra passes its keys)."""

    def __init__(self, *args: Any, adapter: str = "qwen3vl", size: Any = TRAINING_SIZE,
                 policy: Mapping[str, Any] | None = None, env: Mapping[str, Any] | None = None,
                 max_turns: int | None = None, **kwargs: Any) -> None:
        kwargs.pop("name", None)  # the config entry's own key
        self.adapter = str(adapter)
        self.size: tuple[int, int] = (int(size[0]), int(size[1]))
        self.policy_options: dict[str, Any] = _plain(policy or {})
        self.env_options: dict[str, Any] = _plain(env or {})
        PolicyIO(self.adapter, size=self.size, **self.policy_options)  # fail at build time, not per sample
        super().__init__(*args, **kwargs)
        self.response_length = int(self.rollout_config.response_length)
        turns = max_turns or self.rollout_config.multi_turn.get("max_assistant_turns")
        self.max_turns: int | None = int(turns) if turns else None

    async def run(self, sampling_params: dict[str, Any], **kwargs: Any) -> Any:
        """Play the row's episode; returns verl's ``AgentLoopOutput``."""
        row = {**dict(kwargs.get("extra_info") or {}), **kwargs}
        task = row.get("task")
        instance = int(row.get("instance", row.get("seed", 0)) or 0)
        priority = int(row.get("priority", 0))
        full_determinism = bool(getattr(self.rollout_config, "full_determinism", False))
        request_id = f"det-{priority}" if full_determinism else uuid4().hex
        max_turns = int(row["max_turns"]) if row.get("max_turns") else self.max_turns
        policy = PolicyIO(self.adapter, size=self.size, **self.policy_options)
        env = MgymEnv(str(task) if task else None, **{
            "geometry": policy.geometry, "obs_mode": "screenshot" if policy.agent.needs_screenshot else "text",
            **self.env_options})
        try:
            return await self._episode(env, policy, sampling_params, request_id, instance, max_turns)
        finally:
            env.close()

    async def _episode(self, env: MgymEnv, policy: PolicyIO, sampling_params: dict[str, Any], request_id: str,
                       instance: int, max_turns: int | None) -> Any:
        metrics: dict[str, Any] = {}
        mm_kwargs = self._get_mm_processor_kwargs()

        await env.areset(seed=instance)
        policy.reset(env.instruction)
        obs = _last(env)
        messages = policy.messages(obs)
        images = policy.images(messages)
        self._assert_mm_supported(bool(images))
        runtime: list[int] = await self.ct_build_initial_tokens(messages, images=images or None)
        mask: list[int] = []
        logprobs: list[float] = []
        info: dict[str, Any] = {}
        total, ended = 0.0, False
        turns = env_turns = invalid = 0
        stop = "length"
        while True:
            left = self.response_length - len(mask)
            cap = policy.sampling.get("max_tokens")
            params = {**sampling_params, "max_tokens": min(left, int(cap)) if cap else left}
            with simple_timer("generate_sequences", metrics):
                out = await self.server_manager.generate(request_id=request_id, prompt_ids=runtime,
                                                         sampling_params=params, image_data=images or None,
                                                         mm_processor_kwargs=mm_kwargs)
            merged, mask, new_logprobs = await self.ct_merge_assistant_token(
                runtime, out.token_ids, mask, logprobs if (logprobs or out.log_probs) else None,
                assistant_logprobs=out.log_probs or None)
            runtime = merged.token_ids
            logprobs = new_logprobs or []
            turns += 1
            completion = self.tokenizer.decode(out.token_ids, skip_special_tokens=True)
            messages = [*messages, {"role": "assistant", "content": completion}]
            try:
                actions, error = policy.parse(completion, obs), None
            except InvalidReply as e:  # an invalid step: a no-op that costs a step, shown next time
                actions, error = [{"action": "noop"}], str(e)
                invalid += 1
            policy.record(completion)
            with simple_timer("tool_calls", metrics):
                for action in actions:
                    _, r, terminated, truncated, info = await env.astep(action)
                    total += r  # dense rewards add up to the shaped reward at the end
                    if terminated or truncated:
                        ended, stop = True, str(info.get("termination"))
                        break
            if ended:
                break
            if len(mask) >= self.response_length:
                break
            if max_turns and turns >= max_turns:
                stop = "turns"
                break
            obs = with_error(_last(env), error or info.get("last_action_error"))
            turn = new_turn(policy.messages(obs))
            shots = policy.images(turn)
            self._assert_mm_supported(bool(shots))
            merged, new_mask, new_logprobs = await self.ct_merge_context_msg(
                messages, [*messages, *turn], runtime, mask, logprobs or None)
            if len(new_mask) >= self.response_length:  # the next screen does not fit: stop before it
                break
            env_turns += 1
            runtime, mask, logprobs = merged.token_ids, new_mask, (new_logprobs or []) if logprobs else []
            messages = [*messages, *turn]
            images = [*images, *shots]
        # cut short: the phone as it is, scored as an episode cut off by its budget
        score = total if ended else reward(env._judge(), "budget", env.template.ends_with)
        n, cut = len(mask), self.response_length
        output = AgentLoopOutput(
            prompt_ids=runtime[:len(runtime) - n], response_ids=runtime[len(runtime) - n:][:cut],
            response_mask=mask[:cut], response_logprobs=logprobs[:cut] if logprobs else None,
            multi_modal_data={"images": images} if images else {}, mm_processor_kwargs=mm_kwargs,
            reward_score=score, num_turns=turns + env_turns + 1, metrics=metrics,
            extra_fields={"turn_scores": [], "tool_rewards": [], "task": env.template.id, "instance": instance,
                          "termination": stop, "success": bool(info.get("success", False)),
                          "env_steps": int(info.get("steps", 0)), "invalid_replies": invalid,
                          "request_id": request_id})
        return output


def new_turn(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The step's own input in an adapter's messages: those after the last assistant turn, or after
    the leading system messages when the adapter keeps its history in the prompt text."""
    for i in range(len(messages) - 1, -1, -1):
        if messages[i].get("role") == "assistant":
            return messages[i + 1:]
    i = 0
    while i < len(messages) and messages[i].get("role") == "system":
        i += 1
    return messages[i:]


def _last(env: MgymEnv) -> Observation:
    obs = env.last_observation
    assert obs is not None
    return obs


def _plain(value: Any) -> dict[str, Any]:
    """A config mapping as plain Python (hydra passes OmegaConf containers)."""
    try:
        from omegaconf import OmegaConf

        if OmegaConf.is_config(value):
            value = OmegaConf.to_container(value, resolve=True)
    except ImportError:
        pass
    return {str(k): (list(v) if isinstance(v, tuple) else v) for k, v in dict(value).items()}
