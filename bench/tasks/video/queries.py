"""Video queries answered on the AnswerSheet: a video's exact view count, an uploader's first upload."""

from __future__ import annotations

from random import Random
from types import SimpleNamespace
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.video.common import W, open_uploader, open_video, pick_uploader, pick_video


class ViewCount(AnswerTask):
    id = "video.ViewCount"
    apps = ("video", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    budget = 30
    split = "train"
    instructions = ('How many views does the video "{title}" have in Video? Give the exact number.',
                    'Look up "{title}" in Video and tell me its exact view count.')
    instructions_zh = ("视频《{title}》的播放量是多少？请给出准确数字。", "在视频里查一下《{title}》，告诉我它的确切播放次数。")
    answer_fields = (AnswerField("views", "Views", "number", "number", hint="The exact number, e.g. 12345",
                                 label_zh="播放量", hint_zh="准确的数字，例如 12345"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        v = pick_video(rng, state)
        return {"vid": v.id, "title": v.title}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"views": W(init).by_id[p["vid"]].views}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_video(obs, SimpleNamespace(id=p["vid"], title=p["title"]))
        obs = yield from ui.tap(obs, trigger="video.more_desc")
        n = next(d["n"] for e in obs.ui if e.text and (d := ui.parse(obs, "{n} views", e.text.split(" · ")[0])))
        yield from ui.fill_answers(obs, {"views": n.replace(",", "")})


class FirstUpload(AnswerTask):
    id = "video.FirstUpload"
    apps = ("video", "answersheet")
    difficulty = "L3"
    tags = ("explore", "extract")
    budget = 30
    instructions = ("Which of {up}'s videos in Video was uploaded first? Answer with its title.",
                    "Find the uploader {up} in Video: what is the title of their oldest video?",
                    'What is the title of the earliest video uploaded by {up} in Video?')
    instructions_zh = ("视频里UP主{up}最早上传的是哪个视频？回答视频标题。", "在视频中找到UP主{up}：他最早发布的视频叫什么？",
                       '视频里UP主{up}上传的第一个视频标题是什么？')
    answer_fields = (AnswerField("title", "Video title", hint="As shown in Video", label_zh="视频标题",
                                 hint_zh="视频中显示的标题"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        u = pick_uploader(rng, state, lambda u: 3 <= len(w.by_uploader[u.id]) <= 25)
        first = w.by_uploader[u.id][-1]
        return {"uid": u.id, "up": u.name, "vid": first.id}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"title": W(init).by_id[p["vid"]].title}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_uploader(obs, SimpleNamespace(id=p["uid"], name=p["up"]))
        obs = yield from ui.scroll_to(obs, trigger="video.open", id=p["vid"])
        row = next(e for e in obs.ui if e.trigger == "video.open" and e.params.get("id") == p["vid"])
        yield from ui.fill_answers(obs, {"title": row.text})
