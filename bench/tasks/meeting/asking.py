"""Meet tasks that test talking to the user: a meeting for tomorrow whose time only the user knows
(ask first), a contact named by a first name several contacts share (ask which first), and an
invitee who is not in the address book, only people of the same first name (look,
then abort)."""

from __future__ import annotations

from datetime import timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.meeting.common import (
    TODAY,
    TOPICS,
    TOPICS_ZH,
    P,
    check,
    contacts,
    launch,
    meetings,
    new_meetings,
    open_meeting,
    pool,
    set_start,
    zh,
)
from bench.tasks.meeting.schedule import _Mine
from bench.tasks.namesakes import given_name

#: family names no contact of either world has
STRANGERS = ("Okafor", "Lindqvist", "Moreau", "Castellanos", "Nakamura", "Petrov")
STRANGERS_ZH = ("欧阳", "司马", "上官", "诸葛", "皇甫", "令狐")


class ScheduleTomorrowWhatTime(AskFirst, TaskTemplate):
    id = "meeting.ScheduleTomorrowWhatTime"
    apps = ("meeting",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "create")
    budget = 30
    instructions = ('Schedule a one-hour Meet meeting "{topic}" for tomorrow.',
                    'Set up "{topic}" in Meet tomorrow, an hour long; I\'ll send the link around myself.')
    instructions_zh = ("在会议里预定一个明天的会议“{topic}”，时长一小时。", "帮我在会议里约明天的“{topic}”，开一个小时，链接我自己发。")
    replies = ("Make it start at {time}.",)
    replies_zh = ("定在{time}开始。",)
    changes = (f"{P}.meetings[+1]",)
    goal_params = ("topic", "time")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        taken = {m["topic"] for m in meetings(state)}
        hour = rng.choice([11, 13, 14, 15, 16, 17])
        return {"topic": rng.choice([t for t in pool(state, TOPICS, TOPICS_ZH) if t not in taken]),
                "time": f"{hour:02d}:{rng.choice(['00', '30'])}"}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = new_meetings(init, final)
        m = new[0] if len(new) == 1 else {}
        day = (TODAY + timedelta(days=1)).isoformat()
        return [check("one new meeting with the topic", p["topic"], m.get("topic")),
                check("it starts tomorrow at the time the user gave", f"{day}T{p['time']}", m.get("start")),
                check("its length", 60, m.get("duration"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask("What time tomorrow should the meeting start?")
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="home.schedule")
        obs = yield from ui.type_into(obs, "Topic", p["topic"])
        obs = yield from set_start(obs, TODAY + timedelta(days=1), p["time"])
        yield from ui.tap(obs, trigger="schedule.save")


class InviteUnknownContact(InfeasibleTask, _Mine):
    id = "meeting.InviteUnknownContact"
    apps = ("meeting", "contacts")
    composition = "transfer"
    difficulty = "L2"
    tags = ("infeasible", "handoff")
    budget = 30
    instructions = ('Add {name} from my contacts as an invitee of my Meet meeting "{topic}".',
                    'Please invite {name} from my contacts to my Meet meeting "{topic}".')
    instructions_zh = ("在会议里把通讯录中的{name}添加为会议“{topic}”的受邀人。", "请把通讯录里的{name}加为会议“{topic}”的受邀人。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        everyone = {c["name"] for c in state["os"]["providers"]["contacts"]}
        is_zh = zh(state)
        people = [c["name"] for c in contacts(state) if (len(c["name"]) == 3 if is_zh else len(c["name"].split()) == 2)]
        while True:
            known = rng.choice(people)
            name = rng.choice(STRANGERS_ZH) + known[1:] if is_zh else f"{known.split()[0]} {rng.choice(STRANGERS)}"
            if name not in everyone:
                return {**self.mine(rng, state), "name": name}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return InfeasibleTask.checks(self, p, init, final)

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from ui.tap(obs, trigger="schedule.invitee")
        yield from ui.give_up(f"{p['name']} is not in the contacts, so Meet cannot invite them.")


def _full(name: str, is_zh: bool) -> bool:
    return len(name) == 3 if is_zh else len(name.split()) == 2


class InviteWhichNamesake(AskFirst, _Mine):
    id = "meeting.InviteWhichNamesake"
    apps = ("meeting", "contacts")
    composition = "transfer"
    difficulty = "L3"
    tags = ("ask_user", "handoff")
    budget = 30
    instructions = ('Invite {first} to my Meet meeting "{topic}".',
                    'Add {first} as an invitee of "{topic}" in Meet, picking them from my contacts.',
                    'In Meet, I\'d like {first} on the invitee list of my "{topic}" meeting.')
    instructions_zh = ("邀请{first}参加我在会议里的“{topic}”。", "在会议里把{first}加为“{topic}”的受邀人（从通讯录里选）。",
                       "我想让{first}也参加会议里的“{topic}”，把对方加到受邀人里。")
    replies = ("I mean {name}.",)
    replies_zh = ("我说的是{name}。",)
    goal_params = ("mid", "contact_id")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        is_zh = zh(state)
        people = [c for c in contacts(state) if _full(c["name"], is_zh)]
        firsts = [given_name(c["name"], is_zh) for c in people]
        c = rng.choice([c for c, f in zip(people, firsts, strict=True) if firsts.count(f) >= 2])
        return {**self.mine(rng, state), "first": given_name(c["name"], is_zh), "name": c["name"], "contact_id": c["id"]}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the contact meant, once the user has said which": sum(
            c["name"] == p["name"] for c in init["os"]["providers"]["contacts"]),
            "the meeting": sum(m["topic"] == p["topic"] for m in meetings(init))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        m = next((m for m in meetings(final) if m["id"] == p["mid"]), {})
        return [Check(f"{p['name']} is invited", p["contact_id"] in m.get("invitees", []), p["contact_id"],
                      m.get("invitees"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.meetings[id={p['mid']}].invitees[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask(f"Several of your contacts are called {p['first']}. Which one should I invite?")
        obs = yield from launch()
        obs = yield from open_meeting(obs, p["mid"])
        obs = yield from ui.tap(obs, trigger="detail.edit")
        obs = yield from ui.tap(obs, trigger="schedule.invitee")
        obs = yield from ui.tap(obs, trigger="pick.choose", contact_id=p["contact_id"])
        yield from ui.tap(obs, trigger="schedule.update")
