"""Generate the Microblog (Chirp) app's world data: accounts, posts (with hashtags, mentions, pictures
and quotes), the user's own older posts and notifications, and trending topics, per region.

    .venv/bin/python scripts/gen_microblog_data.py   # rewrites mgym/apps/microblog/data/{en,zh-CN}.json.gz

Deterministic: one seeded RNG for the world's shape (ids, authors, times, counts, pictures, quotes,
mentions, topics; the same in every region) and one per region for names and words; sorted keys and
gzip with mtime 0, so the same script always writes the same bytes (a test checks it). Replies are not
stored: the app generates them from the post id on demand (``mgym.apps.microblog.world.replies``).
Every account is invented.

A picture shows what its post says (``PHRASE_PICTURES``, counts included: "3 dogs" shows three dogs; a
phrase no photo fits never carries one), and an event starts at an hour that suits it (``EVENT_HOURS``).
"""

from __future__ import annotations

import gzip
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

sys.path.insert(0, str(ROOT / "scripts"))

from photo_topics import Want, fitting  # noqa: E402
from photo_topics import want as W  # noqa: E402

from mgym.apps.microblog.words import BANKS, CLOSERS, EVENT_BANK, NAMES  # noqa: E402

OUT = ROOT / "mgym" / "apps" / "microblog" / "data"
SHAPE_SEED = 20261124
WORD_SEEDS = {"en": 81, "zh-CN": 82}
N_ACCOUNTS, N_POSTS, N_MINE = 2000, 10000, 8
EPOCH = 1773478800000  # mgym.clock.DEFAULT_EPOCH_MS (Sat 14 Mar 2026 09:00 UTC)
DAY = 86_400_000
COLORS = ("#1d9bf0", "#f91880", "#00ba7c", "#ffad1f", "#7856ff", "#ff7a00", "#e0245e", "#17bf63", "#794bc4",
          "#536471", "#0f766e", "#c2410c")

