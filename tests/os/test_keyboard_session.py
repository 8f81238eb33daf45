"""The pinyin keyboard through real ``Session.step`` clicks on the rendered keyboard (Chromium)."""

from mgym import Session
from mgym.observation import Observation, UIElement


def open_search(locale: str = "zh-CN") -> Session:
    """Contacts' search field, focused, with the keyboard up."""
    s = Session(seed=0, locale=locale)
    s.step({"action": "awake", "app": "contacts"}, screenshot=False)
    click(s, s.observe(screenshot=False).ui[0])  # the search bar
    field = next(e for e in s.observe(screenshot=False).ui if e.editable)
    click(s, field)
    assert s.observe(screenshot=False).keyboard
    return s


def click(s: Session, e: UIElement, screenshot: bool = False) -> Observation:
    x, y = e.center
    return s.step({"action": "click", "x": x, "y": y}, screenshot=screenshot)


def kb(s: Session) -> list[UIElement]:
    return [e for e in s.observe(screenshot=False).ui if e.layer == "keyboard"]


def tap_key(s: Session, k: str, screenshot: bool = False) -> Observation:
    hit = next((e for e in kb(s) if e.params.get("k") == k), None)
    assert hit is not None, f"no key {k!r}: {[(e.text, e.params.get('k')) for e in kb(s)]}"
    return click(s, hit, screenshot)


def tap_candidate(s: Session, text: str, screenshot: bool = False) -> Observation:
    hit = next((e for e in kb(s) if str(e.params.get("k", "")).startswith("cand:") and e.text == text), None)
    assert hit is not None, f"no candidate {text!r}: {[e.text for e in kb(s)]}"
    return click(s, hit, screenshot)


def type_pinyin(s: Session, letters: str) -> None:
    for ch in letters:
        tap_key(s, ch)


def field(s: Session) -> str:
    return str(s.sys.top()["fields"]["q"])


def test_nihao_by_taps() -> None:
    s = open_search()
    keys = kb(s)
    assert any(e.text == "中文" for e in keys) and any(e.text == "中/英" for e in keys)
    type_pinyin(s, "nihao")
    assert field(s) == ""
    texts = [e.text for e in kb(s)]
    assert "ni'hao" in texts and texts.index("你好") < texts.index("你")
    tap_candidate(s, "你好")
    assert field(s) == "你好"
    assert s.sys.v["keyboard"]["buffer"] == ""


def test_words_characters_abbreviations_and_the_rest_composing() -> None:
    s = open_search()
    for letters, word in [("zhongguo", "中国"), ("beijing", "北京"), ("women", "我们"), ("bj", "北京")]:
        type_pinyin(s, letters)
        tap_candidate(s, word)
    type_pinyin(s, "wo")
    tap_key(s, "space")  # the first candidate
    assert field(s) == "中国北京我们北京我"
    type_pinyin(s, "nihao")
    tap_candidate(s, "你")  # covers "ni": "hao" stays composing
    assert field(s).endswith("你") and s.sys.v["keyboard"]["buffer"] == "hao"
    assert "hao" in [e.text for e in kb(s)]
    tap_candidate(s, "好")
    tap_key(s, "。")
    assert field(s) == "中国北京我们北京我你好。"


def test_enter_delete_and_the_grid() -> None:
    s = open_search()
    type_pinyin(s, "shi")
    tap_key(s, "more")
    tap_key(s, "next")
    assert next(e for e in kb(s) if e.params.get("k") == "prev").enabled
    tap_key(s, "less")
    tap_key(s, "del")
    assert s.sys.v["keyboard"]["buffer"] == "sh"
    tap_key(s, "commit")  # enter while composing: the letters, and no search submitted
    assert field(s) == "sh" and s.sys.v["keyboard"]["buffer"] == ""
    assert any(e.params.get("k") == "enter" for e in kb(s))
    tap_key(s, "del")
    assert field(s) == "s"


def test_language_key_from_english_and_back() -> None:
    s = open_search("en")
    assert any(e.text == "English" for e in kb(s))
    tap_key(s, "h")
    tap_key(s, "lang")
    assert any(e.text == "中文" for e in kb(s))
    type_pinyin(s, "ni")
    tap_key(s, "lang")  # switching drops the composition
    assert field(s) == "h" and s.sys.v["keyboard"]["buffer"] == ""
    assert any(e.text == "English" for e in kb(s))


def test_closing_the_keyboard_drops_the_composition() -> None:
    s = open_search()
    type_pinyin(s, "nihao")
    s.step({"action": "back"}, screenshot=False)
    assert not s.observe(screenshot=False).keyboard
    click(s, next(e for e in s.observe(screenshot=False).ui if e.editable))
    assert s.sys.v["keyboard"]["buffer"] == "" and field(s) == ""
    assert not any(e.text == "ni'hao" for e in kb(s))


def test_type_action_writes_directly() -> None:
    s = open_search()
    type_pinyin(s, "ni")
    s.step({"action": "type", "text": "王"}, screenshot=False)
    assert field(s) == "王" and s.sys.v["keyboard"]["buffer"] == "ni"


def test_fork_and_replay_are_exact() -> None:
    s = open_search()
    type_pinyin(s, "zhong")
    state = s.sys.v["keyboard"]
    assert set(state) == {"layout", "shift", "lang", "buffer", "expanded", "page", "target"}
    twin = s.fork(1)[0]
    a = s.observe().screenshot
    assert twin.observe().screenshot == a
    outs = []
    for sess in (s, twin):
        type_pinyin(sess, "guo")
        tap_key(sess, "more")
        outs.append(tap_key(sess, "next", screenshot=True).screenshot)
        tap_key(sess, "less")
        tap_candidate(sess, "中国")
    assert outs[0] == outs[1] and field(s) == field(twin) == "中国"
    assert s.observe().screenshot == twin.observe().screenshot
    replay = open_search()  # the same taps on a new phone: the same frame
    type_pinyin(replay, "zhongguo")
    tap_candidate(replay, "中国")
    assert replay.observe().screenshot == s.observe().screenshot
