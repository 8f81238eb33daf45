"""Hard-by-construction Notes templates across apps (declared hardness factors; L3 or L4 by them), second wave: the flight in
a trip note, moved by the airline as a travel companion texts later ("two hours earlier", "the next day at
6:40 AM"), and a Calendar event to leave for the airport some hours before the new departure (which can fall
on the evening before). A draft note whose title is the trip note's plus "(draft)", edited more recently and
so listed first, holds another flight on another day."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.notes.common import START_MS, notes, open_note, to_notes, zh

MINUTE_MS = 60_000
DAY_MS = 86_400_000
CITIES = (("Lisbon", "Vienna", "Prague", "Dublin", "Oslo", "Athens"), ("成都", "西安", "昆明", "厦门", "青岛", "大连"))
TITLE = ("{city} trip", "{city}之行")
DRAFT = ("{city} trip (draft)", "{city}之行（草稿）")
BODY = ("Flight {code} to {city}\nDeparts {day} at {time}\nHotel check-in from 3 PM\nPack: adapter, sunscreen",
        "航班 {code} 飞往{city}\n{day} {time} 起飞\n酒店下午3点后可入住\n要带：充电宝、防晒霜")
DRAFT_BODY = ("Options I looked at:\nFlight {code} to {city}\nDeparts {day} at {time}\n(cheaper, but a long layover)",
              "看过的选项：\n航班 {code} 飞往{city}\n{day} {time} 起飞\n（便宜些，但转机很久）")
EV = ("Leave for the airport", "出发去机场")
EARLIER = ("The airline just moved our flight {code}: it now leaves {n} hours earlier than planned!",
           "航空公司刚把我们的航班 {code} 改了：比原计划提前{n}小时起飞！")
LATER = ("The airline just moved our flight {code}: it now leaves {n} hours later than planned.",
         "航空公司刚把我们的航班 {code} 改了：比原计划推迟{n}小时起飞。")
NEXT_DAY = ("The airline just moved our flight {code} to the next day, departing at {time}. Ugh.",
            "航空公司把我们的航班 {code} 改到了第二天，{time} 起飞。唉。")
HOURS = ("", "one", "two", "three")
AIRLINES = (("TP", "OS", "LH", "EI", "SK", "A3"), ("CA", "MU", "CZ", "HU", "3U", "MF"))
HOURS_ZH = ("", "一", "两", "三")


def _twelve(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"



def _day(d: date, k: int) -> str:
    return f"{d.month}月{d.day}日" if k else f"{d:%B} {d.day}"


class FlightMovedLeaveEvent(TaskTemplate):
    id = "notes.FlightMovedLeaveEvent"
    apps = ("notes", "messages", "calendar")
    objective = "hybrid"
    # a 19-step oracle, not played from screenshots yet: held at L3 until a playtest shows it needs 20+ steps
    hardness = ("trap", "apps3")
    tags = ("extract", "reasoning", "create")
    budget = 60
    goal_params = ("date", "start", "end")
    changes = ("apps.calendar.events[+1]", "os.providers.sms[id={thread_id}].messages[*].read")
    instructions = ('My flight is in the note "{title}" in Notes, and {name}, who is flying with me, texted me about '
                    'it since. Add a Calendar event "{ev}" that starts {lead} hours before the flight actually '
                    "departs now and lasts one hour.",
                    'Check the flight in my Notes note "{title}" and any change {name} texted me about it. Then put '
                    '"{ev}" in my Calendar: one hour long, starting {lead} hours before the current departure time '
                    "(mind the date if that goes back past midnight).",
                    'When do I have to leave for the airport? Take the flight from my note "{title}", apply what '
                    '{name} texted me about it, and create a one-hour Calendar event "{ev}" beginning {lead} hours '
                    "before departure.")
    instructions_zh = ("我的航班记在笔记“{title}”里，和我同行的{name}后来发短信说了航班的事。在日历里加一个日程“{ev}”，在航班现在"
                       "实际起飞前{lead}小时开始，持续一小时。",
                       "看看笔记“{title}”里的航班，以及{name}发短信说的变动。然后在日历里加“{ev}”：时长一小时，从现在的起飞"
                       "时间往前推{lead}小时开始（如果推到了前一天，日期也要跟着变）。",
                       "我该什么时候出发去机场？用笔记“{title}”里的航班，按{name}短信里说的改动调整，在日历里建一个一小时的日程"
                       "“{ev}”，在起飞前{lead}小时开始。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads, next_message_id

        k = 1 if zh(state) else 0
        titles = {n["title"] for n in notes(state)}
        city = rng.choice([c for c in CITIES[k] if TITLE[k].format(city=c) not in titles])
        code = f"{rng.choice(AIRLINES[k])} {rng.randint(100, 999)}"
        code2 = f"{code.split()[0]} {rng.randint(100, 999)}"
        lead = rng.choice((2, 3))
        while True:
            day = date(2026, 3, 14) + timedelta(days=rng.randint(5, 40))
            dep = rng.randrange(7 * 12, 21 * 12) * 5
            kind = rng.choice(("earlier", "later", "next"))
            if kind == "earlier":
                n = rng.randint(1, 3)
                new_day, new = day, dep - 60 * n
                text = EARLIER[k].format(code=code, n=HOURS_ZH[n] if k else HOURS[n])
            elif kind == "later":
                n = rng.randint(1, 3)
                new_day, new = day, dep + 60 * n
                text = LATER[k].format(code=code, n=HOURS_ZH[n] if k else HOURS[n])
            else:
                new_day, new = day + timedelta(days=1), rng.randrange(1 * 12, 10 * 12) * 5
                text = NEXT_DAY[k].format(code=code, time=_hhmm(new) if k else _twelve(new))
            if not 60 <= new < 23 * 60:
                continue
            start = new - 60 * lead
            ev_day = new_day if start >= 0 else new_day - timedelta(days=1)
            start %= 1440
            if start > 22 * 60 + 55:
                continue  # the hour would run past midnight
            break
        other = day + timedelta(days=rng.choice((-3, -2, -1, 1, 2)))
        dep2 = rng.randrange(7 * 12, 21 * 12) * 5
        nid = max((x["id"] for x in notes(state)), default=0) + 1
        fmt = _hhmm if k else _twelve
        cur = {"id": nid, "title": TITLE[k].format(city=city),
               "body": BODY[k].format(code=code, city=city, day=_day(day, k), time=fmt(dep)),
               "edited": START_MS - rng.randint(8, 15) * DAY_MS}
        draft = {"id": nid + 1, "title": DRAFT[k].format(city=city),
                 "body": DRAFT_BODY[k].format(code=code2, city=city, day=_day(other, k), time=fmt(dep2)),
                 "edited": START_MS - rng.randint(1, 3) * DAY_MS}
        rows: list[dict[str, Any]] = [{**n, "checklist": False, "items": [], "folder": 4, "pinned": False, "private": False,
                 "deleted_at": None} for n in (cur, draft)]
        t, c = rng.choice(named_threads(state))
        mid = next_message_id(state)
        msgs = [{"id": mid, "body": text, "time": START_MS - rng.randint(30, 600) * MINUTE_MS, "incoming": True,
                 "read": False}]
        return {"name": c["name"], "thread_id": t["id"], "title": cur["title"], "note_id": nid, "lead": lead,
                "ev": EV[k], "date": ev_day.isoformat(), "start": _hhmm(start), "end": _hhmm(start + 60),
                "notes": rows, "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        return {**sms_patch({p["thread_id"]: {"messages": [*t["messages"], *p["msgs"]]}}),
                "apps": {"notes": {"notes": [*notes(state), *p["notes"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "the note": sum(1 for n in notes(init) if n["title"] == p["title"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.calendar.common import event_checks, new_events

        return event_checks(new_events(init, final), {"title": p["ev"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_date": p["date"],
                                                      "end_time": p["end"]})

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import fill_event

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from to_notes(obs)
        obs = yield from open_note(obs, p["note_id"])
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["ev"], p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")
