"""Difficulty calibration (the paper's §4.4) and the oracle's step counts.

The paper assigns L1-L4 after the fact from reference models' results, sequentially: L1 where the mean
SR >= 75% and mean PR >= 75%; L2 where SR >= 25% and PR >= 50%; L3 where SR > 0 and PR >= 25%; L4 the
rest. ``mgym calibrate RUN_DIR...`` applies those thresholds to finished runs of several agents (each
run weighs as one model: its per-template means are averaged over runs) and writes the labels to
``bench/tasks/calibration.json``, which the suite reads at start-up. The same file records each
template's ``optimal_steps``: how many steps its oracle takes on instance 0, and ``oracle_path``: the
screens it visits and the changes it makes, from which ``bench.composition.rule`` labels its composition.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any

CALIBRATION_FILE = Path(__file__).parent / "tasks" / "calibration.json"
#: (label, min mean SR, min mean PR, SR must be > 0): checked in order; the last label takes the rest
THRESHOLDS: tuple[tuple[str, float, float, bool], ...] = (
    ("L1", 0.75, 0.75, False),
    ("L2", 0.25, 0.50, False),
    ("L3", 0.0, 0.25, True),
)


@cache
def _load() -> dict[str, Any]:
    if not CALIBRATION_FILE.exists():
        return {}
    data: dict[str, Any] = json.loads(CALIBRATION_FILE.read_text())
    return data


def optimal_steps() -> dict[str, int]:
    """Template id -> the oracle's step count on instance 0."""
    return dict(_load().get("optimal_steps", {}))


def oracle_paths() -> dict[str, dict[str, int]]:
    """Template id -> the oracle's ``screens`` and ``changes`` on instance 0 (``bench.composition``)."""
    return dict(_load().get("oracle_path", {}))


def calibrated_difficulty() -> dict[str, str]:
    """Template id -> the calibrated L1-L4 label, where a calibration has been run."""
    return dict(_load().get("difficulty", {}))


def label(sr: float, pr: float) -> str:
    """The paper's stratum for a template's mean SR and PR."""
    for name, min_sr, min_pr, positive in THRESHOLDS:
        if (sr > 0 if positive else sr >= min_sr) and pr >= min_pr:
            return name
    return "L4"


def stratify(runs: Iterable[list[dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    """Per template: mean SR and PR over the runs (each run's own means first) and the label.

    Crashed episodes are left out, as SR leaves them out; a template needs a result in every run."""
    per_run: list[dict[str, tuple[float, float]]] = []
    for rows in runs:
        groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for r in rows:
            if r.get("termination") != "error":
                groups[r["task"]].append(r)
        per_run.append({t: (sum(bool(r["success"]) for r in v) / len(v), sum(r["progress"] for r in v) / len(v))
                        for t, v in groups.items()})
    if not per_run:
        return {}
    common = set.intersection(*(set(r) for r in per_run))
    out = {}
    for t in sorted(common):
        sr = sum(r[t][0] for r in per_run) / len(per_run)
        pr = sum(r[t][1] for r in per_run) / len(per_run)
        out[t] = {"sr": sr, "pr": pr, "label": label(sr, pr)}
    return out


def write(difficulty: dict[str, str] | None = None, steps: dict[str, int] | None = None,
          sources: list[str] | None = None, path: Path = CALIBRATION_FILE,
          paths: dict[str, dict[str, int]] | None = None, merge: bool = False) -> Path:
    """Merge new labels, step counts and/or oracle paths into the calibration file (sorted, stable
    output); ``merge`` keeps the recorded steps and paths of templates not given."""
    data = json.loads(path.read_text()) if path.exists() else {}
    if difficulty is not None:
        data["difficulty"] = dict(sorted(difficulty.items()))
        data["runs"] = sources or []
    if steps is not None:
        data["optimal_steps"] = dict(sorted({**(data.get("optimal_steps", {}) if merge else {}), **steps}.items()))
    if paths is not None:
        data["oracle_path"] = dict(sorted({**(data.get("oracle_path", {}) if merge else {}), **paths}.items()))
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    _load.cache_clear()
    return path


def measure_oracles(ids: Iterable[str] | None = None) -> tuple[dict[str, int], dict[str, dict[str, int]]]:
    """Run the oracle of every template (or of ``ids``) on instance 0, no screenshots: its step count
    and its path (``bench.composition.measure``), for the templates it solves."""
    from bench.agents import OracleAgent
    from bench.composition import measure
    from bench.episode import run_episode
    from bench.task import Instance
    from bench.tasks import all_templates

    tpls = all_templates()
    steps, paths = {}, {}
    for task_id in (list(ids) if ids is not None else list(tpls)):
        ep = run_episode(Instance(tpls[task_id], 0), OracleAgent(), screenshots=False, keep=True)
        if ep.result["success"] and ep.prep is not None and ep.final is not None:
            steps[task_id] = int(ep.result["steps"])
            paths[task_id] = measure(ep.steps, ep.prep.init, ep.final)
    return steps, paths


if __name__ == "__main__":
    import sys

    only = sys.argv[1:] or None  # template ids: measure those and keep the others' records
    steps, paths = measure_oracles(only)
    print(f"wrote {write(steps=steps, paths=paths, merge=only is not None)}: oracle steps and paths of "
          f"{len(steps)} templates")
