"""The screenshot action: a PNG of the current screen saved to ``Pictures/Screenshots``.

The file has no image asset (Gallery draws a phone-frame placeholder); which app it shows is in its
name, as Android names screenshots: ``Screenshot_20260314-090000_Clock.png``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mgym.i18n import N_, formats
from mgym.os.files import FileSystem
from mgym.os.fs_rows import ROOT

if TYPE_CHECKING:
    from mgym.os.system import System

FOLDER = f"{ROOT}/Pictures/Screenshots"
WIDTH, HEIGHT = 1080, 2400
SAVED = N_("Screenshot saved")


def file_name(ms: int, app_name: str) -> str:
    """The name Android gives a screenshot taken at ``ms`` (the phone's wall clock) of ``app_name``."""
    stamp = formats.to_datetime(ms).strftime("%Y%m%d-%H%M%S")
    shown = "".join(c for c in app_name if c.isalnum())
    return f"Screenshot_{stamp}_{shown}.png" if shown else f"Screenshot_{stamp}.png"


def take(system: System) -> dict[str, Any]:
    """Save a screenshot of what is on screen now (a FileRow in ``Pictures/Screenshots``) and toast."""
    os = system.p["os"]
    now = system.clock.now_ms
    fs = FileSystem(os, now, system.provider_changed)
    if fs.get(FOLDER) is None:
        fs.mkdir(f"{ROOT}/Pictures", "Screenshots", owner="system")
    name = fs.unique_path(FOLDER, file_name(now, system.front_app().manifest.name))
    row = fs.create(FOLDER, name.rsplit("/", 1)[1], owner="system", mime="image/png", width=WIDTH, height=HEIGHT,
                    size=350_000 + (now // 1000) % 400_000, taken=now)
    system.toast(SAVED)
    return row
