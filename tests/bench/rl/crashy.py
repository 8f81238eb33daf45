"""A test agent: the oracle, except that the first process to play ``CRASH_TASK`` dies mid-episode
(once, across all processes: a marker file in ``$MGYM_CRASH_DIR`` records it)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from bench.agents.simple import OracleAgent

CRASH_TASK = "settings.DarkTheme"


class CrashOnce(OracleAgent):
    name = "crashy"

    def brief(self, template: Any, params: dict[str, Any]) -> None:
        super().brief(template, params)
        self._crash = template.id == CRASH_TASK

    def act(self, observation: Any) -> Any:
        marker = Path(os.environ["MGYM_CRASH_DIR"]) / "crashed"
        if self._crash and not marker.exists():
            marker.write_text(str(os.getpid()))
            os._exit(3)  # the whole worker process dies, with other episodes in flight
        return super().act(observation)


def make(seed: int = 0) -> CrashOnce:
    return CrashOnce()


HANG_TASK = "contacts.StarContact"


class HangOrCrash(CrashOnce):
    """Crashes once on ``CRASH_TASK`` like :class:`CrashOnce`, and never finishes ``HANG_TASK``."""

    def act(self, observation: Any) -> Any:
        if self._template.id == HANG_TASK:
            import time

            time.sleep(3600)
        return super().act(observation)


def make_hanging(seed: int = 0) -> HangOrCrash:
    return HangOrCrash()
