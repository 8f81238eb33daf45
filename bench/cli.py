"""The benchmark commands of ``mgym``: tasks, bench, report, calibrate, compare (registered on the ``mgym`` app)."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from random import Random
from typing import Any

import typer
from rich.console import Console
from rich.table import Table

from bench.task import SUBSETS, TaskTemplate
from mgym.actions import THINK_MS

console = Console()


def register(app: typer.Typer) -> None:
    """Add the benchmark commands to the ``mgym`` typer app."""
    app.command("tasks")(tasks_cmd)
    app.command("bench")(bench_cmd)
    app.command("report")(report_cmd)
    app.command("calibrate")(calibrate_cmd)
    app.command("compare")(compare_cmd)
    from bench.rl.cli import env_serve_cmd

    app.command("env-serve")(env_serve_cmd)


def _select(tasks: str | None, app_id: str | None, split: str | None, difficulty: str | None, tag: str | None,
            objective: str | None, composition: str | None, scope: str | None, answer: bool | None,
            sample: int | None = None, sample_seed: int = 0, subset: str | None = None) -> list[TaskTemplate]:
    from bench.tasks import select

    ids = [t.strip() for t in tasks.split(",") if t.strip()] if tasks else None
    try:
        chosen = select(ids=ids, app=app_id, split=split, difficulty=difficulty, tag=tag, objective=objective,
                        composition=composition, scope=scope, answer=answer, subset=subset)
    except ValueError as e:
        raise typer.BadParameter(str(e)) from None
    if sample is not None and sample < len(chosen):
        chosen = sorted(Random(sample_seed).sample(chosen, sample), key=lambda t: t.id)
    return chosen


def tasks_cmd(app_id: str | None = typer.Option(None, "--app"), split: str | None = None,
              difficulty: str | None = None, tag: str | None = None, objective: str | None = None,
              composition: str | None = None, scope: str | None = None,
              answer: bool | None = typer.Option(None, "--answer/--no-answer", help="with or without an AnswerSheet"),
              subset: str | None = typer.Option(None, help="a named subset: payment or high_risk"),
              as_json: bool = typer.Option(False, "--json", help="one JSON object per template")) -> None:
    """List task templates, filtered by app, split, difficulty, tag, objective, composition, scope or
    subset; the last lines count the tags and subsets of those listed."""
    chosen = _select(None, app_id, split, difficulty, tag, objective, composition, scope, answer, subset=subset)
    if as_json:
        for tpl in chosen:
            print(json.dumps(tpl.meta()))
        return
    t = Table("id", "apps", "diff", "objective", "composition", "tags", "budget", "optimal", "split")
    for tpl in chosen:
        tags = ",".join([*tpl.tags, *(f"[{s}]" for s in tpl.subsets)])
        t.add_row(tpl.id, ",".join(tpl.apps), tpl.difficulty, tpl.objective, tpl.composition, tags,
                  str(tpl.step_budget), str(tpl.optimal_steps or "-"), tpl.split)
    console.print(t)
    console.print(f"{len(chosen)} templates")
    tag_n = Counter(x for tpl in chosen for x in tpl.tags)
    subset_n = Counter(x for tpl in chosen for x in tpl.subsets)
    console.print("tags: " + ", ".join(f"{k} {n}" for k, n in sorted(tag_n.items())))
    console.print("subsets: " + ", ".join(f"{k} {subset_n[k]}" for k in sorted(SUBSETS)))


def bench_cmd(agent: str = typer.Option(..., help="oracle, idle, random, a model adapter, or module:factory"),
              tasks: str | None = typer.Option(None, help="comma-separated task ids"),
              app_id: str | None = typer.Option(None, "--app", help="only tasks using this app"),
              split: str | None = typer.Option(None, help="only templates of this split"),
              difficulty: str | None = typer.Option(None, help="L1, L2, L3 or L4"),
              objective: str | None = typer.Option(None, help="operate, query or hybrid"),
              composition: str | None = typer.Option(None, help="atomic, sequential, transfer or deep_dive"),
              scope: str | None = typer.Option(None, help="S1, S2 or S3"),
              tag: str | None = typer.Option(None, help="a capability tag"),
              answer: bool | None = typer.Option(None, "--answer/--no-answer", help="with or without an AnswerSheet"),
              subset: str | None = typer.Option(None, help="a named subset: payment or high_risk"),
              sample: int | None = typer.Option(None, help="run a random sample of this many templates"),
              sample_seed: int = typer.Option(0, help="seed of --sample"),
              seeds: int = typer.Option(1, help="instances per template"),
              base_seed: int = typer.Option(0, help="base seed the instance seeds are derived from"),
              repeat: int = typer.Option(1, help="attempts per instance (pass@k is over these)"),
              start: str = typer.Option("auto", help="auto (single-app tasks start in their app) or home"),
              locale: str = typer.Option("en", help="the phone's language and region and the instructions' "
                                         "language: en or zh-CN"),
              max_steps: int | None = typer.Option(None, help="override every task's step budget"),
              loop_detect: int = typer.Option(10, help="end an episode after this many identical actions in a row "
                                              "(on an unchanged screen, with --loop-rule screen)"),
              loop_rule: str = typer.Option("screen", help="screen: a loop is the same action on an unchanged "
                                            "screen; action: the same action, whatever the screen (the reference's)"),
              answer_mode: str = typer.Option("sheet", help="how queries are answered: sheet (the AnswerSheet "
                                              "app) or text (the answer action's text)"),
              think_ms: int = typer.Option(THINK_MS, help="the phone's virtual ms per step besides the action (the "
                                           "agent reading and deciding; 0: bare action costs)"),
              variant: str | None = typer.Option(None, help="appearance variants, comma-separated (plain, dark, "
                                                 "font_large, ...; all): every instance under each "
                                                 "(docs/robustness.md)"),
              distractors: str | None = typer.Option(None, help="interruptions at this level (low, medium, high)"),
              attack: str | None = typer.Option(None, help="prompt-injection attacks: all, or attack ids / apps; "
                                                "every instance runs clean and attacked"),
              parallel: int = typer.Option(4, help="episodes in flight (sessions share one renderer)"),
              processes: int = typer.Option(1, help="worker processes, each with its own Chromium and "
                                            "--parallel episodes in flight"),
              ray: str | None = typer.Option(None, "--ray", metavar="ADDRESS",
                                             help="play on Ray actors (--processes of them): 'local' starts a "
                                             "cluster here, 'auto' or an address joins one (pip install mgym[ray])"),
              out: Path | None = typer.Option(None, help="run folder (default runs/<agent>)"),
              resume: bool = typer.Option(False, help="continue a run, skipping finished episodes"),
              dry_run: bool = typer.Option(False, help="list the episodes and stop"),
              rerun: tuple[str, Path] | None = typer.Option(
                  None, metavar="WHICH RUN_DIR", help="run again the failed (or only the error) episodes of a "
                  "finished run, with its tasks, seeds and protocol; replaced lines go to replaced.jsonl"),
              exec_: str | None = typer.Option(None, "--exec", metavar="INSTRUCTION",
                                               help="free play of one instruction: no task, no judge "
                                               "(--app opens an app first, --base-seed boots the phone)"),
              screenshots: bool = typer.Option(True, help="save a screenshot per step"),
              report: bool = typer.Option(True, help="write the HTML report at the end"),
              model_base_url: str | None = typer.Option(None, help="OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1"),
              model_name: str | None = typer.Option(None, help="the served model's name"),
              api_key: str | None = typer.Option(None, help="API key (default $MGYM_API_KEY, then $OPENAI_API_KEY)"),
              temperature: float | None = typer.Option(None, help="sampling temperature"),
              top_p: float | None = typer.Option(None, help="nucleus sampling"),
              max_tokens: int | None = typer.Option(None, help="longest reply"),
              timeout: float | None = typer.Option(None, help="seconds per model call"),
              retries: int | None = typer.Option(None, help="retries on transient errors (backoff doubles)"),
              image_size: int | None = typer.Option(None, help="longest side of the image sent, in pixels"),
              screenshot_scale: float | None = typer.Option(None, help="scale the screenshot before sending"),
              image_format: str | None = typer.Option(None, help="png or jpeg"),
              image_encoding: str | None = typer.Option(None, help="data_url or base64"),
              history_images: int | None = typer.Option(None, help="turns that keep their screenshot (1: the paper's)"),
              agent_option: list[str] = typer.Option([], help="adapter option key=value (repeatable)")) -> None:
    """Run an agent over task instances and judge every episode from state."""
    from bench.agents import needs_model
    from bench.report import write_report
    from bench.runner import instances, print_summary, run_bench

    given: dict[str, object] = {"base_url": model_base_url, "model": model_name, "api_key": api_key, "temperature": temperature,
             "top_p": top_p, "max_tokens": max_tokens, "timeout": timeout, "retries": retries,
             "image_size": image_size, "screenshot_scale": screenshot_scale, "image_format": image_format,
             "image_encoding": image_encoding, "history_images": history_images}
    given = {k: v for k, v in given.items() if v is not None}
    model = None
    if given or agent_option or needs_model(agent):
        from pydantic import ValidationError

        from bench.agents.config import ModelConfig, parse_options
        try:
            model = ModelConfig.model_validate({**given, "options": parse_options(agent_option)})
        except (ValidationError, ValueError) as e:
            raise typer.BadParameter(str(e)) from None

    if exec_ is not None:
        _exec(agent, exec_, model, app_id, base_seed, max_steps, loop_detect, out)
        return
    if rerun is not None and rerun[0] is not None:
        tasks, seeds, base_seed, repeat, start, max_steps, loop_detect, out, proto = _rerun_args(*rerun)
        answer_mode, loop_rule = proto.get("answer_mode", "sheet"), proto.get("loop_rule", "action")
        think_ms = int(proto.get("think_ms", 0))
        app_id = split = difficulty = objective = composition = scope = tag = subset = None
        answer = sample = None
    if start not in ("auto", "home"):
        raise typer.BadParameter("--start must be auto or home")
    if answer_mode not in ("sheet", "text"):
        raise typer.BadParameter(f"--answer-mode must be sheet or text, not {answer_mode!r}")
    if loop_rule not in ("screen", "action"):
        raise typer.BadParameter(f"--loop-rule must be screen or action, not {loop_rule!r}")
    if not 0 <= think_ms <= 600_000:
        raise typer.BadParameter(f"--think-ms must be from 0 to 600000, not {think_ms}")
    if processes < 1 or parallel < 1:
        raise typer.BadParameter("--processes and --parallel must be at least 1")
    if min(seeds, repeat, loop_detect) < 1 or (max_steps is not None and max_steps < 1):
        raise typer.BadParameter("--seeds, --repeat, --loop-detect and --max-steps must be at least 1")
    chosen = _select(tasks, app_id, split, difficulty, tag, objective, composition, scope, answer, sample,
                     sample_seed, subset)
    if not chosen:
        raise typer.BadParameter("no task matches the filters")
    if rerun is not None and rerun[0] is not None:
        variant, distractors, attack = proto.get("variant"), proto.get("distractors"), proto.get("attack")
    try:
        every = instances(chosen, seeds=seeds, base_seed=base_seed, repeat=repeat, variant=variant,
                          distractors=distractors, attack=attack)
    except ValueError as e:
        raise typer.BadParameter(str(e)) from None
    if dry_run:
        for inst in every:
            print(f"{inst.key}\tseed={inst.seed}\tbudget={max_steps or inst.template.step_budget}")
        return
    out = out or Path("runs") / agent.replace(":", "_").replace("/", "_")
    try:
        summary = run_bench(agent, chosen, seeds=seeds, base_seed=base_seed, repeat=repeat, parallel=parallel,
                            out=out, resume=resume, screenshots=screenshots, start=start,  # type: ignore[arg-type]
                            locale=locale,
                            max_steps=max_steps, loop_limit=loop_detect, command=_redacted(sys.argv), model=model,
                            answer_mode=answer_mode, loop_rule=loop_rule, think_ms=think_ms,  # type: ignore[arg-type]
                            rerun=rerun[0] if rerun is not None and rerun[0] is not None else None,  # type: ignore[arg-type]
                            processes=processes, ray_address=ray, variant=variant, distractors=distractors,
                            attack=attack)
    except (FileExistsError, ValueError) as e:
        from mgym.cli import fail  # lazily: mgym.cli imports this module

        fail(e)
    print_summary(summary)
    if report:
        console.print(f"report: {write_report(out).resolve()}")


def _rerun_args(which: str, run: Path) -> tuple[str, int, int, int, str, int | None, int, Path, dict[str, Any]]:
    """What ``--rerun`` runs: the selection and protocol recorded in the run's ``meta.json``."""
    from bench.runner import RERUN

    if which not in RERUN:
        raise typer.BadParameter(f"--rerun takes one of {', '.join(RERUN)} and a run folder, not {which!r}")
    meta_file = run / "meta.json"
    if not meta_file.exists():
        raise typer.BadParameter(f"--rerun: {run} is not a run folder (no meta.json)")
    meta = json.loads(meta_file.read_text())
    if meta.get("mode") == "exec":
        raise typer.BadParameter(f"--rerun: {run} is a free-play run; there is nothing to judge again")
    proto = meta.get("protocol", {})
    return (",".join(meta["tasks"]), int(meta["seeds"]), int(meta["base_seed"]), int(meta.get("repeat", 1)),
            str(proto.get("start", "auto")), proto.get("max_steps"), int(proto.get("loop_limit", 10)), run, proto)


