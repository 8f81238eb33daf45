"""Task templates: metadata a reader can scan, a seeded parameter sampler, setup, checks, expected
changes, optional AnswerSheet fields, and an oracle that drives the real UI."""

from __future__ import annotations

import hashlib
from collections.abc import Generator, Iterable
from dataclasses import dataclass, field
from random import Random
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from bench.answers import Matcher
from mgym.i18n import DEFAULT_LOCALE, lookup, normalize_locale

if TYPE_CHECKING:
    from bench.robustness import Condition

Objective = Literal["operate", "query", "hybrid"]
Composition = Literal["atomic", "sequential", "transfer", "deep_dive"]
Difficulty = Literal["L1", "L2", "L3", "L4"]
TAGS = frozenset({"nav", "settings", "search", "create", "edit", "delete", "social", "extract", "handoff",
                  "finance", "reasoning", "explore", "image", "ask_user", "infeasible"})
#: the reference's named subsets (``mgym bench --subset``)
SUBSETS = frozenset({"payment", "high_risk"})
Ending = Literal["complete", "abort"]
BUDGETS = (15, 30, 45, 60)
ANSWER_BONUS = 15

#: an oracle: a generator that yields actions and receives the observation after each one
Solution = Generator[Any, Any, None]


@dataclass(frozen=True, slots=True)
class AnswerField:
    """One typed field of the AnswerSheet."""

    id: str
    label: str
    type: Literal["text", "number", "choice"] = "text"
    matcher: Matcher = "exact"
    hint: str = ""
    choices: tuple[str, ...] = ()
    repeatable: bool = False
    ordered: bool = True
    #: the author's stated precision for number fields (e.g. "0.1"); both sides are rounded to it
    precision: str | None = None
    #: the label and hint on a Chinese phone (required for templates of translated apps)
    label_zh: str = ""
    hint_zh: str = ""

    def sheet(self, locale: str = DEFAULT_LOCALE) -> dict[str, Any]:
        """The field as the AnswerSheet app shows it in ``locale`` (no expected value, of course)."""
        zh = normalize_locale(locale) == "zh-CN"
        return {"id": self.id, "label": (self.label_zh or self.label) if zh else self.label,
                "type": self.type, "hint": (self.hint_zh or self.hint) if zh else self.hint,
                "choices": list(self.choices), "repeatable": self.repeatable}


@dataclass(frozen=True, slots=True)
class Check:
    name: str
    passed: bool
    expected: Any = None
    actual: Any = None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "passed": self.passed, "expected": self.expected, "actual": self.actual}


def check(name: str, expected: Any, actual: Any) -> Check:
    return Check(name, expected == actual, expected, actual)


