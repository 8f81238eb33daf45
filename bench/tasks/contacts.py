"""Contacts tasks: favourites, editing fields, creating and deleting contacts, looking details up,
searching, the app's settings, and carrying a value from one contact to another."""

from __future__ import annotations

import re
from random import Random
from typing import Any, ClassVar

from bench import paths, ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from mgym.apps.contacts import model

APP = "Contacts"
ROWS = "os.providers.contacts"
RECENT = "apps.contacts.recent_searches"

FIRST_NAMES = ("Maya", "Noah", "Priya", "Leo", "Ruth", "Felix", "Ines", "Kenji", "Talia", "Omar", "Greta", "Diego")
LAST_NAMES = ("Okafor", "Lindqvist", "Moreau", "Tanaka", "Brennan", "Castillo", "Petrov", "Nakamura", "Quinn")
COMPANIES = ("Redwood Labs", "Sunrise Bakery", "Orbital Media", "Harbor Dental", "Pinecone Studio", "Vertex Legal")
DOMAINS = ("mail.com", "work.net", "studio.io", "inbox.org")
AREAS = ("415", "510", "650", "408", "707")
NOTES = ("Met at the conference", "Call after 6pm", "Prefers email", "Neighbour, apartment 4B", "Book club",
         "Owes me lunch")
SEARCHES = ("Pizza", "Martinez", "Smith", "Globex", "Dentist", "Baker", "Sophia", "510", "Northwind", "Hiro")


