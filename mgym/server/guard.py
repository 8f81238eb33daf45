"""Request guards shared by mgym's servers (the dev server and ``mgym env-serve``): one ASGI wrapper.

:class:`Guard` checks, before the app sees a request:

* ``Host`` names this server (against DNS rebinding): 400;
* an ``Origin``, if sent, is the server's own (against cross-site browser requests and WebSockets): 403;
* the bearer token, if one is set (constant-time), on every path but ``open_paths`` and those under
  ``open_prefixes``: 401; with ``cookie`` named, a GET or HEAD may carry :func:`cookie_value` of the
  token in that cookie instead (what a browser page's images and links can send; never a write);
* no token set and the request came in on a non-loopback address: 403 (loopback only without a token);
* a body says it is JSON when it has one (POST, PUT, PATCH, DELETE): 415;
* the body is at most ``max_body`` bytes, counted while it is read (a ``Content-Length`` over the limit
  is refused before reading): 413; and it arrives within ``body_timeout`` seconds: 408.

The body is read here, in full, before the app runs, so an app never waits on a slow sender nor
holds more than ``max_body`` bytes of one request. A refused WebSocket is closed before it opens
(the client sees HTTP 403). Errors are rendered by the app's own ``render(status, kind, message)``.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import ipaddress
import time
from collections.abc import Callable, Collection
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: Host names that always mean this machine
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1")
BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})

Render = Callable[[int, str, str], bytes]


def is_loopback(host: str) -> bool:
    """Whether ``host`` (a name or an address, IPv6 with or without brackets) is this machine only."""
    h = host.strip().strip("[]").lower()
    if h == "localhost" or h.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(h).is_loopback
    except ValueError:
        return False


def _remote_address(host: str) -> bool:
    """Whether ``host`` is an IP address other than loopback (a test client's made-up name is not)."""
    try:
        return not ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def host_name(value: str) -> str:
    """The host part of a ``Host`` header or URL netloc (``[::1]:80`` -> ``::1``), lower case."""
    v = value.strip().lower()
    if v.startswith("["):
        return v[1:v.find("]")] if "]" in v else v
    return v.rsplit(":", 1)[0] if v.count(":") == 1 else v


def loopback_hosts(host: str = "127.0.0.1") -> list[str]:
    """Host names to accept when bound to ``host`` (a loopback bind: the loopback names)."""
    names = [*LOOPBACK_NAMES, host_name(host)]
    return list(dict.fromkeys(names))


def render_json_error(status: int, kind: str, message: str) -> bytes:
    """``{"error": {"type", "message"}}``: the env server's error shape."""
    import json

    return json.dumps({"error": {"type": kind, "message": message}}).encode()


def cookie_value(token: str) -> str:
    """What the auth cookie carries: a value derived from the token (never the token itself, so a
    cookie the browser also sends to another port of the host does not give the token away)."""
    return hmac.new(token.encode(), b"mgym auth cookie", hashlib.sha256).hexdigest()


def _cookie(headers: dict[bytes, list[bytes]], name: str) -> bytes:
    for header in headers.get(b"cookie", []):
        for part in header.split(b";"):
            key, _, value = part.strip().partition(b"=")
            if key == name.encode():
                return value
    return b""


class Refused(Exception):
    """A request the guard answers itself."""

    def __init__(self, status: int, kind: str, message: str) -> None:
        super().__init__(message)
        self.status, self.kind, self.message = status, kind, message


class Guard:
    """Host, Origin, token, content type and body checks in front of ``app`` (see the module doc).

    ``allowed_hosts``: Host names to answer (``None``: any, for a bind where the token guards).
    ``open_paths``, ``open_prefixes``: paths served without the token (a health check, a page's static
    files). ``cookie``: the name of a cookie that may authenticate reads (see the module doc)."""

    def __init__(self, app: ASGIApp, *, allowed_hosts: Collection[str] | None = LOOPBACK_NAMES,
                 token: str | None = None, open_paths: Collection[str] = (), open_prefixes: Collection[str] = (),
                 cookie: str | None = None, max_body: int = 8 * 1024 * 1024, body_timeout: float = 30.0,
                 render: Render = render_json_error) -> None:
        self.app, self.token, self.open_paths = app, token, frozenset(open_paths)
        self.open_prefixes, self.cookie = tuple(open_prefixes), cookie
        self.cookie_expected = cookie_value(token).encode() if token is not None and cookie else b""
        self.allowed = None if allowed_hosts is None else frozenset(host_name(h) for h in allowed_hosts)
        self.max_body, self.body_timeout, self.render = max_body, body_timeout, render
        self.expected = f"Bearer {token}".encode() if token is not None else b""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        try:
            self.check(scope)
            if scope["type"] == "http":
                receive = await self.read_body(scope, receive)
        except Refused as e:
            await self.refuse(scope, send, e)
            return
        await self.app(scope, receive, send)

    # ---- checks on the head ------------------------------------------------------------------
    def check(self, scope: Scope) -> None:
        """Raise :class:`Refused` unless the request's head passes every check."""
        headers: dict[bytes, list[bytes]] = {}
        for k, v in scope.get("headers", []):
            headers.setdefault(k.lower(), []).append(v)
        hosts = headers.get(b"host", [])
        if len(hosts) != 1:
            raise Refused(400, "BadHost", "exactly one Host header is required")
        host = hosts[0].decode("latin-1")
        if self.allowed is not None and host_name(host) not in self.allowed:
            raise Refused(400, "BadHost", f"this server does not answer for host {host_name(host)!r}")
        for origin in headers.get(b"origin", []):
            self._check_origin(origin.decode("latin-1"), host)
        if self.token is not None:
            path = str(scope.get("path", ""))
            if path not in self.open_paths and not path.startswith(self.open_prefixes):
                got = headers.get(b"authorization", [b""])
                ok = len(got) == 1 and hmac.compare_digest(got[0], self.expected)
                if not ok and self.cookie_expected and scope["type"] == "http" and scope["method"] in ("GET", "HEAD"):
                    ok = hmac.compare_digest(_cookie(headers, str(self.cookie)), self.cookie_expected)
                if not ok:
                    raise Refused(401, "Unauthorized", "missing or wrong bearer token")
        else:
            local = scope.get("server")
            if local is not None and _remote_address(str(local[0])):
                raise Refused(403, "LoopbackOnly", "without a token this server answers loopback requests only")
        if scope["type"] == "http" and scope["method"] in BODY_METHODS and self._has_body(headers):
            ctype = b",".join(headers.get(b"content-type", [])).decode("latin-1")
            if ctype.split(";", 1)[0].strip().lower() != "application/json":
                raise Refused(415, "UnsupportedMediaType", "send JSON with 'Content-Type: application/json'")

    @staticmethod
    def _check_origin(origin: str, host: str) -> None:
        parts = urlsplit(origin)
        if parts.scheme not in ("http", "https") or parts.netloc.lower() != host.strip().lower():
            raise Refused(403, "BadOrigin", f"cross-origin requests are refused (Origin {origin[:100]!r})")

    def _has_body(self, headers: dict[bytes, list[bytes]]) -> bool:
        lengths = headers.get(b"content-length", [])
        if len(lengths) > 1 or (lengths and not lengths[0].isdigit()):
            raise Refused(400, "BadRequest", "a malformed Content-Length")
        if lengths and int(lengths[0]) > self.max_body:
            raise Refused(413, "TooLarge", f"request body over {self.max_body} bytes")
        return bool(lengths and int(lengths[0]) > 0) or b"transfer-encoding" in headers

    # ---- the body ----------------------------------------------------------------------------
    async def read_body(self, scope: Scope, receive: Receive) -> Receive:
        """Read the whole body (at most ``max_body`` bytes, within ``body_timeout``); a receive that
        replays it and then passes on (for the disconnect)."""
        chunks: list[bytes] = []
        size, deadline = 0, time.monotonic() + self.body_timeout  # wall-clock-ok: a network deadline
        while True:
            left = deadline - time.monotonic()  # wall-clock-ok: a network deadline
            try:
                msg = await asyncio.wait_for(receive(), max(left, 0.001))
            except TimeoutError:
                raise Refused(408, "RequestTimeout", f"the body did not arrive within {self.body_timeout:g} s") from None
            if msg["type"] != "http.request":  # the client went away
                final: Message = msg
                break
            size += len(msg.get("body", b""))
            if size > self.max_body:
                raise Refused(413, "TooLarge", f"request body over {self.max_body} bytes")
            chunks.append(msg.get("body", b""))
            if not msg.get("more_body", False):
                final = {"type": "http.request", "body": b"".join(chunks), "more_body": False}
                break
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return final
            return await receive()
        return replay

    async def refuse(self, scope: Scope, send: Send, e: Refused) -> None:
        if scope["type"] == "websocket":  # before accept: the client sees HTTP 403
            await send({"type": "websocket.close", "code": 1008, "reason": e.message[:120]})
            return
        headers = [(b"content-type", b"application/json"), (b"cache-control", b"no-store"),
                   (b"connection", b"close")]
        if e.status == 401:
            headers.append((b"www-authenticate", b"Bearer"))
        await send({"type": "http.response.start", "status": e.status, "headers": headers})
        await send({"type": "http.response.body", "body": self.render(e.status, e.kind, e.message)})
