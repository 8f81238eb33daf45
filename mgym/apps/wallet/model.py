"""Wallet domain logic shared by views, effects and the benchmark: money, bills, months, cards.

Bills are composed from the world data of the phone's region and the overlay: the session's new
payments (and bills a patch added) are merged in by date, deleted bills drop out, and the user's notes and category changes win over the
world's values. Money is the region's (USD in ``en``, CNY in ``zh-CN``), formatted per UI locale.
Labels (types, categories, kinds) are English msgids, translated where they are shown.
"""

from __future__ import annotations

import heapq
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from datetime import UTC, date, datetime, timedelta
from typing import Any

from babel.dates import format_date

from mgym.apps.wallet import world
from mgym.i18n import N_, babel_locale, formats, lookup
from mgym.i18n.names import latin_key

#: the currency of each region's world (amounts are world data: never converted)
CURRENCIES = {"en": "USD", "zh-CN": "CNY"}
MAX_AMOUNT = 50_000.0
MAX_CARDS = 10
#: how many bill rows a list shows before "Load more"
PAGE = 40

TYPES: dict[str, str] = {"expense": N_("Expense"), "income": N_("Income"), "transfer": N_("Transfer"),
                         "refund": N_("Refund")}
#: categories a bill can be filed under, with their icon and colour (outgoing first)
CATEGORIES: dict[str, tuple[str, str]] = {
    N_("Dining"): ("restaurant", "#f57c00"),
    N_("Groceries"): ("local_grocery_store", "#43a047"),
    N_("Shopping"): ("shopping_bag", "#e91e63"),
    N_("Transport"): ("directions_car", "#1e88e5"),
    N_("Housing"): ("home", "#6d4c41"),
    N_("Utilities"): ("bolt", "#fbc02d"),
    N_("Subscriptions"): ("subscriptions", "#8e24aa"),
    N_("Entertainment"): ("movie", "#d81b60"),
    N_("Health"): ("medical_services", "#e53935"),
    N_("Travel"): ("flight", "#00897b"),
    N_("Transfers"): ("swap_horiz", "#1565c0"),
    N_("Red envelopes"): ("redeem", "#c62828"),
    N_("Top-up"): ("account_balance_wallet", "#00838f"),
    N_("Salary"): ("work", "#2e7d32"),
    N_("Income"): ("savings", "#388e3c"),
    N_("Refunds"): ("undo", "#546e7a"),
    N_("Other"): ("category", "#757575"),
}
#: what each checkout kind records: (bill type, direction, category)
KINDS: dict[str, tuple[str, str, str]] = {
    "transfer": ("transfer", "out", "Transfers"),
    "red_envelope": ("transfer", "out", "Red envelopes"),
    "order": ("expense", "out", "Shopping"),
    "recharge": ("expense", "out", "Utilities"),
    "utility": ("expense", "out", "Utilities"),
    "topup": ("transfer", "in", "Top-up"),
}
KIND_LABELS: dict[str, str] = {"transfer": N_("Transfer"), "red_envelope": N_("Red envelope"),
                               "order": N_("Order payment"), "recharge": N_("Mobile recharge"),
                               "utility": N_("Utility bill"), "topup": N_("Add money")}
#: an amount as typed or shown: an optional currency sign, grouped digits, up to two decimals
_SIGN = r"(?:US\$|CN¥|\$|¥|￥)"
_AMOUNT = re.compile(rf"^{_SIGN}?\s*(\d{{1,3}}(,\d{{3}})+|\d+)(\.\d{{1,2}})?(\s*元)?$")


# ---- money and time --------------------------------------------------------------------------
def currency(region: str = "en") -> str:
    """The ISO code of the money of a region's world."""
    return CURRENCIES.get(region, "USD")


def money(amount: float, locale: str = "en", region: str = "en") -> str:
    """The region's money in the locale's format: ``$1,234.50``, ``¥1,234.50`` (``US$``/``CN¥`` abroad)."""
    return formats.money(amount, locale, currency(region))


def signed(amount: float, direction: str, locale: str = "en") -> str:
    """``-12.30`` for money out, ``+12.30`` for money in."""
    return f"{'+' if direction == 'in' else '-'}{formats.number(amount, locale, 2)}"


def parse_amount(text: Any) -> float | None:
    """A positive amount with at most two decimals and under the limit, or None."""
    if isinstance(text, (int, float)) and not isinstance(text, bool):
        value = float(text)
    else:
        s = str(text or "").strip()
        if not _AMOUNT.match(s):
            return None
        value = float(re.sub(rf"^{_SIGN}|元$", "", s).strip().replace(",", ""))
    if not 0 < value <= MAX_AMOUNT or round(value, 2) != value:
        return None
    return value


def dt(ms: int) -> datetime:
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(milliseconds=int(ms))


def month_of(ms: int) -> str:
    return dt(ms).strftime("%Y-%m")


def _month(key: str) -> date:
    y, m = key.split("-")
    return date(int(y), int(m), 1)


def month_label(key: str, locale: str = "en") -> str:
    """"2026-03" -> "March 2026" / "2026年3月"."""
    return formats.fmt(_month(key), "month", locale)


