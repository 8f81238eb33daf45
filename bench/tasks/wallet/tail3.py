"""Hard-by-construction Wallet templates, third wave (declared hardness factors; the level follows from them).

``CardSpendAtPlace``: what I paid one place with one of my cards over the last n days. The bill list
shows the place, day and amount but not the card, so every bill of the place in the window has to be
opened (10 or more); the list's own total counts every card. The phone also holds a second card of the
same bank (the other type, other last digits), which paid two of the place's bills in the window: a
reader who matches the bank's name only counts those too.

``TaggedBillsWindow``: the bills of the last n days I noted "Reimbursable". Searching the note finds
them, but also the bills noted "Not reimbursable" (the same word inside); the result rows show each
note and date, so the sum is read from the list (L3). Two bills noted "Reimbursable" fall just before
the window."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.wallet.common import (
    Localized,
    bills,
    card_words,
    hide_keyboard,
    locale_of,
    money_amount,
    region,
    search_bills,
    searchable,
    tap,
    wallet,
)
from bench.tasks.wallet.hard import bill_like, day_time, near_boundary, next_ids, paid, window_start
from mgym.apps.wallet import model

OTHER_TYPE = {"debit": "credit", "credit": "debit"}


def _on_card(rows: list[dict[str, Any]], party: str, start: int, label: str) -> list[dict[str, Any]]:
    return [b for b in paid(rows, party, start) if b["method"] == label]


class CardSpendAtPlace(Localized, AnswerTask):
    id = "wallet.CardSpendAtPlace"
    apps = ("wallet", "answersheet")
    hardness = ("steps", "aggregate", "temporal", "trap")
    tags = ("finance", "extract", "reasoning")
    budget = 60
    instructions = ("Over the last {days} days, how much did I pay {party} with my {card}? Count only that card, not "
                    "the balance or my other cards, and answer on the AnswerSheet.",
                    "I need to know what went on my {card} at {party} in the past {days} days. Go through my Wallet "
                    "bills and put that total on the AnswerSheet.",
                    "Add up the Wallet payments to {party} from the last {days} days that were paid with my {card} "
                    "(leave out anything paid another way) and write the sum on the AnswerSheet.")
    instructions_zh = ("最近{days}天里，我用{card}付给{party}的钱一共多少？只算这张卡，不算余额和其他卡，答案填在答题卡上。",
                       "我想知道过去{days}天我在{party}用{card}刷了多少钱。请翻一下钱包账单，把总额填到答题卡上。",
                       "把最近{days}天里钱包中付给{party}、且用{card}支付的账单加起来（用别的方式付的不算），把合计金额写在答题卡上。")
    answer_fields = (AnswerField("amount", "Total on the card", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="该卡合计", hint_zh="金额，例如 123.45"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = bills(state)
        cards = wallet(state)["cards"]
        names = {b["party"] for b in rows}
        parties = sorted(names)
        while True:
            days = rng.choice((90, 120, 150, 180))
            start = window_start(days)
            party = rng.choice(parties)
            own = paid(rows, party, start)
            if not 10 <= len(own) <= 18 or near_boundary(rows, party, start) or not searchable(state, party):
                continue
            card = rng.choice(cards)
            label = model.card_label(card)
            mine = _on_card(rows, party, start, label)
            if len(mine) >= 2 and len(own) - len(mine) >= 3:
                break
        # a second card of the same bank, which paid two of the place's bills in the window
        used = {c["last4"] for c in cards}
        last4 = rng.choice([f"{n:04d}" for n in range(1000, 10000, 7) if f"{n:04d}" not in used])
        twin = {"id": f"c{len(cards) + 1}", "bank": card["bank"], "type": OTHER_TYPE[card["type"]], "last4": last4,
                "holder": card["holder"], "expiry": rng.choice(("05/28", "09/29", "12/27")),
                "added": card["added"] + 86_400_000 * rng.randrange(30, 300)}
        like = {**mine[0], "method": model.card_label(twin), "method_id": twin["id"]}
        ages = rng.sample(range(3, days - 3), 2)
        extra = [bill_like(rng, like, bid, party, day_time(rng, age), money_amount(rng, 8, 60))
                 for bid, age in zip(next_ids(rows, 2), ages, strict=True)]
        window = sorted([*own, *extra], key=lambda b: -b["time"])
        total = round(sum(b["amount"] for b in mine), 2)
        return {"days": days, "party": party, "card": card_words(card), "card_id": card["id"], "twin": twin,
                "extra": extra, "window": [b["id"] for b in window], "total": total}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        w = wallet(state)
        return {"apps": {"wallet": {"cards": [*w["cards"], p["twin"]], "new_bills": [*w["new_bills"], *p["extra"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        names = {b["party"] for b in bills(init)}
        return {"the place": int(p["party"] in names),
                "the card": sum(card_words(c) == p["card"] for c in wallet(init)["cards"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        card = next(c for c in wallet(init)["cards"] if c["id"] == p["card_id"])
        mine = _on_card(bills(init), p["party"], window_start(p["days"]), model.card_label(card))
        return {"amount": f"{sum(b['amount'] for b in mine):.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search_bills(p["party"])
        obs = yield from hide_keyboard(obs)
        for bid in p["window"]:  # the list does not show the card: open each bill of the window
            obs = yield from tap(obs, trigger="bill.open", bill_id=bid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"amount": f"{p['total']:.2f}"})


# ---- bills tagged with a note, and a near-duplicate note the same search finds -------------------------
TAGS = {"en": ("Reimbursable", "Not reimbursable"), "zh-CN": ("可报销", "不可报销")}


class TaggedBillsWindow(Localized, AnswerTask):
    id = "wallet.TaggedBillsWindow"
    apps = ("wallet", "answersheet")
    # played from screenshots (2026-11-29): solved first try in 13 steps; the bill rows show each note, so
    # one search lists every tagged bill with its date and the decoy note is plain on its row; L3
    hardness = ("aggregate", "temporal")
    tags = ("finance", "extract", "reasoning")
    budget = 60
    instructions = ('I tag work expenses in Wallet with the note "{word}". What do the bills I tagged that way over the '
                    "last {days} days add up to? Answer on the AnswerSheet.",
                    'Add up my Wallet bills from the past {days} days whose note says "{word}" and put the total on '
                    "the AnswerSheet; I need it for my expense claim.",
                    'For my expense claim: over the last {days} days, how much did I pay in the Wallet bills I noted '
                    'as "{word}"? Write the sum on the AnswerSheet.')
    instructions_zh = ("我在钱包里会给工作开销的账单加上备注“{word}”。最近{days}天里这样备注的账单加起来一共多少钱？请在答题卡上作答。",
                       "把过去{days}天里备注为“{word}”的钱包账单金额加起来，填到答题卡上，我要拿去报销。",
                       "我要报销：最近{days}天里，我备注了“{word}”的那些钱包账单一共付了多少钱？把合计写在答题卡上。")
    answer_fields = (AnswerField("amount", "Total", "number", "number", hint="The amount, e.g. 123.45",
                                 precision="0.01", label_zh="合计", hint_zh="金额，例如 123.45"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = bills(state)
        word, decoy = TAGS[region(state)]
        if any(model.search(rows, word, locale_of(state))):
            raise ValueError(f"{word!r} already finds bills")
        while True:
            days = rng.choice((30, 45, 60, 90))
            start = window_start(days)
            pool = [b for b in rows if b["type"] == "expense" and b["dir"] == "out" and not b["note"]
                    and abs(b["time"] - start) > 2 * 86_400_000]
            inside = [b for b in pool if b["time"] > start]
            before = [b for b in pool if start - 60 * 86_400_000 < b["time"] < start]
            if len(inside) >= 16 and len(before) >= 2:
                break
        picked = rng.sample(inside, rng.randint(10, 12))
        good, bad = picked[3:], picked[:3]
        old = rng.sample(before, 2)
        notes = {**{b["id"]: word for b in [*good, *old]}, **{b["id"]: decoy for b in bad}}
        look = [b["id"] for b in sorted([*good, *bad], key=lambda b: -b["time"])]
        return {"word": word, "days": days, "notes": notes, "look": look,
                "total": round(sum(b["amount"] for b in good), 2)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"notes": {**wallet(state)["notes"], **p["notes"]}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        start = window_start(p["days"])
        got = [b for b in bills(init) if b["note"] == p["word"] and b["time"] >= start and b["dir"] == "out"]
        return {"amount": f"{sum(b['amount'] for b in got):.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search_bills(p["word"])
        obs = yield from hide_keyboard(obs)
        for bid in p["look"]:  # the oracle opens each hit of the window
            obs = yield from tap(obs, trigger="bill.open", bill_id=bid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"amount": f"{p['total']:.2f}"})
