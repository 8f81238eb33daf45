"""One headless Chromium at one device scale: how it is launched, its page pools, and killing it.

The browser runs at the screen's device scale natively (``--force-device-scale-factor``) and pages
are captured without a scaling clip. Emulating the scale instead (a 1x browser told by Playwright's
``device_scale_factor`` to paint at 3x, captured through a clip with ``scale=3``) makes pixels depend
on what the browser drew before: the same document, drawn after other documents, came out with
anti-aliasing off by a few levels and text a pixel off, on any page of the browser.

Each launch carries a marker flag (``--mgym-renderer=<token>``) so the processes of exactly this
browser can be found and SIGKILLed when it stops answering, whatever Playwright still believes.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil

from mgym.errors import RenderError

LAUNCH_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--hide-scrollbars", "--font-render-hinting=none", "--disable-lcd-text",
                "--force-color-profile=srgb"]
CANDIDATES = ("/usr/bin/chromium-headless-shell", "/usr/lib/chromium/chromium-headless-shell",
              "/usr/bin/chromium")
MARKER = "--mgym-renderer="
SHELLS = frozenset({"sh", "dash", "bash"})


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


def launch_args(scale: float, token: str = "") -> list[str]:
    """Chromium's flags for pages at device scale ``scale`` (and the marker naming this launch)."""
    args = [*LAUNCH_FLAGS, f"--force-device-scale-factor={float(scale)!r}"]
    return [*args, f"{MARKER}{token}"] if token else args


def marked(token: str) -> list[psutil.Process]:
    """This process's descendants launched with the marker ``token``, and all their descendants."""
    flag = f"{MARKER}{token}"
    found: dict[int, psutil.Process] = {}
    for p in psutil.Process().children(recursive=True):
        try:
            if flag in p.cmdline():
                found[p.pid] = p
                found.update((c.pid, c) for c in p.children(recursive=True))
        except psutil.Error:
            continue
    return list(found.values())


def browser_pids(token: str, helpers: bool = False) -> list[int]:
    """PIDs of the browser process launched with ``token`` (not its shell wrapper), or with
    ``helpers`` of its helper processes instead (renderers, GPU, zygotes, utilities)."""
    out = []
    for p in marked(token):
        try:
            cmd = p.cmdline()
        except psutil.Error:
            continue
        if cmd and Path(cmd[0]).name not in SHELLS and any(a.startswith("--type=") for a in cmd) == helpers:
            out.append(p.pid)
    return out


def kill(procs: list[psutil.Process]) -> None:
    for p in procs:
        with contextlib.suppress(psutil.Error):
            p.kill()


class StalePool(Exception):
    """The pool's browser was dropped while a render waited for one of its pages (retry at once)."""


@dataclass(slots=True)
class Slot:
    """A page, loaded with the shell document, and the CDP session that captures it."""

    page: Any
    cdp: Any


class Pool:
    """The idle pages of one (geometry, shell) in one browser. Dropping it wakes every waiter."""

    def __init__(self) -> None:
        self._idle: asyncio.Queue[Slot | None] = asyncio.Queue()
        self._waiting = 0
        self.dead = False
        #: pages thrown away after an error, to be replaced
        self.missing = 0

    async def take(self) -> Slot:
        if self.dead:
            raise StalePool
        self._waiting += 1
        try:
            slot = await self._idle.get()
        finally:
            self._waiting -= 1
        if slot is None or self.dead:
            raise StalePool
        return slot

    def give(self, slot: Slot) -> None:
        if not self.dead:
            self._idle.put_nowait(slot)

    def drop(self) -> None:
        self.dead = True
        for _ in range(self._waiting):
            self._idle.put_nowait(None)


@dataclass(eq=False)
class Host:
    """One Chromium process at one device scale: a browser context per screen size, page pools."""

    browser: Any
    scale: float
    token: str
    contexts: dict[Any, Any] = field(default_factory=dict)
    pools: dict[Any, Pool] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    dead: bool = False

    def alive(self) -> bool:
        return not self.dead and bool(self.browser.is_connected())
