"""Messenger templates that are hard by construction (``hardness``), of a kind the group-trip one does not
test: a long group chat where several people post what they paid for a shared trip, one of them corrects
an amount later (so the leader on a naive sum is not the leader), and the question is who paid the most in
total and how much."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Check, Solution, TaskTemplate
from bench.tasks.messenger.common import (
    START_MS,
    contacts,
    direct_rows,
    group_rows,
    launch,
    new_items,
    norm,
    open_direct,
    open_group,
    ov,
    pay_in_wallet,
    read,
    send_text,
    sent,
    zh,
)
from mgym.apps.messenger import model

ITEMS = ("the groceries", "gas", "the cabin deposit", "firewood", "parking", "breakfast", "the ferry tickets",
         "the boat rental", "ice and drinks", "snacks", "the museum tickets", "the campsite fee", "the pizza",
         "the bike rental")
ITEMS_ZH = ("买菜", "加油", "民宿定金", "烧烤炭", "停车费", "早餐", "船票", "租船", "冰块和饮料", "零食", "门票", "营地费",
            "披萨", "租自行车")
CHATTER = ("Thanks everyone, what a weekend!", "Who still has the cooler?", "Photos are up, check them out",
           "Let's tally this up properly later", "Same time next year?")
CHATTER_ZH = ("谢谢大家，这个周末太开心了！", "冷藏箱现在在谁那儿？", "照片我都发群相册了", "回头我们好好算一下账",
              "明年还这么玩？")


def _paid(zh_: bool, item: str, amt: int, i: int) -> str:
    if zh_:
        return (f"{item}是我付的，{amt}元。", f"我付了{item}，{amt}元", f"记一下：{item} {amt}元，我出的。")[i % 3]
    return (f"I paid ${amt} for {item}.", f"Got {item}, that was ${amt} on my card.",
            f"Note for the tally: {item}, ${amt}, paid by me.")[i % 3]


def _fix(zh_: bool, item: str, old: int, new: int) -> str:
    if zh_:
        return f"更正一下：刚看了小票，{item}其实是{new}元，不是{old}元，我之前记错了。"
    return f"Correction: I checked the receipt, {item} was actually ${new}, not ${old}. My mistake."


class TripTopPayer(AnswerTask):
    id = "messenger.TripTopPayer"
    apps = ("messenger", "answersheet")
    hardness = ("aggregate", "arithmetic", "trap")
    tags = ("social", "extract", "reasoning")
    budget = 45
    instructions = ("In my Messenger group \"{group}\", people posted what they paid for our trip. Who paid the most "
                    "in total, and how much was it? Answer on the AnswerSheet.",
                    "Go through the trip expenses posted in the \"{group}\" group on Messenger and add up what each "
                    "person paid. Tell me on the AnswerSheet who paid the largest total, and that total.",
                    "Everyone in \"{group}\" (Messenger) has been posting what they spent on the trip. Work out who "
                    "spent the most altogether and how much, and put both on the AnswerSheet.")
    instructions_zh = ("我的聊天群“{group}”里，大家报了这次出游各自付的钱。谁付的总额最多？一共多少？请在答题卡上作答。",
                       "把“{group}”群里大家报的出游花销按人加一加，在答题卡上告诉我谁付的总额最大、总额是多少。",
                       "“{group}”群里每个人都在报自己为这次出游花了多少钱。算出谁一共花得最多、花了多少，两项都填到答题卡上。")
    answer_fields = (AnswerField("name", "Who", hint="Their name as the chat shows it", label_zh="谁",
                                 hint_zh="与聊天中显示的名字一致"),
                     AnswerField("total", "Total paid", "number", "number", hint="The amount, e.g. 125",
                                 precision="1", label_zh="总额", hint_zh="金额，例如 125"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        z = zh(state)
        rg = "zh-CN" if z else "en"
        names = [g["name"] for g in group_rows(state)]
        groups = [g for g in group_rows(state) if names.count(g["name"]) == 1 and len(g["members"]) >= 6]
        g = rng.choice(groups)
        members = [m for m in g["members"] if m != "me"]
        shown = [model.display(ov(state), rg, m) for m in members]
        members = [m for m, s in zip(members, shown, strict=True) if shown.count(s) == 1]
        lo, hi = (30, 300) if z else (12, 95)
        while True:
            payers = rng.sample(members, 4)
            amts = {u: [rng.randint(lo, hi) for _ in range(3)] for u in payers}
            totals = {u: sum(a) for u, a in amts.items()}
            ranked = sorted(payers, key=lambda u: -totals[u])
            naive, second = ranked[0], ranked[1]
            if totals[naive] - totals[second] < 5:
                continue
            k = rng.randrange(3)  # the naive leader's item that was over-reported
            old = amts[naive][k]
            cut = totals[naive] - totals[second] + rng.randint(5, 40)
            new = old - cut
            if new < lo // 2:
                continue
            fixed = {**totals, naive: totals[naive] - cut}
            best = sorted(fixed.values())
            if best[-1] == best[-2]:
                continue
            break
        winner = max(fixed, key=lambda u: fixed[u])
        items = rng.sample(ITEMS_ZH if z else ITEMS, 12)
        posts = [(u, items[i * 3 + j], amts[u][j]) for i, u in enumerate(payers) for j in range(3)]
        rng.shuffle(posts)
        texts: list[tuple[str, str]] = [(u, _paid(z, it, a, n)) for n, (u, it, a) in enumerate(posts)]
        item = next(it for u, it, a in posts if u == naive and a == old)
        pos = max(i for i, (u, it, a) in enumerate(posts) if (u, it) == (naive, item))
        at = rng.randint(pos + 1, len(texts))
        texts.insert(at, (naive, _fix(z, item, old, new)))
        others = [m for m in members if m not in payers]
        for line in rng.sample(CHATTER_ZH if z else CHATTER, 3):
            texts.insert(rng.randint(1, len(texts)), (rng.choice(others + payers), line))
        return {"group": g["name"], "cid": g["id"], "texts": texts, "winner": winner,
                "name": model.display(ov(state), rg, winner), "total": fixed[winner]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        n = len(p["texts"])
        msgs = [{"id": f"h{800 + i}", "chat": p["cid"], "sender": s, "time": START_MS - (n - i) * 11 * 60_000,
                 "kind": "text", "text": t} for i, (s, t) in enumerate(p["texts"])]
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], *msgs], "chats": {p["cid"]: {}}}}}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return read(p["cid"])

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the group": sum(1 for g in group_rows(init) if g["name"] == p["group"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        return {"name": p["name"], "total": str(p["total"])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])
        obs = yield from ui.scroll_to(obs, trigger="message.time", message_id="h800", up=True)  # the first post
        yield from ui.fill_answers(obs, {"name": p["name"], "total": str(p["total"])})


# ---- settling up with a friend: a ledger over two weeks of chat, and which way it goes -------------------
WALLET_CHANGES = ("apps.wallet.new_bills[+1 dir=out]", "apps.wallet.balance")
LEDGER_EN = {"concert": "Got the concert tickets! Yours was ${x}.",
             "taxi": "The taxi to the airport was ${x2}, your share is ${x}.",
             "loan": "Just sent you the ${x} you asked for, pay me back whenever.",
             "cabin": "I paid the ${x2} for the cabin, so your half is ${x}.",
             "groceries": "Groceries for the party came to ${x2}. Can you cover half?",
             "forgive": "Actually, forget about the taxi, that one's on me!",
             "chat1": "That concert was amazing", "chat2": "Thanks again for everything!"}
LEDGER_ZH = {"concert": "演唱会的票买到了！你那张{x}元。", "taxi": "去机场的出租车一共{x2}元，你那份是{x}元。",
             "loan": "你要的{x}元刚转给你了，不急着还。", "cabin": "民宿的{x2}元是我付的，你那一半是{x}元。",
             "groceries": "聚会买菜一共{x2}元，你能出一半吗？", "forgive": "对了，出租车那份就算了，我请！",
             "chat1": "那场演唱会太棒了", "chat2": "再次谢谢你！"}
MEMOS = {"en": ("Concert", "Part of the loan"), "zh-CN": ("演唱会", "先还一部分")}
PAY_NOTE = {"en": "Settled up", "zh-CN": "结清"}
CLAIM = {"en": "By my count you owe me ${x}.", "zh-CN": "我算了一下，你还欠我{x}元。"}


class SettleUpBalance(TaskTemplate):
    id = "messenger.SettleUpBalance"
    secrets = ("wallet_password",)
    apps = ("messenger", "wallet")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    hardness = ("aggregate", "arithmetic", "trap", "branch")
    tags = ("finance", "social", "reasoning")
    subsets = ("payment",)
    budget = 60
    instructions = ('Go through my Messenger chat with {name} over the last two weeks and work out who owes whom, '
                    'counting every amount we lent or paid for each other and every payment already made. If I owe '
                    '{name} money, transfer exactly that from my Wallet balance with the note "{note}". If {name} '
                    'owes me, text them "{claim}" with the amount in place of N.',
                    'Settle up with {name}: add up what we paid for each other and sent each other in our Messenger '
                    'chat. When I\'m the one who owes, send {name} the exact amount as a Messenger transfer (note '
                    '"{note}", Wallet balance); when they owe me, send them the message "{claim}", N being the amount.',
                    'Who owes whom between me and {name}? Our Messenger chat has all the tickets, shares, loans and '
                    'transfers. If it\'s me, pay the difference by Messenger transfer from the Wallet balance, note '
                    '"{note}"; if it\'s {name}, message them "{claim}" with N replaced by what they owe.')
    instructions_zh = ('看看我和{name}最近两周的聊天记录，算清谁欠谁：把互相垫付、借的钱和已经转过的账都算进去。如果我欠{name}钱，'
                       '就用钱包余额给对方转账，金额正好是欠的数，转账说明写“{note}”；如果{name}欠我，就给对方发“{claim}”，'
                       '把N换成金额。',
                       '帮我和{name}把账结清：把聊天里互相垫付和互相转账的钱加加减减。要是我欠对方，就在聊天里用钱包余额转给{name}'
                       '正好的金额（说明“{note}”）；要是对方欠我，就发消息“{claim}”，N换成金额。',
                       '我和{name}之间到底谁欠谁？票钱、分摊、借款和转账都在我们的聊天记录里。如果是我欠，就用钱包余额在聊天里转差额给对方，'
                       '说明写“{note}”；如果是{name}欠我，就给对方发“{claim}”，把N换成对方欠的金额。')
    goal_params = ("side", "amount", "uid", "text")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        z = zh(state)
        rg = "zh-CN" if z else "en"
        rows = []
        for r in direct_rows(state):
            u = model.user(ov(state), rg, r["peer"])
            if u and u["display"] == u["name"]:
                rows.append((r, u))
        names = [u["name"] for _, u in rows]
        r, u = rng.choice([(r, u) for r, u in rows if names.count(u["name"]) == 1])
        k = 5 if z else 1
        owing = rng.random() < 0.5  # which side of the branch this instance is on
        while True:
            concert, taxi, loan, cabin, groc = (rng.randint(8, 60) * k for _ in range(5))
            back = rng.randint(2, loan // k - 1) * k if loan > 2 * k else 0
            owe = loan - back + groc - cabin  # the concert is paid, the taxi forgiven, the envelope a gift
            if abs(owe) >= 5 * k and back and (owe > 0) == owing:
                break
        t = LEDGER_ZH if z else LEDGER_EN
        me, them = "me", r["peer"]
        seq: list[tuple[str, str, dict[str, Any]]] = [
            (them, "text", {"text": t["concert"].format(x=concert)}),
            (me, "transfer", {"amount": float(concert), "memo": MEMOS[rg][0]}),
            (them, "text", {"text": t["taxi"].format(x=taxi, x2=2 * taxi)}),
            (them, "text", {"text": t["chat1"]}),
            (them, "red_envelope", {"amount": float(rng.choice((20, 50, 66, 88))), "count": 1,
                                    "greeting": "生日快乐！" if z else "Happy birthday!"}),
            (them, "transfer", {"amount": float(loan), "memo": ""}),
            (them, "text", {"text": t["loan"].format(x=loan)}),
            (me, "text", {"text": t["cabin"].format(x=cabin, x2=2 * cabin)}),
            (them, "text", {"text": t["groceries"].format(x2=2 * groc)}),
            (me, "transfer", {"amount": float(back), "memo": MEMOS[rg][1]}),
            (them, "text", {"text": t["forgive"]}),
            (them, "text", {"text": t["chat2"]}),
        ]
        msgs = []
        midnight = START_MS - 9 * 3_600_000  # boot: 09:00
        for i, (who, kind, data) in enumerate(seq):  # one a day, the last yesterday
            at = midnight - (len(seq) - i) * 86_400_000 + rng.randint(9 * 60, 21 * 60) * 60_000
            m = {"id": f"h{850 + i}", "chat": r["id"], "sender": who, "time": at, "kind": kind,
                 "text": data.pop("text", "")}
            if data:
                m["data"] = {**data, "status": "sent"}
            msgs.append(m)
        side = "pay" if owe > 0 else "claim"
        claim = CLAIM[rg]
        return {"name": u["name"], "uid": them, "cid": r["id"], "msgs": msgs, "side": side, "amount": float(abs(owe)),
                "note": PAY_NOTE[rg], "claim": claim.replace("{x}", "N"),
                "text": claim.format(x=abs(owe)) if side == "claim" else ""}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], *p["msgs"]], "chats": {p["cid"]: {}}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the friend": sum(1 for u in contacts(init) if u["name"] == p["name"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        if p["side"] == "pay":
            return [sent(p["cid"], kind="transfer"), *read(p["cid"]), *WALLET_CHANGES]
        return [sent(p["cid"], kind="text"), *read(p["cid"])]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        mine = [m for m in new_items(init, final, "messages") if m["chat"] == p["cid"] and m["sender"] == "me"]
        if p["side"] == "claim":
            texts = [m["text"] for m in mine if m["kind"] == "text"]
            return [Check("one message saying what they owe", len(texts) == 1 and norm(texts[0]) == norm(p["text"]),
                          p["text"], texts)]
        got = [m for m in mine if m["kind"] == "transfer"]
        m = got[0]["data"] if len(got) == 1 else {}
        w0, w1 = init["apps"]["wallet"], final["apps"]["wallet"]
        old = {b["id"] for b in w0["new_bills"]}
        bills = [b for b in w1["new_bills"] if b["id"] not in old]
        bill = bills[0] if len(bills) == 1 else {}
        return [Check("one Wallet payment to them, with the note", bill.get("party") == p["name"]
                      and norm(bill.get("memo")) == norm(p["note"]), [p["name"], p["note"]],
                      [bill.get("party"), bill.get("memo")]),
                Check("one transfer of what I owe", len(got) == 1 and abs(float(m.get("amount", -1)) - p["amount"])
                      < 0.005, p["amount"], [g["data"].get("amount") for g in got]),
                Check("its note", norm(m.get("memo")) == norm(p["note"]), p["note"], m.get("memo")),
                Check("paid from the Wallet balance", abs((w0["balance"] - w1["balance"]) - p["amount"]) < 0.005,
                      round(w0["balance"] - p["amount"], 2), w1["balance"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_direct(obs, p["name"], p["uid"])
        obs = yield from ui.scroll_to(obs, trigger="message.time", message_id="h850", up=True)  # the whole ledger
        if p["side"] == "claim":
            yield from send_text(obs, p["text"])
            return
        obs = yield from ui.tap(obs, trigger="chat.attach")
        obs = yield from ui.tap(obs, trigger="attach.transfer")
        obs = yield from ui.type_into(obs, "0.00", f"{p['amount']:.2f}")
        obs = yield from ui.type_into(obs, "Add a note (optional)", p["note"])
        obs = yield from ui.tap(obs, trigger="transfer.pay")
        yield from pay_in_wallet(obs)
