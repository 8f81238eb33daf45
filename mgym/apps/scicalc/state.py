"""The scientific calculator's overlay: the calculators' common part plus angle mode, memory and INV."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from mgym.apps.calculator.state import BOOT_MS, CalcBase, HistoryItem

_HOUR = 3_600_000


def _lived_in() -> list[HistoryItem]:
    rows = (("sin(30)+cos(60)", "1", 50), ("√2×√8", "4", 26), ("2^10", "1024", 3.5))
    return [HistoryItem(id=i + 1, expr=e, result=r, time=BOOT_MS - int(h * _HOUR)) for i, (e, r, h) in enumerate(rows)]


class SciCalcState(CalcBase):
    #: INV is a keypad mode, not the user's data
    BOOKKEEPING: ClassVar[tuple[str, ...]] = (*CalcBase.BOOKKEEPING, "inverse")
    #: trigonometry in degrees or radians
    angle: Literal["deg", "rad"] = "deg"
    #: INV: sin cos tan ln log keys show their inverses
    inverse: bool = False
    #: the memory register, as exact decimal text ("0": empty)
    memory: str = "0"
    history: list[HistoryItem] = Field(default_factory=_lived_in)
    next_id: int = 4
