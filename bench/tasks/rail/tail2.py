"""Hard-by-construction Rail templates across apps, second wave (declared hardness factors; L3 or L4 by them).

``HomeAfterStayover``: a Calendar event in another city (its location is the station there), a friend's
text saying they will drop me at that station the morning after, by some time; the task is the train
home that *arrives* earliest among those leaving after that time, in second class. The results list is
sorted by departure and has no arrival sort: the first train after the time is a slow one that arrives
later than a faster one behind it, and a faster one still has its second class sold out, so neither the
first departure nor the earliest arrival at a glance is right; the date is the day after the event.

``NightTrainToEvent``: a morning Calendar event in another city, reached by sleeping on a night train: the
cheapest berth (either sleeper class) on a train that leaves the evening before and arrives at least an
hour before the start. The results list prices each train "from" its cheapest class (a seat, not a
berth), so every candidate is opened; a cheaper berth is on a train that arrives too late or has that
class sold out, and searching the event's own day lists no night train at all.

``FriendTicketRefundIfCheap``: a friend texts that they cannot come on a trip "this coming <weekday>" and
wants their ticket refunded only if the fee is at most some amount. Among the orders are my own ticket
for that day and the friend's ticket for the same weekday a week later (its fee is nil, so refunding it
looks allowed); the fee of the right one (the refund dialog shows it) decides, and on half the instances
it is over the limit, so the only work is the text back with the fee."""

from __future__ import annotations

import math
from datetime import date, timedelta
from functools import cache
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.calendar.common import event, events, next_id, open_event, twelve
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, with_messages
from bench.tasks.namesakes import RELATIONS
from bench.tasks.rail.common import (
    ORDERS,
    WALLET_CHANGES,
    book_from_results,
    booking_checks,
    busy_pairs,
    name,
    pay,
    region,
    search,
    seats_ok,
    travel_days,
    wallet_checks,
)
from mgym.apps.rail import world

MINUTE_MS = 60_000
CLS = "second"
OCCASIONS = ("Wedding", "Birthday party", "Class reunion", "Housewarming party", "Anniversary dinner")
OCCASIONS_ZH = ("婚礼", "生日派对", "同学聚会", "乔迁宴", "周年纪念晚宴")



