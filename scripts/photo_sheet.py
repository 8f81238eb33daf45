"""A contact sheet of generated photos with their ids and captions (for looking, and closing notes).

    python scripts/photo_sheet.py --region en --out /tmp/photos.png [--n 20] [--kind receipt] [--cell 360]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

ROOT = Path(__file__).resolve().parent.parent
PHOTOS = ROOT / "mgym" / "os" / "data" / "photos"
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def pick(index: dict[str, dict], region: str, n: int, kind: str | None) -> list[str]:
    """``n`` assets of ``region`` (and shared scenes), spread evenly over kinds, in id order."""
    ids = sorted(a for a, e in index.items() if e["region"] in ("", region) and (kind is None or e["kind"] == kind))
    by_kind: dict[str, list[str]] = {}
    for a in ids:
        by_kind.setdefault(index[a]["kind"], []).append(a)
    out: list[str] = []
    while len(out) < min(n, len(ids)):
        for lst in by_kind.values():
            if lst and len(out) < n:
                out.append(lst.pop(0))
    return sorted(out)


def sheet(assets: list[str], index: dict[str, dict], cell: int, cols: int) -> Image.Image:
    label_h = 44
    rows = (len(assets) + cols - 1) // cols
    img = Image.new("RGB", (cols * cell, rows * (cell + label_h)), (255, 255, 255))
    d = ImageDraw.Draw(img)
    f = ImageFont.truetype(CJK, 15, index=2)
    for i, a in enumerate(assets):
        x, y = (i % cols) * cell, (i // cols) * (cell + label_h)
        ph = Image.open(PHOTOS / f"{a}.jpg")
        ph.thumbnail((cell - 8, cell - 8))
        img.paste(ph, (x + (cell - ph.width) // 2, y + (cell - ph.height) // 2))
        e = index[a]
        d.text((x + 6, y + cell), f"{a} · {e['kind']}", font=f, fill=(0, 0, 0))
        d.text((x + 6, y + cell + 20), e["caption"] if e["region"] != "zh-CN" else e["caption_zh"], font=f,
               fill=(90, 90, 90))
    return img


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--region", default="en", choices=["en", "zh-CN"])
    ap.add_argument("--out", default="/tmp/photos.png")
    ap.add_argument("--n", type=int, default=20)
    ap.add_argument("--kind", default=None)
    ap.add_argument("--cell", type=int, default=360)
    ap.add_argument("--cols", type=int, default=4)
    a = ap.parse_args()
    index = json.loads((PHOTOS / "index.json").read_text())
    sheet(pick(index, a.region, a.n, a.kind), index, a.cell, a.cols).save(a.out)
    print(a.out)


if __name__ == "__main__":
    main()
