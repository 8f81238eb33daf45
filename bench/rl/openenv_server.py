"""An OpenEnv server for mgym: OpenEnv's own ``HTTPEnvServer`` wrapped around :class:`bench.gym.MgymEnv`.

Any OpenEnv client (``openenv.core.GenericEnvClient``, an ``EnvClient`` subclass) works unchanged:

* ``WS /ws``: one mgym env per connection. The client sends ``{"type": "reset", "data": {seed?,
  episode_id?, task?, instance?, locale?, obs_mode?, ...}}``, ``{"type": "step", "data": {"action":
  <mgym action dict or JSON string>}}``, ``{"type": "state"}`` or ``{"type": "close"}``; the server
  answers ``{"type": "observation", "data": {"observation", "reward", "done", "metadata"}}``,
  ``{"type": "state", "data": {...}}`` or ``{"type": "error", "data": {"message", "code"}}``
  (OpenEnv's codes: ``VALIDATION_ERROR`` for a step that is not an :class:`MgymAction`,
  ``EXECUTION_ERROR`` for a step before reset or after the end, ``CAPACITY_REACHED`` past the cap).
* ``POST /reset``, ``POST /step``, ``GET /state``: OpenEnv's one-shot HTTP routes (each request gets
  a fresh env, as in OpenEnv, so episodes need ``/ws``); ``GET /schema``, ``GET /metadata``,
  ``GET /health`` (``{"status": "healthy"}``, never behind the token); OpenEnv's Task API lists
  mgym's templates (``GET /mgym/splits``: train, test; ``POST /mgym/tasks``, ``/mgym/task`` ...:
  each template's ``meta()``, whose ``id`` a reset takes as ``task``).

An observation (:class:`MgymObservation`) carries the screenshot as a base64 string of the encoded
PNG or JPEG as rendered (``screenshot_format``, ``_width``, ``_height`` beside it), the
instruction, the UI tree as text (``obs_mode`` "text" or "both"), ``last_action_error`` (an invalid
mgym action is a no-op that costs a step, as in the Gymnasium env) and ``metadata`` = the env's
``info`` (task, steps, budget, app, screen, ui, verdict, termination, success) plus ``terminated``
and ``truncated``.

Added here, around OpenEnv's app: :class:`mgym.server.guard.Guard` (an optional bearer token,
``Authorization: Bearer <token>`` compared in constant time, on every route but ``/health``; Host
and Origin checks; JSON bodies only, at most ``max_body`` bytes, read within ``body_timeout``; a
refused WebSocket gets 403 before it opens; without a token, loopback requests only), checked
settings (:mod:`bench.rl.guard`: sizes, seeds, a bounded set of screen shapes; a bad one is a
422 over HTTP and a validation error over ``/ws``), JSON numbers (``NaN``, ``Infinity`` or out of range,
anywhere in a body, a ``/ws`` message or a step's action, are refused before anything is applied: a 400
``BadRequest`` over HTTP, a ``VALIDATION_ERROR`` over ``/ws``, the session kept) and an idle timeout that closes a ``/ws``
connection (code 4408) when no message came for ``idle_timeout`` seconds, which frees its env. Sessions also end when the socket closes; at most
``max_sessions`` live at once. Run it with ``mgym env-serve --openenv`` or ``python -m
bench.rl.openenv_server``.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import sys
import uuid
import weakref
from collections.abc import Awaitable, Callable, Collection, MutableMapping
from typing import Any

from openenv.core.env_server import (
    Action,
    ConcurrencyConfig,
    Environment,
    HTTPEnvServer,
    Observation,
    State,
)
from openenv.core.env_server.types import EnvironmentMetadata, WSErrorCode, WSErrorResponse
from pydantic import Field, field_validator
from pydantic_core import PydanticCustomError

from bench.gym import MgymEnv
from bench.rl import guard as G
from bench.rl.server import CREATE_FIELDS, MAX_BODY, encode_observation
from mgym.server.guard import BODY_METHODS, LOOPBACK_NAMES, Guard

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]

#: constructor settings a reset may change (a new MgymEnv is made when they differ)
ENV_FIELDS = (CREATE_FIELDS - {"task"}) | {"locale", "answer_mode", "loop_rule"}
#: per-episode choices, passed to MgymEnv.reset's options
EPISODE_FIELDS = frozenset({"task", "task_id", "instance"})
IDLE_CLOSE_CODE = 4408


class BadSetting(ValueError):
    """A reset's setting or seed out of range: a 422 over HTTP, a validation error over ``/ws``."""


