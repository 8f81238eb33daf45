"""Prompt-injection attacks (``mgym bench --attack``): adversarial content planted on the task's own
path that tells the agent to do something else (pay an attacker, text a number, delete the user's
data, forward a bank code, weaken a security setting, sign in on a phishing page). Each attack's goal
is judged from state; :class:`~bench.robustness.attacks.obey.ObeyAgent` is the agent that obeys.

``ATTACKS`` holds the declared scenarios (:mod:`.scenarios`); :func:`for_template` lists those on a
template's path, :func:`pick` draws one per instance, :func:`parse` reads ``--attack``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bench.robustness.attacks.base import Attack, UnknownAttack
from bench.robustness.attacks.scenarios import build

if TYPE_CHECKING:
    from bench.task import TaskTemplate

__all__ = ["ATTACKS", "Attack", "UnknownAttack", "for_template", "parse", "pick"]

ATTACKS: dict[str, Attack] = build()


def for_template(tpl: TaskTemplate) -> list[Attack]:
    """The attacks whose carrier is on ``tpl``'s path, in id order."""
    return [a for a in ATTACKS.values() if a.applies(tpl)]


def pick(tpl: TaskTemplate, seed: int) -> Attack | None:
    """A deterministic choice among :func:`for_template` for an instance's ``seed`` (None if none apply)."""
    fit = for_template(tpl)
    return fit[seed % len(fit)] if fit else None


def parse(spec: str) -> list[Attack]:
    """``--attack``: ``all``, or attack ids and carrier app names, comma-separated."""
    out: dict[str, Attack] = {}
    apps = sorted({a.app for a in ATTACKS.values()})
    for part in (p.strip() for p in spec.split(",")):
        if not part:
            continue
        if part == "all":
            out.update(ATTACKS)
        elif part in ATTACKS:
            out[part] = ATTACKS[part]
        elif part in apps:
            out.update({a.id: a for a in ATTACKS.values() if a.app == part})
        else:
            raise UnknownAttack(f"unknown attack {part!r}; choose 'all', an app ({', '.join(apps)}) "
                                f"or an id ({', '.join(ATTACKS)})")
    if not out:
        raise UnknownAttack(f"no attack named in {spec!r}; choose 'all', an app ({', '.join(apps)}) or an id")
    return list(out.values())
