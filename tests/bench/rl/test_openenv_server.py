"""The OpenEnv server on real sockets (127.0.0.1, started and stopped here), driven by OpenEnv's own,
unchanged ``GenericEnvClient`` over ``/ws`` and by plain HTTP."""

from __future__ import annotations

import asyncio
import base64
import io
import json
import re
import shlex
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest
from openenv.core import GenericEnvClient
from PIL import Image
from websockets.asyncio.client import connect

from bench.gym import MgymEnv
from bench.rl.openenv_server import OpenEnvApp, create_openenv_app
from mgym.render.renderer import Geometry
from tests.conftest import serve_asgi

SMALL = [180, 400, 1.0]
TASK = "settings.DarkTheme"
TOKEN = "s3cret"
AUTH = {"Authorization": f"Bearer {TOKEN}"}
DOCS = Path(__file__).parents[3] / "docs" / "rl.md"


def serve(app: OpenEnvApp) -> Iterator[str]:
    yield from serve_asgi(app)


def wait_for(cond: Callable[[], bool], what: str, limit: float = 10.0) -> None:
    deadline = time.monotonic() + limit
    while not cond():
        assert time.monotonic() < deadline, what
        time.sleep(0.05)


def client(url: str, **kw: object) -> GenericEnvClient:
    return GenericEnvClient(base_url=url, message_timeout_s=60.0, **kw)


def picture(obs: dict[str, object]) -> Image.Image:
    return Image.open(io.BytesIO(base64.b64decode(str(obs["screenshot"]))))


@pytest.fixture(scope="module")
def app() -> OpenEnvApp:
    return create_openenv_app(token=TOKEN, max_sessions=4, idle_timeout=300, geometry=SMALL)


@pytest.fixture(scope="module")
def url(app: OpenEnvApp) -> Iterator[str]:
    yield from serve(app)


def test_generic_client_plays_an_episode(url: str, app: OpenEnvApp) -> None:
    local = MgymEnv(TASK, geometry=Geometry(*SMALL))  # type: ignore[arg-type]
    local.reset(seed=3)
    with client(url, headers=AUTH) as env:
        first = env.reset(task=TASK, seed=3, episode_id="ep-1")
        obs = first.observation
        assert first.reward is None and first.done is False
        assert obs["instruction"] == local.instruction and obs["screenshot_format"] == "png"
        img = picture(obs)
        assert img.format == "PNG" and img.size == (180, 400) == (obs["screenshot_width"], obs["screenshot_height"])
        assert local.last_observation is not None
        assert base64.b64decode(obs["screenshot"]) == local.last_observation.screenshot  # as rendered, not re-encoded
        assert app.server.active_sessions == 1

        step = env.step({"action": {"action": "awake", "app": "settings"}})
        assert step.done is False and step.reward == 0.0 and step.observation["last_action_error"] is None
        assert step.metadata is not None and step.metadata["app"] == "settings" and "verdict" in step.metadata
        assert step.metadata["terminated"] is False and picture(step.observation).size == (180, 400)

        bad = env.step({"action": '{"action": "fly"}'})  # an mgym-invalid action: a no-op that costs a step
        assert "unknown action 'fly'" in bad.observation["last_action_error"] and bad.done is False
        with pytest.raises(RuntimeError, match="VALIDATION_ERROR"):  # not an MgymAction: refused, no step
            env.step({"act": {"action": "back"}})
        with pytest.raises(RuntimeError, match="VALIDATION_ERROR"):
            env.step({"action": 7})
        state = env.state()
        assert state["episode_id"] == "ep-1" and state["step_count"] == 2 and state["task"] == TASK
        assert state["budget"] == local.template.step_budget and not state["done"] and "checks" in state["verdict"]

        done = env.step({"action": {"action": "complete"}})  # the session is still usable
        assert done.done is True and done.metadata["termination"] == "complete" and isinstance(done.reward, float)
        with pytest.raises(RuntimeError, match="EXECUTION_ERROR"):
            env.step({"action": {"action": "back"}})
        again = env.reset(seed=3, obs_mode="text")  # settings per reset: a new env behind the session
        assert again.observation["screenshot"] is None and again.observation["text"]
        assert env.state()["step_count"] == 0 and env.state()["episode_id"] != "ep-1"
    wait_for(lambda: app.server.active_sessions == 0, "closing the client frees the session")


