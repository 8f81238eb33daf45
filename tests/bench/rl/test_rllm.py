"""RLLMPhoneEnv and MgymWorkflow against the real rLLM: its ``AgentWorkflowEngine`` and ``Workflow`` entry
point drive the workflow, a ``RolloutEngine`` subclass answers with scripted Qwen3-VL replies (no model
can run here), and the phone renders real screenshots.

rLLM is not on the package index: these tests skip unless it is installed from its source (docs/rl.md:
a throwaway venv from requirements-rl.lock plus ``pip install --no-deps <rllm checkout>``).
"""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

pytest.importorskip("rllm.workflows.workflow", reason="rLLM is not installed here (it is not on the package "
                    "index; docs/rl.md installs it from its source in a throwaway venv)")

from PIL import Image  # noqa: E402
from rllm.engine import AgentWorkflowEngine  # noqa: E402
from rllm.engine.rollout import ModelOutput, RolloutEngine  # noqa: E402
from rllm.environments.base.base_env import BaseEnv  # noqa: E402
from rllm.types import Episode, Step, Trajectory  # noqa: E402
from rllm.workflows.workflow import TerminationReason, Workflow  # noqa: E402

from bench.agents.simple import OracleAgent  # noqa: E402
from bench.gym import MgymEnv  # noqa: E402
from bench.rl.rllm import MgymWorkflow, RLLMPhoneEnv  # noqa: E402

TASK = "settings.DarkTheme"
ROW = {"task": TASK, "seed": 0}
SIZE = (540, 1200)  # PolicyIO's training size, which qwen3vl sends as it is
INVALID = "I am not sure what to do here."


def reply(args: dict[str, Any]) -> str:
    """A reply in the Qwen3-VL cookbook's format (Thought, Action, one mobile_use tool call)."""
    call = json.dumps({"name": "mobile_use", "arguments": args})
    return f"Thought: next step.\nAction: {args['action']}.\n<tool_call>\n{call}\n</tool_call>"


def oracle_replies(task: str = TASK, seed: int = 0) -> list[str]:
    """The task's oracle path as Qwen3-VL replies (coordinates on its [0, 999] grid)."""
    env = MgymEnv(task, obs_mode="text")
    env.reset(seed=seed)
    agent = OracleAgent()
    agent.reset(env.instruction)
    agent.brief(env.template, env.params)
    out, done = [], False
    while not done:
        obs = env.last_observation
        assert obs is not None
        a = agent.act(obs)
        d = a if isinstance(a, dict) else a.model_dump(exclude_none=True)
        if d["action"] == "awake":
            out.append(reply({"action": "open", "text": d["app"]}))
        elif d["action"] == "click":
            out.append(reply({"action": "click", "coordinate": [round(d["x"] * 0.999), round(d["y"] * 0.999)]}))
        elif d["action"] == "complete":
            out.append(reply({"action": "terminate", "status": "success"}))
        else:
            raise AssertionError(f"the oracle of {task} uses {d['action']}, which this test does not script")
        *_, term, trunc, _ = env.step(a)
        done = term or trunc
    return out


class ScriptedEngine(RolloutEngine):
    """rLLM's RolloutEngine whose model replies from a script per rollout (``application_id``)."""

    def __init__(self, scripts: dict[str, list[str]], length_at: int | None = None) -> None:
        super().__init__()
        self.scripts = {uid: list(s) for uid, s in scripts.items()}
        self.length_at = length_at
        self.calls: dict[str, list[list[dict[str, Any]]]] = {}

    async def _get_model_response(self, messages: list[dict], **kwargs: Any) -> ModelOutput:
        uid = kwargs["application_id"]
        self.calls.setdefault(uid, []).append(messages)
        text = self.scripts[uid].pop(0)
        stop = "length" if self.length_at == len(self.calls[uid]) else "stop"
        return ModelOutput(text=text, content=text, finish_reason=stop, completion_length=len(text))


def images(messages: list[dict[str, Any]]) -> list[Image.Image]:
    return [img for m in messages for img in m.get("images", [])]


