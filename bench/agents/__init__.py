"""Agents: ``reset(instruction, info)`` then ``act(observation) -> action`` until a terminal action."""

from __future__ import annotations

from collections.abc import Callable

from bench.agents.base import Agent
from bench.agents.simple import IdleAgent, OracleAgent, RandomAgent

AGENTS: dict[str, Callable[[int], Agent]] = {
    "oracle": lambda seed: OracleAgent(),
    "idle": lambda seed: IdleAgent(),
    "random": lambda seed: RandomAgent(seed),
}


def make_agent(name: str, seed: int = 0) -> Agent:
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; available: {', '.join(AGENTS)}") from None


__all__ = ["AGENTS", "Agent", "IdleAgent", "OracleAgent", "RandomAgent", "make_agent"]
