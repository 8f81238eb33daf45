"""Hostile requests against live env servers on 127.0.0.1 (real HTTP, real sockets): each is refused
with its typed status, and nothing is applied, made, cached or leaked.

Deadlines here are short (1 s) so slow senders are cut quickly; the asserts only bound them loosely.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator
from typing import Any

import httpx
import psutil
import pytest
from typer.testing import CliRunner

from bench.rl.client import EnvServerError, RemoteEnv
from bench.rl.guard import Shapes
from bench.rl.openenv_server import create_openenv_app
from bench.rl.server import create_env_app
from mgym.render.renderer import Geometry, get_renderer
from mgym.server.listen import UnsafeBind, check_bind, uvicorn_settings
from tests.conftest import serve_asgi

TASK = "settings.DarkTheme"
TOKEN = "t0ken"
AUTH = {"Authorization": f"Bearer {TOKEN}"}
SMALL = [180, 400, 1.0]
MAX_BODY = 64 * 1024
SLOW = 1.0  # the head and body deadlines of the servers under test
HTTP = httpx.Client(timeout=30)  # one client: a fresh one per request costs more than the request


@pytest.fixture(scope="module")
def server() -> Iterator[tuple[str, Any]]:
    app = create_env_app(token=TOKEN, max_envs=4, ttl=300, max_body=MAX_BODY, body_timeout=SLOW, max_shapes=3,
                         max_geometries=3)
    for url in serve_asgi(app, ws="none", **uvicorn_settings(header_timeout=SLOW)):
        yield url, app


@pytest.fixture(scope="module", autouse=True)
def _client() -> Iterator[None]:
    yield
    HTTP.close()


def health(url: str) -> dict[str, Any]:
    out: dict[str, Any] = HTTP.get(f"{url}/health", headers=AUTH).json()
    return out


def post(url: str, path: str, body: bytes | dict[str, Any] | None = None, **headers: str) -> httpx.Response:
    h = {**AUTH, "Content-Type": "application/json", **headers}
    if isinstance(body, dict):
        return HTTP.post(f"{url}{path}", json=body, headers=h, timeout=30)
    return HTTP.post(f"{url}{path}", content=body or b"", headers=h, timeout=30)


def error_of(r: httpx.Response) -> tuple[int, str]:
    return r.status_code, r.json()["error"]["type"]


def raw(url: str, data: bytes, *, wait: float = 10.0) -> bytes:
    """Send ``data`` on a fresh socket and read until the server answers and closes (or ``wait`` passes)."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=wait) as s:
        s.sendall(data)
        out = b""
        deadline = time.monotonic() + wait
        while time.monotonic() < deadline:
            try:
                chunk = s.recv(65536)
            except TimeoutError:
                break
            if not chunk:
                break
            out += chunk
        return out


def head(url: str, method: str, path: str, extra: str = "") -> bytes:
    port = url.rsplit(":", 1)[1]
    return (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {TOKEN}\r\n"
            f"Content-Type: application/json\r\n{extra}\r\n").encode()


def test_bodies_over_the_limit_are_413_without_reading_them(server: tuple[str, Any]) -> None:
    url, _ = server
    before = health(url)
    t0 = time.monotonic()
    answer = raw(url, head(url, "POST", "/envs", "Content-Length: 300000000\r\n") + b'{"task": ')
    assert answer.startswith(b"HTTP/1.1 413") and b'"TooLarge"' in answer and time.monotonic() - t0 < 5

    def chunks() -> Iterator[bytes]:  # no Content-Length: counted while read
        yield b'{"task": "' + b"x" * 40_000
        yield b"x" * 40_000 + b'"}'
    r = HTTP.post(f"{url}/envs", content=chunks(), headers={**AUTH, "Content-Type": "application/json"})
    assert error_of(r) == (413, "TooLarge")
    assert error_of(post(url, "/envs", {"task": TASK, "pad": "x" * MAX_BODY})) == (413, "TooLarge")
    assert health(url)["envs"] == before["envs"]


