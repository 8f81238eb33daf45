"""The virtual clock: the only source of time in the simulator."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

#: Boot time of every fresh phone: Saturday 2026-03-14 09:00 local time.
DEFAULT_EPOCH_MS = int(datetime(2026, 3, 14, 9, 0, tzinfo=UTC).timestamp() * 1000)


def parse_time(value: object) -> int:
    """Epoch ms from an int (ms) or an ISO ``YYYY-MM-DDTHH:MM[:SS]`` string in UTC; StateError otherwise."""
    from mgym.errors import StateError

    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    if isinstance(value, str):
        try:
            dt = datetime.fromisoformat(value)
        except ValueError:
            pass
        else:
            if dt.tzinfo is None:
                dt = dt.replace(tzinfo=UTC)
            if dt.year >= 1970:
                return int(dt.timestamp() * 1000)
    raise StateError(f"time: {str(value)[:40]!r} is not epoch milliseconds or YYYY-MM-DDTHH:MM[:SS]")


class VirtualClock:
    """Milliseconds of virtual time. Advances only when told to (by actions and `wait`)."""

    __slots__ = ("now_ms",)

    def __init__(self, now_ms: int = DEFAULT_EPOCH_MS) -> None:
        self.now_ms = int(now_ms)

    def advance(self, ms: int) -> None:
        if ms < 0:
            raise ValueError("the clock cannot go backwards")
        self.now_ms += int(ms)

    def datetime(self) -> datetime:
        """Local time of the phone (the simulated phone's time zone is treated as UTC)."""
        return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=self.now_ms)

    def hhmm(self) -> str:
        return self.datetime().strftime("%H:%M")

    def iso(self) -> str:
        return self.datetime().strftime("%Y-%m-%dT%H:%M:%S")
