"""Hard-by-construction Calculator templates across apps (declared hardness factors, L4): what I owe the
babysitter for this week. Their regular evenings are a weekly repeating Calendar event; their texts give the
hourly rate and a higher rate after 10 PM, one evening this week they could not come ("tomorrow", sent the
day before), one evening they stayed late ("last night", sent the morning after), and a "can't come tomorrow"
from last week that must not count. The total is worked out on the Calculator; no app shows it."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.calculator.common import calculate
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import TODAY, event, events, next_id, open_day, twelve
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.messages.common import named_threads, next_message_id, with_messages

MINUTE_MS = 60_000
DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
#: this week: Monday 9 March to today (Saturday 14 March)
MONDAY = TODAY - timedelta(days=TODAY.weekday())
NIGHT = 22 * 60
TITLE = {"en": "Babysitting: {name}", "zh-CN": "{name}来看孩子"}



def _ms(day: date, minute: int) -> int:
    return int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp() * 1000) + minute * MINUTE_MS


def _hours(minutes: int) -> str:
    return f"{Decimal(minutes) / 60:f}".rstrip("0").rstrip(".") if minutes % 60 else str(minutes // 60)


class BabysitterWeekPay(AnswerTask):
    id = "calculator.BabysitterWeekPay"
    apps = ("calculator", "calendar", "messages", "answersheet")
    hardness = ("apps3", "temporal", "arithmetic", "trap", "steps")
    tags = ("finance", "extract", "reasoning", "handoff")
    budget = 60
    instructions = ("How much do I owe {name} for babysitting this week, Monday to today? Their regular evenings are "
                    "in my Calendar, and their texts give their rates and say what changed. Work it out on the "
                    "Calculator and put the amount in the AnswerSheet.",
                    "Work out {name}'s babysitting pay for this week so far (since Monday). Take the usual times from "
                    "the repeating Calendar event, then check {name}'s texts for the hourly rates and any evening "
                    "that went differently. Use the Calculator, and enter the total in the AnswerSheet.",
                    "I need to pay {name} for this week's babysitting (Monday through today). Using my Calendar for "
                    "the regular hours and {name}'s messages for the rates and changes, calculate the amount on the "
                    "Calculator and write it in the AnswerSheet.")
    instructions_zh = ("这周（从周一到今天）我该付给{name}多少看孩子的钱？对方固定来的时间在我的日历里，价格和有变动的情况在对方"
                       "发的短信里。请用计算器算出来，把金额填到答题卡上。",
                       "算一下这周到目前为止（从周一起）{name}看孩子的工钱。平常的时间以日历里的重复日程为准，再看{name}的短信，"
                       "找出每小时的价格和哪天晚上有变动。用计算器算，把总额填进答题卡。",
                       "我要付{name}这周（周一到今天）看孩子的钱。请根据日历里的固定时间和{name}短信里说的价格与变动，用计算器"
                       "算出金额，写到答题卡上。")
    answer_fields = (AnswerField("total", "Amount owed", type="number", matcher="number",
                                 hint="An amount, e.g. 84.15", precision="0.01", label_zh="应付金额",
                                 hint_zh="金额，例如 84.15"),)
    changes = ("os.providers.sms[id={thread_id}].messages[*].read",)
    goal_params = ("total",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        t, c = rng.choice(named_threads(state))
        n = rng.choice((3, 4))
        days = sorted(rng.sample(range(5), n))
        start = rng.randrange(17 * 60, 19 * 60 + 1, 30)
        end = min(start + rng.randrange(150, 241, 30), 21 * 60 + 30)
        skip, late = rng.sample(days, 2)
        late_end = rng.randrange(22 * 60 + 30, 23 * 60 + 31, 30)
        # last week's "can't come tomorrow": another of the regular days
        before = rng.choice([d for d in days if d != skip])
        rate = rng.randrange(30, 61, 5) if zh else rng.randrange(14, 23)
        night = rate + (rng.randrange(10, 21, 5) if zh else rng.randrange(4, 9))
        sessions = []  # (day index, minutes at the rate, minutes at the night rate)
        for d in days:
            if d == skip:
                continue
            if d == late:
                sessions.append((d, NIGHT - start, late_end - NIGHT))
            else:
                sessions.append((d, end - start, 0))
        total = sum((Decimal(a) / 60 * rate + Decimal(b) / 60 * night for _, a, b in sessions), Decimal(0))
        r, nr = (f"¥{rate}", f"¥{night}") if zh else (f"${rate}", f"${night}")
        when = _hhmm(late_end) if zh else twelve(_hhmm(late_end))
        if zh:
            bodies = [f"跟你说一下我的价格：每小时{r}，晚上10点以后每小时{nr}。", "抱歉，明天我来不了，家里有点事。",
                      "抱歉，明天我来不了，要去医院复查。",
                      f"昨晚你们回来得晚，我待到了{when}，算钱的时候记一下哦。"]
        else:
            bodies = [f"Just so you have it: my rate is {r} an hour, and {nr} an hour for any time after 10 PM.",
                      "Sorry, I can't come tomorrow, family thing.",
                      "So sorry, I can't make it tomorrow, I have a doctor's appointment.",
                      f"Last night I stayed until {when} since you got back late, just so you know for the pay."]
        last_week = MONDAY - timedelta(days=7)
        times = [_ms(MONDAY - timedelta(days=rng.randint(20, 30)), rng.randint(10 * 60, 20 * 60)),
                 _ms(last_week + timedelta(days=before - 1), rng.randint(18 * 60, 22 * 60)),
                 _ms(MONDAY + timedelta(days=skip - 1), rng.randint(18 * 60, 22 * 60)),
                 _ms(MONDAY + timedelta(days=late + 1), rng.randint(7 * 60, 8 * 60 + 30))]
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": body, "time": when_ms, "incoming": True, "read": i < 2}
                for i, (body, when_ms) in enumerate(zip(bodies, times, strict=True))]
        eid = next_id(state)
        ev = event(eid, TITLE[loc].format(name=c["name"]), MONDAY - timedelta(days=42), _hhmm(start), _hhmm(end),
                   repeat={"freq": "weekly", "days": [DAYS[d] for d in days], "until": None, "count": None,
                           "exdates": []})
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "event": ev,
                "days": [(MONDAY + timedelta(days=d)).isoformat() for d in days],
                "sessions": [[a, b] for _, a, b in sessions], "rate": rate, "night": night, "total": f"{total:.2f}"}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), p["event"]]}},
                "os": {"providers": {f"sms[id={p['thread_id']}]": {
                    "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the babysitter": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": p["total"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app(CALENDAR)
        for day in p["days"]:  # each regular evening this week, in the day's agenda
            obs = yield from open_day(obs, day)
            obs = yield from ui.back()
        parts = []
        for a, b in p["sessions"]:
            parts.append(f"{_hours(a)}×{p['rate']}")
            if b:
                parts.append(f"{_hours(b)}×{p['night']}")
        obs = yield from calculate(obs, "+".join(parts))
        yield from ui.fill_answers(obs, {"total": p["total"]})
