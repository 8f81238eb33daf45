"""Hard-by-construction Contacts templates (declared hardness factors, L4): whose birthday at a company
comes next, read from a dozen contact cards, with a near-duplicate company and birthdays just passed."""

from __future__ import annotations

from datetime import date, timedelta
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.contacts.common import launch_and_open, region, rows, unique

TODAY = date(2026, 3, 14)
#: (the company asked about, a near-duplicate one), per region
PAIRS = {"en": (("Blue Lagoon Bank", "Blue Lagoon Bakery"), ("Redwood Labs", "Redwood Lawns"),
                ("Orbital Media", "Orbital Medical"), ("Vertex Legal", "Vertex Leisure"),
                ("Harbor Dental", "Harbor Rental")),
         "zh-CN": (("蓝港银行", "蓝港面包房"), ("锦程科技", "锦程旅游"), ("嘉禾律师事务所", "嘉禾会计师事务所"),
                   ("天成建设", "天成家政"), ("远航传媒", "远航医疗"))}


def days_until(birthday: str) -> int:
    """Days from TODAY to the next birthday (0: today)."""
    b = date.fromisoformat(birthday)
    nxt = date(TODAY.year, b.month, b.day)
    if nxt < TODAY:
        nxt = date(TODAY.year + 1, b.month, b.day)
    return (nxt - TODAY).days


def _birthday(rng: Random, ahead: int) -> str:
    d = TODAY + timedelta(days=ahead)
    return date(rng.randint(1960, 2002), d.month, d.day).isoformat()


class NextBirthdayAtCompany(AnswerTask):
    id = "contacts.NextBirthdayAtCompany"
    apps = ("contacts", "answersheet")
    composition = "deep_dive"
    hardness = ("aggregate", "temporal", "trap")
    tags = ("explore", "reasoning", "extract")
    budget = 45
    instructions = ("Of my contacts who work at {company}, whose birthday comes next (counting from today), and in how "
                    "many days is it? Answer on the AnswerSheet.",
                    "Look through Contacts for the people at {company}: who has the next upcoming birthday, and how "
                    "many days from today is that? Put both in the AnswerSheet.",
                    "Whose birthday is coming up first among the {company} people in my Contacts, counting from "
                    "today? Tell me their name and how many days away it is.")
    instructions_zh = ("通讯录里在{company}工作的联系人中，从今天算起谁的生日最先到？还有几天？请在答题卡上作答。",
                       "在通讯录里看看{company}的同事们：谁的生日是接下来最早的一个，距今天还有几天？把两项都填到答题卡。",
                       "帮我查一下：通讯录中{company}的人里，从今天起算，下一个过生日的是谁？离生日还有多少天？")
    answer_fields = (AnswerField("name", "Name", hint="The contact's name as Contacts shows it", label_zh="姓名",
                                 hint_zh="与通讯录中显示的一致"),
                     AnswerField("days", "Days from today", "number", "number", hint="A whole number of days",
                                 label_zh="距今天数", hint_zh="一个整数（天）"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        taken = {c["company"] for c in rows(state)}
        pairs = [pr for pr in PAIRS[region(state)] if pr[0] not in taken and pr[1] not in taken]
        company, decoy = rng.choice(pairs)
        people = [c for c in unique(state) if c["id"] > 4 and c["first_name"]]
        chosen = rng.sample(people, 13)
        staff, others = chosen[:11], chosen[11:]
        # the one whose birthday comes next, 10-200 days ahead; the rest later, one of them a few days ago
        first = rng.randint(10, 200)
        ahead = [first, 365 - rng.randint(1, 9), *rng.sample(range(first + 1, 364), len(staff) - 2)]
        rng.shuffle(ahead)
        patch = {c["id"]: {"company": company, "birthday": _birthday(rng, a)} for c, a in zip(staff, ahead, strict=True)}
        # the near-duplicate company: a birthday sooner than all of them
        for c, a in zip(others, (rng.randint(1, first - 1), rng.randint(first + 1, 364)), strict=True):
            patch[c["id"]] = {"company": decoy, "birthday": _birthday(rng, a)}
        winner = staff[ahead.index(first)]
        return {"company": company, "decoy": decoy, "patch": {str(k): v for k, v in patch.items()},
                "name": winner["name"], "days": first}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"os": {"providers": {f"contacts[id={k}]": v for k, v in p["patch"].items()}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        staff = [c for c in rows(init) if c["company"] == p["company"] and c["birthday"]]
        best = min(staff, key=lambda c: days_until(c["birthday"]))
        return {"name": best["name"], "days": days_until(best["birthday"])}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the company": len({c["company"] for c in rows(init) if c["company"] == p["company"]})}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch_and_open(p["name"])
        yield from ui.fill_answers(obs, {"name": p["name"], "days": p["days"]})
