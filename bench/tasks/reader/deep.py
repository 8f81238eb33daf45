"""Hard-by-construction Reader templates (declared hardness factors, L4): the book on my shelf I highlighted
most in the last few days, counted book by book in each book's Notes (no screen lists highlights across
books; the book with the most highlights overall made most of them before the window)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.reader.common import NOTES, NOTES_ZH, W, launch, ov, readable_books, to_tab, zh

HOUR = 3_600_000
DAY = 24 * HOUR
#: midnight of today (the clock boots on Saturday 2026-03-14 09:00 UTC)
MIDNIGHT = 1773478800000 - 9 * HOUR


def _start(days: int) -> int:
    """The first moment of the last ``days`` days, today included."""
    return MIDNIGHT - (days - 1) * DAY


class MostHighlightedRecently(AnswerTask):
    id = "reader.MostHighlightedRecently"
    apps = ("reader", "answersheet")
    hardness = ("aggregate", "explore", "temporal", "trap", "steps")
    tags = ("explore", "extract", "reasoning")
    budget = 45
    instructions = ("Which book on my Reader bookshelf did I highlight the most in the last {days} days (today "
                    "included), and how many highlights did I make in it then? Answer on the AnswerSheet.",
                    "Count my Reader highlights from the past {days} days, today included, book by book across my "
                    "bookshelf. Which book has the most, and how many? Put both on the AnswerSheet.",
                    "Over the last {days} days (counting today), in which of my bookshelf books did I mark the most "
                    "passages in Reader? Give the book's title and the number of highlights from those days on the "
                    "AnswerSheet.")
    instructions_zh = ("最近{days}天（含今天）我在阅读书架上的哪本书里划线最多？那段时间在这本书里划了几条？请在答题卡上作答。",
                       "把我最近{days}天（今天也算）在阅读里做的划线按书逐本数一数。哪本书最多、有几条？两项都填到答题卡上。",
                       "过去{days}天（含今天），我在阅读书架上的哪本书里标记的段落最多？请在答题卡上填写书名和那几天里的划线条数。")
    answer_fields = (AnswerField("title", "Book", hint="The title as shown in Reader", label_zh="书名",
                                 hint_zh="与阅读中显示的书名一致"),
                     AnswerField("count", "Highlights", "number", "number", hint="A whole number", label_zh="划线条数",
                                 hint_zh="一个整数"))
    goal_params = ("title", "count")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        shelf_ids = [s["id"] for s in ov(state)["shelf"]]
        books = [b for b in readable_books(state, on_shelf=True) if len(b["chapters"]) >= 3
                 and all(len(c["paras"]) >= 4 for c in b["chapters"][:3])]
        days = rng.choice((5, 7, 10, 14))
        start = _start(days)
        best, most, c, d = rng.sample(sorted(books, key=lambda b: shelf_ids.index(b["id"])), 4)
        n = rng.randint(3, 5)
        plan = {best["id"]: (n, rng.randint(0, 1)), most["id"]: (n - 1, n + 2),  # most: the most overall
                c["id"]: (rng.randint(1, n - 2), rng.randint(1, 2)), d["id"]: (1, rng.randint(1, 3))}
        notes = NOTES_ZH if zh(state) else NOTES
        rows: list[dict[str, Any]] = []
        nid = ov(state)["next_id"]
        for bid, (inside, outside) in plan.items():
            spots = rng.sample([(ch, pa) for ch in range(3) for pa in range(4)], inside + outside)
            for k, (ch, pa) in enumerate(spots):
                if k < inside:  # within the window (today's before 09:00)
                    ago = rng.randint(0, days - 1)
                    at = MIDNIGHT - ago * DAY + (rng.randint(6 * 60, 8 * 60 + 50) if ago == 0
                                                 else rng.randint(7 * 60, 23 * 60)) * 60_000
                else:  # before it, the first on the evening just before
                    ago = 1 if k == inside and bid == most["id"] else rng.randint(1, 20)
                    at = start - ago * DAY + rng.randint(18 * 60, 23 * 60) * 60_000
                rows.append({"id": nid + len(rows), "book": bid, "chapter": ch, "para": pa,
                             "note": rng.choice(notes) if rng.random() < 0.4 else "", "created": at})
        old = [h for h in ov(state)["highlights"] if h["created"] < start]
        return {"days": days, "highlights": [*old, *rows], "next": nid + len(rows), "title": best["title"],
                "count": n, "books": [b["id"] for b in (best, most, c, d)]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        # highlighting is reading: a book's last-read time is at least its newest highlight, so the
        # shelf's "last read" dates and order agree with the highlights (found in a playtest)
        last = dict(ov(state)["last_read"])
        for h in p["highlights"]:
            last[h["book"]] = max(last.get(h["book"], 0), h["created"])
        return {"apps": {"reader": {"highlights": p["highlights"], "next_id": p["next"], "last_read": last}}}

    def _counts(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        on = {s["id"] for s in ov(init)["shelf"]}
        out: dict[str, int] = {}
        for h in ov(init)["highlights"]:
            if h["book"] in on and h["created"] >= _start(p["days"]):
                out[h["book"]] = out.get(h["book"], 0) + 1
        return out

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        counts = self._counts(p, init)
        top = max(counts.values())
        return {"the most highlighted book": sum(v == top for v in counts.values()),
                "its title": sum(b["title"] == p["title"] for b in W(init).books)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        counts = self._counts(p, init)
        top = max(counts, key=lambda b: counts[b])
        book = W(init).book(top)
        return {"title": book["title"] if book else top, "count": counts[top]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch(obs)
        for bid in p["books"]:  # each book with highlights: opened, its Notes read, back to the shelf
            obs = yield from to_tab(obs, "shelf")
            try:  # the shelf re-sorts by recent reading: the book may be above or below
                obs = yield from ui.scroll_to(obs, trigger="book.read", id=bid)
            except ui.OracleError:
                obs = yield from ui.scroll_to(obs, trigger="book.read", id=bid, up=True)
            obs = yield from ui.tap(obs, trigger="book.read", id=bid)
            tools = next(e for e in obs.ui if e.trigger == "reader.tools" and not e.params)
            obs = yield ui.click(tools)
            obs = yield from ui.tap(obs, trigger="tools.marks", tab="notes")
            ch, pa = max((h["chapter"], h["para"]) for h in p["highlights"] if h["book"] == bid)
            obs = yield from ui.scroll_to(obs, trigger="mark.open", chapter=ch, para=pa)  # every row read
        yield from ui.fill_answers(obs, {"title": p["title"], "count": p["count"]})
