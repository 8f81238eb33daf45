"""Contacts tasks: questions answered on the AnswerSheet."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.contacts.common import APP, RECENT, launch_and_open, pick, row_of, rows
from mgym.apps.contacts import model


# ---- queries -----------------------------------------------------------------------------------
class PhoneLookup(AnswerTask):
    id = "contacts.PhoneLookup"
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("contacts", "answersheet")
    difficulty = "L1"
    tags = ("extract",)
    instructions = ("What is {name}'s phone number? Answer on the AnswerSheet.",
                    "Find the phone number saved for {name} in Contacts and report it in AnswerSheet.")
    instructions_zh = ("{name}的电话号码是多少？请在答题卡上作答。",
                       "在通讯录中找到{name}保存的电话号码，并填写到答题卡。")
    answer_fields = (AnswerField("phone", "Phone number", matcher="phone", hint="Phone number, e.g. +1 555-555-0100",
                                 label_zh="电话号码", hint_zh="电话号码，例如 +86 138 0013 8000"),)

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
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("contacts", "answersheet")
    difficulty = "L1"
    tags = ("extract",)
    instructions = ("Which company does {name} work for? Write it on the AnswerSheet.",
                    "Check {name}'s contact card and report their company in AnswerSheet.")
    instructions_zh = ("{name}在哪家公司工作？请写在答题卡上。",
                       "查看{name}的联系人名片，把其公司填写到答题卡。")
    answer_fields = (AnswerField("company", "Company", label_zh="公司"),)

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
    split = "train"  # an L1 skill: training material (task set 2.3.0)
    apps = ("contacts", "answersheet")
    difficulty = "L1"
    tags = ("extract", "reasoning")
    instructions = ("How many contacts are marked as favourites? Answer on the AnswerSheet.",
                    "Count your favourite (starred) contacts and enter the number in AnswerSheet.")
    instructions_zh = ("有多少个联系人被设为收藏？请在答题卡上作答。",
                       "数一数收藏（加星标）的联系人有几个，把数字填到答题卡。")
    answer_fields = (AnswerField("count", "Number of favourites", "number", "number", hint="A whole number",
                                 label_zh="收藏联系人数量", hint_zh="一个整数"),)

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
            if e.role == "text" and e.text == ui.tr(obs, "Favourites"):
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
    instructions_zh = ("你的联系人中有多少人在{company}工作？请在答题卡上作答。",
                       "查出通讯录里公司为{company}的联系人有几位，并报告这个数字。")
    answer_fields = (AnswerField("count", "Number of contacts", "number", "number", hint="A whole number",
                                 label_zh="联系人数量", hint_zh="一个整数"),)
    changes = (RECENT,)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rs = rows(state)
        companies = sorted({c["company"] for c in rs if c["company"]})
        # only companies whose search results are exactly their employees, so the list is honest
        fair = [co for co in companies
                if len(model.search(rs, co, "first_name")) == sum(c["company"] == co for c in rs)]
        company = rng.choice(fair)
        staff = sorted(c["id"] for c in rs if c["company"] == company)
        # vary the answer: move people into or out of the company until it has 1-6 of them
        want = rng.randint(1, 6)
        others = sorted(c["id"] for c in rs if c["company"] != company and company.lower() not in c["name"].lower())
        joiners = rng.sample(others, max(0, want - len(staff)))
        leavers = rng.sample(staff, max(0, len(staff) - want))
        return {"company": company, "joiners": joiners, "leavers": leavers}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        moved = {**{f"contacts[id={i}]": {"company": p["company"]} for i in p["joiners"]},
                 **{f"contacts[id={i}]": {"company": ""} for i in p["leavers"]}}
        return {"os": {"providers": moved}} if moved else {}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": sum(c["company"] == p["company"] for c in rows(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        obs = yield from ui.tap(obs, "Search contacts", trigger="search.open")
        obs = yield from ui.type_into(obs, "Search contacts", p["company"])
        found = next(got for e in obs.ui if e.role == "text" and (got := ui.parse(obs, "{n} found", e.text)))
        yield from ui.fill_answers(obs, {"count": found["n"]})


class BirthdayOwner(AnswerTask):
    id = "contacts.BirthdayOwner"
    apps = ("contacts", "answersheet")
    difficulty = "L3"
    tags = ("search", "explore", "extract")
    budget = 30
    instructions = ("One of your contacts with the last name {last} was born on {date}. Who is it? Write "
                    "the full name on the AnswerSheet.",
                    "Several people in Contacts are called {last}; find the one whose birthday is {date} and "
                    "report their name in AnswerSheet.",
                    "Which of my contacts with the last name {last} has their birthday on {date}? Give the "
                    "full name.")
    instructions_zh = ("你的联系人中有一位姓{last}的人生日是{date}。他/她是谁？请把全名写在答题卡上。",
                       "通讯录里有好几位姓{last}的联系人；找出生日是{date}的那一位，把其姓名填写到答题卡。",
                       "姓{last}的联系人里，哪一位的生日是{date}？请写出全名。")
    answer_fields = (AnswerField("name", "Contact name", hint="First and last name", label_zh="联系人姓名",
                                 hint_zh="姓名"),)
    changes = (RECENT,)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rs = rows(state)
        lasts = [c["last_name"] for c in rs]
        days = [c["birthday"] for c in rs]
        c = pick(rng, state, lambda c: bool(c["birthday"]) and days.count(c["birthday"]) == 1
                 and bool(c["last_name"]) and lasts.count(c["last_name"]) >= 2)
        return {"id": c["id"], "name": c["name"], "last": c["last_name"], "date": model.birthday_text(c["birthday"]),
                "birthday": c["birthday"]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**super().localize(params, locale), "date": model.birthday_text(params["birthday"], locale)}

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
        obs = yield from ui.scroll_to(obs, model.birthday_text(p["birthday"], obs.locale))
        yield from ui.fill_answers(obs, {"name": obs.find(p["name"], role="text", exact=True)[0].text})
