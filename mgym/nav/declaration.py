"""What an app declares: its screens (with UI sub-states) and the transitions between them.

A transition's ``op`` says what it does to the task's screen stack:

* ``push``    open ``target`` on top (its declared params are taken from the trigger's params);
* ``replace`` swap the top screen for ``target`` (tabs, steps of a flow);
* ``pop``     close the top screen; if ``target`` is below, close down to it;
* ``stay``    keep the screen (toggles, likes, edits in place);
* ``reset``   clear the app's screens down to ``target`` alone;
* ``finish``  close every screen of the app in this task (returning a result to a caller).

Screens of kind ``dialog``, ``sheet`` and ``menu`` are UI sub-states: they are pushed like pages
but rendered over the screen below, which becomes inert.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

Op = Literal["push", "replace", "pop", "stay", "reset", "finish"]
Kind = Literal["page", "dialog", "sheet", "menu"]
Guard = Callable[[Any], bool]
Effect = Callable[[Any], "dict[str, Any] | None"]

#: Target of ``finish``: the app's screens are gone from the task.
EXIT = "<exit>"
#: Source meaning "any page of the app".
ANY = "*"
#: Trigger prefixes the system handles itself (status bar, keyboard, shade, dialogs, notifications).
SYSTEM_PREFIXES = ("sys.", "kbd.", "shade.", "notif.", "perm.", "chooser.", "sharesheet.", "mediapicker.", "textsel.", "interrupt.")


@dataclass(frozen=True, slots=True)
class Screen:
    id: str
    params: tuple[str, ...] = ()
    kind: Kind = "page"
    title: str = ""
    #: opened from outside the app (by the OS or an intent), so a root of reachability
    entry_point: bool = False
    #: an effect run whenever a new instance of this screen opens (push, intent, launch), with
    #: the new entry as ``ctx.entry``; views stay pure, so "opening reads it" belongs here
    on_open: Effect | None = None
    #: the text field focused when a new instance opens (the keyboard comes up with it), as a
    #: search screen does on Android; not when the screen opens with that field's value as a param
    #: (a results page reached from elsewhere)
    autofocus: str = ""
    #: a transition of this screen the back key fires when its guard allows, instead of leaving
    #: (an activity's ``onBackPressed``: a paid checkout returns its result, as Done does); also fired
    #: when the session ends on this screen (``System.settle``)
    on_back: str = ""

    @property
    def overlay(self) -> bool:
        return self.kind != "page"


@dataclass(frozen=True, slots=True)
class Transition:
    id: str
    source: tuple[str, ...]
    target: str
    op: Op = "push"
    guard: Guard | None = None
    effect: Effect | None = None
    label: str = ""


def _sources(source: str | tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return (source,) if isinstance(source, str) else tuple(source)


def push(tid: str, source: str | tuple[str, ...], target: str, *, guard: Guard | None = None,
         effect: Effect | None = None, label: str = "") -> Transition:
    return Transition(tid, _sources(source), target, "push", guard, effect, label)


def replace(tid: str, source: str | tuple[str, ...], target: str, *, guard: Guard | None = None,
            effect: Effect | None = None, label: str = "") -> Transition:
    return Transition(tid, _sources(source), target, "replace", guard, effect, label)


def pop(tid: str, source: str | tuple[str, ...], target: str, *, guard: Guard | None = None,
        effect: Effect | None = None, label: str = "") -> Transition:
    return Transition(tid, _sources(source), target, "pop", guard, effect, label)


def stay(tid: str, source: str | tuple[str, ...], *, guard: Guard | None = None,
         effect: Effect | None = None, label: str = "") -> Transition:
    src = _sources(source)
    return Transition(tid, src, src[0] if len(src) == 1 else ANY, "stay", guard, effect, label)


def reset(tid: str, source: str | tuple[str, ...], target: str, *, guard: Guard | None = None,
          effect: Effect | None = None, label: str = "") -> Transition:
    return Transition(tid, _sources(source), target, "reset", guard, effect, label)


def finish(tid: str, source: str | tuple[str, ...], *, guard: Guard | None = None,
           effect: Effect | None = None, label: str = "") -> Transition:
    return Transition(tid, _sources(source), EXIT, "finish", guard, effect, label)


@dataclass
class Navigation:
    """An app's screens and transitions. Validated on construction."""

    app: str
    entry: str
    screens: list[Screen]
    transitions: list[Transition]
    screen_map: dict[str, Screen] = field(init=False, repr=False)
    transition_map: dict[str, Transition] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.screen_map = {}
        for s in self.screens:
            if s.id in self.screen_map:
                raise ValueError(f"{self.app}: screen {s.id!r} declared twice")
            self.screen_map[s.id] = s
        if self.entry not in self.screen_map:
            raise ValueError(f"{self.app}: entry screen {self.entry!r} is not declared")
        self.transition_map = {}
        for t in self.transitions:
            if t.id in self.transition_map:
                raise ValueError(f"{self.app}: transition {t.id!r} declared twice")
            if t.id.startswith(SYSTEM_PREFIXES):
                raise ValueError(f"{self.app}: transition {t.id!r} uses a prefix reserved for the system")
            for src in t.source:
                if src != ANY and src not in self.screen_map:
                    raise ValueError(f"{self.app}: transition {t.id!r} has unknown source {src!r}")
            if t.target not in (EXIT, ANY) and t.target not in self.screen_map:
                raise ValueError(f"{self.app}: transition {t.id!r} has unknown target {t.target!r}")
            self.transition_map[t.id] = t
        for sc in self.screens:
            back = self.transition_map.get(sc.on_back) if sc.on_back else None
            if sc.on_back and (back is None or (sc.id not in back.source and ANY not in back.source)):
                raise ValueError(f"{self.app}: screen {sc.id!r} backs with {sc.on_back!r}, not a transition from it")

    def sources_of(self, t: Transition) -> list[str]:
        """Concrete source screens of a transition (``*`` means every page)."""
        if ANY in t.source:
            return [s.id for s in self.screens if not s.overlay]
        return list(t.source)
