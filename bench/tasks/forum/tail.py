"""Hard-by-construction Forum templates across apps (declared hardness factors, L4): a friend texts which
Forum post has the meetup, then corrects it to another post (in a near-namesake community); the meetup they
finally meant goes into Calendar when it falls on a weekend, and a text saying no goes back when it falls on
a weekday. The posts give a bare date, never a weekday, and the first post named is always on the other
side of the branch."""

from __future__ import annotations

from datetime import date
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.forum.common import W, open_post, pick_post, zh

MINUTE_MS = 60_000
NO = ("Sorry, I can't do weekday meetups.", "抱歉，工作日的聚会我去不了。")
TITLE = ("Meetup with {name}", "和{name}去聚会")
TEXTS = (('Want to come to a meetup with me? It\'s in the Forum post "{t1}" on f/{c1}, all the details are there.',
          "Bring a friend too if you like!",
          'Wait, wrong post, sorry! That one is already fully booked. I meant "{t2}" on f/{c2}.'),
         ("要不要和我一起去个聚会？详情在论坛 f/{c1} 的帖子“{t1}”里。",
          "想带朋友一起来也行！",
          "等等，帖子发错了，抱歉！那场已经满员了。我说的是 f/{c2} 的“{t2}”。"))


class TextedMeetupWeekend(TaskTemplate):
    id = "forum.TextedMeetupWeekend"
    apps = ("forum", "messages", "calendar")
    objective = "hybrid"
    hardness = ("trap", "temporal", "branch", "apps3")
    tags = ("social", "reasoning", "create")
    budget = 60
    goal_params = ("thread_id", "weekend", "date", "start")
    instructions = ("{name} texted me about a meetup posted on Forum. Find the one they finally meant. If it falls on "
                    'a Saturday or Sunday, add it to my Calendar as "{ev}" on its date, from its start time for 2 '
                    'hours; if it falls on a weekday, add nothing and just text {name}: "{no}"',
                    "Check {name}'s texts about a Forum meetup and open the post they ended up pointing me to. A "
                    'weekend meetup goes into my Calendar as "{ev}" (its date and start time, 2 hours long). A '
                    'weekday one doesn\'t: then reply to {name} "{no}" and leave the Calendar alone.',
                    "Which Forum meetup did {name} finally invite me to by text? Look at its date: on a weekend, "
                    'create the Calendar event "{ev}" then, starting at its start time and lasting 2 hours; on a '
                    'weekday, send {name} the text "{no}" instead of adding anything.')
    instructions_zh = ("{name}发短信跟我说了论坛上的一个聚会。找到对方最后指的那个帖子。如果聚会在周六或周日，就把它加进日历，"
                       "标题“{ev}”，日期照帖子，从开始时间起持续2小时；如果在工作日，就什么都别加，只给{name}回短信：“{no}”",
                       "看看{name}关于论坛聚会的短信，打开对方最终让我看的那个帖子。周末的聚会就加进日历，标题“{ev}”"
                       "（照帖子的日期和开始时间，时长2小时）；工作日的就不加，改为给{name}回复“{no}”，日历保持不变。",
                       "{name}最后用短信约我去的是论坛上哪个聚会？看它的日期：在周末，就在那个时间建日历日程“{ev}”，从开始时间起"
                       "持续2小时；在工作日，就给{name}发短信“{no}”，别加任何日程。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import START_MS, named_threads, next_message_id

        z = zh(state)
        k = 1 if z else 0
        w = W(state)
        weekend = rng.random() < 0.5

        def on_weekend(p: dict[str, Any]) -> bool:
            return date.fromisoformat(p["event"]["date"]).weekday() >= 5

        p2 = pick_post(rng, state, lambda p: "event" in p and p["time"] < START_MS and on_weekend(p) == weekend)
        p1 = pick_post(rng, state, lambda p: "event" in p and p["time"] < START_MS and on_weekend(p) != weekend
                       and p["c"] != p2["c"])
        c1, c2 = w.community(p1["c"]), w.community(p2["c"])
        assert c1 is not None and c2 is not None
        t, c = rng.choice(named_threads(state))
        mid = next_message_id(state)
        words = {"t1": p1["title"], "c1": c1["name"], "t2": p2["title"], "c2": c2["name"]}
        first = START_MS - rng.randint(20, 30) * 60 * MINUTE_MS
        times = (first, first + rng.randint(2, 10) * MINUTE_MS, START_MS - rng.randint(30, 300) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": body.format(**words), "time": tm, "incoming": True, "read": False}
                for i, (body, tm) in enumerate(zip(TEXTS[k], times, strict=True))]
        hour = int(p2["event"]["hour"])
        return {"name": c["name"], "contact_id": c["id"], "thread_id": t["id"], "phone": c["phone"],
                "weekend": weekend, "pid": p2["id"], "title": p2["title"], "date": p2["event"]["date"],
                "start": f"{hour:02d}:00", "end": f"{hour + 2:02d}:00", "ev": TITLE[k].format(name=c["name"]),
                "no": NO[k], "lure": p1["id"], "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        return sms_patch({p["thread_id"]: {"messages": [*t["messages"], *p["msgs"]]}})

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.calendar.common import event_checks, new_events
        from bench.tasks.messages.common import sent_check

        if not p["weekend"]:
            return [sent_check(init, final, p["phone"], p["no"], p["name"])]
        return event_checks(new_events(init, final), {"title": p["ev"], "start_date": p["date"],
                                                      "start_time": p["start"], "end_date": p["date"],
                                                      "end_time": p["end"]})

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        read = f"os.providers.sms[id={p['thread_id']}].messages[*].read"
        return ["apps.calendar.events[+1]", read] if p["weekend"] else send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import fill_event
        from bench.tasks.messages.common import chat_with, send

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app("forum")
        obs = yield from open_post(obs, p["pid"], p["title"])
        if not p["weekend"]:
            obs = yield from ui.open_app("Messages")
            if obs.find(trigger="new.open"):  # on the list, not back in the conversation
                obs = yield from chat_with(obs, p["name"], p["contact_id"])
            yield from send(obs, p["no"])
            return
        obs = yield from ui.open_app("Calendar")
        obs = yield from ui.tap(obs, trigger="event.add")
        obs = yield from fill_event(obs, p["ev"], p["date"], p["start"], p["end"])
        yield from ui.tap(obs, trigger="edit.save")
