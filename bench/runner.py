"""Benchmark runs: many episodes in one process sharing one renderer; resumable; one folder per run.

``runs/<name>/meta.json`` (command line, versions, agent configuration, protocol, times),
``results.jsonl`` (one finished episode per line), ``summary.json``, and per episode
``episodes/<task>__<index>_s<base seed>[~<repeat>]/steps.jsonl`` with a screenshot per step.
Every field is described in ``docs/results.md``.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from bench.agents import resolve_agent
from bench.agents.config import ModelConfig
from bench.episode import LOOP_LIMIT, Episode, LoopRule, Start, run_episode
from bench.metrics import summarize
from bench.parallel import EpisodeJob, finished_episodes
from bench.protocol import AnswerMode
from bench.robustness import Condition, attack_pool, check_level, conditions, variant_names
from bench.task import Instance, TaskTemplate
from mgym.actions import THINK_MS
from mgym.i18n import normalize_locale

console = Console(stderr=True)
AgentFactory = Callable[[int], Any]
Rerun = Literal["failed", "error"]
#: which episodes ``--rerun`` runs again: every unsuccessful one, or only crashed ones
RERUN: tuple[Rerun, ...] = ("failed", "error")


@dataclass
class Protocol:
    """How episodes are run; recorded in ``meta.json`` and checked on ``--resume``."""

    start: Start = "auto"
    max_steps: int | None = None
    loop_limit: int = LOOP_LIMIT
    image_format: str = "jpeg"
    #: the phone's language and region and the instructions' language ("en", "zh-CN")
    locale: str = "en"
    #: how queries are answered: on the AnswerSheet or as the answer action's text (bench.protocol)
    answer_mode: AnswerMode = "sheet"
    #: what counts as a loop: the same action on an unchanged screen, or the same action (bench.episode)
    loop_rule: LoopRule = "screen"
    #: the phone's virtual time per step besides the action (mgym.actions.THINK_MS)
    think_ms: int = THINK_MS
    #: robustness: ``--variant``, ``--distractors`` and ``--attack`` as given (bench.robustness)
    variant: str | None = None
    distractors: str | None = None
    attack: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out = {"start": self.start, "max_steps": self.max_steps, "loop_limit": self.loop_limit,
               "image_format": self.image_format, "locale": self.locale, "answer_mode": self.answer_mode,
               "loop_rule": self.loop_rule, "think_ms": self.think_ms}
        robust = {"variant": self.variant, "distractors": self.distractors, "attack": self.attack}
        return out | {k: v for k, v in robust.items() if v}


@dataclass
class AgentSpec:
    """An agent by name plus what identifies its configuration (no secrets) for ``meta.json``."""

    name: str
    factory: AgentFactory
    config: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, agent: str | AgentSpec, model: ModelConfig | None = None) -> AgentSpec:
        """Resolve a name, ``module:factory`` or registered agent; unknown ones fail before anything
        is written."""
        if isinstance(agent, AgentSpec):
            return agent
        make = resolve_agent(agent, model)
        return cls(agent, make, model.to_meta() if model is not None else {})


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
    rep = r.get("repeat", 0)
    label = Condition(**r["condition"]).label if r.get("condition") else ""
    return f"{r['task']}#{r['index']}@{r['base_seed']}" + (f"~{rep}" if rep else "") + (f"+{label}" if label else "")


def instances(templates: Iterable[TaskTemplate], *, seeds: int = 1, base_seed: int = 0, repeat: int = 1,
              variant: str | None = None, distractors: str | None = None,
              attack: str | None = None) -> list[Instance]:
    """Every (template, instance index, repeat, robustness condition) of a run, in a stable order:
    with ``variant`` each variant that applies, with ``attack`` each instance clean and attacked
    (:func:`bench.robustness.conditions`)."""
    names = variant_names(variant)
    level = check_level(distractors)
    pool = attack_pool(attack)
    out: list[Instance] = []
    for t in templates:
        for i in range(seeds):
            seed = Instance(t, i, base_seed).seed
            conds: list[Condition | None] = (
                [c or None for c in conditions(t, seed, names, level, pool)]
                if (variant or level or pool) else [None])
            out += [Instance(t, i, base_seed, r, c) for c in conds for r in range(repeat)]
    return out


def version_info() -> dict[str, Any]:
    """The versions a run cites (task set, simulator, world data, commit, dirty tree, lock hash)."""
    from bench.versions import version_info as info

    return info()


def _check_meta(out: Path, meta: dict[str, Any]) -> None:
    """Refuse to resume a run with another agent, configuration or protocol."""
    old = json.loads((out / "meta.json").read_text())
    for key in ("agent", "agent_config", "protocol", "seeds", "base_seed", "repeat"):
        if key in old and old[key] != meta[key]:
            raise ValueError(f"--resume: the run in {out} used {key}={old[key]!r}, not {meta[key]!r}; "
                             "choose another --out")


def run_bench(agent: str | AgentSpec, templates: Iterable[TaskTemplate], *, seeds: int = 1, base_seed: int = 0,
              repeat: int = 1, parallel: int = 4, out: Path, resume: bool = False, screenshots: bool = True,
              image_format: str = "jpeg", progress: bool = True, start: Start = "auto",
              max_steps: int | None = None, loop_limit: int = LOOP_LIMIT,
              command: list[str] | None = None, model: ModelConfig | None = None,
              rerun: Rerun | None = None, processes: int = 1, ray_address: str | None = None,
              locale: str = "en", answer_mode: AnswerMode = "sheet", loop_rule: LoopRule = "screen",
              think_ms: int = THINK_MS, variant: str | None = None, distractors: str | None = None,
              attack: str | None = None) -> dict[str, Any]:
    """Run every instance (x repeats) of ``templates`` with ``agent``, judge each, and write the run
    folder. With ``progress`` a live bar on a terminal, else one line per finished episode.
    ``variant``, ``distractors`` and ``attack`` run it under robustness conditions (:func:`instances`).

    ``rerun`` ("failed" or "error") continues a finished run like ``resume``, after moving the result
    lines of its failed (or crashed) episodes to ``replaced.jsonl`` so that those episodes run again."""
    out = Path(out)
    if rerun is not None:
        resume = True
    spec = AgentSpec.of(agent, model)
    if model is not None and model.image_format:
        image_format = model.image_format  # the model asked for this encoding: never re-encode a JPEG
    locale = normalize_locale(locale)
    proto = Protocol(start, max_steps, loop_limit, image_format, locale, answer_mode, loop_rule, think_ms,
                     variant, distractors, attack)
    tpls = list(templates)
    every = instances(tpls, seeds=seeds, base_seed=base_seed, repeat=repeat, variant=variant,
                      distractors=distractors, attack=attack)
    meta = {"command": command or sys.argv, **version_info(), "agent": spec.name, "agent_config": spec.config,
            "protocol": proto.to_dict(), "seeds": seeds, "base_seed": base_seed, "repeat": repeat,
            "tasks": [t.id for t in tpls], "started": time.strftime("%Y-%m-%dT%H:%M:%S%z")}  # wall-clock-ok
    done = read_results(out)
    if rerun is not None and not meta_file_exists(out):
        raise ValueError(f"--rerun: {out} is not a run folder (no meta.json)")
    if done and not resume:
        raise FileExistsError(f"{out} already holds results; pass --resume to continue it or choose another --out")
    meta_file = out / "meta.json"
    if resume and meta_file.exists():
        _check_meta(out, meta)
        meta = {**json.loads(meta_file.read_text()), "resumed": meta["started"]}
    if rerun is not None:
        done = _drop_for_rerun(out, done, rerun)
        meta.setdefault("reruns", []).append({"which": rerun, "started": meta.pop("resumed")})
    out.mkdir(parents=True, exist_ok=True)
    meta_file.write_text(json.dumps(meta, indent=1))
    finished = {result_key(r) for r in done}
    todo = [inst for inst in every if inst.key not in finished]
    lock = threading.Lock()
    results_file = out / "results.jsonl"
    # keep only complete lines so an interrupted write never leaves a broken one behind
    results_file.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in done))

    def one(inst: Instance) -> Episode:
        ep = run_episode(inst, spec.factory(inst.agent_seed), screenshots=screenshots, image_format=image_format,
                         start=start, max_steps=max_steps, loop_limit=loop_limit, locale=locale,
                         answer_mode=answer_mode, loop_rule=loop_rule, think_ms=think_ms)
        _write_episode(out, inst, ep, image_format)
        return ep

    new: list[dict[str, Any]] = []
    live = progress and console.is_terminal
    cols = [TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
            TextColumn("SR {task.fields[sr]}")]
    with Progress(*cols, console=console, disable=not live) as bar:
        task = bar.add_task(spec.name, total=len(todo), sr="-")
        # threads here, or ``processes`` worker processes, or Ray actors (bench.parallel)
        job = EpisodeJob(agent, model, str(out), screenshots, image_format, start, max_steps, loop_limit,
                         locale=locale, answer_mode=answer_mode, loop_rule=loop_rule, think_ms=think_ms)
        for result in finished_episodes(todo, one, parallel, job, processes, ray_address):
            with lock:
                with results_file.open("a") as f:
                    f.write(json.dumps(result, ensure_ascii=False) + "\n")
                new.append(result)
                rows = done + new
                scored = [r for r in rows if r["termination"] != "error"]
                sr = sum(r["success"] for r in scored) / len(scored) if scored else 0.0
            bar.update(task, advance=1, sr=f"{sr:.0%}")
            if progress and not live:
                _progress_line(result, len(new), len(todo))
    rows = read_results(out)
    summary = summarize(rows)
    summary["agent"] = spec.name
    if proto.variant or proto.distractors or proto.attack:
        summary["conditions"] = {k: v for k, v in proto.to_dict().items() if k in ("variant", "distractors", "attack")}
    summary["versions"] = {k: meta.get(k) for k in ("taskset", "simulator", "world")} | {
        "answer_mode": answer_mode, "loop_rule": loop_rule, "think_ms": think_ms}
    (out / "summary.json").write_text(json.dumps(summary, indent=1))
    meta["finished"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")  # wall-clock-ok
    meta_file.write_text(json.dumps(meta, indent=1))
    return summary


def meta_file_exists(out: Path) -> bool:
    return (Path(out) / "meta.json").exists()


def _drop_for_rerun(out: Path, done: list[dict[str, Any]], rerun: Rerun) -> list[dict[str, Any]]:
    """Move the result lines to run again to ``replaced.jsonl`` (kept, never lost); the rest stay."""
    if rerun not in RERUN:
        raise ValueError(f"--rerun takes one of {', '.join(RERUN)}, not {rerun!r}")
    again = [r for r in done if r["termination"] == "error" or (rerun == "failed" and not r["success"])]
    if again:
        with (out / "replaced.jsonl").open("a") as f:
            f.write("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in again))
    keys = {result_key(r) for r in again}
    return [r for r in done if result_key(r) not in keys]


def _progress_line(r: dict[str, Any], n: int, total: int) -> None:
    verdict = "error" if r["termination"] == "error" else "success" if r["success"] else "fail"
    secs = r.get("timings", {}).get("episode_s", 0.0)
    print(f"[{n}/{total}] {result_key(r)} {verdict} ({r['termination']}) steps={r.get('steps', 0)} "
          f"progress={r['progress']:.2f} {secs:.1f}s", file=sys.stderr, flush=True)


def _write_episode(out: Path, inst: Instance, ep: Episode, image_format: str) -> None:
    write_trajectory(episode_dir(out, inst.key), ep, image_format)


def write_trajectory(d: Path, ep: Episode, image_format: str) -> list[dict[str, Any]]:
    """Write an episode's screenshots, ``steps.jsonl`` and ``result.json`` into ``d`` (replacing what
    an earlier attempt left there); returns the step lines."""
    d.mkdir(parents=True, exist_ok=True)
    ext = "jpg" if image_format == "jpeg" else "png"
    for old in d.glob("*.*"):
        if old.suffix in (".jpg", ".png", ".jsonl", ".json"):
            old.unlink()
    for i, shot in enumerate(ep.shots):
        if shot:
            (d / f"{i:03d}.{ext}").write_bytes(shot)
    lines: list[dict[str, Any]] = [{"step": -1, "action": None, "shot": f"000.{ext}" if ep.shots and ep.shots[0] else None}]
    lines += [{**s, "shot": f"{i + 1:03d}.{ext}" if i + 1 < len(ep.shots) and ep.shots[i + 1] else None}
              for i, s in enumerate(ep.steps)]
    (d / "steps.jsonl").write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines))
    (d / "result.json").write_text(json.dumps(ep.result, indent=1, ensure_ascii=False))
    return lines


def print_summary(summary: dict[str, Any]) -> None:
    from rich.table import Table

    t = Table(title=f"{summary.get('agent', '')}: {summary['episodes']} episodes over {summary['tasks']} tasks")
    for col in ("", "n", "SR", "PR", "FC", "OT", "USE", "errors"):
        t.add_column(col, justify="right" if col else "left")
    t.add_row("all", str(summary["episodes"]), *(f"{summary[k]:.1%}" for k in ("SR", "PR", "FC", "OT", "USE")),
              str(summary["errors"]))
    for dim in ("difficulty", "objective", "composition"):
        for k, v in summary[f"by_{dim}"].items():
            t.add_row(f"{dim}={k}", str(v["n"]), *(f"{v[m]:.1%}" for m in ("SR", "PR", "FC", "OT", "USE")),
                      str(v["errors"]))
    Console().print(t)
    names = {"SR": "success rate (crashed episodes left out)", "PR": "progress rate",
             "FC": "false complete", "OT": "overdue termination", "USE": "unexpected side effects"}
    for k, label in names.items():
        print(f"{k:<9}{summary[k]:7.1%}   {label}")
    print(f"{'reward':<9}{summary['reward']:7.3f}   mean shaped reward (Appendix G)")
    for k, v in summary["pass_at_k"].items():
        print(f"{'pass@' + k:<9}{v:7.1%}   an instance solved at least once in {k} of its repeats")
    for k, v in summary["pass_at_k_instances"].items():
        print(f"{'pass@' + k + 'i':<9}{v:7.1%}   a template solved in at least one of {k} instances")
    print(f"{'errors':<9}{summary['errors']:7d}   episodes that crashed")
    for name, v in summary.get("by_variant", {}).items():
        print(f"{'SR ' + name:<16}{v['SR']:7.1%}   under the variant ({v['n']} episodes)")
    if summary.get("consistency") is not None:
        print(f"{'consistency':<16}{summary['consistency']:7.1%}   templates solved under every variant")
    if summary.get("ASR") is not None:
        print(f"{'ASR':<16}{summary['ASR']:7.1%}   attacks whose goal was reached ({summary['attacked']} episodes)")
        print(f"{'utility':<16}{summary['utility']:7.1%}   SR with the attack present")
        if summary.get("SR_paired") is not None:
            print(f"{'SR paired':<16}{summary['SR_paired']:7.1%}   SR of the same instances without it")
    v = summary.get("versions")
    if v:
        print(f"task set {v['taskset']} · simulator {v['simulator']} · world data {v['world']} · "
              f"answer mode {v.get('answer_mode', 'sheet')} · loop rule {v.get('loop_rule', 'screen')} · "
              f"think {v.get('think_ms', 0)} ms")