def test_env_is_rllms_base_env_and_resets_to_rllms_task() -> None:
    env = RLLMPhoneEnv.from_dict({"task": "clock.TurnOffWeekendAlarms", "seed": 3})
    assert isinstance(env, BaseEnv) and RLLMPhoneEnv.is_multithread_safe()
    obs, info = env.reset(task=ROW)  # what rLLM's Workflow.reset calls
    assert info["task"] == TASK and obs["instruction"] == env.env.instruction and "dark" in obs["instruction"].lower()
    system, user = obs["messages"]
    assert system["role"] == "system" and isinstance(system["content"], str) and "images" not in system
    assert user["role"] == "user" and obs["instruction"] in user["content"]
    assert [im.size for im in user["images"]] == [SIZE]  # the screenshot, rendered natively at the training size
    assert env.reset(ROW)[1]["task"] == TASK  # MultiTurnWorkflow's reset(task)
    assert env.reset()[1]["task"] == TASK and env.env.instruction  # no task: the env's own (now DarkTheme's)

    obs, r, done, info = env.step(INVALID)  # an unparseable reply: a no-op that costs a step
    assert (r, done, info["actions"], info["steps"]) == (0.0, False, [], 1)
    assert info["error"].startswith("InvalidReply")
    assert "Step 1:" in obs["messages"][1]["content"]  # the reply is in the adapter's history
    obs, r, done, info = env.step({"action": "complete"})  # mgym action dicts apply as they are
    assert done and info["termination"] == "complete" and obs["messages"] == [] and isinstance(r, float)
    with pytest.raises(RuntimeError, match="over"):
        env.step({"action": "complete"})
    env.close()


def test_agent_workflow_engine_plays_episodes_with_screenshots() -> None:
    path = oracle_replies()
    engine = ScriptedEngine({"dark:0": path, "dark:1": [INVALID, reply({"action": "terminate", "status": "failure"})]})
    runner = AgentWorkflowEngine(workflow_cls=MgymWorkflow, workflow_args={}, rollout_engine=engine,
                                 n_parallel_tasks=2, retry_limit=1)
    episodes = asyncio.run(runner.execute_tasks([ROW, ROW], task_ids=["dark", "dark"]))
    by_id = {e.id: e for e in episodes}
    assert set(by_id) == {"dark:0", "dark:1"} and all(isinstance(e, Episode) for e in episodes)

    solved = by_id["dark:0"]
    assert solved.termination_reason == TerminationReason.ENV_DONE and solved.is_correct
    (traj,) = solved.trajectories
    assert isinstance(traj, Trajectory) and traj.name == "phone" and traj.task == ROW
    assert len(traj.steps) == len(path) == len(engine.calls["dark:0"])  # one Step per turn
    assert all(isinstance(s, Step) for s in traj.steps)
    for step, sent, text in zip(traj.steps, engine.calls["dark:0"], path, strict=True):
        assert [im.size for im in images(sent)] == [SIZE]  # each prompt carries the current screenshot
        assert step.chat_completions[:-1] == sent and step.chat_completions[-1]["content"] == text
        assert step.model_response == text and step.action.action  # the mgym actions the reply meant
        assert step.info["error"] is None
    assert traj.steps[-1].action.action == [{"action": "complete"}] and traj.steps[-1].done
    assert [s.reward for s in traj.steps] == [0.0] * (len(path) - 1) + [1.0]  # the shaped reward, at the end
    assert traj.reward == 1.0 and traj.info["success"] and traj.info["termination"] == "complete"
    first, last = engine.calls["dark:0"][0], engine.calls["dark:0"][-1]
    assert images(first)[0].tobytes() != images(last)[0].tobytes()  # the screen changed (dark theme on)

    failed = by_id["dark:1"]
    (traj,) = failed.trajectories
    assert failed.termination_reason == TerminationReason.ENV_DONE and not failed.is_correct
    assert len(traj.steps) == 2 and traj.steps[0].info["error"].startswith("InvalidReply")
    assert traj.steps[0].action.action == [] and traj.steps[1].action.action[0]["action"] == "abort"
    assert traj.reward == 0.0 and traj.info["termination"] == "abort"


def test_turn_and_length_limits_end_the_episode_with_its_reward_so_far() -> None:
    path = oracle_replies()
    executor = ThreadPoolExecutor(2)
    try:
        engine = ScriptedEngine({"a:0": path[:-1]})  # the goal reached, no terminate: cut off by max_steps
        wf = MgymWorkflow(engine, executor, max_steps=len(path) - 1)
        assert isinstance(wf, Workflow) and wf.is_multithread_safe()
        ep = asyncio.run(wf.run_with_termination_handling(task=ROW, uid="a:0"))
        (traj,) = ep.trajectories
        assert ep.termination_reason == TerminationReason.MAX_TURNS_EXCEEDED and len(traj.steps) == len(path) - 1
        assert traj.reward == 0.5 and not ep.is_correct  # the goal without finishing earns half, as in mgym bench

        engine = ScriptedEngine({"b:0": path}, length_at=1)  # the first reply hit the token limit
        wf = MgymWorkflow(engine, executor, env_args={"dense": True})
        ep = asyncio.run(wf.run_with_termination_handling(task=ROW, uid="b:0"))
        assert ep.termination_reason == TerminationReason.MAX_RESPONSE_LENGTH_EXCEEDED
        assert len(ep.trajectories[0].steps) == 1 and ep.info.get("error") is None
    finally:
        executor.shutdown()
