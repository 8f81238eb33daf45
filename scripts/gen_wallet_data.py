"""Generate the Wallet app's read-only world data: a year of bills, payee accounts and utility dues.

    python scripts/gen_wallet_data.py      # rewrites mgym/apps/wallet/data/{,zh-CN/}*.json.gz

Deterministic: the same script always writes the same bytes (seeded RNG, sorted keys, gzip with
mtime 0). The bills cover the 12 months before the phone's boot date (2026-03-14 09:00): from
2025-03-14 00:00 to 2026-03-13 23:59, exactly ``N_BILLS`` of them. Friends are the people of the
OS contacts provider's seed data, paid by their phone number.

One world per region (:data:`REGIONS`), each with its own word lists and seed: ``en`` in US dollars
(``data/``), ``zh-CN`` in yuan with Chinese merchants, people and banks (``data/zh-CN/``). Category,
service and "Balance" keys stay English msgids (the app translates them on screen); names, memos and
periods are written in the region's language.
"""

from __future__ import annotations

import gzip
import json
import random
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

SEED = 20260314
N_BILLS = 1000
START = date(2025, 3, 14)
END = date(2026, 3, 13)  # inclusive
ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "mgym" / "apps" / "wallet" / "data"
PROVIDERS = ROOT / "mgym" / "os" / "providers" / "data"

# ---- the regions' word lists ---------------------------------------------------------------------
#: a merchant of a category: (name, lowest, highest amount)
Merchant = tuple[str, float, float]
#: a monthly bill: (day, hour, minute, type, amount or (low, high), party, category, memo)
Monthly = tuple[int, int, int, str, "float | tuple[float, float]", str, str, str]


@dataclass(frozen=True)
class Region:
    """One region's world: its seed, currency scale, merchants, people, banks and monthly bills."""

    seed: int
    folder: str  # under the app's data folder ("" for en)
    contacts: str  # the OS contacts seed file the friends come from
    family: tuple[str, ...]
    #: the owner's cards as the overlay starts with them (id -> label used in bills)
    cards: dict[str, str]
    merchants: dict[str, list[Merchant]]
    weights: dict[str, int]
    morning: tuple[str, ...]  # cafés: paid between 7 and 11
    memos_out: list[str]
    memos_in: list[str]
    payee_names: list[str]
    banks: list[str]
    payee_memos: list[str]
    monthly: list[Monthly]
    freelance: tuple[str, str, int, int]  # party, memo, lowest, highest
    refund_memo: str
    dues: list[dict[str, Any]]  # "amount": (low, high)
    #: friends' and payees' transfers are drawn in dollars and multiplied by this (an int: en's 1 keeps
    #: its amounts' JSON as they were)
    scale: int = 1


