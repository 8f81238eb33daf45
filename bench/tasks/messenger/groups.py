"""Messenger tasks: creating and running groups."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask, merge
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messenger.common import (
    GROUP_NAMES,
    NOTICES,
    P,
    contacts,
    group_rows,
    launch,
    new_items,
    next_id,
    norm,
    open_group,
    ov,
    read,
    region,
    seed_chats,
    sent,
    words,
)
from mgym.apps.messenger import model


# ---- groups --------------------------------------------------------------------------------------
def _new_groups(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in new_items(init, final, "new_chats") if c["kind"] == "group"]


def new_group(gid: str, system_messages: int = 1) -> list[str]:
    """Allowed changes of creating one group: the group (the app gives it the id ``gid``) and its
    system messages ("You invited ...", a notice)."""
    return [f"{P}.new_chats[+1 id={gid} kind=group]", sent(gid, system_messages, sender="system")]


def group_edit(cid: str) -> list[str]:
    """Allowed changes besides the edited field of a group: its system message, and it is read."""
    return [sent(cid, sender="system"), *read(cid)]


def create_group(obs: Any, names: list[str], name: str = "") -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="plus.open")
    obs = yield from ui.tap(obs, trigger="plus.group")
    for n in names:
        obs = yield from ui.type_into(obs, "Search", n)
        obs = yield from ui.tap(obs, n, trigger="group_new.toggle", exact=True)
    if name:
        obs = yield from ui.type_into(obs, "Group name", name)
    return (yield from ui.tap(obs, trigger="group.create"))


class CreateGroup(TaskTemplate):
    id = "messenger.CreateGroup"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("create", "social")
    budget = 30
    instructions = ('Create a Messenger group chat named "{gname}" with {a}, {b} and {c}.',
                    'Start a new group "{gname}" in Messenger and add {a}, {b} and {c} to it.',
                    'Please set up a Messenger group chat called "{gname}" and put {a}, {b} and {c} in it.')
    instructions_zh = ('在聊天里发起一个名为“{gname}”的群聊，成员有{a}、{b}和{c}。',
                       '新建群聊“{gname}”，把{a}、{b}和{c}拉进去。',
                       '帮我在聊天里建个群，名字叫“{gname}”，把{a}、{b}和{c}拉进来。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        people = rng.sample(contacts(state), 3)
        return {"a": people[0]["name"], "b": people[1]["name"], "c": people[2]["name"],
                "ids": sorted(u["id"] for u in people), "gname": rng.choice(words(state, "group_names", GROUP_NAMES)), "gid": next_id(state, "g")}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        groups = _new_groups(init, final)
        g = groups[0] if len(groups) == 1 else None
        c = model.chat(ov(final), region(final), g["id"]) if g else None
        return [check("one group created", 1, len(groups)),
                check("its members", sorted(["me", *p["ids"]]), sorted(c["members"]) if c else None),
                Check("its name", c is not None and norm(c["name"]) == norm(p["gname"]), p["gname"],
                      c["name"] if c else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return new_group(p["gid"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        yield from create_group(obs, [p["a"], p["b"], p["c"]], p["gname"])


class RenameGroup(CriteriaTask):
    id = "messenger.RenameGroup"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("edit", "social")
    instructions = ('Rename the Messenger group "{group}" to "{new}".',
                    'Change the name of the group chat "{group}" to "{new}".')
    instructions_zh = ('把聊天群“{group}”改名为“{new}”。',
                       '将群聊“{group}”的名称修改为“{new}”。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(group_rows(state))
        return {"cid": r["id"], "group": r["name"], "new": rng.choice([g for g in words(state, "group_names", GROUP_NAMES) if g != r["name"]])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.chats.{p['cid']}.name": p["new"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return merge(super().setup(p, state), seed_chats(p["cid"]))

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), *group_edit(p["cid"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.tap(obs, trigger="group.info")
        obs = yield from ui.tap(obs, trigger="group.rename_ask")
        obs = yield from ui.type_into(obs, "Group name", p["new"])
        yield from ui.tap(obs, trigger="group.rename")


class GroupNotice(CriteriaTask):
    id = "messenger.GroupNotice"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("edit", "social")
    budget = 30
    instructions = ('Post the group notice "{notice}" in the Messenger group "{group}".',
                    'Set the announcement of the "{group}" group chat to: {notice}',
                    'Please put up "{notice}" as the group notice in the Messenger group "{group}".')
    instructions_zh = ('在聊天群“{group}”里发布群公告“{notice}”。',
                       '把“{group}”群聊的群公告设为：{notice}',
                       '请在聊天里给“{group}”群发布群公告，内容是“{notice}”。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(group_rows(state))
        return {"cid": r["id"], "group": r["name"], "notice": rng.choice(words(state, "notices", NOTICES))}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.chats.{p['cid']}.announcement": p["notice"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return merge(super().setup(p, state), seed_chats(p["cid"]))

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*super().expected_changes(p), *group_edit(p["cid"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.tap(obs, trigger="group.info")
        obs = yield from ui.tap(obs, trigger="group.notice_open")
        obs = yield from ui.tap(obs, trigger="notice.edit")
        obs = yield from ui.type_into(obs, "Write a notice for all members", p["notice"])
        yield from ui.tap(obs, trigger="notice.save")


class TaggedGroup(TaskTemplate):
    id = "messenger.TaggedGroup"
    apps = ("messenger",)
    objective = "hybrid"
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("create", "explore", "social")
    budget = 60
    instructions = ('Create a Messenger group named "{tag}" with exactly the contacts I tagged "{tag}", then post '
                    'the group notice "{notice}".',
                    'Everyone under my Messenger tag "{tag}" should be in a new group chat called "{tag}". Make '
                    'it, and set its notice to "{notice}".',
                    'Please make a new Messenger group called "{tag}" whose members are exactly my contacts tagged "{tag}", and post "{notice}" as its group notice.')
    instructions_zh = ('在聊天里建一个名为“{tag}”的群，成员恰好是我打了“{tag}”标签的联系人，然后发布群公告“{notice}”。',
                       '把聊天里标签“{tag}”下的所有人拉进一个叫“{tag}”的新群聊，并把群公告设为“{notice}”。',
                       '请在聊天里新建群“{tag}”，成员正好是打了“{tag}”标签的联系人，再把群公告发成“{notice}”。')
    TAGS = ("Ski trip", "Choir", "Wedding party", "Climbing")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        people = rng.sample(contacts(state), rng.randint(3, 4))
        return {"tag": rng.choice(self.TAGS), "ids": sorted(u["id"] for u in people),
                "notice": rng.choice(words(state, "notices", NOTICES)), "gid": next_id(state, "g")}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        st, rg = ov(state), region(state)
        people = {}
        for uid in p["ids"]:
            u = model.user(st, rg, uid)
            assert u is not None
            people[uid] = {"tags": [*u["tags"], p["tag"]]}
        # the new group's override entry exists from the start, so its notice shows up field by field
        return merge({"apps": {"messenger": {"tags": [*st["tags"], p["tag"]], "contacts": people}}},
                     seed_chats(p["gid"]))

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        groups = _new_groups(init, final)
        g = groups[0] if len(groups) == 1 else None
        c = model.chat(ov(final), region(final), g["id"]) if g else None
        return [check("one group created", 1, len(groups)),
                check("its members", sorted(["me", *p["ids"]]), sorted(c["members"]) if c else None),
                Check("its name", c is not None and norm(c["name"]) == norm(p["tag"]), p["tag"], c and c["name"]),
                Check("its notice", c is not None and norm(c["announcement"]) == norm(p["notice"]), p["notice"],
                      c and c["announcement"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*new_group(p["gid"], system_messages=2), f"{P}.chats.{p['gid']}.announcement"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.contacts")
        obs = yield from ui.tap(obs, trigger="tags.open")
        obs = yield from ui.tap(obs, trigger="tag.open", tag=p["tag"])
        names = [e.text for e in obs.find(role="list_item", trigger="profile.open")]
        obs = yield from ui.back()
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="tab.chats")
        obs = yield from create_group(obs, names, p["tag"])
        obs = yield from ui.tap(obs, trigger="group.info")
        obs = yield from ui.tap(obs, trigger="group.notice_open")
        obs = yield from ui.tap(obs, trigger="notice.edit")
        obs = yield from ui.type_into(obs, "Write a notice for all members", p["notice"])
        yield from ui.tap(obs, trigger="notice.save")
