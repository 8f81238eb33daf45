"""Hard-by-construction Messenger templates across apps (declared hardness factors; L3 after its playtest).

``GroupVoteDinner``: a Messenger group votes on the evening for a dinner, by weekday names, over a dozen
messages with small talk between; one member later switches their vote, which turns the result round
(counted before the switch, another day leads). The dinner goes into the Calendar on the date the
winning weekday falls on, at the time proposed and for as long as proposed."""

from __future__ import annotations

from datetime import timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import EVENTS, TODAY, event_checks, fill_event, new_events, twelve
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.messenger.common import START_MS, group_rows, launch, open_group, ov, read
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH

MINUTE_MS = 60_000
TITLE = {"en": "{group} dinner", "zh-CN": "{group}聚餐"}
LENGTHS = ((90, "an hour and a half", "一个半小时"), (120, "two hours", "两个小时"), (150, "two and a half hours",
                                                                                  "两个半小时"))



def _vote(rng: Random, zh: bool, day: str) -> str:
    if zh:
        return rng.choice((f"{day}可以", f"我选{day}", f"{day}！", f"投{day}一票", f"{day}我有空"))
    return rng.choice((f"{day} for me", f"I vote {day}", f"{day}!", f"{day} works best for me", f"Put me down for {day}"))


CHATTER = ("Can't wait 😋", "Is the place near the station?", "Who's bringing dessert?", "Finally!", "👍")
CHATTER_ZH = ("好期待😋", "那家店离地铁站近吗？", "谁带甜点？", "终于要聚了！", "👍")


class GroupVoteDinner(TaskTemplate):
    id = "messenger.GroupVoteDinner"
    apps = ("messenger", "calendar")
    objective = "hybrid"
    # played from screenshots (2026-11-29): solved first try in 19 steps (one chat, one event); L3
    hardness = ("aggregate", "trap")
    tags = ("extract", "reasoning", "create", "social")
    budget = 45
    goal_params = ("day", "start", "end", "title")
    instructions = ("My Messenger group \"{group}\" has been voting on which evening to have dinner. Count the votes "
                    "as they stand now and put the dinner in my Calendar as \"{title}\" on the date of the winning "
                    "day, at the time proposed, for as long as proposed.",
                    "Find the day that won the dinner vote in the \"{group}\" group on Messenger (count everyone's "
                    "final vote) and add an event \"{title}\" to my Calendar on that date, starting at the proposed time and "
                    "lasting as long as the organiser said.",
                    "Read the dinner poll in my \"{group}\" Messenger group, tally the latest votes, and create the "
                    "Calendar event \"{title}\" for the winning day's date, with the start time and length the "
                    "organiser proposed.")
    instructions_zh = ("我的聊天群“{group}”在投票决定哪天晚上聚餐。按目前的最终投票结果，把聚餐加到日历里，标题“{title}”，"
                       "日期为胜出的那天，时间和时长按发起人提的来。",
                       "找出“{group}”群里聚餐投票胜出的那天（按每个人最后的选择算），在日历里那天添加日程“{title}”，"
                       "开始时间和持续时长按发起人说的。",
                       "看一下“{group}”群里的聚餐投票，统计大家最新的选择，然后按胜出那天的日期新建日历日程“{title}”，"
                       "开始时间和时长以发起人的提议为准。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        names = [g["name"] for g in group_rows(state)]
        groups = [g for g in group_rows(state) if names.count(g["name"]) == 1 and len(g["members"]) >= 7
                  and not g["announcement"]]
        g = rng.choice(groups)
        members = [m for m in g["members"] if m != "me"]
        org, *voters = rng.sample(members, 6)
        offsets = sorted(rng.sample(range(2, 7), 3))  # the day after tomorrow .. six days on: unambiguous names
        days = [TODAY + timedelta(days=k) for k in offsets]
        wd = WEEKDAYS_ZH if zh else WEEKDAYS
        x, y, z = rng.sample(range(3), 3)  # leading before the switch, winning after it, the third day
        start = rng.choice((18 * 60, 18 * 60 + 30, 19 * 60, 19 * 60 + 30))
        length, len_en, len_zh = rng.choice(LENGTHS)
        when = twelve(_hhmm(start)) if not zh else _hhmm(start)
        listed = "、".join(wd[d.weekday()] for d in days) if zh else \
            f"{wd[days[0].weekday()]}, {wd[days[1].weekday()]} or {wd[days[2].weekday()]}"
        if zh:
            propose = f"好久没聚了！下周找个晚上吃饭吧，{when}开始，大概{len_zh}。{listed}，哪天方便？大家投个票。"
        else:
            propose = (f"Dinner next week? Let's start at {when} and plan on about {len_en}. Which evening suits you: "
                       f"{listed}? Vote below!")
        dx, dy, dz = (wd[days[i].weekday()] for i in (x, y, z))
        # before the switch x leads 3-2 (the switcher among its three), after it y wins 3-2
        switcher = voters[0]
        votes = [(switcher, dx), (voters[1], dy), (voters[2], dx), (voters[3], dz), (voters[4], dy)]
        rng.shuffle(votes)
        chatter = list(CHATTER_ZH if zh else CHATTER)
        rng.shuffle(chatter)
        msgs: list[tuple[str, str]] = [(org, propose)]
        for i, (who, day) in enumerate(votes):
            msgs.append((who, _vote(rng, zh, day)))
            if i in (1, 3):
                msgs.append((rng.choice(members), chatter.pop()))
        msgs.insert(rng.randint(3, len(msgs)), (org, f"我也投{dx}。" if zh else f"My vote: {dx}."))
        msgs.append((rng.choice([m for m in members if m != switcher]), chatter.pop()))
        msgs.append((switcher, f"抱歉，{dx}我临时有事，改投{dy}吧。" if zh else
                     f"Sorry, something came up on {dx}. Change my vote to {dy}, please."))
        msgs.append((org, "收到，我订位置前再确认一下。" if zh else "Noted, I'll confirm before I book a table."))
        winner = days[y]
        return {"group": g["name"], "cid": g["id"], "title": TITLE[loc].format(group=g["name"]),
                "day": winner.isoformat(), "start": _hhmm(start), "end": _hhmm(start + length),
                "decoy": days[x].isoformat(), "texts": [t for _, t in msgs], "senders": [s for s, _ in msgs]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        n = len(p["texts"])
        msgs = [{"id": f"h{900 + i}", "chat": p["cid"], "sender": s, "time": START_MS - (n - i) * 9 * MINUTE_MS,
                 "kind": "text", "text": t} for i, (s, t) in enumerate(zip(p["senders"], p["texts"], strict=True))]
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], *msgs], "chats": {p["cid"]: {}}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return event_checks(new_events(init, final), {"title": p["title"], "start_date": p["day"],
                                                      "start_time": p["start"], "end_date": p["day"],
                                                      "end_time": p["end"]})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{EVENTS}[+1]", *read(p["cid"])]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the group": sum(1 for g in group_rows(init) if g["name"] == p["group"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.open_app(CALENDAR)
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"], p["day"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")
