"""Generate the Wallet app's read-only world data: a year of bills, payee accounts and utility dues.

    python scripts/gen_wallet_data.py      # rewrites mgym/apps/wallet/data/*.json.gz

Deterministic: the same script always writes the same bytes (seeded RNG, sorted keys, gzip with
mtime 0). The bills cover the 12 months before the phone's boot date (2026-03-14 09:00): from
2025-03-14 00:00 to 2026-03-13 23:59, exactly ``N_BILLS`` of them. Friends are the people of the
OS contacts provider's seed data, paid by their phone number.
"""

from __future__ import annotations

import gzip
import json
import random
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

SEED = 20260314
N_BILLS = 1000
START = date(2025, 3, 14)
END = date(2026, 3, 13)  # inclusive
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "mgym" / "apps" / "wallet" / "data"
CONTACTS = ROOT / "mgym" / "os" / "providers" / "data" / "contacts.json"

#: the phone owner's cards as the overlay starts with them (id -> label used in bills)
CARDS = {"c1": "Harbor Bank ••4821", "c2": "Summit Credit Union ••7730", "c3": "Pacific Trust ••1059"}

# merchants by category: (name, low, high)
MERCHANTS: dict[str, list[tuple[str, float, float]]] = {
    "Dining": [("Golden Wok", 12, 48), ("Luigi's Trattoria", 24, 96), ("Sunrise Café", 4.5, 18),
               ("Bento Box", 11, 32), ("The Burger Joint", 9, 34), ("Green Bowl Salads", 10, 22),
               ("Taco Fiesta", 8, 28), ("Noodle House", 11, 36), ("Bean There Coffee", 3.5, 12),
               ("Harbor Sushi", 28, 110)],
    "Groceries": [("FreshMart", 22, 165), ("Green Valley Market", 18, 120), ("Daily Harvest", 9, 64),
                  ("Corner Grocer", 5, 38)],
    "Transport": [("QuickRide", 7, 42), ("CityCab", 9, 48), ("FuelStop Gas", 32, 71), ("Metro Transit", 2.75, 2.75),
                  ("ParkEasy Garage", 6, 28)],
    "Shopping": [("Nova Electronics", 19, 420), ("Maple Home Goods", 14, 180), ("Style Street", 22, 160),
                 ("BookNook", 9, 56), ("PetPal Supplies", 12, 88), ("Outdoor Depot", 25, 240),
                 ("Little Sprouts Toys", 11, 74)],
    "Entertainment": [("Starlight Cinema", 12, 44), ("Bowl-O-Rama", 18, 60), ("City Museum", 15, 40),
                      ("Arcade Planet", 10, 45), ("Live Stage Tickets", 45, 180)],
    "Health": [("CarePlus Pharmacy", 6, 64), ("Smile Dental", 60, 240), ("Vision Point Optics", 40, 210),
               ("Riverside Clinic", 25, 150)],
    "Travel": [("SkyWays Airlines", 120, 640), ("Harbor Hotel", 110, 420), ("RoadTrip Rentals", 60, 260)],
}
CATEGORY_WEIGHTS = {"Dining": 31, "Groceries": 14, "Transport": 14, "Shopping": 12, "Entertainment": 5,
                    "Health": 4, "Travel": 2}
FRIEND_MEMOS_OUT = ["Dinner split", "Concert tickets", "Birthday gift", "Groceries", "Taxi share", "Movie night",
                    "Coffee", "Brunch", "Gas money", "Book club", "Lunch", "Team gift", "Rent share",
                    "Pizza night", ""]
FRIEND_MEMOS_IN = ["Paying you back", "Dinner", "Thanks!", "Tickets", "Your share", "Lunch", "Cab", ""]
PAYEE_NAMES = ["Jordan Blake", "Riley Chen", "Morgan Ellis", "Casey Ward", "Avery Stone", "Quinn Harper",
               "Taylor Brooks", "Drew Palmer", "Jamie Rhodes", "Skyler Vance", "Parker Lowe", "Reese Holland",
               "Rowan Fitch", "Emerson Clay", "Hayden Cross", "Sage Monroe", "Blair Winters", "Dakota Reyes",
               "Logan Pierce", "Finley Shaw", "Kendall Moss", "Peyton Lane", "Cameron Frost", "Alexis Dunn",
               "Bright Paws Vet", "Oakwood Tutoring", "Greenleaf Landscaping", "Sparkle Cleaning Co.",
               "Harmony Music School", "Summit Yoga Studio"]
BANKS = ["Harbor Bank", "Summit Credit Union", "Pacific Trust", "Evergreen Savings", "Northstar Bank",
         "Redwood Federal", "Lakeside Bank", "Copper State Bank"]
PAYEE_MEMOS = ["Invoice", "Lessons", "Cleaning", "Deposit", "Tutoring", "Consultation", "Membership", "Repair",
               "Yard work", "Vet visit"]


