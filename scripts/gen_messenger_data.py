"""Generate the Messenger app's read-only world data (people, chats, moments).

    .venv/bin/python scripts/gen_messenger_data.py     # rewrites mgym/apps/messenger/data/**.json.gz

One world per region: en in ``data/``, zh-CN in ``data/zh-CN/`` (word lists in
``scripts/messenger_en.py`` and ``scripts/messenger_zh.py``, each region its own seed).
Deterministic: one seeded RNG per region, sorted output, gzip without a timestamp, so the same
script always writes the same bytes. Times are virtual milliseconds before the phone's boot
(2026-03-14 09:00). A thread never says the same text twice (``conversation``), and a drawn picture
shows what its chat or moment says (``[image:<subject>]`` lines, ``MOMENT_SUBJECTS``), in a hue its
subject takes.
"""

from __future__ import annotations

import gzip
import json
import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path[:0] = [str(Path(__file__).resolve().parent), str(Path(__file__).resolve().parent.parent)]

import messenger_zh as ZW  # noqa: E402
from messenger_en import (  # noqa: E402
    COMMENTS,
    DAYS,
    DIRECT_SCRIPTS,
    FAMILY,
    FIRST,
    FOODS,
    GREETINGS,
    GROUP_SCRIPTS,
    GROUPS,
    LAST,
    MOMENT_SUBJECTS,
    MOMENT_TEXTS,
    MOVIES,
    MY_ID,
    MY_NAME,
    PLACES,
    REGIONS,
    REQUEST_MESSAGES,
    SIGNATURES,
    SOURCES,
    SPARE_SCRIPTS,
    SUBJECT_HUES,
    SUBJECTS,
    TAGS,
    THINGS,
    TIMES,
)

from mgym.i18n.names import latin_key  # noqa: E402

SEED = 20260314
EPOCH_MS = 1773478800000  # 2026-03-14 09:00, the phone's boot time
MIN = 60_000
HOUR = 60 * MIN
DAY = 24 * HOUR
OUT = Path(__file__).resolve().parent.parent / "mgym" / "apps" / "messenger" / "data"

N_CONTACTS = 224
N_STRANGERS = 40
N_DIRECT = 45
N_MOMENTS = 300

def slug_en(name: str) -> str:
    return "".join(ch for ch in name.lower().replace(" ", "_") if ch.isalnum() or ch == "_")


def slug_zh(name: str) -> str:
    """A Messenger ID's stem from a Chinese name or nickname: its pinyin (张伟 -> zhangwei)."""
    return "".join(ch for ch in latin_key(name).replace(" ", "") if ch.isascii() and (ch.isalnum() or ch == "_"))


def phone_en(rng: random.Random) -> str:
    return f"+1 {rng.choice(['415', '510', '650', '408', '628'])}-555-{rng.randint(1000, 9999)}"


def phone_zh(rng: random.Random) -> str:
    return f"+86 1{rng.choice('3456789')}{rng.randint(0, 9)} {rng.randint(0, 9999):04d} {rng.randint(0, 9999):04d}"