#: topic -> per phrase (``words.BANKS[region][topic]["phrases"]``, the same sentence in every region) what a
#: picture attached to it shows (``scripts/photo_topics.py``; a count the sentence states is the picture's
#: count), or None where no committed photo fits: a picture post never says it (it says another phrase of
#: its topic that has a picture, or, in a topic with none, has no picture)
PHRASE_PICTURES: dict[str, tuple[Want | None, ...]] = {
    "coffee": (W(all_of=["coffee"], count={"coffee": 3}, scenes=True),  # third cup of coffee
               *(W(all_of=["coffee"], scenes=True),) * 6,
               W(all_of=["coffee"], scenes=True)),  # rainy morning, warm mug (and a book)
    # 10K before work, half-marathon PB, rest day, hill repeats in the rain, signed up, river run in the fog,
    # worn-out shoes, easy long run
    "running": (W("park", "street", all_of=["daytime"], scenes=True), W("street", all_of=["daytime"], scenes=True),
                None, None, None, W("park", scenes=True), None, W("park", "street", all_of=["daytime"], scenes=True)),
    "tech": (W(all_of=["laptop"], scenes=True),) * 8,
    "cooking": (None,) * 8,  # pasta, soup, sourdough, lemon chicken, garlic, curry, meal prep, dumplings
    # landed (window seat), the coast, old town bakery, night train, packing, sunset over the mountains,
    # spare charger, three cities
    "travel": (None, W("beach", "harbour"), W("street", all_of=["daytime"], scenes=True), W("train ticket"), None,
               W("mountains", scenes=True), None, W("city", scenes=True)),
    # 600-page novel, book club pick, "Seven books", plot twist, reading on the train, audiobooks, re-reading,
    # the bookshop cat
    "books": (W("books", scenes=True), W("books", scenes=True), None,  # no photo shows exactly seven books
              W("books", scenes=True), None, None, W("books", scenes=True), None),
    # tomatoes, succulents, basil, tulip bulbs, monstera leaf, compost, watering can and coffee, seedlings
    "garden": (None, None, None, W(all_of=["tulip"], scenes=True), W(all_of=["potted plant"], scenes=True), None,
               W("garden", scenes=True), None),
    "football": (None,) * 8,
    "music": (None,) * 8,
    # golden hour walk home, a roll of film, street photography, late edits, fog, new lens, sunrise at the lake,
    # the best camera
    "photo": (W("street", "park", scenes=True), W("street", "harbour", "park", "beach", scenes=True),
              W("street", scenes=True), W("street", "harbour", "mountains", "beach", scenes=True), None, None, None,
              W("street", scenes=True)),
    # Saturn's rings, meteor shower, a launch, the moon tonight, telescope photos, Venus, "40 stars" (not
    # counted in any photo), aurora
    "space": (W("stars", scenes=True), W("stars", scenes=True), None, W("moon", scenes=True),
              W("night sky", scenes=True), None, None, None),
    # the cat and the box, a rescue pup, the dog and the fridge, cat on the keyboard, "3 dogs", the vet, the
    # hamster, nap time
    # (one pet where the sentence speaks of one: no photo shows a single cat)
    "pets": (None, W(count={"dog": 1}, scenes=True), W(count={"dog": 1}, scenes=True), None,
             W(count={"dog": 3}, scenes=True), W(count={"dog": 1}, scenes=True), None,
             W("pets", all_of=["sofa"], scenes=True)),
    # bike lane, farmers market, road works, cleanup, library hours, lights in the square, bus route, concert
    "city": (W(all_of=["bicycle", "street"], scenes=True), None, None, None, None, W("city at night", scenes=True),
             W(all_of=["bus"], scenes=True), None),
}
#: event (``words.EVENT_BANK[region]["events"]``, the same in every region) -> the hours it may start at
EVENT_HOURS: tuple[tuple[int, ...], ...] = (
    (10, 11, 14, 15),  # Spring Book Fair
    (10, 11, 14),  # Community Cleanup
    (19, 20),  # Open Mic Night
    (10, 11),  # Charity Fun Run
    (18, 19, 20),  # Night Market
    (14, 15, 18, 19, 20),  # Film Screening
    (10, 11, 14, 15, 18),  # Photo Walk
    (14, 15, 18, 19),  # Board Game Meetup
    (18, 19),  # Jazz in the Park (公园爵士夜: a night)
    (10, 11, 14, 15),  # Coding Workshop
    (10, 11, 14, 15),  # Plant Swap
    (20,),  # Stargazing Evening
)


def _media(region: str, topic: str, phrase: int, drawn: str, key: int) -> tuple[int, str]:
    """A picture post's phrase (index into its topic's bank) and picture: its own phrase when a photo fits
    it, else the next phrase of its topic with one; the drawn scene when it fits, else the key-th fitting
    photo. ``(phrase, "")`` when no phrase of the topic has a picture."""
    wants = PHRASE_PICTURES[topic]
    for k in range(len(wants)):
        w = wants[(phrase + k) % len(wants)]
        if w is None:
            continue
        pool = fitting(w, region)
        assert pool, f"no photo shows {w.describe()}"
        return (phrase + k) % len(wants), drawn if drawn in pool else pool[key % len(pool)]
    return phrase, ""


def _scene_assets() -> list[str]:
    index = json.loads((ROOT / "mgym" / "os" / "data" / "photos" / "index.json").read_text(encoding="utf-8"))
    return sorted(a for a, v in index.items() if v["kind"] == "scene")


