"""Notes tasks on Private and the trash: lock a note behind a new PIN, delete a note forever."""

from __future__ import annotations

from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.notes.common import NOTES, START_MS, live, note_of, open_note


class LockNote(CriteriaTask):
    id = "notes.LockNote"
    apps = ("notes",)
    difficulty = "L3"
    tags = ("settings", "edit")
    budget = 30
    instructions = ('Move my note "{title}" to Private in Notes. Set the PIN to {pin}.',
                    'Hide the note "{title}" behind a PIN: put it in Private notes, with {pin} as the new PIN.',
                    'Please make my note "{title}" private in Notes, with {pin} as the PIN.')
    instructions_zh = ("把笔记“{title}”移到私密笔记里，PIN 码设为 {pin}。", "用 PIN 码把笔记“{title}”藏起来：移到私密笔记，新 PIN 码为 {pin}。",
                       '请把笔记“{title}”设为私密笔记，PIN 码用 {pin}。')

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = rng.choice([n for n in live(state) if not n["pinned"]])
        pin = "".join(str(rng.randrange(10)) for _ in range(4))
        return {"note_id": n["id"], "title": n["title"], "pin": pin}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        return {f"{NOTES}[id={p['note_id']}].private": True, "apps.notes.pin": p["pin"]}

    def initial(self, p: dict[str, Any]) -> dict[str, Any]:
        return {"apps.notes.pin": ""}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p["note_id"])
        obs = yield from ui.tap(obs, trigger="edit.menu")
        obs = yield from ui.tap(obs, trigger="nmenu.lock")
        for d in p["pin"]:
            obs = yield from ui.tap(obs, trigger="pin.key", d=d)
        yield from ui.tap(obs, trigger="pin.ok")


class DeleteForever(TaskTemplate):
    id = "notes.DeleteForever"
    apps = ("notes",)
    difficulty = "L3"
    tags = ("delete", "explore")
    budget = 30
    instructions = ('The note "{title}" is in Recently deleted. Delete it forever, and leave the other deleted notes '
                    'alone.',
                    'Permanently delete my note "{title}" from the Notes trash.',
                    'Please remove "{title}" from Recently deleted in Notes for good, without touching the other deleted notes.')
    instructions_zh = ("笔记“{title}”在“最近删除”里。把它永久删除，其他已删除的笔记不要动。", "从笔记的回收站里彻底删除“{title}”。",
                       '请在笔记的“最近删除”里把“{title}”永久删掉，其他已删除的笔记不要动。')
    changes = (f"{NOTES}[id={{note_id}}]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        picked = rng.sample([n for n in live(state) if not n["pinned"]], 3)
        times = [START_MS - rng.randrange(1, 96) * 3_600_000 for _ in picked]
        return {"note_id": picked[0]["id"], "title": picked[0]["title"],
                "trash": [[n["id"], t] for n, t in zip(picked, times, strict=True)]}

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        return {"apps": {"notes": {f"notes[id={nid}]": {"deleted_at": t} for nid, t in p["trash"]}}}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        n = note_of(final, p["note_id"])
        return [Check(f"note {p['note_id']} deleted forever", n is None, None, n and n["title"])]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="list.menu")
        obs = yield from ui.tap(obs, trigger="menu.trash")
        obs = yield from ui.tap(obs, trigger="trash.open", note_id=p["note_id"])
        yield from ui.tap(obs, trigger="trash.forever")
