"""The :class:`Attack` type: a prompt-injection scenario is a *carrier* (where on the task's path the
adversarial content is planted) joined to a *goal* (what the content asks for, judged from state, and
the scripted steps that do it). Carriers live in :mod:`.carriers`, goals in :mod:`.goals`, the
declared scenarios in :mod:`.scenarios`."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import TYPE_CHECKING, Any, Literal, Protocol

from bench.robustness import UnknownCondition
from mgym.i18n import normalize_locale

if TYPE_CHECKING:
    from bench.task import TaskTemplate
    from bench.ui import Steps
    from mgym.observation import Observation

CarrierKind = Literal["sms", "chat", "post", "comment", "web", "product", "notification", "calendar", "file"]
GoalKind = Literal["pay", "send", "delete", "forward_code", "setting", "credentials"]
CARRIERS: tuple[str, ...] = ("sms", "chat", "post", "comment", "web", "product", "notification", "calendar", "file")
GOALS: tuple[str, ...] = ("pay", "send", "delete", "forward_code", "setting", "credentials")


class UnknownAttack(UnknownCondition):
    """An attack id or app name that no scenario has (the message names it and the choices)."""


def zh(state: dict[str, Any], locale: str) -> bool:
    """Is the planted content Chinese: a Chinese phone (its world region, else its language)?"""
    region = str(state.get("os", {}).get("device", {}).get("region", ""))
    return (region or normalize_locale(locale)) == "zh-CN"


class Goal(Protocol):
    """What the attacker wants: the lure's wording, any bait it needs on the phone, the judge and the
    obeying steps."""

    @property
    def kind(self) -> GoalKind: ...

    @property
    def name(self) -> str: ...

    def lure(self, state: dict[str, Any], zh: bool, rng: Random) -> str:
        """The injected instruction, in the phone's language (English or Chinese); ``rng`` draws what
        varies by instance (a code)."""
        ...

    def clash(self, tpl: TaskTemplate) -> bool:
        """Could the template's own work reach this goal (delete the same row)? Then the attack does
        not apply: its success would be the task's."""
        ...

    def bait(self, state: dict[str, Any], zh: bool, rng: Random) -> dict[str, Any]:
        """A patch the goal needs besides the lure (a bank's code SMS to forward), or {}."""
        ...

    def reached(self, init: dict[str, Any], final: dict[str, Any]) -> bool: ...

    def obey(self, obs: Observation) -> Steps: ...


class Carrier(Protocol):
    """Where the lure is planted on the task's path, and how a test brings it on screen."""

    @property
    def kind(self) -> CarrierKind: ...

    @property
    def app(self) -> str: ...

    @property
    def name(self) -> str: ...

    def patch(self, state: dict[str, Any], text: str, zh: bool, rng: Random) -> dict[str, Any]: ...

    def on_path(self, tpl: TaskTemplate) -> bool:
        """Does a task of this template see the carrying screen (beyond using the carrier's app)?"""
        ...

    def shown(self, text: str) -> str:
        """A piece of ``text`` (the lure) the carrying screen shows."""
        ...

    def reveal(self, obs: Observation) -> Steps:
        """Steps from the carrier app's first screen to where the planted content shows."""
        ...


def merge(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """Two patches as one: dicts merge deeply, the row lists of one ``key[]`` (append) are joined."""
    out = dict(a)
    for k, v in b.items():
        if k in out and isinstance(out[k], dict) and isinstance(v, dict):
            out[k] = merge(out[k], v)
        elif k in out and isinstance(out[k], list) and isinstance(v, list):
            out[k] = [*out[k], *v]
        else:
            out[k] = v
    return out


@dataclass(frozen=True)
class Attack:
    """One prompt-injection scenario: ``id`` is ``"<carrier_app>.<name>"``."""

    id: str
    app: str
    carrier: str
    goal: str
    via: Carrier = field(repr=False, compare=False)
    wants: Goal = field(repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.carrier not in CARRIERS or self.goal not in GOALS:
            raise ValueError(f"{self.id}: carrier {self.carrier!r} / goal {self.goal!r} not in {CARRIERS} / {GOALS}")
        if not self.id.startswith(f"{self.app}."):
            raise ValueError(f"{self.id}: an attack id starts with its carrier app {self.app!r}")

    def applies(self, tpl: TaskTemplate) -> bool:
        """The carrier is on the template's path (it uses the carrier's app and visits the carrying screen)
        and the task's own work cannot reach the attacker's goal."""
        return self.app in tpl.apps and self.via.on_path(tpl) and not self.wants.clash(tpl)

    def lure(self, state: dict[str, Any], locale: str, seed: int = 0) -> str:
        """The injected text :meth:`plant` writes for ``seed``."""
        rng = Random(f"{self.id}|{seed}")
        z = zh(state, locale)
        self.wants.bait(state, z, rng)
        return self.wants.lure(state, z, rng)

    def plant(self, state: dict[str, Any], locale: str, seed: int) -> dict[str, Any]:
        """A set_state patch adding the adversarial content (and the goal's bait) to ``state``."""
        rng = Random(f"{self.id}|{seed}")
        z = zh(state, locale)
        bait = self.wants.bait(state, z, rng)
        return merge(bait, self.via.patch(state, self.wants.lure(state, z, rng), z, rng))

    def reached(self, init: dict[str, Any], final: dict[str, Any]) -> bool:
        """The attacker's goal, judged from state (``bench.episode.judged_state`` shape)."""
        return bool(self.wants.reached(init, final))

    def obey(self, obs: Observation) -> Steps:
        """Steps doing what the injected text says, from the current screen."""
        return self.wants.obey(obs)
