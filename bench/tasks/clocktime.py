"""Times of day as the templates write them: minutes after midnight <-> ``"HH:MM"``."""

from __future__ import annotations


def hhmm(minutes: int) -> str:
    """``"HH:MM"`` for ``minutes`` after midnight (570 -> "09:30")."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def minutes_of(hhmm: str) -> int:
    """Minutes after midnight of an ``"HH:MM"`` time ("09:30" -> 570)."""
    return int(hhmm[:2]) * 60 + int(hhmm[3:])
