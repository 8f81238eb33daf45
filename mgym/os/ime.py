"""The keyboard's lexicons: pinyin to hanzi candidates, and the English suggestion strip's words.

The lexicon (``data/pinyin_lexicon.json.gz``, built by ``scripts/gen_pinyin_lexicon.py``) is loaded
once per process, read-only and shared by every session; sessions hold only their buffer. Lookups
are cached per buffer. All ranking is in integer costs (``100 * -ln p``), so it is exact everywhere.

A buffer is lower-case letters with optional ``'`` separators typed by the user. It is read as
syllable *tokens*: full syllables (``ni``), abbreviated ones (an initial such as ``b`` or ``zh``
standing for any syllable it starts, as in ``bj`` for 北京) and, at the very end, an unfinished
syllable (``zhon``). Candidates cover the whole buffer or its first syllables; each says how many
letters of the buffer it consumes.
"""

from __future__ import annotations

import gzip
import json
import re
from bisect import bisect_left
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import islice
from pathlib import Path

LEXICON = Path(__file__).resolve().parent / "data" / "pinyin_lexicon.json.gz"
#: initials that may stand for a whole syllable (abbreviated input)
INITIALS = frozenset("bpmfdtnlgkhjqxrzcsyw") | {"zh", "ch", "sh"}
MAX_BUFFER = 32  #: letters a buffer holds at most
MAX_SYLLABLES = 8  #: the longest lexicon word
MAX_CANDIDATES = 200
ABBR_COST = 250  #: per abbreviated syllable ("j" of "bj")
PARTIAL_COST = 150  #: for an unfinished last syllable ("zhon")
SEGMENT_COST = 300  #: per word of a composed sentence

#: token kinds: a full syllable, an initial standing for a syllable, an unfinished last syllable, a
#: full last syllable read as the start of a longer one (only within a word: "xianza" -> 现在), and
#: a letter that spells nothing
FULL, ABBR, PARTIAL, EXTEND, RAW = 0, 1, 2, 3, 4
_WORD = re.compile(r"(\d+)(\D+)")

Token = tuple[str, int]  #: letters, kind


@dataclass(frozen=True, slots=True)
class Candidate:
    text: str
    length: int  #: letters of the buffer it consumes (separators included)


class Lexicon:
    """Syllable keys (``"ni'hao"``) to words ranked by cost, plus the indexes lookups need.

    Each key's words are kept as the file has them, one string with every word preceded by its cost
    (``"545你789尼"``), cheapest first: no per-word objects.
    """

    def __init__(self, data: dict[str, object]) -> None:
        syllables = data["syllables"]
        entries = data["entries"]
        assert isinstance(syllables, list) and isinstance(entries, dict)
        self.syllables: frozenset[str] = frozenset(syllables)
        self.prefixes: frozenset[str] = frozenset(s[:i] for s in syllables for i in range(1, len(s)))
        #: syllables and their proper prefixes: what a typed syllable can grow into
        self.starts: frozenset[str] = self.prefixes | self.syllables
        self.longest = max(map(len, syllables))
        self.entries: dict[str, str] = entries
        by_letters: dict[str, list[str]] = {}
        for key in entries:
            by_letters.setdefault("".join(s[0] for s in key.split("'")), []).append(key)
        #: first letters of the syllables ("bj") -> keys, for abbreviated input
        self.by_letters: dict[str, tuple[str, ...]] = {k: tuple(sorted(v)) for k, v in by_letters.items()}
        self.letter_prefixes: frozenset[str] = frozenset(k[:i] for k in by_letters for i in range(1, len(k) + 1))

    def first(self, key: str) -> tuple[int, str]:
        """The key's likeliest word and its cost."""
        m = _WORD.match(self.entries[key])
        assert m is not None
        return int(m.group(1)), m.group(2)

    def words(self, key: str) -> list[tuple[int, str]]:
        """The key's words with their costs, cheapest first."""
        return [(int(c), w) for c, w in _WORD.findall(self.entries.get(key, ""))]


@cache
def lexicon() -> Lexicon:
    """The process-wide lexicon (loaded on first use)."""
    return Lexicon(json.loads(gzip.decompress(LEXICON.read_bytes())))


@lru_cache(maxsize=512)
def _lattice(buf: str) -> tuple[tuple[tuple[int, str, int], ...], ...]:
    """For each position of the buffer, the tokens that start there: (end, letters, kind)."""
    lex = lexicon()
    return tuple(_tokens(buf, i, lex) for i in range(len(buf) + 1))