def test_a_lying_content_length_and_a_slowloris_are_cut(server: tuple[str, Any]) -> None:
    url, _ = server
    t0 = time.monotonic()
    answer = raw(url, head(url, "POST", "/envs", "Content-Length: 5000\r\n") + b'{"task": "settings')
    took = time.monotonic() - t0
    assert answer.startswith(b"HTTP/1.1 408") and b'"RequestTimeout"' in answer and took < 8, (answer, took)

    port = url.rsplit(":", 1)[1]
    t0 = time.monotonic()
    with socket.create_connection(("127.0.0.1", int(port)), timeout=10) as s:  # a head trickled byte by byte
        s.sendall(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        closed = False
        for i in range(100):
            try:
                s.sendall(f"X-Slow-{i}: y\r\n".encode())
            except OSError:
                closed = True
                break
            time.sleep(0.1)
            s.setblocking(False)
            try:
                closed = s.recv(1) == b""
            except BlockingIOError:
                pass
            except OSError:
                closed = True
            s.setblocking(True)
            if closed:
                break
    took = time.monotonic() - t0
    assert closed and took < 8, took
    assert HTTP.get(f"{url}/health", headers=AUTH).status_code == 200  # the server is fine


def test_foreign_host_origin_and_content_type(server: tuple[str, Any]) -> None:
    url, _ = server
    port = url.rsplit(":", 1)[1]
    before = health(url)
    body = {"task": TASK, "geometry": SMALL}
    assert error_of(post(url, "/envs", body, Host="evil.example")) == (400, "BadHost")
    assert error_of(post(url, "/envs", body, Host=f"rebound.example:{port}")) == (400, "BadHost")
    r = HTTP.get(f"{url}/health", headers={**AUTH, "Host": "evil.example"})
    assert error_of(r) == (400, "BadHost")
    for origin in ("http://evil.example", f"http://evil.example:{port}", "null", f"http://localhost:{port}"):
        assert error_of(post(url, "/envs", body, Origin=origin)) == (403, "BadOrigin"), origin
    for ctype in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""):
        r = post(url, "/envs", b'{"task": "settings.DarkTheme"}', **{"Content-Type": ctype})
        assert error_of(r) == (415, "UnsupportedMediaType"), ctype
    assert health(url)["envs"] == before["envs"]
    own = post(url, "/envs", body, Origin=f"http://127.0.0.1:{port}")  # the server's own origin is fine
    assert own.status_code == 201
    made = own.json()
    assert HTTP.delete(f"{url}/envs/{made['env_id']}", headers={**AUTH, "X-Env-Key": made["key"]}).status_code == 200


def test_env_ids_are_unguessable_and_owned(server: tuple[str, Any]) -> None:
    url, app = server
    mine = RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL, obs_mode="text")
    other = RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL, obs_mode="text")
    try:
        assert len(mine.env_id) > 16 and mine.env_id != other.env_id and mine.key != other.key
        mine.reset(seed=2)
        steps = mine.state()["steps"]
        for key in ("", other.key, mine.key[:-1] + ("A" if mine.key[-1] != "A" else "B")):
            h = {**AUTH, "X-Env-Key": key}
            for method, path, body in [("POST", "step", {"action": {"action": "back"}}), ("POST", "reset", {}),
                                       ("GET", "state", None), ("POST", "snapshot", None), ("POST", "fork", {"k": 1}),
                                       ("DELETE", "", None)]:
                r = HTTP.request(method, f"{url}/envs/{mine.env_id}" + (f"/{path}" if path else ""), json=body,
                                  headers=h)
                assert error_of(r) == (404, "NotFound"), (key, path)
        assert mine.state()["steps"] == steps and len(app.state.envs) == 2
    finally:
        mine.close()
        other.close()


