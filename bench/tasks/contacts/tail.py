"""Hard-by-construction Contacts templates across apps (declared hardness factors, L4).

``NewAddressesFromTexts``: friends texted their new home addresses over the past week, each text followed
by later small talk (the inbox previews never show an address, so every recent conversation has to be
read); one friend corrects a typo in the house number in a follow-up, and one announces a move that then
falls through. Each real mover's contact card gets the final address; the others stay as they are."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.contacts.common import APP as CONTACTS
from bench.tasks.contacts.common import edit_fields, open_contact
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, norm
from bench.tasks.namesakes import RELATIONS

HOUR_MS = 3_600_000
STREETS = ("Maple Ave", "Birch St", "Harbor Blvd", "Willow Way", "Elm Ct", "Sycamore Rd", "Juniper Ln", "Quarry Rd",
           "Chestnut St", "Bayview Dr")
TOWNS = ("Oakland", "Berkeley", "San Jose", "Fremont", "Palo Alto", "Alameda", "San Mateo")
DISTRICTS = ("北京市海淀区", "上海市徐汇区", "广州市越秀区", "深圳市福田区", "杭州市滨江区", "成都市锦江区", "南京市鼓楼区")
ROADS = ("文化路", "光明街", "学府路", "青年路", "幸福大街", "春晖路", "银杏路", "东湖路")
SMALL_TALK = ("Did you see the game last night?", "Also, thanks again for the book!", "Let's catch up soon 🙂",
              "Haha yes, exactly", "How's work going?", "Talk later!")
SMALL_TALK_ZH = ("昨晚的比赛你看了吗？", "对了，上次那本书谢谢啦！", "改天一起吃饭呀🙂", "哈哈，对", "最近工作忙吗？", "回头聊！")


def _address(rng: Random, zh: bool, num: int) -> str:
    return f"{rng.choice(DISTRICTS)}{rng.choice(ROADS)}{num}号" if zh else \
        f"{num} {rng.choice(STREETS)}, {rng.choice(TOWNS)}"


def _number(rng: Random) -> tuple[int, int]:
    """A house number and the one with its last two digits swapped (a typo), both of three digits."""
    while True:
        n = rng.randint(102, 987)
        digits = str(n)
        if digits[1] != digits[2] and digits[2] != "0":
            return n, int(digits[0] + digits[2] + digits[1])


class NewAddressesFromTexts(TaskTemplate):
    id = "contacts.NewAddressesFromTexts"
    apps = ("contacts", "messages")
    objective = "hybrid"
    hardness = ("aggregate", "trap", "steps")
    tags = ("extract", "edit", "social")
    budget = 60
    goal_params = ("movers",)
    instructions = ("A few friends texted me their new home addresses over the past week. Put each new address in "
                    "that friend's card in Contacts.",
                    "Go through this past week's text messages: everyone who has moved house told me their new "
                    "address. Update the address on each of their contact cards.",
                    "Some people sent me their new addresses by SMS in the last 7 days. Find them in Messages and "
                    "save each person's new home address in Contacts.")
    instructions_zh = ("过去7天里有几位朋友发短信告诉了我他们的新住址。把每个新地址填到对应朋友的通讯录名片里。",
                       "翻一下最近7天的短信：搬了家的人都把新地址发给我了。把他们每个人名片上的地址更新一下。",
                       "最近7天里有人用短信把新住址发给了我。在信息里找出来，把每个人的新家地址存进通讯录。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        people = [(t, c) for t, c in named_threads(state) if c["name"] not in RELATIONS and names.count(c["name"]) == 1]
        (ta, ca), (tb, cb), (tc, cc), (td, cd) = rng.sample(people, 4)
        nums = rng.sample(range(102, 988), 3)
        typo, fixed = _number(rng)
        addr = {"a": _address(rng, zh, nums[0]), "c": _address(rng, zh, nums[1]), "d": _address(rng, zh, nums[2])}
        base = _address(rng, zh, typo)
        wrong, right = base, base.replace(str(typo), str(fixed), 1)
        talk = list(SMALL_TALK_ZH if zh else SMALL_TALK)
        rng.shuffle(talk)
        days = rng.sample(range(1, 7), 4)  # days ago: the threads spread over the week's inbox
        if zh:
            texts = {"a": [f"我们搬家啦！新地址：{addr['a']}，有空来玩。", talk[0]],
                     "b": [f"跟你说一声，我搬家了，新家在{wrong}。", f"刚发现门牌号打错了，是{fixed}号不是{typo}号：{right}。",
                           talk[1]],
                     "c": [f"钥匙终于拿到了，以后寄东西请寄到{addr['c']}。", talk[2]],
                     "d": [f"我们月底可能要搬到{addr['d']}，等合同签了再跟你确认。", talk[3],
                           "更新一下：那套房子没谈成，我们暂时不搬了，地址不变。"]}
        else:
            texts = {"a": [f"We've moved! New place is {addr['a']}, come visit anytime.", talk[0]],
                     "b": [f"Heads up, I moved. My new address is {wrong}.",
                           f"Oops, typo in the house number: it's {fixed}, not {typo}. So {right}.", talk[1]],
                     "c": [f"Finally got the keys! Please send any post to {addr['c']} from now on.", talk[2]],
                     "d": [f"We might be moving to {addr['d']} at the end of the month, I'll confirm once the lease "
                           "is signed.", talk[3], "Update: the flat fell through, so we're staying put. Same address "
                           "as before."]}
        mid = next_message_id(state)
        msgs: dict[str, list[dict[str, Any]]] = {}
        for key, ago in zip("abcd", days, strict=True):
            start = START_MS - ago * 24 * HOUR_MS + rng.randint(9, 12) * HOUR_MS
            rows = []
            for i, body in enumerate(texts[key]):
                rows.append({"id": mid, "body": body, "time": start + i * rng.randint(2, 5) * HOUR_MS,
                             "incoming": True, "read": False, "files": []})
                mid += 1
            msgs[key] = rows
        return {"movers": [[ca["id"], ca["name"], addr["a"]], [cb["id"], cb["name"], right],
                           [cc["id"], cc["name"], addr["c"]]],
                "stayer": [cd["id"], cd["name"]], "typo": wrong,
                "threads": {k: t["id"] for k, t in zip("abcd", (ta, tb, tc, td), strict=True)}, "msgs": msgs}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        """The new texts in the four conversations; every older message read, so opening any
        conversation to look changes nothing of the phone but the new texts' read flags."""
        mine = {tid: p["msgs"][k] for k, tid in p["threads"].items()}
        sms: dict[str, Any] = {}
        for t in state["os"]["providers"]["sms"]:
            old = [{**m, "read": True} for m in t["messages"]]
            if t["id"] in mine or any(not m["read"] for m in t["messages"]):
                sms[f"sms[id={t['id']}]"] = {"messages": sorted([*old, *mine.get(t["id"], [])],
                                                                  key=lambda m: m["time"])}
        return {"os": {"providers": sms}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        rows = {c["id"]: c for c in final["os"]["providers"]["contacts"]}
        out = []
        for cid, who, addr in p["movers"]:
            got = rows.get(cid, {}).get("address")
            out.append(Check(f"{who}'s address", norm(got) == norm(addr), addr, got))
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*(f"os.providers.contacts[id={cid}].address" for cid, _, _ in p["movers"]),
                *(f"os.providers.sms[id={tid}].messages[*].read" for tid in p["threads"].values())]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        for tid in p["threads"].values():
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=tid)
            obs = yield from ui.back()
        obs = yield from ui.open_app(CONTACTS)
        for _, who, addr in p["movers"]:
            obs = yield from open_contact(obs, who)
            obs = yield from edit_fields(obs, {"Address": addr})
            obs = yield from ui.back()
