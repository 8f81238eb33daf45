"""Video tasks whose answer is only in the thumbnails (tagged ``image``): count a ranking's or a search's
thumbnails showing an object, name the ranked video whose thumbnail shows the most of it, and add an
uploader's videos whose thumbnail shows an object to Watch later.

What a thumbnail shows comes from the committed photo's facts (``mgym.render.photos.index()`` through
``mgym.apps.video.world.thumb_counts``); the screen never states it in text."""

from __future__ import annotations

from functools import cache
from random import Random
from types import SimpleNamespace
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.gallery.common import OBJECTS_ZH, plural
from bench.tasks.video.common import V, W, open_ranking, open_uploader, ov, pick_uploader, search
from mgym.apps.video.search import search as find
from mgym.apps.video.world import BOOT_MS, Video, thumb_counts, world

#: ids, rankings and search order are the same in every region (only names differ)
IDS = "en"


def shows(v: Video, kind: str) -> bool:
    return thumb_counts(v).get(kind, 0) > 0


def kinds_in(vids: list[Video] | tuple[Video, ...]) -> list[str]:
    """The objects (with a Chinese name) some of ``vids``' thumbnails show, in a stable order."""
    return sorted({k for v in vids for k in thumb_counts(v) if k in OBJECTS_ZH})


def _sample_count(rng: Random, groups: list[tuple[Any, list[Video]]]) -> tuple[Any, str, int]:
    """A (group key, object, count) whose count is a target drawn from 1-4, so answers spread."""
    target = rng.randint(1, 4)
    for tries in range(400):
        key, vids = rng.choice(groups)
        kinds = kinds_in(vids)
        if not kinds:
            continue
        kind = rng.choice(kinds)
        n = sum(shows(v, kind) for v in vids)
        if n == target or tries > 300:
            return key, kind, n
    raise AssertionError("no group")


class _Kind:
    """Shows the object's name in Chinese on a Chinese instruction."""

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out: dict[str, Any] = super().localize(params, locale)  # type: ignore[misc]
        if locale == "en":
            return out
        return {**out, "kind": OBJECTS_ZH[params["kind"]], "kinds": OBJECTS_ZH[params["kind"]]}


