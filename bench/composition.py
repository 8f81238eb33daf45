"""Composition by a written rule (``docs/tasks.md``, *Composition*), from what the oracle does.

``bench.calibrate`` records, for each template, the oracle's path on instance 0: the distinct screens
it visits (``screens``: (app, screen) pairs, the home screen and the AnswerSheet left out), the
steps it takes on them (``steps``: taps, swipes and typing in the task's own apps), and the state
changes it makes
(``changes``: changed fields and added or removed items, bookkeeping and incidental changes left
out). :func:`rule` turns those and the template's metadata into its label:

1. **deep_dive**: a drill-down or aggregation: the template declares ``aggregate`` or ``explore``, or
   it is a query or hybrid whose oracle takes at least :data:`DRILL_STEPS` steps in the task's own
   apps (paging, scrolling, opening one record after another);
2. **transfer**: otherwise, two or more apps;
3. **atomic**: otherwise, at most one state change and at most :data:`ATOMIC_SCREENS` screens;
4. **sequential**: the rest (an ordered chain in one app).

A template not yet measured keeps its declared label. The suite re-measures the oracle and checks the
record (``tests/bench/test_suite.py``), so labels cannot drift from what the tasks are.
"""

from __future__ import annotations

from typing import Any

from bench.judge import classify
from bench.task import Composition, TaskTemplate

#: the least steps in the task's own apps of a query's drill-down
DRILL_STEPS = 6
#: the most screens of an atomic task
ATOMIC_SCREENS = 2
#: screens that are not part of the task's own path
NOT_COUNTED = frozenset({"answersheet", "launcher"})


def measure(steps: list[dict[str, Any]], init: dict[str, Any], final: dict[str, Any]) -> dict[str, int]:
    """``screens``, ``steps`` and ``changes`` of one oracle episode (its step lines, initial and final
    state). A step counts where it lands: a step whose screen is the home screen or the AnswerSheet
    does not."""
    own = [s for s in steps if s.get("app") not in NOT_COUNTED
           and (s.get("action") or {}).get("action") not in ("complete", "abort", "info", "answer")]
    effects, _ = classify([], init, final)
    return {"screens": len({(s["app"], s["screen"]) for s in own}), "steps": len(own), "changes": len(effects)}


def rule(tpl: TaskTemplate, measured: dict[str, int]) -> Composition:
    """The composition label of ``tpl`` given its oracle's ``measured`` path."""
    if {"aggregate", "explore"} & set(tpl.hardness) or (
            tpl.objective != "operate" and measured["steps"] >= DRILL_STEPS):
        return "deep_dive"
    if tpl.scope != "S1":
        return "transfer"
    if measured["changes"] <= 1 and measured["screens"] <= ATOMIC_SCREENS:
        return "atomic"
    return "sequential"
