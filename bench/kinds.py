"""Two helper kinds that cover most tasks with little code."""

from __future__ import annotations

from typing import Any, ClassVar

from bench import paths
from bench.task import Check, Ending, TaskTemplate


def patch_for(path: str, value: Any) -> dict[str, Any]:
    """The set_state patch that writes ``value`` at ``path`` (selectors become patch selectors)."""
    segs = paths.split(path)
    out: dict[str, Any] = {segs[-1]: value}
    for seg in reversed(segs[:-1]):
        out = {seg: out}
    return out


def merge(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    out = dict(a)
    for k, v in b.items():
        out[k] = merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


class CriteriaTask(TaskTemplate):
    """Done when every state path holds its expected value.

    ``criteria(params)`` maps paths to expected values. Setup writes the opposite of each boolean
    (and ``initial(params)`` for the rest) so that doing nothing fails; the criteria paths are the
    expected changes.
    """

    def criteria(self, params: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError

    def initial(self, params: dict[str, Any]) -> dict[str, Any]:
        """Starting values for non-boolean criteria paths (path -> value)."""
        return {}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        patch: dict[str, Any] = {}
        for path, want in self.criteria(params).items():
            if isinstance(want, bool):
                patch = merge(patch, patch_for(path, not want))
        for path, start in self.initial(params).items():
            patch = merge(patch, patch_for(path, start))
        return patch

    def checks(self, params: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        out = []
        for path, want in self.criteria(params).items():
            got = paths.get(final, path)
            out.append(Check(path, got == want, want, None if got is paths.MISSING else got))
        return out

    def expected_changes(self, params: dict[str, Any]) -> list[str]:
        return list(self.criteria(params)) + super().expected_changes(params)


class AnswerTask(TaskTemplate):
    """A query: the expected AnswerSheet values are computed from the initial state."""

    objective: ClassVar[Any] = "query"

    def expected_answers(self, params: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return self.answer(params, init)

    def answer(self, params: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        raise NotImplementedError


class AskFirst(TaskTemplate):
    """An ``ask_user`` task (tag ``ask_user``, ``replies`` set): the instruction leaves something out,
    and the agent must ask the user (``info``) before changing anything. The judge adds the check
    ``user.asked_first`` (:func:`bench.user.interaction_checks`) to the template's own checks, so a
    subclass writes its checks as for any task. Acting on a guess fails that check, and a wrong guess
    leaves its own side effects."""


class InfeasibleTask(TaskTemplate):
    """A request the phone cannot carry out (tag ``infeasible``): success is ``abort`` with the phone
    unchanged. The judge's only check is ``agent.aborted`` (:func:`bench.user.interaction_checks`);
    the oracle looks, then aborts, and anything done on the way is a side effect."""

    ends_with: ClassVar[Ending] = "abort"
