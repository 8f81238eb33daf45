"""Contacts tasks: favourites, edits, new and deleted contacts."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

from bench import paths, ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.contacts.common import (
    APP,
    COMPANIES,
    DOMAINS,
    NOTES,
    ROWS,
    digits,
    edit_fields,
    email_slug,
    launch_and_open,
    letter_of,
    new_name,
    new_phone,
    open_contact,
    pick,
    row_path,
    rows,
    unique,
    words,
)
from mgym.apps.contacts import model
from mgym.i18n.names import full_name


# ---- favourites --------------------------------------------------------------------------------
class _Favourite(CriteriaTask):
    """Star (``want`` True) or unstar a sampled contact; setup writes the opposite."""

    apps = ("contacts",)
    difficulty = "L1"
    tags = ("edit",)
    want: ClassVar[bool]

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state)
        return {"id": c["id"], "name": c["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {row_path(p["id"], "starred"): self.want}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        yield from ui.tap(obs, trigger="contact.star")


class StarContact(_Favourite):
    id = "contacts.StarContact"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    want = True
    instructions = ("Add {name} to your favourites in Contacts.",
                    "Star the contact {name} so it shows up under Favourites.",
                    "Mark {name} as a favourite contact.")
    instructions_zh = ("在通讯录中把{name}添加到收藏。",
                       "给联系人{name}加星标，让它出现在“收藏”里。",
                       "把{name}设为收藏的联系人。")


class UnstarContact(_Favourite):
    id = "contacts.UnstarContact"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    want = False
    instructions = ("Remove {name} from your favourites in Contacts.",
                    "Unstar the contact {name}; it should no longer be a favourite.")
    instructions_zh = ("在通讯录中把{name}从收藏中移除。",
                       "取消联系人{name}的星标，让它不再是收藏联系人。")


# ---- editing one field -------------------------------------------------------------------------
class EditPhone(TaskTemplate):
    id = "contacts.EditPhone"
    apps = ("contacts",)
    difficulty = "L2"
    tags = ("edit",)
    instructions = ("{name} has a new phone number: {phone}. Update the contact.",
                    "Change the phone number of {name} in Contacts to {phone}.")
    instructions_zh = ("{name}换了新号码：{phone}。请更新这个联系人。",
                       "在通讯录中把{name}的电话号码改为{phone}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state)
        return {"id": c["id"], "name": c["name"], "phone": new_phone(rng, state)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = paths.get(final, row_path(p["id"], "phone"))
        got = None if got is paths.MISSING else got
        return [Check("phone number (digits)", digits(got) == digits(p["phone"]), p["phone"], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [row_path(p["id"], "phone")]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        yield from edit_fields(obs, {"Phone": p["phone"]})


class EditEmail(CriteriaTask):
    id = "contacts.EditEmail"
    apps = ("contacts",)
    difficulty = "L2"
    tags = ("edit",)
    instructions = ("Set the email address of {name} to {email}.",
                    "In Contacts, change {name}'s email to {email}.")
    instructions_zh = ("把{name}的电子邮件地址设为{email}。",
                       "在通讯录中把{name}的邮箱改成{email}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state)
        return {"id": c["id"], "name": c["name"],
                "email": f"{email_slug(c['name'])}@{rng.choice(words(state, 'domains', DOMAINS))}"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {row_path(p["id"], "email"): p["email"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        yield from edit_fields(obs, {"Email": p["email"]})


class ChangeCompany(CriteriaTask):
    id = "contacts.ChangeCompany"
    apps = ("contacts",)
    difficulty = "L2"
    tags = ("edit",)
    instructions = ("{name} now works at {company}. Update their company in Contacts.",
                    "Change the company of the contact {name} to {company}.")
    instructions_zh = ("{name}现在在{company}工作了，请在通讯录中更新其公司。",
                       "把联系人{name}的公司改为{company}。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state, lambda c: bool(c["last_name"]))
        return {"id": c["id"], "name": c["name"], "company": rng.choice(words(state, "companies", COMPANIES))}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {row_path(p["id"], "company"): p["company"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        yield from edit_fields(obs, {"Company": p["company"]})


# ---- creating and deleting ---------------------------------------------------------------------
class _NewContact(TaskTemplate):
    """Create a contact with a sampled new name and phone number (and whatever subclasses add)."""

    apps = ("contacts",)
    changes = (f"{ROWS}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        first, last = new_name(rng, state)
        return {"first": first, "last": last, "phone": new_phone(rng, state)}

    def _new(self, init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
        old = {c["id"] for c in rows(init)}
        return [c for c in rows(final) if c["id"] not in old]

    def extra_checks(self, p: dict[str, Any], row: dict[str, Any] | None) -> list[Check]:
        return []

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        name = full_name(p["first"], p["last"])
        new = self._new(init, final)
        row = next((c for c in new if " ".join(str(c["name"]).lower().split()) == name.lower()), None)
        return [
            check("one contact added", 1, len(new)),
            Check("contact with that name", row is not None, name, [c["name"] for c in new]),
            Check("its phone number (digits)", row is not None and digits(row["phone"]) == digits(p["phone"]),
                  p["phone"], row["phone"] if row else None),
            *self.extra_checks(p, row),
        ]

    def fill_form(self, p: dict[str, Any]) -> dict[str, str]:
        return {"First name": p["first"], "Last name": p["last"], "Phone": p["phone"]}

    def create(self, p: dict[str, Any]) -> ui.Steps:
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, "Create contact", trigger="contact.add")
        for label, text in self.fill_form(p).items():
            obs = yield from ui.type_into(obs, label, text)
        return (yield from ui.tap(obs, "Save", trigger="add.save"))


class AddContact(_NewContact):
    id = "contacts.AddContact"
    difficulty = "L2"
    tags = ("create",)
    instructions = ("Create a new contact named {first} {last} with the phone number {phone}.",
                    "Save {phone} in Contacts as {first} {last}.")
    instructions_zh = ("新建一个联系人，姓名为{last}{first}，电话号码为{phone}。",
                       "把{phone}以“{last}{first}”的名字存到通讯录。")

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        yield from self.create(p)


class AddFavouriteContact(_NewContact):
    id = "contacts.AddFavouriteContact"
    composition = "sequential"
    difficulty = "L3"
    tags = ("create", "edit")
    budget = 30
    instructions = ("Add a contact {first} {last} (phone {phone}, company {company}) and make it a favourite.",
                    "Create {first} {last} in Contacts with number {phone} and company {company}, then star "
                    "the new contact.",
                    "Please save {first} {last} as a new contact, with phone {phone} and company {company}, "
                    "and add them to favourites.")
    instructions_zh = ("添加联系人{last}{first}（电话{phone}，公司{company}），并把它设为收藏。",
                       "在通讯录中新建{last}{first}，号码{phone}，公司{company}，然后给这个新联系人加星标。",
                       "请新建联系人{last}{first}，电话{phone}，公司{company}，并加入收藏。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**super().sample(rng, state), "company": rng.choice(words(state, "companies", COMPANIES))}

    def extra_checks(self, p: dict[str, Any], row: dict[str, Any] | None) -> list[Check]:
        return [check("its company", p["company"], row["company"] if row else None),
                check("starred", True, row["starred"] if row else None)]

    def fill_form(self, p: dict[str, Any]) -> dict[str, str]:
        return {**super().fill_form(p), "Company": p["company"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from self.create(p)
        yield from ui.tap(obs, trigger="contact.star")


class DeleteContact(TaskTemplate):
    id = "contacts.DeleteContact"
    apps = ("contacts",)
    difficulty = "L2"
    tags = ("delete",)
    instructions = ("Delete the contact {name} from the phone.",
                    "Remove {name} from Contacts entirely.")
    instructions_zh = ("从手机中删除联系人{name}。",
                       "把{name}从通讯录中彻底删掉。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state)
        return {"id": c["id"], "name": c["name"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        left = [c["name"] for c in rows(final) if c["id"] == p["id"] or c["name"] == p["name"]]
        return [Check("contact deleted", not left, [], left)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ROWS}[id={p['id']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        obs = yield from ui.tap(obs, "More options", trigger="contact.menu")
        obs = yield from ui.tap(obs, "Delete", trigger="menu.delete")
        yield from ui.tap(obs, "Delete", trigger="delete.confirm")


class DeleteTwoContacts(TaskTemplate):
    id = "contacts.DeleteTwoContacts"
    apps = ("contacts",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("delete",)
    budget = 30
    instructions = ("Delete both {a} and {b} from Contacts.",
                    "Select the contacts {a} and {b} together and delete them.",
                    "Please remove the contacts {a} and {b}, both of them.")
    instructions_zh = ("从通讯录中删除{a}和{b}这两个联系人。",
                       "同时选中联系人{a}和{b}，把它们一起删除。",
                       "请把{a}和{b}都从通讯录里删掉。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        # the pair lies within a few rows of each other, so one selection session covers it
        order = model.ordered(unique(state), "first_name")
        i = rng.randrange(len(order) - 1)
        a, b = order[i], order[min(len(order) - 1, i + rng.randint(1, 6))]
        return {"a": a["name"], "a_id": a["id"], "b": b["name"], "b_id": b["id"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        ids = {c["id"] for c in rows(final)}
        return [check(f"{p['a']} deleted", False, p["a_id"] in ids),
                check(f"{p['b']} deleted", False, p["b_id"] in ids)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{ROWS}[id={p['a_id']}]", f"{ROWS}[id={p['b_id']}]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, letter_of(p["a"]), trigger="list.jump", exact=True)
        obs = yield from ui.long_press(obs, p["a"], role="list_item", exact=True)
        obs = yield from ui.tap(obs, trigger="select.toggle", contact_id=p["b_id"])
        obs = yield from ui.tap(obs, "Delete", trigger="select.delete")
        yield from ui.tap(obs, "Delete", trigger="bulk.confirm")


# ---- sequential and hybrid edits ---------------------------------------------------------------
class NoteAndStar(CriteriaTask):
    id = "contacts.NoteAndStar"
    apps = ("contacts",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("edit",)
    budget = 30
    instructions = ("Add the note \"{note}\" to {name} and add them to your favourites.",
                    "For the contact {name}: write \"{note}\" in the notes, then star the contact.")
    instructions_zh = ("给{name}添加备注“{note}”，并把他/她加入收藏。",
                       "对于联系人{name}：在备注里写上“{note}”，然后给该联系人加星标。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state, lambda c: not c["note"])
        return {"id": c["id"], "name": c["name"], "note": rng.choice(words(state, "notes", NOTES))}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {row_path(p["id"], "note"): p["note"], row_path(p["id"], "starred"): True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        obs = yield from edit_fields(obs, {"Notes": p["note"]})
        yield from ui.tap(obs, trigger="contact.star")


class EmailToNote(CriteriaTask):
    id = "contacts.EmailToNote"
    apps = ("contacts",)
    objective = "hybrid"
    composition = "sequential"
    difficulty = "L3"
    tags = ("extract", "edit")
    budget = 30
    instructions = ("Look up {src}'s email address and put it (just the address) in the notes of the contact "
                    "{dst}.",
                    "Copy the email address of {src} into {dst}'s notes in Contacts (the note should be "
                    "just the address).",
                    "Please find {src}'s email address and save it in the notes of the contact {dst}; the "
                    "note should contain only the address.")
    instructions_zh = ("查一下{src}的电子邮件地址，把它（只要地址本身）写进联系人{dst}的备注。",
                       "把{src}的邮箱地址复制到通讯录中{dst}的备注里（备注只写这个地址）。",
                       "请找到{src}的邮箱，把地址写到联系人{dst}的备注中，备注里只写地址。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        src = pick(rng, state, lambda c: bool(c["email"]))
        dst = pick(rng, state, lambda c: not c["note"] and c["id"] != src["id"])
        return {"src": src["name"], "src_id": src["id"], "email": src["email"], "dst": dst["name"],
                "dst_id": dst["id"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {row_path(p["dst_id"], "note"): p["email"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["src"])
        email = next(e.text for e in obs.find("@", role="list_item", trigger="contact.email"))
        obs = yield from ui.back()
        obs = yield from open_contact(obs, p["dst"])
        yield from edit_fields(obs, {"Notes": email})
