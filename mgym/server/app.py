"""The mgym dev server: play phones by mouse and keyboard, inspect them, play tasks, browse runs.

Start it with ``mgym serve`` (127.0.0.1:8765 by default) and open the page. Everything the page
does goes through the JSON API below, so it can be scripted too (``curl``, ``httpx``...).

JSON API (bodies and answers are JSON; errors are ``{"error": "..."}`` with a 4xx status, or 503 if
the renderer cannot render)::

    GET    /api                                  this description and the route list
    POST   /api/auth                             {}: with the bearer token, sets the page's read cookie
    GET    /api/apps                             installed apps: id, name, icon, colour
    GET    /api/tasks                            task templates: id, apps, difficulty, ... instructions
    GET    /api/runs                             run folders under --runs with headline metrics
    GET    /api/runs/{name}                      one run: summary and episodes (links to trajectories)
    GET    /api/sessions                         live sessions
    POST   /api/sessions                         new phone {"seed": 0, "format": "png"|"jpeg"} or a task
                                                 instance {"task": "launcher.OpenFromDrawer", "index": 0,
                                                 "base_seed": 0}; either takes "locale": "en"|"zh-CN"
                                                 (default: the server's --locale)
    GET    /api/sessions/{id}                    summary: seed, app, screen, steps, task, snapshots
    DELETE /api/sessions/{id}                    close it
    GET    /api/sessions/{id}/screen             the current screenshot (PNG, or JPEG if asked at creation)
    GET    /api/sessions/{id}/observation        the current observation without the image: app, screen,
                                                 time, keyboard, ui (the UI tree, bounds in [0, 1000])
    POST   /api/sessions/{id}/step               one action in any accepted format (docs/actions.md), e.g.
                                                 {"action": "click", "x": 500, "y": 320}; answers {"action",
                                                 "version", "observation", "verdict", "changes",
                                                 "last_action_error"}; on a free phone a bad action is a 422
                                                 naming the problem; in a task it is an invalid step, as in
                                                 the benchmark: a no-op that costs one step, answered with
                                                 "action": null and the error in "last_action_error"
    GET    /api/sessions/{id}/state              get_state()
    GET    /api/sessions/{id}/diff               changes since the session was created [{path, before, after, kind}]
    GET    /api/sessions/{id}/verdict            the judge's verdict for a task session (null otherwise)
    GET    /api/sessions/{id}/nav.svg?app=ID     navigation graph of the foreground (or given) app, the
                                                 current screen marked
    GET    /api/sessions/{id}/log?since=N        the action log (entries from index N on)
    GET    /api/sessions/{id}/html               the document the renderer draws
    GET    /api/sessions/{id}/snapshots          saved snapshots
    POST   /api/sessions/{id}/snapshots          save one {"label": "..."} (optional)
    GET    /api/sessions/{id}/snapshots/{snap}   a full snapshot as JSON (Snapshot.to_dict())
    POST   /api/sessions/{id}/restore            {"snapshot": "snap1"}
    POST   /api/sessions/{id}/fork               {"k": 1}: k new sessions continuing from here

Files: ``/`` is the page, ``/static/...`` its scripts and styles, ``/runs/...`` the files of the
runs folder (reports, trajectories, screenshots).

Safe by default (:class:`mgym.server.guard.Guard` in front of every route): bound to 127.0.0.1 it
only answers Host headers naming this machine; without a token it answers loopback requests only
(403), and :func:`serve` refuses a non-loopback bind without one; with a token, the page and its static
files load without it and the page is opened as ``/#token=<token>`` (a fragment: never sent to the
server nor logged): its script keeps the token for the tab, takes it out of the address bar and sends it
as the bearer header, and ``POST /api/auth`` gives it an HttpOnly, SameSite=Strict cookie (derived from
the token) that authenticates GET requests only (images, the navigation graph, run files); a foreign ``Origin`` is 403;
request bodies over 64 KiB get 413, counted while read, and must arrive within ``body_timeout``
(408); bodies must be JSON (415), so a foreign web page cannot post to the API without a CORS
preflight, which is never granted; files are only served from inside their root (404 otherwise);
an unknown session is 404; the session limit holds under concurrent creates. Session calls block (they render through
the shared renderer thread), so they run in the thread pool, one at a time per session.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import orjson
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import FileResponse, RedirectResponse, Response
from starlette.routing import Route

from mgym.errors import ActionError, AppError, LocaleError, MgymError, RenderError, StateError
from mgym.i18n import normalize_locale
from mgym.server import files
from mgym.server.guard import Guard, cookie_value
from mgym.server.sessions import LiveSession, Registry, TooMany, UnknownSession, UnknownSnapshot

T = TypeVar("T")

STATIC = Path(__file__).parent / "static"
MAX_BODY = 64 * 1024


class ApiError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def _default(o: Any) -> Any:
    if isinstance(o, (set, frozenset, tuple)):
        return list(o)
    if isinstance(o, Path):
        return str(o)
    return repr(o)


class JSON(Response):
    media_type = "application/json"

    def render(self, content: Any) -> bytes:
        return orjson.dumps(content, default=_default, option=orjson.OPT_NON_STR_KEYS)


def error(status: int, message: str) -> JSON:
    return JSON({"error": message}, status_code=status, headers={"Cache-Control": "no-store"})


# ---- helpers ---------------------------------------------------------------------------------
async def json_bytes(request: Request) -> bytes:
    """The raw body of a JSON request (415 if it says it is something else)."""
    raw = await request.body()
    ctype = request.headers.get("content-type", "")
    if raw.strip() and not ctype.split(";", 1)[0].strip().lower() == "application/json":
        raise ApiError(415, "send JSON with 'Content-Type: application/json'")
    return raw


async def body(request: Request) -> dict[str, Any]:
    raw = await json_bytes(request)
    if not raw.strip():
        return {}
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError as e:
        raise ApiError(422, f"body is not valid JSON: {e}") from None
    if not isinstance(data, dict):
        raise ApiError(422, f"body must be a JSON object, not {type(data).__name__}")
    return data


def _int(data: dict[str, Any], key: str, default: int, lo: int = 0, hi: int = 2**31 - 1) -> int:
    v = data.get(key, default)
    if isinstance(v, bool) or not isinstance(v, (int, str)):
        raise ApiError(422, f"{key} must be an integer")
    try:
        n = int(v)
    except ValueError:
        raise ApiError(422, f"{key} must be an integer, not {v!r}") from None
    if not lo <= n <= hi:
        raise ApiError(422, f"{key} must be in [{lo}, {hi}]")
    return n


class Server:
    """The routes, bound to one registry of sessions and one runs folder."""

    def __init__(self, runs: Path, registry: Registry) -> None:
        self.runs = Path(runs)
        self.registry = registry

    def live(self, request: Request) -> LiveSession:
        try:
            return self.registry.get(request.path_params["sid"])
        except UnknownSession as e:
            raise ApiError(404, str(e)) from None

    async def call(self, live: LiveSession, fn: Callable[..., T], *args: Any) -> T:
        """Run a blocking session method in the thread pool under the session's lock."""
        return await run_in_threadpool(live.locked, fn, *args)

    # ---- pages and files -------------------------------------------------------------------
    async def index(self, request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})

    async def static(self, request: Request) -> Response:
        return self._file(STATIC, request.path_params["path"])

    async def run_file(self, request: Request) -> Response:
        rel = request.path_params["path"]
        target = files.resolve(self.runs, rel)
        if target is not None and target.is_dir() and not request.url.path.endswith("/"):
            # a run folder: relative links in its index.html need the trailing slash
            return RedirectResponse(request.url.path + "/", status_code=307)
        return self._file(self.runs, rel)

    @staticmethod
    def _file(root: Path, rel: str) -> Response:
        path = files.safe_path(root, rel)
        if path is None:
            return error(404, "not found")
        return FileResponse(path, media_type=files.content_type(path), headers={"Cache-Control": "no-cache"})

    # ---- catalogue ---------------------------------------------------------------------------
    async def api_doc(self, request: Request) -> Response:
        routes = [{"path": r.path, "methods": sorted(r.methods or [])} for r in request.app.routes
                  if isinstance(r, Route) and r.path.startswith("/api")]
        return JSON({"doc": __doc__, "routes": routes})

    async def apps(self, request: Request) -> Response:
        def read() -> list[dict[str, Any]]:
            from mgym.apps import registry

            return [{"id": a.id, "name": a.manifest.name, "icon": a.manifest.icon, "color": a.manifest.color,
                     "system": a.manifest.system, "in_launcher": a.manifest.in_launcher,
                     "screens": len(a.navigation.screens)} for a in registry().values()]
        return JSON(await run_in_threadpool(read))

    async def tasks(self, request: Request) -> Response:
        def read() -> list[dict[str, Any]]:
            from bench.tasks import all_templates

            return [{**t.meta(), "instructions": list(t.instructions)} for t in all_templates().values()]
        return JSON(await run_in_threadpool(read))

    async def runs_list(self, request: Request) -> Response:
        return JSON(await run_in_threadpool(files.list_runs, self.runs))

    async def run_detail(self, request: Request) -> Response:
        detail = await run_in_threadpool(files.run_detail, self.runs, request.path_params["name"])
        if detail is None:
            return error(404, f"no run {request.path_params['name']!r}")
        return JSON(detail)

    # ---- sessions ----------------------------------------------------------------------------
    async def sessions(self, request: Request) -> Response:
        lives = self.registry.list()
        out = [await self.call(x, x.summary) for x in lives]
        return JSON(out)

    async def create(self, request: Request) -> Response:
        data = await body(request)
        fmt = data.get("format", "png")
        if fmt not in ("png", "jpeg"):
            raise ApiError(422, f"format must be 'png' or 'jpeg', not {fmt!r}")
        label = data.get("label", "")
        if not isinstance(label, str) or len(label) > 100:
            raise ApiError(422, "label must be a string of at most 100 characters")
        task = data.get("task")
        locale = data.get("locale")
        if locale is not None:
            try:
                if not isinstance(locale, str):
                    raise LocaleError(f"locale must be a string such as 'zh-CN', not {type(locale).__name__}")
                locale = normalize_locale(locale)
            except LocaleError as e:
                raise ApiError(422, str(e)) from None
        try:
            if task is not None:
                if not isinstance(task, str):
                    raise ApiError(422, "task must be a task id string")
                live = await run_in_threadpool(self.registry.create_task, task, _int(data, "index", 0),
                                               _int(data, "base_seed", 0), fmt, locale)
            else:
                live = await run_in_threadpool(self.registry.create, _int(data, "seed", 0), fmt, label, locale)
        except KeyError as e:
            raise ApiError(422, str(e.args[0]) if e.args else "unknown task") from None
        except TooMany as e:
            raise ApiError(409, str(e)) from None
        return JSON(await self.call(live, live.summary), status_code=201)

    async def session(self, request: Request) -> Response:
        live = self.live(request)
        return JSON(await self.call(live, live.summary))

    async def close(self, request: Request) -> Response:
        try:
            await run_in_threadpool(self.registry.close, request.path_params["sid"])
        except UnknownSession as e:
            raise ApiError(404, str(e)) from None
        return JSON({"closed": request.path_params["sid"]})

    async def screen(self, request: Request) -> Response:
        live = self.live(request)
        data, fmt = await self.call(live, live.screenshot)
        return Response(data, media_type=f"image/{fmt}", headers={"Cache-Control": "no-store"})

    async def observation(self, request: Request) -> Response:
        live = self.live(request)
        return JSON(await self.call(live, live.observation))

    async def step(self, request: Request) -> Response:
        live = self.live(request)
        raw = await json_bytes(request)  # parsed by the session, so a task can count a bad one as a step
        try:
            return JSON(await self.call(live, live.step, raw))
        except (ActionError, AppError, StateError) as e:
            raise ApiError(422, str(e)) from None

    async def state(self, request: Request) -> Response:
        live = self.live(request)
        return JSON(await self.call(live, live.session.get_state))

    async def diff(self, request: Request) -> Response:
        live = self.live(request)
        return JSON(await self.call(live, live.changes))

    async def verdict(self, request: Request) -> Response:
        live = self.live(request)
        return JSON(await self.call(live, live.verdict))

    async def nav_svg(self, request: Request) -> Response:
        live = self.live(request)
        app_id = request.query_params.get("app") or None
        try:
            svg = await self.call(live, live.nav_svg, app_id)
        except AppError as e:
            raise ApiError(404, str(e)) from None
        return Response(svg, media_type="image/svg+xml", headers={"Cache-Control": "no-store"})

    async def log(self, request: Request) -> Response:
        live = self.live(request)
        try:
            since = max(0, int(request.query_params.get("since", "0")))
        except ValueError:
            raise ApiError(422, "since must be an integer") from None

        def read() -> dict[str, Any]:
            return {"total": len(live.log), "entries": live.log[since:]}
        return JSON(await self.call(live, read))

    async def html(self, request: Request) -> Response:
        live = self.live(request)
        doc = await self.call(live, live.session.html)
        return Response(doc, media_type="text/plain; charset=utf-8")

    async def snapshots(self, request: Request) -> Response:
        live = self.live(request)
        if request.method == "POST":
            data = await body(request)
            label = data.get("label", "")
            if not isinstance(label, str) or len(label) > 100:
                raise ApiError(422, "label must be a string of at most 100 characters")
            snap = await self.call(live, live.take_snapshot, label)
            return JSON(snap.to_dict(), status_code=201)
        return JSON(await self.call(live, lambda: [x.to_dict() for x in live.snapshots]))

    async def snapshot(self, request: Request) -> Response:
        live = self.live(request)
        try:
            snap = await self.call(live, live.find_snapshot, request.path_params["snap"])
        except UnknownSnapshot as e:
            raise ApiError(404, str(e)) from None
        return JSON(snap.snapshot.to_dict())

    async def restore(self, request: Request) -> Response:
        live = self.live(request)
        data = await body(request)
        snap_id = data.get("snapshot")
        if not isinstance(snap_id, str):
            raise ApiError(422, "restore needs {\"snapshot\": \"<snapshot id>\"}")
        try:
            await self.call(live, live.restore, snap_id)
        except UnknownSnapshot as e:
            raise ApiError(404, str(e)) from None
        return JSON(await self.call(live, live.summary))

    async def fork(self, request: Request) -> Response:
        live = self.live(request)
        data = await body(request)
        k = _int(data, "k", 1, 1, 8)
        try:
            twins = await run_in_threadpool(self.registry.fork, live, k)
        except TooMany as e:
            raise ApiError(409, str(e)) from None
        return JSON({"sessions": [await self.call(t, t.summary) for t in twins]}, status_code=201)

    # ---- wiring ------------------------------------------------------------------------------
    def routes(self) -> list[Route]:
        s = "/api/sessions/{sid}"
        return [
            Route("/", self.index),
            Route("/static/{path:path}", self.static),
            Route("/runs/{path:path}", self.run_file),
            Route("/api", self.api_doc),
            Route("/api/apps", self.apps),
            Route("/api/tasks", self.tasks),
            Route("/api/runs", self.runs_list),
            Route("/api/runs/{name}", self.run_detail),
            Route("/api/sessions", self.sessions, methods=["GET"]),
            Route("/api/sessions", self.create, methods=["POST"]),
            Route(s, self.session, methods=["GET"]),
            Route(s, self.close, methods=["DELETE"]),
            Route(s + "/screen", self.screen),
            Route(s + "/observation", self.observation),
            Route(s + "/step", self.step, methods=["POST"]),
            Route(s + "/state", self.state),
            Route(s + "/diff", self.diff),
            Route(s + "/verdict", self.verdict),
            Route(s + "/nav.svg", self.nav_svg),
            Route(s + "/log", self.log),
            Route(s + "/html", self.html),
            Route(s + "/snapshots", self.snapshots, methods=["GET", "POST"]),
            Route(s + "/snapshots/{snap}", self.snapshot),
            Route(s + "/restore", self.restore, methods=["POST"]),
            Route(s + "/fork", self.fork, methods=["POST"]),
        ]


