"""Hard-by-construction Messenger templates (declared hardness factors, L4): a trip planned in a group
chat whose place and day are corrected by later messages, then booked in Rail Tickets."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench.task import Check, Solution, TaskTemplate
from bench.tasks.messenger.common import START_MS, group_rows, launch, open_group, ov, read
from bench.tasks.rail.common import (
    ORDERS,
    WALLET_CHANGES,
    book_from_results,
    booking_checks,
    busy_pairs,
    day_label,
    name,
    pay,
    search,
    seats_ok,
    travel_days,
    wallet_checks,
)
from bench.tasks.rail.common import region as rail_region
from mgym.apps.rail import world

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")


def _chat(zh: bool, a: str, b1: str, b2: str, w1: str, w2: str) -> list[str]:
    """The group's plan: a first place and day, then a later change of place and a change of day."""
    if zh:
        return [f"大家好久没聚了！{w1}一起去{b1}玩吧？", f"{w1}可以，我从{a}坐火车过去。", "算我一个。",
                f"等等，{b1}那边的民宿全订满了，改去{b2}吧，别的不变。", f"{b2}也行！不过{w1}我临时要加班，能不能改到{w2}？",
                f"那就{w2}，地点按刚才改的来。", "没问题，到时候见！"]
    return [f"It's been ages! How about we all meet up in {b1} on {w1}?", f"{w1} works for me, I'll take the train "
            f"from {a}.", "Count me in.", f"Wait, every guesthouse in {b1} is booked out. Let's go to {b2} instead, "
            "everything else stays the same.", f"{b2} is fine! But I have to work on {w1} now, could we move it to "
            f"{w2}?", f"OK, {w2} then, and the new place of course.", "Works for me, see you there!"]


class GroupTripTrain(TaskTemplate):
    id = "messenger.GroupTripTrain"
    apps = ("messenger", "rail", "wallet")
    composition = "transfer"
    hardness = ("apps3", "trap", "temporal", "steps")
    tags = ("social", "handoff", "finance", "reasoning")
    budget = 60
    secrets = ("wallet_password",)
    goal_params = ("train", "date", "cls", "pid")
    instructions = ("The \"{group}\" group on Messenger has been planning a get-together. Book me a {cls_label} seat on "
                    "the earliest high-speed train from {a} to the city they finally settled on, on the day they "
                    "finally settled on, and pay with Wallet.",
                    "Read the latest plan in my Messenger group \"{group}\": where and on which day are we meeting in "
                    "the end? Then in Rail Tickets book me the first high-speed train from {a} there on that day, "
                    "{cls_label}, and pay through Wallet.",
                    "Get me a train ticket for the get-together my Messenger group \"{group}\" has been planning: "
                    "the earliest high-speed train from {a} to the city they ended up choosing, on the day they "
                    "ended up choosing, with a {cls_label} seat. Pay with Wallet.")
    instructions_zh = ("聊天里的“{group}”群最近在商量聚会。按群里最后定下来的城市和日期，帮我订那天从{a}到那里最早的一班高铁/动车，"
                       "{cls_label}，用钱包支付。",
                       "看看我的“{group}”群里最终定在哪天、去哪个城市聚会，然后在铁路出行里给我订那天从{a}过去的第一班"
                       "高铁/动车，{cls_label}，通过钱包付款。",
                       "“{group}”群里一直在商量聚会的事。帮我订张火车票：按群里最终敲定的日期和城市，订当天从{a}出发去那里的"
                       "最早一班高铁/动车，{cls_label}，用钱包付款。")

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "cls_label": self.tr(world.CLASS_LABELS[params["cls"]], locale)}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = rail_region(state)
        zh = reg == "zh-CN"
        today = date.fromisoformat(travel_days(0, 1)[0])
        names = [g["name"] for g in group_rows(state)]
        groups = [g for g in group_rows(state) if names.count(g["name"]) == 1 and len(g["members"]) >= 4
                  and not g["announcement"]]
        pairs = busy_pairs(reg)
        while True:
            frm, b1 = rng.choice(pairs)
            others = [to for f, to in pairs if f == frm and to != b1]
            if not others:
                continue
            b2 = rng.choice(others)
            # tomorrow .. six days on, so each weekday name is unambiguous; the day moves later, as "could we
            # move it to Monday" reads after a Friday (a playtester read an earlier day as the week after)
            o1, o2 = sorted(rng.sample(range(1, 7), 2))
            d1, d2 = today + timedelta(days=o1), today + timedelta(days=o2)
            fast = [lg for lg in world.legs(reg, frm, b2, d2.isoformat()) if world.high_speed(reg, lg.train)]
            if not fast or not seats_ok(state, fast[0], "second"):
                continue
            lg = fast[0]
            g = rng.choice(groups)
            a, n1, n2 = name(state, frm), name(state, b1), name(state, b2)
            wd = WEEKDAYS_ZH if zh else WEEKDAYS
            members = [m for m in g["members"] if m != "me"]
            senders = rng.sample(members, 3)
            order = [0, 1, 2, 0, 1, 0, 2]
            return {"group": g["name"], "cid": g["id"], "a": a, "frm": frm, "to": b2, "b": n2,
                    "date": d2.isoformat(), "train": lg.train.id, "cls": "second", "pid": 1,
                    "price": world.fare(reg, lg, "second"),
                    "texts": _chat(zh, a, n1, n2, wd[d1.weekday()], wd[d2.weekday()]),
                    "senders": [senders[i] for i in order], "decoy": [b1, d1.isoformat()]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        n = len(p["texts"])
        msgs = [{"id": f"h{900 + i}", "chat": p["cid"], "sender": s, "time": START_MS - (n - i) * 7 * 60_000,
                 "kind": "text", "text": t} for i, (s, t) in enumerate(zip(p["senders"], p["texts"], strict=True))]
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], *msgs], "chats": {p["cid"]: {}}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*booking_checks(init, final, p["train"], p["date"], p["cls"], [p["pid"]]),
                *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[+1]", *WALLET_CHANGES, *read(p["cid"])]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the group": sum(1 for g in group_rows(init) if g["name"] == p["group"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from search(obs, {**p, "day": day_label(p["date"], obs.locale)}, hs=True)
        obs = yield from book_from_results(obs, p["train"], p["cls"], [p["pid"]])
        yield from pay(obs)
