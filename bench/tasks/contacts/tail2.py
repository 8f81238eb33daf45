"""A hard-by-construction Contacts template across apps (declared hardness factors; L3 or L4 by them),
second wave.

``SaveCallGuests``: the people of one session of a weekly Meet call, named by a relative day ("the day
before yesterday"), who are not in Contacts yet are saved with the email each posted in that session's
chat. The sessions of the weeks before had other newcomers (opening the wrong record saves the wrong
people), one newcomer corrects their address later in the chat, and someone already in Contacts posts a
new address too (already a contact: left alone). Nothing on the screens says who is new: each name is
checked against Contacts."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.contacts.common import APP, DOMAINS, ROWS, email_slug, new_name, rows, words
from bench.tasks.meeting.common import (
    START_MS,
    TODAY,
    TOPICS,
    TOPICS_ZH,
    meeting_row,
    meetings,
    ov,
    sample_id,
)
from bench.tasks.meeting.common import contacts as people
from mgym.i18n.names import full_name

MIN_MS = 60_000
DAY_MS = 24 * 60 * MIN_MS
#: days ago -> (English, Chinese)
AGO = {1: ("yesterday", "昨天"), 2: ("the day before yesterday", "前天"), 3: ("three days ago", "三天前")}


def _ms(d: date, minute: int) -> int:
    return START_MS + (d - TODAY).days * DAY_MS + (minute - 9 * 60) * MIN_MS


def _norm(s: Any) -> str:
    return " ".join(str(s or "").split()).casefold()


class SaveCallGuests(TaskTemplate):
    id = "contacts.SaveCallGuests"
    apps = ("contacts", "meeting")
    objective = "hybrid"
    # a 19-step oracle, not played from screenshots yet: held at L3 until a playtest shows it needs 20+ steps
    hardness = ("trap", "explore")
    tags = ("extract", "create", "reasoning")
    budget = 60
    goal_params = ("guests",)
    instructions = ('Everyone in my "{topic}" Meet call {ago} who isn\'t in my Contacts yet: save them as new contacts '
                    '(first and last name) with the email address they gave in that call\'s chat.',
                    'Look at the "{topic}" call I had {ago} in Meet. For each person there who\'s not already one of '
                    'my contacts, create a contact with their name and the email they posted in the meeting chat.',
                    'Some new people joined my "{topic}" Meet call {ago}. Add each of them to Contacts (first name, '
                    'last name, and the email address from the call chat); anyone already in my Contacts stays as is.')
    instructions_zh = ('我{ago}在会议里开的“{topic}”，参会的人里还不在我通讯录中的，都存成新联系人（姓和名），邮箱用他们在那次会议'
                       '聊天里留的地址。',
                       '看一下我{ago}在会议里开的“{topic}”。参会者中还不是我联系人的，每人新建一个联系人，填上姓名和他们在会议聊天'
                       '里发的邮箱。',
                       '{ago}的“{topic}”会议（会议应用）来了几位新人。把他们每人都加到通讯录（姓、名，以及会议聊天里留的邮箱）；'
                       '已经在通讯录里的人不用动。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        used = {m["topic"] for m in meetings(state)} | {c["topic"] for c in ov(state)["history"]}
        topic = rng.choice([t for t in (TOPICS_ZH if zh else TOPICS) if t not in used])
        domains = words(state, "domains", DOMAINS)
        k = rng.choice(list(AGO))
        day = TODAY - timedelta(days=k)
        known = rng.sample(people(state), 4)
        names: set[str] = set()
        newcomers: list[tuple[str, str]] = []
        while len(newcomers) < 6:  # two for the day, the rest for the weeks before
            first, last = new_name(rng, state)
            if full_name(first, last) not in names:
                names.add(full_name(first, last))
                newcomers.append((first, last))
        n_guests = 2 + (rng.random() < 0.5)
        guests = [{"first": f, "last": la, "name": full_name(f, la)} for f, la in newcomers[:n_guests]]
        for g in guests:
            g["email"] = f"{email_slug(g['name'])}@{rng.choice(domains)}"
        fixer = rng.choice(guests)
        wrong = fixer["email"]
        fixer["email"] = f"{email_slug(fixer['name'])}{rng.randint(2, 99)}@{rng.choice(domains)}"
        hour = rng.choice((10, 11, 14, 16)) * 60
        nid = max((c["id"] for c in ov(state)["history"]), default=0) + 1
        mid = sample_id(rng)

        def say(who: str, email: str) -> str:
            return rng.choice((f"我的邮箱是{email}，资料发这里就行。", f"大家好，有事可以发邮件到{email}")) if zh else \
                rng.choice((f"Hi all! My email is {email} for the slides.", f"You can reach me at {email}",
                            f"Please send the follow-up to {email}"))

        def call(cid: int, d: date, who: list[str], chat: list[tuple[str, str]]) -> dict[str, Any]:
            start = _ms(d, hour)
            return {"id": cid, "meeting_id": mid, "topic": topic, "host": "", "start": start,
                    "end": start + rng.choice((40, 45, 55)) * MIN_MS, "participants": who, "removed": [],
                    "chat": [{"sender": s, "text": t, "at": start + (i + 2) * 3 * MIN_MS} for i, (s, t) in enumerate(chat)],
                    "muted": False, "video": False, "hand": False, "sharing": False, "all_muted": False,
                    "ended_for_all": False}

        # the day's session: two known people (one posts a new address), the newcomers
        regular = known[0]["name"]
        chat: list[tuple[str, str]] = [(g["name"], say(g["name"], wrong if g is fixer else g["email"])) for g in guests]
        chat.insert(1, (regular, say(regular, f"{email_slug(regular)}@{rng.choice(domains)}")))
        chat.append(("", "谢谢大家，纪要稍后发出。" if zh else "Thanks all, I'll share the notes later."))
        fix = (f"抱歉，刚才的邮箱写错了，正确的是{fixer['email']}" if zh else
               f"Sorry, typo in my address above! The right one is {fixer['email']}")
        chat.insert(len(chat) - 1, (fixer["name"], fix))
        day_people = [regular, known[1]["name"], *(g["name"] for g in guests)]
        rng.shuffle(day_people)
        calls = []
        for i, weeks in enumerate((2, 1)):  # the weeks before: other newcomers, their emails too
            f, la = newcomers[n_guests + i]
            other = full_name(f, la)
            email = f"{email_slug(other)}@{rng.choice(domains)}"
            calls.append(call(nid + i, day - timedelta(days=7 * weeks), [known[2 + i]["name"], known[0]["name"], other],
                              [(other, say(other, email))]))
        calls.append(call(nid + 2, day, day_people, chat))
        row = meeting_row(mid, topic, day - timedelta(days=14), f"{hour // 60:02d}:00", 45,
                          repeat={"freq": "weekly", "until": None, "count": None})
        loc = 1 if zh else 0
        return {"topic": topic, "ago": AGO[k][loc], "k": k, "row": row, "calls": calls, "call_id": nid + 2,
                "guests": [{"first": g["first"], "last": g["last"], "name": g["name"], "email": g["email"]}
                           for g in guests], "wrong": wrong}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"meeting": {"meetings": [*meetings(state), p["row"]],
                                     "history": [*ov(state)["history"], *p["calls"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {c["id"] for c in rows(init)}
        new = [c for c in rows(final) if c["id"] not in old]
        out = [Check("one new contact per newcomer", len(new) == len(p["guests"]), len(p["guests"]), len(new))]
        for g in p["guests"]:
            row = next((c for c in new if _norm(c["name"]) == _norm(g["name"])), None)
            out.append(Check(f"{g['name']} saved with their final email",
                             row is not None and _norm(row["email"]) == _norm(g["email"]), g["email"],
                             row["email"] if row else None))
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ROWS}[+{len(p['guests'])}]"]

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        day = (TODAY - timedelta(days=p["k"])).isoformat()
        from mgym.apps.meeting import model

        return {"the call": sum(1 for c in ov(init)["history"]
                                if c["topic"] == p["topic"] and model.ms_iso(c["start"])[:10] == day)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("meeting")
        obs = yield from ui.tap(obs, trigger="home.history")
        obs = yield from ui.tap(obs, trigger="history.open", call_id=p["call_id"])
        obs = yield from ui.open_app(APP)
        for g in p["guests"]:
            obs = yield from ui.tap(obs, "Create contact", trigger="contact.add")
            for label, text in (("First name", g["first"]), ("Last name", g["last"]), ("Email", g["email"])):
                obs = yield from ui.type_into(obs, label, text)
            obs = yield from ui.tap(obs, "Save", trigger="add.save")
            obs = yield from ui.back()