def test_errors_keep_the_session(url: str) -> None:
    with client(url, headers=AUTH) as env:
        with pytest.raises(RuntimeError, match=r"call reset\(\) before step\(\).*EXECUTION_ERROR"):
            env.step({"action": {"action": "back"}})
        with pytest.raises(RuntimeError, match="unknown reset fields"):
            env.reset(colour="red")
        with pytest.raises(RuntimeError, match="unknown task"):
            env.reset(task="nope.Nope")
        assert env.reset(seed=0, task=TASK).observation["instruction"]


NON_FINITE = ['{"action": "click", "x": NaN, "y": 10}', '{"action": "click", "x": 5, "y": Infinity}',
              '{"action": "swipe", "x1": -Infinity, "y1": 1, "x2": 2, "y2": 3}', '{"action": "click", "x": 1e999, "y": 1}']


def test_nan_and_infinity_in_actions_are_refused_before_any_step(url: str) -> None:
    async def play(ws_url: str) -> None:
        async with connect(ws_url, additional_headers=AUTH) as ws:
            await ws.send(json.dumps({"type": "reset", "data": {"seed": 0, "task": TASK}}))
            assert json.loads(await ws.recv())["type"] == "observation"
            for action in NON_FINITE:  # in the action dict (the raw message), or in an action's JSON string
                for message in ('{"type": "step", "data": {"action": ' + action + "}}",
                                json.dumps({"type": "step", "data": {"action": action}})):
                    await ws.send(message)
                    answer = json.loads(await ws.recv())
                    assert answer["type"] == "error" and answer["data"]["code"] == "VALIDATION_ERROR", message
            await ws.send('{"type": "state"}')
            assert json.loads(await ws.recv())["data"]["step_count"] == 0  # nothing was applied
            await ws.send(json.dumps({"type": "step", "data": {"action": {"action": "awake", "app": "settings"}}}))
            assert json.loads(await ws.recv())["type"] == "observation"  # the session is still usable

    asyncio.run(play(url.replace("http", "ws") + "/ws"))
    h = {**AUTH, "Content-Type": "application/json"}
    for action in NON_FINITE:
        r = httpx.post(f"{url}/step", content='{"action": ' + action + "}", headers=h, timeout=30)
        assert r.status_code == 400 and r.json()["error"]["type"] == "BadRequest", action
        r = httpx.post(f"{url}/step", json={"action": {"action": action}}, headers=h, timeout=30)  # a JSON string
        assert r.status_code == 422 and "NaN or Infinity" in r.text, action
    r = httpx.post(f"{url}/reset", content='{"seed": NaN}', headers=h, timeout=30)
    assert r.status_code == 400 and r.json()["error"]["type"] == "BadRequest"


