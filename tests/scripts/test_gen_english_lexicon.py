"""The English suggestion lexicon is what its generator writes from the committed catalogues and data."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_english_lexicon_is_up_to_date() -> None:
    out = subprocess.run([sys.executable, "scripts/gen_english_lexicon.py", "--check"], cwd=ROOT,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stdout


def test_the_lexicon_holds_the_phones_own_words_most_frequent_first() -> None:
    import json

    words = json.loads((ROOT / "mgym" / "os" / "data" / "english_lexicon.json").read_text("utf-8"))
    assert "the" in words[:5]
    assert len(words) == len(set(words)) > 1000
    assert not [w for w in words if "/" in w or "_" in w or w != w.lower()]