def month_abbr(key: str, locale: str = "en") -> str:
    """"2026-03" -> "Mar" / "3月" (the chart's column labels)."""
    return format_date(_month(key), "MMM", locale=babel_locale(locale))


def month_shift(key: str, delta: int) -> str:
    y, m = (int(p) for p in key.split("-"))
    n = y * 12 + (m - 1) + delta
    return f"{n // 12:04d}-{n % 12 + 1:02d}"


def day_label(iso: str, locale: str = "en") -> str:
    """"2026-03-26" -> "Mar 26, 2026" / "2026年3月26日"."""
    return formats.iso_date(iso, locale) or iso


def full_time(ms: int) -> str:
    """"2026-03-12 14:05"."""
    return dt(ms).strftime("%Y-%m-%d %H:%M")


def digits(s: Any) -> str:
    return re.sub(r"\D", "", str(s or ""))


def group4(s: str) -> str:
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---- bills -----------------------------------------------------------------------------------
def all_bills(st: Mapping[str, Any], region: str) -> list[dict[str, Any]]:
    """The region's (``os.device.region``) world bills plus the session's payments and any bill a patch
    added, merged newest first (a bill dated in the past sits among the world's bills of its day),
    with the overlay applied."""
    hidden = set(st["hidden_bills"])
    notes: Mapping[str, str] = st["notes"]
    cats: Mapping[str, str] = st["categories"]
    new = sorted(st["new_bills"], key=lambda b: (b["time"], b["id"]), reverse=True)
    out: list[dict[str, Any]] = []
    for b in heapq.merge(new, world.bills(region), key=lambda b: b["time"], reverse=True):
        bid = b["id"]
        if bid in hidden:
            continue
        row = dict(b)
        row["note"] = notes.get(bid, "")
        if bid in cats:
            row["category"] = cats[bid]
        out.append(row)
    return out


def find_bill(st: Mapping[str, Any], bill_id: str, region: str) -> dict[str, Any] | None:
    """One bill by id with the overlay applied (None when unknown or deleted)."""
    if bill_id in st["hidden_bills"]:
        return None
    b: Mapping[str, Any] | None = next((n for n in st["new_bills"] if n["id"] == bill_id), None)
    if b is None:
        b = world.bill_index(region).get(bill_id)
    if b is None:
        return None
    row = dict(b)
    row["note"] = st["notes"].get(bill_id, "")
    row["category"] = st["categories"].get(bill_id, row["category"])
    return row


def matches(b: Mapping[str, Any], month: str = "", type_: str = "", party: str = "", category: str = "") -> bool:
    return ((not month or month_of(b["time"]) == month) and (not type_ or b["type"] == type_)
            and (not party or b["party"] == party) and (not category or b["category"] == category))


def filtered(bills: Iterable[Mapping[str, Any]], month: str = "", type_: str = "", party: str = "",
             category: str = "") -> list[dict[str, Any]]:
    return [dict(b) for b in bills if matches(b, month, type_, party, category)]


def totals(bills: Iterable[Mapping[str, Any]]) -> tuple[float, float]:
    """(money out, money in), rounded to cents."""
    out = inn = 0.0
    for b in bills:
        if b["dir"] == "out":
            out += b["amount"]
        else:
            inn += b["amount"]
    return round(out, 2), round(inn, 2)


def month_totals(bills: Iterable[Mapping[str, Any]]) -> dict[str, tuple[float, float]]:
    by: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for b in bills:
        by[month_of(b["time"])].append(b)
    return {m: totals(rows) for m, rows in by.items()}


def months(bills: Iterable[Mapping[str, Any]]) -> list[str]:
    """Months that have bills, newest first."""
    return sorted({month_of(b["time"]) for b in bills}, reverse=True)


