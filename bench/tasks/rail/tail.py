"""Hard-by-construction Rail templates across apps (declared hardness factors, L4).

``ArriveByFriendText``: a friend texts (Messages) the station to meet at, in a city with several stations
of near-identical names, and the time to be there on a weekday named relative to today; a later text
moves the time earlier. The train to book is the latest departure that still arrives at that station by
the corrected time, in second class: the uncorrected time gives a later train, the latest departure
before the time is a slower train that arrives too late, and the city's main station has trains too."""

from __future__ import annotations

from collections import Counter
from datetime import date, timedelta
from functools import cache
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import twelve
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, with_messages
from bench.tasks.namesakes import RELATIONS
from bench.tasks.rail.common import (
    ORDERS,
    WALLET_CHANGES,
    book_from_results,
    booking_checks,
    name,
    pay,
    region,
    search,
    seats_ok,
    travel_days,
    wallet_checks,
)
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.rail import world

MINUTE_MS = 60_000
CLS = "second"



@cache
def side_pairs(reg: str) -> tuple[tuple[int, int, int], ...]:
    """(from, side station, its city's main station): a side station of a city with several stations of
    near-identical names ("New York South" beside "New York", 北京西 beside 北京) that at least six trains
    reach from a hub of another city, which has trains to the main station too."""
    w = world.world(reg)
    main = {s["city"]: s for s in w.stations if s["hub"] >= 0}
    main = {c: min((x for x in w.stations if x["city"] == c), key=lambda x: len(x["name"])) for c in main}
    out = []
    for s in w.stations:
        m = main.get(s["city"])
        if m is None or m["id"] == s["id"] or not s["name"].startswith(m["name"]):
            continue
        into: Counter[int] = Counter()
        into_main: Counter[int] = Counter()
        for target, counter in ((s["id"], into), (m["id"], into_main)):
            for tid, j in w.calls.get(target, ()):
                for st in w.trains[tid].stops[:j]:
                    if w.stations[st[0]]["hub"] >= 0 and w.stations[st[0]]["city"] != s["city"]:
                        counter[st[0]] += 1
        out += [(f, s["id"], m["id"]) for f, n in sorted(into.items()) if n >= 6 and into_main[f]]
    return tuple(out)


def latest_by(legs: list[world.Leg], deadline: int) -> world.Leg | None:
    ok = [lg for lg in legs if lg.arr <= deadline]
    return max(ok, key=lambda lg: (lg.dep, lg.train.id)) if ok else None


class ArriveByFriendText(TaskTemplate):
    id = "rail.ArriveByFriendText"
    apps = ("rail", "messages", "wallet")
    objective = "hybrid"
    hardness = ("temporal", "trap", "steps", "apps3")
    tags = ("extract", "reasoning", "finance", "handoff")
    budget = 60
    secrets = ("wallet_password",)
    goal_params = ("train", "date")
    instructions = ("{name} texted me where and when to meet them. Book me a second-class seat on the train from "
                    "{a} that leaves as late as possible but still gets me to that station by the time they need me "
                    "there, on that day, and pay with Wallet.",
                    "Check my texts from {name}: which station and by what time do I have to be there, and on which "
                    "day? Then in Rail Tickets get me the latest-leaving train from {a} that arrives in time, second "
                    "class, paid through Wallet.",
                    "I'm travelling from {a} to meet {name}, who told me by text where and when. Book the "
                    "second-class ticket on the last train that still arrives at their station on time that day "
                    "(leaving as late as possible), and pay with Wallet.")
    instructions_zh = ("{name}发短信告诉了我在哪儿、几点碰面。帮我订那天从{a}出发的火车二等座：尽量晚出发，但要在对方需要我"
                       "到的时间之前到达那个车站，用钱包支付。",
                       "看看{name}发给我的短信：我要哪天、几点之前到哪个车站？然后在铁路出行里订那天从{a}出发、能按时到达的"
                       "最晚一班车，二等座，用钱包付款。",
                       "我要从{a}出发去见{name}，对方在短信里说了地点和时间。请订当天仍能准时到达对方所说车站的最后一班车"
                       "（出发越晚越好）的二等座，用钱包付款。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        zh = reg == "zh-CN"
        today = date.fromisoformat(travel_days(0, 1)[0])
        pairs = side_pairs(reg)
        threads = [(t, c) for t, c in named_threads(state) if c["name"] not in RELATIONS]
        for _ in range(2000):
            frm, to, main = rng.choice(pairs)
            k = rng.randint(2, 6)
            day = today + timedelta(days=k)
            legs = [lg for lg in world.legs(reg, frm, to, day.isoformat())
                    if lg.arr < 1440 and CLS in lg.train.classes and seats_ok(state, lg, CLS)]
            if len(legs) < 4 or not world.legs(reg, frm, main, day.isoformat()):
                continue
            target = rng.choice(legs[1:-1])
            t2 = target.arr + rng.choice((0, 5, 10, 15, 20))
            t2 -= t2 % 5
            if t2 < target.arr:
                t2 += 5
            if latest_by(legs, t2) is not target or t2 >= 23 * 60:
                continue
            # no later train of any kind (no second class, sold out) arrives in time either
            every = world.legs(reg, frm, to, day.isoformat())
            if any(lg.dep > target.dep and lg.arr <= t2 for lg in every):
                continue
            # a slower train that leaves later but arrives after the corrected time
            if not any(lg.dep > target.dep and lg.dep < t2 < lg.arr for lg in legs):
                continue
            t1 = t2 + rng.choice((45, 60, 90, 120))
            first = latest_by(legs, t1)
            if first is None or first is target or t1 >= 24 * 60:
                continue
            break
        else:
            raise ValueError("no trip to build this task on")
        t, c = rng.choice(threads)
        wd = (WEEKDAYS_ZH if zh else WEEKDAYS)[day.weekday()]
        b = name(state, to)
        if zh:
            bodies = (f"{wd}的活动你能来吧？你到{b}站就行，{_hhmm(t1)}之前到，我去站台接你。",
                      "对了，上次借你的充电器记得带上。",
                      f"更正一下：活动提前了，{wd}你得在{_hhmm(t2)}之前到{b}，车站不变。", "到时见！🙂")
        else:
            bodies = (f"You're coming on {wd}, right? Take the train to {b} and be there by {twelve(_hhmm(t1))}, "
                      "I'll pick you up at the station.",
                      "Also, bring back the charger I lent you?",
                      f"Correction: they moved it earlier, so on {wd} you need to be at {b} by "
                      f"{twelve(_hhmm(t2))}. Same station.", "See you then! 🙂")
        mid = next_message_id(state)
        times = (START_MS - rng.randint(150, 240) * MINUTE_MS, START_MS - rng.randint(90, 140) * MINUTE_MS,
                 START_MS - rng.randint(30, 80) * MINUTE_MS, START_MS - rng.randint(5, 25) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": body, "time": when, "incoming": True, "read": False}
                for i, (body, when) in enumerate(zip(bodies, times, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "frm": frm, "to": to, "main": main, "a": name(state, frm),
                "b": b, "date": day.isoformat(), "train": target.train.id, "cls": CLS, "pid": 1,
                "price": world.fare(reg, target, CLS), "decoy": first.train.id, "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*booking_checks(init, final, p["train"], p["date"], p["cls"], [p["pid"]]),
                *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[+1]", *WALLET_CHANGES, f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from search(obs, p)
        obs = yield from book_from_results(obs, p["train"], p["cls"], [p["pid"]])
        yield from pay(obs)
