"""Hard-by-construction Contacts templates (declared hardness factors; the level follows from them), fourth wave.

``UkNumbersCountryCode``: while living in the UK I saved four or five British numbers the way they are
dialled there (``07911 123456``, ``020 7946 0321``, ``0161 496 0742``), which fail from home. Each becomes its
full international form, the trunk ``0`` dropped (``+44 7911 123456``): keeping it (``+44 07911…``) is wrong.
The list shows names only, but Contacts' search matches digits and shows each hit's number, and the
look-alikes stay as they are: a British number already saved with
``+44``, and a home number saved without its own country code (``(510) 555-0142``, ``139 1234 5678``)."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import paths, ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.contacts.common import APP, edit_fields, open_contact, region, row_path, rows
from bench.tasks.messages.common import digits as tail10
from bench.tasks.messages.common import threads


def _uk(rng: Random) -> tuple[str, str]:
    """A British number as dialled in the UK, and its international form."""
    kind = rng.randrange(4)
    if kind < 2:  # a mobile
        a, b = rng.randint(7400, 7999), rng.randint(100000, 999999)
        return f"0{a} {b}", f"+44 {a} {b}"
    if kind == 2:  # London
        a, b = rng.randint(7000, 8999), rng.randint(1000, 9999)
        return f"020 {a} {b}", f"+44 20 {a} {b}"
    area = rng.choice(("161", "121", "131", "141", "113"))  # Manchester, Birmingham, Edinburgh, Glasgow, Leeds
    a, b = rng.randint(200, 999), rng.randint(1000, 9999)
    return f"0{area} {a} {b}", f"+44 {area} {a} {b}"


def compact(phone: Any) -> str:
    """A number as dialled: the plus and the digits."""
    return re.sub(r"[^\d+]", "", str(phone or ""))


class UkNumbersCountryCode(TaskTemplate):
    id = "contacts.UkNumbersCountryCode"
    apps = ("contacts",)
    objective = "hybrid"
    composition = "deep_dive"
    # steps: four or five cards edited one by one (20+ steps on every instance); trap: the trunk 0 is
    # dropped, and a home number saved without its code and a British one already with +44 stay as they are.
    # Played from screenshots (2026-11-29): searching 01, 02, 07 and 08 lists every candidate with its
    # number, so there is no exploring; L3
    hardness = ("steps", "trap")
    tags = ("explore", "edit", "reasoning")
    budget = 60
    goal_params = ("fixed",)
    instructions = ("When I lived in the UK I saved some British numbers in Contacts without the country code, so "
                    "calling them from here fails. Change each of those numbers to its full international form "
                    "(+44 ...), and leave every other number as it is.",
                    "A few of my contacts have UK phone numbers written the local British way, with no +44. Go "
                    "through my Contacts and rewrite each of them in international format so I can call them from "
                    "abroad. Don't touch any other number.",
                    "Some UK numbers in my Contacts are missing the country code. Fix every one of them so it starts "
                    "with +44 and dials correctly from outside the UK; the other numbers stay unchanged.")
    instructions_zh = ("我在英国留学时在通讯录里存了一些英国号码，没带国家代码，现在从国内打不通。请把这些号码都改成完整的国际格式"
                       "（+44 开头），其他号码保持不变。",
                       "我通讯录里有几个联系人的英国号码是按英国本地的写法存的，没有 +44。请把通讯录过一遍，把它们都改成国际格式，"
                       "这样我在国内也能打。其他号码不要动。",
                       "通讯录里有些英国号码缺了国家代码。把它们每一个都改成以 +44 开头、从英国以外能正确拨通的号码；其他号码不变。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = region(state) == "zh-CN"
        texted = {tail10(t["address"]) for t in threads(state)}
        names = [c["name"] for c in rows(state)]
        ok = [c for c in rows(state) if c["id"] > 4 and c["phone"] and names.count(c["name"]) == 1
              and c["first_name"] and c["last_name"] and tail10(c["phone"]) not in texted]
        k = rng.randint(4, 5)
        chosen = rng.sample(ok, k + 2)
        fixed: dict[str, str] = {}
        patch: dict[str, str] = {}
        names_of: dict[str, str] = {}
        for c in chosen[:k]:
            local, full = _uk(rng)
            patch[str(c["id"])], fixed[str(c["id"])], names_of[str(c["id"])] = local, full, c["name"]
        patch[str(chosen[k]["id"])] = _uk(rng)[1]  # already international
        home = chosen[k + 1]
        patch[str(home["id"])] = (f"1{rng.choice(('38', '39', '86', '58'))} {rng.randint(1000, 9999)} "
                                  f"{rng.randint(1000, 9999)}" if zh else
                                  f"({rng.choice(('510', '415', '650'))}) 555-{rng.randint(1000, 9999)}")
        return {"fixed": fixed, "patch": patch, "names": names_of}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"contacts[id={k}]": {"phone": v} for k, v in p["patch"].items()}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        out = []
        for cid, want in p["fixed"].items():
            got = paths.get(final, row_path(int(cid), "phone"))
            got = None if got is paths.MISSING else got
            out.append(Check(f"{p['names'][cid]}'s number in international form", compact(got) == compact(want),
                             want, got))
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [row_path(int(cid), "phone") for cid in p["fixed"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        for cid, full in p["fixed"].items():
            obs = yield from open_contact(obs, p["names"][cid])
            obs = yield from edit_fields(obs, {"Phone": full})
            obs = yield from ui.back()
