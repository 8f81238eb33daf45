"""The AnswerSheet app driven by coordinates: typed, chosen and repeatable fields, then submit."""

from __future__ import annotations

from mgym import Session
from mgym.apps.answersheet import SAMPLE
from tests.conftest import tap


def test_fill_choose_repeat_and_submit() -> None:
    s = Session(seed=0)
    s.set_state(SAMPLE)
    obs = s.step({"action": "awake", "app": "AnswerSheet"}, screenshot=False)
    assert obs.find("Sample question")
    name = next(e for e in obs.ui if e.name == "name.0")
    assert name.text == "" and name.hint == "Full name"
    s.step({"action": "type", "text": "Ada Lovelace", "x": name.center[0], "y": name.center[1]}, screenshot=False)
    obs = s.step({"action": "back"}, screenshot=False)  # close the keyboard
    obs = tap(s, obs, "M", trigger="sheet.choose")
    item0 = next(e for e in obs.ui if e.name == "items.0")
    s.step({"action": "type", "text": "tea", "x": item0.center[0], "y": item0.center[1]}, screenshot=False)
    obs = s.step({"action": "back"}, screenshot=False)  # close the keyboard
    obs = tap(s, obs, trigger="sheet.add")
    item1 = next(e for e in obs.ui if e.name == "items.1")
    s.step({"action": "type", "text": "cake", "x": item1.center[0], "y": item1.center[1]}, screenshot=False)
    s.step({"action": "back"}, screenshot=False)
    assert not s.get_state()["apps"]["answersheet"]["submitted"], "nothing is judged before submitting"
    obs = tap(s, s.observe(screenshot=False), trigger="sheet.submit")
    assert obs.screen == "confirm"
    tap(s, obs, trigger="sheet.confirm")
    sheet = s.get_state()["apps"]["answersheet"]
    assert sheet["submitted"]
    assert sheet["values"] == {"name": ["Ada Lovelace"], "size": ["M"], "items": ["tea", "cake"]}


def test_empty_sheet_says_so() -> None:
    s = Session(seed=0)
    obs = s.step({"action": "awake", "app": "answersheet"}, screenshot=False)
    assert obs.find("No questions right now") and not obs.find(trigger="sheet.submit")
