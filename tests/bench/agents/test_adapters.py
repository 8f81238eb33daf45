"""Each adapter's reply format: actions, terminal and answer mapping, malformed replies, prompts, history."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest

from bench.agents import InvalidReply, make_agent
from bench.agents.coords import REL_1000
from bench.agents.registry import AGENTS, needs_model
from bench.protocol import SYSTEM_NOTE, with_protocol
from mgym.observation import Observation

OBS = Observation(None, 1080, 2400, [], "settings", "main", "2026-03-14T09:00:00", False)


def parse(fake_llm: Any, adapter: str, reply: str, **options: Any) -> list[dict[str, Any]]:
    agent = make_agent(adapter, config=fake_llm.config(options=options))
    actions, _ = agent.parse(reply, OBS, agent.space(1080, 2400))
    return actions  # type: ignore[no-any-return]


def call(args: dict[str, Any], head: str = "Action: x.") -> str:
    return f"{head}\n<tool_call>\n{json.dumps({'name': 'mobile_use', 'arguments': args})}\n</tool_call>"


# ---- terminal and answer actions ---------------------------------------------------------------------
@pytest.mark.parametrize(("adapter", "reply", "want"), [
    ("generic", 'Thought: done.\nAction: {"action": "complete"}', [{"action": "complete"}]),
    ("generic", 'Action: {"action": "abort", "reason": "no such contact"}',
     [{"action": "abort", "reason": "no such contact"}]),
    ("generic", '```json\n{"action": "answer", "text": "42"}\n```', [{"action": "answer", "text": "42"}]),
    ("text", 'Action: {"action": "complete"}', [{"action": "complete"}]),
    ("uitars", "Thought: ok\nAction: finished(content='The battery is at 80%')", [{"action": "complete"}]),
    ("autoglm", 'finish(message="任务完成")', [{"action": "complete"}]),
    ("autoglm", '<think>x</think><answer>do(action="Take_over", message="login")</answer>',
     [{"action": "info", "text": "login"}]),
    ("qwen3vl", call({"action": "terminate", "status": "success"}), [{"action": "complete"}]),
    ("qwen3vl", call({"action": "terminate", "status": "failure"}), [{"action": "abort", "reason": "failure"}]),
    ("qwen3vl", call({"action": "answer", "text": "Paris"}), [{"action": "answer", "text": "Paris"}]),
    ("qwen25vl", call({"action": "terminate", "status": "success"}), [{"action": "complete"}]),
    ("guiowl", call({"action": "answer", "text": "7"}), [{"action": "answer", "text": "7"}, {"action": "complete"}]),
    ("guiowl", call({"action": "terminate", "status": "failure"}), [{"action": "abort", "reason": "failure"}]),
    ("guiowl", call({"action": "interact", "text": "which one?"}), [{"action": "info", "text": "which one?"}]),
    ("guiowl1", call({"action": "answer", "text": "7"}), [{"action": "answer", "text": "7"}, {"action": "complete"}]),
])
def test_terminal_and_answer_actions(fake_llm: Any, adapter: str, reply: str, want: list[dict[str, Any]]) -> None:
    assert parse(fake_llm, adapter, reply) == want


# ---- other actions ------------------------------------------------------------------------------------
def test_uitars_actions(fake_llm: Any) -> None:
    p = lambda action: parse(fake_llm, "uitars", f"Thought: t\nAction: {action}")  # noqa: E731
    assert p("type(content='hello\\n')") == [{"action": "type", "text": "hello"}, {"action": "enter"}]
    assert p("type(content='it\\'s')") == [{"action": "type", "text": "it's"}]
    assert p("open_app(app_name='Settings')") == [{"action": "awake", "app": "Settings"}]
    assert p("press_back()") == [{"action": "back"}] and p("press_home()") == [{"action": "home"}]
    assert p("long_press(start_box='<|box_start|>(546,1204)<|box_end|>')") == [
        {"action": "long_press", "x": 500.0, "y": 500.0}]
    assert p("click(point='<point>546 1204</point>')") == [{"action": "click", "x": 500.0, "y": 500.0}]
    # scroll down shows what is below: the finger moves up
    (swipe,) = p("scroll(start_box='(546,1204)', direction='down')")
    assert swipe["action"] == "swipe" and swipe["y2"] < swipe["y1"] and swipe["x1"] == swipe["x2"] == 500.0
    (drag,) = p("drag(start_box='(546,1204)', end_box='(546,602)')")
    assert drag == {"action": "drag", "x1": 500.0, "y1": 500.0, "x2": 500.0, "y2": 250.0}


def test_autoglm_actions_and_published_parsing_rules(fake_llm: Any) -> None:
    p = lambda reply: parse(fake_llm, "autoglm", reply)  # noqa: E731
    assert p('I should open it.do(action="Launch", app="Settings")') == [{"action": "awake", "app": "Settings"}]
    assert p('do(action="Type", text="say "hi"")') == [{"action": "type", "text": 'say "hi"', "clear": True}]
    assert p('do(action="Swipe", start=[500,800], end=[500,200])') == [
        {"action": "swipe", "x1": 500.0, "y1": 800.0, "x2": 500.0, "y2": 200.0}]
    assert p('do(action="Double Tap", element=[999,0])') == [{"action": "double_tap", "x": 999.0, "y": 0.0}]
    assert p('do(action="Tap", element=[10,20], message="支付")') == [{"action": "click", "x": 10.0, "y": 20.0}]
    assert p('do(action="Wait", duration="2 seconds")') == [{"action": "wait", "seconds": 2.0}]
    assert p('do(action="Note", message="True")') == [{"action": "noop"}]
    assert p('<answer>do(action="Back")</answer>') == [{"action": "back"}]


def test_tool_call_actions(fake_llm: Any) -> None:
    p = lambda args, adapter="qwen3vl": parse(fake_llm, adapter, call(args))  # noqa: E731
    assert p({"action": "click", "coordinate": [999, 0]}) == [{"action": "click", "x": 1000.0, "y": 0.0}]
    assert p({"action": "swipe", "coordinate": [500, 700], "coordinate2": [500, 300]}) == [
        {"action": "swipe", "x1": 500.5, "y1": 700.7, "x2": 500.5, "y2": 300.3}]
    assert p({"action": "system_button", "button": "Back"}) == [{"action": "back"}]
    assert p({"action": "system_button", "button": "Menu"}) == [{"action": "recent"}]
    assert p({"action": "system_button", "button": "Enter"}) == [{"action": "enter"}]
    assert p({"action": "wait", "time": 3}) == [{"action": "wait", "seconds": 3.0}]
    assert p({"action": "type", "text": "Mom"}) == [{"action": "type", "text": "Mom"}]
    assert p({"action": "key", "text": "KEYCODE_ENTER"}, "qwen25vl") == [{"action": "enter"}]
    assert p({"action": "open", "text": "Contacts"}, "qwen25vl") == [{"action": "awake", "app": "Contacts"}]
    assert p({"action": "long_press", "coordinate": [546, 1204], "time": 2}, "qwen25vl") == [
        {"action": "long_press", "x": 500.0, "y": 500.0}]
    # arguments given as a JSON string are accepted too
    assert parse(fake_llm, "guiowl", '<tool_call>{"name": "mobile_use", "arguments": '
                 '"{\\"action\\": \\"click\\", \\"coordinate\\": [250, 750]}"}</tool_call>') == [
        {"action": "click", "x": 250.0, "y": 750.0}]


# ---- malformed replies ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("adapter", "reply", "error"), [
    ("generic", "I will tap the button.", "no JSON action"),
    ("generic", 'Action: {"x": 1}', 'no "action"'),
    ("generic", 'Action: {"action": "fly"}', "unknown action"),
    ("generic", 'Action: {"action": "click", "x": 5}', "invalid click"),
    ("text", 'Action: {"action": "click", "index": 99}', "no element with index 99"),
    ("text", 'Action: {"action": "back", "index": 1}', "does not apply"),
    ("uitars", "I would click the button", "does not parse"),
    ("uitars", "Thought: x\nAction: hover(start_box='(1,2)')", "unknown UI-TARS action"),
    ("uitars", "Thought: x\nAction: click(start_box='(abc)')", "does not parse"),
    ("autoglm", "Let me think about it.", r"expected do\("),
    ("autoglm", 'do(action="Tap", element=[1,2', "cannot parse"),
    ("autoglm", 'do(action="Fly")', "unknown AutoGLM action"),
    ("autoglm", 'do(action="Tap")', "needs element"),
    ("qwen3vl", "Thought: x\nAction: y", "no <tool_call>"),
    ("qwen3vl", "<tool_call>\n{not json}\n</tool_call>", "not valid JSON"),
    ("qwen3vl", call({"action": "click"}), "coordinate must be"),
    ("qwen3vl", call({"action": "key", "text": "volume_up"}), "not supported"),
    ("guiowl", call({"action": "teleport"}), "unknown mobile_use action"),
    ("guiowl1", call({"action": "system_button", "button": "Power"}), "unknown system button"),
])
def test_malformed_replies_are_invalid(fake_llm: Any, adapter: str, reply: str, error: str) -> None:
    agent = make_agent(adapter, config=fake_llm.config())
    fake_llm.push(reply)
    agent.reset("Turn Wi-Fi off.")
    with pytest.raises(InvalidReply, match=error) as e:
        agent.act(OBS if adapter == "text" else _with_shot(OBS))
    assert e.value.raw == reply
    assert agent.step_info is not None and agent.step_info["parse_error"] and agent.step_info["action"] is None


def _with_shot(o: Observation) -> Observation:
    import io

    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (o.width, o.height), (250, 250, 250)).save(buf, format="PNG")
    return Observation(buf.getvalue(), o.width, o.height, o.ui, o.app, o.screen, o.time, o.keyboard)


# ---- prompts and history ---------------------------------------------------------------------------------
def run_steps(fake_llm: Any, adapter: str, replies: list[str], **config: Any) -> list[list[dict[str, Any]]]:
    """Act once per reply; return the messages of each request."""
    agent = make_agent(adapter, config=fake_llm.config(**config))
    agent.reset("Turn Wi-Fi off.")
    fake_llm.push(*replies)
    shot = _with_shot(OBS)
    for _ in replies:
        agent.act(shot)
    return [r["messages"] for r in fake_llm.requests]


def images(msgs: list[dict[str, Any]]) -> int:
    return sum(1 for m in msgs if isinstance(m["content"], list) for p in m["content"] if p["type"] == "image_url")


def texts(msgs: list[dict[str, Any]]) -> str:
    out = []
    for m in msgs:
        c = m["content"]
        out += [c] if isinstance(c, str) else [p["text"] for p in c if p["type"] == "text"]
    return "\n".join(out)


def test_generic_history_follows_appendix_g(fake_llm: Any) -> None:
    click = 'Thought: tap.\nAction: {"action": "click", "x": 500, "y": 500}'
    reqs = run_steps(fake_llm, "generic", [click] * 3)
    last = reqs[-1]
    assert [m["role"] for m in last] == ["system", "user", "assistant", "user", "assistant", "user"]
    assert images(last) == 1 and last[-1]["content"][-1]["type"] == "image_url"
    assert "Task: Turn Wi-Fi off." in last[1]["content"][0]["text"] and last[2]["content"] == click
    fake_llm.requests.clear()
    more = run_steps(fake_llm, "generic", [click] * 4, history_images=3, history_steps=2)[-1]
    assert images(more) == 3 and len(more) == 1 + 2 * 2 + 1
    assert "Task: Turn Wi-Fi off." in more[1]["content"][0]["text"]  # the task stays when old steps are cut


def test_qwen_prompts_carry_their_resolution_and_text_history(fake_llm: Any) -> None:
    q25 = run_steps(fake_llm, "qwen25vl", [call({"action": "click", "coordinate": [10, 20]})] * 2)[-1]
    assert "The screen's resolution is 1092x2408." in texts(q25) and q25[0]["content"][0]["text"] == (
        "You are a helpful assistant.")
    assert 'Step 1: {"name": "mobile_use", "arguments": {"action": "click", "coordinate": [10, 20]}}; ' in texts(q25)
    fake_llm.requests.clear()
    q3 = run_steps(fake_llm, "qwen3vl", [call({"action": "wait", "time": 1}, "Thought: a.\nAction: Wait for \"it\".")] * 2)
    assert "The screen's resolution is 999x999." in texts(q3[-1])
    assert "Task progress (You have done the following operation on the current device): Step 1: Wait for it.; .\n" \
        in texts(q3[-1])
    assert len(q3[-1]) == 2 and images(q3[-1]) == 1


def test_guiowl15_replays_recent_screens_and_lists_older_actions(fake_llm: Any) -> None:
    reply = call({"action": "wait", "time": 1}, "Action: Wait a moment.")
    msgs = run_steps(fake_llm, "guiowl", [reply] * 4, history_images=3)[-1]
    assert images(msgs) == 3
    assert "Previous actions:\nStep 1: Wait a moment." in texts(msgs) and "Step 2:" not in texts(msgs)
    assert "Today's date is: 2026-03-14 Saturday.Turn Wi-Fi off." in texts(msgs)


def test_autoglm_prompt_language_date_and_app(fake_llm: Any) -> None:
    reply = '<think>wait</think><answer>do(action="Wait", duration="1 seconds")</answer>'
    zh = run_steps(fake_llm, "autoglm", [reply] * 2)[-1]
    assert zh[0]["content"].startswith("今天的日期是: 2026年03月14日\n你是一个智能体分析专家")
    assert zh[1]["content"][-1]["text"] == 'Turn Wi-Fi off.\n\n{"current_app": "Settings"}'
    assert zh[2]["content"] == reply and images(zh) == 1
    assert zh[3]["content"][0]["type"] == "image_url" and zh[3]["content"][1]["text"].startswith("** Screen Info **")
    fake_llm.requests.clear()
    en = run_steps(fake_llm, "autoglm", [reply], options={"lang": "en"})[-1]
    assert en[0]["content"].startswith("The current date: 2026-03-14, Saturday\n# Setup")


def test_uitars_history_restores_box_tokens(fake_llm: Any) -> None:
    reply = "Thought: tap\nAction: click(start_box='(100,200)')"
    msgs = run_steps(fake_llm, "uitars", [reply] * 2)[-1]
    assert msgs[0] == {"role": "system", "content": with_protocol("You are a helpful assistant.")}
    assert "## User Instruction\nTurn Wi-Fi off.\n" in msgs[1]["content"][0]["text"]
    assert "- Use English in `Thought` part." in msgs[1]["content"][0]["text"]
    assert msgs[2]["content"] == "Thought: tap\nAction: click(start_box='<|box_start|>(100,200)<|box_end|>')"
    assert images(msgs) == 1


def test_step_info_and_queued_actions(fake_llm: Any) -> None:
    agent = make_agent("uitars", config=fake_llm.config(temperature=0.3))
    agent.reset("Search for Mom.")
    fake_llm.push("Thought: type\nAction: type(content='Mom\\n')")
    shot = _with_shot(OBS)
    assert agent.act(shot) == {"action": "type", "text": "Mom"}
    info = agent.step_info
    assert info is not None and info["action"] == [{"action": "type", "text": "Mom"}, {"action": "enter"}]
    assert info["image"] == {"width": 1092, "height": 2408, "format": "png", "bytes": info["image"]["bytes"]}
    assert "base64" not in json.dumps(info) and info["messages"][-1]["content"][0]["image_url"]["url"] == (
        "shot:000")
    assert fake_llm.requests[0]["temperature"] == 0.3 and fake_llm.requests[0]["max_tokens"] == 400
    assert agent.act(shot) == {"action": "enter"} and agent.step_info == {"queued": True, "action": {"action": "enter"}}
    assert len(fake_llm.requests) == 1
    # the next call acts on the episode's third observation: its image is named after that file
    fake_llm.push("Thought: home\nAction: press_home()")
    assert agent.act(shot) == {"action": "home"}
    refs = [p["image_url"]["url"] for m in agent.step_info["messages"] if isinstance(m["content"], list)
            for p in m["content"] if p.get("type") == "image_url"]
    assert refs[-1] == "shot:002" and set(refs) <= {"shot:000", "shot:002"}
    agent.reset("again")
    assert agent.turns == [] and agent.step_info is None


def test_coordinates_are_clamped_to_the_screen(fake_llm: Any) -> None:
    agent = make_agent("generic", config=fake_llm.config())
    agent.reset("x")
    fake_llm.push('Action: {"action": "click", "x": 1003, "y": -2}')
    assert agent.act(_with_shot(OBS)) == {"action": "click", "x": 1000.0, "y": 0.0}
    assert REL_1000.to_norm(1200, 500) == (1000.0, 500.0)


@pytest.mark.parametrize("adapter", [n for n in AGENTS if needs_model(n)])
def test_every_adapter_states_the_answer_protocol(fake_llm: Any, adapter: str) -> None:
    """Each model adapter's system message says how queries are answered (AnswerSheet, or the answer
    action in text mode), whatever the published prompt it follows."""
    agent = make_agent(adapter, config=fake_llm.config())
    agent.reset("Turn Wi-Fi off.")
    fake_llm.push("no action here")
    with contextlib.suppress(Exception):
        agent.act(_with_shot(OBS))
    system = fake_llm.requests[-1]["messages"][0]
    assert system["role"] == "system" and SYSTEM_NOTE in texts([system])
