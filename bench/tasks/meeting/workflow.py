"""Meet work flows across three apps: a meeting a Messenger contact asked for (scheduled at the time they
proposed, put in Calendar, the invitation shared back), the meeting a Calendar event names (hosted, ended
for all, the end told on Messenger), and an invitation for the people who texted that they are coming."""

from __future__ import annotations

from datetime import timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import EVENTS, event, events, new_events, open_event, with_event
from bench.tasks.calendar.common import next_id as next_event_id
from bench.tasks.calendar.common import titles as event_titles
from bench.tasks.meeting.common import (
    TODAY,
    TOPICS,
    TOPICS_ZH,
    P,
    call_path,
    check,
    contacts,
    launch,
    meeting_row,
    meetings,
    new_calls,
    new_meetings,
    open_meeting,
    pool,
    sample_id,
    set_start,
    step_to,
    zh,
)
from bench.tasks.meeting.schedule import _Mine
from bench.tasks.messages.common import named_threads, next_message_id
from bench.tasks.messenger.common import (
    START_MS,
    chat_of,
    new_items,
    norm,
    note_id,
    note_sent,
    open_direct,
    seed_chats,
    send_text,
    sent,
    share_to_chat,
    with_note,
)
from bench.tasks.messenger.common import P as MESSENGER
from bench.tasks.messenger.common import contacts as chat_contacts
from bench.tasks.messenger.common import launch as launch_messenger
from bench.tasks.messenger.common import ov as mov
from bench.tasks.messenger.common import region as mregion
from bench.tasks.textmatch import grouped
from mgym.apps.meeting import model
from mgym.apps.messenger.model import chat_rows

DONE = ("The meeting is over, notes to follow", "We just wrapped up, I'll send a summary",
        "Meeting ended, thanks for covering for me", "All done, the plan is approved")
DONE_ZH = ("会开完了，纪要随后发你", "刚结束，我稍后发个总结", "会议结束了，谢谢你帮我顶着", "都结束了，方案通过了")


