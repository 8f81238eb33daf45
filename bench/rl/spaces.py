"""Gymnasium spaces of mgym's environments, built once per shape and shared by every env.

:class:`UnicodeText` is a :class:`gymnasium.spaces.Text` over a wide charset (Latin, punctuation,
CJK) that also works in an ``AsyncVectorEnv`` with shared memory. Gymnasium reads a ``Text`` out of
shared memory once, when the vector env is built, so every later batch showed those first (blank)
strings; the batch read for this space is instead a live view that decodes the buffer whenever it
is read, and that a ``deepcopy`` (what ``copy=True``, the default, does) turns into a plain tuple.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from typing import Any, overload

import numpy as np
from gymnasium import spaces
from gymnasium.vector.utils import read_from_shared_memory

#: characters a text observation may hold: printable ASCII, Latin-1 and Latin Extended-A, general
#: punctuation, arrows and a few symbols, the euro sign, the replacement character and the CJK
#: unified ideographs; anything else is replaced by U+FFFD
CHARSET = "".join(
    [chr(c) for c in range(32, 127)] + ["\n"] + [chr(c) for c in range(0xA0, 0x180)]
    + [chr(c) for c in range(0x2010, 0x2030)] + [chr(c) for c in range(0x2190, 0x21A0)]
    + ["\u20ac", "\u2022", "\u2026", "\u00b7", "\ufffd"] + [chr(c) for c in range(0x3000, 0x3020)]
    + [chr(c) for c in range(0x4E00, 0xA000)] + [chr(c) for c in range(0xFF01, 0xFF5F)]
)
ACTION_CHARSET = "".join(chr(c) for c in range(32, 127))
INSTRUCTION_MAX = 2000
UI_TEXT_MAX = 16000
_ALLOWED = frozenset(CHARSET)


def clean_text(text: str, limit: int) -> str:
    """``text`` within the charset (other characters become U+FFFD) and at most ``limit`` long."""
    if len(text) > limit:
        text = text[: limit - 1] + "\u2026"
    if all(c in _ALLOWED for c in text):
        return text
    return "".join(c if c in _ALLOWED else "\ufffd" for c in text)


class UnicodeText(spaces.Text):
    """A ``Text`` space over :data:`CHARSET` that batches correctly through shared memory."""

    def __init__(self, max_length: int, *, min_length: int = 0) -> None:
        super().__init__(max_length, min_length=min_length, charset=CHARSET)


class LiveTexts(Sequence[str]):
    """The strings of ``n`` envs as they stand in a shared-memory buffer right now."""

    def __init__(self, space: spaces.Text, shared_memory: Any, n: int) -> None:
        self._space, self._mem, self._n = space, shared_memory, n

    def _rows(self) -> np.ndarray:
        return np.frombuffer(self._mem.get_obj(), dtype=np.int32).reshape((self._n, self._space.max_length))

    def _decode(self, row: np.ndarray) -> str:
        chars, size = self._space.character_list, len(self._space.character_set)
        return "".join(chars[v] for v in row if v < size)

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> tuple[str, ...]: ...
    def __getitem__(self, i: int | slice) -> str | tuple[str, ...]:
        rows = self._rows()
        if isinstance(i, slice):
            return tuple(self._decode(r) for r in rows[i])
        return self._decode(rows[i])

    def __len__(self) -> int:
        return self._n

    def __iter__(self) -> Iterator[str]:
        return iter(self[:])

    def __eq__(self, other: object) -> bool:
        return tuple(self) == (tuple(other) if isinstance(other, Sequence) else other)

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return repr(tuple(self))

    def __deepcopy__(self, memo: dict[int, Any]) -> tuple[str, ...]:
        return tuple(self)


@read_from_shared_memory.register(UnicodeText)
def _read_live(space: UnicodeText, shared_memory: Any, n: int = 1) -> LiveTexts:
    return LiveTexts(space, shared_memory, n)


ObsMode = str
OBS_MODES = ("screenshot", "text", "both")


@cache
def observation_space(height: int, width: int, obs_mode: ObsMode) -> spaces.Dict:
    """The observation space for a screenshot of ``width`` x ``height`` and an ``obs_mode``: built
    once per shape, shared by every env (building the Text spaces costs milliseconds)."""
    if obs_mode not in OBS_MODES:
        raise ValueError(f"obs_mode must be one of {', '.join(OBS_MODES)}, not {obs_mode!r}")
    parts: dict[str, spaces.Space[Any]] = {}
    if obs_mode in ("screenshot", "both"):
        parts["screenshot"] = spaces.Box(0, 255, (height, width, 3), np.uint8)
    if obs_mode in ("text", "both"):
        parts["text"] = text_space(UI_TEXT_MAX)
    parts["instruction"] = text_space(INSTRUCTION_MAX)
    return spaces.Dict(parts)


@cache
def text_space(max_length: int) -> UnicodeText:
    return UnicodeText(max_length)


@cache
def action_space() -> spaces.Text:
    """Actions are JSON strings (or dicts, which ``step`` also takes)."""
    return spaces.Text(INSTRUCTION_MAX, min_length=1, charset=ACTION_CHARSET)
