"""Notes tasks that test talking to the user: an item that is on two checklists (ask which list
first), and a deleted note that is not in Recently deleted (look, then abort)."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import AskFirst, CriteriaTask, InfeasibleTask
from bench.task import Solution
from bench.tasks.notes.common import NOTES, live, notes, open_note, to_notes, zh

#: things that fit on any shopping or packing list (English, Chinese: drawn at the same index)
ITEMS = ("Batteries", "Trash bags", "Paper towels", "Hand soap", "Water bottles", "Snacks", "Zip ties", "Umbrella")
ITEMS_ZH = ("电池", "垃圾袋", "纸巾", "洗手液", "矿泉水", "零食", "扎带", "雨伞")
#: titles of notes a person may have deleted (none of them is on the phone)
LOST = ("Christmas card list", "Garden plan", "Wine list", "Birthday party ideas", "Moving checklist",
        "Recipe from Grandma", "Podcast notes", "Bike repair")
LOST_ZH = ("贺卡名单", "花园规划", "酒单", "生日派对点子", "搬家清单", "奶奶的菜谱", "播客笔记", "修自行车")


class TickWhichList(AskFirst, CriteriaTask):
    id = "notes.TickWhichList"
    apps = ("notes",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("ask_user", "edit")
    budget = 15
    instructions = ('I\'ve got "{item}" now. Tick it off my list in Notes.',
                    'Mark "{item}" as done on my checklist in Notes.')
    instructions_zh = ("“{item}”我已经买到了，在笔记的清单里把它勾掉。", "在笔记的清单上把“{item}”标记为已完成，我刚买好。")
    replies = ('I mean my "{title}" note.',)
    replies_zh = ("是“{title}”那条笔记里的。",)
    changes = (f"{NOTES}[id={{note_id}}].edited",)
    goal_params = ("note_id", "item")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        lists = [n for n in live(state) if n["checklist"]]
        a, b = rng.sample(lists, 2)
        have = {it["text"] for n in lists for it in n["items"]}
        i = rng.choice([i for i, x in enumerate(ITEMS_ZH if zh(state) else ITEMS) if x not in have])
        item = (ITEMS_ZH if zh(state) else ITEMS)[i]
        return {"note_id": a["id"], "title": a["title"], "other_id": b["id"], "item": item, "index": len(a["items"]),
                "a_items": [*a["items"], {"text": item, "checked": False}],
                "b_items": [*b["items"], {"text": item, "checked": False}]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{NOTES}[id={p['note_id']}].items[{p['index']}].checked": True}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"notes": {f"notes[id={p['note_id']}]": {"items": p["a_items"]},
                                   f"notes[id={p['other_id']}]": {"items": p["b_items"]}}}}

    def referents(self, p: dict[str, Any], init: dict[str, Any]) -> dict[str, int]:
        lists = [n for n in live(init) if n["checklist"]]
        return {"the list meant, once the user has said which": sum(n["title"] == p["title"] for n in lists)}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.ask(f"{p['item']} is on more than one of your checklists. Which list do you mean?")
        obs = yield from to_notes(obs)
        obs = yield from open_note(obs, p["note_id"])
        obs = yield from ui.tap(obs, trigger="item.toggle", i=p["index"])
        yield from ui.tap(obs, trigger="edit.save")


class RestoreNotInTrash(InfeasibleTask):
    id = "notes.RestoreNotInTrash"
    apps = ("notes",)
    composition = "atomic"
    difficulty = "L2"
    tags = ("infeasible", "nav")
    budget = 15
    instructions = ('I deleted my note "{title}" by mistake. Get it back from the trash in Notes.',
                    'Restore the note "{title}" from Recently deleted in Notes.')
    instructions_zh = ("我不小心删了笔记“{title}”，帮我从笔记的回收站里恢复。", "在笔记的“最近删除”里把“{title}”这条笔记恢复。")

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        titles = {n["title"] for n in notes(state)}
        return {"title": rng.choice([t for t in (LOST_ZH if zh(state) else LOST) if t not in titles])}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="list.menu")
        obs = yield from ui.tap(obs, trigger="menu.trash")
        yield from ui.give_up(f'There is no note "{p["title"]}" in Recently deleted (or anywhere in Notes), so it '
                              "cannot be restored.")
