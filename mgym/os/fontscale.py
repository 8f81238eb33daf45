"""Font size (Settings → Display → Font size, ``os.display.font_scale``) on the screen.

As on Android, the setting scales text (``sp``) and leaves the layout (``dp``) alone: every CSS
``font-size`` given in px is rewritten once to multiply by the ``--font-scale`` custom property, and
the shell sets that property per state. At the default scale nothing is set, and ``calc(14px * 1)``
computes to exactly ``14px``, so a default phone's frames do not change.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

_PX = re.compile(r"font-size\s*:\s*(\d+(?:\.\d+)?)px")


def scalable(css: str) -> str:
    """``css`` with every ``font-size: Npx`` following ``--font-scale`` (1 when unset)."""
    return _PX.sub(lambda m: f"font-size:calc({m.group(1)}px * var(--font-scale, 1))", css)


def rule(display: Mapping[str, Any]) -> str:
    """A ``<style>`` element setting the phone's font scale, or "" at the default scale (the body
    carries it: every per-state value lives in ``<body>``)."""
    scale = float(display.get("font_scale", 1.0))
    if scale == 1.0:
        return ""
    return f"<style>:root{{--font-scale:{scale:g}}}</style>"
