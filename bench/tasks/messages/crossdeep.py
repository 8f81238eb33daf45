"""Hard-by-construction Messages templates across apps (declared hardness factors; L3 after its playtest): a dinner a friend
proposed by text on a day given relative to when the message was sent ("the day after tomorrow", "on
Monday"), its time corrected in a later message, then one of two actions depending on the Calendar: the
event added when the two hours are free, a reply saying no when anything overlaps (the proposed time and
the corrected one fall on opposite sides)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import (
    EVENTS,
    TODAY,
    event,
    event_checks,
    events,
    fill_event,
    new_events,
    next_id,
    open_day,
    titles,
    twelve,
)
from bench.tasks.calendar.deep import busy_on
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.messages.common import (
    START_MS,
    chat_with,
    named_threads,
    next_message_id,
    send,
    send_changes,
    sent_check,
    with_messages,
)
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH

MINUTE_MS = 60_000
LENGTH = 120
NO = {"en": "Sorry, I can't make it then.", "zh-CN": "抱歉，那个时间我去不了。"}
TITLE = {"en": "Dinner with {name}", "zh-CN": "和{name}吃晚饭"}



def _ms(day: date, minute: int) -> int:
    return int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp() * 1000) + minute * MINUTE_MS


def _when(rng: Random, sent: date, zh: bool) -> tuple[str, date] | None:
    """How a message sent on ``sent`` names a day from tomorrow (the 15th) to the 20th, and that day."""
    options: list[tuple[str, date]] = []
    for k, en, cn in ((1, "tomorrow", "明天"), (2, "the day after tomorrow", "后天"), (3, "in three days", "三天后")):
        options.append((cn if zh else en, sent + timedelta(days=k)))
    for k in range(2, 7):
        d = sent + timedelta(days=k)
        same_week = d.isocalendar()[1] == sent.isocalendar()[1]
        options.append(((("这" if same_week else "下") + WEEKDAYS_ZH[d.weekday()]) if zh else f"on {WEEKDAYS[d.weekday()]}",
                        d))
    ok = [(t, d) for t, d in options if TODAY < d <= TODAY + timedelta(days=6)]
    return rng.choice(ok) if ok else None


class DinnerIfFree(TaskTemplate):
    id = "messages.DinnerIfFree"
    apps = ("messages", "calendar")
    objective = "hybrid"
    # played from screenshots (2026-11-29): solved first try in 14 steps; the evening's one day view
    # settles the date question; L3
    hardness = ("trap", "branch")
    tags = ("extract", "reasoning", "create", "social")
    budget = 45
    goal_params = ("thread_id", "day", "start", "clash")
    instructions = ('{name} texted me about dinner. Work out which day and time we ended up with (count 2 hours for '
                    'dinner). If my Calendar is free for that whole time, add an event "{title}" then; if anything '
                    'in my Calendar overlaps it, add nothing and just text {name}: "{no}"',
                    "Check {name}'s texts about dinner and figure out the final day and time. Dinner takes 2 hours. "
                    'Free in my Calendar for all of it? Then put "{title}" in my Calendar for those 2 hours. '
                    'Something overlapping? Then don\'t add it; reply to {name} "{no}" instead.',
                    'Did {name} and I settle on a dinner? Read their messages for the day and the time it ended up at, '
                    'and compare with my Calendar, assuming dinner lasts 2 hours. No overlap with anything: create '
                    '"{title}" at that time. Any overlap: send {name} the text "{no}" and leave the Calendar as it is.')
    instructions_zh = ("{name}发短信约我吃晚饭。弄清楚最后定的是哪天几点（晚饭按2小时算）。如果我日历里那段时间完全空着，就加一个"
                       "日程“{title}”；如果日历里有任何日程和它重叠，就什么都别加，只给{name}回短信：“{no}”",
                       "看看{name}关于吃晚饭的短信，确定最终是哪天几点。晚饭要2小时。日历里这段时间全空的话，就把“{title}”"
                       "加进日历，占这2小时；有重叠的话就别加，改为给{name}回复“{no}”。",
                       "我和{name}的晚饭定下来了吗？读一下对方的短信，弄清最后定的日期和时间，再按晚饭2小时对照我的日历。"
                       "和什么都不重叠：在那个时间建日程“{title}”。有重叠：给{name}发短信“{no}”，日历保持不变。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        clash = rng.random() < 0.5
        pool = [x for x in titles(state)]
        while True:
            t, c = rng.choice(named_threads(state))
            sent = TODAY - timedelta(days=rng.randint(0, 2))
            got = _when(rng, sent, zh)
            if got is None:
                continue
            said, day = got
            t1, t2 = rng.sample(range(17 * 60, 20 * 60 + 31, 30), 2)
            a = rng.randrange(15 * 60, 22 * 60, 15)
            b = a + rng.choice((45, 60, 90, 120))
            blocker = event(next_id(state), rng.choice(pool), day, _hhmm(a), _hhmm(min(b, 23 * 60 + 45)))
            busy = busy_on([*events(state), blocker], day)

            def free(s: int, busy: list[tuple[int, int]] = busy) -> bool:
                return all(y <= s or s + LENGTH <= x for x, y in busy)

            # the corrected time is on the wanted side; the time first proposed on the other
            if free(t2) == clash or free(t1) != clash:
                continue
            # when free, often a near miss at one end
            if not clash and b != t2 and a != t2 + LENGTH and rng.random() < 0.6:
                continue
            break
        first = _ms(sent, rng.randint(7 * 60, 8 * 60 + 20) if sent == TODAY else rng.randint(10 * 60, 14 * 60))
        second = rng.randint(first + 30 * MINUTE_MS, START_MS - 10 * MINUTE_MS)
        mid = next_message_id(state)
        if zh:
            bodies = (f"{said}晚上{_hhmm(t1)}一起吃晚饭吧？我请客。", "对了，上次说的那本书你看完了吗？",
                      f"计划有变：改到{_hhmm(t2)}行吗？还是同一天，别的不变。")
        else:
            bodies = (f"Dinner {said} at {twelve(_hhmm(t1))}? My treat.", "Also, did you finish that book?",
                      f"Change of plan: can we do {twelve(_hhmm(t2))} instead? Same day, same place.")
        times = (first, rng.randint(first + MINUTE_MS, second - MINUTE_MS), second)
        msgs = [{"id": mid + i, "body": body, "time": when, "incoming": True, "read": False}
                for i, (body, when) in enumerate(zip(bodies, times, strict=True))]
        return {"name": c["name"], "contact_id": c["id"], "thread_id": t["id"], "phone": c["phone"],
                "title": TITLE[loc].format(name=c["name"]), "no": NO[loc], "clash": clash, "day": day.isoformat(),
                "start": _hhmm(t2), "end": _hhmm(t2 + LENGTH), "said": said, "blocker": blocker, "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), p["blocker"]]}},
                "os": {"providers": {f"sms[id={p['thread_id']}]": {
                    "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        if p["clash"]:
            return [sent_check(init, final, p["phone"], p["no"], p["name"])]
        return event_checks(new_events(init, final), {"title": p["title"], "start_date": p["day"],
                                                      "start_time": p["start"], "end_date": p["day"],
                                                      "end_time": p["end"]})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        read = f"os.providers.sms[id={p['thread_id']}].messages[*].read"
        return send_changes(p["thread_id"]) if p["clash"] else [f"{EVENTS}[+1]", read]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app(CALENDAR)
        obs = yield from open_day(obs, p["day"])
        if p["clash"]:
            obs = yield from ui.open_app("Messages")
            if obs.find(trigger="new.open"):  # on the list, not back in the conversation
                obs = yield from chat_with(obs, p["name"], p["contact_id"])
            yield from send(obs, p["no"])
            return
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["title"], p["day"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")
