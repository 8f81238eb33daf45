"""Hard-by-construction Chirp templates (declared hardness factors, L4): a plan made in Chirp direct
messages and changed (or called off) in a later message, put in Calendar at the day and time finally
agreed on, or answered with a DM when it was cancelled."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.microblog.common import DAY, NOW, M, handle_count, launch, norm, ov, pick_account, zh

HOUR = 3_600_000
#: the clock at boot is Saturday 2026-03-14 09:00; the messages are from this week (Wednesday on), the plans
#: for next week, Monday to Friday
TODAY = date(2026, 3, 14)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五")
PLANS = ("Board game night", "Climbing session", "Book swap", "Pottery class", "Trivia night", "Karaoke night",
         "Tennis doubles", "Ramen dinner")
PLANS_ZH = ("桌游之夜", "攀岩", "换书会", "陶艺课", "知识竞赛之夜", "K歌之夜", "网球双打", "拉面晚餐")
PLACES = ("the Dice Den", "Summit Gym", "the Corner Library", "Clayworks Studio", "the Oak Tavern", "Star Box",
          "Riverside Courts", "Ramen Ichi")
PLACES_ZH = ("骰子屋", "巅峰攀岩馆", "街角图书馆", "泥巴工作室", "橡树酒馆", "星光KTV", "河畔球场", "一番拉面")
REPLY = ("No worries, let's do it another time!", "Shame! Next time then.", "No problem, maybe next week!")
REPLY_ZH = ("没关系，下次再约！", "好可惜，那下次吧。", "没事，下周再说！")

#: how the plan ends up: moved to one of two days offered, kept but at another time, called off, or called
#: off and then back on as first planned. Each outcome is a list of (who, text) after the first two messages.
TEXTS = {
    "en": {"ask": "Want to do {title} at {place} on {day1} next week, at {time1}? I'll book it.",
           "yes": "Sounds great, count me in!",
           "moved": [("them", "Change of plan: {day1} doesn't work for me anymore. Could we do {day2} or {day3} "
                              "next week instead? Same place."),
                     ("me", "{day3} is better for me."),
                     ("them", "{day3} it is, then. Let's say {time2}."),
                     ("me", "Perfect, see you then.")],
           "retimed": [("them", "Still {day1}, but can we make it {time2} instead of {time1}? The earlier slot is "
                                "fully booked."),
                       ("me", "Sure, no problem.")],
           "cancel": [("them", "So sorry, I have to call off the {title} on {day1}. Something came up at work.")],
           "revived": [("them", "So sorry, I have to call off the {title} on {day1}. Something came up at work."),
                       ("me", "Oh no! No worries."),
                       ("them", "Good news: work sorted itself out, so the {title} is back on! Same as before, "
                                "{day1} at {time1}.")]},
    "zh-CN": {"ask": "下{day1}{time1}在{place}来个{title}怎么样？我来预订。",
              "yes": "好呀，算我一个！",
              "moved": [("them", "计划有变：{day1}我去不了了，改到下{day2}或者下{day3}行吗？地点不变。"),
                        ("me", "{day3}我更方便。"),
                        ("them", "那就{day3}吧，时间定在{time2}。"),
                        ("me", "没问题，到时见。")],
              "retimed": [("them", "还是{day1}，不过时间改成{time2}吧，{time1}那场已经订满了。"),
                          ("me", "好的，没问题。")],
              "cancel": [("them", "真抱歉，{day1}的{title}只能取消了，公司临时有事。")],
              "revived": [("them", "真抱歉，{day1}的{title}只能取消了，公司临时有事。"),
                          ("me", "啊，没关系！"),
                          ("them", "好消息：公司的事解决了，{title}照常进行！还是原来的{day1}{time1}。")]},
}


def _clock(minutes: int, zh_: bool) -> str:
    h, m = divmod(minutes, 60)
    if zh_:
        return f"{h}:{m:02d}"
    return f"{h % 12 or 12}:{m:02d} {'PM' if h >= 12 else 'AM'}"


class DmPlanToCalendar(TaskTemplate):
    id = "microblog.DmPlanToCalendar"
    apps = ("microblog", "calendar")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    # played from screenshots (2026-11-29): one short thread, the change in plain sight; L3
    hardness = ("temporal", "branch")
    tags = ("handoff", "reasoning", "create", "social")
    budget = 45
    instructions = ('@{handle} and I made plans for "{title}" in our Chirp messages. If it is still on, add it to my '
                    'Calendar titled "{title}", on the day and at the start time we finally settled on. If it was '
                    'called off, reply to them on Chirp instead: "{reply}"',
                    'Check my Chirp DMs with @{handle} about "{title}". Still happening? Then put "{title}" in '
                    "Calendar for the agreed day and start time. Cancelled? Then just send them \"{reply}\" on Chirp.",
                    'Read what @{handle} last said in our Chirp messages about "{title}": if the plan stands, create a '
                    'Calendar event "{title}" at the final day and time; if it was cancelled, message them "{reply}" '
                    "on Chirp and add nothing to the calendar.")
    instructions_zh = ("我和 @{handle} 在啾啾私信里约了“{title}”。如果还照常，就在日历里建一个标题为“{title}”的日程，"
                       "日期和开始时间按我们最后商定的来；如果已经取消了，就在啾啾上回复对方：“{reply}”",
                       "看看我和 @{handle} 在啾啾上关于“{title}”的私信。还照常的话，把“{title}”按最终约定的日期和开始时间"
                       "加进日历；要是取消了，就只私信对方“{reply}”。",
                       "读一下 @{handle} 在啾啾私信里对“{title}”最后是怎么说的：计划不变，就在日历新建日程“{title}”，"
                       "用最终的日期和时间；如果取消了，就在啾啾给对方发“{reply}”，日历里什么都不要加。")
    goal_params = ("uid", "title", "outcome", "date", "start", "reply")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        z = zh(state)
        o = ov(state)
        taken = {t["uid"] for t in o["dms"]} | set(o["muted"]) | set(o["blocked"])
        a = pick_account(rng, state, lambda a: a["id"] not in taken)
        k = rng.randrange(len(PLANS))
        outcome = rng.choice(("moved", "moved", "retimed", "revived", "cancel", "cancel"))
        d1, d2, d3 = rng.sample(range(5), 3)
        t1 = rng.randrange(10 * 2, 20 * 2) * 30
        t2 = rng.choice([t for t in range(10 * 60, 20 * 60 + 1, 30) if abs(t - t1) >= 60])
        day = d3 if outcome == "moved" else d1
        start = t2 if outcome in ("moved", "retimed") else t1
        days = WEEKDAYS_ZH if z else WEEKDAYS
        words = {"title": (PLANS_ZH if z else PLANS)[k], "place": (PLACES_ZH if z else PLACES)[k],
                 "day1": days[d1], "day2": days[d2], "day3": days[d3], "time1": _clock(t1, z), "time2": _clock(t2, z)}
        texts: dict[str, Any] = TEXTS["zh-CN" if z else "en"]
        t = NOW - 3 * DAY + rng.randrange(-6, 6) * HOUR
        msgs = [{"id": 101, "me": False, "text": texts["ask"].format(**words), "time": t},
                {"id": 102, "me": True, "text": texts["yes"], "time": t + 40 * 60_000}]
        for i, (who, line) in enumerate(texts[outcome]):  # a day or so apart, the last one yesterday at the latest
            t += rng.randrange(6, 20) * HOUR if who == "them" else rng.randrange(10, 50) * 60_000
            msgs.append({"id": 103 + i, "me": who == "me", "text": line.format(**words), "time": min(t, NOW - 3 * HOUR)})
        return {"uid": a["id"], "handle": a["handle"], "title": words["title"], "outcome": outcome,
                "date": (TODAY + timedelta(days=2 + day)).isoformat(), "start": f"{start // 60:02d}:{start % 60:02d}",
                "reply": rng.choice(REPLY_ZH if z else REPLY), "messages": msgs, "thread": len(o["dms"])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"microblog": {"dms": [*ov(state)["dms"], {"uid": p["uid"], "messages": p["messages"]}]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the account @handle": handle_count(init, p["handle"]),
                "the DM thread with them": sum(t["uid"] == p["uid"] for t in ov(init)["dms"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.calendar.common import new_events

        if p["outcome"] == "cancel":
            t = ov(final)["dms"][p["thread"]]
            old = {m["id"] for m in ov(init)["dms"][p["thread"]]["messages"]}
            mine = [m["text"] for m in t["messages"] if m["me"] and m["id"] not in old]
            return [check("one message sent to them", 1, len(mine)),
                    Check("with the text", len(mine) == 1 and norm(mine[0]) == norm(p["reply"]), p["reply"], mine)]
        evs = new_events(init, final)
        ev = evs[0] if len(evs) == 1 else {}
        return [check("one new calendar event", 1, len(evs)),
                Check("titled with the plan", norm(p["title"]) == norm(ev.get("title", "")), p["title"],
                      ev.get("title")),
                check("on the day finally agreed", p["date"], ev.get("start_date")),
                check("at the time finally agreed", p["start"], ev.get("start_time"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        if p["outcome"] == "cancel":
            return [f"{M}.dms[{p['thread']}].messages[+1 me=true]"]
        return ["apps.calendar.events[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import fill_event

        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.messages")
        obs = yield from ui.tap(obs, trigger="dm.open", uid=p["uid"])
        if p["outcome"] == "cancel":
            obs = yield from ui.type_into(obs, "Start a new message", p["reply"])
            if obs.keyboard:
                obs = yield from ui.back()
            yield from ui.tap(obs, trigger="dm.send")
            return
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"], p["date"], p["start"])
        yield from ui.tap(obs, trigger="edit.save")