def day_ms(d: date, hour: int, minute: int) -> int:
    return int(datetime(d.year, d.month, d.day, hour, minute, tzinfo=UTC).timestamp() * 1000)


def months() -> list[tuple[int, int]]:
    out, y, m = [], START.year, START.month
    while (y, m) <= (END.year, END.month):
        out.append((y, m))
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return out


def in_window(d: date) -> bool:
    return START <= d <= END


def merchant_account(rng: random.Random, name: str, cache: dict[str, str]) -> str:
    if name not in cache:
        cache[name] = f"M{rng.randrange(10_000_000, 99_999_999)}"
    return cache[name]


def out_method(rng: random.Random) -> str:
    r = rng.random()
    return "Balance" if r < 0.45 else CARDS["c1"] if r < 0.75 else CARDS["c2"] if r < 0.95 else CARDS["c3"]


def bill(when: int, kind: str, amount: float, party: str, account: str, category: str,
         method: str, memo: str = "") -> dict[str, Any]:
    return {"time": when, "type": kind, "amount": round(amount, 2), "party": party, "account": account,
            "category": category, "method": method, "memo": memo,
            "dir": "in" if kind in ("income", "refund") else "out"}


def on(y: int, m: int, day: int, hour: int, minute: int) -> int | None:
    """The time of a monthly event, or None outside the window."""
    d = date(y, m, day)
    return day_ms(d, hour, minute) if in_window(d) else None


