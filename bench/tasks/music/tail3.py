"""Hard-by-construction Music templates (declared hardness factors, L4), third wave.
``CommonSongsPlaylist``: a new playlist holding exactly the songs two long playlists of mine share (a dozen
and more rows each, several screens; no screen compares playlists or filters them). The second playlist
also holds near-namesakes of songs of the first (the same title plus a word, "Lunar Flame" / "Lunar Flame
Blues", or the other way round), so matching by a glance at the titles adds songs that are not shared.
``PlaylistOldSongsTime``: how many songs of a dozen-song playlist come from albums released before a year,
and their total length. The playlist shows no years: each song's album page must be opened (a song's
menu, Go to album), and one album is from exactly that year (not before it)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.music.common import M, W, add_to_playlist, new_playlists, open_library_playlist, ov
from bench.tasks.music.library import with_playlists

PAIRS = (("Weekend drive", "Kitchen radio"), ("Rainy afternoon", "Long walk"), ("Study break", "Old favourites"),
         ("Kitchen radio", "Long walk"), ("Old favourites", "Weekend drive"), ("Long walk", "Study break"))
PAIRS_ZH = (("周末兜风", "厨房电台"), ("雨天午后", "散步时光"), ("学习间隙", "老歌回味"), ("厨房电台", "散步时光"),
            ("老歌回味", "周末兜风"), ("散步时光", "学习间隙"))
NEW = ("Best of both", "Overlap", "Shared songs", "Double picks", "Common ground")
NEW_ZH = ("两边都有", "重合歌曲", "共同曲目", "双重精选", "交集")


def _near(w: Any, t: dict[str, Any]) -> list[dict[str, Any]]:
    """Other songs whose title is ``t``'s plus a word, or ``t``'s less its last word."""
    title = t["title"]
    out = []
    for x in w.tracks:
        if x["id"] == t["id"] or x["title"] == title:
            continue
        a, b = (title, x["title"]) if len(title) < len(x["title"]) else (x["title"], title)
        if b.startswith(a) and len(b) - len(a) >= 2 and (b[len(a)] == " " or " " not in b):
            out.append(x)
    return out


class CommonSongsPlaylist(TaskTemplate):
    id = "music.CommonSongsPlaylist"
    apps = ("music",)
    hardness = ("steps", "aggregate", "trap", "explore")
    tags = ("create", "reasoning", "extract")
    budget = 60
    goal_params = ("name", "common")
    instructions = ('In Music, make a new playlist called "{name}" with exactly the songs that are on both my '
                    'playlists "{a}" and "{b}".',
                    'Compare my Music playlists "{a}" and "{b}" song by song, and put every song that appears in '
                    'both into a new playlist named "{name}" (nothing else).',
                    'Some songs are on my "{a}" playlist and also on "{b}" in Music. Create a playlist "{name}" that '
                    "holds just those shared songs.")
    instructions_zh = ("在音乐里新建一个叫“{name}”的歌单，只放同时在我的歌单“{a}”和“{b}”里的歌。",
                       "把音乐里我的歌单“{a}”和“{b}”逐首对比一下，两个歌单里都有的歌全部放进新歌单“{name}”，别的不要放。",
                       "音乐里有些歌既在我的“{a}”歌单里，也在“{b}”歌单里。建一个歌单“{name}”，只收这些两边都有的歌。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        zh = state["os"]["device"]["region"] == "zh-CN"
        taken = {p["name"] for p in ov(state)["playlists"]}
        a, b = rng.choice([x for x in (PAIRS_ZH if zh else PAIRS) if not set(x) & taken])
        name = rng.choice([n for n in (NEW_ZH if zh else NEW) if n not in taken])
        while True:
            picked = rng.sample(w.tracks, 40)
            if len({t["title"] for t in picked}) != 40:
                continue
            heads = [t for t in picked if _near(w, t)]
            if len(heads) < 2:
                continue
            traps = heads[:2]
            twins = [rng.choice(_near(w, t)) for t in traps]
            used = {t["id"] for t in picked} | {t["id"] for t in twins}
            if len(used) != 42:
                continue
            titles = [t["title"] for t in picked] + [t["title"] for t in twins]
            rest = [t for t in picked if t not in traps]
            # no other row's title is a near-namesake of another's: only the two planted twins are
            if any(x != y and (x.startswith(y) or y.startswith(x)) for x in titles for y in titles
                   if (x, y) not in {(s["title"], tw["title"]) for s, tw in zip(traps, twins, strict=True)}
                   and (y, x) not in {(s["title"], tw["title"]) for s, tw in zip(traps, twins, strict=True)}):
                continue
            k = rng.randint(4, 6)
            common, only_a, only_b = rest[:k], rest[k:k + 8], rest[k + 8:k + 16]
            la = [*common, *only_a, *traps]
            lb = [*common, *only_b, *twins]
            rng.shuffle(la)
            rng.shuffle(lb)
            break
        pa, pb = f"u{ov(state)['next_id']}", f"u{ov(state)['next_id'] + 1}"
        order = [t["id"] for t in lb if t["id"] in {c["id"] for c in common}]
        return {"a": a, "b": b, "name": name, "pa": pa, "pb": pb, "la": [t["id"] for t in la],
                "lb": [t["id"] for t in lb], "common": sorted(order), "order": order, "twins": [t["id"] for t in twins]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_playlists(state, [{"id": p["pa"], "name": p["a"], "tracks": p["la"], "created": 1773200000000},
                                      {"id": p["pb"], "name": p["b"], "tracks": p["lb"], "created": 1773300000000}])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the first playlist": sum(x["name"] == p["a"] for x in ov(init)["playlists"]),
                "the second playlist": sum(x["name"] == p["b"] for x in ov(init)["playlists"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_playlists(init, final)
        pl = new[0] if len(new) == 1 else {}
        return [check("one new playlist", 1, len(new)),
                check("named as asked", p["name"], pl.get("name")),
                check("holding exactly the songs on both playlists", p["common"], sorted(pl.get("tracks", [])))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.playlists[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_library_playlist(obs, p["pa"])
        obs = yield from ui.scroll_to(obs, trigger="track.menu", track=p["la"][-1])  # every row read
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="playlist.open", id=p["pb"])
        for i, tid in enumerate(p["order"]):
            obs = yield from ui.scroll_to(obs, trigger="track.menu", track=tid)
            obs = yield from ui.tap(obs, trigger="track.menu", track=tid)
            obs = yield from add_to_playlist(obs, tid, p["name"], new=i == 0)
        if p["order"][-1] != p["lb"][-1]:
            yield from ui.scroll_to(obs, trigger="track.menu", track=p["lb"][-1])  # the rest of the rows read


# ---- the time of a playlist's songs from albums released before a year ----------------------------------
OLD_NAMES = ("Throwbacks", "Dinner party", "Sunday cleaning", "Car singalong", "Garden radio")
OLD_NAMES_ZH = ("怀旧金曲", "晚餐派对", "周日大扫除", "车上合唱", "花园电台")


def _mmss(seconds: int, z: bool) -> str:
    return f"{seconds // 60}分{seconds % 60}秒" if z else f"{seconds // 60} min {seconds % 60} sec"


class PlaylistOldSongsTime(AnswerTask):
    id = "music.PlaylistOldSongsTime"
    apps = ("music", "answersheet")
    hardness = ("steps", "aggregate", "arithmetic", "trap")
    tags = ("extract", "reasoning")
    budget = 60
    goal_params = ("count", "seconds")
    instructions = ('How many songs on my Music playlist "{name}" come from albums (EPs included) released before {year}, and how '
                    "long do those songs play altogether? Answer on the AnswerSheet.",
                    'Go through my playlist "{name}" in Music and find the songs whose album (or EP) came out before {year}. '
                    "Put how many there are and their combined length on the AnswerSheet.",
                    'I want to know how much of my Music playlist "{name}" is older music: count the songs from '
                    "albums or EPs released earlier than {year} and add up their lengths. Fill in the AnswerSheet.")
    instructions_zh = ("我音乐里的歌单“{name}”中，出自{year}年以前发行的专辑（含EP）的歌有几首？这些歌加起来一共多长？请在答题卡上作答。",
                       "把音乐里我的歌单“{name}”过一遍，找出所属专辑（或EP）在{year}年之前发行的歌。把首数和它们的总时长填到答题卡上。",
                       "我想知道音乐歌单“{name}”里有多少老歌：数一数出自早于{year}年发行的专辑或EP的歌，再把它们的时长加起来。填在答题卡上。")
    answer_fields = (AnswerField("count", "Songs", type="number", matcher="number", hint="A whole number",
                                 label_zh="歌曲数", hint_zh="整数"),
                     AnswerField("total", "Total time", matcher="duration", hint="Minutes and seconds, e.g. 75 min 40 sec",
                                 label_zh="总时长", hint_zh="几分几秒，例如 75分40秒"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        zh = state["os"]["device"]["region"] == "zh-CN"
        taken = {p["name"] for p in ov(state)["playlists"]}
        name = rng.choice([n for n in (OLD_NAMES_ZH if zh else OLD_NAMES) if n not in taken])
        while True:
            year = rng.choice((1985, 1990, 1995, 2000, 2005, 2010))
            picked = rng.sample(w.tracks, 12)
            same = [t for t in w.tracks if t["year"] == year]
            if len({t["title"] for t in picked}) != 12 or not same:
                continue
            at = rng.choice(same)
            if at["id"] in {t["id"] for t in picked} or at["title"] in {t["title"] for t in picked}:
                continue
            picked[0] = at  # one album from exactly that year: not before it
            old = [t for t in picked if t["year"] < year]
            if not 3 <= len(old) <= 8:
                continue
            rng.shuffle(picked)
            break
        pid = f"u{ov(state)['next_id']}"
        return {"name": name, "pid": pid, "year": year, "tracks": [t["id"] for t in picked], "count": len(old),
                "seconds": sum(int(t["duration"]) for t in old)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_playlists(state, [{"id": p["pid"], "name": p["name"], "tracks": p["tracks"],
                                       "created": 1773300000000}])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the playlist": sum(x["name"] == p["name"] for x in ov(init)["playlists"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        w = W(init)
        pl = next(x for x in ov(init)["playlists"] if x["id"] == p["pid"])
        old = [w.by_id[t] for t in pl["tracks"] if w.by_id[t]["year"] < p["year"]]
        return {"count": len(old), "total": _mmss(sum(int(t["duration"]) for t in old),
                                                   init["os"]["device"]["region"] == "zh-CN")}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_library_playlist(obs, p["pid"])
        # the playlist shows no years: each song's album page does
        for tid in p["tracks"]:
            obs = yield from ui.scroll_to(obs, trigger="track.menu", track=tid)
            obs = yield from ui.tap(obs, trigger="track.menu", track=tid)
            obs = yield from ui.tap(obs, trigger="menu.album")
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"count": p["count"], "total": _mmss(p["seconds"], obs.locale != "en")})
