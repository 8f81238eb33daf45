"""The suite's labels follow the written rules of docs/tasks.md: composition from the oracle's path
(bench.composition) with its consequences checked here, hardness factors as the docs list them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench.calibrate import oracle_paths
from bench.hardness import FACTORS
from bench.tasks import all_templates

DOCS = Path(__file__).resolve().parents[2] / "docs" / "tasks.md"
DRILL_TAGS = {"reasoning", "explore", "extract"}


@pytest.mark.parametrize("task_id", sorted(all_templates()))
def test_composition_follows_the_rule(task_id: str) -> None:
    t = all_templates()[task_id]
    multi = t.scope != "S1"
    if t.composition in ("atomic", "sequential"):
        assert not multi, f"{t.composition} is single-app; {t.apps} is transfer or deep_dive"
    if t.composition == "transfer":
        assert multi, "transfer carries something between apps; a single-app chain is sequential"
    if t.composition == "deep_dive":
        assert t.objective != "operate" or set(t.tags) & DRILL_TAGS or {"aggregate", "explore"} & set(t.hardness), \
            "deep_dive drills down: a query or hybrid, aggregate/explore, or a reasoning/explore/extract tag"
    if {"aggregate", "explore"} & set(t.hardness):
        assert t.composition == "deep_dive", "a template that aggregates or explores is deep_dive"


def test_every_template_has_a_recorded_oracle_path() -> None:
    """Composition follows from the oracle's path (bench.composition), so every template needs one."""
    missing = sorted(set(all_templates()) - set(oracle_paths()))
    assert not missing, f"run `python -m bench.calibrate {' '.join(missing)}`"


def test_docs_list_every_hardness_factor() -> None:
    rows = dict(re.findall(r"^\| `(\w+)` \| (.+?) \|$", DOCS.read_text(), re.M))
    assert {k: rows.get(k) for k in FACTORS} == FACTORS


def test_the_shape_table_counts_the_suite() -> None:
    from bench.shape import shape, table

    tpls = list(all_templates().values())
    ours = shape(tpls)
    assert ours["test templates"] + ours["train templates"] == len(tpls)
    assert ours["ask_user"] == sum("ask_user" in t.tags for t in tpls) >= 1
    text = table(ours)
    assert f"| test templates | {ours['test templates']} | 256 | 360 |" in text


def test_hard_templates_have_three_phrasings_in_each_locale() -> None:
    thin = sorted(t.id for t in all_templates().values() if t.difficulty in ("L3", "L4")
                  and (len(t.instructions) < 3 or len(t.instructions_zh) < 3))
    assert not thin, f"L3/L4 templates with fewer than 3 phrasings in a locale: {thin}"
