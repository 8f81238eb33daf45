"""What the agent is told besides the template's own words, applied in one place (:func:`deliver`).

* **Where to answer.** Every query instruction ends with one localised sentence that says how to
  answer (the reference runner's AnswerSheet sentence). In ``sheet`` mode (the default) the agent
  opens the AnswerSheet app, fills it in and submits it; in ``text`` mode it replies with the
  ``answer`` action instead, which the judge reads with the same typed matchers (:func:`parse_text`).
* **Secrets.** A template that needs something only the phone's owner knows (the Wallet's payment
  password) declares it in ``secrets``; the instruction then states it, read from the phone's state.

The Gymnasium env, the env server and the dev server all deliver :func:`deliver`'s text, since they
prepare episodes through :func:`bench.episode.prepare`. The model adapters' system prompts state the
same protocol (:data:`SYSTEM_NOTE`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Literal

from mgym.i18n import normalize_locale

AnswerMode = Literal["sheet", "text"]
ANSWER_MODES: tuple[str, ...] = ("sheet", "text")

#: the sentence appended to every query instruction, per answer mode and locale
ANSWER_SENTENCE: dict[str, dict[str, str]] = {
    "sheet": {
        "en": "When you have the answer, open the AnswerSheet app, fill in the answer there and tap Submit.",
        "zh-CN": "得到答案后，打开“答题卡”应用，在其中填写答案并点击提交。",
    },
    "text": {
        "en": "Give the answer as text with the answer action, not on the AnswerSheet ({format}), then "
              "declare the task complete.",
        "zh-CN": "请用 answer 动作以文字给出答案，不要填写答题卡（{format}），然后声明任务完成。",
    },
}
#: how text mode wants one field and several fields written
TEXT_FORMAT: dict[str, dict[str, str]] = {
    "one": {"en": "the answer alone", "zh-CN": "只写答案本身"},
    "many": {"en": "one line per item, written as {lines}",
             "zh-CN": "每项一行，格式为 {lines}"},
}

#: what a template may declare in ``secrets``: the sentence stating it, per locale, and how to read it
#: from the phone's initial state
SECRETS: dict[str, tuple[dict[str, str], Callable[[dict[str, Any]], str]]] = {}


def _wallet_password(state: dict[str, Any]) -> str:
    from mgym.apps.wallet.state import DEFAULT_PASSWORD

    return str(state.get("apps", {}).get("wallet", {}).get("password") or DEFAULT_PASSWORD)


SECRETS["wallet_password"] = ({"en": "My Wallet payment password is {value}.",
                               "zh-CN": "我的钱包支付密码是 {value}。"}, _wallet_password)

#: the paragraph every model adapter's system prompt carries
SYSTEM_NOTE = (
    "Questions: when the task asks for information, it says how to answer. Usually you open the "
    "AnswerSheet app, fill in its fields and tap Submit, then declare the task complete; when the task "
    "says to answer as text, reply with the answer action instead (one line per item when it asks for "
    "several), then complete.")


def with_protocol(system_prompt: str) -> str:
    """An adapter's system prompt with :data:`SYSTEM_NOTE` after it."""
    return system_prompt.rstrip("\n") + "\n\n" + SYSTEM_NOTE


def _lang(locale: str) -> str:
    return "zh-CN" if normalize_locale(locale) == "zh-CN" else "en"


def field_labels(fields: Sequence[Any], locale: str) -> list[str]:
    """The labels text mode expects before each value, as the AnswerSheet shows them."""
    return [f.sheet(locale)["label"] for f in fields]


def answer_sentence(fields: Sequence[Any], locale: str, mode: AnswerMode = "sheet") -> str:
    """The one sentence that tells the agent how to answer a query in ``mode``."""
    lang = _lang(locale)
    text = ANSWER_SENTENCE[mode][lang]
    if mode == "sheet":
        return text
    if len(fields) <= 1 and not any(f.repeatable for f in fields):
        fmt = TEXT_FORMAT["one"][lang]
    else:
        sep = "；" if lang == "zh-CN" else "; "
        lines = sep.join(f"{label}: …" for label in field_labels(fields, locale))
        fmt = TEXT_FORMAT["many"][lang].format(lines=lines)
    return text.format(format=fmt)


