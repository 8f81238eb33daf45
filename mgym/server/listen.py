"""Where and how mgym's servers listen: loopback unless a token guards them, and uvicorn with deadlines.

* :func:`check_bind` refuses a non-loopback address without a token (:class:`UnsafeBind`) and says
  when a server runs without one.
* :class:`DeadlineH11Protocol` is uvicorn's h11 protocol with one more deadline: a connection must
  finish sending a request's head within ``header_timeout`` seconds (from connecting, or from the
  end of the previous response), so a slowloris sender trickling bytes cannot keep it forever.
  Idle keep-alive connections close after ``timeout_keep_alive``; a head over
  ``h11_max_incomplete_event_size`` bytes is a 400; bodies have the guard's deadline
  (:mod:`mgym.server.guard`).
"""

from __future__ import annotations

import asyncio
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from mgym.server.guard import is_loopback

HEADER_TIMEOUT = 10.0
KEEP_ALIVE = 5
MAX_HEAD = 16 * 1024
MAX_CONNECTIONS = 512


class UnsafeBind(ValueError):
    """A server asked to listen beyond this machine without a token."""


def check_bind(host: str, token: str | None, hint: str = "--token or $MGYM_ENV_TOKEN") -> str | None:
    """Raise :class:`UnsafeBind` for a non-loopback ``host`` without a token; a warning to print
    when no token is set (else None). ``hint``: how to set one."""
    if is_loopback(host):
        return None if token else ("warning: no token set; any local user or process can drive this "
                                   f"server (set one with {hint})")
    if not token:
        raise UnsafeBind(f"refusing to listen on {host!r} without a token: anyone who can reach it could "
                         f"drive it. Bind 127.0.0.1, or set a token ({hint})")
    return None


class DeadlineH11Protocol(H11Protocol):
    """uvicorn's h11 protocol whose connections must send each request head within ``header_timeout``."""

    header_timeout: float = HEADER_TIMEOUT

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._head_deadline: asyncio.TimerHandle | None = None
        self._arm()

    def _arm(self) -> None:
        self._disarm()
        self._head_deadline = self.loop.call_later(self.header_timeout, self._head_expired)

    def _disarm(self) -> None:
        handle = getattr(self, "_head_deadline", None)
        if handle is not None:
            handle.cancel()
            self._head_deadline = None

    def _head_expired(self) -> None:
        self._head_deadline = None
        waiting = self.conn.their_state is h11.IDLE and (self.cycle is None or self.cycle.response_complete)
        if waiting and not self.transport.is_closing():
            self.transport.close()

    def handle_events(self) -> None:
        super().handle_events()
        if self.conn.their_state is not h11.IDLE:  # a whole head arrived
            self._disarm()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        super().connection_lost(exc)


def protocol(header_timeout: float = HEADER_TIMEOUT) -> type[DeadlineH11Protocol]:
    """The protocol class with its own head deadline (for tests with a short one)."""
    return type("DeadlineH11Protocol", (DeadlineH11Protocol,), {"header_timeout": header_timeout})


def uvicorn_settings(header_timeout: float = HEADER_TIMEOUT) -> dict[str, Any]:
    """``uvicorn.Config`` settings with the deadlines and limits above."""
    return {"http": protocol(header_timeout), "timeout_keep_alive": KEEP_ALIVE,
            "h11_max_incomplete_event_size": MAX_HEAD, "limit_concurrency": MAX_CONNECTIONS}
