"""Hard-by-construction Reader templates across apps (declared hardness factors; L3 or L4 by them): the book club's
shortlist comes by text, one title is struck off in a later text, and the book to buy is the cheapest of
the rest that is rated well enough (the struck-off title is the one the naive reading buys, and a cheaper
title rated just under the bar sits on the list too; prices and ratings are only on Reader's pages); and a
reading challenge, a friend's minutes for each weekday of last week texted (one day corrected later),
compared day by day with Reader's statistics, which list dates, never weekdays."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, sms_patch, threads
from bench.tasks.reader.common import P, W, open_book, ov, pay_in_wallet, zh
from mgym.apps.reader import model

WALLET_CHANGES = ["apps.wallet.new_bills[+1 dir=out]", "apps.wallet.balance"]
MINUTE_MS = 60_000
LIST = ('Book club shortlist for next month, pick one and get it: {items}. Whatever you choose, we all read it!',
        "下个月读书会的候选书单，你挑一本买下来：{items}。你选哪本大家就读哪本！")
QUOTE = ('"{}"', "《{}》")
JOIN = (", ", "、")
DROP = ('Oops, scratch "{title}" from the list, half of us read it last year.',
        "哎呀，书单里的《{title}》划掉吧，我们一半人去年都读过了。")


class ClubShortlistBuy(TaskTemplate):
    id = "reader.ClubShortlistBuy"
    secrets = ("wallet_password",)
    apps = ("reader", "messages", "wallet")
    objective = "hybrid"
    hardness = ("trap", "apps3", "steps")
    tags = ("finance", "reasoning", "handoff")
    subsets = ("payment",)
    budget = 60
    goal_params = ("book", "price")
    instructions = ("{name} texted me our book club's shortlist. Of the books still on it, buy the cheapest one "
                    "that is rated at least {stars} in Reader, paying from my Wallet balance.",
                    "Check {name}'s texts about the book club shortlist. Leaving out anything they struck off, find "
                    "the lowest-priced book in Reader with a rating of {stars} or more and buy it with Wallet.",
                    "Buy our next book club book in Reader (pay from Wallet): it's whichever title on {name}'s "
                    "texted shortlist, minus any they took off later, is cheapest among those rated {stars} or "
                    "higher.")
    instructions_zh = ("{name}发短信给了我读书会的候选书单。在还留在书单上的书里，买下阅读中评分不低于{stars}分、价格最低的"
                       "那本，用钱包余额付款。",
                       "看看{name}发来的读书会候选书单短信，去掉对方后来划掉的，在阅读里找出评分{stars}分及以上的书中最便宜的"
                       "一本，用钱包买下来。",
                       "帮我在阅读里买下读书会的下一本书（用钱包付）：就是{name}短信书单里（除去对方之后撤掉的）评分在{stars}分"
                       "以上的书中价格最低的那本。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        z = zh(state)
        o = ov(state)
        pool = [b for b in W(state).books if b["price"] and not model.owned(o, b)]
        titles = [b["title"] for b in W(state).books]
        pool = [b for b in pool if titles.count(b["title"]) == 1]
        while True:
            books = rng.sample(pool, 4)
            if len({b["price"] for b in books}) < 4:
                continue
            drop, target, lure, extra = books
            low = lure["rating"]
            stars = round(low + 0.1, 1)
            # the struck-off one is the cheapest that qualifies; the lure is cheaper than the target but
            # rated just under the bar; the extra one is dearer than the target
            if not (drop["price"] < target["price"] and lure["price"] < target["price"] < extra["price"]):
                continue
            if not (drop["rating"] >= stars and target["rating"] >= stars and stars - low < 0.15):
                continue
            if extra["rating"] < stars and rng.random() < 0.5:
                continue
            break
        order = books[:]
        rng.shuffle(order)
        k = 1 if z else 0
        items = JOIN[k].join(QUOTE[k].format(b["title"]) for b in order)
        t, c = rng.choice(named_threads(state))
        mid = next_message_id(state)
        bodies = (LIST[k].format(items=items), DROP[k].format(title=drop["title"]))
        times = (START_MS - 26 * 60 * MINUTE_MS, START_MS - rng.randint(60, 600) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": b, "time": tm, "incoming": True, "read": False}
                for i, (b, tm) in enumerate(zip(bodies, times, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "stars": f"{stars:.1f}", "book": target["id"],
                "title": target["title"], "price": float(target["price"]),
                "looked": [(b["id"], b["title"]) for b in order if b["id"] != drop["id"]],
                "drop": drop["id"], "lure": lure["id"], "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        return sms_patch({p["thread_id"]: {"messages": [*t["messages"], *p["msgs"]]}})

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
        old = {b["id"] for b in w0["new_bills"]}
        bills = [b for b in w1["new_bills"] if b["id"] not in old]
        bill = bills[0] if len(bills) == 1 else None
        return [Check("the right book bought", p["book"] in ov(final)["purchases"], p["book"], ov(final)["purchases"]),
                check("one Wallet payment", 1, len(bills)),
                Check("of the book's price", bill is not None and abs(bill["amount"] - p["price"]) < 0.005,
                      p["price"], bill and bill["amount"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.purchases[+1]", f"{P}.shelf[+1 id={p['book']}]", *WALLET_CHANGES,
                f"os.providers.sms[id={p['thread_id']}].messages[*].read"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.home()
        for bid, title in p["looked"]:  # each remaining title's page: its price and rating
            if bid != p["book"]:
                obs = yield from open_book(obs, bid, title)
        obs = yield from open_book(obs, p["book"], p["title"])
        obs = yield from ui.tap(obs, trigger="book.buy")
        yield from pay_in_wallet(obs)


WEEK = (("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"), ("周一", "周二", "周三", "周四", "周五", "周六", "周日"))
DAY_FULL = (("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"), WEEK[1])
RACE = (("Reading challenge, my minutes so far this week: {a}.", "And the rest of last week: {b}. How did you do?",
         "Correction: my {day} last week was {new} minutes, not {old}. I misread my app."),
        ("读书挑战，我这周到目前每天读的分钟数：{a}。", "上周剩下几天是：{b}。你呢？",
         "更正一下：我上周{day}其实是{new}分钟，不是{old}，刚才看错了。"))
PAIR = ("{d} {m}", "{d}{m}")
SEP = (", ", "，")


class ReadingRaceLastWeek(TaskTemplate):
    id = "reader.ReadingRaceLastWeek"
    apps = ("reader", "messages")
    objective = "hybrid"
    # a 9-step oracle: Reader's statistics label the weekdays, so L3 until a playtest says otherwise
    hardness = ("aggregate", "trap")
    tags = ("extract", "reasoning", "social")
    budget = 45
    goal_params = ("thread_id", "wins")
    instructions = ("{name} texted me their reading minutes for each day of last week. On how many of those days did "
                    "I read more minutes than they did, going by Reader's statistics? Text {name} back with just "
                    "that number.",
                    "Compare {name}'s daily reading minutes for last week (they texted them to me, check for "
                    "corrections) with mine in Reader, day by day. Reply to {name} with only the number of days I "
                    "read longer than them.",
                    "{name} and I are in a reading challenge. Using their texts about last week and my Reader stats "
                    "for the same Monday-to-Sunday, count the days where my minutes beat theirs, and send {name} "
                    "that count as a text (just the number).")
    instructions_zh = ("{name}把自己上周每天读书的分钟数发短信告诉了我。按阅读里的统计，这些天里有几天我读得比对方多？"
                       "只把这个数字用短信回给{name}。",
                       "把{name}短信里说的上周每天读书分钟数（注意后面有没有更正）和我在阅读里的记录逐天对比，给{name}回短信，"
                       "只写我读得比对方久的天数。",
                       "我和{name}在比赛读书。根据对方关于上周的短信，和我在阅读统计里同一周（周一到周日）的数据，数一数我的分钟数"
                       "超过对方的有几天，把这个天数发短信告诉{name}（只发数字）。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from datetime import date

        from bench.tasks.reader.common import region, shelf

        k = 1 if zh(state) else 0
        today = date(2026, 3, 14)
        week = model.period_days(today, "week", -1)
        books = [s["id"] for s in shelf(state)]
        recs = [{"d": d.isoformat(), "book": rng.choice(books), "m": rng.randint(5, 60)}
                for d in rng.sample(week, rng.randint(2, 5))]
        mine_by = model.minutes_by_day(region(state), {**ov(state), "records": recs})
        mine = [mine_by.get(d.isoformat(), 0) for d in week]
        while True:
            ahead = [rng.random() < 0.5 for _ in week]  # do I beat them that day
            theirs = [max(1, m - rng.randint(3, 25)) if a and m > 3 else m + rng.randint(3, 25)
                      for m, a in zip(mine, ahead, strict=True)]
            wins = sum(t < m for t, m in zip(theirs, mine, strict=True))
            fix = rng.randrange(7)  # the day they corrected: first said on the other side of mine
            m, t = mine[fix], theirs[fix]
            old = m + rng.randint(3, 25) if t < m else max(1, m - rng.randint(3, 25))
            if (old < m) == (t < m) or old == m or not 1 <= wins <= 6:
                continue
            break
        said = [old if i == fix else t for i, t in enumerate(theirs)]
        pairs = [PAIR[k].format(d=WEEK[k][i], m=said[i]) for i in range(7)]
        before = [rng.randint(5, 120) for _ in range(4)]  # the same report, the week before
        stale = sum(t < m for t, m in zip([*before, *said[4:]], mine, strict=True))
        if stale == sum(t < m for t, m in zip(said, mine, strict=True)):
            before[0] = mine[0] + 7 if said[0] < mine[0] else max(1, mine[0] - 7)
        texts = RACE[k]
        old_pairs = [PAIR[k].format(d=WEEK[k][i], m=before[i]) for i in range(4)]
        bodies = (texts[0].format(a=SEP[k].join(old_pairs)), texts[0].format(a=SEP[k].join(pairs[:4])),
                  texts[1].format(b=SEP[k].join(pairs[4:])),
                  texts[2].format(day=DAY_FULL[k][fix], new=theirs[fix], old=old))
        from bench.tasks.messages.common import START_MS

        day, hour = 86_400_000, 3_600_000
        times = (START_MS - 16 * day + 11 * hour + rng.randint(-60, 60) * MINUTE_MS,  # Thu Feb 26, evening
                 START_MS - 9 * day + 11 * hour + rng.randint(-60, 60) * MINUTE_MS,  # Thu Mar 5, evening
                 START_MS - 5 * day + rng.randint(-60, 60) * MINUTE_MS,  # Mon Mar 9, morning
                 START_MS - rng.randint(1, 3) * day + rng.randint(-3, 3) * hour)
        t_, c = rng.choice(named_threads(state))
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": b, "time": tm, "incoming": True, "read": False}
                for i, (b, tm) in enumerate(zip(bodies, times, strict=True))]
        return {"name": c["name"], "contact_id": c["id"], "thread_id": t_["id"], "phone": c["phone"],
                "wins": wins, "records": recs, "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        msgs = sorted([*t["messages"], *p["msgs"]], key=lambda m: m["time"])
        return {**sms_patch({p["thread_id"]: {"messages": msgs}}), "apps": {"reader": {"records": p["records"]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        import re

        from bench.tasks.messages.common import new_outgoing

        sent = new_outgoing(init, final, p["phone"])
        nums = [int(x) for x in re.findall(r"\d+", sent[0])] if len(sent) == 1 else []
        return [check("one text sent to them", 1, len(sent)),
                Check("with the number of days I read more", nums == [p["wins"]], p["wins"], sent)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import chat_with, send
        from bench.tasks.reader.common import to_tab

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from to_tab(obs, "me")
        obs = yield from ui.tap(obs, trigger="stats.period", period="week", offset=-1)
        obs = yield from ui.open_app("Messages")
        if obs.find(trigger="new.open"):
            obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from send(obs, str(p["wins"]))
