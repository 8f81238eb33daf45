"""Every template: its oracle passes its own judge cleanly on 3 seeds, and the idle agent fails it."""

from __future__ import annotations

import pytest

from bench.agents import IdleAgent, OracleAgent
from bench.episode import prepare, run_episode
from bench.task import Instance, validate
from bench.tasks import all_templates

TEMPLATES = sorted(all_templates())


def test_suite_size_and_metadata() -> None:
    tpls = all_templates().values()
    for t in tpls:
        validate(t)
    assert len(tpls) >= 3


@pytest.mark.parametrize("task_id", TEMPLATES)
def test_oracle_passes_cleanly(task_id: str) -> None:
    tpl = all_templates()[task_id]
    for index in range(3):
        ep = run_episode(Instance(tpl, index), OracleAgent(), screenshots=False)
        r = ep.result
        assert r["termination"] == "complete", r.get("traceback") or r
        failed = [c for c in r["checks"] if not c["passed"]]
        assert r["success"], f"seed {index}: failed checks {failed}"
        assert r["side_effects"] == [], f"seed {index}: unexpected changes {r['side_effects']}"


@pytest.mark.parametrize("task_id", TEMPLATES)
def test_idle_agent_fails(task_id: str) -> None:
    ep = run_episode(Instance(all_templates()[task_id], 0), IdleAgent(), screenshots=False)
    assert ep.result["termination"] == "complete" and not ep.result["success"]


def test_sampling_is_deterministic_and_varies() -> None:
    seen = {}
    for task_id, tpl in all_templates().items():
        a = prepare(Instance(tpl, 0))
        b = prepare(Instance(tpl, 0))
        assert (a.params, a.instruction, a.init) == (b.params, b.instruction, b.init), task_id
        seen[task_id] = {str(prepare(Instance(tpl, i)).params) for i in range(6)}
    varying = [t for t, v in seen.items() if len(v) > 1]
    assert len(varying) >= len(seen) // 2, "most templates vary their parameters across seeds"
