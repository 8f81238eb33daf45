"""Calendar tasks across apps: an event from a text message, texting a contact an event's time, a
contact's birthday as a yearly event."""

from __future__ import annotations

import re
from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution
from bench.tasks.calendar.common import (
    APP,
    EVENTS,
    TODAY,
    CalendarTask,
    event,
    event_checks,
    fill_event,
    new_events,
    next_id,
    open_event,
    places,
    sample_slot,
    set_date,
    titles,
    twelve,
    with_event,
    zh,
)
from bench.tasks.contacts.common import launch_and_open
from bench.tasks.messages.common import (
    chat_with,
    contacts,
    named_threads,
    new_outgoing,
    next_message_id,
    next_thread_id,
    send,
    send_changes,
    thread_for,
)

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
START_MS = 1773478800000


class EventFromMessage(CalendarTask):
    id = "calendar.EventFromMessage"
    apps = ("calendar", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 45
    instructions = ('{name} texted me where and when to meet. Add it to my calendar as "{title}", one hour long, '
                    'with the place as the location.',
                    'Read my last text from {name} and create a one-hour event "{title}" at that time and place.',
                    'Please create a one-hour event "{title}" in my calendar for the time and place {name} '
                    "texted me, with that place as the location.")
    instructions_zh = ('{name}发短信说了见面的时间和地点。把它加到日历里，标题“{title}”，时长一小时，地点填见面地点。',
                       '看看{name}最近发来的短信，按上面的时间和地点建一个一小时的日程“{title}”。',
                       "请根据{name}短信里说的见面时间和地点，在日历里建一个“{title}”日程，时长一小时，地点"
                       "填那个见面地点。")
    changes = (f"{EVENTS}[+1]",)
    goal_params = ("date", "start", "location")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t, c = rng.choice(named_threads(state))
        day = TODAY + timedelta(days=rng.randint(2, 40))
        start, _ = sample_slot(rng)
        h, m = (int(x) for x in start.split(":"))
        end = f"{min(h + 1, 23):02d}:{m:02d}"
        place = rng.choice(places(state))
        if zh(state):
            body, title = f"{day.month}月{day.day}日 {start}在{place}见面吧，别迟到！", f"和{c['name']}见面"
        else:
            body = f"Let's meet at {place} on {MONTHS[day.month - 1]} {day.day} at {twelve(start)}. Don't be late!"
            title = f"Meet {c['name']}"
        msg = {"id": next_message_id(state), "body": body, "time": START_MS - rng.randint(3, 50) * 60_000,
               "incoming": True, "read": True}
        return {"thread_id": t["id"], "name": c["name"], "msg": msg, "title": title, "date": day.isoformat(),
                "start": start, "end": end, "location": place}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {"messages[]": p["msg"]}}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return event_checks(new_events(init, final), {"title": p["title"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_time": p["end"],
                                                      "location": p["location"]})

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        text = next(str(e.text) for e in reversed(obs.ui) if p["msg"]["body"][:12] in e.text)
        en = re.search(r"at (.+) on (\w+) (\d+) at (\d+):(\d\d) ([AP]M)", text)
        if en:
            place, month, day = en.group(1), MONTHS.index(en.group(2)) + 1, int(en.group(3))
            hour = int(en.group(4)) % 12 + (12 if en.group(6) == "PM" else 0)
            minute = int(en.group(5))
        else:
            cn = re.search(r"(\d+)月(\d+)日 (\d\d):(\d\d)在(.+)见面", text)
            assert cn is not None, text
            month, day, hour, minute, place = (int(cn.group(1)), int(cn.group(2)), int(cn.group(3)),
                                               int(cn.group(4)), cn.group(5))
        iso = date(2026 if (month, day) >= (3, 14) else 2027, month, day).isoformat()
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"], iso, f"{hour:02d}:{minute:02d}",
                                    f"{min(hour + 1, 23):02d}:{minute:02d}", place)
        yield from ui.tap(obs, trigger="edit.save")


