"""Wallet tasks that test talking to the user: a first name two contacts share, a recharge amount
only the user knows and a card of a type the user has two of (ask first), and a transfer to a
contact who has no phone number, which Wallet pays to (look, then abort)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.namesakes import RELATIONS, given_name, renamed
from bench.tasks.wallet.common import (
    Localized,
    W,
    bills,
    money_amount,
    open_service,
    pay,
    region,
    tap,
    unique_contacts,
    wallet,
)
from bench.tasks.wallet.payments import PAID, contact_transfer, paid_checks
from mgym.apps.wallet import world

#: the amounts Mobile recharge offers but does not preselect
RECHARGES = (10, 20, 50, 100)


def _zh(state: dict[str, Any]) -> bool:
    return region(state) == "zh-CN"


def _people(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Contacts with a phone saved under a full name (Chinese: three characters)."""
    zh = _zh(state)
    return [c for c in unique_contacts(state)
            if c["name"] not in RELATIONS and (len(c["name"]) == 3 if zh else len(c["name"].split()) == 2)]


class PayBackWhichFriend(AskFirst, Localized, TaskTemplate):
    id = "wallet.PayBackWhichFriend"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("ask_user", "finance")
    subsets = ("payment",)
    budget = 30
    instructions = ("Pay {first} back ${amount} for dinner with Wallet.",
                    "I owe {first} ${amount} from dinner. Send it to them in Wallet.",
                    "Use Wallet to send {first} the ${amount} I owe them for dinner.")
    instructions_zh = ("用钱包把聚餐的{amount}元还给{first}。", "我欠{first}吃饭的{amount}元，用钱包转给他/她。",
                       "吃饭时欠{first}的{amount}元，麻烦用钱包还给对方。")
    replies = ("I mean {name}, the one whose number ends in {tail}.",)
    replies_zh = ("我说的是{name}，手机尾号{tail}的那位。",)
    changes = PAID
    goal_params = ("phone", "amount")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = _zh(state)
        everyone = [c["name"] for c in state["os"]["providers"]["contacts"]]
        people = _people(state)
        while True:  # the one meant has a given name nobody else has; another person is renamed to it
            c, c2 = rng.sample(people, 2)
            first = given_name(c["name"], zh)
            if sum(given_name(n, zh) == first for n in everyone) == 1 and renamed(c2["name"], first, zh) not in everyone:
                break
        return {"first": first, "name": c["name"], "phone": c["phone"], "tail": c["phone"][-4:],
                "other_id": c2["id"], "other_name": renamed(c2["name"], first, zh), "other_phone": c2["phone"],
                "amount": f"{money_amount(rng, 12, 90):.2f}"}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        patch = {"name": p["other_name"], "first_name": p["first"]}
        return {"os": {"providers": {f"contacts[id={p['other_id']}]": patch}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        rows = init["os"]["providers"]["contacts"]
        return {"the contact meant, once the user has said which": sum(c["name"] == p["name"] for c in rows)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return paid_checks(p, init, final, account=p["phone"], amount=p["amount"], type="transfer", dir="out")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from ui.ask(f"Two of your contacts are called {p['first']}. Which one should I pay?")
        yield from contact_transfer(p["name"], p["amount"])


class TopUpHowMuch(AskFirst, Localized, TaskTemplate):
    id = "wallet.TopUpHowMuch"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "finance")
    subsets = ("payment",)
    budget = 30
    instructions = ("My phone credit is running low. Top it up with Wallet.",
                    "Please recharge my own mobile number through Wallet.")
    instructions_zh = ("我的话费快用完了，用钱包充一下。", "帮我在钱包里给我自己的手机号充话费。")
    replies = ("Put ${amount} on it.",)
    replies_zh = ("充{amount}元。",)
    changes = PAID

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"amount": rng.choice(RECHARGES), "phone": state["os"]["device"]["phone_number"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return paid_checks(p, init, final, account=p["phone"], amount=p["amount"], kind="recharge")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from ui.ask("How much credit should I put on your phone?")
        obs = yield from open_service("svc.recharge")
        obs = yield from tap(obs, trigger="recharge.amount", value=p["amount"])
        obs = yield from ui.tap(obs, trigger="recharge.pay")
        yield from pay(obs)


class PayBillWhichCard(AskFirst, Localized, TaskTemplate):
    id = "wallet.PayBillWhichCard"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("ask_user", "finance")
    subsets = ("payment",)
    budget = 30
    instructions = ("Pay my {service} bill in Wallet and put it on my {ctype} card.",
                    "Use Wallet's Utilities to pay what I owe {biller}, with my {ctype} card.")
    instructions_zh = ("在钱包里缴一下{service}，用我的{ctype}付。", "通过钱包的生活缴费把欠{biller}的钱交了，用我的{ctype}。")
    replies = ("The {bank} one, ending in {last4}.",)
    replies_zh = ("用{bank}那张，尾号{last4}。",)
    changes = (f"{W}.new_bills[+1]", f"{W}.paid_dues[+1]")  # paid by card: the balance stays
    goal_params = ("due_id", "card_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = rng.choice(world.dues(region(state)))
        cards = wallet(state)["cards"]
        ctype = rng.choice([t for t in ("debit", "credit") if sum(c["type"] == t for c in cards) >= 2])
        c = rng.choice([c for c in cards if c["type"] == ctype])
        return {"due_id": d["id"], "service": d["service"].lower(), "biller": d["biller"], "ctype": ctype,
                "card_id": c["id"], "bank": c["bank"], "last4": c["last4"]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        cards = wallet(init)["cards"]
        return {"the card meant, once the user has said which": sum(c["last4"] == p["last4"] for c in cards),
                "the bill": sum(d["id"] == p["due_id"] for d in world.dues(region(init)))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("bill paid", True, p["due_id"] in wallet(final)["paid_dues"]),
                *paid_checks(p, init, final, order_id=p["due_id"], method_id=p["card_id"], party=p["biller"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from ui.ask(f"You have more than one {p['ctype']} card in Wallet. Which one should I use?")
        obs = yield from open_service("svc.utilities")
        obs = yield from ui.tap(obs, trigger="utility.pay", due_id=p["due_id"])
        yield from pay(obs, method=p["card_id"])


class TransferNoNumber(Localized, InfeasibleTask):
    id = "wallet.TransferNoNumber"
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("infeasible", "finance")
    budget = 30
    instructions = ("Use Wallet to send ${amount} to my contact {name}.",
                    "Transfer ${amount} to {name} (they're in my contacts) with Wallet.")
    instructions_zh = ("用钱包给我的联系人{name}转{amount}元。",
                       "通过钱包向{name}（在我的通讯录里）转账{amount}元。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        paid = {b["party"] for b in bills(state)}  # Recent payees lists them with their numbers
        c = rng.choice([c for c in _people(state) if c["email"] and c["name"] not in paid])
        return {"id": c["id"], "name": c["name"], "amount": f"{money_amount(rng, 5, 200):.2f}",
                "email": c["email"] or f"{c['id']}.friend@example.com"}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        """The contact keeps only an email address: Wallet pays contacts by their phone number."""
        return {"os": {"providers": {f"contacts[id={p['id']}]": {"phone": "", "email": p["email"]}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the contact": sum(c["name"] == p["name"] for c in init["os"]["providers"]["contacts"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.transfer")
        obs = yield from ui.tap(obs, trigger="transfer.contacts")
        obs = yield from ui.type_into(obs, "Search contacts", p["name"])
        yield from ui.give_up(f"{p['name']} has no phone number saved, and Wallet can only pay contacts by their "
                              "phone number, so the transfer cannot be made.")
