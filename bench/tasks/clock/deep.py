"""Clock templates that are hard by construction (``hardness``), of a kind the older ones do not test: a
weekly call planned by a friend abroad in their own time zone, whose days and start time they correct in
later texts; the alarm goes on the phone's own time, before the call, on the days the call falls on here
(a zone difference often moves it to another day)."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.clock.common import (
    ALARMS,
    DAY_NAMES,
    DAYS_ZH,
    START_MS,
    ZONES,
    alarm_checks,
    fill_alarm,
    new_alarms,
    tab,
    twelve,
)
from bench.tasks.messages.common import named_threads, next_message_id
from mgym.apps.clock import model, world
from mgym.apps.clock.state import DAYS
from mgym.os import tz

WEEK = 7 * 1440
DAY_MS = 86_400_000


def _now(state: dict[str, Any]) -> int:
    """The boot instant (UTC ms): the virtual clock holds a wall time of the region's home zone."""
    return tz.wall_to_utc(START_MS, tz.home_zone(state["os"]["device"]["region"]))


def _stable(zone: str, at: int) -> bool:
    """No daylight-saving change in the next three months (a weekly plan keeps its offset)."""
    return all(tz.offset_minutes(zone, at) == tz.offset_minutes(zone, at + k * 7 * DAY_MS) for k in range(1, 14))


def _gmt(text: str) -> int:
    m = re.search(r"GMT([+-])(\d+)(?::(\d\d))?", text)
    assert m is not None, text
    mins = int(m.group(2)) * 60 + int(m.group(3) or 0)
    return -mins if m.group(1) == "-" else mins


def _days_en(days: list[str]) -> str:
    return " and ".join(DAY_NAMES[d] + "s" for d in days)


def _days_zh(days: list[str]) -> str:
    return "每" + "和".join(DAYS_ZH[d] for d in days)


def _clock_zh(time: str) -> str:
    h, m = model.hm(time)
    part = "早上" if h < 9 else "上午" if h < 12 else "中午" if h < 13 else "下午" if h < 18 else "晚上"
    return f"{part}{h % 12 or 12}点" + (f"{m}分" if m else "")