def _tokens(buf: str, i: int, lex: Lexicon) -> tuple[tuple[int, str, int], ...]:
    n = len(buf)
    out: list[tuple[int, str, int]] = []
    for end in range(i + 1, min(n, i + lex.longest) + 1):
        t = buf[i:end]
        if t[-1] == "'":
            break
        if t in lex.syllables:
            out.append((end, t, FULL))
            if end == n and t in lex.prefixes:
                out.append((end, t, EXTEND))
        elif t in INITIALS and (end == n or buf[i:end + 1] not in lex.starts):
            out.append((end, t, ABBR))  # only a maximal initial: "zhongguo" is never z'hong'guo
        elif end == n and t in lex.prefixes:
            out.append((end, t, PARTIAL))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class _Spelled:
    """What a token path spells: lexicon keys, the abbreviation penalty, the likeliest word."""

    keys: tuple[str, ...]
    penalty: int
    cost: int  #: of the likeliest word, penalty included
    word: str


@lru_cache(maxsize=8192)
def _spell(toks: tuple[Token, ...]) -> _Spelled | None:
    """The lexicon keys a token path spells (None if none)."""
    lex = lexicon()
    if all(kind == FULL for _, kind in toks):
        key = "'".join(t for t, _ in toks)
        keys: tuple[str, ...] = (key,) if key in lex.entries else ()
        penalty = 0
    else:
        # keys are sorted within a bucket: those that start with the path's literal head (its full
        # syllables up to the first abbreviation, and that abbreviation) are one slice
        first = next(i for i, (_, kind) in enumerate(toks) if kind != FULL)
        head = "'".join(t for t, _ in toks[:first + 1])
        bucket = lex.by_letters.get("".join(t[0] for t, _ in toks), ())
        part = bucket[bisect_left(bucket, head):bisect_left(bucket, head + "{")]
        rest = toks[first + 1:]
        if all(kind != FULL and len(t) == 1 for t, kind in rest):
            keys = part  # the bucket's letters already match single-letter abbreviations
        elif all(kind == FULL for _, kind in rest):
            tail = "'" + "'".join(t for t, _ in rest)
            keys = tuple(k for k in part if k.endswith(tail))
        else:
            keys = tuple(k for k in part if all(s == t if kind == FULL else s.startswith(t) for s, (t, kind)
                                                in zip(k.split("'")[first + 1:], rest, strict=True)))
        penalty = sum(ABBR_COST if kind == ABBR else PARTIAL_COST for _, kind in toks if kind != FULL)
    if not keys:
        return None
    cost, word = min(lex.first(k) for k in keys)
    return _Spelled(keys, penalty, cost + penalty, word)


@lru_cache(maxsize=2048)
def _paths(buf: str, start: int) -> tuple[tuple[int, tuple[Token, ...]], ...]:
    """Every token path from ``start`` that spells at least one word: (end, tokens)."""
    out: list[tuple[int, tuple[Token, ...]]] = []
    lex, lattice = lexicon(), _lattice(buf)

    def walk(pos: int, toks: tuple[Token, ...], letters: str) -> None:
        if toks:
            if _spell(toks) is not None:
                out.append((pos, toks))
            if len(toks) == MAX_SYLLABLES:
                return
            if pos < len(buf) and buf[pos] == "'":
                pos += 1
        for end, t, kind in lattice[pos]:
            if letters + t[0] in lex.letter_prefixes and (toks or kind != EXTEND):
                walk(end, (*toks, (t, kind)), letters + t[0])

    if start < len(buf) and buf[start] != "'":
        walk(start, (), "")
    return tuple(out)


@lru_cache(maxsize=2048)
def _words(toks: tuple[Token, ...]) -> tuple[tuple[int, str], ...]:
    """The words a token path spells: (cost with penalty, word)."""
    lex = lexicon()
    sp = _spell(toks)
    return () if sp is None else tuple((cost + sp.penalty, w) for key in sp.keys for cost, w in lex.words(key))


@lru_cache(maxsize=512)
def segment(buf: str) -> tuple[str, ...]:
    """The buffer's preferred reading as syllable tokens: fewest abbreviations, then fewest tokens,
    then longer tokens first ("fangan" -> fang'an, "jintia" -> jin'tia); a letter that spells
    nothing is a token of its own."""
    lattice = _lattice(buf)
    n = len(buf)
    best: list[tuple[tuple[int, int, int], tuple[str, ...]] | None] = [None] * (n + 1)
    best[n] = ((0, 0, 0), ())
    for i in range(n - 1, -1, -1):
        if buf[i] == "'":
            best[i] = best[i + 1]
            continue
        options = tuple(o for o in lattice[i] if o[2] != EXTEND) or ((i + 1, buf[i], RAW),)
        for end, t, kind in sorted(options, key=lambda o: -o[0]):
            rest = best[end]
            assert rest is not None
            (raw, nonfull, count), toks = rest
            score = (raw + (kind == RAW), nonfull + (kind in (ABBR, RAW)), count + 1)
            cur = best[i]
            if cur is None or score < cur[0]:
                best[i] = (score, (t, *toks))
    first = best[0]
    return first[1] if first is not None else ()


