"""Hard-by-construction Calendar templates across apps (declared hardness factors; L3 after its playtest): next week's
plans with friends that overlap another event, found by reading the week day by day, each friend texted
(an event that only touches another end to start, a weekly series that makes a clash, a clash the week
after)."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP, TODAY, event, events, next_id, open_day
from bench.tasks.calendar.deep import busy_on
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.clocktime import minutes_of as _mins
from bench.tasks.messages.common import chat_with, named_threads, send, send_changes, sent_check

MONDAY = TODAY + timedelta(days=(7 - TODAY.weekday()) % 7 or 7)
PLANS = ("Coffee with {name}", "Lunch with {name}", "Drinks with {name}", "Tennis with {name}")
PLANS_ZH = ("和{name}喝咖啡", "和{name}吃午饭", "和{name}喝一杯", "和{name}打网球")
BUSY = ("Client call", "Code review", "Interview", "Workshop", "Doctor", "Training", "Status update", "Dentist")
BUSY_ZH = ("客户电话", "代码评审", "面试", "工作坊", "看医生", "培训", "进度同步", "看牙医")
NO = {"en": "Sorry, I double-booked myself. Can we find another time?",
      "zh-CN": "抱歉，我那个时间撞了别的安排，我们改个时间好吗？"}




def _overlaps(rows: list[dict[str, Any]], ev: dict[str, Any]) -> bool:
    day = date.fromisoformat(ev["start_date"])
    s, e = _mins(ev["start_time"]), _mins(ev["end_time"])
    return any(a < e and s < b for a, b in busy_on([r for r in rows if r["id"] != ev["id"]], day))


class FriendsClashNextWeek(TaskTemplate):
    id = "calendar.FriendsClashNextWeek"
    apps = ("calendar", "messages")
    objective = "hybrid"
    # played from screenshots (2026-11-29): solved first try in 13 steps; the Schedule view lists the
    # week at once, so there is no aggregation to do; L3
    hardness = ("temporal", "trap")
    tags = ("explore", "reasoning", "social")
    budget = 60
    goal_params = ("clash",)
    instructions = ("Go through my Calendar for next week, Monday to Sunday. For every plan with "
                    "a friend (\"Coffee with ...\", \"Lunch with ...\" and so on) that overlaps another event in my "
                    "Calendar, text that friend: \"{no}\"",
                    "Some of next week's plans with friends clash with other things in my Calendar. Check the whole "
                    "of next week, Monday through Sunday, and send each friend whose plan overlaps another event the SMS "
                    "\"{no}\"",
                    "I think I double-booked myself next week. Look at every day of next week, from Monday "
                    "to Sunday; wherever an event with a friend overlaps something else in the Calendar, message that "
                    "friend \"{no}\". Don't text anyone whose plan doesn't clash.")
    instructions_zh = ("看一下我日历里下周（周一到周日）的安排。凡是和朋友的约（“和…喝咖啡”“和…吃午饭”之类）"
                       "跟日历里别的日程时间重叠的，就给那位朋友发短信：“{no}”",
                       "下周有些和朋友的约跟日历里别的事撞了。把下周从周一到周日整周都查一遍，凡是约会和别的日程"
                       "重叠的朋友，都发短信“{no}”",
                       "我好像下周把时间排重了。下周从周一到周日每天看一遍；只要和朋友的日程跟日历里别的事"
                       "重叠，就给那位朋友发“{no}”。没有冲突的朋友不要发。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        plans, busy = (PLANS_ZH, BUSY_ZH) if zh else (PLANS, BUSY)
        names = [x["name"] for x in state["os"]["providers"]["contacts"]]
        friends = [(t, c) for t, c in named_threads(state) if names.count(c["name"]) == 1]
        while True:
            n_clash = rng.choice((1, 2, 2, 3))
            roles = ["clash"] * n_clash + ["touch", "after", "clean"]
            rng.shuffle(roles)
            people = rng.sample(friends, len(roles))
            days = rng.sample(range(7), len(roles))
            eid = next_id(state)
            added: list[dict[str, Any]] = []
            socials = []
            for role, (t, c), k in zip(roles, people, days, strict=True):
                day = MONDAY + timedelta(days=k + (7 if role == "after" else 0))
                s = rng.randrange(10 * 4, 19 * 4) * 15
                e = s + rng.choice((60, 90))
                ev = event(eid, rng.choice(plans).format(name=c["name"]), day, _hhmm(s), _hhmm(e))
                added.append(ev)
                socials.append((role, t, c, ev))
                eid += 1
                if role in ("clash", "after"):  # overlapping by 15 to 45 minutes at one end
                    d = rng.choice((15, 30, 45))
                    a, b = (s - rng.choice((45, 60)), s + d) if rng.random() < 0.5 else (e - d, e + rng.choice((30, 60)))
                elif role == "touch":  # ends when it starts, or starts when it ends
                    a, b = (s - rng.choice((30, 60)), s) if rng.random() < 0.5 else (e, e + rng.choice((30, 60)))
                else:
                    continue
                added.append(event(eid, rng.choice(busy), day, _hhmm(a), _hhmm(b)))
                eid += 1
            rows = [*events(state), *added]
            if all(_overlaps(rows, ev) == (role in ("clash", "after")) for role, _, _, ev in socials):
                break
        clash = sorted((t["id"], c["name"], c["phone"], c["id"]) for role, t, c, _ in socials if role == "clash")
        return {"mon": MONDAY.isoformat(), "sun": (MONDAY + timedelta(days=6)).isoformat(), "added": added,
                "no": NO["zh-CN" if zh else "en"], "clash": [list(x) for x in clash]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["added"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, phone, p["no"], name) for _, name, phone, _ in p["clash"]]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [x for tid, _, _, _ in p["clash"] for x in send_changes(tid)]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        rows = init["os"]["providers"]["contacts"]
        return {f"friend {name}": sum(1 for c in rows if c["name"] == name) for _, name, _, _ in p["clash"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from open_day(obs, p["mon"])
        for _ in range(6):  # the week, day by day
            obs = yield from ui.tap(obs, trigger="day.step", by=1)
        obs = yield from ui.open_app("Messages")
        for _, name, _, cid in p["clash"]:
            for _ in range(3):  # from a conversation (its keyboard up) back to the list
                if obs.find(trigger="new.open"):
                    break
                obs = yield from ui.back()
            obs = yield from chat_with(obs, name, cid)
            obs = yield from send(obs, p["no"])