class RankingThumbCount(_Kind, AnswerTask):
    id = "video.RankingThumbCount"
    apps = ("video", "answersheet")
    difficulty = "L3"
    tags = ("image", "explore", "reasoning")
    budget = 30
    instructions = ("In Video's {part} ranking, how many of the top {top} videos have a thumbnail showing at least "
                    "one {kind}?",
                    "Look at the thumbnails of the first {top} videos in the {part} ranking of Video: on how many of "
                    "them can you see a {kind}?",
                    "Count how many of the top {top} videos in Video's {part} ranking have at least one {kind} on their thumbnail.")
    instructions_zh = ("视频应用的{part}排行榜前 {top} 名里，有几个视频的封面上有{kind}？",
                       "看看视频里{part}排行榜前 {top} 个视频的封面：其中有几个能看到{kind}？",
                       '数一数视频{part}排行榜前 {top} 名的视频里，封面上至少有一个{kind}的有几个？')
    answer_fields = (AnswerField("n", "Videos", "number", "number", hint="A whole number", label_zh="视频数",
                                 hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        top = rng.choice((5, 6, 8))
        pid, kind, n = _sample_count(rng, [(p["id"], list(w.ranking[p["id"]][:top])) for p in w.partitions])
        return {"pid": pid, "part": w.part_name(pid), "top": top, "kind": kind, "n": n}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        w = W(init)
        return {"n": sum(shows(v, p["kind"]) for v in w.ranking[p["pid"]][:p["top"]])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_ranking(obs, p["pid"])
        last = world(IDS).ranking[p["pid"]][p["top"] - 1]
        obs = yield from ui.scroll_to(obs, trigger="video.open", id=last.id)
        yield from ui.fill_answers(obs, {"n": str(p["n"])})


class RankingThumbMost(_Kind, AnswerTask):
    id = "video.RankingThumbMost"
    apps = ("video", "answersheet")
    difficulty = "L4"
    tags = ("image", "explore", "reasoning")
    budget = 30
    instructions = ("Among the top {top} videos of Video's {part} ranking, which one's thumbnail shows the most "
                    "{kinds}? Answer with its title.",
                    "Check the thumbnails of the {part} ranking's first {top} videos in Video and tell me the title "
                    "of the one with the most {kinds} in it.",
                    "Which of the top {top} videos in Video's {part} ranking has the most {kinds} on its thumbnail? Give its title.")
    instructions_zh = ("视频应用{part}排行榜前 {top} 名中，哪个视频的封面上{kind}最多？回答它的标题。",
                       "看看视频里{part}排行榜前 {top} 个视频的封面，告诉我{kind}最多的那个视频叫什么。",
                       '视频{part}排行榜前 {top} 个视频里，哪个视频封面上的{kind}最多？请给出视频标题。')
    answer_fields = (AnswerField("title", "Video title", hint="As shown in Video", label_zh="视频标题",
                                 hint_zh="视频中显示的标题"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            p = rng.choice(w.partitions)
            top = rng.choice((6, 8))
            vids = list(w.ranking[p["id"]][:top])
            kinds = [k for k in kinds_in(vids) if sum(shows(v, k) for v in vids) >= 2]
            if not kinds:
                continue
            kind = rng.choice(kinds)
            counts = sorted(((thumb_counts(v).get(kind, 0), v.id) for v in vids), reverse=True)
            if counts[0][0] > counts[1][0]:
                return {"pid": p["id"], "part": p["name"], "top": top, "kind": kind, "kinds": plural(kind, 2),
                        "vid": counts[0][1]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"title": W(init).by_id[p["vid"]].title}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_ranking(obs, p["pid"])
        last = world(IDS).ranking[p["pid"]][p["top"] - 1]
        obs = yield from ui.scroll_to(obs, trigger="video.open", id=last.id)
        obs = yield from ui.scroll_to(obs, trigger="video.open", id=p["vid"], up=True)
        row = next(e for e in obs.ui if e.trigger == "video.open" and e.params.get("id") == p["vid"])
        yield from ui.fill_answers(obs, {"title": row.text})


@cache
def _queries(region: str) -> tuple[str, ...]:
    """Search words: the partitions' topics (their results are that partition's videos)."""
    w = world(region)
    return tuple(t for p in w.partitions for t in w.words["topics"][p["id"]])


@cache
def _first(region: str, q: str) -> list[Video]:
    return find(world(region), q, now=BOOT_MS)[:8]


class SearchThumbCount(_Kind, AnswerTask):
    id = "video.SearchThumbCount"
    apps = ("video", "answersheet")
    difficulty = "L3"
    tags = ("image", "search", "reasoning")
    budget = 30
    split = "train"
    instructions = ('Search Video for "{q}": how many of the first {top} results have a thumbnail with a {kind} '
                    "in it?",
                    'In Video, search "{q}" and count the results among the first {top} whose thumbnail shows a '
                    "{kind}.",
                    'Among the first {top} Video search results for "{q}", how many have a thumbnail showing a {kind}?')
    instructions_zh = ("在视频里搜索“{q}”：前 {top} 个结果中，有几个视频的封面上有{kind}？",
                       "在视频应用搜索“{q}”，数一数前 {top} 个结果里封面上能看到{kind}的有几个。",
                       '在视频里搜“{q}”，前 {top} 个结果中封面上有{kind}的一共几个？')
    answer_fields = (AnswerField("n", "Videos", "number", "number", hint="A whole number", label_zh="视频数",
                                 hint_zh="一个整数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = state["os"]["device"]["region"]
        top = rng.choice((6, 8))
        target = rng.choice((1, 2, 3, 4, 5))
        for tries in range(200):
            q = rng.choice(_queries(reg))
            hits = _first(reg, q)[:top]
            if len(hits) < top:
                continue
            near = sorted((abs(sum(shows(v, k) for v in hits) - target), k) for k in kinds_in(hits))
            if near and (near[0][0] == 0 or tries > 180):
                kind = rng.choice([k for d, k in near if d == near[0][0]])
                n = sum(shows(v, kind) for v in hits)
                break
        return {"q": q, "top": top, "kind": kind, "n": n, "region": state["os"]["device"]["region"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        hits = find(W(init), p["q"], now=BOOT_MS)[:p["top"]]
        return {"n": sum(shows(v, p["kind"]) for v in hits)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p["q"])
        last = find(world(p["region"]), p["q"], now=BOOT_MS)[p["top"] - 1]
        obs = yield from ui.scroll_to(obs, trigger="video.open", id=last.id)
        yield from ui.fill_answers(obs, {"n": str(p["n"])})


class LaterByThumb(_Kind, TaskTemplate):
    id = "video.LaterByThumb"
    apps = ("video",)
    difficulty = "L4"
    tags = ("image", "explore", "edit")
    budget = 60
    instructions = ("Go to {up}'s uploader page in Video and add every video whose thumbnail shows a {kind} to "
                    "Watch later.",
                    "On the Video page of the uploader {up}, put each video with a {kind} on its thumbnail in my "
                    "Watch later list.",
                    "Please add all of {up}'s videos in Video whose thumbnails show a {kind} to my Watch later list.")
    instructions_zh = ("打开视频里UP主{up}的主页，把封面上有{kind}的视频都加入“稍后再看”。",
                       "在视频应用UP主{up}的主页上，把每个封面上能看到{kind}的视频都添加到稍后再看。",
                       '请把视频里UP主{up}所有封面上有{kind}的视频都加入“稍后再看”。')
    goal_params = ("uid", "kind")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        later = set(ov(state)["watch_later"])
        while True:
            u = pick_uploader(rng, state, lambda u: 4 <= len(w.by_uploader[u.id]) <= 10)
            vids = w.by_uploader[u.id]
            if later & {v.id for v in vids}:
                continue
            kinds = [k for k in kinds_in(vids) if 1 <= sum(shows(v, k) for v in vids) <= 3]
            if kinds:
                kind = rng.choice(kinds)
                return {"uid": u.id, "up": u.name, "kind": kind,
                        "vids": [v.id for v in vids if shows(v, kind)]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        have = ov(final)["watch_later"]
        return [Check(f"{vid} is in Watch later", vid in have, vid, have) for vid in p["vids"]]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{V}.watch_later[+{len(p['vids'])}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_uploader(obs, SimpleNamespace(id=p["uid"], name=p["up"]))
        for vid in p["vids"]:
            obs = yield from ui.tap(obs, trigger="video.open", id=vid)
            obs = yield from ui.tap(obs, trigger="video.more", id=vid)
            obs = yield from ui.tap(obs, trigger="more.later", id=vid)
            obs = yield from ui.back()
