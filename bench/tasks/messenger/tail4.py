"""Hard-by-construction Messenger templates across apps (declared hardness factors, L4), fourth wave.

``CallsInTheirTimeZone``: a friend who is abroad this month sets up three video calls in our Messenger
chat, each at a weekday and time of *their* city, after turning down a time I had proposed in mine (their
reply says what that would be for them); later they move one of the calls (to another day, or later that
day). Each call goes into my Calendar at my own time, an hour long. The offsets are this week's: the US
has moved its clocks forward already and Europe has not (and Sydney is still on summer time), so the
usual difference is an hour off; a call late in one city lands on the next day in the other.

``WhoHostsThatThursday``: a group takes turns hosting a Thursday meetup. The schedule is posted by date, then,
among 40+ messages of small talk (the first of them behind "Load earlier messages"), two hosts swap turns,
someone asks for a swap and calls it off, and a host hands a turn to someone not on the schedule. Who hosts
on a Thursday named relative to today goes on the AnswerSheet: the posted schedule, or it with only one of the
changes applied, names someone else."""

from __future__ import annotations

from datetime import datetime, timedelta
from random import Random
from typing import Any
from zoneinfo import ZoneInfo

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import EVENTS, fill_event, new_events, twelve
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.messenger.common import START_MS, direct_rows, group_rows, launch, open_group, ov, read
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.messenger import model
from mgym.apps.messenger.views_chat import PAGE

MINUTE_MS = 60_000
DAY_MS = 24 * 60 * MINUTE_MS
#: (city as the instruction and the friend write it, its time zone), per phone region
CITIES = {"en": (("London", "Europe/London"), ("Berlin", "Europe/Berlin"), ("Tokyo", "Asia/Tokyo"),
                 ("Sydney", "Australia/Sydney"), ("Paris", "Europe/Paris")),
          "zh-CN": (("伦敦", "Europe/London"), ("纽约", "America/New_York"), ("悉尼", "Australia/Sydney"),
                    ("柏林", "Europe/Berlin"), ("温哥华", "America/Vancouver"))}
HOME = {"en": "America/Los_Angeles", "zh-CN": "Asia/Shanghai"}
TITLE = {"en": "Call with {name}", "zh-CN": "和{name}视频"}
#: the Monday of the friend's "next week" (the phone's today is Saturday 2026-03-14)
MONDAY = datetime(2026, 3, 16)
CHATTER = ("The food here is amazing, I'll send pictures", "Still getting used to the weather 😅",
           "My flat is tiny but the view is great")
CHATTER_ZH = ("这边的东西太好吃了，回头发照片给你", "天气还是不太适应😅", "房子很小，但是风景特别好")



