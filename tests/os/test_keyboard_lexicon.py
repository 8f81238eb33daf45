"""scripts/gen_pinyin_lexicon.py rebuilds the committed lexicon byte for byte."""

import importlib.util
from pathlib import Path

import pytest

from mgym.os import ime

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(importlib.util.find_spec("pypinyin") is None or importlib.util.find_spec("jieba") is None,
                    reason="the generator needs the dev extra (pypinyin, jieba)")
def test_generator_reproduces_the_committed_lexicon() -> None:
    spec = importlib.util.spec_from_file_location("gen_pinyin_lexicon", ROOT / "scripts" / "gen_pinyin_lexicon.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert mod.OUT == ime.LEXICON
    assert mod.build() == ime.LEXICON.read_bytes(), "run scripts/gen_pinyin_lexicon.py and commit the result"
