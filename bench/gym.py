"""Gymnasium environments: one per task template, ``gymnasium.make("mgym/<task id>-v0")``.

``import bench.gym`` registers every template (or pass ``"bench.gym:mgym/<task id>-v0"`` to
``gymnasium.make``). Observations are ``{"screenshot": uint8 HxWx3, "instruction": str}``; the
UI tree and the judge's detail are in ``info`` (never the task's params, which can hold the answer).
Actions are action dicts or JSON strings (mgym's 17 actions); an invalid action is a no-op that
costs a step (it counts toward truncation) and is reported in ``info["last_action_error"]``. ``reset(seed=n)`` plays instance ``n`` of the template, so a
seed always gives the same parameters, instruction and screen.

Rewards: by default the shaped reward of :func:`bench.metrics.reward` once, when the episode ends;
with ``dense=True`` the change in judged progress after every step, plus the difference to the
shaped reward at the end, so both modes return the same total. :meth:`MgymEnv.fork` makes ``k``
copies that continue from the same point (GRPO groups without re-running setup).
"""

from __future__ import annotations

from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from bench.episode import LOOP_LIMIT, Prepared, judged_state, prepare
from bench.judge import Verdict, judge
from bench.metrics import is_success, reward
from bench.task import Instance, TaskTemplate
from bench.tasks import all_templates
from mgym import actions as A
from mgym.errors import ActionError, AppError
from mgym.observation import Observation
from mgym.render.renderer import Geometry
from mgym.state import clone

#: characters an instruction may hold: printable ASCII, Latin-1 and Latin Extended-A, general
#: punctuation, the euro sign and the CJK unified ideographs
CHARSET = "".join(
    [chr(c) for c in range(32, 127)] + [chr(c) for c in range(0xA0, 0x180)]
    + [chr(c) for c in range(0x2010, 0x2030)] + ["\u20ac"] + [chr(c) for c in range(0x4E00, 0xA000)]
)
ACTION_CHARSET = "".join(chr(c) for c in range(32, 127))
MAX_TEXT = 2000


class MgymEnv(gym.Env[dict[str, Any], Any]):
    metadata = {"render_modes": ["rgb_array"]}

    def __init__(self, task_id: str, *, base_seed: int = 0, dense: bool = False,
                 geometry: Geometry | None = None, render_mode: str | None = None) -> None:
        templates = all_templates()
        if task_id not in templates:
            raise ValueError(f"unknown task {task_id!r}")
        self.template: TaskTemplate = templates[task_id]
        self.base_seed = base_seed
        self.dense = dense
        self.geometry = geometry or Geometry()
        self.render_mode = render_mode
        w, h = self.geometry.pixels
        self.observation_space = spaces.Dict({
            "screenshot": spaces.Box(0, 255, (h, w, 3), np.uint8),
            "instruction": spaces.Text(MAX_TEXT, min_length=0, charset=CHARSET),
        })
        self.action_space = spaces.Text(MAX_TEXT, min_length=1, charset=ACTION_CHARSET)
        self._prep: Prepared | None = None
        self._obs: Observation | None = None
        self._steps = 0
        self._progress = 0.0
        self._recent: list[str] = []
        self._done = False

    # ---- gymnasium API -----------------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        index = seed if seed is not None else int(self.np_random.integers(0, 2**31 - 1))
        self._prep = prepare(Instance(self.template, index, self.base_seed), geometry=self.geometry)
        self._steps, self._recent, self._done = 0, [], False
        self._progress = self._judge().progress
        self._obs = self._prep.session.observe()
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        if self._prep is None or self._obs is None:
            raise RuntimeError("call reset() before step()")
        if self._done:
            raise RuntimeError("the episode is over; call reset()")
        s = self._prep.session
        error: str | None = None
        try:
            act = A.parse_action(action)
            self._obs = s.step(act)
        except (ActionError, AppError) as e:  # an invalid action: a no-op that costs a step
            act, error = None, f"{type(e).__name__}: {e}"
            self._obs = s.step(A.Noop())
        self._steps += 1
        terminated = act is not None and act.action in A.TERMINAL
        self._recent = [*self._recent[-(LOOP_LIMIT - 1):], repr(act) if act is not None else f"invalid: {error}"]
        looped = len(self._recent) == LOOP_LIMIT and len(set(self._recent)) == 1
        truncated = not terminated and (self._steps >= self.template.step_budget or looped)
        v = self._judge()
        r = 0.0
        if self.dense:
            r, self._progress = v.progress - self._progress, v.progress
        if terminated or truncated:
            self._done = True
            termination = act.action if terminated and act is not None else ("loop" if looped else "budget")
            final = reward(v, termination)
            r = r + (final - v.progress) if self.dense else final
            info = self._info(verdict=v, error=error)
            info["termination"] = termination
            info["success"] = is_success(termination, v.goal_reached, v.clean, bool(self.template.answer_fields))
            return self._observation(), float(r), terminated, truncated, info
        return self._observation(), float(r), terminated, truncated, self._info(verdict=v, error=error)

    def render(self) -> np.ndarray | None:
        return self._obs.array if self._obs is not None and self._obs.screenshot else None

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

    # ---- forking -----------------------------------------------------------------------------
    def fork(self, k: int) -> list[MgymEnv]:
        """``k`` environments continuing from this exact point of the episode."""
        if self._prep is None:
            raise RuntimeError("call reset() before fork()")
        out = []
        for twin in self._prep.session.fork(k):
            env = MgymEnv(self.template.id, base_seed=self.base_seed, dense=self.dense, geometry=self.geometry,
                          render_mode=self.render_mode)
            p = self._prep
            env._prep = Prepared(twin, p.template, p.params, p.instruction, p.init, p.answers)
            env._obs, env._steps, env._progress = self._obs, self._steps, self._progress
            env._recent, env._done = list(self._recent), self._done
            out.append(env)
        return out

    # ---- internals ---------------------------------------------------------------------------
    def _judge(self) -> Verdict:
        assert self._prep is not None
        p = self._prep
        return judge(p.template, p.params, p.init, judged_state(p.session), p.answers)

    def _observation(self) -> dict[str, Any]:
        assert self._obs is not None and self._prep is not None
        return {"screenshot": self._obs.array, "instruction": self._prep.instruction}

    def _info(self, verdict: Verdict | None = None, error: str | None = None) -> dict[str, Any]:
        assert self._obs is not None and self._prep is not None
        info: dict[str, Any] = {"task": self.template.id, "steps": self._steps,
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
    for task_id in all_templates():
        if env_id(task_id) not in gym.registry:
            gym.register(id=env_id(task_id), entry_point="bench.gym:MgymEnv", kwargs={"task_id": task_id})


register_all()