def test_snapshots_are_handles_that_cannot_be_forged(server: tuple[str, Any]) -> None:
    url, app = server
    mine = RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL, obs_mode="text")
    other = RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL, obs_mode="text")
    try:
        mine.reset(seed=1)
        other.reset(seed=1)
        mine.step({"action": "awake", "app": "settings"})
        snap = mine.snapshot()
        assert set(snap) == {"id", "task", "steps"} and snap["steps"] == 1  # no answers, no params, no state
        theirs = other.snapshot()
        mine.step({"action": "back"})
        forged = [{**snap, "steps": 0}, {**snap, "id": snap["id"] + "x"}, {**snap, "task": "clock.SetAlarm"},
                  theirs, theirs["id"]]
        for bad in forged:
            with pytest.raises(EnvServerError) as e:
                mine.restore(bad)
            assert (e.value.status, e.value.type) == (404, "UnknownSnapshot"), bad
        full = {"task": TASK, "session": {}, "params": {}, "instruction": "x", "init": {}, "answers": {"a": 1},
                "steps": -5, "progress": 1.0, "recent": [], "done": False}
        with pytest.raises(EnvServerError) as e:  # the old, client-held form: refused
            mine.restore(full)
        assert (e.value.status, e.value.type) == (400, "BadRequest")
        assert mine.state()["steps"] == 2, "nothing was restored"
        mine.restore(snap)
        assert mine.state()["steps"] == 1
        (twin,) = mine.fork(1)  # a fork shares the key, so the snapshot restores there too
        twin.restore(snap["id"])
        assert twin.state()["steps"] == 1
        twin.close()
    finally:
        mine.close()
        other.close()
    assert len(app.state.envs) == 0


@pytest.mark.parametrize(("body", "what"), [
    ({"task": TASK, "screenshot_size": [100000, 100000]}, "screenshot_size"),
    ({"task": TASK, "screenshot_size": [0, 10]}, "screenshot_size"),
    ({"task": TASK, "screenshot_size": [-5, 10]}, "screenshot_size"),
    ({"task": TASK, "screenshot_size": [1e308, 10]}, "screenshot_size"),
    ({"task": TASK, "screenshot_size": [64.5, 64]}, "screenshot_size"),
    ({"task": TASK, "geometry": [360, 800, 1000]}, "scale"),
    ({"task": TASK, "geometry": [100000, 800, 1]}, "width"),
    ({"task": TASK, "geometry": [2000, 2000, 3]}, "pixels"),
    ({"task": TASK, "base_seed": -1}, "base_seed"),
    ({"task": TASK, "base_seed": 2**64}, "base_seed"),
    ({"task": TASK, "dense": "yes"}, "dense"),
    ({"task": 7}, "task"),
    ({"task": TASK, "obs_mode": "x-ray"}, "obs_mode"),
    (b'{"task": "settings.DarkTheme", "geometry": [360, 800, NaN]}', "not a JSON number"),
    (b'{"task": "settings.DarkTheme", "geometry": [360, 800, Infinity]}', "not a JSON number"),
    (b'{"task": "settings.DarkTheme", "geometry": [360, 800, 1e400]}', "out of range"),
    (b'{"task": "settings.DarkTheme", "base_seed": 1' + b"0" * 5000 + b"}", "not acceptable JSON"),
    (b"[" * 50_000, "not acceptable JSON"),
])
def test_absurd_create_values_are_400_before_anything_is_made(server: tuple[str, Any], body: Any, what: str) -> None:
    url, app = server
    before, spaces, shapes = len(app.state.envs), Shapes.cached(), dict(app.state.shapes.recent)
    r = post(url, "/envs", body)
    assert error_of(r) == (400, "BadRequest") and what in r.json()["error"]["message"], r.text
    assert (len(app.state.envs), Shapes.cached(), dict(app.state.shapes.recent)) == (before, spaces, shapes)


