"""No hint, label or placeholder on the AnswerSheet shows an accepted answer of any instance (issue 24,
property 3b): examples in hints lie outside the answer range, or a hint describes the format in words.

For every template with AnswerSheet fields, the values its fields expect are computed on
``INSTANCES`` instances in both locales (30 in ``make test-full``, a fixed smaller sample in ``make
test``). Every value that could be read off a field's label, hint or placeholder (as
:meth:`AnswerField.sheet` gives them and as the AnswerSheet app renders them) is a candidate: the
whole text and its parts, every number, date, month, time, duration, quoted string and word in it.
No candidate may be accepted by any field's matcher for any of those instances. A choice field's
choices are exempt (they list the options by design); its label and hint are not."""

from __future__ import annotations

import os
import re
from functools import cache
from typing import Any

import pytest

from bench.answers import match
from bench.episode import prepare
from bench.task import AnswerField, Instance, TaskTemplate
from bench.tasks import all_templates

FULL = os.environ.get("MGYM_SUITE") == "full"
#: instances whose answers each template's hints are checked against (a fixed sample in ``make test``)
INSTANCES = 30 if FULL else 8
LOCALES = ("en", "zh-CN")
QUERY = sorted(t for t, tpl in all_templates().items() if tpl.answer_fields)

#: text fields whose hint names every possible answer, as a choice field's options do: (template, field)
OPTION_HINTS: dict[tuple[str, str], str] = {
    ("maps.WalkOrTransit", "mode"): 'the hint lists both options ("walking" or "transit")',
    ("compass.LevelCheck", "level"): "the hint lists both options (Yes or No)",
}

_MONTH = (r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?"
          r"|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?")
_UNIT = r"(?:h|hrs?|hours?|m|mins?|minutes?|s|secs?|seconds?|d|days?)"
_PATTERNS = [re.compile(p, re.IGNORECASE) for p in (
    # numbers and money; a hyphen after a digit is a range, not a minus sign ("0-359")
    r"(?<![\d.,])[-+−]?[$€£¥]?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:\s?(?:%|元|°))?",
    r"(?<![\d.])\.\d+",
    # dates and months
    r"\d{4}-\d{1,2}-\d{1,2}", r"\d{4}/\d{1,2}/\d{1,2}", r"\d{1,2}/\d{1,2}/\d{4}",
    rf"(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\s+)?{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}",
    rf"\d{{1,2}}\s+{_MONTH}\s+\d{{4}}", rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?", rf"{_MONTH},?\s+\d{{4}}",
    r"\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*[日号]", r"\d{4}\s*年\s*\d{1,2}\s*月", r"\d{1,2}\s*月\s*\d{1,2}\s*[日号]",
    # times
    r"\d{1,2}:\d{2}(?:\s*[ap]\.?m\.?)?", r"(?:上午|早上|凌晨|中午|下午|晚上)?\s*\d{1,2}\s*(?:[:：]\s*\d{2}|[点时]\s*(?:半|\d{1,2}\s*分?)?)",
    # durations
    rf"\d+(?:\.\d+)?\s*{_UNIT}\b(?:\s*\d+(?:\.\d+)?\s*{_UNIT}\b)*",
    r"\d+(?:\.\d+)?\s*(?:个?小时|钟头|分钟|分|秒钟|秒|天)(?:\s*\d+(?:\.\d+)?\s*(?:分钟|分|秒钟|秒))*",
    # quoted strings, then words (handles, file names, codes, names)
    r"\"([^\"]+)\"", r"“([^”]+)”", r"「([^」]+)」", r"'([^']+)'",
    r"@?[^\W_][\w.@'+-]*",
)]
#: what introduces an example, and what separates examples from each other
_EXAMPLE = re.compile(r"\b(?:e\.g\.|eg|for example|such as|like)\s*[:,]?\s*|例如|比如|如[:：]?|（如|\(如", re.IGNORECASE)
_SEPARATORS = re.compile(r"\s*(?:,|，|、|;|；|\bor\b|或者?|/|\(|\)|（|）)\s*", re.IGNORECASE)


def candidates(text: str) -> set[str]:
    """Every value an agent could read off ``text`` and type into a field."""
    text = " ".join(text.split())
    if not text:
        return set()
    out = {text}
    for part in [text, *_EXAMPLE.split(text)]:
        out.add(part.strip(" .。:："))
        out.update(p.strip(" .。:：\"“”'") for p in _SEPARATORS.split(part))
    for pat in _PATTERNS:
        for m in pat.finditer(text):
            out.add((m.group(1) if m.groups() else m.group(0)).strip())
            if m.group(0).startswith("−"):
                out.add("-" + m.group(0)[1:])
    return {c for c in out if c}


def field_texts(f: AnswerField, locale: str) -> dict[str, str]:
    """What the AnswerSheet shows of ``f`` besides its choices: label, hint and the empty field's
    placeholder (the hint, or the label where there is none)."""
    shown = f.sheet(locale)
    return {"label": shown["label"], "hint": shown["hint"], "placeholder": shown["hint"] or shown["label"]}