def recurring(rng: random.Random, accounts: dict[str, str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for y, m in months():
        plan: list[tuple[int | None, str, float, str, str, str]] = [
            (on(y, m, 25, 9, 2), "income", 4850.00, "Brightline Systems", "Salary", "Monthly salary"),
            (on(y, m, 1, 8, 5), "expense", 1650.00, "Parkview Apartments", "Housing", "Rent"),
            (on(y, m, 26, 7, 40), "expense", rng.uniform(48, 132), "City Power & Light", "Utilities", ""),
            (on(y, m, 20, 7, 45), "expense", rng.uniform(31, 58), "Bay Water Co.", "Utilities", ""),
            (on(y, m, 8, 6, 30), "expense", 59.99, "SwiftNet Broadband", "Utilities", "Auto-pay"),
            (on(y, m, 18, 6, 35), "expense", 45.00, "Comet Mobile", "Utilities", "Auto-pay"),
            (on(y, m, 5, 3, 10), "expense", 15.49, "StreamBox", "Subscriptions", ""),
            (on(y, m, 22, 3, 12), "expense", 10.99, "Tunely Music", "Subscriptions", ""),
            (on(y, m, 2, 6, 0), "expense", 39.00, "FitLife Gym", "Subscriptions", "Membership"),
            (on(y, m, 1, 7, 15), "expense", 86.00, "Metro Transit", "Transport", "Monthly pass"),
            (on(y, m, 28, 23, 50), "income", rng.uniform(1.2, 5.8), "Wallet Savings", "Income", "Interest"),
        ]
        for when, kind, amount, party, category, memo in plan:
            if when is None:
                continue
            method = "Balance" if kind == "income" else CARDS["c1"] if category in ("Housing", "Utilities") \
                else CARDS["c2"]
            out.append(bill(when, kind, amount, party, merchant_account(rng, party, accounts), category,
                            method, memo))
    return out


def random_day(rng: random.Random) -> date:
    return START + timedelta(days=rng.randrange((END - START).days + 1))


def random_time(rng: random.Random, d: date, lo: int = 7, hi: int = 23) -> int:
    return day_ms(d, rng.randrange(lo, hi), rng.randrange(60))


def friends() -> list[dict[str, str]]:
    rows = json.loads(CONTACTS.read_text())
    people = [c for c in rows if c["last_name"] or c["name"] in ("Mom", "Dad")]
    return [{"name": c["name"], "account": c["phone"]} for c in people]


def random_bills(rng: random.Random, n: int, accounts: dict[str, str],
                 payees: list[dict[str, str]]) -> list[dict[str, Any]]:
    pals = friends()
    close = pals[:2] + rng.sample(pals[2:], 12)  # the people you actually swap money with
    cats = list(CATEGORY_WEIGHTS)
    weights = [CATEGORY_WEIGHTS[c] for c in cats]
    out: list[dict[str, Any]] = []
    bought: list[dict[str, Any]] = []
    while len(out) < n:
        r = rng.random()
        d = random_day(rng)
        if r < 0.09:  # a transfer to a friend
            f = rng.choice(close)
            amount = rng.choice([rng.randrange(5, 120), rng.randrange(10, 300) + 0.5, rng.uniform(8, 90)])
            out.append(bill(random_time(rng, d, 9, 23), "transfer", amount, f["name"], f["account"],
                            "Transfers", "Balance" if rng.random() < 0.7 else CARDS["c1"],
                            rng.choice(FRIEND_MEMOS_OUT)))
        elif r < 0.14:  # money from a friend
            f = rng.choice(close)
            amount = rng.choice([rng.randrange(5, 150), rng.uniform(6, 80)])
            row = bill(random_time(rng, d, 9, 23), "transfer", amount, f["name"], f["account"],
                       "Transfers", "Balance", rng.choice(FRIEND_MEMOS_IN))
            row["dir"] = "in"
            out.append(row)
        elif r < 0.17:  # a transfer to an account (payees)
            p = rng.choice(payees[:18])
            out.append(bill(random_time(rng, d, 8, 21), "transfer", rng.randrange(20, 400) + rng.choice([0, 0.5]),
                            p["name"], p["account"], "Transfers", "Balance" if rng.random() < 0.6 else CARDS["c1"],
                            rng.choice(PAYEE_MEMOS)))
        elif r < 0.19 and bought:  # a refund of an earlier purchase
            src = rng.choice(bought)
            later = datetime.fromtimestamp(src["time"] / 1000, UTC).date() + timedelta(days=rng.randrange(2, 20))
            if not in_window(later):
                continue
            out.append(bill(random_time(rng, later, 9, 20), "refund",
                            round(src["amount"] * rng.choice([1, 1, 0.5]), 2),
                            str(src["party"]), str(src["account"]), "Refunds", "Balance", "Refund"))
        elif r < 0.2:  # a freelance payment
            out.append(bill(random_time(rng, d, 10, 18), "income", rng.randrange(150, 900), "Pixel & Pine Studio",
                            merchant_account(rng, "Pixel & Pine Studio", accounts), "Income", "Balance",
                            "Freelance design"))
        else:
            cat = rng.choices(cats, weights)[0]
            name, lo, hi = rng.choice(MERCHANTS[cat])
            amount = lo if lo == hi else rng.uniform(lo, hi)
            hours = (7, 11) if name in ("Sunrise Café", "Bean There Coffee") else (11, 23) if cat == "Dining" \
                else (8, 22)
            row = bill(random_time(rng, d, *hours), "expense", amount, name,
                       merchant_account(rng, name, accounts), cat, out_method(rng))
            out.append(row)
            if cat in ("Shopping", "Travel"):
                bought.append(row)
    return out


def make_payees(rng: random.Random) -> list[dict[str, str]]:
    out, seen = [], set()
    for name in PAYEE_NAMES:
        while True:
            acct = "".join(str(rng.randrange(10)) for _ in range(12))
            if acct[0] != "0" and acct not in seen:
                seen.add(acct)
                break
        out.append({"account": acct, "name": name, "bank": rng.choice(BANKS)})
    return out


def make_dues(rng: random.Random) -> list[dict[str, Any]]:
    return [
        {"id": "UT-EL-2603", "biller": "City Power & Light", "service": "Electricity", "icon": "bolt",
         "account": "EL-204-5561", "amount": round(rng.uniform(60, 120), 2), "due": "2026-03-26",
         "period": "Feb 14 - Mar 13"},
        {"id": "UT-WA-2603", "biller": "Bay Water Co.", "service": "Water", "icon": "water_drop",
         "account": "WT-88-1907", "amount": round(rng.uniform(31, 58), 2), "due": "2026-03-20",
         "period": "February"},
        {"id": "UT-GS-2603", "biller": "Metro Gas Co.", "service": "Gas", "icon": "local_fire_department",
         "account": "GS-3390-12", "amount": round(rng.uniform(24, 70), 2), "due": "2026-03-30",
         "period": "Q1 2026"},
    ]


def build() -> dict[str, bytes]:
    rng = random.Random(SEED)
    accounts: dict[str, str] = {}
    payees = make_payees(rng)
    rows = recurring(rng, accounts)
    rows += random_bills(rng, N_BILLS - len(rows), accounts, payees)
    rows.sort(key=lambda b: (b["time"], b["party"]))
    for i, b in enumerate(rows, 1):
        b["id"] = f"B{i:04d}"
        stamp = datetime.fromtimestamp(b["time"] / 1000, UTC).strftime("%Y%m%d")
        b["order_no"] = f"{stamp}{rng.randrange(10**11, 10**12)}"
    assert len(rows) == N_BILLS
    dues = make_dues(rng)
    return {"bills.json.gz": pack({"bills": rows}),
            "accounts.json.gz": pack({"payees": payees, "dues": dues, "banks": BANKS})}


def pack(obj: Any) -> bytes:
    raw = json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, data in build().items():
        (OUT / name).write_bytes(data)
        print(f"wrote {OUT / name} ({len(data)} bytes)")


if __name__ == "__main__":
    main()
