"""Hard-by-construction Contacts templates (declared hardness factors, L4): a friend known only by a
nickname written in a contact's notes (search does not read notes), with a company that has the nickname
in its name (what a search for it finds) and another card whose note names the nickname's brother."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import paths
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.contacts.common import (
    digits,
    edit_fields,
    launch_and_open,
    new_phone,
    region,
    row_path,
    rows,
    unique,
)
from mgym.apps.contacts import model

#: nickname -> (the company with it in its name, the other nicknames on the phone)
NICKS = {"en": ("Bear", "Moose", "Fox", "Otter", "Tiger", "Duck"),
         "zh-CN": ("大熊", "阿鹿", "小狐", "水獭", "老虎", "胖鸭")}
COMPANY = {"en": "{nick} Creek Outfitters", "zh-CN": "{nick}户外用品"}
GOES_BY = {"en": "Goes by {nick}", "zh-CN": "外号{nick}"}
BROTHER = {"en": "{nick}'s younger brother", "zh-CN": "{nick}的弟弟"}


class NicknameNewNumber(TaskTemplate):
    id = "contacts.NicknameNewNumber"
    apps = ("contacts",)
    hardness = ("explore", "trap", "aggregate")
    tags = ("explore", "edit", "reasoning")
    budget = 60
    instructions = ("{nick} has a new phone number: {phone}. I can't remember their real name, but I wrote the "
                    "nickname in their contact's notes. Update the number in Contacts.",
                    "I only know my friend as {nick} (it's in the notes of their contact card). Their number is now "
                    "{phone}: please change it in Contacts.",
                    "Change {nick}'s phone number to {phone} in Contacts. {nick} is a nickname: the contact is saved "
                    "under their real name, with the nickname noted on the card.")
    instructions_zh = ("{nick}换了新号码：{phone}。我记不得他的真名了，不过我在他联系人的备注里写了外号。请在通讯录里更新号码。",
                       "我只知道这位朋友叫{nick}（写在他联系人卡片的备注里）。他现在的号码是{phone}，请在通讯录里改一下。",
                       "在通讯录里把{nick}的电话改成{phone}。{nick}是外号：联系人存的是真名，外号写在卡片的备注里。")
    goal_params = ("id", "phone")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        reg = region(state)
        listed = [c for c in model.ordered(rows(state), "first_name") if not c.get("starred")]
        ok = {c["id"] for c in unique(state, lambda c: c["id"] > 4 and c["first_name"] and not c["note"])}
        # ten to eighteen cards down the list: ten or more to read before reaching it, within the budget
        late = [c for c in listed[10:19] if c["id"] in ok]
        target = rng.choice(late)
        others = rng.sample([c for c in listed if c["id"] in ok and c["id"] != target["id"]], 4)
        nicks = list(NICKS[reg])
        rng.shuffle(nicks)
        nick = nicks[0]
        patch = {str(target["id"]): {"note": GOES_BY[reg].format(nick=nick)},
                 str(others[0]["id"]): {"company": COMPANY[reg].format(nick=nick)},
                 str(others[1]["id"]): {"note": BROTHER[reg].format(nick=nick)},
                 str(others[2]["id"]): {"note": GOES_BY[reg].format(nick=nicks[1])},
                 str(others[3]["id"]): {"note": GOES_BY[reg].format(nick=nicks[2])}}
        return {"nick": nick, "id": target["id"], "name": target["name"], "phone": new_phone(rng, state),
                "patch": patch}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"contacts[id={k}]": v for k, v in p["patch"].items()}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        note = GOES_BY[region(init)].format(nick=p["nick"])
        return {"the contact whose note gives the nickname": sum(c["note"] == note for c in rows(init))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = paths.get(final, row_path(p["id"], "phone"))
        got = None if got is paths.MISSING else got
        return [Check("phone number (digits)", digits(got) == digits(p["phone"]), p["phone"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [row_path(p["id"], "phone")]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        yield from edit_fields(obs, {"Phone": p["phone"]})
