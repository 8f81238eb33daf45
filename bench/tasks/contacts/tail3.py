"""Hard-by-construction Contacts templates (declared hardness factors, L4), third wave.

``CarpoolColleagues``: every colleague at the company with the most people in Contacts who lives in one town
is starred. Addresses are only on the contact cards (Contacts' search reads names, companies and emails, and
the list shows names only), so each of the dozen colleagues' cards is opened. One colleague lives on a street
named after the town in another town, one card has no address, and a contact at a near-duplicate company
(the company's foundation) lives in the town: a search for the company lists that contact too."""

from __future__ import annotations

from collections import Counter
from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Solution
from bench.tasks.contacts.common import APP, row_path, rows
from bench.tasks.meeting.common import contacts as people
from mgym.apps.contacts import model

TOWNS = ("Oakland", "Berkeley", "San Jose", "Fremont", "Palo Alto", "Alameda", "San Mateo", "Sunnyvale")
STREETS = ("Maple Ave", "Birch St", "Harbor Blvd", "Willow Way", "Elm Ct", "Sycamore Rd", "Juniper Ln", "Quarry Rd",
           "Chestnut St", "Bayview Dr", "Hill St", "Pine Rd")
#: city -> its districts (zh-CN)
CITIES = {"北京": ("海淀区", "朝阳区", "西城区"), "上海": ("徐汇区", "浦东新区", "静安区"), "广州": ("越秀区", "天河区"),
          "深圳": ("福田区", "南山区"), "杭州": ("滨江区", "西湖区"), "成都": ("锦江区", "武侯区"), "南京": ("鼓楼区", "玄武区")}
ROADS = ("文化路", "光明街", "学府路", "青年路", "幸福大街", "春晖路", "银杏路", "东湖路", "建设路", "中山路")
TEAM = 11


def _home(rng: Random, zh: bool, town: str, street: str | None = None) -> str:
    n = rng.randint(3, 980)
    if zh:
        return f"{town}市{rng.choice(CITIES[town])}{street or rng.choice(ROADS)}{n}号"
    return f"{n} {street or rng.choice(STREETS)}, {town}"


class CarpoolColleagues(CriteriaTask):
    id = "contacts.CarpoolColleagues"
    apps = ("contacts",)
    objective = "hybrid"
    hardness = ("steps", "aggregate", "explore", "trap")
    tags = ("explore", "reasoning", "edit")
    budget = 60
    goal_params = ("riders",)
    instructions = ("I'm starting a carpool: star every one of my {company} colleagues in Contacts whose home "
                    "address is in {town}.",
                    "Which of the {company} people in my Contacts live in {town}? Add each of them to my "
                    "favourites, and don't star anyone else.",
                    "Go through my contacts who work at {company} and check their addresses: everyone who lives in "
                    "{town} should end up starred as a favourite.")
    instructions_zh = ("我想组织拼车：把通讯录里住址在{town}的{company}同事都加星标。",
                       "我通讯录里{company}的人中，哪些住在{town}？把他们每个人都加到收藏（星标），别的人不要加。",
                       "把通讯录里在{company}工作的联系人挨个看一下地址：家住{town}的都设成星标联系人。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        company = Counter(c["company"] for c in rows(state) if c["company"]).most_common(1)[0][0]
        team = [c for c in rows(state) if c["company"] == company]
        names = [c["name"] for c in rows(state)]
        spare = [c for c in people(state) if c["company"] != company and names.count(c["name"]) == 1]
        extra = rng.sample(spare, max(0, TEAM - len(team)) + rng.randint(0, 1) + 1)
        outsider, joiners = extra[0], extra[1:]
        team = [*team, *joiners]
        towns = list(CITIES) if zh else list(TOWNS)
        town = rng.choice(towns)
        elsewhere = [t for t in towns if t != town]
        k = rng.randint(2, 4)
        order = rng.sample(team, len(team))
        riders, trap, blank, rest = order[:k], order[k], order[k + 1], order[k + 2:]
        road = f"{town}路" if zh else rng.choice((f"{town} Ave", f"{town} Way"))
        addr = {c["id"]: _home(rng, zh, town) for c in riders}
        addr[trap["id"]] = _home(rng, zh, rng.choice(elsewhere), road)
        addr[blank["id"]] = ""
        addr.update({c["id"]: _home(rng, zh, rng.choice(elsewhere)) for c in rest})
        addr[outsider["id"]] = _home(rng, zh, town)
        return {"company": company, "town": town, "riders": sorted(c["id"] for c in riders),
                "names": {str(c["id"]): c["name"] for c in team}, "addr": {str(i): a for i, a in addr.items()},
                "joiners": [c["id"] for c in joiners], "outsider": outsider["id"],
                "foundation": f"{company}基金会" if zh else f"{company} Foundation"}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {row_path(cid, "starred"): True for cid in p["riders"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        patch: dict[str, Any] = {f"contacts[id={i}]": {"address": a, "starred": False} for i, a in p["addr"].items()}
        for cid in p["joiners"]:
            patch[f"contacts[id={cid}]"]["company"] = p["company"]
        patch[f"contacts[id={p['outsider']}]"] = {"address": p["addr"][str(p["outsider"])],
                                                  "company": p["foundation"], "starred": False}
        return {"os": {"providers": patch}}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app(APP)
        team = sorted(((int(i), n) for i, n in p["names"].items()),
                      key=lambda t: model.sort_key({"id": t[0], "name": t[1]}, "first_name"))
        for cid, _name in team:  # down the A-Z list: every colleague's card, for the address
            obs = yield from ui.tap(obs, trigger="contact.open", contact_id=cid)
            if cid in p["riders"]:
                obs = yield from ui.tap(obs, trigger="contact.star")
            obs = yield from ui.back()
