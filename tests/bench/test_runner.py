"""Runs: files written, resume after an interruption yields exactly one result per episode, report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.report import write_report
from bench.runner import read_results, run_bench
from bench.tasks import select


def test_run_resume_and_report(tmp_path: Path) -> None:
    tpls = select(ids=["launcher.OpenFromDrawer", "launcher.CountApps"])
    out = tmp_path / "run"
    summary = run_bench("oracle", tpls, seeds=2, parallel=2, out=out, progress=False)
    assert summary["episodes"] == 4 and summary["SR"] == 1.0
    meta = json.loads((out / "meta.json").read_text())
    assert meta["agent"] == "oracle" and meta["protocol"]["start"] == "auto" and meta["seeds"] == 2
    rows = read_results(out)
    # simulate an interruption: the last result line is cut half-way and one episode is missing
    lines = (out / "results.jsonl").read_text().splitlines()
    (out / "results.jsonl").write_text("\n".join(lines[:2]) + "\n" + lines[2][: len(lines[2]) // 2])
    summary = run_bench("oracle", tpls, seeds=2, parallel=2, out=out, resume=True, progress=False)
    again = read_results(out)
    keys = [(r["task"], r["index"]) for r in again]
    assert len(keys) == len(set(keys)) == 4 and summary["episodes"] == 4
    assert {(r["task"], r["index"]) for r in rows} == set(keys)
    with pytest.raises(FileExistsError):
        run_bench("oracle", tpls, seeds=2, out=out, progress=False)
    with pytest.raises(ValueError, match="start"):
        run_bench("oracle", tpls, seeds=2, out=out, resume=True, start="home", progress=False)
    ep = next((out / "episodes").iterdir())
    steps = [json.loads(x) for x in (ep / "steps.jsonl").read_text().splitlines()]
    assert steps[0]["shot"] and (ep / steps[0]["shot"]).exists()
    index = write_report(out)
    assert "SR" in index.read_text() and (ep / "index.html").exists()
    assert "<ellipse" in (ep / "index.html").read_text() or "<line" in (ep / "index.html").read_text()


def test_unknown_agent_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown agent 'gpt9'"):
        run_bench("gpt9", select(ids=["launcher.OpenFromDrawer"]), out=tmp_path / "x", progress=False)


def test_a_crashing_episode_is_recorded_and_the_run_goes_on(tmp_path: Path) -> None:
    from bench.tasks import all_templates

    class Broken(type(all_templates()["launcher.OpenFromDrawer"])):  # type: ignore[misc]
        id = "launcher.BrokenOracle"

        def solve(self, p, obs):  # type: ignore[no-untyped-def]
            yield {"action": "swipe", "direction": "up"}
            raise RuntimeError("oracle exploded")

    tpls = [Broken(), all_templates()["launcher.OpenFromDrawer"]]
    summary = run_bench("oracle", tpls, seeds=1, parallel=2, out=tmp_path / "r", progress=False)
    rows = {r["task"]: r for r in read_results(tmp_path / "r")}
    assert rows["launcher.BrokenOracle"]["termination"] == "error"
    assert "oracle exploded" in rows["launcher.BrokenOracle"]["traceback"]
    assert rows["launcher.OpenFromDrawer"]["success"] and summary["errors"] == 1


def test_repeats_give_pass_at_k_over_the_same_instance(tmp_path: Path) -> None:
    tpls = select(ids=["launcher.OpenFromDrawer"])
    summary = run_bench("random", tpls, seeds=1, repeat=3, parallel=2, out=tmp_path / "r", progress=False,
                        screenshots=False, max_steps=3)
    rows = read_results(tmp_path / "r")
    assert sorted(r["repeat"] for r in rows) == [0, 1, 2] and len({r["seed"] for r in rows}) == 1
    assert summary["repeats"] == 3 and set(summary["pass_at_k"]) == {"1", "2", "3"}
    assert all(r["steps"] <= 3 for r in rows)
