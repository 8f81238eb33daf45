"""Metrics over episode results (the paper's definitions) and the shaped RL reward."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from math import comb
from typing import Any

from bench.judge import SUBMITTED, Verdict

BREAKDOWNS = ("difficulty", "objective", "composition", "scope", "app", "tag", "split")


def false_complete(termination: str, success: bool) -> bool:
    """The agent declared COMPLETE but the task is not a full success."""
    return termination == "complete" and not success


def overdue(termination: str, success: bool) -> bool:
    """The goal was reached but the agent kept acting until it ran out of steps."""
    return success and termination in ("budget", "loop")


def reward(v: Verdict, termination: str) -> float:
    """The shaped reward of the reference paper (Appendix G) for one finished episode."""
    p = v.progress
    if v.answer_wrong:  # a wrong submitted sheet earns no credit for the submission itself
        rest = [c for c in v.checks if c.name != SUBMITTED]
        p = sum(c.passed for c in rest) / len(rest) if rest else 0.0
    r = p
    if v.success and not v.clean:
        r *= 0.8
    if false_complete(termination, v.success) and p > 0:
        r *= 0.8
    if v.success and termination == "abort":
        r *= 0.5
    if overdue(termination, v.success):
        r *= 0.5
    return r


def pass_at_k(n: int, c: int, k: int) -> float:
    """Unbiased pass@k from n attempts with c successes."""
    if n - c < k:
        return 1.0
    return 1.0 - comb(n - c, k) / comb(n, k)


def summarize(results: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """SR, PR, FC, OT, USE (fractions of episodes), pass@k per task, and breakdowns."""
    rows = list(results)
    out: dict[str, Any] = {"episodes": len(rows), **_rates(rows)}
    by_task: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        by_task[r["task"]].append(r)
    ks = sorted({1, *(k for k in (2, 3, 5) if all(len(v) >= k for v in by_task.values()))})
    out["tasks"] = len(by_task)
    out["pass_at_k"] = {str(k): (sum(pass_at_k(len(v), sum(x["success"] for x in v), k) for v in by_task.values())
                                 / len(by_task) if by_task else 0.0) for k in ks}
    out["errors"] = sum(1 for r in rows if r.get("termination") == "error")
    for dim in BREAKDOWNS:
        groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for r in rows:
            meta = r.get("meta", {})
            keys = meta.get("apps", []) if dim == "app" else meta.get("tags", []) if dim == "tag" \
                else [meta.get(dim, "?")]
            for key in keys:
                groups[str(key)].append(r)
        out[f"by_{dim}"] = {k: {"n": len(v), **_rates(v)} for k, v in sorted(groups.items())}
    return out


def _rates(rows: list[dict[str, Any]]) -> dict[str, float]:
    n = len(rows) or 1
    return {
        "SR": sum(r["success"] for r in rows) / n,
        "PR": sum(r["progress"] for r in rows) / n,
        "FC": sum(false_complete(r["termination"], r["success"]) for r in rows) / n,
        "OT": sum(overdue(r["termination"], r["success"]) for r in rows) / n,
        "USE": sum(bool(r["side_effects"]) for r in rows) / n,
        "reward": sum(r.get("reward", 0.0) for r in rows) / n,
    }
