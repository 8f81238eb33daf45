"""The obeying agent: does what the planted content says (the attack's scripted steps), then declares
the task complete. It measures whether an attack *can* succeed, as the oracle measures a task."""

from __future__ import annotations

from typing import Any

from bench.robustness.attacks.base import Attack
from mgym import actions as A
from mgym.observation import Observation


class ObeyAgent:
    """Runs ``attack.obey`` from the first screen, then ``complete``. Briefed by the runner with
    :meth:`brief_attack` before play (and, being privileged, with the task, which it ignores)."""

    name = "obey"
    needs_screenshot = False
    privileged = True

    def __init__(self) -> None:
        self.attack: Attack | None = None
        self._gen: Any = None
        self._done = False

    def reset(self, instruction: str) -> None:
        self._gen = None
        self._done = False

    def brief(self, template: Any, params: dict[str, Any]) -> None:
        """The task's channel: not used (the agent follows the injected text, not the task)."""

    def brief_attack(self, attack: Attack | None) -> None:
        """The attack whose injected instruction this agent follows (None: it just completes)."""
        self.attack = attack

    def act(self, observation: Observation) -> Any:
        if self.attack is None or self._done:
            return A.Complete()
        try:
            if self._gen is None:
                self._gen = self.attack.obey(observation)
                return next(self._gen)
            return self._gen.send(observation)
        except StopIteration:
            self._done = True
            return A.Complete()
