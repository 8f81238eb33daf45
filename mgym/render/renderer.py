"""The Chromium renderer pool, shared by every session of a process.

One headless Chromium (Debian's, through Playwright's Python API with ``executable_path``), one
browser context per screen geometry, a small pool of pages in it. Playwright runs on its own
event-loop thread; :meth:`Renderer.render` is a thread-safe synchronous facade and
:meth:`Renderer.render_async` the async one. Each render sets the document body in one page,
collects the hit map, and (optionally) captures the screenshot through CDP. Frames are cached by
content: the same HTML at the same geometry and format is rendered once.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import os
import shutil
import threading
from collections import OrderedDict
from concurrent.futures import Future
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mgym.errors import RenderError
from mgym.render.frame import Frame, HitBox, parse_boxes

COLLECT_JS = (Path(__file__).parent / "collect.js").read_text()
LAUNCH_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--hide-scrollbars", "--font-render-hinting=none", "--disable-lcd-text",
                "--force-color-profile=srgb"]
CANDIDATES = ("/usr/bin/chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell",
              "/usr/bin/chromium")


def find_chromium() -> str:
    """The browser binary: ``$MGYM_CHROMIUM``, else Debian's headless shell, else Debian's chromium."""
    env = os.environ.get("MGYM_CHROMIUM")
    if env:
        return env
    for c in CANDIDATES:
        if Path(c).exists():
            return c
    found = shutil.which("chromium") or shutil.which("chromium-headless-shell")
    if found:
        return found
    raise RenderError("no Chromium found: install Debian's chromium (make setup) or set MGYM_CHROMIUM")


@dataclass(frozen=True, slots=True)
class Geometry:
    """A screen: CSS viewport and device scale. The default gives 1080x2400 pixels."""

    width: int = 360
    height: int = 800
    scale: float = 3.0

    @property
    def pixels(self) -> tuple[int, int]:
        return round(self.width * self.scale), round(self.height * self.scale)


class _Slot:
    __slots__ = ("cdp", "page", "shell")

    def __init__(self, page: Any, cdp: Any, shell: str) -> None:
        self.page, self.cdp, self.shell = page, cdp, shell


class Renderer:
    def __init__(self, pages: int = 4, cache_frames: int = 512) -> None:
        self.pages_per_geometry = pages
        self.cache_frames = cache_frames
        self._cache: OrderedDict[str, Frame] = OrderedDict()
        self._layouts: OrderedDict[str, list[HitBox]] = OrderedDict()
        self._cache_lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()
        self._pw: Any = None
        self._browser: Any = None
        self._pools: dict[tuple[Geometry, str], asyncio.Queue[_Slot]] = {}
        self._contexts: dict[Geometry, Any] = {}
        self._generation = 0
        self.stats = {"renders": 0, "captures": 0, "cache_hits": 0, "relaunches": 0}

    # ---- lifecycle -------------------------------------------------------------------------
    def _ensure_thread(self) -> asyncio.AbstractEventLoop:
        with self._start_lock:
            if self._loop is None:
                loop = asyncio.new_event_loop()
                t = threading.Thread(target=loop.run_forever, name="mgym-renderer", daemon=True)
                t.start()
                self._loop, self._thread = loop, t
            return self._loop

    async def _launch(self) -> None:
        from playwright.async_api import async_playwright

        if self._pw is None:
            self._pw = await async_playwright().start()
        self._browser = await self._pw.chromium.launch(executable_path=find_chromium(), args=LAUNCH_FLAGS,
                                                       headless=True)
        self._pools.clear()
        self._contexts.clear()
        self._generation += 1

    async def _slot_pool(self, geo: Geometry, shell: str) -> asyncio.Queue[_Slot]:
        if self._browser is None or not self._browser.is_connected():
            if self._browser is not None:
                self.stats["relaunches"] += 1
            await self._launch()
        key = (geo, shell)
        pool = self._pools.get(key)
        if pool is None:
            ctx = self._contexts.get(geo)
            if ctx is None:
                ctx = await self._browser.new_context(viewport={"width": geo.width, "height": geo.height},
                                                      device_scale_factor=geo.scale, java_script_enabled=True)
                self._contexts[geo] = ctx
            pool = asyncio.Queue()
            for _ in range(self.pages_per_geometry):
                page = await ctx.new_page()
                await page.set_content(shell)
                cdp = await ctx.new_cdp_session(page)
                pool.put_nowait(_Slot(page, cdp, shell))
            self._pools[key] = pool
        return pool

    def close(self) -> None:
        if self._loop is None:
            return

        async def _close() -> None:
            if self._browser is not None:
                await self._browser.close()
            if self._pw is not None:
                await self._pw.stop()
            self._browser = self._pw = None

        asyncio.run_coroutine_threadsafe(_close(), self._loop).result(timeout=30)
        self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(timeout=5)
        if not self._loop.is_running():
            self._loop.close()
        self._loop = self._thread = None
        self._pools.clear()
        self._contexts.clear()

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
                return frame
            if not screenshot:
                base = k.rsplit(".", 1)[0]
                boxes = self._layouts.get(base)
                if boxes is not None:
                    return Frame(k, *geo.pixels, geo.scale, boxes)
        return None

    def render(self, shell: str, html: str, geo: Geometry = Geometry(), screenshot: bool = True,
               fmt: str = "png", quality: int = 90) -> Frame:
        """Render one document body (thread-safe, blocking)."""
        hit = self.cached(shell, html, geo, screenshot, fmt, quality)
        if hit is not None:
            self.stats["cache_hits"] += 1
            return hit
        loop = self._ensure_thread()
        fut: Future[Frame] = asyncio.run_coroutine_threadsafe(
            self._render(shell, html, geo, screenshot, fmt, quality), loop)
        return fut.result()

    async def render_async(self, shell: str, html: str, geo: Geometry = Geometry(), screenshot: bool = True,
                           fmt: str = "png", quality: int = 90) -> Frame:
        """Render from any event loop; many renders may be in flight at once."""
        hit = self.cached(shell, html, geo, screenshot, fmt, quality)
        if hit is not None:
            self.stats["cache_hits"] += 1
            return hit
        loop = self._ensure_thread()
        fut = asyncio.run_coroutine_threadsafe(self._render(shell, html, geo, screenshot, fmt, quality), loop)
        return await asyncio.wrap_future(fut)

    async def _render(self, shell: str, html: str, geo: Geometry, screenshot: bool, fmt: str,
                      quality: int) -> Frame:
        last: Exception | None = None
        for attempt in range(3):
            try:
                return await self._render_once(shell, html, geo, screenshot, fmt, quality)
            except Exception as e:  # a dead browser, a closed page, a rare capture failure
                last = e
                if attempt == 0:
                    continue  # a plain retry first ("Unable to capture screenshot")
                self.stats["relaunches"] += 1
                try:
                    if self._browser is not None:
                        await self._browser.close()
                except Exception:
                    pass
                self._browser = None
        raise RenderError(f"rendering failed: {last}") from last

    async def _render_once(self, shell: str, html: str, geo: Geometry, screenshot: bool, fmt: str,
                           quality: int) -> Frame:
        pool = await self._slot_pool(geo, shell)
        slot = await pool.get()
        ok = False
        try:
            raw = await slot.page.evaluate(COLLECT_JS, {"html": html, "freeze": True})
            boxes = parse_boxes(raw)
            self.stats["renders"] += 1
            image = None
            if screenshot:
                params: dict[str, Any] = {
                    "format": fmt, "optimizeForSpeed": True, "captureBeyondViewport": False,
                    "clip": {"x": 0, "y": 0, "width": geo.width, "height": geo.height, "scale": geo.scale},
                }
                if fmt == "jpeg":
                    params["quality"] = quality
                res = await slot.cdp.send("Page.captureScreenshot", params)
                image = base64.b64decode(res["data"])
                self.stats["captures"] += 1
            ok = True
        finally:
            if ok or (self._browser is not None and self._browser.is_connected()):
                pool.put_nowait(slot)
        k = self.key(shell, html, geo, fmt, quality)
        frame = Frame(k, *geo.pixels, geo.scale, boxes, image, fmt)
        with self._cache_lock:
            self._layouts[k.rsplit(".", 1)[0]] = boxes
            if len(self._layouts) > self.cache_frames * 4:
                self._layouts.popitem(last=False)
            if image is not None:
                self._cache[k] = frame
                if len(self._cache) > self.cache_frames:
                    self._cache.popitem(last=False)
        return frame

    def clear_cache(self) -> None:
        with self._cache_lock:
            self._cache.clear()
            self._layouts.clear()


_DEFAULT: Renderer | None = None
_DEFAULT_LOCK = threading.Lock()


def get_renderer() -> Renderer:
    """The process-wide renderer every session shares by default."""
    global _DEFAULT
    with _DEFAULT_LOCK:
        if _DEFAULT is None:
            _DEFAULT = Renderer()
        return _DEFAULT
