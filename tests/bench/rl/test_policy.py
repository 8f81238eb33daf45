"""PolicyIO against the real adapters and a real phone: the prompt, images and parsed actions are those of
the bench agent (driven through the real OpenAI client by the scripted server of tests/bench/agents)."""

from __future__ import annotations

import base64
import io
from typing import Any

import pytest
from PIL import Image

from bench.agents.base import InvalidReply
from bench.agents.images import smart_resize
from bench.agents.registry import make_agent
from bench.gym import MgymEnv
from bench.rl.policy import TRAINING_SIZE, PolicyIO, with_error
from mgym.observation import Observation
from tests.bench.agents.conftest import FakeLLM

TASK = "settings.DarkTheme"
QWEN3_OPEN = ('Thought: the settings app holds it.\nAction: Open Settings.\n<tool_call>\n'
              '{"name": "mobile_use", "arguments": {"action": "click", "coordinate": [120, 640]}}\n</tool_call>')
QWEN3_TYPE = ('Thought: search.\nAction: Type dark.\n<tool_call>\n'
              '{"name": "mobile_use", "arguments": {"action": "type", "text": "dark"}}\n</tool_call>')
UITARS_TAP = "Thought: tap the settings icon.\nAction: click(start_box='(120,640)')"
UITARS_BACK = "Thought: go back.\nAction: press_back()"
UITARS_TYPE = "Thought: search.\nAction: type(content='dark\\n')"


@pytest.fixture(scope="module")
def phone() -> tuple[str, Observation]:
    """The task's first screen rendered natively at the training size."""
    env = MgymEnv(TASK, geometry=PolicyIO().geometry)
    env.reset(seed=0)
    obs = env.last_observation
    assert obs is not None and (obs.width, obs.height) == TRAINING_SIZE
    return env.instruction, obs


@pytest.fixture
def fake_llm() -> Any:
    fake = FakeLLM()
    yield fake
    fake.close()


def decoded(part: dict[str, Any]) -> Image.Image:
    url = part["image_url"]["url"]
    return Image.open(io.BytesIO(base64.b64decode(url.split(",", 1)[1]))).convert("RGB")


def same_messages(bench: list[dict[str, Any]], ours: list[dict[str, Any]]) -> None:
    """The same chat: roles and texts equal, each data-URL image the same pixels as our PIL image."""
    assert [m["role"] for m in bench] == [m["role"] for m in ours]
    for b, o in zip(bench, ours, strict=True):
        if isinstance(b["content"], str):
            assert b["content"] == o["content"]
            continue
        assert len(b["content"]) == len(o["content"])
        for bp, op in zip(b["content"], o["content"], strict=True):
            if bp["type"] == "text":
                assert bp == op
            else:
                assert bp["type"] == "image_url" and op["type"] == "image"
                assert decoded(bp).tobytes() == op["image"].convert("RGB").tobytes()


def bench_run(fake: FakeLLM, adapter: str, instruction: str, obs: Observation, replies: list[str],
              **config: Any) -> list[list[dict[str, Any]]]:
    """What the bench agent does with ``replies``: its actions (queued ones included) per reply."""
    agent = make_agent(adapter, config=fake.config(**config))
    agent.reset(instruction)
    fake.push(*replies)
    out: list[list[dict[str, Any]]] = []
    for _ in replies:
        out.append([agent.act(obs)])
        while agent._pending:  # type: ignore[attr-defined]
            out[-1].append(agent.act(obs))
    return out


def policy_run(policy: PolicyIO, instruction: str, obs: Observation,
               replies: list[str]) -> tuple[list[list[dict[str, Any]]], list[list[dict[str, Any]]]]:
    policy.reset(instruction)
    actions, chats = [], []
    for reply in replies:
        chats.append(policy.messages(obs))
        actions.append(policy.parse(reply, obs))
        policy.record(reply)
    return actions, chats


