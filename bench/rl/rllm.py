"""rLLM over an mgym phone: :class:`RLLMPhoneEnv` (rLLM's ``BaseEnv``) and :class:`MgymWorkflow` (its ``Workflow``).

Checked against rLLM's source (rllm-org/rllm, commit 9beb6e0, August 2026; rLLM is not on the package
index). The ``Agent`` + ``AgentExecutionEngine`` stack was removed in April 2026; training runs
``Workflow`` subclasses, each made by ``AgentWorkflowEngine`` as ``cls(rollout_engine=..., executor=...,
**workflow_args)`` and driven by ``run_with_termination_handling(task, uid)``, which awaits
``run(task, uid)`` and turns the ``TerminationEvent`` it raises into the ``Episode`` of the trajectories
the workflow committed (``Trajectory`` of ``Step``, from ``rllm.types``). ``Workflow.reset(task, uid)``
calls ``reset(task=task)`` on every ``BaseEnv`` attribute; the model is called as
``rollout_engine.get_model_response(messages, application_id=uid, **kwargs) -> ModelOutput``, and an
image travels as ``{"role": "user", "content": <text>, "images": [PIL.Image]}`` (each engine turns that
into its backend's multimodal input; rLLM's Qwen parser puts the vision tokens before the text).

The prompt and the parser are :class:`~bench.rl.policy.PolicyIO`'s, the same model adapter ``mgym bench``
runs (``qwen3vl`` by default, with the screenshot at 540x1200, rendered natively at that size), so a
policy trained here is evaluated in its own format. The reward is the shaped reward of
:func:`bench.metrics.reward`, as in the Gymnasium env.
"""

from __future__ import annotations

import importlib
import json
from typing import Any

from bench.agents.base import InvalidReply
from bench.gym import MgymEnv
from bench.metrics import reward
from bench.rl.policy import TRAINING_SIZE, PolicyIO, with_error

__all__ = ["RLLMPhoneEnv", "MgymWorkflow", "rllm_messages"]

#: what a step answers when the episode is already over
_OVER = "the episode is over; call reset()"
#: the settings ``from_dict`` takes besides ``task`` and ``seed``
_SETTINGS = frozenset({"adapter", "size", "screenshots", "policy_args", "locale", "answer_mode", "loop_rule",
                       "dense", "image_format", "base_seed", "variant", "distractors", "attack"})


def _base(module: str, name: str) -> type:
    """rLLM's class when rLLM is installed, else ``object`` (the module imports without it)."""
    try:
        base: type = getattr(importlib.import_module(module), name)
        return base
    except ImportError:
        return object


def rllm_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """PolicyIO's chat messages in rLLM's shape: the text parts joined into ``content``, the image parts'
    PIL images in ``images`` (in order)."""
    out = []
    for m in messages:
        content = m.get("content")
        if not isinstance(content, list):
            out.append(dict(m))
            continue
        text = "".join(str(p.get("text", "")) for p in content if p.get("type") == "text")
        images = [p["image"] for p in content if p.get("type") == "image"]
        msg: dict[str, Any] = {"role": m["role"], "content": text}
        if images:
            msg["images"] = images
        out.append(msg)
    return out


def _episode(task: Any, seed: int) -> tuple[str | None, int]:
    """The (task id, instance) of rLLM's task: a dataset row with ``task`` (or ``task_id``) and
    ``seed`` (or ``instance``), a task id, or None."""
    if task is None:
        return None, seed
    if isinstance(task, str):
        return task, seed
    if not isinstance(task, dict):
        raise ValueError(f"an rLLM task must be a dict (task, seed) or a task id, not {type(task).__name__}")
    task_id = task.get("task", task.get("task_id"))
    index = task.get("instance", task.get("seed", seed))
    if task_id is not None and not isinstance(task_id, str):
        raise ValueError(f"task must be a task id string, not {task_id!r}")
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        raise ValueError(f"seed must be a non-negative integer, not {index!r}")
    return task_id, index


