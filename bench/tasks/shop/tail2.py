"""Hard-by-construction Shop templates across apps, second wave (declared hardness factors; L3 or L4 by them).

``ReturnGiftIfInTime``: a friend texts that the item I ordered for them (one colour of a listing) does not
fit and asks me to send it back if that is still possible. I ordered the same listing in another colour
too, which is still returnable; the friend's one is returnable only if the seller's returns period,
counted from the delivery day (the order page), has not run out (the item page gives the period). On
half the instances it has: then returning anything is a side effect, and the only work is the text back
with the order number. Where it has not, counting from the order day would say it had.

``NoteListUnderLimit``: a Notes checklist of Shop listings (one colour of each, quantities on the lines,
one line already ticked) is bought in one order; if the total with shipping per unit is over a limit, the
line costing most is left out. When it is over, the total without shipping is under the limit, and the
line costing most is not the dearest item; when it is under, counting the ticked line would take it over."""

from __future__ import annotations

from datetime import timedelta
from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messages.common import (
    START_MS,
    named_threads,
    next_message_id,
    send,
    sent_in_thread,
    with_messages,
)
from bench.tasks.namesakes import RELATIONS
from bench.tasks.shop.common import S, launch, open_order, region, seed_order, shop, with_orders
from bench.tasks.shop.hard import colour_pairs
from mgym.apps.shop import tracking
from mgym.apps.shop.views_account import REASON_LABELS

MINUTE_MS = 60_000
REASON = "changed_mind"


