"""The model agent: one chat-completions call per step, the reply parsed into mgym actions.

An adapter subclasses :class:`ModelAgent` and supplies its model's published format: the messages of a
step (:meth:`ModelAgent.messages`), the reply parser (:meth:`ModelAgent.parse`), its coordinate space
and resize rule, and its decoding defaults. The base class keeps the history, encodes screenshots,
calls the model, queues the extra actions of a reply that means several (``type`` + enter,
``answer`` + ``complete``), and records ``step_info`` for ``steps.jsonl``.
"""

from __future__ import annotations

import copy
from collections import deque
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, ClassVar

from bench.agents.base import LAST_ACTION_ERROR, InvalidReply
from bench.agents.client import ChatClient
from bench.agents.config import ModelConfig
from bench.agents.coords import CoordSpace
from bench.agents.images import Resize, SentImage, prepare_image, sent_size
from mgym import actions as A
from mgym.errors import ActionError
from mgym.observation import Observation


@dataclass
class Turn:
    """One step as the agent remembers it."""

    index: int
    #: the foreground app and screen of the observation (app id)
    app: str
    image: SentImage | None
    reply: str
    #: the adapter's short text for this step in later prompts (e.g. its ``Action:`` line)
    summary: str = ""
    actions: list[dict[str, Any]] = field(default_factory=list)
    #: which observation of the episode this step saw (the screenshot file ``{shot:03d}.*``)
    shot: int = 0


