"""Fixed row heights of the contacts list, so the A-Z index can scroll to a letter exactly.

The template and ``static/css/apps/messenger.css`` use the same numbers (``.mx-entry``,
``.mx-head``, ``.mx-crow``).
"""

from __future__ import annotations

from typing import Any

from .model import letter

H_SEARCH = 56
H_ENTRY = 60
ENTRIES = 3  # New friends, Group chats, Tags
H_HEAD = 32
H_ROW = 60
LETTERS = [*"ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"]


def sections(people: list[dict[str, Any]]) -> list[tuple[str, list[dict[str, Any]]]]:
    out: list[tuple[str, list[dict[str, Any]]]] = []
    for u in people:
        lt = letter(u["display"])
        if not out or out[-1][0] != lt:
            out.append((lt, []))
        out[-1][1].append(u)
    return out


def contacts_offsets(people: list[dict[str, Any]]) -> dict[str, int]:
    """Letter -> scroll offset of its section header in the contacts tab."""
    starred = [u for u in people if u["starred"]]
    y = H_SEARCH + H_ENTRY * ENTRIES + ((H_HEAD + H_ROW * len(starred)) if starred else 0)
    offsets: dict[str, int] = {}
    for lt, items in sections(people):
        offsets[lt] = y
        y += H_HEAD + H_ROW * len(items)
    return offsets


def jump_offset(offsets: dict[str, int], lt: str) -> int:
    if lt in offsets:
        return offsets[lt]
    later = [offsets[k] for k in LETTERS[LETTERS.index(lt) + 1:] if k in offsets] if lt in LETTERS else []
    return later[0] if later else max(offsets.values(), default=0)
