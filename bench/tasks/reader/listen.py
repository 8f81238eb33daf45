"""Reader's audiobook: play a chapter of a book at a speed."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.reader.common import P, open_book, ov, readable_books
from mgym.apps.reader import model

AUDIO = ("book", "chapter", "playing", "speed", "pos", "since")


class ListenChapterAtSpeed(TaskTemplate):
    id = "reader.ListenChapterAtSpeed"
    apps = ("reader",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("nav", "settings")
    budget = 30
    split = "train"
    instructions = ('Play the audiobook of "{title}" in Reader from chapter {n}, at {speed}x speed.',
                    "In Reader, listen to {title}: start chapter {n} playing at {speed}x.")
    instructions_zh = ("在阅读里用{speed}倍速播放《{title}》第{n}章的有声书。", "在阅读里听《{title}》：从第{n}章开始，以{speed}倍速播放。")
    goal_params = ("book", "n", "speed")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        b = rng.choice([b for b in readable_books(state, on_shelf=True) if len(b["chapters"]) >= 3])
        it = model.shelf_item(ov(state), b["id"])
        start = int(it["chapter"]) if it else 0
        n = rng.choice([k for k in range(1, len(b["chapters"]) + 1) if k != start + 1])
        return {"book": b["id"], "title": b["title"], "n": n, "start": start, "speed": rng.choice((0.75, 1.25, 1.5, 2.0))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"audio": {"book": "", "chapter": 0, "playing": False, "speed": 1.0, "pos": 0.0,
                                              "since": 0}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        a = ov(final)["audio"]
        return [check("the book's audiobook", p["book"], a["book"]),
                check("at the chapter", p["n"] - 1, a["chapter"]),
                Check("playing at the speed", a["playing"] and abs(float(a["speed"]) - p["speed"]) < 1e-9,
                      [True, p["speed"]], [a["playing"], a["speed"]])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.audio.{f}" for f in AUDIO]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_book(obs, p["book"], p["title"])
        obs = yield from ui.tap(obs, trigger="book.listen")
        step = 1 if p["n"] - 1 > p["start"] else -1
        for _ in range(abs(p["n"] - 1 - p["start"])):
            obs = yield from ui.tap(obs, trigger="audio.chapter", step=step)
        obs = yield from ui.tap(obs, trigger="audio.speed", speed=p["speed"])
        yield from ui.tap(obs, trigger="audio.toggle")
