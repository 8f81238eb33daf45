"""Messages tasks that test talking to the user: a name two contacts share (ask which one first) and a
request the phone cannot carry out (look, then abort)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, InfeasibleTask
from bench.task import Check, Solution
from bench.tasks.messages.common import TEXTS, named_threads, send, send_changes, sent_check, words
from bench.tasks.namesakes import RELATIONS, given_name, renamed

#: surnames for a made-up person no conversation or contact on the phone belongs to
STRANGERS = ("Okafor", "Lindqvist", "Moreau", "Castellanos", "Nakamura", "Haddad")
STRANGERS_ZH = ("欧阳", "司马", "上官", "诸葛", "皇甫", "令狐")


def _people(state: dict[str, Any], zh: bool) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(thread, contact) of the conversations with a person saved under a full name."""
    return [(t, c) for t, c in named_threads(state)
            if c["name"] not in RELATIONS and (len(c["name"]) == 3 if zh else len(c["name"].split()) == 2)]


class TextWhichNamesake(AskFirst):
    id = "messages.TextWhichNamesake"
    apps = ("messages",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "social")
    budget = 15
    instructions = ('Text {first} "{text}".', 'Send {first} a message in Messages: {text}')
    instructions_zh = ("给{first}发短信：“{text}”", "在信息里给{first}发一条：{text}")
    replies = ("I mean {name}, the one whose number ends in {tail}.",)
    replies_zh = ("我说的是{name}，号码尾号{tail}的那位。",)
    goal_params = ("thread_id", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = state["os"]["device"]["region"] == "zh-CN"
        everyone = [x["name"] for x in state["os"]["providers"]["contacts"]]
        people = _people(state, zh)
        for _ in range(500):  # another person is renamed to the given name of the one meant (who may share it)
            (t, c), (t2, c2) = rng.sample(people, 2)
            first = given_name(c["name"], zh)
            if given_name(c2["name"], zh) != first and renamed(c2["name"], first, zh) not in everyone:
                break
        else:
            raise ValueError("no two people to tell apart on this phone")
        other = renamed(c2["name"], first, zh)
        return {"first": first, "name": c["name"], "tail": c["phone"][-4:], "thread_id": t["id"],
                "address": t["address"], "other_id": c2["id"], "other_name": other, "other_thread": t2["id"],
                "text": rng.choice(words(state, "texts", TEXTS))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"contacts[id={p['other_id']}]": {"name": p["other_name"]}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        zh = init["os"]["device"]["region"] == "zh-CN"
        named = [c for c in init["os"]["providers"]["contacts"] if given_name(c["name"], zh) == p["first"]]
        return {"the contact meant, once the user has said which": sum(c["name"] == p["name"] for c in named),
                "a namesake to tell apart (at least one)": min(1, len(named) - 1)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, p["address"], p["text"], p["name"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask(f"More than one contact is called {p['first']}. Which one do you mean?")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from send(obs, p["text"])


class DeleteChatWithStranger(InfeasibleTask):
    id = "messages.DeleteChatWithStranger"
    apps = ("messages",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "delete")
    budget = 15
    instructions = ("Delete my conversation with {name} in Messages.",
                    "In Messages, remove the whole chat with {name}.")
    instructions_zh = ("在信息里删除我和{name}的对话。", "把信息里和{name}的整个聊天删掉。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = state["os"]["device"]["region"] == "zh-CN"
        _, c = rng.choice(_people(state, zh))
        family = rng.choice(STRANGERS_ZH if zh else STRANGERS)
        name = family + given_name(c["name"], zh) if zh else f"{given_name(c['name'], zh)} {family}"
        return {"name": name}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="search.open")
        obs = yield from ui.type_into(obs, "Search", p["name"].split()[-1])
        yield from ui.give_up(f"There is no conversation with {p['name']} on this phone.")