class RLLMPhoneEnv(_base("rllm.environments.base.base_env", "BaseEnv")):  # type: ignore[misc]
    """rLLM's ``BaseEnv`` over one phone, seen through a model adapter (:class:`PolicyIO`).

    ``reset(task=None)`` takes rLLM's task (a row ``{"task": id, "seed": n}``; None replays this env's
    task and seed) and returns ``(obs, info)``; ``step(action)`` returns ``(obs, reward, done, info)``.
    An action is a model completion (a ``str``, parsed in the adapter's format and added to its
    history), or mgym action dicts applied as they are; rLLM's ``Action`` is unwrapped. A completion may
    mean several mgym actions (``type`` + enter), each costing a step, as in ``mgym bench``; one that does
    not parse is a no-op that costs a step, and the next prompt says why (``info["error"]``).

    ``obs`` holds ``instruction``, ``messages`` (the next prompt in rLLM's shape, with the screenshot as
    a PIL image; empty once the episode is over) and ``observation`` (the phone's
    :class:`~mgym.observation.Observation`). ``info`` is the Gymnasium env's (verdict, app, screen;
    ``termination`` and ``success`` at the end) plus ``actions``, what the step applied.

    Settings: ``adapter`` and ``size`` (PolicyIO's; ``policy_args`` its other settings, or a ready
    ``policy``), ``screenshots`` (None: what the adapter needs; the ``text`` adapter reads the UI
    tree) and :class:`~bench.gym.MgymEnv`'s options (``dense``, ``locale``, ``answer_mode``, ...)."""

    def __init__(self, task: str | None = None, seed: int = 0, *, adapter: str = "qwen3vl",
                 size: tuple[int, int] = TRAINING_SIZE, screenshots: bool | None = None,
                 policy: PolicyIO | None = None, policy_args: dict[str, Any] | None = None,
                 **env_options: Any) -> None:
        self.policy = policy or PolicyIO(adapter, size=size, **(policy_args or {}))
        needs = self.policy.agent.needs_screenshot
        shots = needs if screenshots is None else screenshots
        if needs and not shots:
            raise ValueError(f"the {self.policy.adapter} adapter reads screenshots; use screenshots=True")
        env_options.setdefault("geometry", self.policy.geometry)
        self.env = MgymEnv(task, obs_mode="screenshot" if shots else "text", **env_options)
        self.task, self.seed = task, seed
        #: the sum of the step rewards so far (the shaped reward once the episode is over)
        self.reward = 0.0
        self.done = False
        self.last: tuple[dict[str, Any], dict[str, Any]] = ({}, {})
        self._error: str | None = None

    # ---- rLLM's BaseEnv -----------------------------------------------------------------------------
    def reset(self, task: dict[str, Any] | str | None = None, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """Start rLLM's ``task`` (see the class doc); rLLM calls ``reset(task=...)`` (its workflows'
        ``reset``) or ``reset(task)``. Returns ``(obs, info)``."""
        task_id, index = _episode(task, self.seed)
        _, info = self.env.reset(seed=index, options={"task": task_id} if task_id else None)
        self.policy.reset(self.env.instruction)
        self.reward, self.done, self._error = 0.0, False, None
        self.last = (self._observation(), info)
        return self.last

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, dict[str, Any]]:
        if self.done:
            raise RuntimeError(_OVER)
        if self.env.last_observation is None:
            raise RuntimeError("call reset() before step()")
        action = getattr(action, "action", action)  # rLLM's Action
        actions, error = self._actions(action)
        total, done, info, applied = 0.0, False, self.last[1], []
        if not actions:  # an invalid reply: a no-op that costs a step, as in mgym bench
            _, total, term, trunc, info = self.env.step({"action": "noop"})
            done = term or trunc
        for a in actions:
            if done:
                break
            _, r, term, trunc, info = self.env.step(a)
            total, done = total + r, term or trunc
            applied.append(a)
            error = info.get("last_action_error") or error
        if error:
            info = {**info, "error": error, "last_action_error": error}
        self._error, self.reward, self.done = error, self.reward + total, done
        self.last = (self._observation(), {**info, "actions": applied})
        return self.last[0], total, done, self.last[1]

    def close(self) -> None:
        self.env.close()

    @staticmethod
    def from_dict(info: dict[str, Any]) -> RLLMPhoneEnv:
        """An env from a dict: ``task``, ``seed`` and optionally the settings of the class doc."""
        unknown = set(info) - _SETTINGS - {"task", "seed"}
        if unknown:
            raise ValueError(f"unknown settings {sorted(unknown)}; known: task, seed, {', '.join(sorted(_SETTINGS))}")
        kw = {k: v for k, v in info.items() if k in _SETTINGS}
        return RLLMPhoneEnv(info.get("task"), int(info.get("seed", 0)), **kw)

    @staticmethod
    def is_multithread_safe() -> bool:
        return True  # envs share only the thread-safe renderer

    # ---- the episode ----------------------------------------------------------------------------------
    def settle(self) -> float:
        """The reward still owed when the episode stops before it ends (a turn or length limit): the
        judge's verdict on the phone now, scored as an episode cut off by its budget, less what the
        steps paid. 0.0 once the episode has ended."""
        if self.done or self.env.last_observation is None:
            return 0.0
        owed = reward(self.env._judge(), "budget", self.env.template.ends_with) - self.reward
        self.reward += owed
        return owed

    def _actions(self, action: Any) -> tuple[list[dict[str, Any]], str | None]:
        """The mgym actions of ``action`` and why there are none (an invalid reply)."""
        if isinstance(action, str):  # a completion in the adapter's format
            obs = with_error(self._phone(), self._error)
            try:
                actions, error = self.policy.parse(action, obs), None
            except InvalidReply as e:
                actions, error = [], f"InvalidReply: {e}"
            self.policy.record(action)
            return actions, error
        actions = [action] if isinstance(action, dict) else list(action)
        self.policy.record(json.dumps(actions, ensure_ascii=False, default=str))
        return actions, None

    def _phone(self) -> Any:
        obs = self.env.last_observation
        if obs is None:
            raise RuntimeError("call reset() first")
        return obs

    def _observation(self) -> dict[str, Any]:
        obs = with_error(self._phone(), self._error)
        messages = [] if self.done else rllm_messages(self.policy.messages(obs))
        return {"instruction": self.env.instruction, "messages": messages, "observation": obs}


