"""Rail tasks planned around other apps: the last train that arrives before a Calendar meeting (Calendar →
Rail → Wallet), refund the trip on a day a Calendar event fills, book then add the trip to Calendar, and
text a trip's details through Messages."""

from __future__ import annotations

from datetime import date
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.calendar.common import event, events, next_id, open_event
from bench.tasks.messages.common import sent_in_thread
from bench.tasks.rail.common import (
    NOW,
    ORDERS,
    WALLET_CHANGES,
    book_from_results,
    booking_checks,
    day_label,
    localize_day,
    open_order,
    pay,
    region,
    sample_trip,
    search,
    seats_ok,
    wallet_checks,
    zh,
)
from bench.tasks.rail.crossapp import _hhmm, _WithTrip, earliest_fast
from bench.tasks.rail.orders import sample_orders
from bench.tasks.textmatch import mentions
from mgym.apps.rail import model, world

MEETINGS = ("Client meeting", "Project kickoff", "Job interview", "Site visit", "Design workshop", "Contract signing")
MEETINGS_ZH = ("客户会议", "项目启动会", "面试", "现场考察", "设计研讨会", "合同签约")
CAL_NEW = "apps.calendar.events[+1]"


def _title(rng: Random, state: dict[str, Any]) -> str:
    taken = {e["title"] for e in events(state)}
    return rng.choice([t for t in (MEETINGS_ZH if zh(state) else MEETINGS) if t not in taken])