def test_absurd_seeds_actions_and_counts_change_nothing(server: tuple[str, Any]) -> None:
    url, _ = server
    env = RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL, obs_mode="text")
    try:
        env.reset(seed=0)
        h = {"X-Env-Key": env.key}
        base = f"/envs/{env.env_id}"
        bodies: list[dict[str, Any]] = [{"seed": -1}, {"seed": 2**63}, {"seed": 1.5}, {"seed": True}, {"options": {"instance": -3}},
                                        {"options": {"instance": 10**30}}, {"options": []}, {"colour": 1}]
        for body in bodies:
            assert error_of(post(url, base + "/reset", body, **h)) == (400, "BadRequest"), body
        for data in [b'{"seed": NaN}', b'{"seed": -Infinity}', b'{"seed": 1e999}']:
            assert error_of(post(url, base + "/reset", data, **h)) == (400, "BadRequest"), data
        env.step({"action": "awake", "app": "settings"})
        for data in [b'{"action": {"action": "click", "x": NaN, "y": 10}}', b'{"action": 7}',
                     b'{"action": {"action": "click", "x": 1e999, "y": 1}}', b'{"nope": 1}']:
            assert error_of(post(url, base + "/step", data, **h)) == (400, "BadRequest"), data
        for k in (0, -1, 10**9, 2.0, "3"):
            assert error_of(post(url, base + "/fork", {"k": k}, **h)) == (400, "BadRequest"), k
        assert env.state()["steps"] == 1, "no refused request changed the episode"
    finally:
        env.close()


def test_refused_creates_cache_nothing_and_shapes_stay_bounded(server: tuple[str, Any]) -> None:
    url, app = server
    held = [RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL, obs_mode="text") for _ in range(4)]  # at the cap
    try:
        spaces, rss = Shapes.cached(), psutil.Process().memory_info().rss
        for i in range(40):
            r = post(url, "/envs", {"task": TASK, "screenshot_size": [1000 + i, 2000 + i]})
            assert error_of(r) == (429, "CapacityError")
        grew = (psutil.Process().memory_info().rss - rss) / 2**20
        print(f"RSS after 40 refused creates of distinct sizes: {grew:+.1f} MiB")
        assert Shapes.cached() == spaces and grew < 100
    finally:
        for env in held:
            env.close()
    for i in range(10):  # one env at a time, each of a new size: the cache keeps at most max_shapes
        RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL, screenshot_size=[200 + i, 300 + i]).close()
    assert Shapes.cached() <= 3 and len(app.state.shapes.recent) <= 3
    live = [RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL, screenshot_size=[100 + i, 100]) for i in range(3)]
    try:  # three shapes in use: a fourth is refused rather than passing the bound
        with pytest.raises(EnvServerError) as e:
            RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL, screenshot_size=[50, 50])
        assert (e.value.status, e.value.type) == (429, "ShapeLimit")
    finally:
        for env in live:
            env.close()
    geos = set(app.state.shapes.geometries)
    r = post(url, "/envs", {"task": "nope.Nope", "geometry": [260, 400, 1.0]})  # a create that fails takes no place
    assert r.status_code == 400 and app.state.shapes.geometries == geos
    for geo in (SMALL, [200, 400, 1.0], [220, 400, 1.0]):  # each rendered once
        played(url, geo).close()
    assert app.state.shapes.geometries == {Geometry(180, 400, 1.0), Geometry(200, 400, 1.0), Geometry(220, 400, 1.0)}
    assert Geometry(180, 400, 1.0) in rendered()
    # a fourth geometry, none in use: the least recently used one is released, its browser context closed
    held = [played(url, [240, 400, 1.0])]
    assert Geometry(180, 400, 1.0) not in rendered() and Geometry(240, 400, 1.0) in rendered()
    assert Geometry(180, 400, 1.0) not in app.state.shapes.geometries and len(app.state.shapes.geometries) == 3
    held += [played(url, g) for g in ([200, 400, 1.0], [220, 400, 1.0])]
    try:  # three geometries in use: a fourth is refused
        with pytest.raises(EnvServerError) as e:
            RemoteEnv(url, TASK, token=TOKEN, geometry=[260, 400, 1.0], obs_mode="text")
        assert (e.value.status, e.value.type) == (429, "ShapeLimit") and len(app.state.envs) == 3
    finally:
        for env in held:
            env.close()
    played(url, [260, 400, 1.0]).close()
    assert Geometry(240, 400, 1.0) not in rendered() and len(app.state.shapes.geometries) == 3


