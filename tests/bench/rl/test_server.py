"""The env server over real HTTP on 127.0.0.1 (started and stopped here) and its Python client."""

from __future__ import annotations

import time
from collections.abc import Iterator

import httpx
import numpy as np
import pytest

from bench.gym import MgymEnv
from bench.rl.client import EnvServerError, RemoteEnv
from bench.rl.server import create_env_app
from mgym.render.renderer import Geometry
from tests.conftest import serve_asgi

SMALL = [180, 400, 1.0]
TASK = "settings.DarkTheme"
TOKEN = "s3cret"
ACTIONS = [{"action": "awake", "app": "settings"}, '{"action": "swipe", "direction": "up"}', "{not json"]


def serve(**kw: object) -> Iterator[str]:
    yield from serve_asgi(create_env_app(**kw), ws="none")  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    yield from serve(token=TOKEN, max_envs=6, ttl=300)


def test_remote_env_matches_a_local_env(url: str) -> None:
    remote = RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL, obs_mode="both", dense=True)
    local = MgymEnv(TASK, geometry=Geometry(*SMALL), obs_mode="both", dense=True)  # type: ignore[arg-type]
    try:
        ro, ri = remote.reset(seed=4)
        lo, li = local.reset(seed=4)
        assert ro["instruction"] == lo["instruction"] and np.array_equal(ro["screenshot"], lo["screenshot"])
        assert ri["task"] == li["task"] and ro["text"] == lo["text"]
        for a in ACTIONS:
            r, l_ = remote.step(a), local.step(a)
            assert np.array_equal(r[0]["screenshot"], l_[0]["screenshot"]) and r[1:4] == l_[1:4]
            assert r[4].get("last_action_error") == l_[4].get("last_action_error")
        assert "not valid JSON" in r[4]["last_action_error"]
        st = remote.state()
        assert st["steps"] == 3 and st["state"]["ui"]["app"] == "settings" and "checks" in st["verdict"]
        assert np.array_equal(remote.observe()["screenshot"], l_[0]["screenshot"])
    finally:
        remote.close()


def test_fork_snapshot_restore_and_errors(url: str) -> None:
    env = RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL)
    try:
        env.reset(seed=1)
        env.step(ACTIONS[0])
        snap = env.snapshot()
        a, b = env.fork(2)
        oa, ob = a.step(ACTIONS[1]), b.step(ACTIONS[1])
        assert np.array_equal(oa[0]["screenshot"], ob[0]["screenshot"])
        env.step({"action": "back"})
        back = env.restore(snap)
        assert np.array_equal(env.step(ACTIONS[1])[0]["screenshot"], oa[0]["screenshot"]) and back["instruction"]
        for e in (a, b):
            e.close()
        with pytest.raises(EnvServerError) as bad:
            RemoteEnv(url, "nope.Nope", token=TOKEN)
        assert bad.value.status == 400 and "unknown task" in bad.value.message
        with pytest.raises(EnvServerError) as gone:
            a.step(ACTIONS[0])
        assert gone.value.type == "NotFound" and gone.value.status == 404
        with pytest.raises(EnvServerError) as no_token:
            RemoteEnv(url, TASK)
        assert no_token.value.status == 401 and no_token.value.type == "Unauthorized"
        auth = {"Authorization": f"Bearer {TOKEN}", "X-Env-Key": env.key}
        r = httpx.post(f"{url}/envs/{env.env_id}/restore", json={"snapshot": {"task": TASK}}, headers=auth)
        assert r.status_code == 400 and "not an env snapshot" in r.json()["error"]["message"]
        r = httpx.post(f"{url}/envs/{env.env_id}/step", content=b"[1,2",
                       headers={**auth, "Content-Type": "application/json"})
        assert r.status_code == 400 and r.json()["error"]["type"] == "BadRequest"
        with pytest.raises(EnvServerError) as cap:
            env.fork(6)
        assert cap.value.status == 429 and cap.value.type == "CapacityError"
        fresh = RemoteEnv(url, TASK, token=TOKEN, geometry=SMALL)
        with pytest.raises(EnvServerError) as early:
            fresh.step(ACTIONS[0])
        assert early.value.status == 409
        fresh.close()
    finally:
        env.close()


def test_idle_envs_expire() -> None:
    for base in serve(ttl=0.3, reap_every=0.1):
        env = RemoteEnv(base, TASK, geometry=SMALL, obs_mode="text")
        env.reset(seed=0)
        time.sleep(0.8)
        with pytest.raises(EnvServerError, match="NotFound"):
            env.step(ACTIONS[0])
        assert httpx.get(f"{base}/health").json()["envs"] == 0
        env.close()  # already gone on the server: closes the connection quietly
