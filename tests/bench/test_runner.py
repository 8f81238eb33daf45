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


def test_rerun_failed_runs_only_the_unsuccessful_episodes_again(tmp_path: Path) -> None:
    from bench.tasks import all_templates

    class Broken(type(all_templates()["launcher.OpenFromDrawer"])):  # type: ignore[misc]
        id = "launcher.BrokenOracle"

        def solve(self, p, obs):  # type: ignore[no-untyped-def]
            raise RuntimeError("oracle exploded")
            yield

    tpls = [Broken(), all_templates()["launcher.OpenFromDrawer"]]
    out = tmp_path / "r"
    run_bench("oracle", tpls, seeds=2, parallel=2, out=out, progress=False, screenshots=False)
    first = {(r["task"], r["index"]): r for r in read_results(out)}
    assert sum(r["termination"] == "error" for r in first.values()) == 2
    summary = run_bench("oracle", tpls, seeds=2, parallel=2, out=out, progress=False, screenshots=False,
                        rerun="error")
    rows = read_results(out)
    assert len(rows) == 4 and summary["episodes"] == 4 and summary["errors"] == 2
    # the successful episodes were kept as they were; the crashed ones ran again and their old lines moved
    kept = [r for r in rows if r["task"] == "launcher.OpenFromDrawer"]
    assert sorted(kept, key=lambda r: r["index"]) == [first[("launcher.OpenFromDrawer", i)] for i in (0, 1)]
    replaced = [json.loads(x) for x in (out / "replaced.jsonl").read_text().splitlines()]
    assert sorted(r["index"] for r in replaced) == [0, 1] and {r["task"] for r in replaced} == {Broken.id}
    meta = json.loads((out / "meta.json").read_text())
    assert [x["which"] for x in meta["reruns"]] == ["error"]
    with pytest.raises(ValueError, match="--rerun takes"):
        run_bench("oracle", tpls, seeds=2, out=out, progress=False, rerun="broken")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not a run folder"):
        run_bench("oracle", tpls, seeds=2, out=tmp_path / "none", progress=False, rerun="failed")


def test_a_chinese_run_records_its_locale(tmp_path: Path) -> None:
    out = tmp_path / "zh"
    summary = run_bench("oracle", select(ids=["contacts.StarContact", "launcher.CountApps"]), out=out,
                        progress=False, screenshots=False, locale="zh")
    meta = json.loads((out / "meta.json").read_text())
    rows = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()]
    assert meta["protocol"]["locale"] == "zh-CN" and summary["episodes"] == 2
    assert all(r["locale"] == "zh-CN" and r["success"] for r in rows)
    assert any("通讯录" in r["instruction"] for r in rows)
    with pytest.raises(ValueError, match="locale"):
        run_bench("oracle", select(ids=["contacts.StarContact"]), out=tmp_path / "x", progress=False, locale="xx")