class TaskTemplate:
    """Subclass, set the class attributes, implement ``checks`` (or use a helper kind) and ``solve``."""

    id: ClassVar[str]
    apps: ClassVar[tuple[str, ...]]
    objective: ClassVar[Objective] = "operate"
    composition: ClassVar[Composition] = "atomic"
    difficulty: ClassVar[Difficulty] = "L1"
    tags: ClassVar[tuple[str, ...]] = ()
    budget: ClassVar[int] = 15
    split: ClassVar[str] = "test"
    #: instruction variants: format strings over the params
    instructions: ClassVar[tuple[str, ...]] = ()
    #: Chinese instruction variants (over the params as :meth:`localize` shows them in zh-CN);
    #: required once the template's apps are translated (see docs/locales.md)
    instructions_zh: ClassVar[tuple[str, ...]] = ()
    answer_fields: ClassVar[tuple[AnswerField, ...]] = ()
    #: what only the phone's owner knows and the task needs ("wallet_password"); the instruction states it
    secrets: ClassVar[tuple[str, ...]] = ()
    #: path patterns allowed to change besides those a helper kind derives
    changes: ClassVar[tuple[str, ...]] = ()
    #: the params the goal depends on (None: all of them); the others only shape the starting phone,
    #: so two instances that agree on these have the same goal
    goal_params: ClassVar[tuple[str, ...] | None] = None
    #: hardness factors (``bench.hardness.FACTORS``); when declared, ``difficulty`` follows from them
    #: by the rule of ``bench.hardness.level`` (docs/tasks.md)
    hardness: ClassVar[tuple[str, ...]] = ()
    #: named subsets the template belongs to (``SUBSETS``)
    subsets: ClassVar[tuple[str, ...]] = ()
    #: how a successful episode ends: ``complete``, or ``abort`` for a request the phone cannot carry out
    ends_with: ClassVar[Ending] = "complete"
    #: the simulated user's answer to an ``info`` question (format strings over the params as the
    #: instruction shows them; the first is used); empty: the generic "you have everything" reply
    replies: ClassVar[tuple[str, ...]] = ()
    replies_zh: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("hardness"):
            from bench.hardness import level

            cls.difficulty = level(cls.hardness)

    # ---- metadata ------------------------------------------------------------------------
    @property
    def scope(self) -> str:
        n = len(set(self.apps) - {"answersheet", "launcher"}) or 1
        return "S1" if n == 1 else "S2" if n == 2 else "S3"

    @property
    def step_budget(self) -> int:
        return self.budget + (ANSWER_BONUS if self.answer_fields else 0)

    @property
    def start_app(self) -> str | None:
        """The app a single-app task starts inside (the reference protocol); None: the home screen."""
        own = [a for a in self.apps if a not in ("answersheet", "launcher")]
        return own[0] if len(own) == 1 else None

    @property
    def optimal_steps(self) -> int | None:
        """Steps the oracle takes (recorded in ``bench/tasks/calibration.json``; None if not yet)."""
        from bench.calibrate import optimal_steps

        return optimal_steps().get(self.id)

    def meta(self) -> dict[str, Any]:
        return {"id": self.id, "apps": list(self.apps), "scope": self.scope, "objective": self.objective,
                "composition": self.composition, "difficulty": self.difficulty, "tags": list(self.tags),
                "budget": self.step_budget, "split": self.split, "answer": bool(self.answer_fields),
                "optimal_steps": self.optimal_steps, "hardness": list(self.hardness),
                "subsets": list(self.subsets), "ends_with": self.ends_with}

    # ---- instances -----------------------------------------------------------------------
    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        """Parameters of one instance; may read the phone's initial state."""
        return {}

    def goal_of(self, params: dict[str, Any]) -> dict[str, Any]:
        """The part of ``params`` that defines the goal."""
        return dict(params) if self.goal_params is None else {k: params[k] for k in self.goal_params}

    def variants(self, locale: str = DEFAULT_LOCALE) -> tuple[str, ...]:
        """The instruction variants of ``locale`` (English where a template has no Chinese yet)."""
        if normalize_locale(locale) == "zh-CN" and self.instructions_zh:
            return self.instructions_zh
        return self.instructions

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        """The params as an instruction in ``locale`` shows them. By default a str param that is a
        msgid of the template's apps' catalogues (an app name, a label on the screen) is translated;
        override for values that need more (labels that are not msgids, dates, amounts)."""
        if normalize_locale(locale) == DEFAULT_LOCALE:
            return dict(params)
        return {k: self.tr(v, locale) if isinstance(v, str) else v for k, v in params.items()}

    def tr(self, msgid: str, locale: str) -> str:
        """``msgid`` in ``locale``, looked up in each of the template's apps' domains, then ``os``;
        unchanged if none translates it (a name, a number)."""
        locale = normalize_locale(locale)
        for domain in self.apps:
            text = lookup(msgid, locale, domain)
            if text != msgid:
                return text
        from mgym.apps import registry

        for app in registry().values():  # an app's name, in that app's own domain
            if app.manifest.name == msgid:
                return lookup(msgid, locale, app.id)
        return msgid

    def instruction(self, params: dict[str, Any], variant: int, locale: str = DEFAULT_LOCALE) -> str:
        """Instruction variant ``variant`` (modulo the count) in ``locale``, over the localised params."""
        texts = self.variants(locale)
        return texts[variant % len(texts)].format(**self.localize(params, locale))

    def user_reply(self, params: dict[str, Any], locale: str = DEFAULT_LOCALE) -> str | None:
        """What the simulated user answers an ``info`` question with (None: the generic reply)."""
        texts = self.replies_zh if normalize_locale(locale) == "zh-CN" and self.replies_zh else self.replies
        return texts[0].format(**self.localize(params, locale)) if texts else None

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        """A state patch applied before the episode (the patch language only)."""
        return {}

    # ---- judging -------------------------------------------------------------------------
    def checks(self, params: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return []

    def expected_changes(self, params: dict[str, Any]) -> list[str]:
        return [c.format(**params) for c in self.changes]

    def expected_answers(self, params: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        """Field id -> expected value (a list for repeatable fields)."""
        return {}

    def referents(self, params: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        """How the instruction's referents are found: for each thing the instruction names ("the
        author's event post", "the contact Ann"), how many entities of the initial state match its
        description. The property test (tests/bench/test_properties.py) wants exactly 1 of each."""
        return {}

    # ---- oracle --------------------------------------------------------------------------
    def solve(self, params: dict[str, Any], obs: Any) -> Solution:
        raise NotImplementedError(f"{self.id} has no oracle")
        yield  # pragma: no cover


def instance_seed(template_id: str, index: int, base_seed: int = 0) -> int:
    h = hashlib.blake2b(f"{template_id}|{index}|{base_seed}".encode(), digest_size=8).digest()
    return int.from_bytes(h, "big") & 0x7FFF_FFFF


@dataclass(frozen=True, slots=True)
class Instance:
    """One instance of a template (its phone, params and instruction follow from the seed); ``repeat``
    numbers the attempts at the same instance, for pass@k; ``condition`` is the robustness condition it
    runs under (:mod:`bench.robustness`; None: plain)."""

    template: TaskTemplate
    index: int
    base_seed: int = 0
    repeat: int = 0
    condition: Condition | None = None
    seed: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "seed", instance_seed(self.template.id, self.index, self.base_seed))

    @property
    def key(self) -> str:
        label = self.condition.label if self.condition else ""
        return (f"{self.template.id}#{self.index}@{self.base_seed}" + (f"~{self.repeat}" if self.repeat else "")
                + (f"+{label}" if label else ""))

    @property
    def agent_seed(self) -> int:
        """The seed a stochastic agent gets: the same phone, a different draw per repeat."""
        return self.seed if not self.repeat else instance_seed(self.template.id, self.index,
                                                               self.base_seed * 1_000_003 + self.repeat)


def validate(tpl: TaskTemplate) -> None:
    """Refuse malformed metadata early, naming the problem."""
    app, _, name = tpl.id.partition(".")
    if not app or not name or app not in tpl.apps:
        raise ValueError(f"{tpl.id}: id must be '<app>.<Name>' with <app> among its apps {tpl.apps}")
    if not 1 <= len(tpl.tags) <= 4 or not set(tpl.tags) <= TAGS:
        raise ValueError(f"{tpl.id}: 1-4 tags from {sorted(TAGS)}, not {tpl.tags}")
    if tpl.budget not in BUDGETS:
        raise ValueError(f"{tpl.id}: budget must be one of {BUDGETS}")
    if len(tpl.instructions) < 2:
        raise ValueError(f"{tpl.id}: at least two instruction variants")
    from bench.hardness import FACTORS

    if not set(tpl.hardness) <= set(FACTORS):
        raise ValueError(f"{tpl.id}: hardness factors from {sorted(FACTORS)}, not {tpl.hardness}")
    if not set(tpl.subsets) <= SUBSETS:
        raise ValueError(f"{tpl.id}: subsets from {sorted(SUBSETS)}, not {tpl.subsets}")
    if ("ask_user" in tpl.tags) != bool(tpl.replies):
        raise ValueError(f"{tpl.id}: an ask_user template (and only one) gives the user's replies")
    if ("infeasible" in tpl.tags) != (tpl.ends_with == "abort"):
        raise ValueError(f"{tpl.id}: an infeasible template (and only one) ends with abort")


def iter_templates(mods: Iterable[Any]) -> list[TaskTemplate]:
    out = []
    for mod in mods:
        for obj in vars(mod).values():
            if isinstance(obj, type) and issubclass(obj, TaskTemplate) and getattr(obj, "id", None) \
                    and obj.__module__ == mod.__name__:
                out.append(obj())
    return out
