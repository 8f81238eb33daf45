"""Hardness factors: what makes a task hard by construction, and the rule that turns them into a level.

A template declares its factors (``hardness = ("aggregate", "trap", "temporal")``); its ``difficulty``
then follows from :func:`level`: three or more factors make it L4, one or two L3. Templates that
declare none keep their hand-set level (L1-L2 skills, and the older hard templates until they are
re-declared). Two factors are facts a test checks against the template: ``steps`` against the
oracle's recorded step count and ``apps3`` against ``apps``. The table is in ``docs/tasks.md``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

#: factor -> what it takes (docs/tasks.md prints this table)
FACTORS: dict[str, str] = {
    "steps": "at least 20 optimal steps (the oracle's recorded count)",
    "aggregate": "aggregation over at least 10 records, or 3 screens of scrolling",
    "arithmetic": "at least 3 constraints combined with arithmetic",
    "apps3": "three or more apps",
    "explore": "exploration where no search box reaches the answer",
    "temporal": "temporal reasoning: relative dates, time zones, repeats",
    "image": "reading pictures: receipts, charts, counts",
    "trap": "a trap: near-duplicate names, information corrected later, a distractor matching all but one "
            "constraint",
    "branch": "a conditional branch, whose wrong side's actions are side effects",
}
#: the least optimal step count of the ``steps`` factor
MIN_STEPS = 20
#: the number of factors that makes a template L4
L4_FACTORS = 3


def level(factors: Iterable[str]) -> Literal["L3", "L4"]:
    """The level declared factors give: L4 with at least :data:`L4_FACTORS` of them, else L3."""
    got = set(factors)
    unknown = got - set(FACTORS)
    if unknown:
        raise ValueError(f"unknown hardness factors {sorted(unknown)}; choose from {sorted(FACTORS)}")
    if not got:
        raise ValueError("no hardness factors declared")
    return "L4" if len(got) >= L4_FACTORS else "L3"
