"""Meet tasks on scheduled meetings: schedule (with Calendar), a weekly series, invite a contact, delete
a meeting and its Calendar event, the joining defaults."""

from __future__ import annotations

from datetime import timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import EVENTS, event, events, new_events, next_id, with_event
from bench.tasks.meeting.common import (
    NAMES,
    NAMES_ZH,
    TODAY,
    TOPICS,
    TOPICS_ZH,
    P,
    check,
    contacts,
    launch,
    meeting_row,
    meetings,
    new_meetings,
    open_meeting,
    pool,
    sample_id,
    set_start,
    step_to,
    step_until,
)
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.meeting import model
from mgym.i18n import formats


def _day_en(d: Any) -> str:
    return f"{WEEKDAYS[d.weekday()]}, {formats.fmt(d, 'date', 'en')}"


def _day_zh(d: Any) -> str:
    return f"{formats.fmt(d, 'date', 'zh-CN')}（{WEEKDAYS_ZH[d.weekday()]}）"


def _with_meeting(state: dict[str, Any], row: dict[str, Any]) -> dict[str, Any]:
    return {"apps": {"meeting": {"meetings": [*meetings(state), row]}}}


class ScheduleToCalendar(TaskTemplate):
    id = "meeting.ScheduleToCalendar"
    apps = ("meeting", "calendar")
    composition = "transfer"
    difficulty = "L4"
    tags = ("create", "handoff")
    budget = 60
    instructions = ('In Meet, schedule a meeting "{topic}" tomorrow at {time} for {minutes} minutes with a meeting '
                    'password and the waiting room on, then add it to my Calendar.',
                    'Set up "{topic}" in Meet for tomorrow, {time}, {minutes} minutes long. Protect it with a password '
                    'and a waiting room, and put it in Calendar too.',
                    'Please schedule "{topic}" in Meet for tomorrow at {time}, {minutes} minutes long, with '
                    "a meeting password and the waiting room on, and add it to my Calendar.")
    instructions_zh = ('在会议里预定一个会议“{topic}”，明天{time}开始，时长{minutes}分钟，设置会议密码并开启等候室，'
                       '然后把它添加到日历。',
                       '用会议预定明天{time}的“{topic}”，时长{minutes}分钟，要有密码和等候室，再把它加到日历里。',
                       "请在会议里约一个明天{time}的会议“{topic}”，{minutes}分钟，设置会议密码并开启等候室，"
                       "再添加到我的日历。")
    changes = (f"{P}.meetings[+1]", f"{EVENTS}[+1]")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        hour = rng.choice([11, 13, 14, 15, 16, 17])
        return {"topic": rng.choice(pool(state, TOPICS, TOPICS_ZH)),
                "time": f"{hour:02d}:{rng.choice(['00', '30'])}", "minutes": rng.choice([30, 45, 60, 90])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_meetings(init, final)
        m = new[0] if len(new) == 1 else {}
        day = (TODAY + timedelta(days=1)).isoformat()
        end = model.ms_iso(model.iso_ms(f"{day}T{p['time']}") + p["minutes"] * model.MIN_MS)
        evs = new_events(init, final)
        e = evs[0] if len(evs) == 1 else {}
        return [check("one new meeting with the topic", p["topic"], m.get("topic")),
                check("it starts tomorrow at the time", f"{day}T{p['time']}", m.get("start")),
                check("its length", p["minutes"], m.get("duration")),
                Check("it has a password and a waiting room", bool(m.get("password")) and m.get("waiting_room") is True,
                      True, (m.get("password"), m.get("waiting_room"))),
                check("one new Calendar event with the topic", p["topic"], e.get("title")),
                check("the event's time", (day, p["time"], end[:10], end[11:]),
                      (e.get("start_date"), e.get("start_time"), e.get("end_date"), e.get("end_time"))),
                Check("the event links to the meeting", bool(m) and e.get("location") == model.link(m["id"]),
                      model.link(m["id"]) if m else "a link", e.get("location"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="home.schedule")
        obs = yield from ui.type_into(obs, "Topic", p["topic"])
        obs = yield from set_start(obs, TODAY + timedelta(days=1), p["time"])
        obs = yield from step_to(obs, "duration", (p["minutes"] - 60) // 15)
        obs = yield from ui.tap(obs, trigger="schedule.flip", what="pw")
        obs = yield from ui.tap(obs, trigger="schedule.flip", what="waiting")
        obs = yield from ui.tap(obs, trigger="schedule.save")
        obs = yield from ui.tap(obs, trigger="detail.calendar")
        yield from ui.tap(obs, trigger="edit.save")


class ScheduleWeekly(TaskTemplate):
    id = "meeting.ScheduleWeekly"
    apps = ("meeting",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("create", "reasoning")
    budget = 60
    instructions = ('Schedule a weekly meeting "{topic}" in Meet, starting {day} at {time}, repeating every week '
                    'until {until}.',
                    'I need "{topic}" every week at {time}: first one on {day}, last one no later than {until}. '
                    'Schedule it in Meet.',
                    'Please set up "{topic}" in Meet as a weekly meeting at {time}, starting on {day} and '
                    "repeating every week until {until}.")
    instructions_zh = ('在会议里预定每周重复的会议“{topic}”，从{day}{time}开始，每周一次，截止到{until}。',
                       '帮我在会议里约一个每周的“{topic}”，{time}开始，第一次在{day}，重复到{until}为止。',
                       "请在会议里预定“{topic}”，每周{time}开一次，从{day}开始，一直重复到{until}。")
    changes = (f"{P}.meetings[+1]",)
    goal_params = ("topic", "date", "time", "until_date")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        first = TODAY + timedelta(days=rng.randint(1, 7))
        until = first + timedelta(days=7 * rng.randint(3, 9) + rng.choice([0, 0, 2]))
        return {"topic": rng.choice(pool(state, TOPICS, TOPICS_ZH)), "date": first.isoformat(),
                "time": f"{rng.choice([8, 9, 10, 11, 14, 16]):02d}:{rng.choice(['00', '15', '30', '45'])}",
                "until_date": until.isoformat(), "day": _day_en(first), "until": _day_en(until),
                "day_zh": _day_zh(first), "until_zh": _day_zh(until)}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        if locale.startswith("zh"):
            return {**params, "day": params["day_zh"], "until": params["until_zh"]}
        return dict(params)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_meetings(init, final)
        m = new[0] if len(new) == 1 else {}
        r = m.get("repeat") or {}
        return [check("one new meeting with the topic", p["topic"], m.get("topic")),
                check("its first start", f"{p['date']}T{p['time']}", m.get("start")),
                check("it repeats weekly", "weekly", r.get("freq")),
                check("until the last date", (p["until_date"], None), (r.get("until"), r.get("count")))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from datetime import date

        obs = yield from ui.tap(obs, trigger="home.schedule")
        obs = yield from ui.type_into(obs, "Topic", p["topic"])
        first = date.fromisoformat(p["date"])
        obs = yield from set_start(obs, first, p["time"])
        obs = yield from ui.tap(obs, trigger="schedule.repeat")
        obs = yield from ui.tap(obs, trigger="repeat.choose", value="weekly")
        obs = yield from ui.tap(obs, trigger="schedule.ends", value="until")
        obs = yield from step_until(obs, (date.fromisoformat(p["until_date"]) - (TODAY + timedelta(days=28))).days)
        yield from ui.tap(obs, trigger="schedule.save")


class _Mine(TaskTemplate):
    """A task on one scheduled meeting the setup adds (its own id and topic)."""

    def mine(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        day = TODAY + timedelta(days=rng.randint(1, 12))
        topic = rng.choice([t for t in pool(state, TOPICS, TOPICS_ZH) if t not in {m["topic"] for m in meetings(state)}])
        return {"mid": sample_id(rng), "topic": topic, "date": day.isoformat(),
                "time": f"{rng.choice([9, 10, 13, 15, 17]):02d}:{rng.choice(['00', '30'])}",
                "minutes": rng.choice([30, 45, 60]), "password": f"{rng.randint(0, 999_999):06d}"}

    def row(self, p: dict[str, Any]) -> dict[str, Any]:
        from datetime import date

        return meeting_row(p["mid"], p["topic"], date.fromisoformat(p["date"]), p["time"], p["minutes"],
                           password=p["password"], invitees=list(p.get("invitees", [])))

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _with_meeting(state, self.row(params))


class InviteContact(_Mine):
    id = "meeting.InviteContact"
    apps = ("meeting", "contacts")
    composition = "transfer"
    difficulty = "L3"
    tags = ("edit", "handoff")
    budget = 30
    instructions = ('Add {name} from my contacts as an invitee of my Meet meeting "{topic}".',
                    'Invite {name} to "{topic}" in Meet (pick them from Contacts) and save.',
                    'Please invite {name} from my contacts to my Meet meeting "{topic}".')
    instructions_zh = ('在会议里把通讯录中的{name}添加为会议“{topic}”的受邀人。',
                       '从通讯录选{name}，邀请对方参加会议里的“{topic}”，然后保存。',
                       "请把通讯录里的{name}加为会议“{topic}”的受邀人。")
    goal_params = ("mid", "contact_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(contacts(state))
        return {**self.mine(rng, state), "name": c["name"], "contact_id": c["id"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        m = next((m for m in meetings(final) if m["id"] == p["mid"]), {})
        return [Check(f"{p['name']} is invited", p["contact_id"] in m.get("invitees", []), p["contact_id"],
                      m.get("invitees"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.meetings[id={p['mid']}].invitees[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from ui.tap(obs, trigger="schedule.invitee")
        obs = yield from ui.tap(obs, trigger="pick.choose", contact_id=p["contact_id"])
        yield from ui.tap(obs, trigger="schedule.update")


class DeleteWithCalendar(_Mine):
    id = "meeting.DeleteWithCalendar"
    apps = ("meeting", "calendar")
    composition = "transfer"
    difficulty = "L4"
    tags = ("delete", "handoff")
    budget = 45
    instructions = ('"{topic}" is cancelled: delete the meeting in Meet and its event in Calendar.',
                    'Remove my meeting "{topic}" from Meet, and delete the matching Calendar event as well.',
                    'Please delete "{topic}" from Meet, since it has been cancelled, and delete its '
                    "Calendar event too.")
    instructions_zh = ('“{topic}”取消了：在会议里删除这个会议，并删除日历里对应的日程。',
                       '把会议里的“{topic}”删掉，日历里对应的日程也一起删除。',
                       "请删除会议里的“{topic}”（已取消），并把日历里对应的日程一并删掉。")
    goal_params = ("mid", "event_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**self.mine(rng, state), "event_id": next_id(state)}

    def setup(self, params: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from datetime import date

        end = model.ms_iso(model.iso_ms(f"{params['date']}T{params['time']}") + params["minutes"] * model.MIN_MS)
        ev = event(params["event_id"], params["topic"], date.fromisoformat(params["date"]), params["time"], end[11:],
                   model.link(params["mid"]))
        return {"apps": {**_with_meeting(state, self.row(params))["apps"], **with_event(state, ev)["apps"]}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [Check("the meeting is deleted", all(m["id"] != p["mid"] for m in meetings(final)), p["mid"], None),
                Check("its Calendar event is deleted", all(e["id"] != p["event_id"] for e in events(final)),
                      p["event_id"], None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.meetings[id={p['mid']}]", f"{EVENTS}[id={p['event_id']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import open_event

        obs = yield from launch()
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.delete")
        obs = yield from ui.tap(obs, trigger="delete.confirm")
        obs = yield from open_event(p["event_id"], p["topic"])
        obs = yield from ui.tap(obs, trigger="detail.delete")
        yield from ui.tap(obs, trigger="delete.confirm")


class JoinDefaults(CriteriaTask):
    id = "meeting.JoinDefaults"
    apps = ("meeting",)
    difficulty = "L2"
    tags = ("settings",)
    split = "train"
    budget = 30
    instructions = ('In Meet\'s settings, turn video on when joining and change my display name to "{name}".',
                    'Make Meet join meetings with my camera on, and show me as "{name}".')
    instructions_zh = ('在会议的设置里打开“入会时开启视频”，并把显示名称改成“{name}”。',
                       '让会议入会时默认开摄像头，显示名称改为“{name}”。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"name": rng.choice(pool(state, NAMES, NAMES_ZH))}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.profile.video": True, f"{P}.profile.name": p["name"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="home.settings")
        obs = yield from ui.tap(obs, trigger="settings.flip", what="video")
        obs = yield from ui.tap(obs, trigger="settings.name")
        obs = yield from ui.type_into(obs, "Your name", p["name"])
        yield from ui.tap(obs, trigger="rename.save")
