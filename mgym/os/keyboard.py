"""The soft keyboard: layouts in two languages, the pinyin IME's composition, what each key does.

The state lives in the volatile runtime (``v["keyboard"]``), so snapshots, forks and replays carry
it exactly; it is small: ``layout`` ("abc" | "sym"), ``shift``, ``lang`` (None follows the phone's
UI language; the language key sets "en" or "zh"), and the composition: ``buffer`` (pinyin letters),
``expanded`` / ``page`` (the candidate grid) and ``target`` (the field it is composed for). The
lexicon itself is process-wide and read-only (:mod:`mgym.os.ime`).

Keys are ``kbd.key`` triggers with a ``k`` param: a character, a function key (``shift``, ``del``,
``sym``, ``abc``, ``lang``, ``space``, ``enter``, ``sep``), or a candidate-bar control (``cand:N``
commits candidate N, ``more`` / ``less`` open and close the grid, ``prev`` / ``next`` page it).
While pinyin is composed the enter key is ``k="commit"``: it commits the letters instead of
submitting the field, as on a phone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mgym.os import ime

if TYPE_CHECKING:
    from mgym.os.system import System

LANGS = ("en", "zh")
_LETTERS = frozenset("abcdefghijklmnopqrstuvwxyz")
LAYOUTS: dict[tuple[str, str], list[list[str]]] = {
    ("en", "abc"): [list("qwertyuiop"), list("asdfghjkl"), ["shift", *"zxcvbnm", "del"],
                    ["sym", "lang", ",", "space", ".", "enter"]],
    ("en", "sym"): [list("1234567890"), list("@#$_&-+()/"), ["abc2", *"*\"':;!?", "del"],
                    ["abc", ",", "space", ".", "enter"]],
    ("zh", "abc"): [list("qwertyuiop"), list("asdfghjkl"), ["sep", *"zxcvbnm", "del"],
                    ["sym", "lang", "，", "space", "。", "enter"]],
    ("zh", "sym"): [list("1234567890"), list("@#￥_&-+（）/"), ["abc2", *"…、：；“”！？", "del"],
                    ["abc", "，", "space", "。", "enter"]],
}
SPECIAL = {"shift", "del", "sym", "abc", "abc2", "space", "enter", "commit", "lang", "sep"}
#: a field's input type (Android's inputType) -> the keypad it raises; "text" and "password" use the
#: full layout (a password field is masked and gets no suggestions)
KINDS = ("text", "password", "number", "decimal", "phone", "pin")
PADS: dict[str, list[list[str]]] = {
    "number": [["1", "2", "3", "-"], ["4", "5", "6", "space"], ["7", "8", "9", "del"], [",", "0", ".", "enter"]],
    "decimal": [["1", "2", "3", "-"], ["4", "5", "6", "space"], ["7", "8", "9", "del"], [",", "0", ".", "enter"]],
    "phone": [["1", "2", "3", "-"], ["4", "5", "6", "+"], ["7", "8", "9", "del"], ["*", "0", "#", "enter"]],
    "pin": [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["del", "0", "enter"]],
}
#: what each keypad lets through when text is typed into its field (a DigitsKeyListener's job)
ACCEPTS: dict[str, frozenset[str]] = {
    "number": frozenset("0123456789"),
    "decimal": frozenset("0123456789.-"),
    "phone": frozenset("0123456789+-*#(), "),
    "pin": frozenset("0123456789"),
}
#: labels per keyboard language (the language key, not the UI locale, decides: as on a phone)
LABELS: dict[str, dict[str, str]] = {
    "en": {"shift": "Shift", "del": "Delete", "sym": "?123", "abc": "ABC", "abc2": "=\\<", "space": "English",
           "lang": "Language", "sep": "'", "more": "More candidates", "less": "Back", "prev": "Previous page",
           "next": "Next page", "done": "Done", "search": "Search", "send": "Send"},
    "zh": {"shift": "Shift", "del": "删除", "sym": "?123", "abc": "返回", "abc2": "=\\<", "space": "中文",
           "lang": "中/英", "sep": "分词", "more": "更多候选", "less": "返回", "prev": "上一页",
           "next": "下一页", "done": "完成", "search": "搜索", "send": "发送"},
}
#: the enter key's action by the focused field's name (a stand-in for Android's imeOptions)
SEARCH_FIELDS = frozenset({"q", "query", "search"})
SEND_FIELDS = frozenset({"text", "body", "message", "msg", "comment", "reply"})
#: candidate bar and grid geometry (CSS px at the 360 px screen; see static/css/keyboard.css)
BAR_WIDTH = 306
GRID_WIDTH = 296
GRID_ROWS = 4
CAND_FONT = 18
CAND_PAD = 24
CELL_MIN = 56


@dataclass(frozen=True, slots=True)
class Focus:
    """What the keyboard needs from the phone: the default language, the field typed into and its
    input type (one of :data:`KINDS`)."""

    lang: str = "en"
    target: tuple[Any, ...] = ()
    field: str = ""
    kind: str = "text"

    @property
    def pad(self) -> bool:
        """A numeric keypad (no letters, no IME composition)."""
        return self.kind in PADS


def accept(kind: str, text: str) -> str:
    """The part of ``text`` a field of this input type takes (a number field drops letters)."""
    allowed = ACCEPTS.get(kind)
    return text if allowed is None else "".join(c for c in text if c in allowed)


def ui_language(os_state: dict[str, Any]) -> str:
    """The keyboard language a phone's UI locale implies (``os.settings.system.locale``)."""
    system = os_state.get("settings", {}).get("system", {})
    locale = str(system.get("locale") or "") if isinstance(system, dict) else ""
    return "zh" if locale.lower().startswith("zh") else "en"