class TextEventTime(CalendarTask):
    id = "calendar.TextEventTime"
    apps = ("calendar", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    split = "train"
    budget = 45
    instructions = ('Text {name} the start time of my event "{title}" (just the time, like 14:30).',
                    'I\'m inviting {name} to "{title}". Send them an SMS with the time it starts.',
                    'Send {name} an SMS saying what time "{title}" starts, just the time (e.g. 14:30).')
    instructions_zh = ('把我的日程“{title}”的开始时间发短信告诉{name}（只写时间，比如 14:30）。',
                       '我要邀请{name}参加“{title}”，发短信告诉对方几点开始。',
                       "给{name}发条短信，告诉对方我的日程“{title}”几点开始，只写时间（如 14:30）。")
    goal_params = ("start",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(sorted(contacts(state), key=lambda c: c["id"]))
        t = thread_for(state, c["phone"])
        start, end = sample_slot(rng)
        return {"name": c["name"], "contact_id": c["id"], "phone": c["phone"],
                "thread_id": t["id"] if t else next_thread_id(state), "id": next_id(state),
                "title": rng.choice(titles(state)), "date": (TODAY + timedelta(days=rng.randint(1, 30))).isoformat(),
                "start": start, "end": end, "location": rng.choice(places(state))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_event(state, event(p["id"], p["title"], date.fromisoformat(p["date"]), p["start"], p["end"],
                                       p["location"]))

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = new_outgoing(init, final, p["phone"])
        h, m = (int(x) for x in p["start"].split(":"))
        forms = {p["start"], f"{h}:{m:02d}", twelve(p["start"]).lower()}
        ok = len(sent) == 1 and any(re.search(rf"(?<!\d){re.escape(f)}", sent[0].lower()) for f in forms)
        return [Check(f"texted the start time {p['start']} to {p['name']}", ok, p["start"], sent)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["id"], p["title"])
        when = next(str(e.text) for e in obs.ui if " – " in e.text and ui.read_times(e.text.split(" – ")[0]))
        start = ui.read_times(when.split(" – ")[0])[-1]  # as HH:MM, whether the phone shows 24 or 12 hours
        obs = yield from ui.open_app("Messages")
        obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from send(obs, start)


def _birthday_contacts(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows = [c for c in state["os"]["providers"]["contacts"] if c.get("birthday")
            and not c["birthday"].endswith("02-29")]
    names = [c["name"] for c in state["os"]["providers"]["contacts"]]
    return sorted((c for c in rows if names.count(c["name"]) == 1), key=lambda c: c["id"])


class BirthdayEvent(CalendarTask):
    id = "calendar.BirthdayEvent"
    apps = ("calendar", "contacts")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "create")
    budget = 45
    instructions = ('Look up {name}\'s birthday in Contacts and add it to Calendar as an all-day event titled '
                    '"{title}" that repeats every year.',
                    'Never forget {name}\'s birthday again: put it in my calendar as a yearly all-day event "{title}".',
                    "Please add a yearly repeating all-day event called \"{title}\" to Calendar on {name}'s "
                    "birthday (it's in Contacts).")
    instructions_zh = ('在通讯录里查一下{name}的生日，在日历里添加一个每年重复的全天日程，标题为“{title}”。',
                       '别再忘了{name}的生日：在日历里加一个每年重复的全天日程“{title}”。',
                       "请在日历里为{name}的生日建一个全天日程，标题“{title}”，每年重复（生日见通讯录）。")
    changes = (f"{EVENTS}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(_birthday_contacts(state))
        title = f"{c['name']}生日" if zh(state) else f"{c['name']}'s birthday"
        return {"name": c["name"], "birthday": c["birthday"], "title": title}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        found = new_events(init, final)
        out = event_checks(found, {"title": p["title"], "all_day": True, "repeat.freq": "yearly"})
        e = found[0] if len(found) == 1 else None
        got = e["start_date"][5:] if e else None
        out.append(Check("on the birthday", got == p["birthday"][5:], p["birthday"][5:], got))
        return out

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        obs = yield from ui.scroll_to(obs, "Birthday")  # the row may lie below the fold (a larger display)
        texts = [str(e.text) for e in obs.ui]
        month = day = 0
        for t in texts:
            en = re.match(r"(\w+) (\d+), (\d{4})", t.strip())
            cn = re.match(r"(\d{4})年(\d+)月(\d+)日", t.strip())
            if en and en.group(1) in MONTHS:
                month, day = MONTHS.index(en.group(1)) + 1, int(en.group(2))
            elif cn:
                month, day = int(cn.group(2)), int(cn.group(3))
        assert month, texts
        iso = date(2026, month, day).isoformat()  # the first of the yearly events may be in the past
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"])
        obs = yield from ui.tap(obs, trigger="edit.allday")
        obs = yield from set_date(obs, "start", iso)
        obs = yield from ui.tap(obs, trigger="edit.repeat")
        obs = yield from ui.tap(obs, trigger="repeat.choose", freq="yearly")
        yield from ui.tap(obs, trigger="edit.save")
