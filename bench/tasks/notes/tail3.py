"""Hard-by-construction Notes templates (declared hardness factors; L3 after its playtest), third wave.

``TripSettleUp``: a trip's costs kept in Notes, one note per day ("Porto trip · Day 3"), each line an
expense and who paid it (me or one of three friends); a later "corrections" note fixes one amount and one
payer. Everyone shares the costs equally: the trip's total and how much one friend still has to pay in
(negative when they get money back) go on the AnswerSheet. No screen adds anything up; last year's trip to
the same city has day notes of its own, with the same friends, that the naive search sweeps in, and
skipping the corrections note gives another total and another balance."""

from __future__ import annotations

from datetime import UTC, datetime
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.notes.common import live, notes, open_note, to_notes, zh

DAY_MS = 86_400_000

CITIES = (("Porto", "波尔图"), ("Kyoto", "京都"), ("Vienna", "维也纳"), ("Seville", "塞维利亚"),
          ("Prague", "布拉格"), ("Edinburgh", "爱丁堡"), ("Bergen", "卑尔根"), ("Krakow", "克拉科夫"))
#: expense names (English, Chinese)
ITEMS = (("Breakfast", "早餐"), ("Lunch", "午饭"), ("Dinner", "晚饭"), ("Taxi", "出租车"), ("Museum tickets", "博物馆门票"),
         ("Groceries", "超市采购"), ("Train tickets", "火车票"), ("Coffee and cake", "咖啡和蛋糕"),
         ("Boat tour", "游船"), ("Bike rental", "租自行车"), ("Parking", "停车费"), ("Souvenirs", "纪念品"),
         ("Drinks", "酒水"), ("Bus passes", "公交卡"))
ME = ("me", "我")


def _ms(y: int, m: int, d: int, minute: int) -> int:
    return int(datetime(y, m, d, tzinfo=UTC).timestamp() * 1000) + minute * 60_000


def _cents(x: int, zh_: bool) -> str:
    return f"{'¥' if zh_ else '$'}{x // 100}.{x % 100:02d}"


def _line(item: str, cents: int, payer: str, zh_: bool) -> str:
    if zh_:
        return f"{item} {_cents(cents, zh_)}（{payer}付的）"
    return f"{item}: {_cents(cents, zh_)} (paid by {payer})"


