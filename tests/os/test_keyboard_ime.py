"""The pinyin engine: segmentation, candidates, the lexicon's volume and the lookup's speed."""

import re
import time

import pytest

from mgym.os import ime


@pytest.mark.parametrize(("buf", "first"), [
    ("nihao", "你好"), ("zhongguo", "中国"), ("beijing", "北京"), ("women", "我们"), ("xiexie", "谢谢"),
    ("duibuqi", "对不起"), ("meiguanxi", "没关系"), ("jintian", "今天"), ("shenme", "什么"), ("lvse", "绿色"),
    ("yinhang", "银行"), ("hangzhang", "行长"), ("zhonghuarenmingongheguo", "中华人民共和国"),
    # single characters
    ("wo", "我"), ("shi", "是"), ("de", "的"), ("men", "们"), ("nv", "女"), ("a", "阿"),
    # abbreviations, unfinished and extended last syllables
    ("bj", "北京"), ("bjdx", "北京大学"), ("zhongg", "中国"), ("nih", "你好"), ("zhon", "中"),
    ("xianza", "现在"), ("beijin", "北京"), ("jintia", "今天"),
    # sentences composed from words
    ("woaibeijing", "我爱北京"), ("jintiantianqizhenhao", "今天天气真好"),
    # separators typed by the user
    ("xi'an", "西安"), ("fang'an", "方案"),
])
def test_first_candidate(buf: str, first: str) -> None:
    cands = ime.candidates(buf)
    assert cands[0].text == first, [c.text for c in cands[:8]]
    assert cands[0].length == len(buf)


@pytest.mark.parametrize(("buf", "shown"), [
    ("nihao", "ni'hao"), ("xian", "xian"), ("xi'an", "xi'an"), ("fangan", "fang'an"), ("zhongg", "zhong'g"),
    ("bjdx", "b'j'd'x"), ("jintia", "jin'tia"), ("iii", "i'i'i"), ("nihaoi", "ni'hao'i"),
])
def test_segmentation(buf: str, shown: str) -> None:
    assert ime.display(buf) == shown


def test_candidates_cover_prefixes_too() -> None:
    cands = ime.candidates("nihao")
    assert [c.text for c in cands[:2]] == ["你好", "你"]
    assert {c.length for c in cands} == {5, 2}
    assert len({c.text for c in cands}) == len(cands)
    xian = [c.text for c in ime.candidates("xian")]
    assert xian.index("现") < xian.index("西安")  # one syllable before two
    xi = next(c for c in ime.candidates("xi'a") if c.text == "西")
    assert xi.length == 3  # a separator after a prefix is consumed with it


def test_nothing_spells_it() -> None:
    assert ime.candidates("iii") == (ime.Candidate("iii", 3),)
    assert ime.candidates("") == ()


def test_many_candidates_are_capped_and_ranked() -> None:
    assert len(ime.candidates("sh")) == ime.MAX_CANDIDATES
    n = [c.text for c in ime.candidates("n")]
    assert n.index("你") < 10 and n.index("年") < 10


def test_lexicon_volume() -> None:
    lex = ime.lexicon()
    words = sum(len(re.findall(r"\d+", v)) for k, v in lex.entries.items() if "'" in k)
    chars = sum(len(re.findall(r"\d+", v)) for k, v in lex.entries.items() if "'" not in k)
    assert words > 50_000 and chars > 6_000
    assert len(lex.syllables) > 400
    for key in ("ni", "ni'hao", "shi"):
        costs = [c for c, _ in lex.words(key)]
        assert costs == sorted(costs)
    assert ime.lexicon() is lex  # loaded once per process


def test_lookup_is_fast() -> None:
    """Cold lookups (every cache cleared) of 6-letter buffers; typically a few hundred µs each."""
    ime.lexicon()
    bufs = ["nihaom", "zhongg", "beijin", "womenz", "xianza", "jintia", "shenme", "zaijia"]
    best = float("inf")
    for _ in range(5):
        ime._clear_caches()
        t = time.perf_counter()
        for b in bufs:
            ime.candidates(b)
        best = min(best, (time.perf_counter() - t) / len(bufs))
    assert best < 0.003, f"{best * 1e6:.0f} µs per 6-letter buffer"