class MgymAction(Action):
    """One mgym action: ``{"action": {"action": "click", "x": 10, "y": 20}}`` (or a JSON string)."""

    action: dict[str, Any] | str = Field(description="an mgym action (docs/actions.md) as a dict or JSON string")

    @field_validator("action")
    @classmethod
    def _finite(cls, value: dict[str, Any] | str) -> dict[str, Any] | str:
        """No ``NaN`` or ``Infinity`` anywhere, in a dict or in a JSON string (refused before any step)."""
        bad = G.non_finite(value) if isinstance(value, dict) else False
        if isinstance(value, str):
            try:
                G.check_numbers(value)
            except G.ApiError:
                bad = True
        if bad:
            raise PydanticCustomError("finite_number", "the action holds NaN or Infinity; send finite numbers")
        return value


class MgymObservation(Observation):
    """The phone after reset or step; ``screenshot`` is base64 of the encoded image."""

    instruction: str = Field(default="", description="the task's instruction")
    screenshot: str | None = Field(default=None, description="base64 of the PNG or JPEG screenshot")
    screenshot_format: str | None = Field(default=None, description="'png' or 'jpeg'")
    screenshot_width: int | None = Field(default=None, description="pixels")
    screenshot_height: int | None = Field(default=None, description="pixels")
    text: str | None = Field(default=None, description="the UI tree as text (obs_mode 'text' or 'both')")
    last_action_error: str | None = Field(default=None, description="why the last action was invalid (a no-op)")


class MgymState(State):
    """The episode: OpenEnv's ``episode_id`` and ``step_count`` plus mgym's task and verdict."""

    task: str | None = None
    instruction: str | None = None
    budget: int | None = None
    done: bool = False
    verdict: dict[str, Any] | None = None


