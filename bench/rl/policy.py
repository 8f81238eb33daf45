"""One policy I/O layer for evaluation and training: a model adapter's prompt and parser without a client.

:class:`PolicyIO` wraps the same :class:`~bench.agents.model.ModelAgent` adapter ``mgym bench`` runs
(``qwen3vl``, ``qwen25vl``, ``uitars``, ``autoglm``, ``guiowl``, ``generic``, ...): its ``messages``
build the chat of a step, its ``parse`` turns a completion into mgym actions, its resize rule sizes
the screenshot and its coordinate space reads the coordinates. Only the transport differs: images are
``{"type": "image", "image": PIL.Image}`` parts (what Hugging Face processors and trainers take) rather
than base64 data URLs, and the completion comes from the trainer instead of a chat endpoint. So a
policy trained in one adapter's format is evaluated by ``mgym bench`` in that same format.

The screen the adapter sees is ``size`` (540x1200 by default, the training size; render it natively
with :attr:`PolicyIO.geometry`); the adapter's own resize rule then applies, as in ``mgym bench``
(``uitars`` and ``qwen25vl`` smart-resize it to multiples of 28; ``qwen3vl`` sends it as it is).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from PIL import Image

from bench.agents.base import LAST_ACTION_ERROR, InvalidReply
from bench.agents.config import ModelConfig
from bench.agents.images import SentImage
from bench.agents.model import ModelAgent, Turn, _checked
from bench.agents.registry import AGENTS, needs_model
from mgym.observation import Observation
from mgym.render.renderer import Geometry

#: the default training screenshot (width, height): 1080x2400 at half scale
TRAINING_SIZE = (540, 1200)
#: the phone's CSS viewport, which every native geometry keeps
VIEWPORT = (360, 800)
#: the model name a client-less adapter is built with (never sent anywhere)
NO_MODEL = "policy"

__all__ = ["TRAINING_SIZE", "HeldImage", "PolicyIO", "with_error"]


@dataclass(frozen=True)
class HeldImage(SentImage):
    """A screenshot kept as a PIL image: its content part is ``{"type": "image", "image": ...}``."""

    pil: Image.Image | None = None

    def part(self, encoding: str = "data_url") -> dict[str, Any]:
        return {"type": "image", "image": self.pil}


class PolicyIO:
    """A model adapter's prompt and parser without a client: the same object turns an observation into chat
    messages with images, and a completion into mgym actions, in ``mgym bench`` and in every trainer.

    ``adapter`` is a model agent name of :mod:`bench.agents.registry`; ``config`` takes
    :class:`~bench.agents.config.ModelConfig` fields (``history_images``, ``history_steps``,
    ``screenshot_scale``, ``image_size``, ...) and the adapter's options (``version``, ``language``,
    ``min_pixels``, ...), exactly as ``mgym bench`` would be given them."""

    def __init__(self, adapter: str = "qwen3vl", *, size: tuple[int, int] = TRAINING_SIZE, **config: Any) -> None:
        if adapter not in AGENTS or not needs_model(adapter):
            models = ", ".join(n for n in AGENTS if needs_model(n))
            raise ValueError(f"unknown model adapter {adapter!r}; available: {models}")
        w, h = (int(v) for v in size)
        if w < 1 or h < 1:
            raise ValueError(f"size must be two positive integers, not {size!r}")
        self.adapter: str = adapter
        self.size: tuple[int, int] = (w, h)
        fields = {k: v for k, v in config.items() if k in ModelConfig.model_fields}
        options = {k: v for k, v in config.items() if k not in ModelConfig.model_fields}
        model_config = ModelConfig(**{"model": NO_MODEL, **fields,
                                      "options": {**fields.get("options", {}), **options}})
        agent = AGENTS[adapter](seed=0, config=model_config)
        assert isinstance(agent, ModelAgent)
        self.agent: ModelAgent = agent
        self._step: tuple[Observation, HeldImage | None] | None = None

    # ---- what the adapter decides -----------------------------------------------------------------
    @property
    def image_size(self) -> tuple[int, int]:
        """The size of the image the model sees (``size`` after the adapter's resize rule)."""
        return self.agent.model_size(*self.size)

    @property
    def geometry(self) -> Geometry:
        """The phone geometry that renders ``size`` directly (the viewport scaled; a size of another
        aspect ratio keeps the phone's width and is resized)."""
        return Geometry(VIEWPORT[0], VIEWPORT[1], self.size[0] / VIEWPORT[0])

    @property
    def sampling(self) -> dict[str, Any]:
        """The adapter's published decoding settings (``temperature``, ``max_tokens``, ...)."""
        return self.agent.config.sampling(self.agent.defaults)

    @property
    def turns(self) -> list[Turn]:
        """The recorded steps of this episode."""
        return self.agent.turns

    # ---- the interface ----------------------------------------------------------------------------
    def reset(self, instruction: str) -> None:
        """Start a new episode with the task's instruction."""
        self.agent.reset(instruction)
        self._step = None

    def messages(self, obs: Observation) -> list[dict[str, Any]]:
        """The chat messages of this step (the adapter's history included); each image part is
        ``{"type": "image", "image": PIL.Image}``."""
        agent = self.agent
        if self._step is None:
            agent._calls += 1  # the observation index the adapter's history refers to
        agent._refs = {}
        image = self._image(obs) if agent.needs_screenshot else None
        self._step = (obs, image)
        return agent.messages(obs, image)

    def images(self, messages: list[dict[str, Any]]) -> list[Image.Image]:
        """The images of ``messages``, in order."""
        return [p["image"] for m in messages if isinstance(m.get("content"), list)
                for p in m["content"] if isinstance(p, dict) and p.get("type") == "image"]

    def parse(self, completion: str, obs: Observation) -> list[dict[str, Any]]:
        """The completion as mgym action dicts, validated by mgym (a reply meaning several, such as
        ``type`` + enter, gives several). Raises :class:`~bench.agents.base.InvalidReply`."""
        actions, _ = self._parse(completion, obs)
        return actions

    def record(self, completion: str) -> None:
        """Add this step's completion to the history the next :meth:`messages` shows (an invalid one
        too, as ``mgym bench`` does)."""
        if self._step is None:
            raise RuntimeError("record() needs a messages() call for this step first")
        obs, image = self._step
        agent = self.agent
        turn = Turn(len(agent.turns), obs.app, image, completion, summary=completion, shot=agent._calls - 1)
        try:  # the order of ModelAgent.act: the summary is kept even if mgym then rejects an action
            actions, turn.summary = agent.parse(completion, obs, agent.space(*self.size))
            turn.actions = [_checked(a) for a in actions]
        except InvalidReply:
            pass
        agent.turns.append(turn)
        agent._forget_images()
        self._step = None

    # ---- internals --------------------------------------------------------------------------------
    def _parse(self, completion: str, obs: Observation) -> tuple[list[dict[str, Any]], str]:
        actions, summary = self.agent.parse(completion, obs, self.agent.space(*self.size))
        if not actions:
            raise InvalidReply("the reply holds no action", raw=completion)
        return [_checked(a) for a in actions], summary

    def _image(self, obs: Observation) -> HeldImage:
        w, h = self.image_size
        img = obs.image
        if img.size != (w, h):
            img = img.resize((w, h), Image.Resampling.LANCZOS)
        return HeldImage(b"", "png", w, h, pil=img)


def with_error(obs: Observation, error: str | None) -> Observation:
    """``obs`` carrying the previous step's error as ``mgym bench`` shows it to the agent."""
    if not error:
        return obs
    shown = dataclasses.replace(obs, info={**obs.info, LAST_ACTION_ERROR: error})
    if "image" in obs.__dict__:  # the decoded screenshot, already cached
        shown.__dict__["image"] = obs.__dict__["image"]
    return shown
