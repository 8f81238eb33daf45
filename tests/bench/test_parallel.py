"""``mgym bench --processes N``: the same results as threads; a dead worker loses no episode."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.runner import read_results, run_bench
from bench.tasks import select

HERE = Path(__file__).parent / "rl"
TASKS = ["settings.DarkTheme", "settings.AirplaneMode", "contacts.StarContact"]


def keys(rows: list[dict[str, object]]) -> list[tuple[object, ...]]:
    return sorted((r["task"], r["index"], r["success"], r["steps"]) for r in rows)


def test_processes_match_threads_and_survive_a_dead_worker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    tpls = select(ids=TASKS)
    threads = run_bench("oracle", tpls, seeds=2, parallel=2, out=tmp_path / "t", progress=False, screenshots=False)
    monkeypatch.setenv("MGYM_CRASH_DIR", str(tmp_path))
    monkeypatch.syspath_prepend(str(HERE))  # spawned workers inherit sys.path
    procs = run_bench("crashy:make", tpls, seeds=2, parallel=2, processes=2, out=tmp_path / "p", progress=False,
                      screenshots=False)
    assert (tmp_path / "crashed").exists()  # a worker did die mid-episode
    rows = read_results(tmp_path / "p")
    assert len(rows) == 6 and len({(r["task"], r["index"]) for r in rows}) == 6  # none lost, none doubled
    assert keys(rows) == keys(read_results(tmp_path / "t")) and procs["SR"] == threads["SR"] == 1.0



    assert len(list((tmp_path / "p" / "episodes").glob("*/result.json"))) == 6
    assert all(json.loads(f.read_text())["termination"] != "error"
               for f in (tmp_path / "p" / "episodes").glob("*/result.json"))
