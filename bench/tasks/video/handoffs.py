"""More Video tasks across apps: share a ranking's #1 to Messenger and keep its title in Notes (three
apps), add the video a Messages contact recommended to Watch later and reply, a Calendar event for an
uploader's newest video, a note of an uploader's most viewed video, and share the ranked video whose
thumbnail shows an object (``image``)."""

from __future__ import annotations

from random import Random
from types import SimpleNamespace
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.calendar.common import (
    CalendarTask,
    event_checks,
    fill_event,
    new_events,
    sample_day,
    sample_slot,
)
from bench.tasks.messenger.common import P as MESSENGER
from bench.tasks.messenger.common import (
    chat_of,
    contacts,
    new_items,
    note_id,
    note_sent,
    seed_chats,
    sent,
    share_to_chat,
    with_note,
)
from bench.tasks.textmatch import has_link
from bench.tasks.video.common import (
    V,
    W,
    open_ranking,
    open_uploader,
    open_video,
    ov,
    pick_uploader,
    pick_video,
    zh,
)
from bench.tasks.video.thumbs import _Kind, kinds_in, shows
from mgym.apps.video.effects import LINK

RECOMMEND = 'You should watch "{title}" on Video, it\'s great!'
RECOMMEND_ZH = "推荐你看视频《{title}》，特别好看！"


