"""Notes tasks on checklists and to-dos: tick items off, add a to-do with a due date."""

from __future__ import annotations

import datetime as dt
from random import Random
from typing import Any

from bench import ui
from bench.kinds import CriteriaTask
from bench.task import Check, Solution, TaskTemplate
from bench.tasks.notes.common import NOTES, START_MS, TODOS, hide_keyboard, live, norm, open_note, zh
from mgym.i18n import formats, normalize_locale

TODO_TEXTS = ("Buy a birthday card", "Book a haircut", "Water the plants", "Pay the phone bill",
              "Pick up the dry cleaning", "Renew the gym membership", "Send the tax forms", "Return the drill to Sam")
TODO_TEXTS_ZH = ("买生日贺卡", "预约理发", "给花浇水", "交话费", "取干洗的衣服", "续健身卡", "寄报税材料", "把电钻还给小张")


class CheckItems(CriteriaTask):
    id = "notes.CheckItems"
    apps = ("notes",)
    difficulty = "L2"
    tags = ("edit",)
    budget = 30
    split = "train"
    instructions = ('In my checklist "{title}", tick off {check} and untick {uncheck}.',
                    'Update the "{title}" list in Notes: {check} done, {uncheck} not done after all.')
    instructions_zh = ("在清单“{title}”里勾选{check}，并取消勾选{uncheck}。",
                       "更新笔记里的“{title}”清单：{check}已完成，{uncheck}其实还没完成。")
    changes = (f"{NOTES}[id={{note_id}}].edited",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        n = rng.choice([n for n in live(state) if n["checklist"] and len(n["items"]) >= 3])
        idx = list(range(len(n["items"])))
        picked = rng.sample(idx, rng.choice((2, 3)))
        on, off = sorted(picked[:-1]), [picked[-1]]
        sep = "、" if zh(state) else " and "
        return {"note_id": n["id"], "title": n["title"], "on": on, "off": off,
                "check": sep.join(n["items"][i]["text"] for i in on), "uncheck": n["items"][off[0]]["text"]}

    def criteria(self, p: dict[str, Any]) -> dict[str, Any]:
        out = {f"{NOTES}[id={p['note_id']}].items[{i}].checked": True for i in p["on"]}
        out.update({f"{NOTES}[id={p['note_id']}].items[{i}].checked": False for i in p["off"]})
        return out

    def setup(self, p: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
        n = next(n for n in state["apps"]["notes"]["notes"] if n["id"] == p["note_id"])
        items = [{**it, "checked": (i in p["off"]) or (it["checked"] and i not in p["on"])}
                 for i, it in enumerate(n["items"])]
        return {"apps": {"notes": {f"notes[id={p['note_id']}]": {"items": items}}}}

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from open_note(obs, p["note_id"])
        for i in [*p["on"], *p["off"]]:
            obs = yield from ui.tap(obs, trigger="item.toggle", i=i)
        yield from ui.tap(obs, trigger="edit.save")


def today() -> dt.date:
    return formats.to_datetime(START_MS).date()


class AddTodo(TaskTemplate):
    id = "notes.AddTodo"
    apps = ("notes",)
    difficulty = "L2"
    tags = ("create",)
    budget = 30
    split = "train"
    instructions = ('Add a to-do "{text}" in Notes, due {date}.',
                    'Remind me in my Notes to-dos to "{text}" by {date} (set it as the due date).')
    instructions_zh = ("在笔记的待办里添加“{text}”，截止日期为{date}。", "在笔记待办中记一条“{text}”，把截止日期设为{date}。")
    changes = (f"{TODOS}[+1]",)

    def sample(self, rng: Random, state: dict[str, Any]) -> dict[str, Any]:
        i = rng.randrange(len(TODO_TEXTS))
        due = (today() + dt.timedelta(days=rng.randint(2, 20))).isoformat()
        return {"text": (TODO_TEXTS_ZH if zh(state) else TODO_TEXTS)[i], "due": due,
                "date": formats.iso_date(due, "en")}

    def localize(self, params: dict[str, Any], locale: str) -> dict[str, Any]:
        out = super().localize(params, locale)
        return {**out, "date": formats.iso_date(params["due"], normalize_locale(locale))}

    def checks(self, p: dict[str, Any], init: dict[str, Any], final: dict[str, Any]) -> list[Check]:
        old = {t["id"] for t in init["apps"]["notes"]["todos"]}
        new = [t for t in final["apps"]["notes"]["todos"] if t["id"] not in old]
        t = new[0] if len(new) == 1 else {}
        return [Check("one new to-do", len(new) == 1, 1, len(new)),
                Check("its text", norm(t.get("text", "")) == norm(p["text"]), p["text"], t.get("text")),
                Check("its due date", t.get("due") == p["due"], p["due"], t.get("due"))]

    def solve(self, p: dict[str, Any], obs: Any) -> Solution:
        obs = yield from ui.tap(obs, trigger="tab.todos")
        obs = yield from ui.tap(obs, trigger="todo.new")
        obs = yield from ui.type_into(obs, "To-do", p["text"])
        obs = yield from hide_keyboard(obs)
        days = (dt.date.fromisoformat(p["due"]) - today()).days
        for _ in range(days // 7):
            obs = yield from ui.tap(obs, trigger="todo.due", by=7)
        for _ in range(days % 7):
            obs = yield from ui.tap(obs, trigger="todo.due", by=1)
        yield from ui.tap(obs, trigger="todo.save")
