"""A Python client of ``mgym env-serve`` with the :class:`~bench.gym.MgymEnv` API.

    env = RemoteEnv("http://127.0.0.1:8770", task="settings.DarkTheme", token=None)
    obs, info = env.reset(seed=3)
    obs, reward, terminated, truncated, info = env.step({"action": "awake", "app": "Settings"})
    group = env.fork(8)                   # 8 RemoteEnvs continuing from here, on the server

Each env carries the key the server gave it at creation (sent as ``X-Env-Key``; forks share it),
so no other client can drive it; snapshots are handles to copies the server keeps.
Screenshots arrive as ``uint8`` arrays (decoded from the server's PNG or JPEG). Server errors raise
:class:`EnvServerError` with the server's error ``type``, HTTP ``status`` and ``message``.
"""

from __future__ import annotations

import base64
import io
from typing import Any

import httpx
import numpy as np
from PIL import Image


class EnvServerError(RuntimeError):
    """The env server refused a request: ``type`` (e.g. ``NotFound``), ``status``, ``message``."""

    def __init__(self, status: int, kind: str, message: str) -> None:
        super().__init__(f"{kind} ({status}): {message}")
        self.status, self.type, self.message = status, kind, message


def decode_observation(data: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in data.items() if k != "screenshot"}
    shot = data.get("screenshot")
    if shot is not None:
        img = Image.open(io.BytesIO(base64.b64decode(shot["data"]))).convert("RGB")
        out["screenshot"] = np.asarray(img, dtype=np.uint8)
    return out


class Connection:
    """One HTTP connection pool to a server, shared by the envs made through it."""

    def __init__(self, base_url: str, token: str | None = None, timeout: float = 120.0) -> None:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self.http = httpx.Client(base_url=base_url.rstrip("/"), headers=headers, timeout=timeout)

    def call(self, method: str, path: str, body: dict[str, Any] | None = None, key: str | None = None) -> Any:
        r = self.http.request(method, path, json=body, headers={"X-Env-Key": key} if key else None)
        try:
            data = r.json()
        except ValueError:
            raise EnvServerError(r.status_code, "BadResponse", r.text[:500]) from None
        if r.status_code >= 400:
            err = data.get("error", {}) if isinstance(data, dict) else {}
            raise EnvServerError(r.status_code, str(err.get("type", "Error")), str(err.get("message", data)))
        return data

    def close(self) -> None:
        self.http.close()


class RemoteEnv:
    """An env living on an ``mgym env-serve`` server (``reset``/``step``/``fork``... as MgymEnv)."""

    def __init__(self, base_url: str | Connection, task: str | None = None, *, token: str | None = None,
                 _env_id: str | None = None, _key: str | None = None, **options: Any) -> None:
        self._owns = not isinstance(base_url, Connection)
        self.conn = base_url if isinstance(base_url, Connection) else Connection(base_url, token)
        if _env_id is None:
            try:
                made = self.conn.call("POST", "/envs", {"task": task, **options})
            except BaseException:
                if self._owns:
                    self.conn.close()
                raise
            _env_id, _key = str(made["env_id"]), str(made["key"])
        self.env_id = _env_id
        #: the owner key the server gave this env (forks share it)
        self.key: str = _key or ""
        self.closed = False

    def _call(self, method: str, what: str, body: dict[str, Any] | None = None) -> Any:
        return self.conn.call(method, f"/envs/{self.env_id}/{what}" if what else f"/envs/{self.env_id}", body,
                              self.key)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, Any], dict[str, Any]]:
        r = self._call("POST", "reset", {"seed": seed, "options": options})
        return decode_observation(r["observation"]), r["info"]

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        r = self._call("POST", "step", {"action": action})
        return decode_observation(r["observation"]), float(r["reward"]), bool(r["terminated"]), \
            bool(r["truncated"]), r["info"]

    def observe(self) -> dict[str, Any]:
        return decode_observation(self._call("GET", "observe")["observation"])

    def state(self) -> dict[str, Any]:
        """Task, instruction, step count, the judge-visible state and the current verdict."""
        result: dict[str, Any] = self._call("GET", "state")
        return result

    def snapshot(self) -> dict[str, Any]:
        """A handle to a snapshot the server keeps (restore it into this env or one of its forks)."""
        snap: dict[str, Any] = self._call("POST", "snapshot")["snapshot"]
        return snap

    def restore(self, snap: dict[str, Any] | str) -> dict[str, Any]:
        """Continue from a :meth:`snapshot` handle (or its id) of this env or one with the same key."""
        return decode_observation(self._call("POST", "restore", {"snapshot": snap})["observation"])

    def fork(self, k: int = 1) -> list[RemoteEnv]:
        ids = self._call("POST", "fork", {"k": k})["env_ids"]
        return [RemoteEnv(self.conn, _env_id=i, _key=self.key) for i in ids]

    def __enter__(self) -> RemoteEnv:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the env on the server (forks made from it live on, on their shared connection)."""
        if self.closed:
            return
        self.closed = True
        try:
            self._call("DELETE", "")
        except EnvServerError as e:
            if e.status != 404:  # already expired or closed: nothing to do
                raise
        finally:
            if self._owns:
                self.conn.close()
