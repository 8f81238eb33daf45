"""Clock templates across apps that are hard by construction (``hardness``, L4): wake-up alarms for next
week's early starts read off Calendar day by day (a weekly series that only shows by repeating, one that
ended last week, an event at nine sharp, early starts just outside the week), corrected by texts (one
cancelled, one moved from mid-morning to an early hour)."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import event, events, next_id, open_day
from bench.tasks.clock.common import ALARMS, DAY_NAMES, DAYS_ZH, fill_alarm, new_alarms, tab, twelve
from bench.tasks.clock.deep import _clock_zh
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.messages.common import START_MS, named_threads, next_message_id
from mgym.apps.clock.state import DAYS

TODAY = date(2026, 3, 14)  # Saturday
MONDAY = TODAY + timedelta(days=2)
EARLY = ("Swim practice", "Breakfast meeting", "Blood test", "Site visit", "Early shift", "Flight check-in",
         "Bootcamp", "Dog groomer", "Parents' breakfast", "Boxing class", "Car inspection", "Study group")
EARLY_ZH = ("游泳训练", "早餐会", "抽血化验", "工地巡查", "早班", "值机", "晨练营", "宠物美容", "家长早餐会", "拳击课",
            "车辆年检", "学习小组")
CANCEL = "Heads up: {title} next {day} is cancelled, it won't take place."
CANCEL_ZH = "提前说一声：下{day}的{title}取消了，不办了。"
MOVED = "Small change for next {day}: {title} moves to {time}, same place. Sorry for the early start!"
MOVED_ZH = "下{day}有个小变动：{title}改到{time}开始，地点不变。这么早真不好意思！"
NOISE = ("Did you get home okay?", "Thanks again for the help yesterday!", "Let me know when you're free to talk.")
NOISE_ZH = ("你到家了吗？", "昨天真是谢谢你帮忙！", "你有空聊的时候告诉我一声。")




class EarlyStartAlarms(TaskTemplate):
    id = "clock.EarlyStartAlarms"
    apps = ("clock", "calendar", "messages")
    objective = "hybrid"
    hardness = ("apps3", "temporal", "trap", "steps")
    tags = ("handoff", "create", "reasoning", "explore")
    budget = 60
    goal_params = ("want",)
    instructions = ("Set my wake-up alarms for next week's early starts. For every event in my Calendar on a weekday "
                    "of next week (Monday to Friday) that starts before 9:00, add an alarm in Clock {lead} minutes "
                    "before it starts, repeating on that event's weekday only and labelled with the event's title. "
                    "{n1} and {n2} texted me about changes to next week, so go by what they said.",
                    "I have some early mornings next week. Look through Calendar for next Monday to Friday: each event "
                    "starting before 9 AM gets its own alarm, {lead} minutes ahead of its start, set to repeat on "
                    "that weekday and named after the event. Check the texts from {n1} and {n2} first, they changed "
                    "a couple of things.",
                    "Go through next week (Monday through Friday) in my Calendar and make a Clock alarm for each event "
                    "that begins earlier than 9:00: ring {lead} minutes before the start, repeat only on that day of "
                    "the week, label = event title. Take into account the changes {n1} and {n2} sent me by SMS.")
    instructions_zh = ("帮我给下周早上的早安排设闹钟。日历里下周工作日（周一到周五）凡是 9:00 之前开始的日程，都在时钟里加一个闹钟："
                       "在开始前 {lead} 分钟响，只在该日程所在的星期几重复，标签用日程的标题。{n1}和{n2}发短信说了下周的变动，以他们说的为准。",
                       "下周有几天要早起。看一下日历里下周一到周五的安排：每个早上 9 点前开始的日程各设一个闹钟，比开始时间提前 {lead} 分钟，"
                       "设为只在那一天（星期几）重复，名字用日程标题。先看看{n1}和{n2}发来的短信，他们改了几处安排。",
                       "把我日历里下周（周一到周五）过一遍，每个早于 9:00 开始的日程都在时钟里建一个闹钟：开始前 {lead} 分钟响，"
                       "只在那个星期几重复，标签就是日程标题。{n1}和{n2}短信里说的变动也要算进去。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        people = rng.sample([(t, c) for t, c in named_threads(state) if names.count(c["name"]) == 1], 2)
        lead = rng.choice((30, 45, 60))
        n_early = rng.choice((1, 2))
        roles = ["early"] * n_early + ["series", "cancelled", "moved", "nine", "ended", "sunday", "after"]
        titles = rng.sample(EARLY_ZH if zh else EARLY, len(roles))
        wd = rng.sample(range(5), 5)  # weekdays for the in-week roles, distinct where possible
        eid = next_id(state)
        added: list[dict[str, Any]] = []
        want: list[list[str]] = []
        fixes: dict[str, tuple[str, str, str]] = {}
        k = 0
        for role, title in zip(roles, titles, strict=True):
            start = rng.randrange(6 * 4 + 2, 8 * 4 + 4) * 15  # 06:30 to 08:45
            if role in ("early", "series", "cancelled", "moved", "nine"):
                day = MONDAY + timedelta(days=wd[k % 5])
                k += 1
            elif role == "ended":
                day = MONDAY + timedelta(days=rng.randrange(5))
            elif role == "sunday":
                day = TODAY + timedelta(days=1)
            else:
                day = MONDAY + timedelta(days=7 + rng.randrange(5))
            repeat: dict[str, Any] = {"freq": "none", "days": [], "until": None, "count": None, "exdates": []}
            if role in ("series", "ended"):
                weeks = rng.randint(3, 6)
                first = day - timedelta(weeks=weeks)
                repeat = {"freq": "weekly", "days": [DAYS[day.weekday()]], "until": None, "count": None,
                          "exdates": []}
                if role == "ended":  # its last time was the week before this one
                    repeat["until"] = (day - timedelta(weeks=1)).isoformat()
                shown = first
            else:
                shown = day
            if role == "moved":
                start = rng.choice((9 * 60 + 30, 10 * 60, 10 * 60 + 30, 11 * 60))
            if role == "nine":
                start = 9 * 60
            length = rng.choice((45, 60, 90))
            added.append(event(eid, title, shown, _hhmm(start), _hhmm(start + length), repeat=repeat))
            eid += 1
            dname = DAYS[day.weekday()]
            if role == "moved":
                moved_to = rng.randrange(6 * 4 + 2, 8 * 4 + 4) * 15
                fixes["moved"] = (title, dname, _hhmm(moved_to))
                start = moved_to
            if role == "cancelled":
                fixes["cancelled"] = (title, dname, "")
            if role in ("early", "series", "moved"):
                ring = start - lead
                want.append([_hhmm(ring), dname, title])
        mid = next_message_id(state)
        msgs: dict[str, list[dict[str, Any]]] = {}
        order = rng.sample(("cancelled", "moved"), 2)
        for (t, _), kind in zip(people, order, strict=True):
            what, wday, new = fixes[kind]
            if zh:
                body = (CANCEL_ZH if kind == "cancelled" else MOVED_ZH).format(
                    title=what, day=DAYS_ZH[wday], time=_clock_zh(new) if new else "")
            else:
                body = (CANCEL if kind == "cancelled" else MOVED).format(
                    title=what, day=DAY_NAMES[wday], time=twelve(new) if new else "")
            noise = rng.choice(NOISE_ZH if zh else NOISE)
            rows = [{"id": mid, "body": noise, "time": START_MS - rng.randrange(600, 900) * 60_000,
                     "incoming": True, "read": False},
                    {"id": mid + 1, "body": body, "time": START_MS - rng.randrange(30, 500) * 60_000,
                     "incoming": True, "read": False}]
            mid += 2
            msgs[str(t["id"])] = rows
        want.sort(key=lambda w: (DAYS.index(w[1]), w[0]))
        return {"n1": people[0][1]["name"], "n2": people[1][1]["name"], "lead": lead, "added": added,
                "msgs": msgs, "want": want, "threads": [t["id"] for t, _ in people]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        sms = {}
        for tid, rows in p["msgs"].items():
            old = next(t for t in state["os"]["providers"]["sms"] if t["id"] == int(tid))["messages"]
            sms[f"sms[id={tid}]"] = {"messages": sorted([*old, *rows], key=lambda m: m["time"])}
        return {"apps": {"calendar": {"events": [*events(state), *p["added"]]}}, "os": {"providers": sms}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        rows = init["os"]["providers"]["contacts"]
        return {k: sum(c["name"] == p[k] for c in rows) for k in ("n1", "n2")}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ALARMS}[+{len(p['want'])}]",
                *(f"os.providers.sms[id={t}].messages[*].read" for t in p["threads"])]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        found = new_alarms(init, final)

        def good(a: dict[str, Any], time: str, day: str, label: str) -> bool:
            return (a["time"] == time and a["days"] == [day] and a["enabled"]
                    and a["label"].strip().casefold() == label.casefold())

        got = [(a["time"], a["days"], a["label"]) for a in found]
        return [Check("one new alarm per early start", len(found) == len(p["want"]), len(p["want"]), len(found)),
                *(Check(f'"{label}" at {time} on {day}', any(good(a, time, day, label) for a in found),
                        [time, [day], label], got) for time, day, label in p["want"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        for t in p["threads"]:  # the cancellation and the change of time
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=t)
            obs = yield from ui.back()
        obs = yield from ui.open_app("Calendar")
        obs = yield from open_day(obs, MONDAY.isoformat())
        for _ in range(4):  # Monday to Friday, day by day
            obs = yield from ui.tap(obs, trigger="day.step", by=1)
        obs = yield from ui.open_app("Clock")
        obs = yield from tab(obs, "alarms")
        for time, day, label in p["want"]:
            obs = yield from ui.tap(obs, trigger="alarm.add")
            obs = yield from fill_alarm(obs, time, [day], label)

