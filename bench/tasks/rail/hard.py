"""Hard-by-construction Rail templates (declared hardness factors, L4): a round trip for two priced
from two result lists, where a card's "from" price counts sold-out classes; a booking for two made
only when the Wallet balance covers both tickets, else a message on Messenger."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.messenger.common import (
    chat_of,
    new_items,
    norm,
    open_direct,
    read,
    seed_chats,
    send_text,
    sent,
)
from bench.tasks.messenger.common import contacts as chat_contacts
from bench.tasks.messenger.common import launch as launch_messenger
from bench.tasks.rail.common import (
    ORDERS,
    WALLET_CHANGES,
    book_from_results,
    booking_checks,
    busy_pairs,
    day_label,
    localize_day,
    name,
    new_orders,
    passengers,
    pay,
    region,
    sample_trip,
    search,
    seats_ok,
    travel_days,
    wallet_checks,
)
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH
from mgym.apps.rail import model, world

TOTAL = AnswerField("total", "Total fare", "number", "number", hint="Only the number, without the currency sign",
                    label_zh="总票价", hint_zh="只填数字，不带货币符号")



def cheapest(state: dict[str, Any], legs: list[world.Leg], n: int) -> float | None:
    """The lowest fare of any class with ``n`` tickets left."""
    fares = [world.fare(region(state), lg, c) for lg in legs for c in lg.train.classes
             if model.left(state["apps"]["rail"], lg.train.id, lg.date, c) >= n]
    return min(fares) if fares else None


def naive(state: dict[str, Any], legs: list[world.Leg]) -> float:
    """The lowest "from" price the result cards show, sold-out classes included."""
    return min(world.fare(region(state), lg, c) for lg in legs for c in lg.train.classes)


class RoundTripForTwo(AnswerTask):
    id = "rail.RoundTripForTwo"
    apps = ("rail", "answersheet")
    composition = "deep_dive"
    hardness = ("aggregate", "arithmetic", "trap", "temporal", "steps")
    tags = ("search", "reasoning", "finance")
    budget = 45
    instructions = ("A friend and I are going by train from {a} to {b} this {weekday} and coming back {back} days "
                    "later. We have to arrive in {b} before {by}, and on the way back we can't leave {b} before "
                    "{after}. Each way, take the cheapest seat (any train, any class) that still has tickets for both "
                    "of us. What do the four tickets cost in total? Answer on the AnswerSheet.",
                    "Price a round trip for two in Rail Tickets: {a} → {b} this {weekday}, arriving before {by}; back "
                    "{back} days later, leaving {b} at {after} or later. In each direction use the lowest fare of any "
                    "class with at least two tickets left. Put the total for both of us, there and back, in the "
                    "AnswerSheet.",
                    "What would four train tickets cost in total for a friend and me? We go from {a} to {b} this "
                    "{weekday}, getting to {b} before {by}, and return {back} days later, leaving {b} no earlier "
                    "than {after}. For each direction, pick the cheapest seat on any train in any class that still "
                    "has tickets for both of us.")
    instructions_zh = ("我和朋友这个{weekday}坐火车从{a}去{b}，{back}天后返回。去程必须在{by}之前到达{b}，回程不能早于{after}从{b}出发。"
                       "每个方向都选还有两张余票的最便宜的座位（任意车次、任意席别）。四张票一共多少钱？请在答题卡上作答。",
                       "用铁路出行算一下两个人的往返票价：这个{weekday}从{a}到{b}，{by}之前到达；{back}天后返回，{after}或更晚从{b}出发。"
                       "每个方向都取至少还剩两张票的席别里最低的票价。把我们两人往返的总价填到答题卡。",
                       "帮我算算我和朋友坐火车往返一共要花多少钱（四张票）：这个{weekday}从{a}去{b}，要在{by}之前到{b}；"
                       "{back}天后回来，从{b}出发的时间不早于{after}。去程和回程都选还够我们两个人买的最便宜的座位，车次和席别不限。")
    answer_fields = (TOTAL,)

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        wd = date.fromisoformat(params["date"]).weekday()
        return {**params, "weekday": (WEEKDAYS_ZH if locale.startswith("zh") else WEEKDAYS)[wd]}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        today = date.fromisoformat(travel_days(0, 1)[0])
        while True:
            frm, to = rng.choice(busy_pairs(reg))
            out = today + timedelta(days=rng.randint(1, 6))  # a weekday name within the coming week
            back = rng.randint(2, 5)
            ret = out + timedelta(days=back)
            by, after = rng.randrange(12 * 60, 21 * 60, 30), rng.randrange(9 * 60, 17 * 60, 30)
            go_all, ret_all = world.legs(reg, frm, to, out.isoformat()), world.legs(reg, to, frm, ret.isoformat())
            if len(go_all) < 12 or len(ret_all) < 12 or any(lg.arr == by for lg in go_all) \
                    or any(lg.dep == after for lg in ret_all):
                continue
            go = [lg for lg in go_all if lg.arr < by]
            bk = [lg for lg in ret_all if lg.dep >= after]
            if len(go) < 3 or len(bk) < 3:
                continue
            c1, c2 = cheapest(state, go, 2), cheapest(state, bk, 2)
            if c1 is None or c2 is None:
                continue
            total = 2 * (c1 + c2)
            # the trap: the cheapest "from" price of the fitting trains is a class without two tickets left
            if 2 * (naive(state, go) + naive(state, bk)) == total:
                continue
            # and the cheapest of the whole day, ignoring the times, is another price again
            if 2 * ((cheapest(state, go_all, 2) or 0) + (cheapest(state, ret_all, 2) or 0)) == total:
                continue
            return {"frm": frm, "to": to, "a": name(state, frm), "b": name(state, to), "date": out.isoformat(),
                    "ret": ret.isoformat(), "back": back, "by": _hhmm(by), "after": _hhmm(after), "total": total}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        reg = region(init)
        by, after = int(p["by"][:2]) * 60 + int(p["by"][3:]), int(p["after"][:2]) * 60 + int(p["after"][3:])
        go = [lg for lg in world.legs(reg, p["frm"], p["to"], p["date"]) if lg.arr < by]
        bk = [lg for lg in world.legs(reg, p["to"], p["frm"], p["ret"]) if lg.dep >= after]
        return {"total": 2 * ((cheapest(init, go, 2) or 0) + (cheapest(init, bk, 2) or 0))}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        st = world.world(region(init)).stations
        return {"from": sum(1 for s in st if s["name"] == p["a"]), "to": sum(1 for s in st if s["name"] == p["b"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, {**p, "day": day_label(p["date"], obs.locale)})
        obs = yield from ui.tap(obs, trigger="results.sort", by="price")
        back = {**p, "frm": p["to"], "to": p["frm"], "a": p["b"], "b": p["a"], "date": p["ret"]}
        obs = yield from ui.back()
        obs = yield from search(obs, back)
        obs = yield from ui.tap(obs, trigger="results.sort", by="price")
        total = p["total"]
        yield from ui.fill_answers(obs, {"total": int(total) if total == int(total) else total})


SORRY = "Sorry, I can't afford the train tickets this time. Let's plan another weekend."
SORRY_ZH = "抱歉，这次的火车票钱不够了，我们改个周末再约吧。"


class BookIfBalanceCovers(TaskTemplate):
    id = "rail.BookIfBalanceCovers"
    apps = ("rail", "wallet", "messenger")
    composition = "transfer"
    hardness = ("branch", "trap", "apps3")
    tags = ("finance", "handoff", "reasoning", "social")
    budget = 60
    secrets = ("wallet_password",)
    goal_params = ("afford", "train", "date", "pid", "price", "cid", "text")
    instructions = ("I want to take {who} from {a} to {b} on {day}: two Second class seats on the fastest train that "
                    "day that still has at least two Second class tickets left. Check my Wallet balance first. If it "
                    "covers both tickets, book them in Rail Tickets for me and {who} and pay with Wallet. If it "
                    "doesn't, book nothing and send {friend} on Messenger: \"{text}\"",
                    "Plan a train trip for me and {who}, {a} → {b} on {day}, Second class, on the quickest train of "
                    "the day with two Second class tickets still available. Only if my Wallet balance is enough for "
                    "both tickets, book them in Rail Tickets and pay through Wallet; otherwise don't book, and tell "
                    "{friend} on Messenger \"{text}\"",
                    "Look at my Wallet balance before anything else. {who} and I want to travel from {a} to {b} on "
                    "{day}, two Second class seats on the fastest train that day that still has at least two Second "
                    "class tickets. If the balance is enough for both tickets, book them for me and {who} in Rail "
                    "Tickets and pay with Wallet; if not, don't book anything and message {friend} on Messenger: "
                    "\"{text}\"")
    instructions_zh = ("我想带{who}{day}从{a}去{b}：要当天还剩至少两张二等座的车次里用时最短的那一趟，两张二等座。先看看我钱包的余额。"
                       "如果够买两张票，就在铁路出行里给我和{who}订上并用钱包支付；如果不够，就什么都别订，在聊天里给{friend}发："
                       "“{text}”",
                       "帮我和{who}安排{day}{a}→{b}的火车，二等座，选当天还有两张二等座余票的最快车次。只有钱包余额够付两张票时才在"
                       "铁路出行里预订并用钱包付款；否则不要预订，在聊天里告诉{friend}“{text}”",
                       "先查一下我的钱包余额。我和{who}打算{day}从{a}去{b}，要两张二等座，选当天至少还有两张二等座余票、"
                       "用时最短的车次。余额够付两张票的话，就在铁路出行里给我和{who}订好，用钱包付款；不够的话什么都别订，"
                       "在聊天里给{friend}发：“{text}”")

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return localize_day(params, locale)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)

        def ok(legs: list[world.Leg]) -> bool:
            good = [lg for lg in legs if "second" in lg.train.classes and seats_ok(state, lg, "second", 2)]
            if not good:
                return False
            best = min(lg.duration for lg in good)
            fastest = min(legs, key=lambda lg: lg.duration)
            # the trap: the day's fastest train is one without two Second class tickets
            return fastest not in good and fastest.duration < best and \
                sum(1 for lg in good if lg.duration == best) == 1

        t = sample_trip(rng, state, ok, lo=2, hi=20)
        legs = t.pop("legs")
        lg = min((lg for lg in legs if "second" in lg.train.classes and seats_ok(state, lg, "second", 2)),
                 key=lambda lg: lg.duration)
        fare = world.fare(reg, lg, "second")
        afford = rng.random() < 0.5
        # short of two tickets, but enough for one
        balance = round(2 * fare + rng.uniform(1, 40), 2) if afford else round(2 * fare - rng.uniform(1, fare - 1), 2)
        who = rng.choice([x for x in passengers(state) if not x["me"]])
        names = [c["name"] for c in chat_contacts(state)]
        friend = rng.choice([c for c in chat_contacts(state) if chat_of(state, c["id"]) and names.count(c["name"]) == 1
                             and c["name"] != who["name"]])
        return {**t, "train": lg.train.id, "pid": who["id"], "who": who["name"], "price": 2 * fare,
                "balance": balance, "afford": afford, "friend": friend["name"], "uid": friend["id"],
                "cid": chat_of(state, friend["id"]), "text": SORRY_ZH if reg == "zh-CN" else SORRY}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"balance": p["balance"]}, **seed_chats(p["cid"])["apps"]}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        if p["afford"]:
            me = next(x for x in passengers(init) if x["me"])
            new = new_orders(init, final)
            names = sorted(t["name"] for t in new[0]["tickets"]) if len(new) == 1 else []
            return [*booking_checks(init, final, p["train"], p["date"], "second", [me["id"], p["pid"]]),
                    check("the tickets' names", sorted([me["name"], p["who"]]), names),
                    *wallet_checks(p["price"], init, final)]
        said = [m["text"] for m in new_items(init, final, "messages")
                if m["chat"] == p["cid"] and m["sender"] == "me" and m["kind"] == "text"]
        return [Check(f"told {p['friend']}", [norm(s) for s in said] == [norm(p["text"])], p["text"], said)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        if p["afford"]:
            return [f"{ORDERS}[+1]", *WALLET_CHANGES]
        return [sent(p["cid"], kind="text"), *read(p["cid"])]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the passenger": sum(1 for x in passengers(init) if x["name"] == p["who"]),
                "the friend": sum(1 for c in chat_contacts(init) if c["name"] == p["friend"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("wallet")
        if p["afford"]:
            obs = yield from search(obs, {**p, "day": day_label(p["date"], obs.locale)})
            obs = yield from book_from_results(obs, p["train"], "second", [1, p["pid"]])
            yield from pay(obs)
            return
        obs = yield from launch_messenger()
        obs = yield from open_direct(obs, p["friend"], p["uid"])
        yield from send_text(obs, p["text"])
