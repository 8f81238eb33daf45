"""Hard-by-construction Gallery templates across apps (declared hardness factors, L4), second wave: a friend
texts to meet at a shop on a day said relatively ("the day after tomorrow", "on Thursday") at a time; the
shop's opening hours are only in photos of its sign, and Gallery holds three photos of that sign taken at
different times with different hours. Going by the newest photo and the row of the right weekday: when the
shop is open for the whole hour, the meeting goes into Calendar; when it is not, a text says so and nothing
is added. Gallery is set to show the oldest pictures first, so the first sign photo met is the oldest one,
and each instance's time is one where a wrong reading gives the other answer: mostly the oldest photo, else
another outdated photo or the row of the day before or after (a relative day miscounted)."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.gallery import common as C

MINUTE_MS = 60_000
TODAY = date(2026, 3, 14)  # a Saturday
EV = ("Meet {first} at {shop}", "和{first}在{shop}见面")
NO = ("Sorry, {shop} isn't open then, let's pick another time.", "抱歉，那时候{shop}不开门，我们换个时间吧。")
ASK = ("Want to meet at {shop} {when} at {time}? I need to pick up a few things, it'll take an hour tops.",
       "{when}{time}在{shop}见个面？我要去买点东西，最多一小时。")
WHEN = ({1: "tomorrow", 2: "the day after tomorrow", 3: "on Tuesday", 4: "on Wednesday", 5: "on Thursday",
         6: "on Friday", 7: "a week from today"},
        {1: "明天", 2: "后天", 3: "下周二", 4: "下周三", 5: "下周四", 6: "下周五", 7: "下周六"})


def _signs(state: dict[str, Any]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(row, facts) of the opening-hours sign photos, newest first."""
    out = []
    for r in C.of_kind(C.pictures(state), "sign"):
        f = (C.facts(r) or {}).get("facts", {})
        if f.get("sign") == "hours":
            out.append((r, f))
    return out


def _minutes(text: str) -> int:
    h, m = text.strip().split(":")
    return int(h) * 60 + int(m)


def _open(hours: dict[str, str], day: date, start: int) -> bool:
    """Whether the sign's hours cover ``start`` to an hour later on ``day``."""
    keys = list(hours)  # weekdays, Saturday, Sunday (in the sign's own words)
    key = keys[0] if day.weekday() < 5 else keys[1] if day.weekday() == 5 else keys[2]
    span = hours[key].replace("—", "–").split("–")
    if len(span) != 2:  # "Closed"
        return False
    return _minutes(span[0]) <= start and start + 60 <= _minutes(span[1])


