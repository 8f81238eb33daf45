"""Hard-by-construction Chirp templates across apps (declared hardness factors; L3 or L4 by them), second wave: a weekly
live stream announced by an account in another city's time, changed in the account's own reply under the
announcement (later start or another day), and copied by an account with the very same display name (another
handle) whose higher-liked post gives a different schedule; the alarm goes a set number of minutes before
the real stream, in the phone's time zone, on the day that is for me (the time difference can move it to the
day before or after)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.microblog.common import W, open_profile, zh

MINUTE_MS = 60_000
HOUR_MS = 3_600_000
WEEK = 7 * 1440
DAY_NAMES = (("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
             ("周一", "周二", "周三", "周四", "周五", "周六", "周日"))
ANNOUNCE = ("New stream schedule! I'm live every {day} at {time}, {city} time. Come hang out!",
            "直播时间表更新！以后每{day}{time}（{city}时间）开播，来玩呀！")
IMPOSTOR = ("Schedule update: my stream moves to {day}s at {time}, {city} time, starting this week!",
            "通知：从这周起我的直播改到每{day}{time}（{city}时间）！")
SHIFT = ("Small change: from this week I start {m} minutes later than that, same day.",
         "小调整：从这周起比上面说的晚{m}分钟开播，还是那天。")
MOVE = ("Small change: it's {day}s from this week, same time.", "小调整：从这周起改成每{day}，时间不变。")
LABEL = ("{name} live", "{name}直播")


def _twelve(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"



class StreamAlarmNamesake(TaskTemplate):
    id = "microblog.StreamAlarmNamesake"
    apps = ("microblog", "clock")
    objective = "hybrid"
    # a 16-step oracle, not played from screenshots yet: held at L3 until a playtest shows it needs 20+ steps
    hardness = ("temporal", "trap")
    tags = ("social", "reasoning", "create")
    budget = 60
    changes = ("apps.clock.alarms[+1]",)
    goal_params = ("time", "days", "label")
    instructions = ("I want to catch the weekly live stream of {name} (@{handle}) on Chirp. Set a repeating alarm "
                    'in Clock labelled "{label}" that rings {lead} minutes before the stream starts, in my phone\'s '
                    "time and on the day that is for me. Go by that account's own latest word on the schedule.",
                    'Find out on Chirp when @{handle} ({name}) streams each week, including any change they posted '
                    'themselves later, and add a weekly Clock alarm "{label}" {lead} minutes before it begins. '
                    "Convert to my phone's time zone (the weekday too, if it changes).",
                    "Set me a weekly alarm for {name}'s stream: check what @{handle} posted on Chirp about the "
                    'schedule (their own posts and replies only), then create a repeating alarm "{label}" in Clock '
                    "for {lead} minutes before the start, on my local time and local day.")
    instructions_zh = ("我想看啾啾上{name}（@{handle}）每周的直播。在时钟里设一个重复闹钟，标签“{label}”，在直播开始前{lead}分钟响，"
                       "时间按我手机的时区，星期也按我这边算。以这个账号自己最新的说法为准。",
                       "在啾啾上查一下@{handle}（{name}）每周什么时候直播，包括对方后来自己发的改动，然后在时钟里加一个每周"
                       "重复的闹钟“{label}”，在开播前{lead}分钟响。换算成我手机的时区（星期变了也要跟着变）。",
                       "帮我给{name}的直播设个每周闹钟：看看@{handle}在啾啾上关于直播时间发的内容（只看这个账号自己的帖子和"
                       "回复），然后在时钟里建一个重复闹钟“{label}”，在开播前{lead}分钟响，用我本地的时间和星期。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.clock.common import START_MS
        from bench.tasks.clock.deep import _now, _stable
        from mgym.apps.clock import world as clock_world
        from mgym.apps.clock.state import DAYS
        from mgym.os import tz

        k = 1 if zh(state) else 0
        w = W(state)
        now = _now(state)
        home = tz.home_zone(state["os"]["device"]["region"])
        cities = [c for c in clock_world.cities() if "'" not in c["name"] and _stable(c["zone"], now)]
        names = [a["name"] for a in w.accounts]
        handles = [a["handle"] for a in w.accounts]
        wall_now = 5 * 1440 + 9 * 60  # Saturday 09:00 on the phone
        while True:
            s = rng.choice(w.accounts)
            twins = [a for a in w.accounts if a["name"] == s["name"] and a["id"] != s["id"]]
            if not twins or handles.count(s["handle"]) != 1 or names.count(s["name"]) > 3:
                continue
            city = rng.choice(cities)
            diff = tz.offset_minutes(city["zone"], now) - tz.offset_minutes(home, now)
            if abs(diff) < 180:
                continue
            d1 = rng.randrange(7)
            t1 = rng.randrange(10 * 2, 22 * 2) * 30
            if rng.random() < 0.5:
                shift = rng.choice((15, 30, 45, 60))
                df, tf, fix = d1, t1 + shift, SHIFT[k].format(m=shift)
            else:
                df = rng.choice([d for d in range(7) if d != d1])
                tf, fix = t1, MOVE[k].format(day=DAY_NAMES[k][df])
            di = rng.choice([d for d in range(7) if d not in (d1, df)])
            ti = rng.choice([t for t in range(11 * 60, 22 * 60, 30) if t not in (t1, tf)])
            lead = rng.choice((10, 15, 20, 30))
            ring = (df * 1440 + tf - diff - lead) % WEEK
            if (ring - wall_now) % WEEK < 180 or (wall_now - ring) % WEEK < 30:
                continue  # it would ring during the episode, or just did
            break
        cname = city["name_zh"] if k else city["name"]
        fmt = _hhmm if k else _twelve
        posts = [{"id": "n1", "author": s["id"], "time": START_MS - 3 * 24 * HOUR_MS - rng.randint(0, 300) * MINUTE_MS,
                  "text": ANNOUNCE[k].format(day=DAY_NAMES[k][d1], time=fmt(t1), city=cname),
                  "likes": rng.randint(20, 80)},
                 {"id": "n2", "author": twins[0]["id"], "time": START_MS - 30 * HOUR_MS - rng.randint(0, 300) * MINUTE_MS,
                  "text": IMPOSTOR[k].format(day=DAY_NAMES[k][di], time=fmt(ti), city=cname),
                  "likes": rng.randint(150, 400)},
                 {"id": "n3", "author": s["id"], "time": START_MS - 20 * HOUR_MS - rng.randint(0, 300) * MINUTE_MS,
                  "text": fix, "reply_to": "n1", "likes": rng.randint(3, 15)}]
        return {"name": s["name"], "handle": s["handle"], "uid": s["id"], "label": LABEL[k].format(name=s["name"]),
                "lead": lead, "time": _hhmm(ring % 1440), "days": [DAYS[ring // 1440]], "posts": posts}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"microblog": {"incoming": p["posts"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the account": sum(1 for a in W(init).accounts if a["handle"] == p["handle"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.clock.common import alarm_checks, new_alarms

        return alarm_checks(new_alarms(init, final), p["time"], p["days"], p["label"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.clock.common import fill_alarm, tab

        obs = yield from ui.open_app("microblog")
        obs = yield from open_profile(obs, {"handle": p["handle"], "id": p["uid"]})
        obs = yield from ui.tap(obs, trigger="post.open", id="n1")  # the owner's reply under it
        obs = yield from ui.open_app("Clock")
        obs = yield from tab(obs, "alarms")
        obs = yield from ui.tap(obs, trigger="alarm.add")
        yield from fill_alarm(obs, p["time"], p["days"], p["label"])
