"""Hard-by-construction Messenger templates across apps (declared hardness factors, L4), second wave.

``NextWeekSessions``: the organiser of a Messenger group posts next week's three sessions by
weekday ("Tuesday and Thursday at 7 PM, Saturday at 8 AM", each as long as said), then, among the group's
small talk, calls one of them off and moves another (to another day, or to another time); a session of the
week after is mentioned too. Each session of next week that is still on goes into the Calendar at its
final day and time: reading only the first post adds three events, one of them cancelled and one wrong."""

from __future__ import annotations

from datetime import timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import EVENTS, TODAY, fill_event, new_events, twelve
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.messenger.common import START_MS, group_rows, launch, open_group, ov, read
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH

MINUTE_MS = 60_000
TITLE = {"en": "{group} session", "zh-CN": "{group}活动"}
LENGTHS = ((60, "an hour", "一个小时"), (90, "an hour and a half", "一个半小时"))
CHATTER = ("Can't wait!", "Do we need to bring anything?", "My legs still hurt from last week 😅", "👍",
           "Who's up for coffee after?")
CHATTER_ZH = ("期待！", "需要带什么东西吗？", "上周练完腿还疼😅", "👍", "练完一起喝咖啡？")



class NextWeekSessions(TaskTemplate):
    id = "messenger.NextWeekSessions"
    apps = ("messenger", "calendar")
    objective = "hybrid"
    hardness = ("temporal", "trap", "steps")
    tags = ("extract", "reasoning", "create", "social")
    budget = 60
    goal_params = ("title", "final")
    instructions = ('The organiser of my Messenger group "{group}" posted next week\'s sessions, and some changed after. '
                    'Add every session of next week that is still on to my Calendar as "{title}", at its final day and '
                    'time and as long as the organiser said.',
                    'Go through the "{group}" group chat on Messenger and work out which of next week\'s sessions are '
                    'still happening, and when. Put each one in my Calendar, titled "{title}", with the length the '
                    'organiser gave.',
                    'I want next week\'s "{group}" sessions in my Calendar. Read the group chat on Messenger (plans '
                    'changed after the first post), then create an event "{title}" for each session still on, on its '
                    'final date and time, lasting as long as announced.')
    instructions_zh = ('我的聊天群“{group}”里，发起人发了下周的活动安排，后来又有变动。把下周仍然照常的每一次都加到我的日历里，'
                       '标题“{title}”，日期和时间按最终的来，时长按发起人说的。',
                       '看一下“{group}”群的聊天记录，弄清楚下周哪几次活动还照常、分别在什么时候。每一次都在日历里建一个日程，'
                       '标题“{title}”，时长按发起人给的。',
                       '我想把下周“{group}”的活动都放进日历。读一下群聊（第一条安排发出后计划有变），然后为每一次仍然照常的活动'
                       '建日程“{title}”，日期时间以最终为准，时长按通知的来。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        names = [g["name"] for g in group_rows(state)]
        groups = [g for g in group_rows(state) if names.count(g["name"]) == 1 and len(g["members"]) >= 7
                  and not g["announcement"]]
        g = rng.choice(groups)
        members = [m for m in g["members"] if m != "me"]
        org = rng.choice(members)
        monday = TODAY + timedelta(days=7 - TODAY.weekday())  # next week's
        wd = WEEKDAYS_ZH if zh else WEEKDAYS
        a, b = sorted(rng.sample(range(0, 5), 2))
        if b - a < 2:
            b = min(a + 2, 4)
            a = b - 2
        weekend = rng.choice((5, 6))
        evening = rng.choice((18 * 60 + 30, 19 * 60, 19 * 60 + 30))
        morning = rng.choice((8 * 60, 8 * 60 + 30, 9 * 60))
        length, len_en, len_zh = rng.choice(LENGTHS)
        sessions = [(a, evening), (b, evening), (weekend, morning)]
        cancel, change = rng.sample(range(3), 2)
        d0, t0 = sessions[change]
        if d0 >= 5:
            new = (11 - d0, t0)  # Saturday <-> Sunday
        elif rng.random() < 0.5:
            new = (d0, t0 + rng.choice((30, 60)))
        else:
            new = (next(x for x in (d0 + 1, d0 - 1) if 0 <= x <= 4 and x not in (a, b)), t0)
        final = sorted([s for i, s in enumerate(sessions) if i not in (cancel, change)] + [new])

        def when(d: int, t: int) -> str:
            return f"{wd[d]}{_hhmm(t)}" if zh else f"{wd[d]} at {twelve(_hhmm(t))}"

        listed = "、".join(when(d, t) for d, t in sessions) if zh else \
            f"{when(*sessions[0])}, {when(*sessions[1])} and {when(*sessions[2])}"
        cd, ct = sessions[cancel]
        nd, nt = new
        if zh:
            post = f"下周安排：{listed}，每次{len_zh}。老地方见！"
            off = f"通知：下周{wd[cd]}那次取消，场地被占了。"
            if nd == d0:
                moved = f"下周{wd[d0]}改到{_hhmm(nt)}开始，其他不变。"
            else:
                moved = f"下周{wd[d0]}那次挪到{wd[nd]}，时间不变。"
            later = f"再下周的{wd[a]}照常，到时候再说。"
        else:
            post = (f"Next week's sessions: {listed}. Each one is {len_en}. Same place as always!")
            off = f"Heads up: next week's {wd[cd]} session is cancelled, the venue is booked."
            if nd == d0:
                moved = f"Next {wd[d0]} we start at {twelve(_hhmm(nt))} instead. Everything else stays."
            else:
                moved = f"Next week's {wd[d0]} session moves to {wd[nd]}, same time."
            later = f"The {wd[a]} after that is on as usual, more on that later."
        chatter = list(CHATTER_ZH if zh else CHATTER)
        rng.shuffle(chatter)
        others = [m for m in members if m != org]
        msgs: list[tuple[str, str]] = [(org, post), (rng.choice(others), chatter.pop()), (rng.choice(others),
                                                                                        chatter.pop())]
        changes = [(org, off), (org, moved)]
        rng.shuffle(changes)
        msgs += [changes[0], (rng.choice(others), chatter.pop()), changes[1], (org, later),
                 (rng.choice(others), chatter.pop())]
        title = TITLE[loc].format(group=g["name"])
        days = [{"day": (monday + timedelta(days=d)).isoformat(), "start": _hhmm(t), "end": _hhmm(t + length)}
                for d, t in final]
        return {"group": g["name"], "cid": g["id"], "title": title, "final": days,
                "texts": [t for _, t in msgs], "senders": [s for s, _ in msgs]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        n = len(p["texts"])
        msgs = [{"id": f"h{940 + i}", "chat": p["cid"], "sender": s, "time": START_MS - (n - i) * 23 * MINUTE_MS,
                 "kind": "text", "text": t} for i, (s, t) in enumerate(zip(p["senders"], p["texts"], strict=True))]
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], *msgs], "chats": {p["cid"]: {}}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_events(init, final)
        got = sorted((e["start_date"], e["start_time"], e["end_date"], e["end_time"]) for e in new
                     if str(e["title"]).strip().casefold() == p["title"].casefold())
        want = sorted((s["day"], s["start"], s["day"], s["end"]) for s in p["final"])
        return [Check("one new event per session still on", len(new) == len(want), len(want), len(new)),
                Check("the sessions at their final days and times", got == want, want, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{EVENTS}[+{len(p['final'])}]", *read(p["cid"])]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the group": sum(1 for g in group_rows(init) if g["name"] == p["group"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.open_app(CALENDAR)
        for s in p["final"]:
            obs = yield from ui.tap(obs, trigger="event.add")
            obs = yield from fill_event(obs, p["title"], s["day"], s["start"], s["end"])
            obs = yield from ui.tap(obs, trigger="edit.save")
