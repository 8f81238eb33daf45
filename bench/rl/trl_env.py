"""TRL's ``GRPOTrainer(environment_factory=...)`` over an mgym phone, with screenshots.

How TRL (checked against trl 1.16.0, ``trl/trainer/grpo_trainer.py``) uses the class:

* it calls the factory with no arguments (once to probe, then once per concurrent rollout; instances
  are pooled and reused) and, per rollout, ``reset(**dataset_row)``; a ``str`` or a list of content
  blocks that ``reset`` returns is appended to the row's last user message;
* every public *function* of the class other than ``reset`` and ``get_reward`` is a tool (TRL lists
  ``inspect.getmembers(type(env), inspect.isfunction)``): its schema comes from the signature and the
  ``Args:`` section of its docstring. Properties and classmethods are not tools;
* a tool that returns a list is passed through as the tool message's content, so ``{"type": "image",
  "image": <PIL image>}`` blocks reach a vision-language model (and its forward pass); anything else
  is ``str()``-ed; a tool that raises becomes ``{"error": "..."}``;
* ``get_reward()`` is called once per finished rollout and added as a reward function named after the
  class (weight 1), so ``reward_funcs`` may be omitted.

:class:`TRLPhoneEnv` returns, with screenshots on (the default), the screen as an image block at the
training size (default 540x1200, rendered natively at that size, about 650 vision tokens for
Qwen3-VL against 2,600 at 1080x2400) plus one compact text block: step count, app/screen, the last
action's error, and at most ``max_elements`` element lines in the text agent's format
(:func:`bench.agents.text.listing`), never the whole UI tree. Coordinates are mgym's: 0 to 1000 on
both axes. ``get_reward()`` is the shaped reward of :func:`bench.metrics.reward`: the episode's when
it ended (``finish`` or the step budget), otherwise the judge's verdict on the phone now, scored as an
episode cut off by its budget (so reaching the goal without ``finish`` earns half, as in ``mgym
bench``).

Rollouts of one GRPO group reset to the same (task, instance): the first prepares the episode, the
others fork it (a few milliseconds, :meth:`bench.gym.MgymEnv.fork`), so a group of G starts costs one
setup. Settings go through :meth:`TRLPhoneEnv.factory`: ``GRPOTrainer(environment_factory=
TRLPhoneEnv.factory(screenshot_size=(360, 800)), ...)``.
"""

from __future__ import annotations

import functools
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from PIL import Image

from bench.agents.text import listing
from bench.gym import MgymEnv
from bench.metrics import reward
from bench.protocol import with_protocol
from mgym.observation import Observation
from mgym.render.renderer import Geometry

#: the default size of the screenshot the policy sees (half of the phone's 1080x2400)
TRAINING_SIZE = (540, 1200)
#: the phone's CSS viewport: a size of the same aspect ratio is rendered natively at that size
_VIEWPORT = (360, 800)

SYSTEM_PROMPT = with_protocol(
    "You operate an Android phone to carry out the user's task, one tool call at a time. After each call "
    "you see the new screen (a screenshot and a short list of its elements, each with its box "
    "[left, top, right, bottom]). Coordinates go from 0 to 1000 on both axes: (0, 0) is the top left "
    "corner, (1000, 1000) the bottom right. When the task is done, call finish with status complete; if "
    "it cannot be done, call finish with status abort.")

Content = str | list[dict[str, Any]]