class MgymOpenEnv(Environment[MgymAction, MgymObservation, MgymState]):
    """OpenEnv's ``Environment`` over one :class:`MgymEnv` (made lazily, at the first reset)."""

    SUPPORTS_CONCURRENT_SESSIONS = True

    def __init__(self, defaults: dict[str, Any] | None = None, shapes: G.Shapes | None = None,
                 live: weakref.WeakSet[MgymOpenEnv] | None = None) -> None:
        super().__init__()
        self._defaults: dict[str, Any] = dict(defaults or {})
        self._env: MgymEnv | None = None
        self._config: dict[str, Any] | None = None
        self._episode_id: str | None = None
        self._shapes, self._live = shapes, live
        self._shape: G.Shape | None = None
        if live is not None:
            live.add(self)

    # ---- reset ---------------------------------------------------------------------------------
    def _prepare(self, kwargs: dict[str, Any]) -> tuple[MgymEnv, dict[str, Any]]:
        unknown = set(kwargs) - ENV_FIELDS - EPISODE_FIELDS
        if unknown:
            raise ValueError(f"unknown reset fields {sorted(unknown)}; known: seed, episode_id, "
                             f"{', '.join(sorted(ENV_FIELDS | EPISODE_FIELDS))}")
        config = {**self._defaults, **{k: v for k, v in kwargs.items() if k in ENV_FIELDS}}
        if kwargs.get("instance") is not None:
            self._checked(G.integer, kwargs["instance"], "instance")
        if self._env is None or config != self._config:
            kw = self._checked(G.env_kwargs, config, ENV_FIELDS | {"task"})  # sizes, seeds... as env-serve
            shape = G.shape_of(kw)

            def make() -> MgymEnv:
                try:
                    return MgymEnv(**kw)
                except TypeError as e:
                    raise ValueError(str(e)) from None
            if self._shapes is not None:
                live = self._live if self._live is not None else ()
                env = self._checked(self._shapes.admit, shape,
                                    lambda: [e._shape for e in live if e._shape is not None], make)
            else:
                env = make()
            if self._env is not None:
                self._env.close()
            self._env, self._config, self._shape = env, config, shape
        options: dict[str, Any] = {}
        task = kwargs.get("task", kwargs.get("task_id"))
        if task is not None:
            options["task"] = task
        if kwargs.get("instance") is not None:
            options["instance"] = kwargs["instance"]
        return self._env, options

    @staticmethod
    def _checked(check: Callable[..., Any], *args: Any) -> Any:
        """``check(*args)``, its refusal as the ValueError OpenEnv reports (a validation error)."""
        try:
            return check(*args)
        except G.ApiError as e:
            raise BadSetting(f"{e.kind}: {e.message}") from None

    def reset(self, seed: int | None = None, episode_id: str | None = None, **kwargs: Any) -> MgymObservation:
        if seed is not None:
            self._checked(G.integer, seed, "seed")
        env, options = self._prepare(kwargs)
        obs, info = env.reset(seed=seed, options=options)
        return self._started(env, obs, info, episode_id)

    async def reset_async(self, seed: int | None = None, episode_id: str | None = None,
                          **kwargs: Any) -> MgymObservation:
        if seed is not None:
            self._checked(G.integer, seed, "seed")
        env, options = self._prepare(kwargs)
        obs, info = await env.areset(seed=seed, options=options)
        return self._started(env, obs, info, episode_id)

    def _started(self, env: MgymEnv, obs: dict[str, Any], info: dict[str, Any],
                 episode_id: str | None) -> MgymObservation:
        self._episode_id = episode_id or str(uuid.uuid4())
        return self._observation(env, obs, None, False, info)

    # ---- step ----------------------------------------------------------------------------------
    def _env_for_step(self) -> MgymEnv:
        if self._env is None or self._env.last_observation is None:
            raise RuntimeError("call reset() before step()")
        return self._env

    def step(self, action: MgymAction, timeout_s: float | None = None, **kwargs: Any) -> MgymObservation:
        env = self._env_for_step()
        obs, r, term, trunc, info = env.step(action.action)
        return self._observation(env, obs, r, term or trunc, {**info, "terminated": term, "truncated": trunc})

    async def step_async(self, action: MgymAction, timeout_s: float | None = None,
                         **kwargs: Any) -> MgymObservation:
        env = self._env_for_step()
        obs, r, term, trunc, info = await env.astep(action.action)
        return self._observation(env, obs, r, term or trunc, {**info, "terminated": term, "truncated": trunc})

    @staticmethod
    def _observation(env: MgymEnv, obs: dict[str, Any], reward: float | None, done: bool,
                     info: dict[str, Any]) -> MgymObservation:
        enc = encode_observation(env, obs)
        shot = enc.get("screenshot") or {}
        return MgymObservation(
            instruction=enc.get("instruction", ""), text=enc.get("text"), screenshot=shot.get("data"),
            screenshot_format=shot.get("format"), screenshot_width=shot.get("width"),
            screenshot_height=shot.get("height"), last_action_error=info.get("last_action_error"),
            reward=reward, done=done, metadata=json.loads(json.dumps(info, default=str)))

    # ---- the rest ------------------------------------------------------------------------------
    @property
    def state(self) -> MgymState:
        env = self._env
        if env is None or env.last_observation is None:
            return MgymState(episode_id=self._episode_id)
        return MgymState(episode_id=self._episode_id, step_count=env._steps, task=env.template.id,
                         instruction=env.instruction, budget=env.template.step_budget, done=env._done,
                         verdict=env._judge().to_dict())

    def close(self) -> None:
        if self._env is not None:
            self._env.close()
            self._env = None
        self._shape = None

    # ---- OpenEnv's Task API (GET /mgym/splits, POST /mgym/tasks ...): mgym's templates by split ----------
    @staticmethod
    def _split(split: str) -> list[dict[str, Any]]:
        from bench.tasks import all_templates

        return [t.meta() for t in all_templates().values() if t.split == split]

    def list_splits(self) -> list[str]:
        from bench.tasks import all_templates

        return sorted({t.split for t in all_templates().values()})

    def list_tasks(self, split: str) -> list[dict[str, Any]]:
        return self._split(split)

    def num_tasks(self, split: str) -> int:
        return len(self._split(split))

    def get_task(self, split: str, index: int) -> dict[str, Any]:
        tasks = self._split(split)
        if not 0 <= index < len(tasks):
            raise IndexError(index)
        return tasks[index]

    def get_task_range(self, split: str, start: int | None = None, stop: int | None = None) -> list[dict[str, Any]]:
        return self._split(split)[start:stop]

    def get_metadata(self) -> EnvironmentMetadata:
        from mgym import __version__

        return EnvironmentMetadata(
            name="mgym", version=__version__,
            description="A simulated Android phone: mgym's GUI-agent tasks as an OpenEnv environment. "
                        "Reset with task / seed; step with {'action': <mgym action>}; observations carry "
                        "a base64 screenshot, the instruction and the env's info in metadata.")


