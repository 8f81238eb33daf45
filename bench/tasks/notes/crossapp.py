"""Notes tasks that carry information in from other apps: a contact's number, a shopping list texted in
Messages, a month's spending in a Wallet category."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.contacts.common import launch_and_open
from bench.tasks.contacts.common import pick as pick_contact
from bench.tasks.messages.common import START_MS as SMS_START
from bench.tasks.messages.common import new_thread, next_message_id, next_thread_id, thread_for
from bench.tasks.notes.common import NOTES, new_note, norm, note_text, numbers, one_new_note, to_notes, zh
from bench.tasks.wallet.common import FULL_MONTHS, Localized, bills, stats_month
from mgym.apps.wallet import model as wallet_model


def digits(text: Any) -> str:
    return "".join(ch for ch in str(text) if ch.isdigit())


class ContactPhoneNote(TaskTemplate):
    id = "notes.ContactPhoneNote"
    apps = ("notes", "contacts")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L3"
    tags = ("create", "extract")
    budget = 30
    split = "train"
    instructions = ('Make a new note titled "{name}" with {name}\'s phone number from Contacts in it.',
                    'Look up {name} in Contacts and write their phone number into a new note called "{name}".',
                    'Please create a note called "{name}" containing {name}\'s phone number from Contacts.')
    instructions_zh = ("新建一条标题为“{name}”的笔记，写上通讯录里{name}的电话号码。", "在通讯录里查到{name}，把其电话号码记到一条名为“{name}”的新笔记里。",
                       '请新建一条笔记，标题为“{name}”，内容写上通讯录里{name}的电话号码。')
    changes = (f"{NOTES}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick_contact(rng, state, lambda c: len(digits(c["phone"])) >= 7)
        return {"name": c["name"], "contact_id": c["id"], "phone": c["phone"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        c = next(c for c in init["os"]["providers"]["contacts"] if c["id"] == p["contact_id"])
        n, out = one_new_note(init, final, p["name"])
        want = digits(c["phone"])[-10:]
        return [*out, Check("the phone number in it", bool(n) and want in digits(n.get("body", "")), c["phone"],
                            n.get("body"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        shown = next(e.text for e in obs.ui if e.text and digits(e.text)[-10:] == digits(p["phone"])[-10:])
        obs = yield from to_notes(obs)
        yield from new_note(obs, p["name"], shown)


GOODS = ("Eggs", "Butter", "Flour", "Lemons", "Yogurt", "Tomatoes", "Onions", "Cheese", "Coffee beans")
GOODS_ZH = ("鸡蛋", "黄油", "面粉", "柠檬", "酸奶", "西红柿", "洋葱", "奶酪", "咖啡豆")


class ShoppingFromMessages(TaskTemplate):
    id = "notes.ShoppingFromMessages"
    apps = ("notes", "messages")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("create", "extract")
    budget = 45
    instructions = ('{name} texted me what to buy. Put it in Notes as a checklist titled "{title}", one item per '
                    'thing.',
                    'Make a checklist note "{title}" with each item of the shopping list {name} sent me in Messages.',
                    'Please turn the shopping list {name} texted me into a checklist in Notes titled "{title}", one item per thing.')
    instructions_zh = ("{name}发短信告诉了我要买的东西。请在笔记里建一个标题为“{title}”的清单，每样东西一项。",
                       "把{name}在信息里发给我的购物清单做成笔记清单“{title}”，每样东西一项。",
                       '请把{name}短信里发给我的购物清单整理成笔记清单，标题“{title}”，每样东西一项。')
    changes = (f"{NOTES}[+1]", "os.providers.sms[id={thread_id}].messages[*].read")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick_contact(rng, state, lambda c: len(digits(c["phone"])) >= 7 and thread_for(state, c["phone"]) is None)
        items = rng.sample(GOODS_ZH if zh(state) else GOODS, rng.randint(3, 5))
        if zh(state):
            text = f"下班路上帮我带点东西：{'、'.join(items)}。谢谢！"
        else:
            text = f"Could you grab a few things on your way home? {', '.join(items)}. Thanks!"
        return {"name": c["name"], "address": c["phone"], "items": items, "text": text,
                "title": "购物" if zh(state) else "Shopping", "thread_id": next_thread_id(state),
                "message_id": next_message_id(state), "at": SMS_START - rng.randrange(5, 120) * 60_000}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        msg = {"id": p["message_id"], "body": p["text"], "time": p["at"], "incoming": True, "read": False}
        return new_thread(p["thread_id"], p["address"], [msg])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        n, out = one_new_note(init, final, p["title"])
        got = sorted(norm(i["text"]) for i in n.get("items", []))
        want = sorted(norm(i) for i in p["items"])
        return [*out, Check("it is a checklist", bool(n.get("checklist")), True, n.get("checklist")),
                Check("its items", got == want, want, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        obs = yield from to_notes(obs)
        yield from new_note(obs, p["title"], items=p["items"])


class WalletCategoryNote(Localized, TaskTemplate):
    id = "notes.WalletCategoryNote"
    apps = ("notes", "wallet")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("finance", "extract", "create")
    budget = 45
    instructions = ('Write a note titled "{title}" with how much I spent on {category} in {label}, according to '
                    'Wallet.',
                    'Check in Wallet what my {category} spending came to in {label} and save the amount in a new note '
                    '"{title}".',
                    'How much did I spend on {category} in {label}? Look it up in Wallet and write the amount in a new note titled "{title}".')
    instructions_zh = ("新建一条标题为“{title}”的笔记，写上钱包里我{label}在“{category}”上花了多少钱。",
                       "在钱包里查一下我{label}“{category}”分类的支出总额，把金额记到新笔记“{title}”里。",
                       '我{label}在“{category}”上花了多少钱？请在钱包里查一下，把金额写进标题为“{title}”的新笔记。')
    changes = (f"{NOTES}[+1]",)

    @staticmethod
    def total(state: dict[str, Any], month: str, category: str) -> float:
        rows = wallet_model.breakdown(wallet_model.filtered(bills(state), month=month))
        return next((r["total"] for r in rows if r["category"] == category), 0.0)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        m = rng.choice(FULL_MONTHS)
        rows = [r for r in wallet_model.breakdown(wallet_model.filtered(bills(state), month=m)) if r["total"] > 0][:6]
        cat = rng.choice(rows)["category"]
        return {"month": m, "label": wallet_model.month_label(m), "category": cat,
                "title": "支出记录" if zh(state) else "Spending"}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        want = self.total(init, p["month"], p["category"])
        n, out = one_new_note(init, final, p["title"])
        got = numbers(note_text(n)) if n else []
        return [*out, Check("the amount in it", any(abs(x - want) < 0.005 for x in got), want, got)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from stats_month(p["month"])
        obs = yield from ui.scroll_to(obs, trigger="stats.category", category=p["category"])
        row = next(e for e in obs.ui if e.trigger == "stats.category" and e.params.get("category") == p["category"])
        amount = next(x for x in numbers(row.text))
        obs = yield from to_notes(obs)
        yield from new_note(obs, p["title"], f"{amount:.2f}")
