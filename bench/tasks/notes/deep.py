"""Notes templates that are hard by construction (``hardness``): a potluck checklist to tick off from the
dishes people promised, some in a Messenger group and some by text, where one promise is withdrawn, one is
swapped for another dish, one dish is only asked about, and the list holds near-namesakes (three salads, two
pies, two drinks) of what was promised."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.messages.common import named_threads, next_message_id
from bench.tasks.messenger.common import START_MS, group_rows, launch, open_group, ov, read
from bench.tasks.notes.common import NOTES, notes, open_note, to_notes, zh

SALADS = ("Green salad", "Potato salad", "Fruit salad")
PIES = ("Apple pie", "Pumpkin pie")
DRINKS = ("Lemonade", "Iced tea")
OTHER = ("Garlic bread", "Chicken wings", "Veggie lasagna", "Brownies", "Chips and salsa", "Deviled eggs")
SALADS_ZH = ("蔬菜沙拉", "土豆沙拉", "水果沙拉")
PIES_ZH = ("苹果派", "南瓜派")
DRINKS_ZH = ("柠檬水", "冰红茶")
OTHER_ZH = ("蒜香面包", "炸鸡翅", "蔬菜千层面", "布朗尼", "薯片配莎莎酱", "卤鸡蛋")

EN = {"claim": "I'll bring the {x}!", "pie": "Count me in, I'm making the {x}.",
      "drop": "Change of plans, I'm away on Sunday, so no {x} from me, sorry!",
      "ask": "Is anyone bringing the {x}?", "answer": "Not me, I'm doing the {x}.",
      "chat": "Can't wait, it's going to be fun!",
      "sms1": "Hi! For Sunday's potluck, put me down for the {x}.",
      "sms2": "Can I bring something to the potluck? I'll do the {x}.",
      "swap": "Actually, make that the {y} instead of the {x}, I have a better recipe for it."}
ZH_ = {"claim": "{x}我来带！", "pie": "算我一个，我做{x}。", "drop": "计划有变，周日我不在，{x}我带不了了，抱歉！",
       "ask": "有人带{x}吗？", "answer": "我不带，我负责{x}。", "chat": "好期待，肯定很好玩！",
       "sms1": "周日的聚餐，{x}算我的。", "sms2": "聚餐我带点东西吧？我来做{x}。",
       "swap": "还是改一下吧：我不带{x}了，换成{y}，这个我更拿手。"}


class PotluckChecklist(TaskTemplate):
    id = "notes.PotluckChecklist"
    apps = ("notes", "messenger", "messages")
    objective = "hybrid"  # reads what it acts on from the phone (the reference's hybrid)
    hardness = ("aggregate", "trap", "apps3")
    tags = ("edit", "social", "reasoning")
    budget = 60
    instructions = ('In my Notes checklist "{title}", tick off every dish someone has promised to bring, whether they '
                    'said it in the "{group}" group on Messenger or texted me ({a} and {b} did). Leave the other '
                    'dishes unticked.',
                    'People have been telling me what they\'ll bring to Sunday\'s potluck: in the Messenger group '
                    '"{group}", and {a} and {b} by text. Check off the dishes that are really covered in my '
                    '"{title}" list in Notes, and nothing else.',
                    'Update my "{title}" checklist in Notes: a dish gets ticked if someone is bringing it, going by '
                    'the latest in the Messenger group "{group}" and the texts from {a} and {b}. Dishes nobody is '
                    'bringing stay unticked.')
    instructions_zh = ('在笔记清单“{title}”里，把已经有人答应带的菜都勾上，不管是在聊天群“{group}”里说的，还是发短信告诉我的'
                       '（{a}和{b}发了短信）。其他的菜不要勾。',
                       '大家一直在说周日聚餐各自带什么：有的在聊天群“{group}”里说，{a}和{b}是发短信说的。请在笔记里的“{title}”'
                       '清单上勾选真正有人带的菜，别的不要动。',
                       '帮我更新笔记里的“{title}”清单：按聊天群“{group}”里和{a}、{b}短信里最新的说法，有人带的菜就勾上，'
                       '没人带的菜保持不勾。')
    goal_params = ("note_id", "claimed")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        z = zh(state)
        rg = "zh-CN" if z else "en"
        salads, pies, drinks, other = ((SALADS_ZH, PIES_ZH, DRINKS_ZH, OTHER_ZH) if z
                                       else (SALADS, PIES, DRINKS, OTHER))
        dishes = [*salads, *pies, *drinks, *rng.sample(other, 5)]
        rng.shuffle(dishes)
        salad, pie = rng.choice(salads), rng.choice(pies)
        first, second = rng.sample(drinks, 2)
        rest = [d for d in dishes if d in other]
        dropped, asked, answered, sms1 = rest[:4]
        lc = (lambda s: s) if z else (lambda s: s[0].lower() + s[1:])
        t = ZH_ if z else EN
        names = [g["name"] for g in group_rows(state)]
        g = rng.choice([g for g in group_rows(state) if names.count(g["name"]) == 1 and len(g["members"]) >= 6])
        m = rng.sample([u for u in g["members"] if u != "me"], 5)
        chat = [(m[0], t["claim"].format(x=lc(salad))), (m[1], t["claim"].format(x=lc(dropped))),
                (m[2], t["pie"].format(x=lc(pie))), (m[3], t["ask"].format(x=lc(asked))),
                (m[4], t["answer"].format(x=lc(answered))), (m[3], t["chat"]),
                (m[1], t["drop"].format(x=lc(dropped)))]
        every = [c["name"] for c in state["os"]["providers"]["contacts"]]
        (ta, ca), (tb, cb) = rng.sample([(x, c) for x, c in named_threads(state) if every.count(c["name"]) == 1], 2)
        mid = next_message_id(state)
        sms = {ta["id"]: [t["sms2"].format(x=lc(sms1))],
               tb["id"]: [t["sms1"].format(x=lc(first)), t["swap"].format(x=lc(first), y=lc(second))]}
        rows: dict[int, list[dict[str, Any]]] = {}
        for tid, bodies in sms.items():
            rows[tid] = []
            for j, body in enumerate(bodies):
                rows[tid].append({"id": mid, "body": body, "time": START_MS - (400 - j * 250 + rng.randint(0, 40)) * 60_000,
                                  "incoming": True, "read": False})
                mid += 1
        note_id = max(n["id"] for n in notes(state)) + 1
        claimed = sorted(dishes.index(d) for d in (salad, pie, answered, sms1, second))
        return {"title": "周日聚餐" if z else "Sunday potluck", "group": g["name"], "cid": g["id"], "chat": chat,
                "a": ca["name"], "b": cb["name"], "sms": rows, "note_id": note_id, "dishes": dishes,
                "claimed": claimed, "region": rg}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        n = len(p["chat"])
        msgs = [{"id": f"h{700 + i}", "chat": p["cid"], "sender": s, "time": START_MS - (n - i) * 23 * 60_000,
                 "kind": "text", "text": text} for i, (s, text) in enumerate(p["chat"])]
        note = {"id": p["note_id"], "title": p["title"], "body": "", "checklist": True,
                "items": [{"text": d, "checked": False} for d in p["dishes"]], "folder": 1, "pinned": False,
                "private": False, "edited": START_MS - 3 * 86_400_000, "deleted_at": None}
        old = {t["id"]: t["messages"] for t in state["os"]["providers"]["sms"]}
        return {"apps": {"messenger": {"messages": [*ov(state)["messages"], *msgs], "chats": {p["cid"]: {}}},
                         "notes": {"notes": [*notes(state), note]}},
                "os": {"providers": {f"sms[id={tid}]": {"messages": [*old[int(tid)], *rows]}
                                     for tid, rows in p["sms"].items()}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        people = [c["name"] for c in init["os"]["providers"]["contacts"]]
        return {"the checklist": sum(n["title"] == p["title"] and n["deleted_at"] is None for n in notes(init)),
                "the group": sum(g["name"] == p["group"] for g in group_rows(init)),
                "the first friend who texted": people.count(p["a"]), "the second": people.count(p["b"])}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [*(f"{NOTES}[id={p['note_id']}].items[{i}].checked" for i in p["claimed"]),
                f"{NOTES}[id={p['note_id']}].edited", *read(p["cid"]),
                *(f"os.providers.sms[id={tid}].messages[*].read" for tid in p["sms"])]

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        items: list[dict[str, Any]] = next((n["items"] for n in notes(final) if n["id"] == p["note_id"]), [])
        return [Check(f"{p['dishes'][i]} ticked", i < len(items) and bool(items[i]["checked"]), True,
                      items[i]["checked"] if i < len(items) else None) for i in p["claimed"]]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from open_group(obs, p["group"], p["cid"])  # the promises, the question, the withdrawal
        obs = yield from ui.open_app("Messages")
        for tid in p["sms"]:
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=int(tid))
            obs = yield from ui.back()
        obs = yield from to_notes(obs)
        obs = yield from open_note(obs, p["note_id"])
        for i in p["claimed"]:
            obs = yield from ui.tap(obs, trigger="item.toggle", i=i)
        yield from ui.tap(obs, trigger="edit.save")