def _new_events(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {e["id"] for e in events(init)}
    return [e for e in events(final) if e["id"] not in old]


class BookBeforeMeeting(TaskTemplate):
    id = "rail.BookBeforeMeeting"
    secrets = ("wallet_password",)
    apps = ("calendar", "rail", "wallet")
    composition = "transfer"
    difficulty = "L4"
    tags = ("reasoning", "handoff", "finance")
    budget = 60
    goal_params = ("train", "date")
    instructions = ('My Calendar event "{title}" is in {b}. Book me a second-class seat on the last high-speed train '
                    "from {a} that arrives in {b} at least an hour before it starts, on that day, and pay with Wallet.",
                    'Look up "{title}" in Calendar (it takes place in {b}). In Rail Tickets, book the latest high-speed '
                    "train from {a} that same day that still gets to {b} an hour or more before the start; second "
                    "class, paid through Wallet.",
                    'I need to reach {b} for my Calendar event "{title}" at least an hour before it starts. Please book the last high-speed train from {a} on that day that gets me there in time, second class, paid with Wallet.')
    instructions_zh = ("我日历里的“{title}”在{b}。帮我订当天从{a}出发、至少提前一小时到达{b}的最晚一班高铁/动车，二等座，用钱包支付。",
                       "在日历里查一下“{title}”（地点在{b}）。在铁路出行里订当天从{a}出发、能在开始前一小时或更早到达{b}的最晚一班高铁/动车，"
                       "二等座，通过钱包付款。",
                       '我要去{b}参加日历里的“{title}”，至少要提前一小时到。请订当天从{a}出发、能赶上的最晚一班高铁/动车，二等座，用钱包付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        while True:
            t = sample_trip(rng, state, lo=2, hi=20)
            fast = [lg for lg in t["legs"] if world.high_speed(reg, lg.train) and lg.arr + 60 < 22 * 60]
            if len(fast) < 3:
                continue
            pick = rng.choice(fast[1:])
            start = -(-(pick.arr + 60) // 15) * 15
            ok = [lg for lg in fast if lg.arr + 60 <= start]
            best = max(ok, key=lambda lg: (lg.arr, lg.dep))
            later = [lg for lg in fast if lg.arr + 60 > start]
            if best is not pick or any(lg.arr == best.arr and lg is not best for lg in ok):
                continue
            if later and min(lg.arr for lg in later) + 60 - start < 5:
                continue
            if not seats_ok(state, best, "second"):
                continue
            return {"frm": t["frm"], "to": t["to"], "a": t["a"], "b": t["b"], "date": t["date"],
                    "train": best.train.id, "cls": "second", "pid": 1, "price": world.fare(reg, best, "second"),
                    "title": _title(rng, state), "eid": next_id(state), "start": _hhmm(start),
                    "end": _hhmm(start + 90)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        ev = event(p["eid"], p["title"], date.fromisoformat(p["date"]), p["start"], p["end"], p["b"])
        return {"apps": {"calendar": {"events": [*events(state), ev]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*booking_checks(init, final, p["train"], p["date"], p["cls"], [p["pid"]]),
                *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[+1]", *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["eid"], p["title"])
        obs = yield from search(obs, p, hs=True)
        obs = yield from book_from_results(obs, p["train"], p["cls"], [p["pid"]])
        yield from pay(obs)


class RefundOnBusyDay(TaskTemplate):
    id = "rail.RefundOnBusyDay"
    apps = ("calendar", "rail")
    composition = "transfer"
    difficulty = "L3"
    tags = ("reasoning", "edit", "finance")
    budget = 45
    split = "train"
    goal_params = ("oid",)
    instructions = ('I can\'t travel on the day of "{title}" in my Calendar. Refund my train ticket for that day in '
                    "Rail Tickets.",
                    'Check which day "{title}" is on in Calendar and refund the Rail Tickets trip I booked for that '
                    "day.",
                    'Please refund my Rail Tickets train ticket for the day of "{title}" in my Calendar; I can\'t travel then.')
    instructions_zh = ("日历里“{title}”那天我走不开。在铁路出行里把那天的火车票退掉。",
                       "在日历里查一下“{title}”是哪天，把我在铁路出行订的那天的车票退掉。",
                       '请把日历里“{title}”那天的火车票在铁路出行里退掉，我那天走不了。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = sample_orders(rng, state, extra=1, lo=1, hi=20)
        o = next(o for o in p["rows"] if o["id"] == p["oid"])
        fee, back = model.refund_quote(region(state), o, NOW)
        start = rng.choice(("10:00", "14:30", "16:00", "19:00"))
        end = f"{int(start[:2]) + 1}{start[2:]}"
        return {**p, "fee": fee, "back": back, "title": _title(rng, state), "eid": next_id(state), "start": start,
                "end": end}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return localize_day(params, locale)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        ev = event(p["eid"], p["title"], date.fromisoformat(p["date"]), p["start"], p["end"])
        return {"apps": {"rail": {"orders": p["rows"]}, "calendar": {"events": [*events(state), ev]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        o: dict[str, Any] = next((o for o in final["apps"]["rail"]["orders"] if o["id"] == p["oid"]), {})
        return [check("that day's ticket is refunded", "refunded", o.get("status")),
                check("the fee and the amount back", (p["fee"], p["back"]),
                      (o.get("refund_fee"), o.get("refund_amount")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[id={p['oid']}].{k}" for k in ("status", "refund_fee", "refund_amount")]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_event(p["eid"], p["title"])
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.refund")
        yield from ui.tap(obs, "Refund", trigger="refund.confirm")


class BookThenCalendar(TaskTemplate):
    id = "rail.BookThenCalendar"
    secrets = ("wallet_password",)
    apps = ("rail", "wallet", "calendar")
    composition = "transfer"
    difficulty = "L4"
    tags = ("finance", "handoff", "create")
    budget = 60
    split = "train"
    goal_params = ("train", "date")
    instructions = ("Book the earliest high-speed train from {a} to {b} on {day}, second class, pay with Wallet"
                    ", then add the trip to my Calendar.",
                    "In Rail Tickets, get me a second-class seat on the first high-speed train {a} → {b} on {day}; pay "
                    "through Wallet and put the trip in Calendar with Add to Calendar.",
                    'I want to take the first high-speed train from {a} to {b} on {day}. Please book a second-class seat, pay with Wallet and add the trip to my Calendar.')
    instructions_zh = ("订{day}从{a}到{b}最早的一班高铁/动车，二等座，用钱包支付，然后把行程添加到日历。",
                       "在铁路出行里给我订{day}{a}→{b}的第一班高铁/动车二等座，通过钱包付款，再用“添加到日历”把行程放进日历。",
                       '我要坐{day}从{a}到{b}的第一班高铁/动车。请订二等座，用钱包付款，再把行程添加到日历。')

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "day": day_label(params["date"], locale)}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        while True:
            t = sample_trip(rng, state, lo=2, hi=25)
            lg = earliest_fast(state, t["frm"], t["to"], t["date"])
            if lg is not None and seats_ok(state, lg, "second"):
                return {"frm": t["frm"], "to": t["to"], "a": t["a"], "b": t["b"], "date": t["date"],
                        "train": lg.train.id, "cls": "second", "pid": 1, "price": world.fare(reg, lg, "second"),
                        "dep": _hhmm(lg.dep)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = _new_events(init, final)
        e = new[0] if len(new) == 1 else {}
        return [*booking_checks(init, final, p["train"], p["date"], p["cls"], [p["pid"]]),
                *wallet_checks(p["price"], init, final),
                check("one new Calendar event", 1, len(new)),
                Check("the event is the trip", mentions(e.get("title"), p["train"]) and e.get("start_date") == p["date"]
                      and e.get("start_time") == p["dep"], (p["train"], p["date"], p["dep"]),
                      (e.get("title"), e.get("start_date"), e.get("start_time")))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[+1]", *WALLET_CHANGES, CAL_NEW]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p, hs=True)
        obs = yield from book_from_results(obs, p["train"], p["cls"], [p["pid"]])
        obs = yield from pay(obs)
        obs = yield from ui.tap(obs, trigger="order.calendar")
        yield from ui.tap(obs, trigger="edit.save")


class TripByText(_WithTrip):
    id = "rail.TripByText"
    apps = ("rail", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    instructions = ("Text {contact} the details of my {day} train ({a} → {b}) from Rail Tickets, through Messages.",
                    "Use Share on my {day} Rail Tickets order ({a} to {b}) to send the trip to {contact} by text "
                    "message.",
                    'Please share my {day} train trip ({a} → {b}) from Rail Tickets with {contact} by text message.')
    instructions_zh = ("把我{day}（{a}→{b}）的火车行程从铁路出行用短信发给{contact}。",
                       "在铁路出行里对我{day}（{a}到{b}）的订单点“分享”，通过信息把行程发给{contact}。",
                       '请从铁路出行把我{day}{a}→{b}的行程通过短信分享给{contact}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads

        t = self.trip(rng, state)
        th, c = rng.choice(named_threads(state))
        return {**t, "contact": c["name"], "contact_id": c["id"], "thread_id": th["id"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [str(m.get("body", "")) for m in sent_in_thread(init, final, p["thread_id"])]
        return [check("one text sent to them", 1, len(got)),
                Check(f"with the train {p['train']} and its departure {p['dep']}",
                      len(got) == 1 and mentions(got[0], p["train"]) and mentions(got[0], p["dep"]), (p["train"], p["dep"]),
                      got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import TO_HINT

        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messages")
        obs = yield from ui.type_into(obs, TO_HINT, p["contact"])
        obs = yield from ui.tap(obs, trigger="new.pick", contact_id=p["contact_id"])
        yield from ui.tap(obs, trigger="compose.send")
