"""Benchmark runs: many episodes in one process sharing one renderer; resumable; one folder per run.

``runs/<name>/results.jsonl`` (one finished episode per line), ``summary.json``, and per episode
``episodes/<task>__<index>/steps.jsonl`` with a screenshot per step.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from bench.agents import make_agent
from bench.episode import Episode, run_episode
from bench.metrics import summarize
from bench.task import Instance, TaskTemplate

console = Console(stderr=True)


def episode_dir(out: Path, inst_key: str) -> Path:
    return out / "episodes" / inst_key.replace("#", "__").replace("@", "_s")


def read_results(out: Path) -> list[dict[str, Any]]:
    f = out / "results.jsonl"
    if not f.exists():
        return []
    rows = []
    for line in f.read_text().splitlines():
        if line.strip():
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError:
                continue  # a line cut by an interruption; the episode runs again
    return rows


def result_key(r: dict[str, Any]) -> str:
    return f"{r['task']}#{r['index']}@{r['base_seed']}"


def run_bench(agent: str, templates: Iterable[TaskTemplate], *, seeds: int = 1, base_seed: int = 0,
              parallel: int = 4, out: Path, resume: bool = False, screenshots: bool = True,
              image_format: str = "jpeg", progress: bool = True) -> dict[str, Any]:
    out = Path(out)
    make_agent(agent)  # unknown agent names fail before anything is written
    done = read_results(out)
    if done and not resume:
        raise FileExistsError(f"{out} already holds results; pass --resume to continue it or choose another --out")
    out.mkdir(parents=True, exist_ok=True)
    finished = {result_key(r) for r in done}
    todo = [Instance(t, i, base_seed) for t in templates for i in range(seeds)]
    todo = [inst for inst in todo if inst.key not in finished]
    lock = threading.Lock()
    results_file = out / "results.jsonl"
    # keep only complete lines so an interrupted write never leaves a broken one behind
    results_file.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in done))

    def one(inst: Instance) -> Episode:
        ep = run_episode(inst, make_agent(agent, inst.seed), screenshots=screenshots, image_format=image_format)
        _write_episode(out, inst, ep, image_format)
        return ep

    new: list[dict[str, Any]] = []
    cols = [TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
            TextColumn("SR {task.fields[sr]}")]
    with Progress(*cols, console=console, disable=not progress) as bar:
        task = bar.add_task(f"{agent}", total=len(todo), sr="-")
        with ThreadPoolExecutor(max_workers=max(1, parallel)) as pool:
            futures = [pool.submit(one, inst) for inst in todo]
            for fut in as_completed(futures):
                ep = fut.result()
                with lock:
                    with results_file.open("a") as f:
                        f.write(json.dumps(ep.result, ensure_ascii=False) + "\n")
                    new.append(ep.result)
                    rows = done + new
                    sr = sum(r["success"] for r in rows) / len(rows)
                bar.update(task, advance=1, sr=f"{sr:.0%}")
    rows = read_results(out)
    summary = summarize(rows)
    summary["agent"] = agent
    (out / "summary.json").write_text(json.dumps(summary, indent=1))
    return summary


def _write_episode(out: Path, inst: Instance, ep: Episode, image_format: str) -> None:
    d = episode_dir(out, inst.key)
    d.mkdir(parents=True, exist_ok=True)
    ext = "jpg" if image_format == "jpeg" else "png"
    for old in d.glob("*.*"):
        old.unlink()
    for i, shot in enumerate(ep.shots):
        if shot:
            (d / f"{i:03d}.{ext}").write_bytes(shot)
    lines = [{"step": -1, "action": None, "shot": f"000.{ext}" if ep.shots and ep.shots[0] else None}]
    lines += [{**s, "shot": f"{i + 1:03d}.{ext}" if i + 1 < len(ep.shots) and ep.shots[i + 1] else None}
              for i, s in enumerate(ep.steps)]
    (d / "steps.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines))
    (d / "result.json").write_text(json.dumps(ep.result, indent=1, ensure_ascii=False))


def print_summary(summary: dict[str, Any]) -> None:
    from rich.table import Table

    t = Table(title=f"{summary.get('agent', '')}: {summary['episodes']} episodes over {summary['tasks']} tasks")
    for col in ("", "n", "SR", "PR", "FC", "OT", "USE"):
        t.add_column(col, justify="right" if col else "left")
    t.add_row("all", str(summary["episodes"]), *(f"{summary[k]:.1%}" for k in ("SR", "PR", "FC", "OT", "USE")))
    for dim in ("difficulty", "objective", "composition"):
        for k, v in summary[f"by_{dim}"].items():
            t.add_row(f"{dim}={k}", str(v["n"]), *(f"{v[m]:.1%}" for m in ("SR", "PR", "FC", "OT", "USE")))
    Console().print(t)
    names = {"SR": "success rate", "PR": "progress rate", "FC": "false complete", "OT": "overdue termination",
             "USE": "unexpected side effects"}
    for k, label in names.items():
        print(f"{k:<9}{summary[k]:7.1%}   {label}")
    for k, v in summary["pass_at_k"].items():
        print(f"{'pass@' + k:<9}{v:7.1%}   a task solved at least once in {k} tries")
    print(f"{'errors':<9}{summary['errors']:7d}   episodes that crashed")
