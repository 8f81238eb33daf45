"""Music tasks on the player and catalogue questions: play an album on shuffle with repeat one, a
sleep timer, an album's n-th track, a song's release year, the time left in the current song."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.music.common import (
    START_MS,
    W,
    launch,
    open_album,
    ov,
    pick_album,
    pick_track,
    player_paths,
    playing_patch,
    song_menu,
)

ORDINALS = {2: "2nd", 3: "3rd", 4: "4th", 5: "5th"}


class PlayAlbumShuffleRepeatOne(TaskTemplate):
    id = "music.PlayAlbumShuffleRepeatOne"
    apps = ("music",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("nav", "settings")
    budget = 30
    instructions = ('Play the album "{album}" by {artist} on shuffle, with repeat set to repeat one.',
                    'In Music, shuffle-play {artist}\'s album "{album}" and turn on repeat one.',
                    'Please play {artist}\'s album "{album}" in shuffle mode and set repeat to repeat one.')
    instructions_zh = ("随机播放{artist}的专辑《{album}》，并设为单曲循环。", "在音乐里随机播放{artist}的《{album}》，打开单曲循环。",
                       '请播放{artist}的专辑《{album}》，打开随机播放，并把循环模式设为单曲循环。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        al = pick_album(rng, state, lambda a: a["kind"] == "album")
        return {"id": al["id"], "album": al["title"], "artist": W(state).name_of(al["artist"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        pl = ov(final)["player"]
        ctx = pl["context"] or {}
        return [check("playing from the album", {"kind": "album", "id": p["id"]}, {"kind": ctx.get("kind"), "id": ctx.get("id")}),
                check("playing", True, pl["playing"]), check("shuffle on", True, pl["shuffle"]),
                check("repeat one", "one", pl["repeat"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return player_paths("source", "queue", "index", "context", "playing", "started", "position", "shuffle",
                            "seed", "repeat")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_album(obs, {"id": p["id"], "title": p["album"]})
        obs = yield from ui.tap(obs, trigger="ctx.play", kind="album", id=p["id"], shuffle=True)
        obs = yield from ui.tap(obs, trigger="player.open")
        obs = yield from ui.tap(obs, trigger="player.repeat")
        yield from ui.tap(obs, trigger="player.repeat")


class SleepTimer(TaskTemplate):
    id = "music.SleepTimer"
    apps = ("music",)
    difficulty = "L2"
    tags = ("settings",)
    instructions = ("Set a sleep timer in Music so the music stops in {n} minutes.",
                    "I'm going to sleep: make Music stop playing after {n} minutes.")
    instructions_zh = ("在音乐里设置定时关闭，{n} 分钟后停止播放。", "我要睡了：让音乐在 {n} 分钟后停止播放。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = pick_track(rng, state, lambda t: t["duration"] > 300)
        return {"n": rng.choice((15, 30, 45, 60)), "tid": t["id"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return playing_patch(p["tid"], START_MS)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        at = ov(final)["player"]["sleep_at"]
        lo = START_MS + p["n"] * 60_000
        ok = at is not None and lo <= int(at) <= lo + 5 * 60_000
        return [Check(f"the sleep timer stops playback about {p['n']} minutes from the start", ok, lo, at)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return player_paths("sleep_at")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="player.open")
        obs = yield from ui.tap(obs, trigger="player.sleep")
        yield from ui.tap(obs, trigger="sleep.set", minutes=p["n"])


class AlbumNthTrack(AnswerTask):
    id = "music.AlbumNthTrack"
    apps = ("music", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    budget = 30
    split = "train"
    instructions = ('What is the {ord} track of the album "{album}" by {artist}? Answer with its title.',
                    'Look up {artist}\'s album "{album}" in Music: which song is track number {k}?')
    instructions_zh = ("{artist}的专辑《{album}》第 {k} 首歌叫什么？回答歌名。", "在音乐里查一下{artist}的《{album}》：第 {k} 首是哪首歌？")
    answer_fields = (AnswerField("title", "Song title", hint="As shown in Music", label_zh="歌名", hint_zh="音乐中显示的歌名"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        al = pick_album(rng, state, lambda a: a["kind"] == "album")
        k = rng.choice((2, 3, 4, 5))
        return {"id": al["id"], "album": al["title"], "artist": W(state).name_of(al["artist"]), "k": k,
                "ord": ORDINALS[k], "tid": al["tracks"][k - 1]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"title": W(init).by_id[p["tid"]]["title"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_album(obs, {"id": p["id"], "title": p["album"]})
        obs = yield from ui.scroll_to(obs, trigger="ctx.play", track=p["tid"])
        row = next(e for e in obs.ui if e.trigger == "ctx.play" and e.params.get("track") == p["tid"])
        yield from ui.fill_answers(obs, {"title": row.text.split(" · ")[0]})


class SongYear(AnswerTask):
    id = "music.SongYear"
    apps = ("music", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    budget = 30
    split = "train"
    instructions = ('In which year was the song "{title}" by {artist} released?',
                    'Find "{title}" ({artist}) in Music and tell me the year it came out.')
    instructions_zh = ("{artist}的《{title}》是哪一年发行的？", "在音乐里找到{artist}的《{title}》，告诉我它是哪年发行的。")
    answer_fields = (AnswerField("year", "Year", "number", "number", hint="A four-digit year",
                                 label_zh="年份", hint_zh="四位数的年份"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = pick_track(rng, state)
        return {"id": t["id"], "title": t["title"], "artist": W(state).name_of(t["artist"]), "album": t["album"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"year": W(init).by_id[p["id"]]["year"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from song_menu(obs, {"id": p["id"], "title": p["title"]})
        obs = yield from ui.tap(obs, trigger="menu.album", id=p["album"])
        obs = yield from ui.scroll_to(obs, ui.tr(obs, "Released in {year}").split("{")[0].strip())
        year = next(d["year"] for e in obs.ui if (d := ui.parse(obs, "Released in {year}", e.text)))
        yield from ui.fill_answers(obs, {"year": year})


class TimeLeftInSong(AnswerTask):
    id = "music.TimeLeftInSong"
    apps = ("music", "answersheet")
    difficulty = "L3"
    tags = ("extract", "reasoning")
    budget = 30
    instructions = ("A song is paused in Music. How many seconds of it are left?",
                    "How much of the paused song in Music remains, in seconds?",
                    'How many seconds are left in the song that is paused in Music?')
    instructions_zh = ("音乐里暂停着一首歌。这首歌还剩多少秒？", "音乐里暂停的那首歌还剩几秒？",
                       '音乐里暂停的那首歌离播完还有多少秒？')
    answer_fields = (AnswerField("seconds", "Seconds left", "number", "number", hint="A whole number of seconds",
                                 label_zh="剩余秒数", hint_zh="一个整数（秒）"),)
    goal_params = ("tid", "pos")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = pick_track(rng, state, lambda t: t["duration"] > 150)
        return {"tid": t["id"], "pos": rng.randrange(20, t["duration"] - 20)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return playing_patch(p["tid"], 0, playing=False, position=p["pos"] * 1000)

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"seconds": W(init).by_id[p["tid"]]["duration"] - p["pos"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="player.open")
        left = next(e.text for e in obs.ui if e.text.startswith("-") and ":" in e.text)
        m, s = left.lstrip("-").split(":")
        yield from ui.fill_answers(obs, {"seconds": int(m) * 60 + int(s)})