EN = Region(
    seed=SEED, folder="", contacts="contacts.json", family=("Mom", "Dad"),
    cards={"c1": "Harbor Bank ••4821", "c2": "Summit Credit Union ••7730", "c3": "Pacific Trust ••1059"},
    merchants={
        "Dining": [("Golden Wok", 12, 48), ("Luigi's Trattoria", 24, 96), ("Sunrise Café", 4.5, 18),
                   ("Bento Box", 11, 32), ("The Burger Joint", 9, 34), ("Green Bowl Salads", 10, 22),
                   ("Taco Fiesta", 8, 28), ("Noodle House", 11, 36), ("Bean There Coffee", 3.5, 12),
                   ("Harbor Sushi", 28, 110)],
        "Groceries": [("FreshMart", 22, 165), ("Green Valley Market", 18, 120), ("Daily Harvest", 9, 64),
                      ("Corner Grocer", 5, 38)],
        "Transport": [("QuickRide", 7, 42), ("CityCab", 9, 48), ("FuelStop Gas", 32, 71),
                      ("Metro Transit", 2.75, 2.75), ("ParkEasy Garage", 6, 28)],
        "Shopping": [("Nova Electronics", 19, 420), ("Maple Home Goods", 14, 180), ("Style Street", 22, 160),
                     ("BookNook", 9, 56), ("PetPal Supplies", 12, 88), ("Outdoor Depot", 25, 240),
                     ("Little Sprouts Toys", 11, 74)],
        "Entertainment": [("Starlight Cinema", 12, 44), ("Bowl-O-Rama", 18, 60), ("City Museum", 15, 40),
                          ("Arcade Planet", 10, 45), ("Live Stage Tickets", 45, 180)],
        "Health": [("CarePlus Pharmacy", 6, 64), ("Smile Dental", 60, 240), ("Vision Point Optics", 40, 210),
                   ("Riverside Clinic", 25, 150)],
        "Travel": [("SkyWays Airlines", 120, 640), ("Harbor Hotel", 110, 420), ("RoadTrip Rentals", 60, 260)],
    },
    weights={"Dining": 31, "Groceries": 14, "Transport": 14, "Shopping": 12, "Entertainment": 5, "Health": 4,
             "Travel": 2},
    morning=("Sunrise Café", "Bean There Coffee"),
    memos_out=["Dinner split", "Concert tickets", "Birthday gift", "Groceries", "Taxi share", "Movie night",
               "Coffee", "Brunch", "Gas money", "Book club", "Lunch", "Team gift", "Rent share", "Pizza night", ""],
    memos_in=["Paying you back", "Dinner", "Thanks!", "Tickets", "Your share", "Lunch", "Cab", ""],
    payee_names=["Jordan Blake", "Riley Chen", "Morgan Ellis", "Casey Ward", "Avery Stone", "Quinn Harper",
                 "Taylor Brooks", "Drew Palmer", "Jamie Rhodes", "Skyler Vance", "Parker Lowe", "Reese Holland",
                 "Rowan Fitch", "Emerson Clay", "Hayden Cross", "Sage Monroe", "Blair Winters", "Dakota Reyes",
                 "Logan Pierce", "Finley Shaw", "Kendall Moss", "Peyton Lane", "Cameron Frost", "Alexis Dunn",
                 "Bright Paws Vet", "Oakwood Tutoring", "Greenleaf Landscaping", "Sparkle Cleaning Co.",
                 "Harmony Music School", "Summit Yoga Studio"],
    banks=["Harbor Bank", "Summit Credit Union", "Pacific Trust", "Evergreen Savings", "Northstar Bank",
           "Redwood Federal", "Lakeside Bank", "Copper State Bank"],
    payee_memos=["Invoice", "Lessons", "Cleaning", "Deposit", "Tutoring", "Consultation", "Membership", "Repair",
                 "Yard work", "Vet visit"],
    monthly=[
        (25, 9, 2, "income", 4850.00, "Brightline Systems", "Salary", "Monthly salary"),
        (1, 8, 5, "expense", 1650.00, "Parkview Apartments", "Housing", "Rent"),
        (26, 7, 40, "expense", (48, 132), "City Power & Light", "Utilities", ""),
        (20, 7, 45, "expense", (31, 58), "Bay Water Co.", "Utilities", ""),
        (8, 6, 30, "expense", 59.99, "SwiftNet Broadband", "Utilities", "Auto-pay"),
        (18, 6, 35, "expense", 45.00, "Comet Mobile", "Utilities", "Auto-pay"),
        (5, 3, 10, "expense", 15.49, "StreamBox", "Subscriptions", ""),
        (22, 3, 12, "expense", 10.99, "Tunely Music", "Subscriptions", ""),
        (2, 6, 0, "expense", 39.00, "FitLife Gym", "Subscriptions", "Membership"),
        (1, 7, 15, "expense", 86.00, "Metro Transit", "Transport", "Monthly pass"),
        (28, 23, 50, "income", (1.2, 5.8), "Wallet Savings", "Income", "Interest"),
    ],
    freelance=("Pixel & Pine Studio", "Freelance design", 150, 900),
    refund_memo="Refund",
    dues=[
        {"id": "UT-EL-2603", "biller": "City Power & Light", "service": "Electricity", "icon": "bolt",
         "account": "EL-204-5561", "amount": (60, 120), "due": "2026-03-26", "period": "Feb 14 - Mar 13"},
        {"id": "UT-WA-2603", "biller": "Bay Water Co.", "service": "Water", "icon": "water_drop",
         "account": "WT-88-1907", "amount": (31, 58), "due": "2026-03-20", "period": "February"},
        {"id": "UT-GS-2603", "biller": "Metro Gas Co.", "service": "Gas", "icon": "local_fire_department",
         "account": "GS-3390-12", "amount": (24, 70), "due": "2026-03-30", "period": "Q1 2026"},
    ],
)

