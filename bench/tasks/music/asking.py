"""Music tasks that test talking to the user: a song for "my playlist" when there are several (ask
which first), and a playlist to delete that the library does not have (look, then abort)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution, check
from bench.tasks.music.common import M, W, launch, ov, pick_track, song_menu, user_playlist
from bench.tasks.music.library import NAMES, NAMES_ZH, extra_playlists, with_playlists


class AddSongWhichPlaylist(AskFirst):
    id = "music.AddSongWhichPlaylist"
    apps = ("music",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "edit")
    budget = 15
    instructions = ('Add "{title}" by {artist} to my playlist in Music.',
                    'I keep replaying "{title}" ({artist}). Put it on my Music playlist.')
    instructions_zh = ("把{artist}的《{title}》加到我的音乐歌单里。", "我最近老在听{artist}的《{title}》，把它放进我的歌单吧。")
    replies = ('The "{playlist}" one.',)
    replies_zh = ("加到“{playlist}”里。",)
    goal_params = ("id", "pid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        extra = extra_playlists(rng, state)
        lists = [*ov(state)["playlists"], *extra]
        pl = rng.choice(lists)
        inside = {t for x in lists for t in x["tracks"]}
        t = pick_track(rng, state, lambda t: t["id"] not in inside)
        return {"id": t["id"], "title": t["title"], "artist": W(state).name_of(t["artist"]), "pid": pl["id"],
                "playlist": pl["name"], "extra": extra}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_playlists(state, p["extra"])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = W(init)
        song = sum(t["title"] == p["title"] and w.name_of(t["artist"]) == p["artist"] for t in w.tracks)
        return {"the song": song,
                "the playlist meant, once the user has said which": sum(x["name"] == p["playlist"]
                                                                        for x in ov(init)["playlists"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        pl = user_playlist(final, p["pid"]) or {"tracks": []}
        return [check("the song was added at the end of the playlist", p["id"],
                      pl["tracks"][-1] if pl["tracks"] else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.playlists[id={p['pid']}].tracks[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask("You have several playlists. Which one should the song go on?")
        obs = yield from song_menu(obs, p)
        obs = yield from ui.tap(obs, trigger="menu.add", track=p["id"])
        yield from ui.tap(obs, trigger="addto.pick", playlist=p["pid"])


class DeleteMissingPlaylist(InfeasibleTask):
    id = "music.DeleteMissingPlaylist"
    apps = ("music",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "delete")
    budget = 15
    instructions = ('Delete my playlist "{name}" in Music.', 'Remove the Music playlist called "{name}".')
    instructions_zh = ("删除音乐里的歌单“{name}”。", "把音乐中名为“{name}”的歌单删掉。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        extra = extra_playlists(rng, state)
        zh = state["os"]["device"]["region"] == "zh-CN"
        have = {x["name"] for x in [*ov(state)["playlists"], *extra]}
        return {"name": rng.choice([n for n in (NAMES_ZH if zh else NAMES)[:-1] if n not in have]), "extra": extra}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_playlists(state, p["extra"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        if obs.app != "music":
            obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.library")
        yield from ui.give_up(f'There is no playlist called "{p["name"]}" in the Music library.')