def breakdown(bills: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Money out by category: [{category, total, count, share}], largest first."""
    sums: dict[str, float] = defaultdict(float)
    counts: dict[str, int] = defaultdict(int)
    for b in bills:
        if b["dir"] == "out":
            sums[b["category"]] += b["amount"]
            counts[b["category"]] += 1
    grand = sum(sums.values()) or 1.0
    rows: list[dict[str, Any]] = [{"category": c, "total": round(v, 2), "count": counts[c], "share": v / grand}
                                  for c, v in sums.items()]
    return sorted(rows, key=lambda r: (-r["total"], r["category"]))


def top_parties(bills: Iterable[Mapping[str, Any]], n: int = 5) -> list[dict[str, Any]]:
    """Who you paid most: [{party, total, count}], largest first."""
    sums: dict[str, float] = defaultdict(float)
    counts: dict[str, int] = defaultdict(int)
    for b in bills:
        if b["dir"] == "out":
            sums[b["party"]] += b["amount"]
            counts[b["party"]] += 1
    rows: list[dict[str, Any]] = [{"party": p, "total": round(v, 2), "count": counts[p]} for p, v in sums.items()]
    return sorted(rows, key=lambda r: (-r["total"], r["party"]))[:n]


def search(bills: Iterable[Mapping[str, Any]], query: str, locale: str = "en") -> list[dict[str, Any]]:
    """Bills whose counterparty, memo, note or category (as ``locale`` shows it) contains the query, or
    whose amount is it."""
    q = " ".join(query.lower().split())
    if not q:
        return []
    num = re.sub(rf"^{_SIGN}|元$", "", q).strip().replace(",", "")
    is_num = bool(re.fullmatch(r"\d+(\.\d{1,2})?", num))
    out = []
    for b in bills:
        cat = b["category"] if locale == "en" else f"{b['category']} {lookup(b['category'], locale, 'wallet')}"
        hay = f"{b['party']} {b['memo']} {b.get('note', '')} {cat}".lower()
        if q in hay or (is_num and abs(b["amount"] - float(num)) < 0.005):
            out.append(dict(b))
    return out


def recent_payees(bills: Iterable[Mapping[str, Any]], n: int = 6) -> list[dict[str, str]]:
    """The latest people you transferred money to, one row per account."""
    out: list[dict[str, str]] = []
    seen: set[str] = set()
    for b in bills:
        if b["type"] == "transfer" and b["dir"] == "out" and b["account"] and b["category"] == "Transfers":
            key = digits(b["account"])
            if key not in seen:
                seen.add(key)
                out.append({"account": b["account"], "name": b["party"]})
                if len(out) == n:
                    break
    return out


def parties(bills: Iterable[Mapping[str, Any]]) -> list[str]:
    """Counterparties A-Z (Chinese names by their pinyin)."""
    return sorted({b["party"] for b in bills}, key=lambda p: (latin_key(p), p))


# ---- accounts ----------------------------------------------------------------------------------
def lookup_account(account: str, contacts: Iterable[Mapping[str, Any]], own_phone: str,
                   region: str = "en") -> dict[str, str] | None:
    """The wallet account with these digits: a payee, or a contact's phone number. ``{account, name}``."""
    d = digits(account)
    if not d:
        return None
    p = world.payee_index(region).get(d)
    if p is not None:
        return {"account": p["account"], "name": p["name"]}
    for c in contacts:
        if c.get("phone") and same_phone(c["phone"], d) and not same_phone(own_phone, d):
            return {"account": str(c["phone"]), "name": str(c["name"])}
    return None


def _national(d: str) -> str:
    """Digits without a +86 or +1 country code (a Chinese mobile's leading 1 goes too, on both sides)."""
    if len(d) == 13 and d.startswith("86"):
        d = d[2:]
    return d[-10:] if len(d) == 11 and d[0] == "1" else d


def same_phone(a: str, b: str) -> bool:
    """Phone numbers equal up to formatting and the +1 or +86 country code."""
    da, db = digits(a), digits(b)
    return bool(da) and _national(da) == _national(db)


def same_name(a: str, b: str) -> bool:
    return " ".join(a.lower().split()) == " ".join(b.lower().split())


# ---- cards -------------------------------------------------------------------------------------
def card_label(c: Mapping[str, Any]) -> str:
    return f"{c['bank']} ••{c['last4']}"


def luhn(number: str) -> bool:
    if not number.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(number)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


def expiry_ok(text: str, now_ms: int) -> str | None:
    """None if ``MM/YY`` is a valid, unexpired date; else why not."""
    m = re.fullmatch(r"\s*(\d{2})\s*/\s*(\d{2})\s*", text or "")
    if not m or not 1 <= int(m.group(1)) <= 12:
        return N_("Enter the expiry date as MM/YY")
    now = dt(now_ms)
    if (2000 + int(m.group(2)), int(m.group(1))) < (now.year, now.month):
        return N_("This card has expired")
    return None


def card_problem(values: Mapping[str, str], bank: str, cards: Iterable[Mapping[str, Any]], now_ms: int) -> str | None:
    """Why the add-card form cannot be saved, or None."""
    number = digits(values.get("number", ""))
    if not 13 <= len(number) <= 19 or not luhn(number):
        return N_("Enter a valid card number")
    if not bank:
        return N_("Choose the issuing bank")
    if not values.get("holder", "").strip():
        return N_("Enter the cardholder's name")
    problem = expiry_ok(values.get("expiry", ""), now_ms)
    if problem:
        return problem
    cards = list(cards)
    if any(c["bank"] == bank and c["last4"] == number[-4:] for c in cards):
        return N_("This card is already linked")
    if len(cards) >= MAX_CARDS:
        return N_("You can link up to 10 cards")
    return None


def next_card_id(cards: Iterable[Mapping[str, Any]]) -> str:
    nums = [int(c["id"][1:]) for c in cards if str(c["id"])[1:].isdigit()]
    return f"c{max(nums, default=0) + 1}"


# ---- passwords ---------------------------------------------------------------------------------
def weak_password(pin: str) -> bool:
    """Six identical digits or a straight run (123456, 654321)."""
    if len(set(pin)) == 1:
        return True
    steps = {int(b) - int(a) for a, b in zip(pin, pin[1:], strict=False)}
    return steps in ({1}, {-1})