def name_en(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def name_zh(rng: random.Random) -> str:
    """Family name first, no space (张伟); one contact in five goes by a nickname."""
    if rng.random() < 0.2:
        return rng.choice(ZW.NICKNAMES)
    first = rng.choice(ZW.FIRST)
    return f"{rng.choice(ZW.LAST)}{first}"


def notice_en(rng: random.Random) -> str:
    return rng.choice(["", "", f"Next meetup: {rng.choice(DAYS)} {rng.choice(TIMES)} at {rng.choice(PLACES)[0]}",
                       "Please keep this chat on topic. Thanks!", "Shared folder link is in the group files."])


def notice_zh(rng: random.Random) -> str:
    text = rng.choice(ZW.NOTICES)
    return text.format(day=rng.choice(ZW.DAYS), time=rng.choice(ZW.TIMES), place=rng.choice(ZW.PLACES)[0])


Script = list[tuple[int, str]]


@dataclass(frozen=True)
class Region:
    """The word lists and formats of one region's world."""

    seed: int
    out: Path
    first: list[str]
    last: list[str]
    family: list[tuple[str, str]]
    regions: list[str]
    signatures: list[str]
    tags: list[str]
    sources: list[str]
    places: list[tuple[str, str]]
    #: (name, size, dialogue pool)
    groups: list[tuple[str, int, str]]
    family_group: str
    me: dict[str, Any]
    foods: list[str]
    movies: list[str]
    days: list[str]
    times: list[str]
    things: list[str]
    #: direct chats' dialogues with family (the first contacts) and with everyone else
    family_scripts: list[Script]
    friend_scripts: list[Script]
    group_scripts: dict[str, list[Script]]
    moment_texts: list[str]
    comments: list[str]
    thanks: str
    request_messages: list[str]
    greetings: list[str]
    slug: Callable[[str], str]
    phone: Callable[[random.Random], str]
    name: Callable[[random.Random], str]
    notice: Callable[[random.Random], str]
    memo: Callable[[random.Random], str] = field(default=lambda rng: "Dinner")
    my_phone: str = "+1 415-555-0142"
    #: moment text -> its pictures' subjects (see ``MOMENT_SUBJECTS``)
    moment_subjects: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: spare scripts by pool ("family", "friend", a group's pool): see ``conversation``
    spares: dict[str, list[Script]] = field(default_factory=dict)


EN = Region(
    seed=SEED, out=OUT, first=FIRST, last=LAST, family=FAMILY, regions=REGIONS, signatures=SIGNATURES, tags=TAGS,
    sources=SOURCES, places=PLACES, groups=[(n, k, "any") for n, k in GROUPS], family_group="Family",
    me={"id": MY_ID, "name": MY_NAME, "gender": "M", "phone": "+1 415-555-0142", "region": "San Francisco, US",
        "signature": "Coffee first, then the world.", "hue": 152},
    foods=FOODS, movies=MOVIES, days=DAYS, times=TIMES, things=THINGS, family_scripts=DIRECT_SCRIPTS,
    friend_scripts=DIRECT_SCRIPTS, group_scripts={"any": GROUP_SCRIPTS}, moment_texts=MOMENT_TEXTS,
    comments=COMMENTS, thanks="Thank you!", request_messages=REQUEST_MESSAGES, greetings=GREETINGS, slug=slug_en,
    phone=phone_en, name=name_en, notice=notice_en, moment_subjects=MOMENT_SUBJECTS,
    spares={"family": SPARE_SCRIPTS["friend"], **SPARE_SCRIPTS},
)
ZH = Region(
    seed=SEED + 86, out=OUT / "zh-CN", first=ZW.FIRST, last=ZW.LAST, family=ZW.FAMILY, regions=ZW.REGIONS,
    signatures=ZW.SIGNATURES, tags=ZW.TAGS, sources=ZW.SOURCES, places=ZW.PLACES, groups=ZW.GROUPS,
    family_group=ZW.GROUPS[0][0], me=ZW.ME, foods=ZW.FOODS, movies=ZW.MOVIES, days=ZW.DAYS, times=ZW.TIMES,
    things=ZW.THINGS, family_scripts=ZW.FAMILY_SCRIPTS, friend_scripts=ZW.FRIEND_SCRIPTS,
    group_scripts=ZW.GROUP_SCRIPTS, moment_texts=ZW.MOMENT_TEXTS, comments=ZW.COMMENTS, thanks=ZW.THANKS,
    request_messages=ZW.REQUEST_MESSAGES, greetings=ZW.GREETINGS, slug=slug_zh, phone=phone_zh, name=name_zh,
    notice=notice_zh, memo=lambda rng: rng.choice(ZW.MEMOS), my_phone=ZW.ME["phone"],
    moment_subjects={**ZW.MOMENT_SUBJECTS, "": tuple(SUBJECTS)},
    spares=ZW.SPARE_SCRIPTS,
)
REGION_WORLDS = {"en": EN, "zh-CN": ZH}


def handle(rng: random.Random, name: str, taken: set[str], r: Region = EN) -> str:
    base = r.slug(name)
    while True:
        h = f"{base}{rng.randint(1, 99)}" if rng.random() < 0.8 else f"{base}_{rng.randint(100, 999)}"
        if h not in taken:
            taken.add(h)
            return h


def phone(rng: random.Random, taken: set[str], r: Region = EN) -> str:
    while True:
        p = r.phone(rng)
        if p not in taken:
            taken.add(p)
            return p


def person(rng: random.Random, name: str, gender: str, ids: set[str], phones: set[str], r: Region = EN
           ) -> dict[str, Any]:
    return {"id": handle(rng, name, ids, r), "name": name, "gender": gender, "phone": phone(rng, phones, r),
            "region": rng.choice(r.regions), "signature": rng.choice(r.signatures), "hue": rng.randrange(360)}


def people(rng: random.Random, r: Region = EN) -> dict[str, Any]:
    ids: set[str] = {r.me["id"]}
    phones: set[str] = {r.my_phone}
    names: set[str] = set()
    contacts: list[dict[str, Any]] = []
    for name, g in r.family:
        names.add(name)
        contacts.append(person(rng, name, g, ids, phones, r))
    while len(contacts) < N_CONTACTS:
        name = r.name(rng)
        if name in names:
            continue
        names.add(name)
        contacts.append(person(rng, name, rng.choice("MF"), ids, phones, r))
    for i, c in enumerate(contacts):
        c["since"] = EPOCH_MS - rng.randint(30, 2000) * DAY
        c["source"] = rng.choice(r.sources)
        c["tags"] = sorted(rng.sample(r.tags, rng.choice([0, 0, 0, 1, 1, 2])))
        if i < len(r.family):
            c["tags"] = [r.tags[0]]
        c["starred"] = i in (0, 1) or rng.random() < 0.03
        c["remark"] = ""
    strangers: list[dict[str, Any]] = []
    while len(strangers) < N_STRANGERS:
        name = r.name(rng)
        if name in names:
            continue
        names.add(name)
        strangers.append(person(rng, name, rng.choice("MF"), ids, phones, r))
    requests = [{"id": s["id"], "message": r.request_messages[i], "time": EPOCH_MS - (i * 19 + 3) * HOUR}
                for i, s in enumerate(strangers[:6])]
    places = [{"name": n, "address": a} for n, a in r.places]
    return {"me": dict(r.me), "contacts": contacts, "strangers": strangers, "requests": requests, "places": places,
            "tags": r.tags}


def fill(rng: random.Random, text: str, r: Region = EN) -> str:
    return text.format(day=rng.choice(r.days), food=rng.choice(r.foods), place=rng.choice(r.places)[0],
                       time=rng.choice(r.times), movie=rng.choice(r.movies), thing=rng.choice(r.things))


class Ids:
    def __init__(self) -> None:
        self.n = 0

    def next(self) -> str:
        self.n += 1
        return f"m{self.n:05d}"


def make_message(rng: random.Random, ids: Ids, sender: str, text: str, t: int, group: bool, r: Region = EN
                 ) -> dict[str, Any]:
    m: dict[str, Any] = {"id": ids.next(), "sender": sender, "time": t, "kind": "text", "text": ""}
    if text.startswith("[image"):
        subjects = text[7:-1].split("|") if text.startswith("[image:") else SUBJECTS
        m.update(kind="image", image=picture(rng, subjects))
    elif text == "[location]":
        name, addr = rng.choice(r.places)
        m.update(kind="location", location={"name": name, "address": addr})
    elif text == "[transfer]":
        m.update(kind="transfer", amount=float(rng.choice([12, 18.5, 25, 30, 42.8, 60])), memo=r.memo(rng),
                 status="received" if sender == "me" else "accepted")
    elif text == "[red_envelope]":
        m.update(kind="red_envelope", amount=float(rng.choice([20, 50, 88, 100])), count=rng.randint(3, 8),
                 greeting=rng.choice(r.greetings))
    else:
        m["text"] = fill(rng, text, r)
    return m


def picture(rng: random.Random, subjects: list[str] | tuple[str, ...]) -> dict[str, Any]:
    """A drawn world picture of one of ``subjects``, in a hue that subject takes. (Two draws, a hue and a
    subject, as when any subject in any hue would do: the chats and moments after it keep their draws.)"""
    h, drawn = rng.randrange(360), rng.choice(SUBJECTS)
    subject = drawn if drawn in subjects else subjects[SUBJECTS.index(drawn) % len(subjects)]
    start, span = SUBJECT_HUES[subject]
    return {"hue": (start + h % span) % 360, "subject": subject}


def _fixed(script: Script) -> set[str]:
    """The lines of a script that are the same text every time (no blanks, no attachment)."""
    return {t for _, t in script if "{" not in t and not t.startswith("[")}


def _session(rng: random.Random, ids: Ids, speakers: list[str], script: Script, start: int, group: bool,
             r: Region) -> list[tuple[str, dict[str, Any]]]:
    """One session's messages (with the script line each says), ending about ``start``."""
    lines = []
    cur = start - len(script) * 2 * MIN
    for who, text in script:
        if group:
            sender = "me" if who == -1 else speakers[who % len(speakers)]
        else:
            sender = "me" if who == 1 else speakers[0]
        cur += rng.randint(10, 240) * 1000
        lines.append((text, make_message(rng, ids, sender, text, cur, group, r)))
    return lines


def conversation(rng: random.Random, ids: Ids, speakers: list[str], scripts: list[Script],
                 n_sessions: int, last_time: int, group: bool, r: Region = EN,
                 spares: list[Script] | None = None) -> list[dict[str, Any]]:
    """Sessions of scripted exchanges on different days, ending at ``last_time``.

    A thread never says the same text twice. The world's RNG draws each session's script from the pool,
    repeats and all (so every chat keeps its times, place and flags); then, newest session first, a
    session repeating a script of a newer one is replaced by a script the thread has not used (preferring
    one whose fixed lines were not said yet; none left: the session is dropped), and a line said before
    is filled again or left out; these draws come from the thread's own RNG, which may also take one of
    ``spares`` (scripts the world's RNG never draws)."""
    sessions = []
    t = last_time
    for _ in range(n_sessions):
        sessions.append(t)
        t -= rng.randint(1, 6) * DAY + rng.randint(0, 8) * HOUR
    drawn = []
    for start in reversed(sessions):
        k = rng.randrange(len(scripts))
        drawn.append((start, k, _session(rng, ids, speakers, scripts[k], start, group, r)))
    pool = scripts + (spares or [])
    own = random.Random(f"{r.seed}:{speakers[0]}:{last_time}")
    said: set[str] = set()
    used: set[int] = set()
    kept: list[list[dict[str, Any]]] = []
    for start, k, lines in reversed(drawn):
        if k in used:
            free = [j for j in range(len(pool)) if j not in used and not _fixed(pool[j]) & said]
            if not free:
                continue
            k = own.choice(free)
            lines = _session(own, ids, speakers, pool[k], start, group, r)
        used.add(k)
        session = []
        for text, m in lines:
            for _ in range(6 if "{" in text else 0):
                if m["text"] not in said:
                    break
                m["text"] = fill(own, text, r)
            if m["text"] and m["text"] in said:
                continue
            said.add(m["text"])
            session.append(m)
        kept.append(session)
    return [m for session in reversed(kept) for m in session]


def chats(rng: random.Random, ppl: dict[str, Any], r: Region = EN) -> list[dict[str, Any]]:
    contacts = ppl["contacts"]
    ids = Ids()
    out: list[dict[str, Any]] = []
    direct_peers = contacts[:4] + rng.sample(contacts[4:], N_DIRECT - 4)
    for i, peer in enumerate(direct_peers):
        last = EPOCH_MS - rng.choice([rng.randint(5, 600) * MIN, rng.randint(1, 30) * DAY + rng.randint(0, 20) * HOUR])
        scripts = r.family_scripts if i < len(r.family) else r.friend_scripts
        spares = r.spares.get("family" if i < len(r.family) else "friend", [])
        msgs = conversation(rng, ids, [peer["id"]], scripts, rng.randint(9, 15), last, False, r, spares)
        out.append({"kind": "direct", "peer": peer["id"], "messages": msgs})
    pool = [c["id"] for c in contacts]
    for name, size, kind in r.groups:
        if name == r.family_group:
            members = [c["id"] for c in contacts[:4]] + rng.sample(pool[4:], size - 1 - 4)
        else:
            members = rng.sample(pool[4:], size - 1)
        owner = members[0] if rng.random() < 0.7 else "me"
        last = EPOCH_MS - rng.choice([rng.randint(2, 300) * MIN, rng.randint(1, 20) * DAY])
        spares = r.spares.get("family_group" if kind == "family" else kind, [])
        msgs = conversation(rng, ids, members, r.group_scripts[kind], rng.randint(15, 21), last, True, r, spares)
        notice = r.notice(rng)
        out.append({"kind": "group", "name": name, "members": ["me", *members], "owner": owner,
                    "announcement": notice, "messages": msgs})
    out.sort(key=lambda c: -c["messages"][-1]["time"])
    for i, c in enumerate(out):
        c["id"] = f"c{i + 1:02d}"
    # flags: a few pinned, some muted (mostly groups), some with unread incoming messages
    pinned = {out[i]["id"] for i in (2, 7, 11)}
    muted = {c["id"] for c in out if c["kind"] == "group" and rng.random() < 0.4}
    muted |= {c["id"] for c in rng.sample([c for c in out if c["kind"] == "direct"], 2)}
    for i, c in enumerate(out):
        c["pinned"] = c["id"] in pinned
        c["muted"] = c["id"] in muted
        trailing = 0
        for m in reversed(c["messages"]):
            if m["sender"] == "me":
                break
            trailing += 1
        c["unread"] = min(trailing, rng.randint(1, 6)) if i < 20 and trailing and rng.random() < 0.6 else 0
    ordered = sorted(out, key=lambda c: c["id"])
    # renumber message ids in chat order so ids follow time within a chat
    n = 0
    for c in ordered:
        for m in c["messages"]:
            n += 1
            m["id"] = f"m{n:05d}"
    return [{k: c[k] for k in sorted(c)} for c in ordered]


def moments(rng: random.Random, ppl: dict[str, Any], r: Region = EN) -> list[dict[str, Any]]:
    contacts = ppl["contacts"]
    posters = rng.sample(contacts, 90)
    weights = [rng.choice([1, 1, 2, 3, 5]) for _ in posters]
    out = []
    times = sorted((EPOCH_MS - rng.randint(20, 75 * 24 * 60) * MIN for _ in range(N_MOMENTS)), reverse=True)
    for i, t in enumerate(times):
        mine = i % 20 == 7
        author = "me" if mine else rng.choices(posters, weights)[0]["id"]
        raw = rng.choice(r.moment_texts)
        text = fill(rng, raw, r)
        n_img = rng.choice([0, 1, 1, 2, 3, 4, 6, 9]) if text else rng.choice([1, 2, 3])
        subjects = r.moment_subjects.get(raw, ())
        images = [picture(rng, subjects or SUBJECTS) for _ in range(n_img)]
        if not subjects:  # a text no picture fits (a finished puzzle): a post without pictures
            images = []
        fans = [c["id"] for c in rng.sample(contacts, rng.randint(0, 12))]
        likes = [f for f in fans if f != author]
        if not mine and rng.random() < 0.25:
            likes.append("me")
        comments = []
        ct = t
        said: set[str] = set()
        for k in range(rng.choice([0, 0, 1, 1, 2, 3, 4, 6])):
            ct += rng.randint(3, 300) * MIN
            who = rng.choice(contacts)["id"] if rng.random() < 0.85 or mine else "me"
            j = r.comments.index(rng.choice(r.comments))
            # a comment said before on this post: the next one of the list not said yet
            line = next(c for c in r.comments[j:] + r.comments[:j] if c not in said)
            said.add(line)
            comments.append({"id": f"p{i + 1:03d}-c{k + 1}", "author": who, "text": line,
                             "time": min(ct, EPOCH_MS - MIN), "reply_to": None})
        if comments and rng.random() < 0.3:
            comments.append({"id": f"p{i + 1:03d}-c{len(comments) + 1}", "author": author, "text": r.thanks,
                             "time": min(ct + 20 * MIN, EPOCH_MS - MIN), "reply_to": comments[0]["author"]})
        post = {"id": f"p{i + 1:03d}", "author": author, "text": text, "images": images, "time": t,
                "likes": likes, "comments": comments,
                "location": rng.choice(r.places)[0] if rng.random() < 0.2 else "",
                "visibility": rng.choice(["everyone", "everyone", "friends"]) if mine else "everyone"}
        out.append(post)
    return out


def generate(region: str) -> dict[str, Any]:
    """The world files of a region: people, chats, moments (one RNG, in this order)."""
    r = REGION_WORLDS[region]
    rng = random.Random(r.seed)
    ppl = people(rng, r)
    ch = chats(rng, ppl, r)
    return {"people": ppl, "chats": ch, "moments": moments(rng, ppl, r)}


def encode(data: Any) -> bytes:
    raw = json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode()
    return gzip.compress(raw, compresslevel=9, mtime=0)


def main() -> None:
    for region, r in REGION_WORLDS.items():
        files = generate(region)
        r.out.mkdir(parents=True, exist_ok=True)
        for name, data in files.items():
            (r.out / f"{name}.json.gz").write_bytes(encode(data))
        ppl, ch, mo = files["people"], files["chats"], files["moments"]
        n_msgs = sum(len(c["messages"]) for c in ch)
        n_comments = sum(len(p["comments"]) for p in mo)
        print(f"{region}: {len(ppl['contacts'])} contacts, {len(ppl['strangers'])} strangers, {len(ch)} chats, "
              f"{n_msgs} messages, {len(mo)} moments, {n_comments} comments")


if __name__ == "__main__":
    main()
