"""Properties of issue 24 over every template that declares what they need: each referent the
instruction names is unique in the phone's state (``TaskTemplate.referents``). ``make test`` checks
a fixed sample of instances, ``make test-full`` (``MGYM_SUITE=full``) 30 per template.

(The exact-value property runs in tests/bench/test_suite.py, on the oracle runs the suite caches.)"""

from __future__ import annotations

import os

import pytest

from bench.episode import prepare
from bench.task import Instance, TaskTemplate
from bench.tasks import all_templates

FULL = os.environ.get("MGYM_SUITE") == "full"
INSTANCES = 30 if FULL else 6
DECLARED = sorted(t for t, tpl in all_templates().items() if type(tpl).referents is not TaskTemplate.referents)
#: templates whose instances were once ambiguous: they must keep declaring their referents
ONCE_AMBIGUOUS = ("microblog.EventToCalendarAndMessenger", "microblog.EventToNotesAndMessenger")


def test_once_ambiguous_templates_declare_their_referents() -> None:
    assert set(ONCE_AMBIGUOUS) <= set(DECLARED)


@pytest.mark.parametrize("task_id", DECLARED)
def test_every_referent_is_unique(task_id: str) -> None:
    tpl = all_templates()[task_id]
    for i in range(INSTANCES):
        prep = prepare(Instance(tpl, i))
        counts = tpl.referents(prep.params, prep.init)
        assert counts, f"instance {i}: referents() names nothing"
        ambiguous = {k: n for k, n in counts.items() if n != 1}
        assert not ambiguous, f"instance {i} ({prep.instruction}): {ambiguous}"
