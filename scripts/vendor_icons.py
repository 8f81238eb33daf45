"""Vendor Material Design icons (Apache-2.0) into static/icons/material.json.gz.

Run once with the npm package unpacked:
    npm pack @material-design-icons/svg && tar xzf material-design-icons-svg-*.tgz
    python scripts/vendor_icons.py package
Keeps the inner SVG markup of the filled and outlined styles, keyed by name.
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from pathlib import Path

INNER = re.compile(r"<svg[^>]*>(.*)</svg>", re.S)


def main(pkg: str) -> None:
    out: dict[str, dict[str, str]] = {}
    for style in ("filled", "outlined"):
        icons = {}
        for f in sorted((Path(pkg) / style).glob("*.svg")):
            m = INNER.search(f.read_text())
            if m:
                icons[f.stem] = m.group(1)
        out[style] = icons
    dest = Path(__file__).resolve().parents[1] / "static" / "icons" / "material.json.gz"
    dest.write_bytes(gzip.compress(json.dumps(out, separators=(",", ":"), sort_keys=True).encode(), mtime=0))
    print(dest, {k: len(v) for k, v in out.items()})


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "package")
