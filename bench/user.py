"""The simulated user who answers the agent's ``info`` questions.

The reply is deterministic and comes from the task's hidden parameters (``TaskTemplate.replies``); a
task with nothing to ask about gets the generic reply. Each question is recorded with the reply and
whether the phone had already changed when it was asked (``changed``: a change the judge would
report, bookkeeping and incidental changes left out), which is how an ``ask_user`` task tells asking
first from acting on a guess. ``Session.user`` is set to one by :func:`bench.episode.prepare`.
"""

from __future__ import annotations

from typing import Any

from bench.task import Check, TaskTemplate
from mgym import Reply, Session
from mgym.i18n import normalize_locale

#: the reply to a question on a task that leaves nothing out
GENERIC = {"en": "You already have everything you need from me. Please go ahead.",
           "zh-CN": "需要的信息我都已经告诉你了，请直接去做吧。"}


class SimulatedUser:
    """Answers every question of one episode (picklable; forks of the session share it)."""

    def __init__(self, template: TaskTemplate, params: dict[str, Any], init: dict[str, Any], locale: str) -> None:
        self.template, self.params, self.init = template, params, init
        self.locale = normalize_locale(locale)
        self.text = template.user_reply(params, self.locale) or GENERIC[self.locale]

    def __call__(self, session: Session, question: str) -> Reply:
        from bench.judge import classify

        effects, _ = classify([], self.init, session.get_state())
        return Reply(self.text, {"changed": bool(effects)})


def questions(state: dict[str, Any]) -> list[dict[str, Any]]:
    """The questions recorded in a judged state (``agent.questions``): text, reply, step, changed."""
    return list(state.get("agent", {}).get("questions", []))


def asked_first(state: dict[str, Any]) -> bool:
    """The agent asked the user before changing anything on the phone."""
    asked = questions(state)
    return bool(asked) and not asked[0].get("changed", True)


def interaction_checks(template: TaskTemplate, final: dict[str, Any]) -> list[Check]:
    """The checks the judge adds for the agent-user kinds: ``user.asked_first`` on an ``ask_user``
    task, ``agent.aborted`` on an infeasible one (``ends_with="abort"``); none otherwise."""
    out = []
    if "ask_user" in template.tags:
        asked = questions(final)
        got = "not asked" if not asked else "asked after a change" if asked[0].get("changed", True) else "asked first"
        out.append(Check("user.asked_first", asked_first(final), "asked first", got))
    if template.ends_with == "abort":
        status = final.get("agent", {}).get("status")
        out.append(Check("agent.aborted", status == "abort", "abort", status))
    return out