class TRLPhoneEnv:
    """One phone per rollout for TRL's ``environment_factory``; the dataset row picks the episode.

    A row carries ``task`` (a task id; the factory's ``task`` when absent) and ``seed`` or
    ``instance`` (the task instance, 0 when absent); other columns (``prompt``) are ignored. Every
    public method below but ``reset`` and ``get_reward`` is a tool the model can call.

    Settings (through :meth:`factory`): ``screenshots`` (default True; False shows text only),
    ``screenshot_size`` (default 540x1200; None keeps 1080x2400), ``max_elements`` (element lines per
    step, default 20 with screenshots and 60 without), ``max_text`` (characters of the text block),
    ``task``, ``locale``, ``answer_mode``, ``dense``, ``image_format``, ``base_seed``.
    """

    #: prepared starts (task, instance, settings) that rollouts fork, least recently used first
    _starts: ClassVar[OrderedDict[tuple[Any, ...], MgymEnv]] = OrderedDict()
    _starts_lock: ClassVar[threading.Lock] = threading.Lock()
    #: how many prepared starts are kept (a GRPO batch needs one per distinct row)
    start_cache: ClassVar[int] = 32

    def __init__(self, *, task: str | None = None, screenshots: bool = True,
                 screenshot_size: tuple[int, int] | None = TRAINING_SIZE, max_elements: int | None = None,
                 max_text: int = 2000, locale: str = "en", answer_mode: str = "sheet", dense: bool = False,
                 image_format: str = "png", base_seed: int = 0) -> None:
        if screenshot_size is not None:
            w, h = (int(v) for v in screenshot_size)
            if w < 1 or h < 1:
                raise ValueError(f"screenshot_size must be two positive integers, not {screenshot_size!r}")
            screenshot_size = (w, h)
        if max_elements is not None and max_elements < 0:
            raise ValueError("max_elements must be 0 or more")
        self.task = task
        self.screenshots = screenshots
        self.screenshot_size = screenshot_size
        self.max_elements = (20 if screenshots else 60) if max_elements is None else max_elements
        self.max_text = max_text
        self._env_kwargs: dict[str, Any] = {
            "obs_mode": "screenshot" if screenshots else "text", "locale": locale, "answer_mode": answer_mode,
            "dense": dense, "image_format": image_format, "base_seed": base_seed}
        geometry = _native(screenshot_size) if screenshots else None
        if geometry is not None:
            self._env_kwargs["geometry"] = geometry
        self._env: MgymEnv | None = None
        #: the sum of the step rewards so far (the shaped reward once the episode is over)
        self.reward = 0.0
        self.done = False
        #: how the episode ended ("complete", "abort", "budget", "loop"), None while it runs
        self.termination: str | None = None
        #: the env's info after the last reset or step (verdict, app, screen, ui ...)
        self.info: dict[str, Any] = {}

    @classmethod
    def factory(cls, **settings: Any) -> Callable[[], TRLPhoneEnv]:
        """A no-argument factory with these settings, for ``environment_factory``."""
        cls(**settings)  # validate now rather than inside the trainer
        return functools.partial(cls, **settings)

    @classmethod
    def dataset(cls, tasks: Iterable[str], instances: Iterable[int] = (0,),
                system_prompt: str | None = SYSTEM_PROMPT) -> list[dict[str, Any]]:
        """Rows for ``datasets.Dataset.from_list``: one per (task, instance), each with a conversational
        ``prompt`` (the system prompt and an empty user turn that ``reset`` fills)."""
        prompt = ([{"role": "system", "content": system_prompt}] if system_prompt else []) + [
            {"role": "user", "content": ""}]
        return [{"prompt": prompt, "task": t, "seed": int(i)} for t in tasks for i in instances]

    # ---- TRL's protocol -------------------------------------------------------------------------
    def reset(self, **row: Any) -> Content:
        """Start the episode the dataset row names; returns the task and the first screen."""
        task = row.get("task") or self.task
        instance = row.get("seed", row.get("instance"))
        instance = 0 if instance is None else int(instance)
        self._env = self._start(task, instance)
        obs = self._observation()
        self.reward, self.done, self.termination = 0.0, False, None
        self.info = {"task": self._env.template.id, "steps": 0, "budget": self._env.template.step_budget,
                     "app": obs.app, "screen": obs.screen}
        return self._content(f"Task: {self._env.instruction}\n" + self._status(obs, None))

    def get_reward(self) -> float:
        """The rollout's shaped reward (see the module docstring); TRL calls it once per rollout."""
        if self._env is None:
            return 0.0
        if self.done:
            return self.reward
        return reward(self._env._judge(), "budget")

    # ---- tools ----------------------------------------------------------------------------------
    def tap(self, x: float, y: float) -> Content:
        """Tap the screen at a point.

        Args:
            x: horizontal position, from 0 (left edge) to 1000 (right edge)
            y: vertical position, from 0 (top edge) to 1000 (bottom edge)
        """
        return self._act({"action": "click", "x": x, "y": y})

    def long_press(self, x: float, y: float) -> Content:
        """Press and hold the screen at a point.

        Args:
            x: horizontal position, from 0 (left edge) to 1000 (right edge)
            y: vertical position, from 0 (top edge) to 1000 (bottom edge)
        """
        return self._act({"action": "long_press", "x": x, "y": y})

    def type_text(self, text: str, clear: bool = False) -> Content:
        """Type text into the focused input field (tap the field first).

        Args:
            text: the characters to type
            clear: replace the text already in the field instead of adding to it
        """
        return self._act({"action": "type", "text": text, "clear": clear})

    def swipe(self, direction: str) -> Content:
        """Swipe across the middle of the screen.

        Args:
            direction: the way the finger moves: up, down, left or right (up scrolls the content down)
        """
        return self._act({"action": "swipe", "direction": direction})

    def navigate(self, button: str) -> Content:
        """Press a system button or key.

        Args:
            button: back, home, recent (the app switcher) or enter (the keyboard's enter key)
        """
        if button not in ("back", "home", "recent", "enter"):
            return self._act({"action": "noop"}, f"button must be back, home, recent or enter, not {button!r}")
        return self._act({"action": button})

    def open_app(self, name: str) -> Content:
        """Open an app by its name.

        Args:
            name: the app's name as the launcher shows it, e.g. Settings
        """
        return self._act({"action": "awake", "app": name})

    def answer(self, text: str) -> Content:
        """Tell the user an answer as text (the task goes on; finish it afterwards).

        Args:
            text: the answer (one line per item when several are asked for)
        """
        return self._act({"action": "answer", "text": text})

    def finish(self, status: str) -> Content:
        """End the episode.

        Args:
            status: complete (the task is done) or abort (it cannot be done)
        """
        if status not in ("complete", "abort"):
            return self._act({"action": "noop"}, f"status must be complete or abort, not {status!r}")
        return self._act({"action": status})

    # ---- internals ------------------------------------------------------------------------------
    def _start(self, task: str | None, instance: int) -> MgymEnv:
        """A fresh env at the start of (task, instance): a fork of the prepared start."""
        key = (task, instance, tuple(sorted((k, repr(v)) for k, v in self._env_kwargs.items())))
        cls = type(self)
        with cls._starts_lock:
            start = cls._starts.get(key)
            if start is not None:
                cls._starts.move_to_end(key)
        if start is None:
            start = MgymEnv(task, **self._env_kwargs)
            start.reset(seed=instance, options={"instance": instance})
            with cls._starts_lock:
                cls._starts[key] = start
                while len(cls._starts) > max(1, cls.start_cache):
                    cls._starts.popitem(last=False)
        return start.fork(1)[0]

    def _observation(self) -> Observation:
        assert self._env is not None
        obs = self._env.last_observation
        assert obs is not None
        return obs

    def _act(self, action: dict[str, Any], error: str | None = None) -> Content:
        """Step the env; an invalid action (``error`` set here, or one mgym refuses) is a no-op that
        costs a step, as in the Gymnasium env."""
        if self._env is None:
            raise RuntimeError("reset() first")
        if self.done:
            raise RuntimeError(f"the episode is over ({self.termination}); no more actions")
        _, r, term, trunc, info = self._env.step(action)
        if error is not None:
            info["last_action_error"] = error
        self.reward += r
        self.done = term or trunc
        self.termination = info.get("termination")
        self.info = {k: v for k, v in info.items() if k != "ui"}
        return self._content(self._status(self._observation(), info))

    def _status(self, obs: Observation, info: dict[str, Any] | None) -> str:
        """The compact text: step, app/screen, the last error, the end, the capped element list."""
        assert self._env is not None
        steps = info["steps"] if info else 0
        head = f"Step {steps}/{self._env.template.step_budget}. Screen: {obs.app}/{obs.screen}"
        lines = [head + (", keyboard shown" if obs.keyboard else "")]
        if info and info.get("last_action_error"):
            lines.append(f"Last action was invalid: {info['last_action_error']}")
        if info and info.get("termination"):
            lines.append(f"Episode over ({info['termination']}).")
        if self.max_elements:
            elements = listing(obs).splitlines()
            lines.append("Elements:")
            lines += elements[:self.max_elements]
            if len(elements) > self.max_elements:
                lines.append(f"... {len(elements) - self.max_elements} more")
        text = "\n".join(lines)
        return text if len(text) <= self.max_text else text[:self.max_text - 3] + "..."

    def _content(self, text: str) -> Content:
        if not self.screenshots:
            return text
        return [{"type": "text", "text": text}, {"type": "image", "image": self._image()}]

    def _image(self) -> Image.Image:
        obs = self._observation()
        img = obs.image
        if self.screenshot_size is not None and img.size != self.screenshot_size:
            img = img.resize(self.screenshot_size, Image.Resampling.LANCZOS)
        return img


def _native(size: tuple[int, int] | None) -> Geometry | None:
    """The geometry that renders ``size`` directly, when it has the phone's aspect ratio."""
    if size is None:
        return None
    w, h = size
    vw, vh = _VIEWPORT
    if w * vh != h * vw:
        return None
    return Geometry(vw, vh, w / vw)
