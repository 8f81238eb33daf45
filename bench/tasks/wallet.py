"""Wallet tasks: the balance, bank cards, the payment password, privacy, transfers (to an account, to a
contact, paying a friend back), services (utilities, mobile recharge, adding money) and questions
about a year of bills (monthly spending, top payees and categories, counts and dates)."""

from __future__ import annotations

import re
from collections import Counter
from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from mgym import actions as A
from mgym.apps.wallet import model, world
from mgym.observation import Observation

APP = "Wallet"
W = "apps.wallet"
PIN = "123456"
RENT = "Parkview Apartments"
NOW_MONTH = "2026-03"
#: whole months of bills (the first and last month of the year are partial)
FULL_MONTHS = tuple(model.month_shift("2025-04", i) for i in range(11))
MEMOS = ("Guitar lessons", "March invoice", "Deposit", "Tutoring", "Thanks!", "Concert tickets", "Dinner split",
         "Garden work", "Book club", "Team gift")
PASSWORDS = ("246813", "902615", "731904", "580247", "319752", "864201", "417380", "625139")


# ---- state helpers ---------------------------------------------------------------------------
def wallet(state: dict[str, Any]) -> dict[str, Any]:
    st: dict[str, Any] = state["apps"]["wallet"]
    return st


def bills(state: dict[str, Any]) -> list[dict[str, Any]]:
    return model.all_bills(wallet(state))


