"""Music tasks on the library: like a song, follow an artist, a playlist of an artist's most-played
songs, like an album's long songs, reorder / rename / delete a playlist."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.music.common import (
    M,
    W,
    add_to_playlist,
    new_playlists,
    open_album,
    open_artist,
    open_library_playlist,
    ov,
    pick_album,
    pick_artist,
    pick_track,
    song_menu,
    user_playlist,
)

NAMES = ("Gym mix", "Sunday chill", "Top picks", "Commute", "Party starters", "Focus time", "Best of {a}")
NAMES_ZH = ("健身歌单", "周日放松", "精选", "通勤路上", "派对开场", "专注时光", "{a}精选")


class LikeSong(TaskTemplate):
    id = "music.LikeSong"
    apps = ("music",)
    difficulty = "L1"
    tags = ("edit",)
    split = "train"
    instructions = ('Like the song "{title}" by {artist} in Music.',
                    'Add "{title}" ({artist}) to my Liked Songs in Music.')
    instructions_zh = ("在音乐里给{artist}的《{title}》点个喜欢。", "把{artist}的《{title}》添加到音乐的“我喜欢的歌曲”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = pick_track(rng, state, lambda t: t["id"] not in ov(state)["liked"])
        return {"id": t["id"], "title": t["title"], "artist": W(state).name_of(t["artist"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check("the song is liked", p["id"] in ov(final)["liked"], p["id"], ov(final)["liked"][-3:])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.liked[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from song_menu(obs, {"id": p["id"], "title": p["title"]})
        yield from ui.tap(obs, trigger="menu.like", track=p["id"])


class FollowArtist(TaskTemplate):
    id = "music.FollowArtist"
    apps = ("music",)
    difficulty = "L2"
    tags = ("edit", "search")
    split = "train"
    instructions = ("Follow the artist {name} in Music.", "Find {name} in Music and follow them.")
    instructions_zh = ("在音乐里关注艺人{name}。", "在音乐中找到{name}并关注。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        a = pick_artist(rng, state, lambda a: a["id"] not in ov(state)["followed"])
        return {"id": a["id"], "name": a["name"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check("following the artist", p["id"] in ov(final)["followed"], p["id"], ov(final)["followed"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.followed[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_artist(obs, {"id": p["id"], "name": p["name"]})
        yield from ui.tap(obs, trigger="artist.follow", id=p["id"])


class TopSongsPlaylist(TaskTemplate):
    id = "music.TopSongsPlaylist"
    apps = ("music",)
    composition = "sequential"
    difficulty = "L4"
    tags = ("create", "reasoning")
    budget = 45
    instructions = ('In Music, create a playlist called "{name}" with the 3 most-played songs of {artist}.',
                    'Make a new Music playlist "{name}" holding {artist}\'s three most played songs.',
                    'Please create a Music playlist named "{name}" and put {artist}\'s 3 most-played songs in it.')
    instructions_zh = ("在音乐里新建歌单“{name}”，放入{artist}播放次数最多的 3 首歌。",
                       "在音乐中创建名为“{name}”的歌单，加入{artist}播放量前三的歌曲。",
                       '请在音乐里建一个叫“{name}”的歌单，把{artist}播放次数最多的三首歌加进去。')
    goal_params = ("name", "top")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        a = pick_artist(rng, state, lambda a: len(w.popular.get(a["id"], ())) >= 5)
        zh = state["os"]["device"]["region"] == "zh-CN"
        name = rng.choice(NAMES_ZH if zh else NAMES).format(a=a["name"])
        return {"id": a["id"], "artist": a["name"], "name": name,
                "top": [t["id"] for t in w.popular[a["id"]][:3]]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_playlists(init, final)
        pl = new[0] if len(new) == 1 else {}
        return [check("one new playlist", 1, len(new)),
                check("named as asked", p["name"], pl.get("name")),
                check("holding exactly the 3 most-played songs", sorted(p["top"]), sorted(pl.get("tracks", [])))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.playlists[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_artist(obs, {"id": p["id"], "name": p["artist"]})
        for i, tid in enumerate(p["top"]):
            obs = yield from ui.tap(obs, trigger="track.menu", track=tid)
            obs = yield from add_to_playlist(obs, tid, p["name"], new=i == 0)


class LikeLongAlbumSongs(TaskTemplate):
    id = "music.LikeLongAlbumSongs"
    apps = ("music",)
    difficulty = "L3"
    tags = ("edit", "reasoning")
    budget = 30
    instructions = ('Like every song on the album "{album}" by {artist} that is longer than 4 minutes.',
                    'In Music, open "{album}" ({artist}) and add each track over 4:00 to Liked Songs.',
                    'Please like all the songs longer than 4 minutes on {artist}\'s album "{album}".')
    instructions_zh = ("把{artist}的专辑《{album}》里所有长于 4 分钟的歌曲都点喜欢。",
                       "在音乐中打开{artist}的《{album}》，把时长超过 4:00 的歌曲都加入“我喜欢的歌曲”。",
                       '请把{artist}专辑《{album}》中时长超过 4 分钟的歌全都点喜欢。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)

        def ok(al: dict[str, Any]) -> bool:
            n = sum(1 for t in al["tracks"] if w.by_id[t]["duration"] > 240)
            return al["kind"] == "album" and 2 <= n <= 5 and not set(al["tracks"]) & set(ov(state)["liked"])
        al = pick_album(rng, state, ok)
        return {"id": al["id"], "album": al["title"], "artist": w.name_of(al["artist"]),
                "long": [t for t in al["tracks"] if w.by_id[t]["duration"] > 240], "tracks": list(al["tracks"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        liked = [t for t in p["tracks"] if t in ov(final)["liked"]]
        return [check("the album's liked songs are exactly the long ones", sorted(p["long"]), sorted(liked))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.liked[+{len(p['long'])}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_album(obs, {"id": p["id"], "title": p["album"]})
        for tid in p["long"]:
            obs = yield from ui.tap(obs, trigger="track.menu", track=tid)
            obs = yield from ui.tap(obs, trigger="menu.like", track=tid)


def extra_playlists(rng: Random, state: dict[str, Any]) -> list[dict[str, Any]]:
    """Two to four more playlists of the user (names from the pool, random tracks), so instances differ."""
    zh = state["os"]["device"]["region"] == "zh-CN"
    names = rng.sample((NAMES_ZH if zh else NAMES)[:-1], rng.randint(2, 4))
    nxt = ov(state)["next_id"]
    tracks = W(state).tracks
    return [{"id": f"u{nxt + i}", "name": n, "tracks": [t["id"] for t in rng.sample(tracks, rng.randint(3, 8))],
             "created": 1772700000000 + i * 86_400_000} for i, n in enumerate(names)]


def with_playlists(state: dict[str, Any], extra: list[dict[str, Any]]) -> dict[str, Any]:
    return {"apps": {"music": {"playlists": [*ov(state)["playlists"], *extra], "next_id": ov(state)["next_id"] + len(extra)}}}


def _all(state: dict[str, Any], extra: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [*ov(state)["playlists"], *extra]


class MoveSongToTop(TaskTemplate):
    id = "music.MoveSongToTop"
    apps = ("music",)
    difficulty = "L3"
    tags = ("edit",)
    budget = 30
    split = "train"
    instructions = ('In my Music playlist "{name}", move "{title}" to the top.',
                    'Reorder the Music playlist "{name}" so that "{title}" comes first.',
                    'Please put "{title}" at the top of my Music playlist "{name}".')
    instructions_zh = ("把音乐歌单“{name}”里的《{title}》移到最前面。", "调整音乐歌单“{name}”的顺序，让《{title}》排第一。",
                       '请把《{title}》调到音乐歌单“{name}”的第一位。')
    goal_params = ("pid", "order")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        extra = extra_playlists(rng, state)
        pl = rng.choice(_all(state, extra))
        k = rng.randrange(1, len(pl["tracks"]))
        tid = pl["tracks"][k]
        order = [tid] + [t for t in pl["tracks"] if t != tid]
        return {"pid": pl["id"], "name": pl["name"], "tid": tid, "k": k, "title": W(state).by_id[tid]["title"],
                "order": order, "extra": extra}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_playlists(state, p["extra"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        pl = user_playlist(final, p["pid"]) or {}
        return [check("the playlist's new order", p["order"], pl.get("tracks"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.playlists[id={p['pid']}].tracks"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_library_playlist(obs, p["pid"])
        obs = yield from ui.tap(obs, trigger="pl.edit", id=p["pid"])
        for i in range(p["k"], 0, -1):
            obs = yield from ui.tap(obs, trigger="edit.move", id=p["pid"], i=i, dir="up")
        yield from ui.tap(obs, trigger="edit.done")


class RenamePlaylist(TaskTemplate):
    id = "music.RenamePlaylist"
    apps = ("music",)
    difficulty = "L2"
    tags = ("edit",)
    split = "train"
    instructions = ('Rename my Music playlist "{old}" to "{new}".', 'In Music, change the name of "{old}" to "{new}".')
    instructions_zh = ("把音乐歌单“{old}”重命名为“{new}”。", "在音乐里把歌单“{old}”改名为“{new}”。")
    goal_params = ("pid", "new")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        extra = extra_playlists(rng, state)
        pl = rng.choice(_all(state, extra))
        zh = state["os"]["device"]["region"] == "zh-CN"
        new = rng.choice([n for n in (NAMES_ZH[:-1] if zh else NAMES[:-1]) if n not in {x["name"] for x in extra}]
                         + ["Chill vibes" if not zh else "轻松时刻"])
        return {"pid": pl["id"], "old": pl["name"], "new": new, "extra": extra}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_playlists(state, p["extra"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        pl = user_playlist(final, p["pid"]) or {}
        return [check("the new name", p["new"], pl.get("name"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.playlists[id={p['pid']}].name"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_library_playlist(obs, p["pid"])
        obs = yield from ui.tap(obs, trigger="pl.rename", id=p["pid"])
        obs = yield from ui.type_into(obs, p["old"], p["new"])
        yield from ui.tap(obs, trigger="rename.save")


class DeletePlaylist(TaskTemplate):
    id = "music.DeletePlaylist"
    apps = ("music",)
    difficulty = "L2"
    tags = ("delete",)
    instructions = ('Delete my playlist "{name}" in Music.', 'Remove the Music playlist called "{name}".')
    instructions_zh = ("删除音乐里的歌单“{name}”。", "把音乐中名为“{name}”的歌单删掉。")
    goal_params = ("pid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        extra = extra_playlists(rng, state)
        pl = rng.choice(_all(state, extra))
        return {"pid": pl["id"], "name": pl["name"], "extra": extra}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_playlists(state, p["extra"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check("the playlist is gone", user_playlist(final, p["pid"]) is None, None, p["pid"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.playlists[id={p['pid']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_library_playlist(obs, p["pid"])
        obs = yield from ui.tap(obs, trigger="pl.delete", id=p["pid"])
        yield from ui.tap(obs, trigger="delete.confirm")