@cache
def shown(task_id: str, index: int, locale: str) -> tuple[dict[str, Any], tuple[str, ...]]:
    """The answers instance ``index`` expects in ``locale``; for instance 0 also the texts and
    placeholders the AnswerSheet app draws that differ from what :func:`field_texts` gives (a label
    with its type, say), less the question (the instruction), the choices' rows (exempt) and the
    hints of :data:`OPTION_HINTS`."""
    tpl = all_templates()[task_id]
    prep = prepare(Instance(tpl, index), locale=locale)
    if index != 0:
        return prep.answers or {}, ()
    prep.session.sys.launch("answersheet")
    obs = prep.session.observe(screenshot=False)
    known = {t for f in tpl.answer_fields for t in (*field_texts(f, locale).values(), *f.choices)}
    known |= {f.sheet(locale)["hint"] for f in tpl.answer_fields if (task_id, f.id) in OPTION_HINTS}
    out = []
    for e in obs.ui:
        if e.layer != "app":
            continue
        for t in (e.text, e.hint):
            if t and not _question(t, prep.instruction) and t not in known:
                out.append(t)
    return prep.answers or {}, tuple(out)


def _question(text: str, instruction: str) -> bool:
    """``text`` shows the question: the whole instruction, or its beginning cut off where the UI tree
    shortens a long text."""
    at = text.find(instruction[:40])
    return at >= 0 and (instruction in text or instruction.startswith(text[at:].rstrip()))


def expected(task_id: str, index: int, locale: str) -> dict[str, Any]:
    return shown(task_id, index, locale)[0]


def rendered(task_id: str, locale: str) -> tuple[str, ...]:
    return shown(task_id, 0, locale)[1]


def values(f: AnswerField, want: Any) -> list[Any]:
    return list(want) if f.repeatable and isinstance(want, list) else [want]


def giveaways(tpl: TaskTemplate, texts: list[tuple[str, str, str, str]], n: int) -> list[str]:
    """``texts``: (locale, field id, where, text) shown on the sheet. Returns one line per candidate
    some field accepts on one of ``n`` instances (in either locale)."""
    fields = {f.id: f for f in tpl.answer_fields}
    found = []
    for locale, fid, where, text in texts:
        if (tpl.id, fid) in OPTION_HINTS and where in ("hint", "placeholder"):
            continue
        for cand in sorted(candidates(text)):
            hit = next(((i, loc, g, w) for i in range(n) for loc in LOCALES
                        for g, f in fields.items() if g in expected(tpl.id, i, loc)
                        for w in values(f, expected(tpl.id, i, loc)[g])
                        if match(f.matcher, cand, w, f.precision)), None)
            if hit is not None:
                i, loc, g, w = hit
                found.append(f"{tpl.id}: {where} of field {fid!r} ({locale}) {text!r} shows {cand!r}, "
                             f"accepted by field {g!r} on instance {i} ({loc}: expected {w!r})")
    return found


def test_candidates_are_generous() -> None:
    got = candidates("A date with its year, e.g. 2026-03-17")
    assert {"2026-03-17", "2026", "17"} <= got
    assert {"Mar 17, 2026", "2026"} <= candidates("Like Mar 17, 2026")
    assert {"2026年3月17日"} <= candidates("带年份的日期，例如 2026年3月17日")
    assert {"14:30", "1 h 20 min", "25"} <= candidates("14:30 or 1 h 20 min, e.g. 25")
    assert {"4.98", "$4.98", "-5", "5.5", "NE", "October 2025", "@janedoe"} <= (
        candidates("A number, e.g. $4.98") | candidates("Hours, e.g. 3, -5 or 5.5")
        | candidates("As the Compass writes it, e.g. NE") | candidates("Month and year, e.g. October 2025")
        | candidates("the @handle, e.g. @janedoe"))
    assert "-359" not in candidates("Whole degrees, 0-359")


def test_a_giveaway_is_reported() -> None:
    """The check itself: a hint showing a value one instance expects is found."""
    tpl = all_templates()["weather.RainiestDay"]
    want = expected(tpl.id, 0, "en")["date"]
    assert giveaways(tpl, [("en", "date", "hint", f"e.g. {want}")], 1)
    assert not giveaways(tpl, [("en", "date", "hint", "A date with its year")], 1)


@pytest.mark.parametrize("task_id", QUERY)
def test_no_hint_label_or_placeholder_shows_an_answer(task_id: str) -> None:
    tpl = all_templates()[task_id]
    texts = [(loc, f.id, where, text) for loc in LOCALES for f in tpl.answer_fields
             for where, text in field_texts(f, loc).items()]
    texts += [(loc, "*", "rendered AnswerSheet text", t) for loc in LOCALES for t in rendered(task_id, loc)]
    found = giveaways(tpl, texts, INSTANCES)
    assert not found, "hints that show an accepted answer (use an example outside the answer range):\n" + \
        "\n".join(dict.fromkeys(found))
