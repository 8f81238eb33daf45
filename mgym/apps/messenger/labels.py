"""Visible labels of setting values and a day label for the moments album."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

VISIBILITY = {"everyone": "Everyone", "friends": "Friends", "only_me": "Only me"}
VISIBILITY_HELP = {"everyone": "Visible to all contacts and, if allowed, to strangers",
                   "friends": "Visible to your contacts only", "only_me": "Private: visible to you only"}
RANGES = {"all": "All", "6m": "Last 6 months", "1m": "Last month", "3d": "Last 3 days"}


def day_label(ms: int, now_ms: int) -> tuple[str, str]:
    """(big, small) date of an album entry: ("Today", ""), ("Yesterday", ""), ("14", "Mar")."""
    epoch = datetime(1970, 1, 1, tzinfo=UTC)
    t, now = epoch + timedelta(milliseconds=ms), epoch + timedelta(milliseconds=now_ms)
    days = (now.date() - t.date()).days
    if days == 0:
        return "Today", ""
    if days == 1:
        return "Yesterday", ""
    return f"{t.day:02d}", t.strftime("%b")