def _listed_contact(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    """A Messenger contact whose direct chat is near the top of the chat list."""
    listed = {r["id"] for r in chat_rows(mov(state), mregion(state))[:40] if r["kind"] == "direct"}
    u = rng.choice([u for u in chat_contacts(state) if chat_of(state, u["id"]) in listed])
    return {"uid": u["id"], "who": u["name"], "cid": chat_of(state, u["id"])}


def _chat_text(init: dict[str, Any], final: dict[str, Any], cid: str) -> list[str]:
    return [m["text"] for m in new_items(init, final, "messages")
            if m["chat"] == cid and m["sender"] == "me" and m["kind"] == "text"]


def _twelve(hhmm: str) -> str:
    h, m = (int(x) for x in hhmm.split(":"))
    return f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"


class ScheduleFromChat(TaskTemplate):
    id = "meeting.ScheduleFromChat"
    apps = ("meeting", "messenger", "calendar")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("create", "handoff", "extract")
    budget = 60
    instructions = ("{who} asked me on Messenger for a video call. Schedule it in Meet with the topic, time and length "
                    "they proposed and a meeting password, add it to my Calendar, then share the invitation back to "
                    "{who} in Messenger.",
                    "Read {who}'s latest Messenger message: set up the Meet meeting they ask for (their topic, time "
                    "and length, password on), put it in Calendar and send {who} the invitation via Share.",
                    "Please set up the video call {who} asked for on Messenger: schedule it in Meet with "
                    "the topic, time and length they proposed and a meeting password, add it to my "
                    "Calendar, and share the invitation back to {who} on Messenger.")
    instructions_zh = ("{who}在聊天里约我开视频会。按对方提的主题、时间和时长在会议里预定，设置会议密码，添加到日历，"
                       "再把会议邀请分享给聊天里的{who}。",
                       "看看{who}在聊天里的最新消息：按对方说的主题、时间和时长在会议里约好会（开启密码），加到日历，"
                       "然后用“分享邀请”发给{who}。",
                       "请按{who}在聊天里约的视频会，在会议里用对方提议的主题、时间和时长预定会议并设置会议"
                       "密码，添加到日历，再把邀请分享回聊天发给{who}。")
    goal_params = ("topic", "date", "time", "minutes", "cid")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        hhmm = f"{rng.choice([11, 13, 14, 15, 16, 17]):02d}:{rng.choice(['00', '30'])}"
        ahead = rng.choice([1, 2])
        topic = rng.choice(pool(state, TOPICS, TOPICS_ZH))
        minutes = rng.choice([30, 45, 90])
        h, m = (int(x) for x in hhmm.split(":"))
        if zh(state):
            day = "明天" if ahead == 1 else "周一（3月16日）"
            text = f"你好！{day}{'下午' if h >= 12 else '上午'}{h % 12 or 12}:{m:02d}能开个视频会聊聊“{topic}”吗？{minutes}分钟就够。"
        else:
            day = "tomorrow" if ahead == 1 else "on Monday, March 16"
            text = f'Hi! Could we have a video call about "{topic}" {day} at {_twelve(hhmm)}? {minutes} minutes is enough.'
        return {**_listed_contact(rng, state), "topic": topic, "date": (TODAY + timedelta(days=ahead)).isoformat(),
                "time": hhmm, "minutes": minutes, "text": text, "note": note_id(state)}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        msg = {"id": "n951", "chat": params["cid"], "sender": params["uid"], "time": START_MS - 25 * 60_000,
               "kind": "text", "text": params["text"]}
        return {"apps": {"messenger": {"messages": [*mov(state)["messages"], msg], "chats": {params["cid"]: {}}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_meetings(init, final)
        m = new[0] if len(new) == 1 else {}
        start = f"{p['date']}T{p['time']}"
        end = model.ms_iso(model.iso_ms(start) + p["minutes"] * model.MIN_MS)
        evs = new_events(init, final)
        e = evs[0] if len(evs) == 1 else {}
        said = _chat_text(init, final, p["cid"])
        # the invitation (its id, perhaps grouped, and its password), and at most the share dialog's note
        shared = bool(m) and with_note(said, lambda s: grouped(s, m["id"]) and grouped(s, m["password"]))
        return [check("one new meeting on the topic, at the time, for the length", (p["topic"], start, p["minutes"]),
                      (m.get("topic"), m.get("start"), m.get("duration"))),
                Check("it has a password", bool(m.get("password")), True, m.get("password")),
                Check("a Calendar event for it", bool(m) and e.get("location") == model.link(m["id"])
                      and (e.get("start_date"), e.get("start_time"), e.get("end_time")) == (p["date"], p["time"],
                                                                                           end[11:]),
                      (p["date"], p["time"], end[11:]), e),
                Check(f"the invitation was shared back to {p['who']}", shared, "id and password", said)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.meetings[+1]", f"{EVENTS}[+1]", sent(p["cid"], kind="text"), note_sent(p["cid"], p["note"]),
                f"{MESSENGER}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from datetime import date

        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="home.schedule")
        obs = yield from ui.type_into(obs, "Topic", p["topic"])
        obs = yield from set_start(obs, date.fromisoformat(p["date"]), p["time"])
        obs = yield from step_to(obs, "duration", (p["minutes"] - 60) // 15)
        obs = yield from ui.tap(obs, trigger="schedule.flip", what="pw")
        obs = yield from ui.tap(obs, trigger="schedule.save")
        obs = yield from ui.tap(obs, trigger="detail.calendar")
        obs = yield from ui.tap(obs, trigger="edit.save")
        obs = yield from ui.tap(obs, trigger="detail.share")
        yield from share_to_chat(obs, p["cid"])


class HostFromCalendar(TaskTemplate):
    id = "meeting.HostFromCalendar"
    apps = ("calendar", "meeting", "messenger")
    composition = "transfer"
    difficulty = "L4"
    tags = ("nav", "handoff", "social")
    budget = 60
    split = "train"
    instructions = ('My Calendar event "{title}" today says which Meet meeting I host. Start that meeting, end it for '
                    'everyone, then tell {who} on Messenger: "{text}"',
                    'Check the notes of today\'s "{title}" in Calendar, start the Meet meeting they name, end it for '
                    'all participants, and message {who} on Messenger "{text}".',
                    "Today's Calendar event \"{title}\" names the Meet meeting I host. Please start it, end "
                    'it for everyone, and then send {who} "{text}" on Messenger.')
    instructions_zh = ("日历里今天的“{title}”写着我要主持的是哪个会议。开始那个会议，为所有人结束会议，然后在聊天里告诉"
                       "{who}：“{text}”",
                       "看日历里今天“{title}”的备注，开始其中写的会议，结束会议（全员），再在聊天里给{who}发“{text}”。",
                       "请根据日历中今天“{title}”里写的信息，开始我主持的那个会议，为所有人结束会议，再在聊"
                       "天里给{who}发送“{text}”。")
    goal_params = ("mid", "cid", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        mine = {m["topic"] for m in meetings(state)}
        topic, decoy = rng.sample([t for t in pool(state, TOPICS, TOPICS_ZH) if t not in mine], 2)
        taken = {e["title"].casefold() for e in events(state)}
        title = rng.choice([t for t in event_titles(state) if t.casefold() not in taken and t not in (topic, decoy)])
        people = [c["id"] for c in contacts(state)]
        return {**_listed_contact(rng, state), "mid": sample_id(rng), "decoy_id": sample_id(rng), "topic": topic,
                "decoy": decoy, "title": title, "time": rng.choice(["08:30", "09:00", "09:30", "10:00"]),
                "invitees": rng.sample(people, 3), "event_id": next_event_id(state),
                "text": rng.choice(pool(state, DONE, DONE_ZH))}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        p = params
        rows = [meeting_row(p["mid"], p["topic"], TODAY, p["time"], 60, invitees=p["invitees"][:2]),
                meeting_row(p["decoy_id"], p["decoy"], TODAY, p["time"], 60, invitees=p["invitees"][1:])]
        notes = (f"会议：{p['topic']}\n会议号：{model.grouped(p['mid'])}" if zh(state)
                 else f"Meet meeting: {p['topic']}\nMeeting ID: {model.grouped(p['mid'])}")
        h = int(p["time"][:2])
        ev = event(p["event_id"], p["title"], TODAY, p["time"], f"{h + 1:02d}:{p['time'][3:]}", model.link(p["mid"]),
                   notes=notes)
        return {"apps": {"meeting": {"meetings": [*meetings(state), *rows]}, **with_event(state, ev)["apps"],
                         **seed_chats(p["cid"])["apps"]}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = new_calls(init, final, p["mid"])
        c = got[0] if len(got) == 1 else {}
        said = _chat_text(init, final, p["cid"])
        return [Check(f"meeting {p['mid']} was started and ended for all", c.get("ended_for_all") is True
                      and c.get("end") is not None, True, [(x["meeting_id"], x["ended_for_all"]) for x in got]),
                Check(f"told {p['who']}", [norm(s) for s in said] == [norm(p["text"])], [p["text"]], said)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [call_path(p["mid"]), sent(p["cid"], kind="text"), f"{MESSENGER}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["event_id"], p["title"])
        obs = yield from launch()
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.start")
        obs = yield from ui.tap(obs, trigger="call.leave")
        obs = yield from ui.tap(obs, trigger="leave.endall")
        obs = yield from ui.tap(obs, trigger="endall.confirm")
        obs = yield from launch_messenger()
        obs = yield from open_direct(obs, p["who"], p["uid"])
        yield from send_text(obs, p["text"])


YES = ('Count me in for "{topic}", please add me to the meeting!', 'I\'d like to join "{topic}" too, can you invite me?')
YES_ZH = ("“{topic}”算我一个，记得把我加进会议！", "我也想参加“{topic}”，能邀请我吗？")
NO = ('Sorry, I can\'t make "{topic}" this time.',)
NO_ZH = ("抱歉，这次“{topic}”我参加不了。",)


class InviteFromTexts(_Mine):
    id = "meeting.InviteFromTexts"
    apps = ("messages", "meeting", "contacts")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("edit", "extract", "handoff")
    budget = 60
    instructions = ('A few people texted me about my Meet meeting "{topic}". Invite everyone who said they are coming '
                    "(pick them from Contacts) and save.",
                    'Check my SMS replies about "{topic}": add each person who wants to join as an invitee of that Meet '
                    "meeting, and nobody who declined.",
                    'Please invite to my Meet meeting "{topic}" everyone who texted that they are coming '
                    "(choose them from Contacts), and save.")
    instructions_zh = ("有几个人发短信回复了我的会议“{topic}”。把说要参加的人都添加为受邀人（从通讯录选），然后保存。",
                       "看看短信里关于“{topic}”的回复：把想参加的人都加为这个会议的受邀人，拒绝的人不要加。",
                       "请根据短信回复，把说会来参加会议“{topic}”的人都从通讯录选为受邀人，然后保存。")
    goal_params = ("mid", "yes")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = rng.sample(named_threads(state), 3)
        first = next_message_id(state)
        p = self.mine(rng, state)
        yes_t, no_t = pool(state, YES, YES_ZH), pool(state, NO, NO_ZH)
        msgs = {}
        for i, (t, _c) in enumerate(rows):
            body = (rng.choice(yes_t) if i < 2 else no_t[0]).format(topic=p["topic"])
            msgs[t["id"]] = {"id": first + i, "body": body, "time": START_MS - (40 - 9 * i) * 60_000, "incoming": True,
                             "read": False}
        return {**p, "yes": sorted(c["id"] for _t, c in rows[:2]), "names": [c["name"] for _t, c in sorted(rows[:2], key=lambda r: r[1]["id"])],
                "threads": [t["id"] for t, _c in rows], "msgs": {str(k): v for k, v in msgs.items()}}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        out = super().setup(params, state)
        out["os"] = {"providers": {f"sms[id={tid}]": {"messages[]": m} for tid, m in params["msgs"].items()}}
        return out

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        m = next((m for m in meetings(final) if m["id"] == p["mid"]), {})
        return [Check("the two who are coming are invited", sorted(m.get("invitees", [])) == p["yes"], p["yes"],
                      m.get("invitees"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.meetings[id={p['mid']}].invitees[+2]",
                *(f"os.providers.sms[id={t}].messages[*].read" for t in p["threads"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["threads"][2])
        obs = yield from launch()
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        for cid, name in zip(p["yes"], p["names"], strict=True):
            obs = yield from ui.tap(obs, trigger="schedule.invitee")
            obs = yield from ui.type_into(obs, "Search contacts", name)
            obs = yield from ui.tap(obs, trigger="pick.choose", contact_id=cid)
        yield from ui.tap(obs, trigger="schedule.update")
