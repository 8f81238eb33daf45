"""Music tasks across apps: share a song to a Messenger chat or by SMS, add the song a Messages contact
recommended to a playlist, buy Premium through Wallet then download a playlist, and keep a song's
first lyric line in Notes."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messages.common import sent_in_thread
from bench.tasks.messenger.common import share_to_chat
from bench.tasks.music.common import (
    PLAY_FIELDS,
    WALLET_CHANGES,
    M,
    W,
    launch,
    open_library_playlist,
    ov,
    pick_track,
    player_paths,
    search,
    song_menu,
    user_playlist,
)
from bench.tasks.music.library import extra_playlists, with_playlists
from bench.tasks.textmatch import has_link
from mgym.apps.music.manifest import LINK
from mgym.apps.music.world import PREMIUM_PRICE, currency

RECOMMEND = 'You have to hear "{title}" by {artist}, it\'s so good!'
RECOMMEND_ZH = "强烈推荐你听听{artist}的《{title}》，超好听！"


def _track(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    t = pick_track(rng, state)
    return {"id": t["id"], "title": t["title"], "artist": W(state).name_of(t["artist"])}


class ShareSongToMessenger(TaskTemplate):
    id = "music.ShareSongToMessenger"
    apps = ("music", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    instructions = ('Share the song "{title}" by {artist} from Music to my Messenger chat with {name}.',
                    'Send {name} the song "{title}" ({artist}) on Messenger, using Music\'s Share.',
                    'Please share {artist}\'s "{title}" from Music with {name} on Messenger.')
    instructions_zh = ("把音乐里{artist}的《{title}》分享到和{name}的聊天里。", "用音乐的分享功能，通过聊天把{artist}的《{title}》发给{name}。",
                       '请从音乐把{artist}的《{title}》分享给聊天里的{name}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import chat_of, contacts, note_id

        u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
        return {**_track(rng, state), "uid": u["id"], "name": u["name"], "cid": chat_of(state, u["id"]), "new": False,
                "note": note_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import seed_chats

        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messenger.common import with_note
        from bench.tasks.messenger.crossapp import _sent_texts

        got = _sent_texts(init, final, p["uid"])
        link = LINK.format(id=p["id"])
        return [Check("the song's link was sent to them", with_note(got, lambda g: has_link(g, link)), link, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messenger.common import note_sent
        from bench.tasks.messenger.crossapp import _chat_changes

        return [*_chat_changes(p, kind="text"), note_sent(p["cid"], p["note"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from song_menu(obs, p)
        obs = yield from ui.tap(obs, trigger="menu.share", track=p["id"])
        yield from share_to_chat(obs, p["cid"], p["name"])


class ShareSongBySms(TaskTemplate):
    id = "music.ShareSongBySms"
    apps = ("music", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    split = "train"
    instructions = ('Text {contact} a link to the song "{title}" by {artist}, shared from Music through Messages.',
                    'Share "{title}" ({artist}) from Music with {contact} by SMS.',
                    'Please use Share in Music to text {contact} the link to {artist}\'s "{title}" through Messages.')
    instructions_zh = ("从音乐把{artist}的《{title}》通过短信分享给{contact}。", "用信息把音乐里{artist}的《{title}》的链接发给{contact}。",
                       '请在音乐里点分享，用短信把{artist}《{title}》的链接发给{contact}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads

        t, c = rng.choice(named_threads(state))
        return {**_track(rng, state), "contact": c["name"], "contact_id": c["id"], "thread_id": t["id"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = sent_in_thread(init, final, p["thread_id"])
        link = LINK.format(id=p["id"])
        return [check("one message sent to them", 1, len(new)),
                Check("with the song's link", len(new) == 1 and has_link(new[0].get("body"), link), link,
                      new[0].get("body") if new else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import TO_HINT

        obs = yield from song_menu(obs, p)
        obs = yield from ui.tap(obs, trigger="menu.share", track=p["id"])
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messages")
        obs = yield from ui.type_into(obs, TO_HINT, p["contact"])
        obs = yield from ui.tap(obs, trigger="new.pick", contact_id=p["contact_id"])
        yield from ui.tap(obs, trigger="compose.send")


class RecommendedSongToPlaylist(TaskTemplate):
    id = "music.RecommendedSongToPlaylist"
    apps = ("messages", "music")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "edit")
    budget = 45
    instructions = ('{contact} texted me a song recommendation in Messages. Add that song to my Music playlist '
                    '"{playlist}".',
                    'Find the song {contact} recommended by SMS and put it in my "{playlist}" playlist in Music.',
                    'Please add the song {contact} recommended to me in Messages to my Music playlist "{playlist}".')
    instructions_zh = ("{contact}在信息里给我推荐了一首歌。把这首歌加到我的音乐歌单“{playlist}”里。",
                       "找到{contact}用短信推荐的那首歌，把它加进音乐里的歌单“{playlist}”。",
                       '请把{contact}在短信里推荐给我的那首歌加到音乐歌单“{playlist}”里。')
    goal_params = ("id", "pid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads, next_message_id

        t, c = rng.choice(named_threads(state))
        pl = rng.choice(ov(state)["playlists"])
        song = _track(rng, state)
        while song["id"] in pl["tracks"]:
            song = _track(rng, state)
        zh = state["os"]["device"]["region"] == "zh-CN"
        text = (RECOMMEND_ZH if zh else RECOMMEND).format(title=song["title"], artist=song["artist"])
        return {**song, "contact": c["name"], "thread_id": t["id"], "pid": pl["id"], "playlist": pl["name"],
                "text": text, "mid": next_message_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import START_MS, sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        msg = {"id": p["mid"], "body": p["text"], "time": START_MS - 600_000, "incoming": True, "read": False}
        return sms_patch({p["thread_id"]: {"messages": [*t["messages"], msg]}})

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        pl = user_playlist(final, p["pid"]) or {"tracks": []}
        return [check("the recommended song was added at the end of the playlist", p["id"],
                      pl["tracks"][-1] if pl["tracks"] else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.playlists[id={p['pid']}].tracks[+1]", f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.home()
        obs = yield from launch()
        obs = yield from song_menu(obs, p)
        obs = yield from ui.tap(obs, trigger="menu.add", track=p["id"])
        yield from ui.tap(obs, trigger="addto.pick", playlist=p["pid"])


class PremiumThenDownload(TaskTemplate):
    id = "music.PremiumThenDownload"
    secrets = ("wallet_password",)
    apps = ("music", "wallet")
    composition = "transfer"
    difficulty = "L4"
    tags = ("finance", "handoff")
    budget = 45
    instructions = ('Get Music Premium (pay with Wallet), then download my playlist '
                    '"{playlist}".',
                    'Buy Premium in Music with Wallet and download the playlist "{playlist}" for '
                    "offline listening.",
                    'I want my playlist "{playlist}" downloaded in Music. Please get Premium, paying with Wallet, and then download it.')
    instructions_zh = ("开通音乐会员（用钱包支付），然后下载我的歌单“{playlist}”。",
                       "在音乐里用钱包购买会员，再把歌单“{playlist}”下载下来离线听。",
                       '我想把歌单“{playlist}”下载下来。请先开通音乐会员（用钱包付款），再下载这个歌单。')
    goal_params = ("pid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        extra = extra_playlists(rng, state)
        pl = rng.choice([*ov(state)["playlists"], *extra])
        return {"pid": pl["id"], "playlist": pl["name"], "tracks": pl["tracks"], "extra": extra,
                "price": PREMIUM_PRICE[currency(state["os"]["device"]["region"])]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_playlists(state, p["extra"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.themes.common import wallet_checks

        got = ov(final)["downloads"]
        return [check("Premium", True, ov(final)["premium"]),
                Check("every song of the playlist downloaded", all(t in got for t in p["tracks"]), p["tracks"], got),
                *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{M}.premium", f"{M}.downloads[+{len(set(p['tracks']))}]", *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.themes.common import pay_in_wallet

        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="home.premium")
        obs = yield from ui.tap(obs, trigger="premium.buy")
        obs = yield from pay_in_wallet(obs)
        obs = yield from open_library_playlist(obs, p["pid"])
        yield from ui.tap(obs, trigger="pl.download", id=p["pid"])


class LyricsToNotes(TaskTemplate):
    id = "music.LyricsToNotes"
    apps = ("music", "notes")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "handoff")
    budget = 45
    instructions = ('Write the first line of the lyrics of "{title}" by {artist} in a new note in Notes.',
                    'Look up the lyrics of "{title}" ({artist}) in Music and save their first line as a new note.',
                    'Please put the first line of the lyrics of {artist}\'s "{title}" in a new note.')
    instructions_zh = ("把{artist}的《{title}》歌词的第一句写进一条新笔记。", "在音乐里查看{artist}《{title}》的歌词，把第一句存成一条新笔记。",
                       '请新建一条笔记，写上{artist}《{title}》歌词的第一句。')
    goal_params = ("id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = pick_track(rng, state, lambda t: "lyrics" in t)
        return {"id": t["id"], "title": t["title"], "artist": W(state).name_of(t["artist"]), "line": t["lyrics"][0]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import new_notes, norm, note_text

        new = new_notes(init, final)
        text = note_text(new[0]) if len(new) == 1 else ""
        return [check("one new note", 1, len(new)),
                Check("holding the first lyric line", norm(p["line"]) in norm(text), p["line"], text)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.notes.notes[+1]", *player_paths(*PLAY_FIELDS)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import new_note

        obs = yield from search(obs, p["title"])
        obs = yield from ui.tap(obs, trigger="ctx.play", track=p["id"])
        obs = yield from ui.tap(obs, trigger="player.open")
        obs = yield from ui.tap(obs, trigger="player.lyrics")
        lyrics = next((e.bounds for e in obs.ui if e.role == "scroll"), None)  # the lyrics: its first text
        top = lyrics[1] if lyrics is not None else 100
        line = next(e.text for e in obs.ui if e.role == "text" and e.text and e.text != obs.ui[0].text
                    and e.bounds[1] >= top)
        obs = yield from ui.home()
        obs = yield from ui.open_app("notes")
        yield from new_note(obs, p["title"], line)


class AlarmWhenAlbumEnds(TaskTemplate):
    id = "music.AlarmWhenAlbumEnds"
    apps = ("music", "clock")
    composition = "transfer"
    difficulty = "L4"
    tags = ("reasoning", "create")
    budget = 45
    instructions = ('I will start the album "{album}" by {artist} from its first song at {start} and listen to all of '
                    "it. Set a one-time alarm in Clock for the minute it ends (round up to the next full minute).",
                    'At {start} I\'m playing {artist}\'s album "{album}" straight through. Add a Clock alarm (no repeat) '
                    "for when it finishes, rounded up to the minute.",
                    'Please set a one-time Clock alarm for the minute {artist}\'s album "{album}" ends, rounded up to the next full minute. I\'ll start it from the first song at {start} and play all of it.')
    instructions_zh = ("我会在 {start} 从第一首开始完整播放{artist}的专辑《{album}》。在时钟里设一个一次性闹钟，时间为专辑播完的那一分钟（向上取整到整分）。",
                       "{start} 我要从头到尾听{artist}的《{album}》。在时钟里添加一个不重复的闹钟，时间是专辑播完时（向上取整到分钟）。",
                       '请在时钟里设一个一次性闹钟，时间为{artist}的专辑《{album}》播完的那一分钟（向上取整到整分）。我会在 {start} 从第一首开始把整张专辑听完。')
    goal_params = ("time",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.music.common import pick_album

        w = W(state)

        def total(al: dict[str, Any]) -> int:
            return sum(int(w.by_id[t]["duration"]) for t in al["tracks"])
        al = pick_album(rng, state, lambda a: a["kind"] == "album" and total(a) < 3600)
        h, m = rng.randint(6, 22), rng.choice((0, 10, 15, 20, 30, 40, 45, 50))
        end = h * 3600 + m * 60 + total(al)
        mins = -(-end // 60) % (24 * 60)
        return {"id": al["id"], "album": al["title"], "artist": w.name_of(al["artist"]), "start": f"{h:02d}:{m:02d}",
                "time": f"{mins // 60:02d}:{mins % 60:02d}"}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.clock.common import new_alarms

        found = new_alarms(init, final)
        a = found[0] if len(found) == 1 else {}
        return [check("one new alarm", 1, len(found)), check("at the minute the album ends", p["time"], a.get("time")),
                check("one-time", [], a.get("days")), check("on", True, a.get("enabled"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.clock.alarms[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        import re

        from bench.tasks.clock.common import fill_alarm
        from bench.tasks.music.common import open_album

        obs = yield from open_album(obs, {"id": p["id"], "title": p["album"]})
        m = next(m for e in obs.ui if (m := re.search(r"(\d+) (?:min|分) (\d+) (?:sec|秒)", e.text)))
        h0, m0 = (int(x) for x in p["start"].split(":"))
        end = h0 * 3600 + m0 * 60 + int(m.group(1)) * 60 + int(m.group(2))
        mins = -(-end // 60) % (24 * 60)
        obs = yield from ui.home()
        obs = yield from ui.open_app("clock")
        if obs.find(trigger="tab.alarms"):
            obs = yield from ui.tap(obs, trigger="tab.alarms")
        obs = yield from ui.tap(obs, trigger="alarm.add")
        yield from fill_alarm(obs, f"{mins // 60:02d}:{mins % 60:02d}")
