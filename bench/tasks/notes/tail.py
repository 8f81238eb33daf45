"""Notes templates across apps that are hard by construction (``hardness``; L3 or L4 by their factors): a checklist of money lent to
friends, ticked off from the transfers they sent back in Wallet (one repaid in two instalments that only add
up together, one repaid in part, one whose transfer of the same amount came before the loan, one who sent
nothing); no screen shows whether a loan is settled."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.notes.common import NOTES, START_MS, notes, to_notes
from bench.tasks.wallet.common import bills, hide_keyboard, search_bills, searchable, unique_contacts

TODAY = date(2026, 3, 14)
TITLE = {"en": "Money I lent", "zh-CN": "借出去的钱"}
MEMOS = ("Paying you back", "Here you go", "Thanks for covering me", "Part of what I owe", "Back at you")
MEMOS_ZH = ("还你的钱", "给你转过去了", "谢谢你帮我垫付", "先还一部分", "还款")
KINDS = ("full", "split", "partial", "before", "none")


def _ms(d: date, minutes: int) -> int:
    return int(datetime(d.year, d.month, d.day, tzinfo=UTC).timestamp() * 1000) + minutes * 60_000


class LoansRepaidChecklist(TaskTemplate):
    id = "notes.LoansRepaidChecklist"
    apps = ("notes", "wallet")
    objective = "hybrid"
    # played from screenshots (2026-11-29): Wallet's search finds each friend's transfers at once, solved
    # first try in 15 steps; L3
    hardness = ("arithmetic", "trap")
    tags = ("finance", "edit", "reasoning", "extract")
    budget = 60
    goal_params = ("done", "note_id")
    instructions = ('My Notes checklist "{title}" lists money I lent friends, each with the amount and the day I lent '
                    "it. Tick off every friend who has paid me back in full through Wallet transfers sent after that "
                    "day (one or several); leave anyone who has paid only part of it, or nothing, unticked.",
                    'Go through the "{title}" checklist in Notes and check, in my Wallet bills, which of those friends '
                    "have since returned the whole amount by transfers to me made after the loan date (it may have come "
                    "in more than one go). Tick exactly those items.",
                    'Who has repaid me? For each item of my "{title}" list in Notes (friend, amount, date), add up '
                    "what that friend transferred to me in Wallet after that date. If it covers the amount, tick the "
                    "item; otherwise leave it as it is.")
    instructions_zh = ("我在笔记里有个清单“{title}”，记着借给朋友的钱：每项写了金额和借出的日期。请到钱包里看，凡是在那天之后通过转账"
                       "（一次或几次）把钱全部还清的朋友，就把那一项勾上；只还了一部分或者还没还的，都不要勾。",
                       "把笔记里的“{title}”清单过一遍，再去钱包的账单里查：这些朋友里谁在借款日期之后已经把钱通过转账全部还给我了"
                       "（可能分了几次）。只勾选这些项目。",
                       "谁已经还我钱了？对笔记“{title}”清单里的每一项（朋友、金额、日期），把这位朋友在那天之后在钱包里转给我的钱加起来。"
                       "够了金额就勾上这一项，不够就保持不动。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        every = bills(state)
        since = _ms(TODAY - timedelta(days=90), 0)
        busy = {b["party"] for b in every if b["time"] >= since}
        friends = [c for c in unique_contacts(state) if c["name"] not in busy and searchable(state, c["name"])]
        like = next(b for b in every if b["type"] == "transfer" and b["dir"] == "in")
        people = rng.sample(friends, len(KINDS))
        kinds = list(KINDS)
        rng.shuffle(kinds)
        first = 1 + max(int(b["id"][1:]) for b in every if b["id"][1:].isdigit())
        added: list[dict[str, Any]] = []
        items, done = [], []

        def transfer(c: dict[str, Any], day: date, amount: float) -> None:
            t = _ms(day, rng.randrange(9 * 60, 21 * 60))
            added.append({"id": f"B{first + len(added):04d}", "time": t, "type": "transfer", "dir": "in",
                          "amount": round(amount, 2), "party": c["name"], "account": c["phone"],
                          "category": like["category"], "method": "Balance", "method_id": "balance",
                          "memo": rng.choice(MEMOS_ZH if zh else MEMOS),
                          "order_no": f"{datetime.fromtimestamp(t / 1000, UTC):%Y%m%d%H%M}{rng.randrange(10**8):08d}",
                          "kind": "transfer"})

        for i, (kind, c) in enumerate(zip(kinds, people, strict=True)):
            lent = TODAY - timedelta(days=rng.randint(12, 40))
            amount = float(rng.randrange(4, 40) * (50 if zh else 10))
            after = [lent + timedelta(days=k) for k in sorted(rng.sample(range(1, (TODAY - lent).days), 2))]
            if kind == "full":
                transfer(c, after[0], amount)
            elif kind == "split":  # two instalments that only cover it together
                part = round(amount * rng.choice((0.3, 0.4, 0.5, 0.6)), 2)
                transfer(c, after[0], part)
                transfer(c, after[1], amount - part)
            elif kind == "partial":
                transfer(c, after[0], amount - rng.choice((5, 10, 20)) * (5 if zh else 1))
            elif kind == "before":  # the same amount, but before the loan: another matter
                transfer(c, lent - timedelta(days=rng.randint(3, 20)), amount)
            if kind in ("full", "split"):
                done.append(i)
            when = f"{lent.month}月{lent.day}日" if zh else f"{lent:%b} {lent.day}"
            money = f"¥{amount:.0f}" if zh else f"${amount:.2f}"
            items.append(f"{c['name']} – {money}（{when}）" if zh else f"{c['name']} – {money} ({when})")
        nid = max(n["id"] for n in notes(state)) + 1
        return {"title": TITLE["zh-CN" if zh else "en"], "note_id": nid, "items": items, "added": added,
                "done": done, "kinds": kinds, "names": [c["name"] for c in people]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        note = {"id": p["note_id"], "title": p["title"], "body": "", "checklist": True,
                "items": [{"text": t, "checked": False} for t in p["items"]], "folder": 1, "pinned": False,
                "private": False, "edited": START_MS - 9 * 86_400_000, "deleted_at": None}
        return {"apps": {"notes": {"notes": [*notes(state), note]},
                         "wallet": {"new_bills": [*state["apps"]["wallet"]["new_bills"], *p["added"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the checklist": sum(1 for n in notes(init) if n["title"] == p["title"] and n["deleted_at"] is None)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        note = f"{NOTES}[id={p['note_id']}]"
        return [*(f"{note}.items[{i}].checked" for i in p["done"]), f"{note}.edited"]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        n: dict[str, Any] = next((n for n in notes(final) if n["id"] == p["note_id"]), {"items": []})
        got = [i for i, it in enumerate(n["items"]) if it["checked"]]
        return [Check(f'"{p["items"][i]}" ticked', i in got, True, i in got) for i in p["done"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_notes(obs)
        obs = yield from ui.tap(obs, trigger="note.open", note_id=p["note_id"])  # who, how much, since when
        for name in p["names"]:  # each friend's transfers in Wallet
            obs = yield from search_bills(name)
            obs = yield from hide_keyboard(obs)
            for _ in range(3):
                if obs.app != "wallet" or obs.screen != "bills_search":
                    break
                obs = yield from ui.back()
        obs = yield from to_notes(obs)
        if not obs.find(trigger="item.toggle"):
            obs = yield from ui.tap(obs, trigger="note.open", note_id=p["note_id"])
        for i in p["done"]:
            obs = yield from ui.tap(obs, trigger="item.toggle", i=i)
        yield from ui.tap(obs, trigger="edit.save")
