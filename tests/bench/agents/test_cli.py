"""`mgym bench --agent <adapter> --model-base-url ...` runs against an OpenAI-compatible server on 127.0.0.1,
records the run (meta.json without the key, per-step model records), and turns bad replies into invalid steps."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from bench.agents import make_agent
from bench.runner import episode_dir, read_results
from mgym.cli import app

ADAPTERS = ["generic", "text", "uitars", "autoglm", "qwen3vl", "qwen25vl", "guiowl", "guiowl1"]
TASK = "launcher.OpenFromDrawer"


@pytest.mark.parametrize("adapter", ADAPTERS)
def test_mgym_bench_runs_each_adapter(adapter: str, tmp_path: Path, fake_llm: Any, plan_of: Any,
                                      native: Any) -> None:
    plan = plan_of(TASK)
    space = make_agent(adapter, seed=0, config=fake_llm.config()).space(plan.width, plan.height)
    fake_llm.push("this is not an action", *[native(adapter, s.action, space, s.element) for s in plan.steps],
                  native(adapter, {"action": "complete"}, space))
    out = tmp_path / "run"
    res = CliRunner().invoke(app, ["bench", "--agent", adapter, "--tasks", TASK, "--out", str(out),
                                   "--model-base-url", fake_llm.url, "--model-name", "fake-model",
                                   "--api-key", "sk-secret", "--retries", "0", "--parallel", "1",
                                   "--no-report"])
    assert res.exit_code == 0, res.output
    (row,) = read_results(out)
    assert row["success"] and row["invalid_steps"] == 1, row
    meta_text = (out / "meta.json").read_text()
    assert "sk-secret" not in meta_text
    meta = json.loads(meta_text)
    assert meta["agent"] == adapter and meta["agent_config"]["model"] == "fake-model"
    steps = [json.loads(x) for x in (episode_dir(out, f"{TASK}#0@0") / "steps.jsonl").read_text().splitlines()]
    assert steps[1]["action"] is None and steps[1]["error"]
    assert steps[1]["agent"]["parse_error"] and steps[1]["agent"]["reply"] == "this is not an action"
    assert steps[2]["agent"]["reply"] and "usage" in steps[2]["agent"]
