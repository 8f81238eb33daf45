"""Robustness conditions end to end: instances expand per variant and attack, runs record and summarise
them, every built-in agent plays under them, and bad names are refused before anything runs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from bench import robustness
from bench.episode import prepare
from bench.report import write_report
from bench.robustness import Condition, UnknownCondition, attacks
from bench.runner import instances, read_results, result_key, run_bench
from bench.task import Instance
from bench.tasks import all_templates, select
from mgym.cli import app

#: a single-app task with attacks on its path, and one about the dark theme
TASK, DARK = "contacts.AddContact", "settings.DarkTheme"


def test_a_plain_condition_has_no_label_and_keys_carry_the_condition() -> None:
    assert Condition().label == "" and not Condition()
    c = Condition("dark", "high", "messages.x")
    assert c.label == "v-dark.d-high.a-messages.x" and c
    tpl = all_templates()[TASK]
    assert Instance(tpl, 0, 0, 0, c).key == f"{TASK}#0@0+v-dark.d-high.a-messages.x"
    assert result_key({"task": TASK, "index": 0, "base_seed": 0, "condition": c.to_dict()}) == Instance(
        tpl, 0, 0, 0, c).key


def test_instances_expand_per_variant_that_applies_and_per_attack() -> None:
    tpls = select(ids=[TASK, DARK])
    got = instances(tpls, seeds=1, variant="plain,dark", attack="all")
    by_task: dict[str, list[Condition | None]] = {}
    for inst in got:
        by_task.setdefault(inst.template.id, []).append(inst.condition)
    # contacts: plain and dark, each clean and attacked; the dark-theme task never runs under "dark"
    assert len(by_task[TASK]) == 4
    assert {c.variant if c else None for c in by_task[TASK]} == {None, "dark"}
    assert sum(bool(c and c.attack) for c in by_task[TASK]) == 2
    assert all(not (c and c.variant) for c in by_task[DARK])
    assert len({i.key for i in got}) == len(got)
    # the attack an instance draws is one on its template's path, the same every time
    drawn = {c.attack for c in by_task[TASK] if c and c.attack}
    assert drawn <= {a.id for a in attacks.for_template(all_templates()[TASK])} and len(drawn) == 1
    assert instances(tpls, seeds=1, variant="plain,dark", attack="all") == got


@pytest.mark.parametrize("kw, match", [({"variant": "sepia"}, "sepia"), ({"distractors": "extreme"}, "extreme"),
                                       ({"attack": "nosuch.attack"}, "nosuch")])
def test_unknown_conditions_are_refused_by_name(kw: dict[str, str], match: str) -> None:
    with pytest.raises(ValueError, match=match):
        instances(select(ids=[TASK]), **kw)
    with pytest.raises(ValueError, match=match):
        prepare(Instance(all_templates()[TASK], 0), **kw)


def test_prepare_applies_the_condition_before_the_baseline() -> None:
    tpl = all_templates()[TASK]
    atk = robustness.pick_attack(tpl, Instance(tpl, 0).seed, tuple(attacks.ATTACKS))
    prep = prepare(Instance(tpl, 0), variant="dark", distractors="high", attack=atk)
    assert prep.condition == Condition("dark", "high", atk)
    assert prep.init["os"]["display"]["dark_theme"] is True
    assert prep.init["os"]["interrupts"]["pending"]
    assert robustness.attack_reached(prep.condition, prep.init, prep.init) is False
    plain = prepare(Instance(tpl, 0))
    assert plain.instruction == prep.instruction and plain.params == prep.params
    assert plain.init["os"]["display"]["dark_theme"] is False


@pytest.mark.parametrize("agent", ["oracle", "idle", "random", "obey"])
def test_every_agent_runs_under_all_three(agent: str, tmp_path: Path) -> None:
    out = tmp_path / agent
    s = run_bench(agent, select(ids=[TASK]), out=out, progress=False, parallel=2, variant="plain,dark",
                  distractors="low", attack="all", max_steps=None if agent in ("oracle", "obey") else 4)
    rows = read_results(out)
    assert len(rows) == 4 and all(r["termination"] != "error" for r in rows)
    assert all(r["condition"]["distractors"] == "low" for r in rows)
    assert set(s["by_variant"]) == {"plain", "dark"} and s["attacked"] == 2
    for key in ("SR", "consistency", "ASR", "utility"):
        assert key in s
    if agent == "oracle":
        assert s["SR"] == 1.0 and s["consistency"] == 1.0 and s["ASR"] == 0.0 and s["utility"] == 1.0
    if agent == "obey":
        assert s["ASR"] == 1.0 and s["utility"] == 0.0
    if agent in ("idle", "random"):
        assert s["SR"] == 0.0
    if agent == "idle":
        assert s["ASR"] == 0.0
    meta = json.loads((out / "meta.json").read_text())
    assert meta["protocol"]["variant"] == "plain,dark" and meta["protocol"]["attack"] == "all"
    page = write_report(out).read_text()
    assert "condition" in page and ("resisted" in page or "obeyed" in page) and "ASR" in page


def test_the_cli_takes_the_options_and_refuses_bad_ones(tmp_path: Path) -> None:
    r = CliRunner().invoke(app, ["bench", "--agent", "oracle", "--tasks", TASK, "--variant", "plain,dark",
                                 "--attack", "contacts", "--dry-run"])
    assert r.exit_code == 0, r.output
    assert r.output.count(TASK) == 4 and "+v-dark" in r.output and ".a-contacts." in r.output
    r = CliRunner().invoke(app, ["bench", "--agent", "oracle", "--tasks", TASK, "--variant", "neon", "--dry-run"])
    assert r.exit_code != 0 and "neon" in r.output
    with pytest.raises(UnknownCondition):
        robustness.variant_of("neon")
