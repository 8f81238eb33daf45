"""One episode under the reference protocol: set the phone up, let the agent act within the budget,
judge the end state.

* Single-app tasks start inside their app (opened at its entry screen); multi-app tasks start on the
  home screen (``start="home"`` starts every task there).
* The agent sees the instruction and the observations only. The oracle alone is briefed with the
  template and parameters, through its own channel.
* An invalid action (one that does not parse, is out of range, names no app, or a model reply the
  agent could not parse) is a no-op that costs one step: it is recorded with its error on the step
  line and shown to the agent on the next observation as ``info["last_action_error"]``.
* The episode ends on ``complete`` or ``abort``, when the budget runs out, or on a loop (``loop``): by
  default the same action on an unchanged screen ``loop_limit`` times in a row, so paging or scrolling
  that changes what is shown is never cut off; ``loop_rule="action"`` is the reference's literal rule
  (the same action ``loop_limit`` times in a row, whatever the screen). A crash ends it as ``error``.
* Query tasks are answered on the AnswerSheet (``answer_mode="sheet"``) or as the ``answer`` action's
  text (``"text"``); :mod:`bench.protocol` words the instruction accordingly.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import Any, Literal

from bench import robustness
from bench.agents.base import LAST_ACTION_ERROR, InvalidReply, step_info
from bench.judge import Verdict, judge
from bench.metrics import is_success, reward
from bench.protocol import ANSWER_MODES, AnswerMode, deliver, oracle_answers, parse_text
from bench.task import Instance, TaskTemplate
from bench.user import SimulatedUser
from mgym import Session
from mgym import actions as A
from mgym.actions import THINK_MS
from mgym.errors import ActionError, AppError
from mgym.i18n import normalize_locale
from mgym.observation import Observation
from mgym.render.renderer import Geometry, Renderer

LOOP_LIMIT = 10
Start = Literal["auto", "home"]
LoopRule = Literal["screen", "action"]
LOOP_RULES: tuple[str, ...] = ("screen", "action")
#: errors that make an action invalid (a no-op step) rather than crash the episode
INVALID = (InvalidReply, ActionError, AppError)


def judged_state(s: Session) -> dict[str, Any]:
    """What judges read: ``get_state()`` plus two read-only sections that never count as side
    effects: ``ui`` (foreground app and screen, recent tasks) for navigation tasks, and ``agent`` (the
    questions asked with their replies, and ``status``: ``complete``, ``abort`` or None)."""
    state = s.get_state()
    state["ui"] = {"app": s.app, "screen": s.screen,
                   "recents": [t["app"] for t in s.sys.tm.recents()]}
    agent = s.sys.v.get("agent", {})
    state["agent"] = {"questions": [dict(q) for q in agent.get("questions", [])], "status": agent.get("status")}
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
    #: how a query is answered: on the AnswerSheet ("sheet") or as the answer action's text ("text")
    answer_mode: AnswerMode = "sheet"
    #: the robustness condition it was prepared under (bench.robustness)
    condition: robustness.Condition = field(default_factory=robustness.Condition)


@dataclass
class Episode:
    result: dict[str, Any]
    steps: list[dict[str, Any]] = field(default_factory=list)
    shots: list[bytes | None] = field(default_factory=list)
    #: with ``run_episode(keep=True)``: the prepared phone and the state the judge read at the end
    #: (for audits; never in results files)
    prep: Prepared | None = None
    final: dict[str, Any] | None = None


def prepare(inst: Instance, renderer: Renderer | None = None, image_format: str = "png",
            geometry: Geometry | None = None, start: Start = "auto", locale: str = "en",
            answer_mode: AnswerMode = "sheet", think_ms: int = THINK_MS, *, variant: str | None = None,
            distractors: str | None = None, attack: str | None = None) -> Prepared:
    """A fresh phone with the instance's parameters and setup applied, the AnswerSheet loaded, and the
    task's own app opened when it is a single-app task (``start="auto"``). ``locale`` is the phone's
    language and region, and the instruction's language; the instruction is delivered by
    :func:`bench.protocol.deliver` (secrets stated, and for a query where to answer in ``answer_mode``).

    The instance's robustness condition (:mod:`bench.robustness`; ``variant``, ``distractors`` and
    ``attack`` override its parts) is applied around the setup: the variant's screen, locale and state
    first, interruptions and the attack's content after; the judged baseline is taken last."""
    if answer_mode not in ANSWER_MODES:
        raise ValueError(f"unknown answer mode {answer_mode!r}; choose from {ANSWER_MODES}")
    tpl = inst.template
    cond = condition_of(inst, variant, distractors, attack)
    v = robustness.variant_of(cond.variant)
    if v is not None:
        geometry = v.geometry or geometry
        locale = other_locale(locale) if v.other_locale else locale
    s = Session(seed=inst.seed, renderer=renderer, image_format=image_format, geometry=geometry, locale=locale,
                think_ms=think_ms)
    robustness.before_setup(cond, s, inst.seed)
    rng = Random(inst.seed)
    params = tpl.sample(rng, s.get_state())
    instruction = tpl.instruction(params, rng.randrange(len(tpl.variants(s.locale))), s.locale)
    patch = tpl.setup(params, s.get_state())
    if patch:
        s.set_state(patch)
    robustness.after_setup(cond, s, inst.seed, tpl.step_budget)
    instruction = deliver(tpl, instruction, s.get_state(), s.locale, answer_mode)
    if tpl.answer_fields:
        s.set_state({"apps": {"answersheet": {"question": instruction,
                                              "fields": [f.sheet(s.locale) for f in tpl.answer_fields]}}})
    if start == "auto" and tpl.start_app:
        s.sys.launch(tpl.start_app)
    init = judged_state(s)
    s.user = SimulatedUser(tpl, params, init, s.locale)
    answers = tpl.expected_answers(params, init) if tpl.answer_fields else None
    return Prepared(s, tpl, params, instruction, init, answers, answer_mode, cond)


