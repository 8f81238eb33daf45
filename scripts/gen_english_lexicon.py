"""Build the English keyboard's suggestion lexicon (``mgym/os/data/english_lexicon.json``).

    python scripts/gen_english_lexicon.py          # rewrite the committed file
    python scripts/gen_english_lexicon.py --check  # exit 1 if it would change

The words are those the phone itself writes in English: every msgid of the catalogues
(``mgym/locales/*.pot``) and every string of the English world data (``mgym/apps/*/data``,
``mgym/os/data``; files named for zh-CN left out; prose only: no paths, ids or tags), lower-cased, counted, and kept when seen at least
twice, most frequent first (ties in alphabetical order), at most :data:`LIMIT`. Like a keyboard's
personal dictionary, it suggests what this phone's owner types. The output is byte-identical.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "mgym" / "os" / "data" / "english_lexicon.json"
LIMIT = 6000
_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _prose(text: str) -> bool:
    """Text a person wrote (a message, a title), not a path, an id or a tag."""
    return " " in text.strip() and not re.search(r"[/_\\@]|\.(?:jpe?g|png|mp[34]|pdf)\b", text)


def corpus() -> list[str]:
    texts = []
    for pot in sorted((ROOT / "mgym" / "locales").glob("*.pot")):
        texts += [m for m in re.findall(r'^msgid(?:_plural)? "(.*)"$', pot.read_text("utf-8"), re.M) if m]
    data = sorted([*ROOT.glob("mgym/apps/*/data/**/*.json"), *ROOT.glob("mgym/os/data/**/*.json")])
    for path in data:
        if "zh" in path.name.lower() or "zh" in path.parent.name.lower() or path == OUT:
            continue
        texts += [t for t in _strings(json.loads(path.read_text("utf-8"))) if _prose(t)]
    return texts


def build() -> bytes:
    counts = Counter(w.lower() for t in corpus() for w in _WORD.findall(t) if not w.startswith(("http", "www")))
    words = [w for w, n in counts.items() if n >= 2 and (len(w) > 1 or w in ("a", "i"))]
    words.sort(key=lambda w: (-counts[w], w))
    return (json.dumps(words[:LIMIT], ensure_ascii=False, separators=(",", ":")) + "\n").encode()


def main() -> int:
    data = build()
    if "--check" in sys.argv[1:]:
        same = OUT.exists() and OUT.read_bytes() == data
        print("up to date" if same else f"{OUT.relative_to(ROOT)} would change")
        return 0 if same else 1
    OUT.write_bytes(data)
    print(f"wrote {OUT.relative_to(ROOT)}: {len(json.loads(data))} words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
