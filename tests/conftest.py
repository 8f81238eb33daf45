from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from mgym import Session
from mgym.observation import Observation


@pytest.fixture
def session() -> Session:
    return Session(seed=0)


def tap(s: Session, obs: Observation, text: str | None = None, **kw: object) -> Observation:
    """Click the centre of the first element matching, as an agent would (coordinates only)."""
    hits = obs.find(text, **kw)  # type: ignore[arg-type]
    assert hits, f"nothing matches {text!r} {kw} on {obs.app}/{obs.screen}:\n{obs.text()}"
    x, y = hits[0].center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def obs_of(s: Session) -> Observation:
    """The current UI tree (no screenshot)."""
    return s.observe(screenshot=False)


def point(s: Session, text: str | None, scrolls: int = 12, **kw: object) -> tuple[float, float]:
    """Centre of the first element matching; scrolls down, then up, to bring it on screen."""
    hits = obs_of(s).find(text, **kw)  # type: ignore[arg-type]
    for direction in ("up", "down"):  # a finger moving up scrolls the list down
        for _ in range(scrolls):
            if hits:
                break
            s.step({"action": "swipe", "x1": 500, "y1": 650 if direction == "up" else 300,
                    "x2": 500, "y2": 300 if direction == "up" else 650}, screenshot=False)
            hits = obs_of(s).find(text, **kw)  # type: ignore[arg-type]
    assert hits, f"nothing matches {text!r} {kw} on {s.app}/{s.screen}:\n{obs_of(s).text()}"
    return hits[0].center


def click(s: Session, text: str | None = None, **kw: object) -> Observation:
    x, y = point(s, text, **kw)
    return s.step({"action": "click", "x": x, "y": y}, screenshot=False)


def long_press(s: Session, text: str | None = None, **kw: object) -> Observation:
    x, y = point(s, text, **kw)
    return s.step({"action": "long_press", "x": x, "y": y}, screenshot=False)


def type_into(s: Session, hint: str, text: str, clear: bool = False) -> Observation:
    """Type into the editable field whose placeholder is ``hint`` (tapping it first)."""
    field = next((e for e in obs_of(s).ui if e.editable and e.hint == hint), None)
    assert field is not None, f"no field {hint!r}:\n{obs_of(s).text()}"
    x, y = field.center
    return s.step({"action": "type", "text": text, "x": x, "y": y, "clear": clear}, screenshot=False)


def serve_asgi(app: Any, **config: Any) -> Iterator[str]:
    """Run ``app`` with uvicorn on a free port of 127.0.0.1 in a thread; yields its base URL and
    stops it afterwards (``config``: more ``uvicorn.Config`` settings, e.g. ``ws="none"``)."""
    import socket
    import threading
    import time

    import uvicorn

    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    sock.close()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", lifespan="on",
                                           **config))
    t = threading.Thread(target=server.run, daemon=True)
    t.start()
    deadline = time.monotonic() + 30
    while not server.started:
        assert time.monotonic() < deadline and t.is_alive(), "the server did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        t.join(15)
