"""``mgym compare``: two real runs (oracle, idle with --repeat 2) side by side; the numbers in
compare.md are bench.metrics.summarize() of each run; one bar per run per chart; the LaTeX tabular;
a warning when versions differ; a one-line error for a missing or unfinished run. And the run
report's charts and client-side episode filters."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bench.compare import COMPOSITIONS, INTERACTION, LEVELS, OBJECTIVES, compare, pct
from bench.metrics import summarize
from bench.report import write_report
from bench.runner import read_results

#: cheap templates (3-4 oracle steps): L1 and L2, atomic and sequential, one infeasible
TASKS = "launcher.OpenFromDrawer,wallet.ToggleBalance,settings.ConnectBluetoothDevice,clock.SnoozeNotOffered"


def mgym(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mgym.cli", *args], capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("runs")
    out = {}
    for agent, extra in (("oracle", []), ("idle", ["--repeat", "2", "--no-report"])):
        out[agent] = root / agent
        done = mgym("bench", "--agent", agent, "--tasks", TASKS, "--out", str(out[agent]), "--parallel", "1",
                    "--processes", "1", "--no-screenshots", *extra)
        assert done.returncode == 0, done.stdout + done.stderr
    return out


@pytest.fixture(scope="module")
def compared(runs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("compare")
    done = mgym("compare", str(runs["oracle"]), str(runs["idle"]), "--out", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "warning" not in done.stdout
    return out


def md_tables(text: str) -> dict[str, dict[str, dict[str, str]]]:
    """compare.md's tables: title -> run label -> header -> cell."""
    out: dict[str, dict[str, dict[str, str]]] = {}
    for block in text.split("\n## ")[1:]:
        lines = block.splitlines()
        rows = [line for line in lines if line.startswith("|")]
        headers = [h.strip() for h in rows[0].strip("|").split("|")]
        out[lines[0]] = {cells[0]: dict(zip(headers, cells, strict=True))
                         for cells in ([c.strip() for c in r.strip("|").split("|")] for r in rows[2:])}
    return out


def table(tables: dict[str, dict[str, dict[str, str]]], prefix: str) -> dict[str, dict[str, str]]:
    return next(v for k, v in tables.items() if k.startswith(prefix))


def sr_of(s: dict[str, Any], dim: str, key: str) -> float | None:
    cell = s[f"by_{dim}"].get(key)
    return cell["SR"] if cell and cell["n"] else None


def test_compare_md_holds_summarize_of_each_run(runs: dict[str, Path], compared: Path) -> None:
    tables = md_tables((compared / "compare.md").read_text())
    main, fails, inter = table(tables, "SR and PR"), table(tables, "False complete"), table(tables, "Talking")
    passk, counts = table(tables, "pass@k"), table(tables, "Episodes")
    for agent, path in runs.items():
        s = summarize(read_results(path))
        row = main[agent]
        assert row["SR"].split(" ± ")[0] == pct(s["SR"]) and row["PR"] == pct(s["PR"])
        for dim, keys in (("difficulty", LEVELS), ("objective", OBJECTIVES), ("composition", COMPOSITIONS)):
            for k in keys:
                assert row[k] == pct(sr_of(s, dim, k)), (agent, dim, k)
        assert [fails[agent][k] for k in ("FC", "OT", "USE")] == [pct(s[k]) for k in ("FC", "OT", "USE")]
        assert fails[agent]["reward"] == f"{s['reward']:.3f}"
        for key, label in INTERACTION:
            assert inter[agent][label] == pct(s["interaction"][key]), (agent, key)
        for k, v in s["pass_at_k"].items():
            assert passk[agent][f"pass@{k}"] == pct(v)
        for k, v in s["pass_at_k_instances"].items():
            assert passk[agent][f"pass@{k} i"] == pct(v)
        assert counts[agent]["episodes"] == str(s["episodes"])
    assert main["oracle"]["SR"] == "100.0%" and main["idle"]["SR"] == "0.0% ± 0.0%"  # ± only with repeats
    assert main["oracle"]["L3"] == "–" and inter["oracle"]["ask rate"] == "–"  # no episode of that kind
    assert inter["oracle"]["infeasible detection"] == "100.0%" and inter["idle"]["infeasible detection"] == "0.0%"
    assert passk["oracle"]["pass@1"] == "–" and passk["idle"]["pass@2"] == "0.0%"
    assert counts["idle"]["episodes"] == "8" and counts["idle"]["SR per repeat"] == "0.0% / 0.0%"
    versions = table(tables, "Versions")
    meta = json.loads((runs["oracle"] / "meta.json").read_text())
    assert versions["oracle"]["task set"] == meta["taskset"] and versions["idle"]["world data"] == meta["world"]


def test_html_has_one_bar_per_run_per_chart_and_no_external_assets(compared: Path) -> None:
    page = (compared / "compare.html").read_text()
    names = re.findall(r"<div class='chart' data-chart='(\w+)'>", page)
    assert names == ["overall", "difficulty", "objective", "composition", "failures", "interaction"]
    for chart in page.split("<div class='chart' ")[1:]:
        for group in chart.split("<div class='group' ")[1:]:
            assert re.findall(r"class='bar' data-run='(\d+)'", group) == ["0", "1"]
    colours = set(re.findall(r"class='bar' data-run='\d+' data-value='[^']*' style='width:[\d.]+%;background:(#\w+)'",
                             page))
    assert len(colours) == 2  # one colour per run
    assert not re.search(r"(src|href)=['\"]?https?:", page) and "<script src" not in page


