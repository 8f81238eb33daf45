"""Gymnasium environments: one per task template, ``gymnasium.make("mgym/<task id>-v0")``.

The ids are registered when ``bench.gym`` is imported, and in any process of an installed mgym when
Gymnasium is imported (see :mod:`bench.rl.autoregister`); ``"bench.gym:mgym/<task id>-v0"`` always
works. Each id's ``max_episode_steps`` is its task's step budget; ``mgym/Any-v0`` plays any task,
chosen per episode with ``reset(options={"task": ...})``.

Observations (``obs_mode``): ``"screenshot"`` gives ``{"screenshot": uint8 HxWx3, "instruction"}``,
``"text"`` gives ``{"text": the UI tree as text, "instruction"}`` (no screenshot is rendered), and
``"both"`` all three. ``screenshot_size=(w, h)`` resizes the screenshot; ``geometry`` renders natively
at another size. The UI tree and the judge's detail are in ``info`` (never the task's params, which
can hold the answer). Actions are action dicts or JSON strings (mgym's 17 actions); an invalid
action is a no-op that costs a step and is reported in ``info["last_action_error"]``.
``reset(seed=n)`` plays instance ``n`` of the template (``options={"instance": n}`` too), so a seed
always gives the same parameters, instruction and screen.

Rewards: by default the shaped reward of :func:`bench.metrics.reward` once, when the episode ends;
with ``dense=True`` the change in judged progress after every step, plus the difference to the
shaped reward at the end, so both modes return the same total. :meth:`MgymEnv.fork` makes ``k``
copies that continue from the same point (GRPO groups without re-running setup); envs pickle
(through the session's snapshot) and have async twins of ``reset`` and ``step``.

``answer_mode`` ("sheet" or "text") and ``loop_rule`` ("screen" or "action") follow
:func:`bench.episode.run_episode`; the instruction is the one :func:`bench.protocol.deliver` words.
``variant``, ``distractors`` and ``attack`` play every episode under a robustness condition
(``docs/robustness.md``); a variant with its own screen sets the observation's size.
"""

from __future__ import annotations

import copy
import io
from typing import Any

import gymnasium as gym
import numpy as np
from PIL import Image

from bench import robustness
from bench.episode import (
    LOOP_LIMIT,
    LOOP_RULES,
    Prepared,
    judged_state,
    loop_key,
    prepare,
    screen_key,
    text_answers,
)
from bench.judge import Verdict, judge
from bench.metrics import is_success, reward
from bench.protocol import ANSWER_MODES
from bench.rl.spaces import INSTRUCTION_MAX, UI_TEXT_MAX, action_space, clean_text, observation_space
from bench.task import Instance, TaskTemplate
from bench.tasks import all_templates
from mgym import actions as A
from mgym.errors import ActionError, AppError
from mgym.i18n import normalize_locale
from mgym.observation import Observation
from mgym.render.renderer import Geometry
from mgym.state import clone

ANY_ID = "mgym/Any-v0"
RESET_OPTIONS = frozenset({"task", "instance"})


def _template(task_id: str | None) -> TaskTemplate:
    templates = all_templates()
    if task_id is None:
        return next(iter(templates.values()))
    if task_id not in templates:
        raise ValueError(f"unknown task {task_id!r} (mgym tasks lists them)")
    return templates[task_id]


