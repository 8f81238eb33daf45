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


def test_exec_plays_one_instruction_without_a_judge(tmp_path: Path, fake_llm: Any) -> None:
    fake_llm.push("Thought: open the contacts.\nAction: {\"action\": \"awake\", \"app\": \"Contacts\"}",
                  "no action here",
                  "Thought: done.\nAction: {\"action\": \"complete\"}")
    out = tmp_path / "free"
    res = CliRunner().invoke(app, ["bench", "--agent", "generic", "--exec", "Open my contacts", "--out", str(out),
                                   "--model-base-url", fake_llm.url, "--model-name", "fake-model", "--retries", "0"])
    assert res.exit_code == 0, res.output
    result = json.loads((out / "result.json").read_text())
    assert result["termination"] == "complete" and result["steps"] == 3 and result["invalid_steps"] == 1
    assert result["final"]["app"] == "contacts" and "success" not in result
    steps = [json.loads(x) for x in (out / "steps.jsonl").read_text().splitlines()]
    assert [s["action"]["action"] if s["action"] else None for s in steps] == [None, "awake", None, "complete"]
    assert all((out / s["shot"]).exists() for s in steps)
    meta = json.loads((out / "meta.json").read_text())
    assert meta["mode"] == "exec" and meta["instruction"] == "Open my contacts"
    page = (out / "index.html").read_text()
    assert "Open my contacts" in page and "no action here" in page and "open the contacts" in page
    assert fake_llm.requests[0]["messages"][-1]["content"]  # the instruction reached the model
    again = CliRunner().invoke(app, ["bench", "--agent", "generic", "--exec", "Open my contacts", "--out", str(out),
                                     "--model-base-url", fake_llm.url, "--model-name", "m"])
    assert again.exit_code == 2 and "already holds" in again.output


def test_exec_refuses_an_unknown_app_before_writing(tmp_path: Path) -> None:
    res = CliRunner().invoke(app, ["bench", "--agent", "idle", "--exec", "x", "--app", "nope",
                                   "--out", str(tmp_path / "x")])
    assert res.exit_code == 2 and "nope" in res.output and not (tmp_path / "x").exists()


def test_report_shows_each_steps_reply_and_rerun_failed_from_the_cli(tmp_path: Path, fake_llm: Any,
                                                                     plan_of: Any, native: Any) -> None:
    fake_llm.push("gibberish reply", "Thought: give up.\nAction: {\"action\": \"abort\", \"reason\": \"stuck\"}")
    out = tmp_path / "run"
    flags = ["--model-base-url", fake_llm.url, "--model-name", "fake-model", "--retries", "0"]
    res = CliRunner().invoke(app, ["bench", "--agent", "generic", "--tasks", TASK, "--out", str(out), *flags])
    assert res.exit_code == 0, res.output
    (row,) = read_results(out)
    assert not row["success"] and row["termination"] == "abort"
    page = (episode_dir(out, f"{TASK}#0@0") / "index.html").read_text()
    assert "gibberish reply" in page and "give up" in page and "11+7 tokens" in page
    # run the failed episode again, now with a reply sequence that solves it
    plan = plan_of(TASK)
    space = make_agent("generic", seed=0, config=fake_llm.config()).space(plan.width, plan.height)
    fake_llm.push(*[native("generic", s.action, space, s.element) for s in plan.steps],
                  native("generic", {"action": "complete"}, space))
    res = CliRunner().invoke(app, ["bench", "--agent", "generic", "--rerun", "failed", str(out), *flags])
    assert res.exit_code == 0, res.output
    (row,) = read_results(out)
    assert row["success"]
    assert json.loads((out / "replaced.jsonl").read_text())["termination"] == "abort"
    bad = CliRunner().invoke(app, ["bench", "--agent", "generic", "--rerun", "some", str(out), *flags])
    assert bad.exit_code == 2 and "--rerun takes" in bad.output
    other = CliRunner().invoke(app, ["bench", "--agent", "idle", "--rerun", "failed", str(out)])
    assert other.exit_code == 2 and "agent" in other.output
