"""The suite's labels follow the written rules of docs/tasks.md: composition by scope and drill-down,
hardness factors as the docs list them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

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


def test_docs_list_every_hardness_factor() -> None:
    rows = dict(re.findall(r"^\| `(\w+)` \| (.+?) \|$", DOCS.read_text(), re.M))
    assert {k: rows.get(k) for k in FACTORS} == FACTORS