def condition_of(inst: Instance, variant: str | None = None, distractors: str | None = None,
                 attack: str | None = None) -> robustness.Condition:
    """The instance's condition with the given parts replaced (names checked)."""
    base = inst.condition or robustness.Condition()
    cond = robustness.Condition(variant or base.variant, robustness.check_level(distractors or base.distractors),
                                attack or base.attack)
    robustness.attack_of(cond.attack)
    return cond


def other_locale(locale: str) -> str:
    """The other of the two locales (the ``other_locale`` variant)."""
    return "en" if normalize_locale(locale) != "en" else "zh-CN"


def text_answers(prep: Prepared, s: Session, final: dict[str, Any]) -> dict[str, Any]:
    """Text mode: the judged state with the AnswerSheet replaced by what the last ``answer`` action
    said (parsed by :func:`bench.protocol.parse_text`; submitted when anything was said)."""
    said = s.sys.v.get("agent", {}).get("answers", [])
    values = parse_text(said[-1], prep.template.answer_fields, s.locale) if said else {}
    apps = dict(final.get("apps", {}))
    apps["answersheet"] = {**apps.get("answersheet", {}), "values": values, "submitted": bool(said)}
    return {**final, "apps": apps}


def verdict_fields(tpl: TaskTemplate, v: Verdict, termination: str) -> dict[str, Any]:
    """The judged part of a result line."""
    return {"success": is_success(termination, v.goal_reached, v.clean, tpl.ends_with),
            "goal_reached": v.goal_reached, "clean": v.clean, "progress": v.progress,
            "checks": [c.to_dict() for c in v.checks], "side_effects": v.side_effects,
            "answer_wrong": v.answer_wrong, "incidental": v.incidental,
            "reward": reward(v, termination, tpl.ends_with)}


