"""Hard-by-construction Lifenotes templates (declared hardness factors, L4): the most-liked note of a
board that is about a given city and was posted in a window of days back from today. The board lists only
titles and likes; the city and the date are on each note's page. The board holds a more-liked note from
another city and a more-liked note from that city posted before the window."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.lifenotes.common import START_MS, W, launch, ov, zh

DAY = 86_400_000
BOARDS = ("Weekend ideas", "Places to go", "Someday list")
BOARDS_ZH = ("周末去哪儿", "想去的地方", "有空再去")
#: the board's size
SIZE = 12


def _age(n: dict[str, Any]) -> int:
    """Whole days between the note's posting and now."""
    return int((START_MS - n["time"]) // DAY)


class BoardTopInCity(AnswerTask):
    id = "lifenotes.BoardTopInCity"
    apps = ("lifenotes", "answersheet")
    hardness = ("aggregate", "temporal", "trap")
    tags = ("explore", "extract", "reasoning")
    budget = 45
    instructions = ('On my Lifenotes board "{board}", which note about a place in {city} that was posted in the last '
                    "{days} days has the most likes? Write its title on the AnswerSheet.",
                    'Go through the notes I saved to my "{board}" board in Lifenotes. Of those located in {city} and '
                    "posted within the past {days} days, which one is the most liked? Answer with its title in "
                    "AnswerSheet.",
                    'I saved some places to my Lifenotes board "{board}". Among the notes there set in {city} and '
                    "published in the last {days} days, find the one with the most likes and put its title on the "
                    "AnswerSheet.")
    instructions_zh = ("我生活笔记收藏夹“{board}”里，地点在{city}、且是最近{days}天内发布的笔记中，哪篇获赞最多？请把它的标题填到答题卡上。",
                       "把我收藏到生活笔记“{board}”专辑里的笔记看一遍：其中定位在{city}、发布于过去{days}天内的，哪一篇点赞最多？在答题卡上写出它的标题。",
                       "我在生活笔记的“{board}”收藏夹里存了一些地方。在那些位于{city}、最近{days}天内发布的笔记里，找出点赞数最高的一篇，把标题填到答题卡。")
    answer_fields = (AnswerField("title", "Note title", hint="The note's title, exactly as shown", label_zh="笔记标题",
                                 hint_zh="笔记的标题，与显示的完全一致"),)
    goal_params = ("winner",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        pool = [n for n in w.notes if n.get("place") and n["place"].get("city") and w.titles[n["title"]] == 1]
        cities = sorted({n["place"]["city"] for n in pool})
        for _ in range(500):
            days = rng.choice((30, 45, 60, 90, 120))
            city = rng.choice(cities)
            inside = [n for n in pool if _age(n) <= days - 3]
            before = [n for n in pool if _age(n) >= days + 3]
            here = [n for n in inside if n["place"]["city"] == city]
            if len(here) < 3:
                continue
            three = rng.sample(here, 3)
            likes = sorted((n["likes"] for n in three), reverse=True)
            if likes[0] == likes[1]:
                continue
            win = max(three, key=lambda n: n["likes"])
            elsewhere = [n for n in inside if n["place"]["city"] != city and n["likes"] > win["likes"]]
            old = [n for n in before if n["place"]["city"] == city and n["likes"] > win["likes"]]
            if not elsewhere or not old:
                continue
            chosen = [*three, rng.choice(elsewhere), rng.choice(old)]
            ids = {n["id"] for n in chosen}
            rest = [n for n in pool if n["id"] not in ids and (n["place"]["city"] != city or _age(n) >= days + 3)]
            chosen += rng.sample(rest, SIZE - len(chosen))
            rng.shuffle(chosen)
            k = rng.randrange(len(BOARDS))
            return {"board": (BOARDS_ZH if zh(state) else BOARDS)[k], "city": city, "days": days,
                    "notes": [n["id"] for n in chosen], "winner": win["id"], "title": win["title"]}
        raise ValueError("no board to build on this phone")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        boards = ov(state)["boards"]
        new = {"id": f"b{len(boards) + 7}", "name": p["board"], "notes": p["notes"]}
        return {"apps": {"lifenotes": {"boards": [*boards, new]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = W(init)
        board = [b for b in ov(init)["boards"] if b["name"] == p["board"]]
        notes = [w.note(i) for i in board[0]["notes"]] if board else []
        fit = [n for n in notes if n is not None and n["place"]["city"] == p["city"] and _age(n) < p["days"]]
        most = max((n["likes"] for n in fit), default=-1)
        return {"the board": len(board), "the most-liked fitting note": sum(n["likes"] == most for n in fit)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"title": p["title"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.boards")
        obs = yield from ui.tap(obs, p["board"], trigger="board.open")
        obs = yield from ui.tap(obs, trigger="note.open", id=p["winner"])
        yield from ui.fill_answers(obs, {"title": p["title"]})
