"""Built-in agents: the oracle (each task's solution), idle, and seeded random."""

from __future__ import annotations

from random import Random
from typing import Any

from mgym import actions as A
from mgym.observation import Observation


class OracleAgent:
    """Runs the task template's own solution, which drives the UI through observations.

    The only agent that sees the task's parameters: the runner hands them over through
    :meth:`brief`, its own channel, after ``reset``.

    An interruption on screen (``mgym bench --distractors``) is answered first, the careful way
    (:func:`get_through`); the solution sees the screen once it is gone.

    With ``variation`` the oracle takes a harmless variation of its path wherever one exists: each
    share it sends carries a short note (:func:`with_notes`). :attr:`varied` lists what it varied in
    the episode, so a test can tell the templates whose path offers a variation."""

    name = "oracle"
    needs_screenshot = False
    #: the runner briefs privileged agents (and only them) with the template and params
    privileged = True

    def __init__(self, variation: bool = False) -> None:
        self._gen: Any = None
        self._started = False
        self._template: Any = None
        self._params: dict[str, Any] = {}
        self.variation = variation
        #: the variations taken in this episode ("note": a note left on a share)
        self.varied: list[str] = []

    def reset(self, instruction: str) -> None:
        self._gen = None
        self._started = False
        self.varied = []

    def brief(self, template: Any, params: dict[str, Any]) -> None:
        """The oracle's private channel: the template whose solution it runs, and the instance params."""
        self._template, self._params = template, params

    def act(self, observation: Observation) -> Any:
        if self._template is None:
            raise RuntimeError("the oracle needs brief(template, params) before it can act")
        careful = get_through(observation)
        if careful is not None:  # the solution sees the screen once the interruption is gone
            return careful
        try:
            if not self._started:
                self._gen = self._template.solve(self._params, observation)
                if self.variation:
                    self._gen = with_notes(self._gen, observation, self.varied)
                self._started = True
                return next(self._gen)
            return self._gen.send(observation)
        except StopIteration:
            return A.Complete()


def get_through(obs: Observation) -> Any:
    """The careful answer to an interruption on screen (:mod:`mgym.os.interrupts`), or None if none
    shows: its close / Later / Dismiss / Not now / No thanks / Don't allow / Decline control, a swipe
    up for a heads-up banner, a hang-up for a call someone answered, a short wait for an ad whose
    close control has not appeared yet. Interruption controls are the elements whose trigger starts
    with ``interrupt.`` (their params name the ``kind``)."""
    mine = [e for e in obs.ui if e.trigger and e.trigger.startswith("interrupt.")]
    if not mine:
        return None
    for tid in ("interrupt.dismiss", "interrupt.end"):
        e = next((e for e in mine if e.trigger == tid), None)
        if e is not None:
            x, y = e.center
            return A.Click(x=x, y=y)
    banner = next((e for e in mine if e.params.get("kind") == "headsup"), None)
    if banner is not None:
        x, y = banner.center
        return A.Swipe(x1=x, y1=y, x2=x, y2=max(0.0, banner.bounds[1] - 40))
    return A.Wait(seconds=1)


#: the note the varied oracle leaves on a share, by the phone's language
NOTE = {"en": "see this", "zh-CN": "看看这个"}


def _target(obs: Observation, action: Any) -> Any:
    """The element a click lands on (the topmost one with a trigger), or None."""
    if not isinstance(action, A.Click) or action.x is None or action.y is None or action.unit != "norm1000":
        return None
    hits = [e for e in obs.ui if e.trigger and e.bounds[0] <= action.x <= e.bounds[2]
            and e.bounds[1] <= action.y <= e.bounds[3]]
    return hits[-1] if hits else None


def with_notes(inner: Any, obs: Observation, log: list[str]) -> Any:
    """The oracle's steps with a short note left on every share it sends: typed into the "Leave a
    message" field of Messenger's share or forward dialog (sent as one more text after the shared
    content), or after the shared text in the SMS composer that Share to Messages opens (sent in the
    same message). Each note taken is logged as "note"."""
    action = next(inner)
    sms_share = False
    while True:
        target = _target(obs, action)
        field = None
        if target is not None and target.trigger == "sharesheet.app":
            sms_share = target.params.get("app") == "messages"
        elif target is not None and target.trigger == "forward.send":
            field = next((e for e in obs.ui if e.editable and e.name == "note"), None)
        elif target is not None and target.trigger == "compose.send" and sms_share:
            field = next((e for e in obs.ui if e.editable and e.name == "body"), None)
            sms_share = False
        if field is not None and target is not None:
            note = NOTE.get(obs.locale, NOTE["en"])
            x, y = field.center
            obs = yield A.Type(text=note if field.name == "note" else f" {note}", x=x, y=y, clear=False)
            if obs.keyboard:
                obs = yield A.Back()
            again = next((e for e in obs.ui if e.trigger == target.trigger and e.params == target.params), None)
            if again is None:
                raise RuntimeError(f"{target.trigger} is gone after the note:\n{obs.text()}")
            action = A.Click(x=again.center[0], y=again.center[1])
            log.append("note")
        obs = yield action
        try:
            action = inner.send(obs)
        except StopIteration:
            return


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