def new_bills(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    old = {b["id"] for b in wallet(init)["new_bills"]}
    return [b for b in wallet(final)["new_bills"] if b["id"] not in old]


def card_of(state: dict[str, Any], cid: str) -> dict[str, Any] | None:
    return next((c for c in wallet(state)["cards"] if c["id"] == cid), None)


def month_out(state: dict[str, Any], month: str) -> float:
    return model.totals(model.filtered(bills(state), month=month))[0]


def money_amount(rng: Random, lo: int, hi: int) -> float:
    return round(rng.randrange(lo, hi) + rng.choice([0, 0, 0.5, rng.randrange(1, 100) / 100]), 2)


def luhn_number(rng: Random) -> str:
    body = "4" + "".join(str(rng.randrange(10)) for _ in range(14))
    return next(body + str(d) for d in range(10) if model.luhn(body + str(d)))


def unique_contacts(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows = state["os"]["providers"]["contacts"]
    names = Counter(c["name"] for c in rows)
    return [c for c in rows if c["phone"] and c["last_name"] and names[c["name"]] == 1]


def party_counts(state: dict[str, Any]) -> Counter[str]:
    return Counter(b["party"] for b in bills(state))


def searchable(state: dict[str, Any], party: str) -> bool:
    """Searching the counterparty's name finds only its own bills (and not too many to show)."""
    found = model.search(bills(state), party)
    return all(b["party"] == party for b in found) and len(found) <= 40


def searchable_parties(state: dict[str, Any]) -> set[str]:
    return {p for p in party_counts(state) if searchable(state, p)}


def pick_bill(rng: Random, state: dict[str, Any], where: Any = None) -> dict[str, Any]:
    """A world bill a person can name unambiguously: its counterparty and day are unique together."""
    rows = bills(state)
    days = Counter((b["party"], model.dt(b["time"]).date()) for b in rows)
    ok = searchable_parties(state)
    pool = [b for b in rows if b["id"].startswith("B") and days[(b["party"], model.dt(b["time"]).date())] == 1
            and b["party"] in ok and (where is None or where(b))]
    return rng.choice(pool)


def bill_params(b: dict[str, Any]) -> dict[str, Any]:
    return {"bill_id": b["id"], "party": b["party"], "date": model.day_label(str(model.dt(b["time"]).date())),
            "amount": f"{b['amount']:,.2f}"}


# ---- oracle helpers --------------------------------------------------------------------------
def hide_keyboard(obs: Observation) -> ui.Steps:
    if obs.keyboard:
        obs = yield from ui.back()
    return obs


def tap(obs: Observation, text: str | None = None, **kw: Any) -> ui.Steps:
    """Tap, with the soft keyboard out of the way first."""
    obs = yield from hide_keyboard(obs)
    return (yield from ui.tap(obs, text, **kw))


def enter_pin(obs: Observation, pin: str) -> ui.Steps:
    for d in pin:
        obs = yield from ui.tap(obs, d, trigger="pin.key", exact=True)
    return obs


def pay(obs: Observation, pin: str = PIN, method: str | None = None) -> ui.Steps:
    """On the checkout: choose a method (a card id, or "balance"), pay, type the password, Done."""
    if method is not None:
        obs = yield from ui.tap(obs, trigger="checkout.method")
        obs = yield from ui.tap(obs, trigger="method.pick", method=method)
    obs = yield from ui.tap(obs, trigger="checkout.pay")
    obs = yield from enter_pin(obs, pin)
    return (yield from ui.tap(obs, trigger="checkout.done"))


def open_service(trigger: str, **params: Any) -> ui.Steps:
    obs = yield from ui.open_app(APP)
    return (yield from ui.tap(obs, trigger=trigger, **params))


def open_settings() -> ui.Steps:
    obs = yield from open_service("tab.me")
    return (yield from ui.tap(obs, trigger="svc.settings"))


def stats_month(month: str) -> ui.Steps:
    """Open Statistics and step back to ``month``."""
    obs = yield from open_service("svc.stats")
    for _ in range(model_months_between(month, NOW_MONTH)):
        obs = yield from ui.tap(obs, trigger="stats.shift", step="prev")
    return obs


def model_months_between(a: str, b: str) -> int:
    ya, ma = (int(p) for p in a.split("-"))
    yb, mb = (int(p) for p in b.split("-"))
    return (yb * 12 + mb) - (ya * 12 + ma)


def text_after(obs: Observation, label: str) -> str:
    """The text element right after the one reading ``label``."""
    texts = [e for e in obs.ui if e.role == "text"]
    i = next(i for i, e in enumerate(texts) if e.text == label)
    return texts[i + 1].text


def scroll_to_end(obs: Observation) -> ui.Steps:
    for _ in range(ui.MAX_SCROLLS):
        before = [(e.text, e.bounds) for e in obs.ui]
        obs = yield A.Drag(x1=500, y1=800, x2=500, y2=300)
        if [(e.text, e.bounds) for e in obs.ui] == before:
            break
    return obs


def search_bills(query: str) -> ui.Steps:
    obs = yield from open_service("bills.search")
    return (yield from ui.type_into(obs, "Search bills", query))


def open_bill(p: dict[str, Any]) -> ui.Steps:
    obs = yield from search_bills(p["party"])
    return (yield from tap(obs, trigger="bill.open", bill_id=p["bill_id"]))


# ---- the balance -------------------------------------------------------------------------------
class _Balance(AnswerTask):
    apps = ("wallet", "answersheet")
    tags = ("extract", "finance")
    answer_fields = (AnswerField("balance", "Balance", "number", "number", hint="In dollars, e.g. 1234.56"),)
    hidden: ClassVar[bool]

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"balance": money_amount(rng, 40, 9000)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"balance": p["balance"], "settings": {"hide_balance": self.hidden}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"balance": wallet(init)["balance"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        if self.hidden:
            obs = yield from ui.tap(obs, trigger="home.eye")
        shown = next(e.text for e in obs.ui if e.role == "text" and re.fullmatch(r"\$[\d,]+\.\d\d", e.text))
        yield from ui.fill_answers(obs, {"balance": shown})


class ReadBalance(_Balance):
    id = "wallet.ReadBalance"
    difficulty = "L1"
    hidden = False
    instructions = ("How much money is in my Wallet balance? Answer on the AnswerSheet.",
                    "Check the Wallet app and report the current balance in AnswerSheet.")


class ReadHiddenBalance(_Balance):
    id = "wallet.ReadHiddenBalance"
    difficulty = "L2"
    hidden = True
    changes = (f"{W}.settings.hide_balance",)
    instructions = ("My Wallet balance is hidden on the home screen. Find out how much it is and report it on "
                    "the AnswerSheet.",
                    "What is my current Wallet balance? (It's hidden behind dots on the home screen.) Enter it in "
                    "AnswerSheet.")


class ToggleBalance(CriteriaTask):
    id = "wallet.ToggleBalance"
    apps = ("wallet",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("{verb} my balance on the Wallet home screen.",
                    "In Wallet, make the home screen {state} the balance.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        hide = rng.random() < 0.6
        return {"hide": hide, "verb": "Hide" if hide else "Show", "state": "hide" if hide else "show"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{W}.settings.hide_balance": p["hide"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        yield from ui.tap(obs, trigger="home.eye")


# ---- settings ----------------------------------------------------------------------------------
class PrivacySwitch(CriteriaTask):
    id = "wallet.PrivacySwitch"
    apps = ("wallet",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("In Wallet's privacy settings, turn {onoff} \"{label}\".",
                    "{why} Change the Wallet privacy setting \"{label}\" accordingly.")
    KEYS = {"find_by_phone": ("Allow friends to find me by phone number",
                              "I don't want people to find me in Wallet by my phone number.",
                              "I want friends to be able to find me in Wallet by my phone number."),
            "find_by_account": ("Allow friends to find me by account ID",
                                "Nobody should find me in Wallet by my account ID.",
                                "Friends should be able to find me in Wallet by my account ID."),
            "show_name": ("Show my full name to payers",
                          "People who pay me should only see a masked name.",
                          "People who pay me should see my full name."),
            "recommendations": ("Personalised recommendations",
                                "I don't want personalised recommendations in Wallet.",
                                "I'd like personalised recommendations in Wallet.")}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        key = rng.choice(list(self.KEYS))
        on = rng.random() < 0.4
        label, off_why, on_why = self.KEYS[key]
        return {"key": key, "on": on, "onoff": "on" if on else "off", "label": label,
                "why": on_why if on else off_why}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{W}.settings.{p['key']}": p["on"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("tab.me")
        obs = yield from ui.tap(obs, trigger="settings.privacy")
        yield from ui.tap(obs, trigger="setting.toggle", key=p["key"])


class PaymentOrder(CriteriaTask):
    id = "wallet.PaymentOrder"
    apps = ("wallet",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Set Wallet's payment order to \"{label}\".",
                    "I want Wallet payments to {why}. Change the payment order setting.")
    LABELS = {"balance_first": ("Balance first", "start with my balance"),
              "card_first": ("Default card first", "always start with my default card")}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        value = rng.choice(list(self.LABELS))
        label, why = self.LABELS[value]
        return {"value": value, "label": label, "why": why}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{W}.settings.pay_order": p["value"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{W}.settings.pay_order": next(v for v in self.LABELS if v != p["value"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings()
        obs = yield from ui.tap(obs, trigger="settings.order")
        yield from ui.tap(obs, trigger="order.pick", value=p["value"])


class ChangePassword(CriteriaTask):
    id = "wallet.ChangePassword"
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("settings", "edit")
    budget = 30
    instructions = ("Change my Wallet payment password from {old} to {new}.",
                    "My Wallet payment password is {old}. Set a new one: {new}.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        old, new = rng.sample(PASSWORDS, 2)
        return {"old": old, "new": new}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{W}.password": p["new"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{W}.password": p["old"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings()
        obs = yield from ui.tap(obs, trigger="settings.password")
        obs = yield from enter_pin(obs, p["old"])
        obs = yield from enter_pin(obs, p["new"])
        yield from enter_pin(obs, p["new"])


# ---- bank cards --------------------------------------------------------------------------------
def card_words(c: dict[str, Any]) -> str:
    return f"{c['bank']} {c['type']} card ending in {c['last4']}"


class SetDefaultCard(CriteriaTask):
    id = "wallet.SetDefaultCard"
    apps = ("wallet",)
    difficulty = "L1"
    tags = ("edit", "finance")
    instructions = ("Make my {card} the default card in Wallet.",
                    "In Wallet's bank cards, set the card ending in {last4} as my default payment card.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cards = wallet(state)["cards"]
        target = rng.choice([c for c in cards if c["id"] != wallet(state)["default_card"]])
        return {"card_id": target["id"], "card": card_words(target), "last4": target["last4"],
                "start": rng.choice([c["id"] for c in cards if c["id"] != target["id"]])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{W}.default_card": p["card_id"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{W}.default_card": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.cards")
        obs = yield from ui.tap(obs, trigger="card.open", card_id=p["card_id"])
        yield from ui.tap(obs, trigger="card.default")


class RemoveCard(TaskTemplate):
    id = "wallet.RemoveCard"
    apps = ("wallet",)
    difficulty = "L2"
    tags = ("delete", "finance")
    instructions = ("Remove my {card} from Wallet.",
                    "Unlink the {bank} card ending in {last4} from the Wallet app.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(wallet(state)["cards"])
        return {"card_id": c["id"], "card": card_words(c), "bank": c["bank"], "last4": c["last4"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        left = [c["id"] for c in wallet(final)["cards"]]
        others = [c["id"] for c in wallet(init)["cards"] if c["id"] != p["card_id"]]
        return [check("card removed", False, p["card_id"] in left), check("other cards kept", others, left)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{W}.cards[id={p['card_id']}]", f"{W}.default_card"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.cards")
        obs = yield from ui.tap(obs, trigger="card.open", card_id=p["card_id"])
        obs = yield from ui.tap(obs, trigger="card.remove")
        yield from ui.tap(obs, trigger="remove.confirm")


class AddCard(TaskTemplate):
    id = "wallet.AddCard"
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("create", "finance")
    budget = 30
    instructions = ("Add my new {bank} {ctype} card to Wallet: number {number}, expires {expiry}. Make it the "
                    "default card.",
                    "Link a {ctype} card from {bank} in Wallet (card number {number}, expiry {expiry}) and set it "
                    "as my default payment card.")
    changes = (f"{W}.cards", f"{W}.default_card")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        owned = {c["bank"] for c in wallet(state)["cards"]}
        number = luhn_number(rng)
        return {"bank": rng.choice([b for b in world.banks() if b not in owned]), "number": model.group4(number),
                "last4": number[-4:], "ctype": rng.choice(["debit", "credit"]),
                "expiry": f"{rng.randint(1, 12):02d}/{rng.randint(27, 31)}"}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {c["id"] for c in wallet(init)["cards"]}
        added = [c for c in wallet(final)["cards"] if c["id"] not in old]
        c = added[0] if len(added) == 1 else None
        got = {k: c[k] for k in ("bank", "last4", "type", "expiry")} if c else None
        want = {"bank": p["bank"], "last4": p["last4"], "type": p["ctype"], "expiry": p["expiry"]}
        return [Check("one card added", len(added) == 1, 1, len(added)), check("card details", want, got),
                check("new card is the default", c["id"] if c else "<new card>", wallet(final)["default_card"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.cards")
        obs = yield from ui.tap(obs, trigger="cards.add")
        obs = yield from ui.type_into(obs, "Card number", p["number"])
        obs = yield from tap(obs, trigger="cardadd.bank")
        obs = yield from ui.tap(obs, trigger="bank.pick", bank=p["bank"])
        obs = yield from ui.tap(obs, trigger="cardadd.type", ctype=p["ctype"])
        obs = yield from ui.type_into(obs, "Expiry (MM/YY)", p["expiry"])
        obs = yield from tap(obs, trigger="cardadd.default")
        yield from tap(obs, trigger="cardadd.save")


# ---- transfers and payments --------------------------------------------------------------------
def paid_checks(p: dict[str, Any], init: dict[str, Any], final: dict[str, Any], **want: Any) -> list[Check]:
    """Exactly one new payment, with these fields."""
    added = new_bills(init, final)
    b = added[0] if len(added) == 1 else None
    out = [Check("one new payment", len(added) == 1, 1, len(added))]
    for k, v in want.items():
        got = None if b is None else b.get(k)
        if k == "account":
            same = model.same_phone(str(got), str(v)) if str(v).startswith("+") else got == v
            out.append(Check("payee account", b is not None and same, v, got))
        elif k == "amount":
            out.append(Check("amount", got is not None and abs(float(got) - float(v)) < 0.005, v, got))
        else:
            out.append(check(k, v, got))
    return out


PAID = (f"{W}.new_bills", f"{W}.balance")


class TransferToAccount(TaskTemplate):
    id = "wallet.TransferToAccount"
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("finance", "create")
    budget = 30
    instructions = ("Transfer ${amount} to the Wallet account {account} ({name}) with the memo \"{memo}\".",
                    "Send {name} ${amount} from my Wallet. Their account number is {account}; write \"{memo}\" "
                    "as the memo.")
    changes = PAID

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        payee = rng.choice(world.payees())
        return {"account": model.group4(payee["account"]), "raw": payee["account"], "name": payee["name"],
                "amount": f"{money_amount(rng, 15, 400):.2f}", "memo": rng.choice(MEMOS)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return paid_checks(p, init, final, account=p["raw"], amount=p["amount"], memo=p["memo"], type="transfer",
                           dir="out")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.transfer")
        obs = yield from ui.tap(obs, trigger="transfer.account")
        obs = yield from ui.type_into(obs, "Account number", p["account"])
        obs = yield from ui.type_into(obs, "Account holder's name", p["name"])
        obs = yield from ui.type_into(obs, "Amount (USD)", p["amount"])
        obs = yield from ui.type_into(obs, "Memo", p["memo"])
        obs = yield from tap(obs, trigger="account.next")
        yield from pay(obs)


def contact_transfer(name: str, amount: str, memo: str = "", obs: Observation | None = None) -> ui.Steps:
    """Transfer to a contact, from the Wallet home screen (opened first unless ``obs`` shows it)."""
    if obs is None:
        obs = yield from open_service("svc.transfer")
    else:
        obs = yield from ui.tap(obs, trigger="svc.transfer")
    obs = yield from ui.tap(obs, trigger="transfer.contacts")
    obs = yield from ui.type_into(obs, "Search contacts", name)
    obs = yield from tap(obs, name, trigger="payee.open", exact=True)
    obs = yield from ui.type_into(obs, "Amount (USD)", amount)
    if memo:
        obs = yield from ui.type_into(obs, "Memo", memo)
    obs = yield from tap(obs, trigger="amount.next")
    return (yield from pay(obs))


class TransferToContact(TaskTemplate):
    id = "wallet.TransferToContact"
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("finance", "social")
    budget = 30
    instructions = ("Use Wallet to send ${amount} to my contact {name}.",
                    "Transfer ${amount} to {name} (they're in my contacts) with Wallet.")
    changes = PAID

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(unique_contacts(state))
        return {"name": c["name"], "phone": c["phone"], "amount": f"{money_amount(rng, 5, 200):.2f}"}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return paid_checks(p, init, final, account=p["phone"], amount=p["amount"], type="transfer")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from contact_transfer(p["name"], p["amount"])


class RepayFriend(TaskTemplate):
    id = "wallet.RepayFriend"
    apps = ("wallet",)
    objective = "hybrid"
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("finance", "extract", "social")
    budget = 45
    instructions = ("{name} sent me money through Wallet a while ago. Send back exactly the amount of their most "
                    "recent transfer to me, with the memo \"{memo}\".",
                    "Look up the last transfer I received from {name} in my Wallet bills and pay them the same "
                    "amount back (memo: \"{memo}\").")
    changes = PAID

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        contacts = {c["name"]: c for c in unique_contacts(state)}
        ok = searchable_parties(state)
        got = [b for b in bills(state) if b["type"] == "transfer" and b["dir"] == "in" and b["party"] in contacts
               and b["party"] in ok]
        names = sorted({b["party"] for b in got})
        name = rng.choice(names)
        last = next(b for b in got if b["party"] == name)
        return {"name": name, "phone": contacts[name]["phone"], "bill_id": last["id"],
                "memo": rng.choice(["Paid back", "Returning the money", "Thanks!", "All square"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        src = model.find_bill(wallet(init), p["bill_id"])
        assert src is not None
        return paid_checks(p, init, final, account=p["phone"], amount=src["amount"], memo=p["memo"],
                           type="transfer", dir="out")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from search_bills(p["name"])
        obs = yield from hide_keyboard(obs)
        obs = yield from ui.scroll_to(obs, "+", trigger="bill.open")
        row = next(e for e in obs.ui if e.trigger == "bill.open" and "+" in e.text)
        amount = re.findall(r"\+([\d,]+\.\d\d)", row.text)[0].replace(",", "")
        obs = yield from ui.back()  # to the home screen
        yield from contact_transfer(amount=amount, memo=p["memo"], name=p["name"], obs=obs)


class WrongThenRightPin(TaskTemplate):
    id = "wallet.WrongThenRightPin"
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("finance",)
    budget = 30
    instructions = ("Pay my {service} bill in Wallet's Utilities. I'm not sure whether my payment password is "
                    "{first} or {second}; try {first} first, and if Wallet says it's wrong, use {second}.",
                    "In Wallet, pay the {service} bill ({biller}). My payment password is either {first} or "
                    "{second} — enter {first} first, then {second} if that fails.")
    changes = (*PAID, f"{W}.paid_dues", f"{W}.wrong_pins", f"{W}.failed_attempts")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = rng.choice(world.dues())
        first, second = rng.sample(PASSWORDS, 2)
        return {"due_id": d["id"], "service": d["service"].lower(), "biller": d["biller"], "first": first,
                "second": second}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"password": p["second"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        tries = wallet(final)["wrong_pins"] - wallet(init)["wrong_pins"]
        return [check("bill paid", True, p["due_id"] in wallet(final)["paid_dues"]),
                check("one wrong password first", 1, tries),
                *paid_checks(p, init, final, order_id=p["due_id"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.utilities")
        obs = yield from ui.tap(obs, trigger="utility.pay", due_id=p["due_id"])
        obs = yield from ui.tap(obs, trigger="checkout.pay")
        obs = yield from enter_pin(obs, p["first"])
        obs = yield from enter_pin(obs, p["second"])
        yield from ui.tap(obs, trigger="checkout.done")


class PayUtility(TaskTemplate):
    id = "wallet.PayUtility"
    apps = ("wallet",)
    difficulty = "L2"
    tags = ("finance",)
    budget = 30
    instructions = ("Pay my {service} bill in Wallet with my {card}.",
                    "Use Wallet's Utilities to pay what I owe {biller}; charge it to the card ending in {last4}.")
    changes = (*PAID, f"{W}.paid_dues")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = rng.choice(world.dues())
        c = rng.choice(wallet(state)["cards"])
        return {"due_id": d["id"], "service": d["service"].lower(), "biller": d["biller"], "card_id": c["id"],
                "card": card_words(c), "last4": c["last4"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("bill paid", True, p["due_id"] in wallet(final)["paid_dues"]),
                *paid_checks(p, init, final, order_id=p["due_id"], method_id=p["card_id"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.utilities")
        obs = yield from ui.tap(obs, trigger="utility.pay", due_id=p["due_id"])
        yield from pay(obs, method=p["card_id"])


class MobileRecharge(TaskTemplate):
    id = "wallet.MobileRecharge"
    apps = ("wallet",)
    difficulty = "L2"
    tags = ("finance",)
    budget = 30
    instructions = ("Top up ${amount} of mobile credit for {phone} using Wallet's Mobile recharge.",
                    "Recharge the phone number {phone} with ${amount} in Wallet.")
    changes = PAID

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        own = rng.random() < 0.4
        phone = state["os"]["device"]["phone_number"] if own else rng.choice(unique_contacts(state))["phone"]
        return {"phone": phone, "amount": rng.choice([10, 20, 50, 100])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return paid_checks(p, init, final, account=p["phone"], amount=p["amount"], kind="recharge")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.recharge")
        obs = yield from ui.type_into(obs, "Phone number", p["phone"])
        obs = yield from tap(obs, trigger="recharge.amount", value=p["amount"])
        obs = yield from ui.tap(obs, trigger="recharge.pay")
        yield from pay(obs)


class AddMoney(TaskTemplate):
    id = "wallet.AddMoney"
    apps = ("wallet",)
    difficulty = "L2"
    tags = ("finance",)
    budget = 30
    instructions = ("Add ${amount} to my Wallet balance from my {card}.",
                    "Top up my Wallet balance by ${amount}, paying with the {bank} card ending in {last4}.")
    changes = PAID

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(wallet(state)["cards"])
        return {"amount": f"{rng.choice([25, 40, 75, 120, 150, 250, 300])}.00", "card_id": c["id"],
                "card": card_words(c), "bank": c["bank"], "last4": c["last4"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        want = round(wallet(init)["balance"] + float(p["amount"]), 2)
        return [*paid_checks(p, init, final, amount=p["amount"], kind="topup", method_id=p["card_id"]),
                Check("balance", abs(wallet(final)["balance"] - want) < 0.005, want, wallet(final)["balance"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.add_money")
        obs = yield from ui.type_into(obs, "Amount (USD)", p["amount"])
        obs = yield from tap(obs, trigger="addmoney.next")
        yield from pay(obs, method=p["card_id"])


# ---- editing bills -----------------------------------------------------------------------------
class _BillEdit(TaskTemplate):
    apps = ("wallet",)
    difficulty = "L2"
    tags = ("search", "edit")
    budget = 30

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return bill_params(pick_bill(rng, state, lambda b: b["dir"] == "out"))


class AddBillNote(_BillEdit):
    id = "wallet.AddBillNote"
    instructions = ("Add the note \"{note}\" to my Wallet bill from {party} on {date} (${amount}).",
                    "In Wallet, find the {party} payment of ${amount} on {date} and give it the note \"{note}\".")
    NOTES = ("Reimbursable", "Work expense", "Split with Sam", "Birthday gift", "Claim on insurance", "Ask for refund")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**super().sample(rng, state), "note": rng.choice(self.NOTES)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("note", p["note"], wallet(final)["notes"].get(p["bill_id"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{W}.notes.{p['bill_id']}"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_bill(p)
        obs = yield from ui.tap(obs, trigger="bill.note")
        obs = yield from ui.type_into(obs, "Add a note", p["note"])
        yield from tap(obs, trigger="note.save")


class RecategorizeBill(_BillEdit):
    id = "wallet.RecategorizeBill"
    instructions = ("My Wallet bill from {party} on {date} (${amount}) should be filed under {category}. Fix its "
                    "category.",
                    "Change the category of the ${amount} {party} bill from {date} to {category} in Wallet.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = super().sample(rng, state)
        b = model.find_bill(wallet(state), p["bill_id"])
        assert b is not None
        cats = [c for c in ("Dining", "Groceries", "Shopping", "Entertainment", "Health", "Travel", "Other")
                if c != b["category"]]
        return {**p, "category": rng.choice(cats)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        b = model.find_bill(wallet(final), p["bill_id"])
        return [check("category", p["category"], b["category"] if b else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{W}.categories.{p['bill_id']}"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_bill(p)
        obs = yield from ui.tap(obs, trigger="bill.category")
        yield from ui.tap(obs, trigger="category.pick", category=p["category"])


class DeleteBill(_BillEdit):
    id = "wallet.DeleteBill"
    tags = ("search", "delete")
    instructions = ("Delete the {party} bill of ${amount} from {date} from my Wallet bills.",
                    "Remove my {date} bill from {party} (${amount}) from the Wallet bill list.")

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [check("bill deleted", True, p["bill_id"] in wallet(final)["hidden_bills"]),
                check("only that bill", 1, len(wallet(final)["hidden_bills"]) - len(wallet(init)["hidden_bills"]))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{W}.hidden_bills"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_bill(p)
        obs = yield from ui.tap(obs, trigger="bill.delete")
        yield from ui.tap(obs, trigger="delete.confirm")


# ---- questions about the bills -----------------------------------------------------------------
def month_words(m: str) -> str:
    return model.month_label(m)


class MonthSpending(AnswerTask):
    id = "wallet.MonthSpending"
    apps = ("wallet", "answersheet")
    difficulty = "L2"
    tags = ("extract", "finance")
    budget = 30
    instructions = ("How much money did I spend in total in {label}, according to Wallet (all money out)? Answer "
                    "on the AnswerSheet.",
                    "Report the total of all my outgoing Wallet payments in {label} in AnswerSheet.")
    answer_fields = (AnswerField("total", "Total spent", "number", "number", hint="In dollars, e.g. 1234.56"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        m = rng.choice(FULL_MONTHS)
        return {"month": m, "label": month_words(m)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"total": month_out(init, p["month"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from stats_month(p["month"])
        yield from ui.fill_answers(obs, {"total": text_after(obs, "Spent")})


class CompareMonths(AnswerTask):
    id = "wallet.CompareMonths"
    apps = ("wallet", "answersheet")
    objective = "query"
    composition = "sequential"
    difficulty = "L3"
    tags = ("extract", "reasoning", "finance")
    budget = 30
    instructions = ("Did I spend more in {a_label} or in {b_label}? Use Wallet, and give the month and how much "
                    "more I spent in it on the AnswerSheet.",
                    "Compare my total Wallet spending in {a_label} and {b_label}: which month was higher, and by "
                    "how much? Answer in AnswerSheet.")
    answer_fields = (AnswerField("month", "Month with more spending", hint="Month and year, e.g. October 2025"),
                     AnswerField("difference", "Difference", "number", "number", hint="In dollars, e.g. 123.45"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        while True:
            a, b = sorted(rng.sample(FULL_MONTHS, 2))
            if abs(month_out(state, a) - month_out(state, b)) > 20:
                return {"a": a, "b": b, "a_label": month_words(a), "b_label": month_words(b)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        a, b = month_out(init, p["a"]), month_out(init, p["b"])
        return {"month": month_words(p["a"] if a > b else p["b"]), "difference": round(abs(a - b), 2)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from stats_month(p["b"])
        b = model.parse_amount(text_after(obs, "Spent")) or 0.0
        for _ in range(model_months_between(p["a"], p["b"])):
            obs = yield from ui.tap(obs, trigger="stats.shift", step="prev")
        a = model.parse_amount(text_after(obs, "Spent")) or 0.0
        yield from ui.fill_answers(obs, {"month": p["a_label"] if a > b else p["b_label"],
                                         "difference": f"{abs(a - b):.2f}"})


class TopPayee(AnswerTask):
    id = "wallet.TopPayee"
    apps = ("wallet", "answersheet")
    difficulty = "L2"
    tags = ("extract", "finance")
    budget = 30
    instructions = ("Apart from my rent to {rent}, who did I pay the most money to in {label}? Check Wallet and "
                    "answer on the AnswerSheet.",
                    "Not counting rent, which counterparty received the most money from me through Wallet in "
                    "{label}? Report its name in AnswerSheet.")
    answer_fields = (AnswerField("payee", "Counterparty", hint="Name as shown in Wallet"),)

    def _ranked(self, state: dict[str, Any], month: str) -> list[dict[str, Any]]:
        return [r for r in model.top_parties(model.filtered(bills(state), month=month), 8) if r["party"] != RENT]

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        months = [m for m in FULL_MONTHS if (r := self._ranked(state, m))[0]["total"] - r[1]["total"] > 1]
        m = rng.choice(months)
        return {"month": m, "label": month_words(m), "rent": RENT}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"payee": self._ranked(init, p["month"])[0]["party"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from stats_month(p["month"])
        obs = yield from scroll_to_end(obs)
        rows = [e for e in obs.ui if e.trigger == "stats.party" and e.params.get("party") != RENT]
        yield from ui.fill_answers(obs, {"payee": rows[0].params["party"]})


class TopCategory(AnswerTask):
    id = "wallet.TopCategory"
    apps = ("wallet", "answersheet")
    difficulty = "L2"
    tags = ("extract", "finance")
    budget = 30
    instructions = ("Which spending category took the most money in {label}, not counting Housing (rent)? Use "
                    "Wallet's statistics and answer on the AnswerSheet.",
                    "Leaving out Housing, what was my biggest spending category in Wallet in {label}? Enter it in "
                    "AnswerSheet.")
    answer_fields = (AnswerField("category", "Category", hint="As Wallet names it, e.g. Groceries"),)

    def _ranked(self, state: dict[str, Any], month: str) -> list[dict[str, Any]]:
        return [r for r in model.breakdown(model.filtered(bills(state), month=month)) if r["category"] != "Housing"]

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        months = [m for m in FULL_MONTHS if (r := self._ranked(state, m))[0]["total"] - r[1]["total"] > 1]
        m = rng.choice(months)
        return {"month": m, "label": month_words(m)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"category": self._ranked(init, p["month"])[0]["category"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from stats_month(p["month"])
        obs = yield from ui.scroll_to(obs, trigger="stats.category")
        rows = [e for e in obs.ui if e.trigger == "stats.category" and e.params.get("category") != "Housing"]
        yield from ui.fill_answers(obs, {"category": rows[0].params["category"]})


class CountPartyBills(AnswerTask):
    id = "wallet.CountPartyBills"
    apps = ("wallet", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    budget = 30
    instructions = ("How many bills with {party} are there in my Wallet? Answer on the AnswerSheet.",
                    "Count all my Wallet bills with the counterparty {party} and report the number in "
                    "AnswerSheet.")
    answer_fields = (AnswerField("count", "Number of bills", "number", "number", hint="A whole number"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        counts = party_counts(state)
        return {"party": rng.choice(sorted(p for p, n in counts.items() if 3 <= n <= 40))}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": party_counts(init)[p["party"]]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("tab.bills")
        obs = yield from ui.tap(obs, trigger="bills.party")
        obs = yield from ui.tap(obs, trigger="party.pick", party=p["party"])
        summary = next(e.text for e in obs.ui if e.role == "text" and re.match(r"\d+ bills? ·", e.text))
        yield from ui.fill_answers(obs, {"count": summary.split()[0]})


class BillDate(AnswerTask):
    id = "wallet.BillDate"
    apps = ("wallet", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    budget = 30
    instructions = ("When did I pay {party} ${amount}? Give the date on the AnswerSheet.",
                    "Find the ${amount} bill with {party} in Wallet and report the date it was paid in "
                    "AnswerSheet.")
    answer_fields = (AnswerField("date", "Date", matcher="date", hint="YYYY-MM-DD"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = bills(state)
        keys = Counter((b["party"], b["amount"]) for b in rows)
        counts = party_counts(state)
        b = pick_bill(rng, state, lambda b: b["dir"] == "out" and keys[(b["party"], b["amount"])] == 1
                      and counts[b["party"]] >= 2)
        return bill_params(b)

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        b = model.find_bill(wallet(init), p["bill_id"])
        assert b is not None
        return {"date": str(model.dt(b["time"]).date())}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_bill(p)
        when = next(e.text for e in obs.ui if e.role == "text" and e.text.startswith("Time"))
        yield from ui.fill_answers(obs, {"date": re.findall(r"\d{4}-\d{2}-\d{2}", when)[0]})
