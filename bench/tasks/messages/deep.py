"""Messages templates that are hard by construction (``hardness``): a party invitation sent to several
friends one by one, whose replies have to be read thread by thread (some say yes and take it back, some
say no and then can come after all, some bring someone, one only says maybe), and a conditional text
that depends on the head count: the caterer gets the number, or the co-host hears it is off."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.messages.common import (
    START_MS,
    named_threads,
    next_message_id,
    region,
    send,
    send_changes,
    sent_check,
    sms_patch,
)

INVITE = "Party at my place on Saturday at 7! Can you make it?"
INVITE_ZH = "周六晚上7点来我家聚会吧！你能来吗？"
#: each reply pattern: (texts, comes, guests they bring)
REPLIES = {
    "yes": (("Count me in!",), True, 0),
    "yes_dessert": (("Sounds great, I'll be there.", "Should I bring dessert?"), True, 0),
    "yes_plus": (("Yes! Wouldn't miss it.", "Is it OK if I bring my partner? That's one more then."), True, 1),
    "no": (("Sorry, I can't make it that day.",), False, 0),
    "yes_then_no": (("Sure, see you Saturday!", "Bad news, I have to work on Saturday after all. So sorry, I can't "
                     "come."), False, 0),
    "no_then_yes": (("I'm away that weekend, sorry.", "My trip got cancelled, so I can come after all!"), True, 0),
    "maybe": (("Maybe, I'll let you know.", "Hope it's fun either way!"), False, 0),
}
REPLIES_ZH = {
    "yes": ("算我一个！",),
    "yes_dessert": ("好呀，我会来的。", "要不要我带个甜点？"),
    "yes_plus": ("去！一定到。", "我能带上我对象吗？那就多一个人。"),
    "no": ("不好意思，那天我去不了。",),
    "yes_then_no": ("好的，周六见！", "坏消息，周六我还是得加班，真不好意思，去不了了。"),
    "no_then_yes": ("那个周末我出门了，抱歉。", "行程取消了，我又能去啦！"),
    "maybe": ("可能吧，到时候再告诉你。", "不管怎样祝你们玩得开心！"),
}
MUST = ("yes_then_no", "no_then_yes", "yes_plus", "maybe")
CATER = "We'll be {n} people on Saturday, including me."
CATER_ZH = "周六一共{n}个人，包括我。"
OFF = "Not enough people can come, let's postpone the party."
OFF_ZH = "能来的人太少了，聚会改期吧。"


class PartyHeadcount(TaskTemplate):
    id = "messages.PartyHeadcount"
    apps = ("messages",)
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    hardness = ("aggregate", "explore", "trap", "branch")
    tags = ("social", "reasoning", "explore")
    budget = 60
    instructions = ('I texted several friends inviting them to my party on Saturday. Go through their replies. If at '
                    'least {t} people will be there (me and anyone they bring included), text {caterer} "{cater}" '
                    'with the right number; otherwise text {cohost} "{off}"',
                    'Work out from the replies to my party invitation in Messages how many people are really coming '
                    'on Saturday, counting me and any plus-ones. {t} or more: send {caterer} the message "{cater}" '
                    'with N filled in. Fewer than {t}: send {cohost} "{off}"',
                    'Count the people coming to my Saturday party from the friends\' answers to my invitation texts '
                    '(I count too, and so does anyone a friend brings). If it\'s {t} or more, text {caterer} '
                    '"{cater}" with the number in place of N, else text {cohost} "{off}"')
    instructions_zh = ('我发短信邀请了几个朋友周六来我家聚会。看看他们的回复：如果来的人至少有{t}个（算上我和他们带来的人），就给{caterer}'
                       '发“{cater}”，填上正确的人数；否则给{cohost}发“{off}”',
                       '根据信息里朋友们对我聚会邀请的回复，算出周六到底来多少人（算上我，也算上他们带的人）。{t}人或以上：给{caterer}'
                       '发“{cater}”，把N换成人数；少于{t}人：给{cohost}发“{off}”',
                       '帮我数一下周六聚会到底来几个人：看朋友们对邀请短信的回复（我自己算一个，朋友带来的人也算）。'
                       '有{t}人或以上的话，给{caterer}发“{cater}”并把N换成人数，否则给{cohost}发“{off}”')
    goal_params = ("side", "text", "target")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = region(state) == "zh-CN"
        every = [c["name"] for c in state["os"]["providers"]["contacts"]]
        pool = [(t, c) for t, c in named_threads(state) if every.count(c["name"]) == 1]
        chosen = rng.sample(pool, 9)
        (tc, cc), (th, ch), invited = chosen[0], chosen[1], chosen[2:]
        kinds = [*MUST, *(rng.choice(("yes", "yes", "yes_dessert", "no")) for _ in range(len(invited) - len(MUST)))]
        rng.shuffle(kinds)
        n = 1 + sum(REPLIES[k][1] + REPLIES[k][2] for k in kinds)
        go = rng.random() < 0.5
        t = rng.choice((n - 1, n)) if go else n + rng.choice((1, 2))
        mid = next_message_id(state)
        threads: dict[int, list[dict[str, Any]]] = {}
        for i, ((th_, _), kind) in enumerate(zip(invited, kinds, strict=True)):
            sent_at = START_MS - (2 * 1440 - i * 3) * 60_000
            rows = [{"id": mid, "body": INVITE_ZH if zh else INVITE, "time": sent_at, "incoming": False, "read": True}]
            mid += 1
            texts = REPLIES_ZH[kind] if zh else REPLIES[kind][0]
            for j, body in enumerate(texts):
                ago = rng.randint(30, 600) if j else rng.randint(1500, 2700)
                rows.append({"id": mid, "body": body, "time": START_MS - ago * 60_000 - i * 60_000, "incoming": True,
                             "read": False})
                mid += 1
            threads[th_["id"]] = rows
        cater = (CATER_ZH if zh else CATER).format(n=n)
        target = tc if go else th
        return {"t": t, "caterer": cc["name"], "cohost": ch["name"], "cater_id": tc["id"], "cohost_id": th["id"],
                "invited": [x["id"] for x, _ in invited], "kinds": kinds, "threads": threads, "n": n,
                "side": "cater" if go else "off", "target": target["id"], "address": target["address"],
                "to": (cc if go else ch)["name"], "text": cater if go else (OFF_ZH if zh else OFF),
                "cater": (CATER_ZH if zh else CATER).replace("{n}", "N"), "off": OFF_ZH if zh else OFF}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        old = {t["id"]: t["messages"] for t in state["os"]["providers"]["sms"]}
        return sms_patch({int(tid): {"messages": [*old[int(tid)], *rows]} for tid, rows in p["threads"].items()})

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        names = [c["name"] for c in init["os"]["providers"]["contacts"]]
        return {"the caterer": names.count(p["caterer"]), "the co-host": names.count(p["cohost"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*send_changes(p["target"]),
                *(f"os.providers.sms[id={i}].messages[*].read" for i in [*p["invited"], p["cater_id"], p["cohost_id"]])]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, p["address"], p["text"], p["to"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        for tid in p["invited"]:  # every reply, thread by thread
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=tid)
            obs = yield from ui.back()
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["target"])
        yield from send(obs, p["text"])
