"""Hard-by-construction Music templates (declared hardness factors, L4): whose songs fill the most time
in a long playlist of mine, read song by song (the page prints only the playlist's grand total, and the
artist with the most songs is not the one with the most time)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.music.common import W, open_library_playlist, ov
from bench.tasks.music.library import with_playlists

MIX_NAMES = ("Weekend drive", "Kitchen radio", "Rainy afternoon", "Long walk", "Study break", "Old favourites")
MIX_NAMES_ZH = ("周末兜风", "厨房电台", "雨天午后", "散步时光", "学习间隙", "老歌回味")


def _mmss(seconds: int) -> str:
    return f"{seconds // 60} min {seconds % 60} sec"


def _mmss_zh(seconds: int) -> str:
    return f"{seconds // 60}分{seconds % 60}秒"


class PlaylistArtistMostTime(AnswerTask):
    id = "music.PlaylistArtistMostTime"
    apps = ("music", "answersheet")
    hardness = ("aggregate", "arithmetic", "trap")
    tags = ("extract", "reasoning")
    budget = 45
    instructions = ('In my Music playlist "{name}", whose songs take up the most listening time altogether? Add up '
                    "each artist's song lengths and answer on the AnswerSheet with the artist and their total time.",
                    'Go through my playlist "{name}" in Music: which artist accounts for the longest total playing '
                    "time once you add the durations of all their songs in it, and how long is that? Put both on the "
                    "AnswerSheet.",
                    'I want to know which artist I\'d hear the most of (by time, not by number of songs) if I played '
                    'my Music playlist "{name}" from start to end. Tell me the artist and the combined length of '
                    "their songs on the AnswerSheet.")
    instructions_zh = ("在音乐里我的歌单“{name}”中，哪位艺人的歌加起来播放时间最长？把每位艺人的歌曲时长加总，在答题卡上填写艺人和总时长。",
                       "把音乐里我的歌单“{name}”看一遍：把每位艺人在里面所有歌曲的时长加起来，谁的总时长最长、一共多长？两项都填到答题卡上。",
                       "如果我把音乐里的歌单“{name}”从头播到尾，按时长（不是歌曲数）算我听得最多的是哪位艺人？请在答题卡上告诉我这位艺人"
                       "和他的歌合计的时长。")
    answer_fields = (AnswerField("artist", "Artist", hint="Name as shown in Music", label_zh="艺人",
                                 hint_zh="与音乐中显示的名称一致"),
                     AnswerField("total", "Total time", matcher="duration", hint="Minutes and seconds, e.g. 12 min 5 sec",
                                 label_zh="总时长", hint_zh="几分几秒，例如 12分5秒"))
    goal_params = ("artist", "seconds")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        pool = sorted(a for a, ts in w.popular.items() if len(ts) >= 5)
        taken = {p["name"] for p in ov(state)["playlists"]}
        zh = state["os"]["device"]["region"] == "zh-CN"
        name = rng.choice([n for n in (MIX_NAMES_ZH if zh else MIX_NAMES) if n not in taken])
        while True:
            most, top, *others = rng.sample(pool, 4)
            many = rng.sample(w.popular[most], 5)   # the artist with the most songs (the trap)
            best = rng.sample(w.popular[top], 4)    # the artist with the most time
            rest = [rng.sample(w.popular[a], 3) for a in others]
            sums = [sum(t["duration"] for t in g) for g in (best, many, *rest)]
            if all(sums[0] - s >= 30 for s in sums[1:]):
                break
        tracks = [t["id"] for g in (many, best, *rest) for t in g]
        rng.shuffle(tracks)
        pid = f"u{ov(state)['next_id']}"
        return {"name": name, "pid": pid, "tracks": tracks, "artist": w.name_of(top), "seconds": sums[0],
                "most": w.name_of(most), "last": tracks[-1]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_playlists(state, [{"id": p["pid"], "name": p["name"], "tracks": p["tracks"],
                                       "created": 1773300000000}])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = W(init)
        pl = next(x for x in ov(init)["playlists"] if x["id"] == p["pid"])
        time: dict[str, int] = {}
        for tid in pl["tracks"]:
            t = w.by_id[tid]
            time[t["artist"]] = time.get(t["artist"], 0) + int(t["duration"])
        return {"the playlist": sum(x["name"] == p["name"] for x in ov(init)["playlists"]),
                "the artist with the most time": sum(v == max(time.values()) for v in time.values())}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        w = W(init)
        pl = next(x for x in ov(init)["playlists"] if x["id"] == p["pid"])
        time: dict[str, int] = {}
        for tid in pl["tracks"]:
            t = w.by_id[tid]
            time[t["artist"]] = time.get(t["artist"], 0) + int(t["duration"])
        top = max(time, key=lambda a: time[a])
        return {"artist": w.name_of(top), "total": _mmss(time[top])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_library_playlist(obs, p["pid"])
        obs = yield from ui.scroll_to(obs, trigger="track.menu", track=p["last"])  # every row read on the way
        zh = obs.locale != "en"
        yield from ui.fill_answers(obs, {"artist": p["artist"],
                                         "total": _mmss_zh(p["seconds"]) if zh else _mmss(p["seconds"])})
