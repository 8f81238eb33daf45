"""Wallet tasks: transfers, bills paid and money added."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.wallet.common import (
    MEMOS,
    PASSWORDS,
    Localized,
    W,
    amount_field,
    bills,
    card_words,
    enter_pin,
    find_bill,
    hide_keyboard,
    money_amount,
    new_bills,
    open_service,
    pay,
    region,
    search_bills,
    searchable_parties,
    tap,
    unique_contacts,
    wallet,
    words,
)
from mgym.apps.wallet import model, world
from mgym.observation import Observation


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

#: allowed changes of one payment from the balance: the bill it makes, and the balance
PAID = (f"{W}.new_bills[+1]", f"{W}.balance")


class TransferToAccount(Localized, TaskTemplate):
    id = "wallet.TransferToAccount"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("finance", "create")
    budget = 30
    instructions = ("Transfer ${amount} to the Wallet account {account} ({name}) with the memo \"{memo}\".",
                    "Send {name} ${amount} from my Wallet. Their account number is {account}; write \"{memo}\" "
                    "as the memo.",
                    'Please send ${amount} from Wallet to {name}, account {account}, with "{memo}" as the memo.')
    instructions_zh = ("向钱包账号{account}（{name}）转账{amount}元，附言写“{memo}”。",
                       "用钱包给{name}转{amount}元，对方账号是{account}，附言填“{memo}”。",
                       '请用钱包转{amount}元给{name}，账号{account}，附言“{memo}”。')
    changes = PAID

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        payee = rng.choice(world.payees(region(state)))
        return {"account": model.group4(payee["account"]), "raw": payee["account"], "name": payee["name"],
                "amount": f"{money_amount(rng, 15, 400):.2f}", "memo": rng.choice(words(state, "memos", MEMOS))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return paid_checks(p, init, final, account=p["raw"], amount=p["amount"], memo=p["memo"], type="transfer",
                           dir="out")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("svc.transfer")
        obs = yield from ui.tap(obs, trigger="transfer.account")
        obs = yield from ui.type_into(obs, "Account number", p["account"])
        obs = yield from ui.type_into(obs, "Account holder's name", p["name"])
        obs = yield from ui.type_into(obs, amount_field(obs), p["amount"])
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
    obs = yield from ui.type_into(obs, amount_field(obs), amount)
    if memo:
        obs = yield from ui.type_into(obs, "Memo", memo)
    obs = yield from tap(obs, trigger="amount.next")
    return (yield from pay(obs))


class TransferToContact(Localized, TaskTemplate):
    id = "wallet.TransferToContact"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("finance", "social")
    budget = 30
    instructions = ("Use Wallet to send ${amount} to my contact {name}.",
                    "Transfer ${amount} to {name} (they're in my contacts) with Wallet.")
    instructions_zh = ("用钱包给我的联系人{name}转{amount}元。",
                       "通过钱包向{name}（在我的通讯录里）转账{amount}元。")
    changes = PAID

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(unique_contacts(state))
        return {"name": c["name"], "phone": c["phone"], "amount": f"{money_amount(rng, 5, 200):.2f}"}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return paid_checks(p, init, final, account=p["phone"], amount=p["amount"], type="transfer")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from contact_transfer(p["name"], p["amount"])


class RepayFriend(Localized, TaskTemplate):
    id = "wallet.RepayFriend"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    objective = "hybrid"
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("finance", "extract", "social")
    budget = 45
    instructions = ("{name} sent me money through Wallet a while ago. Send back exactly the amount of their most "
                    "recent transfer to me, with the memo \"{memo}\".",
                    "Look up the last transfer I received from {name} in my Wallet bills and pay them the same "
                    "amount back (memo: \"{memo}\").",
                    'Please pay {name} back through Wallet: send exactly the amount of their most recent transfer to me, with the memo "{memo}".')
    instructions_zh = ("{name}之前通过钱包给我转过钱。请按他/她最近一次转给我的金额原数转回去，附言写“{memo}”。",
                       "在钱包账单里查到{name}最近一次给我的转账，把同样的金额转还给对方（附言：“{memo}”）。",
                       '请用钱包把钱还给{name}：按对方最近一次转给我的金额原样转回去，附言“{memo}”。')
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
                "memo": rng.choice(words(state, "repay", ("Paid back", "Returning the money", "Thanks!", "All square")))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        src = find_bill(init, p["bill_id"])
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


class WrongThenRightPin(Localized, TaskTemplate):
    id = "wallet.WrongThenRightPin"
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("finance",)
    budget = 30
    instructions = ("Pay my {service} bill in Wallet's Utilities. I'm not sure whether my payment password is "
                    "{first} or {second}; try {first} first, and if Wallet says it's wrong, use {second}.",
                    "In Wallet, pay the {service} bill ({biller}). My payment password is either {first} or "
                    "{second} — enter {first} first, then {second} if that fails.",
                    "Please pay the {service} bill ({biller}) in Wallet's Utilities. Enter {first} as the payment password first; if Wallet says it is wrong, use {second} instead.")
    instructions_zh = ("在钱包的生活缴费里缴纳我的{service}。我不确定支付密码是{first}还是{second}；先试{first}，"
                       "如果钱包提示密码错误，再用{second}。",
                       "在钱包中缴纳{service}（{biller}）。我的支付密码是{first}或{second}——先输入{first}，"
                       "不对的话再输入{second}。",
                       '请在钱包的生活缴费里缴{service}（{biller}）。支付密码先输{first}，如果提示错误，就改用{second}。')
    changes = (*PAID, f"{W}.paid_dues[+1]", f"{W}.wrong_pins", f"{W}.failed_attempts")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = rng.choice(world.dues(region(state)))
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


class PayUtility(Localized, TaskTemplate):
    id = "wallet.PayUtility"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    difficulty = "L2"
    tags = ("finance",)
    budget = 30
    instructions = ("Pay my {service} bill in Wallet with my {card}.",
                    "Use Wallet's Utilities to pay what I owe {biller}; charge it to the card ending in {last4}.")
    instructions_zh = ("在钱包里用我的{card}缴纳{service}。",
                       "通过钱包的生活缴费把欠{biller}的费用缴清，用尾号{last4}的卡付款。")
    changes = (f"{W}.new_bills[+1]", f"{W}.paid_dues[+1]")  # paid by card: the balance stays

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        d = rng.choice(world.dues(region(state)))
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


class MobileRecharge(Localized, TaskTemplate):
    id = "wallet.MobileRecharge"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    difficulty = "L2"
    tags = ("finance",)
    budget = 30
    instructions = ("Top up ${amount} of mobile credit for {phone} using Wallet's Mobile recharge.",
                    "Recharge the phone number {phone} with ${amount} in Wallet.")
    instructions_zh = ("用钱包的话费充值给{phone}充{amount}元话费。",
                       "在钱包里为手机号{phone}充值{amount}元。")
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


class AddMoney(Localized, TaskTemplate):
    id = "wallet.AddMoney"
    secrets = ("wallet_password",)
    apps = ("wallet",)
    difficulty = "L2"
    tags = ("finance",)
    budget = 30
    instructions = ("Add ${amount} to my Wallet balance from my {card}.",
                    "Top up my Wallet balance by ${amount}, paying with the {bank} card ending in {last4}.")
    instructions_zh = ("从我的{card}向钱包余额充值{amount}元。",
                       "给我的钱包余额充值{amount}元，用尾号{last4}的{bank}银行卡付款。")
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
        obs = yield from ui.type_into(obs, amount_field(obs), p["amount"])
        obs = yield from tap(obs, trigger="addmoney.next")
        yield from pay(obs, method=p["card_id"])
