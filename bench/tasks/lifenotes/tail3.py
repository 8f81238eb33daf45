"""Lifenotes templates with declared hardness factors: whose notes on one of my boards have the most likes
added together (L3: the board's rows show each note's author and likes, so the sum is read from the list),
and a basket built from a board. The single most-liked note on the board is by another author, whose notes
add up to fewer likes."""

from __future__ import annotations

from collections import defaultdict
from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask
from bench.task import AnswerField, Solution
from bench.tasks.lifenotes.common import W, launch, ov, zh

BOARDS = ("Best of my feed", "Keep for later", "Inspiration")
BOARDS_ZH = ("首页精选", "以后再看", "灵感收集")
#: the board's size
SIZE = 12
#: likes at most this (the note page shows exact counts below it)
MAX_LIKES = 999


class BoardAuthorMostLikes(AnswerTask):
    id = "lifenotes.BoardAuthorMostLikes"
    apps = ("lifenotes", "answersheet")
    # the board's rows show each note's author and exact likes, so a playtester added them up from the list
    # in 11 steps on the first try: the oracle's 20+ steps are not needed, and the template is L3
    hardness = ("aggregate", "trap")
    tags = ("explore", "extract", "reasoning")
    budget = 45
    goal_params = ("winner", "total")
    instructions = ('On my Lifenotes board "{board}", add up the likes of each author\'s notes. Which author\'s notes '
                    "have the most likes in total, and how many is that? Answer on the AnswerSheet.",
                    'Go through every note saved on my "{board}" board in Lifenotes and total the likes per author. '
                    "Put the author with the highest combined likes, and that combined number, in AnswerSheet.",
                    'Whose notes on my Lifenotes board "{board}" have collected the most likes altogether (all of '
                    "that person's notes on the board counted together)? Write the author's name and the total on "
                    "the AnswerSheet.")
    instructions_zh = ("把我生活笔记收藏夹“{board}”里每位作者的笔记点赞数加起来。哪位作者的笔记总点赞最多？一共多少？请在答题卡上作答。",
                       "把我收藏在生活笔记“{board}”专辑里的每篇笔记都看一遍，按作者把点赞数相加。把合计点赞最多的作者和这个合计数填到答题卡。",
                       "我生活笔记“{board}”收藏夹里，谁的笔记加起来获赞最多（同一个人在收藏夹里的笔记一起算）？请在答题卡上写出作者名字和总赞数。")
    answer_fields = (AnswerField("author", "Author", hint="The author's name as shown on their notes", label_zh="作者",
                                 hint_zh="与笔记上显示的作者名一致"),
                     AnswerField("likes", "Total likes", "number", "number", hint="A whole number", label_zh="总点赞数",
                                 hint_zh="整数"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        mine = set(ov(state)["liked"])
        by: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for n in w.notes:
            if n["likes"] <= MAX_LIKES and n["id"] not in mine and w.titles.get(n["title"]) == 1:
                by[n["author"]].append(n)
        names: dict[str, int] = defaultdict(int)
        for u in w.users:
            names[u["name"]] += 1
        authors = sorted(a for a, ns in by.items() if names[w.by_id[a]["name"]] == 1)
        rich = [a for a in authors if len(by[a]) >= 3]
        for _ in range(2000):
            win = rng.choice(rich)
            three = rng.sample(by[win], 3)
            total = sum(n["likes"] for n in three)
            top = max(n["likes"] for n in three)
            # the trap: one note, more liked than any of the winner's, by an author whose total is lower
            dist = [a for a in authors if a != win and any(top < n["likes"] < total - 20 for n in by[a])]
            if not dist:
                continue
            d = rng.choice(dist)
            lone = rng.choice([n for n in by[d] if top < n["likes"] < total - 20])
            chosen = [*three, lone]
            used = {win, d}
            while len(chosen) < SIZE:
                a = rng.choice(authors)
                if a in used:
                    continue
                k = 2 if len(chosen) <= SIZE - 2 and len(by[a]) >= 2 and rng.random() < 0.5 else 1
                picks = rng.sample(by[a], k)
                if sum(n["likes"] for n in picks) >= total - 20:
                    continue
                used.add(a)
                chosen += picks
            rng.shuffle(chosen)
            board = rng.choice(BOARDS_ZH if zh(state) else BOARDS)
            return {"board": board, "notes": [n["id"] for n in chosen], "winner": w.by_id[win]["name"],
                    "total": total}
        raise ValueError("no board to build on this phone")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        boards = ov(state)["boards"]
        new = {"id": f"b{len(boards) + 11}", "name": p["board"], "notes": p["notes"], "private": False}
        return {"apps": {"lifenotes": {"boards": [*boards, new]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the board": sum(b["name"] == p["board"] for b in ov(init)["boards"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        w = W(init)
        board = next(b for b in ov(init)["boards"] if b["name"] == p["board"])
        sums: dict[str, int] = defaultdict(int)
        for nid in board["notes"]:
            n = w.note(nid)
            assert n is not None
            sums[w.by_id[n["author"]]["name"]] += n["likes"]
        best = max(sums, key=lambda a: sums[a])
        return {"author": best, "likes": sums[best]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.boards")
        obs = yield from ui.tap(obs, p["board"], trigger="board.open")
        for nid in p["notes"]:  # every note's page: its author and its likes
            obs = yield from ui.tap(obs, trigger="note.open", id=nid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"author": p["winner"], "likes": p["total"]})


#: notes on the shopping board
BASKET = 10
BASKET_BOARDS = ("Wishlist", "Things to buy", "Gift ideas")
BASKET_BOARDS_ZH = ("心愿单", "想买的东西", "送礼灵感")


def _at(notes: list[dict[str, Any]], shop: str) -> list[dict[str, Any]]:
    return [p for n in notes for p in n["products"] if p["shop"] == shop]


class BoardShopBasket(AnswerTask):
    id = "lifenotes.BoardShopBasket"
    apps = ("lifenotes", "answersheet")
    hardness = ("steps", "aggregate", "trap")
    tags = ("explore", "extract", "finance", "reasoning")
    budget = 45
    goal_params = ("count", "total")
    instructions = ('I want to order, from {shop}, every product sold by {shop} that is tagged in the notes on my '
                    'Lifenotes board "{board}". How many products is that, and what do they cost together at the '
                    "prices the notes show? Answer on the AnswerSheet.",
                    'Go through the notes saved on my "{board}" board in Lifenotes and pick out the tagged products '
                    "whose shop is {shop}. Enter how many there are and their combined price in AnswerSheet.",
                    'Which products tagged in my Lifenotes board "{board}" come from {shop}, and what would buying one '
                    "of each cost? Put the number of products and the total price on the AnswerSheet.")
    instructions_zh = ("我想在{shop}把生活笔记收藏夹“{board}”里各篇笔记标注的、由{shop}出售的商品都买下来。一共几件？按笔记里显示的价格合计多少钱？"
                       "请在答题卡上作答。",
                       "把我生活笔记“{board}”专辑里收藏的笔记逐篇看一遍，挑出店铺是{shop}的标注商品，把件数和总价填到答题卡。",
                       "我生活笔记“{board}”收藏夹里标注的商品中，哪些来自{shop}？每样买一件一共多少钱？请在答题卡上写出商品件数和总价。")
    answer_fields = (AnswerField("count", "Products", "number", "number", hint="A whole number", label_zh="商品件数",
                                 hint_zh="整数"),
                     AnswerField("total", "Total price", "number", "number", precision="0.01",
                                 hint="The amount, e.g. 123.45", label_zh="总价", hint_zh="金额，例如 123.45"))

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        w = W(state)
        pool = [n for n in w.notes if n["products"] and w.titles.get(n["title"]) == 1]
        shops = sorted({p["shop"] for n in pool for p in n["products"]})
        for _ in range(2000):
            shop = rng.choice(shops)
            here = rng.sample([n for n in pool if any(p["shop"] == shop for p in n["products"])], 4)
            names = [p["name"] for p in _at(here, shop)]
            if len(set(names)) != len(names):
                continue
            # the trap: a product of the same name, tagged with another shop
            twins = [n for n in pool if not _at([n], shop) and any(p["name"] in names for p in n["products"])]
            if not twins:
                continue
            chosen = [*here, rng.choice(twins)]
            rest = [n for n in pool if not _at([n], shop) and n["id"] not in {x["id"] for x in chosen}]
            chosen += rng.sample(rest, BASKET - len(chosen))
            rng.shuffle(chosen)
            prices = [p["price"] for p in _at(chosen, shop)]
            board = rng.choice(BASKET_BOARDS_ZH if zh(state) else BASKET_BOARDS)
            return {"board": board, "shop": shop, "notes": [n["id"] for n in chosen], "count": len(prices),
                    "total": sum(prices)}
        raise ValueError("no board to build on this phone")

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        boards = ov(state)["boards"]
        new = {"id": f"b{len(boards) + 12}", "name": p["board"], "notes": p["notes"], "private": False}
        return {"apps": {"lifenotes": {"boards": [*boards, new]}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        return {"the board": sum(b["name"] == p["board"] for b in ov(init)["boards"])}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        w = W(init)
        board = next(b for b in ov(init)["boards"] if b["name"] == p["board"])
        notes = [w.note(nid) for nid in board["notes"]]
        prices = [p_["price"] for p_ in _at([n for n in notes if n is not None], p["shop"])]
        return {"count": len(prices), "total": f"{sum(prices):.2f}"}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from launch()
        obs = yield from ui.tap(obs, trigger="nav.me")
        obs = yield from ui.tap(obs, trigger="me.boards")
        obs = yield from ui.tap(obs, p["board"], trigger="board.open")
        for nid in p["notes"]:  # every note's tagged products, with their shops and prices
            obs = yield from ui.tap(obs, trigger="note.open", id=nid)
            obs = yield from ui.back()
        yield from ui.fill_answers(obs, {"count": p["count"], "total": f"{p['total']:.2f}"})