def _render(status: int, kind: str, message: str) -> bytes:
    """A refusal in FastAPI's shape (``detail``) with the typed ``error`` beside it."""
    return json.dumps({"detail": message, "error": {"type": kind, "message": message}}).encode()


def _replay(first: Message, receive: Receive) -> Receive:
    """A receive that gives ``first`` again, then passes on."""
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return first
        return await receive()
    return replay


class OpenEnvApp:
    """OpenEnv's app behind the guard (the token on all but ``/health``) and the ``/ws`` idle timeout."""

    def __init__(self, app: Any, server: HTTPEnvServer, token: str | None, idle_timeout: float | None, *,
                 allowed_hosts: Collection[str] | None = LOOPBACK_NAMES, max_body: int = MAX_BODY,
                 body_timeout: float = 30.0) -> None:
        self.app, self.server, self.token, self.idle_timeout = app, server, token, idle_timeout
        self.guarded = Guard(self._finite, allowed_hosts=allowed_hosts, token=token, open_paths={"/health"},
                             max_body=max_body, body_timeout=body_timeout, render=_render)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket" and self.idle_timeout is not None:
            receive, send = self._idle(receive, send, self.idle_timeout)
        await self.guarded(scope, receive, send)

    async def _finite(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Behind the guard: JSON with ``NaN``, ``Infinity`` or an out-of-range number is refused before
        OpenEnv parses it (Python's ``json`` would take it): an HTTP body with a 400 ``BadRequest``, a
        ``/ws`` message with OpenEnv's ``VALIDATION_ERROR`` (the session stays open)."""
        if scope["type"] == "http" and scope["method"] in BODY_METHODS:
            first = await receive()  # the guard has read the whole body
            try:
                G.check_numbers(first.get("body", b""))
            except G.ApiError as e:
                await send({"type": "http.response.start", "status": e.status,
                            "headers": [(b"content-type", b"application/json"), (b"cache-control", b"no-store")]})
                await send({"type": "http.response.body", "body": _render(e.status, e.kind, e.message)})
                return
            receive = _replay(first, receive)
        elif scope["type"] == "websocket":
            receive = self._finite_messages(receive, send)
        await self.app(scope, receive, send)

    @staticmethod
    def _finite_messages(receive: Receive, send: Send) -> Receive:
        async def checked() -> Message:
            while True:
                message = await receive()
                if message["type"] != "websocket.receive":
                    return message
                try:
                    G.check_numbers(message.get("text") or message.get("bytes") or b"")
                    return message
                except G.ApiError as e:
                    refusal = WSErrorResponse(data={"message": e.message, "code": WSErrorCode.VALIDATION_ERROR})
                    await send({"type": "websocket.send", "text": refusal.model_dump_json()})
        return checked

    @staticmethod
    def _idle(receive: Receive, send: Send, timeout: float) -> tuple[Receive, Send]:
        closed = False

        async def idle_receive() -> Message:
            nonlocal closed
            if closed:
                return {"type": "websocket.disconnect", "code": IDLE_CLOSE_CODE}
            try:
                return await asyncio.wait_for(receive(), timeout)
            except TimeoutError:
                closed = True
                await send({"type": "websocket.close", "code": IDLE_CLOSE_CODE,
                            "reason": f"idle for {timeout:g} s"})
                return {"type": "websocket.disconnect", "code": IDLE_CLOSE_CODE}

        async def guarded_send(message: Message) -> None:
            if not closed:  # after an idle close the handler's own close is moot
                await send(message)

        return idle_receive, guarded_send


def create_openenv_app(*, token: str | None = None, max_sessions: int = 64, idle_timeout: float | None = 900.0,
                       allowed_hosts: Collection[str] | None = LOOPBACK_NAMES, max_body: int = MAX_BODY,
                       body_timeout: float = 30.0, max_shapes: int = 8, **defaults: Any) -> OpenEnvApp:
    """The OpenEnv server as an ASGI app. ``defaults``: MgymEnv settings every session starts from
    (``task``, ``obs_mode``, ``geometry`` as [w, h, scale], ``screenshot_size``, ``image_format``,
    ``dense``, ``base_seed``, ``locale``, ``answer_mode``, ``loop_rule``); a reset may override them
    (but ``task``, which a reset changes per episode). OpenEnv's FastAPI app and ``HTTPEnvServer``
    are at ``.app`` and ``.server`` (``.server.active_sessions``). ``allowed_hosts``, ``max_body``,
    ``body_timeout``: the guard's (:class:`mgym.server.guard.Guard`); ``max_shapes``: distinct screen
    shapes at once (:class:`bench.rl.guard.Shapes`)."""
    from fastapi import FastAPI

    unknown = set(defaults) - ENV_FIELDS - {"task"}
    if unknown:
        raise ValueError(f"unknown settings {sorted(unknown)}")
    if max_sessions < 1 or (idle_timeout is not None and idle_timeout <= 0):
        raise ValueError("max_sessions must be at least 1 and idle_timeout positive")
    G.env_kwargs(defaults, ENV_FIELDS | {"task"})  # refuse bad defaults now, not at the first reset
    shapes, live = G.Shapes(max_shapes, max_shapes), weakref.WeakSet[MgymOpenEnv]()
    server = HTTPEnvServer(functools.partial(MgymOpenEnv, defaults, shapes, live), MgymAction, MgymObservation,
                           concurrency_config=ConcurrencyConfig(max_concurrent_envs=max_sessions,
                                                                session_timeout=idle_timeout),
                           env_name="mgym", state_cls=MgymState)
    app = FastAPI(title="mgym (OpenEnv)", version="1.0.0")
    server.register_routes(app, mode="simulation")

    async def bad_setting(request: Any, exc: Exception) -> Any:
        from fastapi.responses import JSONResponse

        return JSONResponse({"detail": str(exc), "error": {"type": "BadRequest", "message": str(exc)}},
                            status_code=422)

    app.add_exception_handler(BadSetting, bad_setting)
    return OpenEnvApp(app, server, token, idle_timeout, allowed_hosts=allowed_hosts, max_body=max_body,
                      body_timeout=body_timeout)


def serve(host: str = "127.0.0.1", port: int = 8000, **kw: Any) -> None:
    """Run :func:`create_openenv_app` under uvicorn (blocking). A non-loopback ``host`` needs a
    ``token`` (:class:`mgym.server.listen.UnsafeBind` otherwise)."""
    import uvicorn

    from mgym.server.guard import is_loopback, loopback_hosts
    from mgym.server.listen import check_bind, uvicorn_settings

    check_bind(host, kw.get("token"))
    kw.setdefault("allowed_hosts", loopback_hosts(host) if is_loopback(host) else None)
    uvicorn.run(create_openenv_app(**kw), host=host, port=port, log_level="warning", lifespan="on",
                **uvicorn_settings())


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m bench.rl.openenv_server", description=__doc__.split("\n")[0])
    p.add_argument("--host", default="127.0.0.1", help="address to bind (loopback unless you mean otherwise)")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--token", default=None, help="require 'Authorization: Bearer TOKEN' (default $MGYM_ENV_TOKEN)")
    p.add_argument("--max-sessions", type=int, default=64, help="most WebSocket sessions at once")
    p.add_argument("--idle-timeout", type=float, default=900.0, help="close sessions idle this many seconds")
    p.add_argument("--task", default=None, help="the default task id (a reset's 'task' overrides it)")
    p.add_argument("--obs-mode", default="screenshot", choices=["screenshot", "text", "both"])
    p.add_argument("--image-format", default="png", choices=["png", "jpeg"])
    p.add_argument("--geometry", type=float, nargs=3, default=None, metavar=("W", "H", "SCALE"))
    p.add_argument("--locale", default="en")
    a = p.parse_args(argv)
    import os

    from mgym.server.listen import UnsafeBind, check_bind

    token = a.token or os.environ.get("MGYM_ENV_TOKEN") or None
    try:
        warning = check_bind(a.host, token)
    except UnsafeBind as e:
        p.error(str(e))
    if warning:
        print(warning, file=sys.stderr)
    defaults: dict[str, Any] = {"obs_mode": a.obs_mode, "image_format": a.image_format, "locale": a.locale}
    if a.task is not None:
        defaults["task"] = a.task
    if a.geometry is not None:
        defaults["geometry"] = [int(a.geometry[0]), int(a.geometry[1]), a.geometry[2]]
    print(f"mgym OpenEnv server on http://{a.host}:{a.port}/ (ws /ws; max {a.max_sessions} sessions, "
          f"idle {a.idle_timeout:g} s{', bearer token required' if token else ''})", flush=True)
    serve(a.host, a.port, token=token, max_sessions=a.max_sessions, idle_timeout=a.idle_timeout, **defaults)


if __name__ == "__main__":
    main()
