"""Hard-by-construction Meet templates across apps (declared hardness factors, L4), fourth wave.

``MoveClashingMeetings``: five one-time Meet meetings next week (Monday to Friday), each checked against that
day in Calendar. Three overlap one Calendar event each (one of them a weekly Calendar series that began weeks
ago) and move to start the moment that event ends, keeping their length: a meeting the event runs into moves
by part of its length, one the event starts inside moves past its own end. The other two look like clashes
and are not: one sits back to back with an event, the other at the time of a weekly series that ended last
week. Nothing lists the clashes; moving a meeting that does not clash is a side effect.

``WaitingRoomForOutsiders``: five one-time meetings coming up, each with two or three invitees; the ones that
invite anybody who does not work at the user's company (Meet shows names only; the company is in Contacts)
get the waiting room. The outsider usually shares a first name (a surname on a Chinese phone) with a
colleague, one such meeting has its waiting room on already (the switch flips, so tapping it again turns it
off), and meetings of colleagues only stay as they are."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import event, events, next_id, open_day, titles
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.contacts.common import launch_and_open
from bench.tasks.meeting.common import (
    TODAY,
    TOPICS,
    TOPICS_ZH,
    P,
    contacts,
    launch,
    meeting_row,
    meetings,
    open_meeting,
    sample_id,
    step_to,
)
from mgym.apps.calendar import rules
from mgym.apps.meeting import model
from mgym.i18n import formats, normalize_locale

MONDAY = TODAY + timedelta(days=2)
FRIDAY = MONDAY + timedelta(days=4)
ROLES = ("before", "after", "weekly", "touch", "ended")


def _m(t: str) -> int:
    return int(t[:2]) * 60 + int(t[3:5])



def _busy(cal: list[dict[str, Any]], day: date) -> list[tuple[int, int]]:
    """(start, end) minutes of the timed Calendar events on ``day``."""
    return [(_m(e["start_time"]), _m(e["end_time"])) for e in cal
            if not e["all_day"] and e["start_date"] == e["end_date"] and rules.occurrences(e["start_date"], e["repeat"],
                                                                                           day, day)]


def _meet_busy(rows: list[dict[str, Any]], day: date, skip: str = "") -> list[tuple[int, int]]:
    out = []
    for m in rows:
        if m["id"] != skip and day in model.occurrences(m):
            s = _m(m["start"][11:16])
            out.append((s, s + int(m["duration"])))
    return out


def _clashes(span: tuple[int, int], busy: list[tuple[int, int]]) -> list[tuple[int, int]]:
    return [(a, b) for a, b in busy if a < span[1] and span[0] < b]


def _plan(cal: list[dict[str, Any]], meet: list[dict[str, Any]]) -> dict[str, str] | None:
    """Meeting id -> its new start, for every one-time meeting next week that overlaps exactly one event (None
    when one overlaps several, or its new time would overlap something or leave the day)."""
    want = {}
    for m in meet:
        day = date.fromisoformat(m["start"][:10])
        if m["repeat"]["freq"] != "none" or not MONDAY <= day <= FRIDAY:
            continue
        s = _m(m["start"][11:16])
        hit = _clashes((s, s + m["duration"]), _busy(cal, day))
        if not hit:
            continue
        if len(hit) > 1:
            return None
        new = hit[0][1]
        span = (new, new + m["duration"])
        if span[1] > 22 * 60 or _clashes(span, _busy(cal, day)) or _clashes(span, _meet_busy(meet, day, m["id"])):
            return None
        want[m["id"]] = f"{day.isoformat()}T{_hhmm(new)}"
    return want


class MoveClashingMeetings(TaskTemplate):
    id = "meeting.MoveClashingMeetings"
    apps = ("meeting", "calendar")
    objective = "hybrid"
    composition = "deep_dive"
    hardness = ("steps", "temporal", "trap", "branch")
    tags = ("edit", "reasoning", "explore")
    budget = 60
    goal_params = ("want",)
    instructions = ("Some of my one-time Meet meetings next week (Monday {date_text} to Friday) overlap events in my "
                    "Calendar. Move each meeting that overlaps a Calendar event (repeating events included) so it starts right when that event "
                    "ends, keeping the meeting's length. Back to back is not an overlap; leave repeating meetings and "
                    "meetings that don't overlap anything as they are.",
                    "Check every one-time Meet meeting I have from Monday {date_text} to Friday against my Calendar "
                    "for that day. Where a meeting overlaps an event (repeating events included), reschedule the meeting (same length) to start "
                    "at the time the event ends. Don't touch repeating meetings or ones that don't overlap (ending "
                    "exactly when an event starts is fine).",
                    "My Calendar and Meet clash next week (Monday {date_text} to Friday). For each one-off Meet meeting "
                    "that overlaps a Calendar event (repeating or not), push the meeting to begin when the event finishes, same length. "
                    "Meetings that only touch an event, repeating meetings and everything else stay put.")
    instructions_zh = ("我下周（{date_text}周一到周五）有些单次的会议和日历里的日程时间重叠。凡是和日历日程（包括重复日程）重叠的会议，"
                       "都改成在那个日程结束时开始，时长不变。首尾相接不算重叠；重复的会议和不重叠的会议都不要动。",
                       "把我{date_text}周一到周五的每个单次会议，逐一和日历里当天的安排对一下。会议和某个日程（重复日程也算）有重叠的，"
                       "就把会议改到该日程结束的时间开始（时长不变）。重复的会议、不重叠的会议不要改（刚好在日程开始时结束"
                       "不算重叠）。",
                       "下周（{date_text}周一至周五）我的日历和会议有冲突。每个和日历日程（含重复日程）重叠的单次会议，都推迟到日程结束时"
                       "开始，时长不变。只是首尾相接的、重复的会议以及其他安排都保持原样。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        used = {m["topic"] for m in meetings(state)}
        topics = rng.sample([t for t in (TOPICS_ZH if zh else TOPICS) if t not in used], 5)
        taken = {e["title"] for e in events(state)} | used
        names = [t for t in titles(state) if t not in taken]
        for _ in range(500):
            days = [MONDAY + timedelta(days=i) for i in rng.sample(range(5), 5)]
            roles = rng.sample(ROLES, 5)
            eid = next_id(state)
            cal: list[dict[str, Any]] = []
            meet: list[dict[str, Any]] = []
            ids: set[str] = {m["id"] for m in meetings(state)}
            chosen = rng.sample(names, 5)
            for day, role, topic, title in zip(days, roles, topics, chosen, strict=True):
                dur = rng.choice((30, 45, 60, 90))
                s = rng.randrange(9 * 4, 16 * 4) * 15
                mid = sample_id(rng)
                while mid in ids:
                    mid = sample_id(rng)
                ids.add(mid)
                meet.append(meeting_row(mid, topic, day, _hhmm(s), dur))
                first = day
                rep: dict[str, Any] = {}
                if role in ("weekly", "ended"):
                    first = day - timedelta(days=7 * rng.randint(2, 5))
                    wd = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")[day.weekday()]
                    until = (day - timedelta(days=7)).isoformat() if role == "ended" else None
                    rep = {"repeat": {"freq": "weekly", "days": [wd], "until": until, "count": None, "exdates": []}}
                form = rng.choice(("before", "after")) if role in ("weekly", "ended") else role
                if role == "touch":
                    if rng.random() < 0.5:
                        a, b = s - rng.choice((30, 45, 60)), s
                    else:
                        a, b = s + dur, s + dur + rng.choice((30, 45, 60))
                elif form == "before":
                    a, b = s - rng.choice((15, 30, 45, 60)), s + rng.randrange(1, dur // 15) * 15
                else:
                    a = s + rng.randrange(1, dur // 15) * 15
                    b = s + dur + rng.choice((15, 30, 45))
                cal.append(event(eid + len(cal), title, first, _hhmm(a), _hhmm(b), **rep))
            all_cal = [*events(state), *cal]
            all_meet = [*meetings(state), *meet]
            want = _plan(all_cal, all_meet)
            expect = {m["id"] for m, r in zip(meet, roles, strict=True) if r in ("before", "after", "weekly")}
            if want is None or not expect <= set(want) or set(want) - expect - {m["id"] for m in meetings(state)}:
                continue
            order = sorted(want, key=lambda i: next(m["start"] for m in all_meet if m["id"] == i))
            moves = [[i, next(m["start"] for m in all_meet if m["id"] == i), want[i]] for i in order]
            return {"date": MONDAY.isoformat(), "cal": cal, "meet": meet, "want": want, "moves": moves,
                    "days": sorted({m["start"][:10] for m in meet})}
        raise RuntimeError("no plan found")

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        loc = normalize_locale(locale)
        return {**params, "date_text": formats.fmt(date.fromisoformat(params["date"]), "date", loc)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["cal"]]},
                         "meeting": {"meetings": [*meetings(state), *p["meet"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = {m["id"]: m["start"] for m in meetings(final) if m["id"] in p["want"]}
        return [Check("each clashing meeting starts when its Calendar event ends", got == p["want"], p["want"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.meetings[id={i}].start" for i in p["want"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(CALENDAR)
        for day in p["days"]:
            while obs.screen != "month":
                obs = yield from ui.back()
            obs = yield from open_day(obs, day)
        obs = yield from launch()
        for mid, old, new in p["moves"]:
            while obs.screen != "home":
                obs = yield from ui.back()
            obs = yield from open_meeting(obs, mid)
            obs = yield from ui.tap(obs, trigger="detail.edit")
            delta = _m(new[11:16]) - _m(old[11:16])
            obs = yield from step_to(obs, "hour", delta // 60)
            obs = yield from step_to(obs, "minute", delta % 60 // 15)
            obs = yield from ui.tap(obs, trigger="schedule.update")


def _first(name: str) -> str:
    return name[0] if not name.isascii() else name.split()[0]


class WaitingRoomForOutsiders(TaskTemplate):
    id = "meeting.WaitingRoomForOutsiders"
    apps = ("meeting", "contacts")
    objective = "hybrid"
    composition = "deep_dive"
    hardness = ("steps", "aggregate", "trap", "branch")
    tags = ("edit", "explore", "reasoning")
    budget = 60
    goal_params = ("want",)
    instructions = ("New rule at {company}: any Meet meeting that invites someone from outside the company needs the "
                    "waiting room. Check the invitees of my upcoming one-time Meet meetings against Contacts (where "
                    "they work) and turn the waiting room on for each meeting that invites anyone not at {company}. "
                    "Meetings with only {company} people stay as they are.",
                    "Go through my upcoming one-time meetings in Meet. If any invitee of a meeting doesn't work at "
                    "{company} (Contacts has everyone's company), that meeting must have its waiting room on; make "
                    "sure it does. Don't change the meetings that only invite {company} colleagues.",
                    "I need the waiting room switched on for every upcoming one-time Meet meeting of mine that has at "
                    "least one invitee from outside {company}. Look up in Contacts where each invitee works; leave "
                    "meetings of {company} people only untouched.")
    instructions_zh = ("{company}有了新规定：凡是邀请了公司以外人员的会议，都要开等候室。把我接下来的单次会议的受邀人和通讯录"
                       "（看工作单位）对一下，只要邀请了不在{company}工作的人，就给那个会议打开等候室。只有{company}同事的会议"
                       "保持原样。",
                       "把我在会议应用里接下来的单次会议过一遍。某个会议只要有受邀人不在{company}工作（通讯录里有每个人的单位），"
                       "这个会议就必须开着等候室，确保它是开的。只邀请了{company}同事的会议不要改。",
                       "我接下来的单次会议里，凡是至少有一位受邀人来自{company}以外的，都要打开等候室。去通讯录查每位受邀人"
                       "的工作单位；只有{company}同事的会议不要动。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        people = contacts(state)
        names = [c["name"] for c in people]
        people = [c for c in people if names.count(c["name"]) == 1]
        by_co: dict[str, list[dict[str, Any]]] = {}
        for c in people:
            by_co.setdefault(c["company"], []).append(c)
        company = rng.choice(sorted(co for co, cs in by_co.items() if co and len(cs) >= 4))
        inside = by_co[company]
        outside = [c for c in people if c["company"] != company]
        twins = [c for c in outside if any(_first(c["name"]) == _first(i["name"]) for i in inside)]
        used = {m["topic"] for m in meetings(state)}
        topics = rng.sample([t for t in (TOPICS_ZH if zh else TOPICS) if t not in used], 5)
        roles = rng.sample(("in", "in", "out", "out", "on"), 5)
        ids: set[str] = {m["id"] for m in meetings(state)}
        days = sorted(rng.sample(range(1, 11), 5))
        outs = rng.sample(twins, min(3, len(twins)))
        outs += rng.sample([c for c in outside if c not in outs], 3 - len(outs))
        rows = []
        k = 0
        for role, topic, day in zip(roles, topics, days, strict=True):
            mid = sample_id(rng)
            while mid in ids:
                mid = sample_id(rng)
            ids.add(mid)
            who = [c["id"] for c in rng.sample(inside, rng.randint(1, 2) if role != "in" else rng.randint(2, 3))]
            if role != "in":
                who.insert(rng.randrange(len(who) + 1), outs[k]["id"])
                k += 1
            rows.append(meeting_row(mid, topic, TODAY + timedelta(days=day),
                                    f"{rng.choice((9, 10, 11, 13, 14, 15, 16)):02d}:{rng.choice(('00', '30'))}",
                                    rng.choice((30, 45, 60)), invitees=who, waiting_room=role == "on"))
        want = [m["id"] for m, r in zip(rows, roles, strict=True) if r == "out"]
        return {"company": company, "rows": rows, "want": want,
                "looked_up": [c["name"] for c in outs]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"meeting": {"meetings": [*meetings(state), *p["rows"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        mine = {m["id"] for m in p["rows"]}
        got = sorted(m["id"] for m in meetings(final) if m["id"] in mine and m["waiting_room"])
        want = sorted({*p["want"], *(m["id"] for m in p["rows"] if m["waiting_room"])})
        return [Check("the waiting room is on exactly for the meetings that invite outsiders", got == want, want, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.meetings[id={i}].waiting_room" for i in p["want"]]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the company": 1 if any(c["company"] == p["company"] for c in init["os"]["providers"]["contacts"])
                else 0}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        for m in p["rows"]:  # who each meeting invites
            obs = yield from open_meeting(obs, m["id"])
            obs = yield from ui.back()
        for name in p["looked_up"]:  # where they work
            obs = yield from launch_and_open(name)
            obs = yield from ui.back()
        obs = yield from launch()
        for k, mid in enumerate(p["want"]):  # in the list's order (by date)
            while obs.screen != "home":
                obs = yield from ui.back()
            if k == 0 and not obs.find(trigger="meeting.open", meeting_id=mid):  # scrolled down from reading it
                obs = yield from ui.scroll_to(obs, up=True, trigger="meeting.open", meeting_id=mid)
            obs = yield from open_meeting(obs, mid)
            obs = yield from ui.tap(obs, trigger="detail.edit")
            obs = yield from ui.tap(obs, trigger="schedule.flip", what="waiting")
            obs = yield from ui.tap(obs, trigger="schedule.update")
