"""Wallet training task: file one bill properly (its category and a note), found by counterparty and day."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, check
from bench.tasks.wallet.bills import AddBillNote, _BillEdit
from bench.tasks.wallet.common import W, find_bill, open_bill, tap, wallet, words

CATEGORIES = ("Dining", "Groceries", "Shopping", "Entertainment", "Health", "Travel", "Other")


class FileBillWithNote(_BillEdit):
    id = "wallet.FileBillWithNote"
    budget = 30
    split = "train"
    instructions = ("My Wallet bill from {party} on {date} (${amount}) is filed wrong: move it to the {category} "
                    "category and add the note \"{note}\" to it.",
                    "In Wallet, open the {party} payment of ${amount} from {date}, change its category to {category} "
                    "and give it the note \"{note}\".")
    instructions_zh = ("我在钱包里{date}付给{party}的那笔账单（{amount}元）分类错了：把它改到“{category}”分类，"
                       "再加上备注“{note}”。",
                       "在钱包中打开{date}与{party}的那笔{amount}元账单，把分类改为“{category}”，并添加备注“{note}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = super().sample(rng, state)
        b = find_bill(state, p["bill_id"])
        assert b is not None
        return {**p, "category": rng.choice([c for c in CATEGORIES if c != b["category"]]),
                "note": rng.choice(words(state, "notes", AddBillNote.NOTES))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        b = find_bill(final, p["bill_id"])
        return [check("category", p["category"], b["category"] if b else None),
                check("note", p["note"], wallet(final)["notes"].get(p["bill_id"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{W}.categories.{p['bill_id']}", f"{W}.notes.{p['bill_id']}"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_bill(p)
        obs = yield from ui.tap(obs, trigger="bill.category")
        obs = yield from ui.tap(obs, trigger="category.pick", category=p["category"])
        obs = yield from ui.tap(obs, trigger="bill.note")
        obs = yield from ui.type_into(obs, "Add a note", p["note"])
        yield from tap(obs, trigger="note.save")
