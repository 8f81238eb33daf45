from typing import Any

import pytest

from mgym.os import keyboard
from mgym.os.keyboard import Focus

ZH = Focus("zh", (2, 1, "search", "q"), "q")


def test_typing_keys() -> None:
    st = keyboard.initial()
    v = ""
    for k in ["shift", "h", "i", "space", "sym", "1", "abc", "del"]:
        v, enter = keyboard.press(st, k, v)
        assert not enter
    assert v == "Hi "
    assert keyboard.press(st, "enter", v) == ("Hi ", True)


def test_rows_follow_shift() -> None:
    st = keyboard.initial()
    st["shift"] = True
    assert keyboard.rows(st)[0][0]["label"] == "Q"


def typed(st: dict[str, Any], keys: list[str], value: str = "", focus: Focus = ZH) -> str:
    for k in keys:
        value, enter = keyboard.press(st, k, value, focus)
        assert not enter
    return value


def test_pinyin_composes_then_commits_a_candidate() -> None:
    st = keyboard.initial()
    assert typed(st, list("nihao")) == ""
    assert st["buffer"] == "nihao"
    view = keyboard.view(st, ZH)
    assert view["composing"] == "ni'hao" and view["bar"][0] == {"key": "cand:0", "text": "你好"}
    assert typed(st, ["cand:0"]) == "你好"
    assert st["buffer"] == "" and keyboard.view(st, ZH)["bar"] == []


def test_partial_candidate_leaves_the_rest_composing() -> None:
    st = keyboard.initial()
    typed(st, list("nihao"))
    ni = next(c["key"] for c in keyboard.view(st, ZH)["bar"] if c["text"] == "你")
    assert typed(st, [ni]) == "你"
    assert st["buffer"] == "hao" and keyboard.view(st, ZH)["composing"] == "hao"
    assert typed(st, ["space"], "你") == "你好"


def test_space_enter_delete_and_punctuation() -> None:
    st = keyboard.initial()
    assert typed(st, [*"women", "space"]) == "我们"
    assert typed(st, [*"zhongguo", "，"]) == "中国，"  # punctuation converts the buffer first
    assert typed(st, [*"beijin", "del", "del", "del"]) == ""
    assert st["buffer"] == "bei"
    assert keyboard.rows(st, ZH)[-1][-1]["key"] == "commit"  # enter commits the letters, no submit
    assert keyboard.press(st, "commit", "x", ZH) == ("xbei", False)
    assert keyboard.rows(st, ZH)[-1][-1]["key"] == "enter"
    assert keyboard.press(st, "del", "ab", ZH) == ("a", False)  # nothing composing: the field
    assert keyboard.press(st, "enter", "a", ZH) == ("a", True)
    assert typed(st, [*"xi", "sep", *"an", "cand:0"]) == "西安"
    assert typed(st, ["sym", "1", "abc", *"ni", "sym", "2"]) == "1你2"  # digits commit the buffer too


def test_language_key_and_default_language() -> None:
    st = keyboard.initial()
    en = Focus("en", ZH.target, "q")
    assert keyboard.view(st, ZH)["lang"] == "zh" and keyboard.view(st, en)["lang"] == "en"
    assert typed(st, list("hi"), focus=en) == "hi"
    typed(st, ["lang"], focus=en)
    assert st["lang"] == "zh" and keyboard.rows(st, en)[-1][3]["label"] == "中文"
    typed(st, list("ni"), focus=en)
    assert st["buffer"] == "ni"
    assert typed(st, ["lang"], focus=en) == ""  # switching drops the composition, commits nothing
    assert st["buffer"] == "" and st["lang"] == "en"
    assert keyboard.rows(st, en)[-1][3]["label"] == "English"


@pytest.mark.parametrize(("os_state", "lang"), [({}, "en"), ({"settings": {"system": {"locale": "zh-CN"}}}, "zh"),
                                                ({"settings": {"system": {"locale": "en"}}}, "en"),
                                                ({"settings": {"system": None}}, "en"),
                                                ({"settings": {"system": {"locale": 3}}}, "en")])
def test_ui_language_reads_the_locale_defensively(os_state: dict[str, Any], lang: str) -> None:
    assert keyboard.ui_language(os_state) == lang


def test_composition_belongs_to_its_field() -> None:
    st = keyboard.initial()
    typed(st, list("nihao"))
    other = Focus("zh", (2, 1, "search", "name"), "name")
    assert keyboard.view(st, other)["composing"] == ""
    assert typed(st, ["a"], "x", focus=other) == "x"
    assert st["buffer"] == "a"  # the stale buffer was dropped, a new one started
    keyboard.close(st)
    assert keyboard.view(st, other)["bar"] == []


def test_candidate_grid_pages() -> None:
    st = keyboard.initial()
    typed(st, ["s", "h"])
    view = keyboard.view(st, ZH)
    assert view["more"] and view["grid"] is None
    typed(st, ["more"])
    grid = keyboard.view(st, ZH)["grid"]
    assert grid["page"] == 0 and grid["pages"] > 2
    shown = {c["key"] for c in view["bar"]} | {c["key"] for row in grid["rows"] for c in row}
    typed(st, ["prev", "next", "next"])
    grid2 = keyboard.view(st, ZH)["grid"]
    assert grid2["page"] == 2
    assert not shown & {c["key"] for row in grid2["rows"] for c in row}
    for _ in range(grid["pages"] + 3):
        typed(st, ["next"])
    assert keyboard.view(st, ZH)["grid"]["page"] == grid["pages"] - 1
    last = keyboard.view(st, ZH)["grid"]["rows"][-1][-1]
    assert typed(st, [last["key"]]) != ""  # a candidate of the grid commits like one of the bar
    assert st["buffer"] == "" and not st["expanded"]


def test_bar_fits_its_width() -> None:
    st = keyboard.initial()
    for buf in ["nihao", "zhonghuarenmingongheguo", "bj", "iii", "shi"]:
        keyboard.close(st)
        typed(st, list(buf))
        bar = keyboard.view(st, ZH)["bar"]
        assert bar
        assert sum(keyboard._width(c["text"]) for c in bar) <= keyboard.BAR_WIDTH or len(bar) == 1


def test_enter_hint_follows_the_field() -> None:
    assert keyboard.enter_action("q") == "search" and keyboard.enter_action("text") == "send"
    assert keyboard.enter_action("first_name") == "done"
    st = keyboard.initial()
    assert keyboard.rows(st, ZH)[-1][-1]["label"] == "搜索"
    assert keyboard.rows(st, Focus("en", (), "text"))[-1][-1]["label"] == "Send"
