"""The agent protocol: ``reset(instruction)``, then ``act(observation) -> action`` until a terminal action.

An agent sees only the instruction and the observations, as a model would. The action it returns may
be an :mod:`mgym.actions` object, an action dict or a JSON string; anything that does not parse (or an
:class:`InvalidReply` it raises) is an *invalid step*: a no-op that costs one step, recorded with its
error, and shown to the agent on the next observation as ``observation.info["last_action_error"]``.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from mgym.observation import Observation

#: the key under which the runner shows the previous step's error to the agent
LAST_ACTION_ERROR = "last_action_error"


class InvalidReply(ValueError):
    """Raised by an agent whose model reply does not parse into an action (an invalid step)."""

    def __init__(self, message: str, raw: str | None = None) -> None:
        super().__init__(message)
        self.raw = raw


@runtime_checkable
class Agent(Protocol):
    """What ``mgym bench`` runs. ``step_info``, when an agent sets it during ``act``, is stored on that
    step's line of ``steps.jsonl`` (a model agent puts the messages, raw reply, usage and latency there)."""

    name: str
    #: whether the agent looks at screenshots (runs skip encoding for agents that do not)
    needs_screenshot: bool

    def reset(self, instruction: str) -> None: ...

    def act(self, observation: Observation) -> Any: ...


def step_info(agent: Any) -> dict[str, Any] | None:
    """The agent's record of its last ``act`` call, if it keeps one."""
    info = getattr(agent, "step_info", None)
    return dict(info) if isinstance(info, dict) else None
