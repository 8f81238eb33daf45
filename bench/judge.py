"""The judge: checks, progress and unexpected side effects from the initial and final states."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bench import paths
from bench.answers import match
from bench.task import AnswerField, Check, TaskTemplate
from mgym.state import diff

#: Bookkeeping that never counts as a side effect: the AnswerSheet (judged by its own checks),
#: scheduled alarms consumed by time passing, notifications posted or cleared, and the read-only
#: ``ui`` section (foreground app, screen, recents) the episode adds for navigation checks.
ALWAYS_IGNORED = ("apps.answersheet", "os.alarms", "os.notifications", "ui")
SUBMITTED = "answer_sheet.submitted"


@dataclass
class Verdict:
    success: bool
    progress: float
    checks: list[Check]
    side_effects: list[dict[str, Any]] = field(default_factory=list)
    answer_wrong: bool = False
    submitted: bool = False

    @property
    def clean(self) -> bool:
        return not self.side_effects

    def to_dict(self) -> dict[str, Any]:
        return {"success": self.success, "progress": self.progress, "clean": self.clean,
                "checks": [c.to_dict() for c in self.checks], "side_effects": self.side_effects,
                "answer_wrong": self.answer_wrong, "submitted": self.submitted}


def answer_checks(fields: tuple[AnswerField, ...], expected: dict[str, Any],
                  final: dict[str, Any]) -> tuple[list[Check], bool]:
    sheet = final.get("apps", {}).get("answersheet", {})
    values: dict[str, list[str]] = sheet.get("values", {})
    submitted = bool(sheet.get("submitted"))
    out = [Check(SUBMITTED, submitted, True, submitted)]
    for f in fields:
        given = [v for v in values.get(f.id, []) if str(v).strip()]
        want = expected[f.id]
        if f.repeatable:
            want_l = [str(w) for w in want]
            if f.ordered:
                ok = len(given) == len(want_l) and all(match(f.matcher, g, w, f.tolerance)
                                                         for g, w in zip(given, want_l, strict=True))
            else:
                left = list(want_l)
                ok = len(given) == len(want_l)
                for g in given:
                    hit = next((w for w in left if match(f.matcher, g, w, f.tolerance)), None)
                    if hit is None:
                        ok = False
                        break
                    left.remove(hit)
            out.append(Check(f"answer.{f.id}", ok and submitted, want_l, given))
        else:
            first = given[0] if given else None
            ok = len(given) == 1 and match(f.matcher, first, want, f.tolerance)
            out.append(Check(f"answer.{f.id}", ok and submitted, want, first))
    return out, submitted


def judge(tpl: TaskTemplate, params: dict[str, Any], init: dict[str, Any], final: dict[str, Any],
          answers: dict[str, Any] | None = None) -> Verdict:
    """Judge a final state. ``answers`` are the expected AnswerSheet values if already computed
    (they depend only on the initial state, so an episode computes them once)."""
    checks = list(tpl.checks(params, init, final))
    answer_wrong = submitted = False
    if tpl.answer_fields:
        expected = answers if answers is not None else tpl.expected_answers(params, init)
        a_checks, submitted = answer_checks(tpl.answer_fields, expected, final)
        checks += a_checks
        answer_wrong = submitted and not all(c.passed for c in a_checks[1:])
    if not checks:
        raise ValueError(f"{tpl.id}: a task must have at least one check")
    passed = sum(c.passed for c in checks)
    allowed = [*tpl.expected_changes(params), *ALWAYS_IGNORED]
    unexpected = [c.to_dict() for c in diff(init, final) if not any(paths.matches(p, c.path) for p in allowed)]
    return Verdict(success=passed == len(checks), progress=passed / len(checks), checks=checks,
                   side_effects=unexpected, answer_wrong=answer_wrong, submitted=submitted)