class HomeAfterStayover(TaskTemplate):
    id = "rail.HomeAfterStayover"
    apps = ("rail", "calendar", "messages", "wallet")
    objective = "hybrid"
    hardness = ("temporal", "trap", "apps3", "steps")
    tags = ("extract", "reasoning", "finance", "handoff")
    budget = 60
    secrets = ("wallet_password",)
    goal_params = ("train", "date")
    instructions = ('I\'m going to the "{title}" in my Calendar and staying the night; {name} texted me when they '
                    "can drop me at the station the next day. Book me a second-class seat home to {a} on the train "
                    "that gets me there earliest among those leaving after that, and pay with Wallet.",
                    'Check my Calendar for the "{title}" (where and when it is) and {name}\'s texts about taking me '
                    "to the station afterwards. Then book the second-class ticket back to {a} that arrives first, "
                    "of the trains leaving once I'm at the station, paid through Wallet.",
                    'After the "{title}" in my Calendar I stay over, and {name} will drop me at the station the '
                    "following day at the time they texted. Get me home to {a} as early as possible: book a "
                    "second-class seat on the train that arrives first of those leaving after that time, and pay "
                    "with Wallet.")
    instructions_zh = ("我要去参加日历里的“{title}”，当晚住下；{name}发短信说了第二天几点能送我到车站。帮我订回{a}的二等座："
                       "在那之后出发的车次里选最早到达{a}的那一班，用钱包支付。",
                       "看看日历里的“{title}”（在哪儿、哪天），再看{name}发来的第二天送我去车站的短信。然后订回{a}的二等座："
                       "我到车站以后出发的车次中最先到达的那一班，通过钱包付款。",
                       "日历里的“{title}”结束后我住一晚，第二天{name}会按短信里说的时间送我到车站。我想尽早到家（{a}）："
                       "在那个时间之后出发的车次里，订最早到达的那一班的二等座，用钱包付款。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        zh = reg == "zh-CN"
        days = travel_days(2, 40)
        taken = {e["title"] for e in events(state)}
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        threads = [(t, c) for t, c in named_threads(state) if c["name"] not in RELATIONS and names.count(c["name"]) == 1]
        for _ in range(4000):
            home, away = rng.choice(busy_pairs(reg))
            if rng.random() < 0.5:
                home, away = away, home
            day = date.fromisoformat(rng.choice(days))
            back = (day + timedelta(days=1)).isoformat()
            legs = [lg for lg in world.legs(reg, away, home, back) if lg.arr < 1440]
            at = rng.randrange(9 * 4, 15 * 4) * 15
            after = [lg for lg in legs if lg.dep >= at]
            ok = [lg for lg in after if seats_ok(state, lg, CLS)]
            if len(after) < 3 or not ok:
                continue
            target = min(ok, key=lambda lg: lg.arr)
            if sum(lg.arr == target.arr for lg in ok) > 1 or after[0] is target or after[0].arr <= target.arr:
                continue
            # a train leaving after the time that would arrive even earlier, its second class sold out
            if not any(lg.arr < target.arr and CLS in lg.train.classes and not seats_ok(state, lg, CLS)
                       for lg in after):
                continue
            break
        else:
            raise ValueError("no trip home to build this task on")
        t, c = rng.choice(threads)
        title = rng.choice([x for x in (OCCASIONS_ZH if zh else OCCASIONS) if x not in taken])
        b = name(state, away)
        if zh:
            bodies = (f"{title}那天你就住我们家吧，房间都收拾好了！",
                      f"第二天上午我们一起吃个早午饭，然后我开车送你去{b}，{_hhmm(at)}能到车站。",
                      "路上小心，到时见～")
        else:
            bodies = (f"You're staying the night after the {title.lower()}, right? The spare room is ready!",
                      f"The next morning we'll have brunch, then I'll drive you to {b}. I can have you at the station "
                      f"by {twelve(_hhmm(at))}.", "See you soon!")
        mid = next_message_id(state)
        times = (START_MS - rng.randint(180, 300) * MINUTE_MS, START_MS - rng.randint(60, 170) * MINUTE_MS,
                 START_MS - rng.randint(5, 50) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": body, "time": when, "incoming": True, "read": False}
                for i, (body, when) in enumerate(zip(bodies, times, strict=True))]
        eid = next_id(state)
        ev = event(eid, title, day, "16:00", "23:00", b)
        return {"name": c["name"], "thread_id": t["id"], "frm": away, "to": home, "a": name(state, home), "b": b,
                "date": back, "train": target.train.id, "cls": CLS, "pid": 1, "at": at,
                "price": world.fare(reg, target, CLS), "first": after[0].train.id, "title": title, "eid": eid,
                "ev": ev, "msgs": msgs}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return dict(params)  # names and the event's title are the phone's own data, in its language

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}},
            "apps": {"calendar": {"events": [*events(state), p["ev"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*booking_checks(init, final, p["train"], p["date"], p["cls"], [p["pid"]]),
                *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[+1]", *WALLET_CHANGES, f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "the event": sum(1 for e in events(init) if e["title"] == p["title"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["eid"], p["title"])  # the day and the station
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # the time
        obs = yield from search(obs, {**p, "a": p["b"], "b": p["a"]})  # from the event's station, home
        # read on down the list, past the time, to the trains that arrive too late to matter
        obs = yield from ui.scroll_to(obs, trigger="train.open", train=p["first"])
        obs = yield from book_from_results(obs, p["train"], p["cls"], [p["pid"]])
        yield from pay(obs)


SLEEPERS = ("hard_sleeper", "soft_sleeper")
MORNING = ("Job interview", "Conference keynote", "Client workshop", "Board meeting", "Exam", "Site inspection")
MORNING_ZH = ("面试", "大会主旨演讲", "客户工作坊", "董事会", "考试", "现场验收")


@cache
def night_pairs(reg: str) -> tuple[tuple[int, int], ...]:
    """Hub stations (from, to) that at least two sleeper trains join overnight: leaving after 17:00,
    arriving the next morning between 06:00 and 11:00."""
    w = world.world(reg)
    hubs = {s["id"] for s in w.stations if s["hub"] >= 0}
    seen: dict[tuple[int, int], int] = {}
    for t in w.trains.values():
        if not set(SLEEPERS) & set(t.classes):
            continue
        stops = [s for s in t.stops if s[0] in hubs]
        for i, a in enumerate(stops):
            if a[2] % 1440 < 17 * 60:
                continue
            for b in stops[i + 1:]:
                arr = a[2] % 1440 + b[1] - a[2]
                if 1440 + 6 * 60 <= arr <= 1440 + 11 * 60:
                    seen[(a[0], b[0])] = seen.get((a[0], b[0]), 0) + 1
    return tuple(sorted(k for k, n in seen.items() if n >= 2))


def _into_view(obs: Any, tid: str) -> ui.Steps:
    """The results list scrolled (up or down) to train ``tid``."""
    if obs.find(trigger="train.open", train=tid):
        return obs
    for up in (False, False, False, True, True, True):  # a long list takes more than one run of drags
        try:
            return (yield from ui.scroll_to(obs, trigger="train.open", train=tid, up=up))
        except ui.OracleError:
            continue
    raise ui.OracleError(f"train {tid} not in the results")


class NightTrainToEvent(TaskTemplate):
    id = "rail.NightTrainToEvent"
    apps = ("rail", "calendar", "wallet")
    objective = "hybrid"
    hardness = ("temporal", "trap", "explore", "apps3")
    tags = ("reasoning", "handoff", "finance", "explore")
    budget = 60
    secrets = ("wallet_password",)
    goal_params = ("train", "date", "cls")
    instructions = ('My Calendar event "{title}" is in {b}, and I want to get there by night train, sleeping on the '
                    "way. Book me the cheapest sleeper or couchette berth on a train from {a} that leaves the evening "
                    "before and arrives at least an hour before the event starts. Pay with Wallet.",
                    'I\'ll travel overnight to {b} for "{title}" (it\'s in my Calendar). Find the trains from {a} that '
                    "leave the day before and get me there an hour or more before it begins, and book the lowest-priced "
                    "berth (sleeper or couchette) among them; pay through Wallet.",
                    'Get me a berth on a night train from {a} to {b} for my Calendar event "{title}": leaving the '
                    "evening before, arriving at least an hour before the start. Pick whichever sleeper or couchette "
                    "berth costs least and pay for it with Wallet.")
    instructions_zh = ("我日历里的“{title}”在{b}，我想坐夜车过去，在车上睡一晚。帮我订前一天晚上从{a}出发、至少在活动开始前一小时"
                       "到达的车次里最便宜的卧铺（软卧或硬卧都行），用钱包支付。",
                       "我要连夜去{b}参加“{title}”（在日历里）。找出前一天从{a}出发、能在开始前一小时或更早到达的车次，"
                       "在这些车里订价格最低的卧铺铺位（软卧或硬卧），通过钱包付款。",
                       "帮我订一张从{a}去{b}的夜车卧铺，赶日历里的“{title}”：前一天晚上出发，至少提前一小时到。"
                       "软卧、硬卧哪个便宜订哪个，用钱包付款。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        zh = reg == "zh-CN"
        days = travel_days(3, 40)
        taken = {e["title"] for e in events(state)}
        pairs = night_pairs(reg)
        for _ in range(4000):
            frm, to = rng.choice(pairs)
            day = date.fromisoformat(rng.choice(days))
            before = (day - timedelta(days=1)).isoformat()
            listed = world.legs(reg, frm, to, before)
            if len(listed) > 24:  # a list an agent can read through
                continue
            every = [lg for lg in listed if set(SLEEPERS) & set(lg.train.classes)]
            night = [lg for lg in every if 1440 + 5 * 60 <= lg.arr <= 1440 + 12 * 60 and lg.dep >= 16 * 60]
            if len(night) < 2:
                continue
            start = rng.randrange(7 * 4, 11 * 4) * 15
            # no other sleeper that day (a day train, or one that arrives the same evening) is arguable
            others = [lg for lg in every if lg not in night and lg.arr - 1440 + 60 <= start]
            offers = [(world.fare(reg, lg, c), lg, c) for lg in night for c in SLEEPERS if c in lg.train.classes]
            ok = [(f, lg, c) for f, lg, c in offers if lg.arr - 1440 + 60 <= start and seats_ok(state, lg, c)]
            if not ok:
                continue
            best = min(f for f, _, _ in ok)
            top = [(f, lg, c) for f, lg, c in ok if f == best]
            if len(top) > 1:
                continue
            fare, target, cls = top[0]
            cheaper = [(f, lg, c) for f, lg, c in offers if f < fare]
            if others and min(world.fare(reg, lg, c) for lg in others for c in SLEEPERS if c in lg.train.classes) <= fare:
                continue
            if not cheaper or any(abs(lg.arr - 1440 + 60 - start) < 10 for _, lg, _ in offers):
                continue
            break
        else:
            raise ValueError("no night train to build this task on")
        title = rng.choice([x for x in (MORNING_ZH if zh else MORNING) if x not in taken])
        b = name(state, to)
        eid = next_id(state)
        ev = event(eid, title, day, _hhmm(start), _hhmm(start + 120), b)
        return {"frm": frm, "to": to, "a": name(state, frm), "b": b, "date": before, "day": day.isoformat(),
                "train": target.train.id, "cls": cls, "pid": 1, "price": fare, "title": title, "eid": eid, "ev": ev,
                "night": [lg.train.id for lg in night if lg.arr - 1440 + 60 <= start]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return dict(params)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), p["ev"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*booking_checks(init, final, p["train"], p["date"], p["cls"], [p["pid"]]),
                *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[+1]", *WALLET_CHANGES]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the event": sum(1 for e in events(init) if e["title"] == p["title"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["eid"], p["title"])  # the day, the start and the city
        obs = yield from search(obs, p)  # the evening before
        for tid in p["night"]:  # the berths and prices of each night train that arrives in time
            if tid == p["train"]:
                continue
            obs = yield from _into_view(obs, tid)
            obs = yield from ui.tap(obs, trigger="train.open", train=tid)
            obs = yield from ui.back()
        obs = yield from _into_view(obs, p["train"])
        obs = yield from book_from_results(obs, p["train"], p["cls"], [p["pid"]])
        yield from pay(obs)


# ---- a friend's ticket refunded only if the fee is small enough ----------------------------------------
class FriendTicketRefundIfCheap(TaskTemplate):
    id = "rail.FriendTicketRefundIfCheap"
    apps = ("rail", "messages")
    objective = "hybrid"
    # a 11-step oracle, not played from screenshots yet: held at L3 until a playtest shows it needs 20+ steps
    hardness = ("trap", "branch")
    tags = ("finance", "reasoning", "social", "handoff")
    budget = 45
    goal_params = ("thread_id", "oid", "refund", "fee")
    instructions = ("{name} can't come on a train trip I booked for them; their texts say which one and when they "
                    "want the ticket refunded. Do as they ask in Rail Tickets, then text {name} what the refund fee "
                    "is.",
                    "Read {name}'s texts about their train ticket: refund it in Rail Tickets only under their "
                    "condition, and either way reply to {name} by text with the refund fee.",
                    "{name} texted me about cancelling the train ticket I bought for them. Follow their instructions "
                    "on whether to refund it (check the fee in Rail Tickets), and text them back the fee.")
    instructions_zh = ("{name}去不了我帮对方订的一趟火车了，对方在短信里说了是哪一趟、什么情况下要退票。在铁路出行里照对方说的办，"
                       "然后发短信告诉{name}退票费是多少。",
                       "看看{name}关于火车票的短信：只在对方说的条件下在铁路出行里退票，不管退没退，都用短信回复{name}退票费。",
                       "{name}发短信说要取消我帮对方买的火车票。按对方的要求决定退不退（在铁路出行里看退票费），"
                       "再把退票费用短信告诉对方。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.rail.booking import new_id
        from bench.tasks.rail.common import NOW, paid_order, passengers
        from bench.tasks.rail.orders import _clear, _hours
        from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
        from mgym.apps.rail import model

        reg = region(state)
        zh = reg == "zh-CN"
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        riders = {q["name"] for q in passengers(state)}
        threads = [(t, c) for t, c in named_threads(state) if c["name"] not in RELATIONS
                   and names.count(c["name"]) == 1 and c["name"] not in riders]
        today = date.fromisoformat(travel_days(0, 1)[0])
        weekdays = [today + timedelta(days=k) for k in range(1, 8) if (today + timedelta(days=k)).weekday() < 5]
        for _ in range(3000):
            frm, to = rng.choice(busy_pairs(reg))
            day = rng.choice(weekdays)
            later = day + timedelta(days=7)
            legs = [lg for lg in world.legs(reg, frm, to, day.isoformat())
                    if _clear(_hours(reg, lg)) and "second" in lg.train.classes]
            legs2 = [lg for lg in world.legs(reg, frm, to, later.isoformat()) if "second" in lg.train.classes]
            if len(legs) < 2 or not legs2:
                continue
            theirs, mine = rng.sample(legs, 2)
            if model.refund_quote(reg, paid_order(0, theirs, "second", reg, [(1, "")]), NOW)[0] < 3:
                continue
            break
        else:
            raise ValueError("no trips to build this task on")
        t, c = rng.choice(threads)
        pid = 1 + max(q["id"] for q in passengers(state))
        me = next(q for q in passengers(state) if q["me"])
        friend = {"id": pid, "name": c["name"], "id_no": new_id(rng, state), "phone": c["phone"], "me": False}
        ids = rng.sample(range(20, 99), 3)
        cls = "second"
        rows = [paid_order(ids[0], theirs, cls, reg, [(pid, c["name"])]),
                paid_order(ids[1], mine, cls, reg, [(me["id"], me["name"])]),
                paid_order(ids[2], rng.choice(legs2), cls, reg, [(pid, c["name"])])]
        fee, back = model.refund_quote(reg, rows[0], NOW)
        refund = rng.random() < 0.5
        # whole-money limits on either side of the fee (at least 2, so that a limit below it exists)
        limit = math.ceil(fee) + rng.randint(0, 3) if refund else math.ceil(fee) - 1 - rng.randint(0, 1)
        money = f"¥{limit}" if zh else f"${limit}"
        wd = (WEEKDAYS_ZH if zh else WEEKDAYS)[day.weekday()]
        b = name(state, to)
        if zh:
            bodies = (f"真不好意思，下{wd}去{b}我去不了了😞",
                      f"能帮我把那天的火车票退了吗？不过退票费要是超过{money}就别退了，票我先留着。不管退没退，告诉我退票费是多少。")
        else:
            bodies = (f"So sorry, I can't make the trip to {b} this coming {wd} after all 😞",
                      f"Could you refund my train ticket for that day? Only if the refund fee is {money} or less "
                      "though; if it's more, I'll just keep the ticket. Either way, tell me what the fee is.")
        mid = next_message_id(state)
        times = (START_MS - rng.randint(60, 150) * MINUTE_MS, START_MS - rng.randint(5, 55) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": body, "time": when, "incoming": True, "read": False}
                for i, (body, when) in enumerate(zip(bodies, times, strict=True))]
        order = rows[0]
        rng.shuffle(rows)
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "rider": friend, "rows": rows,
                "oid": order["id"], "refund": refund, "fee": fee, "back": back, "limit": limit,
                "day": day.isoformat(), "others": [o["id"] for o in rows if o["id"] != order["id"]]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return dict(params)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.rail.common import passengers

        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}},
            "apps": {"rail": {"orders": p["rows"], "passengers": [*passengers(state), p["rider"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        rows = init["apps"]["rail"]["orders"]
        pid = p["rider"]["id"]
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "their ticket that day": sum(1 for o in rows if o["date"] == p["day"]
                                             and any(t["pid"] == pid for t in o["tickets"]))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messages.common import sent_in_thread
        from bench.tasks.notes.common import numbers

        sent = sent_in_thread(init, final, p["thread_id"])
        body = str(sent[0].get("body", "")) if len(sent) == 1 else ""
        out = [check("one text back to them", 1, len(sent)),
               Check("it gives the refund fee", any(abs(x - p["fee"]) < 0.005 for x in numbers(body)), p["fee"], body)]
        if p["refund"]:
            o: dict[str, Any] = next((o for o in final["apps"]["rail"]["orders"] if o["id"] == p["oid"]), {})
            out += [check("their ticket refunded", "refunded", o.get("status")),
                    check("the fee and the amount back", (p["fee"], p["back"]),
                          (o.get("refund_fee"), o.get("refund_amount")))]
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        ref = [f"{ORDERS}[id={p['oid']}].{k}" for k in ("status", "refund_fee", "refund_amount")]
        return [*send_changes(p["thread_id"]), *(ref if p["refund"] else [])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import send
        from bench.tasks.rail.common import open_order

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # which day, the condition
        obs = yield from open_order(obs, p["oid"])  # the friend's ticket that day
        obs = yield from ui.tap(obs, trigger="order.refund")  # the fee
        if p["refund"]:
            obs = yield from ui.tap(obs, trigger="refund.confirm")
        else:
            obs = yield from ui.tap(obs, trigger="refund.dismiss")
        obs = yield from ui.open_app("Messages")
        if not obs.find(trigger="compose.send"):
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        zh = any("\u4e00" <= ch <= "\u9fff" for ch in p["msgs"][0]["body"])
        fee = f"{p['fee']:.2f}"
        if zh:
            text = f"退好了，退票费{fee}元。" if p["refund"] else f"退票费要{fee}元，超过你说的了，票先帮你留着。"
        else:
            text = (f"Done, I refunded it. The fee was {fee}." if p["refund"] else
                    f"The refund fee would be {fee}, more than you said, so I kept the ticket.")
        yield from send(obs, text)

