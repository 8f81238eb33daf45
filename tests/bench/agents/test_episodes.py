"""Every adapter solves real tasks end to end against a scripted OpenAI-compatible server on 127.0.0.1."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bench.agents import make_agent
from bench.episode import run_episode
from bench.task import Instance
from bench.tasks import all_templates

ADAPTERS = ["generic", "text", "uitars", "autoglm", "qwen3vl", "qwen25vl", "guiowl", "guiowl1"]
TASKS = ["launcher.OpenFromDrawer", "settings.SetWifi"]


def _images(message: dict[str, Any]) -> int:
    content = message.get("content")
    return sum(1 for p in content if p.get("type") == "image_url") if isinstance(content, list) else 0


@pytest.mark.parametrize("task", TASKS)
@pytest.mark.parametrize("adapter", ADAPTERS)
def test_scripted_model_solves_task(adapter: str, task: str, fake_llm: Any, plan_of: Any, native: Any) -> None:
    plan = plan_of(task)
    agent = make_agent(adapter, seed=0, config=fake_llm.config())
    space = agent.space(plan.width, plan.height)
    replies = [native(adapter, s.action, space, s.element) for s in plan.steps]
    fake_llm.push(*replies, native(adapter, {"action": "complete"}, space))

    ep = run_episode(Instance(all_templates()[task], 0), agent, screenshots=False)

    assert ep.result["termination"] == "complete", ep.result.get("traceback") or ep.steps
    assert ep.result["success"] is True, ep.result["checks"]
    assert ep.result["invalid_steps"] == 0
    assert len(fake_llm.requests) == len(plan.steps) + 1
    for body in fake_llm.requests:
        assert body["model"] == "fake-model"
        # the paper's history policy: only the latest user turn carries a screenshot
        images = [_images(m) for m in body["messages"]]
        assert sum(images) == (0 if adapter == "text" else 1) and images[-1] == sum(images)
    # step records hold the exchange, never the image bytes
    info = ep.steps[0]["agent"]
    assert info["reply"] == replies[0] and info["usage"]["total_tokens"] == 18 and info["latency_s"] >= 0
    dumped = json.dumps([s["agent"] for s in ep.steps])
    assert "base64" not in dumped and ("shot:000" in dumped) == (adapter != "text")


def test_invalid_reply_is_an_invalid_step_shown_next_turn(fake_llm: Any, plan_of: Any, native: Any) -> None:
    plan = plan_of("launcher.OpenFromDrawer")
    agent = make_agent("generic", config=fake_llm.config())
    space = agent.space(plan.width, plan.height)
    fake_llm.push("I think I should tap somewhere.",  # no action at all
                  *(native("generic", s.action, space) for s in plan.steps),
                  native("generic", {"action": "complete"}, space))

    ep = run_episode(Instance(all_templates()["launcher.OpenFromDrawer"], 0), agent, screenshots=False)

    assert ep.result["success"] is True and ep.result["invalid_steps"] == 1
    first = ep.steps[0]
    assert first["action"] is None and "InvalidReply" in first["error"]
    assert first["agent"]["parse_error"] and first["agent"]["reply"] == "I think I should tap somewhere."
    second_prompt = json.dumps(fake_llm.requests[1]["messages"][-1])
    assert "previous action was invalid" in second_prompt


def test_native_answer_becomes_answer_then_complete(fake_llm: Any) -> None:
    """GUI-Owl's ``answer`` records the answer and ends the task: two mgym steps from one reply."""
    agent = make_agent("guiowl", config=fake_llm.config())
    fake_llm.push('Action: answer.\n<tool_call>\n{"name": "mobile_use", "arguments": '
                  '{"action": "answer", "text": "42"}}\n</tool_call>')
    ep = run_episode(Instance(all_templates()["launcher.OpenFromDrawer"], 0), agent, screenshots=False)
    assert [s["action"]["action"] for s in ep.steps] == ["answer", "complete"]
    assert ep.result["answers"] == ["42"] or "42" in json.dumps(ep.result["answers"])
    assert ep.steps[1]["agent"] == {"queued": True, "action": {"action": "complete"}}
    assert len(fake_llm.requests) == 1


def test_an_endpoint_that_fails_crashes_the_episode_not_the_run(fake_llm: Any) -> None:
    """A 4xx (or retries used up) is the server's failure, not the model's: an ``error`` episode."""
    agent = make_agent("qwen3vl", config=fake_llm.config())
    fake_llm.push((401, {"error": {"message": "bad key"}}))
    ep = run_episode(Instance(all_templates()["launcher.OpenFromDrawer"], 0), agent, screenshots=False)
    assert ep.result["termination"] == "error" and "ModelError" in ep.result["error"]
    assert "HTTP 401" in ep.result["error"] and len(fake_llm.requests) == 1