def played(url: str, geometry: list[Any]) -> RemoteEnv:
    """An env of ``geometry`` (text observations) that has rendered its first screen."""
    env = RemoteEnv(url, TASK, token=TOKEN, geometry=geometry, obs_mode="text")
    env.reset(seed=0)
    return env


def rendered() -> set[Geometry]:
    """The geometries the process's renderer holds a browser context for."""
    return {g for geos in get_renderer().contexts().values() for g in geos}


def test_loopback_by_default_and_a_token_for_any_other_bind(monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(UnsafeBind, match="without a token"):
        check_bind("0.0.0.0", None)
    assert check_bind("0.0.0.0", "t") is None and check_bind("127.0.0.1", "t") is None
    assert "no token" in (check_bind("127.0.0.1", None) or "")
    from mgym.cli import app

    monkeypatch.delenv("MGYM_ENV_TOKEN", raising=False)
    for flags in ([], ["--openenv"]):
        r = CliRunner().invoke(app, ["env-serve", "--host", "0.0.0.0", "--port", "1", *flags])
        assert r.exit_code == 2 and "without a token" in r.output, r.output


def test_without_a_token_only_loopback_requests_are_answered() -> None:
    import asyncio

    app = create_env_app(allowed_hosts=None)
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(msg: dict[str, Any]) -> None:
        sent.append(msg)

    scope = {"type": "http", "method": "GET", "path": "/health", "headers": [(b"host", b"10.1.2.3:8770")],
             "server": ("10.1.2.3", 8770), "client": ("10.9.9.9", 5000), "query_string": b"", "root_path": ""}
    asyncio.run(app(scope, receive, send))  # type: ignore[arg-type]
    assert sent[0]["status"] == 403 and b"LoopbackOnly" in sent[1]["body"]


def test_openenv_flavour_is_guarded_too() -> None:
    app = create_openenv_app(token=TOKEN, max_sessions=2, idle_timeout=60, geometry=SMALL, obs_mode="text",
                             body_timeout=SLOW, max_body=MAX_BODY)
    for url in serve_asgi(app, **uvicorn_settings(header_timeout=SLOW)):
        port = url.rsplit(":", 1)[1]
        assert HTTP.get(f"{url}/health").json() == {"status": "healthy"}
        assert HTTP.get(f"{url}/health", headers={"Host": "evil.example"}).status_code == 400
        r = HTTP.post(f"{url}/reset", content=b'{"seed": 1}', headers={**AUTH, "Content-Type": "text/plain"})
        assert r.status_code == 415
        r = HTTP.post(f"{url}/reset", json={"seed": 1}, headers={**AUTH, "Origin": "http://evil.example"})
        assert r.status_code == 403 and r.json()["error"]["type"] == "BadOrigin"
        r = HTTP.post(f"{url}/reset", json={"seed": 1, "screenshot_size": [100000, 100000]}, headers=AUTH)
        assert 400 <= r.status_code < 500 and "screenshot_size" in r.text
        r = HTTP.post(f"{url}/reset", json={"seed": -4}, headers=AUTH)
        assert 400 <= r.status_code < 500 and "seed" in r.text
        answer = raw(url, (f"POST /reset HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {TOKEN}\r\n"
                           "Content-Type: application/json\r\nContent-Length: 900000000\r\n\r\n").encode())
        assert answer.startswith(b"HTTP/1.1 413")
        from websockets.exceptions import InvalidStatus
        from websockets.sync.client import connect

        with pytest.raises(InvalidStatus, match="403"):  # cross-site WebSocket hijacking
            connect(f"ws://127.0.0.1:{port}/ws", additional_headers={**AUTH, "Origin": "http://evil.example"},
                    open_timeout=10)
        assert app.server.active_sessions == 0
