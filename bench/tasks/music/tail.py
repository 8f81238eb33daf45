"""Hard-by-construction Music templates across apps (declared hardness factors; L3 or L4 by them): a playlist built from
the songs a friend listed in a Messenger chat, in their order, without the one they took back in a later
message, and only as many as fit a time limit the app never adds up (the durations are on the search rows);
and the longest song of the saved album a friend describes by its cover picture (corrected in a later text;
no title names the picture) added to a playlist."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.music.common import M, W, add_to_playlist, launch, new_playlists, ov, pick_track, song_menu

MINUTE_MS = 60_000
DAY_MS = 86_400_000
MIX = ("Commute mix", "Morning ride", "Train tunes", "Drive to work", "Bus playlist", "Way home")
MIX_ZH = ("通勤歌单", "早高峰", "地铁上听", "上班路上", "公交歌单", "回家路上")
LIST_EN = "Here are my picks for your commute playlist, in this order: {items}. Enjoy!"
LIST_ZH = "给你的通勤歌单挑了几首，按这个顺序听：{items}。慢慢享受！"
ITEM_EN = '{n}. "{title}" by {artist}'
ITEM_ZH = "{n}.《{title}》- {artist}"
DROP_EN = 'On second thought, leave out "{title}", I\'m so sick of it now. The rest stays as it was.'
DROP_ZH = "想了想，《{title}》还是别放了，我现在听腻了。其他的不变。"
CHATTER_EN = (("me", "Ooh thanks, I'll make it tonight!"), ("them", "Also, are we still on for Friday?"),
              ("me", "Yes, Friday works."))
CHATTER_ZH = (("me", "谢啦，我今晚就建！"), ("them", "对了，周五还照常吗？"), ("me", "照常，周五没问题。"))


def _friend(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    from bench.tasks.messenger.common import chat_of, contacts

    cs = contacts(state)
    shown = [c["display"] for c in cs]
    return rng.choice([c for c in cs if chat_of(state, c["id"]) and shown.count(c["display"]) == 1])


class CommutePlaylistFromChat(TaskTemplate):
    id = "music.CommutePlaylistFromChat"
    apps = ("music", "messenger")
    objective = "hybrid"
    hardness = ("trap", "arithmetic", "steps")
    tags = ("handoff", "create", "reasoning")
    budget = 60
    goal_params = ("name", "keep")
    instructions = ('{friend} sent me songs for my commute playlist on Messenger. Create a Music playlist "{name}" '
                    "with their songs in the order they listed them, leaving out any song they later took back, "
                    "and stop before the playlist would last more than {limit} minutes in total.",
                    'Make a new playlist "{name}" in Music from the songs {friend} suggested in our Messenger chat: '
                    "keep their order, skip whatever they changed their mind about, and add songs only while the "
                    "whole playlist stays within {limit} minutes (drop the rest of the list).",
                    "My commute is {limit} minutes. Go through {friend}'s song suggestions in Messenger and build "
                    'the Music playlist "{name}": their order, minus any song they withdrew afterwards, taking songs '
                    "from the top until the next one would push the total past {limit} minutes.")
    instructions_zh = ("{friend}在“聊天”里给我推荐了一些通勤听的歌。在音乐里新建歌单“{name}”，按对方列出的顺序加入这些歌，"
                       "后来被对方撤回推荐的那首不要，并且歌单总时长不能超过{limit}分钟：加到下一首会超时就停。",
                       "根据{friend}在聊天里推荐的歌，在音乐里建一个歌单“{name}”：保持对方给的顺序，对方后来反悔的那首跳过，"
                       "只要整张歌单还在{limit}分钟以内就继续加，超了的后面都不要。",
                       "我通勤要{limit}分钟。看看{friend}在“聊天”里给我推荐的歌，在音乐里做歌单“{name}”：按对方的顺序，"
                       "去掉对方事后说不要的那首，从第一首开始往下加，直到再加一首总时长就会超过{limit}分钟为止。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import chat_of
        from bench.tasks.messenger.common import zh as messenger_zh

        z = messenger_zh(state)
        w = W(state)
        taken = {p["name"] for p in ov(state)["playlists"]}
        name = rng.choice([n for n in (MIX_ZH if z else MIX) if n not in taken])
        f = _friend(rng, state)
        while True:
            n = rng.randint(6, 7)
            songs: list[dict[str, Any]] = []
            while len(songs) < n:
                t = pick_track(rng, state, lambda t: 150 <= t["duration"] <= 330)
                if t["id"] not in {s["id"] for s in songs} and t["title"] not in {s["title"] for s in songs}:
                    songs.append(t)
            drop = rng.randrange(1, 4)  # the song taken back: early enough to matter
            kept = [s for i, s in enumerate(songs) if i != drop]
            k = rng.randint(3, 4)  # songs that fit
            cum = sum(s["duration"] for s in kept[:k])
            nxt = cum + kept[k]["duration"]
            limit = -(-cum // 60)
            if not cum <= limit * 60 < nxt or limit * 60 - cum > 100 or nxt - limit * 60 < 20:
                continue
            # the naive list (the withdrawn song kept) cut at the limit is another list
            naive, total = [], 0
            for s in songs:
                if total + s["duration"] > limit * 60:
                    break
                naive.append(s["id"])
                total += s["duration"]
            if naive == [s["id"] for s in kept[:k]]:
                continue
            break
        items = "; ".join((ITEM_ZH if z else ITEM_EN).format(n=i + 1, title=s["title"], artist=w.name_of(s["artist"]))
                          for i, s in enumerate(songs))
        texts = [("them", (LIST_ZH if z else LIST_EN).format(items=items)), *(CHATTER_ZH if z else CHATTER_EN),
                 ("them", (DROP_ZH if z else DROP_EN).format(title=songs[drop]["title"]))]
        return {"friend": f["display"], "uid": f["id"], "cid": chat_of(state, f["id"]), "name": name,
                "limit": limit, "keep": [s["id"] for s in kept[:k]], "titles": [s["title"] for s in kept[:k]],
                "songs": [s["id"] for s in songs], "drop": songs[drop]["id"], "texts": texts}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import START_MS
        from bench.tasks.messenger.common import ov as messenger

        gaps = (2 * DAY_MS + 3 * 60 * MINUTE_MS, 2 * DAY_MS + 2 * 60 * MINUTE_MS, DAY_MS + 5 * 60 * MINUTE_MS,
                DAY_MS + 4 * 60 * MINUTE_MS, 3 * 60 * MINUTE_MS)
        msgs = [{"id": f"h{900 + i}", "chat": p["cid"], "sender": "me" if who == "me" else p["uid"],
                 "time": START_MS - gaps[i], "kind": "text", "text": text} for i, (who, text) in enumerate(p["texts"])]
        return {"apps": {"messenger": {"messages": [*messenger(state)["messages"], *msgs], "chats": {p["cid"]: {}}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        from bench.tasks.messenger.common import contacts

        return {"the friend": sum(1 for c in contacts(init) if c["display"] == p["friend"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_playlists(init, final)
        pl = new[0] if len(new) == 1 else {}
        return [check("one new playlist", 1, len(new)),
                check("named as asked", p["name"], pl.get("name")),
                check("the suggested songs that fit, in their order, without the withdrawn one", p["keep"],
                      pl.get("tracks"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messenger.common import read

        return [f"{M}.playlists[+1]", *read(p["cid"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messenger.common import launch as messenger
        from bench.tasks.messenger.common import open_direct

        obs = yield from messenger()
        obs = yield from open_direct(obs, p["friend"], p["uid"])
        obs = yield from ui.home()
        obs = yield from launch()
        for i, (tid, title) in enumerate(zip(p["keep"], p["titles"], strict=True)):
            obs = yield from song_menu(obs, {"id": tid, "title": title})
            obs = yield from add_to_playlist(obs, tid, p["name"], new=i == 0)


#: the pictures on album covers, as a friend names them
COVERS = {"🌙": ("moon", "月亮"), "🐚": ("seashell", "贝壳"), "🎈": ("balloon", "气球"), "⛰️": ("mountain", "山峰"),
          "📡": ("satellite dish", "卫星天线"), "🏝️": ("little island", "小岛"), "🌊": ("big wave", "海浪"),
          "🧭": ("compass", "指南针"), "🚲": ("bicycle", "自行车"), "🌻": ("sunflower", "向日葵"), "🪐": ("planet", "行星"),
          "🌵": ("cactus", "仙人掌"), "🍵": ("cup of tea", "茶杯"), "🛸": ("flying saucer", "飞碟"),
          "🕯️": ("candle", "蜡烛"), "🍋": ("lemon", "柠檬"), "🌈": ("rainbow", "彩虹"), "🎠": ("carousel horse", "旋转木马"),
          "🐋": ("whale", "鲸鱼"), "🦋": ("butterfly", "蝴蝶"), "💎": ("diamond", "钻石"), "🍒": ("cherries", "樱桃"),
          "🍂": ("autumn leaves", "落叶"), "🌪️": ("tornado", "龙卷风"), "🔥": ("flame", "火焰")}
COVER_ASK = ("Is that album we played on the drive in your library? The one with the {a} on the cover. Its longest "
             "track is my absolute favourite!", "我们开车时放的那张专辑，你收藏了吗？封面上有{a}的那张。里面最长的那首是我的最爱！")
COVER_FIX = ("Wait, I mixed them up: it's the one with the {b} on the cover, not the {a}.",
             "等等，我记混了：是封面上有{b}的那张，不是{a}的。")


class CoverAlbumLongestSong(TaskTemplate):
    id = "music.CoverAlbumLongestSong"
    apps = ("music", "messages")
    objective = "hybrid"
    # an 11-step oracle: the saved albums fit on a screen or two, so L3 until a playtest says otherwise
    hardness = ("image", "trap")
    tags = ("image", "explore", "handoff", "edit")
    budget = 45
    goal_params = ("pid", "longest")
    instructions = ('{name} texted me about an album in my saved albums in Music, going by its cover. Add the longest '
                    'song on that album to my playlist "{playlist}".',
                    "Work out which of my saved albums in Music {name} means in their texts (they describe the cover "
                    'picture), then put that album\'s longest track into my "{playlist}" playlist.',
                    "{name} described an album's cover to me by text; it's one of the albums saved in my Music "
                    'library. Find it, and add its longest song to the playlist "{playlist}".')
    instructions_zh = ("{name}发短信说起我在音乐里收藏的一张专辑，是按封面描述的。把那张专辑里最长的歌加到我的歌单“{playlist}”里。",
                       "根据{name}短信里对封面图案的描述，弄清是我音乐里收藏的哪张专辑，然后把这张专辑里时长最长的歌加进歌单"
                       "“{playlist}”。",
                       "{name}用短信给我描述了一张专辑的封面，这张专辑在我音乐的收藏专辑里。找到它，把里面最长的那首歌加到"
                       "歌单“{playlist}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import START_MS, named_threads, next_message_id

        w = W(state)
        k = 1 if state["os"]["device"]["region"] == "zh-CN" else 0
        have = [w.by_id[a] for a in ov(state)["saved_albums"]]
        pool = [a for a in w.albums if a["kind"] == "album" and len(a["tracks"]) >= 5 and a["emoji"] in COVERS
                and a["id"] not in ov(state)["saved_albums"]]
        while True:
            new = rng.sample(pool, 4)
            saved = [*have, *new]
            emojis = [a["emoji"] for a in saved]
            if len(set(emojis)) != len(emojis) or any(e not in COVERS for e in emojis):
                continue
            target, first = new[0], new[1]
            word = COVERS[target["emoji"]][k].split()[-1].casefold()
            if any(word in a["title"].casefold() for a in saved):  # the cover, not a title, tells the album
                continue
            lengths = sorted((w.by_id[t]["duration"], t) for t in target["tracks"])
            if lengths[-1][0] == lengths[-2][0]:
                continue
            break
        pl = rng.choice(ov(state)["playlists"])
        longest = lengths[-1][1]
        if longest in pl["tracks"]:
            pl = next((p for p in ov(state)["playlists"] if longest not in p["tracks"]), pl)
        words = {"a": COVERS[first["emoji"]][k], "b": COVERS[target["emoji"]][k]}
        t, c = rng.choice(named_threads(state))
        mid = next_message_id(state)
        first_at = START_MS - rng.randint(20, 40) * 60 * MINUTE_MS
        bodies = (COVER_ASK[k].format(**words), COVER_FIX[k].format(**words))
        times = (first_at, first_at + rng.randint(3, 90) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": b, "time": tm, "incoming": True, "read": False}
                for i, (b, tm) in enumerate(zip(bodies, times, strict=True))]
        order = [a["id"] for a in new]
        rng.shuffle(order)
        return {"name": c["name"], "thread_id": t["id"], "pid": pl["id"], "playlist": pl["name"],
                "album": target["id"], "longest": longest, "title": w.by_id[longest]["title"],
                "saved": [*ov(state)["saved_albums"], *order], "msgs": msgs, "lure": first["id"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        return {**sms_patch({p["thread_id"]: {"messages": [*t["messages"], *p["msgs"]]}}),
                "apps": {"music": {"saved_albums": p["saved"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = W(init)
        emoji = w.by_id[p["album"]]["emoji"]
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "the saved album with that cover": sum(1 for a in ov(init)["saved_albums"] if w.by_id[a]["emoji"] == emoji),
                "the playlist": sum(1 for x in ov(init)["playlists"] if x["name"] == p["playlist"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.music.common import user_playlist

        before = (user_playlist(init, p["pid"]) or {"tracks": []})["tracks"]
        after = (user_playlist(final, p["pid"]) or {"tracks": []})["tracks"]
        return [check("the album's longest song added at the end of the playlist", [*before, p["longest"]], after)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.playlists[id={p['pid']}].tracks[+1]", f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.library")
        obs = yield from ui.tap(obs, trigger="lib.filter", filter="albums")
        obs = yield from ui.tap(obs, trigger="album.open", id=p["album"])
        obs = yield from ui.tap(obs, trigger="track.menu", track=p["longest"])
        obs = yield from ui.tap(obs, trigger="menu.add", track=p["longest"])
        yield from ui.tap(obs, p["playlist"], trigger="addto.pick")
