from __future__ import annotations

from typing import Any, Protocol

from mgym.observation import Observation


class Agent(Protocol):
    """The agent protocol. ``info`` carries the task id, params and (for the oracle) the template."""

    name: str
    #: whether the agent looks at screenshots (runs skip encoding for agents that do not)
    needs_screenshot: bool

    def reset(self, instruction: str, info: dict[str, Any]) -> None: ...

    def act(self, observation: Observation) -> Any: ...
