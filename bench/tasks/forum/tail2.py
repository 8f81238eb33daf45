"""Hard-by-construction Forum templates across apps (declared hardness factors; L3 or L4 by them), second wave: a meetup
post whose time the organiser moved in a later comment, said relative to the post ("pushed back a week",
"two hours later"), put into Calendar. The post's text never shows the update; a user whose name differs from
the organiser's by one character announces another move in a later, much higher-voted comment that shows
first (so neither the top comment nor the newest one is the organiser's); only the author's name (and the
small OP mark beside it) tells the two apart, among the post's other comments."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.forum.common import W, open_post, pick_post, zh

EV = ("Forum meetup", "论坛聚会")
FILLER = (("Count me in!", "Is there parking nearby?", "Can I bring a friend?", "First time going, any tips?",
           "Last one was great, see you there.", "Will there be food?"),
          ("算我一个！", "附近好停车吗？", "可以带朋友来吗？", "第一次去，有什么要注意的吗？", "上次办得很好，到时见。",
           "现场有吃的吗？"))
#: the organiser's update: the day moved (0, 1 or 7 days later) and the start moved by some hours
DAY_WORDS = ({0: "", 1: "moved to the day after", 7: "pushed back one week"},
             {0: "", 1: "改到原定日期的第二天", 7: "整体推迟一周"})
HOUR_WORDS = ({0: "same start time", 1: "starting one hour later", 2: "starting two hours later",
               -1: "starting one hour earlier"},
              {0: "开始时间不变", 1: "开始时间推迟一小时", 2: "开始时间推迟两小时", -1: "开始时间提前一小时"})
UPDATE = ("Small change of plans: {what}. Sorry for the shuffle!", "计划有点变化：{what}。抱歉折腾大家！")
SAME_DAY = ("same day, {h}", "日期不变，{h}")
DECOY = ("Change of plans, everyone: it's been moved to {d} at {t}.", "计划有变：已经改到{d} {t}了。")


def _decoy_name(name: str, rng: Random, taken: set[str]) -> str:
    """A name one character off ``name`` (a digit changed, dropped or added), no one's real name."""
    while True:
        i = rng.randrange(len(name))
        how = rng.choice(("swap", "drop", "add"))
        if how == "swap" and name[i].isdigit():
            out = name[:i] + str((int(name[i]) + rng.randint(1, 9)) % 10) + name[i + 1:]
        elif how == "drop" and len(name) > 4 and name[i].isdigit():
            out = name[:i] + name[i + 1:]
        elif how == "add":
            out = name + str(rng.randint(0, 9)) if name[-1].isdigit() else name + "_"
        else:
            continue
        if out != name and out not in taken:
            return out


