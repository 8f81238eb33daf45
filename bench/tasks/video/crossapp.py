"""Video tasks across apps: share a video into a Messenger chat, VIP through Wallet then a download,
a Clock alarm named after a ranked video, a Calendar event for the longest video to watch later."""

from __future__ import annotations

import re
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
from bench.tasks.clock.common import alarm_checks, fill_alarm, new_alarms, sample_time
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
from bench.tasks.themes.common import pay_in_wallet, wallet_checks
from bench.tasks.video.common import (
    WALLET_CHANGES,
    V,
    W,
    open_ranking,
    open_video,
    ov,
    pick_video,
    region,
)
from mgym.apps.video.effects import LINK
from mgym.apps.video.world import VIP_PRICE, currency


class ShareToMessenger(TaskTemplate):
    id = "video.ShareToMessenger"
    apps = ("video", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    instructions = ('Share the video "{title}" from Video with {who} in Messenger.',
                    'Send {who} the Video link to "{title}": use Share on the video and pick our Messenger chat.',
                    'Please share "{title}" from Video with {who} on Messenger.')
    instructions_zh = ("把视频《{title}》从视频应用分享给聊天里的{who}。",
                       "用视频页的“分享”，把《{title}》的链接通过聊天发给{who}。",
                       '请从视频应用把《{title}》分享到和{who}的聊天里。')
    goal_params = ("vid", "cid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        v = pick_video(rng, state)
        u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
        return {"vid": v.id, "title": v.title, "uid": u["id"], "who": u["name"], "cid": chat_of(state, u["id"]),
                "note": note_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return seed_chats(p["cid"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        link = LINK.format(id=p["vid"])
        got = [m["text"] for m in new_items(init, final, "messages")
               if m["chat"] == p["cid"] and m["sender"] == "me" and m["kind"] == "text"]
        return [Check(f"the video's link was sent to {p['who']}", with_note(got, lambda g: has_link(g, link)), link,
                      got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [sent(p["cid"], kind="text"), note_sent(p["cid"], p["note"]), f"{MESSENGER}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_video(obs, SimpleNamespace(id=p["vid"], title=p["title"]))
        obs = yield from ui.tap(obs, trigger="video.share", id=p["vid"])
        yield from share_to_chat(obs, p["cid"], p["who"])


class VipAndDownload(TaskTemplate):
    id = "video.VipAndDownload"
    secrets = ("wallet_password",)
    apps = ("video", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "handoff")
    budget = 45
    instructions = ('Join VIP in Video (pay from the Wallet balance), then download the video '
                    '"{title}".',
                    'I want "{title}" offline: buy Video\'s VIP through Wallet and download it.',
                    'Please download "{title}" in Video; it needs VIP, so subscribe first and pay from the Wallet balance.')
    instructions_zh = ("在视频里开通大会员（用钱包余额支付），然后缓存视频《{title}》。",
                       "我想离线看《{title}》：通过钱包购买视频大会员，然后把它缓存下来。",
                       '请在视频里缓存《{title}》。需要先开通大会员，用钱包余额支付。')
    goal_params = ("vid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        v = pick_video(rng, state, lambda v: v.id not in ov(state)["downloads"])
        return {"vid": v.id, "title": v.title, "price": VIP_PRICE[currency(region(state))]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {"vip": False}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("VIP", True, ov(final)["vip"]),
                Check("the video is downloaded", p["vid"] in ov(final)["downloads"], p["vid"], ov(final)["downloads"]),
                *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{V}.vip", f"{V}.downloads[+1]", *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("video")
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.vip")
        obs = yield from ui.tap(obs, trigger="vip.buy")
        obs = yield from pay_in_wallet(obs)
        obs = yield from open_video(obs, SimpleNamespace(id=p["vid"], title=p["title"]))
        obs = yield from ui.tap(obs, trigger="video.more", id=p["vid"])
        yield from ui.tap(obs, trigger="more.download", id=p["vid"])




class AlarmForRankedVideo(TaskTemplate):
    id = "video.AlarmForRankedVideo"
    apps = ("video", "clock")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 30
    instructions = ("Set a one-time alarm in Clock at {time}, labelled with the exact title of the #{k} video in "
                    "Video's {part} ranking, so I remember to watch it.",
                    "Remind me to watch the {part} ranking's number {k} video in Video: a Clock alarm at {time} "
                    "(no repeat) named after the video's title.",
                    "Please set a one-time Clock alarm at {time} whose label is the exact title of the #{k} video in Video's {part} ranking, so I remember to watch it.")
    instructions_zh = ("在时钟里设一个 {time} 的一次性闹钟，标签用视频应用{part}排行榜第 {k} 名视频的完整标题，提醒我去看。",
                       "提醒我看视频里{part}排行榜第 {k} 名的视频：在时钟设一个 {time} 的闹钟（不重复），名字就是视频标题。",
                       '请在时钟里设一个 {time} 的一次性闹钟，标签写视频应用{part}排行榜第 {k} 名视频的完整标题，提醒我去看。')
    changes = ("apps.clock.alarms[+1]",)
    goal_params = ("time", "label")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            p = rng.choice(w.partitions)
            k = rng.randint(1, 5)
            v = w.ranking[p["id"]][k - 1]
            if len(v.title) <= 38:
                return {"pid": p["id"], "part": p["name"], "k": k, "vid": v.id, "label": v.title,
                        "time": sample_time(rng)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return alarm_checks(new_alarms(init, final), p["time"], [], p["label"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_ranking(obs, p["pid"])
        obs = yield from ui.scroll_to(obs, trigger="video.open", id=p["vid"])
        title = next(e.text for e in obs.ui if e.trigger == "video.open" and e.params.get("id") == p["vid"])
        obs = yield from ui.open_app("Clock")
        obs = yield from ui.tap(obs, trigger="alarm.add")
        yield from fill_alarm(obs, p["time"], None, title)


class LongestWatchLaterToCalendar(CalendarTask):
    id = "video.LongestWatchLaterToCalendar"
    apps = ("video", "calendar")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "create", "reasoning")
    budget = 45
    split = "train"
    instructions = ("Find the longest video in my Video Watch later list and add a Calendar event for watching it "
                    "on {date_text} from {start} to {end}, titled with the video's exact title.",
                    "Block time to watch the longest video on my Watch later list in Video: a Calendar event on "
                    "{date_text}, {start}-{end}, whose title is exactly the video's title.",
                    "Please schedule a Calendar event on {date_text} from {start} to {end} to watch the longest video in my Video Watch later list, using the video's exact title as the event title.")
    instructions_zh = ("找出视频应用“稍后再看”里最长的视频，在日历里添加一个{date_text} {start} 到 {end} 的日程来看它，"
                       "标题用视频的完整标题。",
                       "给视频“稍后再看”列表里最长的那个视频安排时间：在日历里建一个{date_text} {start}-{end} 的日程，"
                       "标题就是视频标题。",
                       '请在日历里建一个{date_text} {start} 到 {end} 的日程，用来看视频“稍后再看”里时长最长的那个视频，标题用视频的完整标题。')
    changes = ("apps.calendar.events[+1]",)
    goal_params = ("title", "date", "start", "end")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        while True:
            vids = [pick_video(rng, state, lambda v: len(v.title) <= 70) for _ in range(rng.randint(3, 5))]
            ds = sorted((v.duration for v in vids), reverse=True)
            if len({v.id for v in vids}) == len(vids) and ds[0] - ds[1] >= 60:
                break
        best = max(vids, key=lambda v: v.duration)
        start, end = sample_slot(rng)
        return {"later": [v.id for v in vids], "vid": best.id, "title": w.by_id[best.id].title,
                "date": sample_day(rng).isoformat(), "start": start, "end": end}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"video": {"watch_later": p["later"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return event_checks(new_events(init, final), {"title": p["title"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_time": p["end"]})

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("video")
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.later")
        best: tuple[int, str] | None = None
        for vid in p["later"]:  # read each row's duration badge off the screen
            obs = yield from ui.scroll_to(obs, trigger="video.open", id=vid)
            row = next(e for e in obs.ui if e.trigger == "video.open" and e.params.get("id") == vid)
            secs = _seconds(next(e.text for e in obs.ui if BADGE.fullmatch(e.text or "") and _inside(e, row)))
            if best is None or secs > best[0]:
                best = (secs, row.text)
        assert best is not None
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, best[1], p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")


BADGE = re.compile(r"\d+(:\d\d)+")


def _seconds(badge: str) -> int:
    total = 0
    for part in badge.strip().split(":"):
        total = total * 60 + int(part)
    return total


def _inside(e: Any, box: Any) -> bool:
    return bool(box.bounds[0] <= e.bounds[0] and e.bounds[2] <= box.bounds[2] and box.bounds[1] <= e.bounds[1]
                and e.bounds[3] <= box.bounds[3])