def run_episode(inst: Instance, agent: Any, *, renderer: Renderer | None = None, screenshots: bool = True,
                image_format: str = "png", on_step: Callable[[], None] | None = None, start: Start = "auto",
                max_steps: int | None = None, loop_limit: int = LOOP_LIMIT, locale: str = "en",
                keep: bool = False, answer_mode: AnswerMode = "sheet", loop_rule: LoopRule = "screen",
                think_ms: int = THINK_MS, variant: str | None = None, distractors: str | None = None,
                attack: str | None = None) -> Episode:
    """Play one episode; never raises (a crash is recorded as ``termination="error"``). ``keep``
    keeps the prepared phone and the final judged state on the episode. ``answer_mode`` and
    ``loop_rule`` are recorded on the result; ``think_ms`` is the phone's time per step besides the
    action (``mgym.actions.THINK_MS``). Under a robustness condition (the instance's, or ``variant``,
    ``distractors``, ``attack``) the result carries ``condition`` and, when attacked,
    ``attack_success``; an agent with ``brief_attack`` (the obeying agent) is told the attack."""
    t0 = time.perf_counter()  # wall-clock-ok: timings for the results file
    locale = normalize_locale(locale)
    tpl = inst.template
    budget = max_steps or tpl.step_budget
    base = {"task": tpl.id, "index": inst.index, "base_seed": inst.base_seed, "repeat": inst.repeat,
            "seed": inst.seed, "agent": agent.name, "meta": tpl.meta(), "budget": budget, "start": start,
            "locale": locale, "answer_mode": answer_mode, "loop_rule": loop_rule}
    ep = Episode(result=base)
    try:
        if loop_rule not in LOOP_RULES:
            raise ValueError(f"unknown loop rule {loop_rule!r}; choose from {LOOP_RULES}")
        cond = condition_of(inst, variant, distractors, attack)
        if cond:
            ep.result["condition"] = cond.to_dict()
        prep = prepare(inst, renderer, image_format, start=start, locale=locale, answer_mode=answer_mode,
                       think_ms=think_ms, variant=variant, distractors=distractors, attack=attack)
    except Exception as e:
        ep.result.update(_error(e, t0))
        return ep
    s = prep.session
    ep.result.update({"instruction": prep.instruction, "params": prep.params, "locale": s.locale})
    try:
        agent.reset(prep.instruction)
        if getattr(agent, "privileged", False):
            agent.brief(tpl, prep.params)
        if cond.attack and hasattr(agent, "brief_attack"):
            agent.brief_attack(robustness.attack_of(cond.attack))
        with oracle_answers(answer_mode, tpl.answer_fields, s.locale):
            termination, invalid = play(s, agent, ep, budget=budget, screenshots=screenshots, on_step=on_step,
                                        loop_limit=loop_limit, loop_rule=loop_rule)
    except Exception as e:
        ep.result.update(_error(e, t0), steps=len(ep.steps), invalid_steps=ep.result.get("invalid_steps", 0))
        return ep
    t_judge = time.perf_counter()  # wall-clock-ok
    final = judged_state(s)
    if answer_mode == "text" and tpl.answer_fields:
        final = text_answers(prep, s, final)
    if keep:
        ep.prep, ep.final = prep, final
    v = judge(tpl, prep.params, prep.init, final, prep.answers)
    judge_ms = (time.perf_counter() - t_judge) * 1000  # wall-clock-ok
    ep.result.update({
        "steps": len(ep.steps), "invalid_steps": invalid, "termination": termination,
        **verdict_fields(tpl, v, termination),
        "answers": s.sys.v.get("agent", {}).get("answers", []),
        "questions": final["agent"]["questions"],
        **({"attack_success": robustness.attack_reached(cond, prep.init, final)} if cond.attack else {}),
        "timings": {"episode_s": time.perf_counter() - t0, "judge_ms": judge_ms},  # wall-clock-ok
    })
    return ep


