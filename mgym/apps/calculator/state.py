"""The calculators' runtime overlays: the expression on the display, history, settings.

The expression, the last result and the history are bookkeeping (a record of use, like a search
history: working out a sum is nobody's data); settings, and in the scientific calculator the angle
mode and memory, are the user's.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel, ConfigDict, Field

#: history entries kept (the oldest go first)
MAX_HISTORY = 100
#: the phone's clock at boot (ms, 2026-03-14 09:00 UTC); the lived-in history is older
BOOT_MS = 1773478800000
_HOUR = 3_600_000


class HistoryItem(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: int
    #: the expression as it was evaluated (parentheses closed)
    expr: str
    #: the result as displayed, without thousands separators ("84.15", "−3", "1.5E15")
    result: str
    time: int = 0  # ms


class CalcBase(BaseModel):
    """What both calculators keep."""

    model_config = ConfigDict(extra="forbid")
    BOOKKEEPING: ClassVar[tuple[str, ...]] = ("expr", "just_evaluated", "error", "ans", "history", "next_id")
    #: the main line: the expression being typed, or the last result after "="
    expr: str = ""
    #: ``expr`` holds the result of "=" (a digit starts a new expression, an operator continues it)
    just_evaluated: bool = False
    #: "" or the error of the last "=" ("error", "div0"), shown until the next key
    error: str = ""
    #: the last result's exact value as decimal text (continuing from it keeps full precision)
    ans: str = ""
    #: oldest first
    history: list[HistoryItem] = Field(default_factory=list)
    next_id: int = 1


class CalcSettings(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: thousands separators in the display (1,234,567)
    grouping: bool = True
    #: "=" adds the calculation to History
    save_history: bool = True


def _lived_in() -> list[HistoryItem]:
    rows = (("48.6+23.15+12.4", "84.15", 38), ("1250×0.15", "187.5", 20.5), ("86.4÷4", "21.6", 14.7),
            ("2400×12", "28800", 0.8))
    return [HistoryItem(id=i + 1, expr=e, result=r, time=BOOT_MS - int(h * _HOUR)) for i, (e, r, h) in enumerate(rows)]


class CalculatorState(CalcBase):
    history: list[HistoryItem] = Field(default_factory=_lived_in)
    next_id: int = 5
    settings: CalcSettings = Field(default_factory=CalcSettings)
