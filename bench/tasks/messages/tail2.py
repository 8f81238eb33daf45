"""Hard-by-construction Messages templates across apps (declared hardness factors; L3 or L4 by them), second wave.

``CoffeeMovedTwice``: a friend moves a coffee already in my Calendar by text, relative to the booked day
("the day after", "two days earlier", same time), then in a later text shifts the time relative to the one
first agreed ("I can only make it an hour later than we said"), small talk between. The Calendar event is
moved to the last version (the length kept) and the friend is told. A second event with the same title a
week later is the decoy: the texts name the booked day by its date, and moving that one is a side effect.
Reading only the first text gives the wrong time; reading only the last gives no day at all.

``OweFromReceipt``: a friend texts which items they had on a receipt I paid (one of the two portions of a
"x2" line, for instance), then corrects one of them in a later text. Their share is added up from the
prices on the receipt photo in Gallery (the prices are only in the picture; the merchant has other
receipts, on other days or the same day) and texted back. The first list's sum is a wrong answer."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.calendar.common import APP as CALENDAR
from bench.tasks.calendar.common import (
    EVENTS,
    TODAY,
    event,
    events,
    next_id,
    open_day,
    places,
    set_date,
    set_time,
    twelve,
    type_field,
)
from bench.tasks.clocktime import hhmm as _hhmm
from bench.tasks.messages.common import (
    START_MS,
    chat_with,
    named_threads,
    new_outgoing,
    next_message_id,
    send,
    send_changes,
    sent_check,
    with_messages,
)
from bench.tasks.weekdays import WEEKDAYS, WEEKDAYS_ZH

MINUTE_MS = 60_000
TITLE = {"en": "Coffee with {name}", "zh-CN": "和{name}喝咖啡"}
DONE = {"en": "All set, I moved it in my calendar. See you then!", "zh-CN": "好的，我已经在日历里改好了，到时见！"}
#: day shift -> (English, Chinese) wording, relative to the booked day
SHIFTS = {1: ("the day after", "往后推一天"), 2: ("two days later", "往后推两天"), -1: ("the day before", "提前一天"),
          -2: ("two days earlier", "提前两天")}
#: minutes later than first agreed -> wording
LATER = {30: ("half an hour later", "晚半小时"), 60: ("an hour later", "晚一个小时"),
         90: ("an hour and a half later", "晚一个半小时"), 120: ("two hours later", "晚两个小时")}



def _ms(day: date, minute: int) -> int:
    return int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp() * 1000) + minute * MINUTE_MS


def _day_words(d: date, zh: bool) -> str:
    if zh:
        return f"{d.month}月{d.day}日{WEEKDAYS_ZH[d.weekday()]}"
    return f"{WEEKDAYS[d.weekday()]} the {d.day}{'th' if 10 <= d.day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(d.day % 10, 'th')}"


class CoffeeMovedTwice(TaskTemplate):
    id = "messages.CoffeeMovedTwice"
    apps = ("messages", "calendar")
    objective = "hybrid"
    # played from screenshots (2026-11-29): solved first try in 17 steps; L3
    hardness = ("trap", "steps")
    tags = ("extract", "reasoning", "edit", "social")
    budget = 60
    goal_params = ("eid", "day", "start", "end", "thread_id")
    instructions = ('{name} texted me to move our coffee. Work out the day, time and place we ended up with, update '
                    'the "{title}" event in my Calendar to match (it keeps its length), then text {name}: "{done}"',
                    'Read {name}\'s texts about rescheduling our coffee and change the "{title}" event in my Calendar '
                    'to the final day, time and place, same duration as now. Then reply to {name} with "{done}"',
                    '{name} changed our coffee plans by text, maybe more than once. Update "{title}" in my Calendar to '
                    'where and when it finally landed (it lasts as long as before), and send {name} the text "{done}"')
    instructions_zh = ('{name}发短信说要改我们喝咖啡的安排。弄清楚最后定在哪天、几点、在哪儿，把我日历里的“{title}”改成这样'
                       '（时长不变），然后给{name}发短信：“{done}”',
                       '看看{name}关于改约喝咖啡的短信，把日历里的“{title}”改成最终的日期、时间和地点，时长保持不变。然后回复'
                       '{name}“{done}”',
                       '{name}发短信改了我们喝咖啡的安排，可能不止一次。把日历里的“{title}”改到最后定下的时间和地点（时长和原来'
                       '一样），再给{name}发短信“{done}”')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        loc = "zh-CN" if zh else "en"
        taken = {e["title"] for e in events(state)}
        while True:
            t, c = rng.choice(named_threads(state))
            title = TITLE[loc].format(name=c["name"])
            if title not in taken:
                break
        booked = TODAY + timedelta(days=rng.randint(3, 9))
        shift = rng.choice(list(SHIFTS))
        later = rng.choice(list(LATER))
        length = rng.choice((45, 60, 90))
        start = rng.randrange(9 * 2, 16 * 2) * 30
        day = booked + timedelta(days=shift)
        eid = next_id(state)
        old_place, place = rng.sample(places(state), 2)
        added = [event(eid, title, booked, _hhmm(start), _hhmm(start + length), location=old_place),
                 event(eid + 1, title, booked + timedelta(days=7), _hhmm(start), _hhmm(start + length),
                       location=old_place)]
        sent1 = TODAY - timedelta(days=rng.randint(1, 3))
        first = _ms(sent1, rng.randint(10 * 60, 20 * 60))
        last = rng.randint(_ms(TODAY, 7 * 60), START_MS - 10 * MINUTE_MS)
        mid_t = sorted(rng.sample(range(first + MINUTE_MS, last - MINUTE_MS, MINUTE_MS), 2))
        when = _day_words(booked, zh)
        moved = _day_words(day, zh)
        s_en, s_zh = SHIFTS[shift]
        l_en, l_zh = LATER[later]
        clock = _hhmm(start) if zh else twelve(_hhmm(start))
        if zh:
            bodies = (f"{when}那天我临时有事。咱们的咖啡能不能{s_zh}？时间不变，还是{clock}。",
                      "好呀，那就这么定了。", "对了，你上次推荐的那家面包店我去了，真不错！",
                      f"不好意思又要改：{moved}我只能比原来说的时间{l_zh}到，可以吗？地点也换到{place}吧，离我近一点。")
        else:
            bodies = (f"Something came up on {when}. Could we move our coffee to {s_en}, same time ({clock})?",
                      "Great, that works then.", "By the way, I tried that bakery you told me about. So good!",
                      f"Sorry to change it again: on {moved} I can only make it {l_en} than we said. OK? "
                      f"And could we meet at {place} instead? It's closer for me.")
        incoming = (True, False, True, True)
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": b, "time": tm, "incoming": inc, "read": not inc or i < 2}
                for i, (b, tm, inc) in enumerate(zip(bodies, (first, *mid_t, last), incoming, strict=True))]
        return {"name": c["name"], "contact_id": c["id"], "thread_id": t["id"], "phone": c["phone"],
                "title": title, "done": DONE[loc], "eid": eid, "booked": booked.isoformat(),
                "day": day.isoformat(), "start": _hhmm(start + later), "end": _hhmm(start + later + length),
                "naive_start": _hhmm(start), "place": place, "added": added, "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"calendar": {"events": [*events(state), *p["added"]]}},
                "os": {"providers": {f"sms[id={p['thread_id']}]": {
                    "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        e = next((e for e in events(final) if e["id"] == p["eid"]), {})
        got = (e.get("start_date"), e.get("start_time"), e.get("end_date"), e.get("end_time"))
        want = (p["day"], p["start"], p["day"], p["end"])
        where = str(e.get("location", "")).strip().casefold()
        return [Check("the coffee moved to the final day and time", got == want, want, got),
                Check("the coffee's new place", where == p["place"].casefold(), p["place"], e.get("location")),
                sent_check(init, final, p["phone"], p["done"], p["name"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        ev = f"{EVENTS}[id={p['eid']}]"
        return [f"{ev}.start_date", f"{ev}.end_date", f"{ev}.start_time", f"{ev}.end_time", f"{ev}.location",
                *send_changes(p["thread_id"])]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "the booked coffee": sum(1 for e in events(init)
                                         if e["title"] == p["title"] and e["start_date"] == p["booked"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app(CALENDAR)
        obs = yield from open_day(obs, p["booked"])
        obs = yield from ui.tap(obs, trigger="event.open", event_id=p["eid"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from set_date(obs, "start", p["day"])
        obs = yield from set_time(obs, "start", p["start"])
        obs = yield from set_time(obs, "end", p["end"])
        obs = yield from type_field(obs, "Location", p["place"])
        obs = yield from ui.tap(obs, trigger="edit.save")
        obs = yield from ui.open_app("Messages")
        if obs.find(trigger="new.open"):  # on the list, not back in the conversation
            obs = yield from chat_with(obs, p["name"], p["contact_id"])
        yield from send(obs, p["done"])


def _money(x: float, zh: bool) -> str:
    return f"{x:.2f}".rstrip("0").rstrip(".") if zh else f"{x:.2f}"


def _numbers(text: str) -> list[float]:
    return [float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", text)]


class OweFromReceipt(TaskTemplate):
    id = "messages.OweFromReceipt"
    apps = ("messages", "gallery")
    objective = "hybrid"
    # an 8-step oracle when the receipt is near the top of the grid: L3 until a playtest says otherwise
    hardness = ("image", "trap")
    tags = ("image", "finance", "extract", "reasoning")
    budget = 45
    goal_params = ("thread_id", "amount")
    instructions = ('{name} asked me by text how much they owe me for a receipt I paid. Work it out from the receipt '
                    'photo in my Gallery and what they say they had, and text {name} back just the amount (like 12.50).',
                    'Check {name}\'s texts about what they owe me, find that receipt among my Gallery photos, add up '
                    'their share from its prices, and reply to {name} with only the number.',
                    '{name} wants to pay me back for their part of a receipt. Read their messages, look up the prices '
                    'on the receipt picture in Gallery, and send {name} a text with the amount they owe (just the '
                    'number).')
    instructions_zh = ('{name}发短信问我，有一张我付的小票里他们该给我多少钱。根据相册里的小票照片和对方说的自己点了什么算出来，'
                       '给{name}回短信，只写金额（比如 12.5）。',
                       '看看{name}关于该还我多少钱的短信，在相册里找到那张小票，按上面的价格算出对方那份，回复{name}，只发数字。',
                       '{name}想把小票里自己那部分钱还给我。读一下对方的短信，在相册的小票照片上查价格，给{name}发短信告诉对方'
                       '该付多少（只写数字）。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.gallery import common as G
        from bench.tasks.gallery.deep import receipts

        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        rows = [r for r in receipts(state) if str((G.facts(r) or {}).get("facts", {}).get("date", "")) >= "2026-01-01"
                and len((G.facts(r) or {})["facts"]["items"]) >= 3]
        r = rng.choice(rows)
        f = G.facts(r)["facts"]  # type: ignore[index]
        day = date.fromisoformat(f["date"])
        same_day = [x for x in receipts(state) if (G.facts(x) or {}).get("facts", {}).get("merchant") == f["merchant"]
                    and (G.facts(x) or {}).get("facts", {}).get("date") == f["date"]]
        evening = int(f["time"][:2]) >= 17
        if (TODAY - day).days <= 6:
            when = f"{WEEKDAYS_ZH[day.weekday()]}" if zh else f"on {WEEKDAYS[day.weekday()]}"
        else:
            when = f"{day.month}月{day.day}日" if zh else f"on {day.strftime('%B')} {day.day}"
        if len(same_day) > 1:
            when += ("晚上" if evening else "上午") if zh else (" in the evening" if evening else " in the morning")

        def share(line: tuple[str, float]) -> tuple[str, float]:
            name, price = line
            if name.endswith(" x2"):
                item = name[:-3]
                return (f"两份{item}里的一份" if zh else f"one of the two {item}", round(price / 2, 2))
            return (name if zh else f"the {name}", price)

        lines = [share((n, float(p))) for n, p in f["items"]]
        while True:
            k = rng.choice((2, 3)) if len(lines) >= 4 else 2
            picked = rng.sample(range(len(lines)), k)
            rest = [i for i in range(len(lines)) if i not in picked]
            wrong = rng.choice(picked)
            right = rng.choice(rest)
            if abs(lines[wrong][1] - lines[right][1]) > 0.005:
                break
        final = [i for i in picked if i != wrong] + [right]
        amount = round(sum(lines[i][1] for i in final), 2)
        naive = round(sum(lines[i][1] for i in picked), 2)
        t, c = rng.choice(named_threads(state))
        said = [lines[i][0] for i in picked]
        listed = "、".join(said) if zh else ", ".join(said[:-1]) + " and " + said[-1]
        if zh:
            bodies = (f"{when}在{f['merchant']}是你付的钱，谢谢啦！我的是{listed}，我该转你多少？", "不急，回头算。",
                      f"等等，我记错了：{lines[wrong][0]}是你的，我的是{lines[right][0]}。按这个算就行。")
        else:
            bodies = (f"Thanks for paying at {f['merchant']} {when}! Mine were {listed}. How much do I owe you?",
                      "No rush, I'll check the receipt later.",
                      f"Wait, I mixed it up: {lines[wrong][0]} was yours, mine was {lines[right][0]} instead. "
                      "Go by that.")
        first = _ms(TODAY - timedelta(days=1), rng.randint(18 * 60, 21 * 60))
        last = rng.randint(_ms(TODAY, 7 * 60), START_MS - 5 * MINUTE_MS)
        times = (first, rng.randint(first + MINUTE_MS, first + 20 * MINUTE_MS), last)
        mid = next_message_id(state)
        msgs = [{"id": mid + i, "body": b, "time": tm, "incoming": i != 1, "read": i == 1}
                for i, (b, tm) in enumerate(zip(bodies, times, strict=True))]
        return {"name": c["name"], "thread_id": t["id"], "phone": c["phone"], "amount": amount, "naive": naive,
                "text": _money(amount, zh), "receipt": r, "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = new_outgoing(init, final, p["phone"])
        ok = len(sent) == 1 and any(abs(n - p["amount"]) < 0.005 for n in _numbers(sent[0])) \
            and not any(abs(n - p["naive"]) < 0.005 for n in _numbers(sent[0]))
        return [Check(f"sent {p['name']} the amount they owe", ok, p["text"], sent)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.gallery import common as G

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from ui.open_app(G.APP)
        obs = yield from G.open_picture(obs, p["receipt"])
        obs = yield from ui.open_app("Messages")
        yield from send(obs, p["text"])