def _chat(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
    return {"uid": u["id"], "who": u["name"], "cid": chat_of(state, u["id"]), "note": note_id(state)}


def _link_sent(p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> Check:
    """The video's link shared to them (the share dialog's note, if any, besides)."""
    link = LINK.format(id=p["vid"])
    got = [m["text"] for m in new_items(init, final, "messages")
           if m["chat"] == p["cid"] and m["sender"] == "me" and m["kind"] == "text"]
    return Check(f"the video's link was sent to {p['who']}", with_note(got, lambda g: has_link(g, link)), link, got)


def _share(obs: Any, p: dict[str, Any]) -> ui.Steps:
    """On the video page: Share, Messenger, the contact, Send."""
    obs = yield from ui.tap(obs, trigger="video.share", id=p["vid"])
    return (yield from share_to_chat(obs, p["cid"], p["who"]))


def _row_title(obs: Any, vid: str) -> str:
    return str(next(e.text for e in obs.ui if e.trigger == "video.open" and e.params.get("id") == vid))


class ShareTopAndNote(TaskTemplate):
    id = "video.ShareTopAndNote"
    apps = ("video", "messenger", "notes")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "social", "create")
    budget = 60
    instructions = ("Share the #1 video of Video's {part} ranking with {who} in Messenger, then write its title in a "
                    "new note in Notes.",
                    "Send {who} (Messenger) the top video of the {part} ranking in Video, and keep its exact title in "
                    "a new note.",
                    "Please share the number one video of Video's {part} ranking with {who} on Messenger, then save its title in a new note.")
    instructions_zh = ("把视频应用{part}排行榜第 1 名的视频通过聊天分享给{who}，再把它的标题写进一条新笔记。",
                       "把视频里{part}排行榜排第一的视频用聊天发给{who}，并在笔记里新建一条记下它的完整标题。",
                       '请把视频{part}排行榜第一名的视频在聊天里分享给{who}，然后新建一条笔记写下它的标题。')
    goal_params = ("vid", "cid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        part = rng.choice(w.partitions)
        v = w.ranking[part["id"]][0]
        return {"pid": part["id"], "part": part["name"], "vid": v.id, "title": v.title, **_chat(rng, state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import new_notes, norm, note_text

        new = new_notes(init, final)
        text = note_text(new[0]) if len(new) == 1 else ""
        return [_link_sent(p, init, final), check("one new note", 1, len(new)),
                Check("holding the video's title", norm(p["title"]) in norm(text), p["title"], text)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [sent(p["cid"], kind="text"), note_sent(p["cid"], p["note"]), f"{MESSENGER}.chats.{p['cid']}.unread",
                "apps.notes.notes[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import new_note

        obs = yield from open_ranking(obs, p["pid"])
        title = _row_title(obs, p["vid"])
        obs = yield from ui.tap(obs, trigger="video.open", id=p["vid"])
        obs = yield from _share(obs, p)
        obs = yield from ui.home()
        obs = yield from ui.open_app("notes")
        yield from new_note(obs, title)


class ShareThumbToMessenger(_Kind, TaskTemplate):
    id = "video.ShareThumbToMessenger"
    apps = ("video", "messenger")
    composition = "transfer"
    difficulty = "L4"
    tags = ("image", "handoff", "social")
    budget = 45
    instructions = ("In the top {top} of Video's {part} ranking, one video's thumbnail shows a {kind}. Share that "
                    "video with {who} in Messenger.",
                    "Find the video among the first {top} of the {part} ranking in Video whose thumbnail has a {kind} "
                    "on it, and send it to {who} through Messenger.",
                    "One of the top {top} videos in Video's {part} ranking has a {kind} on its thumbnail. Please send that video to {who} on Messenger.")
    instructions_zh = ("视频应用{part}排行榜前 {top} 名里，只有一个视频的封面上有{kind}。把这个视频通过聊天分享给{who}。",
                       "在视频{part}排行榜前 {top} 个视频中找到封面上有{kind}的那个，用聊天发给{who}。",
                       '视频{part}排行榜前 {top} 名中有一个视频的封面上有{kind}，请把它通过聊天分享给{who}。')
    goal_params = ("vid", "cid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            part = rng.choice(w.partitions)
            top = rng.choice((5, 6))
            vids = w.ranking[part["id"]][:top]
            kinds = [k for k in kinds_in(vids) if sum(shows(v, k) for v in vids) == 1]
            if kinds:
                kind = rng.choice(kinds)
                v = next(v for v in vids if shows(v, kind))
                return {"pid": part["id"], "part": part["name"], "top": top, "kind": kind, "vid": v.id,
                        **_chat(rng, state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [_link_sent(p, init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [sent(p["cid"], kind="text"), note_sent(p["cid"], p["note"]), f"{MESSENGER}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_ranking(obs, p["pid"])
        obs = yield from ui.tap(obs, trigger="video.open", id=p["vid"])
        yield from _share(obs, p)


class RecommendedToLater(TaskTemplate):
    id = "video.RecommendedToLater"
    apps = ("messages", "video")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "edit", "social")
    budget = 45
    instructions = ('{contact} texted me a video to watch. Add it to Watch later in Video, then reply "{reply}" to '
                    "{contact} in Messages.",
                    'Put the video {contact} recommended by SMS on my Video Watch later list and answer them "{reply}".',
                    'Please add the video {contact} recommended to me by text to my Watch later list in Video, then reply "{reply}" to {contact} in Messages.')
    instructions_zh = ("{contact}发短信给我推荐了一个视频。把它加入视频应用的“稍后再看”，然后在信息里回复{contact}“{reply}”。",
                       "把{contact}短信里推荐的视频加到视频的稍后再看，再回复对方“{reply}”。",
                       '请把{contact}短信里推荐的视频加入视频的“稍后再看”，然后在信息里回复对方“{reply}”。')
    goal_params = ("vid", "thread_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads, next_message_id

        t, c = rng.choice(named_threads(state))
        v = pick_video(rng, state, lambda v: v.id not in ov(state)["watch_later"] and len(v.title) <= 60)
        text = (RECOMMEND_ZH if zh(state) else RECOMMEND).format(title=v.title)
        return {"vid": v.id, "title": v.title, "contact": c["name"], "thread_id": t["id"], "text": text,
                "mid": next_message_id(state), "reply": "已添加" if zh(state) else "Added"}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import START_MS, sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        msg = {"id": p["mid"], "body": p["text"], "time": START_MS - 600_000, "incoming": True, "read": False}
        return sms_patch({p["thread_id"]: {"messages": [*t["messages"], msg]}})

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messages.common import norm, threads

        old = {m["id"] for t in threads(init) if t["id"] == p["thread_id"] for m in t["messages"]}
        got = [m["body"] for t in threads(final) if t["id"] == p["thread_id"] for m in t["messages"]
               if m["id"] not in old and not m["incoming"]]
        return [Check("the video is in Watch later", p["vid"] in ov(final)["watch_later"], p["vid"],
                      ov(final)["watch_later"]),
                Check("the reply was sent", [norm(b) for b in got] == [norm(p["reply"])], p["reply"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return [f"{V}.watch_later[+1]", *send_changes(p["thread_id"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import send

        obs = yield from ui.open_app("messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.home()
        obs = yield from open_video(obs, SimpleNamespace(id=p["vid"], title=p["title"]))
        obs = yield from ui.tap(obs, trigger="video.more", id=p["vid"])
        obs = yield from ui.tap(obs, trigger="more.later", id=p["vid"])
        obs = yield from ui.home()
        obs = yield from ui.open_app("messages")  # back in the conversation it left
        if obs.screen != "thread":
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from send(obs, p["reply"])


class NewestUploadToCalendar(CalendarTask):
    id = "video.NewestUploadToCalendar"
    apps = ("video", "calendar")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 45
    split = "train"
    instructions = ("Add a Calendar event on {date_text} from {start} to {end} to watch {up}'s newest video in Video; "
                    "title the event with the video's exact title.",
                    "Plan to watch the latest upload of {up} (Video): a Calendar event {date_text}, {start}-{end}, "
                    "named exactly like the video.",
                    "I want to watch {up}'s newest video in Video. Please add a Calendar event on {date_text} from {start} to {end} for it, titled with the video's exact title.")
    instructions_zh = ("在日历里添加一个{date_text} {start} 到 {end} 的日程，用来看视频里UP主{up}最新发布的视频，标题用视频的完整标题。",
                       "安排时间看{up}在视频上的最新作品：在日历建一个{date_text} {start}-{end} 的日程，名字和视频标题一模一样。",
                       '我想看视频里{up}最新发布的视频。请在日历里加一个{date_text} {start} 到 {end} 的日程，标题用视频的完整标题。')
    changes = ("apps.calendar.events[+1]",)
    goal_params = ("title", "date", "start", "end")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        u = pick_uploader(rng, state, lambda u: len(w.by_uploader[u.id]) >= 2 and len(w.by_uploader[u.id][0].title) <= 60)
        v = w.by_uploader[u.id][0]
        start, end = sample_slot(rng)
        return {"uid": u.id, "up": u.name, "vid": v.id, "title": v.title, "date": sample_day(rng).isoformat(),
                "start": start, "end": end}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return event_checks(new_events(init, final), {"title": p["title"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_time": p["end"]})

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_uploader(obs, SimpleNamespace(id=p["uid"], name=p["up"]))
        title = _row_title(obs, p["vid"])
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, title, p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")


class MostViewedToNote(TaskTemplate):
    id = "video.MostViewedToNote"
    apps = ("video", "notes")
    composition = "transfer"
    difficulty = "L3"
    tags = ("explore", "handoff", "create")
    budget = 45
    split = "train"
    instructions = ('Make a new note in Notes titled "{up}" whose text is the title of {up}\'s most viewed video in '
                    "Video.",
                    'Which of {up}\'s Video uploads has the most views? Save its title in a new note called "{up}".',
                    'Please create a note titled "{up}" containing the title of {up}\'s most-viewed video in Video.')
    instructions_zh = ("在笔记里新建一条标题为“{up}”的笔记，正文写视频应用里UP主{up}播放量最高的视频标题。",
                       "{up}在视频上播放最多的是哪个视频？把它的标题存进一条名为“{up}”的新笔记。",
                       '请新建一条标题为“{up}”的笔记，正文写上视频里UP主{up}播放量最高的那个视频的标题。')
    goal_params = ("uid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        def clear_top(u: Any) -> bool:  # the most viewed stands out even in rounded counts (12.3K)
            vs = sorted((v.views for v in w.by_uploader[u.id]), reverse=True)
            return 3 <= len(vs) <= 30 and vs[0] > vs[1] * 1.1

        u = pick_uploader(rng, state, clear_top)
        v = min(w.by_uploader[u.id], key=lambda v: (-v.views, v.id))
        return {"uid": u.id, "up": u.name, "vid": v.id, "title": v.title}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import norm, note_text, one_new_note

        n, out = one_new_note(init, final, p["up"])
        return [*out, Check("holding the most viewed video's title", norm(p["title"]) in norm(note_text(n)),
                            p["title"], note_text(n) if n else "")]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.notes.notes[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import new_note

        obs = yield from open_uploader(obs, SimpleNamespace(id=p["uid"], name=p["up"]))
        obs = yield from ui.tap(obs, trigger="up.sort", sort="views")
        title = _row_title(obs, p["vid"])
        obs = yield from ui.home()
        obs = yield from ui.open_app("notes")
        yield from new_note(obs, p["up"], title)