ZH = Region(
    seed=SEED + 86, folder="zh-CN", contacts="zh-CN/contacts.json", family=("妈妈", "爸爸"),
    cards={"c1": "星海银行 ••4821", "c2": "诚信银行 ••7730", "c3": "建业银行 ••1059"},
    merchants={
        "Dining": [("快送外卖", 22, 68), ("速达外卖", 19, 62), ("晨光咖啡", 9.9, 32), ("老街包子铺", 8, 26),
                   ("蜀香火锅", 160, 520), ("汉堡工坊", 18, 66), ("沙县小吃", 12, 32), ("茶语鲜茶", 15, 36),
                   ("西北莜面馆", 90, 280), ("兰州牛肉拉面", 15, 30)],
        "Groceries": [("鲜盒超市", 36, 380), ("永丰超市", 28, 260), ("小区买菜", 25, 150), ("邻家便利店", 6, 45)],
        "Transport": [("顺风出行", 11, 86), ("路路打车", 10, 72), ("城市加油站", 200, 450),
                      ("北京地铁", 4.0, 4.0), ("易停车", 6, 40)],
        "Shopping": [("优选商城", 29, 2600), ("万家网购", 15, 680), ("拼拼购", 9.9, 199), ("优品生活馆", 15, 120),
                     ("书香网", 20, 160), ("萌宠用品", 30, 260), ("运动仓", 49, 799)],
        "Entertainment": [("星光影城", 35, 120), ("票票电影", 39, 110), ("欢唱KTV", 88, 320), ("故宫博物院", 60, 120),
                          ("演出票务网", 180, 1280)],
        "Health": [("康民大药房", 12, 180), ("微笑齿科", 300, 1500), ("明视眼镜", 300, 1200),
                   ("社区卫生服务中心", 20, 360)],
        "Travel": [("蓝天航空", 680, 2800), ("悦家酒店", 220, 680), ("铁路购票", 150, 720)],
    },
    weights={"Dining": 33, "Groceries": 13, "Transport": 15, "Shopping": 13, "Entertainment": 4, "Health": 3,
             "Travel": 2},
    morning=("晨光咖啡", "老街包子铺"),
    memos_out=["聚餐AA", "演唱会门票", "生日礼物", "买菜钱", "打车AA", "电影票", "咖啡", "早午餐", "油费", "读书会",
               "午饭", "团建礼物", "房租分摊", "火锅AA", ""],
    memos_in=["还你的钱", "晚饭钱", "谢谢！", "门票钱", "你那份", "午饭钱", "车费", ""],
    payee_names=["周子轩", "吴梦琪", "郑凯文", "孙雨萱", "冯嘉豪", "陈静怡", "蒋欣妍", "卫晓峰", "秦朗", "尤佳琪",
                 "许嘉伟", "何思彤", "吕子豪", "施雨晴", "张立新", "孔祥瑞", "曹雅婷", "严浩", "华子健", "金晓燕",
                 "魏子涵", "陶然", "姜文静", "戚宇航",
                 "爱宠动物医院", "学而思家教", "绿茵园艺", "洁家保洁服务", "和声琴行", "悦动瑜伽馆"],
    banks=["星海银行", "华商银行", "建业银行", "丰收银行", "东方银行", "通达银行", "浦江银行", "诚信银行"],
    payee_memos=["发票款", "课时费", "保洁费", "定金", "家教费", "咨询费", "会员费", "维修费", "园艺费", "宠物诊疗"],
    monthly=[
        (10, 9, 2, "income", 16800.00, "星辰科技有限公司", "Salary", "工资"),
        (1, 8, 5, "expense", 4200.00, "安居租房", "Housing", "房租"),
        (26, 7, 40, "expense", (86, 260), "市供电公司", "Utilities", ""),
        (20, 7, 45, "expense", (28, 66), "市自来水公司", "Utilities", ""),
        (8, 6, 30, "expense", 99.00, "星网宽带", "Utilities", "自动续费"),
        (18, 6, 35, "expense", 58.00, "模拟移动", "Utilities", "自动续费"),
        (5, 3, 10, "expense", 25.00, "追剧视频", "Subscriptions", "VIP会员"),
        (22, 3, 12, "expense", 15.00, "悦听音乐", "Subscriptions", "绿钻会员"),
        (2, 6, 0, "expense", 149.00, "乐动健身", "Subscriptions", "月卡"),
        (1, 7, 15, "expense", 100.00, "城市一卡通", "Transport", "交通卡充值"),
        (28, 23, 50, "income", (6, 28), "零钱理财", "Income", "收益"),
    ],
    freelance=("松果设计工作室", "设计稿酬", 800, 4500),
    refund_memo="退款",
    dues=[
        {"id": "UT-EL-2603", "biller": "市供电公司", "service": "Electricity", "icon": "bolt",
         "account": "0104 2045 561", "amount": (90, 240), "due": "2026-03-26", "period": "2月14日-3月13日"},
        {"id": "UT-WA-2603", "biller": "市自来水公司", "service": "Water", "icon": "water_drop",
         "account": "0088 1907", "amount": (28, 66), "due": "2026-03-20", "period": "2月"},
        {"id": "UT-GS-2603", "biller": "北京燃气", "service": "Gas", "icon": "local_fire_department",
         "account": "3390 1206", "amount": (40, 160), "due": "2026-03-30", "period": "2026年第一季度"},
    ],
    scale=3,
)
REGIONS = {"en": EN, "zh-CN": ZH}


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


