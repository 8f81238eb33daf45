"""Declarative navigation: screens and transitions, run by the `transitions` library."""

from mgym.nav.declaration import (
    EXIT,
    Navigation,
    Screen,
    Transition,
    finish,
    pop,
    push,
    replace,
    reset,
    stay,
)

__all__ = ["EXIT", "Navigation", "Screen", "Transition", "finish", "pop", "push", "replace", "reset", "stay"]
