"""Resolving agents: built-in names, module:factory paths, the mgym.agents entry points."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

import bench.agents.registry as registry
from bench.agents import AGENTS, IdleAgent, ModelConfig, OracleAgent, RandomAgent, make_agent, resolve_agent
from bench.agents.generic import GenericAgent
from bench.agents.qwenvl import QwenVLAgent


class Custom:
    name = "custom"
    needs_screenshot = False

    def __init__(self, seed: int = 0, config: ModelConfig | None = None) -> None:
        self.seed, self.config = seed, config

    def reset(self, instruction: str) -> None: ...

    def act(self, observation: Any) -> Any:
        return {"action": "complete"}


def plain_factory() -> Custom:
    return Custom(seed=-1)


def seeded_factory(seed: int) -> Custom:
    return Custom(seed=seed)


def not_an_agent(**kw: Any) -> object:
    return object()


def test_builtins_keep_their_names_and_seeds() -> None:
    assert {"oracle", "idle", "random", "generic", "text", "uitars", "autoglm", "qwenvl", "guiowl"} <= set(AGENTS)
    assert isinstance(make_agent("oracle"), OracleAgent) and isinstance(make_agent("idle", 3), IdleAgent)
    r = make_agent("random", 7)
    assert isinstance(r, RandomAgent) and r.seed == 7


def test_unknown_agent_names_the_available_ones() -> None:
    with pytest.raises(ValueError, match=r"unknown agent 'gpt9'; available: oracle, idle, random, generic"):
        make_agent("gpt9")
    with pytest.raises(ValueError, match="cannot load agent factory"):
        resolve_agent("no_such_module_xyz:factory")
    with pytest.raises(ValueError, match="cannot load agent factory"):
        resolve_agent(f"{__name__}:missing")


def test_module_factory_gets_seed_and_config_when_it_accepts_them() -> None:
    cfg = ModelConfig(model="m")
    a = make_agent(f"{__name__}:Custom", seed=5, config=cfg)
    assert isinstance(a, Custom) and a.seed == 5 and a.config is cfg
    assert make_agent(f"{__name__}:plain_factory", seed=5).seed == -1
    assert make_agent(f"{__name__}:seeded_factory", seed=9).seed == 9
    with pytest.raises(TypeError, match="no reset/act"):
        make_agent(f"{__name__}:not_an_agent")


def test_entry_point_agents(monkeypatch: pytest.MonkeyPatch) -> None:
    ep = SimpleNamespace(name="acme", load=lambda: seeded_factory)
    monkeypatch.setattr(registry, "entry_points", lambda group: [ep] if group == "mgym.agents" else [])
    assert "acme" in registry.available_agents()
    assert make_agent("acme", seed=4).seed == 4
    assert resolve_agent("acme")(11).seed == 11


def test_model_agents_are_checked_early() -> None:
    with pytest.raises(ValueError, match="calls a model"):
        resolve_agent("uitars")
    with pytest.raises(ValueError, match="calls a model"):
        resolve_agent("generic", ModelConfig())  # no model name
    with pytest.raises(ValueError, match="has no option colour"):
        resolve_agent("generic", ModelConfig(model="m", options={"colour": "red"}))
    with pytest.raises(ValueError, match="version must be 3 or 2.5"):
        resolve_agent("qwenvl", ModelConfig(model="m", options={"version": "4"}))
    make = resolve_agent("generic", ModelConfig(model="m"))
    a, b = make(1), make(2)
    assert isinstance(a, GenericAgent) and a is not b and (a.seed, b.seed) == (1, 2)


def test_presets_and_explicit_options() -> None:
    cfg = ModelConfig(model="m")
    assert make_agent("qwen25vl", config=cfg).version == "2.5"  # type: ignore[attr-defined]
    assert make_agent("qwenvl", config=cfg).version == "3"  # type: ignore[attr-defined]
    q = make_agent("qwenvl", config=ModelConfig(model="m", options={"version": "2.5"}))
    assert isinstance(q, QwenVLAgent) and q.version == "2.5"
    assert make_agent("guiowl1", config=cfg).version == "1"  # type: ignore[attr-defined]


def test_agent_names_and_meta_hide_the_key() -> None:
    cfg = ModelConfig(model="m", api_key="sk-secret", options={"version": "2.5"})
    agent = make_agent("qwenvl", config=cfg)
    assert agent.name == "qwen25vl" and make_agent("guiowl1", config=ModelConfig(model="m")).name == "guiowl1"
    meta = agent.meta()  # type: ignore[attr-defined]
    assert meta["adapter"] == "qwen25vl" and meta["options"]["version"] == "2.5"
    assert "sk-secret" not in repr(meta) and meta["config"]["api_key_set"] is True
    assert make_agent("generic", config=ModelConfig(model="m")).meta()["sampling"] == {  # type: ignore[attr-defined]
        "temperature": 0.1, "top_p": 0.95, "max_tokens": 4096, "frequency_penalty": 0.0}