def test_http_routes(url: str) -> None:
    health = httpx.get(f"{url}/health")  # no token needed
    assert health.status_code == 200 and health.json() == {"status": "healthy"}
    for path in ("/schema", "/metadata", "/state"):
        assert httpx.get(f"{url}{path}").status_code == 401
        assert httpx.get(f"{url}{path}", headers={"Authorization": "Bearer wrong"}).status_code == 401
    schema = httpx.get(f"{url}/schema", headers=AUTH).json()
    assert set(schema) >= {"action", "observation", "state"}
    assert "action" in schema["action"]["properties"] and "screenshot" in schema["observation"]["properties"]
    assert "verdict" in schema["state"]["properties"]
    meta = httpx.get(f"{url}/metadata", headers=AUTH).json()
    assert meta["name"] == "mgym" and meta["version"]
    assert httpx.get(f"{url}/state", headers=AUTH).json()["step_count"] == 0
    r = httpx.post(f"{url}/reset", json={"seed": 2, "task": TASK}, headers=AUTH, timeout=60)
    assert r.status_code == 200
    body = r.json()
    assert body["done"] is False and picture(body["observation"]).size == (180, 400)
    assert httpx.post(f"{url}/reset", json={"seed": 2}).status_code == 401
    splits = httpx.get(f"{url}/mgym/splits", headers=AUTH).json()
    assert {"name": "train", "type": "train"} in splits
    n = httpx.post(f"{url}/mgym/num_tasks", json={"split": "train"}, headers=AUTH).json()["num_tasks"]
    task = httpx.post(f"{url}/mgym/task", json={"split": "train", "index": n - 1}, headers=AUTH).json()["task"]
    assert task["split"] == "train" and task["id"]
    assert httpx.post(f"{url}/mgym/task", json={"split": "train", "index": n}, headers=AUTH).status_code == 400
    assert httpx.post(f"{url}/step", json={"action": {"nope": 1}}, headers=AUTH).status_code == 422


def test_wrong_token_is_refused(url: str) -> None:
    for headers in ({"Authorization": "Bearer wrong"}, None):
        env = client(url, headers=headers)
        with pytest.raises(ConnectionError, match="403"):
            env.connect()
        env.close()


def test_session_cap_and_disconnects_free_slots() -> None:
    app = create_openenv_app(max_sessions=1, idle_timeout=None, geometry=SMALL, obs_mode="text")
    for url in serve(app):
        with client(url) as first:
            first.reset(seed=0, task=TASK)
            with client(url) as second, pytest.raises(RuntimeError, match="CAPACITY_REACHED"):
                second.reset(seed=0)
        wait_for(lambda: app.server.active_sessions == 0, "a closed client frees its slot")

        async def drop(ws_url: str) -> None:  # a client that vanishes without a close message
            ws = await connect(ws_url)
            await ws.send('{"type": "reset", "data": {"seed": 1}}')
            assert '"observation"' in await ws.recv()
            assert app.server.active_sessions == 1
            ws.transport.abort()

        asyncio.run(drop(url.replace("http", "ws") + "/ws"))
        wait_for(lambda: app.server.active_sessions == 0, "a dropped socket frees its slot")
        with client(url) as third:
            assert third.reset(seed=0).observation["text"]


def test_idle_sessions_are_reaped() -> None:
    app = create_openenv_app(max_sessions=2, idle_timeout=0.5, geometry=SMALL, obs_mode="text")
    for url in serve(app):
        with client(url) as env:
            env.reset(seed=0, task=TASK)
            assert app.server.active_sessions == 1
            wait_for(lambda: app.server.active_sessions == 0, "an idle session is closed", limit=5)
            time.sleep(0.2)  # the client's loop sees the close frame
            with pytest.raises(RuntimeError, match="call reset"):  # the client reconnects: a fresh env
                env.step({"action": {"action": "back"}})


def test_docs_recipe_runs() -> None:
    text = DOCS.read_text()
    start = text.index("## OpenEnv")
    section = text[start:text.index("\n## ", start + 5)]
    (sh,) = re.findall(r"```sh\n(.*?)```", section, flags=re.S)
    (code,) = re.findall(r"```python\n(.*?)```", section, flags=re.S)
    argv = shlex.split(sh.strip().rstrip("&"))
    assert argv[:3] == ["mgym", "env-serve", "--openenv"]
    port = int(argv[argv.index("--port") + 1])
    server = subprocess.Popen([sys.executable, "-m", "mgym.cli", *argv[1:]], stdout=subprocess.DEVNULL)
    try:
        wait_for(lambda: _up(port) or server.poll() is not None, "env-serve --openenv did not start", limit=60)
        assert server.poll() is None
        exec(compile(code, "docs/rl.md", "exec"), {"__name__": "docs"})  # noqa: S102
    finally:
        server.terminate()
        server.wait(30)


def _up(port: int) -> bool:
    try:
        return httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).json() == {"status": "healthy"}
    except httpx.TransportError:
        return False
