"""ModelConfig and the chat client: keys, sampling, retries over real HTTP on 127.0.0.1."""

from __future__ import annotations

import socket
from typing import Any

import pytest

from bench.agents.client import ChatClient, ModelError
from bench.agents.config import NO_KEY, ModelConfig, parse_options

MSGS = [{"role": "user", "content": "hi"}]


def test_api_key_comes_from_config_then_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("MGYM_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert ModelConfig().resolved_api_key() == NO_KEY
    monkeypatch.setenv("OPENAI_API_KEY", "sk-openai")
    assert ModelConfig().resolved_api_key() == "sk-openai"
    monkeypatch.setenv("MGYM_API_KEY", "sk-mgym")
    assert ModelConfig().resolved_api_key() == "sk-mgym"
    cfg = ModelConfig(api_key="sk-given")
    assert cfg.resolved_api_key() == "sk-given"
    meta = cfg.to_meta()
    assert "api_key" not in meta and meta["api_key_set"] is True and "sk-given" not in repr(cfg)


def test_sampling_overrides_adapter_defaults_only_where_set() -> None:
    defaults = {"temperature": 0.1, "top_p": 0.95, "max_tokens": 4096}
    assert ModelConfig().sampling(defaults) == defaults
    assert ModelConfig(temperature=0.7, max_tokens=10).sampling(defaults) == {
        "temperature": 0.7, "top_p": 0.95, "max_tokens": 10}


def test_config_validation_and_options() -> None:
    with pytest.raises(ValueError):
        ModelConfig(base_url="localhost:8000")
    with pytest.raises(ValueError):
        ModelConfig(image_format="gif")  # type: ignore[arg-type]
    assert ModelConfig(base_url="http://h:1/v1/").base_url == "http://h:1/v1"
    assert parse_options(["version=2.5", "lang=en", "max_pixels=100", "x=true"]) == {
        "version": "2.5", "lang": "en", "max_pixels": 100, "x": True}
    with pytest.raises(ValueError, match="key=value"):
        parse_options(["version"])


def test_transient_errors_are_retried(fake_llm: Any) -> None:
    fake_llm.push((500, {"error": {"message": "overloaded"}}), (429, {"error": {"message": "slow down"}}), "hello")
    done = ChatClient(fake_llm.config()).complete(MSGS, {"temperature": 0.0})
    assert done.text == "hello" and done.attempts == 3 and done.usage["total_tokens"] == 18
    assert len(fake_llm.requests) == 3
    body = fake_llm.requests[-1]
    assert body["model"] == "fake-model" and body["temperature"] == 0.0 and body["messages"] == MSGS


def test_client_errors_are_not_retried(fake_llm: Any) -> None:
    fake_llm.push((400, {"error": {"message": "bad image"}}), "never sent")
    with pytest.raises(ModelError, match="HTTP 400") as e:
        ChatClient(fake_llm.config()).complete(MSGS, {})
    assert e.value.status == 400 and e.value.attempts == 1 and len(fake_llm.requests) == 1


def test_retries_give_up_after_the_configured_count(fake_llm: Any) -> None:
    fake_llm.push(*[(503, {"error": {"message": "down"}})] * 5)
    with pytest.raises(ModelError, match="HTTP 503.*3 attempt"):
        ChatClient(fake_llm.config(retries=2)).complete(MSGS, {})
    assert len(fake_llm.requests) == 3


def test_connection_errors_are_retried_then_reported() -> None:
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cfg = ModelConfig(base_url=f"http://127.0.0.1:{port}/v1", model="m", retries=1, retry_backoff=0.01, timeout=5)
    with pytest.raises(ModelError, match="APIConnectionError.*2 attempt"):
        ChatClient(cfg).complete(MSGS, {})


def test_extra_body_is_sent(fake_llm: Any) -> None:
    fake_llm.push("ok")
    ChatClient(fake_llm.config(extra_body={"top_k": 1})).complete(MSGS, {})
    assert fake_llm.requests[0]["top_k"] == 1