def _shape() -> dict[str, Any]:
    """The region-free skeleton: who posts what topic when, with which counts."""
    rng = random.Random(SHAPE_SEED)
    topics = sorted(BANKS["en"])
    accounts: list[dict[str, Any]] = []
    for i in range(N_ACCOUNTS):
        big = rng.random() < 0.04
        followers = int(rng.lognormvariate(11.5, 1.2)) if big else int(rng.lognormvariate(6.0, 1.4))
        accounts.append({"id": f"u{i}", "followers": followers if i else 214, "following": rng.randint(20, 1900) if i else 181,
                         "verified": big and rng.random() < 0.7, "joined": EPOCH - rng.randint(200, 5200) * DAY,
                         "color": rng.choice(COLORS), "topic": rng.choice(topics), "big": big,
                         "banner": rng.choice(COLORS), "loc": rng.randrange(40), "bio": rng.randrange(30)})
    scenes = _scene_assets()
    posts: list[dict[str, Any]] = []
    for n in range(N_POSTS + N_MINE):
        pid = str(1_000_000 + n * 7919 % 9_000_000 + n)  # stable, distinct, url-like
        mine = n >= N_POSTS
        author = "u0" if mine else f"u{1 + (rng.randrange(N_ACCOUNTS - 1) if rng.random() < 0.7 else rng.randrange(120))}"
        a = accounts[int(author[1:])]
        topic = a["topic"] if rng.random() < 0.6 else rng.choice(topics)
        reach = a["followers"]
        views = int(max(30, reach * rng.uniform(0.3, 3.0) + rng.randint(0, 900)))
        likes = int(views * rng.uniform(0.002, 0.06))
        event = (not mine) and rng.random() < 0.02
        posts.append({
            "id": pid, "author": author, "topic": topic, "event": event,
            "time": EPOCH - (rng.randint(3, 30 * 24 * 60) * 60_000 if not mine else rng.randint(2, 60) * DAY),
            "views": views, "likes": likes, "reposts": int(likes * rng.uniform(0.02, 0.3)),
            "quotes": int(likes * rng.uniform(0.0, 0.05)), "replies": rng.choice((0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 15)),
            "media": rng.choice(scenes) if rng.random() < 0.16 else "",
            "mention": f"u{1 + rng.randrange(N_ACCOUNTS - 1)}" if rng.random() < 0.25 else "",
            "phrase": rng.randrange(1000), "tags": rng.randrange(1000), "ntags": rng.choice((0, 1, 1, 1, 2)),
            "event_day": rng.randint(2, 40), "event_hour": rng.choice((10, 11, 14, 15, 18, 19, 20)),
        })
    by_time = sorted(range(len(posts)), key=lambda i: posts[i]["time"])
    for i in by_time[200:]:
        if rng.random() < 0.06 and not posts[i]["event"]:
            older = posts[by_time[rng.randrange(max(1, by_time.index(i)))]]
            if older["author"] != posts[i]["author"]:
                posts[i]["quote"] = older["id"]
    notes = []
    mine_ids = [p["id"] for p in posts if p["author"] == "u0"]
    for k in range(30):
        kind = rng.choice(("like", "like", "repost", "follow", "reply", "mention"))
        notes.append({"id": f"n{k}", "kind": kind, "who": f"u{1 + rng.randrange(N_ACCOUNTS - 1)}",
                      "post": rng.choice(mine_ids) if kind in ("like", "repost", "reply") else "",
                      "time": EPOCH - rng.randint(5, 14 * 24 * 60) * 60_000, "phrase": rng.randrange(1000)})
    return {"accounts": accounts, "posts": posts, "notes": sorted(notes, key=lambda x: -x["time"])}


def _handle(rng: random.Random, name_ascii: str, taken: set[str]) -> str:
    base = "".join(ch for ch in name_ascii.lower() if ch.isalnum())[:12]
    h = base
    while h in taken or len(h) < 4:
        h = f"{base}{rng.randint(1, 999)}"
    taken.add(h)
    return h


def _month_day(region: str, ms: int) -> str:
    import datetime as dt

    d = dt.datetime.fromtimestamp(ms / 1000, dt.UTC)
    if region == "zh-CN":
        return f"{d.month}月{d.day}日"
    return d.strftime("%B ") + str(d.day)