def test_latex_is_a_booktabs_tabular(compared: Path) -> None:
    tex = (compared / "compare.tex").read_text()
    assert tex.count("\\begin{tabular}") == tex.count("\\end{tabular}") >= 3
    assert "\\toprule" in tex and "\\midrule" in tex and "\\bottomrule" in tex and "\\cmidrule" in tex
    assert "oracle & 100.0 & 100.0 & 100.0 & 100.0 & -- & --" in tex
    assert "idle & 0.0$\\pm$0.0" in tex and "deep\\_dive" in tex


def copy_run(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("episodes", "index.html"))
    return dst


def edit_meta(run: Path, **changes: Any) -> None:
    meta = json.loads((run / "meta.json").read_text())
    for k, v in changes.items():
        if v is None:
            meta.pop(k, None)
        else:
            meta[k] = v
    (run / "meta.json").write_text(json.dumps(meta))


def test_mixed_versions_and_protocols_are_warned(runs: dict[str, Path], tmp_path: Path) -> None:
    other = copy_run(runs["idle"], tmp_path / "idle-old")
    meta = json.loads((other / "meta.json").read_text())
    edit_meta(other, taskset="1.0.0", protocol={**meta["protocol"], "answer_mode": "text"})
    done = mgym("compare", str(runs["oracle"]), str(other), "--out", str(tmp_path / "c"))
    assert done.returncode == 0, done.stderr
    assert f"warning: the runs differ in task set version (oracle: {meta['taskset']}; idle: 1.0.0)" in done.stdout
    assert "protocol answer_mode" in done.stdout and "world data" not in done.stdout
    md = (tmp_path / "c" / "compare.md").read_text()
    assert "> warning: the runs differ in task set version" in md
    assert "warning: the runs differ in task set version" in (tmp_path / "c" / "compare.html").read_text()


def test_same_agent_twice_is_labelled_by_folder(runs: dict[str, Path], tmp_path: Path) -> None:
    twin = copy_run(runs["oracle"], tmp_path / "oracle-again")
    files, warns = compare([runs["oracle"], twin], tmp_path / "c")
    assert not warns
    main = table(md_tables(files[1].read_text()), "SR and PR")
    assert set(main) == {"oracle (oracle)", "oracle (oracle-again)"}


@pytest.mark.parametrize("damage", ["missing", "no_meta", "unfinished", "episode_missing"])
def test_a_missing_or_unfinished_run_is_a_one_line_error(runs: dict[str, Path], tmp_path: Path, damage: str) -> None:
    bad = tmp_path / "nope"
    if damage != "missing":
        bad = copy_run(runs["idle"], tmp_path / "bad")
    if damage == "no_meta":
        (bad / "meta.json").unlink()
    elif damage == "unfinished":
        edit_meta(bad, finished=None)
    elif damage == "episode_missing":
        lines = (bad / "results.jsonl").read_text().splitlines()
        (bad / "results.jsonl").write_text("\n".join(lines[:-1]) + "\n")
    done = mgym("compare", str(runs["oracle"]), str(bad), "--out", str(tmp_path / "c"))
    assert done.returncode == 2 and "Traceback" not in done.stderr + done.stdout
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"error: {bad}"), done.stderr
    expect = {"missing": "no such run folder", "no_meta": "no meta.json", "unfinished": "unfinished (meta.json has no finish time",
              "episode_missing": "unfinished (7 of 8"}[damage]
    assert expect in lines[0]
    assert not (tmp_path / "c").exists()


def test_report_has_charts_and_episode_filters(runs: dict[str, Path]) -> None:
    page = write_report(runs["idle"]).read_text()
    for control in ("id='f-failed'", "id='f-app'", "id='f-level'", "id='f-tag'", "id='f-text'", "id='f-count'"):
        assert control in page
    assert "<option value='wallet'>" in page and "<option value='L2'>" in page and "<option value='infeasible'>" in page
    assert "<script>" in page and "<script src" not in page and "addEventListener" in page
    rows = re.findall(r"<tr class='ep' ([^>]*)>", page)
    assert len(rows) == 8
    data = [dict(re.findall(r"data-(\w+)='([^']*)'", r)) for r in rows]
    assert all(set(d) >= {"app", "level", "tag", "success", "task"} for d in data)
    wallet = [d for d in data if d["task"] == "wallet.ToggleBalance"]
    assert len(wallet) == 2 and wallet[0] | {"termination": ""} == {
        "task": "wallet.ToggleBalance", "app": "wallet", "level": "L1", "tag": "settings", "success": "0",
        "termination": ""}
    names = re.findall(r"<div class='chart' data-chart='(\w+)'>", page)
    assert names == ["difficulty", "objective", "composition"]
    for chart in page.split("<div class='chart' ")[1:]:
        for group in chart.split("<div class='group' ")[1:]:
            assert re.findall(r"class='bar' data-run='(\d+)'", group) == ["0"]
    oracle = (runs["oracle"] / "index.html").read_text()  # written by mgym bench itself
    assert oracle.count("<tr class='ep' ") == 4 and "data-success='1'" in oracle
