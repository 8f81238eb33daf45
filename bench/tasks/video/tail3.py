"""Hard-by-construction Video templates (declared hardness factors, L4), third wave.
``FollowedLaterToFolder``: of the videos in my Watch later list (fifteen and more rows, several screens),
every one by a creator I follow and shorter than a length is saved to a favourites folder, one video page
at a time. The Following list must be read against the Watch later rows: a creator whose name is a
followed one's plus (or less) a trailing digit ("LemurLab" / "LemurLab2") has short videos there too, and
a followed creator has a video just over the length; no screen filters Watch later by creator or length."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.video.common import V, W, launch, ov, zh

FOLDERS = ("Weekend binge", "Tonight's queue", "Short picks", "Commute watch")
FOLDERS_ZH = ("周末补番", "今晚要看", "短片精选", "通勤必看")


def _pairs(w: Any, following: list[str]) -> list[tuple[Any, Any]]:
    """(creator, near-namesake) pairs: one name is the other plus a trailing digit, both names unique,
    both with enough videos, neither followed yet."""
    names = [u.name for u in w.uploaders]
    by_name = {u.name: u for u in w.uploaders}
    out = []
    for u in w.uploaders:
        for d in "23456789":
            v = by_name.get(u.name + d)
            if v is not None and names.count(u.name) == 1 and names.count(v.name) == 1 \
                    and len(w.by_uploader[u.id]) >= 5 and len(w.by_uploader[v.id]) >= 5 \
                    and u.id not in following and v.id not in following:
                out.append((u, v))
    return out


class FollowedLaterToFolder(TaskTemplate):
    id = "video.FollowedLaterToFolder"
    apps = ("video",)
    hardness = ("steps", "aggregate", "trap", "explore")
    tags = ("edit", "reasoning", "extract")
    budget = 60
    goal_params = ("fid", "want")
    instructions = ('Go through my Watch later list in Video and save every video there that is by a creator I '
                    'follow and shorter than {n} minutes to my favourites folder "{folder}".',
                    'In Video, check my Watch later videos against the creators I follow: each one from a followed '
                    'creator that runs under {n} minutes goes into the favourites folder "{folder}". Leave the rest.',
                    'I only want the short stuff from people I follow: put every Watch later video in Video that is '
                    'under {n} minutes long and comes from a creator I follow into my folder "{folder}".')
    instructions_zh = ("把视频里我的“稍后再看”列表过一遍，其中凡是我关注的UP主发的、时长不到{n}分钟的视频，都收藏到收藏夹“{folder}”。",
                       "在视频里把“稍后再看”的视频和我关注的UP主对一对：关注的UP主发的、时长短于{n}分钟的，每个都收藏进收藏夹"
                       "“{folder}”，其他的不用管。",
                       "我只想看关注的人发的短视频：把视频“稍后再看”里时长不到{n}分钟、而且是我关注的UP主发的视频，全都放进我的收藏夹"
                       "“{folder}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        z = zh(state)
        old = list(ov(state)["following"])
        pairs = _pairs(w, old)
        names = [u.name for u in w.uploaders]
        while True:
            a, b = rng.choice(pairs)
            fol, twin = (a, b) if rng.random() < 0.5 else (b, a)
            more = rng.sample(w.uploaders, 2)
            ids = {fol.id, twin.id, *(u.id for u in more)}
            if len(ids) != 4 or any(u.id in old or names.count(u.name) != 1 or len(w.by_uploader[u.id]) < 4
                                    or any(x.name.startswith(u.name) or u.name.startswith(x.name)
                                           for x in (fol, twin)) for u in more):
                continue
            n = rng.choice((8, 10, 12, 15, 20))
            lim = n * 60
            followed = [fol, *more]
            shorts = [[v for v in w.by_uploader[u.id] if v.duration < lim] for u in followed]
            longs = [v for u in followed for v in w.by_uploader[u.id] if lim < v.duration <= lim + 240]
            twin_short = [v for v in w.by_uploader[twin.id] if v.duration < lim]
            if not longs or len(twin_short) < 2 or any(not s for s in shorts) or len(shorts[0]) < 2:
                continue
            want = rng.sample(shorts[0], 2) + [rng.choice(s) for s in shorts[1:]]
            if len(shorts[1]) >= 2 and rng.random() < 0.5:
                want.append(next(v for v in shorts[1] if v.id != want[2].id))
            lures = [rng.choice(longs), *rng.sample(twin_short, 2)]
            others: list[Any] = []
            while len(others) < rng.randint(8, 10):
                v = rng.choice(w.videos)
                if v.up not in ids and v.up not in old and v.id not in {o.id for o in others}:
                    others.append(v)
            later = [v.id for v in [*want, *lures, *others]]
            if len(set(later)) != len(later):
                continue
            rng.shuffle(later)
            break
        fid = f"f{ov(state)['next_id']}"
        taken = {f["name"] for f in ov(state)["folders"]}
        folder = rng.choice([x for x in (FOLDERS_ZH if z else FOLDERS) if x not in taken])
        shown = list(reversed(later))  # the list shows the newest saved first
        order = [v for v in shown if v in {x.id for x in want}]
        return {"n": n, "fid": fid, "folder": folder, "later": later, "following": [*old, *(u.id for u in followed)],
                "want": sorted(order), "order": order, "last": shown[-1], "twin": twin.name, "fol": fol.name}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        f = {"id": p["fid"], "name": p["folder"], "videos": [], "created": 1773100000000, "default": False}
        return {"apps": {"video": {"watch_later": p["later"], "following": p["following"],
                                   "folders": [*ov(state)["folders"], f], "next_id": ov(state)["next_id"] + 1}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the folder": sum(1 for f in ov(init)["folders"] if f["name"] == p["folder"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        f: dict[str, Any] = next((x for x in ov(final)["folders"] if x["id"] == p["fid"]), {"videos": []})
        return [check("the folder holds exactly the followed creators' short Watch later videos", p["want"],
                      sorted(f["videos"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{V}.folders[id={p['fid']}].videos"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.follows")
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="me.later")
        for vid in p["order"]:
            obs = yield from ui.scroll_to(obs, trigger="video.open", id=vid)
            obs = yield from ui.tap(obs, trigger="video.open", id=vid)
            obs = yield from ui.tap(obs, trigger="video.fav", id=vid)
            obs = yield from ui.tap(obs, trigger="fav.toggle", folder=p["fid"])
            obs = yield from ui.tap(obs, trigger="fav.done")
            for _ in range(3):
                if obs.screen == "later":
                    break
                obs = yield from ui.back()
        if p["order"][-1] != p["last"]:
            yield from ui.scroll_to(obs, trigger="video.open", id=p["last"])  # the rest of the rows read
