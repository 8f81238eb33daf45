"""Clock tasks that start in another app: an alarm or a timer from a text message, a contact's city
on the world clock, the time difference to where a contact lives."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.clock.common import (
    ALARMS,
    DAYS_ZH,
    START_MS,
    ZONES,
    alarm_checks,
    days_phrase,
    days_phrase_zh,
    fill_alarm,
    new_alarms,
    sample_time,
    tab,
    twelve,
)
from bench.tasks.clock.tools import search_city
from bench.tasks.contacts.common import launch_and_open
from bench.tasks.messages.common import named_threads, next_message_id
from mgym.apps.clock import model, world
from mgym.os import tz

EVENTS = ("soccer practice", "the dentist appointment", "the airport shuttle", "the yoga class",
          "the team breakfast", "the piano recital", "the job interview", "the school trip")
#: the same events and dishes as a text on a Chinese phone names them (an event is its own label there)
EVENTS_ZH = ("足球训练", "看牙医", "机场大巴", "瑜伽课", "团队早餐会", "钢琴演奏会", "面试", "学校春游")
DISHES = ("lasagna", "banana bread", "roast chicken", "pizza", "cookies", "casserole")
DISHES_ZH = ("千层面", "香蕉面包", "烤鸡", "披萨", "饼干", "砂锅")


def _zh(state: dict[str, Any]) -> bool:
    return state["os"]["device"]["region"] == "zh-CN"


def _event(rng: Random, state: dict[str, Any]) -> tuple[str, str]:
    """An event as the text names it and the alarm label the task asks for, in the phone's language."""
    i = rng.randrange(len(EVENTS))
    return (EVENTS_ZH[i], EVENTS_ZH[i]) if _zh(state) else (EVENTS[i], EVENTS[i].removeprefix("the ").capitalize())


def _message(rng: Random, state: dict[str, Any], body: str) -> dict[str, Any]:
    t, c = rng.choice(named_threads(state))
    msg = {"id": next_message_id(state), "body": body, "time": START_MS - rng.randint(3, 50) * 60_000,
           "incoming": True, "read": True}
    return {"thread_id": t["id"], "name": c["name"], "msg": msg}


def _msg_patch(p: dict[str, Any]) -> dict[str, Any]:
    return {"os": {"providers": {f"sms[id={p['thread_id']}]": {"messages[]": p["msg"]}}}}


class _FromMessage(TaskTemplate):
    """Reading the conversation marks its messages read: those flags may change."""

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), f"os.providers.sms[id={p['thread_id']}].messages[*].read"]


