"""Generate the seeded default data of the OS content providers (contacts, sms), per region.

    python scripts/gen_provider_data.py        # rewrites mgym/os/providers/data/*.json (en) and
                                               # mgym/os/providers/data/zh-CN/{contacts,sms}.json

Deterministic: the same script always writes the same bytes. Each region has its own word lists
and its own seed. Pictures live in the file system (``scripts/gen_files.py``). An SMS thread never
says the same text twice (``_unrepeated``).
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from mgym.i18n.names import full_name, latin_key  # noqa: E402

SEED = 20260314
EPOCH_MS = 1773478800000  # 2026-03-14 09:00, the phone's boot time
DAY = 86_400_000

FIRST = ["Olivia", "Liam", "Emma", "Noah", "Ava", "Elijah", "Sophia", "James", "Isabella", "Lucas",
         "Mia", "Mateo", "Amelia", "Ethan", "Harper", "Aiden", "Evelyn", "Leo", "Chloe", "Daniel",
         "Grace", "Henry", "Nora", "Samuel", "Zoe", "Wei", "Priya", "Hiro", "Fatima", "Carlos",
         "Anya", "Kwame", "Lena", "Omar", "Yuki", "Ingrid", "Rafael", "Mei", "Tomas", "Aisha",
         "Jonas", "Sofia", "Arjun", "Hana", "Diego", "Elena"]
LAST = ["Smith", "Johnson", "Brown", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Lee",
        "Walker", "Hall", "Young", "King", "Wright", "Lopez", "Hill", "Scott", "Green", "Adams",
        "Baker", "Chen", "Patel", "Tanaka", "Khan", "Silva", "Novak", "Mensah", "Fischer", "Haddad",
        "Sato", "Larsen", "Costa", "Wang", "Nguyen", "Kowalski", "Okafor"]
COMPANIES = ["Acme Corp", "Globex", "Initech", "Umbrella Health", "Stark Labs", "Wayne Foods",
             "Blue Harbor Bank", "Northwind", "Contoso", "Fabrikam", "", "", "", ""]
STREETS = ["Maple Ave", "Oak St", "Pine Rd", "Cedar Ln", "Elm St", "Lakeview Dr", "Sunset Blvd", "Hill St"]
CITIES = ["Mountain View", "Palo Alto", "San Jose", "Sunnyvale", "Oakland", "Berkeley"]
SPECIAL = [("Mom", "", "mobile"), ("Dad", "", "mobile"), ("Dr. Rivera", "Clinic", "work"),
           ("Pizza Palace", "Restaurant", "work")]
SMS_LINES = {
    "friend": ["Are we still on for tonight?", "Running 10 min late, sorry!", "Did you see the game last night?",
               "Can you send me the photos from Saturday?", "Happy birthday!! 🎉", "Lunch tomorrow?",
               "Thanks again for your help", "I'll call you later", "Where should we meet?",
               "Just landed ✈️", "Sounds good 👍", "Let me check and get back to you",
               "How was the trip?", "Don't forget the tickets", "See you at 7"],
    "family": ["Call me when you can", "Dinner on Sunday?", "Did you get my package?",
               "Love you ❤️", "Remember to take your keys", "Grandma says hi"],
    "service": ["Your verification code is {code}. Do not share it.",
                "Your package #{code} will arrive today between 2-6 PM.",
                "Reminder: appointment on Monday at 10:30 AM. Reply C to confirm.",
                "Your order #{code} is ready for pickup.",
                "Payment of $42.10 received. Thank you!"],
}
SERVICES = [("58200", "Verify"), ("72950", "ParcelGo"), ("+1 650-555-0199", "City Clinic")]


def phone(rng: random.Random) -> str:
    return f"+1 {rng.choice(['650', '408', '415', '510'])}-555-{rng.randint(1000, 9999)}"


def phone_cn(rng: random.Random) -> str:
    """A mainland mobile number: +86 1xx xxxx xxxx."""
    return f"+86 1{rng.choice('3456789')}{rng.randint(0, 9)} {rng.randint(0, 9999):04d} {rng.randint(0, 9999):04d}"


def email_en(first: str, last: str) -> str:
    return f"{first.lower()}.{last.lower()}@example.com"


def email_cn(first: str, last: str) -> str:
    return f"{latin_key(first).replace(' ', '')}.{latin_key(last).replace(' ', '')}@example.cn"


def address_en(rng: random.Random, r: Region) -> str:
    return f"{rng.randint(10, 999)} {rng.choice(r.streets)}, {rng.choice(r.cities)}"


def address_cn(rng: random.Random, r: Region) -> str:
    return f"{rng.choice(r.cities)}{rng.choice(r.streets)}{rng.randint(1, 999)}号"


@dataclass(frozen=True)
class Region:
    """The world of one region: its names, places, messages and number format."""

    seed: int
    first: list[str]
    last: list[str]
    companies: list[str]
    streets: list[str]
    cities: list[str]
    special: list[tuple[str, str, str]]
    family: tuple[str, ...]
    sms_lines: dict[str, list[str]]
    services: list[tuple[str, str]]
    phone: Callable[[random.Random], str] = phone
    email: Callable[[str, str], str] = email_en
    address: Callable[[random.Random, Region], str] = address_en
    files: tuple[str, ...] = ("contacts", "sms")


EN = Region(SEED, FIRST, LAST, COMPANIES, STREETS, CITIES, SPECIAL, ("Mom", "Dad"), SMS_LINES, SERVICES)

ZH = Region(
    seed=SEED + 86,
    first=["伟", "芳", "娜", "敏", "静", "强", "磊", "军", "洋", "勇", "艳", "杰", "涛", "明", "超", "霞",
           "秀英", "浩然", "子涵", "欣怡", "梓轩", "雨桐", "思远", "佳怡", "宇航", "晓东", "雪梅", "志强",
           "俊杰", "婷婷", "文博", "嘉怡", "一鸣", "天宇", "诗涵", "建国", "丽华", "海燕", "国庆", "春兰"],
    last=["王", "李", "张", "刘", "陈", "杨", "黄", "赵", "吴", "周", "徐", "孙", "马", "朱", "胡", "郭",
          "何", "林", "罗", "高", "郑", "梁", "谢", "宋", "唐", "许", "韩", "冯", "邓", "彭", "欧阳"],
    companies=["星辰科技", "华夏银行", "蓝海传媒", "启明律师事务所", "绿源食品", "东方物流", "未来教育",
               "仁和医院", "云帆网络", "长城建设", "", "", "", ""],
    streets=["人民路", "建设路", "中山路", "解放路", "和平路", "文化路", "长江路", "滨江大道"],
    cities=["北京市朝阳区", "上海市浦东新区", "广州市天河区", "深圳市南山区", "杭州市西湖区", "成都市武侯区"],
    special=[("妈妈", "", "mobile"), ("爸爸", "", "mobile"), ("李医生", "社区诊所", "work"),
             ("老王披萨", "餐厅", "work")],
    family=("妈妈", "爸爸"),
    sms_lines={
        "friend": ["今晚还约吗？", "我晚到10分钟，抱歉！", "昨晚的比赛你看了吗？", "把周六的照片发我一下呗",
                   "生日快乐！！🎉", "明天一起吃午饭？", "再次感谢你的帮忙", "我等会儿给你打电话", "我们在哪儿见？",
                   "刚落地 ✈️", "好的 👍", "我看一下再回复你", "旅行怎么样？", "别忘了带票", "7点见"],
        "family": ["方便的时候给我回个电话", "周日回家吃饭吗？", "包裹收到了吗？", "爱你 ❤️", "出门记得带钥匙",
                   "奶奶问你好"],
        "service": ["【验证码】您的验证码是{code}，请勿泄露给他人。",
                    "【快递】您的包裹{code}将于今天14:00-18:00送达。",
                    "【社区医院】提醒：您已预约周一上午10:30的门诊，回复C确认。",
                    "【取货通知】您的订单{code}已可取货。",
                    "【支付】您已成功支付¥42.10，感谢使用！"],
    },
    services=[("10690582", "验证码"), ("95338", "快递"), ("+86 10 5555 0199", "社区医院")],
    phone=phone_cn, email=email_cn, address=address_cn,
)
REGIONS = {"en": EN, "zh-CN": ZH}


def contacts(rng: random.Random, r: Region = EN) -> list[dict]:
    out, seen = [], set()
    for first, company, kind in r.special:
        out.append({"first_name": first, "last_name": "", "company": company, "phone_type": kind})
    while len(out) < 42:
        first, last = rng.choice(r.first), rng.choice(r.last)
        if (first, last) in seen:
            continue
        seen.add((first, last))
        out.append({"first_name": first, "last_name": last, "company": rng.choice(r.companies),
                    "phone_type": rng.choice(["mobile", "mobile", "mobile", "work", "home"])})
    result, numbers = [], set()
    for i, c in enumerate(out, start=1):
        num = r.phone(rng)
        while num in numbers:
            num = r.phone(rng)
        numbers.add(num)
        name = full_name(c["first_name"], c["last_name"])
        email = "" if not c["last_name"] else r.email(c["first_name"], c["last_name"])
        result.append({
            "id": i, "name": name, "first_name": c["first_name"], "last_name": c["last_name"],
            "phone": num, "phone_type": c["phone_type"], "email": email if rng.random() < 0.8 else "",
            "company": c["company"], "address": r.address(rng, r) if rng.random() < 0.5 else "",
            "birthday": f"{rng.randint(1960, 2004)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
            if rng.random() < 0.4 else "",
            "note": "", "starred": rng.random() < 0.15 or c["first_name"] in r.family,
            "created": EPOCH_MS - rng.randint(30, 900) * DAY,
        })
    return sorted(result, key=lambda c: c["id"])


def sms(rng: random.Random, people: list[dict], r: Region = EN) -> list[dict]:
    chosen = [people[0], people[1]] + rng.sample(people[2:], 10)
    threads, mid = [], 1
    addresses = [(c["phone"], "family" if c["name"] in r.family else "friend") for c in chosen]
    addresses += [(num, "service") for num, _ in r.services]
    for tid, (address, kind) in enumerate(addresses, start=1):
        n = rng.randint(2, 9)
        t = EPOCH_MS - rng.randint(0, 20) * DAY - rng.randint(0, 23) * 3_600_000
        lines = r.sms_lines[kind]
        messages: list[dict] = []
        for k in range(n):
            incoming = kind == "service" or rng.random() < 0.55 or k == n - 1 and tid % 3 == 0
            body = rng.choice(lines).replace("{code}", str(rng.randint(100000, 999999)))
            t += rng.randint(1, 240) * 60_000
            messages.append({"id": mid, "body": body, "time": min(t, EPOCH_MS - 60_000),
                             "incoming": incoming, "read": True})
            mid += 1
        messages = _unrepeated(messages, lines)
        if tid % 4 == 1 and messages[-1]["incoming"]:
            messages[-1]["read"] = False
        threads.append({"id": tid, "address": address, "pinned": False, "archived": False,
                        "messages": messages})
    threads.sort(key=lambda th: -th["messages"][-1]["time"])
    return threads


def _unrepeated(messages: list[dict], lines: list[str]) -> list[dict]:
    """A thread that never says the same text twice: newest first, a message saying what a newer one says
    takes the next line of its kind's list not said yet (a code line with a new code is a new text), or is
    left out when every line is said. No RNG: the draws stay as they were."""
    said: set[str] = set()
    out: list[dict] = []
    for m in reversed(messages):
        if m["body"] in said:
            k = next((i for i, x in enumerate(lines) if m["body"] == x), 0)
            fresh = [x for x in lines[k + 1:] + lines[:k + 1] if "{code}" not in x and x not in said]
            if not fresh:
                continue
            m = {**m, "body": fresh[0]}
        said.add(m["body"])
        out.append(m)
    return out[::-1]


def generate(region: str) -> dict[str, list[dict]]:
    """Every provider's rows for a new phone of ``region`` (the files that region has)."""
    r = REGIONS[region]
    rng = random.Random(r.seed)
    people = contacts(rng, r)
    data = {"contacts": people, "sms": sms(rng, people, r)}
    return {k: v for k, v in data.items() if k in r.files}


def encode(rows: list[dict]) -> str:
    return json.dumps(rows, indent=1, ensure_ascii=False) + "\n"


def main() -> None:
    root = Path(__file__).resolve().parents[1] / "mgym" / "os" / "providers" / "data"
    for region in REGIONS:
        dest = root if region == "en" else root / region
        dest.mkdir(parents=True, exist_ok=True)
        for name, rows in generate(region).items():
            (dest / f"{name}.json").write_text(encode(rows))
            print(region, name, len(rows))


if __name__ == "__main__":
    main()
