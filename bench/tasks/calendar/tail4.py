"""Hard-by-construction Calendar templates (declared hardness factors; the level follows from them), fourth wave.

``DayOutFromTexts``: a friend texts the plan of a day out (three items, each with its times and place on a
given date); a later text moves the whole day one day later (named only by its weekday), calls one item
off and shifts another by some minutes (same length). The two items left go into Calendar as events on
the new day, at their corrected times, with their places. Acting on the first text alone adds three
events on the wrong day, one of them at the wrong time.

``DaylightSavingCall``: a weekly call with a friend abroad is at a fixed hour of the friend's time, and the
Calendar series keeps it at one fixed time of the phone's. The friend's clocks change soon (Europe on 29
March for a phone in Los Angeles, whose clocks changed on 8 March; Sydney on 5 April for a phone in
Shanghai, which has none), so the coming sessions before the change are an hour off and the later ones are
right. The difference the Clock shows today holds only until the change; each wrong session is moved on
its own (this event only), and moving the whole series, or the right sessions, is a side effect."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import (
    APP,
    EVENTS,
    TODAY,
    date_text,
    event,
    events,
    fill_event,
    hhmm,
    new_events,
    next_id,
    open_day,
    set_time,
)
from bench.tasks.clock.common import tab
from bench.tasks.clocktime import minutes_of as _mins
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, with_messages
from bench.tasks.namesakes import RELATIONS
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.calendar import rules
from mgym.apps.calendar.state import DAYS
from mgym.apps.clock import world
from mgym.i18n import normalize_locale
from mgym.os import tz

HOUR_MS = 3_600_000
ITEMS = ("Boat tour", "Art museum", "Bike ride", "Farmers market", "Wine tasting", "Cooking class", "Hot springs",
         "Street food walk")
ITEMS_ZH = ("游船", "美术馆", "骑行", "农贸市场", "品酒", "烹饪课", "泡温泉", "美食街")
SPOTS = ("Harbour Pier", "City Art Museum", "Riverside Park", "Old Town Market", "Hillside Winery", "Studio B",
         "Corner Bean Cafe", "Lakeview Baths")
SPOTS_ZH = ("码头", "市美术馆", "滨江公园", "老城市场", "山景酒庄", "B演播室", "街角咖啡", "湖景汤泉")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
#: the texts were sent on Wednesday 11 and Friday 13 March (TODAY is Saturday 14 March 2026)
SENT = (date(2026, 3, 11), date(2026, 3, 13), date(2026, 3, 13))


def _ms(d: date, hour: int) -> int:
    return START_MS + ((d - TODAY).days * 24 + hour - 9) * HOUR_MS



class DayOutFromTexts(TaskTemplate):
    id = "calendar.DayOutFromTexts"
    apps = ("calendar", "messages")
    objective = "hybrid"
    composition = "deep_dive"
    # played from screenshots (2026-11-29): solved first try in 21 steps, about 17 needed (the change text
    # gives the weekday the day moves to); L3
    hardness = ("trap", "temporal")
    tags = ("extract", "create", "reasoning")
    budget = 60
    goal_params = ("want",)
    instructions = ("{name} texted me our plan for a day out, and changed it later. Put what's still on into my "
                    "Calendar: one event per activity, titled as {name} calls it, at its final day and times, with "
                    "the place as the location.",
                    "Read {name}'s texts about our day out (all of them, the plan changed) and add each activity "
                    "we're still doing to Calendar as its own event: the activity's name as the title, the right "
                    "date and start and end times, and where it is as the location.",
                    "Add the final plan of my day out with {name} to Calendar, going by their texts: an event for "
                    "every activity that's still happening, named like in the texts, on the day and at the times "
                    "we ended up with, location set to the place.")
    instructions_zh = ("{name}发短信跟我说了出去玩一天的安排，后来又改了。把最后还要去的活动加到日历里：每个活动建一个日程，"
                       "标题用{name}说的活动名，日期和起止时间按最终的来，地点填活动的地方。",
                       "看看{name}关于我们出去玩那天的短信（全部都看，计划改过），把还要参加的每个活动在日历里各建一个"
                       "日程：标题是活动名，日期和开始、结束时间要对，地点填活动所在的地方。",
                       "按{name}的短信，把我和{name}出去玩那天的最终安排加到日历里：还要进行的每个活动建一个日程，名字和"
                       "短信里一样，日期和时间按最后定下来的，地点填那个地方。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        t, c = rng.choice([(t, c) for t, c in named_threads(state)
                           if c["name"] not in RELATIONS and names.count(c["name"]) == 1])
        taken = {e["title"] for e in events(state)}
        k = rng.sample([i for i in range(len(ITEMS)) if (ITEMS_ZH if zh else ITEMS)[i] not in taken], 3)
        spots = rng.sample(range(len(SPOTS)), 3)
        day = TODAY + timedelta(days=rng.randint(5, 12))
        new_day = day + timedelta(days=1)
        start = rng.choice((9, 10)) * 60 + rng.choice((0, 30))
        plan = []
        for i in range(3):
            length = rng.choice((60, 90, 120))
            plan.append({"title": (ITEMS_ZH if zh else ITEMS)[k[i]], "start": hhmm(start), "end": hhmm(start + length),
                         "location": (SPOTS_ZH if zh else SPOTS)[spots[i]]})
            start += length + rng.choice((30, 60, 90))
        off, moved = rng.sample(range(3), 2)
        delta = rng.choice((30, 45, 60))
        want = []
        for i, it in enumerate(plan):
            if i == off:
                continue
            s, e = _mins(it["start"]), _mins(it["end"])
            if i == moved:
                s, e = s + delta, e + delta
            want.append({"title": it["title"], "date": new_day.isoformat(), "start": hhmm(s), "end": hhmm(e),
                         "location": it["location"]})
        wd = (WEEKDAYS_ZH if zh else WEEKDAYS)[new_day.weekday()]
        if zh:
            lines = "；".join(f"{it['start']}-{it['end']} {it['title']}（{it['location']}）" for it in plan)
            bodies = (f"我们{day.month}月{day.day}日出去玩的安排定好了：{lines}。",
                      f"计划有变：整个行程往后推一天，改到{wd}，时间不变。{plan[off]['title']}取消了，不去了；"
                      f"{plan[moved]['title']}要晚{delta}分钟开始，时长不变。",
                      "就这样，到时候见！")
        else:
            lines = "; ".join(f"{it['start']}-{it['end']} {it['title']} at {it['location']}" for it in plan)
            bodies = (f"Here's the plan for our day out on {MONTHS[day.month - 1]} {day.day}: {lines}.",
                      f"Change of plans: we're pushing the whole day back by one day, to {wd}, same times. "
                      f"{plan[off]['title']} is off, we're skipping it. And {plan[moved]['title']} starts "
                      f"{delta} minutes later, same length.",
                      "That's it, see you then!")
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": b, "time": _ms(d, 10 + 4 * i + rng.randint(0, 3)), "incoming": True,
                 "read": False, "files": []} for i, (b, d) in enumerate(zip(bodies, SENT, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "want": want}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = sorted(({"title": str(e["title"]).strip().casefold(), "date": e["start_date"], "start": e["start_time"],
                       "end": e["end_time"], "location": str(e["location"]).strip().casefold(),
                       "end_date": e["end_date"], "all_day": e["all_day"]}
                      for e in new_events(init, final)), key=lambda e: e["start"])
        want = [{**w, "title": w["title"].casefold(), "location": w["location"].casefold(), "end_date": w["date"],
                 "all_day": False} for w in p["want"]]
        return [Check("one new event per remaining activity, on the new day, at its final times and place",
                      got == want, want, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{EVENTS}[+{len(p['want'])}]", f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the person": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app(APP)
        for w in p["want"]:
            obs = yield from ui.tap(obs, trigger="event.add")
            obs = yield from fill_event(obs, w["title"], w["date"], w["start"], w["end"], w["location"])
            obs = yield from ui.tap(obs, trigger="edit.save")


#: per region: the friend's city, the phone's zone, the day the friend's clocks change, and the friend's text
DST = {"en": ("london", "America/Los_Angeles", date(2026, 3, 29),
              "Quick reminder: our clocks go forward an hour on Sunday 29 March.",
              "Our call stays at {hour}:00 my time as always, see you then!"),
       "zh-CN": ("sydney", "Asia/Shanghai", date(2026, 4, 5),
                 "提醒一下：我们这边4月5日（周日）夏令时结束，时钟会往回拨一个小时。",
                 "我们的通话还是按我这边的{hour}点，一直不变，到时候聊！")}
EPOCH = date(1970, 1, 1)


def _local(d: date, hour: int, there: str, here: str) -> str:
    """The phone's wall time (HH:MM) in zone ``here`` when it is ``hour``:00 on ``d`` in zone ``there``."""
    wall = ((d - EPOCH).days * 24 + hour) * HOUR_MS
    utc = tz.wall_to_utc(wall, there)
    mine = (utc + tz.offset_ms(here, utc)) % (24 * HOUR_MS)
    return hhmm(mine // 60_000)


class DaylightSavingCall(TaskTemplate):
    id = "calendar.DaylightSavingCall"
    apps = ("calendar", "messages", "clock")
    objective = "hybrid"
    composition = "deep_dive"
    hardness = ("steps", "temporal", "trap", "branch", "apps3")
    tags = ("extract", "edit", "reasoning")
    budget = 60
    goal_params = ("eid", "fix")
    instructions = ('My weekly call with {name} in {city} is always at {hour}:00 {city} time, and my Calendar series '
                    '"{title}" has it at one fixed time of mine. With daylight saving (see {name}\'s texts), some of '
                    'the coming sessions, up to the last one on {until_text}, are at the wrong time for me. Move just '
                    'those sessions to the right time (same length) and leave the rest of the series as it is.',
                    'Daylight saving is messing with my "{title}" calls: {name} in {city} always calls at {hour}:00 '
                    'their time, but my weekly Calendar event stays at the same time of mine. Check {name}\'s texts '
                    'and fix each upcoming session (the series ends {until_text}) that is off, only that session, '
                    'keeping its length.',
                    'Go through the coming "{title}" sessions in my Calendar (they run until {until_text}). The call '
                    'with {name} is at {hour}:00 in {city}, whatever the clocks do; {name} texted me about their '
                    'clock change. Each session that is at the wrong time for me should be moved on its own to the '
                    'right time, same length; the others stay.')
    instructions_zh = ('我和{city}的{name}每周通话，时间固定在{city}当地{hour}点，我日历里的重复日程“{title}”按我这边的一个固定'
                       '时间记着。因为夏令时（看{name}的短信），接下来的几次（最后一次在{until_text}）里有的时间对我来说不对了。'
                       '只把这几次改到正确的时间（时长不变），重复日程的其他几次保持不变。',
                       '夏令时把我的“{title}”搞乱了：{city}的{name}总是在当地{hour}点打过来，可我日历里每周的日程一直在我这边的'
                       '同一时间。看看{name}的短信，把接下来时间不对的每一次（这个日程到{until_text}结束）单独改好，时长不变。',
                       '把我日历里接下来的“{title}”（一直到{until_text}）过一遍。和{name}的通话不管时钟怎么变，都在{city}当地'
                       '{hour}点；{name}发短信跟我说了他们那边调时钟的事。对我来说时间不对的那几次，逐个单独改到正确时间，时长'
                       '不变；其他的不动。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        loc = "zh-CN" if str(state["os"]["device"]["region"]) == "zh-CN" else "en"
        cid, here, change, *_ = DST[loc]
        city = world.city(cid)
        assert city is not None and state["os"]["datetime"]["time_zone"] == here
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        t, c = rng.choice([(t, c) for t, c in named_threads(state)
                           if c["name"] not in RELATIONS and names.count(c["name"]) == 1])
        wd = rng.randrange(0, 5)
        hour = rng.choice((15, 16, 17, 18) if loc == "en" else (10, 11, 12, 13))
        length = rng.choice((30, 45, 60))
        until = change + timedelta(days=rng.randint(14, 24))
        first = TODAY - timedelta(days=7 * rng.randint(3, 8))
        first += timedelta(days=(wd - first.weekday()) % 7)
        title = f"和{c['name']}通话" if loc != "en" else f"Call with {c['name']}"
        series_time = _local(until, hour, city["zone"], here)
        ev = event(next_id(state), title, first, series_time, hhmm(int(series_time[:2]) * 60 + int(series_time[3:])
                                                                   + length),
                   repeat={"freq": "weekly", "days": [DAYS[wd]], "until": until.isoformat(), "count": None,
                           "exdates": []})
        fix = []
        for d in rules.occurrences(ev["start_date"], ev["repeat"], TODAY + timedelta(days=1), until):
            right = _local(d, hour, city["zone"], here)
            if right != series_time:
                m = int(right[:2]) * 60 + int(right[3:])
                fix.append([d.isoformat(), right, hhmm(m + length)])
        assert fix and len(fix) < len(rules.occurrences(ev["start_date"], ev["repeat"], TODAY, until))
        mid = next_message_id(state)
        bodies = [DST[loc][3], DST[loc][4].format(hour=hour)]
        msgs = [{"id": mid + i, "body": b, "time": START_MS - (26 - 3 * i) * HOUR_MS, "incoming": True, "read": False,
                 "files": []} for i, b in enumerate(bodies)]
        return {"name": c["name"], "thread_id": t["id"], "city_id": cid, "city": city["name"], "hour": hour,
                "title": title, "eid": ev["id"], "event": ev, "until": until.isoformat(), "fix": fix, "msgs": msgs}

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        loc = normalize_locale(locale)
        out = {**p, "until_text": date_text(p["until"], loc)}
        if loc != "en":
            c = world.city(p["city_id"])
            assert c is not None
            out["city"] = c["name_zh"]
        return out

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"apps": {"calendar": {"events": [*events(state), p["event"]]}},
                               "os": {"providers": {f"sms[id={p['thread_id']}]": {
                                   "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}
        cities = state["apps"]["clock"]["cities"]
        if p["city_id"] not in cities:
            out["apps"]["clock"] = {"cities": [*cities, p["city_id"]]}
        return out

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        e = next((x for x in events(final) if x["id"] == p["eid"]), None)
        fixed = {d for d, _s, _e in p["fix"]}
        got = [d.isoformat() for d in rules.occurrences(e["start_date"], e["repeat"], TODAY, TODAY + timedelta(days=120))
               ] if e else []
        want = [d.isoformat() for d in rules.occurrences(p["event"]["start_date"], p["event"]["repeat"], TODAY,
                                                         TODAY + timedelta(days=120)) if d.isoformat() not in fixed]
        new = sorted([x["start_date"], x["start_time"], x["end_time"]] for x in new_events(init, final)
                     if x["title"] == p["title"] and x["repeat"]["freq"] == "none" and x["end_date"] == x["start_date"])
        n = len(new_events(init, final))
        return [Check("the series skips the wrong sessions and keeps the rest", got == want, len(want), len(got)),
                Check("each wrong session moved on its own to the right time", new == p["fix"] and n == len(new),
                      p["fix"], new)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        k = len(p["fix"])
        return [f"{EVENTS}[id={p['eid']}].repeat.exdates[+{k}]", f"{EVENTS}[+{k}]",
                f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the person": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "the event": sum(1 for e in events(init) if e["title"] == p["title"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app("Clock")
        obs = yield from tab(obs, "world")  # today's difference, until the change
        obs = yield from ui.open_app(APP)
        for day, start, _end in p["fix"]:
            while obs.screen != "month":
                obs = yield from ui.back()
            obs = yield from open_day(obs, day)
            obs = yield from ui.tap(obs, trigger="event.open", event_id=p["eid"], day=day)
            obs = yield from ui.tap(obs, trigger="detail.edit")
            obs = yield from set_time(obs, "start", start)
            obs = yield from ui.tap(obs, trigger="edit.scope")
            obs = yield from ui.tap(obs, trigger="savescope.pick", scope="this")
            obs = yield from ui.tap(obs, trigger="savescope.save")