def read_thread(p: dict[str, Any]) -> ui.Steps:
    """Open Messages and the conversation; returns the text of its last message."""
    obs = yield from ui.open_app("Messages")
    return (yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"]))


def _time_in(text: str) -> str:
    """The time a text names: "7:05 PM" (English) or "19:05" (Chinese)."""
    m = re.search(r"(\d{1,2}):(\d\d)(?: ([AP]M))?", text)
    assert m is not None, text
    h = int(m.group(1)) % 12 + (12 if m.group(3) == "PM" else 0) if m.group(3) else int(m.group(1))
    return model.hhmm(h, int(m.group(2)))


def _last_text(obs: Any, p: dict[str, Any]) -> str:
    hits = [e.text for e in obs.ui if p["msg"]["body"][:20] in e.text]
    assert hits, obs.text()
    return str(hits[-1])


class AlarmFromMessage(_FromMessage):
    id = "clock.AlarmFromMessage"
    apps = ("clock", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 30
    instructions = ('{name} texted me when {event} is tomorrow. Set a one-time alarm for that time, labelled "{label}".',
                    'Check my last text from {name} about {event} and set an alarm at that time (no repeat), '
                    'named "{label}".',
                    'Set a one-time alarm labelled "{label}" for the time of {event} tomorrow; {name} '
                    "texted it to me.")
    instructions_zh = ('{name}发短信告诉我{event}明天的时间。按那个时间设一个一次性闹钟，标签为“{label}”。',
                       '看看{name}最近发来的关于{event}的短信，在那个时间设一个不重复的闹钟，名字叫“{label}”。',
                       "请按{name}短信里说的明天{event}的时间，设一个标签为“{label}”的一次性闹钟。")
    changes = (f"{ALARMS}[+1]",)
    goal_params = ("time", "label")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        (event, label), time = _event(rng, state), sample_time(rng)
        body = (f"提醒一下：明天{event}的时间是 {time}，别迟到！" if _zh(state)
                else f"Heads up: {event} is tomorrow at {twelve(time)}. Don't be late!")
        return {"event": event, "time": time, "label": label, **_message(rng, state, body)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _msg_patch(p)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return alarm_checks(new_alarms(init, final), p["time"], [], p["label"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from read_thread(p)
        time = _time_in(_last_text(obs, p))
        obs = yield from ui.open_app("Clock")
        obs = yield from ui.tap(obs, trigger="alarm.add")
        yield from fill_alarm(obs, time, None, p["label"])


class AlarmBeforeMessage(_FromMessage):
    id = "clock.AlarmBeforeMessage"
    apps = ("clock", "messages")
    composition = "transfer"
    difficulty = "L4"
    tags = ("handoff", "create", "reasoning")
    budget = 45
    instructions = ('{name} sent me the schedule for {event}. Set a repeating alarm {lead} minutes before it starts, '
                    'on the days it happens, labelled "{label}".',
                    'I want to be reminded {lead} minutes ahead of {event}: read {name}\'s text for the days and the '
                    'time, and add a matching repeating alarm called "{label}".',
                    'Please add a repeating alarm labelled "{label}" that rings {lead} minutes before '
                    "{event} starts, on the days it takes place; {name} texted me the schedule.")
    instructions_zh = ('{name}发来了{event}的时间安排。在开始前 {lead} 分钟设一个重复闹钟，只在那几天响，标签为“{label}”。',
                       '我想在{event}开始前 {lead} 分钟得到提醒：从{name}的短信里找到日期和时间，加一个对应的重复闹钟，名字叫“{label}”。',
                       "请按{name}短信里{event}的时间安排，设一个标签为“{label}”的重复闹钟，在开始前 {lead} 分钟响，"
                       "只在它举行的那几天响。")
    changes = (f"{ALARMS}[+1]",)
    goal_params = ("time", "days", "label")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        event, label = _event(rng, state)
        start = model.hhmm(rng.randint(10, 20), rng.choice(range(0, 60, 5)))
        lead = rng.choice([15, 20, 30, 45, 60, 90])
        days = sorted(rng.sample(range(5), rng.randint(1, 3)))
        codes = [("mon", "tue", "wed", "thu", "fri")[d] for d in days]
        h, m = model.hm(start)
        total = h * 60 + m - lead
        body = (f"以后{event}固定在{days_phrase_zh(codes)} {start}。" if _zh(state)
                else f"From now on {event} is every week {days_phrase(codes)} at {twelve(start)}.")
        return {"event": event, "lead": lead, "days": codes, "time": model.hhmm(total // 60, total % 60),
                "label": label, **_message(rng, state, body)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _msg_patch(p)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return alarm_checks(new_alarms(init, final), p["time"], p["days"], p["label"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from read_thread(p)
        text = _last_text(obs, p)
        h, m = model.hm(_time_in(text))
        total = h * 60 + m - p["lead"]
        days = [c for c, name in (("mon", "Monday"), ("tue", "Tuesday"), ("wed", "Wednesday"), ("thu", "Thursday"),
                                  ("fri", "Friday")) if name in text or DAYS_ZH[c] in text]
        obs = yield from ui.open_app("Clock")
        obs = yield from ui.tap(obs, trigger="alarm.add")
        yield from fill_alarm(obs, model.hhmm(total // 60, total % 60), days, p["label"])


class TimerFromMessage(_FromMessage):
    id = "clock.TimerFromMessage"
    apps = ("clock", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    split = "train"
    budget = 30
    instructions = ("Do what {name} asked in their last text, using a Clock timer to remember it.",
                    "{name} texted me about the oven. Start a timer in Clock for the time they said.",
                    "Read the last text {name} sent me and do what it asks, with a timer in Clock as the "
                    "reminder.")
    instructions_zh = ('按{name}最后一条短信里的要求做，用时钟的计时器来提醒我。',
                       '{name}发短信说了烤箱的事。按他们说的时间在时钟里开始一个计时器。',
                       "看看{name}发来的最后一条短信，照上面说的做，用时钟的计时器提醒我。")
    changes = ("apps.clock.timer.state", "apps.clock.timer.duration_ms", "apps.clock.timer.ends_at",
               "apps.clock.timer.remaining_ms")
    goal_params = ("minutes",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n, dish = rng.randint(8, 75), rng.randrange(len(DISHES))
        body = (f"能帮我在 {n} 分钟后把{DISHES_ZH[dish]}从烤箱里拿出来吗？我堵在路上了" if _zh(state)
                else f"Can you take the {DISHES[dish]} out of the oven in {n} minutes? I'm stuck in traffic")
        return {"minutes": n, **_message(rng, state, body)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return _msg_patch(p)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        t = final["apps"]["clock"]["timer"]
        want = p["minutes"] * 60_000
        return [Check("timer length", t["duration_ms"] == want, want, t["duration_ms"]),
                Check("timer running", t["state"] == "running", "running", t["state"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from read_thread(p)
        m = re.search(r"(?:in|在) (\d+) (?:minutes|分钟)", _last_text(obs, p))
        assert m is not None
        n = int(m.group(1))
        obs = yield from ui.open_app("Clock")
        obs = yield from tab(obs, "timer")
        for d in f"{n // 60 or ''}{n % 60:02d}00".lstrip("0"):
            obs = yield from ui.tap(obs, trigger="timer.key", d=d)
        yield from ui.tap(obs, trigger="timer.start")


def _gmt(text: str) -> int:
    """Minutes east of UTC in a "GMT+5:30" on the screen."""
    m = re.search(r"GMT([+-])(\d+)(?::(\d\d))?", text)
    assert m is not None, text
    mins = int(m.group(2)) * 60 + int(m.group(3) or 0)
    return -mins if m.group(1) == "-" else mins


def _contact_city(rng: Random, state: dict[str, Any]) -> dict[str, Any]:
    contacts = [c for c in state["os"]["providers"]["contacts"] if c["name"] and c["last_name"]]
    c = rng.choice(contacts)
    chosen = set(state["apps"]["clock"]["cities"])
    city = rng.choice([x for x in world.cities() if x["id"] not in chosen and "'" not in x["name"]])
    street = f"{rng.randint(2, 990)} {rng.choice(['Park Ave', 'High St', 'Harbour Rd', 'Station Sq'])}"
    return {"contact_id": c["id"], "name": c["name"], "city": city["id"], "city_name": city["name"],
            "address": f"{street}, {city['name']}"}


class AddContactCity(TaskTemplate):
    id = "clock.AddContactCity"
    apps = ("clock", "contacts")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    split = "train"
    budget = 30
    instructions = ("Add the city {name} lives in to my world clock.",
                    "Look up {name}'s address in Contacts and put their city on the Clock's world clock.",
                    "Please add {name}'s home city to the world clock in Clock.")
    instructions_zh = ('把{name}所在的城市添加到我的世界时钟。',
                       '在通讯录里查一下{name}的地址，把他们的城市加到时钟的世界时钟里。',
                       "请把{name}住的城市加到时钟的世界时钟里。")
    changes = ("apps.clock.cities[+1]",)
    goal_params = ("city",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return _contact_city(rng, state)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"contacts[id={p['contact_id']}]": {"address": p["address"]}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        cities = final["apps"]["clock"]["cities"]
        return [Check(f"{p['city_name']} on the world clock", p["city"] in cities, p["city"], cities)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        addr = next(e.text for e in obs.ui if e.text and p["address"].split(",")[0] in e.text)
        city = addr.split(",")[-1].strip()
        cid = next(c["id"] for c in world.cities() if c["name"] == city)
        obs = yield from ui.open_app("Clock")
        obs = yield from tab(obs, "world")
        yield from search_city(obs, city, cid)


class TimeDifferenceToContact(AnswerTask):
    id = "clock.TimeDifferenceToContact"
    apps = ("clock", "contacts", "answersheet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "extract", "reasoning")
    budget = 30
    instructions = ("How many hours ahead of my phone's time is it where {name} lives? Answer on the AnswerSheet "
                    "(a negative number if they are behind).",
                    "Find {name}'s city in Contacts and use Clock to work out the time difference to me, in hours "
                    "(negative if behind). Write it in AnswerSheet.",
                    "Where {name} lives, how many hours ahead of my phone's time is it? Give a negative "
                    "number if they're behind.")
    instructions_zh = ('{name}住的地方比我手机上的时间快几个小时？请在答题卡中作答（慢的话填负数）。',
                       '在通讯录里找到{name}所在的城市，用时钟算出和我之间的时差（小时，慢的话为负数），填到答题卡里。',
                       "请算一下{name}住的地方比我手机上的时间快几个小时，如果慢就用负数表示。")
    answer_fields = (AnswerField("hours", "Hours ahead", "number", "number", precision="0.01",
                                 hint="Hours; negative if behind, decimals for part hours", label_zh="快几个小时",
                                 hint_zh="小时数；慢为负数，不足一小时用小数"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**_contact_city(rng, state), "zone": rng.choice(ZONES)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"datetime": {"time_zone": p["zone"]},
                       "providers": {f"contacts[id={p['contact_id']}]": {"address": p["address"]}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        c = world.city(p["city"])
        assert c is not None
        # the zone change moved the wall clock, not time: the offsets are those at the boot instant
        at = tz.wall_to_utc(START_MS, tz.home_zone(init["os"]["device"]["region"]))
        diff = (tz.offset_minutes(c["zone"], at) - tz.offset_minutes(init["os"]["datetime"]["time_zone"], at)) / 60
        return {"hours": int(diff) if diff == int(diff) else round(diff, 2)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        addr = next(e.text for e in obs.ui if e.text and p["address"].split(",")[0] in e.text)
        city = addr.split(",")[-1].strip()
        cid = next(c["id"] for c in world.cities() if c["name"] == city)
        obs = yield from ui.open_app("Clock")
        obs = yield from tab(obs, "world")
        home = next(e.text for e in obs.ui if "GMT" in e.text)
        obs = yield from ui.tap(obs, trigger="world.add")
        obs = yield from ui.type_into(obs, "Search for a city", city)
        row = obs.find(trigger="city.choose", city_id=cid)[0]
        hours = (_gmt(row.text) - _gmt(home)) / 60
        obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"hours": round(hours, 2)})
