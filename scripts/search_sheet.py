"""Contact sheet of every search screen with the keyboard up, in English and Chinese (issue 25):
each screen that declares ``autofocus`` opened on a fresh phone, a few letters typed (English: "Ma",
with the suggestion strip; Chinese: the pinyin keys b, j, with the candidate bar).

    python scripts/search_sheet.py --out docs/img/issue25_search_screens.jpg
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PIL import Image

from mgym.apps import registry
from mgym.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parent))
from contact_sheet import sheet  # noqa: E402

PER_ROW = 9


def shots(locale: str) -> list[tuple[str, Image.Image]]:
    out = []
    for app_id, app in sorted(registry().items()):
        for screen in app.navigation.screens:
            if not screen.autofocus:
                continue
            s = Session(seed=0, locale=locale)
            s.sys.launch(app_id, screen.id)
            if locale == "en":
                s.step({"action": "type", "text": "Ma"}, screenshot=False)
            else:
                for k in "bj":
                    s.sys.key(k)
            out.append((f"{app_id}/{screen.id}", s.observe().image.convert("RGB")))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=Path("docs/img/issue25_search_screens.jpg"))
    args = ap.parse_args(argv)
    rows = []
    for locale in ("en", "zh-CN"):
        got = shots(locale)
        for i in range(0, len(got), PER_ROW):
            rows.append((f"{locale} {i // PER_ROW + 1}", got[i:i + PER_ROW]))
    sheet(rows).save(args.out, quality=80)
    print(f"wrote {args.out}: {sum(len(r) for _, r in rows)} screens")
    return 0


if __name__ == "__main__":
    sys.exit(main())