def display(buf: str) -> str:
    """The composing text as IMEs show it: ``ni'hao``, ``zhong'g``."""
    return "'".join(segment(buf))


def _boundaries(buf: str) -> list[int]:
    """Buffer positions where the preferred reading's tokens end (separators skipped)."""
    out, pos = [], 0
    for t in segment(buf):
        while buf[pos] == "'":
            pos += 1
        pos += len(t)
        out.append(pos)
    return out


def _sentence(buf: str, lex: Lexicon) -> tuple[int, list[tuple[Token, ...]]] | None:
    """The likeliest split of the whole buffer into words, along the preferred reading's syllable
    boundaries: (cost, the words' token paths)."""
    n = len(buf)
    ends = set(_boundaries(buf))
    best: list[tuple[int, list[tuple[Token, ...]]] | None] = [None] * (n + 1)
    best[0] = (0, [])
    for i in range(n):
        here = best[i]
        if here is None:
            continue
        if buf[i] == "'":
            nxt = best[i + 1]
            if nxt is None or here[0] < nxt[0]:
                best[i + 1] = here
            continue
        for end, toks in _paths(buf, i):
            sp = _spell(toks)
            if sp is None or end not in ends:
                continue
            total = here[0] + sp.cost + SEGMENT_COST
            cur = best[end]
            if cur is None or total < cur[0]:
                best[end] = (total, [*here[1], toks])
    return best[n]


@lru_cache(maxsize=512)
def candidates(buf: str) -> tuple[Candidate, ...]:
    """Ranked candidates for a buffer: a composed sentence when no single word spells it all, the
    words spelling the whole buffer, then words for its first syllables (longest first)."""
    if not buf:
        return ()
    lex = lexicon()
    n = len(buf)
    ends = set(_boundaries(buf)) | {n}
    paths: dict[int, list[tuple[Token, ...]]] = {}
    for end, toks in _paths(buf, 0):
        if end in ends:
            paths.setdefault(end, []).append(toks)
    ranked: list[tuple[str, int]] = []  # (text, letters used), best first, duplicates later dropped
    whole = min((sp.cost for toks in paths.get(n, ()) if (sp := _spell(toks))), default=None)
    sentence = _sentence(buf, lex)
    if sentence is not None and len(sentence[1]) > 1 and (whole is None or sentence[0] < whole + SEGMENT_COST):
        ranked.append(("".join(sp.word for toks in sentence[1] if (sp := _spell(toks))), n))
    for end in sorted(ends, reverse=True):
        if len(ranked) >= MAX_CANDIDATES:
            break
        used = end + 1 if end < n and buf[end] == "'" else end
        ranked.extend((word, used) for _, word in sorted(w for toks in paths.get(end, ()) for w in _words(toks)))
    first: dict[str, int] = {}
    for text, used in ranked:
        first.setdefault(text, used)
    if not first:
        first[buf.replace("'", "")] = n  # nothing spells it: offer the letters
    return tuple(Candidate(text, used) for text, used in islice(first.items(), MAX_CANDIDATES))


def _clear_caches() -> None:
    for f in (candidates, segment, _spell, _paths, _lattice, _words):
        f.cache_clear()


def bench() -> None:
    """Print the lexicon's load time and cold / warm lookup times:
    ``python -c "from mgym.os import ime; ime.bench()"``."""
    import time

    t = time.perf_counter()
    lex = lexicon()
    print(f"lexicon: {len(lex.entries):,} keys, loaded in {(time.perf_counter() - t) * 1e3:.0f} ms")
    for buf in ("nihaom", "zhongg", "beijin", "womenz", "xianza", "jintia", "bjdxsh"):
        cold = warm = float("inf")
        for _ in range(20):
            _clear_caches()
            t = time.perf_counter()
            candidates(buf)
            cold = min(cold, time.perf_counter() - t)
            candidates.cache_clear()  # the word caches stay warm, as when typing letter by letter
            t = time.perf_counter()
            candidates(buf)
            warm = min(warm, time.perf_counter() - t)
        print(f"{buf}: {cold * 1e6:4.0f} µs cold, {warm * 1e6:4.0f} µs warm -> {candidates(buf)[0].text}")


# ---- English suggestions -----------------------------------------------------------------------
ENGLISH = Path(__file__).resolve().parent / "data" / "english_lexicon.json"


@cache
def _english() -> tuple[str, ...]:
    """The English suggestion lexicon, most frequent first (``scripts/gen_english_lexicon.py``)."""
    return tuple(json.loads(ENGLISH.read_text("utf-8")))


@lru_cache(maxsize=1024)
def english_words(prefix: str, n: int = 3) -> tuple[str, ...]:
    """The ``n`` most frequent English words that start with ``prefix`` (lower case)."""
    return tuple(islice((w for w in _english() if w.startswith(prefix)), n))
