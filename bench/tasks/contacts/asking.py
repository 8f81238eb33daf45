"""Contacts tasks that test talking to the user: a new number for a first name two contacts share (ask
which one first), and a birthday on a day that does not exist (look, then abort)."""

from __future__ import annotations

import calendar
from random import Random
from typing import Any

from bench import paths, ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.contacts.common import digits, launch_and_open, new_phone, region, row_path, rows, unique
from bench.tasks.namesakes import RELATIONS, given_name


def _zh(state: dict[str, Any]) -> bool:
    return region(state) == "zh-CN"


def _people(state: dict[str, Any], where: Any = None) -> list[dict[str, Any]]:
    """Contacts saved under a full name (Chinese: three characters) no one else has."""
    zh = _zh(state)
    return unique(state, lambda c: c["name"] not in RELATIONS and c["last_name"]
                  and (len(c["name"]) == 3 if zh else len(c["name"].split()) == 2) and (where is None or where(c)))


class NewNumberWhichFriend(AskFirst, TaskTemplate):
    id = "contacts.NewNumberWhichFriend"
    apps = ("contacts",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "edit")
    budget = 30
    instructions = ("{first} has a new phone number: {phone}. Update it in Contacts.",
                    "{first} just texted me that their number changed to {phone}. Please fix the contact.")
    instructions_zh = ("{first}换了新号码：{phone}，在通讯录里更新一下。",
                       "{first}刚告诉我他/她的手机号改成了{phone}，帮我把联系人改一下。")
    replies = ("I mean {name}. The old number ended in {tail}.",)
    replies_zh = ("我说的是{name}，旧号码尾号是{tail}。",)
    goal_params = ("id", "phone")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = _zh(state)
        everyone = [c["name"] for c in rows(state)]
        people = _people(state)
        while True:  # the one meant has a given name nobody else has; another person is renamed to it
            c, c2 = rng.sample(people, 2)
            first = given_name(c["name"], zh)
            other = c2["name"][0] + first if zh else f"{first} {c2['last_name']}"
            if sum(given_name(n, zh) == first for n in everyone) == 1 and other not in everyone:
                break
        return {"first": first, "id": c["id"], "name": c["name"], "tail": c["phone"][-4:], "other_id": c2["id"],
                "other_name": other, "phone": new_phone(rng, state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        patch = {"name": p["other_name"], "first_name": p["first"]}
        return {"os": {"providers": {f"contacts[id={p['other_id']}]": patch}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the contact meant, once the user has said which": sum(c["name"] == p["name"] for c in rows(init))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = paths.get(final, row_path(p["id"], "phone"))
        got = None if got is paths.MISSING else got
        return [Check("phone number (digits)", digits(got) == digits(p["phone"]), p["phone"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [row_path(p["id"], "phone")]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from ui.ask(f"You have two contacts called {p['first']}. Which one got the new number?")
        obs = yield from launch_and_open(p["name"])
        obs = yield from ui.tap(obs, "Edit contact", trigger="contact.edit")
        obs = yield from ui.type_into(obs, "Phone", p["phone"])
        yield from ui.tap(obs, "Save", trigger="edit.save")


class BirthdayNoSuchDay(InfeasibleTask):
    id = "contacts.BirthdayNoSuchDay"
    apps = ("contacts",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "edit")
    budget = 15
    instructions = ("Add {name}'s birthday to Contacts: {month} {day}, {year}.",
                    "{name} was born on {month} {day}, {year}. Save that as their birthday in Contacts.")
    instructions_zh = ("在通讯录里给{name}加上生日：{year}年{mon}月{day}日。",
                       "{name}的生日是{year}年{mon}月{day}日，帮我存到通讯录里。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = rng.choice(_people(state, lambda c: not c["birthday"]))
        # near misses: 29 February of a year that is not a leap year, the 31st of a 30-day month
        mon, day = rng.choice([(2, 29), (2, 29), (4, 31), (6, 31), (9, 31), (11, 31)])
        year = rng.choice([y for y in range(1970, 2002) if not (mon == 2 and calendar.isleap(y))])
        month = calendar.month_name[mon]
        return {"id": c["id"], "name": c["name"], "year": year, "mon": mon, "day": day, "month": month}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the contact": sum(c["name"] == p["name"] for c in rows(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        obs = yield from ui.tap(obs, "Edit contact", trigger="contact.edit")
        obs = yield from ui.type_into(obs, "Birthday (YYYY-MM-DD)", f"{p['year']}-{p['mon']:02d}-{p['day']:02d}")
        obs = yield from ui.tap(obs, "Save", trigger="edit.save")
        yield from ui.give_up(f"{p['month']} {p['day']}, {p['year']} is not a real date, so Contacts cannot save it "
                              f"as {p['name']}'s birthday.")