class TripSettleUp(AnswerTask):
    id = "notes.TripSettleUp"
    apps = ("notes", "answersheet")
    # played from screenshots (2026-11-29): a search for the city lists every day note with its full text
    # in the previews, so about 13 steps do it; the work is the arithmetic; L3
    hardness = ("arithmetic", "trap")
    tags = ("extract", "reasoning", "finance")
    budget = 45
    goal_params = ("total", "balance")
    instructions = ('Four of us ({friends} and I) split the costs of our {city} trip this February equally. From my '
                    'day-by-day notes of it in Notes (and any corrections I noted), what did the trip cost in total, '
                    'and how much does {name} still have to pay in (negative if {name} gets money back)? Answer on '
                    'the AnswerSheet.',
                    'Settle up our February {city} trip: I logged every expense of it in Notes, one note per day, and '
                    'fixed some later in a corrections note. The cost is shared equally by {friends} and me. Put the '
                    'total cost and {name}\'s balance (what {name} owes the group, negative if owed money) on the '
                    'AnswerSheet.',
                    'Go through my Notes on the {city} trip we took this February ({friends} and me, costs split four '
                    'ways), corrections included. Enter on the AnswerSheet the trip\'s total and what {name} has to '
                    'pay to even things out (a negative number if {name} should get money back).')
    instructions_zh = ('今年二月我和{friends}四个人去{city}玩，费用平摊。根据我在笔记里按天记的账（还有我后来记的更正），这趟一共花了'
                       '多少钱？{name}还要再拿出多少钱（如果应该退给{name}就写负数）？请在答题卡上作答。',
                       '帮我把二月{city}之行的账结一下：每笔开销我都按天记在笔记里，一天一条，后来在一条更正笔记里改过几笔。费用由'
                       '{friends}和我四人平摊。请把总花费和{name}的差额（{name}还应付给大家的钱，应退回的话写负数）填到答题卡上。',
                       '把我笔记里今年二月和{friends}一起去{city}的记录过一遍（四人平摊，更正也要算上）。在答题卡上填写这趟的总花'
                       '费，以及{name}还需补多少钱才能扯平（如果应该退钱给{name}，填负数）。')
    answer_fields = (AnswerField("total", "Trip total", "number", "number", hint="Amount, like 812.40",
                                 precision="0.01", label_zh="总花费", hint_zh="金额，比如 812.40"),
                     AnswerField("balance", "Still to pay", "number", "number",
                                 hint="Amount, like 35.10 or -12.05", precision="0.01", label_zh="还需补的钱",
                                 hint_zh="金额，比如 35.10 或 -12.05"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        z = zh(state)
        k = 1 if z else 0
        taken = " ".join(n["title"] for n in live(state))
        city = rng.choice([c for c in CITIES if c[0] not in taken and c[1] not in taken])[k]
        people = state["os"]["providers"]["contacts"]
        names = sorted({c["name"] for c in people if c.get("phone") and " " in c["name"].strip()} if not z else
                       {c["name"] for c in people if c.get("phone") and 2 <= len(c["name"]) <= 3})
        names = [n for n in names if sum(c["name"] == n for c in people) == 1]
        friends = rng.sample(names, 3)
        name = rng.choice(friends)
        payers = [ME[k], *friends]
        days = rng.randint(7, 8)
        start = rng.randint(2, 28 - days)
        title = f"{city}之旅 · 第{{d}}天" if z else f"{city} trip · Day {{d}}"
        nid = max((n["id"] for n in notes(state)), default=0) + 1
        rows: list[dict[str, Any]] = []
        lines: list[tuple[int, int, str, int, str]] = []  # (day, index, item, cents, payer)
        for d in range(1, days + 1):
            picks = rng.sample(ITEMS, rng.randint(3, 4))
            body = []
            for i, it in enumerate(picks):
                cents = rng.randint(20, 900) * 20
                payer = rng.choice(payers)
                lines.append((d, i, it[k], cents, payer))
                body.append(_line(it[k], cents, payer, z))
            rows.append({"id": nid + d - 1, "title": title.format(d=d), "body": "\n".join(body), "checklist": False,
                         "items": [], "folder": 4, "pinned": False, "private": False,
                         "edited": _ms(2026, 2, start + d - 1, rng.randint(21 * 60, 23 * 60 + 30)), "deleted_at": None})
        # the corrections: one amount, one payer (the second one involves the asked-about friend)
        fixed: dict[tuple[int, int], list[Any]] = {(x[0], x[1]): [x[3], x[4]] for x in lines}
        a = rng.choice(lines)
        new_amount = a[3] + rng.choice((-1, 1)) * rng.randint(5, 60) * 20
        new_amount = max(new_amount, 400)
        if new_amount == a[3]:
            new_amount += 200
        fixed[(a[0], a[1])][0] = new_amount
        cands = [x for x in lines if (x[0], x[1]) != (a[0], a[1]) and (x[4] == name) != (rng.random() < 0.5)]
        b = rng.choice(cands or [x for x in lines if (x[0], x[1]) != (a[0], a[1])])
        new_payer = name if b[4] != name else rng.choice([x for x in payers if x != name])
        fixed[(b[0], b[1])][1] = new_payer
        if z:
            fixes = (f"第{a[0]}天：{a[2]}实际是{_cents(new_amount, z)}，不是{_cents(a[3], z)}，小票看错了。\n"
                     f"第{b[0]}天：{b[2]}其实是{new_payer}付的，不是{b[4]}。")
            fix_title = f"{city}之旅 · 更正"
        else:
            fixes = (f"Day {a[0]}: the {a[2].lower()} was actually {_cents(new_amount, z)}, not {_cents(a[3], z)} "
                     f"(I misread the receipt).\nDay {b[0]}: the {b[2].lower()} was paid by {new_payer}, not {b[4]}.")
            fix_title = f"{city} trip · corrections"
        rows.append({"id": nid + days, "title": fix_title, "body": fixes, "checklist": False, "items": [],
                     "folder": 4, "pinned": False, "private": False,
                     "edited": _ms(2026, 3, rng.randint(1, 10), rng.randint(9 * 60, 22 * 60)), "deleted_at": None})
        # last year's trip to the same city, same friends: two day notes of its own
        old_title = f"{city}之旅（2025）· 第{{d}}天" if z else f"{city} trip 2025 · Day {{d}}"
        old_day = rng.randint(3, 20)
        for d in (1, 2):
            body = [_line(it[k], rng.randint(20, 900) * 20, rng.choice(payers), z) for it in rng.sample(ITEMS, 3)]
            rows.append({"id": nid + days + d, "title": old_title.format(d=d), "body": "\n".join(body),
                         "checklist": False, "items": [], "folder": 4, "pinned": False, "private": False,
                         "edited": _ms(2025, 5, old_day + d - 1, rng.randint(21 * 60, 23 * 60)), "deleted_at": None})
        total = sum(v[0] for v in fixed.values())
        paid = sum(v[0] for v in fixed.values() if v[1] == name)
        balance = total // 4 - paid if total % 4 == 0 else None
        assert balance is not None  # every amount is a multiple of 20 cents
        friends_s = "、".join(friends) if z else ", ".join(friends)
        return {"city": city, "friends": friends_s, "name": name, "rows": rows,
                "total": f"{total / 100:.2f}", "balance": f"{balance / 100:.2f}",
                "naive_total": f"{sum(x[3] for x in lines) / 100:.2f}",
                "trip": [r["id"] for r in rows[:days + 1]]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"notes": {"notes": [*notes(state), *p["rows"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        people = init["os"]["providers"]["contacts"]
        return {"the friend": sum(c["name"] == p["name"] for c in people),
                "the February trip's corrections": sum(
                    1 for n in live(init) if n["title"] in (f"{p['city']} trip · corrections", f"{p['city']}之旅 · 更正"))}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": p["total"], "balance": p["balance"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_notes(obs)
        for nid in p["trip"]:  # every day note and the corrections, each read and left
            if not obs.find(trigger="note.open", note_id=nid):
                try:
                    obs = yield from ui.scroll_to(obs, trigger="note.open", note_id=nid)
                except ui.OracleError:
                    obs = yield from ui.scroll_to(obs, trigger="note.open", note_id=nid, up=True)
            obs = yield from open_note(obs, nid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"total": p["total"], "balance": p["balance"]})
