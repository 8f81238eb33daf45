"""Notes tasks on single notes: create, pin, move to a folder, restore from the trash."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate

NOTES = "apps.notes.notes"
TITLES = ("Weekend plans", "Plant care", "Birthday party", "Garden ideas", "Movie night", "Yoga routine")
TITLES_ZH = ("周末计划", "养花心得", "生日聚会", "花园设想", "电影之夜", "瑜伽练习")
BODIES = ("Buy flowers on Friday", "Water twice a week", "Order the cake by Tuesday", "Plant tulips in April",
          "Pick a comedy", "Twenty minutes every morning")
BODIES_ZH = ("周五买花", "每周浇水两次", "周二前订蛋糕", "四月种郁金香", "选一部喜剧片", "每天早上二十分钟")


def live(state: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = state["apps"]["notes"]["notes"]
    return [n for n in rows if n["deleted_at"] is None and not n["private"] and n["title"]]


def open_note(obs: Any, note_id: int) -> ui.Steps:
    return (yield from ui.tap(obs, trigger="note.open", note_id=note_id))


class CreateNote(TaskTemplate):
    id = "notes.CreateNote"
    apps = ("notes",)
    difficulty = "L2"
    tags = ("create",)
    budget = 30
    instructions = ('Write a new note titled "{title}" that says "{body}".',
                    'In Notes, add a note "{title}" with the text "{body}".')
    instructions_zh = ('新建一条标题为“{title}”的笔记，内容是“{body}”。', '在笔记里添加一条“{title}”，正文写“{body}”。')
    changes = (f"{NOTES}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        i = rng.randrange(len(TITLES))
        zh = state["os"]["device"]["region"] == "zh-CN"
        return {"title": (TITLES_ZH if zh else TITLES)[i], "body": (BODIES_ZH if zh else BODIES)[i]}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {n["id"] for n in init["apps"]["notes"]["notes"]}
        new = [n for n in final["apps"]["notes"]["notes"] if n["id"] not in old]
        n = new[0] if len(new) == 1 else {}
        return [Check("one new note", len(new) == 1, 1, len(new)),
                Check("its title", n.get("title") == p["title"], p["title"], n.get("title")),
                Check("its text", n.get("body") == p["body"], p["body"], n.get("body"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="note.new")
        obs = yield from ui.type_into(obs, "Title", p["title"])
        obs = yield from ui.type_into(obs, "Note", p["body"])
        yield from ui.tap(obs, trigger="edit.save")


class PinNote(CriteriaTask):
    id = "notes.PinNote"
    apps = ("notes",)
    difficulty = "L1"
    tags = ("edit",)
    split = "train"
    instructions = ('Pin the note "{title}" in Notes.', 'Keep my note "{title}" at the top of Notes by pinning it.')
    instructions_zh = ('在笔记里置顶“{title}”。', '把笔记“{title}”置顶，让它显示在最上面。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = rng.choice([n for n in live(state) if not n["pinned"]])
        return {"note_id": n["id"], "title": n["title"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{NOTES}[id={p['note_id']}].pinned": True}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p["note_id"])
        obs = yield from ui.tap(obs, trigger="edit.menu")
        yield from ui.tap(obs, trigger="nmenu.pin")


class MoveToFolder(CriteriaTask):
    id = "notes.MoveToFolder"
    apps = ("notes",)
    difficulty = "L2"
    tags = ("edit",)
    budget = 30
    instructions = ('Move the note "{title}" to the folder "{folder}".', 'File my note "{title}" under "{folder}" in Notes.')
    instructions_zh = ('把笔记“{title}”移到“{folder}”文件夹。', '在笔记里把“{title}”归到“{folder}”文件夹下。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = rng.choice(live(state))
        f = rng.choice([f for f in state["apps"]["notes"]["folders"] if f["id"] != n["folder"]])
        return {"note_id": n["id"], "title": n["title"], "folder_id": f["id"], "folder": f["name"],
                "start": n["folder"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{NOTES}[id={p['note_id']}].folder": p["folder_id"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{NOTES}[id={p['note_id']}].folder": p["start"]}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p["note_id"])
        obs = yield from ui.tap(obs, trigger="edit.menu")
        obs = yield from ui.tap(obs, trigger="nmenu.move")
        yield from ui.tap(obs, trigger="move.choose", folder=p["folder_id"])


class RestoreNote(CriteriaTask):
    id = "notes.RestoreNote"
    apps = ("notes",)
    difficulty = "L3"
    tags = ("delete", "explore")
    budget = 30
    instructions = ('I deleted my note "{title}" by mistake. Get it back.',
                    'Restore the note "{title}" from Recently deleted in Notes.',
                    'Please recover my note "{title}". I deleted it by accident.')
    instructions_zh = ('我不小心删了笔记“{title}”，帮我找回来。', '在笔记的“最近删除”里恢复“{title}”。',
                       '请把被我误删的笔记“{title}”恢复回来。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = rng.choice(live(state))
        return {"note_id": n["id"], "title": n["title"], "deleted_at": 1773478800000 - rng.randrange(1, 72) * 3_600_000}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{NOTES}[id={p['note_id']}].deleted_at": None}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{NOTES}[id={p['note_id']}].deleted_at": p["deleted_at"],
                f"{NOTES}[id={p['note_id']}].pinned": False}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="list.menu")
        obs = yield from ui.tap(obs, trigger="menu.trash")
        obs = yield from ui.tap(obs, trigger="trash.open", note_id=p["note_id"])
        yield from ui.tap(obs, trigger="trash.restore")