class _NoWorkflow:
    """Stands in for rLLM's ``Workflow`` where rLLM is not installed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        raise ImportError("MgymWorkflow needs rLLM (github.com/rllm-org/rllm; see docs/rl.md)")


_Workflow = _base("rllm.workflows.workflow", "Workflow")


class MgymWorkflow(_Workflow if _Workflow is not object else _NoWorkflow):  # type: ignore[misc]
    """rLLM's ``Workflow`` playing one mgym episode per ``run(task, uid)``: each turn sends the adapter's
    messages (the screenshot among them) to ``rollout_engine.get_model_response``, steps the phone with
    the parsed reply and records one rLLM ``Step`` (the prompt and reply, the mgym actions, the turn's
    reward, ``done``); the ``Trajectory`` (named ``phone``) is committed and ``run`` ends the way rLLM's
    own workflows do, with a ``TerminationEvent`` (``ENV_DONE``, ``MAX_TURNS_EXCEEDED``,
    ``MAX_RESPONSE_LENGTH_EXCEEDED``). The trajectory's reward is the episode's shaped reward (a
    cut-off episode is scored as cut off by its budget, on its last step); the episode is correct when
    mgym counts it a success.

    ``AgentWorkflowEngine(workflow_cls=MgymWorkflow, workflow_args={...}, rollout_engine=...)`` makes it;
    ``workflow_args``: ``adapter``, ``size``, ``policy_args`` (PolicyIO's), ``env_args``
    (:class:`RLLMPhoneEnv`'s other settings), ``max_steps`` (turns; None: until the task's step budget
    ends the episode) and rLLM's own (``timeout``, ``gamma``, ...). A task is a row ``{"task": id,
    "seed": n}``; ``run``'s keyword arguments go to the rollout engine (sampling settings)."""

    def __init__(self, rollout_engine: Any, executor: Any = None, *, adapter: str = "qwen3vl",
                 size: tuple[int, int] = TRAINING_SIZE, policy_args: dict[str, Any] | None = None,
                 env_args: dict[str, Any] | None = None, max_steps: int | None = None, **kwargs: Any) -> None:
        super().__init__(rollout_engine, executor, **kwargs)
        if max_steps is not None and max_steps < 1:
            raise ValueError("max_steps must be at least 1")
        self.env = RLLMPhoneEnv(adapter=adapter, size=size, policy_args=policy_args, **(env_args or {}))
        self.max_steps = max_steps

    def reset(self, task: dict[str, Any] | None = None, uid: str | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        """rLLM's reset (which calls ``self.env.reset(task=task)``); returns the env's ``(obs, info)``."""
        super().reset(task, uid)
        return self.env.last

    async def run(self, task: dict[str, Any], uid: str, **kwargs: Any) -> Any:
        from rllm.types import Action, Step, Trajectory
        from rllm.workflows.workflow import TerminationEvent, TerminationReason

        obs, info = await self.run_in_executor(self.reset, task, uid)
        trajectory = Trajectory(name="phone", task=task)
        try:
            limit = self.max_steps or self.env.env.template.step_budget
            for _ in range(limit):
                messages = obs["messages"]
                output = await self.rollout_engine.get_model_response(messages, application_id=uid, **kwargs)
                completion = output.content if output.content is not None else (output.text or "")
                obs, r, done, info = await self.run_in_executor(self.env.step, completion)
                step = Step.from_model_output(output, messages, action=Action(action=info["actions"]))
                step.reward, step.done = r, done
                step.info.update({k: info.get(k) for k in ("app", "screen", "error", "termination", "success")})
                trajectory.steps.append(step)
                if done:
                    raise TerminationEvent(TerminationReason.ENV_DONE)
                if output.finish_reason == "length":
                    self._settle(trajectory)
                    raise TerminationEvent(TerminationReason.MAX_RESPONSE_LENGTH_EXCEEDED)
            self._settle(trajectory)
            raise TerminationEvent(TerminationReason.MAX_TURNS_EXCEEDED)
        finally:
            trajectory.info.update(task=self.env.env.template.id, termination=info.get("termination"),
                                   success=bool(info.get("success")), verdict=info.get("verdict"))
            self.commit(trajectory=trajectory)

    def _settle(self, trajectory: Any) -> None:
        owed = self.env.settle()
        if trajectory.steps:
            trajectory.steps[-1].reward += owed

    def assign_episode_correctness(self, episode: Any) -> None:
        """Correct when mgym counts the episode a success (not merely a positive shaped reward)."""
        episode.is_correct = any(t.info.get("success") for t in episode.trajectories)