def _exec(agent: str, instruction: str, model: object, app_id: str | None, seed: int, max_steps: int | None,
          loop_detect: int, out: Path | None) -> None:
    from bench.agents.config import ModelConfig
    from bench.freeplay import DEFAULT_STEPS, run_exec
    from bench.runner import AgentSpec
    from mgym.errors import AppError

    spec = AgentSpec.of(agent, model if isinstance(model, ModelConfig) else None)
    out = out or Path("runs") / ("exec-" + agent.replace(":", "_").replace("/", "_"))
    try:
        r = run_exec(spec, instruction, out, seed=seed, app=app_id, max_steps=max_steps or DEFAULT_STEPS,
                     loop_limit=loop_detect, command=_redacted(sys.argv))
    except (FileExistsError, ValueError, AppError) as e:
        from mgym.cli import fail  # lazily: mgym.cli imports this module

        fail(e)
    console.print(f"{r['termination']} after {r['steps']} steps on {r['final']['app']}/{r['final']['screen']}"
                  + (f"; answers: {r['answers']}" if r["answers"] else ""))
    console.print(f"trajectory: {(out / 'index.html').resolve()}")


def _redacted(argv: list[str]) -> list[str]:
    """The command line with the API key's value hidden (it goes into meta.json)."""
    out, hide = [], False
    for a in argv:
        if hide:
            out.append("***")
            hide = False
        elif a.startswith("--api-key="):
            out.append("--api-key=***")
        else:
            out.append(a)
            hide = a == "--api-key"
    return out