class ModelAgent:
    """Base of every model adapter; see the module docstring for what a subclass provides."""

    name: str = "model"
    needs_screenshot: ClassVar[bool] = True
    #: decoding parameters of the adapter's published setup (overridden by ModelConfig fields)
    defaults: ClassVar[dict[str, Any]] = {}
    #: options this adapter accepts in ``ModelConfig.options``, with their defaults
    option_defaults: ClassVar[dict[str, Any]] = {}

    def __init__(self, config: ModelConfig, seed: int = 0, client: ChatClient | None = None) -> None:
        unknown = set(config.options) - set(self.option_defaults)
        if unknown:
            known = ", ".join(sorted(self.option_defaults)) or "none"
            raise ValueError(f"agent {self.name!r} has no option {', '.join(sorted(unknown))} (options: {known})")
        self.config = config
        self.seed = seed
        self.options: dict[str, Any] = {**self.option_defaults, **config.options}
        self.client = client or ChatClient(config)
        self.instruction = ""
        self.turns: list[Turn] = []
        self.step_info: dict[str, Any] | None = None
        self._pending: deque[dict[str, Any]] = deque()
        self._refs: dict[int, str] = {}
        #: ``act`` calls since ``reset``: the index of the observation being acted on
        self._calls = 0

    # ---- what an adapter provides ------------------------------------------------------------------
    def resize(self) -> Resize | None:
        """The adapter's resize rule for the image it sends (after the image policy); None keeps it."""
        return None

    def space(self, width: int, height: int) -> CoordSpace:
        """The coordinate space of the model for a screen of ``width`` x ``height`` pixels."""
        raise NotImplementedError

    def messages(self, obs: Observation, image: SentImage | None) -> list[dict[str, Any]]:
        """The chat messages of this step (history from ``self.turns``)."""
        raise NotImplementedError

    def parse(self, reply: str, obs: Observation, space: CoordSpace) -> tuple[list[dict[str, Any]], str]:
        """The reply as mgym action dicts (in order) and its summary for later prompts.

        Raise :class:`InvalidReply` when it does not parse."""
        raise NotImplementedError

    def meta(self) -> dict[str, Any]:
        """What a run records about this agent: adapter, options, effective decoding, config (no key)."""
        return {"adapter": self.name, "options": self.options, "sampling": self.config.sampling(self.defaults),
                "config": self.config.to_meta()}

    # ---- the protocol -------------------------------------------------------------------------------
    def reset(self, instruction: str) -> None:
        self.instruction = instruction
        self.turns = []
        self.step_info = None
        self._pending.clear()
        self._calls = 0

    def act(self, observation: Observation) -> Any:
        self._calls += 1
        if self._pending:
            action = self._pending.popleft()
            self.step_info = {"queued": True, "action": action}
            return action
        self._refs = {}
        self.step_info = None  # a failed model call leaves no stale record behind
        image = prepare_image(observation, self.config, self.resize()) if self.needs_screenshot else None
        space = self.space(observation.width, observation.height)
        msgs = self.messages(observation, image)
        done = self.client.complete(msgs, self.config.sampling(self.defaults))
        info: dict[str, Any] = {
            "model": self.config.model, "messages": self.redact(msgs), "reply": done.text,
            "latency_s": done.latency_s, "attempts": done.attempts, "usage": done.usage,
            "finish_reason": done.finish_reason, "coords": space.label,
        }
        if done.reasoning:
            info["reasoning"] = done.reasoning
        if image is not None:
            info["image"] = {"width": image.width, "height": image.height, "format": image.format,
                             "bytes": len(image.data)}
        turn = Turn(len(self.turns), observation.app, image, done.text, summary=done.text, shot=self._calls - 1)
        self.turns.append(turn)
        self._forget_images()
        try:
            actions, turn.summary = self.parse(done.text, observation, space)
            if not actions:
                raise InvalidReply("the reply holds no action", raw=done.text)
            turn.actions = [_checked(a) for a in actions]
        except InvalidReply as e:
            info["action"], info["parse_error"] = None, str(e)
            self.step_info = info
            raise InvalidReply(str(e), raw=done.text) from None
        info["action"] = turn.actions[0] if len(turn.actions) == 1 else turn.actions
        self.step_info = info
        self._pending.extend(turn.actions[1:])
        return turn.actions[0]

    # ---- helpers for adapters ------------------------------------------------------------------------
    def model_size(self, width: int, height: int) -> tuple[int, int]:
        """The size of the image the model sees for a ``width`` x ``height`` screenshot."""
        return sent_size(width, height, self.config, self.resize())

    def image_part(self, image: SentImage, step: int) -> dict[str, Any]:
        """The content part of ``image`` (``step``: a turn index, or the current step's); recorded so
        :meth:`redact` can name it by its screenshot file (``shot:003`` is the episode's ``003.jpg``)."""
        part = image.part(self.config.image_encoding)
        shot = self.turns[step].shot if step < len(self.turns) else self._calls - 1
        self._refs[id(part)] = f"shot:{shot:03d}"
        return part

    def redact(self, messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """``messages`` with every image replaced by a short reference (no base64)."""
        out = copy.copy(messages)
        for i, m in enumerate(out):
            content = m.get("content")
            if isinstance(content, list):
                out[i] = {**m, "content": [
                    {"type": "image_url", "image_url": {"url": self._refs.get(id(p), "<image>")}}
                    if isinstance(p, dict) and p.get("type") == "image_url" else p for p in content]}
        return out

    def shown_turns(self) -> list[Turn]:
        """The earlier steps shown to the model (all, or the last ``history_steps``).

        :meth:`messages` runs before the current step is recorded, so ``self.turns`` are all past."""
        n = self.config.history_steps
        if n is None:
            return list(self.turns)
        return self.turns[len(self.turns) - n:] if n else []

    def keeps_image(self, turn: Turn) -> bool:
        """Whether an earlier step still carries its screenshot (the latest ``history_images - 1``)."""
        return turn.index >= len(self.turns) - (self.config.history_images - 1)

    def last_error(self, obs: Observation) -> str | None:
        err = obs.info.get(LAST_ACTION_ERROR)
        return str(err) if err else None

    def _forget_images(self) -> None:
        """Drop screenshots that can no longer be shown, so long episodes do not grow in memory."""
        for t in self.turns[: max(0, len(self.turns) - self.config.history_images)]:
            t.image = None


def virtual_date(obs: Observation) -> datetime:
    """The phone's (virtual) date and time, from the observation."""
    try:
        return datetime.fromisoformat(obs.time)
    except ValueError:
        return datetime(2026, 1, 1)


def _checked(action: Any) -> dict[str, Any]:
    """An action dict validated by mgym (coordinates clamped to the screen first)."""
    if not isinstance(action, dict):
        action = A.parse_action(action).to_dict()
    fixed = dict(action)
    for key in ("x", "y", "x1", "y1", "x2", "y2"):
        if isinstance(fixed.get(key), (int, float)):
            fixed[key] = min(1000.0, max(0.0, float(fixed[key])))
    try:
        return A.parse_action(fixed).to_dict()
    except ActionError as e:
        raise InvalidReply(str(e)) from None