# ---- state helpers ---------------------------------------------------------------------------
def rows(state: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = state["os"]["providers"]["contacts"]
    return out


def unique(state: dict[str, Any], where: Any = None) -> list[dict[str, Any]]:
    """Contacts whose name no other contact shares (and that satisfy ``where``), in id order."""
    rs = rows(state)
    names = [str(c["name"]).lower() for c in rs]
    return [c for c in rs if c["name"] and names.count(str(c["name"]).lower()) == 1 and (where is None or where(c))]


def pick(rng: Random, state: dict[str, Any], where: Any = None) -> dict[str, Any]:
    return rng.choice(unique(state, where))


def row_path(cid: int, field: str) -> str:
    return f"{ROWS}[id={cid}].{field}"


def digits(s: Any) -> str:
    return re.sub(r"\D", "", str(s or ""))


def new_phone(rng: Random) -> str:
    return f"+1 {rng.choice(AREAS)}-555-{rng.randrange(100, 10000):04d}"


def new_name(rng: Random, state: dict[str, Any]) -> tuple[str, str]:
    taken = {str(c["name"]).lower() for c in rows(state)}
    while True:
        first, last = rng.choice(FIRST_NAMES), rng.choice(LAST_NAMES)
        if f"{first} {last}".lower() not in taken:
            return first, last


def row_of(state: dict[str, Any], cid: int) -> dict[str, Any] | None:
    return next((c for c in rows(state) if c["id"] == cid), None)


# ---- oracle helpers --------------------------------------------------------------------------
def open_contact(obs: Any, name: str) -> ui.Steps:
    """From the contact list: jump to the name's letter in the A-Z index, then open the contact."""
    letter = name[:1].upper() if name[:1].isalpha() else "#"
    obs = yield from ui.tap(obs, letter, trigger="list.jump", exact=True)
    return (yield from ui.tap(obs, name, role="list_item", exact=True))


def launch_and_open(name: str) -> ui.Steps:
    obs = yield from ui.open_app(APP)
    return (yield from open_contact(obs, name))


def edit_fields(obs: Any, values: dict[str, str]) -> ui.Steps:
    """On a contact's details: Edit, type each field (by its hint), Save."""
    obs = yield from ui.tap(obs, "Edit contact", trigger="contact.edit")
    for label, text in values.items():
        obs = yield from ui.type_into(obs, label, text)
    return (yield from ui.tap(obs, "Save", trigger="edit.save"))


def open_settings() -> ui.Steps:
    obs = yield from ui.open_app(APP)
    obs = yield from ui.tap(obs, "More options", trigger="list.menu")
    return (yield from ui.tap(obs, "Settings", trigger="listmenu.settings"))


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
    want = True
    instructions = ("Add {name} to your favourites in Contacts.",
                    "Star the contact {name} so it shows up under Favourites.",
                    "Mark {name} as a favourite contact.")


class UnstarContact(_Favourite):
    id = "contacts.UnstarContact"
    want = False
    instructions = ("Remove {name} from your favourites in Contacts.",
                    "Unstar the contact {name}; it should no longer be a favourite.")


# ---- editing one field -------------------------------------------------------------------------
class EditPhone(TaskTemplate):
    id = "contacts.EditPhone"
    apps = ("contacts",)
    difficulty = "L2"
    tags = ("edit",)
    instructions = ("{name} has a new phone number: {phone}. Update the contact.",
                    "Change the phone number of {name} in Contacts to {phone}.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state)
        return {"id": c["id"], "name": c["name"], "phone": new_phone(rng)}

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

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state)
        slug = ".".join(w.lower() for w in re.findall(r"[A-Za-z]+", c["name"]))
        return {"id": c["id"], "name": c["name"], "email": f"{slug}@{rng.choice(DOMAINS)}"}

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

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state, lambda c: bool(c["last_name"]))
        return {"id": c["id"], "name": c["name"], "company": rng.choice(COMPANIES)}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {row_path(p["id"], "company"): p["company"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        yield from edit_fields(obs, {"Company": p["company"]})


# ---- creating and deleting ---------------------------------------------------------------------
class _NewContact(TaskTemplate):
    """Create a contact with a sampled new name and phone number (and whatever subclasses add)."""

    apps = ("contacts",)
    changes = (f"{ROWS}[*]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        first, last = new_name(rng, state)
        return {"first": first, "last": last, "phone": new_phone(rng)}

    def _new(self, init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
        old = {c["id"] for c in rows(init)}
        return [c for c in rows(final) if c["id"] not in old]

    def extra_checks(self, p: dict[str, Any], row: dict[str, Any] | None) -> list[Check]:
        return []

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        name = f"{p['first']} {p['last']}"
        new = self._new(init, final)
        row = next((c for c in new if " ".join(str(c["name"]).lower().split()) == name.lower()), None)
        kept = sorted((c for c in rows(final) if c["id"] in {r["id"] for r in rows(init)}), key=lambda c: c["id"])
        return [
            check("one contact added", 1, len(new)),
            Check("contact with that name", row is not None, name, [c["name"] for c in new]),
            Check("its phone number (digits)", row is not None and digits(row["phone"]) == digits(p["phone"]),
                  p["phone"], row["phone"] if row else None),
            Check("other contacts untouched", kept == sorted(rows(init), key=lambda c: c["id"]), None, None),
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
                    "the new contact.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {**super().sample(rng, state), "company": rng.choice(COMPANIES)}

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
                    "Select the contacts {a} and {b} together and delete them.")

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
        letter = p["a"][:1].upper() if p["a"][:1].isalpha() else "#"
        obs = yield from ui.tap(obs, letter, trigger="list.jump", exact=True)
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

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state, lambda c: not c["note"])
        return {"id": c["id"], "name": c["name"], "note": rng.choice(NOTES)}

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
                    "just the address).")

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


# ---- queries -----------------------------------------------------------------------------------
class PhoneLookup(AnswerTask):
    id = "contacts.PhoneLookup"
    apps = ("contacts", "answersheet")
    difficulty = "L1"
    tags = ("extract",)
    instructions = ("What is {name}'s phone number? Answer on the AnswerSheet.",
                    "Find the phone number saved for {name} in Contacts and report it in AnswerSheet.")
    answer_fields = (AnswerField("phone", "Phone number", matcher="phone", hint="Phone number, e.g. +1 555-555-0100"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state, lambda c: bool(c["phone"]))
        return {"id": c["id"], "name": c["name"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        c = row_of(init, p["id"])
        assert c is not None
        return {"phone": c["phone"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        row = obs.find(role="list_item", trigger="contact.call")[0]
        yield from ui.fill_answers(obs, {"phone": row.text.split(",")[0]})


class CompanyLookup(AnswerTask):
    id = "contacts.CompanyLookup"
    apps = ("contacts", "answersheet")
    difficulty = "L1"
    tags = ("extract",)
    instructions = ("Which company does {name} work for? Write it on the AnswerSheet.",
                    "Check {name}'s contact card and report their company in AnswerSheet.")
    answer_fields = (AnswerField("company", "Company"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        c = pick(rng, state, lambda c: bool(c["company"]) and bool(c["last_name"]))
        return {"id": c["id"], "name": c["name"]}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        c = row_of(init, p["id"])
        assert c is not None
        return {"company": c["company"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        name = obs.find(p["name"], role="text", exact=True)[0]
        below = [e for e in obs.ui if e.role == "text" and e.bounds[1] >= name.bounds[3] - 1 and e.text]
        yield from ui.fill_answers(obs, {"company": below[0].text})


class CountFavourites(AnswerTask):
    id = "contacts.CountFavourites"
    apps = ("contacts", "answersheet")
    difficulty = "L1"
    tags = ("extract", "reasoning")
    instructions = ("How many contacts are marked as favourites? Answer on the AnswerSheet.",
                    "Count your favourite (starred) contacts and enter the number in AnswerSheet.")
    answer_fields = (AnswerField("count", "Number of favourites", "number", "number", hint="A whole number"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        ids = [c["id"] for c in rows(state)]
        return {"starred": sorted(rng.sample(ids, rng.randint(2, 7)))}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        want = set(p["starred"])
        patch = {f"contacts[id={c['id']}]": {"starred": c["id"] in want}
                 for c in rows(state) if c["starred"] != (c["id"] in want)}
        return {"os": {"providers": patch}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": sum(bool(c["starred"]) for c in rows(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        n, counting = 0, False
        for e in obs.ui:
            if e.role == "text" and e.text == "Favourites":
                counting = True
            elif counting and e.role == "list_item":
                n += 1
            elif counting and e.role == "text":
                break
        yield from ui.fill_answers(obs, {"count": n})


class CountColleagues(AnswerTask):
    id = "contacts.CountColleagues"
    apps = ("contacts", "answersheet")
    difficulty = "L2"
    tags = ("search", "extract")
    instructions = ("How many of your contacts work at {company}? Answer on the AnswerSheet.",
                    "Find out how many people in Contacts have {company} as their company and report the number.")
    answer_fields = (AnswerField("count", "Number of contacts", "number", "number", hint="A whole number"),)
    changes = (RECENT,)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rs = rows(state)
        companies = sorted({c["company"] for c in rs if c["company"]})
        # only companies whose search results are exactly their employees, so the list is honest
        fair = [co for co in companies
                if len(model.search(rs, co, "first_name")) == sum(c["company"] == co for c in rs)]
        return {"company": rng.choice([co for co in fair if sum(c["company"] == co for c in rs) >= 2] or fair)}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": sum(c["company"] == p["company"] for c in rows(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, "Search contacts", trigger="search.open")
        obs = yield from ui.type_into(obs, "Search contacts", p["company"])
        found = obs.find(" found", role="text")[0].text
        yield from ui.fill_answers(obs, {"count": found.split()[0]})


class BirthdayOwner(AnswerTask):
    id = "contacts.BirthdayOwner"
    apps = ("contacts", "answersheet")
    difficulty = "L3"
    tags = ("search", "explore", "extract")
    budget = 30
    instructions = ("One of your contacts with the last name {last} was born on {date}. Who is it? Write "
                    "the full name on the AnswerSheet.",
                    "Several people in Contacts are called {last}; find the one whose birthday is {date} and "
                    "report their name in AnswerSheet.")
    answer_fields = (AnswerField("name", "Contact name", hint="First and last name"),)
    changes = (RECENT,)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rs = rows(state)
        lasts = [c["last_name"] for c in rs]
        days = [c["birthday"] for c in rs]
        c = pick(rng, state, lambda c: bool(c["birthday"]) and days.count(c["birthday"]) == 1
                 and bool(c["last_name"]) and lasts.count(c["last_name"]) >= 2)
        return {"id": c["id"], "name": c["name"], "last": c["last_name"], "date": model.birthday_text(c["birthday"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        c = row_of(init, p["id"])
        assert c is not None
        return {"name": c["name"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        # search the last name, then open the namesake born that day (an agent checks each one)
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, "Search contacts", trigger="search.open")
        obs = yield from ui.type_into(obs, "Search contacts", p["last"])
        obs = yield from ui.tap(obs, p["name"], role="list_item", trigger="contact.open")
        obs = yield from ui.scroll_to(obs, p["date"])
        yield from ui.fill_answers(obs, {"name": obs.find(p["name"], role="text", exact=True)[0].text})


# ---- settings ----------------------------------------------------------------------------------
class ClearSearchHistory(CriteriaTask):
    id = "contacts.ClearSearchHistory"
    apps = ("contacts",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Clear the search history in Contacts.",
                    "Remove all recent searches from the Contacts app.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"recent": rng.sample(SEARCHES, rng.randint(2, 4))}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {RECENT: []}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {RECENT: list(p["recent"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings()
        yield from ui.tap(obs, "Clear search history", trigger="settings.forget")


class SortOrder(CriteriaTask):
    id = "contacts.SortOrder"
    apps = ("contacts",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Make Contacts sort the list by {label}.",
                    "Change the Contacts sort order to {label}.")
    LABELS = {"first_name": "first name", "last_name": "last name"}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        value = rng.choice(list(self.LABELS))
        return {"value": value, "label": self.LABELS[value]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.contacts.sort_by": p["value"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.contacts.sort_by": next(v for v in self.LABELS if v != p["value"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings()
        yield from ui.tap(obs, role="radio", trigger="settings.sort", value=p["value"])


class NameFormat(CriteriaTask):
    id = "contacts.NameFormat"
    apps = ("contacts",)
    difficulty = "L1"
    tags = ("settings",)
    instructions = ("Show contact names in Contacts with the {label}.",
                    "Change the Contacts name format to \"{label}\".")
    LABELS = {"first_last": "first name first", "last_first": "last name first"}

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        value = rng.choice(list(self.LABELS))
        return {"value": value, "label": self.LABELS[value]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.contacts.name_format": p["value"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.contacts.name_format": next(v for v in self.LABELS if v != p["value"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_settings()
        yield from ui.tap(obs, role="radio", trigger="settings.format", value=p["value"])