def report_cmd(run: Path) -> None:
    """Write the static HTML report of a run folder."""
    from bench.report import write_report

    console.print(f"report: {write_report(run).resolve()}")


def calibrate_cmd(runs: list[Path] = typer.Argument(..., help="finished run folders, one per reference agent"),
                  out: Path | None = typer.Option(None, help="where to write the labels "
                                                  "(default bench/tasks/calibration.json, read by the suite)"),
                  write: bool = typer.Option(True, help="write the labels (--no-write only prints them)")) -> None:
    """Re-stratify templates into L1-L4 from finished runs with the paper's thresholds (§4.4)."""
    from bench.calibrate import CALIBRATION_FILE, stratify
    from bench.calibrate import write as write_labels
    from bench.runner import read_results

    missing = [str(r) for r in runs if not (r / "results.jsonl").exists()]
    if missing:
        from mgym.cli import fail

        fail(f"no results.jsonl in {', '.join(missing)}")
    table = stratify(read_results(r) for r in runs)
    if not table:
        from mgym.cli import fail

        fail("no template has results in every run")
    t = Table("task", "mean SR", "mean PR", "label")
    for task_id, row in table.items():
        t.add_row(task_id, f"{row['sr']:.1%}", f"{row['pr']:.1%}", row["label"])
    console.print(t)
    counts = {lv: sum(1 for r in table.values() if r["label"] == lv) for lv in ("L1", "L2", "L3", "L4")}
    console.print(" ".join(f"{k}={v}" for k, v in counts.items()))
    if write:
        path = write_labels({k: v["label"] for k, v in table.items()}, sources=[str(r) for r in runs],
                            path=out or CALIBRATION_FILE)
        console.print(f"wrote {path}")


def compare_cmd(runs: list[Path] = typer.Argument(..., help="finished run folders (different agents or configurations)"),
                out: Path = typer.Option(Path("runs/compare"), help="where to write compare.html, .md and .tex")) -> None:
    """Finished runs side by side: SR, PR, SR by level/objective/composition, FC, OT, USE, reward,
    the agent-user metrics, pass@k and versions, as HTML (with bar charts), Markdown and LaTeX."""
    from bench.compare import RunError, compare

    try:
        files, warns = compare(runs, out)
    except RunError as e:
        from mgym.cli import fail

        fail(e)
    for w in warns:
        console.print(w, style="yellow", soft_wrap=True, markup=False)
    for f in files:
        console.print(f"wrote {f}", soft_wrap=True, markup=False)
