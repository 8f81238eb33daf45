"""``mgym env-serve``: mgym's Gymnasium envs over HTTP, shaped like OpenEnv's reset / step / state.

JSON in, JSON out, on 127.0.0.1 by default::

    POST   /envs                  {"task", "obs_mode", "dense", "geometry": [w, h, scale],
                                   "screenshot_size": [w, h], "image_format", "base_seed"} -> {"env_id"}
    POST   /envs/{id}/reset       {"seed", "options"}  -> {"observation", "info"}
    POST   /envs/{id}/step        {"action"}           -> {"observation", "reward", "terminated",
                                                           "truncated", "done", "info"}
    GET    /envs/{id}/observe                          -> {"observation"}
    GET    /envs/{id}/state                            -> {"task", "instruction", "steps", "done",
                                                           "state", "verdict"}
    POST   /envs/{id}/snapshot                         -> {"snapshot"}
    POST   /envs/{id}/restore     {"snapshot"}         -> {"observation"}
    POST   /envs/{id}/fork        {"k"}                -> {"env_ids"}
    DELETE /envs/{id}                                  -> {"closed": true}
    GET    /health, GET /tasks

An observation is ``{"instruction", "text"?, "screenshot"?: {"format", "width", "height", "data":
base64}}`` (the encoded image as rendered: no re-encoding). Errors are ``{"error": {"type",
"message"}}`` with 400 (bad input), 401 (token), 404 (no such env), 409 (episode state), 413 (body too
large) or 429 (too many envs). Envs idle for ``ttl`` seconds are closed. Steps use the renderer's
async path, so many envs render concurrently on the server's one event loop.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hmac
import io
import itertools
import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from PIL import Image
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from bench.gym import MgymEnv
from mgym.render.renderer import Geometry

MAX_BODY = 8 * 1024 * 1024
CREATE_FIELDS = frozenset({"task", "obs_mode", "dense", "geometry", "screenshot_size", "image_format", "base_seed"})


class ApiError(Exception):
    """An error the client caused or must know about, sent as typed JSON."""

    def __init__(self, status: int, kind: str, message: str) -> None:
        super().__init__(message)
        self.status, self.kind, self.message = status, kind, message


@dataclass
class Slot:
    env: MgymEnv
    used: float
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


def encode_observation(env: MgymEnv, obs: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {k: v for k, v in obs.items() if k != "screenshot"}
    if "screenshot" in obs:
        last = env.last_observation
        if env.screenshot_size is None and last is not None and last.screenshot is not None:
            data, fmt, (w, h) = last.screenshot, last.format, (last.width, last.height)
        else:  # resized: encode the array the env returns
            buf = io.BytesIO()
            Image.fromarray(np.asarray(obs["screenshot"])).save(buf, format="PNG")
            data, fmt, (h, w) = buf.getvalue(), "png", obs["screenshot"].shape[:2]
        out["screenshot"] = {"format": fmt, "width": w, "height": h, "data": base64.b64encode(data).decode()}
    return out


def _env_kwargs(body: dict[str, Any]) -> dict[str, Any]:
    unknown = set(body) - CREATE_FIELDS
    if unknown:
        raise ApiError(400, "BadRequest", f"unknown fields {sorted(unknown)}; known: {sorted(CREATE_FIELDS)}")
    kw: dict[str, Any] = {k: v for k, v in body.items() if k != "geometry" and k != "task"}
    kw["task_id"] = body.get("task")
    if body.get("geometry") is not None:
        g = body["geometry"]
        if not (isinstance(g, list) and len(g) == 3 and all(isinstance(x, (int, float)) for x in g)):
            raise ApiError(400, "BadRequest", "geometry must be [css width, css height, device scale]")
        kw["geometry"] = Geometry(int(g[0]), int(g[1]), float(g[2]))
    if kw.get("screenshot_size") is not None:
        kw["screenshot_size"] = tuple(kw["screenshot_size"])
    return kw


def create_env_app(*, token: str | None = None, max_envs: int = 64, ttl: float = 900.0,
                   reap_every: float = 5.0) -> Starlette:
    """The env server as an ASGI app (``token``: require ``Authorization: Bearer <token>``)."""
    envs: dict[str, Slot] = {}
    ids = itertools.count(1)

    def now() -> float:
        return time.monotonic()  # wall-clock-ok: server housekeeping (TTL), never simulator state

    def add(env: MgymEnv) -> str:
        if len(envs) >= max_envs:
            raise ApiError(429, "CapacityError", f"the server holds its maximum of {max_envs} envs; close some")
        env_id = f"env-{next(ids)}"
        envs[env_id] = Slot(env, now())
        return env_id

    def slot(request: Request) -> Slot:
        env_id = request.path_params["env_id"]
        s = envs.get(env_id)
        if s is None:
            raise ApiError(404, "NotFound", f"no env {env_id!r} (closed, expired after {ttl:g} s idle, or never made)")
        s.used = now()
        return s

    async def body_of(request: Request) -> dict[str, Any]:
        raw = await request.body()
        if len(raw) > MAX_BODY:
            raise ApiError(413, "TooLarge", f"request body over {MAX_BODY} bytes")
        if not raw:
            return {}
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as e:
            raise ApiError(400, "BadRequest", f"the body is not valid JSON: {e}") from None
        if not isinstance(data, dict):
            raise ApiError(400, "BadRequest", "the body must be a JSON object")
        return data

    def endpoint(fn: Callable[[Request], Awaitable[Any]]) -> Callable[[Request], Awaitable[JSONResponse]]:
        async def handle(request: Request) -> JSONResponse:
            try:
                if token is not None:
                    got = request.headers.get("authorization", "")
                    if not hmac.compare_digest(got.encode(), f"Bearer {token}".encode()):
                        raise ApiError(401, "Unauthorized", "missing or wrong bearer token")
                result = await fn(request)
                return JSONResponse(result, status_code=201 if request.method == "POST"
                                    and request.url.path == "/envs" else 200)
            except ApiError as e:
                return JSONResponse({"error": {"type": e.kind, "message": e.message}}, status_code=e.status)
            except ValueError as e:
                return JSONResponse({"error": {"type": type(e).__name__, "message": str(e)}}, status_code=400)
            except RuntimeError as e:
                return JSONResponse({"error": {"type": "EpisodeState", "message": str(e)}}, status_code=409)
            except Exception as e:  # a failure on our side (a render that kept failing, a bug): typed too
                return JSONResponse({"error": {"type": type(e).__name__, "message": str(e)[:2000]}}, status_code=500)
        return handle

    async def health(request: Request) -> dict[str, Any]:
        return {"status": "ok", "envs": len(envs), "max_envs": max_envs, "ttl": ttl}

    async def tasks(request: Request) -> dict[str, Any]:
        from bench.tasks import all_templates

        return {"tasks": [t.meta() for t in all_templates().values()]}

    async def create(request: Request) -> dict[str, Any]:
        kw = _env_kwargs(await body_of(request))
        try:
            env = MgymEnv(**kw)
        except TypeError as e:
            raise ApiError(400, "BadRequest", str(e)) from None
        return {"env_id": add(env), "task": env.template.id, "obs_mode": env.obs_mode}

    async def reset(request: Request) -> dict[str, Any]:
        s, body = slot(request), await body_of(request)
        seed, options = body.get("seed"), body.get("options")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise ApiError(400, "BadRequest", f"seed must be an integer, not {seed!r}")
        if options is not None and not isinstance(options, dict):
            raise ApiError(400, "BadRequest", "options must be an object")
        async with s.lock:
            obs, info = await s.env.areset(seed=seed, options=options)
            return {"observation": encode_observation(s.env, obs), "info": info}

    async def step(request: Request) -> dict[str, Any]:
        s, body = slot(request), await body_of(request)
        if "action" not in body:
            raise ApiError(400, "BadRequest", "the body needs an 'action' (an action object or JSON string)")
        async with s.lock:
            obs, r, term, trunc, info = await s.env.astep(body["action"])
            return {"observation": encode_observation(s.env, obs), "reward": r, "terminated": term,
                    "truncated": trunc, "done": term or trunc, "info": info}

    async def observe(request: Request) -> dict[str, Any]:
        s = slot(request)
        if s.env.last_observation is None:
            raise RuntimeError("call reset() first")
        return {"observation": encode_observation(s.env, s.env._observation())}

    async def state(request: Request) -> dict[str, Any]:
        from bench.episode import judged_state

        s = slot(request)
        env = s.env
        if env._prep is None:
            raise RuntimeError("call reset() first")
        return {"task": env.template.id, "instruction": env.instruction, "steps": env._steps,
                "budget": env.template.step_budget, "done": env._done, "state": judged_state(env.session),
                "verdict": env._judge().to_dict()}

    async def snapshot(request: Request) -> dict[str, Any]:
        s = slot(request)
        return {"snapshot": s.env.snapshot()}

    async def restore(request: Request) -> dict[str, Any]:
        s, body = slot(request), await body_of(request)
        if not isinstance(body.get("snapshot"), dict):
            raise ApiError(400, "BadRequest", "the body needs a 'snapshot' object (from /snapshot)")
        async with s.lock:
            obs = s.env.restore(body["snapshot"])
            return {"observation": encode_observation(s.env, obs)}

    async def fork(request: Request) -> dict[str, Any]:
        s, body = slot(request), await body_of(request)
        k = body.get("k", 1)
        if not isinstance(k, int) or isinstance(k, bool) or k < 1:
            raise ApiError(400, "BadRequest", f"k must be a positive integer, not {k!r}")
        if len(envs) + k > max_envs:
            raise ApiError(429, "CapacityError", f"forking {k} would pass the maximum of {max_envs} envs")
        return {"env_ids": [add(e) for e in s.env.fork(k)]}

    async def close(request: Request) -> dict[str, Any]:
        s = slot(request)
        envs.pop(request.path_params["env_id"], None)
        s.env.close()
        return {"closed": True}

    async def reaper() -> None:
        while True:
            await asyncio.sleep(reap_every)
            cutoff = now() - ttl
            for env_id, s in list(envs.items()):
                if s.used < cutoff and not s.lock.locked():
                    envs.pop(env_id, None)
                    s.env.close()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        task = asyncio.create_task(reaper())
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task
            envs.clear()

    e = endpoint
    routes = [Route("/health", e(health)), Route("/tasks", e(tasks)), Route("/envs", e(create), methods=["POST"]),
              Route("/envs/{env_id}/reset", e(reset), methods=["POST"]),
              Route("/envs/{env_id}/step", e(step), methods=["POST"]),
              Route("/envs/{env_id}/observe", e(observe)), Route("/envs/{env_id}/state", e(state)),
              Route("/envs/{env_id}/snapshot", e(snapshot), methods=["POST"]),
              Route("/envs/{env_id}/restore", e(restore), methods=["POST"]),
              Route("/envs/{env_id}/fork", e(fork), methods=["POST"]),
              Route("/envs/{env_id}", e(close), methods=["DELETE"])]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.envs = envs
    return app
