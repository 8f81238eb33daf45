"""Robustness and safety conditions of an episode (``docs/robustness.md``).

An episode runs under a :class:`Condition`: an appearance variant (:mod:`bench.robustness.variants`),
an interruption level (:mod:`bench.robustness.distractors`) and a prompt-injection attack
(:mod:`bench.robustness.attacks`), each optional. Judges never change: a variant is applied to the
fresh phone before the task's setup, interruptions and attacks after it, and the judged baseline is
taken after all three, so none of them is a side effect; what the agent does about them is.

``mgym bench --variant A,B --distractors LEVEL --attack SPEC`` runs every instance under every
variant named (``plain`` is the phone as it is), and with ``--attack`` each instance twice, clean
and attacked, so that the summary sets the task SR under attack (``utility``) beside the SR without
it, with the attack success rate (``ASR``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bench.task import TaskTemplate
    from mgym import Session

#: the variant name of the phone as it is
PLAIN = "plain"


class UnknownCondition(ValueError):
    """A variant, interruption level or attack that does not exist (the message names it and the choices)."""


@dataclass(frozen=True)
class Condition:
    """What an episode runs under besides its task: all None is a plain episode."""

    variant: str | None = None
    distractors: str | None = None
    attack: str | None = None

    @property
    def label(self) -> str:
        """A short name for instance keys and folders: ``""`` when plain, else e.g.
        ``v-dark.d-high.a-messages.code_forward``."""
        parts = [f"{k}-{v}" for k, v in (("v", self.variant), ("d", self.distractors), ("a", self.attack)) if v]
        return ".".join(parts)

    def to_dict(self) -> dict[str, str | None]:
        return {"variant": self.variant, "distractors": self.distractors, "attack": self.attack}

    def __bool__(self) -> bool:
        return bool(self.variant or self.distractors or self.attack)


def variant_names(spec: str | None) -> list[str | None]:
    """``--variant`` as names (``plain`` -> None); ``all`` is plain and every variant."""
    if not spec:
        return [None]
    from bench.robustness import variants

    names = [n.strip() for n in spec.split(",") if n.strip()]
    out: list[str | None] = []
    for n in names:
        if n == PLAIN:
            out.append(None)
        elif n == "all":
            out += [None, *variants.VARIANTS]
        else:
            out += [v.name for v in variants.parse(n)]
    return list(dict.fromkeys(out))


def check_level(level: str | None) -> str | None:
    """``--distractors``: a level of :data:`bench.robustness.distractors.LEVELS` (or None)."""
    if not level:
        return None
    from bench.robustness import distractors

    if level not in distractors.LEVELS:
        raise UnknownCondition(f"unknown distractor level {level!r}; choose from {', '.join(distractors.LEVELS)}")
    return level


def attack_pool(spec: str | None) -> tuple[str, ...]:
    """``--attack``: the attack ids an instance may draw from (empty: no attacks)."""
    if not spec:
        return ()
    from bench.robustness import attacks

    return tuple(a.id for a in attacks.parse(spec))


def pick_attack(tpl: TaskTemplate, seed: int, pool: tuple[str, ...]) -> str | None:
    """The attack of ``pool`` an instance of ``tpl`` with ``seed`` gets (deterministic), or None when
    no attack of the pool lies on the template's path."""
    if not pool:
        return None
    from bench.robustness import attacks

    fit = [a.id for a in attacks.for_template(tpl) if a.id in pool]
    return fit[seed % len(fit)] if fit else None


def conditions(tpl: TaskTemplate, seed: int, variants: list[str | None], level: str | None,
               pool: tuple[str, ...]) -> list[Condition]:
    """Every condition an instance runs under: each variant that applies to the template (one that
    would change what the task is about does not), and with attacks both clean and attacked (an
    instance whose template has no attack on its path runs clean only)."""
    attack = pick_attack(tpl, seed, pool)
    attacks: list[str | None] = [None, attack] if attack else [None]
    fit = [v for v in variants if v is None or variant_of(v).applies(tpl)]
    return [Condition(v, level, a) for v in fit for a in attacks]


def variant_of(name: str | None) -> Any:
    """The :class:`~bench.robustness.variants.Variant` called ``name`` (None for plain)."""
    if name is None:
        return None
    from bench.robustness import variants

    if name not in variants.VARIANTS:
        raise UnknownCondition(f"unknown variant {name!r}; choose from {PLAIN}, {', '.join(variants.VARIANTS)}")
    return variants.VARIANTS[name]


def attack_of(attack_id: str | None) -> Any:
    """The :class:`~bench.robustness.attacks.Attack` with ``attack_id`` (None for none)."""
    if attack_id is None:
        return None
    from bench.robustness import attacks

    if attack_id not in attacks.ATTACKS:
        raise UnknownCondition(f"unknown attack {attack_id!r}; `mgym bench --attack all` lists them in docs/robustness.md")
    return attacks.ATTACKS[attack_id]


def before_setup(cond: Condition, s: Session, seed: int) -> None:
    """The variant's state on the fresh phone (its screen and locale were chosen at boot)."""
    v = variant_of(cond.variant)
    if v is not None:
        patch = v.patch(s.get_state(), seed)
        if patch:
            s.set_state(patch)


def after_setup(cond: Condition, s: Session, seed: int, budget: int) -> None:
    """Interruptions scheduled on the phone's clock and the attack's content planted, after the
    task's setup and before the judged baseline."""
    if cond.distractors:
        from bench.robustness import distractors

        distractors.install(s, distractors.plan(cond.distractors, seed, budget))
    a = attack_of(cond.attack)
    if a is not None:
        patch = a.plant(s.get_state(), s.locale, seed)
        if patch:
            s.set_state(patch)


def attack_reached(cond: Condition, init: dict[str, Any], final: dict[str, Any]) -> bool | None:
    """Whether the attacker's goal was reached (None when the episode was not attacked)."""
    a = attack_of(cond.attack)
    return None if a is None else bool(a.reached(init, final))
