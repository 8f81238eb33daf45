"""The Chromium renderer pool, shared by every session of a process.

One headless Chromium per device scale (Debian's, through Playwright's Python API with
``executable_path``), started once under a lock however many threads render at once; one browser
context per screen size and a small pool of pages in it (:meth:`Renderer.forget` closes a size's).
Playwright runs on the renderer's own event-loop thread: :meth:`Renderer.render` is a thread-safe
synchronous facade and :meth:`Renderer.render_async` the async one. Each render sets the document body in one page,
collects the hit map and (optionally) captures the screenshot through CDP. Frames are cached by
content: the same HTML at the same geometry and format is rendered once.

Nothing here waits on the browser without a deadline: every browser call has ``timeout`` seconds;
a render that fails or passes a deadline kills and relaunches the browser and tries again, up to
``attempts`` times, then raises :class:`~mgym.errors.RenderError`; and a whole render never takes
more than ``deadline`` seconds.
"""

from __future__ import annotations

import asyncio
import base64
import concurrent.futures
import contextlib
import hashlib
import itertools
import os
import threading
import weakref
from collections import OrderedDict
from collections.abc import Awaitable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from mgym.errors import RenderError
from mgym.render.browser import (
    LAUNCH_FLAGS,
    Host,
    Pool,
    Slot,
    StalePool,
    browser_pids,
    find_chromium,
    kill,
    launch_args,
    marked,
)
from mgym.render.frame import Frame, HitBox, parse_boxes

__all__ = ["COLLECT_JS", "LAUNCH_FLAGS", "Geometry", "Renderer", "find_chromium", "get_renderer", "launch_args"]

COLLECT_JS = (Path(__file__).parent / "collect.js").read_text()
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Geometry:
    """A screen: CSS viewport and device scale. The default gives 1080x2400 pixels."""

    width: int = 360
    height: int = 800
    scale: float = 3.0

    @property
    def pixels(self) -> tuple[int, int]:
        return round(self.width * self.scale), round(self.height * self.scale)


class BrowserTimeout(Exception):
    """A call into the browser passed its deadline (the browser is hung or gone)."""


def _short(e: BaseException) -> str:
    text = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
    return text[:200]


def _page_only(e: BaseException) -> bool:
    """Errors after which the browser itself is still fine: a capture failure, a crashed page."""
    msg = str(e)
    return not isinstance(e, BrowserTimeout) and ("Unable to capture screenshot" in msg or "crashed" in msg.lower())


def _png_size(data: bytes) -> tuple[int, int] | None:
    if data[:8] != b"\x89PNG\r\n\x1a\n" or len(data) < 24:
        return None
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


