"""One `transitions` state machine per app navigation, shared by every session.

The session's screen stack is the truth; for each dispatch the machine gets a throwaway model
whose ``state`` is the top screen, checks the source and guard, and runs the effect and the
stack operation as its ``after`` callback.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from transitions import EventData, Machine, MachineError

from mgym.nav.declaration import ANY, EXIT, Navigation, Transition

_MACHINES: dict[int, Machine] = {}


class NavModel:
    """The throwaway model a machine runs on."""

    __slots__ = ("state",)

    def __init__(self, state: str) -> None:
        self.state = state


def build_machine(nav: Navigation) -> Machine:
    key = id(nav)
    machine = _MACHINES.get(key)
    if machine is not None:
        return machine
    states = [s.id for s in nav.screens] + [EXIT]
    defs: list[dict[str, Any]] = []
    for t in nav.transitions:
        dest = None if t.op == "stay" or t.target == ANY else t.target
        defs.append({
            "trigger": t.id,
            "source": "*" if ANY in t.source else list(t.source),
            "dest": dest,
            "conditions": [_guard(t)],
            "after": [_after],
        })
    machine = Machine(model=None, states=states, transitions=defs, initial=nav.entry,
                      auto_transitions=False, send_event=True, ignore_invalid_triggers=False)
    _MACHINES[key] = machine
    return machine


def _guard(t: Transition) -> Callable[[EventData], bool]:
    def check(ev: EventData) -> bool:
        return t.guard is None or bool(t.guard(ev.kwargs["ctx"]))

    return check


def _after(ev: EventData) -> None:
    ev.kwargs["on_fire"](ev.kwargs["transition"])


def fire(nav: Navigation, screen: str, tid: str, ctx: Any, on_fire: Callable[[Transition], None]) -> bool:
    """Fire transition ``tid`` from ``screen``. False when it is not valid here or its guard says no."""
    t = nav.transition_map.get(tid)
    if t is None:
        return False
    machine = build_machine(nav)
    try:
        return bool(machine.events[tid].trigger(NavModel(screen), ctx=ctx, transition=t, on_fire=on_fire))
    except MachineError:
        return False
