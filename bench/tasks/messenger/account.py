"""Messenger tasks: account, privacy and contacts (block, remark, star, add, delete)."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.messenger.common import (
    REMARKS,
    P,
    contacts,
    launch,
    my_id_on_screen,
    my_id_patch,
    new_items,
    open_profile,
    open_settings,
    ov,
    region,
    sample_my_id,
    words,
)
from mgym import actions as A
from mgym.apps.messenger import model
from mgym.apps.messenger.labels import RANGES
from mgym.apps.messenger.world import world


# ---- settings and account ----------------------------------------------------------------------
class ReadMyId(AnswerTask):
    id = "messenger.ReadMyId"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messenger", "answersheet")
    difficulty = "L1"
    tags = ("extract",)
    instructions = ("What is my Messenger ID? Write it on the AnswerSheet.",
                    "Look up your own user ID in Messenger and report it in AnswerSheet.")
    instructions_zh = ('我的聊天号是什么？请填在答题卡上。',
                       '在聊天里查看自己的聊天号，并填写到答题卡。')
    answer_fields = (AnswerField("id", "Messenger ID", label_zh="聊天号"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"my_id": sample_my_id(rng, state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return my_id_patch(p["my_id"])

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"id": model.me(ov(init), region(init))["id"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.me")
        yield from ui.fill_answers(obs, {"id": my_id_on_screen(obs)})


class FriendConfirmation(CriteriaTask):
    id = "messenger.FriendConfirmation"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messenger",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Turn {state} friend confirmation in Messenger's privacy settings.",
                    "In Messenger, switch {state} the requirement to confirm friend requests.")
    instructions_zh = ('在聊天的隐私设置中{state}“加我为朋友时需要验证”。',
                       '在聊天里{state}好友验证。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        want = rng.random() < 0.7
        return {"want": want, "state": "on" if want else "off"}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if locale == "en" else {**out, "state": "开启" if params["want"] else "关闭"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.settings.friend_confirm": p["want"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_settings(obs)
        obs = yield from ui.tap(obs, trigger="settings.privacy")
        if obs.find(trigger="settings.toggle", key="friend_confirm")[0].checked != p["want"]:
            yield from ui.tap(obs, trigger="settings.toggle", key="friend_confirm")


class MomentsRange(CriteriaTask):
    id = "messenger.MomentsRange"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("settings", "social")
    instructions = ("Let friends see only my moments from the {label} (Messenger privacy settings).",
                    "In Messenger, limit who can see my moments to the {label}.")
    instructions_zh = ('在聊天的隐私设置中，把朋友圈的可见范围设为“{label}”。',
                       '在聊天里设置只让朋友看{label}的朋友圈。')
    LABELS = {"6m": "last 6 months", "1m": "last month", "3d": "last 3 days"}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        value = rng.choice(sorted(self.LABELS))
        return {"value": value, "label": self.LABELS[value]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return out if locale == "en" else {**out, "label": self.tr(RANGES[params["value"]], locale)}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.settings.moments_range": p["value"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_settings(obs)
        obs = yield from ui.tap(obs, trigger="settings.privacy")
        obs = yield from ui.tap(obs, trigger="privacy.range")
        yield from ui.tap(obs, trigger="range.set", value=p["value"])


class RequestDeactivation(CriteriaTask):
    id = "messenger.RequestDeactivation"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("settings",)
    instructions = ("Request deactivation of my Messenger account.",
                    "I want to close my Messenger account: start the account deactivation.")
    instructions_zh = ('申请注销我的聊天账号。',
                       '我不想用聊天了，帮我发起账号注销。')

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.deactivation_requested": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_settings(obs)
        obs = yield from ui.tap(obs, trigger="settings.account")
        obs = yield from ui.tap(obs, trigger="account.deactivate")
        obs = yield from ui.tap(obs, trigger="deactivate.ask")
        yield from ui.tap(obs, trigger="deactivate.confirm")


# ---- contacts ----------------------------------------------------------------------------------
class _ContactFlag(CriteriaTask):
    """Set one boolean of a sampled contact through their profile settings."""

    apps = ("messenger",)
    tags = ("edit",)
    flag: ClassVar[str]
    steps: ClassVar[tuple[str, ...]]

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        u = rng.choice([u for u in contacts(state) if not u[self.flag]])
        return {"uid": u["id"], "name": u["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.contacts.{p['uid']}.{self.flag}": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_profile(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="profile.settings")
        for tid in self.steps:
            obs = yield from ui.tap(obs, trigger=tid)


class BlockContact(_ContactFlag):
    id = "messenger.BlockContact"
    difficulty = "L2"
    flag = "blocked"
    steps = ("csettings.block_ask", "contact.block")
    instructions = ("Block {name} in Messenger.", "Add {name} to my Messenger blocked list.")
    instructions_zh = ('在聊天里把{name}加入黑名单。',
                       '把{name}拉黑。')


class StarContact(_ContactFlag):
    id = "messenger.StarContact"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    difficulty = "L1"
    flag = "starred"
    steps = ("csettings.star",)
    instructions = ("Star {name} in Messenger so they show at the top of my contacts.",
                    "Mark the contact {name} as starred in Messenger.")
    instructions_zh = ('在聊天里把{name}设为星标朋友，让他显示在通讯录顶部。',
                       '在聊天里给联系人{name}加星标。')


class DeleteContact(CriteriaTask):
    id = "messenger.DeleteContact"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("delete",)
    instructions = ("Delete {name} from my Messenger contacts.", "Remove the contact {name} in Messenger.")
    instructions_zh = ('在聊天的通讯录里删除{name}。',
                       '在聊天里删掉联系人{name}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        u = rng.choice(contacts(state))
        return {"uid": u["id"], "name": u["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.contacts.{p['uid']}.deleted": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_profile(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="profile.settings")
        obs = yield from ui.tap(obs, trigger="csettings.delete_ask")
        yield from ui.tap(obs, trigger="contact.delete")


class SetRemark(CriteriaTask):
    id = "messenger.SetRemark"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("edit",)
    instructions = ('Set the remark name of {name} to "{remark}" in Messenger.',
                    'In Messenger, rename the contact {name} to "{remark}" (as a remark).')
    instructions_zh = ('在聊天里把{name}的备注设为“{remark}”。',
                       '在聊天里给联系人{name}改备注为“{remark}”。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        u = rng.choice([u for u in contacts(state) if not u["remark"]])
        return {"uid": u["id"], "name": u["name"], "remark": rng.choice(words(state, "remarks", REMARKS))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        # their override entry exists from the start, so the remark changes alone, field by field
        return {"apps": {"messenger": {"contacts": {p["uid"]: {}}}}}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.contacts.{p['uid']}.remark": p["remark"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_profile(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="profile.remark")
        obs = yield from ui.type_into(obs, p["name"], p["remark"])  # the remark field's hint is their name
        yield from ui.tap(obs, trigger="remark.save")


class AcceptFriendRequest(CriteriaTask):
    id = "messenger.AcceptFriendRequest"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("messenger",)
    difficulty = "L1"
    tags = ("social",)
    instructions = ("Accept the friend request from {name} in Messenger.",
                    "{name} wants to be my friend on Messenger. Accept the request.")
    instructions_zh = ('在聊天里通过{name}的好友申请。',
                       '{name}想在聊天里加我为朋友，通过他的申请。')
    changes = (f"{P}.added[+1 id={{uid}} via=request]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice([r for r in model.requests(ov(state), region(state)) if r["status"] == "pending"])
        return {"uid": r["id"], "name": r["user"]["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.requests.{p['uid']}": "accepted"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.contacts")
        obs = yield from ui.tap(obs, trigger="friends.open")
        yield from ui.tap(obs, trigger="request.accept", user_id=p["uid"])


class AddContactById(TaskTemplate):
    id = "messenger.AddContactById"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("create", "search")
    instructions = ("Add the Messenger user with the ID {handle} to my contacts.",
                    "Search Messenger for the ID {handle} and add that person as a contact.")
    instructions_zh = ('在聊天里把聊天号为{handle}的用户添加到通讯录。',
                       '在聊天里搜索聊天号{handle}，把这个人加为朋友。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        requesters = {r["id"] for r in world(region(state)).requests}
        u = rng.choice([u for u in world(region(state)).strangers if u["id"] not in requesters])
        return {"handle": u["id"], "name": u["name"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        added = [a["id"] for a in new_items(init, final, "added")]
        return [check("added exactly that user", [p["handle"]], added),
                check("now a contact", True, p["handle"] in model.friend_ids(ov(final), region(final)))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.added[+1 id={p['handle']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.contacts")
        obs = yield from ui.tap(obs, trigger="contacts.add")
        obs = yield from ui.type_into(obs, "Messenger ID / Phone number", p["handle"])
        obs = yield A.Enter()
        obs = yield from ui.tap(obs, trigger="profile.add")
        yield from ui.tap(obs, trigger="verify.send")
