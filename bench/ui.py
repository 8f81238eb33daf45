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
    """Scroll the main scroll container (the largest) until an element matching appears; returns the
    observation."""
    if _find(obs, text, kw) is None:
        scrollers = [e for e in obs.ui if e.scrollable]
        if scrollers:
            box = max(scrollers, key=lambda e: (e.bounds[3] - e.bounds[1]) * (e.bounds[2] - e.bounds[0]))
            return (yield from scroll_within(obs, box.bounds, text, up=up, **kw))
        raise OracleError(f"no element {text!r} {kw} on {obs.app}/{obs.screen}:\n{obs.text()}")
    return obs


def scroll_within(obs: Observation, box: tuple[float, float, float, float], text: str | None = None, *,
                  up: bool = False, **kw: Any) -> Steps:
    """Like :func:`scroll_to`, but drag inside ``box`` (bounds, as ``UIElement.bounds``): for a list
    that is not the screen's largest scroller (a column of categories beside the main list)."""
    for _ in range(MAX_SCROLLS):
        if _find(obs, text, kw) is not None:
            return obs
        x = (box[0] + box[2]) / 2
        a, b = box[1] + (box[3] - box[1]) * 0.75, box[1] + (box[3] - box[1]) * 0.3
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


def _over(obs: Observation, e: UIElement) -> list[tuple[float, float, float, float]]:
    """The bounds of other clickable elements that lie over part of ``e`` (not those holding all of it:
    its row, its list)."""
    x0, y0, x1, y1 = e.bounds

    def holds(o: UIElement) -> bool:
        return o.bounds[0] <= x0 and o.bounds[1] <= y0 and o.bounds[2] >= x1 and o.bounds[3] >= y1

    return [o.bounds for o in obs.ui if o is not e and o.clickable and not holds(o)
            and o.bounds[0] < x1 and o.bounds[2] > x0 and o.bounds[1] < y1 and o.bounds[3] > y0]


def clear_point(obs: Observation, e: UIElement) -> tuple[float, float]:
    """A point of ``e`` that no other clickable element lies over (a floating button over a row's
    switch): its centre if that is clear, else the clear point of a grid over it nearest the centre."""
    x0, y0, x1, y1 = e.bounds
    over = _over(obs, e)
    cx, cy = e.center
    points = [(x0 + (x1 - x0) * (i + 0.5) / 10, y0 + (y1 - y0) * (j + 0.5) / 4) for i in range(10) for j in range(4)]
    clear = [(x, y) for x, y in [(cx, cy), *points]
             if not any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in over)]
    return min(clear, key=lambda p: (p[0] - cx) ** 2 + (p[1] - cy) ** 2) if clear else (cx, cy)


def tap_clear(obs: Observation, text: str | None = None, **kw: Any) -> Steps:
    """:func:`tap` for an element that something floating may cover (an add button, a comment bar): it
    scrolls the element out from under it where the list goes on, else taps a part of it left clear."""
    obs = yield from scroll_to(obs, text, **kw)
    for _ in range(3):
        e = _find(obs, text, kw)
        scrollers = [s for s in obs.ui if s.scrollable]
        if e is None or not _over(obs, e) or not scrollers:
            break
        box = max(scrollers, key=lambda s: (s.bounds[3] - s.bounds[1]) * (s.bounds[2] - s.bounds[0]))
        x, y0, y1 = (box.bounds[0] + box.bounds[2]) / 2, box.bounds[1], box.bounds[3]
        before = [(o.text, o.bounds) for o in obs.ui]
        obs = yield A.Drag(x1=x, y1=y0 + (y1 - y0) * 0.6, x2=x, y2=y0 + (y1 - y0) * 0.35)
        if [(o.text, o.bounds) for o in obs.ui] == before:
            break
    obs = yield from scroll_to(obs, text, **kw)
    e = _find(obs, text, kw)
    assert e is not None
    x, y = clear_point(obs, e)
    return (yield A.Click(x=x, y=y))


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
            want = {"trigger": "sheet.choose", "field": fid, "value": str(item)}
            if _find(obs, None, want) is None and not _slot_shown(obs, fid):  # a choice further down?
                obs = yield from _scroll_until(obs, want, fid)
            choice = _find(obs, None, want)
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


def _slot_shown(obs: Observation, fid: str) -> bool:
    """Is a text slot of field ``fid`` on screen (so it is a text field, not a choice)?"""
    return any((e.name or "").startswith(f"{fid}.") for e in obs.ui)


def _scroll_until(obs: Observation, want: dict[str, Any], fid: str) -> Steps:
    """Scroll the AnswerSheet down (putting the keyboard away first) until the choice ``want`` or a text
    slot of ``fid`` shows; at most :data:`MAX_SCROLLS` drags, then the observation as it is."""
    for _ in range(MAX_SCROLLS):
        if _find(obs, None, want) is not None or _slot_shown(obs, fid):
            return obs
        if obs.keyboard:
            obs = yield A.Back()
            continue
        obs = yield A.Drag(x1=500, y1=700, x2=500, y2=350)
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


_TIME = re.compile(r"(?:(上午|下午)\s*)?(?<!\d)(\d{1,2})[:：](\d{2})(?!\d)(?:[\s\u00a0\u202f]*([AaPp])\.?[Mm]\b\.?)?")


def read_times(text: str) -> list[str]:
    """The clock times in ``text`` as the screen shows them on a 24- or 12-hour phone (19:05, 7:05 PM,
    下午7:05), each as 24-hour "HH:MM", in order."""
    out = []
    for m in _TIME.finditer(text):
        part, h, mi = m.group(1), int(m.group(2)), int(m.group(3))
        half = "p" if part == "下午" else "a" if part == "上午" else (m.group(4) or "").lower()
        if half and 1 <= h <= 12:
            h = h % 12 + (12 if half == "p" else 0)
        if h < 24 and mi < 60:
            out.append(f"{h:02d}:{mi:02d}")
    return out
