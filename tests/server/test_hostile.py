"""Hostile requests against a live dev server on 127.0.0.1 (real HTTP, real sockets): each is refused
with its status and nothing is applied or leaked; the session limit holds under concurrent creates.

Deadlines here are short (1 s) so slow senders are cut quickly; the asserts only bound them loosely.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx
import pytest

from mgym.server.app import create_app, hosts_for
from mgym.server.listen import UnsafeBind, uvicorn_settings
from mgym.server.sessions import Registry
from tests.conftest import serve_asgi

LIMIT = 6
MAX_BODY = 64 * 1024
SLOW = 1.0


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Registry]]:
    reg = Registry(max_sessions=LIMIT)
    app = create_app(tmp_path_factory.mktemp("runs"), allowed_hosts=hosts_for("127.0.0.1"), registry=reg,
                     body_timeout=SLOW)
    for url in serve_asgi(app, ws="none", **uvicorn_settings(header_timeout=SLOW)):
        yield url, reg


@pytest.fixture(scope="module")
def http() -> Iterator[httpx.Client]:
    with httpx.Client(timeout=60) as c:
        yield c


def raw(url: str, data: bytes, wait: float = 10.0) -> bytes:
    port = int(url.rsplit(":", 1)[1])
    with socket.create_connection(("127.0.0.1", port), timeout=wait) as s:
        s.sendall(data)
        out, deadline = b"", time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                chunk = s.recv(65536)
            except TimeoutError:
                break
            if not chunk:
                break
            out += chunk
        return out


def test_concurrent_creates_never_pass_the_limit(server: tuple[str, Registry], http: httpx.Client) -> None:
    url, reg = server
    for live in reg.list():
        reg.close(live.id)

    def create(i: int) -> int:
        return http.post(f"{url}/api/sessions", json={"seed": i}).status_code

    with ThreadPoolExecutor(16) as pool:
        codes = list(pool.map(create, range(30)))
    assert codes.count(201) == LIMIT and codes.count(409) == 30 - LIMIT, codes
    assert len(reg.list()) == LIMIT and reg._pending == 0
    sid = reg.list()[0].id
    r = http.post(f"{url}/api/sessions/{sid}/fork", json={"k": 2})  # forks count too
    assert r.status_code == 409 and len(reg.list()) == LIMIT
    for live in reg.list():
        reg.close(live.id)


def test_bodies_over_the_limit_and_slow_senders(server: tuple[str, Registry], http: httpx.Client) -> None:
    url, reg = server
    port = url.rsplit(":", 1)[1]
    sid = http.post(f"{url}/api/sessions", json={"seed": 1}).json()["id"]
    h = f"Host: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
    answer = raw(url, f"POST /api/sessions/{sid}/step HTTP/1.1\r\n{h}Content-Length: 300000000\r\n\r\n{{".encode())
    assert answer.startswith(b"HTTP/1.1 413")

    def chunks() -> Iterator[bytes]:
        yield b'{"action": "type", "text": "' + b"x" * 40_000
        yield b"x" * 40_000 + b'"}'
    r = http.post(f"{url}/api/sessions/{sid}/step", content=chunks(), headers={"Content-Type": "application/json"})
    assert r.status_code == 413
    t0 = time.monotonic()
    answer = raw(url, f"POST /api/sessions/{sid}/step HTTP/1.1\r\n{h}Content-Length: 900\r\n\r\n{{\"act".encode())
    assert answer.startswith(b"HTTP/1.1 408") and time.monotonic() - t0 < 8
    t0 = time.monotonic()
    with socket.create_connection(("127.0.0.1", int(port)), timeout=10) as s:  # a slowloris head
        s.sendall(b"GET /api/sessions HTTP/1.1\r\n")
        closed = False
        for i in range(100):
            try:
                s.sendall(f"X-{i}: y\r\n".encode())
                time.sleep(0.1)
                s.setblocking(False)
                closed = s.recv(1) == b""
            except BlockingIOError:
                pass
            except OSError:
                closed = True
            finally:
                s.setblocking(True)
            if closed:
                break
    assert closed and time.monotonic() - t0 < 8
    assert http.get(f"{url}/api/sessions/{sid}").json()["steps"] == 0, "nothing was applied"
    reg.close(sid)


def test_foreign_host_origin_and_content_type(server: tuple[str, Registry], http: httpx.Client) -> None:
    url, reg = server
    port = url.rsplit(":", 1)[1]
    before = len(reg.list())
    assert http.post(f"{url}/api/sessions", json={}, headers={"Host": "evil.example"}).status_code == 400
    assert http.get(f"{url}/api/sessions", headers={"Host": f"rebound.example:{port}"}).status_code == 400
    for origin in ("http://evil.example", "null", f"https://127.0.0.1:{port}x"):
        r = http.post(f"{url}/api/sessions", json={}, headers={"Origin": origin})
        assert r.status_code == 403 and r.json()["type"] == "BadOrigin", origin
    for ctype in ("text/plain", "application/x-www-form-urlencoded", ""):
        r = http.post(f"{url}/api/sessions", content=b'{"seed": 1}', headers={"Content-Type": ctype})
        assert r.status_code == 415, ctype
    assert len(reg.list()) == before
    r = http.post(f"{url}/api/sessions", json={"seed": 2}, headers={"Origin": f"http://127.0.0.1:{port}"})
    assert r.status_code == 201
    reg.close(r.json()["id"])


@pytest.mark.parametrize("body", [
    b'{"seed": -1}', b'{"seed": 4294967296}', b'{"seed": 1e400}', b'{"seed": NaN}', b'{"seed": Infinity}',
    b'{"seed": true}', b'{"task": "launcher.OpenFromDrawer", "index": -2}',
    b'{"task": "launcher.OpenFromDrawer", "base_seed": 99999999999999}', b'{"format": "gif"}', b'{"locale": 7}',
    b'{"task": ["x"]}', b"[" * 20_000,
])
def test_absurd_values_are_422_and_make_nothing(server: tuple[str, Registry], http: httpx.Client, body: bytes) -> None:
    url, reg = server
    before = len(reg.list())
    r = http.post(f"{url}/api/sessions", content=body, headers={"Content-Type": "application/json"})
    assert r.status_code == 422 and isinstance(r.json()["error"], str), r.text
    assert len(reg.list()) == before and reg._pending == 0


def test_bad_steps_change_nothing(server: tuple[str, Registry], http: httpx.Client) -> None:
    url, reg = server
    sid = http.post(f"{url}/api/sessions", json={"seed": 3}).json()["id"]
    for body in (b'{"action": "click", "x": NaN, "y": 10}', b'{"action": "click", "x": 1e999, "y": 10}',
                 b'{"action": "click", "x": -Infinity, "y": 1}'):
        r = http.post(f"{url}/api/sessions/{sid}/step", content=body, headers={"Content-Type": "application/json"})
        assert r.status_code == 422, body
    assert http.post(f"{url}/api/sessions/{sid}/fork", json={"k": 10**9}).status_code == 422
    assert http.post(f"{url}/api/sessions/{sid}/restore", json={"snapshot": "../../x"}).status_code == 404
    assert http.get(f"{url}/api/sessions/{sid}").json()["steps"] == 0 and len(reg.list()) == 1
    reg.close(sid)


def test_serving_beyond_loopback_needs_a_token(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import mgym.server.app as web

    monkeypatch.delenv("MGYM_SERVE_TOKEN", raising=False)
    with pytest.raises(UnsafeBind, match="without a token"):
        web.serve("0.0.0.0", 1, tmp_path)
    import asyncio

    app = create_app(tmp_path)  # the page's own API, reached on a non-loopback address without a token
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(msg: dict[str, Any]) -> None:
        sent.append(msg)

    scope = {"type": "http", "method": "GET", "path": "/api/sessions", "headers": [(b"host", b"192.0.2.7")],
             "server": ("192.0.2.7", 8765), "client": ("192.0.2.9", 4000), "query_string": b"", "root_path": ""}
    asyncio.run(app(scope, receive, send))  # type: ignore[arg-type]
    assert sent[0]["status"] == 403
    tokened = create_app(tmp_path, token="k")
    sent.clear()
    asyncio.run(tokened(scope, receive, send))  # type: ignore[arg-type]
    assert sent[0]["status"] == 401