def focus_of(s: System, kind: str = "text") -> Focus | None:
    """The focused field as the keyboard sees it (None when the keyboard is hidden); ``kind`` is
    the field's input type, as its screen drew it."""
    name = s.focused()
    if name is None:
        return None
    task = s.tm.front()
    entry = task["entries"][-1]
    return Focus(ui_language(s.p["os"]), (task["id"], len(task["entries"]) - 1, entry["screen"], name), name,
                 kind if kind in KINDS else "text")


def initial() -> dict[str, Any]:
    return {"layout": "abc", "shift": False, "lang": None, "buffer": "", "expanded": False, "page": 0,
            "target": None}


def language(state: dict[str, Any], focus: Focus) -> str:
    lang = state.get("lang")
    return lang if lang in LANGS else focus.lang


def composing(state: dict[str, Any], focus: Focus) -> str:
    """The pinyin being composed for this field ("" if none, or if it was for another field)."""
    buf = str(state.get("buffer") or "")
    if not buf or language(state, focus) != "zh" or state.get("target") != list(focus.target):
        return ""
    return buf


def close(state: dict[str, Any]) -> None:
    """End the composition without committing anything (keyboard hidden, language switched)."""
    state.update(buffer="", expanded=False, page=0, target=None)


def enter_action(field: str) -> str:
    if field in SEARCH_FIELDS or field.startswith("search"):
        return "search"
    return "send" if field in SEND_FIELDS else "done"


# ---- drawing ---------------------------------------------------------------------------------
def rows(state: dict[str, Any], focus: Focus | None = None) -> list[list[dict[str, str]]]:
    """Keys to draw: ``{"key", "label", "kind"}`` (``kind`` is the key for function keys, else "char")."""
    focus = focus or Focus()
    lang = language(state, focus)
    labels = LABELS[lang]
    composing_now = bool(composing(state, focus))
    out = []
    layout = PADS[focus.kind] if focus.pad else LAYOUTS[(lang, state.get("layout", "abc"))]
    for row in layout:
        keys = []
        for k in row:
            if k == "enter":
                action = enter_action(focus.field)
                keys.append({"key": "commit" if composing_now else "enter", "label": labels[action],
                             "kind": "enter", "action": action})
            elif k == "space" and focus.pad:
                keys.append({"key": k, "label": "␣", "kind": k})
            elif k in SPECIAL:
                keys.append({"key": k, "label": labels[k], "kind": k})
            else:
                ch = k.upper() if state.get("shift") and lang == "en" else k
                keys.append({"key": ch, "label": ch, "kind": "char"})
        out.append(keys)
    return out


def _width(text: str) -> int:
    """A candidate's width in CSS px: CJK glyphs are 1 em, Latin letters about 0.6 em."""
    return sum(CAND_FONT if ord(c) > 0x2E80 else round(CAND_FONT * 0.6) for c in text) + CAND_PAD


def _bar_count(cands: tuple[ime.Candidate, ...]) -> int:
    used = n = 0
    for c in cands:
        used += _width(c.text)
        if used > BAR_WIDTH and n:
            break
        n += 1
    return n


def _grid_pages(cands: tuple[ime.Candidate, ...]) -> list[list[list[int]]]:
    """The candidate grid (the candidates the bar has no room for): pages of rows of indices into
    ``cands``, each row at most GRID_WIDTH wide."""
    pages: list[list[list[int]]] = [[]]
    row: list[int] = []
    used = 0
    for i, c in enumerate(cands):
        w = max(CELL_MIN, _width(c.text))
        if row and used + w > GRID_WIDTH:
            pages[-1].append(row)
            if len(pages[-1]) == GRID_ROWS:
                pages.append([])
            row, used = [], 0
        row.append(i)
        used += w
    if row:
        pages[-1].append(row)
    return [p for p in pages if p]


def view(state: dict[str, Any], focus: Focus, value: str = "") -> dict[str, Any]:
    """Everything the keyboard template draws (``value``: the focused field's text)."""
    lang = language(state, focus)
    buf = composing(state, focus)
    out: dict[str, Any] = {"lang": lang, "labels": LABELS[lang], "rows": rows(state, focus), "composing": "",
                           "bar": [], "more": False, "grid": None, "pad": focus.pad, "kind": focus.kind,
                           "suggestions": []}
    if not buf:
        if lang == "en" and focus.kind == "text":
            out["suggestions"] = suggestions(value)
        return out
    cands = ime.candidates(buf)
    items = [{"key": f"cand:{i}", "text": c.text} for i, c in enumerate(cands)]
    n = _bar_count(cands)
    out.update(composing=ime.display(buf), bar=items[:n], more=len(cands) > n)
    if state.get("expanded") and len(cands) > n:
        pages = _grid_pages(cands[n:])
        page = min(max(int(state.get("page", 0)), 0), len(pages) - 1)
        out["grid"] = {"rows": [[items[n + i] for i in row] for row in pages[page]], "page": page,
                       "pages": len(pages)}
    return out


