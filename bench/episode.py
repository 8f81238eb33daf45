"""One episode: set the phone up, let the agent act within the budget, judge the end state."""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import Any

from bench.judge import judge
from bench.metrics import reward
from bench.task import Instance, TaskTemplate
from mgym import Session
from mgym import actions as A
from mgym.observation import Observation
from mgym.render.renderer import Geometry, Renderer

LOOP_LIMIT = 10


def judged_state(s: Session) -> dict[str, Any]:
    """What judges read: ``get_state()`` plus a read-only ``ui`` section (foreground app and screen,
    recent tasks) for navigation tasks. ``ui`` never counts as a side effect."""
    state = s.get_state()
    state["ui"] = {"app": s.app, "screen": s.screen,
                   "recents": [t["app"] for t in s.sys.tm.recents()]}
    return state


@dataclass
class Prepared:
    session: Session
    template: TaskTemplate
    params: dict[str, Any]
    instruction: str
    init: dict[str, Any]
    #: expected AnswerSheet values, computed once from the initial state
    answers: dict[str, Any] | None = None


@dataclass
class Episode:
    result: dict[str, Any]
    steps: list[dict[str, Any]] = field(default_factory=list)
    shots: list[bytes | None] = field(default_factory=list)


def prepare(inst: Instance, renderer: Renderer | None = None, image_format: str = "png",
            geometry: Geometry | None = None) -> Prepared:
    """A fresh phone with the instance's parameters and setup applied (and the AnswerSheet loaded)."""
    tpl = inst.template
    s = Session(seed=inst.seed, renderer=renderer, image_format=image_format, geometry=geometry)
    rng = Random(inst.seed)
    params = tpl.sample(rng, s.get_state())
    instruction = tpl.instruction(params, rng.randrange(len(tpl.instructions)))
    patch = tpl.setup(params, s.get_state())
    if patch:
        s.set_state(patch)
    if tpl.answer_fields:
        s.set_state({"apps": {"answersheet": {"question": instruction,
                                              "fields": [f.sheet() for f in tpl.answer_fields]}}})
    init = judged_state(s)
    answers = tpl.expected_answers(params, init) if tpl.answer_fields else None
    return Prepared(s, tpl, params, instruction, init, answers)


def run_episode(inst: Instance, agent: Any, *, renderer: Renderer | None = None, screenshots: bool = True,
                image_format: str = "png", on_step: Callable[[], None] | None = None) -> Episode:
    t0 = time.perf_counter()  # wall-clock-ok: timings for the results file
    tpl = inst.template
    base = {"task": tpl.id, "index": inst.index, "base_seed": inst.base_seed, "seed": inst.seed,
            "agent": agent.name, "meta": tpl.meta()}
    ep = Episode(result=base)
    try:
        prep = prepare(inst, renderer, image_format)
    except Exception as e:
        ep.result.update(_error(e, t0))
        return ep
    s = prep.session
    ep.result.update({"instruction": prep.instruction, "params": prep.params})
    want_shots = screenshots or agent.needs_screenshot
    termination = "budget"
    last: list[str] = []
    try:
        agent.reset(prep.instruction, {"task": tpl.id, "params": prep.params, "template": tpl,
                                       "instance_seed": inst.seed, "budget": tpl.step_budget})
        obs: Observation = s.observe(screenshot=want_shots)
        ep.shots.append(obs.screenshot)
        for i in range(tpl.step_budget):
            action = A.parse_action(agent.act(obs))
            obs = s.step(action, screenshot=want_shots)
            ep.steps.append({"step": i, "action": action.to_dict(), "app": obs.app, "screen": obs.screen,
                             "time": obs.time, "events": obs.info.get("events", [])})
            ep.shots.append(obs.screenshot)
            if on_step:
                on_step()
            if action.action in A.TERMINAL:
                termination = action.action
                break
            key = repr(action)
            last = [*last[-(LOOP_LIMIT - 1):], key]
            if len(last) == LOOP_LIMIT and len(set(last)) == 1:
                termination = "loop"
                break
    except Exception as e:
        ep.result.update(_error(e, t0), steps=len(ep.steps))
        return ep
    t_judge = time.perf_counter()  # wall-clock-ok
    v = judge(tpl, prep.params, prep.init, judged_state(s), prep.answers)
    judge_ms = (time.perf_counter() - t_judge) * 1000  # wall-clock-ok
    ep.result.update({
        "steps": len(ep.steps), "termination": termination, "success": v.success, "progress": v.progress,
        "checks": [c.to_dict() for c in v.checks], "side_effects": v.side_effects,
        "answers": s.sys.v.get("agent", {}).get("answers", []), "reward": reward(v, termination),
        "timings": {"episode_s": time.perf_counter() - t0, "judge_ms": judge_ms},  # wall-clock-ok
    })
    return ep


def _error(e: BaseException, t0: float) -> dict[str, Any]:
    return {"termination": "error", "success": False, "progress": 0.0, "checks": [], "side_effects": [],
            "reward": 0.0, "error": f"{type(e).__name__}: {e}", "traceback": traceback.format_exc(),
            "timings": {"episode_s": time.perf_counter() - t0}}  # wall-clock-ok
