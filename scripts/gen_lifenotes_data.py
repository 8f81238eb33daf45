"""Generate the Lifenotes app's world data: users and their lifestyle notes (title, text, tags, place,
pictures, counts, products), per region.

    .venv/bin/python scripts/gen_lifenotes_data.py   # rewrites mgym/apps/lifenotes/data/{en,zh-CN}.json.gz

Deterministic: one seeded RNG for the shape (ids, topics, authors, counts, times, pictures; the same in
every region) and one per region for names and words; sorted keys and gzip with mtime 0, so the same
script always writes the same bytes (a test checks it). Every user, shop, brand and place is invented.
Comments are not stored: the app generates them from the note id on demand.

Pictures show what the note is about: a note's thing (``small kitchen``, ``study plan``) declares the
photos that fit it (``THINGS``, by the photos' topic tags in ``scripts/photo_topics.py``), a note is never
about a thing no committed photo shows, and event hours suit the event (``EVENT_HOURS``);
``tests/scripts/test_world_coherence.py`` checks the committed data against these declarations.
"""

from __future__ import annotations

import gzip
import json
import random
import sys
from datetime import date, timedelta
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from photo_topics import Want, fitting, index, usable  # noqa: E402
from photo_topics import want as W  # noqa: E402

from mgym.apps.lifenotes.words import CITIES, EVENT_LINE, EVENTS, MONTHS, TOPICS, WORDS  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "lifenotes" / "data"
PHOTOS = Path(__file__).resolve().parent.parent / "mgym" / "os" / "data" / "photos" / "index.json"
SHAPE_SEED = 20261124
NAME_SEEDS = {"en": 81, "zh-CN": 82}
N_USERS, N_NOTES = 2000, 10000
#: the phone boots on 2026-03-14 09:00; every note is older
NOW = 1773478800000
DAY = 86_400_000
COLORS = ("#e57373", "#f06292", "#ba68c8", "#9575cd", "#7986cb", "#64b5f6", "#4fc3f7", "#4db6ac", "#81c784",
          "#aed581", "#ffb74d", "#ff8a65", "#a1887f", "#90a4ae")

#: topic -> the picture pools a note's pictures are first drawn from: scene settings, or regional kinds
#: ("kind:<caption>"); a drawn picture is kept only where it shows the note's thing (``THINGS``)
PICTURES: dict[str, tuple[str, ...]] = {
    "food": ("breakfast", "pizza", "fruit", "picnic", "birthday", "kind:Menu board"),
    "travel": ("beach", "mountains", "snow", "harbour", "camp", "street", "night"),
    "outfits": ("street", "night", "park", "snow"),
    "home": ("sofa", "bookshelf", "garden", "playroom", "desk"),
    "fitness": ("park", "mountains", "beach", "snow", "camp"),
    "beauty": ("garden", "night", "sofa", "birthday"),
    "pets": ("sofa", "park", "farm", "aquarium"),
    "study": ("desk", "bookshelf", "kind:Whiteboard", "kind:Sticky note"),
    "tech": ("desk", "kind:chart", "kind:Whiteboard"),
}
#: topic -> per thing (in the order of ``words.TOPICS[topic][region]["things"]``, the same subject in every
#: region) what the note's pictures show (``scripts/photo_topics.py``), or None where no committed photo
#: shows it: a note is never about such a thing (its title and text name the thing its pictures show)
THINGS: dict[str, tuple[Want | None, ...]] = {
    # brunch plate, noodle bowl, wood-fired pizza, fruit tart, hot pot, dumplings, matcha latte, picnic box,
    # birthday cake, taco night (zh: crayfish)
    "food": (W("breakfast", "menu"), None, W(all_of=["pizza"]), W("fruit"), None, None, W("menu"), W("picnic"),
             W(all_of=["cake"]), None),
    # beach day, mountain hike, snow trip, harbour walk, campsite, old town, night market, road trip, island escape
    "travel": (W("beach"), W("mountains"), W("snow"), W("harbour"), W("camping"), W("street"), W("city at night"),
               W("mountains", "street"), W("beach")),
    # street look, winter coat, date-night outfit, linen set, weekend fit, capsule wardrobe
    "outfits": (W("street"), W("snow"), W("city at night"), W("beach", "park"), W("street", "park"), None),
    # living room, reading nook, balcony garden, desk setup, kids' room, small kitchen, bookshelf wall
    "home": (W("sofa"), W("bookshelf"), W("garden"), W("desk"), W("playroom"), W("kitchen"), W("bookshelf")),
    # morning run, yoga flow, trail hike, home workout, cycling loop, ski day, core routine
    "fitness": (W("park", "street", all_of=["daytime"]), W("park"), W("mountains"), None, W(all_of=["bicycle"]),
                W("snow"), None),
    # skincare routine, spring makeup, nail art, hair care, fragrance, night routine
    "beauty": (None, W("garden"), None, None, W("flowers"), None),
    # cats, puppies, kittens, golden retrievers, rabbits, goldfish, parrots: a note speaks of several pets
    # (no committed photo shows a single cat, dog or fish), and its pictures show several of them
    "pets": (W(least={"cat": 2}), W(least={"dog": 2}), W(least={"cat": 2}), W(least={"dog": 2}), None,
             W(least={"fish": 2}), None),
    # study plan, exam prep, note-taking system, reading list, desk setup, language journal
    "study": (W("desk"), W("desk", "bookshelf"), W("desk"), W("books"), W("desk"), W("desk")),
    # desk setup, budget laptop, mechanical keyboard, smart home, photo workflow, app stack
    "tech": (W("desk"), W(all_of=["laptop"]), W(all_of=["laptop"]), None, W(all_of=["laptop"]),
             W("laptop", "whiteboard")),
}
#: topic -> per event (``words.EVENTS``) the hours it may start at (a night market at night, sunrise yoga at dawn)
EVENT_HOURS: dict[str, tuple[tuple[int, ...], ...]] = {
    "food": ((18, 19, 20), (10, 11, 14, 15, 16), (11, 12, 13, 17, 18, 19)),
    "travel": ((18, 19, 20), (10, 11, 14, 15, 16), (9, 10, 14, 15)),
    "fitness": ((7, 8, 9), (6,), (8, 9, 10)),
    "study": ((10, 11, 14, 15, 16), (18, 19, 20), (9, 10, 13, 14, 19)),
}
#: topics whose notes mention products (Products tab) and whose places have a street address
SELLS = ("food", "outfits", "home", "fitness", "beauty", "tech", "study")
ADDRESSED = ("food", "travel", "fitness", "beauty")
ZH_SUFFIX = ("", "", "呀", "酱", "同学", "的日常", "不吃香菜", "爱旅行", "在路上", "今天也很好", "想睡觉", "本人")


