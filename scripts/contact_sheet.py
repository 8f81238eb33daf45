"""Contact sheet of apps' screens: for each app and locale, one row of screenshots of distinct screens
reached by the crawler (``mgym.nav.crawl``), each labelled with its screen id.

    python scripts/contact_sheet.py shop maps rail --per-app 8 --out docs/img/issue16_screens.jpg
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PIL import Image, ImageDraw

from mgym.apps import get_app
from mgym.nav.crawl import crawl
from mgym.session import Session

W, H, LABEL = 216, 480, 18


def screens(app_id: str, locale: str, per_app: int, max_states: int) -> list[tuple[str, Image.Image]]:
    """Up to ``per_app`` distinct screens of the app: the entry first, then spread evenly over the
    rest in declaration order (so one area's dialogs do not fill the row)."""
    report = crawl(app_id, max_states=max_states, locale=locale)
    nav = get_app(app_id).navigation
    rest = [s.id for s in nav.screens if s.id in report.samples and s.id != nav.entry]
    n = min(per_app - 1, len(rest))
    picked = [nav.entry] + [rest[i * len(rest) // n] for i in range(n)] if n > 0 else [nav.entry]
    out = []
    s = Session(seed=0, locale=locale)
    for sid in picked:
        s.restore(report.samples[sid])
        out.append((sid, s.observe().image.convert("RGB")))
    return out


def sheet(rows: list[tuple[str, list[tuple[str, Image.Image]]]]) -> Image.Image:
    cols = max(len(r) for _, r in rows)
    img = Image.new("RGB", (120 + cols * W, len(rows) * (H + LABEL)), "white")
    draw = ImageDraw.Draw(img)
    for r, (title, shots) in enumerate(rows):
        y = r * (H + LABEL)
        draw.text((6, y + H // 2), title, fill="black")
        for c, (sid, im) in enumerate(shots):
            x = 120 + c * W
            img.paste(im.resize((W - 4, H)), (x, y))
            draw.text((x + 2, y + H + 3), sid, fill="#444")
    return img


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("apps", nargs="+")
    ap.add_argument("--per-app", type=int, default=8)
    ap.add_argument("--max-states", type=int, default=120)
    ap.add_argument("--locales", default="en,zh-CN")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)
    rows = []
    for app_id in args.apps:
        for loc in args.locales.split(","):
            print(f"{app_id} {loc} ...", file=sys.stderr, flush=True)
            rows.append((f"{app_id}\n{loc}", screens(app_id, loc, args.per_app, args.max_states)))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    sheet(rows).save(args.out, quality=82)
    print(args.out)


if __name__ == "__main__":
    main()
