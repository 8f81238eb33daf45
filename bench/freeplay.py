"""Free play: one instruction, no task and no judge (``mgym bench --exec "..."``).

The agent acts on a fresh phone until it says ``complete`` or ``abort``, loops, or runs out of steps.
The trajectory is kept like a benchmark episode's (``steps.jsonl``, a screenshot per step), with
``result.json`` and an ``index.html`` viewer in the output folder.
"""

from __future__ import annotations

import html
import json
import sys
import time
from pathlib import Path
from typing import Any

from bench.episode import LOOP_LIMIT, Episode, play
from bench.report import CSS, trajectory
from bench.runner import AgentSpec, version_info, write_trajectory
from mgym import Session

DEFAULT_STEPS = 30


def run_exec(agent: AgentSpec, instruction: str, out: Path, *, seed: int = 0, app: str | None = None,
             max_steps: int = DEFAULT_STEPS, loop_limit: int = LOOP_LIMIT, image_format: str = "jpeg",
             screenshots: bool = True, command: list[str] | None = None) -> dict[str, Any]:
    """Play ``instruction`` with ``agent`` on a phone booted with ``seed`` (``app`` opened first if
    given); write the trajectory to ``out`` and return the result line."""
    if not instruction.strip():
        raise ValueError("--exec needs a non-empty instruction")
    if max_steps < 1:
        raise ValueError("--max-steps must be at least 1")
    out = Path(out)
    if (out / "result.json").exists():
        raise FileExistsError(f"{out} already holds a free-play run; choose another --out")
    s = Session(seed=seed, image_format=image_format)
    if app is not None:
        s.sys.launch(app)  # unknown apps raise AppError before anything is written
    t0 = time.perf_counter()  # wall-clock-ok: timings for the result file
    meta = {"command": command or sys.argv, **version_info(), "mode": "exec", "agent": agent.name,
            "agent_config": agent.config, "instruction": instruction, "seed": seed, "app": app,
            "max_steps": max_steps, "loop_limit": loop_limit, "image_format": image_format,
            "started": time.strftime("%Y-%m-%dT%H:%M:%S%z")}  # wall-clock-ok
    out.mkdir(parents=True, exist_ok=True)
    ep = Episode(result={"instruction": instruction, "agent": agent.name, "seed": seed, "app": app})
    bot = agent.factory(seed)
    try:
        bot.reset(instruction)
        termination, invalid = play(s, bot, ep, budget=max_steps, screenshots=screenshots, loop_limit=loop_limit)
        ep.result.update(termination=termination, invalid_steps=invalid)
    except Exception as e:  # a crash is recorded, the trajectory so far is kept
        ep.result.update(termination="error", error=f"{type(e).__name__}: {e}")
    ep.result.update({"steps": len(ep.steps), "final": {"app": s.app, "screen": s.screen},
                      "answers": s.sys.v.get("agent", {}).get("answers", []),
                      "timings": {"episode_s": round(time.perf_counter() - t0, 3)}})  # wall-clock-ok
    lines = write_trajectory(out, ep, image_format)
    meta["finished"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")  # wall-clock-ok
    (out / "meta.json").write_text(json.dumps(meta, indent=1, ensure_ascii=False))
    (out / "index.html").write_text(_page(ep, lines))
    return ep.result


def _page(ep: Episode, steps: list[dict[str, Any]]) -> str:
    r = ep.result
    answers = "".join(f"<li>{html.escape(str(a))}</li>" for a in r.get("answers", []))
    err = f"<p class='bad'>{html.escape(r['error'])}</p>" if r.get("error") else ""
    return (f"<!doctype html><meta charset=utf-8><title>mgym exec</title><style>{CSS}</style>"
            f"<header><h1>free play · agent {html.escape(str(r['agent']))}</h1></header><main>"
            f"<p><b>Instruction:</b> {html.escape(r['instruction'])}</p>"
            f"<p><b>termination</b> {html.escape(r['termination'])} · <b>steps</b> {r['steps']} · "
            f"<b>invalid</b> {r.get('invalid_steps', 0)} · <b>ended on</b> "
            f"{html.escape(r['final']['app'])}/{html.escape(r['final']['screen'])}</p>{err}"
            f"{'<p><b>Answers:</b></p><ul>' + answers + '</ul>' if answers else ''}"
            f"<h2>Trajectory</h2>{trajectory(steps)}</main>")