class Renderer:
    """Renders document bodies in pooled Chromium pages. Thread-safe; share one per process."""

    def __init__(self, pages: int = 4, cache_frames: int = 512, *, timeout: float = 20.0, attempts: int = 3,
                 deadline: float = 120.0) -> None:
        if pages < 1 or attempts < 1 or timeout <= 0 or deadline <= 0:
            raise ValueError("pages and attempts must be >= 1, timeout and deadline > 0")
        self.pages_per_geometry = pages
        self.cache_frames = cache_frames
        #: seconds any single call into the browser may take
        self.timeout = timeout
        #: tries of one render (each failure after the first relaunches the browser)
        self.attempts = attempts
        #: seconds one render may take in all, retries included
        self.deadline = deadline
        self._cache: OrderedDict[str, Frame] = OrderedDict()
        self._layouts: OrderedDict[str, list[HitBox]] = OrderedDict()
        self.stats = {"renders": 0, "captures": 0, "cache_hits": 0, "launches": 0, "relaunches": 0,
                      "timeouts": 0}
        self._fresh_runtime()
        _LIVE.add(self)

    def _fresh_runtime(self) -> None:
        """No event loop, browser or driver yet (a new renderer, or one inherited by a forked child:
        the parent's loop thread does not exist there and its browsers belong to the parent)."""
        self._pid = os.getpid()
        self._cache_lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()
        self._launch_lock = asyncio.Lock()
        self._pw: Any = None
        self._hosts: dict[float, Host] = {}
        self._launches = itertools.count(1)
        self._background: set[asyncio.Future[None]] = set()

    def _after_fork(self) -> None:
        """In a forked child: keep the frame cache, forget the parent's loop, browsers and driver
        (kept referenced, never touched, so nothing of the parent's is closed from here)."""
        _ORPHANS.append((self._loop, self._thread, self._pw, self._hosts, self._background))
        self._fresh_runtime()

    def _count(self, key: str) -> None:
        with self._cache_lock:
            self.stats[key] += 1

    # ---- lifecycle -------------------------------------------------------------------------
    def _ensure_thread(self) -> asyncio.AbstractEventLoop:
        if self._pid != os.getpid():  # forked by a path that skipped the at-fork hook
            self._after_fork()
        with self._start_lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                t = threading.Thread(target=loop.run_forever, name="mgym-renderer", daemon=True)
                t.start()
                self._launch_lock = asyncio.Lock()
                self._loop, self._thread = loop, t
            return self._loop

    async def _call(self, aw: Awaitable[T], what: str) -> T:
        """Await one browser call with the per-call deadline."""
        try:
            return await asyncio.wait_for(aw, self.timeout)
        except TimeoutError:
            self._count("timeouts")
            raise BrowserTimeout(f"{what} took over {self.timeout:g} s") from None

    async def _host(self, scale: float) -> Host:
        """The live browser for this device scale, launched once (under the lock) if needed."""
        host = self._hosts.get(scale)
        if host is not None and host.alive():
            return host
        async with self._launch_lock:
            host = self._hosts.get(scale)
            if host is not None and host.alive():
                return host
            if host is not None:
                del self._hosts[scale]
                await self._drop(host)
            return await self._launch(scale)

    async def _launch(self, scale: float) -> Host:
        from playwright.async_api import async_playwright

        exe = find_chromium()
        if self._pw is None:
            self._pw = await self._call(async_playwright().start(), "starting Playwright")
        token = f"{os.getpid()}.{id(self):x}.{next(self._launches)}"
        try:
            browser = await self._call(self._pw.chromium.launch(executable_path=exe, args=launch_args(scale, token),
                                                                headless=True), "launching Chromium")
        except asyncio.CancelledError:
            kill(marked(token))
            raise
        except Exception:
            kill(marked(token))
            await self._stop_driver()  # the driver itself may be what broke
            raise
        host = Host(browser, scale, token)
        self._hosts[scale] = host
        self._count("launches")
        return host

    async def _pool(self, host: Host, geo: Geometry, shell: str) -> Pool:
        """The page pool of this geometry and shell in ``host``, created once (under its lock)."""
        key = (geo, shell)
        pool = host.pools.get(key)
        if pool is not None and not pool.missing:
            return pool
        async with host.lock:
            if host.dead:
                raise StalePool
            ctx: Any = host.contexts.get(geo)
            if ctx is None:
                ctx = await self._call(host.browser.new_context(
                    viewport={"width": geo.width, "height": geo.height}, device_scale_factor=geo.scale,
                    java_script_enabled=True), "opening a browser context")
                host.contexts[geo] = ctx
            pool = host.pools.get(key)
            if pool is None:
                fresh = Pool()
                for _ in range(self.pages_per_geometry):
                    fresh.give(await self._new_slot(ctx, shell))
                host.pools[key] = pool = fresh  # published only once complete
            while pool.missing:  # replace pages thrown away after an error
                pool.give(await self._new_slot(ctx, shell))
                pool.missing -= 1
            return pool

    async def _new_slot(self, ctx: Any, shell: str) -> Slot:
        page = await self._call(ctx.new_page(), "opening a page")
        await self._call(page.set_content(shell), "loading the shell document")
        cdp = await self._call(ctx.new_cdp_session(page), "opening a CDP session")
        return Slot(page, cdp)

    @staticmethod
    async def _close_page(slot: Slot) -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(slot.page.close(), 5)

    async def _reset(self, host: Host) -> None:
        """Forget a broken browser and kill it; the next render launches a fresh one."""
        async with self._launch_lock:
            if self._hosts.get(host.scale) is host:
                del self._hosts[host.scale]
        await self._drop(host)

    async def _drop(self, host: Host, relaunch: bool = True) -> None:
        if host.dead:
            return
        host.dead = True
        for pool in host.pools.values():
            pool.drop()
        if relaunch:
            self._count("relaunches")
        procs = await asyncio.to_thread(marked, host.token)
        kill(procs)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(host.browser.close(), 5)

    async def _stop_driver(self) -> None:
        pw, self._pw = self._pw, None
        if pw is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(pw.stop(), 10)

    def browser_pids(self, helpers: bool = False) -> list[int]:
        """PIDs of the Chromium browsers this renderer runs (one per device scale in use), or with
        ``helpers`` of their helper processes."""
        return [pid for host in list(self._hosts.values()) for pid in browser_pids(host.token, helpers)]

    def close(self) -> None:
        """Close the browsers and the Playwright driver; the renderer may be used again later."""
        with self._start_lock:
            loop, thread = self._loop, self._thread
            self._loop = self._thread = None
        if loop is None:
            return

        async def _close() -> None:
            hosts, self._hosts = list(self._hosts.values()), {}
            for host in hosts:
                host.dead = True
                for pool in host.pools.values():
                    pool.drop()
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(host.browser.close(), 10)
                kill(await asyncio.to_thread(marked, host.token))
            await self._stop_driver()

        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(_close(), loop).result(timeout=60)
        loop.call_soon_threadsafe(loop.stop)
        if thread is not None:
            thread.join(timeout=5)
        if not loop.is_running():
            loop.close()

    # ---- rendering -------------------------------------------------------------------------
    @staticmethod
    def key(shell: str, html: str, geo: Geometry, fmt: str, quality: int) -> str:
        h = hashlib.blake2b(digest_size=16)
        for part in (shell, "\0", html, "\0", f"{geo.width}x{geo.height}@{geo.scale}"):
            h.update(part.encode())
        return h.hexdigest() + f".{fmt}{quality if fmt == 'jpeg' else ''}"

    def cached(self, shell: str, html: str, geo: Geometry, screenshot: bool = True, fmt: str = "png",
               quality: int = 90) -> Frame | None:
        k = self.key(shell, html, geo, fmt, quality)
        with self._cache_lock:
            frame = self._cache.get(k)
            if frame is not None:
                self._cache.move_to_end(k)
                self.stats["cache_hits"] += 1
                return frame
            if not screenshot:
                base = k.rsplit(".", 1)[0]
                boxes = self._layouts.get(base)
                if boxes is not None:
                    self.stats["cache_hits"] += 1
                    return Frame(k, *geo.pixels, geo.scale, boxes)
        return None

    def render(self, shell: str, html: str, geo: Geometry = Geometry(), screenshot: bool = True,
               fmt: str = "png", quality: int = 90) -> Frame:
        """Render one document body (thread-safe, blocking, never longer than ``deadline``)."""
        hit = self.cached(shell, html, geo, screenshot, fmt, quality)
        if hit is not None:
            return hit
        loop = self._ensure_thread()
        fut: concurrent.futures.Future[Frame] = asyncio.run_coroutine_threadsafe(
            self._render(shell, html, geo, screenshot, fmt, quality), loop)
        try:
            return fut.result(timeout=self.deadline + 30)
        except concurrent.futures.TimeoutError:
            fut.cancel()
            raise RenderError(f"rendering took over {self.deadline:g} s") from None

    async def render_async(self, shell: str, html: str, geo: Geometry = Geometry(), screenshot: bool = True,
                           fmt: str = "png", quality: int = 90) -> Frame:
        """Render from any event loop without blocking it and without a thread per call: the render
        runs as a task on the renderer's loop and the caller awaits its future, so one loop keeps
        as many renders in flight as it has coroutines (the page pool bounds what runs at once)."""
        hit = self.cached(shell, html, geo, screenshot, fmt, quality)
        if hit is not None:
            return hit
        loop = self._ensure_thread()
        coro = self._render(shell, html, geo, screenshot, fmt, quality)
        if asyncio.get_running_loop() is loop:  # already on the renderer's loop: no hop
            return await coro
        fut = asyncio.run_coroutine_threadsafe(coro, loop)
        try:
            return await asyncio.wrap_future(fut)
        except asyncio.CancelledError:
            fut.cancel()
            raise

    async def _render(self, shell: str, html: str, geo: Geometry, screenshot: bool, fmt: str,
                      quality: int) -> Frame:
        try:
            return await asyncio.wait_for(self._tries(shell, html, geo, screenshot, fmt, quality), self.deadline)
        except TimeoutError:
            raise RenderError(f"rendering took over {self.deadline:g} s") from None

    async def _tries(self, shell: str, html: str, geo: Geometry, screenshot: bool, fmt: str,
                     quality: int) -> Frame:
        failures = stale = 0
        while True:
            host: Host | None = None
            try:
                host = await self._host(geo.scale)
                return await self._render_once(host, shell, html, geo, screenshot, fmt, quality)
            except StalePool:
                stale += 1  # another render dropped this browser; use the new one
                if stale > 20 * self.attempts:
                    raise RenderError("the browser keeps being restarted") from None
            except RenderError:
                raise
            except Exception as e:  # a dead or hung browser, a closed page, a rare capture failure
                failures += 1
                if failures >= self.attempts:
                    raise RenderError(f"rendering failed {failures} times: {_short(e)}") from e
                # a first error that leaves the browser usable (a rare capture failure, a crashed page,
                # which is replaced) is retried as is; anything else relaunches the browser
                if host is not None and (failures > 1 or not _page_only(e) or not host.alive()):
                    await self._reset(host)

    async def _render_once(self, host: Host, shell: str, html: str, geo: Geometry, screenshot: bool, fmt: str,
                           quality: int) -> Frame:
        pool = await self._pool(host, geo, shell)
        slot = await self._call(pool.take(), "waiting for a free page")
        ok = False
        try:
            raw = await self._call(slot.page.evaluate(COLLECT_JS, {"html": html, "freeze": True}), "laying out")
            boxes = parse_boxes(raw)
            self._count("renders")
            image = None
            if screenshot:
                params: dict[str, Any] = {"format": fmt, "optimizeForSpeed": True, "captureBeyondViewport": False}
                if fmt == "jpeg":
                    params["quality"] = quality
                res = await self._call(slot.cdp.send("Page.captureScreenshot", params), "capturing")
                image = base64.b64decode(res["data"])
                self._count("captures")
                size = _png_size(image) if fmt == "png" else None
                if size is not None and size != geo.pixels:
                    raise RenderError(f"the browser painted {size[0]}x{size[1]}, not {geo.pixels[0]}x{geo.pixels[1]}")
            ok = True
        except Exception:
            if pool.dead:  # its context was closed under it (forget, or the browser dropped): start over
                raise StalePool from None
            raise
        finally:
            if ok:
                pool.give(slot)
            elif not host.dead:  # a crashed or stuck page, or a rare capture failure: replace it
                pool.missing += 1
                task = asyncio.ensure_future(self._close_page(slot))
                self._background.add(task)
                task.add_done_callback(self._background.discard)
        k = self.key(shell, html, geo, fmt, quality)
        frame = Frame(k, *geo.pixels, geo.scale, boxes, image, fmt)
        with self._cache_lock:
            self._layouts[k.rsplit(".", 1)[0]] = boxes
            if len(self._layouts) > self.cache_frames * 4:
                self._layouts.popitem(last=False)
            if image is not None and self.cache_frames > 0:
                self._cache[k] = frame
                if len(self._cache) > self.cache_frames:
                    self._cache.popitem(last=False)
        return frame

    def forget(self, geo: Geometry) -> int:
        """Close the browser context of ``geo`` and its pages in every browser (a browser left with no
        context is closed too); a later render at ``geo`` opens them again. A render waiting for or
        holding one of those pages starts over on the new ones. Returns how many contexts were closed."""
        with self._start_lock:
            loop = self._loop
        if loop is None or self._pid != os.getpid():
            return 0
        fut = asyncio.run_coroutine_threadsafe(self._forget(geo), loop)
        return fut.result(timeout=self.timeout * 2 + 10)

    async def _forget(self, geo: Geometry) -> int:
        closed = 0
        for host in list(self._hosts.values()):
            async with host.lock:
                for key in [k for k in host.pools if k[0] == geo]:
                    host.pools.pop(key).drop()
                ctx = host.contexts.pop(geo, None)
                empty = not host.contexts
            if ctx is not None:
                closed += 1
                with contextlib.suppress(Exception):
                    await self._call(ctx.close(), "closing a browser context")
            if empty:
                async with self._launch_lock:
                    if self._hosts.get(host.scale) is host and not host.contexts:
                        del self._hosts[host.scale]
                    else:
                        continue
                await self._drop(host, relaunch=False)
        return closed

    def contexts(self) -> dict[float, list[Geometry]]:
        """The geometries with an open browser context, by device scale (what :meth:`forget` releases)."""
        return {scale: list(host.contexts) for scale, host in list(self._hosts.items()) if not host.dead}

    def clear_cache(self) -> None:
        with self._cache_lock:
            self._cache.clear()
            self._layouts.clear()


_DEFAULT: Renderer | None = None
_DEFAULT_LOCK = threading.Lock()
#: every renderer of this process, so a forked child can reset them all
_LIVE: weakref.WeakSet[Renderer] = weakref.WeakSet()
#: what forked children inherited from their parent's renderers (kept so it is never collected here)
_ORPHANS: list[Any] = []


def _reset_after_fork() -> None:
    global _DEFAULT_LOCK
    _DEFAULT_LOCK = threading.Lock()
    for r in list(_LIVE):
        r._after_fork()


os.register_at_fork(after_in_child=_reset_after_fork)


def get_renderer() -> Renderer:
    """The process-wide renderer every session shares by default."""
    global _DEFAULT
    with _DEFAULT_LOCK:
        if _DEFAULT is None:
            _DEFAULT = Renderer()
        return _DEFAULT
