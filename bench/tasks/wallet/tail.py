"""Hard-by-construction Wallet templates across apps (declared hardness factors, L4).

``LessonFeesFromCalendar``: last month's lessons with a teacher (one of my contacts) are a weekly repeating
Calendar event on two weekdays; one or two of February's dates were cancelled (excepted from the series),
a make-up lesson is a separate one-off event, and the event's notes say the fee per lesson went up from
a date in the middle of the month. The teacher is paid the month's total through Wallet: occurrences
before the change at the old fee, after it at the new one, the make-up lesson at the fee of its day.
Counting four weeks at the first fee (the naive reading) never gives the right amount."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import event, events, next_id, open_day
from bench.tasks.wallet.common import Localized, unique_contacts
from bench.tasks.wallet.payments import PAID, contact_transfer, paid_checks

MONTH = (date(2026, 2, 1), date(2026, 2, 28))
DAYS = ("mon", "tue", "wed", "thu", "fri")
ACTIVITIES = ("Piano lesson", "Tennis coaching", "Spanish tutoring", "Swimming lesson", "Guitar lesson", "Math tutoring")
#: how an instruction names the lessons (English)
KINDS = ("piano lessons", "tennis coaching", "Spanish tutoring", "swimming lessons", "guitar lessons", "math tutoring")
ACTIVITIES_ZH = ("钢琴课", "网球课", "西班牙语辅导", "游泳课", "吉他课", "数学辅导")


def _dates(days: list[str]) -> list[date]:
    d, out = MONTH[0], []
    while d <= MONTH[1]:
        if DAYS[d.weekday()] in days if d.weekday() < 5 else False:
            out.append(d)
        d += timedelta(days=1)
    return out


class LessonFeesFromCalendar(Localized):
    id = "wallet.LessonFeesFromCalendar"
    apps = ("wallet", "calendar")
    objective = "hybrid"
    hardness = ("temporal", "arithmetic", "trap", "steps")
    tags = ("finance", "reasoning", "extract", "social")
    budget = 60
    secrets = ("wallet_password",)
    subsets = ("payment",)
    changes = PAID
    goal_params = ("phone", "amount")
    instructions = ("I pay {name} for my {activity} at the end of each month. Work out from my Calendar what I owe "
                    "for all the lessons that took place last month (the event's notes have the fee), and transfer "
                    "that amount to {name} with Wallet.",
                    "Use my Calendar to add up last month's lessons with {name} ({activity}): count only lessons that actually "
                    "happened and use the fee in the event's notes. Then send {name} the total through Wallet.",
                    "Settle last month's bill for {activity} with {name}: check my Calendar for every lesson that took "
                    "place last month and what each one cost according to the notes, then pay {name} the total by "
                    "Wallet transfer.")
    instructions_zh = ("我每月底给{name}结一次{activity}的费用。请根据日历算出上个月实际上过的所有课一共要付多少钱（课时费写在日程备注里），"
                       "再用钱包转给{name}。",
                       "用日历把上个月和{name}上的{activity}加起来：只算实际上了的课，费用按日程备注里写的算。然后通过钱包把总额"
                       "转给{name}。",
                       "帮我和{name}结清上个月的{activity}费用：在日历里查上个月每一节实际上过的课，以及按备注每节课多少钱，"
                       "然后用钱包把总额转账给{name}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        c = rng.choice(unique_contacts(state))
        k = rng.randrange(len(ACTIVITIES))
        activity = (ACTIVITIES_ZH if zh else ACTIVITIES)[k]
        while True:
            days = sorted(rng.sample(DAYS, 2), key=DAYS.index)
            dates = _dates(days)
            cut = rng.choice(dates[2:-2])  # the new fee applies from this lesson on
            cancelled = rng.sample([d for d in dates if d != cut], rng.randint(1, 2))
            makeup = rng.choice([d for d in [MONTH[0] + timedelta(days=i) for i in range(28)]
                                 if d.weekday() == 5 and d > min(cancelled)])
            fee1 = rng.randrange(30, 70, 5) if not zh else rng.randrange(150, 400, 10)
            fee2 = fee1 + (rng.randrange(5, 20, 5) if not zh else rng.randrange(20, 80, 10))
            held = [d for d in dates if d not in cancelled] + [makeup]
            total = sum(fee2 if d >= cut else fee1 for d in held)
            # the naive readings: every weekly date at the first fee; the series without the
            # cancellations or without the make-up lesson; one fee for every lesson held
            naive = {len(dates) * fee1, sum(fee2 if d >= cut else fee1 for d in dates),
                     total - (fee2 if makeup >= cut else fee1), len(held) * fee1, len(held) * fee2}
            if total not in naive:
                break
        title = f"{activity}（{c['name']}）" if zh else f"{activity} with {c['name']}"
        cut_words = f"{cut.month}月{cut.day}日" if zh else cut.strftime("%B %-d")
        notes = (f"每节课{fee1}元，每月底付给{c['name']}。{cut_words}起每节课涨到{fee2}元。" if zh else
                 f"${fee1} per lesson, paid to {c['name']} at the end of each month. From {cut_words} the fee is "
                 f"${fee2} per lesson.")
        first = date(2026, 1, 5) + timedelta(days=DAYS.index(days[0]))
        eid = next_id(state)
        series = event(eid, title, first, "17:00", "18:00", notes=notes, reminder=60,
                       repeat={"freq": "weekly", "days": days, "until": None, "count": None,
                               "exdates": sorted(d.isoformat() for d in cancelled)})
        extra = event(eid + 1, title, makeup, "10:00", "11:00",
                      notes="补课" if zh else "Make-up lesson", reminder=60)
        return {"name": c["name"], "phone": c["phone"], "activity": activity if zh else KINDS[k], "amount": f"{total:.2f}",
                "events": [series, extra]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return dict(params)  # the activity is the owner's own words, in the phone's language

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["events"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return paid_checks(p, init, final, account=p["phone"], party=p["name"], amount=p["amount"], type="transfer")

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the teacher": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(CALENDAR)
        obs = yield from open_day(obs, p["events"][1]["start_date"])
        obs = yield from ui.tap(obs, trigger="event.open", event_id=p["events"][1]["id"])
        yield from contact_transfer(p["name"], p["amount"])