class CallAlarmAbroad(TaskTemplate):
    id = "clock.CallAlarmAbroad"
    apps = ("clock", "messages")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    hardness = ("temporal", "trap", "arithmetic")
    tags = ("handoff", "create", "reasoning")
    budget = 45
    instructions = ('{name} texted me the plan for our weekly video calls. Set one repeating alarm in Clock that '
                    'rings {lead} minutes before each call, on my phone\'s time and on the days the calls fall on '
                    'for me, labelled "{label}".',
                    'Read {name}\'s texts about our regular video call and add a repeating alarm called "{label}" '
                    'that goes off {lead} minutes before it starts. Use my phone\'s time zone, not theirs, for the '
                    'time and the days.',
                    'I keep missing my weekly calls with {name}. From what they texted me, set a repeating alarm '
                    'labelled "{label}" for {lead} minutes before each call, in my local time and on my local days.')
    instructions_zh = ('{name}发短信跟我定了每周视频通话的安排。请在时钟里设一个重复闹钟，在每次通话开始前 {lead} 分钟响，'
                       '时间和星期都按我手机上的时区算，标签为“{label}”。',
                       '看看{name}发来的关于我们固定视频通话的短信，加一个名为“{label}”的重复闹钟，在通话开始前 {lead} 分钟响。'
                       '时间和日期按我这边的时区，不是对方的。',
                       '我老是错过和{name}每周的视频通话。根据对方发的短信，设一个标签为“{label}”的重复闹钟，'
                       '每次通话前 {lead} 分钟响，用我本地的时间和星期。')
    changes = (f"{ALARMS}[+1]",)
    goal_params = ("time", "days", "label")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = state["os"]["device"]["region"] == "zh-CN"
        now = _now(state)
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        people = [(t, c) for t, c in named_threads(state) if names.count(c["name"]) == 1]
        zones = [z for z in ZONES if _stable(z, now)]
        cities = [c for c in world.cities() if "'" not in c["name"] and _stable(c["zone"], now)]
        while True:
            phone = rng.choice(zones)
            city = rng.choice(cities)
            diff = tz.offset_minutes(city["zone"], now) - tz.offset_minutes(phone, now)
            if abs(diff) < 300:
                continue
            first = sorted(rng.sample(range(7), 2))
            dropped = rng.choice(first)
            added = rng.choice([d for d in range(7) if d not in first])
            final = sorted({*first, added} - {dropped})
            start = rng.choice(range(7 * 60, 22 * 60, 15))
            shift = rng.choice((15, 30, 45, 60))
            lead = rng.choice((10, 15, 20, 30))
            ring = [(d * 1440 + start + shift - diff - lead) % WEEK for d in final]
            times = {r % 1440 for r in ring}
            assert len(times) == 1
            wall_now = (5 * 1440 + 9 * 60 + tz.offset_minutes(phone, now)  # boot: Saturday 09:00
                        - tz.offset_minutes(tz.home_zone(state["os"]["device"]["region"]), now)) % WEEK
            if any((r - wall_now) % WEEK < 120 for r in ring):
                continue  # it would ring during the episode
            break
        t, c = rng.choice(people)
        t1, t2 = model.hhmm(start // 60, start % 60), model.hhmm((start + shift) // 60, (start + shift) % 60)
        d1: list[str] = [DAYS[d] for d in first]
        cname = city["name_zh"] if zh else city["name"]
        if zh:
            bodies = [f"我们以后每周固定视频吧：{_days_zh(d1)}{_clock_zh(t1)}，按我这边的时间哦（我现在在{cname}）。",
                      f"哎，{DAYS_ZH[DAYS[dropped]]}我其实不行，改成{DAYS_ZH[DAYS[added]]}吧，另一天不变，时间也不变。",
                      f"还有，能不能每次晚{shift}分钟开始？"]
            label = f"和{c['name']}视频"
        else:
            bodies = [f"Let's make our video call a weekly thing: {_days_en(d1)} at {twelve(t1)}, my time of course "
                      f"(I'm living in {cname} now).",
                      f"Ugh, {DAY_NAMES[DAYS[dropped]]}s don't work for me after all. Let's do {DAY_NAMES[DAYS[added]]}s "
                      "instead, the other day stays, same time.",
                      f"Also, could we start {shift} minutes later each time?"]
            label = f"Call {c['name'].split()[0]}"
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": b, "time": START_MS - ago * 60_000, "incoming": True, "read": False}
                for i, (b, ago) in enumerate(zip(bodies, (2900, 2870, 95), strict=True))]
        r = ring[0]
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "zone": phone, "city": city["id"],
                "city_name": cname, "lead": lead, "label": label, "t2": t2, "final": [DAYS[d] for d in final],
                "time": model.hhmm(r % 1440 // 60, r % 60), "days": [d for i, d in enumerate(DAYS)
                                                                     if any(x // 1440 == i for x in ring)]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        t = next(t for t in state["os"]["providers"]["sms"] if t["id"] == p["thread_id"])
        return {"os": {"datetime": {"time_zone": p["zone"]},
                       "providers": {f"sms[id={p['thread_id']}]": {"messages": [*t["messages"], *p["msgs"]]}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(c["name"] == p["name"] for c in init["os"]["providers"]["contacts"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return alarm_checks(new_alarms(init, final), p["time"], p["days"], p["label"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # the plan and its fixes
        obs = yield from ui.open_app("Clock")
        obs = yield from tab(obs, "world")
        home = _gmt(next(e.text for e in obs.ui if "GMT" in e.text))
        obs = yield from ui.tap(obs, trigger="world.add")
        obs = yield from ui.type_into(obs, "Search for a city", p["city_name"])
        there = _gmt(obs.find(trigger="city.choose", city_id=p["city"])[0].text)
        while obs.screen != "world" and obs.app == "clock":
            obs = yield from ui.back()
        h, m = model.hm(p["t2"])
        ring = [(DAYS.index(d) * 1440 + h * 60 + m - (there - home) - p["lead"]) % WEEK for d in p["final"]]
        days: list[str] = [d for i, d in enumerate(DAYS) if any(x // 1440 == i for x in ring)]
        obs = yield from tab(obs, "alarms")
        obs = yield from ui.tap(obs, trigger="alarm.add")
        yield from fill_alarm(obs, model.hhmm(ring[0] % 1440 // 60, ring[0] % 60), days, p["label"])


# ---- a dosing interval, corrected, spelled out as daily alarms ---------------------------------------
DOSE = ("Here's how to take your antibiotic: one tablet every {i} hours, the first one at {t}, every day until "
        "the pack is finished.")
DOSE_ZH = "抗生素这样吃：每{i}小时一片，第一片{t}吃，每天都这样，直到吃完这一盒。"
DOSE_FIX = "Sorry, I misread the label! It's every {i} hours, not every {old}. Still start at the same time."
DOSE_FIX_ZH = "不好意思，我把说明看错了！是每{i}小时一次，不是每{old}小时。开始的时间不变。"


class DoseAlarms(TaskTemplate):
    id = "clock.DoseAlarms"
    apps = ("clock", "messages")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    hardness = ("temporal", "trap", "steps")
    tags = ("handoff", "create", "reasoning")
    budget = 60
    instructions = ('{name} texted me how to take my new antibiotic. Set a daily alarm for each dose of the day in '
                    'Clock, every one labelled "{label}".',
                    'Following {name}\'s texts about my antibiotic, add one alarm per dose time, repeating every day '
                    'of the week, each called "{label}".',
                    'I must not miss a dose of my antibiotic. Read what {name} texted me about it and set up '
                    'repeating alarms (every day) at each time I have to take it, labelled "{label}".')
    instructions_zh = ('{name}发短信告诉了我新开的抗生素怎么吃。请在时钟里为一天中的每次服药各设一个每天重复的闹钟，标签都是“{label}”。',
                       '按照{name}发来的抗生素服用说明，每个服药时间加一个闹钟，一周七天每天重复，名字都叫“{label}”。',
                       '我的抗生素一次都不能漏吃。看看{name}短信里怎么说的，在每个要吃药的时间设一个每天重复的闹钟，'
                       '标签为“{label}”。')
    changes = (f"{ALARMS}[+{{count}}]",)
    goal_params = ("times", "label")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = state["os"]["device"]["region"] == "zh-CN"
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        t, c = rng.choice([(t, c) for t, c in named_threads(state) if names.count(c["name"]) == 1])
        while True:
            every = rng.choice((8, 12))
            old = rng.choice([i for i in (6, 8, 12) if i != every])
            start = rng.choice(range(6 * 60, 23 * 60, 15))
            doses = sorted((start + k * every * 60) % 1440 for k in range(24 // every))
            if not any(8 * 60 + 45 <= d < 11 * 60 + 15 for d in doses):  # none rings during the episode
                break
        t0 = model.hhmm(start // 60, start % 60)
        fmt = _clock_zh(t0) if zh else twelve(t0)
        bodies = [(DOSE_ZH if zh else DOSE).format(i=old, t=fmt), (DOSE_FIX_ZH if zh else DOSE_FIX).format(i=every, old=old)]
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": b, "time": START_MS - ago * 60_000, "incoming": True, "read": False}
                for i, (b, ago) in enumerate(zip(bodies, (180, 41), strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "label": "吃抗生素" if zh else "Antibiotic",
                "times": [model.hhmm(d // 60, d % 60) for d in doses], "count": len(doses)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        t = next(t for t in state["os"]["providers"]["sms"] if t["id"] == p["thread_id"])
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {"messages": [*t["messages"], *p["msgs"]]}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(c["name"] == p["name"] for c in init["os"]["providers"]["contacts"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        found = new_alarms(init, final)

        def good(a: dict[str, Any], time: str) -> bool:
            return (a["time"] == time and a["days"] == list(DAYS) and a["enabled"]
                    and a["label"].strip().casefold() == p["label"].casefold())

        return [Check("one new alarm per dose", len(found) == len(p["times"]), len(p["times"]), len(found)),
                *(Check(f"a daily alarm at {time}", any(good(a, time) for a in found), time,
                        [(a["time"], a["days"], a["label"]) for a in found]) for time in p["times"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # the plan and its fix
        obs = yield from ui.open_app("Clock")
        obs = yield from tab(obs, "alarms")
        for time in p["times"]:
            obs = yield from ui.tap(obs, trigger="alarm.add")
            obs = yield from fill_alarm(obs, time, list(DAYS), p["label"])