class ReturnGiftIfInTime(TaskTemplate):
    id = "shop.ReturnGiftIfInTime"
    apps = ("shop", "messages")
    objective = "hybrid"
    # a 12-step oracle, not played from screenshots yet: held at L3 until a playtest shows it needs 20+ steps
    hardness = ("trap", "branch")
    tags = ("finance", "reasoning", "social", "handoff")
    budget = 45
    goal_params = ("thread_id", "oid", "ret")
    instructions = ("{name} texted me about something I ordered for them in Shop. If the seller's returns period "
                    "(counted from the day it was delivered) hasn't run out yet, return that order with the reason "
                    '"{reason}"; if it has, don\'t return anything. Either way, text {name} back with the order '
                    "number and what you did.",
                    "Read {name}'s texts about the Shop item I bought for them. Send it back (reason \"{reason}\") "
                    "only if it's still within the seller's returns period, which runs from the delivery day; "
                    "otherwise leave the order alone. Then reply to {name} by text, giving the order number.",
                    "{name} wants me to return the Shop item I got them, if it isn't too late. Check the seller's "
                    "returns period against the delivery date: still inside it, return the order with reason "
                    '"{reason}"; past it, return nothing. In both cases text {name} the order number and whether '
                    "it went back.")
    instructions_zh = ("{name}发短信说了我在优选商城帮对方买的东西。如果卖家的退货期限（从送达那天算起）还没过，就以“{reason}”"
                       "为原因把那个订单退货；如果已经过了，就什么都别退。不管怎样，都用短信回复{name}，告诉对方订单号和处理结果。",
                       "看看{name}发来的关于我在优选商城给对方买的那件东西的短信。只有还在卖家的退货期限内（从送达日算起）才退货，"
                       "原因选“{reason}”；否则别动这个订单。然后短信回复{name}，写上订单号。",
                       "{name}想让我把在优选商城给对方买的东西退掉，前提是还来得及。用送达日期对照卖家的退货期限：还在期限内，就以"
                       "“{reason}”为原因退货；已经过了，就什么都不退。两种情况都要短信告诉{name}订单号以及退没退。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = region(state) == "zh-CN"
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        threads = [(t, c) for t, c in named_threads(state) if c["name"] not in RELATIONS and names.count(c["name"]) == 1]
        taken = {ln["product"] for o in shop(state)["orders"] for ln in o["lines"]}
        pairs = [(a, b) for a, b in colour_pairs(state) if a.returns and b.returns and a.id not in taken
                 and b.id not in taken]
        meant, other = rng.choice(pairs)
        if rng.random() < 0.5:
            meant, other = other, meant
        ret = rng.random() < 0.5
        r, d = meant.returns, meant.days
        if ret:  # inside the period from delivery; past it from the order day where the delivery is slow enough
            lo = r + 2 if d >= 4 else d + 1
            age = rng.randint(lo, r + d - 2)
        else:
            age = rng.randint(r + d + 2, r + d + 9)
        other_age = rng.randint(other.days + 1, other.days + other.returns - 2)  # still returnable
        base = meant.title[: -len(meant.color)].rstrip(" ,，")
        ids = rng.sample(range(20000, 29999), 2)
        mine = seed_order(state, f"OR{ids[0]}", meant, 1, age)
        theirs = seed_order(state, f"OR{ids[1]}", other, 1, other_age)
        t, c = rng.choice(threads)
        colour = meant.color if zh else meant.color.lower()
        if zh:
            bodies = (f"你帮我买的{base}收到啦，谢谢！", f"不过{colour}那个我穿/用着不太合适😅 如果还能退的话，能帮我退掉吗？"
                      "要是已经过了退货期就算了，跟我说一声就行。")
        else:
            bodies = (f"The {base} you ordered for me arrived, thank you!",
                      f"But the {colour} one doesn't really work for me 😅 Could you send it back if you still can? "
                      "If it's too late to return it, no worries, just let me know.")
        mid = next_message_id(state)
        times = (START_MS - rng.randint(100, 200) * MINUTE_MS, START_MS - rng.randint(20, 90) * MINUTE_MS)
        msgs = [{"id": mid + i, "body": body, "time": when, "incoming": True, "read": False}
                for i, (body, when) in enumerate(zip(bodies, times, strict=True))]
        end = tracking.day_of(tracking.delivered_at(region(state), mine)) + timedelta(days=r)
        return {"name": c["name"], "thread_id": t["id"], "msgs": msgs, "order": mine, "decoy": theirs,
                "oid": mine["id"], "decoy_oid": theirs["id"], "pid": meant.id, "ret": ret, "age": age,
                "last_day": end.isoformat(), "reason": REASON_LABELS[REASON]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**params, "reason": self.tr(params["reason"], locale)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        orders = sorted([p["order"], p["decoy"]], key=lambda o: o["time"])
        return {**with_orders(state, *orders), "os": {"providers": {f"sms[id={p['thread_id']}]": {
            "messages": with_messages(state, p["thread_id"], p["msgs"])}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for c in init["os"]["providers"]["contacts"] if c["name"] == p["name"]),
                "their order": sum(1 for o in shop(init)["orders"] for ln in o["lines"] if ln["product"] == p["pid"])}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        sent = sent_in_thread(init, final, p["thread_id"])
        body = str(sent[0].get("body", "")) if len(sent) == 1 else ""
        out = [check("one text back to them", 1, len(sent)),
               Check("it gives the order number", p["oid"].casefold() in body.casefold(), p["oid"], body)]
        if p["ret"]:
            o: dict[str, Any] = next((o for o in shop(final)["orders"] if o["id"] == p["oid"]), {})
            out += [check("their order returned", "returned", o.get("status")),
                    check("the reason", REASON, o.get("return_reason"))]
        return out

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        o = f"{S}.orders[id={p['oid']}]"
        ret = [f"{o}.status", f"{o}.return_reason", f"{o}.refund", f"{o}.returned_at",
               "apps.wallet.new_bills[+1 dir=in]", "apps.wallet.balance"]
        return [*send_changes(p["thread_id"]), *(ret if p["ret"] else [])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # which colour
        obs = yield from launch()
        obs = yield from open_order(obs, p["oid"])  # the delivery day
        obs = yield from ui.tap(obs, trigger="item.open", id=p["pid"])  # the returns period
        obs = yield from ui.back()
        if p["ret"]:
            obs = yield from ui.tap(obs, trigger="order.return")
            obs = yield from ui.tap(obs, trigger="return.reason", reason=REASON)
            obs = yield from ui.tap(obs, trigger="return.submit")
        obs = yield from ui.open_app("Messages")
        if not obs.find(trigger="compose.send"):
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        if any("\u4e00" <= ch <= "\u9fff" for ch in p["msgs"][0]["body"]):
            text = f"订单{p['oid']}已经帮你退了。" if p["ret"] else f"订单{p['oid']}已经过了退货期，退不了了，抱歉！"
        else:
            text = (f"Done, I returned order {p['oid']}." if p["ret"] else
                    f"Sorry, order {p['oid']} is past the seller's returns period, so I couldn't return it.")
        yield from send(obs, text)



# ---- a checklist in Notes bought in one order, cut down to a limit --------------------------------------
NOTE_TITLES = ("Party shopping", "Weekend BBQ", "Things to order", "Housewarming list")
NOTE_TITLES_ZH = ("派对采购", "周末烧烤", "要下单的东西", "乔迁清单")


def _line(title: str, qty: int, zh: bool) -> str:
    return f"{title} ×{qty}" if zh else f"{qty} × {title}"


class NoteListUnderLimit(TaskTemplate):
    id = "shop.NoteListUnderLimit"
    secrets = ("wallet_password",)
    apps = ("shop", "notes", "wallet")
    objective = "hybrid"
    hardness = ("arithmetic", "branch", "trap", "apps3")
    tags = ("finance", "reasoning", "handoff")
    subsets = ("payment",)
    budget = 60
    goal_params = ("lines",)
    instructions = ('Buy what\'s still unticked on my "{note}" checklist in Notes, in the quantities written there, as '
                    "one Shop order paid from the Wallet balance. If it all comes to more than {limit} with shipping, "
                    "leave out the line that costs the most and order the rest.",
                    'Order the unchecked items of my Notes checklist "{note}" from Shop in a single order (pay with '
                    "Wallet), each in the quantity on its line. Should the total including shipping be over {limit}, "
                    "drop whichever line costs most and buy the others.",
                    'Go through the "{note}" checklist in my Notes: everything not yet ticked off goes into one Shop '
                    "order, with the quantities given, paid from my Wallet balance. But if that order would cost more "
                    "than {limit} including shipping, skip the single most expensive line.")
    instructions_zh = ("把我笔记里“{note}”清单上还没勾选的东西，按上面写的数量在优选商城下成一个订单，用钱包余额支付。如果含运费"
                       "总共超过{limit}，就去掉花费最多的那一行，其余的照买。",
                       "在优选商城把我笔记清单“{note}”里没打勾的商品一次下单（用钱包付款），每样按那一行写的数量买。"
                       "如果含运费的总价超过{limit}，就把花钱最多的那一行去掉，买其他的。",
                       "看一下我笔记里的“{note}”清单：还没勾掉的都放进同一个优选商城订单，数量照写的来，用钱包余额付款。"
                       "但如果这一单含运费超过{limit}，就跳过最贵的那一行。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.shop.common import BUDGET
        from bench.tasks.shop.hard import _money, _pool

        zh = region(state) == "zh-CN"
        pairs = colour_pairs(state)
        cap = BUDGET[region(state)]
        over = rng.random() < 0.5
        for _ in range(20000):
            picks = rng.sample(pairs, 3)
            prods = [a if rng.random() < 0.5 else b for a, b in picks]
            if len({p.title[: -len(p.color)] for p in prods}) < 3 or min(p.stock for p in prods) < 1:
                continue
            qtys = [rng.choice([q for q in (1, 1, 2, 3) if q <= p.stock]) for p in prods]  # no more than in stock
            cost = [round(p.total * q, 2) for p, q in zip(prods, qtys, strict=True)]
            total = round(sum(cost), 2)
            if total > cap:
                continue
            top = max(range(3), key=lambda i: cost[i])
            if sorted(cost)[-2] > cost[top] - 2:
                continue
            sticker = round(sum(p.price * q for p, q in zip(prods, qtys, strict=True)), 2)
            if over:
                # more than the limit only once shipping is counted; the dearest line is not the dearest item
                lo, hi = max(sticker, total - cost[top]) + 1, total - 1
                if lo >= hi or max(range(3), key=lambda i: prods[i].price) == top:
                    continue
                limit = rng.randint(int(lo) + 1, int(hi)) if int(hi) > int(lo) + 1 else None
                if limit is None:
                    continue
            else:
                limit = int(total) + rng.randint(2, max(3, int(total * 0.1)))
            # the ticked line: already bought, and dear enough that counting it changes the decision
            done = [p for p in _pool(state) if p.id not in {x.id for x in prods} and p.total < cap / 3
                    and (over or total + p.total > limit)]
            if not done:
                continue
            bought = rng.choice(done)
            break
        else:
            raise ValueError("no shopping list to build this task on")
        keep = [i for i in range(3) if not (over and i == top)]
        items = [{"text": _line(p.title, q, zh), "checked": False} for p, q in zip(prods, qtys, strict=True)]
        items.insert(rng.randrange(4), {"text": _line(bought.title, 1, zh), "checked": True})
        from bench.tasks.notes.common import notes as all_notes

        nid = max((n["id"] for n in all_notes(state)), default=0) + 1
        title = rng.choice(NOTE_TITLES_ZH if zh else NOTE_TITLES)
        note = {"id": nid, "title": title, "body": "", "checklist": True, "items": items, "folder": 1,
                "pinned": False, "private": False, "edited": START_MS - 86_400_000, "deleted_at": None}
        return {"note": title, "note_id": nid, "note_row": note, "limit_n": limit, "limit": _money(state, limit),
                "over": over, "ids": [p.id for p in prods], "titles": [p.title for p in prods], "qtys": qtys, "top": top, "done": bought.id,
                "lines": sorted([prods[i].id, qtys[i]] for i in keep)}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return dict(params)

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.notes.common import notes as all_notes

        return {"apps": {"shop": {"cart": []}, "notes": {"notes": [*all_notes(state), p["note_row"]]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        from bench.tasks.notes.common import notes as all_notes
        from bench.tasks.shop.common import W

        w = W(init)
        out = {"the checklist": sum(1 for n in all_notes(init) if n["title"] == p["note"] and not n["deleted_at"])}
        for i, pid in enumerate(p["ids"]):
            prod = w.product(pid)
            assert prod is not None
            out[f"line {i + 1}'s listing"] = sum(1 for x in w.products if x.title == prod.title)
        return out

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.shop.common import order_checks

        return order_checks(init, final, [(pid, q) for pid, q in p["lines"]])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.shop.common import order_changes

        return order_changes()

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import open_note, to_notes
        from bench.tasks.shop.common import pay_in_wallet, search, set_qty

        obs = yield from to_notes(obs)
        obs = yield from open_note(obs, p["note_id"])  # the lines, the ticked one, the quantities
        obs = yield from launch()
        want = dict((pid, q) for pid, q in p["lines"])
        for pid, q, title in zip(p["ids"], p["qtys"], p["titles"], strict=True):  # each line's cost; kept ones to the cart
            while not obs.find(trigger="home.search"):
                obs = yield from ui.back()
            obs = yield from search(obs, title)
            obs = yield from ui.tap(obs, trigger="item.open", id=pid)
            if pid in want:
                obs = yield from set_qty(obs, q)
                obs = yield from ui.tap(obs, trigger="item.cart")
        obs = yield from ui.tap(obs, trigger="tab.cart")
        obs = yield from ui.tap(obs, trigger="cart.checkout")
        yield from pay_in_wallet(obs)