class OrganiserMovedMeetup(TaskTemplate):
    id = "forum.OrganiserMovedMeetup"
    apps = ("forum", "calendar")
    objective = "hybrid"
    # played from screenshots (2026-11-29): the OP badge gives the organiser away, about 19 steps; L3
    hardness = ("trap", "explore")
    tags = ("extract", "reasoning", "create")
    budget = 45
    goal_params = ("date", "start", "end")
    changes = ("apps.calendar.events[+1]",)
    instructions = ('I\'m going to the meetup in the Forum post "{title}" on f/{comm}. Add it to my Calendar as "{ev}" '
                    "for 2 hours, at the date and time the organiser finally set: the person who posted it may have "
                    "changed the plan in the comments, and only their word counts.",
                    'Put the meetup from the Forum post "{title}" (f/{comm}) into Calendar as a 2-hour event "{ev}". '
                    "Check the comments first: if whoever wrote the post announced a change there, use the new date "
                    "and time; what other people say doesn't count.",
                    'Create the Calendar event "{ev}", 2 hours long, for the meetup announced in "{title}" on Forum '
                    "(f/{comm}), at its final date and start time: read the post and any update its own author "
                    "left in the comments, ignoring everyone else.")
    instructions_zh = ("我要去论坛 f/{comm} 帖子“{title}”里的聚会。把它加进日历，标题“{ev}”，时长2小时，日期和时间按组织者最终"
                       "定下的：发帖人可能在评论里改过安排，只认发帖人本人说的。",
                       "把论坛帖子“{title}”（f/{comm}）里的聚会加进日历，建一个2小时的日程“{ev}”。先看看评论：如果发帖的人在评论"
                       "里宣布了改动，就用新的日期和时间；别人说的不算。",
                       "在日历里建日程“{ev}”，时长2小时，对应论坛 f/{comm} 上“{title}”这个帖子宣布的聚会，用最终的日期和开始"
                       "时间：看帖子正文和发帖人自己在评论里留的更新，其他人的评论一律不管。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.calendar.common import twelve

        k = 1 if zh(state) else 0
        w = W(state)
        titles = [p["title"] for p in w.posts]
        while True:
            p = pick_post(rng, state, lambda p: "event" in p and titles.count(p["title"]) == 1)
            days = rng.choice((0, 1, 7))
            hours = rng.choice((-1, 1, 2) if days == 0 else (-1, 0, 1, 2))
            hour = int(p["event"]["hour"]) + hours
            if 8 <= hour <= 20:
                break
        day = date.fromisoformat(p["event"]["date"]) + timedelta(days=days)
        # the decoy: another day and hour, neither the post's nor the update's
        dd = rng.choice([x for x in (2, 3, 5, 6) if x != days])
        dh = rng.choice([x for x in (8, 9, 11, 13, 16, 17, 19) if x not in (hour, int(p["event"]["hour"]))])
        dday = date.fromisoformat(p["event"]["date"]) + timedelta(days=dd)
        names = {u["name"] for u in w.users}
        decoy = _decoy_name(p["author"], rng, names)
        what = (HOUR_WORDS[k][hours] if days == 0 else
                "，".join((DAY_WORDS[k][days], HOUR_WORDS[k][hours])) if k else
                f"{DAY_WORDS[k][days]}, {HOUR_WORDS[k][hours]}")
        if days == 0:
            what = SAME_DAY[k].format(h=what)
        dtime = f"{dh:02d}:00"
        dtext = (f"{dday.month}月{dday.day}日" if k else f"{dday:%B} {dday.day}", dtime if k else twelve(dtime))
        from bench.tasks.forum.common import START_MS

        span = (START_MS - int(p["time"])) // 8
        others = [u for u in rng.sample(sorted(names - {p["author"], decoy}), 4)]
        fill = rng.sample(FILLER[k], 4)
        rows: list[dict[str, Any]] = []
        # filler, the organiser's update, more filler, then the decoy (voted up, so it shows first), filler
        order = [("f", 0), ("f", 1), ("u", 0), ("f", 2), ("d", 0), ("f", 3)]
        for i, (kind, j) in enumerate(order):
            t = int(p["time"]) + (i + 1) * span + rng.randint(0, span // 2)
            if kind == "f":
                rows.append({"author": others[j], "text": fill[j], "score": rng.randint(1, 9), "time": t})
            elif kind == "d":
                rows.append({"author": decoy, "text": DECOY[k].format(d=dtext[0], t=dtext[1]),
                             "score": rng.randint(40, 90), "time": t})
            else:
                rows.append({"author": p["author"], "text": UPDATE[k].format(what=what),
                             "score": rng.randint(2, 12), "time": t})
        comments = [{"id": f"{p['id']}_n{i + 1}", "post": p["id"], "parent": "", **r} for i, r in enumerate(rows)]
        c = w.community(p["c"])
        assert c is not None
        return {"pid": p["id"], "title": p["title"], "comm": c["name"], "ev": EV[k], "author": p["author"],
                "decoy": decoy, "date": day.isoformat(), "start": f"{hour:02d}:00", "end": f"{hour + 2:02d}:00",
                "comments": comments, "update": comments[2]["text"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"forum": {"incoming_comments": p["comments"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = W(init)
        return {"the post": sum(1 for x in w.posts if x["title"] == p["title"]
                                and (w.community(x["c"]) or {}).get("name") == p["comm"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.calendar.common import event_checks, new_events

        return event_checks(new_events(init, final), {"title": p["ev"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_date": p["date"],
                                                      "end_time": p["end"]})

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import fill_event

        obs = yield from ui.open_app("forum")
        obs = yield from open_post(obs, p["pid"], p["title"])
        obs = yield from ui.scroll_to(obs, p["update"])
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["ev"], p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")

