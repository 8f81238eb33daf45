"""Hard-by-construction Wallet templates across apps, second wave (declared hardness factors, L4).

``TripExpensesForManager``: my manager texts for the total of my expenses on "the trip to <city> last
month", counting three categories only. Calendar holds three trips to that city (one the month before,
one still to come), so "last month" picks the days; the Wallet bills of those days (a dozen or more, in
the month's list, no search or total gives them) are summed over the categories named, leaving out the
other categories paid on the trip and the dinner the evening before and the ride home the morning after.
The manager gets the total by text."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import event, events, next_id
from bench.tasks.messages.common import (
    START_MS,
    named_threads,
    next_message_id,
    send,
    send_changes,
    sent_in_thread,
    with_messages,
)
from bench.tasks.namesakes import RELATIONS
from bench.tasks.wallet.common import bills, label, money_amount, region
from bench.tasks.wallet.crossdeep import says_share
from bench.tasks.wallet.hard import bill_like, next_ids

DAY_MS = 86_400_000
MINUTE_MS = 60_000
CITIES = {"en": ("Denver", "Seattle", "Austin", "Portland", "Nashville", "Phoenix"),
          "zh-CN": ("成都", "杭州", "西安", "武汉", "南京", "厦门")}
CLAIMED = ("Travel", "Transport", "Dining")
#: categories paid on the trip that the manager does not take
PERSONAL = ("Shopping", "Entertainment")


def _at(day: date, hour: int, minute: int) -> int:
    return int((day - date(1970, 1, 1)).days * DAY_MS + (hour * 60 + minute) * MINUTE_MS)


class TripExpensesForManager(TaskTemplate):
    id = "wallet.TripExpensesForManager"
    apps = ("wallet", "calendar", "messages")
    objective = "hybrid"
    hardness = ("aggregate", "temporal", "trap", "apps3")
    tags = ("finance", "extract", "reasoning", "handoff")
    budget = 60
    goal_params = ("thread_id", "total")
    instructions = ("My manager {name} texted me asking for my expenses from a business trip. Find the trip in my "
                    "Calendar, add up the Wallet payments from those days the way they asked, and text {name} the "
                    "total.",
                    "{name} needs my expense total for the trip they mention in their texts. Use my Calendar for the "
                    "trip's dates and my Wallet bills for what I paid, count only what they asked for, and reply to "
                    "{name} by text with the amount.",
                    "Answer {name}'s text about my trip expenses: check which days the trip was (it's in Calendar), "
                    "total up the Wallet payments of those days in the categories {name} wants, and send them that "
                    "total in Messages.")
    instructions_zh = ("我的领导{name}发短信要我出差的报销金额。在日历里找到那次出差，按对方说的把那几天的钱包付款加起来，"
                       "再用短信把合计发给{name}。",
                       "{name}需要我在短信里提到的那次出差的费用合计。用日历确定出差日期，用钱包账单查我付了多少钱，"
                       "只算对方要的那些，然后短信回复{name}金额。",
                       "回复{name}关于出差报销的短信：先在日历里查出差是哪几天，再把那几天里{name}要的那几类钱包付款加起来，"
                       "在信息里把合计发给对方。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        zh = reg == "zh-CN"
        rows = bills(state)
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        threads = [(t, c) for t, c in named_threads(state) if c["name"] not in RELATIONS and names.count(c["name"]) == 1]
        likes = {cat: [b for b in rows if b["category"] == cat and b["dir"] == "out" and b["type"] == "expense"]
                 for cat in (*CLAIMED, *PERSONAL)}
        city = rng.choice(CITIES[reg])
        n = rng.choice((3, 4))
        start = date(2026, 2, rng.randint(3, 28 - n))
        days = [start + timedelta(days=i) for i in range(n)]
        ids = next_ids(rows, 20)
        added: list[dict[str, Any]] = []

        def add(cat: str, day: date, hour: tuple[int, int], lo: int, hi: int) -> None:
            like = rng.choice(likes[cat])
            when = _at(day, rng.randint(*hour), rng.randrange(60))
            amt = money_amount(rng, lo * (7 if zh else 1), hi * (7 if zh else 1))
            added.append(bill_like(rng, like, ids[len(added)], like["party"], when, amt))

        add("Travel", days[0], (7, 9), 90, 260)  # the way there
        add("Travel", days[-1], (10, 11), 300, 700)  # the hotel, at checkout
        add("Travel", days[-1], (16, 18), 90, 260)  # the way back
        for d in rng.sample(days, 2):
            add("Transport", d, (9, 20), 12, 45)
        for d in rng.sample(days, 3):
            add("Dining", d, (12, 21), 14, 80)
        add(rng.choice(PERSONAL), rng.choice(days), (13, 20), 20, 90)
        add("Dining", start - timedelta(days=1), (20, 21), 25, 90)  # the evening before, at home
        add("Transport", days[-1] + timedelta(days=1), (8, 9), 12, 45)  # the morning after
        lo, hi = _at(days[0], 0, 0), _at(days[-1], 23, 59) + MINUTE_MS

        def claimed() -> list[dict[str, Any]]:
            return [b for b in [*rows, *added] if lo <= b["time"] < hi and b["dir"] == "out" and b["category"] in CLAIMED]

        while len(claimed()) < 12:  # at least a dozen records to add up
            add(rng.choice(("Dining", "Transport")), rng.choice(days), (9, 21), 12, 60)
        counted = claimed()
        total = round(sum(b["amount"] for b in counted), 2)
        # the same city's other trips: the month before, and one still to come
        early = date(2026, 1, rng.randint(5, 25))
        later = date(2026, 3, rng.randint(20, 28))
        title = f"出差：{city}" if zh else f"Business trip: {city}"
        eid = next_id(state)
        trips = [event(eid + i, title, d, "00:00", "23:59", city, all_day=True,
                       end_date=(d + timedelta(days=k - 1)).isoformat())
                 for i, (d, k) in enumerate(((early, rng.choice((2, 3))), (start, n), (later, 2)))]
        rng.shuffle(trips)
        t, c = rng.choice(threads)
        cats = [label(state, x) for x in CLAIMED]
        if zh:
            bodies = (f"你好，上个月去{city}出差的费用麻烦报一下。",
                      f"只算{cats[0]}、{cats[1]}和{cats[2]}这三类，出差那几天的就行，其他类别算个人消费。把合计发我就好，谢谢！")
        else:
            bodies = (f"Hi, could you send me your expenses for the {city} trip last month?",
                      f"Only {cats[0]}, {cats[1]} and {cats[2]}, from the days of the trip itself; anything else is "
                      "personal. Just text me the total, thanks!")
        mid = next_message_id(state)
        times = (START_MS - rng.randint(90, 200) * MINUTE_MS, START_MS - rng.randint(10, 80) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": body, "time": when, "incoming": True, "read": False}
                for i, (body, when) in enumerate(zip(bodies, times, strict=True))]
        oldest = min(counted, key=lambda b: b["time"])
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "city": city, "title": title, "trips": trips,
                "eid": next(e["id"] for e in trips if e["start_date"] == start.isoformat()), "added": added,
                "total": f"{total:.2f}", "exact": total, "records": len(counted), "oldest": oldest["id"],
                "month": "2026-02"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return dict(params)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}},
            "apps": {"calendar": {"events": [*events(state), *p["trips"]]},
                     "wallet": {"new_bills": [*state["apps"]["wallet"]["new_bills"], *p["added"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        feb = [e for e in events(init) if e["title"] == p["title"] and e["start_date"].startswith(p["month"])]
        return {"the manager": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "last month's trip": len(feb)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = sent_in_thread(init, final, p["thread_id"])
        body = str(sent[0].get("body", "")) if len(sent) == 1 else ""
        return [Check("one text to them", len(sent) == 1, 1, len(sent)),
                Check("the trip's expense total", says_share(body, float(p["exact"])), p["total"], body)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.calendar.common import APP as CALENDAR

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # which trip, what counts
        obs = yield from ui.open_app(CALENDAR)
        obs = yield from ui.tap(obs, trigger="open.search")
        obs = yield from ui.type_into(obs, "Search events", p["city"])
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="event.open", event_id=p["eid"])  # its days
        obs = yield from ui.open_app("Wallet")
        obs = yield from ui.tap(obs, trigger="svc.bills")
        obs = yield from ui.tap(obs, trigger="bills.month")
        obs = yield from ui.tap(obs, trigger="month.pick", month=p["month"])
        for _ in range(4):  # down the month, to the trip's first bill and the evening before it
            try:
                obs = yield from ui.scroll_to(obs, trigger="bill.open", bill_id=p["oldest"])
                break
            except ui.OracleError:
                obs = yield from ui.tap(obs, trigger="bills.more")
        obs = yield from ui.open_app("Messages")
        if not obs.find(trigger="compose.send"):
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from send(obs, p["total"])