def build(region: str) -> bytes:
    shape = _shape()
    rng = random.Random(WORD_SEEDS[region])
    names = NAMES[region]
    banks = BANKS[region]
    taken: set[str] = set()
    accounts: list[dict[str, Any]] = []
    for a in shape["accounts"]:
        if a["id"] == "u0":
            name, ascii_name = names["me"]
        else:
            i = rng.randrange(len(names["first"]))
            j = rng.randrange(len(names["last"]))
            if region == "zh-CN":
                name = names["last"][j][0] + names["first"][i][0]
                ascii_name = names["last"][j][1] + names["first"][i][1]
            else:
                name = f"{names['first'][i]} {names['last'][j]}"
                ascii_name = name
            if a["big"] and rng.random() < 0.5:
                org = rng.choice(names["orgs"])
                name, ascii_name = org
        handle = _handle(rng, ascii_name, taken)
        bank = banks[a["topic"]]
        accounts.append({"id": a["id"], "name": name, "handle": handle, "followers": a["followers"],
                         "following": a["following"], "verified": a["verified"], "joined": a["joined"],
                         "color": a["color"], "banner": a["banner"],
                         "location": names["places"][a["loc"] % len(names["places"])],
                         "bio": bank["bio"][a["bio"] % len(bank["bio"])]})
    handle_of = {a["id"]: a["handle"] for a in accounts}
    posts: list[dict[str, Any]] = []
    for p in shape["posts"]:
        bank = banks[p["topic"]]
        phrase, media = p["phrase"] % len(bank["phrases"]), ""
        if p["media"] and not p["event"]:
            phrase, media = _media(region, p["topic"], phrase, p["media"], p["phrase"] // len(bank["phrases"]))
        if p["event"]:
            ev = EVENT_BANK[region]
            what = ev["events"][p["phrase"] % len(ev["events"])]
            where = ev["venues"][p["tags"] % len(ev["venues"])]
            when = EPOCH + p["event_day"] * DAY
            hours = EVENT_HOURS[p["phrase"] % len(ev["events"])]
            hour = p["event_hour"] if p["event_hour"] in hours else hours[p["event_hour"] % len(hours)]
            text = ev["text"].format(event=what, venue=where, day=_month_day(region, when), hour=hour)
            extra = {"event": {"title": what, "venue": where, "day": when, "hour": hour}}
        else:
            text = bank["phrases"][phrase]
            closer = CLOSERS[region][(p["phrase"] // 8 + p["tags"]) % len(CLOSERS[region])]
            if closer:
                text += (" " if region == "en" else "") + closer
            extra = {}
        if p["mention"]:
            text = (f"@{handle_of[p['mention']]} " + text) if p["phrase"] % 2 else text + f" @{handle_of[p['mention']]}"
        tags = list(bank["tags"])
        for k in range(p["ntags"]):
            tag = tags[(p["tags"] + k) % len(tags)]
            if f"#{tag}" not in text:
                text += f" #{tag}"
        row = {k: p[k] for k in ("id", "author", "time", "views", "likes", "reposts", "quotes", "replies")}
        row.update(text=text[:280], topic=p["topic"], **extra)
        if media:
            row["media"] = media
        if p.get("quote"):
            row["quote"] = p["quote"]
        posts.append(row)
    # trending: the region's most used hashtags over the last 3 days, by post count
    counts: dict[str, int] = {}
    for row in posts:
        if row["time"] >= EPOCH - 3 * DAY:
            for w in row["text"].split():
                if w.startswith("#") and len(w) > 1:
                    counts[w] = counts.get(w, 0) + 1
    trending = [{"tag": t, "posts": n, "topic": next(k for k, b in banks.items() if t[1:] in b["tags"])}
                for t, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:20]]
    notes = []
    for x in shape["notes"]:
        row = {k: x[k] for k in ("id", "kind", "who", "post", "time")}
        if x["kind"] == "mention":
            row["text"] = f"@{handle_of['u0']} " + names["mentions"][x["phrase"] % len(names["mentions"])]
        if x["kind"] == "reply":
            row["text"] = names["mentions"][x["phrase"] % len(names["mentions"])]
        notes.append(row)
    data = {"accounts": accounts, "posts": posts, "trending": trending, "notifications": notes}
    raw = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for region in WORD_SEEDS:
        (OUT / f"{region}.json.gz").write_bytes(build(region))
        print(region, (OUT / f"{region}.json.gz").stat().st_size)


if __name__ == "__main__":
    main()
