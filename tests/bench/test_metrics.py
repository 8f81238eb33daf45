"""Metrics against hand-computed values on a small synthetic results file."""

import pytest

from bench.judge import Verdict
from bench.metrics import pass_at_k, reward, summarize
from bench.task import Check


def _r(task: str, success: bool, progress: float, termination: str, effects: int = 0, diff: str = "L1") -> dict:
    return {"task": task, "success": success, "progress": progress, "termination": termination,
            "side_effects": [{"path": "x"}] * effects, "reward": 0.0,
            "meta": {"difficulty": diff, "objective": "operate", "composition": "atomic", "scope": "S1",
                     "apps": [task.split(".")[0]], "tags": ["nav"], "split": "test"}}


ROWS = [
    _r("a.T", True, 1.0, "complete"),
    _r("a.T", False, 0.5, "complete"),          # false complete
    _r("b.T", True, 1.0, "budget", diff="L2"),  # overdue
    _r("b.T", False, 0.0, "abort", effects=2, diff="L2"),
]


def test_summary_rates() -> None:
    s = summarize(ROWS)
    assert s["SR"] == 0.5 and s["PR"] == pytest.approx(0.625)
    assert s["FC"] == 0.25 and s["OT"] == 0.25 and s["USE"] == 0.25
    assert s["by_difficulty"]["L2"]["SR"] == 0.5 and s["by_difficulty"]["L1"]["n"] == 2
    assert s["pass_at_k"]["1"] == 0.5 and s["pass_at_k"]["2"] == 1.0


def test_pass_at_k() -> None:
    assert pass_at_k(4, 1, 1) == pytest.approx(0.25)
    assert pass_at_k(4, 1, 2) == pytest.approx(0.5)
    assert pass_at_k(4, 0, 3) == 0.0


def _v(passed: list[bool], effects: int = 0, answer_wrong: bool = False) -> Verdict:
    checks = [Check(f"c{i}", p) for i, p in enumerate(passed)]
    return Verdict(all(passed), sum(passed) / len(passed), checks, [{"path": "x"}] * effects, answer_wrong)


def test_shaped_reward() -> None:
    assert reward(_v([True, True]), "complete") == 1.0
    assert reward(_v([True, True], effects=1), "complete") == pytest.approx(0.8)
    assert reward(_v([True, False]), "complete") == pytest.approx(0.5 * 0.8)      # false complete
    assert reward(_v([True, True]), "abort") == pytest.approx(0.5)                 # post-success abort
    assert reward(_v([True, True]), "budget") == pytest.approx(0.5)                # overdue
    assert reward(_v([False, False]), "complete") == 0.0
