"""Shop decision flows across three apps: buy an item if the Wallet balance covers it or else note it
(Shop → Wallet → Notes), buy a friend's wish list in one order (Messenger → Shop → Wallet), return the
dearer of two orders and note the refund (Shop → Wallet → Notes), and share the cheapest watched item
with a Messenger friend."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messenger.common import share_to_chat
from bench.tasks.shop.buying import PAY, PAY_ZH, W_of
from bench.tasks.shop.common import (
    S,
    W,
    launch,
    open_order,
    open_titled,
    order_changes,
    order_checks,
    pay_in_wallet,
    pick_titled,
    seed_order,
    set_qty,
    shop,
    with_orders,
)
from bench.tasks.textmatch import has_link
from mgym.apps.shop.effects import LINK

NOTES = "apps.notes.notes"


def _amount(x: float) -> str:
    return f"{x:.2f}"


def _note_has(init: dict[str, Any], final: dict[str, Any], words: list[str], amount: float) -> list[Check]:
    """One new note naming ``words`` (each whole: not a part of a longer name) and writing ``amount``."""
    from bench.tasks.notes.common import new_notes, norm, note_text, numbers
    from bench.tasks.textmatch import mentions

    new = new_notes(init, final)
    text = note_text(new[0]) if len(new) == 1 else ""
    return [check("one new note", 1, len(new)),
            Check("it names it", bool(new) and all(mentions(norm(text), norm(w)) for w in words), words, text),
            Check(f"it writes the amount {amount:.2f}", any(abs(n - amount) < 0.005 for n in numbers(text)),
                  amount, text)]


class BuyIfAffordable(TaskTemplate):
    id = "shop.BuyIfAffordable"
    secrets = ("wallet_password",)
    apps = ("shop", "wallet", "notes")
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("finance", "reasoning", "handoff")
    budget = 60
    goal_params = ("afford",)
    instructions = ('Check whether my Wallet balance covers "{title}" in Shop (price plus shipping). If it does, buy '
                    "it (" + PAY + "); if not, write a note with its title and total instead.",
                    'I want "{title}" from Shop, but only if my Wallet balance can pay for it with shipping. If it '
                    "can, buy it and pay from the balance; otherwise save its name and total price "
                    "in a new note.",
                    'Please buy "{title}" in Shop if my Wallet balance covers its price plus shipping, paying from the balance. If it doesn\'t, make a new note with its title and total instead.')
    instructions_zh = ("看看我钱包余额够不够买优选商城的“{title}”（价格加运费）。够的话就买下（" + PAY_ZH + "）；不够就新建一条笔记，"
                       "写上它的名称和总价。",
                       "我想要优选商城的“{title}”，但前提是钱包余额够付（含运费）。够就买下来，用余额支付；不够的话把它的名称和"
                       "总价记到一条新笔记里。",
                       '如果钱包余额够付优选商城“{title}”的价格加运费，就用余额把它买下；不够的话，新建一条笔记写上它的名称和总价。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = pick_titled(rng, state, where=lambda p: p.total >= 20)
        afford = rng.random() < 0.5
        margin = rng.randint(3, 40) + rng.choice((0.0, 0.25, 0.5))
        balance = round(p.total + margin if afford else max(1.0, p.total - margin), 2)
        return {"id": p.id, "title": p.title, "total": round(p.total, 2), "afford": afford, "balance": balance}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"wallet": {"balance": p["balance"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        if p["afford"]:
            return order_checks(init, final, [(p["id"], 1)])
        return _note_has(init, final, [p["title"]], p["total"])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return order_changes() if p["afford"] else [f"{NOTES}[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import new_note, to_notes

        obs = yield from ui.open_app("wallet")
        obs = yield from launch()
        obs = yield from open_titled(obs, W_of(obs, p))
        if p["afford"]:
            obs = yield from ui.tap(obs, trigger="item.buy")
            yield from pay_in_wallet(obs)
            return
        obs = yield from to_notes(obs)
        yield from new_note(obs, p["title"], _amount(p["total"]))


WISH = 'My wish list: "{a}" and two of "{b}". Could you order them for me on Shop? I\'ll pay you back!'
WISH_ZH = "我的心愿单：“{a}”一件，“{b}”两件。能帮我在优选商城下单吗？钱我转你！"


class BuyWishList(TaskTemplate):
    id = "shop.BuyWishList"
    secrets = ("wallet_password",)
    apps = ("messenger", "shop", "wallet")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    composition = "transfer"
    difficulty = "L4"
    tags = ("finance", "extract", "social")
    budget = 60
    instructions = ("{name} sent me a wish list on Messenger. Put everything on it in my Shop cart in the quantities "
                    "asked and check out in one order (" + PAY + ").",
                    "Read {name}'s latest Messenger message and order what it lists from Shop, quantities included, as "
                    "a single cart checkout paid with Wallet.",
                    'Please order everything on the wish list {name} sent me in Messenger from Shop, in the quantities asked, by adding it all to the cart and checking out in one order paid from the Wallet balance.')
    instructions_zh = ("{name}在聊天里发来了心愿单。把上面的东西按数量加入优选商城购物车，一起结算成一个订单（" + PAY_ZH + "）。",
                       "看看{name}在聊天里发来的最新消息，在优选商城按数量买下里面列的商品，通过购物车一次结算，用钱包付款。",
                       '请把{name}在聊天里发给我的心愿单上的东西，按要求的数量都加入优选商城购物车，一次结算成一个订单，用钱包余额付款。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import direct_rows

        r = rng.choice([r for r in direct_rows(state) if r["contact"] and not r["blocked"]][:12])
        a = pick_titled(rng, state)
        b = pick_titled(rng, state, 2, where=lambda p: p.id != a.id and p.stock >= 2)
        zh = W(state).region == "zh-CN"
        return {"name": r["name"], "uid": r["peer"], "cid": r["id"], "a": a.id, "a_title": a.title, "b": b.id,
                "b_title": b.title, "text": (WISH_ZH if zh else WISH).format(a=a.title, b=b.title),
                "mid": f"mwish{rng.randint(100, 999)}"}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import START_MS, ov

        msg = {"id": p["mid"], "chat": p["cid"], "sender": p["uid"], "time": START_MS - 600_000, "kind": "text",
               "text": p["text"]}
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], msg], "chats": {p["cid"]: {}}},
                         "shop": {"cart": []}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return order_checks(init, final, [(p["a"], 1), (p["b"], 2)])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*order_changes(), f"apps.messenger.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messenger.common import launch as messenger
        from bench.tasks.messenger.common import open_direct

        obs = yield from messenger()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.home()
        obs = yield from launch()
        for key, qty in (("a", 1), ("b", 2)):
            obs = yield from open_titled(obs, W_of(obs, {"id": p[key], "title": p[f"{key}_title"]}))
            obs = yield from set_qty(obs, qty)
            obs = yield from ui.tap(obs, trigger="item.cart")
            obs = yield from ui.tap(obs, trigger="tab.cart")
            if key == "a":
                obs = yield from ui.tap(obs, trigger="tab.home")
        obs = yield from ui.tap(obs, trigger="cart.checkout")
        yield from pay_in_wallet(obs)


class ReturnDearerAndNote(TaskTemplate):
    id = "shop.ReturnDearerAndNote"
    apps = ("shop", "wallet", "notes")
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("finance", "reasoning", "create")
    budget = 60
    split = "train"
    goal_params = ("oid",)
    instructions = ('Of my Shop orders "{a_title}" and "{b_title}", return the one that cost more (reason: '
                    '"{reason}"), then write the refunded amount in a new note.',
                    'Compare what I paid for "{a_title}" and for "{b_title}" in my Shop orders. Return the dearer one '
                    'giving "{reason}" as the reason, and save the refund amount in Notes.',
                    'Please return whichever of my Shop orders "{a_title}" and "{b_title}" cost more, with the reason "{reason}", and then note down the refund amount in a new note.')
    instructions_zh = ("在我优选商城的订单“{a_title}”和“{b_title}”里，把花钱更多的那个退货（原因选“{reason}”），再新建一条笔记写上退款金额。",
                       "比一下我在优选商城买“{a_title}”和“{b_title}”各花了多少钱。把贵的那个退货，原因填“{reason}”，并把退款金额记到笔记里。",
                       '请把我在优选商城买的“{a_title}”和“{b_title}”中花钱更多的那个退货，原因选“{reason}”，然后新建一条笔记记下退款金额。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from mgym.apps.shop.views_account import REASON_LABELS

        while True:
            a = pick_titled(rng, state, where=lambda q: q.returns > 0)
            b = pick_titled(rng, state, where=lambda q, a=a: q.id != a.id and q.returns > 0)  # type: ignore[misc]
            if abs(a.total - b.total) >= 2:
                break
        ids = rng.sample(range(40000, 49999), 2)
        oa = seed_order(state, f"OR{ids[0]}", a, 1, rng.choice((1, 2, 3)))
        ob = seed_order(state, f"OR{ids[1]}", b, 1, rng.choice((4, 5, 6)))
        dear = oa if oa["total"] > ob["total"] else ob
        reason = rng.choice(sorted(REASON_LABELS))
        return {"orders": [oa, ob], "a_title": a.title, "b_title": b.title, "oid": dear["id"], "total": dear["total"],
                "dear_title": a.title if dear is oa else b.title,
                "reason_id": reason, "reason": REASON_LABELS[reason]}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        return {**super().localize(params, locale), "reason": self.tr(params["reason"], locale)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_orders(state, *p["orders"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        o: dict[str, Any] = next((o for o in shop(final)["orders"] if o["id"] == p["oid"]), {})
        w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
        old = {b["id"] for b in w0["new_bills"]}
        refunds = [b for b in w1["new_bills"] if b["id"] not in old and b["type"] == "refund"]
        return [check("the dearer order is returned", "returned", o.get("status")),
                check("the reason", p["reason_id"], o.get("return_reason")),
                Check("refunded to Wallet", len(refunds) == 1 and refunds[0]["order_id"] == p["oid"], p["oid"],
                      [b["order_id"] for b in refunds]),
                *_note_has(init, final, [], p["total"])[::2]]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        o = f"{S}.orders[id={p['oid']}]"
        return [f"{o}.status", f"{o}.return_reason", f"{o}.refund", f"{o}.returned_at",
                "apps.wallet.new_bills[+1 dir=in]", "apps.wallet.balance", f"{NOTES}[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.notes.common import new_note, to_notes

        obs = yield from launch()
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.return")
        obs = yield from ui.tap(obs, trigger="return.reason", reason=p["reason_id"])
        obs = yield from ui.tap(obs, trigger="return.submit")
        obs = yield from to_notes(obs)
        yield from new_note(obs, p["dear_title"], _amount(p["total"]))


class ShareCheapestWatched(TaskTemplate):
    id = "shop.ShareCheapestWatched"
    apps = ("shop", "messenger")
    composition = "deep_dive"
    difficulty = "L3"
    tags = ("reasoning", "handoff", "social")
    budget = 45
    split = "train"
    goal_params = ("id",)
    instructions = ("Share the cheapest item on my Shop watchlist (price plus shipping) with {who} on Messenger.",
                    "Which listing on my Shop watchlist costs the least with shipping? Send it to {who} through "
                    "Messenger using Shop's Share.",
                    'Please send {who} on Messenger the item on my Shop watchlist that is cheapest with shipping included.')
    instructions_zh = ("把优选商城关注列表里最便宜（价格加运费）的商品分享给聊天里的{who}。",
                       "我在优选商城关注的商品里哪件含运费最便宜？用商城的分享把它通过聊天发给{who}。",
                       '请把我在优选商城关注的商品中含运费最便宜的那件，通过聊天分享给{who}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import chat_of, contacts, note_id

        u = rng.choice([u for u in contacts(state) if chat_of(state, u["id"])])
        while True:
            ps = [pick_titled(rng, state) for _ in range(3)]
            totals = sorted(p.total for p in ps)
            if len({p.id for p in ps}) == 3 and totals[1] - totals[0] >= 1:
                break
        cheap = min(ps, key=lambda p: p.total)
        return {"watch": [p.id for p in ps], "id": cheap.id, "title": cheap.title, "uid": u["id"], "who": u["name"],
                "cid": chat_of(state, u["id"]), "note": note_id(state)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import seed_chats

        return {"apps": {"shop": {"watchlist": p["watch"]}, **seed_chats(p["cid"])["apps"]}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.messenger.common import new_items, with_note

        got = [m["text"] for m in new_items(init, final, "messages")
               if m["chat"] == p["cid"] and m["sender"] == "me" and m["kind"] == "text"]
        link = LINK.format(id=p["id"])
        return [Check(f"the cheapest watched item's link sent to {p['who']}", with_note(got, lambda g: has_link(g, link)),
                      link, got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messenger.common import P, note_sent, sent

        return [sent(p["cid"], kind="text"), note_sent(p["cid"], p["note"]), f"{P}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.watchlist")
        obs = yield from ui.tap(obs, trigger="item.open", id=p["id"])
        obs = yield from ui.tap(obs, trigger="item.share")
        yield from share_to_chat(obs, p["cid"], p["who"])
