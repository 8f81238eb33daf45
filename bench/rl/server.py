"""``mgym env-serve``: mgym's Gymnasium envs over HTTP, shaped like OpenEnv's reset / step / state.

JSON in, JSON out, on 127.0.0.1 by default::

    POST   /envs                  {"task", "obs_mode", "dense", "geometry": [w, h, scale],
                                   "screenshot_size": [w, h], "image_format", "base_seed"}
                                                       -> {"env_id", "key", "task", "obs_mode"}
    POST   /envs/{id}/reset       {"seed", "options"}  -> {"observation", "info"}
    POST   /envs/{id}/step        {"action"}           -> {"observation", "reward", "terminated",
                                                           "truncated", "done", "info"}
    GET    /envs/{id}/observe                          -> {"observation"}
    GET    /envs/{id}/state                            -> {"task", "instruction", "steps", "done",
                                                           "state", "verdict"}
    POST   /envs/{id}/snapshot                         -> {"snapshot": {"id", "task", "steps"}}
    POST   /envs/{id}/restore     {"snapshot"}         -> {"observation"}
    POST   /envs/{id}/fork        {"k"}                -> {"env_ids"}
    DELETE /envs/{id}                                  -> {"closed": true}
    GET    /health, GET /tasks

An env belongs to the client that made it: ``key`` (returned by the create) must come with every
call on it as ``X-Env-Key``; env ids and keys are unguessable, and a wrong key is the same 404 as no
such env. Forks share their parent's key. Snapshots are held by the server (at most
``max_snapshots``, the oldest dropped first): the client gets a handle, never the episode's
expected answers, and may restore it into any env with the same key (another key's, an altered
or an unknown handle is a 404 ``UnknownSnapshot``).

An observation is ``{"instruction", "text"?, "screenshot"?: {"format", "width", "height", "data":
base64}}`` (the encoded image as rendered: no re-encoding). Errors are ``{"error": {"type",
"message"}}`` with 400 (bad input: every value is checked before anything is made or applied,
:mod:`bench.rl.guard`), 401 (token), 403 (foreign Origin, or a non-loopback request without a
token), 404 (no such env), 408 (a body too slow), 409 (episode state), 413 (body too large), 415
(not JSON) or 429 (too many envs or screen shapes). Requests pass :class:`mgym.server.guard.Guard`
first (Host, Origin, token, content type, body size and deadline). Envs idle for ``ttl`` seconds
are closed. Steps use the renderer's async path, so many envs render concurrently on the server's
one event loop.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import hmac
import io
import secrets
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Collection
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from PIL import Image
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from bench.gym import MgymEnv
from bench.rl import guard as G
from bench.rl.guard import ApiError
from mgym.server.guard import LOOPBACK_NAMES, Guard

MAX_BODY = 8 * 1024 * 1024
CREATE_FIELDS = frozenset({"task", "obs_mode", "dense", "geometry", "screenshot_size", "image_format", "base_seed"})
KEY_HEADER = "x-env-key"

__all__ = ["CREATE_FIELDS", "MAX_BODY", "ApiError", "create_env_app", "encode_observation"]


@dataclass
class Slot:
    env: MgymEnv
    used: float
    key: str
    shape: G.Shape
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)


@dataclass
class Held:
    """A snapshot the server keeps: the owner's key and the env's full snapshot (answers included)."""

    key: str
    handle: dict[str, Any]
    data: dict[str, Any]


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
    """MgymEnv's keyword arguments from a create body, every value checked (:func:`bench.rl.guard.env_kwargs`)."""
    return G.env_kwargs(body, CREATE_FIELDS)