def _exception_handlers() -> dict[Any, Callable[[Request, Any], Awaitable[Response]]]:
    async def api_error(request: Request, exc: ApiError) -> Response:
        return error(exc.status, exc.message)

    async def http_error(request: Request, exc: HTTPException) -> Response:
        return error(exc.status_code, str(exc.detail))

    async def mgym_error(request: Request, exc: MgymError) -> Response:
        return error(503 if isinstance(exc, RenderError) else 422, str(exc))

    return {ApiError: api_error, HTTPException: http_error, MgymError: mgym_error}


LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "::1", "[::1]"]
#: the cookie that lets the page's images and links (GET only) through when a token is set
AUTH_COOKIE = "mgym_serve_auth"


def _render(status: int, kind: str, message: str) -> bytes:
    return orjson.dumps({"error": message, "type": kind})


def create_app(runs: Path | str = "runs", *, allowed_hosts: list[str] | None = None,
               registry: Registry | None = None, close_renderer: bool = False,
               max_body: int = MAX_BODY, token: str | None = None, body_timeout: float = 30.0) -> Starlette:
    """The dev server as an ASGI app.

    ``allowed_hosts``: Host header values to answer (``None``: any; the CLI passes the loopback
    names when bound to 127.0.0.1, against DNS rebinding). ``token``: require ``Authorization:
    Bearer <token>`` (without one, only loopback requests are answered). ``close_renderer``: close
    the process-wide renderer when the app shuts down (the CLI does; tests sharing it do not).
    """
    reg = registry or Registry()
    server = Server(Path(runs), reg)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        reg.clear()
        if close_renderer:
            from mgym.render.renderer import get_renderer

            await run_in_threadpool(get_renderer().close)

    async def auth(request: Request) -> Response:
        """The page sends the token it was given (``/#token=...``) as its bearer header here, once; the
        answer sets :data:`AUTH_COOKIE` (HttpOnly, SameSite=Strict), which its images, the navigation
        graph and links to run files (GET requests, which carry no header) then send."""
        out = JSON({"token": token is not None}, headers={"Cache-Control": "no-store"})
        if token is not None:
            out.set_cookie(AUTH_COOKIE, cookie_value(token), path="/", httponly=True, samesite="strict")
        return out

    # the page and its static files carry no data: served without the token, so a browser can load the
    # page, whose script then sends the token (from the address's #token=... fragment) with every call
    middleware = [Middleware(Guard, allowed_hosts=allowed_hosts, token=token, max_body=max_body,
                             body_timeout=body_timeout, render=_render, open_paths={"/"},
                             open_prefixes=("/static/",), cookie=AUTH_COOKIE)]
    routes = [*server.routes(), Route("/api/auth", auth, methods=["POST"])]
    app = Starlette(routes=routes, middleware=middleware, exception_handlers=_exception_handlers(),
                    lifespan=lifespan)
    app.state.server = server
    app.state.registry = reg
    return app