def test_images_are_at_the_configured_size(phone: tuple[str, Observation]) -> None:
    instruction, obs = phone
    p = PolicyIO()
    p.reset(instruction)
    msgs = p.messages(obs)
    images = p.images(msgs)
    assert len(images) == 1 and images[0].size == TRAINING_SIZE == p.image_size
    assert images[0].tobytes() == obs.image.tobytes()  # rendered at that size: sent as it is
    small = PolicyIO(size=(360, 800))
    small.reset(instruction)
    assert [i.size for i in small.images(small.messages(obs))] == [(360, 800)]
    tars = PolicyIO("uitars")  # UI-TARS's own rule: smart-resized to multiples of 28
    tars.reset(instruction)
    h, w = smart_resize(1200, 540, 28, 100 * 28 * 28, 16384 * 28 * 28)
    assert [i.size for i in tars.images(tars.messages(obs))] == [(w, h)] == [tars.image_size]
    assert p.geometry.pixels == TRAINING_SIZE


def test_qwen3vl_matches_the_bench_agent(fake_llm: FakeLLM, phone: tuple[str, Observation]) -> None:
    instruction, obs = phone
    replies = [QWEN3_OPEN, QWEN3_TYPE]
    want = bench_run(fake_llm, "qwen3vl", instruction, obs, replies)
    actions, chats = policy_run(PolicyIO("qwen3vl"), instruction, obs, replies)
    assert actions == want
    assert want[1] == [{"action": "type", "text": "dark"}]
    sent = [r["messages"] for r in fake_llm.requests]
    for bench, ours in zip(sent, chats, strict=True):
        same_messages(bench, ours)
    assert "Step 1: Open Settings.;" in chats[1][1]["content"][0]["text"]  # the history of record()


def test_uitars_matches_the_bench_agent(fake_llm: FakeLLM, phone: tuple[str, Observation]) -> None:
    instruction, obs = phone
    replies = [UITARS_TAP, UITARS_TYPE, UITARS_BACK]
    want = bench_run(fake_llm, "uitars", instruction, obs, replies, history_images=2)
    policy = PolicyIO("uitars", history_images=2)
    actions, chats = policy_run(policy, instruction, obs, replies)
    assert actions == want and want[1:] == [[{"action": "type", "text": "dark"}, {"action": "enter"}], [{"action": "back"}]]
    for bench, ours in zip([r["messages"] for r in fake_llm.requests], chats, strict=True):
        same_messages(bench, ours)
    assert [len(policy.images(c)) for c in chats] == [1, 2, 2]  # the replayed screenshots of history_images


def test_bad_completions_raise_invalid_reply(phone: tuple[str, Observation]) -> None:
    instruction, obs = phone
    for adapter, reply in (("qwen3vl", "I would tap the settings icon."),
                           ("uitars", "Thought: hmm\nAction: fly(to='moon')"),
                           ("qwen3vl", '<tool_call>{"name": "mobile_use", "arguments": {"action": "click"}}</tool_call>'),
                           ("generic", "Action: {}")):
        p = PolicyIO(adapter)
        p.reset(instruction)
        p.messages(obs)
        with pytest.raises(InvalidReply):
            p.parse(reply, obs)
        p.record(reply)  # an invalid step is still history, as in mgym bench
        assert p.turns[-1].reply == reply and p.turns[-1].actions == []
    shown = with_error(obs, "ActionError: nothing there")
    assert shown.info["last_action_error"] == "ActionError: nothing there" and "last_action_error" not in obs.info


def test_settings_are_checked() -> None:
    with pytest.raises(ValueError, match="unknown model adapter"):
        PolicyIO("oracle")
    with pytest.raises(ValueError, match="no option"):
        PolicyIO("qwen3vl", colour="red")
    with pytest.raises(ValueError, match="size"):
        PolicyIO(size=(0, 10))
    assert PolicyIO("qwen25vl").agent.name == "qwen25vl" and PolicyIO("uitars").sampling["temperature"] == 0.0
    with pytest.raises(RuntimeError, match="messages"):
        PolicyIO().record("x")
