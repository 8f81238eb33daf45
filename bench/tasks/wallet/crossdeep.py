"""Cross-app Wallet templates that are hard by construction (``hardness``, L4): a flatmate asks by text
for their share of the household bills over some months, split two ways at once (power and water among
everyone, the broadband among fewer), while the phone bill sits among the same Utilities but is mine
alone; the share is added up from a dozen Wallet bills and texted back."""

from __future__ import annotations

import re
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.wallet.common import FULL_MONTHS, bills, hide_keyboard, region, search_bills
from mgym.apps.wallet import model

#: the household's bills per region: power, water, broadband, and the phone bill (mine alone)
ROLES = {"en": ("City Power & Light", "Bay Water Co.", "SwiftNet Broadband", "Comet Mobile"),
         "zh-CN": ("市供电公司", "市自来水公司", "星网宽带", "模拟移动")}
ASK = ("Hey! Could you work out what I owe you for the household bills you paid from {a} through {b}? Power and "
       "water we split {n} ways, but the broadband only {m} ways since {who} doesn't use it. Just text me the amount.")
ASK_ZH = ("嗨！你{a}到{b}替大家付的家里那些账单，帮我算算我该给你多少？电费和水费我们{n}个人平摊，宽带只有{m}个人分，"
          "因为{who}不用。算好了把金额发短信给我就行。")
NOT_PHONE = "Your phone bill is yours of course, leave that out 😄"
NOT_PHONE_ZH = "你的手机话费当然是你自己的，别算进去哈😄"
OTHERS = ("Sam", "Priya", "Lukas", "Mei")
OTHERS_ZH = ("小林", "阿杰", "小雨", "老周")


def _month(b: dict[str, Any]) -> str:
    return str(model.dt(b["time"]).date())[:7]


def _share(state: dict[str, Any], months: list[str], n: int, m: int) -> tuple[float, list[dict[str, Any]]]:
    """The flatmate's share, and the bills it is made of."""
    power, water, net, _ = ROLES[region(state)]
    rows = [b for b in bills(state) if b["party"] in (power, water, net) and b["dir"] == "out" and _month(b) in months]
    split = sum(b["amount"] for b in rows if b["party"] != net) / n + sum(b["amount"] for b in rows
                                                                            if b["party"] == net) / m
    return split, rows


def says_share(body: str, exact: float) -> bool:
    """The text states ``exact``, and beside it no other amount in cents unless those are its breakdown
    (parts that add up to it: "263.70 for power and water + 165.00 for the internet"), never a second
    candidate ("428.70 or 401.20")."""
    amounts = [float(x.replace(",", "")) for x in re.findall(r"\d[\d,]*(?:\.\d+)?", body)]
    others = [float(x.replace(",", "")) for x in re.findall(r"\d[\d,]*\.\d+", body)
              if abs(float(x.replace(",", "")) - exact) >= 0.006]
    return any(abs(a - exact) < 0.006 for a in amounts) and (
        not others or abs(sum(others) - exact) < 0.006 * len(others) + 0.005)


class FlatmateBillsShare(TaskTemplate):
    id = "wallet.FlatmateBillsShare"
    apps = ("wallet", "messages")
    objective = "hybrid"  # what it sends is found on the phone
    hardness = ("aggregate", "arithmetic", "trap", "steps")
    tags = ("finance", "reasoning", "social", "extract")
    budget = 60
    goal_params = ("thread_id", "share")
    instructions = ("My flatmate {name} texted me asking what they owe for the household bills. Work it out from "
                    "their texts and the bills I paid in Wallet, and text {name} back the amount.",
                    "Read {name}'s messages about splitting our household bills, add up the bills in my Wallet the "
                    "way they describe, and reply to {name} in Messages with what they owe me.",
                    "{name} wants to know their share of the bills I paid for the flat. Their texts say which months "
                    "and how to split; the bills are in Wallet. Send them the amount by text message.")
    instructions_zh = ("室友{name}发短信问我家里的账单他该出多少。根据对方的短信和我在钱包里付的账单算出来，再把金额用短信回复给{name}。",
                       "看看{name}发来的关于平摊家里账单的短信，按对方说的方法把我钱包里的账单加起来，"
                       "然后在信息里回复{name}对方该给我多少钱。",
                       "{name}想知道我替合租房付的账单里他那份是多少。哪几个月、怎么分，短信里都说了；账单在钱包里。"
                       "把金额发短信告诉对方。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import START_MS, named_threads, next_message_id

        zh = region(state) == "zh-CN"
        seen: dict[str, int] = {}
        for c in state["os"]["providers"]["contacts"]:
            seen[c["name"]] = seen.get(c["name"], 0) + 1
        t, c = rng.choice([(t, c) for t, c in named_threads(state) if seen[c["name"]] == 1 and c.get("last_name")])
        k = rng.choice((4, 5))
        start = rng.randrange(0, len(FULL_MONTHS) - k + 1)
        months = list(FULL_MONTHS[start:start + k])
        n = rng.choice((3, 4))
        m = n - 1
        share, rows = _share(state, months, n, m)
        loc = "zh-CN" if zh else "en"
        body = (ASK_ZH if zh else ASK).format(a=model.month_label(months[0], loc), b=model.month_label(months[-1], loc),
                                               n=n, m=m, who=rng.choice(OTHERS_ZH if zh else OTHERS))
        mid = next_message_id(state)
        msgs = [{"id": mid, "body": body, "time": START_MS - 95 * 60_000, "incoming": True, "read": False},
                {"id": mid + 1, "body": NOT_PHONE_ZH if zh else NOT_PHONE, "time": START_MS - 94 * 60_000,
                 "incoming": True, "read": False}]
        power, water, net, _ = ROLES[region(state)]
        oldest = {p: min((b for b in rows if b["party"] == p), key=lambda b: b["time"])["id"]
                  for p in (power, water, net)}
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "months": months, "n": n, "m": m,
                "share": f"{share:.2f}", "exact": share, "oldest": oldest, "records": len(rows)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import sms_patch, threads

        t = next(t for t in threads(state) if t["id"] == p["thread_id"])
        return sms_patch({p["thread_id"]: {"messages": [*t["messages"], *p["msgs"]]}})

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the flatmate": sum(c["name"] == p["name"] for c in init["os"]["providers"]["contacts"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messages.common import sent_in_thread

        sent = sent_in_thread(init, final, p["thread_id"])
        body = str(sent[0].get("body", "")) if len(sent) == 1 else ""
        ok = says_share(body, float(p["exact"]))
        return [Check("one text to them", len(sent) == 1, 1, len(sent)),
                Check("their share of the bills", ok, p["share"], body)]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import send

        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # the months and the split
        for party, bid in p["oldest"].items():  # each shared bill's months, back to the first one
            obs = yield from search_bills(party)
            obs = yield from hide_keyboard(obs)
            obs = yield from ui.scroll_to(obs, trigger="bill.open", bill_id=bid)
            obs = yield from ui.back()
        obs = yield from ui.open_app("Messages")
        if not obs.find(trigger="compose.send"):
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from send(obs, p["share"])