def hosts_for(host: str) -> list[str] | None:
    """Host headers to accept when bound to ``host``: loopback names for a loopback bind, else any."""
    if host in ("127.0.0.1", "localhost", "::1") or re.fullmatch(r"127(\.\d+){3}", host):
        return [*LOOPBACK_HOSTS, host]
    return None


def serve(host: str = "127.0.0.1", port: int = 8765, runs: Path | str = "runs", *, locale: str = "en",
          token: str | None = None) -> None:
    """Run the dev server under uvicorn (blocking): a non-loopback ``host`` needs a ``token``
    (default ``$MGYM_SERVE_TOKEN``; :class:`mgym.server.listen.UnsafeBind` otherwise), with the
    head, keep-alive and body deadlines of :mod:`mgym.server.listen`."""
    import os
    import sys

    import uvicorn

    from mgym.server.listen import check_bind, uvicorn_settings

    token = token or os.environ.get("MGYM_SERVE_TOKEN") or None
    warning = check_bind(host, token, hint="$MGYM_SERVE_TOKEN")
    if warning:
        print(warning, file=sys.stderr)
    if token is not None:  # the token itself is never printed
        print(f"the token is required: open http://{'[' + host + ']' if ':' in host else host}:{port}/#token=<token> "
              "(the page keeps it for the tab and sends it as its bearer header)", file=sys.stderr)
    web = create_app(runs, allowed_hosts=hosts_for(host), close_renderer=True, registry=Registry(locale=locale),
                     token=token)
    uvicorn.run(web, host=host, port=port, log_level="warning", ws="none", lifespan="on", **uvicorn_settings())
