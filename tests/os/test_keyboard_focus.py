"""Focus and input as on Android: autofocus, keypads by input type, what a keypad accepts, the
suggestion strip, the caret, and when the keyboard goes down."""

from __future__ import annotations

import pytest

from mgym import Session
from mgym.errors import ActionError
from mgym.observation import Observation
from mgym.os import keyboard


def _keys(obs: Observation) -> list[str]:
    return [str(e.params.get("k")) for e in obs.ui if e.layer == "keyboard" and e.trigger == "kbd.key"]


def _open_join(s: Session) -> Observation:
    s.sys.launch("meeting", "join")
    return s.observe(screenshot=False)


def test_type_with_no_focused_field_is_refused_and_changes_nothing() -> None:
    s = Session(seed=0)
    before = s.snapshot()
    with pytest.raises(ActionError, match="no text field is focused"):
        s.step({"action": "type", "text": "hello"})
    assert s.get_state() == Session(seed=0).get_state() and s.clock.now_ms == before.now_ms


def test_meeting_id_raises_a_number_pad_that_types_digits_only() -> None:
    s = Session(seed=0)
    obs = _open_join(s)
    field = next(e for e in obs.ui if e.name == "mid")
    obs = s.step({"action": "type", "text": "845 21a0-937", "index": field.id}, screenshot=False)
    assert s.sys.top()["fields"]["mid"] == "845210937"
    assert obs.info["dropped"] == 3
    keys = _keys(obs)
    assert "0" in keys and "9" in keys and "q" not in keys and "lang" not in keys
    assert next(e for e in obs.ui if e.name == "mid").params["kind"] == "number"


def test_keypad_keys_type_what_they_show() -> None:
    s = Session(seed=0)
    obs = _open_join(s)
    s.step({"action": "click", "index": next(e for e in obs.ui if e.name == "mid").id}, screenshot=False)
    for k in "42":
        obs = s.observe(screenshot=False)
        key = next(e for e in obs.ui if e.layer == "keyboard" and e.params.get("k") == k)
        s.step({"action": "click", "index": key.id}, screenshot=False)
    assert s.sys.top()["fields"]["mid"] == "42"


def test_a_chinese_phone_gets_the_same_keypad() -> None:
    s = Session(seed=0, locale="zh-CN")
    obs = _open_join(s)
    obs = s.step({"action": "click", "index": next(e for e in obs.ui if e.name == "mid").id}, screenshot=False)
    assert "q" not in _keys(obs) and "0" in _keys(obs)


@pytest.mark.parametrize(("kind", "typed", "kept"), [
    ("number", "12a3", "123"), ("decimal", "-1.5kg", "-1.5"), ("phone", "+1 (650) x555", "+1 (650) 555"),
    ("pin", "12 34", "1234"), ("text", "a1 b", "a1 b"), ("password", "s3cret!", "s3cret!"),
])
def test_what_each_input_type_accepts(kind: str, typed: str, kept: str) -> None:
    assert keyboard.accept(kind, typed) == kept


def test_suggestions_complete_the_word_being_typed() -> None:
    got = [w["text"] for w in keyboard.suggestions("see you to")]
    assert got[0] == "to" and len(got) == 3 and all(w.startswith("to") for w in got)
    assert [w["text"] for w in keyboard.suggestions("Ma")][0] == "Ma"
    assert all(w["text"][0] == "M" for w in keyboard.suggestions("Ma"))
    assert len(keyboard.suggestions("")) == 3
    assert keyboard.press({}, "sug:tomorrow", "see you tom") == ("see you tomorrow ", False)


def test_the_strip_follows_the_typed_word_and_a_password_gets_none() -> None:
    s = Session(seed=0)
    s.sys.launch("contacts", "search")
    obs = s.step({"action": "type", "text": "Ma"}, screenshot=False)
    strip = [e.text for e in obs.ui if e.layer == "keyboard" and str(e.params.get("k", "")).startswith("sug:")]
    assert strip[0] == "Ma" and len(strip) >= 2
    kinds: dict[str, str] = {"pw": "password"}
    focus = keyboard.Focus("en", (), "pw", kinds["pw"])
    assert keyboard.view(keyboard.initial(), focus, "abc")["suggestions"] == []


def test_caret_sits_before_the_hint_of_an_empty_field_and_after_the_text() -> None:
    s = Session(seed=0)
    s.sys.launch("contacts", "search")
    html = s.html()
    i = html.index('data-focused="true"')
    assert html.index("tf-caret", i) < html.index("tf-hint", i)
    s.step({"action": "type", "text": "Ma"}, screenshot=False)
    html = s.html()
    value = html[html.index('class="tf-value"'):]
    assert value.index("Ma") < value.index("tf-caret") < value.index("</span>", value.index("tf-caret") + 20)


def test_a_submitted_search_and_back_put_the_keyboard_away() -> None:
    s = Session(seed=0)
    s.sys.launch("files", "search")
    assert s.observe(screenshot=False).keyboard
    obs = s.step({"action": "type", "text": "report", "enter": True}, screenshot=False)
    assert not obs.keyboard
    s.sys.launch("contacts", "list")
    obs = s.observe(screenshot=False)
    obs = s.step({"action": "click", "index": next(e for e in obs.ui if e.trigger == "search.open").id},
                 screenshot=False)
    assert obs.keyboard and obs.screen == "search"
    obs = s.step({"action": "back"}, screenshot=False)
    assert not obs.keyboard and obs.screen == "search"  # back first hides the keyboard


def test_a_chat_field_keeps_the_keyboard_after_send() -> None:
    assert keyboard.enter_action("msg") == "send" and keyboard.enter_action("q") == "search"


def test_a_focused_field_is_scrolled_above_the_keyboard_until_scrolled_away() -> None:
    """Clock's alarm label sits low in its sheet: focused, it is pulled above the keyboard."""
    from mgym.nav.fields import check_fields

    r = check_fields("clock", max_states=120)
    assert r.fields >= 2 and r.problems == []
