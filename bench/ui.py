"""Helpers for oracle solutions: find an element in the observation, scroll to it, tap its
centre, type, fill the AnswerSheet. Each is a generator: ``obs = yield from ui.tap(obs, "Wi-Fi")``.
Oracles never write state; they only act through the screen, like an agent.

Texts are English msgids: on a phone in another language a query is matched against its translation
in the observation's locale (the foreground app's catalogue, then ``os``), then as written (names
and other data are never translated). :func:`tr` gives the translation for comparisons of one's own.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import Any

from bench import protocol
from mgym import actions as A
from mgym.i18n import DEFAULT_LOCALE, translate
from mgym.observation import Observation, UIElement

Steps = Generator[Any, Observation, Observation]
MAX_SCROLLS = 12


class OracleError(RuntimeError):
    """The oracle could not find what it was looking for (the task or the app changed)."""


def click(e: UIElement) -> A.Click:
    x, y = e.center
    return A.Click(x=x, y=y)


def tr(obs: Observation, msgid: str, **fmt: Any) -> str:
    """``msgid`` as the screen shows it: translated into the observation's locale in the foreground
    app's catalogue (then ``os``; an app's name in its own), formatted with ``fmt``."""
    if obs.locale == DEFAULT_LOCALE:
        return msgid.format(**fmt) if fmt else msgid
    text = translate(msgid, obs.locale, obs.app)
    if text == msgid:
        from mgym.apps import registry

        app = next((a for a in registry().values() if a.manifest.name == msgid), None)
        if app is not None:
            text = translate(msgid, obs.locale, app.id)
    return text.format(**fmt) if fmt else text


def parse(obs: Observation, msgid: str, text: str) -> dict[str, str] | None:
    """The placeholders of ``msgid`` (as the screen shows it) read back from ``text``:
    ``parse(obs, "{n} found", "找到 3 位") == {"n": "3"}``; None if ``text`` is not that message."""
    shown = tr(obs, msgid)
    pattern, pos = "", 0
    for m in re.finditer(r"\{(\w+)\}", shown):
        pattern += re.escape(shown[pos:m.start()]) + f"(?P<{m.group(1)}>.+?)"
        pos = m.end()
    found = re.fullmatch(pattern + re.escape(shown[pos:]), text.strip())
    return found.groupdict() if found else None


def _queries(obs: Observation, text: str | None) -> list[str | None]:
    if text is None or obs.locale == DEFAULT_LOCALE:
        return [text]
    shown = tr(obs, text)
    return [shown, text] if shown != text else [text]


def _find(obs: Observation, text: str | None, kw: dict[str, Any]) -> UIElement | None:
    for query in _queries(obs, text):
        hits = obs.find(query, **kw)
        clickable = [h for h in hits if h.clickable]
        best = clickable or hits
        if best:
            return best[0]
    return None


def scroll_to(obs: Observation, text: str | None = None, *, up: bool = False, **kw: Any) -> Steps:
    """Scroll the main scroll container until an element matching appears; returns the observation."""
    for _ in range(MAX_SCROLLS):
        if _find(obs, text, kw) is not None:
            return obs
        scrollers = [e for e in obs.ui if e.scrollable]
        if not scrollers:
            break
        box = max(scrollers, key=lambda e: (e.bounds[3] - e.bounds[1]) * (e.bounds[2] - e.bounds[0]))
        x = (box.bounds[0] + box.bounds[2]) / 2
        y0, y1 = box.bounds[1], box.bounds[3]
        a, b = y0 + (y1 - y0) * 0.75, y0 + (y1 - y0) * 0.3
        before = [(e.text, e.bounds) for e in obs.ui]
        obs = yield A.Drag(x1=x, y1=b if up else a, x2=x, y2=a if up else b)
        if [(e.text, e.bounds) for e in obs.ui] == before:
            break
    if _find(obs, text, kw) is None:
        raise OracleError(f"no element {text!r} {kw} on {obs.app}/{obs.screen}:\n{obs.text()}")
    return obs


def tap(obs: Observation, text: str | None = None, **kw: Any) -> Steps:
    """Tap the element matching ``text`` / role / trigger / params, scrolling down to find it."""
    obs = yield from scroll_to(obs, text, **kw)
    e = _find(obs, text, kw)
    assert e is not None
    return (yield click(e))


def long_press(obs: Observation, text: str | None = None, **kw: Any) -> Steps:
    obs = yield from scroll_to(obs, text, **kw)
    e = _find(obs, text, kw)
    assert e is not None
    x, y = e.center
    return (yield A.LongPress(x=x, y=y))


def type_into(obs: Observation, label: str, text: str, clear: bool = True, **kw: Any) -> Steps:
    """Tap the editable field labelled ``label`` (its hint or text) and type ``text``."""
    obs = yield from scroll_to(obs, label, role="input", **kw)
    e = _find(obs, label, {"role": "input", **kw})
    assert e is not None
    x, y = e.center
    return (yield A.Type(text=text, x=x, y=y, clear=clear))


def open_app(name: str) -> Steps:
    return (yield A.Awake(app=name))


def search(obs: Observation, app: str, query: str, *, open_trigger: str, hint: str, tab: str | None = None) -> Steps:
    """An app's search, from anywhere: the app (opened if it is not in front), its search entry
    (``open_trigger``), ``query`` typed into the field labelled ``hint`` and submitted, the keyboard
    closed, then the results tab ``tab`` (``search.tab``) when one is given."""
    if obs.app != app:
        obs = yield from open_app(app)
    obs = yield from tap(obs, trigger=open_trigger)
    obs = yield from type_into(obs, hint, query)
    obs = yield A.Enter()
    if obs.keyboard:
        obs = yield A.Back()
    if tab is not None:
        obs = yield from tap(obs, trigger="search.tab", tab=tab)
    return obs


def ask(question: str) -> Steps:
    """Ask the user (an ``info`` action); the reply is on the next observation (``info["user_reply"]``)."""
    return (yield A.Info(text=question))


def give_up(reason: str) -> Steps:
    """End the episode with ``abort``: the request cannot be carried out on this phone."""
    return (yield A.Abort(reason=reason))


def back() -> Steps:
    return (yield A.Back())


def home() -> Steps:
    return (yield A.Home())


def recent() -> Steps:
    return (yield A.Recent())


def fill_answers(obs: Observation, values: dict[str, Any]) -> Steps:
    """Open the AnswerSheet, enter each field's value (lists fill repeatable slots), submit. In an
    episode played in text mode (:mod:`bench.protocol`), say the values with the answer action instead."""
    mode = protocol.current_answer_mode()
    if mode is not None and mode[0] == "text":
        return (yield A.Answer(text=protocol.format_text(values, mode[1], mode[2])))
    obs = yield A.Awake(app="answersheet")
    for fid, value in values.items():
        items = value if isinstance(value, list) else [value]
        for i, item in enumerate(items):
            choice = _find(obs, None, {"trigger": "sheet.choose", "field": fid, "value": str(item)})
            if choice is not None:
                obs = yield click(choice)
                continue
            slot = f"{fid}.{i}"
            if i > 0 and not any(e.name == slot for e in obs.ui):
                obs = yield from tap(obs, trigger="sheet.add", field=fid)
            obs = yield from _scroll_to_slot(obs, slot)
            e = next(e for e in obs.ui if e.name == slot)
            x, y = e.center
            obs = yield A.Type(text=str(item), x=x, y=y, clear=True)
    if obs.keyboard:
        obs = yield A.Back()
    obs = yield from tap(obs, trigger="sheet.submit")
    obs = yield from tap(obs, trigger="sheet.confirm")
    return obs


def _scroll_to_slot(obs: Observation, slot: str) -> Steps:
    for _ in range(MAX_SCROLLS):
        if any(e.name == slot for e in obs.ui):
            return obs
        if obs.keyboard:  # the keyboard covers the lower half the drag would start in
            obs = yield A.Back()
            continue
        obs = yield A.Drag(x1=500, y1=700, x2=500, y2=350)
    raise OracleError(f"AnswerSheet slot {slot} not found")
