"""Wallet tasks: balance, privacy, payment settings and cards."""

from __future__ import annotations

import re
from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.wallet.common import (
    APP,
    PASSWORDS,
    Localized,
    W,
    card_words,
    enter_pin,
    luhn_number,
    money_amount,
    open_service,
    open_settings,
    region,
    tap,
    wallet,
)
from mgym.apps.wallet import model, world
from mgym.i18n import normalize_locale

#: a balance as the home screen shows it, in dollars or yuan
SHOWN_MONEY = re.compile(r"(?:US\$|CN¥|\$|¥)[\d,]+\.\d\d")


# ---- the balance -------------------------------------------------------------------------------
class _Balance(AnswerTask):
    apps = ("wallet", "answersheet")
    tags = ("extract", "finance")
    answer_fields = (AnswerField("balance", "Balance", "number", "number", hint="In dollars, e.g. 1234.56",
                                 label_zh="余额", hint_zh="按钱包显示的金额，例如 1234.56"),)
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
        shown = next(e.text for e in obs.ui if e.role == "text" and SHOWN_MONEY.fullmatch(e.text))
        yield from ui.fill_answers(obs, {"balance": shown})


class ReadBalance(_Balance):
    id = "wallet.ReadBalance"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    difficulty = "L1"
    hidden = False
    instructions = ("How much money is in my Wallet balance? Answer on the AnswerSheet.",
                    "Check the Wallet app and report the current balance in AnswerSheet.")
    instructions_zh = ("我的钱包余额有多少钱？请在答题卡上作答。",
                       "打开钱包应用，查看当前余额并填写到答题卡。")


class ReadHiddenBalance(_Balance):
    id = "wallet.ReadHiddenBalance"
    difficulty = "L2"
    hidden = True
    changes = (f"{W}.settings.hide_balance",)
    instructions = ("My Wallet balance is hidden on the home screen. Find out how much it is and report it on "
                    "the AnswerSheet.",
                    "What is my current Wallet balance? (It's hidden behind dots on the home screen.) Enter it in "
                    "AnswerSheet.")
    instructions_zh = ("我的钱包余额在首页被隐藏了。请查出余额是多少，并填写到答题卡。",
                       "我现在的钱包余额是多少？（首页上它被圆点遮住了。）请填写到答题卡。")


