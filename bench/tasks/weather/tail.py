"""Weather templates across apps that are hard by construction (``hardness``, L4): an outdoor event this
coming week, checked against the forecast of the city it takes place in (only its Calendar entry says which);
if rain is likely it moves to the first later day that is both drier and free in Calendar (the first drier day
is taken), and the Messenger group is told either way. A same-named event a week later in another city, whose
forecast there would take the other branch, is what a careless search may open."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import EVENTS, event, events, next_id, open_day, open_event, set_date
from bench.tasks.messenger.common import (
    group_rows,
    launch,
    new_items,
    norm,
    open_group,
    read,
    send_text,
    sent,
)
from bench.tasks.weather.common import city as wcity
from bench.tasks.weather.common import names, open_city, safe_cities, with_city
from mgym.apps.calendar import rules
from mgym.apps.weather import forecast as F

TODAY = date(2026, 3, 14)  # Saturday
OUTDOOR = (("Picnic in the park", "Lakeside Park"), ("Beach volleyball", "North Beach"),
           ("Garden party", "Rose Garden"), ("Kite flying", "Hilltop Meadow"), ("Outdoor yoga", "Riverside Lawn"),
           ("Group bike ride", "Harbor Trail"), ("Barbecue", "Pine Grove"))
OUTDOOR_ZH = (("公园野餐", "湖滨公园"), ("沙滩排球", "北海滩"), ("花园聚会", "玫瑰园"), ("放风筝", "山顶草坪"),
              ("户外瑜伽", "滨江草地"), ("骑行活动", "海港绿道"), ("烧烤聚会", "松林营地"))
BUSY = ("Dentist", "Car service", "Parents' evening", "Team offsite", "Plumber visit")
BUSY_ZH = ("看牙医", "汽车保养", "家长会", "团队外出", "水管工上门")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
MOVED = {"en": "{title} moves to {date}", "zh-CN": "{title}改到{date}"}
STILL_ON = {"en": "{title} is still on", "zh-CN": "{title}照常进行"}


def _busy(rows: list[dict[str, Any]], day: date, skip: int) -> bool:
    return any(rules.occurrences(e["start_date"], e["repeat"], day, day) for e in rows if e["id"] != skip)


def _to_month(obs: Any) -> ui.Steps:
    """Back to Calendar's month view (from an event, a day, the search)."""
    for _ in range(5):
        if obs.find(trigger="month.day"):
            break
        obs = yield from ui.back()
    return obs