def secret_sentences(names: Sequence[str], state: dict[str, Any], locale: str) -> list[str]:
    """The sentences stating each declared secret, read from ``state``."""
    out = []
    for name in names:
        if name not in SECRETS:
            raise ValueError(f"unknown secret {name!r}; choose from {sorted(SECRETS)}")
        texts, read = SECRETS[name]
        out.append(texts[_lang(locale)].format(value=read(state)))
    return out


def deliver(tpl: Any, instruction: str, state: dict[str, Any], locale: str,
            mode: AnswerMode = "sheet") -> str:
    """The instruction as the agent receives it: the template's words, then the declared secrets,
    then (for a query) the answer sentence of ``mode``."""
    if mode not in ANSWER_MODES:
        raise ValueError(f"unknown answer mode {mode!r}; choose from {ANSWER_MODES}")
    parts = [instruction.rstrip()]
    parts += secret_sentences(getattr(tpl, "secrets", ()), state, locale)
    if tpl.answer_fields:
        parts.append(answer_sentence(tpl.answer_fields, locale, mode))
    sep = "" if _lang(locale) == "zh-CN" else " "
    return sep.join(parts)


_LINE = re.compile(r"^\s*(?P<label>[^:：\n]{1,60}?)\s*[:：]\s*(?P<value>.*?)\s*$")


def parse_text(text: str, fields: Sequence[Any], locale: str) -> dict[str, list[str]]:
    """The AnswerSheet values an ``answer`` text stands for (text mode).

    One non-repeatable field takes the whole text. Otherwise each line is ``label: value`` (the
    field's label in either locale, or its id, case-insensitive); a repeatable field takes several
    lines or one line of values separated by ``;``. Lines naming no field are ignored."""
    text = text.strip()
    if len(fields) == 1 and not fields[0].repeatable:
        return {fields[0].id: [text] if text else []}
    names: dict[str, str] = {}
    for f in fields:
        for label in (f.id, f.label, getattr(f, "label_zh", "") or f.label, f.sheet(locale)["label"]):
            names[" ".join(label.lower().split())] = f.id
    out: dict[str, list[str]] = {f.id: [] for f in fields}
    repeatable = {f.id for f in fields if f.repeatable}
    for line in text.splitlines():
        m = _LINE.match(line)
        if m is None:
            continue
        fid = names.get(" ".join(m.group("label").lower().split()))
        if fid is None:
            continue
        value = m.group("value")
        items = [v.strip() for v in re.split(r"[;；]", value)] if fid in repeatable else [value]
        out[fid] += [v for v in items if v]
    return out


def format_text(values: dict[str, Any], fields: Sequence[Any], locale: str) -> str:
    """The ``answer`` text that :func:`parse_text` reads back as ``values`` (what the oracle says)."""
    if len(fields) == 1 and not fields[0].repeatable:
        return str(values[fields[0].id])
    lines = []
    for f, label in zip(fields, field_labels(fields, locale), strict=True):
        v = values[f.id]
        for item in (v if isinstance(v, list) else [v]):
            lines.append(f"{label}: {item}")
    return "\n".join(lines)


#: what the oracle's ``fill_answers`` needs to answer as the episode asks: (mode, fields, locale)
_ORACLE_ANSWERS: ContextVar[tuple[AnswerMode, tuple[Any, ...], str] | None] = ContextVar("oracle_answers",
                                                                                         default=None)


@contextmanager
def oracle_answers(mode: AnswerMode, fields: Sequence[Any], locale: str) -> Iterator[None]:
    """While an episode plays: tells the oracle's :func:`bench.ui.fill_answers` how to answer."""
    token = _ORACLE_ANSWERS.set((mode, tuple(fields), locale))
    try:
        yield
    finally:
        _ORACLE_ANSWERS.reset(token)


def current_answer_mode() -> tuple[AnswerMode, tuple[Any, ...], str] | None:
    """The answer mode, fields and locale of the episode now playing (None outside an episode)."""
    return _ORACLE_ANSWERS.get()
