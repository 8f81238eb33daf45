"""Material Design icons (Apache-2.0), vendored in static/icons, inlined as SVG."""

from __future__ import annotations

import gzip
import json
from functools import cache

from markupsafe import Markup

from mgym.paths import STATIC


@cache
def _icons() -> dict[str, dict[str, str]]:
    data: dict[str, dict[str, str]] = json.loads(gzip.decompress((STATIC / "icons" / "material.json.gz").read_bytes()))
    return data


@cache
def icon(name: str, style: str = "filled", cls: str = "") -> Markup:
    """An inline 24x24 SVG icon coloured by ``currentColor``. Unknown names raise KeyError."""
    icons = _icons()
    inner = icons[style].get(name) or icons["filled"][name]
    klass = f"icon {cls}".strip()
    return Markup(f'<svg class="{klass}" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">{inner}</svg>')