class MgymEnv(gym.Env[dict[str, Any], Any]):
    """One phone playing task instances; see the module docstring."""

    metadata = {"render_modes": ["rgb_array"]}

    def __init__(self, task_id: str | None = None, *, base_seed: int = 0, dense: bool = False,
                 geometry: Geometry | None = None, render_mode: str | None = None, obs_mode: str = "screenshot",
                 screenshot_size: tuple[int, int] | None = None, image_format: str = "png",
                 locale: str = "en", answer_mode: str = "sheet", loop_rule: str = "screen",
                 variant: str | None = None, distractors: str | None = None, attack: str | None = None) -> None:
        self.template: TaskTemplate = _template(task_id)
        #: the robustness condition every episode runs under (bench.robustness; docs/robustness.md)
        self.variant, self.distractors, self.attack = variant, robustness.check_level(distractors), attack
        v = robustness.variant_of(variant)
        robustness.attack_of(attack)
        if v is not None and v.geometry is not None:
            geometry = v.geometry
        if answer_mode not in ANSWER_MODES:
            raise ValueError(f"answer_mode must be one of {ANSWER_MODES}, not {answer_mode!r}")
        if loop_rule not in LOOP_RULES:
            raise ValueError(f"loop_rule must be one of {LOOP_RULES}, not {loop_rule!r}")
        #: how queries are answered ("sheet" or "text", bench.protocol) and what counts as a loop
        self.answer_mode = answer_mode
        self.loop_rule = loop_rule
        #: the phone's language and region and the instruction's language ("en", "zh-CN")
        self.locale = normalize_locale(locale)
        if render_mode not in (None, "rgb_array"):
            raise ValueError(f"render_mode must be None or 'rgb_array', not {render_mode!r}")
        if image_format not in ("png", "jpeg"):
            raise ValueError(f"image_format must be 'png' or 'jpeg', not {image_format!r}")
        self.base_seed = base_seed
        self.dense = dense
        self.geometry = geometry or Geometry()
        self.render_mode = render_mode
        self.obs_mode = obs_mode
        self.image_format = image_format
        if screenshot_size is not None:
            w, h = screenshot_size
            if int(w) < 1 or int(h) < 1:
                raise ValueError(f"screenshot_size must be two positive integers, not {screenshot_size!r}")
            screenshot_size = (int(w), int(h))
        self.screenshot_size = screenshot_size
        w, h = screenshot_size or self.geometry.pixels
        self.observation_space = observation_space(h, w, obs_mode)
        self.action_space = action_space()
        self._prep: Prepared | None = None
        self._obs: Observation | None = None
        self._steps = 0
        self._progress = 0.0
        self._recent: list[str] = []
        self._done = False

    @property
    def screenshots(self) -> bool:
        """Whether steps render a screenshot (not in ``obs_mode="text"``)."""
        return self.obs_mode != "text"

    @property
    def session(self) -> Any:
        """The phone of the current episode (:class:`mgym.Session`)."""
        if self._prep is None:
            raise RuntimeError("call reset() first")
        return self._prep.session

    # ---- gymnasium API -----------------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Any], dict[str, Any]]:
        self._prepare(seed, options)
        assert self._prep is not None
        self._obs = self._prep.session.observe(screenshot=self.screenshots)
        return self._observation(), self._info()

    async def areset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
                     ) -> tuple[dict[str, Any], dict[str, Any]]:
        """:meth:`reset` without blocking the event loop while the first screen renders."""
        self._prepare(seed, options)
        assert self._prep is not None
        self._obs = await self._prep.session.aobserve(screenshot=self.screenshots)
        return self._observation(), self._info()

    def _prepare(self, seed: int | None, options: dict[str, Any] | None) -> None:
        options = dict(options or {})
        unknown = set(options) - RESET_OPTIONS
        if unknown:
            raise ValueError(f"unknown reset options {sorted(unknown)}; known: {sorted(RESET_OPTIONS)}")
        if options.get("task") is not None:
            self.template = _template(str(options["task"]))
        super().reset(seed=seed)
        index = options.get("instance")
        if index is None:
            index = seed if seed is not None else int(self.np_random.integers(0, 2**31 - 1))
        if not isinstance(index, (int, np.integer)) or isinstance(index, bool) or index < 0:
            raise ValueError(f"instance must be a non-negative integer, not {index!r}")
        self._prep = prepare(Instance(self.template, int(index), self.base_seed), geometry=self.geometry,
                             image_format=self.image_format, locale=self.locale,
                             answer_mode=self.answer_mode, variant=self.variant,  # type: ignore[arg-type]
                             distractors=self.distractors, attack=self.attack)
        self._steps, self._recent, self._done = 0, [], False
        self._progress = self._judge().progress

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        s = self._session_for_step()
        before = self._screen_key()
        act, error = self._parse(action)
        try:
            self._obs = s.step(act if act is not None else A.Noop(), screenshot=self.screenshots)
        except (ActionError, AppError) as e:  # valid JSON, impossible here (e.g. no such element)
            act, error = None, f"{type(e).__name__}: {e}"
            self._obs = s.step(A.Noop(), screenshot=self.screenshots)
        return self._after(act, error, before)

    async def astep(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        """:meth:`step` on the renderer's async path (the same result, byte for byte)."""
        s = self._session_for_step()
        before = self._screen_key()
        act, error = self._parse(action)
        try:
            self._obs = await s.astep(act if act is not None else A.Noop(), screenshot=self.screenshots)
        except (ActionError, AppError) as e:
            act, error = None, f"{type(e).__name__}: {e}"
            self._obs = await s.astep(A.Noop(), screenshot=self.screenshots)
        return self._after(act, error, before)

    def _session_for_step(self) -> Any:
        if self._prep is None or self._obs is None:
            raise RuntimeError("call reset() before step()")
        if self._done:
            raise RuntimeError("the episode is over; call reset()")
        return self._prep.session

    @staticmethod
    def _parse(action: Any) -> tuple[Any, str | None]:
        try:
            return A.parse_action(action), None
        except (ActionError, AppError) as e:  # an invalid action: a no-op that costs a step
            return None, f"{type(e).__name__}: {e}"

    def _screen_key(self) -> str:
        return screen_key(self._obs) if self.loop_rule == "screen" and self._obs is not None else ""

    def _after(self, act: Any, error: str | None, before: str = "") -> tuple[dict[str, Any], float, bool, bool,
                                                                           dict[str, Any]]:
        self._steps += 1
        terminated = act is not None and act.action in A.TERMINAL
        key = loop_key(act, error, before, self._screen_key(), self._steps)  # the rule of bench.episode
        self._recent = [*self._recent[-(LOOP_LIMIT - 1):], key]
        looped = len(self._recent) == LOOP_LIMIT and len(set(self._recent)) == 1
        truncated = not terminated and (self._steps >= self.template.step_budget or looped)
        v = self._judge()
        r = 0.0
        if self.dense:
            r, self._progress = v.progress - self._progress, v.progress
        info = self._info(verdict=v, error=error)
        if terminated or truncated:
            self._done = True
            termination = act.action if terminated and act is not None else ("loop" if looped else "budget")
            final = reward(v, termination, self.template.ends_with)
            r = r + (final - v.progress) if self.dense else final
            info["termination"] = termination
            info["success"] = is_success(termination, v.goal_reached, v.clean, self.template.ends_with)
        return self._observation(), float(r), terminated, truncated, info

    def render(self) -> np.ndarray | None:
        return self._screenshot() if self._obs is not None and self._obs.screenshot else None

    def close(self) -> None:
        self._prep = None
        self._obs = None

    @property
    def params(self) -> dict[str, Any]:
        """The instance's parameters: for oracles and debugging only (never in ``info``: they can
        hold the answer)."""
        if self._prep is None:
            raise RuntimeError("call reset() first")
        return clone(self._prep.params)

    @property
    def instruction(self) -> str:
        if self._prep is None:
            raise RuntimeError("call reset() first")
        return self._prep.instruction

    @property
    def last_observation(self) -> Observation | None:
        """The session's last :class:`~mgym.observation.Observation` (UI tree included)."""
        return self._obs

    # ---- forking and pickling ----------------------------------------------------------------
    def fork(self, k: int) -> list[MgymEnv]:
        """``k`` environments continuing from this exact point of the episode (sharing the spaces,
        the instance's params and initial state, which nothing mutates)."""
        if self._prep is None:
            raise RuntimeError("call reset() before fork()")
        p = self._prep
        out = []
        for twin in p.session.fork(k):
            env = MgymEnv.__new__(MgymEnv)
            env.__dict__.update(self.__dict__)
            env._prep = Prepared(twin, p.template, p.params, p.instruction, p.init, p.answers, p.answer_mode)
            env._recent = list(self._recent)
            env._np_random = copy.deepcopy(self._np_random)
            out.append(env)
        return out

    def snapshot(self) -> dict[str, Any]:
        """The episode as JSON-safe data: the phone's full snapshot, the instance and the counters."""
        if self._prep is None:
            raise RuntimeError("call reset() before snapshot()")
        p = self._prep
        return clone({"task": self.template.id, "session": p.session.snapshot().to_dict(), "params": p.params,
                      "instruction": p.instruction, "init": p.init, "answers": p.answers, "steps": self._steps,
                      "progress": self._progress, "recent": self._recent, "done": self._done})

    def restore(self, snap: dict[str, Any]) -> dict[str, Any]:
        """Continue from :meth:`snapshot`'s data (of any env of the same settings); returns the
        observation. Malformed data raises ``ValueError`` and changes nothing."""
        from mgym import Session
        from mgym.session import Snapshot

        try:
            template = _template(str(snap["task"]))
            state = Snapshot.from_dict(clone(snap["session"]))
            session = Session(state.seed, geometry=self.geometry, image_format=self.image_format, _snapshot=state)
            obs = session.observe(screenshot=self.screenshots)
            prep = Prepared(session, template, clone(snap["params"]), str(snap["instruction"]), clone(snap["init"]),
                            clone(snap["answers"]), self.answer_mode)  # type: ignore[arg-type]
            counters = int(snap["steps"]), float(snap["progress"]), [str(x) for x in snap["recent"]], bool(snap["done"])
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
            raise ValueError(f"not an env snapshot: {type(e).__name__}: {e}") from None
        self.template, self._prep, self._obs = template, prep, obs
        self._steps, self._progress, self._recent, self._done = counters
        return self._observation()

    def __getstate__(self) -> dict[str, Any]:
        """The env pickles through its session's snapshot; spaces and the template by reference."""
        state = {k: v for k, v in self.__dict__.items()
                 if k not in ("observation_space", "action_space", "template", "_prep")}
        state["task_id"] = self.template.id
        p = self._prep
        state["_prep"] = None if p is None else (p.session, p.params, p.instruction, p.init, p.answers)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        state = dict(state)
        self.template = _template(state.pop("task_id"))
        prep = state.pop("_prep")
        self.__dict__.update(state)
        w, h = self.screenshot_size or self.geometry.pixels
        self.observation_space = observation_space(h, w, self.obs_mode)
        self.action_space = action_space()
        if prep is not None:
            session, params, instruction, init, answers = prep
            self._prep = Prepared(session, self.template, params, instruction, init, answers,
                                  self.__dict__.get("answer_mode", "sheet"))
        else:
            self._prep = None

    # ---- internals ---------------------------------------------------------------------------
    def _judge(self) -> Verdict:
        assert self._prep is not None
        p = self._prep
        final = judged_state(p.session)
        if self.answer_mode == "text" and p.template.answer_fields:
            final = text_answers(p, p.session, final)
        return judge(p.template, p.params, p.init, final, p.answers)

    def _screenshot(self) -> np.ndarray:
        assert self._obs is not None and self._obs.screenshot is not None
        if self.screenshot_size is None:
            return self._obs.array
        img = Image.open(io.BytesIO(self._obs.screenshot)).convert("RGB")
        if img.size != self.screenshot_size:
            img = img.resize(self.screenshot_size, Image.Resampling.BILINEAR)
        return np.asarray(img, dtype=np.uint8)

    def _observation(self) -> dict[str, Any]:
        assert self._obs is not None and self._prep is not None
        out: dict[str, Any] = {}
        if self.obs_mode in ("screenshot", "both"):
            out["screenshot"] = self._screenshot()
        if self.obs_mode in ("text", "both"):
            out["text"] = clean_text(self._obs.text(), UI_TEXT_MAX)
        out["instruction"] = clean_text(self._prep.instruction, INSTRUCTION_MAX)
        return out

    def _info(self, verdict: Verdict | None = None, error: str | None = None) -> dict[str, Any]:
        assert self._obs is not None and self._prep is not None
        info: dict[str, Any] = {"task": self.template.id, "steps": self._steps, "budget": self.template.step_budget,
                                "app": self._obs.app, "screen": self._obs.screen,
                                "ui": clone([e.to_dict() for e in self._obs.ui])}
        if verdict is not None:
            info["verdict"] = verdict.to_dict()
        if error is not None:
            info["error"] = info["last_action_error"] = error
        return info


def env_id(task_id: str) -> str:
    return f"mgym/{task_id}-v0"


def register_all() -> None:
    """Register ``mgym/<task id>-v0`` for every template (idempotent) and ``mgym/Any-v0``."""
    for task_id, tpl in all_templates().items():
        if env_id(task_id) not in gym.registry:
            gym.register(id=env_id(task_id), entry_point="bench.gym:MgymEnv", kwargs={"task_id": task_id},
                         max_episode_steps=tpl.step_budget)
    if ANY_ID not in gym.registry:
        gym.register(id=ANY_ID, entry_point="bench.gym:MgymEnv")


register_all()
