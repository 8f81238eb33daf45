"""Hard-by-construction Meet templates (declared hardness factors, L4): a call proposed on Messenger in
the other person's time zone (mid-March: North America already on summer time, Europe not yet), its
time corrected by a later message, then scheduled in Meet and Calendar, or declined when Calendar is
busy then."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from random import Random
from typing import Any
from zoneinfo import ZoneInfo

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import EVENTS, event, events, new_events, titles, with_event
from bench.tasks.calendar.common import next_id as next_event_id
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.clocktime import minutes_of as _mins
from bench.tasks.meeting.common import (
    TODAY,
    TOPICS,
    TOPICS_ZH,
    P,
    check,
    launch,
    new_meetings,
    pool,
    set_start,
    step_to,
    zh,
)
from bench.tasks.messenger.common import (
    START_MS,
    chat_of,
    new_items,
    norm,
    open_direct,
    read,
    send_text,
    sent,
)
from bench.tasks.messenger.common import contacts as chat_contacts
from bench.tasks.messenger.common import launch as launch_messenger
from bench.tasks.messenger.common import ov as mov
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.calendar import rules
from mgym.apps.meeting import model

#: where the other person is: (city, zone), for a phone in Los Angeles / in Shanghai
CITIES = (("London", "Europe/London"), ("Berlin", "Europe/Berlin"), ("New York", "America/New_York"),
          ("Tokyo", "Asia/Tokyo"), ("Sydney", "Australia/Sydney"))
CITIES_ZH = (("伦敦", "Europe/London"), ("巴黎", "Europe/Paris"), ("纽约", "America/New_York"), ("东京", "Asia/Tokyo"),
             ("悉尼", "Australia/Sydney"), ("温哥华", "America/Vancouver"))
REPLY = "Sorry, I'm busy then. Could you suggest another time?"
REPLY_ZH = "抱歉，那个时间我有事，能换个时间吗？"




def busy(state: dict[str, Any], day: date, start: int, end: int) -> bool:
    """Does any Calendar event (all-day ones included) take up part of [start, end) minutes on ``day``?"""
    for e in events(state):
        lo, hi = date.fromisoformat(e["start_date"]), date.fromisoformat(e["end_date"])
        on = rules.happens_on(e["start_date"], e["repeat"], day) if e["repeat"]["freq"] != "none" else lo <= day <= hi
        if not on:
            continue
        if e["all_day"] or hi > lo:
            return True
        if _mins(e["start_time"]) < end and start < _mins(e["end_time"]):
            return True
    return False


def _local(day: date, t: int, zone: str, home: ZoneInfo) -> datetime:
    """``t`` minutes into ``day`` in ``zone``, as the wall time of ``home``."""
    at = datetime(day.year, day.month, day.day, t // 60, t % 60, tzinfo=ZoneInfo(zone))
    return at.astimezone(home).replace(tzinfo=None)


def _texts(zh_: bool, wd: str, t1: str, t2: str, city: str, topic: str) -> list[tuple[bool, str]]:
    """(from them?, text): a proposal in their time, my yes, their correction."""
    if zh_:
        return [(True, f"你好！{wd}能视频聊一下“{topic}”吗？按我这边的时间{t1}最合适，我这个月在{city}。"),
                (False, f"好的，{wd}应该可以。"),
                (True, f"哎呀，{t1}我得去赶飞机。改成{t2}行吗？还是{wd}，还是按我这边（{city}）的时间。")]
    return [(True, f"Hi! Could we do a video call about \"{topic}\" on {wd}? {t1} my time would be perfect, I'm in "
                   f"{city} this month."),
            (False, f"Sure, {wd} should work."),
            (True, f"Oh no, I have a flight to catch at {t1}. Can we make it {t2} instead? Still {wd}, still my "
                   f"time ({city}).")]


class CallAcrossZones(TaskTemplate):
    id = "meeting.CallAcrossZones"
    apps = ("messenger", "meeting", "calendar")
    composition = "transfer"
    hardness = ("temporal", "trap", "branch", "apps3")
    tags = ("create", "handoff", "social", "reasoning")
    budget = 60
    goal_params = ("busy", "topic", "start", "minutes", "cid", "reply")
    instructions = ("{who} and I are arranging a video call in our Messenger chat; they give times in their own time "
                    "zone. If the time they finally settled on clashes with anything in my Calendar, don't schedule "
                    "anything, just reply to them \"{reply}\". Otherwise schedule it in Meet as \"{topic}\", {minutes} "
                    "minutes long, at that moment in my phone's time, and add it to my Calendar from Meet.",
                    "Check my Messenger chat with {who} about a call (their times are their local time). If I'm free "
                    "in my Calendar at the time we ended up with, schedule \"{topic}\" in Meet for {minutes} minutes "
                    "at the matching time on my phone and add it to Calendar from Meet. If I'm busy then, book "
                    "nothing and send them \"{reply}\".",
                    "Please sort out the video call {who} and I have been planning in Messenger. Keep in mind the "
                    "times they mention are in their own time zone. Take the time we finally agreed on: if it "
                    "conflicts with anything in my Calendar, don't schedule anything and just reply \"{reply}\" to "
                    "them. If I'm free then, set up \"{topic}\" in Meet for {minutes} minutes at that moment in my "
                    "phone's time, then add it to my Calendar from Meet.")
    instructions_zh = ("我和{who}在聊天里约视频会议，对方说的时间都是按对方那边的时区。如果最后定下的时间和我日历里的任何安排冲突，"
                       "就什么都别预定，只回复对方“{reply}”。否则在会议里按我手机的时间预定“{topic}”，时长{minutes}分钟，"
                       "再从会议里把它添加到日历。",
                       "看一下我和{who}在聊天里约通话的消息（对方说的都是当地时间）。如果最后定的那个时间我日历上有空，"
                       "就在会议里按我手机上对应的时间预定“{topic}”，{minutes}分钟，并从会议添加到日历；如果那时我有安排，"
                       "就什么都不预定，给对方发“{reply}”。",
                       "帮我处理一下和{who}在聊天里商量的视频会议，注意对方说的时间是对方所在时区的时间。以最后敲定的时间为准："
                       "要是和我日历上的安排有冲突，就什么都不用预定，直接回复对方“{reply}”；要是没冲突，就在会议里按我手机上的"
                       "对应时间预定“{topic}”，时长{minutes}分钟，然后从会议里添加到日历。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh_ = zh(state)
        home = ZoneInfo(str(state["os"]["datetime"]["time_zone"]))
        names = [c["name"] for c in chat_contacts(state)]
        people = [c for c in chat_contacts(state) if chat_of(state, c["id"]) and names.count(c["name"]) == 1]
        taken = {e["title"] for e in events(state)}
        spare = [t for t in titles(state) if t not in taken]
        while True:
            city, zone = rng.choice(CITIES_ZH if zh_ else CITIES)
            their = TODAY + timedelta(days=rng.randint(2, 6))  # Monday .. Friday: one weekday name, one date
            t1, t2 = rng.sample(range(8 * 60, 20 * 60, 30), 2)
            if abs(t1 - t2) < 150:
                continue
            minutes = rng.choice([30, 45, 60])

            at, wrong = _local(their, t2, zone, home), _local(their, t1, zone, home)
            lt, wt = at.hour * 60 + at.minute, wrong.hour * 60 + wrong.minute
            if not 7 * 60 <= lt <= 21 * 60 or at.date() <= TODAY or lt + minutes > 23 * 60:
                continue
            if busy(state, at.date(), lt - 60, lt + minutes + 60):
                continue
            side = rng.random() < 0.5
            u = rng.choice(people)
            topic = rng.choice(pool(state, TOPICS, TOPICS_ZH))
            wd = (WEEKDAYS_ZH if zh_ else WEEKDAYS)[their.weekday()]
            t1s, t2s = _hhmm(t1), _hhmm(t2)
            title = rng.choice(spare)
            if side:  # a clash: an event from half an hour before to half an hour into the call
                ev = (at.date().isoformat(), _hhmm(lt - 30), _hhmm(lt + 30))
            else:  # the trap: the first, corrected time is the busy one
                if wrong.date() == at.date() and wt < lt + minutes + 60 and lt < wt + 60 + 60:
                    continue
                if not 60 <= wt <= 22 * 60:
                    continue
                ev = (wrong.date().isoformat(), _hhmm(wt), _hhmm(wt + 60))
            return {"who": u["name"], "uid": u["id"], "cid": chat_of(state, u["id"]), "city": city, "zone": zone,
                    "busy": side, "topic": topic, "minutes": minutes,
                    "start": f"{at.date().isoformat()}T{_hhmm(lt)}",
                    "texts": _texts(zh_, wd, t1s, t2s, city, topic), "event": [title, *ev],
                    "event_id": next_event_id(state), "reply": REPLY_ZH if zh_ else REPLY}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        msgs = [{"id": f"h{950 + i}", "chat": p["cid"], "sender": p["uid"] if theirs else "me",
                 "time": START_MS - (40 - 9 * i) * 60_000, "kind": "text", "text": text}
                for i, (theirs, text) in enumerate(p["texts"])]
        title, day, start, end = p["event"]
        ev = event(p["event_id"], title, date.fromisoformat(day), start, end)
        return {"apps": {"messenger": {"messages": [*mov(state)["messages"], *msgs], "chats": {p["cid"]: {}}},
                         **with_event(state, ev)["apps"]}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        if p["busy"]:
            said = [m["text"] for m in new_items(init, final, "messages")
                    if m["chat"] == p["cid"] and m["sender"] == "me" and m["kind"] == "text"]
            return [Check(f"replied to {p['who']} that I'm busy", [norm(s) for s in said] == [norm(p["reply"])],
                          p["reply"], said)]
        new = new_meetings(init, final)
        m = new[0] if len(new) == 1 else {}
        end = model.ms_iso(model.iso_ms(p["start"]) + p["minutes"] * model.MIN_MS)
        evs = new_events(init, final)
        e = evs[0] if len(evs) == 1 else {}
        return [check("one new meeting on the topic, at the time, for the length", (p["topic"], p["start"], p["minutes"]),
                      (m.get("topic"), m.get("start"), m.get("duration"))),
                Check("a Calendar event for it", bool(m) and e.get("location") == model.link(m["id"])
                      and (e.get("title"), e.get("start_date"), e.get("start_time"), e.get("end_date"),
                           e.get("end_time")) == (p["topic"], p["start"][:10], p["start"][11:], end[:10], end[11:]),
                      (p["topic"], p["start"], end), e)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        if p["busy"]:
            return [sent(p["cid"], kind="text"), *read(p["cid"])]
        return [f"{P}.meetings[+1]", f"{EVENTS}[+1]", *read(p["cid"])]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the contact": sum(1 for c in chat_contacts(init) if c["name"] == p["who"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_messenger()
        obs = yield from open_direct(obs, p["who"], p["uid"])
        if p["busy"]:
            yield from send_text(obs, p["reply"])
            return
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="home.schedule")
        obs = yield from ui.type_into(obs, "Topic", p["topic"])
        obs = yield from set_start(obs, date.fromisoformat(p["start"][:10]), p["start"][11:])
        obs = yield from step_to(obs, "duration", (p["minutes"] - 60) // 15)
        obs = yield from ui.tap(obs, trigger="schedule.save")
        obs = yield from ui.tap(obs, trigger="detail.calendar")
        yield from ui.tap(obs, trigger="edit.save")
