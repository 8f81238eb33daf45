"""Rail tasks across apps: a trip into Calendar, a trip shared to a Messenger chat, a booking decided by
the Weather forecast, and a booking read from a text message."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.contacts.common import pick as pick_contact
from bench.tasks.messages.common import START_MS as SMS_START
from bench.tasks.messages.common import new_thread, next_message_id, next_thread_id, thread_for
from bench.tasks.messenger.common import P as MESSENGER
from bench.tasks.messenger.common import (
    chat_of,
    contacts,
    new_items,
    note_id,
    note_sent,
    seed_chats,
    sent,
    share_to_chat,
    with_note,
)
from bench.tasks.rail.common import (
    ORDERS,
    WALLET_CHANGES,
    book_from_results,
    booking_checks,
    busy_pairs,
    day_label,
    localize_day,
    name,
    open_order,
    paid_order,
    passengers,
    pay,
    region,
    sample_trip,
    search,
    seats_ok,
    travel_days,
    wallet_checks,
    zh,
)
from bench.tasks.textmatch import mentions
from mgym.apps.rail import world
from mgym.apps.weather import forecast
from mgym.apps.weather import world as weather


def _hhmm(m: int) -> str:
    return f"{m // 60 % 24:02d}:{m % 60:02d}"


class _WithTrip(TaskTemplate):
    """A paid trip in the account (and one other), set up before the episode."""

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return localize_day(params, locale)

    def trip(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        t = sample_trip(rng, state)
        lg = rng.choice(t.pop("legs"))
        me = passengers(state)[0]
        oid, oid2 = rng.sample(range(20, 99), 2)
        o = paid_order(oid, lg, lg.train.classes[-1], reg, [(me["id"], me["name"])])
        t2 = sample_trip(rng, state, lo=21, hi=40)
        lg2 = t2["legs"][0]
        o2 = paid_order(oid2, lg2, lg2.train.classes[-1], reg, [(me["id"], me["name"])])
        return {**t, "train": lg.train.id, "oid": oid, "dep": _hhmm(lg.dep), "arr": _hhmm(lg.arr),
                "end_date": (date.fromisoformat(lg.date) + timedelta(days=lg.arr // 1440)).isoformat(),
                "rows": [o, o2]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"rail": {"orders": p["rows"]}}}


class TripToCalendar(_WithTrip):
    id = "rail.TripToCalendar"
    apps = ("rail", "calendar")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 30
    instructions = ("Put my {day} train trip from {a} to {b} in my Calendar, using Rail Tickets' Add to Calendar.",
                    "Add the train I booked for {day} ({a} → {b}) to Calendar from the order in Rail Tickets.",
                    'Please add my {day} train from {a} to {b} to Calendar with Add to Calendar in Rail Tickets.')
    instructions_zh = ("用铁路出行的“添加到日历”，把我{day}从{a}到{b}的火车行程加到日历里。",
                       "在铁路出行的订单里，把我订的{day}（{a}→{b}）这趟车添加到日历。",
                       '请在铁路出行里用“添加到日历”，把我{day}{a}到{b}的这趟车放进日历。')
    changes = ("apps.calendar.events[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return self.trip(rng, state)

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {e["id"] for e in init["apps"]["calendar"]["events"]}
        new = [e for e in final["apps"]["calendar"]["events"] if e["id"] not in old]
        e = new[0] if len(new) == 1 else {}
        return [check("one new event", 1, len(new)),
                Check("its title names the train", mentions(e.get("title"), p["train"]), p["train"], e.get("title")),
                check("it starts at departure", (p["date"], p["dep"]), (e.get("start_date"), e.get("start_time"))),
                check("it ends at arrival", (p["end_date"], p["arr"]), (e.get("end_date"), e.get("end_time")))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.calendar")
        yield from ui.tap(obs, trigger="edit.save")


class ShareTripToChat(_WithTrip):
    id = "rail.ShareTripToChat"
    apps = ("rail", "messenger")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    split = "train"
    instructions = ("Share my {day} train trip ({a} → {b}) from Rail Tickets with {who} in Messenger.",
                    "Send {who} the details of my train on {day} from {a} to {b}: use Share trip in Rail Tickets and "
                    "pick our Messenger chat.",
                    'Please send {who} my {day} train trip ({a} → {b}) on Messenger, shared from Rail Tickets.')
    instructions_zh = ("把我{day}（{a}→{b}）的火车行程从铁路出行分享给聊天里的{who}。",
                       "用铁路出行的“分享行程”，把我{day}从{a}到{b}的车次信息通过聊天发给{who}。",
                       '请从铁路出行把我{day}{a}→{b}的行程分享到和{who}的聊天里。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        t = self.trip(rng, state)
        u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
        return {**t, "uid": u["id"], "who": u["name"], "cid": chat_of(state, u["id"]), "note": note_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        out = super().setup(p, state)
        out["apps"].update(seed_chats(p["cid"])["apps"])
        return out

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m["text"] for m in new_items(init, final, "messages")
               if m["chat"] == p["cid"] and m["sender"] == "me" and m["kind"] == "text"]
        ok = with_note(got, lambda g: mentions(g, p["train"]) and mentions(g, p["dep"]))
        return [Check(f"the trip ({p['train']}) was sent to {p['who']}", ok, p["train"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [sent(p["cid"], kind="text"), note_sent(p["cid"], p["note"]), f"{MESSENGER}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.share")
        yield from share_to_chat(obs, p["cid"], p["who"])


def earliest_fast(state: dict[str, Any], frm: int, to: int, day: str) -> world.Leg | None:
    reg = region(state)
    return next((lg for lg in world.legs(reg, frm, to, day) if world.high_speed(reg, lg.train)), None)


class _BookFast(TaskTemplate):
    composition = "transfer"
    difficulty = "L4"
    budget = 60

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "cls_label": self.tr(world.CLASS_LABELS[params["cls"]], locale),
                "day": day_label(params["date"], locale)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [*booking_checks(init, final, p["train"], p["date"], p["cls"], [p["pid"]]),
                *wallet_checks(p["price"], init, final)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ORDERS}[+1]", *WALLET_CHANGES]

    def book(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search(obs, p, hs=True)
        obs = yield from book_from_results(obs, p["train"], p["cls"], [p["pid"]])
        yield from pay(obs)


class BookFirstDryDay(_BookFast):
    id = "rail.BookFirstDryDay"
    secrets = ("wallet_password",)
    apps = ("weather", "rail", "wallet")
    tags = ("reasoning", "handoff", "finance")
    goal_params = ("train", "date", "cls", "pid")
    instructions = ("I want to visit {b} on the first day from tomorrow on without rain or snow in its Weather "
                    "forecast. Book me a {cls_label} seat on the earliest high-speed train from {a} to {b} that day and "
                    "pay with Wallet.",
                    "Check the Weather forecast for {b}: on the first dry day (no rain, showers or snow) starting "
                    "tomorrow, take the first high-speed train from {a} to {b}. Book it in Rail Tickets, {cls_label}, "
                    "and pay through Wallet.",
                    'Please book me a {cls_label} seat on the earliest high-speed train from {a} to {b} on the first day, starting tomorrow, when the Weather forecast for {b} shows no rain or snow. Pay with Wallet.')
    instructions_zh = ("我想在明天起{b}天气预报里第一个不下雨也不下雪的日子去{b}。帮我订那天从{a}到{b}最早的一班高铁/动车，{cls_label}，"
                       "用钱包支付。",
                       "看一下{b}的天气预报：从明天开始第一个没有雨、阵雨或雪的日子，坐最早一班从{a}到{b}的高铁/动车。"
                       "在铁路出行里订{cls_label}，通过钱包付款。",
                       '请看{b}的天气预报，从明天起第一个不下雨也不下雪的日子，给我订当天从{a}到{b}最早的一班高铁/动车，{cls_label}，用钱包付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        st = world.world(reg).stations
        cities = {s["id"]: c for s in st if s["city"] and (c := weather.city(s["city"])) is not None
                  and weather.name(c, reg) == s["name"]}
        pairs = [pr for pr in busy_pairs(reg) if pr[1] in cities]
        today = date.fromisoformat(travel_days(0, 1)[0])
        while True:
            frm, to = rng.choice(pairs)
            c = cities[to]
            days = [today + timedelta(days=i) for i in range(1, 8)]
            dry = next((d for d in days if forecast.day(c, d).cond not in forecast.WET), None)
            if dry is None:
                continue
            lg = earliest_fast(state, frm, to, dry.isoformat())
            if lg is None or not seats_ok(state, lg, "second"):
                continue
            return {"frm": frm, "to": to, "a": name(state, frm), "b": name(state, to), "date": dry.isoformat(),
                    "city": st[to]["city"], "train": lg.train.id, "cls": "second", "pid": 1,
                    "price": world.fare(reg, lg, "second")}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("weather")
        yield from self.book(p, obs)


class BookFromMessage(_BookFast):
    id = "rail.BookFromMessage"
    secrets = ("wallet_password",)
    apps = ("messages", "rail", "wallet")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    tags = ("extract", "handoff", "finance")
    goal_params = ("train", "date", "cls", "pid")
    instructions = ("{who} texted me where and when to meet. Book me a {cls_label} seat on the earliest high-speed "
                    "train from {a} to that city on that day, and pay with Wallet.",
                    "Read {who}'s text in Messages, then in Rail Tickets book me the first high-speed train from {a} "
                    "to the place they named, on the day they named, {cls_label}; pay through Wallet.",
                    'Please book me a {cls_label} seat on the earliest high-speed train from {a} to the city {who} texted me about, on the day in that text. Pay with Wallet.')
    instructions_zh = ("{who}发短信告诉了我在哪儿、哪天见面。帮我订那天从{a}到那个城市最早的一班高铁/动车，{cls_label}，用钱包支付。",
                       "看一下{who}在信息里发来的短信，然后在铁路出行里给我订对方说的那天从{a}去那个地方的第一班高铁/动车，"
                       "{cls_label}，通过钱包付款。",
                       '请按{who}短信里说的城市和日期，给我订那天从{a}去那里最早的一班高铁/动车，{cls_label}，用钱包付款。')
    changes = ("os.providers.sms[id={thread_id}].messages[*].read",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        c = pick_contact(rng, state, lambda c: len(c["phone"]) >= 7 and thread_for(state, c["phone"]) is None)
        while True:
            t = sample_trip(rng, state, lo=2, hi=25)
            lg = earliest_fast(state, t["frm"], t["to"], t["date"])
            if lg is not None and seats_ok(state, lg, "second"):
                break
        b, day = t["b"], t["date"]
        if zh(state):
            text = f"下周来{b}吧！{day_label(day, 'zh-CN')}那天我都有空，到了给我打电话。"
        else:
            text = f"Come over to {b}! I'm free all day on {day_label(day, 'en')}, call me when you arrive."
        return {"frm": t["frm"], "to": t["to"], "a": t["a"], "date": day, "train": lg.train.id, "cls": "second",
                "pid": 1, "price": world.fare(reg, lg, "second"), "who": c["name"], "address": c["phone"],
                "text": text, "thread_id": next_thread_id(state), "message_id": next_message_id(state),
                "b": b, "at": SMS_START - rng.randrange(5, 120) * 60_000}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        msg = {"id": p["message_id"], "body": p["text"], "time": p["at"], "incoming": True, "read": False}
        return new_thread(p["thread_id"], p["address"], [msg])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from self.book(p, obs)

