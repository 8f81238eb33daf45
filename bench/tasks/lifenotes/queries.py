"""Lifenotes questions: a note's likes and city (read on its page), and what its pictures show (the
answer is in the picture: judged from the photo index's facts, never from text on screen)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.gallery.common import OBJECTS_ZH, plural
from bench.tasks.lifenotes.common import W, note_params, open_note, ov, pick_note
from mgym.render.photos import index


class NoteLikes(AnswerTask):
    id = "lifenotes.NoteLikes"
    apps = ("lifenotes", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    budget = 15
    instructions = ('How many likes does the Lifenotes note "{title}" by {author} have? Answer on the AnswerSheet.',
                    'Check the like count of {author}\'s note "{title}" in Lifenotes and put it in AnswerSheet.')
    instructions_zh = ("生活笔记里{author}的笔记《{title}》有多少个赞？请在答题卡中作答。", "看看生活笔记里{author}的《{title}》的点赞数，填到答题卡里。")
    answer_fields = (AnswerField("likes", "Likes", "number", "number", hint="A whole number", label_zh="点赞数",
                                 hint_zh="一个整数"),)
    goal_params = ("nid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = pick_note(rng, state, lambda n: n["likes"] < 10_000 and n["id"] not in ov(state)["liked"])
        return {**note_params(state, n), "likes": n["likes"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"likes": W(init).by_id[p["nid"]]["likes"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p)
        yield from ui.fill_answers(obs, {"likes": p["likes"]})


class NoteCity(AnswerTask):
    id = "lifenotes.NoteCity"
    apps = ("lifenotes", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    budget = 15
    split = "train"
    instructions = ('Which city is the Lifenotes note "{title}" located in? Answer on the AnswerSheet.',
                    'Look up the location of the note "{title}" by {author} in Lifenotes and write its city in AnswerSheet.')
    instructions_zh = ("生活笔记里的笔记《{title}》定位在哪个城市？请在答题卡中作答。", "在生活笔记查看{author}的《{title}》的定位，把城市名填到答题卡里。")
    answer_fields = (AnswerField("city", "City", hint="The city's name", label_zh="城市", hint_zh="城市名称"),)
    goal_params = ("nid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = pick_note(rng, state)
        return {**note_params(state, n), "city": n["place"]["city"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"city": W(init).by_id[p["nid"]]["place"]["city"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p)
        yield from ui.fill_answers(obs, {"city": p["city"]})


def _counts(asset: str) -> dict[str, int]:
    f = index().get(asset, {})
    return dict(f.get("facts", {}).get("counts", {})) if f.get("kind") == "scene" else {}


class _CountInPicture(AnswerTask):
    """How many of an object one picture of a note shows (``first``: the cover, else the last)."""

    apps = ("lifenotes", "answersheet")
    difficulty = "L3"
    tags = ("image", "extract")
    budget = 30
    first = True
    answer_fields = (AnswerField("count", "Number", "number", "number", hint="A whole number", label_zh="数量",
                                 hint_zh="一个整数"),)
    goal_params = ("nid", "obj")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        def pic(n: dict[str, Any]) -> str:
            return str(n["images"][0 if self.first else -1])

        def shown(n: dict[str, Any]) -> list[tuple[str, int]]:
            return sorted((o, c) for o, c in _counts(pic(n)).items() if o in OBJECTS_ZH and c == target)

        target = rng.randint(1, 5)  # the answer is drawn first, so answers spread (pictures mostly show 2-4)
        n = pick_note(rng, state, lambda n: (self.first or len(n["images"]) > 2) and bool(shown(n)))
        obj, count = rng.choice(shown(n))
        return {**note_params(state, n), "obj": obj, "objs": plural(obj, 2), "count": count, "pics": len(n["images"])}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        return p if locale == "en" else {**p, "objs": OBJECTS_ZH[p["obj"]]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        n = W(init).by_id[p["nid"]]
        return {"count": _counts(n["images"][0 if self.first else -1]).get(p["obj"], 0)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p)
        if not self.first:
            for _ in range(p["pics"] - 1):
                obs = yield from ui.tap(obs, trigger="note.next")
        yield from ui.fill_answers(obs, {"count": p["count"]})


class CountInCover(_CountInPicture):
    id = "lifenotes.CountInCover"
    instructions = ('How many {objs} are in the first picture of the Lifenotes note "{title}"? Answer on the AnswerSheet.',
                    'Open "{title}" by {author} in Lifenotes, count the {objs} in its first picture and answer in AnswerSheet.',
                    'Please count the {objs} in the first picture of "{title}" by {author} on Lifenotes. '
                    "How many are there?")
    instructions_zh = ("生活笔记里的笔记《{title}》的第一张图片里有几个{objs}？请在答题卡中作答。",
                       "打开生活笔记里{author}的《{title}》，数一数第一张图里的{objs}，在答题卡中作答。",
                       "请数一下生活笔记中{author}的《{title}》第一张图片里有多少个{objs}。")


class CountInLastPicture(_CountInPicture):
    id = "lifenotes.CountInLastPicture"
    first = False
    split = "train"
    instructions = ('How many {objs} are in the last picture of the Lifenotes note "{title}"? Answer on the AnswerSheet.',
                    'Swipe to the final picture of "{title}" by {author} in Lifenotes and count the {objs} in it; answer '
                    "in AnswerSheet.",
                    'Please count the {objs} in the last picture of the Lifenotes note "{title}" by '
                    "{author}. How many are there?")
    instructions_zh = ("生活笔记里的笔记《{title}》的最后一张图片里有几个{objs}？请在答题卡中作答。",
                       "在生活笔记里把{author}的《{title}》翻到最后一张图，数一数里面的{objs}，在答题卡中作答。",
                       "请数一数{author}在生活笔记发的《{title}》里最后一张图片中有几个{objs}。")
