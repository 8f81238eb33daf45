"""Messenger tasks: groups, moments (post, like, comment), queries over chats and moments, and
payments that go through the Wallet and back."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks._messenger_common import (
    COMMENTS,
    GROUP_NAMES,
    NOTICES,
    POSTS,
    SENT,
    P,
    chat_paths,
    contacts,
    direct_rows,
    group_rows,
    latest_posts,
    launch,
    new_items,
    norm,
    open_direct,
    open_group,
    open_latest_moment,
    ov,
    pay_in_wallet,
    sent_to,
    their_bubbles,
)
from mgym import actions as A
from mgym.apps.messenger import model


# ---- groups --------------------------------------------------------------------------------------
def _new_groups(init: dict[str, Any], final: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in new_items(init, final, "new_chats") if c["kind"] == "group"]


def create_group(obs: Any, names: list[str], name: str = "") -> ui.Steps:
    obs = yield from ui.tap(obs, trigger="plus.open")
    obs = yield from ui.tap(obs, trigger="plus.group")
    for n in names:
        obs = yield from ui.type_into(obs, "Search", n)
        obs = yield from ui.tap(obs, n, trigger="group_new.toggle", exact=True)
    if name:
        obs = yield from ui.type_into(obs, "Group name", name)
    return (yield from ui.tap(obs, trigger="group.create"))


class CreateGroup(TaskTemplate):
    id = "messenger.CreateGroup"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("create", "social")
    budget = 30
    instructions = ('Create a Messenger group chat named "{gname}" with {a}, {b} and {c}.',
                    'Start a new group "{gname}" in Messenger and add {a}, {b} and {c} to it.')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        people = rng.sample(contacts(state), 3)
        return {"a": people[0]["name"], "b": people[1]["name"], "c": people[2]["name"],
                "ids": sorted(u["id"] for u in people), "gname": rng.choice(GROUP_NAMES)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        groups = _new_groups(init, final)
        g = groups[0] if len(groups) == 1 else None
        c = model.chat(ov(final), g["id"]) if g else None
        return [check("one group created", 1, len(groups)),
                check("its members", sorted(["me", *p["ids"]]), sorted(c["members"]) if c else None),
                Check("its name", c is not None and norm(c["name"]) == norm(p["gname"]), p["gname"],
                      c["name"] if c else None)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, f"{P}.chats"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        yield from create_group(obs, [p["a"], p["b"], p["c"]], p["gname"])


class RenameGroup(CriteriaTask):
    id = "messenger.RenameGroup"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("edit", "social")
    instructions = ('Rename the Messenger group "{group}" to "{new}".',
                    'Change the name of the group chat "{group}" to "{new}".')
    changes = (f"{P}.chats.{{cid}}", f"{P}.messages", f"{P}.seq")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(group_rows(state))
        return {"cid": r["id"], "group": r["name"], "new": rng.choice([g for g in GROUP_NAMES if g != r["name"]])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.chats.{p['cid']}.name": p["new"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.tap(obs, trigger="group.info")
        obs = yield from ui.tap(obs, trigger="group.rename_ask")
        obs = yield from ui.type_into(obs, "Group name", p["new"])
        yield from ui.tap(obs, trigger="group.rename")


class GroupNotice(CriteriaTask):
    id = "messenger.GroupNotice"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("edit", "social")
    budget = 30
    instructions = ('Post the group notice "{notice}" in the Messenger group "{group}".',
                    'Set the announcement of the "{group}" group chat to: {notice}')
    changes = (f"{P}.chats.{{cid}}", f"{P}.messages", f"{P}.seq")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(group_rows(state))
        return {"cid": r["id"], "group": r["name"], "notice": rng.choice(NOTICES)}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.chats.{p['cid']}.announcement": p["notice"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.tap(obs, trigger="group.info")
        obs = yield from ui.tap(obs, trigger="group.notice_open")
        obs = yield from ui.tap(obs, trigger="notice.edit")
        obs = yield from ui.type_into(obs, "Write a notice", p["notice"])
        yield from ui.tap(obs, trigger="notice.save")


class TaggedGroup(TaskTemplate):
    id = "messenger.TaggedGroup"
    apps = ("messenger",)
    objective = "hybrid"
    composition = "deep_dive"
    difficulty = "L4"
    tags = ("create", "explore", "social")
    budget = 60
    instructions = ('Create a Messenger group named "{tag}" with exactly the contacts I tagged "{tag}", then post '
                    'the group notice "{notice}".',
                    'Everyone under my Messenger tag "{tag}" should be in a new group chat called "{tag}". Make '
                    'it, and set its notice to "{notice}".')
    TAGS = ("Ski trip", "Choir", "Wedding party", "Climbing")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        people = rng.sample(contacts(state), rng.randint(3, 4))
        return {"tag": rng.choice(self.TAGS), "ids": sorted(u["id"] for u in people),
                "notice": rng.choice(NOTICES)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        st = ov(state)
        people = {}
        for uid in p["ids"]:
            u = model.user(st, uid)
            assert u is not None
            people[uid] = {"tags": [*u["tags"], p["tag"]]}
        return {"apps": {"messenger": {"tags": [*st["tags"], p["tag"]], "contacts": people}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        groups = _new_groups(init, final)
        g = groups[0] if len(groups) == 1 else None
        c = model.chat(ov(final), g["id"]) if g else None
        return [check("one group created", 1, len(groups)),
                check("its members", sorted(["me", *p["ids"]]), sorted(c["members"]) if c else None),
                Check("its name", c is not None and norm(c["name"]) == norm(p["tag"]), p["tag"], c and c["name"]),
                Check("its notice", c is not None and norm(c["announcement"]) == norm(p["notice"]), p["notice"],
                      c and c["announcement"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, f"{P}.chats"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.contacts")
        obs = yield from ui.tap(obs, trigger="tags.open")
        obs = yield from ui.tap(obs, trigger="tag.open", tag=p["tag"])
        names = [e.text for e in obs.find(role="list_item", trigger="profile.open")]
        obs = yield from ui.back()
        obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="tab.chats")
        obs = yield from create_group(obs, names, p["tag"])
        obs = yield from ui.tap(obs, trigger="group.info")
        obs = yield from ui.tap(obs, trigger="group.notice_open")
        obs = yield from ui.tap(obs, trigger="notice.edit")
        obs = yield from ui.type_into(obs, "Write a notice", p["notice"])
        yield from ui.tap(obs, trigger="notice.save")


# ---- moments -------------------------------------------------------------------------------------
class PostFriendsOnly(TaskTemplate):
    id = "messenger.PostFriendsOnly"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("create", "social")
    instructions = ('Post a moment saying "{text}" that only my friends can see.',
                    'Share "{text}" on Messenger Moments, visible to friends only.')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        return {"text": rng.choice(POSTS)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        posts = new_items(init, final, "posts")
        post = posts[0] if len(posts) == 1 else None
        return [check("one moment posted", 1, len(posts)),
                Check("its text", post is not None and norm(post["text"]) == norm(p["text"]), p["text"],
                      post and post["text"]),
                check("visible to friends only", "friends", post and post["visibility"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.posts", f"{P}.seq"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.moments")
        obs = yield from ui.tap(obs, trigger="moment.new")
        obs = yield from ui.type_into(obs, "What's on your mind?", p["text"])
        obs = yield from ui.tap(obs, trigger="compose.visibility")
        obs = yield from ui.tap(obs, trigger="visibility.set", value="friends")
        yield from ui.tap(obs, trigger="compose.post")


class LikeLatestMoment(CriteriaTask):
    id = "messenger.LikeLatestMoment"
    apps = ("messenger",)
    difficulty = "L2"
    tags = ("social",)
    instructions = ("Like {name}'s most recent moment.", "Give a like to the latest moment {name} posted.")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        post = rng.choice([q for q in latest_posts(state) if not q["liked"]])
        u = model.user(ov(state), post["author"])
        assert u is not None
        return {"pid": post["id"], "uid": u["id"], "name": u["name"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.likes.{p['pid']}": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_latest_moment(obs, p["name"], p["uid"])
        yield from ui.tap(obs, trigger="detail.like")


class CommentMoment(TaskTemplate):
    id = "messenger.CommentMoment"
    apps = ("messenger",)
    composition = "sequential"
    difficulty = "L2"
    tags = ("social",)
    budget = 30
    instructions = ('Comment "{text}" on {name}\'s latest moment.',
                    'Write the comment "{text}" under the most recent moment of {name}.')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        post = rng.choice(latest_posts(state))
        u = model.user(ov(state), post["author"])
        assert u is not None
        return {"pid": post["id"], "uid": u["id"], "name": u["name"], "text": rng.choice(COMMENTS)}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [(c["post"], norm(c["text"])) for c in new_items(init, final, "comments")]
        return [check("one comment on that moment", [(p["pid"], norm(p["text"]))], got)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.comments", f"{P}.seq"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_latest_moment(obs, p["name"], p["uid"])
        obs = yield from ui.type_into(obs, "Comment", p["text"])
        yield from ui.tap(obs, trigger="detail.comment")


# ---- queries -------------------------------------------------------------------------------------
class LastMessageFrom(AnswerTask):
    id = "messenger.LastMessageFrom"
    apps = ("messenger", "answersheet")
    difficulty = "L2"
    tags = ("extract",)
    instructions = ("What was the last thing {name} said to me on Messenger? Copy it exactly to the AnswerSheet.",
                    "Report {name}'s most recent Messenger message to me, word for word, in AnswerSheet.")
    answer_fields = (AnswerField("text", "Their last message"),)
    changes = (f"{P}.chats.{{cid}}",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        st = ov(state)
        fits = [r for r in direct_rows(state) if (m := model.last_said(st, r["peer"])) and m["kind"] == "text"]
        r = rng.choice(fits)
        return {"uid": r["peer"], "name": model.user(st, r["peer"])["name"], "cid": r["id"]}  # type: ignore[index]

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        m = model.last_said(ov(init), p["uid"])
        assert m is not None
        return {"text": m["text"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        yield from ui.fill_answers(obs, {"text": their_bubbles(obs)[-1].text})


class CountUnreadChats(AnswerTask):
    id = "messenger.CountUnreadChats"
    apps = ("messenger", "answersheet")
    difficulty = "L2"
    tags = ("extract", "reasoning")
    instructions = ("How many of my Messenger chats have unread messages? Answer on the AnswerSheet.",
                    "Count the Messenger conversations (muted ones included) that still have unread messages.")
    answer_fields = (AnswerField("count", "Chats with unread messages", "number", "number"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        rows = model.chat_rows(ov(state))[:15]
        picked = rng.sample([r["id"] for r in rows if not r["unread"]], rng.randint(0, 3))
        return {"unread": {cid: rng.randint(1, 3) for cid in sorted(picked)}}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        if not p["unread"]:
            return {}
        return {"apps": {"messenger": {"chats": {cid: {"unread": n} for cid, n in p["unread"].items()}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"count": model.unread_chats(ov(init))}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        seen: set[str] = set()
        for _ in range(ui.MAX_SCROLLS * 2):
            seen |= {e.params["chat_id"] for e in obs.find(" unread", trigger="chat.open")}
            box = next(e for e in obs.ui if e.scrollable)
            x = (box.bounds[0] + box.bounds[2]) / 2
            before = [(e.text, e.bounds) for e in obs.ui]
            obs = yield A.Drag(x1=x, y1=box.bounds[3] - 20, x2=x, y2=box.bounds[1] + 20)
            if [(e.text, e.bounds) for e in obs.ui] == before:
                break
        yield from ui.fill_answers(obs, {"count": len(seen)})


class LatestMomentAuthor(AnswerTask):
    id = "messenger.LatestMomentAuthor"
    apps = ("messenger", "answersheet")
    difficulty = "L1"
    tags = ("extract", "social")
    instructions = ("Who posted the most recent moment in my Messenger feed? Write their name on the AnswerSheet.",
                    "Open Moments in Messenger and report the name of whoever posted the newest moment.")
    answer_fields = (AnswerField("name", "Name"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        authors = [q["author"] for q in latest_posts(state)[:3]]
        return {"hidden": sorted(authors[:rng.randint(0, 2)])}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        if not p["hidden"]:
            return {}
        return {"apps": {"messenger": {"contacts": {u: {"hide_their_moments": True} for u in p["hidden"]}}}}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"name": model.feed(ov(init), 1)[0]["name"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="tab.moments")
        first = obs.find(trigger="profile.open")[0]
        yield from ui.fill_answers(obs, {"name": first.text})


# ---- payments (through the Wallet) ---------------------------------------------------------------
WALLET_CHANGES = ["apps.wallet.new_bills", "apps.wallet.balance"]


def _wallet_checks(p: dict[str, Any], init: dict[str, Any], final: dict[str, Any], m: dict[str, Any] | None,
                   ) -> list[Check]:
    w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
    old = {b["id"] for b in w0["new_bills"]}
    bills = [b for b in w1["new_bills"] if b["id"] not in old]
    bill = bills[0] if len(bills) == 1 else None
    return [check("one Wallet payment", 1, len(bills)),
            Check("its amount", bill is not None and abs(bill["amount"] - p["amount"]) < 0.005, p["amount"],
                  bill and bill["amount"]),
            Check("the chat shows that bill", bill is not None and m is not None and m["data"].get("bill_id") == bill["id"],
                  bill and bill["id"], m and m["data"].get("bill_id")),
            Check("balance went down by the amount", abs((w0["balance"] - w1["balance"]) - p["amount"]) < 0.005,
                  round(w0["balance"] - p["amount"], 2), w1["balance"])]


class TransferMoney(TaskTemplate):
    id = "messenger.TransferMoney"
    apps = ("messenger", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "handoff")
    budget = 30
    instructions = ('Transfer ${amount:.2f} to {name} on Messenger with the note "{memo}" (pay from the Wallet '
                    'balance; the payment password is 123456).',
                    'Send {name} ${amount:.2f} as a Messenger transfer, note "{memo}". Use the Wallet balance '
                    '(password 123456).')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(direct_rows(state))
        amount = round(rng.randint(500, 15000) / 100, 2)
        return {"uid": r["peer"], "name": model.user(ov(state), r["peer"])["name"],  # type: ignore[index]
                "cid": r["id"], "amount": amount, "memo": rng.choice(("Dinner", "Tickets", "Rent share", "Gift"))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m for m in sent_to(init, final, p["uid"]) if m["kind"] == "transfer"]
        m = got[0] if len(got) == 1 else None
        return [check("one transfer in the chat", 1, len(got)),
                Check("its amount", m is not None and abs(m["data"]["amount"] - p["amount"]) < 0.005, p["amount"],
                      m and m["data"]["amount"]),
                Check("its note", m is not None and norm(m["data"].get("memo")) == norm(p["memo"]), p["memo"],
                      m and m["data"].get("memo")),
                *_wallet_checks(p, init, final, m)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, *chat_paths(p["cid"]), *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.tap(obs, trigger="chat.attach")
        obs = yield from ui.tap(obs, trigger="attach.transfer")
        obs = yield from ui.type_into(obs, "0.00", f"{p['amount']:.2f}")
        obs = yield from ui.type_into(obs, "Add a note", p["memo"])
        obs = yield from ui.tap(obs, trigger="transfer.pay")
        yield from pay_in_wallet(obs)


class RedEnvelopeGroup(TaskTemplate):
    id = "messenger.RedEnvelopeGroup"
    apps = ("messenger", "wallet")
    composition = "transfer"
    difficulty = "L3"
    tags = ("finance", "handoff", "social")
    budget = 45
    instructions = ('Send a red envelope of ${amount:.2f} in total, split into {count} envelopes, to the "{group}" '
                    'group with the greeting "{greeting}". Pay from the Wallet balance (password 123456).',
                    'In the Messenger group "{group}", hand out {count} red envelopes worth ${amount:.2f} altogether, '
                    'greeting "{greeting}" (Wallet password 123456).')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        r = rng.choice(group_rows(state))
        return {"cid": r["id"], "group": r["name"], "count": rng.randint(2, 5),
                "amount": float(rng.choice((10, 20, 25, 30, 50, 66, 88))),
                "greeting": rng.choice(("Happy Friday!", "Thanks everyone!", "Good luck!", "Lunch on me"))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        got = [m for m in new_items(init, final, "messages") if m["chat"] == p["cid"] and m["kind"] == "red_envelope"]
        m = got[0] if len(got) == 1 else None
        d = m["data"] if m else {}
        return [check("one red envelope in the group", 1, len(got)),
                Check("total amount", m is not None and abs(d["amount"] - p["amount"]) < 0.005, p["amount"],
                      d.get("amount")),
                check("number of envelopes", p["count"], d.get("count")),
                Check("greeting", norm(d.get("greeting")) == norm(p["greeting"]), p["greeting"], d.get("greeting")),
                *_wallet_checks(p, init, final, m)]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*SENT, *chat_paths(p["cid"]), *WALLET_CHANGES]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.tap(obs, trigger="chat.attach")
        obs = yield from ui.tap(obs, trigger="attach.envelope")
        obs = yield from ui.type_into(obs, "Enter number", str(p["count"]))
        obs = yield from ui.type_into(obs, "0.00", f"{p['amount']:.2f}")
        obs = yield from ui.type_into(obs, "Best wishes!", p["greeting"])
        obs = yield from ui.tap(obs, trigger="envelope.pay")
        yield from pay_in_wallet(obs)
