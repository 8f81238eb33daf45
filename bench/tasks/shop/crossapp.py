"""Shop tasks across apps: buy what a Messenger friend asked for (Messenger → Shop → Wallet), share an
item with a Messages contact, add an order's delivery to Calendar, and keep the cheaper of two items
in Notes (shared from Shop)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate, check
from bench.tasks.messages.common import sent_in_thread
from bench.tasks.shop.buying import PAY, PAY_ZH, W_of
from bench.tasks.shop.common import (
    W,
    launch,
    open_order,
    open_titled,
    order_changes,
    order_checks,
    pay_in_wallet,
    pick_titled,
    seed_order,
    with_orders,
)
from bench.tasks.textmatch import has_link
from mgym.apps.shop import tracking
from mgym.apps.shop.effects import LINK

M = "apps.messenger"
REQUEST = 'Hi! Could you order "{title}" for me on Shop? I\'ll pay you back, thanks!'
REQUEST_ZH = "在吗？能帮我在优选商城下单“{title}”吗？钱我转你，谢谢！"


class BuyFriendsRequest(TaskTemplate):
    id = "shop.BuyFriendsRequest"
    secrets = ("wallet_password",)
    apps = ("messenger", "shop", "wallet")
    composition = "transfer"
    difficulty = "L4"
    tags = ("finance", "handoff", "social")
    budget = 60
    instructions = ("{name} asked me in Messenger to order something from Shop. Buy exactly what they asked for "
                    "(" + PAY + ").",
                    "Read {name}'s latest Messenger message and buy the Shop item it asks for; pay with Wallet.",
                    'Please order from Shop exactly what {name} asked me for in Messenger, paying from the Wallet balance.')
    instructions_zh = ("{name}在聊天上让我帮忙在优选商城买个东西。请照着买下来（" + PAY_ZH + "）。",
                       "看看{name}在聊天里发来的最新消息，在优选商城买下他说的商品，用钱包付款。",
                       '{name}在聊天里托我在优选商城买东西，请按他说的买下来，用钱包余额支付。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import direct_rows

        r = rng.choice([r for r in direct_rows(state) if r["contact"] and not r["blocked"]][:12])
        p = pick_titled(rng, state)
        zh = W(state).region == "zh-CN"
        return {"name": r["name"], "uid": r["peer"], "cid": r["id"], "id": p.id, "title": p.title,
                "text": (REQUEST_ZH if zh else REQUEST).format(title=p.title), "mid": f"mshop{rng.randint(100, 999)}"}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messenger.common import START_MS, ov

        msg = {"id": p["mid"], "chat": p["cid"], "sender": p["uid"], "time": START_MS - 240_000, "kind": "text",
               "text": p["text"]}
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], msg], "chats": {p["cid"]: {}}}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return order_checks(init, final, [(p["id"], 1)])

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*order_changes(), f"{M}.chats.{p['cid']}.unread"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messenger.common import launch as messenger
        from bench.tasks.messenger.common import open_direct

        obs = yield from messenger()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.home()
        obs = yield from launch()
        obs = yield from open_titled(obs, W_of(obs, p))
        obs = yield from ui.tap(obs, trigger="item.buy")
        yield from pay_in_wallet(obs)


class ShareItemToMessages(TaskTemplate):
    id = "shop.ShareItemToMessages"
    apps = ("shop", "messages")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "social")
    budget = 30
    instructions = ('Share the Shop listing "{title}" with {contact} by text message (Messages).',
                    'Send {contact} a link to "{title}" from Shop through Messages.',
                    'Please text {contact} the Shop listing "{title}" by sharing it to Messages.')
    instructions_zh = ("把优选商城里的“{title}”通过短信分享给{contact}。", "用信息把优选商城“{title}”的链接发给{contact}。",
                       '请从优选商城把“{title}”分享到信息，用短信发给{contact}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        from bench.tasks.messages.common import named_threads

        t, c = rng.choice(named_threads(state))
        p = pick_titled(rng, state)
        return {"id": p.id, "title": p.title, "contact": c["name"], "contact_id": c["id"], "thread_id": t["id"]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        new = sent_in_thread(init, final, p["thread_id"])
        link = LINK.format(id=p["id"])
        return [check("one message sent to them", 1, len(new)),
                Check("with the item's link", len(new) == 1 and has_link(new[0].get("body"), link), link,
                      new[0].get("body") if new else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        from bench.tasks.messages.common import TO_HINT

        obs = yield from launch()
        obs = yield from open_titled(obs, W_of(obs, p))
        obs = yield from ui.tap(obs, trigger="item.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="messages")
        obs = yield from ui.type_into(obs, TO_HINT, p["contact"])
        obs = yield from ui.tap(obs, trigger="new.pick", contact_id=p["contact_id"])
        yield from ui.tap(obs, trigger="compose.send")


class DeliveryToCalendar(TaskTemplate):
    id = "shop.DeliveryToCalendar"
    apps = ("shop", "calendar")
    composition = "transfer"
    difficulty = "L3"
    tags = ("handoff", "create")
    budget = 30
    split = "train"
    instructions = ('Put the delivery of my Shop order "{title}" in my calendar (an all-day event on the delivery '
                    "day).",
                    'Add the expected delivery of order {oid} ("{title}") from Shop to Calendar.',
                    'Please add an all-day Calendar event on the delivery day of my Shop order "{title}" ({oid}).')
    instructions_zh = ("把优选商城订单“{title}”的送达日期加到日历里（送达当天的全天日程）。",
                       "把优选商城订单 {oid}（“{title}”）的预计送达日期添加到日历。",
                       '请在日历里给优选商城订单 {oid}（“{title}”）的送达那天加一个全天日程。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        p = pick_titled(rng, state)
        order = seed_order(state, f"OR{rng.randint(30000, 39999)}", p, 1, rng.choice((0.1, 0.5, 1)))
        return {"order": order, "oid": order["id"], "title": p.title,
                "day": tracking.delivery_date(W(state).region, order)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return with_orders(state, p["order"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {e["id"] for e in init["apps"]["calendar"]["events"]}
        new = [e for e in final["apps"]["calendar"]["events"] if e["id"] not in old]
        e = new[0] if len(new) == 1 else {}
        return [check("one new event", 1, len(new)),
                check("on the delivery day", p["day"], e.get("start_date")),
                Check("all day, about the item", bool(e.get("all_day")) and p["title"] in str(e.get("title", "")),
                      p["title"], e.get("title"))]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.calendar.events[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_order(obs, p["oid"])
        obs = yield from ui.tap(obs, trigger="order.calendar")
        yield from ui.tap(obs, trigger="edit.save")


class CheaperToNotes(TaskTemplate):
    id = "shop.CheaperToNotes"
    apps = ("shop", "notes")
    composition = "transfer"
    difficulty = "L4"
    tags = ("reasoning", "handoff")
    budget = 45
    instructions = ('Compare "{a_title}" and "{b_title}" in Shop (price plus shipping) and share the cheaper one to '
                    "Notes as a new note.",
                    'Which costs less with shipping in Shop, "{a_title}" or "{b_title}"? Save that one\'s link in '
                    "Notes by sharing it from Shop.",
                    'Please find out whether "{a_title}" or "{b_title}" is cheaper in Shop once shipping is added, and share the cheaper one to Notes as a new note.')
    instructions_zh = ("在优选商城比较“{a_title}”和“{b_title}”（价格加运费），把更便宜的那件分享到笔记，存成一条新笔记。",
                       "优选商城里“{a_title}”和“{b_title}”哪个含运费更便宜？在商城里把它分享到笔记保存下来。",
                       '请看看优选商城里“{a_title}”和“{b_title}”加上运费哪个更便宜，把便宜的那个分享到笔记，存成新笔记。')
    goal_params = ("cheap",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        while True:
            a = pick_titled(rng, state)
            b = pick_titled(rng, state, where=lambda p, a=a: p.cat == a.cat and p.id != a.id)  # type: ignore[misc]
            if abs(a.total - b.total) >= 1:
                cheap = a if a.total < b.total else b
                return {"a": a.id, "a_title": a.title, "b": b.id, "b_title": b.title, "cheap": cheap.id,
                        "other": b.id if cheap is a else a.id}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        from bench.tasks.notes.common import new_notes, note_text

        new = new_notes(init, final)
        text = note_text(new[0]) if len(new) == 1 else ""
        want = LINK.format(id=p["cheap"])
        return [check("one new note", 1, len(new)),
                Check("the cheaper item's link, not the other's",
                      has_link(text, want) and not has_link(text, LINK.format(id=p["other"])),
                      want, text)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return ["apps.notes.notes[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        totals: dict[str, float] = {}
        for key in ("a", "b"):
            pid, title = p[key], p[f"{key}_title"]
            obs = yield from open_titled(obs, W_of(obs, {"id": pid, "title": title}))
            shown = next(e.text for e in obs.ui if ui.tr(obs, "Total {amount}", amount="").strip() in e.text)
            totals[pid] = float(shown.rsplit(" ", 1)[-1].replace("共", "").lstrip("$¥US").replace(",", ""))
            if key == "a":
                obs = yield from ui.tap(obs, trigger="sys.back")
                obs = yield from ui.tap(obs, trigger="sys.back")
        cheap = min(totals, key=lambda k: totals[k])
        if cheap != p["b"]:
            obs = yield from ui.tap(obs, trigger="sys.back")
            obs = yield from ui.tap(obs, trigger="sys.back")
            obs = yield from open_titled(obs, W_of(obs, {"id": p["a"], "title": p["a_title"]}))
        obs = yield from ui.tap(obs, trigger="item.share")
        obs = yield from ui.tap(obs, trigger="sharesheet.app", app="notes")
        yield from ui.tap(obs, trigger="edit.save")
