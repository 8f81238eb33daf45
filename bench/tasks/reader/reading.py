"""Reader tasks inside a book: bookmark a chapter's first page, highlight a paragraph with a note,
the reading theme and the font size."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.reader.common import (
    NOTES,
    NOTES_ZH,
    P,
    new_rows,
    ov,
    para_action,
    progress_changes,
    read_chapter,
    readable_books,
    to_tab,
    unique_phrase,
    zh,
)
from mgym import actions as A
from mgym.apps.reader.state import FONT_SIZES, THEMES
from mgym.apps.reader.views_read import THEME_LABELS


def _norm(s: Any) -> str:
    return " ".join(str(s or "").split()).strip().rstrip(".。!！").casefold()


class BookmarkChapterStart(TaskTemplate):
    id = "reader.BookmarkChapterStart"
    apps = ("reader",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("nav", "edit")
    budget = 30
    instructions = ('Continue reading "{title}" in Reader and bookmark the first page of chapter {n}.',
                    'Open {title} from my Reader bookshelf, jump to chapter {n} and add a bookmark on its first page.',
                    'Please add a bookmark on the first page of chapter {n} of "{title}" in Reader.')
    instructions_zh = ("在阅读里继续读《{title}》，给第{n}章的第一页加书签。", "从阅读书架打开《{title}》，跳到第{n}章，在这一章第一页加个书签。",
                       '请在阅读里给《{title}》第{n}章的第一页加上书签。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        b = rng.choice([b for b in readable_books(state, on_shelf=True) if len(b["chapters"]) >= 3])
        return {"book": b["id"], "title": b["title"], "n": rng.randint(2, len(b["chapters"]))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"bookmarks": [m for m in ov(state)["bookmarks"] if m["book"] != p["book"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_rows(init, final, "bookmarks")
        m = new[0] if len(new) == 1 else {}
        return [check("one new bookmark", 1, len(new)),
                check("in the book", p["book"], m.get("book")),
                check("at the first page of the chapter", [p["n"] - 1, 0], [m.get("chapter"), m.get("para")])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.bookmarks[+1 book={p['book']}]", *progress_changes(p["book"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "shelf")
        obs = yield from ui.tap(obs, trigger="book.read", id=p["book"])
        obs = yield from ui.tap(obs, trigger="reader.tools", role="button")
        obs = yield from ui.tap(obs, trigger="tools.chapters")
        obs = yield from ui.tap(obs, trigger="chapter.go", chapter=p["n"] - 1)
        obs = yield from ui.tap(obs, trigger="reader.tools", role="button")
        yield from ui.tap(obs, trigger="tools.bookmark")


class HighlightWithNote(TaskTemplate):
    id = "reader.HighlightWithNote"
    apps = ("reader",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("search", "edit")
    budget = 45
    instructions = ('In Reader, find the paragraph in chapter {n} of "{title}" that contains "{phrase}", highlight it '
                    'and add the note "{note}".',
                    'Open {title} in Reader at chapter {n}, look for the passage with the words "{phrase}" and '
                    'save the note "{note}" on it.',
                    'Please highlight the paragraph containing "{phrase}" in chapter {n} of "{title}" in Reader and add the note "{note}" to it.')
    instructions_zh = ("在阅读里找到《{title}》第{n}章中包含“{phrase}”的那一段，划线并写想法“{note}”。",
                       "在阅读中打开《{title}》第{n}章，找到含有“{phrase}”的段落，给它加上想法“{note}”。",
                       '请在阅读里给《{title}》第{n}章带有“{phrase}”的那段划线，并写上想法“{note}”。')
    goal_params = ("book", "chapter", "para", "note")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        while True:
            b = rng.choice(readable_books(state, on_shelf=True))
            ch = rng.randrange(len(b["chapters"]))
            hit = unique_phrase(rng, b, ch, zh(state))
            if hit is not None:
                return {"book": b["id"], "title": b["title"], "n": ch + 1, "chapter": ch, "para": hit[0],
                        "phrase": hit[1], "note": rng.choice(NOTES_ZH if zh(state) else NOTES)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"highlights": [h for h in ov(state)["highlights"] if h["book"] != p["book"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_rows(init, final, "highlights")
        h = new[0] if len(new) == 1 else {}
        return [check("one new highlight", 1, len(new)),
                check("on that paragraph", [p["book"], p["chapter"], p["para"]], [h.get("book"), h.get("chapter"), h.get("para")]),
                Check("with the note", _norm(h.get("note")) == _norm(p["note"]), p["note"], h.get("note"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.highlights[+1 book={p['book']}]", *progress_changes(p["book"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from read_chapter(obs, p["book"], p["title"], p["chapter"])
        obs = yield from para_action(obs, p["para"], "para.note")
        obs = yield from ui.type_into(obs, "Write your thoughts", p["note"])
        if obs.keyboard:
            obs = yield A.Back()
        yield from ui.tap(obs, trigger="note.save")


def _open_first_book(obs: Any) -> ui.Steps:
    obs = yield from to_tab(obs, "shelf")
    first = obs.find(trigger="book.read")[0]
    obs = yield ui.click(first)
    return (yield from ui.tap(obs, trigger="reader.tools", role="button"))


class ReadingTheme(CriteriaTask):
    id = "reader.ReadingTheme"
    apps = ("reader",)
    difficulty = "L1"
    tags = ("settings",)
    split = "train"
    instructions = ("Switch Reader's page background to the {label} theme.", "Make Reader show books with the {label} theme.")
    instructions_zh = ("把阅读的背景换成“{label}”。", "让阅读用“{label}”背景显示书页。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        want, start = rng.sample(THEMES, 2)
        return {"theme": want, "label": THEME_LABELS[want], "start": start}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.settings.theme": p["theme"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.settings.theme": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _open_first_book(obs)
        yield from ui.tap(obs, trigger="tools.theme", theme=p["theme"])


class FontSize(CriteriaTask):
    id = "reader.FontSize"
    apps = ("reader",)
    difficulty = "L2"
    tags = ("settings",)
    instructions = ("Set the reading font size in Reader to {size}.", "In Reader, change the text size of books to {size}.")
    instructions_zh = ("把阅读的正文字号调成 {size}。", "在阅读里把书的字号改为 {size}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        want, start = rng.sample(FONT_SIZES, 2)
        return {"size": want, "start": start}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.settings.font": p["size"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.settings.font": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from _open_first_book(obs)
        for _ in range(len(FONT_SIZES)):
            shown = next(int(e.text) for e in obs.ui if e.text.isdigit() and e.role == "text")
            if shown == p["size"]:
                return
            obs = yield from ui.tap(obs, trigger="tools.font", step=1 if shown < p["size"] else -1)

