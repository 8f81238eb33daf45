"""Meet tasks between two apps: join the meeting whose id and password a Calendar event's notes hold and
chat in it, write a past meeting's people and length into a note, and join a meeting from an email-like
SMS invitation through its waiting room and raise a hand."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import event, events, open_event, with_event
from bench.tasks.calendar.common import next_id as next_event_id
from bench.tasks.calendar.common import titles as event_titles
from bench.tasks.meeting.common import (
    CHAT,
    CHAT_ZH,
    TODAY,
    call_path,
    joinable,
    launch,
    new_calls,
    ov,
    pool,
    zh,
)
from bench.tasks.messages.common import START_MS, next_message_id, next_thread_id
from bench.tasks.notes.common import NOTES, new_note, note_text, numbers, one_new_note, to_notes
from mgym.apps.meeting import model
from mgym.i18n import formats


def _join(obs: Any, mid: str, password: str, admit: int) -> ui.Steps:
    from bench.tasks.meeting.common import join

    return (yield from join(obs, mid, password, admit))


class JoinFromCalendar(TaskTemplate):
    id = "meeting.JoinFromCalendar"
    apps = ("calendar", "meeting")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "handoff", "social")
    budget = 45
    instructions = ('The notes of my Calendar event "{title}" today have a Meet meeting ID and password. Join that '
                    'meeting and say "{text}" in its chat.',
                    'Open today\'s "{title}" in Calendar, use the meeting ID and password in its notes to join in Meet, '
                    'and post "{text}" to the meeting chat.',
                    "Please join the Meet meeting whose ID and password are in the notes of today's "
                    'Calendar event "{title}", and say "{text}" in the meeting chat.')
    instructions_zh = ("日历里今天“{title}”的备注中有会议号和密码。加入这个会议，并在会议聊天里发“{text}”。",
                       "打开日历中今天的“{title}”，用备注里的会议号和密码在会议里入会，然后在聊天里发送“{text}”。",
                       "请用日历中今天“{title}”备注里的会议号和密码加入会议，并在会议聊天里说“{text}”。")
    goal_params = ("mid", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        m = rng.choice(joinable(state, password=True))
        taken = {e["title"].casefold() for e in events(state)}
        return {"mid": m["id"], "password": m["password"], "admit": m["admit"], "start": m["start"][11:],
                "title": rng.choice([t for t in event_titles(state) if t.casefold() not in taken]),
                "text": rng.choice(pool(state, CHAT, CHAT_ZH)), "event_id": next_event_id(state)}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        p = params
        notes = (f"会议号：{model.grouped(p['mid'])}\n密码：{p['password']}" if zh(state)
                 else f"Meeting ID: {model.grouped(p['mid'])}\nPassword: {p['password']}")
        h = int(p["start"][:2])
        ev = event(p["event_id"], p["title"], TODAY, p["start"], f"{h + 1:02d}:{p['start'][3:]}", "Meet", notes=notes)
        return with_event(state, ev)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        said = [m["text"] for c in new_calls(init, final, p["mid"]) for m in c["chat"] if m["sender"] == ""]
        return [Check(f"said it in meeting {p['mid']}", said == [p["text"]], [p["text"]], said)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [call_path(p["mid"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["event_id"], p["title"])
        obs = yield from launch()
        obs = yield from _join(obs, p["mid"], p["password"], p["admit"])
        obs = yield from ui.tap(obs, trigger="call.chat")
        obs = yield from ui.type_into(obs, "Message everyone", p["text"])
        yield from ui.tap(obs, trigger="chat.send")


class HistoryToNote(TaskTemplate):
    id = "meeting.HistoryToNote"
    apps = ("meeting", "notes")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("extract", "create")
    budget = 45
    split = "train"
    instructions = ('Write a note in Notes titled "{topic}" that lists who else was in my Meet meeting "{topic}" on '
                    "{day} and how many minutes it lasted.",
                    'From Meet\'s history, put the participants and the length in minutes of "{topic}" ({day}) into a '
                    'new note called "{topic}".',
                    'Please create a note titled "{topic}" in Notes with who else attended my Meet meeting '
                    '"{topic}" on {day} and how many minutes it lasted.')
    instructions_zh = ("在备忘录里新建标题为“{topic}”的笔记，写上{day}的会议“{topic}”还有哪些人参加、开了多少分钟。",
                       "从会议的历史记录里查{day}“{topic}”的参会人和时长（分钟），记到一条名为“{topic}”的新笔记里。",
                       "请在会议历史里找到{day}的“{topic}”，在备忘录新建标题为“{topic}”的笔记，写明其他参会"
                       "人和会议时长（分钟）。")
    changes = (f"{NOTES}[+1]",)
    goal_params = ("call_id",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice([c for c in ov(state)["history"] if c["end"] is not None])
        return {"call_id": c["id"], "topic": c["topic"], "people": list(c["participants"]),
                "minutes": (c["end"] - c["start"]) // model.MIN_MS, "at": c["start"],
                "day": formats.fmt(c["start"], "date", "en")}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "day": formats.fmt(params["at"], "date", locale)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        n, out = one_new_note(init, final, p["topic"])
        text = note_text(n).casefold() if n else ""
        missing = [x for x in p["people"] if x.casefold() not in text]
        return [*out, Check("it names everyone else who was there", bool(n) and not missing, p["people"], missing),
                Check("and the minutes", float(p["minutes"]) in numbers(text), p["minutes"], numbers(text))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="home.history")
        obs = yield from ui.tap(obs, trigger="history.open", call_id=p["call_id"])
        obs = yield from to_notes(obs)
        yield from new_note(obs, p["topic"], ", ".join(p["people"]) + f" - {p['minutes']} min")


class WaitingRoomFromMail(TaskTemplate):
    id = "meeting.WaitingRoomFromMail"
    apps = ("messages", "meeting")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("extract", "handoff", "nav")
    budget = 45
    instructions = ("{sender} sent me an email-style text inviting me to a meeting. Join it in Meet, wait in the "
                    "waiting room until the host lets you in, then raise your hand and stay in the meeting.",
                    "Find the meeting invitation from {sender} in Messages, get into that Meet meeting (you'll be held "
                    "in a waiting room first) and raise your hand.",
                    "Please join the Meet meeting {sender} invited me to in an email-style text: wait in "
                    "the waiting room until the host lets you in, then raise your hand and stay in the "
                    "meeting.")
    instructions_zh = ("{sender}发来一条邮件式的短信邀请我参会。用会议加入，在等候室等主持人准入，然后举手并留在会议中。",
                       "在信息里找到{sender}发来的会议邀请，进入这个会议（需要先在等候室等待），然后举手。",
                       "请加入{sender}用邮件式短信邀请我参加的会议，在等候室等主持人准入，进会后举手并留在会"
                       "议中。")
    goal_params = ("mid",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        m = rng.choice(joinable(state, waiting=True))
        grouped = model.grouped(m["id"])
        if zh(state):
            sender = rng.choice(["云办公", "企业邮箱"])
            pw = f"，密码：{m['password']}" if m["password"] else "（无密码）"
            body = (f"【{sender}】主题：会议邀请\n{m['host']}邀请您参加“{m['topic']}”。会议号：{grouped}{pw}。"
                    "主持人会从等候室准入参会者。")
        else:
            sender = rng.choice(["OfficeHub", "MailDrop"])
            pw = f", password {m['password']}" if m["password"] else " (no password)"
            body = (f"Subject: Meeting invitation\nFrom: {m['host']}\nYou are invited to \"{m['topic']}\". Join in Meet "
                    f"with meeting ID {grouped}{pw}. The host admits guests from the waiting room.")
        msg = {"id": next_message_id(state), "body": body, "time": START_MS - rng.randint(5, 40) * 60_000,
               "incoming": True, "read": False}
        return {"mid": m["id"], "password": m["password"], "admit": m["admit"], "sender": sender,
                "thread_id": next_thread_id(state), "msg": msg}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {"sms[]": {"id": params["thread_id"], "address": params["sender"], "pinned": False,
                                               "archived": False, "messages": [params["msg"]]}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = new_calls(init, final, p["mid"])
        return [Check(f"in meeting {p['mid']} with the hand raised", any(c["hand"] and c["end"] is None for c in got),
                      True, [(c["hand"], c["end"]) for c in got])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [call_path(p["mid"]), f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from launch()
        obs = yield from _join(obs, p["mid"], p["password"], p["admit"])
        obs = yield from ui.tap(obs, trigger="call.more")
        yield from ui.tap(obs, trigger="more.hand")


class RescheduleToFreeHour(TaskTemplate):
    id = "meeting.RescheduleToFreeHour"
    apps = ("meeting", "calendar")
    composition = "transfer"
    difficulty = "L4"
    tags = ("edit", "reasoning", "handoff")
    budget = 60
    split = "train"
    instructions = ('Move my Meet meeting "{topic}" to the first free hour tomorrow afternoon: the earliest whole hour '
                    "from 12:00 on (ending by 18:00) with nothing in my Calendar. Then move its Calendar event to the "
                    "same time.",
                    'Check my Calendar for tomorrow afternoon and reschedule "{topic}" in Meet to start at the first '
                    "full hour (12:00 or later, on the hour) that is free; update its Calendar event too.",
                    "Please find the earliest whole hour tomorrow afternoon, from 12:00 on and ending by "
                    '18:00, with nothing in my Calendar, move my Meet meeting "{topic}" to it, and move its '
                    "Calendar event to the same time.")
    instructions_zh = ("把会议“{topic}”改到明天下午第一个空闲的整点小时：从12:00起、18:00前，日历里没有安排的最早一个整小时。"
                       "然后把它在日历里的日程也改到同一时间。",
                       "看看日历里明天下午的安排，把会议里的“{topic}”改到12:00以后第一个空闲的整点开始（一小时），日历里的日程也一起改。",
                       "请在日历中找出明天下午12:00到18:00之间最早的空闲整点小时，把会议“{topic}”改到那个时"
                       "间，并把日历里的对应日程改到同一时间。")
    goal_params = ("mid", "hour")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from datetime import timedelta

        from bench.tasks.meeting.schedule import _Mine
        from mgym.apps.calendar import rules

        day = TODAY + timedelta(days=1)
        # a few days out, so the form's date stepper moves back fewer than ten taps
        p = {**_Mine().mine(rng, state), "minutes": 60, "date": (day + timedelta(days=rng.randint(1, 7))).isoformat()}

        def span(e: dict[str, Any]) -> tuple[int, int]:
            return int(e["start_time"][:2]) * 60 + int(e["start_time"][3:]), int(e["end_time"][:2]) * 60 + int(e["end_time"][3:])

        busy = [span(e) for e in events(state) if not e["all_day"] and e["start_date"] == e["end_date"]
                and rules.occurrences(e["start_date"], e["repeat"], day, day)]

        def free(h: int, rows: list[tuple[int, int]]) -> bool:
            return all(b <= h * 60 or a >= h * 60 + 60 for a, b in rows)

        hour = rng.choice([h for h in range(12, 17) if free(h, busy)])
        eid = next_event_id(state)
        titles = [t for t in event_titles(state) if t != p["topic"]]
        blocks: list[dict[str, Any]] = []
        for h in range(12, hour):
            if free(h, busy):
                a = h * 60 + rng.choice([0, 30])
                b = min(a + rng.choice([30, 60, 90]), hour * 60)
                blocks.append(event(eid + 1 + len(blocks), rng.choice(titles), day, f"{a // 60:02d}:{a % 60:02d}",
                                    f"{b // 60:02d}:{b % 60:02d}"))
                busy.append((a, b))
        return {**p, "hour": hour, "tomorrow": day.isoformat(), "event_id": eid, "blocks": blocks}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from datetime import date

        from bench.tasks.meeting.schedule import _Mine

        p = params
        h = int(p["time"][:2])
        ev = event(p["event_id"], p["topic"], date.fromisoformat(p["date"]), p["time"], f"{h + 1:02d}:{p['time'][3:]}",
                   model.link(p["mid"]))
        return {"apps": {"meeting": {"meetings": [*ov(state)["meetings"], _Mine().row(p)]},
                         "calendar": {"events": [*events(state), ev, *p["blocks"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        m: dict[str, Any] = next((m for m in ov(final)["meetings"] if m["id"] == p["mid"]), {})
        e: dict[str, Any] = next((e for e in events(final) if e["id"] == p["event_id"]), {})
        at, end = f"{p['hour']:02d}:00", f"{p['hour'] + 1:02d}:00"
        return [Check("the meeting starts at the free hour", m.get("start") == f"{p['tomorrow']}T{at}",
                      f"{p['tomorrow']}T{at}", m.get("start")),
                Check("its Calendar event moved with it", (e.get("start_date"), e.get("start_time"), e.get("end_date"),
                                                           e.get("end_time")) == (p["tomorrow"], at, p["tomorrow"], end),
                      (p["tomorrow"], at, end), (e.get("start_date"), e.get("start_time"), e.get("end_time")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        ev = f"apps.calendar.events[id={p['event_id']}]"
        return [f"apps.meeting.meetings[id={p['mid']}].start", *(f"{ev}.{k}" for k in ("start_date", "start_time",
                                                                                        "end_date", "end_time"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from datetime import date

        from bench.tasks.calendar.common import set_date, set_time
        from bench.tasks.meeting.common import open_meeting, step_to

        obs = yield from launch()
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from step_to(obs, "date", (date.fromisoformat(p["tomorrow"]) - date.fromisoformat(p["date"])).days)
        obs = yield from step_to(obs, "hour", p["hour"] - int(p["time"][:2]))
        obs = yield from step_to(obs, "minute", -int(p["time"][3:]) // 15)
        obs = yield from ui.tap(obs, trigger="schedule.update")
        obs = yield from open_event(p["event_id"], p["topic"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from set_date(obs, "start", p["tomorrow"])
        obs = yield from set_time(obs, "start", f"{p['hour']:02d}:00")
        obs = yield from set_time(obs, "end", f"{p['hour'] + 1:02d}:00")
        yield from ui.tap(obs, trigger="edit.save")
