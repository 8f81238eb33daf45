"""Generate the seeded default data of the OS content providers (contacts, sms, media).

    python scripts/gen_provider_data.py        # rewrites mgym/os/providers/data/*.json

Deterministic: the same script always writes the same bytes.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

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


def contacts(rng: random.Random) -> list[dict]:
    out, seen = [], set()
    for first, company, kind in SPECIAL:
        out.append({"first_name": first, "last_name": "", "company": company, "phone_type": kind})
    while len(out) < 42:
        first, last = rng.choice(FIRST), rng.choice(LAST)
        if (first, last) in seen:
            continue
        seen.add((first, last))
        out.append({"first_name": first, "last_name": last, "company": rng.choice(COMPANIES),
                    "phone_type": rng.choice(["mobile", "mobile", "mobile", "work", "home"])})
    result, numbers = [], set()
    for i, c in enumerate(out, start=1):
        num = phone(rng)
        while num in numbers:
            num = phone(rng)
        numbers.add(num)
        name = (c["first_name"] + " " + c["last_name"]).strip()
        email = "" if not c["last_name"] else f"{c['first_name'].lower()}.{c['last_name'].lower()}@example.com"
        result.append({
            "id": i, "name": name, "first_name": c["first_name"], "last_name": c["last_name"],
            "phone": num, "phone_type": c["phone_type"], "email": email if rng.random() < 0.8 else "",
            "company": c["company"], "address": (f"{rng.randint(10, 999)} {rng.choice(STREETS)}, "
                                                  f"{rng.choice(CITIES)}") if rng.random() < 0.5 else "",
            "birthday": f"{rng.randint(1960, 2004)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
            if rng.random() < 0.4 else "",
            "note": "", "starred": rng.random() < 0.15 or c["first_name"] in ("Mom", "Dad"),
            "created": EPOCH_MS - rng.randint(30, 900) * DAY,
        })
    return sorted(result, key=lambda c: c["id"])


def sms(rng: random.Random, people: list[dict]) -> list[dict]:
    chosen = [people[0], people[1]] + rng.sample(people[2:], 10)
    threads, mid = [], 1
    addresses = [(c["phone"], "family" if c["name"] in ("Mom", "Dad") else "friend") for c in chosen]
    addresses += [(num, "service") for num, _ in SERVICES]
    for tid, (address, kind) in enumerate(addresses, start=1):
        n = rng.randint(2, 9)
        t = EPOCH_MS - rng.randint(0, 20) * DAY - rng.randint(0, 23) * 3_600_000
        messages = []
        for k in range(n):
            incoming = kind == "service" or rng.random() < 0.55 or k == n - 1 and tid % 3 == 0
            body = rng.choice(SMS_LINES[kind]).replace("{code}", str(rng.randint(100000, 999999)))
            t += rng.randint(1, 240) * 60_000
            messages.append({"id": mid, "body": body, "time": min(t, EPOCH_MS - 60_000),
                             "incoming": incoming, "read": True})
            mid += 1
        if tid % 4 == 1 and messages[-1]["incoming"]:
            messages[-1]["read"] = False
        threads.append({"id": tid, "address": address, "pinned": False, "archived": False,
                        "messages": messages})
    threads.sort(key=lambda th: -th["messages"][-1]["time"])
    return threads


def media(rng: random.Random) -> list[dict]:
    albums = ["Camera", "Screenshots", "Downloads", "WhatsNew"]
    out = []
    for i in range(1, 25):
        out.append({"id": i, "name": f"IMG_2026{rng.randint(1, 3):02d}{rng.randint(1, 28):02d}_{i:04d}.jpg",
                    "album": rng.choice(albums[:3]), "time": EPOCH_MS - rng.randint(1, 60) * DAY,
                    "width": 4032, "height": 3024, "hue": rng.randint(0, 359),
                    "subject": rng.choice(["beach", "city", "cat", "food", "mountain", "friends", "sunset"])})
    return sorted(out, key=lambda m: -m["time"])


def main() -> None:
    rng = random.Random(SEED)
    people = contacts(rng)
    data = {"contacts": people, "sms": sms(rng, people), "media": media(rng)}
    dest = Path(__file__).resolve().parents[1] / "mgym" / "os" / "providers" / "data"
    for name, rows in data.items():
        (dest / f"{name}.json").write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n")
        print(name, len(rows))


if __name__ == "__main__":
    main()