def out_method(rng: random.Random, r: Region) -> str:
    x = rng.random()
    return "Balance" if x < 0.45 else r.cards["c1"] if x < 0.75 else r.cards["c2"] if x < 0.95 else r.cards["c3"]


def bill(when: int, kind: str, amount: float, party: str, account: str, category: str,
         method: str, memo: str = "") -> dict[str, Any]:
    return {"time": when, "type": kind, "amount": round(amount, 2), "party": party, "account": account,
            "category": category, "method": method, "memo": memo,
            "dir": "in" if kind in ("income", "refund") else "out"}


def on(y: int, m: int, day: int, hour: int, minute: int) -> int | None:
    """The time of a monthly event, or None outside the window."""
    d = date(y, m, day)
    return day_ms(d, hour, minute) if in_window(d) else None


def recurring(rng: random.Random, accounts: dict[str, str], r: Region) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for y, m in months():
        # every amount of the month is drawn, in order, before the ones outside the window are dropped
        plan = [(on(y, m, day, hh, mm), kind, rng.uniform(*amount) if isinstance(amount, tuple) else amount,
                 party, category, memo) for day, hh, mm, kind, amount, party, category, memo in r.monthly]
        for when, kind, value, party, category, memo in plan:
            if when is None:
                continue
            method = "Balance" if kind == "income" else r.cards["c1"] if category in ("Housing", "Utilities") \
                else r.cards["c2"]
            out.append(bill(when, kind, value, party, merchant_account(rng, party, accounts), category,
                            method, memo))
    return out


def random_day(rng: random.Random) -> date:
    return START + timedelta(days=rng.randrange((END - START).days + 1))


def random_time(rng: random.Random, d: date, lo: int = 7, hi: int = 23) -> int:
    return day_ms(d, rng.randrange(lo, hi), rng.randrange(60))


def friends(r: Region) -> list[dict[str, str]]:
    rows = json.loads((PROVIDERS / r.contacts).read_text())
    people = [c for c in rows if c["last_name"] or c["name"] in r.family]
    return [{"name": c["name"], "account": c["phone"]} for c in people]


