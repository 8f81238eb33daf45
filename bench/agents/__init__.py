"""Agents: ``reset(instruction)`` then ``act(observation) -> action`` until a terminal action.

Built-in: ``oracle``, ``idle``, ``random`` and the model adapters ``generic``, ``text``, ``uitars``,
``autoglm``, ``qwenvl`` (``qwen3vl``, ``qwen25vl``) and ``guiowl`` (``guiowl1``); any ``module:factory``
path; and factories other packages register under the ``mgym.agents`` entry-point group.
See docs/agents.md.
"""

from __future__ import annotations

from bench.agents.base import LAST_ACTION_ERROR, Agent, InvalidReply, step_info
from bench.agents.config import ModelConfig, parse_options
from bench.agents.registry import (
    AGENTS,
    ENTRY_POINT_GROUP,
    available_agents,
    make_agent,
    needs_model,
    resolve_agent,
)
from bench.agents.simple import IdleAgent, OracleAgent, RandomAgent

__all__ = ["AGENTS", "ENTRY_POINT_GROUP", "LAST_ACTION_ERROR", "Agent", "IdleAgent", "InvalidReply", "ModelConfig",
           "OracleAgent", "RandomAgent", "available_agents", "make_agent", "needs_model", "parse_options",
           "resolve_agent", "step_info"]
