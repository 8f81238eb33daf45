"""Reader tasks on the shelf and in the store: the #1 book of a ranking into a new group, moving a
book between groups, a chapter's title."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AnswerTask, CriteriaTask
from bench.task import AnswerField, Check, Solution, TaskTemplate, check
from bench.tasks.reader.common import GROUPS, GROUPS_ZH, P, W, open_book, ov, shelf, to_tab, zh
from mgym import actions as A
from mgym.apps.reader import world
from mgym.apps.reader.views import CATEGORY_LABELS, RANKING_LABELS


class AddTopToNewGroup(TaskTemplate):
    id = "reader.AddTopToNewGroup"
    apps = ("reader",)
    composition = "sequential"
    difficulty = "L3"
    tags = ("explore", "edit")
    budget = 30
    instructions = ('Add the #1 book of the {kind} ranking for {category} in Reader\'s store to my bookshelf, in a '
                    'new shelf group called "{group}".',
                    'In Reader, find the top book of the {category} {kind} ranking, put it on my shelf and file it '
                    'under a new group named "{group}".',
                    'Please put the #1 book of the {category} {kind} ranking in Reader\'s store on my bookshelf, in a new group called "{group}".')
    instructions_zh = ("把阅读书城“{category}”分类{kind}第1名的书加入书架，并放进新建的分组“{group}”。",
                       "在阅读的排行榜里找到“{category}”{kind}排名第一的书，加入书架，放到新分组“{group}”里。",
                       '请把阅读书城“{category}”{kind}排名第一的书加入书架，放进一个新建的分组“{group}”。')
    goal_params = ("book", "group")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        cat = rng.choice(world.CATEGORIES)
        kind = rng.choice(world.RANKINGS)
        b = W(state).ranking(kind, cat)[0]
        names = [g for g in (GROUPS_ZH if zh(state) else GROUPS) if g not in ov(state)["groups"]]
        return {"cat": cat, "category": CATEGORY_LABELS[cat], "kind_id": kind, "kind": RANKING_LABELS[kind],
                "book": b["id"], "title": b["title"], "group": rng.choice(names)}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"reader": {"shelf": [s for s in shelf(state) if s["id"] != p["book"]]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        it = next((s for s in shelf(final) if s["id"] == p["book"]), None)
        return [Check("the book is on the shelf", it is not None, p["book"], [s["id"] for s in shelf(final)][:5]),
                Check(f"the group {p['group']} exists", p["group"] in ov(final)["groups"], p["group"], ov(final)["groups"]),
                check("the book is in that group", p["group"], it and it["group"])]

    def expected_changes(self, p: dict[str, Any]) -> list[str]:
        return [f"{P}.shelf[+1 id={p['book']}]", f"{P}.groups[+1]"]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "store")
        obs = yield from ui.tap(obs, trigger="store.rankings")
        tabs = [e.bounds for e in obs.find(trigger="store.tab", tab="rankings", kind="hot")]
        left = min((b[0] for b in tabs), default=0.0)
        cats = [b for b in tabs if b[0] == left]  # the column of categories, which may run below the fold
        if cats:
            box = (min(b[0] for b in cats), min(b[1] for b in cats), max(b[2] for b in cats), max(b[3] for b in cats))
            obs = yield from ui.scroll_within(obs, box, trigger="store.tab", tab="rankings", cat=p["cat"], kind="hot")
        obs = yield from ui.tap(obs, trigger="store.tab", tab="rankings", cat=p["cat"], kind="hot")
        if p["kind_id"] != "hot":
            obs = yield from ui.tap(obs, trigger="store.tab", tab="rankings", cat=p["cat"], kind=p["kind_id"])
        first = obs.find(trigger="book.open")[0]
        obs = yield ui.click(first)
        obs = yield from ui.tap(obs, trigger="book.add")
        obs = yield from to_tab(obs, "shelf")
        obs = yield from ui.long_press(obs, trigger="book.read", id=first.params["id"])
        obs = yield from ui.tap(obs, trigger="menu.move")
        obs = yield from ui.tap(obs, trigger="move.new")
        obs = yield from ui.type_into(obs, "Group name", p["group"])
        if obs.keyboard:
            obs = yield A.Back()
        yield from ui.tap(obs, trigger="group.create")


class MoveToGroup(CriteriaTask):
    id = "reader.MoveToGroup"
    apps = ("reader",)
    difficulty = "L2"
    tags = ("edit",)
    split = "train"
    instructions = ('Move "{title}" into the "{group}" group on my Reader bookshelf.',
                    'On Reader\'s bookshelf, file the book {title} under the group {group}.')
    instructions_zh = ("把阅读书架上的《{title}》移到“{group}”分组。", "在阅读书架上把书《{title}》放进分组“{group}”。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        it = rng.choice(shelf(state))
        b = W(state).book(it["id"])
        assert b is not None
        return {"book": it["id"], "title": b["title"], "group": rng.choice(ov(state)["groups"])}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{P}.shelf[id={p['book']}].group": p["group"]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        rows = [{**s, "group": ""} if s["id"] == p["book"] else s for s in shelf(state)]
        return {"apps": {"reader": {"shelf": rows, "view": "list"}}}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from to_tab(obs, "shelf")
        obs = yield from ui.long_press(obs, trigger="book.read", id=p["book"])
        obs = yield from ui.tap(obs, trigger="menu.move")
        yield from ui.tap(obs, trigger="move.to", group=p["group"])


class ChapterTitle(AnswerTask):
    id = "reader.ChapterTitle"
    apps = ("reader", "answersheet")
    difficulty = "L2"
    tags = ("extract", "search")
    split = "train"
    instructions = ('What is the title of chapter {n} of "{title}" in Reader? Answer on the AnswerSheet.',
                    'Look up the book {title} in Reader and write the name of its chapter {n} in AnswerSheet.')
    instructions_zh = ("阅读里《{title}》第{n}章的标题是什么？请在答题卡中作答。", "在阅读里查一下《{title}》，把第{n}章的章节名填到答题卡里。")
    answer_fields = (AnswerField("title", "Chapter title", "text", "exact", hint="The title as shown",
                                 label_zh="章节标题", hint_zh="按显示的标题填写"),)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        b = rng.choice(W(state).books)
        return {"book": b["id"], "title": b["title"], "n": rng.randint(2, len(b["chapters"]))}

    def answer(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, Any]:
        b = W(init).book(p["book"])
        assert b is not None
        return {"title": b["chapters"][p["n"] - 1]["title"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_book(obs, p["book"], p["title"])
        obs = yield from ui.scroll_to(obs, trigger="chapter.read", chapter=p["n"] - 1)
        row = obs.find(trigger="chapter.read", chapter=p["n"] - 1)[0]
        prefix = ui.tr(obs, "Chapter {n}", n=p["n"]) + " "
        yield from ui.fill_answers(obs, {"title": row.text[len(prefix):] if row.text.startswith(prefix) else row.text})