class SignHoursMeetup(TaskTemplate):
    id = "gallery.SignHoursMeetup"
    apps = ("gallery", "messages", "calendar")
    objective = "hybrid"
    hardness = ("image", "temporal", "trap", "branch", "apps3")
    tags = ("image", "reasoning", "social", "create")
    budget = 60
    goal_params = ("thread_id", "open", "date", "start")
    instructions = ("{name} texted me to meet at {shop}. Its opening hours are on the photos of its sign in my "
                    "Gallery (go by the newest photo). If it's open for the whole hour from the day and time they "
                    'suggested, add a Calendar event "{ev}" for that hour; if not, add nothing and text {name}: '
                    '"{no}"',
                    "Check {name}'s text about meeting at {shop}, then the most recent photo of the shop's "
                    "opening-hours sign in Gallery. Open for the full hour they proposed? Then put \"{ev}\" in my "
                    'Calendar for exactly that hour. Closed for any of it? Then reply "{no}" and leave the Calendar '
                    "alone.",
                    "{name} wants to meet at {shop} (see their text for when). Using the latest picture of its "
                    "opening hours in Gallery, decide whether the shop is open for that whole hour: if yes, create "
                    'the Calendar event "{ev}" from their time to an hour later on that day; if no, send {name} '
                    '"{no}" instead.')
    instructions_zh = ("{name}发短信约我在{shop}见面。{shop}的营业时间在我相册里它招牌的照片上（以最新的那张为准）。如果对方提的"
                       "那天那个时间起整整一小时都在营业，就在日历里加一个日程“{ev}”，占那一小时；否则什么都别加，给{name}回短信："
                       "“{no}”",
                       "看看{name}约我在{shop}见面的短信，再看相册里这家店营业时间招牌最新的那张照片。对方提的那一小时都在营业？"
                       "那就在日历里建“{ev}”，正好占那一小时。有任何一段不营业？那就回复“{no}”，日历别动。",
                       "{name}想在{shop}见面（时间看对方的短信）。根据相册里这家店营业时间最新的那张照片，判断那一整小时店是否"
                       "都开着：是的话，在日历里建日程“{ev}”，从对方说的时间到一小时后；不是的话，改为给{name}发“{no}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import START_MS, named_threads, next_message_id

        k = 1 if state["os"]["device"]["region"] == "zh-CN" else 0
        signs = _signs(state)
        shops = [f["name"] for _, f in signs]
        shop = max(set(shops), key=shops.count)  # the shop photographed most often
        mine = [(r, f) for r, f in signs if f["name"] == shop]
        current, old = mine[0], mine[1:]
        want_open = rng.random() < 0.5
        while True:
            ahead = rng.randint(1, 7)
            day = TODAY + timedelta(days=ahead)
            start = rng.randrange(7 * 2, 20 * 2) * 30
            ok = _open(current[1]["hours"], day, start)
            if ok != want_open:
                continue
            # a wrong reading gives the other answer: an older photo of the sign (the oldest, the first one met,
            # wherever the hours allow it), else the row of the day before or after on the newest one
            oldest = _open(old[-1][1]["hours"], day, start) != ok
            others = [_open(f["hours"], day, start) != ok for _, f in old]
            others += [_open(current[1]["hours"], day + timedelta(days=d), start) != ok for d in (-1, 1)]
            if oldest or (any(others) and rng.random() < 0.15):
                break
        t, c = rng.choice(named_threads(state))
        first = c["name"] if k else c["name"].split()[0]
        time = f"{start // 60:02d}:{start % 60:02d}"
        said = time if k else _twelve(start)
        mid = next_message_id(state)
        msgs = [{"id": mid, "body": ASK[k].format(shop=shop, when=WHEN[k][ahead], time=said),
                 "time": START_MS - rng.randint(20, 90) * MINUTE_MS, "incoming": True, "read": False}]
        end = start + 60
        return {"name": c["name"], "contact_id": c["id"], "thread_id": t["id"], "phone": c["phone"],
                "shop": shop, "open": ok, "date": day.isoformat(), "start": time,
                "end": f"{end // 60:02d}:{end % 60:02d}", "ev": EV[k].format(first=first, shop=shop),
                "no": NO[k].format(shop=shop), "pic": current[0]["id"], "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        return {**sms_patch({p["thread_id"]: {"messages": [*t["messages"], *p["msgs"]]}}),
                "apps": {"gallery": {"sort": "oldest"}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        newest = max(C.when(r) for r, f in _signs(init) if f["name"] == p["shop"])
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "the newest photo of the shop's sign": sum(1 for r, f in _signs(init) if f["name"] == p["shop"]
                                                           and C.when(r) == newest)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.calendar.common import event_checks, new_events
        from bench.tasks.messages.common import sent_check

        if not p["open"]:
            return [sent_check(init, final, p["phone"], p["no"], p["name"])]
        return event_checks(new_events(init, final), {"title": p["ev"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_date": p["date"],
                                                      "end_time": p["end"]})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        view = "apps.gallery.sort"  # showing the newest pictures first again is fair
        if not p["open"]:
            return [*send_changes(p["thread_id"]), view]
        return ["apps.calendar.events[+1]", f"os.providers.sms[id={p['thread_id']}].messages[*].read", view]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import fill_event
        from bench.tasks.messages.common import chat_with, send

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app(C.APP)
        obs = yield from ui.tap(obs, trigger="gallery.options")
        obs = yield from ui.tap(obs, trigger="options.sort", sort="newest")
        obs = yield from C.tap_cell(obs, p["pic"])
        if not p["open"]:
            obs = yield from ui.open_app("Messages")
            if obs.find(trigger="new.open"):
                obs = yield from chat_with(obs, p["name"], p["contact_id"])
            yield from send(obs, p["no"])
            return
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["ev"], p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")


def _twelve(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"
