"""Lifenotes templates across apps that are hard by construction (``hardness``, L4): a friend asks by text for
a spot where they can see some animal or thing, then corrects the city they will be in; the answer is the
saved note in that city whose pictures, all of them, show the most of it (the board holds a note in the first
city with more, and where it can, a note whose cover shows more but whose pictures add up to fewer)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.gallery.common import OBJECTS_ZH, PLURAL
from bench.tasks.lifenotes.common import W, launch, ov
from bench.tasks.messages.common import START_MS, named_threads, next_message_id, send, sent_check
from mgym.render.photos import index

BOARDS = ("Places to go", "Weekend ideas", "Saved spots")
BOARDS_ZH = ("想去的地方", "周末去哪儿", "收藏的好去处")
#: notes on the board
SIZE = 8
ASK = ("I'm off to {city} next weekend and I'd love to see some {objs}! Any place from your saved Lifenotes "
       "you'd recommend?")
ASK_ZH = "我下周末去{city}，特别想看看{objs}！你在生活笔记里收藏的地方有推荐的吗？"
FIX = "Change of plans: it's {city} now, not {old}. Same question though!"
FIX_ZH = "计划有变：改去{city}了，不去{old}了。问题还是一样哈！"


def _count(images: list[str], obj: str) -> int:
    ix = index()
    return sum(int(ix.get(a, {}).get("facts", {}).get("counts", {}).get(obj, 0)) for a in images)


class SpotForFriend(TaskTemplate):
    id = "lifenotes.SpotForFriend"
    apps = ("lifenotes", "messages")
    objective = "hybrid"
    hardness = ("image", "trap", "aggregate", "steps")
    tags = ("image", "social", "reasoning", "explore")
    budget = 60
    goal_params = ("thread_id", "spot")
    instructions = ('{name} texted me asking for a place to go. Of the notes on my Lifenotes board "{board}", find '
                    "the one in the city {name} will be in whose pictures (all of them, not just the first) show the "
                    "most of what they want to see, and reply to {name} by SMS with just that note's spot name.",
                    'Read {name}\'s texts, then look through my Lifenotes board "{board}": among the notes located in '
                    "the city they are going to, which one has the most of what they want to see across all its "
                    "pictures? Text {name} back only the name of its spot.",
                    '{name} wants a recommendation (see their texts). Go through the notes on my "{board}" board in '
                    "Lifenotes, count what they want to see in every picture of each note in the city they will be "
                    "visiting, and send {name} an SMS with only the spot name of the note with the highest total.")
    instructions_zh = ("{name}发短信问我有什么地方可以去。请在我生活笔记的收藏夹“{board}”里，找出位于{name}要去的那个城市、"
                       "所有图片（不只是第一张）里对方想看的东西加起来最多的那篇笔记，然后用短信只回复{name}这篇笔记的地点名称。",
                       "先看{name}发来的短信，再翻一遍我生活笔记的“{board}”收藏夹：在对方要去的城市的笔记中，哪一篇所有图片里"
                       "对方想看的东西最多？只把它的地点名称用短信回给{name}。",
                       "{name}想让我推荐个地方（要求见短信）。把我生活笔记“{board}”收藏夹里的笔记过一遍，对位于对方要去的城市的每篇笔记，"
                       "数数每张图片里对方想看的东西，把合计最多的那篇的地点名称用短信发给{name}，不要写别的。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        zh = str(state["os"]["device"]["region"]) == "zh-CN"
        w = W(state)
        names = [c["name"] for c in state["os"]["providers"]["contacts"]]
        t, c = rng.choice([(t, c) for t, c in named_threads(state) if names.count(c["name"]) == 1])
        pool = [n for n in w.notes if n.get("place") and n["place"].get("city") and n["place"].get("spot")
                and 1 <= len(n["images"]) <= 5]
        cities = sorted({n["place"]["city"] for n in pool})
        objs = ("dog", "duck", "sunflower", "butterfly", "bicycle", "cat", "potted plant", "bee")
        for _ in range(5000):
            obj = rng.choice(objs)
            city, old = rng.sample(cities, 2)
            here = [n for n in pool if n["place"]["city"] == city and _count(n["images"], obj)]
            there = [n for n in pool if n["place"]["city"] == old and _count(n["images"], obj)]
            if len(here) < 4 or not there:
                continue
            four = rng.sample(here, 4)
            totals = sorted((_count(n["images"], obj) for n in four), reverse=True)
            if totals[0] == totals[1]:
                continue
            win = max(four, key=lambda n: _count(n["images"], obj))
            best = _count(win["images"], obj)
            # the uncorrected city's note: more than the winner
            more = [n for n in there if _count(n["images"], obj) > best]
            if not more:
                continue
            # a cover that shows more than the winner's, where the pictures add up to fewer
            cover = [n for n in here if n not in four and len(n["images"]) >= 2
                     and _count(n["images"][:1], obj) > _count(win["images"][:1], obj)
                     and _count(n["images"], obj) < best]
            chosen = [*four, rng.choice(more), *([rng.choice(cover)] if cover else [])]
            rest = [n for n in pool if n["place"]["city"] not in (city, old)]
            chosen += rng.sample(rest, SIZE - len(chosen))
            spots = [n["place"]["spot"] for n in chosen]
            if len(set(spots)) != len(spots) or len({n["id"] for n in chosen}) != len(chosen):
                continue
            if sum(len(n["images"]) for n in chosen if n["place"]["city"] == city) < 10:
                continue  # ten pictures or more to count
            rng.shuffle(chosen)
            mid = next_message_id(state)
            objs_word = OBJECTS_ZH[obj] if zh else PLURAL.get(obj, obj + "s")
            at = START_MS - rng.randint(20, 40) * 3_600_000
            msgs = [{"id": mid, "body": (ASK_ZH if zh else ASK).format(city=old, objs=objs_word), "time": at,
                     "incoming": True, "read": False},
                    {"id": mid + 1, "body": (FIX_ZH if zh else FIX).format(city=city, old=old),
                     "time": at + rng.randint(1, 10) * 3_600_000, "incoming": True, "read": False}]
            return {"name": c["name"], "thread_id": t["id"], "address": t["address"], "msgs": msgs,
                    "board": rng.choice(BOARDS_ZH if zh else BOARDS), "notes": [n["id"] for n in chosen],
                    "city": city, "obj": obj, "winner": win["id"], "spot": win["place"]["spot"],
                    "look": [[n["id"], len(n["images"])] for n in chosen if n["place"]["city"] == city]}
        raise ValueError("no board to build on this phone")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        boards = ov(state)["boards"]
        t = next(t for t in state["os"]["providers"]["sms"] if t["id"] == p["thread_id"])
        return {"apps": {"lifenotes": {"boards": [*boards, {"id": f"b{len(boards) + 7}", "name": p["board"],
                                                            "notes": p["notes"]}]}},
                "os": {"providers": {f"sms[id={p['thread_id']}]": {"messages": [*t["messages"], *p["msgs"]]}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        w = W(init)
        board = [b for b in ov(init)["boards"] if b["name"] == p["board"]]
        notes = [n for n in (w.note(i) for i in board[0]["notes"]) if n is not None] if board else []
        fit = [n for n in notes if n["place"]["city"] == p["city"]]
        most = max((_count(n["images"], p["obj"]) for n in fit), default=-1)
        return {"the board": len(board), "the friend": names_count(init, p["name"]),
                "the note with the most": sum(_count(n["images"], p["obj"]) == most for n in fit)}

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        from bench.tasks.messages.common import send_changes

        return send_changes(p["thread_id"])

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        return [sent_check(init, final, p["address"], p["spot"], p["name"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.open_app("Messages")
        obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])  # the ask and the new city
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.boards")
        obs = yield from ui.tap(obs, p["board"], trigger="board.open")
        look = dict((nid, k) for nid, k in p["look"])
        for nid in p["notes"]:  # each note's place; every picture of those in the city
            obs = yield from ui.tap(obs, trigger="note.open", id=nid)
            for _ in range(look.get(nid, 1) - 1):
                obs = yield from ui.tap(obs, trigger="note.next", id=nid)
            obs = yield from ui.back()
        obs = yield from ui.open_app("Messages")
        if not obs.find(trigger="compose.send"):
            obs = yield from ui.tap(obs, trigger="thread.open", thread_id=p["thread_id"])
        yield from send(obs, p["spot"])


def names_count(state: dict[str, Any], name: str) -> int:
    return sum(c["name"] == name for c in state["os"]["providers"]["contacts"])
