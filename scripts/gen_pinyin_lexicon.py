"""Build the pinyin IME's lexicon from pypinyin's dictionaries and jieba's word frequencies.

    .venv/bin/python scripts/gen_pinyin_lexicon.py     # rewrites mgym/os/data/pinyin_lexicon.json.gz

Needs the ``dev`` extra (pypinyin, jieba); the simulator itself only reads the committed file.

* Words: every word of jieba's ``dict.txt`` written in GB2312 hanzi (simplified Chinese, so no
  traditional forms), 2 to ``MAX_WORD_LEN`` characters long, with a frequency of at least
  ``MIN_WORD_FREQ``, read with pypinyin (its phrase dictionary resolves polyphones: 银行 yin'hang).
* Characters: every hanzi jieba counts as a word of its own (frequency >= ``MIN_CHAR_FREQ``) or that
  occurs in a kept word, under each of its readings (pypinyin's heteronyms). A reading is ranked by
  how often the character is read so: its own frequency (for its first, most common reading) plus the
  frequencies of the words in which it is read so (们 ranks high for "men" thanks to 我们, 他们).
* Rank: ``cost = round(100 * ln(total / frequency))``, an integer (lower is likelier), so the simulator
  ranks and segments without floating point.

Output (gzip JSON, sorted keys, mtime 0: the same inputs always give the same bytes)::

    {"format": 1, "sources": {"jieba": ver, "pypinyin": ver}, "syllables": [...],
     "entries": {"ni'hao": "1133你好", "ni": "545你789尼859泥...", ...}}

Each key's words are one string, every word preceded by its cost in digits, cheapest first: the
simulator keeps these strings as they are (a few MB), no per-word objects.
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import math
import re
from collections import defaultdict
from importlib.metadata import version
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "mgym" / "os" / "data" / "pinyin_lexicon.json.gz"
MIN_WORD_FREQ = 20
MIN_CHAR_FREQ = 3
MAX_WORD_LEN = 8
#: a standard syllable: optional initial, then a final that starts with a vowel
SYLLABLE = re.compile(r"^(zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?[aeiouv][a-z]*$")
HANZI = re.compile(r"^[\u4e00-\u9fff]+$")
#: pypinyin's vowel-less interjection readings, typed as on phone IMEs
ALIASES = {"n": "en", "ng": "en"}


def _jieba_dict() -> Path:
    spec = importlib.util.find_spec("jieba")  # the data file only: importing jieba is not needed
    if spec is None or spec.origin is None:
        raise SystemExit("jieba is missing: pip install -e '.[dev]'")
    return Path(spec.origin).parent / "dict.txt"


def _simplified(text: str) -> bool:
    """Hanzi of GB2312, the simplified character set of a zh-CN phone (no traditional forms)."""
    try:
        text.encode("gb2312")
    except UnicodeEncodeError:
        return False
    return bool(HANZI.match(text))


def _syllable(reading: str) -> str | None:
    r = ALIASES.get(reading, reading)
    return r if SYLLABLE.match(r) else None


def build() -> bytes:
    from pypinyin import Style, lazy_pinyin, pinyin

    freq: dict[str, int] = {}
    for line in _jieba_dict().read_text(encoding="utf-8").splitlines():
        parts = line.split(" ")
        if len(parts) >= 2 and _simplified(parts[0]):
            freq[parts[0]] = freq.get(parts[0], 0) + int(parts[1])
    total = sum(freq.values())

    words: dict[tuple[str, str], int] = {}  # (word, key) -> frequency
    char_reading: dict[tuple[str, str], int] = defaultdict(int)  # (char, syllable) -> frequency
    for word, f in sorted(freq.items()):
        if len(word) < 2 or len(word) > MAX_WORD_LEN or f < MIN_WORD_FREQ:
            continue
        syls = [_syllable(r) for r in lazy_pinyin(word, style=Style.NORMAL)]
        if len(syls) != len(word) or any(s is None for s in syls):
            continue
        words[(word, "'".join(s for s in syls if s))] = f
        for ch, s in zip(word, syls, strict=True):
            assert s is not None
            char_reading[(ch, s)] += f

    chars = {w for w, f in freq.items() if len(w) == 1 and f >= MIN_CHAR_FREQ} | {c for c, _ in char_reading}
    entries: dict[str, list[tuple[int, str]]] = defaultdict(list)
    for ch in sorted(chars):
        readings: list[str] = []
        for r in pinyin(ch, style=Style.NORMAL, heteronym=True)[0]:
            s = _syllable(r)
            if s is not None and s not in readings:
                readings.append(s)
        for i, s in enumerate(readings):
            f = char_reading.get((ch, s), 0) + (freq.get(ch, 0) if i == 0 else 0)
            entries[s].append((_cost(max(f, 1), total), ch))
    for (word, key), f in words.items():
        entries[key].append((_cost(f, total), word))

    syllables = sorted({s for key in entries for s in key.split("'")})
    out: dict[str, Any] = {
        "format": 1,
        "sources": {"jieba": version("jieba"), "pypinyin": version("pypinyin")},
        "syllables": syllables,
        "entries": {k: "".join(f"{cost}{w}" for cost, w in sorted(v)) for k, v in sorted(entries.items())},
    }
    raw = json.dumps(out, ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode("utf-8")
    return gzip.compress(raw, compresslevel=9, mtime=0)


def _cost(f: int, total: int) -> int:
    return round(100 * math.log(total / f))


def main() -> None:
    data = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(data)
    lex = json.loads(gzip.decompress(data))
    n_words = sum(len(re.findall(r"\d+", v)) for k, v in lex["entries"].items() if "'" in k)
    n_chars = sum(len(re.findall(r"\d+", v)) for k, v in lex["entries"].items() if "'" not in k)
    print(f"{OUT}: {len(data):,} bytes, {n_words:,} words, {n_chars:,} character readings, "
          f"{len(lex['syllables'])} syllables, {len(lex['entries']):,} keys")


if __name__ == "__main__":
    main()