def play(s: Session, agent: Any, ep: Episode, *, budget: int, screenshots: bool = True,
         on_step: Callable[[], None] | None = None, loop_limit: int = LOOP_LIMIT,
         loop_rule: LoopRule = "screen") -> tuple[str, int]:
    """Let an agent already ``reset`` with its instruction act on ``s`` for at most ``budget`` steps,
    recording step lines and screenshots in ``ep``; returns the termination and the number of invalid
    steps. Episodes and free play (``mgym bench --exec``) both use it. A loop (see the module doc) ends
    it as ``"loop"``."""
    want_shots = screenshots or agent.needs_screenshot
    termination = "budget"
    invalid = 0
    last: list[str] = []
    obs: Observation = s.observe(screenshot=want_shots)
    ep.shots.append(obs.screenshot)
    screen = screen_key(obs) if loop_rule == "screen" else ""
    for i in range(budget):
        t_act = time.perf_counter()  # wall-clock-ok
        action, error = _next_action(agent, obs)
        act_s = time.perf_counter() - t_act  # wall-clock-ok
        if action is not None:
            try:
                obs = s.step(action, screenshot=want_shots)
            except INVALID as e:
                action, error = None, f"{type(e).__name__}: {e}"
        if action is None:
            invalid += 1
            ep.result["invalid_steps"] = invalid
            obs = s.step(A.Noop(), screenshot=want_shots)
            obs.info[LAST_ACTION_ERROR] = error
        line: dict[str, Any] = {"step": i, "action": action.to_dict() if action else None, "error": error,
                                "app": obs.app, "screen": obs.screen, "time": obs.time,
                                "events": obs.info.get("events", []), "agent_s": round(act_s, 4)}
        if "user_reply" in obs.info:
            line["user_reply"] = obs.info["user_reply"]
        info = step_info(agent)
        if info is not None:
            line["agent"] = info
        ep.steps.append(line)
        ep.shots.append(obs.screenshot)
        if on_step:
            on_step()
        if action is not None and action.action in A.TERMINAL:
            termination = action.action
            break
        before, screen = screen, screen_key(obs) if loop_rule == "screen" else ""
        last = [*last[-(loop_limit - 1):], loop_key(action, error, before, screen, i)]
        if len(last) == loop_limit and len(set(last)) == 1:
            termination = "loop"
            break
    return termination, invalid


def loop_key(action: Any, error: str | None, before: str, after: str, step: int) -> str:
    """What the loop rule compares between steps: the action (or its error), and with the screen rule
    the screen it left unchanged; a changed screen makes the key unique. ``before`` and ``after`` are
    :func:`screen_key` values, both "" under the action rule."""
    key = repr(action) if action is not None else f"invalid: {error}"
    return f"{key}|{after}" if after == before else f"{key}|changed:{step}"


def screen_key(obs: Observation) -> str:
    """What the agent sees, without the clock: the foreground screen, the keyboard and every element's
    role, text, value, box and state flags (the status bar's time is left out)."""
    parts = [obs.app, obs.screen, str(obs.keyboard)]
    clock = obs.time[11:16]
    for e in obs.ui:
        if e.text == clock:
            continue
        parts.append(f"{e.role}|{e.text}|{e.hint}|{e.bounds}|{e.checked}|{e.selected}|{e.focused}|{e.enabled}")
    return "\n".join(parts)


def _next_action(agent: Any, obs: Observation) -> tuple[Any, str | None]:
    """The agent's next action, or None and the reason it is invalid."""
    try:
        return A.parse_action(agent.act(obs)), None
    except INVALID as e:
        return None, f"{type(e).__name__}: {e}"


def _error(e: BaseException, t0: float) -> dict[str, Any]:
    return {"termination": "error", "success": False, "goal_reached": False, "clean": True, "progress": 0.0,
            "checks": [], "side_effects": [], "reward": 0.0, "error": f"{type(e).__name__}: {e}",
            "traceback": traceback.format_exc(),
            "timings": {"episode_s": time.perf_counter() - t0}}  # wall-clock-ok