def create_env_app(*, token: str | None = None, max_envs: int = 64, ttl: float = 900.0,
                   reap_every: float = 5.0, allowed_hosts: Collection[str] | None = LOOPBACK_NAMES,
                   max_body: int = MAX_BODY, body_timeout: float = 30.0, max_shapes: int = 8,
                   max_geometries: int = 8, max_snapshots: int = 256) -> Starlette:
    """The env server as an ASGI app (``token``: require ``Authorization: Bearer <token>``;
    ``allowed_hosts``: Host names it answers, the loopback names by default, ``None`` for any)."""
    envs: dict[str, Slot] = {}
    held: OrderedDict[str, Held] = OrderedDict()
    shapes = G.Shapes(max_shapes, max_geometries)

    def now() -> float:
        return time.monotonic()  # wall-clock-ok: server housekeeping (TTL), never simulator state

    def room(k: int = 1) -> None:
        if len(envs) + k > max_envs:
            raise ApiError(429, "CapacityError", f"the server holds its maximum of {max_envs} envs; close some")

    def add(env: MgymEnv, key: str, shape: G.Shape) -> str:
        room()
        env_id = f"env-{secrets.token_urlsafe(12)}"
        envs[env_id] = Slot(env, now(), key, shape)
        return env_id

    def slot(request: Request) -> Slot:
        env_id = request.path_params["env_id"]
        s = envs.get(env_id)
        given = request.headers.get(KEY_HEADER, "")
        if s is None or not hmac.compare_digest(given.encode(), s.key.encode()):
            raise ApiError(404, "NotFound", f"no env {env_id[:80]!r} for this key (closed, expired after "
                           f"{ttl:g} s idle, or never made)")
        s.used = now()
        return s

    async def body_of(request: Request) -> dict[str, Any]:
        return G.parse_object(await request.body())  # the guard has read it, within its limits

    def endpoint(fn: Callable[[Request], Awaitable[Any]]) -> Callable[[Request], Awaitable[JSONResponse]]:
        async def handle(request: Request) -> JSONResponse:
            try:
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
        return {"status": "ok", "envs": len(envs), "max_envs": max_envs, "ttl": ttl, "snapshots": len(held),
                "shapes": len(shapes.recent), "cached_spaces": shapes.cached()}

    async def tasks(request: Request) -> dict[str, Any]:
        from bench.tasks import all_templates

        return {"tasks": [t.meta() for t in all_templates().values()]}

    async def create(request: Request) -> dict[str, Any]:
        kw = _env_kwargs(await body_of(request))
        room()  # before anything is made or cached
        shape = G.shape_of(kw)

        def make() -> MgymEnv:
            try:
                return MgymEnv(**kw)
            except TypeError as e:
                raise ApiError(400, "BadRequest", str(e)) from None
        env = shapes.admit(shape, lambda: [s.shape for s in envs.values()], make)
        key = secrets.token_urlsafe(24)
        return {"env_id": add(env, key, shape), "key": key, "task": env.template.id, "obs_mode": env.obs_mode}

    async def reset(request: Request) -> dict[str, Any]:
        s, body = slot(request), await body_of(request)
        seed, options = G.reset_args(body)
        async with s.lock:
            obs, info = await s.env.areset(seed=seed, options=options)
            return {"observation": encode_observation(s.env, obs), "info": info}

    async def step(request: Request) -> dict[str, Any]:
        s, body = slot(request), await body_of(request)
        if "action" not in body:
            raise ApiError(400, "BadRequest", "the body needs an 'action' (an action object or JSON string)")
        if not isinstance(body["action"], (dict, str)):
            raise ApiError(400, "BadRequest", "the action must be an object or a JSON string")
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
        async with s.lock:
            data = s.env.snapshot()
        handle = {"id": f"snap-{secrets.token_urlsafe(12)}", "task": data["task"], "steps": data["steps"]}
        held[handle["id"]] = Held(s.key, handle, data)
        while len(held) > max_snapshots:
            held.popitem(last=False)
        return {"snapshot": handle}

    def find_snapshot(s: Slot, given: Any) -> Held:
        if isinstance(given, str):
            given = {"id": given}
        if not isinstance(given, dict) or not isinstance(given.get("id"), str):
            raise ApiError(400, "BadRequest", "not an env snapshot: the body needs a 'snapshot' handle "
                           "(from /snapshot) or its id")
        h = held.get(given["id"])
        if (h is None or not hmac.compare_digest(h.key.encode(), s.key.encode())
                or any(h.handle.get(k) != v for k, v in given.items())):
            raise ApiError(404, "UnknownSnapshot", "no such snapshot for this key (unknown, altered, "
                           f"another client's, or dropped: the server keeps the last {max_snapshots})")
        held.move_to_end(given["id"])
        return h

    async def restore(request: Request) -> dict[str, Any]:
        s, body = slot(request), await body_of(request)
        h = find_snapshot(s, body.get("snapshot"))
        async with s.lock:
            obs = s.env.restore(h.data)
            return {"observation": encode_observation(s.env, obs)}

    async def fork(request: Request) -> dict[str, Any]:
        s, body = slot(request), await body_of(request)
        k = G.integer(body.get("k", 1), "k", 1, G.MAX_FORK)
        if len(envs) + k > max_envs:
            raise ApiError(429, "CapacityError", f"forking {k} would pass the maximum of {max_envs} envs")
        async with s.lock:
            twins = s.env.fork(k)
        if len(envs) + k > max_envs:  # others made envs while this one was locked
            for t in twins:
                t.close()
            raise ApiError(429, "CapacityError", f"forking {k} would pass the maximum of {max_envs} envs")
        return {"env_ids": [add(e, s.key, s.shape) for e in twins]}

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
            keys = {s.key for s in envs.values()}
            for snap_id, h in list(held.items()):  # snapshots of owners with no env left
                if h.key not in keys:
                    held.pop(snap_id, None)

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
            held.clear()

    e = endpoint
    routes = [Route("/health", e(health)), Route("/tasks", e(tasks)), Route("/envs", e(create), methods=["POST"]),
              Route("/envs/{env_id}/reset", e(reset), methods=["POST"]),
              Route("/envs/{env_id}/step", e(step), methods=["POST"]),
              Route("/envs/{env_id}/observe", e(observe)), Route("/envs/{env_id}/state", e(state)),
              Route("/envs/{env_id}/snapshot", e(snapshot), methods=["POST"]),
              Route("/envs/{env_id}/restore", e(restore), methods=["POST"]),
              Route("/envs/{env_id}/fork", e(fork), methods=["POST"]),
              Route("/envs/{env_id}", e(close), methods=["DELETE"])]
    guard = Middleware(Guard, allowed_hosts=allowed_hosts, token=token, max_body=max_body, body_timeout=body_timeout)
    app = Starlette(routes=routes, lifespan=lifespan, middleware=[guard])
    app.state.envs = envs
    app.state.snapshots = held
    app.state.shapes = shapes
    return app