class RainCheckOutdoor(TaskTemplate):
    id = "weather.RainCheckOutdoor"
    apps = ("weather", "calendar", "messenger")
    objective = "hybrid"
    hardness = ("apps3", "branch", "temporal", "trap")
    tags = ("reasoning", "edit", "social", "explore")
    budget = 60
    goal_params = ("cid", "rain", "new", "text")
    instructions = ('My outdoor "{title}" is this coming {weekday}. Look up in Weather the forecast for the city it '
                    "takes place in (the Calendar entry has the place). If the chance of rain there that day is "
                    "{limit}% or more, move the event, same time, to the first later day whose chance of rain is below "
                    "{limit}% and on which I have nothing else in my Calendar, then post \"{moved}\" (with the new date "
                    'as YYYY-MM-DD) in my Messenger group "{group}". Otherwise leave the event alone and post '
                    '"{still}" in the group.',
                    'Rain check for "{title}" this coming {weekday}: find out from its Calendar entry which city it is '
                    "in and check that day's chance of rain there in Weather. At {limit}% or higher, reschedule it "
                    "(keeping the time) to the earliest following day that has under {limit}% chance of rain and no "
                    'other event in my Calendar, and tell the Messenger group "{group}": "{moved}", the date written '
                    'YYYY-MM-DD. Below {limit}%, change nothing and just write "{still}" in the group.',
                    'Is "{title}" (this coming {weekday}, outdoors) going to be rained out? Use the forecast in Weather '
                    "for the city in its Calendar entry. If that day's chance of rain is {limit}% or above, move it to "
                    "the next day after it with less than {limit}% chance of rain and nothing else in my Calendar, same "
                    'time, and send "{moved}" (new date as YYYY-MM-DD) to my Messenger group "{group}". If not, keep it '
                    'and send "{still}" to the group.')
    instructions_zh = ("我的户外活动“{title}”在{weekday}。请根据日历里这个日程的地点，在天气里查那个城市当天的预报。如果当天降水概率达到"
                       "{limit}%或以上，就把活动（时间不变）挪到之后第一个降水概率低于{limit}%、而且日历里没有别的安排的日子，"
                       "然后在聊天的群聊“{group}”里发“{moved}”（新日期写成 YYYY-MM-DD）。否则活动不动，在群里发“{still}”。",
                       "帮我看看{weekday}的户外活动“{title}”会不会被雨搅了：先从日历里看它在哪个城市，再到天气里查当天那里的降水概率。"
                       "达到{limit}%及以上，就把它改到之后最早一个降水概率低于{limit}%、日历里又没有其他日程的日子，时间不变，"
                       "并在聊天的群聊“{group}”里说“{moved}”，日期格式 YYYY-MM-DD；低于{limit}%就什么都别改，只在群里发“{still}”。",
                       "{weekday}的户外活动“{title}”要是下雨就得改期。按日历日程里的城市，在天气里查当天的降水概率：不低于{limit}%的话，"
                       "把它挪到之后第一个降水概率低于{limit}%且日历里没有别的事的日子（时间不变），再往聊天的群聊“{group}”里发"
                       "“{moved}”（新日期用 YYYY-MM-DD）；低于{limit}%就保持原样，在群里发“{still}”。")

    def localize(self, p: dict[str, Any], locale: str) -> dict[str, Any]:
        zh = locale.startswith("zh")
        loc = "zh-CN" if zh else "en"
        day = date.fromisoformat(p["date"])
        weekday = ("下" + WEEKDAYS_ZH[day.weekday()]) if zh else WEEKDAYS[day.weekday()]
        return {**p, "weekday": weekday, "moved": MOVED[loc].format(title=p["title"], date="YYYY-MM-DD"),
                "still": STILL_ON[loc].format(title=p["title"])}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        gnames = [g["name"] for g in group_rows(state)]
        groups = [g for g in group_rows(state) if gnames.count(g["name"]) == 1]
        cities = [c for c in safe_cities(state) if "'" not in c["name"]]
        taken = {e["title"] for e in events(state)}
        rain = rng.random() < 0.5
        for _ in range(5000):
            c, far = rng.sample(cities, 2)
            offset = rng.randint(2, 6)  # Monday to Friday of next week
            day = TODAY + timedelta(days=offset)
            limit = rng.choice((40, 50, 60))
            chance = F.day(wcity(c["id"]), day).chance
            if rain != (chance >= limit) or (not rain and chance < limit - 15):
                continue  # a dry day is a near miss: within 15 points under the limit
            if rain == (F.day(wcity(far["id"]), day + timedelta(days=7)).chance >= limit):
                continue  # the same-named event a week later, in another city, would take the other branch
            (title, park) = rng.choice([x for x in (OUTDOOR_ZH if zh else OUTDOOR) if x[0] not in taken])
            eid = next_id(state)
            start = rng.choice((10, 11, 14, 15, 16)) * 60
            added = [event(eid, title, day, f"{start // 60:02d}:00", f"{start // 60 + 2:02d}:00",
                           location=f"{park}, {names(c['id'])[loc]}"),
                     event(eid + 1, title, day + timedelta(days=7), f"{start // 60:02d}:00",
                           f"{start // 60 + 2:02d}:00", location=f"{park}, {names(far['id'])[loc]}")]
            new = None
            if rain:
                rows = [*events(state), *added]
                dry = [day + timedelta(days=k) for k in range(1, 12)
                       if F.day(wcity(c["id"]), day + timedelta(days=k)).chance < limit]
                if len(dry) < 2 or (dry[0] - TODAY).days > 12:
                    continue
                if not _busy(rows, dry[0], eid):  # the first drier day is taken
                    who = rng.choice(BUSY_ZH if zh else BUSY)
                    h = rng.choice((9, 12, 18))
                    added.append(event(eid + 2, who, dry[0], f"{h:02d}:00", f"{h + 1:02d}:00"))
                    rows.append(added[-1])
                free = [d for d in dry if not _busy(rows, d, eid)]
                if not free or (free[0] - TODAY).days > 13:
                    continue
                new = free[0].isoformat()
            g = rng.choice(groups)
            text = (MOVED[loc].format(title=title, date=new) if rain else STILL_ON[loc].format(title=title))
            return {"title": title, "id": eid, "date": day.isoformat(), "city": c["id"], "limit": limit,
                    "rain": rain, "new": new, "added": added, "group": g["name"], "cid": g["id"], "text": text,
                    "saved": with_city(rng, state, c["id"])}
        raise ValueError("no outdoor event to check on this phone")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["added"]]},
                         "weather": {"cities": p["saved"]}, "messenger": {"chats": {p["cid"]: {}}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        week = [e for e in events(init) if e["title"] == p["title"]
                and rules.occurrences(e["start_date"], e["repeat"], TODAY, TODAY + timedelta(days=6))]
        return {"the event this coming weekday": len(week),
                "the group": sum(1 for g in group_rows(init) if g["name"] == p["group"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        path = f"{EVENTS}[id={p['id']}]"
        return [*([f"{path}.start_date", f"{path}.end_date"] if p["rain"] else []), sent(p["cid"]), *read(p["cid"])]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m["text"] for m in new_items(init, final, "messages") if m["chat"] == p["cid"] and m["sender"] == "me"]
        out = [Check("told the group", len(got) == 1 and norm(got[0]) == norm(p["text"]), [p["text"]], got)]
        if p["rain"]:
            e = next((e for e in events(final) if e["id"] == p["id"]), {})
            was = next(e for e in p["added"] if e["id"] == p["id"])
            want = (p["new"], was["start_time"], p["new"], was["end_time"])
            have = (e.get("start_date"), e.get("start_time"), e.get("end_date"), e.get("end_time"))
            out.append(Check("moved to the first drier free day", have == want, want, have))
        return out

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["id"], p["title"])  # where it takes place
        obs = yield from ui.open_app("Weather")
        obs = yield from open_city(obs, p["city"])
        obs = yield from ui.open_app("Calendar")
        if p["rain"]:
            obs = yield from _to_month(obs)
            obs = yield from open_day(obs, p["date"])
            day, new = date.fromisoformat(p["date"]), date.fromisoformat(p["new"])
            for _ in range((new - day).days):  # the days after it, up to the first drier free one
                obs = yield from ui.tap(obs, trigger="day.step", by=1)
            obs = yield from _to_month(obs)
            obs = yield from open_event(p["id"], p["title"])
            obs = yield from ui.tap(obs, trigger="detail.edit")
            obs = yield from set_date(obs, "start", p["new"])
            obs = yield from ui.tap(obs, trigger="edit.save")
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        yield from send_text(obs, p["text"])

