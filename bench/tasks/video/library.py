"""Video tasks on the user's library: favourite a ranking's #1 into a new folder, the "triple" on an
uploader's most-viewed video, move a folder's long videos, follow the top danmaku result's uploader,
give coins, rename a folder, clear the watch history."""

from __future__ import annotations

from random import Random
from types import SimpleNamespace
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.video.common import (
    V,
    W,
    folder,
    in_any_folder,
    new_folders,
    open_folder,
    open_ranking,
    open_uploader,
    open_video,
    ov,
    pick_uploader,
    pick_video,
    search,
    tap_in_row,
    zh,
)
from mgym.apps.video.search import search as find

FOLDER_NAMES = ("Must watch", "Weekend", "Best of {p}", "Saved for later", "Top picks", "Inspiration", "Study")
FOLDER_NAMES_ZH = ("必看", "周末看", "{p}精选", "留着以后看", "精选", "灵感", "学习用")


def _folder_name(rng: Random, state: dict[str, Any], part: str) -> str:
    name = rng.choice(FOLDER_NAMES_ZH if zh(state) else FOLDER_NAMES).format(p=part)
    return name if all(f["name"] != name for f in ov(state)["folders"]) else f"{name} 2"


class FavTopRankedToNewFolder(TaskTemplate):
    id = "video.FavTopRankedToNewFolder"
    apps = ("video",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("create", "explore")
    budget = 30
    instructions = ('In Video, favourite the #1 video of the {part} ranking into a new folder called "{name}".',
                    'Open the {part} rankings in Video and save the top video to a new favourites folder "{name}".',
                    'Please add the top video of Video\'s {part} ranking to my favourites, in a new folder named "{name}".')
    instructions_zh = ("在视频里把{part}排行榜第 1 名的视频收藏到新建的收藏夹“{name}”。",
                       "打开视频的{part}排行榜，把排名第一的视频收藏进一个新收藏夹“{name}”。",
                       '请把视频{part}排行榜第一名的视频收藏起来，放进新建的收藏夹“{name}”。')
    changes = (f"{V}.folders[+1]",)
    goal_params = ("vid", "name")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            p = rng.choice(w.partitions)
            top = w.ranking[p["id"]][0]
            if not in_any_folder(state, top.id):
                return {"pid": p["id"], "part": p["name"], "vid": top.id,
                        "name": _folder_name(rng, state, p["name"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_folders(init, final)
        f = new[0] if len(new) == 1 else {}
        return [check("one new folder", 1, len(new)), check("named as asked", p["name"], f.get("name")),
                check("holding the #1 video only", [p["vid"]], f.get("videos"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_ranking(obs, p["pid"])
        obs = yield from ui.tap(obs, trigger="video.open", id=p["vid"])
        obs = yield from ui.tap(obs, trigger="video.fav", id=p["vid"])
        obs = yield from ui.tap(obs, trigger="fav.new")
        obs = yield from ui.type_into(obs, "Folder name", p["name"])
        yield from ui.tap(obs, trigger="fname.create")


class TripleMostViewed(TaskTemplate):
    id = "video.TripleMostViewed"
    apps = ("video",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("edit", "explore")
    budget = 30
    instructions = ("In Video, like, coin and favourite (the triple) the most-viewed video of the uploader {up}.",
                    "Find {up} in Video and give their most viewed video a triple: like, a coin and a favourite.",
                    "Please give {up}'s most-viewed video in Video the triple: a like, a coin and a favourite.")
    instructions_zh = ("在视频里给UP主{up}播放量最高的视频一键三连（点赞、投币、收藏）。",
                       "在视频中找到{up}，给他播放最多的那个视频三连：点赞、投一枚币、收藏。",
                       '请在视频里给UP主{up}播放量最高的视频来个三连：点赞、投币、收藏。')
    goal_params = ("vid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        st = ov(state)

        def ok(u: Any) -> bool:
            vids = sorted(w.by_uploader[u.id], key=lambda v: -v.views)
            return (len(vids) >= 3 and vids[0].views > vids[1].views and vids[0].id not in st["liked"]
                    and vids[0].id not in st["coined"] and not in_any_folder(state, vids[0].id))
        u = pick_uploader(rng, state, ok)
        top = max(w.by_uploader[u.id], key=lambda v: v.views)
        return {"uid": u.id, "up": u.name, "vid": top.id, "coins": rng.randint(3, 40)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {"coins": p["coins"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        st = ov(final)
        f: dict[str, Any] = next((f for f in st["folders"] if f["default"]), {"videos": []})
        return [Check("liked", p["vid"] in st["liked"], p["vid"], st["liked"][-3:]),
                Check("coined", st["coined"].get(p["vid"], 0) >= 1, ">= 1", st["coined"].get(p["vid"], 0)),
                Check("favourited", p["vid"] in f["videos"], p["vid"], f["videos"][-3:])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{V}.liked[+1]", f"{V}.coined.{p['vid']}", f"{V}.coins", f"{V}.folders[id=f1].videos[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_uploader(obs, _up(p))
        obs = yield from ui.tap(obs, trigger="up.sort", sort="views")
        obs = yield from ui.tap(obs, trigger="video.open", id=p["vid"])
        yield from ui.long_press(obs, trigger="video.like", id=p["vid"])


def _up(p: dict[str, Any]) -> Any:
    """The uploader as the oracle's search needs it."""
    return SimpleNamespace(id=p["uid"], name=p["up"])


class MoveLongVideos(TaskTemplate):
    id = "video.MoveLongVideos"
    apps = ("video",)
    composition = "sequential"
    difficulty = "L4"
    tags = ("edit", "reasoning")
    budget = 45
    instructions = ('In Video, move every video longer than 20 minutes from the favourites folder "{a}" to "{b}".',
                    'My Video folder "{a}" has some long videos: move all those over 20 minutes into "{b}".',
                    'Please move all videos over 20 minutes long from my Video favourites folder "{a}" into "{b}".')
    instructions_zh = ("在视频里把收藏夹“{a}”中所有超过 20 分钟的视频移动到“{b}”。",
                       "视频的收藏夹“{a}”里有些长视频：把超过 20 分钟的都移到“{b}”。",
                       '请把视频收藏夹“{a}”里时长超过 20 分钟的视频全部移到“{b}”。')
    goal_params = ("long", "short", "b_old")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        a, b = rng.sample(["f1", "f2", "f3"], 2)
        n_long = rng.randint(2, 4)
        longs = [v.id for v in rng.sample(w.videos, 60) if v.duration > 1260][:n_long]
        shorts = [v.id for v in rng.sample(w.videos, 60) if v.duration < 1140][:rng.randint(2, 4)]
        mixed = longs + shorts
        rng.shuffle(mixed)
        fa, fb = folder(state, a), folder(state, b)
        assert fa is not None and fb is not None
        b_old = [v for v in fb["videos"] if v not in mixed]
        return {"a_id": a, "b_id": b, "a": fa["name"], "b": fb["name"], "videos": mixed, "long": longs,
                "short": [v for v in mixed if v in shorts], "b_old": b_old}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {f"folders[id={p['a_id']}]": {"videos": p["videos"]},
                                   f"folders[id={p['b_id']}]": {"videos": p["b_old"]}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        fa, fb = folder(final, p["a_id"]) or {"videos": []}, folder(final, p["b_id"]) or {"videos": []}
        return [check("the first folder keeps only its short videos", sorted(p["short"]), sorted(fa["videos"])),
                check("the second folder holds its videos and the long ones", sorted(p["b_old"] + p["long"]),
                      sorted(fb["videos"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{V}.folders[id={p['a_id']}].videos", f"{V}.folders[id={p['b_id']}].videos"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_folder(obs, p["a_id"])
        obs = yield from ui.tap(obs, trigger="folder.edit")
        for vid in reversed(p["videos"]):  # down the list, newest added first, as the folder shows it
            if vid in p["long"]:
                obs = yield from ui.tap(obs, trigger="folder.select", video=vid)
        obs = yield from ui.tap(obs, trigger="folder.move")
        yield from ui.tap(obs, trigger="move.pick", to=p["b_id"])


class FollowTopDanmaku(TaskTemplate):
    id = "video.FollowTopDanmaku"
    apps = ("video",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("search", "explore")
    budget = 30
    split = "train"
    instructions = ('Search Video for "{q}", sort the results by most danmaku, and follow the uploader of the top '
                    'result.',
                    'In Video, look up "{q}" sorted by danmaku count and follow whoever uploaded the first video.',
                    'Please follow the uploader of the top video when the Video search results for "{q}" are sorted by most danmaku.')
    instructions_zh = ("在视频里搜索“{q}”，按弹幕数从多到少排序，然后关注第一个结果的UP主。",
                       "在视频中搜“{q}”，按最多弹幕排序，关注排在第一的视频的UP主。",
                       '请在视频里搜“{q}”，按弹幕最多排序后，关注第一个视频的UP主。')
    changes = (f"{V}.following[+1]",)
    goal_params = ("uid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            q = rng.choice(w.videos).topic
            by_dm = find(w, q, sort="danmaku")
            best = find(w, q)
            if by_dm and best and by_dm[0].up != best[0].up and by_dm[0].up not in ov(state)["following"]:
                return {"q": q, "vid": by_dm[0].id, "uid": by_dm[0].up}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check("following the uploader", p["uid"] in ov(final)["following"], p["uid"], ov(final)["following"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p["q"])
        obs = yield from tap_in_row(obs, "search.filter", sort="danmaku")
        obs = yield from ui.tap(obs, trigger="video.open", id=p["vid"])
        yield from ui.tap(obs, trigger="up.follow", up=p["uid"])


class GiveTwoCoins(TaskTemplate):
    id = "video.GiveTwoCoins"
    apps = ("video",)
    difficulty = "L2"
    tags = ("edit", "search")
    budget = 15
    split = "train"
    instructions = ('Give 2 coins to the video "{title}" in Video.', 'In Video, find "{title}" and throw it two coins.')
    instructions_zh = ("在视频里给《{title}》投 2 枚硬币。", "在视频中找到《{title}》，给它投两个硬币。")
    goal_params = ("vid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        v = pick_video(rng, state, lambda v: v.id not in ov(state)["coined"])
        return {"vid": v.id, "title": v.title, "coins": rng.randint(2, 30)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {"coins": p["coins"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("2 coins given", 2, ov(final)["coined"].get(p["vid"], 0)),
                check("taken from the balance", p["coins"] - 2, ov(final)["coins"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{V}.coined.{p['vid']}", f"{V}.coins"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_video(obs, _v(p))
        obs = yield from ui.tap(obs, trigger="video.coin", id=p["vid"])
        yield from ui.tap(obs, trigger="coin.give", n=2)


def _v(p: dict[str, Any]) -> Any:
    return SimpleNamespace(id=p["vid"], title=p["title"])


class RenameFolder(TaskTemplate):
    id = "video.RenameFolder"
    apps = ("video",)
    difficulty = "L1"
    tags = ("edit",)
    budget = 15
    split = "train"
    instructions = ('Rename my Video favourites folder "{old}" to "{new}".',
                    'In Video, change the name of the folder "{old}" to "{new}".')
    instructions_zh = ("把视频里的收藏夹“{old}”重命名为“{new}”。", "在视频中把收藏夹“{old}”改名为“{new}”。")
    goal_params = ("fid", "new")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        f = rng.choice(ov(state)["folders"])
        return {"fid": f["id"], "old": f["name"], "new": _folder_name(rng, state, f["name"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("the folder's new name", p["new"], (folder(final, p["fid"]) or {}).get("name"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{V}.folders[id={p['fid']}].name"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_folder(obs, p["fid"])
        obs = yield from ui.tap(obs, trigger="folder.rename")
        obs = yield from ui.type_into(obs, p["old"], p["new"])
        yield from ui.tap(obs, trigger="fname.save")


class ClearHistory(TaskTemplate):
    id = "video.ClearHistory"
    apps = ("video",)
    difficulty = "L1"
    tags = ("edit",)
    budget = 15
    split = "train"
    instructions = ("Clear my watch history in Video.", "Delete everything from the Video app's watch history.")
    instructions_zh = ("清空视频里的观看历史。", "把视频应用的历史记录全部删除。")
    changes = (f"{V}.history",)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("the history is empty", 0, len(ov(final)["history"]))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("video")
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.history")
        obs = yield from ui.tap(obs, trigger="history.clear")
        yield from ui.tap(obs, trigger="hclear.confirm")
