"""Shared samplers, judges and oracle helpers of the Wallet tasks.

World data (bills, payees, dues, banks) is the phone's region's (``os.device.region``), and so are
the memos and notes an instance writes; labels the screen shows (categories, months, settings) are
in the UI language. :class:`Localized` shows the params of a Chinese instruction; oracles find
texts by msgid (``ui.tr``), so they pass on a phone in either language.
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import UTC, datetime
from random import Random
from typing import Any

from bench import ui
from bench.task import TaskTemplate
from mgym import actions as A
from mgym.apps.wallet import model
from mgym.i18n import DEFAULT_LOCALE, lookup, normalize_locale
from mgym.observation import Observation

APP = "Wallet"

W = "apps.wallet"

PIN = "123456"

#: who the rent is paid to, per region
RENTS = {"en": "Parkview Apartments", "zh-CN": "自如"}
RENT = RENTS["en"]

NOW_MONTH = "2026-03"

#: whole months of bills (the first and last month of the year are partial)
FULL_MONTHS = tuple(model.month_shift("2025-04", i) for i in range(11))

MEMOS = ("Guitar lessons", "March invoice", "Deposit", "Tutoring", "Thanks!", "Concert tickets", "Dinner split",
         "Garden work", "Book club", "Team gift")

PASSWORDS = ("246813", "902615", "731904", "580247", "319752", "864201", "417380", "625139")

#: the word lists of a zh-CN phone, for text an instance writes into the world (same lengths as en's)
ZH: dict[str, tuple[str, ...]] = {
    "memos": ("吉他课学费", "3月发票款", "定金", "家教费", "谢谢！", "演唱会门票", "聚餐AA", "园艺费", "读书会",
              "团建礼物"),
    "notes": ("可报销", "工作开销", "和小王AA", "生日礼物", "找保险报销", "申请退款"),
    "repay": ("还你的钱", "钱还你啦", "谢谢！", "两清了"),
}


# ---- state helpers ---------------------------------------------------------------------------
def region(state: dict[str, Any]) -> str:
    return str(state["os"]["device"]["region"])


def locale_of(state: dict[str, Any]) -> str:
    """The phone's UI language (what the screens show labels in)."""
    return str(state["os"]["settings"]["system"]["locale"])


def words(state: dict[str, Any], key: str, en: tuple[str, ...]) -> tuple[str, ...]:
    """A word list of the phone's region (``en`` for an English phone)."""
    return ZH[key] if region(state) == "zh-CN" else en


def rent(state: dict[str, Any]) -> str:
    return RENTS.get(region(state), RENT)


def wallet(state: dict[str, Any]) -> dict[str, Any]:
    st: dict[str, Any] = state["apps"]["wallet"]
    return st


def bills(state: dict[str, Any]) -> list[dict[str, Any]]:
    return model.all_bills(wallet(state), region(state))


def find_bill(state: dict[str, Any], bill_id: str) -> dict[str, Any] | None:
    return model.find_bill(wallet(state), bill_id, region(state))


def label(state: dict[str, Any], msgid: str) -> str:
    """A label of the Wallet as the phone's UI shows it (answers are compared with what is shown)."""
    return lookup(msgid, locale_of(state), "wallet")


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
    found = model.search(bills(state), party, locale_of(state))
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


def past_bill(rng: Random, state: dict[str, Any], like: dict[str, Any], month: str, amount: float) -> dict[str, Any]:
    """One more bill like ``like`` (same counterparty, account, type, category and card), paid on a
    random day of ``month``, with the next world bill id: a setup adds it to ``new_bills``, where the
    app lists it among the others."""
    y, m = (int(x) for x in month.split("-"))
    t = model.dt(like["time"])
    when = datetime(y, m, rng.randint(1, 28), t.hour, t.minute, tzinfo=UTC)
    cards = {model.card_label(c): c["id"] for c in wallet(state)["cards"]}
    n = 1 + max(int(b["id"][1:]) for b in bills(state) if b["id"][:1] == "B" and b["id"][1:].isdigit())
    return {"id": f"B{n:04d}", "time": int(when.timestamp() * 1000), "type": like["type"], "dir": "out",
            "amount": amount, "party": like["party"], "account": like.get("account", ""),
            "category": like["category"], "method": like["method"], "method_id": cards.get(like["method"], "balance"),
            "memo": "", "order_no": f"{when:%Y%m%d%H%M}{rng.randrange(10**8):08d}",
            "kind": "transfer" if like["type"] == "transfer" else "order"}


def bill_params(b: dict[str, Any]) -> dict[str, Any]:
    return {"bill_id": b["id"], "party": b["party"], "date": model.day_label(str(model.dt(b["time"]).date())),
            "amount": f"{b['amount']:,.2f}"}


# ---- instructions in Chinese -------------------------------------------------------------------
_CARD = re.compile(r"^(?P<bank>.+) (?P<type>debit|credit) card ending in (?P<last4>\d{4})$")
CARD_TYPES_ZH = {"debit": "储蓄卡", "credit": "信用卡"}


def card_words(c: dict[str, Any]) -> str:
    return f"{c['bank']} {c['type']} card ending in {c['last4']}"


def card_words_zh(words_en: str) -> str:
    """:func:`card_words` in Chinese: "星海银行储蓄卡（尾号4821）"."""
    m = _CARD.match(words_en)
    if m is None:
        return words_en
    return f"{m['bank']}{CARD_TYPES_ZH[m['type']]}（尾号{m['last4']}）"


def date_in(en_date: str, locale: str) -> str:
    """A date param ("Mar 26, 2026", as :func:`bill_params` writes it) in ``locale``."""
    iso = datetime.strptime(en_date, "%b %d, %Y").date().isoformat()
    return model.day_label(iso, locale)


class Localized(TaskTemplate):
    """Shows the Wallet params a Chinese instruction needs: dates, months, cards, card types and
    services in Chinese (labels that are msgids are translated by :meth:`TaskTemplate.localize`)."""

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        locale = normalize_locale(locale)
        if locale == DEFAULT_LOCALE:
            return out
        if "date" in params:
            out["date"] = date_in(params["date"], locale)
        for month, lbl in (("month", "label"), ("a", "a_label"), ("b", "b_label")):
            if lbl in params and month in params:
                out[lbl] = model.month_label(params[month], locale)
        if "card" in params:
            out["card"] = card_words_zh(params["card"])
        if "ctype" in params:
            out["ctype"] = CARD_TYPES_ZH[params["ctype"]]
        if "service" in params:
            out["service"] = self.tr(params["service"].capitalize(), locale)
        return out


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
    """The text element right after the one reading ``label`` (a msgid, as the screen shows it)."""
    shown = ui.tr(obs, label)
    texts = [e for e in obs.ui if e.role == "text"]
    i = next(i for i, e in enumerate(texts) if e.text == shown)
    return texts[i + 1].text


def amount_field(obs: Observation) -> str:
    """The msgid of the amount field on screen (its label names the world's currency)."""
    cny = ui.tr(obs, "Amount (CNY)")
    return "Amount (CNY)" if any(cny in (e.text or "", e.hint or "") for e in obs.ui) else "Amount (USD)"


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