# ---- typing ----------------------------------------------------------------------------------
def press(state: dict[str, Any], key: str, value: str, focus: Focus | None = None) -> tuple[str, bool]:
    """Apply one key to the keyboard state and a field value; returns (new value, enter pressed)."""
    focus = focus or Focus()
    if key.startswith("sug:"):  # a suggestion replaces the word being typed, then a space
        return _word_start(value) + key[4:] + " ", False
    if focus.pad:  # a keypad types what it shows: no shift, no composition
        if key == "del":
            return value[:-1], False
        if key == "space":
            return value + " ", False
        if key == "enter":
            return value, True
        return value + accept(focus.kind, key), False
    lang = language(state, focus)
    buf = composing(state, focus)
    if state.get("buffer") and not buf:
        close(state)  # composed for another field, or the keyboard was hidden since
    if key == "lang":
        state.update(lang="en" if lang == "zh" else "zh", layout="abc", shift=False)
        close(state)
    elif key == "shift":
        state["shift"] = not state.get("shift")
    elif key in ("sym", "abc2"):
        state["layout"], state["shift"] = "sym", False
    elif key == "abc":
        state["layout"] = "abc"
    elif key == "del":
        if buf:
            _compose(state, buf[:-1].rstrip("'"), focus)
        else:
            value = value[:-1]
    elif key == "space":
        value = _pick(state, buf, 0, value, focus) if buf else value + " "
    elif key in ("enter", "commit"):
        if not buf:
            return value, key == "enter"
        close(state)
        value += buf  # the letters as typed
    elif key.startswith("cand:"):
        if buf and key[5:].isdigit():
            value = _pick(state, buf, int(key[5:]), value, focus)
    elif key in ("more", "less"):
        state.update(expanded=key == "more" and bool(buf), page=0)
    elif key in ("prev", "next"):
        state["page"] = max(0, int(state.get("page", 0)) + (1 if key == "next" else -1))
        if buf:
            cands = ime.candidates(buf)
            pages = len(_grid_pages(cands[_bar_count(cands):]))
            state["page"] = min(state["page"], max(pages - 1, 0))
    elif key == "sep":
        if buf and not buf.endswith("'"):
            _compose(state, buf + "'", focus)
        elif not buf:
            value += "'"
    elif lang == "zh" and state.get("layout", "abc") == "abc" and key in _LETTERS:
        if len(buf) < ime.MAX_BUFFER:
            _compose(state, buf + key, focus)
    else:
        if buf:
            value = _commit_all(state, buf, value)  # punctuation, digits: convert, then type
        if state.get("shift") and lang == "en":
            key = key.upper()
            state["shift"] = False
        value += key
    return value, False


def _compose(state: dict[str, Any], buf: str, focus: Focus) -> None:
    if buf:
        state.update(buffer=buf, expanded=False, page=0, target=list(focus.target))
    else:
        close(state)


def _pick(state: dict[str, Any], buf: str, index: int, value: str, focus: Focus) -> str:
    """Commit candidate ``index``; the letters it does not cover stay composing."""
    cands = ime.candidates(buf)
    if not 0 <= index < len(cands):
        return value
    c = cands[index]
    _compose(state, buf[c.length:].lstrip("'"), focus)
    return value + c.text


def _commit_all(state: dict[str, Any], buf: str, value: str) -> str:
    """Commit the first candidate until nothing is left composing."""
    while buf:
        c = ime.candidates(buf)[0]
        value += c.text
        buf = buf[c.length:].lstrip("'")
    close(state)
    return value


# ---- suggestions -----------------------------------------------------------------------------
def _word_start(value: str) -> str:
    """``value`` without the word being typed at its end."""
    i = len(value)
    while i > 0 and (value[i - 1].isalnum() or value[i - 1] in "'-"):
        i -= 1
    return value[:i]


def suggestions(value: str, n: int = 3) -> list[dict[str, str]]:
    """The English suggestion strip for a field's text: with a word being typed, the word as typed
    and the lexicon's most frequent completions of it (its case kept); before any word, the
    lexicon's most frequent words. Each is ``{"key": "sug:<word>", "text": <word>}``."""
    word = value[len(_word_start(value)):]
    if not word:
        words = list(ime.english_words("", n))
    else:
        found = [w for w in ime.english_words(word.lower(), n + 1) if w != word.lower()]
        if word[0].isupper():
            found = [w[0].upper() + w[1:] for w in found]
        words = [word, *found][:n]
    return [{"key": f"sug:{w}", "text": w} for w in words]
