"""Hard-by-construction Messages templates (declared hardness factors; the level follows from them), fourth wave.

``ParcelCodesStillWaiting``: a parcel-locker service texts about every parcel in one long thread: when it
lands in a locker (with a pickup code), reminders, a code reset (the old code stops working; a reminder
sent before the reset still shows the old one), when it is collected, and when an uncollected one is sent
back. Two locker sites have near-duplicate names (the same estate, east and west gate). Which pickup
codes still open a locker at one of the two sites goes on the AnswerSheet. No screen lists what is still
waiting: every parcel's story is read up the thread and followed by its tracking number; searching the
site's name finds the other site's texts too (the same words) and shows neither the resets' new codes
nor which parcels left.

``FirstMedicineToRunOut``: a pharmacy texts every prescription it fills (tablets and daily dose), five months of
them for four of my medicines and two of a family member's, with pickups and promotions between, and one
dose corrected in a later text. Which of my own medicines runs out first (latest fill date + tablets / daily
dose) goes on the AnswerSheet: the family member's run out earlier, and ignoring the correction or reading an
older fill gives another answer on some instances."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.messages.common import (
    START_MS,
    PlantedThread,
    next_message_id,
    next_thread_id,
    region,
)

#: the locker service's sender, per world region
LOCKER = {"en": "ParcelBox", "zh-CN": "1069001888"}
#: (estate, the two gates) the two near-duplicate locker sites are named after
SITES = {"en": (("Maple Court", ("East Gate", "West Gate")), ("Riverside Plaza", ("North Entrance", "South Entrance")),
                ("Cedar Park", ("East Gate", "West Gate")), ("Harbor View", ("North Lobby", "South Lobby"))),
         "zh-CN": (("阳光花园", ("东门", "西门")), ("锦绣华庭", ("南门", "北门")), ("翠湖天地", ("东门", "西门")),
                   ("金地名苑", ("南门", "北门")))}
#: the shops parcels come from (generic names, no real brands)
SHOPS = {"en": ("Northwind Market", "Bluebird Books", "HomeNest", "Pixel Outlet", "Trailhead Outfitters", "Petal and Co",
                "Greenleaf Grocery", "Urban Threads", "BrightHome", "Cobalt Electronics", "Sunny Pets",
                "Maple Crafts", "Summit Sports", "Lumen Beauty"),
         "zh-CN": ("优选商城", "好物集市", "家居小铺", "数码之家", "鲜果园", "书香阁", "萌宠站", "潮衣坊", "运动先锋",
                   "美妆小屋", "百货超市", "文具铺", "母婴馆", "茶叶铺")}
MINUTE = 60_000
HOUR = 60 * MINUTE


def _text(kind: str, trk: str, shop: str, site: str, box: str, code: str, zh: bool) -> str:
    if zh:
        return {"arrive": f"【邻里快递柜】您的{shop}包裹（运单{trk}）已存入{site}快递柜{box}号格口，取件码{code}，请在3天内取件。",
                "remind": f"【邻里快递柜】提醒：运单{trk}的包裹仍在{site}快递柜等您领取，取件码{code}。",
                "reset": f"【邻里快递柜】运单{trk}（{site}快递柜）的取件码已重置，新取件码{code}，原取件码作废。",
                "collect": f"【邻里快递柜】运单{trk}的包裹已从{site}快递柜取出，感谢使用。",
                "return": f"【邻里快递柜】运单{trk}的包裹超时未取，已从{site}快递柜退回{shop}。"}[kind]
    return {"arrive": f"ParcelBox: Your {shop} parcel {trk} is in locker {box} at {site}. Pickup code {code}. "
                      "Please collect it within 3 days.",
            "remind": f"ParcelBox reminder: parcel {trk} is still waiting for you at {site}. Pickup code {code}.",
            "reset": f"ParcelBox: The pickup code of parcel {trk} at {site} was reset. New code {code}; the old code "
                     "no longer works.",
            "collect": f"ParcelBox: Parcel {trk} was collected from {site}. Thank you!",
            "return": f"ParcelBox: Parcel {trk} was not collected in time and has left {site} to go back to {shop}."}[kind]


class ParcelCodesStillWaiting(PlantedThread, AnswerTask):
    id = "messages.ParcelCodesStillWaiting"
    thread_label = "the locker service's thread"
    apps = ("messages", "answersheet")
    composition = "deep_dive"
    # aggregate: 25+ texts about 11+ parcels; trap: a near-duplicate site, codes reset after a reminder
    # showed the old one, parcels collected or sent back. Played from screenshots (2026-11-29): solved
    # first try in 18 steps (nine screens of one thread), so the oracle's 20+ steps are not "steps"; L3
    hardness = ("aggregate", "trap")
    tags = ("extract", "reasoning")
    budget = 45
    goal_params = ("codes",)
    instructions = ("{service} texts me about my parcels. Which pickup codes do I need to collect everything that "
                    "is still waiting for me at the {site} locker? Answer on the AnswerSheet.",
                    "I'm heading to the {site} parcel locker. Go through the {service} texts in Messages and put "
                    "every pickup code that still works there for a parcel I haven't collected on the AnswerSheet.",
                    "From {service}'s messages, list on the AnswerSheet the current pickup codes of all my parcels "
                    "still sitting in the {site} locker.")
    instructions_zh = ("{service}会给我发包裹的短信。要把{site}快递柜里还没取的包裹都取出来，我需要哪些取件码？请在答题卡上作答。",
                       "我要去{site}的快递柜取件。请翻一下信息里{service}发来的短信，把那里我还没取的包裹现在能用的取件码都填到答题卡上。",
                       "根据{service}的短信，把所有还放在{site}快递柜里的包裹的当前取件码列在答题卡上。")
    answer_fields = (AnswerField("codes", "Pickup codes", "text", "exact", repeatable=True, ordered=False,
                                 hint="One pickup code per line, digits only", label_zh="取件码",
                                 hint_zh="每行一个取件码，只填数字"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        loc = "zh-CN" if region(state) == "zh-CN" else "en"
        zh = loc == "zh-CN"
        estate, gates = rng.choice(SITES[loc])
        here, there = rng.sample(gates, 2)
        site, other = (f"{estate}{here}", f"{estate}{there}") if zh else (f"{estate} {here}", f"{estate} {there}")
        codes = iter(str(c) for c in rng.sample(range(100000, 1000000), 40))
        trks = iter(rng.sample(range(10_000_000, 99_999_999), 20))
        # (site, outcome, reset?) per parcel: outcome waiting / collected / returned
        plan = [(site, "waiting", True)] + [(site, "waiting", rng.random() < 0.3) for _ in range(rng.randint(1, 3))]
        plan += [(site, "collected", i == 0) for i in range(rng.randint(4, 5))] + [(site, "returned", False)]
        plan += [(other, "waiting", rng.random() < 0.5) for _ in range(rng.randint(1, 2))]
        plan += [(other, "collected", False) for _ in range(rng.randint(4, 5))]
        rng.shuffle(plan)
        shops = [rng.choice(SHOPS[loc]) for _ in plan]
        events: list[tuple[int, str]] = []
        want: list[str] = []
        boxes = iter(rng.sample(range(1, 49), len(plan)))  # one parcel per locker box
        for (where, outcome, reset), shop in zip(plan, shops, strict=True):
            trk = f"{'KD' if zh else 'PB'}{next(trks)}"
            box = f"{next(boxes):02d}"
            code = next(codes)
            # a parcel waits 3 days: those still waiting arrived within them, a returned one left after them
            lo, hi = {"waiting": (32, 66), "returned": (90, 190)}.get(outcome, (30, 190))
            t = START_MS - rng.randint(lo * 60, hi * 60) * MINUTE
            events.append((t, _text("arrive", trk, shop, where, box, code, zh)))
            t2 = t + rng.randint(18 * 60, 30 * 60) * MINUTE
            if t2 < START_MS - HOUR and (reset or rng.random() < 0.5):  # a reminder, before any reset
                events.append((t2, _text("remind", trk, shop, where, box, code, zh)))
            t3 = t2 + rng.randint(30, 360) * MINUTE
            if reset:
                code = next(codes)
                events.append((min(t3, START_MS - 30 * MINUTE), _text("reset", trk, shop, where, box, code, zh)))
            if outcome == "waiting":
                if where == site:
                    want.append(code)
                continue
            if outcome == "returned":
                end = t + rng.randint(73 * 60, 84 * 60) * MINUTE
            else:
                end = min(max(t3, t) + rng.randint(2 * 60, 20 * 60) * MINUTE, START_MS - 15 * MINUTE)
            events.append((end, _text("collect" if outcome == "collected" else "return", trk, shop, where, box, code,
                                      zh)))
        events.sort()
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": body, "time": t + i, "incoming": True, "read": t < START_MS - 20 * HOUR,
                 "files": []} for i, (t, body) in enumerate(events)]
        return {"service": "邻里快递柜" if zh else "ParcelBox", "site": site, "address": LOCKER[loc],
                "thread_id": next_thread_id(state), "msgs": msgs, "ids": [m["id"] for m in msgs],
                "codes": sorted(want)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"codes": p["codes"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        # the thread opens at its newest text: every text up to the first one is read, a few at a time
        for mid in [*p["ids"][::-4], p["ids"][0]]:
            obs = yield from ui.scroll_to(obs, None, up=True, trigger="message.time", message_id=mid)
        yield from ui.fill_answers(obs, {"codes": p["codes"]})


#: the pharmacy's sender and name, per world region
PHARMACY = {"en": ("CarePlus", "CarePlus Pharmacy"), "zh-CN": ("1069055120", "健康大药房")}
MEDS = {"en": ("Lisinopril", "Metformin", "Atorvastatin", "Levothyroxine", "Amlodipine", "Omeprazole", "Sertraline",
               "Losartan", "Montelukast", "Rosuvastatin"),
        "zh-CN": ("二甲双胍", "阿托伐他汀", "氨氯地平", "奥美拉唑", "左甲状腺素", "缬沙坦", "阿司匹林", "氯沙坦", "孟鲁司特",
                  "瑞舒伐他汀")}
FAMILY = {"en": ("Emma", "Leo", "Grace"), "zh-CN": ("乐乐", "小雨", "豆豆")}
PROMOS = {"en": ("CarePlus: Flu shots are available this week, no appointment needed.",
                 "CarePlus: Double points on vitamins this weekend!",
                 "CarePlus: Our store hours change to 9 AM - 8 PM from next month.",
                 "CarePlus: Free blood pressure checks every Saturday morning.",
                 "CarePlus: Your CarePlus rewards balance is 1,240 points.",
                 "CarePlus: Happy holidays! We are open on the public holiday from 10 AM to 4 PM."),
          "zh-CN": ("【健康大药房】本周可免费测量血压血糖，欢迎到店。", "【健康大药房】周末维生素类商品积分翻倍！",
                    "【健康大药房】下月起营业时间调整为9:00-20:00。", "【健康大药房】流感疫苗到货，无需预约。",
                    "【健康大药房】您的会员积分余额为1240分。", "【健康大药房】节假日照常营业，时间为10:00-16:00。")}
TODAY_MS = START_MS - 9 * HOUR  # the phone's today, at midnight (wall time)
DAY = 24 * HOUR


def _day(offset: int, zh: bool) -> str:
    """The date ``offset`` days from today (2026-03-14), as a text shows it."""
    from datetime import date, timedelta

    d = date(2026, 3, 14) + timedelta(days=offset)
    return f"{d.month}月{d.day}日" if zh else f"{d:%b} {d.day}"


def _rx(kind: str, med: str, n: int, k: int, day: int, who: str, zh: bool) -> str:
    if zh:
        return {"fill": f"【健康大药房】您的处方药{med}（{n}片，每日{k}片）已于{_day(day, zh)}配好，可到店取药。",
                "other": f"【健康大药房】{who}的处方药{med}（{n}片，每日{k}片）已于{_day(day, zh)}配好，可到店取药。",
                "pickup": f"【健康大药房】您已取走{med}，祝您早日康复。",
                "fix": f"【健康大药房】更正：您{_day(day, zh)}配的{med}，医嘱用量为每日{k}片（不是之前写的），请按新标签服用。"}[kind]
    return {"fill": f"CarePlus: Your prescription {med} ({n} tablets, take {k} a day) was filled on {_day(day, zh)} "
                    "and is ready for pickup.",
            "other": f"CarePlus: {who}'s prescription {med} ({n} tablets, take {k} a day) was filled on {_day(day, zh)} "
                     "and is ready for pickup.",
            "pickup": f"CarePlus: Thanks for picking up {med} today. Get well soon!",
            "fix": f"CarePlus: Correction for the {med} filled on {_day(day, zh)}: the dose is {k} a day, not what the "
                   "first label said. Please follow the new label."}[kind]


class FirstMedicineToRunOut(PlantedThread, AnswerTask):
    id = "messages.FirstMedicineToRunOut"
    thread_label = "the pharmacy's thread"
    apps = ("messages", "answersheet")
    composition = "deep_dive"
    # steps: the pharmacy thread is read from its first text (20+ steps on every instance); aggregate: 30+
    # texts, three months of fills; arithmetic: tablets / daily dose + fill date, per medicine; temporal:
    # dates a number of days on; trap: a family member's prescription runs out first, older fills, and a
    # dose corrected in a later text
    hardness = ("steps", "aggregate", "arithmetic", "temporal", "trap")
    tags = ("extract", "reasoning")
    budget = 45
    goal_params = ("med",)
    instructions = ("{pharmacy} texts me whenever it fills a prescription. Taking each of my own medicines as "
                    "prescribed from the day its latest fill was made, which one runs out first? Answer on the "
                    "AnswerSheet.",
                    "Go through the texts from {pharmacy} in Messages: of the medicines prescribed to me (not my "
                    "family's), which will I run out of first, counting from each one's most recent fill at the "
                    "daily dose? Put it on the AnswerSheet.",
                    "Which of my prescriptions from {pharmacy} is the first to run out, if I take each at its daily "
                    "dose starting the day it was last filled? Only mine count. Enter its name on the AnswerSheet.")
    instructions_zh = ("{pharmacy}每次配好处方药都会给我发短信。我自己的药各自从最近一次配药那天起按医嘱服用，哪一种最先吃完？"
                       "请在答题卡上作答。",
                       "翻一下信息里{pharmacy}的短信：开给我本人的药（家人的不算）里，从各自最近一次配药那天起按每日用量吃，"
                       "哪一种最先吃完？填到答题卡上。",
                       "如果我从最近一次配药那天开始按每日用量服用，我在{pharmacy}的处方药里哪一种最先吃完？只算我自己的。"
                       "把药名填到答题卡。")
    answer_fields = (AnswerField("med", "Medicine", "text", "exact", hint="The medicine's name as the texts write it",
                                 label_zh="药名", hint_zh="按短信里的写法填写药名"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        loc = "zh-CN" if region(state) == "zh-CN" else "en"
        zh = loc == "zh-CN"
        for _ in range(2000):
            meds = rng.sample(MEDS[loc], 6)
            mine, theirs = meds[:4], meds[4:]
            plan = []  # (med, days supply, tablets, dose, latest fill day offset)
            for med in [*mine, *theirs]:
                k = rng.choice((1, 2))
                days = rng.choice((30, 45, 60, 90) if k == 2 else (30, 60, 90))
                fill = -rng.randint(3, days - 4)
                plan.append((med, days, days * k, k, fill))
            fixed = rng.randrange(4)  # one of mine: the dose corrected to twice as much
            ends = {m: f + (d // 2 if i == fixed else d) for i, (m, d, _n, _k, f) in enumerate(plan[:4])}
            naive = {m: f + d for m, d, _n, _k, f in plan[:4]}
            other = min(f + d for _m, d, _n, _k, f in plan[4:])
            order = sorted(ends.values())
            first = min(ends, key=lambda m: ends[m])
            if (order[0] > 2 and order[1] - order[0] >= 4 and other <= order[0] - 4 and other > 0
                    and all(abs(naive[m] - ends[first]) >= 3 for m in naive if m != first)
                    and min(naive, key=lambda m: naive[m]) != first):  # ignoring the correction misleads
                break
        else:
            raise ValueError("no prescriptions to sample")
        who = rng.choice(FAMILY[loc])
        events: list[tuple[int, str]] = []

        def at(day: int) -> int:
            return TODAY_MS + day * DAY + rng.randint(9 * 60, 19 * 60) * MINUTE

        for i, (med, days, n, k, fill) in enumerate(plan):
            ours = i < 4
            day = fill
            while day > -175:  # this fill and the earlier ones, every supply's length back
                t = at(day)
                events.append((t, _rx("fill" if ours else "other", med, n, k, day, who, zh)))
                if day + 1 < 0:
                    events.append((min(t + rng.randint(1, 2) * DAY, START_MS - HOUR),
                                   _rx("pickup", med, n, k, day, who, zh)))
                day -= days
            if i == fixed:
                events.append((min(at(fill) + rng.randint(4, 30) * HOUR, START_MS - HOUR // 2),
                               _rx("fix", med, n, 2 * k, fill, who, zh)))
        for promo in PROMOS[loc]:
            events.append((TODAY_MS - rng.randint(1, 90) * DAY + 10 * HOUR, promo))
        events.sort()
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": body, "time": t + i, "incoming": True, "read": t < START_MS - 2 * DAY,
                 "files": []} for i, (t, body) in enumerate(events)]
        sender, name = PHARMACY[loc]
        return {"pharmacy": name, "address": sender, "thread_id": next_thread_id(state), "msgs": msgs,
                "ids": [m["id"] for m in msgs], "med": first}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"med": p["med"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        for mid in [*p["ids"][::-4], p["ids"][0]]:  # up the thread to its first text
            obs = yield from ui.scroll_to(obs, None, up=True, trigger="message.time", message_id=mid)
        yield from ui.fill_answers(obs, {"med": p["med"]})