def _pools(region: str) -> dict[str, list[str]]:
    ix: dict[str, dict[str, Any]] = json.loads(PHOTOS.read_text(encoding="utf-8"))
    pools: dict[str, list[str]] = {}
    for asset, f in sorted(ix.items()):
        if f["kind"] == "scene":
            pools.setdefault(str(f["facts"]["setting"]), []).append(asset)
        elif f["region"] == region:
            pools.setdefault(f"kind:{f['caption']}", []).append(asset)
            pools.setdefault(f"kind:{f['kind']}", []).append(asset)
    return pools


def _shape() -> dict[str, Any]:
    r = random.Random(SHAPE_SEED)
    topics = list(TOPICS)
    users: list[dict[str, Any]] = []
    for i in range(1, N_USERS + 1):
        followers = int(r.paretovariate(1.2) * 40) + r.randint(0, 60)
        users.append({"id": f"u{i}", "followers": min(followers, 2_400_000), "following": r.randint(3, 900),
                      "color": r.choice(COLORS), "lnid": str(r.randint(10**8, 10**9 - 1)),
                      "topic": r.choice(topics), "city": r.randrange(len(CITIES["en"]))})
    notes: list[dict[str, Any]] = []
    for i in range(1, N_NOTES + 1):
        u = users[r.randrange(N_USERS)] if r.random() < 0.6 else users[min(int((r.paretovariate(1.0) - 1) * 30), N_USERS - 1)]
        topic = u["topic"] if r.random() < 0.7 else r.choice(topics)
        likes = min(int(r.paretovariate(1.05) * 12) + r.randint(0, 30), 380_000)
        n_img = r.choice((1, 1, 2, 3, 3, 4, 4, 5, 6))
        pics = [r.choice(PICTURES[topic]) for _ in range(n_img)]
        note: dict[str, Any] = {
            "id": f"n{i}", "author": u["id"], "topic": topic, "likes": likes,
            "collects": int(likes * r.uniform(0.05, 0.7)), "comments": int(likes * r.uniform(0.01, 0.12)) + r.randint(0, 6),
            "time": NOW - r.randint(DAY // 24, 300 * DAY) // 60_000 * 60_000,
            "pics": [[p, r.randrange(1000)] for p in pics], "kind": "video" if r.random() < 0.12 else "image",
            "city": u["city"] if r.random() < 0.7 else r.randrange(len(CITIES["en"])),
            "spot": r.randrange(1000), "street": [r.randint(2, 980), r.randrange(1000)],
            "title": r.randrange(10**6), "sentences": r.sample(range(12), 3), "tags": r.sample(range(12), r.randint(2, 4)),
            "products": [[r.randrange(1000), r.randint(3, 400)] for _ in range(r.choice((0, 0, 1, 1, 2)))]
            if topic in SELLS else [],
        }
        notes.append(note)
    # events a few notes announce (their own RNG, so the rest of the shape stays as it was)
    er = random.Random(SHAPE_SEED + 1)
    for note in notes:
        if note["topic"] in EVENTS["en"] and er.random() < 0.12:
            note["event"] = [er.randrange(3), er.randint(2, 40), er.randint(9, 20)]
        else:
            er.random()
    u_likes: dict[str, int] = {}
    for n in notes:
        u_likes[n["author"]] = u_likes.get(n["author"], 0) + n["likes"] + n["collects"]
    for u in users:
        u["likes"] = u_likes.get(u["id"], 0)
    return {"users": users, "notes": notes}


def _pictures(w: Want | None, region: str, drawn: list[tuple[list[str], int]]) -> list[str]:
    """A note's pictures: each drawn picture (a pool and a key) that shows what ``w`` asks for is kept,
    the others are replaced by the key-th fitting photo, avoiding repeats while the fitting photos last."""
    assert w is not None
    pool = fitting(w, region)
    assert pool, f"no photo shows {w.describe()}"
    ix = index()
    out: list[str] = []
    for got, k in drawn:
        old = got[k % len(got)]
        if usable(old, region, ix) and w.fits(ix[old]) and old not in out:
            out.append(old)
            continue
        start = k % len(pool)
        order = pool[start:] + pool[:start]
        out.append(next((a for a in order if a not in out), order[0]))
    return out


def _pick(bank: list[str], k: int) -> str:
    return bank[k % len(bank)]


def build(region: str) -> bytes:
    shape = _shape()
    r = random.Random(NAME_SEEDS[region])
    w = WORDS[region]
    zh = region == "zh-CN"
    cities = CITIES[region]
    pools = _pools(region)
    names: set[str] = set()
    users = []
    for u in shape["users"]:
        for tries in range(1000):
            name = (r.choice(w["first"]) + r.choice(w["last"]) + r.choice(ZH_SUFFIX)) if zh else r.choice(
                w["nick"]).format(first=r.choice(w["first"]), last=r.choice(w["last"]), n=r.randint(1, 99))
            if tries > 20:
                name += str(r.randint(1, 999))
            if name not in names:
                names.add(name)
                break
        t = TOPICS[u["topic"]][region]
        users.append({"id": u["id"], "name": name, "lnid": u["lnid"], "color": u["color"], "followers": u["followers"],
                      "following": u["following"], "likes": u["likes"], "city": cities[u["city"]],
                      "bio": r.choice(w["bio"]).format(topic=t["name"] if zh else t["name"].lower(), city=cities[u["city"]])})
    titles: dict[str, int] = {}
    notes = []
    for n in shape["notes"]:
        t = TOPICS[n["topic"]][region]
        rr = random.Random(f"{region}:{n['id']}:{n['title']}")
        wants = THINGS[n["topic"]]
        ti = rr.choice([i for i, x in enumerate(wants) if x is not None])
        thing = t["things"][ti]
        city = cities[n["city"]]
        spot = _pick(t["spots"], n["spot"]).format(a=_pick(w["adj"], n["spot"] // 7), b=_pick(w["noun"], n["spot"] // 3))
        fill = {"thing": thing, "city": city, "spot": spot, "adj": rr.choice(w["feel"]), "n": rr.randint(2, 9)}
        title = rr.choice(t["titles"]).format(**fill)
        title = title[:1].upper() + title[1:]
        titles[title] = titles.get(title, 0) + 1
        text = (" " if not zh else "").join(_pick(t["lines"], k).format(**fill) for k in n["sentences"])
        tags = [_pick(t["tags"], k) for k in n["tags"]]
        place: dict[str, Any] = {"city": city, "spot": spot}
        if n["topic"] in ADDRESSED:
            street = _pick(w["streets"], n["street"][1])
            place["address"] = (f"{city}{street}{n['street'][0]}号" if zh else f"{n['street'][0]} {street}, {city}")
        images = _pictures(wants[ti], region, [(pools.get(pool) or pools["desk"], k) for pool, k in n["pics"]])
        products = [{"name": _pick(t["products"], k).format(adj=_pick(w["adj"], k // 5)),
                     "price": price if not zh else price * 7, "shop": _pick(w["shops"], k // 3)}
                    for k, price in n["products"]]
        event = None
        if "event" in n:
            k, days, hour = n["event"]
            hours = EVENT_HOURS[n["topic"]][k]
            hour = hour if hour in hours else hours[hour % len(hours)]
            day = date(2026, 3, 14) + timedelta(days=days)
            shown = f"{day.month}月{day.day}日" if zh else f"{MONTHS[day.month - 1]} {day.day}"
            event = {"name": EVENTS[region][n["topic"]][k], "date": day.isoformat(), "start": f"{hour:02d}:00"}
            text += EVENT_LINE[region].format(name=event["name"], date=shown, time=event["start"])
        notes.append({"id": n["id"], "author": n["author"], "topic": n["topic"], "title": title, "text": text,
                      **({"event": event} if event else {}),
                      "tags": tags, "place": place, "images": images, "kind": n["kind"], "likes": n["likes"],
                      "collects": n["collects"], "comments": n["comments"], "time": n["time"], "products": products})
    data = {"users": users, "notes": notes}
    raw = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for region in NAME_SEEDS:
        (OUT / f"{region}.json.gz").write_bytes(build(region))


if __name__ == "__main__":
    main()