def random_bills(rng: random.Random, n: int, accounts: dict[str, str],
                 payees: list[dict[str, str]], r: Region) -> list[dict[str, Any]]:
    pals = friends(r)
    close = pals[:2] + rng.sample(pals[2:], 12)  # the people you actually swap money with
    cats = list(r.weights)
    weights = [r.weights[c] for c in cats]
    out: list[dict[str, Any]] = []
    bought: list[dict[str, Any]] = []
    while len(out) < n:
        x = rng.random()
        d = random_day(rng)
        if x < 0.09:  # a transfer to a friend
            f = rng.choice(close)
            amount = rng.choice([rng.randrange(5, 120), rng.randrange(10, 300) + 0.5, rng.uniform(8, 90)])
            out.append(bill(random_time(rng, d, 9, 23), "transfer", amount * r.scale, f["name"], f["account"],
                            "Transfers", "Balance" if rng.random() < 0.7 else r.cards["c1"],
                            rng.choice(r.memos_out)))
        elif x < 0.14:  # money from a friend
            f = rng.choice(close)
            amount = rng.choice([rng.randrange(5, 150), rng.uniform(6, 80)])
            row = bill(random_time(rng, d, 9, 23), "transfer", amount * r.scale, f["name"], f["account"],
                       "Transfers", "Balance", rng.choice(r.memos_in))
            row["dir"] = "in"
            out.append(row)
        elif x < 0.17:  # a transfer to an account (payees)
            p = rng.choice(payees[:18])
            when = random_time(rng, d, 8, 21)  # drawn before the amount
            amount = rng.randrange(20, 400) + rng.choice([0, 0.5])
            out.append(bill(when, "transfer", amount * r.scale, p["name"], p["account"],
                            "Transfers", "Balance" if rng.random() < 0.6 else r.cards["c1"],
                            rng.choice(r.payee_memos)))
        elif x < 0.19 and bought:  # a refund of an earlier purchase
            src = rng.choice(bought)
            later = datetime.fromtimestamp(src["time"] / 1000, UTC).date() + timedelta(days=rng.randrange(2, 20))
            if not in_window(later):
                continue
            out.append(bill(random_time(rng, later, 9, 20), "refund",
                            round(src["amount"] * rng.choice([1, 1, 0.5]), 2),
                            str(src["party"]), str(src["account"]), "Refunds", "Balance", r.refund_memo))
        elif x < 0.2:  # a freelance payment
            party, memo, lo, hi = r.freelance
            out.append(bill(random_time(rng, d, 10, 18), "income", rng.randrange(lo, hi), party,
                            merchant_account(rng, party, accounts), "Income", "Balance", memo))
        else:
            cat = rng.choices(cats, weights)[0]
            name, lo, hi = rng.choice(r.merchants[cat])
            amount = lo if lo == hi else rng.uniform(lo, hi)
            hours = (7, 11) if name in r.morning else (11, 23) if cat == "Dining" else (8, 22)
            row = bill(random_time(rng, d, *hours), "expense", amount, name,
                       merchant_account(rng, name, accounts), cat, out_method(rng, r))
            out.append(row)
            if cat in ("Shopping", "Travel"):
                bought.append(row)
    return out


def make_payees(rng: random.Random, r: Region) -> list[dict[str, str]]:
    out, seen = [], set()
    for name in r.payee_names:
        while True:
            acct = "".join(str(rng.randrange(10)) for _ in range(12))
            if acct[0] != "0" and acct not in seen:
                seen.add(acct)
                break
        out.append({"account": acct, "name": name, "bank": rng.choice(r.banks)})
    return out


def make_dues(rng: random.Random, r: Region) -> list[dict[str, Any]]:
    return [{**d, "amount": round(rng.uniform(*d["amount"]), 2)} for d in r.dues]


def build(region: str = "en") -> dict[str, bytes]:
    """The data files of one region's world, by name."""
    r = REGIONS[region]
    rng = random.Random(r.seed)
    accounts: dict[str, str] = {}
    payees = make_payees(rng, r)
    rows = recurring(rng, accounts, r)
    rows += random_bills(rng, N_BILLS - len(rows), accounts, payees, r)
    rows.sort(key=lambda b: (b["time"], b["party"]))
    for i, b in enumerate(rows, 1):
        b["id"] = f"B{i:04d}"
        stamp = datetime.fromtimestamp(b["time"] / 1000, UTC).strftime("%Y%m%d")
        b["order_no"] = f"{stamp}{rng.randrange(10**11, 10**12)}"
    assert len(rows) == N_BILLS
    dues = make_dues(rng, r)
    return {"bills.json.gz": pack({"bills": rows}),
            "accounts.json.gz": pack({"payees": payees, "dues": dues, "banks": r.banks})}


def pack(obj: Any) -> bytes:
    raw = json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def out_dir(region: str) -> Path:
    folder = REGIONS[region].folder
    return OUT / folder if folder else OUT


def main() -> None:
    for region in REGIONS:
        folder = out_dir(region)
        folder.mkdir(parents=True, exist_ok=True)
        for name, data in build(region).items():
            (folder / name).write_bytes(data)
            print(f"wrote {folder / name} ({len(data)} bytes)")


if __name__ == "__main__":
    main()
