"""The loop rule: the same action on an unchanged screen, ``LOOP_LIMIT`` times in a row, ends an
episode; paging or scrolling that changes the screen never does. The reference's literal rule (the
same action, whatever the screen) stays available as ``loop_rule="action"``."""

from __future__ import annotations

from typing import Any

import pytest

from bench.agents import OracleAgent
from bench.episode import LOOP_LIMIT, run_episode
from bench.task import Instance
from bench.tasks import all_templates

#: templates that page Wallet's statistics month by month (up to ten taps on the same arrow)
PAGING = ("notes.WalletCategoryNote", "wallet.CompareMonths", "wallet.MonthSpending", "wallet.TopPayee",
          "wallet.TopCategory")


class Tapper:
    """Taps one point forever."""

    name, needs_screenshot = "tapper", False

    def __init__(self, x: int, y: int) -> None:
        self.point = {"action": "click", "x": x, "y": y}

    def reset(self, instruction: str) -> None:
        pass

    def act(self, obs: Any) -> dict[str, Any]:
        return self.point


@pytest.mark.parametrize("rule", ["screen", "action"])
def test_the_same_tap_on_an_unchanged_screen_is_a_loop(rule: str) -> None:
    """A tap on empty space changes nothing: a loop after exactly LOOP_LIMIT steps, under both rules."""
    tpl = all_templates()["launcher.SwitchViaRecents"]
    r = run_episode(Instance(tpl, 0), Tapper(500, 990), screenshots=False, start="home", loop_rule=rule).result
    assert r["termination"] == "loop" and r["steps"] == LOOP_LIMIT and r["loop_rule"] == rule


def _unsolved(task_id: str, n: int) -> dict[int, str]:
    """The oracle's instances 0..n-1 of a template that it does not solve, with their ending."""
    tpl = all_templates()[task_id]
    runs = {i: run_episode(Instance(tpl, i), OracleAgent(), screenshots=False).result for i in range(n)}
    return {i: r["termination"] for i, r in runs.items() if not r["success"]}


@pytest.mark.parametrize("task_id", PAGING)
def test_paging_months_is_progress_not_a_loop(task_id: str) -> None:
    """12 instances of each month-paging template: the oracle solves every one under the screen rule."""
    failed = _unsolved(task_id, 12)
    assert not failed, f"instances not solved: {failed}"


def test_scrolling_to_the_most_viewed_post_is_not_a_loop() -> None:
    failed = _unsolved("microblog.BookmarkMostViewed", 6)
    assert not failed, f"instances not solved: {failed}"


def test_the_reference_rule_cuts_long_paging_off() -> None:
    """Under the literal rule, paging ten months back with ten taps on the same arrow is a loop."""
    tpl = all_templates()["wallet.CompareMonths"]
    ends = {run_episode(Instance(tpl, i), OracleAgent(), screenshots=False, loop_rule="action").result["termination"]
            for i in range(12)}
    assert "loop" in ends, ends
