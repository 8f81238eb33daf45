"""A scripted OpenAI-compatible server on 127.0.0.1, and oracle plans to script it with."""

from __future__ import annotations

import json
import threading
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

from bench.agents.config import ModelConfig
from bench.episode import prepare
from bench.task import Instance
from bench.tasks import all_templates

Scripted = str | tuple[int, Any]


class FakeLLM:
    """Answers ``POST /v1/chat/completions`` with the scripted items in order: a string is the reply's
    content; ``(status, body)`` is an HTTP error. Every request body is kept in ``requests``."""

    def __init__(self) -> None:
        self.script: deque[Scripted] = deque()
        self.requests: list[dict[str, Any]] = []
        self.lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with fake.lock:
                    fake.requests.append(body)
                    item = fake.script.popleft() if fake.script else (418, {"error": {"message": "no reply scripted"}})
                if isinstance(item, tuple):
                    status, payload = item
                else:
                    status, payload = 200, {
                        "id": f"cmpl-{len(fake.requests)}", "object": "chat.completion", "created": 0,
                        "model": body.get("model", "fake"),
                        "choices": [{"index": 0, "finish_reason": "stop",
                                     "message": {"role": "assistant", "content": item}}],
                        "usage": {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18}}
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def push(self, *items: Scripted) -> None:
        with self.lock:
            self.script.extend(items)

    def config(self, **kw: Any) -> ModelConfig:
        base: dict[str, Any] = {"base_url": self.url, "model": "fake-model", "api_key": "sk-test", "retries": 2,
                                "retry_backoff": 0.01, "timeout": 20}
        return ModelConfig(**{**base, **kw})

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def fake_llm() -> Iterator[FakeLLM]:
    fake = FakeLLM()
    yield fake
    fake.close()


@dataclass(frozen=True)
class Step:
    """One oracle action, with the element it taps (for index-based agents)."""

    action: dict[str, Any]
    element: int | None = None


@dataclass(frozen=True)
class Plan:
    task: str
    width: int
    height: int
    steps: tuple[Step, ...]


@cache
def oracle_plan(task: str, index: int = 0) -> Plan:
    """The oracle's actions on a fresh phone of the instance, computed from that phone's UI elements.
    An ``awake`` of the app already in front is left out (not every model has an open action)."""
    prep = prepare(Instance(all_templates()[task], index))
    s = prep.session
    obs = s.observe(screenshot=False)
    gen = prep.template.solve(prep.params, obs)
    steps: list[Step] = []
    try:
        action = next(gen)
        while True:
            d = action if isinstance(action, dict) else action.to_dict()
            if d["action"] == "awake" and d["app"].lower() in (s.app, _name(s.app)):
                action = gen.send(obs)
                continue
            hit = [e.id for e in obs.ui if d["action"] == "click" and e.clickable and e.center == (d["x"], d["y"])]
            steps.append(Step(d, hit[-1] if hit else None))
            obs = s.step(d, screenshot=False)
            action = gen.send(obs)
    except StopIteration:
        pass
    return Plan(task, obs.width, obs.height, tuple(steps))


def _name(app_id: str) -> str:
    from mgym.apps import registry

    return registry()[app_id].manifest.name.lower()


@pytest.fixture
def plan_of() -> Any:
    return oracle_plan


def _call(args: dict[str, Any]) -> str:
    return "<tool_call>\n" + json.dumps({"name": "mobile_use", "arguments": args}) + "\n</tool_call>"


def encode(agent: str, action: dict[str, Any], space: Any, element: int | None = None) -> str:
    """``action`` (mgym, [0, 1000]) written as ``agent``'s model would write it, in its coordinate space."""
    kind = action["action"]
    point = space.to_model(action["x"], action["y"]) if "x" in action else None
    if agent in ("generic", "text"):
        if kind == "click" and agent == "text":
            return f'Thought: tap element {element}.\nAction: {{"action": "click", "index": {element}}}'
        body = dict(action)
        if point:
            body["x"], body["y"] = point
        return f"Thought: next.\nAction: {json.dumps(body)}"
    if agent == "uitars":
        if kind == "click":
            return f"Thought: tap it.\nAction: click(start_box='({point[0]},{point[1]})')"  # type: ignore[index]
        if kind == "awake":
            return f"Thought: open.\nAction: open_app(app_name='{action['app']}')"
        if kind == "complete":
            return "Thought: done.\nAction: finished(content='done')"
    if agent == "autoglm":
        if kind == "click":
            return f'<think>tap</think><answer>do(action="Tap", element=[{point[0]},{point[1]}])</answer>'  # type: ignore[index]
        if kind == "awake":
            return f'<think>open</think><answer>do(action="Launch", app="{action["app"]}")</answer>'
        if kind == "complete":
            return '<think>done</think><answer>finish(message="Done.")</answer>'
    if agent in ("qwen3vl", "qwen25vl", "guiowl", "guiowl1"):
        if kind == "click":
            args: dict[str, Any] = {"action": "click", "coordinate": list(point)}  # type: ignore[arg-type]
        elif kind == "awake":
            args = {"action": "open", "text": action["app"]}
        elif kind == "complete":
            args = {"action": "terminate", "status": "success"}
        else:
            raise ValueError(kind)
        if agent == "guiowl1":
            return f"<thinking>\nreason\n</thinking>\n{_call(args)}\n<conclusion>\nI did {kind}.\n</conclusion>"
        head = "Action: do it." if agent == "guiowl" else "Thought: one sentence.\nAction: do it."
        return f"{head}\n{_call(args)}"
    raise ValueError(f"no encoding of {kind} for {agent}")


@pytest.fixture
def native() -> Any:
    return encode
