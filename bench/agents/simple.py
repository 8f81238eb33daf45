"""Built-in agents: the oracle (each task's solution), idle, and seeded random."""

from __future__ import annotations

from random import Random
from typing import Any

from mgym import actions as A
from mgym.observation import Observation


class OracleAgent:
    """Runs the task template's own solution, which drives the UI through observations.

    The only agent that sees the task's parameters: the runner hands them over through
    :meth:`brief`, its own channel, after ``reset``."""

    name = "oracle"
    needs_screenshot = False
    #: the runner briefs privileged agents (and only them) with the template and params
    privileged = True

    def __init__(self) -> None:
        self._gen: Any = None
        self._started = False
        self._template: Any = None
        self._params: dict[str, Any] = {}

    def reset(self, instruction: str) -> None:
        self._gen = None
        self._started = False

    def brief(self, template: Any, params: dict[str, Any]) -> None:
        """The oracle's private channel: the template whose solution it runs, and the instance params."""
        self._template, self._params = template, params

    def act(self, observation: Observation) -> Any:
        if self._template is None:
            raise RuntimeError("the oracle needs brief(template, params) before it can act")
        try:
            if not self._started:
                self._gen = self._template.solve(self._params, observation)
                self._started = True
                return next(self._gen)
            return self._gen.send(observation)
        except StopIteration:
            return A.Complete()


class IdleAgent:
    """Does nothing, then declares the task complete."""

    name = "idle"
    needs_screenshot = False

    def reset(self, instruction: str) -> None:
        self._n = 0

    def act(self, observation: Observation) -> Any:
        self._n += 1
        return A.Wait(seconds=1) if self._n == 1 else A.Complete()


class RandomAgent:
    """Seeded random taps, swipes, back presses and typing."""

    name = "random"
    needs_screenshot = False

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Random(seed)

    def reset(self, instruction: str) -> None:
        self.rng = Random(f"{self.seed}|{instruction}")

    def act(self, observation: Observation) -> Any:
        r = self.rng
        roll = r.random()
        if roll < 0.55:
            targets = [e for e in observation.ui if e.clickable]
            if targets and r.random() < 0.8:
                x, y = r.choice(targets).center
                return A.Click(x=x, y=y)
            return A.Click(x=r.uniform(0, 1000), y=r.uniform(0, 1000))
        if roll < 0.7:
            return A.Swipe(direction=r.choice(["up", "down", "left", "right"]))
        if roll < 0.8:
            return A.Back()
        if roll < 0.92 and observation.keyboard:
            return A.Type(text=r.choice(["hello", "42", "Mom", "ok"]))
        if roll < 0.97:
            return A.Wait(seconds=1)
        return A.Complete()