class CallsInTheirTimeZone(TaskTemplate):
    id = "messenger.CallsInTheirTimeZone"
    apps = ("messenger", "calendar")
    objective = "hybrid"
    composition = "deep_dive"
    # steps: three events made in the Calendar's editor (20+ steps on every instance); temporal: each
    # time is converted from the friend's city with this week's offsets (one side has changed its clocks
    # for summer, the other not yet), some landing on another day; trap: a time I proposed in mine, turned
    # down, and a call moved in a later message
    hardness = ("steps", "temporal", "trap")
    tags = ("extract", "reasoning", "create", "social")
    budget = 60
    goal_params = ("title", "final")
    instructions = ('{name} is in {city} this month, and in our Messenger chat we agreed on three video calls, at '
                    'times {name} gave in {city} time (one was moved later on). Put each call in my Calendar as '
                    '"{title}" at my own local time, an hour long.',
                    'Go through my Messenger chat with {name}, who is staying in {city}: work out when our three '
                    'calls finally are, in my time zone, and add each to my Calendar titled "{title}", lasting one '
                    'hour.',
                    'My friend {name} set up three calls with me on Messenger, in {city} time, and changed one after. '
                    'Create a Calendar event "{title}" for each, at the right date and time for me, 1 hour each.')
    instructions_zh = ('{name}这个月在{city}，我们在聊天里约好了三次视频通话，时间是按{city}当地时间说的（后来改了一次）。'
                       '把每次通话按我这边的时间加到日历里，标题“{title}”，每次一小时。',
                       '看一下我和{name}的聊天记录（他/她现在在{city}）：弄清楚我们三次通话最终定在什么时候、换算成我这边的'
                       '时间是几点，在日历里各建一个日程“{title}”，时长一小时。',
                       '我的朋友{name}在聊天里和我约了三次通话，用的是{city}时间，后来又改了一次。请按我这边的日期和时间给每次'
                       '通话建一个日历日程“{title}”，每次1小时。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        rows = direct_rows(state)
        names = [r["name"] for r in rows]
        friend = rng.choice([r for r in rows if r["contact"] and names.count(r["name"]) == 1 and not r["hidden"]
                             and not r["blocked"] and (2 <= len(r["name"]) <= 3 if zh else len(r["name"].split()) == 2)])
        city, zone = rng.choice(CITIES[loc])
        there, home = ZoneInfo(zone), ZoneInfo(HOME[loc])
        wd = WEEKDAYS_ZH if zh else WEEKDAYS

        def mine(day: int, minute: int) -> datetime:
            return (MONDAY + timedelta(days=day, minutes=minute)).replace(tzinfo=there).astimezone(home)

        def fine(day: int, minute: int) -> bool:
            t = mine(day, minute)
            return 8 * 60 <= minute <= 21 * 60 and 7 * 60 <= t.hour * 60 + t.minute <= 21 * 60

        slots = [(d, m) for d in range(7) for m in range(8 * 60, 21 * 60 + 1, 30) if fine(d, m)]
        for _ in range(1000):
            calls = sorted(rng.sample(slots, 3))
            days = [d for d, _ in calls]
            if len(set(days)) < 3:
                continue
            k = rng.randrange(3)
            d0, m0 = calls[k]
            moves = [(d, m0) for d in range(7) if d not in days and fine(d, m0)]
            moves += [(d0, m0 + x) for x in (60, 90) if fine(d0, m0 + x)]
            if moves:
                new = rng.choice(moves)
                break
        else:
            raise ValueError("no call times that suit both cities")
        final = sorted([c for i, c in enumerate(calls) if i != k] + [new])

        def said(d: int, m: int) -> str:
            return f"{wd[d]}{_hhmm(m)}" if zh else f"{wd[d]} at {twelve(_hhmm(m))}"

        # my own proposal, in my time: an evening that is the middle of the night for them
        mine_day = rng.randrange(5)

        def at_home(minute: int) -> datetime:
            return (MONDAY + timedelta(days=mine_day, minutes=minute)).replace(tzinfo=home)

        my_min = rng.choice([m for m in range(7 * 60, 22 * 60 + 1, 60) if at_home(m).astimezone(there).hour <= 5])
        theirs = at_home(my_min).astimezone(there)
        bad = f"{theirs.hour}:{theirs.minute:02d}" if zh else twelve(_hhmm(theirs.hour * 60 + theirs.minute))
        listed = "、".join(said(*c) for c in calls) if zh else \
            f"{said(*calls[0])}, {said(*calls[1])} and {said(*calls[2])}"
        if zh:
            texts = [("them", f"我到{city}啦！这个月我们的视频通话也别断呀。"),
                     ("me", f"好呀！下{wd[mine_day]}我这边{_hhmm(my_min)}怎么样？"),
                     ("them", f"那是我这边凌晨{bad}，太难了😅 还是按我的时间来吧：下{listed}，每次一小时？"),
                     ("me", "没问题，我记到日历里。"), ("them", rng.choice(CHATTER_ZH))]
            moved = (f"不好意思，{wd[d0]}那次我有事，改到{wd[new[0]]}同一时间可以吗？（还是我这边的时间）" if new[0] != d0
                     else f"不好意思，{wd[d0]}那次能推到{_hhmm(new[1])}吗？（还是我这边的时间）")
            texts += [("them", moved), ("me", "可以～")]
        else:
            texts = [("them", f"I made it to {city}! Let's keep our video calls going while I'm here."),
                     ("me", f"Yes! How about next {wd[mine_day]} at {twelve(_hhmm(my_min))} my time?"),
                     ("them", f"That's {bad} here 😅 Let's go by my time: next week {listed}. An hour each?"),
                     ("me", "Perfect, I'll put them in my calendar."), ("them", rng.choice(CHATTER))]
            moved = (f"Sorry, something came up on {wd[d0]}. Can we do {wd[new[0]]} instead, same time (my time)?"
                     if new[0] != d0 else f"Sorry, can we push {wd[d0]}'s call to {twelve(_hhmm(new[1]))}? My time again.")
            texts += [("them", moved), ("me", "Sure!")]
        title = TITLE[loc].format(name=friend["name"])
        out = []
        for d, m in final:
            t = mine(d, m)
            end = t + timedelta(hours=1)
            out.append({"day": t.date().isoformat(), "start": _hhmm(t.hour * 60 + t.minute),
                        "end": _hhmm(end.hour * 60 + end.minute)})
        return {"name": friend["name"], "uid": friend["peer"], "cid": friend["id"], "city": city, "title": title,
                "final": sorted(out, key=lambda s: (s["day"], s["start"])), "texts": [t for _, t in texts],
                "senders": [friend["peer"] if s == "them" else "me" for s, _ in texts]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        n = len(p["texts"])
        gaps = [0, 9, 14, 20, 190, 600, 640]
        msgs = [{"id": f"h{960 + i}", "chat": p["cid"], "sender": s,
                 "time": START_MS - (gaps[-1] + 30 - gaps[i]) * MINUTE_MS - (n - i), "kind": "text", "text": t}
                for i, (s, t) in enumerate(zip(p["senders"], p["texts"], strict=True))]
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], *msgs], "chats": {p["cid"]: {}}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_events(init, final)
        got = sorted((e["start_date"], e["start_time"], e["end_date"], e["end_time"]) for e in new
                     if str(e["title"]).strip().casefold() == p["title"].casefold())
        want = sorted((s["day"], s["start"], s["day"], s["end"]) for s in p["final"])
        return [Check("three new events", len(new) == len(want), len(want), len(new)),
                Check("each call at its final date and time in my time zone", got == want, want, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{EVENTS}[+{len(p['final'])}]", *read(p["cid"])]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend's chat": sum(1 for r in direct_rows(init) if r["name"] == p["name"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="chat.open", chat_id=p["cid"])
        obs = yield from ui.open_app(CALENDAR)
        for s in p["final"]:
            obs = yield from ui.tap(obs, trigger="event.add")
            obs = yield from fill_event(obs, p["title"], s["day"], s["start"], s["end"])
            obs = yield from ui.tap(obs, trigger="edit.save")


#: the schedule's Thursdays, from next Thursday (Mar 19) on; the question asks about one of the first three
THURSDAYS = ("2026-03-19", "2026-03-26", "2026-04-02", "2026-04-09", "2026-04-16")
#: which Thursday, as the instruction says it (relative to today, Saturday 2026-03-14)
WHICH = {0: ("next Thursday", "下周四"), 1: ("the Thursday after next", "下下周四"),
         2: ("on the first Thursday of April", "四月的第一个周四")}
SMALL_TALK = ("Can't wait!", "Who's bringing snacks?", "👍", "Great session last week", "Sorry I missed it!",
              "Running 10 min late next time, start without me", "Loved the last one", "Same time as usual?",
              "Anyone want to carpool?", "Thanks for hosting!", "I'll bring dessert", "Haha 😂", "Sounds good to me",
              "Is parking OK there?", "Count me in", "See you all Thursday", "Nice photos!", "Ok!")
SMALL_TALK_ZH = ("期待！", "谁带零食？", "👍", "上周聊得真好", "抱歉上次没去成！", "下次我晚到十分钟，你们先开始", "上次太开心了",
                 "还是老时间吗？", "有人拼车吗？", "谢谢主人家！", "我带甜点", "哈哈😂", "我没问题", "那边好停车吗？", "算我一个",
                 "周四见", "照片拍得真好！", "好的！")


def _md(iso: str, zh: bool) -> str:
    m, d = int(iso[5:7]), int(iso[8:10])
    return f"{m}月{d}日" if zh else f"{('Mar', 'Apr')[m - 3]} {d}"


def _times(n: int, since: int) -> list[int]:
    """When our ``n`` messages were sent: spread from after the group's last message to this morning."""
    lo, hi = since + 30 * MINUTE_MS, START_MS - 30 * MINUTE_MS
    return [lo + (hi - lo) * i // n for i in range(n)]


class WhoHostsThatThursday(AnswerTask):
    id = "messenger.WhoHostsThatThursday"
    apps = ("messenger", "answersheet")
    composition = "deep_dive"
    # steps: the group chat is read from the schedule post on, 40+ messages, partly behind "Load earlier" (20+
    # steps on every instance); temporal: the Thursday is named relative to today; trap: turns swapped and
    # handed over in later messages (one swap asked for and then called off), small talk between
    hardness = ("steps", "temporal", "trap")
    tags = ("extract", "reasoning", "social")
    budget = 60
    goal_params = ("host",)
    instructions = ('My Messenger group "{group}" takes turns hosting our Thursday meetups, and the schedule changed '
                    'a few times in the chat. Who is hosting {which}? Answer on the AnswerSheet.',
                    'Go through the "{group}" group chat on Messenger: after all the swaps, whose turn is it to host '
                    'the meetup {which}? Put their name on the AnswerSheet.',
                    'In the "{group}" group on Messenger, the hosting schedule was posted and then changed. Who hosts '
                    '{which}, as things stand? Enter the name on the AnswerSheet.')
    instructions_zh = ('我的聊天群“{group}”每周四轮流做东聚会，群里后来改过几次安排。{which}轮到谁做东？请在答题卡上作答。',
                       '看一下“{group}”群的聊天记录：几次调换之后，{which}的聚会由谁做东？把名字填到答题卡上。',
                       '“{group}”群里先发了做东的排班，后来又改了。按现在的安排，{which}谁做东？请把名字填到答题卡。')
    answer_fields = (AnswerField("host", "Host", "text", "exact", hint="The host's name as the chat shows it",
                                 label_zh="做东的人", hint_zh="按群聊里显示的名字填写"),)

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = dict(params)
        out["which"] = WHICH[params["slot"]][1 if locale.startswith("zh") else 0]
        return out

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        names = [g["name"] for g in group_rows(state)]
        st, rg = ov(state), str(state["os"]["device"]["region"])
        quiet = {g["id"]: max((m["time"] for m in model.messages(st, rg, g["id"])), default=0) for g in group_rows(state)}
        g = rng.choice([g for g in group_rows(state) if names.count(g["name"]) == 1 and len(g["members"]) >= 8
                        and quiet[g["id"]] < START_MS - 3 * DAY_MS])  # the group was quiet the last few days
        people: dict[str, str] = {}
        for uid in g["members"]:
            u = model.user(st, rg, uid) if uid != "me" else None
            if u is not None and u["display"] not in people.values():
                people[uid] = u["display"]
        uids = list(people)
        org, *rest = rng.sample(uids, len(uids))
        hosts = rest[:5]
        spare = rest[5:]
        slot = rng.choice((0, 1, 2))
        sched = list(hosts)
        ops: list[tuple[str, str]] = []  # (sender, text) of the changes
        wd = THURSDAYS

        def who(i: int) -> str:
            return people[sched[i]]

        # 1. a swap that involves the asked slot, or moves its host away
        other = rng.choice([i for i in (0, 1, 2, 3) if i != slot])
        a, b = (slot, other) if rng.random() < 0.7 else (other, rng.choice([i for i in (0, 1, 2, 3) if i not in (slot, other)]))
        asker = sched[a]
        if zh:
            ops.append((asker, f"{_md(wd[a], zh)}我临时有事，{who(b)}能跟我换一下吗？你{_md(wd[a], zh)}，我{_md(wd[b], zh)}。"))
            ops.append((sched[b], "可以，换吧！"))
        else:
            ops.append((asker, f"Something came up on {_md(wd[a], zh)}. {who(b)}, could we swap? You take "
                               f"{_md(wd[a], zh)} and I'll do {_md(wd[b], zh)}."))
            ops.append((sched[b], "Sure, swapped!"))
        sched[a], sched[b] = sched[b], sched[a]
        # 2. a swap asked for and called off
        c = rng.choice((0, 1, 2, 3))
        if zh:
            ops.append((sched[c], f"{_md(wd[c], zh)}有人能跟我换吗？"))
            ops.append((sched[c], "算了，我自己能搞定，还是我来。"))
        else:
            ops.append((sched[c], f"Could anyone swap with me for {_md(wd[c], zh)}?"))
            ops.append((sched[c], "Never mind, I sorted it out. I'll host as planned."))
        # 3. a hand-over: the asked slot's host (now) gives it to someone not on the schedule, or another slot's does
        d = slot if rng.random() < 0.5 else rng.choice([i for i in (0, 1, 2, 3) if i != slot])
        new = rng.choice(spare) if spare else org
        if zh:
            ops.append((sched[d], f"{_md(wd[d], zh)}我要出差，做不了东了，{people[new]}说他/她可以接手。"))
            ops.append((new, f"对，{_md(wd[d], zh)}来我家！"))
        else:
            ops.append((sched[d], f"I'm travelling on {_md(wd[d], zh)}, so I can't host. {people[new]} said they'd "
                                  "take it."))
            ops.append((new, f"Yes, {_md(wd[d], zh)} is at my place!"))
        sched[d] = new
        listed = "；".join(f"{_md(wd[i], zh)} {people[hosts[i]]}" for i in range(5)) if zh else \
            ", ".join(f"{_md(wd[i], zh)}: {people[hosts[i]]}" for i in range(5))
        post = (f"做东排班来啦：{listed}。有变动在群里说一声！" if zh else
                f"Hosting schedule for our Thursday meetups: {listed}. Shout here if you need to change!")
        talk = SMALL_TALK_ZH if zh else SMALL_TALK
        chat: list[tuple[str, str]] = [(org, post)]
        for block in ops:
            for _ in range(rng.randint(5, 7)):
                chat.append((rng.choice(uids), rng.choice(talk)))
            chat.append(block)
        for _ in range(rng.randint(4, 6)):
            chat.append((rng.choice(uids), rng.choice(talk)))
        # how far up from the newest message each of ours is (a chat shows the newest PAGE at first; ours
        # come after the group's own, from after its last message to this morning)
        depths = [len(chat) - i for i in range(len(chat))]
        return {"group": g["name"], "cid": g["id"], "slot": slot, "host": people[sched[slot]],
                "texts": [t for _, t in chat], "senders": [s for s, _ in chat], "depths": depths,
                "since": quiet[g["id"]]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        times = _times(len(p["texts"]), p["since"])
        msgs = [{"id": f"h{1000 + i}", "chat": p["cid"], "sender": s, "time": times[i], "kind": "text", "text": t}
                for i, (s, t) in enumerate(zip(p["senders"], p["texts"], strict=True))]
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], *msgs], "chats": {p["cid"]: {}}}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return read(p["cid"])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the group": sum(1 for g in group_rows(init) if g["name"] == p["group"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"host": p["host"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        depths: list[int] = p["depths"]
        ids = [f"h{1000 + i}" for i in range(len(depths))]
        if depths[0] <= PAGE:  # all on the first page: up the chat to the schedule post
            for mid in [*ids[::-5], ids[0]]:
                obs = yield from ui.scroll_to(obs, None, up=True, trigger="message.time", message_id=mid)
        else:  # up the first page, then load earlier messages back to the schedule post
            shown = PAGE
            while depths[0] > shown:
                obs = yield from ui.scroll_to(obs, None, up=True, trigger="chat.earlier")
                obs = yield from ui.tap(obs, trigger="chat.earlier")
                shown += PAGE
            # a load leaves the view at the top of what it loaded: down from the post to the first page
            below = [mid for mid, d in zip(ids, depths, strict=True) if d > PAGE - 3]
            for mid in [*below[::5], below[-1]]:
                obs = yield from ui.scroll_to(obs, None, trigger="message.time", message_id=mid)
        yield from ui.fill_answers(obs, {"host": p["host"]})