class ToggleBalance(CriteriaTask):
    id = "wallet.ToggleBalance"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("wallet",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("{verb} my balance on the Wallet home screen.",
                    "In Wallet, make the home screen {state} the balance.")
    instructions_zh = ("在钱包首页{verb}我的余额。",
                       "在钱包中设置首页{state}余额。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        hide = rng.random() < 0.6
        return {"hide": hide, "verb": "Hide" if hide else "Show", "state": "hide" if hide else "show"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        if normalize_locale(locale) == "en":
            return out
        word = "隐藏" if params["hide"] else "显示"
        return {**out, "verb": word, "state": word}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{W}.settings.hide_balance": p["hide"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        hidden = obs.find(trigger="home.eye")[0].text == ui.tr(obs, "Show balance")
        if hidden != p["hide"]:
            yield from ui.tap(obs, trigger="home.eye")


# ---- settings ----------------------------------------------------------------------------------
class PrivacySwitch(CriteriaTask):
    id = "wallet.PrivacySwitch"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("wallet",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("In Wallet's privacy settings, turn {onoff} \"{label}\".",
                    "{why} Change the Wallet privacy setting \"{label}\" accordingly.")
    instructions_zh = ("在钱包的隐私设置中，{onoff}“{label}”。",
                       "{why}请相应地修改钱包的隐私设置“{label}”。")
    WHY_ZH = {"find_by_phone": ("我不想让别人通过手机号在钱包里找到我。", "我希望好友能通过手机号在钱包里找到我。"),
              "find_by_account": ("谁都不应该能通过账号在钱包里找到我。", "好友应该能通过账号在钱包里找到我。"),
              "show_name": ("付款给我的人应该只能看到部分隐藏的姓名。", "付款给我的人应该能看到我的全名。"),
              "recommendations": ("我不想在钱包里看到个性化推荐。", "我想在钱包里看到个性化推荐。")}
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

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        if normalize_locale(locale) == "en":
            return out
        off_why, on_why = self.WHY_ZH[params["key"]]
        return {**out, "label": self.tr(self.KEYS[params["key"]][0], locale), "onoff": "打开" if params["on"] else "关闭",
                "why": on_why if params["on"] else off_why}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{W}.settings.{p['key']}": p["on"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_service("tab.me")
        obs = yield from ui.tap(obs, trigger="settings.privacy")
        if obs.find(trigger="setting.toggle", key=p["key"])[0].checked != p["on"]:
            yield from ui.tap(obs, trigger="setting.toggle", key=p["key"])


class PaymentOrder(CriteriaTask):
    id = "wallet.PaymentOrder"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("wallet",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Set Wallet's payment order to \"{label}\".",
                    "I want Wallet payments to {why}. Change the payment order setting.")
    instructions_zh = ("把钱包的扣款顺序设为“{label}”。",
                       "我希望钱包付款时{why}。请修改扣款顺序设置。")
    LABELS = {"balance_first": ("Balance first", "start with my balance"),
              "card_first": ("Default card first", "always start with my default card")}
    WHY_ZH = {"balance_first": "先从余额扣款", "card_first": "始终先从默认银行卡扣款"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        if normalize_locale(locale) == "en":
            return out
        return {**out, "label": self.tr(self.LABELS[params["value"]][0], locale), "why": self.WHY_ZH[params["value"]]}

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
    instructions_zh = ("把我的钱包支付密码从{old}改成{new}。",
                       "我的钱包支付密码是{old}，请把它改成新密码：{new}。")

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
class SetDefaultCard(Localized, CriteriaTask):
    id = "wallet.SetDefaultCard"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("wallet",)
    difficulty = "L1"
    tags = ("edit", "finance")
    instructions = ("Make my {card} the default card in Wallet.",
                    "In Wallet's bank cards, set the card ending in {last4} as my default payment card.")
    instructions_zh = ("把我的{card}设为钱包的默认卡。",
                       "在钱包的银行卡里，把尾号{last4}的卡设为默认付款卡。")

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


class RemoveCard(Localized, TaskTemplate):
    id = "wallet.RemoveCard"
    apps = ("wallet",)
    difficulty = "L2"
    tags = ("delete", "finance")
    instructions = ("Remove my {card} from Wallet.",
                    "Unlink the {bank} card ending in {last4} from the Wallet app.")
    instructions_zh = ("从钱包中移除我的{card}。",
                       "在钱包应用里解绑尾号{last4}的{bank}银行卡。")

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


class AddCard(Localized, TaskTemplate):
    id = "wallet.AddCard"
    apps = ("wallet",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("create", "finance")
    budget = 30
    instructions = ("Add my new {bank} {ctype} card to Wallet: number {number}, expires {expiry}. Make it the "
                    "default card.",
                    "Link a {ctype} card from {bank} in Wallet (card number {number}, expiry {expiry}) and set it "
                    "as my default payment card.",
                    'I got a new {bank} {ctype} card. Please add it to Wallet (number {number}, expiry {expiry}) and make it my default card.')
    instructions_zh = ("把我新办的{bank}{ctype}添加到钱包：卡号{number}，有效期{expiry}，并设为默认卡。",
                       "在钱包中绑定一张{bank}的{ctype}（卡号{number}，有效期{expiry}），并把它设为默认付款卡。",
                       '我新办了一张{bank}{ctype}，请添加到钱包（卡号{number}，有效期{expiry}），并设为默认卡。')
    changes = (f"{W}.cards[+1 last4={{last4}}]", f"{W}.default_card")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        owned = {c["bank"] for c in wallet(state)["cards"]}
        number = luhn_number(rng)
        return {"bank": rng.choice([b for b in world.banks(region(state)) if b not in owned]),
                "number": model.group4(number),
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
